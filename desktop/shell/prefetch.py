"""Builds the screens a learner has not opened yet while the app sits idle, so that
a first visit shows as soon as a return does (issue 19 §5: a screen change visible
within 150 ms).

Built cold, a screen takes 40–400 ms before its first frame (the explainer the
most); built ahead, its first showing costs about what a return costs. One build
blocks the event loop for as long as it takes, so the builder waits for a pause:
no key, click, wheel or touch for ``idle_ms``, and no animation playing (a build
would stall its frames). Then it builds one screen and waits for the next pause:
the next screen first, then the previous one, then the rest in lesson order.

Only the running app turns it on (``desktop.app.main``): tests and screenshots
build exactly the screens they open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication

from desktop.clock import Clock
from desktop.shell.screen_host import ScreenHost

# Input that means someone is using the app now (moves of the mouse alone do not).
_BUSY = {QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.Wheel, QEvent.Type.TouchBegin}


class Prefetcher(QObject):
    def __init__(self, host: ScreenHost, clock: Clock, changed: SignalInstance | None = None, idle_ms: int = 800,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.clock = clock
        self.idle_ms = idle_ms
        self.enabled = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse one may fire 5 % late, or early
        self._timer.timeout.connect(self._build_one)
        if changed is not None:
            changed.connect(self.wait)  # a new screen: its neighbours come first

    def enable(self) -> None:
        if not self.enabled:
            self.enabled = True
            QApplication.instance().installEventFilter(self)
            self.wait()

    def disable(self) -> None:
        if self.enabled:
            self.enabled = False
            QApplication.instance().removeEventFilter(self)
            self._timer.stop()

    def pending(self) -> list[str]:
        """The screens still to build, in the order they will be built."""
        current = self.host.current_name
        names = self.host.names()
        first = [] if current is None else [self.host.neighbour(current, +1), self.host.neighbour(current, -1)]
        built = self.host.created()
        order = [n for n in first if n is not None] + names
        return list(dict.fromkeys(n for n in order if n not in built))

    def wait(self) -> None:
        """Start (or restart) the pause before the next build, if anything is left to build."""
        if self.enabled and self.pending():
            self._timer.start(self.idle_ms)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in _BUSY:
            self.wait()  # a pause starts again after every key or click (and after a discard)
        return False

    def _build_one(self) -> None:
        if not self.enabled or self.host.current_name is None:
            return
        if self.clock.running:
            self.wait()  # an animation is playing: a build would stall its frames
            return
        left = self.pending()
        if left:
            self.host.screen(left[0])
            self.wait()
