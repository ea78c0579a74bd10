"""Theme and language at run time: projector mode, text size, the language.

A change of palette or font scale rebuilds the screens (widgets read the
theme when they are built; ``desktop.shell.session.rebuild``) but never the
window's size: larger text reflows inside the window. A language switch only
retranslates: every widget listens for LanguageChange.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from desktop import i18n, theme
from desktop.widgets import a11y


def switch_language(lang: str, settings=None, announce_to: QWidget | None = None) -> str:
    """Load ``lang`` (remembered in ``settings`` when given); returns the language in effect."""
    effective = i18n.set_language(lang)
    if settings is not None:
        settings.set("language", lang)
    if announce_to is not None:
        # A listening screen reader re-reads names and descriptions (tooltips,
        # used as descriptions, send nothing). After the widgets' own
        # LanguageChange, which Qt posts: hence the zero timer.
        QTimer.singleShot(0, announce_to, lambda: a11y.texts_changed(announce_to))
    return effective


def is_projector() -> bool:
    return theme.current().name == "projector"


def font_percent() -> int:
    """The learner's text size, in percent (without projector mode's growth on a large screen)."""
    return int(round(theme.current().text_scale * 100))


def clamp_percent(percent: int) -> int:
    return int(min(max(percent, theme.FONT_SCALE_MIN), theme.FONT_SCALE_MAX))


def screen_area(window: QWidget) -> tuple[int, int]:
    """The screen a projector shows ``window`` on: its available area, or, with no real
    screen (screenshots, tests), the window's own size."""
    app = QApplication.instance()
    # QWidget.screen, called unbound: MainWindow has its own screen(name), a lesson screen.
    screen = QWidget.screen(window)
    if app.platformName() in ("offscreen", "minimal") or screen is None:
        return window.width(), window.height()
    geo = screen.availableGeometry()
    return geo.width(), geo.height()


def _is_current(projector: bool, font_scale: float, screen_scale: float = 1.0) -> bool:
    t = theme.current()
    return ((t.name == "projector") == projector and abs(t.text_scale - font_scale) < 1e-9
            and (not projector or abs(t.screen_scale - screen_scale) < 1e-9))


def apply_theme(projector: bool, font_scale: float, settings=None, screen_scale: float = 1.0) -> bool:
    """Apply the palette and text size (remembered in ``settings``); False when nothing changes."""
    if _is_current(projector, font_scale, screen_scale):
        return False
    t = theme.current()
    theme.apply(QApplication.instance(), projector=projector, font_scale=font_scale, touch=t.touch,
                screen_scale=screen_scale)
    if settings is not None:
        settings.set("projector", projector)
        settings.set("font_scale", int(round(font_scale * 100)))
    return True


def follow_screen(window) -> None:
    """Projector text is sized for the screen the window is on (``retheme``): when the window
    moves to another screen, or its screen changes resolution, size it again. Once per window;
    before it is shown there is no window handle yet, so MainWindow calls this when it is shown."""
    handle = window.windowHandle()
    if handle is None or window.property("followsScreen"):
        return
    window.setProperty("followsScreen", True)
    _ScreenFollower(window, handle)


class _ScreenFollower(QObject):
    """The window's child, so that Qt drops its connections to the screens with the window: a
    QScreen outlives every window, and a plain function connected to it would call a deleted one."""

    def __init__(self, window, handle) -> None:
        super().__init__(window)
        self.window = window
        self.screen = None
        self.watch(handle.screen())
        handle.screenChanged.connect(self.moved)

    def watch(self, screen) -> None:
        # The same screen can change its resolution too (a laptop mirrored on a 1024×768 projector).
        if self.screen is not None:
            self.screen.availableGeometryChanged.disconnect(self.later)
        self.screen = screen
        if screen is not None:
            screen.availableGeometryChanged.connect(self.later)

    @Slot(QScreen)
    def moved(self, screen) -> None:
        self.watch(screen)
        self.later()

    @Slot()
    def later(self, *_args) -> None:
        # After the move or the mode change has finished, so that the new area is the one read.
        QTimer.singleShot(0, self, self.resize_text)

    def resize_text(self) -> None:
        if is_projector():
            retheme(self.window, True, font_scale())  # does nothing when the step stays the same


def hold_size(window: QMainWindow, size, parts: tuple[QWidget, ...]) -> None:
    """Give ``window`` back ``size`` now and once more after the layouts settle.
    ``parts``: the widgets between the window and the screens, whose cached
    minimum (asked for while the screens were rebuilt) must be asked again."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    _keep_size(window, size, parts)
    QTimer.singleShot(0, window, lambda: _keep_size(window, size, parts))


def _keep_size(window: QMainWindow, size, parts) -> None:
    if window.size() != size and not (window.isMaximized() or window.isFullScreen()):
        # QMainWindow's layout caches its minimum from the rebuild: ask again.
        for widget in parts:
            widget.updateGeometry()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        window.layout().invalidate()
        window.layout().activate()
        window.resize(size)


def font_scale() -> float:
    """The learner's text size (1.0 = 100 %)."""
    return theme.current().text_scale


def retheme(window, projector: bool, scale: float) -> bool:
    """Projector mode and text size on ``window`` (a MainWindow): the screens
    are built again, the window keeps its size. False when nothing changed."""
    from desktop.runtime import gui_gc
    from desktop.shell import session

    size = window.size()
    screen_scale = theme.projector_scale(screen_area(window)) if projector else 1.0
    if _is_current(projector, scale, screen_scale):
        return False
    gui_gc.postpone()  # the old screen's garbage is collected after the new one shows

    def restyle() -> None:
        apply_theme(projector, scale, window.ctx.settings, screen_scale)
        # The header first: laid out for the old text size, it would make the
        # new screens' window grow past the screen while they are built.
        window.header.relayout(force=True)

    session.rebuild(window.host, lambda name: window.show_screen(name, focus_title=False), restyle)
    window.contents.fit(window.width())
    window.header.relayout(force=True)
    hold_size(window, size, (window.header.parentWidget(), window.centralWidget()))
    window.themeChanged.emit()
    return True
