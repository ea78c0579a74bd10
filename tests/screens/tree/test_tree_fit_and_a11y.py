"""Issue 19 for the Tree lab: it never scrolls sideways (1024×768, projector text),
the chart has a panel of its own, the words say what r and the times are, and the
views tell a screen reader what they show, with the numbers of the moment.

The offscreen half of tests/display/test_real_display.py's "every control is inside
the screen at 1024×768": the same measure, read from the widgets instead of AT-SPI.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox


def _settle():
    for _ in range(6):
        QApplication.processEvents()


def _sideways(screen) -> list:
    viewport = screen.parentWidget()
    scroll = viewport.parentWidget()
    problems = []
    if scroll.horizontalScrollBar().maximum() > 0:
        problems.append(("scrolls sideways by", scroll.horizontalScrollBar().maximum()))
    if screen.minimumSizeHint().width() > viewport.width():
        problems.append(("minimum width", screen.minimumSizeHint().width(), viewport.width()))
    controls = (screen.findChildren(QAbstractButton) + screen.findChildren(QAbstractSlider)
                + screen.findChildren(QAbstractSpinBox) + screen.findChildren(QComboBox))
    for w in controls:
        if not w.isVisible():
            continue
        right = w.mapTo(viewport, QPoint(w.width(), 0)).x()
        if right > viewport.width():
            problems.append((w.objectName() or type(w).__name__, right, viewport.width()))
    return problems


@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
@pytest.mark.parametrize("projector", [False, True])
def test_no_sideways_scrolling(make_window, size, projector):
    args = ["--screen", "tree", "--size", size] + (["--projector"] if projector else [])
    window = make_window(*args)
    _settle()
    screen = window.current_screen()
    assert not _sideways(screen), _sideways(screen)
    # Advanced open, each view shown in turn: still inside.
    screen.set_advanced(True)
    for view in ("chart", "mask", "tree"):
        screen.show_view(view)
        _settle()
        assert not _sideways(screen), (view, _sideways(screen))


def test_1280x800_shows_the_whole_column_without_scrolling(make_window):
    """Review round 7 added a line under c, round 8 the glosses of α, Voraz and β; the column
    must still show everything down to the last line of the numbers' card (the result under the
    formula) at 1280×800, Advanced closed, in Spanish."""
    window = make_window("--screen", "tree", "--size", "1280x800")
    _settle()
    screen = window.current_screen()
    assert not screen.narrow and not screen.advanced
    assert screen.left_scroll.verticalScrollBar().maximum() == 0
    numbers = screen.numbers
    for note in (screen.notes["numbers"], numbers.cost_note, numbers.beta_note, numbers.result_note):
        bottom = note.mapTo(screen.left_scroll.viewport(), note.rect().bottomLeft()).y()
        assert note.isVisible() and bottom <= screen.left_scroll.viewport().height(), note.objectName()
    card = numbers.mapTo(screen.left_scroll.viewport(), numbers.rect().bottomLeft()).y()
    assert card <= screen.left_scroll.viewport().height()
    # The column has no bar while all fits; Advanced open makes it taller, and then it scrolls to its foot.
    screen.set_advanced(True)
    _settle()
    bar = screen.left_scroll.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    _settle()
    last = numbers.result_note
    assert 0 <= last.mapTo(screen.left_scroll.viewport(), QPoint(0, last.height())).y() <= \
        screen.left_scroll.viewport().height()


def test_1024x768_wraps_the_buttons_and_projector_text_stacks(make_window):
    window = make_window("--screen", "tree", "--size", "1024x768", "--projector")
    _settle()
    screen = window.current_screen()
    assert screen.narrow
    # Stacked: the tree and its buttons first, the controls under them, whole (no inner scrolling).
    assert screen.left_scroll.geometry().top() >= screen.right_widget.geometry().bottom()
    assert screen.left_scroll.verticalScrollBar().maximum() == 0


def test_the_chart_has_a_panel_of_its_own(screen, qtbot):
    assert screen.view() == "tree" and screen.tree_button.isChecked()
    assert not screen.chart.isVisible()
    qtbot.mouseClick(screen.chart_button, Qt.MouseButton.LeftButton)
    assert screen.chart_shown and screen.chart.isVisible() and screen.chart_button.isChecked()
    # In its own panel the plots are tall enough to read (they were about 60 px under the tree).
    assert screen.chart.tokens_plot.height() >= 250
    # The mask button exists only under Advanced, and leaving Advanced brings the tree back.
    assert not screen.mask_button.isVisible()
    screen.set_advanced(True)
    screen.show_view("mask")
    assert screen.mask_shown and screen.mask_button.isChecked() and not screen.chart_button.isChecked()
    screen.set_advanced(False)
    assert screen.view() == "tree"
    screen.show_view("chart")
    screen.reset()
    assert screen.view() == "tree"


def test_chart_ticks_and_titles_read_from_the_back_row(screen):
    screen.show_view("chart")
    for plot in (screen.chart.tokens_plot, screen.chart.speed_plot):
        tick = plot.plot.getAxis("bottom").style["tickFont"]
        assert QFontInfo(tick).pixelSize() >= 18


def _es(value: float) -> str:
    return f"{value:.2f}".replace(".", ",")


def test_r_is_named_as_the_multiplier_it_is(screen):
    label = screen.sliders["decay"].label.text()
    # Review round 7: "puesto" read as a tree level; r is per candidate under a node.
    assert label == "Factor por candidato, r" and "Caída" not in label and "puesto" not in label
    # The note's numbers: α·r and α·r², computed here from the sliders' values.
    a1, r = screen.state.a1, screen.state.decay
    note = screen.notes["decay"].text()
    assert note.startswith("r: cada candidato acierta con r × la probabilidad del anterior") and "puesto" not in note
    assert f"2.º, {_es(a1 * r)}; 3.º, {_es(a1 * r * r)}" in note
    screen.state.set("a1", 0.4)
    screen.state.set("decay", 0.5)
    assert f"2.º, {_es(0.2)}; 3.º, {_es(0.1)}" in screen.notes["decay"].text()
    # α = 0,75 and r = 0,5 would give 0,75 + 0,375 > 1: the 2nd takes only what is left, 0,25, and says so.
    screen.state.set("a1", 0.75)
    note = screen.notes["decay"].text()
    assert "hasta sumar 1" in note and f"2.º, {_es(1 - 0.75)}; 3.º, {_es(0)}" in note


def test_a_time_is_said_as_a_time(screen):
    note = screen.numbers.cost_note.text()
    assert note.startswith("Tu árbol: tiempo de una ronda, en pasadas lentas:\n1 + β·nodos")
    assert "1,53 pasadas lentas" not in note  # the passes are the unit of the time, not a count here
    screen.set_advanced(True)
    assert "β es el tiempo que añade cada nodo, en pasadas lentas" in screen.notes["beta"].text()
    assert "en pasadas lentas" in screen.sliders["beta"].slider.toolTip()


def test_every_view_has_a_name_and_a_description_that_follow_the_tree(screen):
    views = [screen.canvas, screen.chart, screen.chart.tokens_plot, screen.chart.speed_plot, screen.mask]
    for view in views:
        assert view.accessibleName() and view.accessibleDescription(), view.objectName()
    # 2 candidates then 2 under each: 2 + 4 = 6 nodes in 2 levels, counted here.
    screen.state.set_branches((2, 2))
    nodes = 2 + 2 * 2
    tokens = _es(screen.state.numbers()["tokens_per_pass"])
    assert screen.canvas.accessibleDescription().startswith(f"{nodes} nodos en 2 niveles; se esperan {tokens}")
    assert f"con {nodes} nodos" in screen.chart.tokens_plot.accessibleDescription()
    assert f"{nodes} × {nodes}" in screen.mask.accessibleDescription()
    before = screen.canvas.accessibleDescription()
    screen.state.set("a1", 0.3)
    assert screen.canvas.accessibleDescription() != before


def test_stacked_tab_order_follows_the_page(make_window, qtbot):
    from PySide6.QtCore import Qt as _Qt

    window = make_window("--screen", "tree", "--size", "1024x768")
    _settle()
    screen = window.current_screen()
    assert screen.narrow
    # On the page the views and the round come first, then the controls: so does Tab.
    screen.new_rounds_button.setFocus()
    qtbot.keyClick(screen.new_rounds_button, _Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is screen.preset_buttons["weak_heads"]


@pytest.mark.parametrize("args", [["--size", "1024x768"], ["--size", "1024x768", "--projector"],
                                  ["--size", "1280x800"], ["--size", "1280x800", "--projector"]])
def test_the_chips_of_a_level_never_touch(make_window, args):
    """Round 4 rated the back row 2/5: stacked (1024×768, projector text) the level-3 and
    level-4 chips touched. Every labelled level keeps air between its chips."""
    window = make_window("--screen", "tree", *args)
    _settle()
    canvas = window.current_screen().canvas
    geo = canvas.geometry_for_paint()
    nodes = canvas.state.nodes()
    assert geo.labelled == canvas.state.depth  # the default tree: every level in words
    for level in range(1, geo.labelled + 1):
        rects = sorted((r for i, r in geo.rects.items() if nodes[i]["depth"] == level), key=lambda r: r.top())
        for upper, lower in zip(rects, rects[1:]):
            assert lower.top() - upper.bottom() >= 3, (args, level, upper, lower)


@pytest.mark.parametrize("args", [["--size", "1024x768"], ["--size", "1024x768", "--projector"]])
def test_stacked_the_round_status_is_in_the_first_screenful(make_window, args):
    """Review 18: at 1024×768 on a projector the tree's column was taller than the page's
    view, so the round's totals sat half under its bottom edge («4,09» read «4.09»). Stacked,
    the tree, its buttons, the totals and the stage caption all fit before any scrolling."""
    window = make_window("--screen", "tree", *args)
    _settle()
    screen = window.current_screen()
    assert screen.narrow
    viewport = screen.parentWidget()
    for w in (screen.canvas, screen.play_bar, screen.totals_label, screen.stage_caption):
        bottom = w.mapTo(viewport, QPoint(0, w.height())).y()
        assert 0 < bottom <= viewport.height(), (w.objectName(), bottom, viewport.height())


def test_a_projector_folds_the_sums_behind_their_button_and_the_column_fits(make_window, qtbot):
    """Review 29 (1440x900, projector): the numbers' card ran past the column's bottom, its last line
    cut, under a scroll bar of its own. Short of room (a projector at 1280x800, or 1440x900 with its text
    grown to match), the sums wait behind «¿Por qué estos números?»,
    closed, and the rest of the column shows whole; the button shows them."""
    window = make_window("--screen", "tree", "--size", "1280x800", "--projector")
    _settle()
    screen = window.current_screen()
    numbers = screen.numbers
    assert not screen.narrow and numbers.foldable
    assert numbers.details_button.isVisible() and numbers.details_button.text() == "▸ ¿Por qué estos números?"
    assert not any(label.isVisible() for label in numbers.sums())
    assert screen.left_scroll.verticalScrollBar().maximum() == 0
    qtbot.mouseClick(numbers.details_button, Qt.MouseButton.LeftButton)
    _settle()
    assert all(label.isVisible() for label in numbers.sums())
    # Opened, they run past the column's foot: it scrolls, to their last line.
    viewport, last = screen.left_scroll.viewport(), numbers.result_note
    assert screen.left_scroll.verticalScrollBar().maximum() > 0
    assert 0 <= last.mapTo(viewport, QPoint(0, last.height())).y() <= viewport.height()
    assert "= 1 + 0,01·33 + 4·0,05 = 1,53" in numbers.cost_note.text()
    # Opened by the learner, it stays open and keeps its button (to close it again).
    assert numbers.foldable and numbers.details_button.text() == "▾ ¿Por qué estos números?"
    window.set_language("en")
    _settle()
    assert window.current_screen().numbers.details_button.text() in ("▾ Why these numbers?", "▸ Why these numbers?")


# A projector with room to spare: 1440x900 grows the text by 1,125 since round 89, and folds as 1280x800 does.
@pytest.mark.parametrize("args", [("--size", "1280x800"), ("--size", "1280x1024", "--projector")])
def test_where_the_column_has_room_the_sums_are_in_sight_without_a_button(make_window, args):
    window = make_window("--screen", "tree", *args)
    _settle()
    screen = window.current_screen()
    numbers = screen.numbers
    assert not numbers.foldable and not numbers.details_button.isVisible()
    assert all(label.isVisible() for label in numbers.sums())
    # Whole, with no bar of the column's own (review 29 had the last line cut under one).
    viewport = screen.left_scroll.viewport()
    assert screen.left_scroll.verticalScrollBar().maximum() == 0
    assert numbers.mapTo(viewport, QPoint(0, numbers.height())).y() <= viewport.height()
