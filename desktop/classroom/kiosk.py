"""Kiosk mode for workshops: lockdown, idle reset, countdown and attract loop.

A shared screen in a workshop is touched by one visitor, then left. So:

- **Lockdown.** The window is full screen, frameless and on top. Closing it,
  Alt+F4, Escape and the usual quit keys do nothing; only the host's chord
  Ctrl+Alt+Shift+Q leaves, after a PIN when one was set (``--kiosk-pin``).
- **Idle reset.** ``IdleWatcher`` notes the time of the last touch, click or
  key. In the last ``COUNTDOWN_S`` seconds before ``--idle-timeout`` a
  countdown ("¿Sigues ahí?") covers the window; any input cancels it. At the
  timeout the window throws its screens away and starts afresh
  (``MainWindow.reset_session``).
- **Attract loop.** While nobody is there, a private copy of the Lab's token
  rows plays on its own (``TokenRows.loop``) behind a "Toca para empezar"
  banner. It has its own ``LessonModel``, so it never touches the state the
  next visitor will find.

Time comes from ``now`` (``time.monotonic`` by default); tests pass a fake
clock and call ``poll()``. The watchdog timer only polls twice a second: it
is not an animation, so it does not go through ``desktop.clock``.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QFrame, QInputDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.settings import DEFAULT_IDLE_TIMEOUT

log = logging.getLogger(__name__)

COUNTDOWN_S = 15
EXIT_CHORD = "Ctrl+Alt+Shift+Q"
POLL_MS = 500

# What counts as a visitor being there: a touch, a click, a key, a wheel.
_INPUT_EVENTS = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress, QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate,
    QEvent.Type.Wheel, QEvent.Type.TabletPress,
})

ACTIVE, COUNTDOWN, EXPIRED = "active", "countdown", "expired"


def _is_exit_chord(event) -> bool:
    if event.type() != QEvent.Type.KeyPress:
        return False
    return QKeySequence(event.keyCombination()) == QKeySequence(EXIT_CHORD)


class IdleWatcher(QObject):
    """Tracks the visitor's last input; says when to warn and when to reset."""

    countdownStarted = Signal()
    countdownTick = Signal(int)  # whole seconds left
    countdownCancelled = Signal()
    idleTimeout = Signal()
    resumed = Signal()  # first input after the timeout

    def __init__(self, timeout_s: float, countdown_s: float = COUNTDOWN_S, now: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self.timeout_s = float(timeout_s)
        self.countdown_s = float(min(countdown_s, timeout_s))
        self.now = now
        self.state = ACTIVE
        self._last = now()
        self._last_tick = None
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.poll)

    def start(self) -> None:
        self.poke()
        app = QCoreApplication.instance()
        app.installEventFilter(self)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        QCoreApplication.instance().removeEventFilter(self)

    def set_clock(self, now: Callable[[], float]) -> None:
        """Use another time source (tests) and count idleness from its present."""
        self.now = now
        self._last = now()

    def idle_for(self) -> float:
        return self.now() - self._last

    def seconds_left(self) -> int:
        return max(0, int(self.timeout_s - self.idle_for() + 0.999))

    def poke(self) -> None:
        """The visitor did something."""
        self._last = self.now()
        previous, self.state = self.state, ACTIVE
        self._last_tick = None
        if previous == COUNTDOWN:
            self.countdownCancelled.emit()
        elif previous == EXPIRED:
            self.resumed.emit()

    def poll(self) -> None:
        idle = self.idle_for()
        if self.state == EXPIRED:
            return
        if idle >= self.timeout_s:
            self.state = EXPIRED
            self.idleTimeout.emit()
            return
        if idle >= self.timeout_s - self.countdown_s:
            if self.state != COUNTDOWN:
                self.state = COUNTDOWN
                self.countdownStarted.emit()
            left = self.seconds_left()
            if left != self._last_tick:
                self._last_tick = left
                self.countdownTick.emit(left)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in _INPUT_EVENTS:
            # The input that cancels the countdown or wakes the kiosk is eaten:
            # a visitor tapping "still here" must not also press what lies below.
            # The host's exit chord always goes through.
            swallow = self.state != ACTIVE and not _is_exit_chord(event)
            self.poke()
            return swallow
        return False


class _Overlay(QWidget):
    """A widget that covers its parent and follows its size."""

    def __init__(self, parent: QWidget, shade: QColor) -> None:
        super().__init__(parent)
        self._shade = shade
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parent().rect())
        return False

    def popup(self) -> None:
        self.setGeometry(self.parent().rect())
        self.show()
        self.raise_()

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self._shade)
        p.end()


def _card(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    card = QFrame(parent)
    card.setObjectName("card")
    lay = QVBoxLayout(card)
    lay.setContentsMargins(48, 36, 48, 36)
    lay.setSpacing(16)
    return card, lay


class CountdownOverlay(i18n.Retranslatable, _Overlay):
    """"¿Sigues ahí?" with the seconds left before the kiosk starts over."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, QColor(0, 0, 0, 150))
        self.setObjectName("kioskCountdown")
        self._left = COUNTDOWN_S
        card, lay = _card(self)
        self.title = QLabel(card)
        self.title.setObjectName("countdownTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seconds = QLabel(card)
        self.seconds.setObjectName("countdownSeconds")
        self.seconds.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel(card)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        for label, size in ((self.title, 34), (self.seconds, 64), (self.hint, 20)):
            font = label.font()
            font.setPointSizeF(theme.pt(size))
            font.setBold(label is not self.hint)
            label.setFont(font)
            lay.addWidget(label)
        self.card = card
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.retranslate()

    def resizeEvent(self, event) -> None:
        # A fixed width lets the wrapped hint take the height it needs.
        width = min(int(760 * theme.current().font_scale), max(320, self.width() - 80))
        self.card.setFixedWidth(width)
        margins = self.card.layout().contentsMargins()
        self.hint.setMinimumHeight(self.hint.heightForWidth(width - margins.left() - margins.right()))
        super().resizeEvent(event)

    def set_seconds(self, left: int) -> None:
        self._left = left
        self.seconds.setText(self.tr("%n s", "", left))
        self.seconds.setAccessibleName(self.tr("Starting over in %n second(s)", "", left))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Are you still there?"))
        self.hint.setText(self.tr("Touch the screen or press any key to carry on. Otherwise SpecLab starts over for the next visitor."))
        self.set_seconds(self._left)


class AttractOverlay(i18n.Retranslatable, _Overlay):
    """The token rows playing on their own behind "Touch to start"."""

    def __init__(self, parent: QWidget, clock) -> None:
        super().__init__(parent, QColor(theme.current().background))
        from desktop.model import LessonModel
        from desktop.widgets.token_rows import TokenRows

        self.setObjectName("kioskAttract")
        # A private model: the loop draws new seeds, and none of that may
        # leak into what the next visitor finds.
        self.model = LessonModel(self, k=5, alpha=0.75, tokens=24)
        self.rows = TokenRows(self.model, clock, self)
        self.rows.loop = True
        # Large enough to follow from a few steps away.
        for widget, size in ((self.rows, 19), (self.rows.count_label, 16), (self.rows.caption_label, 16)):
            font = widget.font()
            font.setPointSizeF(theme.pt(size))
            widget.setFont(font)
        self.rows.set_speed("normal")
        self.banner = QLabel(self)
        self.banner.setObjectName("attractBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        t = theme.current()
        self.banner.setStyleSheet(
            f"QLabel#attractBanner {{ background: {t.accent}; color: {t.on_accent}; border-radius: 18px;"
            f" padding: 24px 48px; font-size: {theme.pt(40):.0f}pt; font-weight: bold; }}"
        )
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        font = self.subtitle.font()
        font.setPointSizeF(theme.pt(22))
        self.subtitle.setFont(font)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(60, 40, 60, 40)
        lay.setSpacing(24)
        lay.addWidget(self.banner, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.subtitle)
        lay.addWidget(self.rows, 1)
        self.retranslate()

    @property
    def running(self) -> bool:
        return self.isVisible()

    def start(self) -> None:
        self.model.reset()
        self.rows.reset()
        self.popup()
        self._cover(True)
        self.rows.play()

    def stop(self) -> None:
        self.rows.pause()
        self.hide()
        self._cover(False)

    def _cover(self, on: bool) -> None:
        # The attract screen is opaque: what lies below is hidden for real, so
        # a screen reader does not read a lesson nobody can see ("showing").
        window = self.parentWidget()
        central = window.centralWidget() if hasattr(window, "centralWidget") else None
        if central is not None and central.isHidden() != on:
            central.setHidden(on)
            if not on:
                # Laid out now, as if it had never been away (scroll ranges included).
                central.layout().activate()
                for area in central.findChildren(QAbstractScrollArea):
                    area.updateGeometry()

    def retranslate(self) -> None:
        self.banner.setText(self.tr("Touch to start"))
        self.subtitle.setText(self.tr("A small model writes ahead; the big one checks the whole guess in one slow pass."))


def ask_pin(parent: QWidget) -> str | None:
    """Ask the host for the PIN (tests replace this)."""
    text, ok = QInputDialog.getText(
        parent,
        QCoreApplication.translate("Kiosk", "Leave kiosk mode"),
        QCoreApplication.translate("Kiosk", "Host PIN:"),
        QLineEdit.EchoMode.Password,
    )
    return text if ok else None


def quit_app() -> None:
    """Leave the app (tests replace this)."""
    QCoreApplication.quit()


def lock_down(window: QWidget) -> None:
    """Full screen, frameless and above everything else."""
    window.setWindowFlags(window.windowFlags() | Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint)
    window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
    QApplication.instance().setQuitOnLastWindowClosed(False)


def is_touch_target(w: QWidget) -> bool:
    """A control a finger must hit: it takes Tab focus and is not an inline
    link (QLabel, exempt as in WCAG 2.5.5), a scroll area (large anyway) or
    the line edit inside a spin box (the spin box is the target)."""
    from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QScrollBar

    if not (w.focusPolicy() & Qt.FocusPolicy.TabFocus):
        return False
    if isinstance(w, (QLabel, QAbstractScrollArea, QScrollBar)):
        return False
    return not isinstance(w.parentWidget(), QAbstractSpinBox)


def _enlarge(w: QWidget) -> None:
    # Height only: the style sheet's touch padding makes every button at least
    # TOUCH_PX wide, and an explicit minimum width would stay behind when the
    # text grows (a language switch), letting the layout squeeze the text.
    px = theme.TOUCH_PX
    if w.sizeHint().height() < px or w.minimumHeight() < px:
        w.setMinimumHeight(max(px, w.minimumSizeHint().height()))


def ensure_touch_targets(root: QWidget) -> None:
    """Give every control under ``root`` at least TOUCH_PX in each direction now."""
    for w in root.findChildren(QWidget):
        if is_touch_target(w):
            w.ensurePolished()
            _enlarge(w)


class TouchTargetGuard(QObject):
    """Keeps every control at least TOUCH_PX tall, for good.

    The style sheet asks for it, but a screen may style its own buttons, and a
    style sheet sets a widget's minimum size again each time it is polished.
    So the guard re-applies the minimum after every polish, style change and
    show, for controls of ``window`` only. The minimum never goes below what
    the widget itself needs, so no text gets squeezed.
    """

    _EVENTS = frozenset({QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.Show})

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def install(self) -> None:
        # Only after lock_down(): setWindowFlags() re-creates the native
        # window and deletes the screens' gesture objects, and an app-wide
        # Python filter seeing those half-deleted objects crashes PySide.
        QCoreApplication.instance().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in self._EVENTS and isinstance(obj, QWidget) and is_touch_target(obj) \
                and obj.window() is self.window:
            _enlarge(obj)
        return False

    def stop(self) -> None:
        QCoreApplication.instance().removeEventFilter(self)


def disable_chart_menus(root: QWidget) -> None:
    """No pyqtgraph context menu (it offers Export…, a file dialog) and no
    auto-range button under ``root``."""
    import pyqtgraph as pg

    for view in root.findChildren(pg.GraphicsView):
        scene = view.scene()
        if scene is not None:
            for item in scene.items():
                if isinstance(item, pg.PlotItem):
                    item.setMenuEnabled(False, False)
                    item.hideButtons()
                elif isinstance(item, pg.ViewBox):
                    item.setMenuEnabled(False)
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)


def lock_screen(screen: QWidget) -> None:
    """What a kiosk changes on every screen it shows."""
    disable_chart_menus(screen)
    ensure_touch_targets(screen)


def is_quit_key(event) -> bool:
    """Escape and the platform's quit/close keys, which a kiosk ignores."""
    if event.key() == Qt.Key.Key_Escape:
        return True
    return any(event.matches(k) for k in (QKeySequence.StandardKey.Quit, QKeySequence.StandardKey.Close))


class Kiosk(QObject):
    """Everything kiosk mode adds to a main window.

    The window calls ``reset_session()`` on the way back to the start; this
    object decides when (idle timeout) and guards the way out (exit chord).
    """

    exited = Signal()

    def __init__(self, window, idle_timeout: float = DEFAULT_IDLE_TIMEOUT, pin: str | None = None,
                 now: Callable[[], float] = time.monotonic, attract: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.pin = pin or None
        self.leaving = False
        self.ask_pin = ask_pin
        self.quit = quit_app
        self.attract_enabled = attract
        # Put full screen back when something takes it away (tests that size
        # the window themselves turn this off).
        self.keep_full_screen = True
        self.watcher = IdleWatcher(idle_timeout, now=now, parent=self)
        self.countdown = CountdownOverlay(window)
        self.attract = AttractOverlay(window, window.ctx.clock)
        self.watcher.countdownStarted.connect(self._on_countdown)
        self.watcher.countdownTick.connect(self.countdown.set_seconds)
        self.watcher.countdownCancelled.connect(self.countdown.hide)
        self.watcher.idleTimeout.connect(self.on_idle_timeout)
        self.watcher.resumed.connect(self._on_resumed)
        window.sessionReset.connect(self._rebuild_attract)
        self.touch_guard = TouchTargetGuard(window)
        self.exit_shortcut = QShortcut(QKeySequence(EXIT_CHORD), window)
        # The window's own context: an application-wide one would be ambiguous
        # (and so never fire) while another window of the app exists.
        self.exit_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.exit_shortcut.activated.connect(self.request_exit)

    def start(self, lock: bool = True) -> None:
        if lock:  # a --screenshot keeps its requested size instead
            lock_down(self.window)
            # A window manager may take the window out of full screen (a
            # keyboard shortcut, `wmctrl -b remove,fullscreen`): put it back.
            self.window.installEventFilter(self)
        self.touch_guard.install()
        self.watcher.start()

    def show_attract(self) -> None:
        """The attract loop, waiting for a visitor: the first touch (or key)
        starts, and is not passed on to what lies below."""
        if self.attract_enabled:
            self.watcher.state = EXPIRED
            self.attract.start()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.window and event.type() == QEvent.Type.WindowStateChange and not self.leaving \
                and self.keep_full_screen:
            if not self.window.isFullScreen():
                QTimer.singleShot(0, self._restore_full_screen)
        return False

    def _restore_full_screen(self) -> None:
        if not self.leaving and not self.window.isFullScreen():
            log.info("kiosk: the window manager took the window out of full screen; restoring it")
            self.window.setWindowState(
                (self.window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowFullScreen)
            self.window.activateWindow()

    def _on_countdown(self) -> None:
        self.countdown.popup()
        from desktop.widgets import a11y

        a11y.announce(self.countdown, f"{self.countdown.title.text()} {self.countdown.seconds.accessibleName()}",
                      assertive=True)

    def on_idle_timeout(self) -> None:
        self.countdown.hide()
        self.window.reset_session()
        if self.attract_enabled:
            self.attract.start()

    def _rebuild_attract(self) -> None:
        # Every session reset brings a new clock; the attract loop moves to it.
        self.attract.stop()
        self.attract.deleteLater()
        self.attract = AttractOverlay(self.window, self.window.ctx.clock)

    def _on_resumed(self) -> None:
        covered = self.attract.isVisible()
        self.attract.stop()
        if covered:
            self.window.focus_start()

    def shutdown(self) -> None:
        """Stop watching and let the window close (leaving, or a test's teardown)."""
        self.leaving = True
        self.watcher.stop()
        self.touch_guard.stop()
        self.attract.stop()
        self.countdown.hide()
        self.window.removeEventFilter(self)

    def request_exit(self) -> bool:
        """The host's chord: leave when there is no PIN or the PIN matches."""
        if self.pin is not None:
            self.watcher.poke()
            answer = self.ask_pin(self.window)
            if answer is None or answer.strip() != self.pin:
                log.info("kiosk: wrong or no PIN; staying")
                return False
        self.shutdown()
        self.exited.emit()
        self.window.close()
        self.quit()
        return True
