"""The screen host builds a screen once, keeps it, and throws every screen away on demand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from desktop.shell.screen_host import NAV_KEYS, ScreenHost, ScreenScroll
from shell_helpers import specs


class _Stepper(QObject):
    def step(self, dt: float) -> None:
        pass


@pytest.fixture
def host(qtbot, ctx):
    h = ScreenHost(ctx, specs(("a", "lesson", "plain"), ("b", "lesson", "plain"), ("c", "lab", "plain")))
    qtbot.addWidget(h)
    return h


def test_a_screen_is_built_on_first_use_and_kept(host):
    assert host.created() == {} and host.container("a") is None
    a = host.screen("a")
    assert host.screen("a") is a
    assert isinstance(host.container("a"), ScreenScroll) and host.container("a").widget() is a
    assert a.objectName() == "screen_a" and a.ctx is host.ctx
    assert list(host.created()) == ["a"]


def test_bring_up_shows_one_screen(host):
    b = host.bring_up("b")
    assert host.current_name == "b" and host.current_screen() is b
    assert host.currentWidget() is host.container("b")
    assert host.neighbour("b", -1) == "a" and host.neighbour("b", +1) == "c"
    assert host.neighbour("a", -1) is None and host.neighbour("c", +1) is None


def test_discard_forgets_every_screen_and_its_clock_registrations(host):
    a = host.bring_up("a")
    host.screen("c")
    stepper = _Stepper(a)  # an animation living on a screen
    host.ctx.clock.acquire(stepper)
    outsider = _Stepper()
    host.ctx.clock.add(outsider)
    host.discard()
    assert a.calls == ["deactivated"]
    assert host.created() == {} and host.current_name is None and host.container("a") is None
    assert host.ctx.clock.steppers() == [outsider] and not host.ctx.clock.running
    assert host.screen("a") is not a  # built afresh on demand


def test_the_scroll_area_leaves_the_step_keys_to_the_window(host):
    host.screen("a")
    scroll = host.container("a")
    for key in NAV_KEYS:
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        scroll.keyPressEvent(event)
        assert not event.isAccepted(), key
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
    scroll.keyPressEvent(event)
    assert event.isAccepted()  # other keys still scroll the screen


def test_discard_deletes_the_charts_parentless_menus(qtbot, ctx):
    """pyqtgraph's context menus have no parent: deleting the chart leaves
    them alive, and every live widget is re-polished by the next style sheet."""
    from PySide6.QtWidgets import QApplication, QMenu

    h = ScreenHost(ctx, specs(("lab", "lab", "chart")))
    qtbot.addWidget(h)

    def parentless_menus() -> set[int]:
        return {id(w) for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.parent() is None}

    before = parentless_menus()
    screen = h.bring_up("lab")
    plot = screen.chart.plot
    built = parentless_menus() - before
    assert built, "a pyqtgraph chart was expected to bring its own menus"
    menus = [plot.ctrlMenu, plot.getViewBox().menu]
    assert {id(m) for m in menus} <= built
    h.discard()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    from shiboken6 import isValid

    assert not any(isValid(m) for m in menus)
    assert parentless_menus() - before == set()


def test_a_fade_marks_the_bottom_edge_while_more_of_the_screen_lies_below(make_window, qapp):
    """Blind reviews 18 and 21 read «4,09» and «1,60» as «4.09» and «1.60»: a line cut by the
    view's bottom edge lost the tail of its comma. While more of the screen lies below, a fade
    sits over the view's last pixels, so the cut line reads as going on; scrolled to the end,
    it goes. It never takes a click."""
    window = make_window("--screen", "checking", "--size", "1024x768", "--projector")
    for _ in range(5):
        qapp.processEvents()
    scroll = window.host.container("checking")
    fade, bar, view = scroll.more_below, scroll.verticalScrollBar(), scroll.viewport()
    assert bar.maximum() > 0  # the case: this screen scrolls at 1024×768 on a projector
    assert fade.isVisible() and fade.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert fade.geometry().bottom() == view.geometry().bottom() and fade.width() == view.width()
    bar.setValue(bar.maximum())
    assert not fade.isVisible()
    bar.setValue(0)
    assert fade.isVisible()
