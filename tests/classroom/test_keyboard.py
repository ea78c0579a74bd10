"""Full keyboard use: Tab reaches every control of every screen in reading
order, each control has an accessible name in Spanish and in English, and the
focused control shows a visible ring."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from classroom_helpers import buildable_screens, interactive_widgets

ROOT = Path(__file__).resolve().parents[2]
HEADER = ("tableOfContents", "screenTitle", "backButton", "nextButton", "languageBox", "resetAllButton", "optionsButton")


@functools.lru_cache(maxsize=1)
def _untranslated_english() -> frozenset[str]:
    """English sources whose Spanish translation differs (so seeing them in Spanish is a bug)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n as tool

    out = set()
    for ts in (ROOT / "resources" / "i18n").glob("*_es.ts"):
        for (_ctx, src), tr in tool.messages(ts).items():
            if tr is not None and (tr.text or "").strip() and tr.text != src:
                out.add(src)
    return frozenset(out)


def accessible_name(w: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(w)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else ""


def tab_walk(window, limit: int = 600) -> list[QWidget]:
    """Press Tab from the table of contents until focus comes back to it.

    A label with links keeps the focus while Tab visits its links one by one,
    so focus may stay on one widget for a few presses; forty is a trap.
    """
    window.toc.setFocus(Qt.FocusReason.TabFocusReason)
    order = [window.toc]
    stay = 0
    for _ in range(limit):
        current = QApplication.focusWidget()
        QTest.keyClick(current, Qt.Key.Key_Tab)
        nxt = QApplication.focusWidget()
        if nxt is window.toc:
            return order
        if nxt is current:
            stay += 1
            assert stay < 40, f"Tab is trapped in {type(current).__name__} {current.objectName()!r}"
            continue
        stay = 0
        order.append(nxt)
    pytest.fail("Tab never came back to the table of contents")


@pytest.fixture
def active_window(make_window, qtbot):
    def factory(*argv):
        w = make_window("--size", "1920x1080", *argv)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow, timeout=3000)
        return w

    return factory


@pytest.mark.parametrize("lang", ["es", "en"])
def test_tab_reaches_every_control_with_a_name_on_every_screen(active_window, lang):
    w = active_window("--lang", lang)
    english = _untranslated_english()
    problems = []
    names = buildable_screens(w)
    assert "lab" in names
    for name in names:
        w.show_screen(name)
        QApplication.processEvents()
        order = tab_walk(w)
        reached = set(map(id, order))
        for control in interactive_widgets(w):
            if id(control) not in reached:
                problems.append((name, "not reachable with Tab", type(control).__name__, control.objectName()))
        for control in order:
            label = accessible_name(control)
            if not label:
                problems.append((name, "no accessible name", type(control).__name__, control.objectName()))
            elif lang == "es" and label in english:
                problems.append((name, "English name in the Spanish UI", control.objectName(), label))
        # Reading order: contents, then the header left to right, then the screen.
        head = [c.objectName() for c in order[: len(HEADER)]]
        expected = [h for h in HEADER if w.findChild(QWidget, h).isEnabled()]
        if head[: len(expected)] != expected:
            problems.append((name, "header order", head))
        screen = w.current_screen()
        inside = [c for c in order if screen.isAncestorOf(c)]
        if inside and order.index(inside[0]) < len(expected):
            problems.append((name, "screen before header"))
    assert not problems, "\n".join(map(str, problems))


def test_lab_tab_order_follows_reading_order(active_window):
    w = active_window("--screen", "lab")
    lab = w.current_screen()
    order = tab_walk(w)
    wanted = [lab.sliders[p].slider for p in ("k", "alpha", "cost", "tokens")] + [
        lab.playback.play_button, lab.playback.step_button, lab.playback.speed_box,
        lab.playback.restart_button, lab.playback.seed_button,
    ]
    positions = [order.index(c) for c in wanted]
    assert positions == sorted(positions)
    assert positions[0] > order.index(w.options_button)


def test_sliders_announce_name_and_value(active_window):
    w = active_window("--screen", "lab", "--lang", "es")
    slider = w.current_screen().sliders["alpha"].slider
    iface = QAccessible.queryAccessibleInterface(slider)
    assert iface.text(QAccessible.Text.Name) == "Tasa de aceptación α"
    assert "0,80" in iface.text(QAccessible.Text.Description)
    w.ctx.model.set_alpha(0.55)
    assert "0,55" in iface.text(QAccessible.Text.Description)


def _focus_changes_pixels(w, control) -> bool:
    w.toc.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    plain = control.grab().toImage()
    control.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert control.hasFocus()
    focused = control.grab().toImage()
    return plain != focused


@pytest.mark.parametrize("projector", [False, True])
def test_focused_controls_show_a_ring(active_window, projector):
    argv = ["--screen", "lab"] + (["--projector"] if projector else [])
    w = active_window(*argv)
    lab = w.current_screen()
    controls = [lab.sliders["k"].slider, lab.playback.play_button, lab.playback.speed_box,
                w.reset_button, w.language_box, w.options_button]
    plain = [c for c in controls if not _focus_changes_pixels(w, c)]
    assert not plain, [c.objectName() for c in plain]
    # And the table of contents itself, seen from the first control (opened: projector mode
    # starts with it folded since review 31).
    w.contents.set_collapsed(False)
    w.reset_button.setFocus()
    QApplication.processEvents()
    before = w.toc.grab().toImage()
    w.toc.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert w.toc.grab().toImage() != before


@pytest.mark.parametrize("size", ["1280x800", "1920x1080"])
def test_the_window_opens_with_focus_on_the_screen_title(make_window, qtbot, size):
    """Review 60: opened, the window put its focus on «☰ Índice» (the first in the Tab order),
    whose thick ring read on the projector as a button held down. It opens on the title, as a
    screen change does; Tab then goes on from there."""
    w = make_window("--size", size)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    assert QApplication.focusWidget() is w.title_label
    assert not w.contents.toggle.hasFocus()


def test_the_titles_ring_shows_when_the_keyboard_brought_the_focus(active_window, qtbot):
    """Review 61: opened, or after a click on «Siguiente», every title stood in a thick box on the
    projector and read as a text field. As a browser's :focus-visible: a click or the opening
    leaves the title unboxed; Av Pág (a key) and Tab box it."""
    from desktop.widgets import a11y

    a11y._LastInput.keyboard = False  # the last press is app-wide: earlier tests pressed keys
    w = active_window("--screen", "intro")
    title = w.title_label

    def boxed() -> bool:
        QApplication.processEvents()
        focused = title.grab().toImage()
        w.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        QApplication.processEvents()
        plain = title.grab().toImage()
        title.setFocus(Qt.FocusReason.OtherFocusReason)
        QApplication.processEvents()
        return focused != plain

    def click(button) -> None:  # through the window, as a real click
        at = button.mapTo(w, button.rect().center())
        QTest.mouseClick(w.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)

    assert QApplication.focusWidget() is title and not boxed()  # opened
    click(w.next_button)
    qtbot.waitUntil(lambda: w.current_name() == "checking")
    assert QApplication.focusWidget() is title and not boxed()  # a click on «Siguiente»
    QTest.keyClick(w.windowHandle(), Qt.Key.Key_PageDown)  # through the window, as a real key
    qtbot.waitUntil(lambda: w.current_name() == "rounds")
    assert QApplication.focusWidget() is title and boxed()  # Av Pág
    click(w.back_button)
    qtbot.waitUntil(lambda: w.current_name() == "checking")
    assert not boxed()
    w.reset_button.setFocus(Qt.FocusReason.OtherFocusReason)
    title.setFocus(Qt.FocusReason.TabFocusReason)  # Tab brought it, after a click
    assert boxed()
