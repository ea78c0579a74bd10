"""The one clock that drives every animation.

Widgets never own timers. An animated object implements ``step(dt)`` (seconds)
and asks the clock to run while it is playing (``acquire``) and to stop when it
pauses (``release``). With nobody holding it the QTimer is stopped, so a paused
app uses no CPU. Tests call ``advance(dt)`` to move time by hand.
``Playback`` is the one play/pause/toggle built on acquire and release that
every animated view mixes in.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from desktop.lifetime import qt_alive


class Clock(QObject):
    ticked = Signal(float)
    runningChanged = Signal(bool)

    FRAME_MS = 16  # ~60 Hz; the animations are gentle, so a steady frame suffices.

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(self.FRAME_MS)
        self._timer.timeout.connect(self._on_timeout)
        self._elapsed = QElapsedTimer()
        self._steppers: list = []
        self._holders: set[int] = set()

    # Registration -----------------------------------------------------------
    def add(self, stepper) -> None:
        if stepper not in self._steppers:
            self._steppers.append(stepper)

    def remove(self, stepper) -> None:
        if stepper in self._steppers:
            self._steppers.remove(stepper)
        self.release(stepper)

    def prune(self) -> int:
        """Forget every stepper whose Qt object was deleted (it would raise on
        the next tick); returns how many went. The window calls it after
        throwing screens away."""
        dead = [s for s in self._steppers if isinstance(s, QObject) and not qt_alive(s)]
        for stepper in dead:
            self.remove(stepper)
        return len(dead)

    def steppers(self) -> list:
        """Who is stepped on each tick, in order (a copy)."""
        return list(self._steppers)

    def acquire(self, stepper) -> None:
        self.add(stepper)
        self._holders.add(id(stepper))
        if not self._timer.isActive():
            self._elapsed.start()
            self._timer.start()
            self.runningChanged.emit(True)

    def release(self, stepper) -> None:
        self._holders.discard(id(stepper))
        if not self._holders and self._timer.isActive():
            self._timer.stop()
            self.runningChanged.emit(False)

    def release_all(self) -> None:
        self._holders.clear()
        if self._timer.isActive():
            self._timer.stop()
            self.runningChanged.emit(False)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    # Time -------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        """Step every registered animation by ``dt`` seconds."""
        for stepper in list(self._steppers):
            stepper.step(dt)
        self.ticked.emit(dt)

    def _on_timeout(self) -> None:
        # Clamp so that a stalled event loop (a dragged window, a breakpoint)
        # does not make the animation jump ahead by seconds.
        dt = min(self._elapsed.restart() / 1000.0, 0.1)
        self.advance(dt)


class Playback:
    """Play, pause and toggle for anything the clock steps: it holds the clock
    only while playing, so a paused view costs no CPU.

    A mixin for a QObject (a widget, a screen) that has a ``clock`` and a
    ``step(dt)`` that does nothing unless ``playing``. It tells the class when
    the state flips through ``_playing_changed``, which by default emits the
    class's ``playingChanged`` signal. A class that must prepare before playing
    (rewind a finished trace) overrides ``play`` and calls ``super().play()``;
    ``toggle`` then goes through that override too. Play and pause are
    idempotent: a second play neither acquires again nor signals again.
    """

    _playing = False  # a class default: the mixin needs no __init__ beside Qt's

    @property
    def playing(self) -> bool:
        return self._playing

    def play(self) -> None:
        if not self._playing:
            self._playing = True
            self.clock.acquire(self)
            self._playing_changed(True)

    def pause(self) -> None:
        if self._playing:
            self._playing = False
            self.clock.release(self)
            self._playing_changed(False)

    def toggle(self) -> None:
        self.pause() if self._playing else self.play()

    def _playing_changed(self, playing: bool) -> None:
        self.playingChanged.emit(playing)
