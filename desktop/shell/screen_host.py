"""Where the screens live: each is built the first time it is shown (fast
start-up), in its own scroll area, and kept, so a learner's work on a screen
survives a visit elsewhere. ``discard`` throws them all away; they are built
again on demand (a kiosk reset, a new theme).

At a 200 % font scale a screen scrolls instead of squeezing its labels. The
scroll area leaves the step keys (arrows, PageUp/PageDown) to the window, so
a presenter's clicker walks the lesson whatever the screen.
"""

from __future__ import annotations

import linecache
import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QScrollArea, QScroller, QStackedWidget, QWidget

from desktop import theme
from desktop.screens import registry
from desktop.screens.base import AppContext, Screen

NAV_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


def forget_imported_sources() -> None:
    """Empty the standard library's source-line cache after a burst of imports.

    shiboken6 reads the whole source of every module imported after PySide6
    (inspect.getsource, to see whether it uses PySide's "features"; PYSIDE-2029),
    and linecache keeps it: about 10 MiB of text by the end of a walk through
    the app. Nothing of ours needs it, and a traceback simply reads its lines again.
    """
    linecache.clearcache()


def free_chart_menus(root: QWidget) -> None:
    """Delete the context menus of the pyqtgraph charts under ``root`` now.

    pyqtgraph gives every PlotItem and every ViewBox a menu without a parent
    (about 30 widgets each, with its axis forms). Deleting the chart leaves
    them alive until Python's collector frees the chart's wrapper, and every
    widget alive is re-polished by the next application style sheet: after a
    toggle they made ``QApplication.setStyleSheet`` several times slower."""
    pg = sys.modules.get("pyqtgraph")
    if pg is None:  # no chart was ever built
        return
    for view in root.findChildren(pg.GraphicsView):
        scene = view.scene()
        if scene is None:
            continue
        for item in scene.items():
            if isinstance(item, pg.PlotItem):
                menu = item.ctrlMenu
            elif isinstance(item, pg.ViewBox):
                menu = item.menu
            else:
                continue
            if menu is not None:
                menu.deleteLater()


class MoreBelow(QWidget):
    """A fade over the bottom of a screen's view while more of it lies below.

    A line cut by the view's edge lost its lower half and read as something else: «4,09» as
    «4.09», «1,60» as «1.60» (blind reviews 18 and 21). Under the fade the cut line reads as
    going on below, as a page does. Mouse and keyboard go through it."""

    HEIGHT = 18

    def __init__(self, scroll: QScrollArea) -> None:
        super().__init__(scroll)
        self._scroll = scroll
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar = scroll.verticalScrollBar()
        bar.valueChanged.connect(self.follow)
        bar.rangeChanged.connect(self.follow)
        scroll.viewport().installEventFilter(self)
        self.hide()

    def more_below(self) -> bool:
        bar = self._scroll.verticalScrollBar()
        return bar.value() < bar.maximum()

    def follow(self, *_args) -> None:
        view = self._scroll.viewport().geometry()
        self.setGeometry(view.left(), view.bottom() + 1 - self.HEIGHT, view.width(), self.HEIGHT)
        self.setVisible(self.more_below())
        self.raise_()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.follow()
        return False

    def paintEvent(self, _event) -> None:
        page = QColor(theme.current().background)
        clear = QColor(page)
        clear.setAlpha(0)
        fade = QLinearGradient(0, 0, 0, self.height())
        fade.setColorAt(0.0, clear)
        fade.setColorAt(1.0, page)
        p = QPainter(self)
        p.fillRect(self.rect(), fade)
        p.end()


class ScreenScroll(QScrollArea):
    """A screen's scroll area that leaves the step keys to the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.more_below = MoreBelow(self)
        self._resizing = 0
        self.loops_broken = 0  # how often the guard below settled a page (tests read it)

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Resize or watched is not self.widget():
            return super().eventFilter(watched, event)
        # A page whose height for the width with the scroll bar needs the bar, and for the width
        # without it does not, makes Qt's scroll area resize it back and forth inside its own event
        # filter until the stack runs out: the Lab crashed the app so when «¿Por qué estos números?»
        # opened at α = 0 with a longer line of text (1153 ↔ 1167 px wide, 724 ↔ 721 px tall, in a
        # 724-px room). Keeping the bar settles it: the page keeps one width.
        self._resizing += 1
        try:
            if self._resizing > 3 and self.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded:
                self.loops_broken += 1
                self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            return super().eventFilter(watched, event)
        finally:
            self._resizing -= 1

    def keyPressEvent(self, event) -> None:
        if event.key() in NAV_KEYS:
            event.ignore()  # the window walks the lesson steps with these
            return
        super().keyPressEvent(event)


class ScreenHost(QStackedWidget):
    def __init__(self, ctx: AppContext, specs: list[registry.ScreenSpec], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.specs = list(specs)
        self._screens: dict[str, Screen] = {}
        self._containers: dict[str, QScrollArea] = {}
        self._current: str | None = None
        self._pending_states: dict[str, object] = {}

    # The screens this window carries ------------------------------------------------
    def names(self) -> list[str]:
        return [s.name for s in self.specs]

    def spec(self, name: str) -> registry.ScreenSpec:
        return next(s for s in self.specs if s.name == name)

    def neighbour(self, name: str, step: int) -> str | None:
        """The screen ``step`` places after (or, negative, before) ``name``; None past either end."""
        names = self.names()
        i = names.index(name) + step
        return names[i] if 0 <= i < len(names) else None

    # The screens built so far ----------------------------------------------------------
    @property
    def current_name(self) -> str | None:
        return self._current

    def current_screen(self) -> Screen | None:
        return self._screens.get(self._current) if self._current else None

    def created(self) -> dict[str, Screen]:
        return dict(self._screens)

    def container(self, name: str) -> QScrollArea | None:
        """The scroll area holding the screen ``name`` (None until it is built)."""
        return self._containers.get(name)

    def screen(self, name: str) -> Screen:
        """The screen called ``name``, created on first use."""
        if name not in self._screens:
            cls = self.spec(name).load()
            widget = cls(self.ctx)
            forget_imported_sources()
            widget.setObjectName(f"screen_{name}")
            scroll = ScreenScroll(self)
            scroll.setObjectName("screenScroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            scroll.setWidget(widget)
            self._screens[name] = widget
            self._containers[name] = scroll
            self.addWidget(scroll)
            if self.ctx.kiosk:
                from desktop.classroom.kiosk import lock_screen

                lock_screen(widget)
                # A finger drags the page; a mouse still drags sliders.
                QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.TouchGesture)
            if name in self._pending_states:
                widget.restore_state(self._pending_states.pop(name))
        return self._screens[name]

    def restore_later(self, states: dict[str, object]) -> None:
        """States (``Screen.save_state``) each screen gets back when it is next built."""
        self._pending_states = dict(states)

    def bring_up(self, name: str) -> Screen:
        """Make ``name`` the visible screen (built if need be); the caller activates it."""
        widget = self.screen(name)
        self.setCurrentWidget(self._containers[name])
        self._current = name
        return widget

    def discard(self) -> None:
        """Delete every created screen, and every clock registration they held."""
        current = self.current_screen()
        if current is not None:
            current.deactivated()
        clock = self.ctx.clock
        for name, screen in list(self._screens.items()):
            for obj in (screen, *screen.findChildren(QObject)):
                clock.remove(obj)
            free_chart_menus(screen)
            scroll = self._containers.pop(name)
            self.removeWidget(scroll)
            scroll.hide()
            scroll.deleteLater()
        self._screens.clear()
        self._pending_states = {}
        self._current = None
        clock.prune()
