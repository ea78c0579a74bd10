"""The Lab from the back row (issue 16) and for a screen reader (issue 19).

Three things must read first: the speed-up, the slow passes with and without
a draft, and the chart with its dot. The explanations wait behind one button;
the dot says what it is and its number; the chart and the token rows describe
themselves with the numbers on screen. Every expected number comes from
``desktop.sim``, not from the widgets.
"""

from __future__ import annotations

import numpy as np
import pytest
from tests.support.es_number import es_time

from desktop.sim import analytic
from desktop.sim import trace as sim_trace


def _es(value, decimals):
    return f"{value:.{decimals}f}".replace(".", ",")


@pytest.fixture
def lab(make_window, qtbot):
    window = make_window("--screen", "lab")
    window.resize(1280, 800)
    screen = window.current_screen()
    vb = screen.chart.plot.getViewBox()
    qtbot.waitUntil(lambda: vb.width() > 200 and vb.height() > 120, timeout=3000)
    return window, screen


def _set(model, k, alpha, cost):
    model.set_k(k), model.set_alpha(alpha), model.set_cost(cost)


def test_the_card_shows_the_three_things_and_keeps_the_explanations_behind_a_button(lab):
    window, screen = lab
    r = screen.readouts
    _set(window.ctx.model, 4, 0.3, 0.2)
    shown = lambda w: w.isVisibleTo(r)
    assert shown(r.values["speedup"]) and r.values["speedup"].text() == f"▼ {_es(analytic.speedup_finite(4, 0.3, 0.2, 100), 2)}× (más lento)"
    assert shown(r.values["slow_passes"]) and shown(r.baseline_values["slow_passes"])
    assert shown(r.values["total_time"]) and shown(r.values["break_even"]) and shown(r.values["optimal_k"])
    # The explanations wait: tokens per round goes with the sum that divides by it.
    assert not shown(r.values["tokens_per_pass"]) and not shown(r.note)
    assert shown(r.details_button) and r.details_button.text() == "▸ ¿Por qué estos números?"
    r.details_button.click()
    assert shown(r.values["tokens_per_pass"]) and shown(r.note)
    assert r.values["tokens_per_pass"].text() == _es(analytic.tokens_per_pass(4, 0.3), 2)
    assert r.details_button.text() == "▾ ¿Por qué estos números?"
    r.details_button.click()
    assert not shown(r.values["tokens_per_pass"]) and not shown(r.note)


def test_a_free_draft_says_no_break_even_only_with_its_reason(lab):
    window, screen = lab
    r = screen.readouts
    _set(window.ctx.model, 4, 0.8, 0.0)
    assert not r.values["break_even"].isVisibleTo(r)  # "none" alone would puzzle
    # A sentence that keeps a number true stays: k = 16 is only the slider's end.
    assert r.subs["optimal_k"].isVisibleTo(r)
    r.details_button.click()
    assert r.values["break_even"].isVisibleTo(r) and r.values["break_even"].text() == "ninguno: nunca va más lento"
    assert r.subs["break_even"].isVisibleTo(r) and "nunca pierde" in r.subs["break_even"].text()


def test_the_details_button_is_reached_by_tab_after_the_sliders(lab, qtbot):
    from PySide6.QtCore import Qt

    window, screen = lab
    last = screen.sliders["tokens"].slider
    last.setFocus()
    qtbot.waitUntil(last.hasFocus, timeout=1000)
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    assert screen.readouts.details_button.hasFocus()
    assert screen.readouts.details_button.accessibleName() == "¿Por qué estos números?"


def test_the_lesson_readouts_keep_everything_in_view(make_window):
    """Step 4 embeds the readouts without the button: nothing hidden there."""
    window = make_window("--screen", "operate")
    r = window.current_screen().readouts
    assert not r.details_button.isVisibleTo(r)
    assert r.values["tokens_per_pass"].isVisibleTo(r)


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.8, 0.0), (4, 0.3, 0.2), (8, 0.5, 0.3), (6, 0.7, 0.05), (3, 0.9, 0.1)])
def test_the_dot_says_what_it_is_and_covers_no_line(lab, k, alpha, cost):
    window, screen = lab
    model = window.ctx.model
    _set(model, k, alpha, cost)
    # Judged once the layout has settled, as a learner sees it: with c > 0 the rows' counter gains a
    # line and the chart's height changes in a later layout pass (the label is placed again then).
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()
    chart = screen.chart
    n = model.tokens
    time = analytic.expected_passes(k, alpha, n) * (1 + k * cost)
    said = "tu k, tu α y tu c" if cost > 0 else "tu k y tu α"  # the time depends on c too (round 83)
    assert chart.marker_label.toPlainText() == f"{said}: {_es(time, 2)}"
    assert chart.marker_label.isVisible()
    # In the scene: inside the plot, and no point of any line under the label.
    vb = chart.plot.getViewBox()
    box = chart.marker_label.sceneBoundingRect()
    assert vb.sceneBoundingRect().contains(box), (box, vb.sceneBoundingRect())
    xs = np.linspace(0.0, 1.0, 801)
    passes = analytic.passes_curve(k, xs, n)
    lines = [passes, np.full_like(xs, float(n))] + ([passes * (1 + k * cost)] if cost else [])
    for ys in lines:
        for x, y in zip(xs, ys):
            assert not box.contains(vb.mapViewToScene(_point(x, y))), (x, y)
    # Not on top of the dot either.
    assert not box.contains(vb.mapViewToScene(_point(alpha, time)))


def test_the_dot_label_does_not_hug_the_no_draft_line(make_window):
    """Round 93 (1920x1080 projector, k = 4, α = 0,30, c = 0,20, the sums open): the label sat just
    above the dashed 100 line, clear of it, and read as that line's value («126,8 at 100»). Here the
    label keeps at least half its height between itself and that line (in scene pixels)."""
    from PySide6.QtWidgets import QApplication

    window = make_window("--size", "1920x1080", "--projector", "--screen", "lab", "--k", "4", "--alpha", "0.3",
                         "--cost", "0.2")
    screen = window.current_screen()
    screen.readouts.details_button.click()
    for _ in range(5):
        QApplication.processEvents()
    chart = screen.chart
    vb = chart.plot.getViewBox()
    box = chart.marker_label.sceneBoundingRect()
    line_y = vb.mapViewToScene(_point(0.5, float(window.ctx.model.tokens))).y()
    gap = max(box.top() - line_y, line_y - box.bottom())  # scene y grows downwards
    assert gap >= box.height() / 2, (gap, box, line_y)


def _point(x, y):
    from PySide6.QtCore import QPointF

    return QPointF(float(x), float(y))


def test_the_dot_label_hides_with_the_dot(make_window):
    """The prediction step hides the dot before the reveal: its label must not give the answer."""
    window = make_window("--screen", "predict")
    chart = window.current_screen().chart
    assert not chart.marker.isVisible()
    assert not chart.marker_label.isVisible()


def test_the_legend_has_only_lines_and_the_y_title_says_better(lab):
    window, screen = lab
    chart = screen.chart
    _set(window.ctx.model, 4, 0.3, 0.2)
    assert all(kind == "line" for kind, _style, _text in chart.legend.entries)
    assert chart.y_title.text() == "Tiempo esperado (1 = una pasada lenta), N = 100 tokens"
    assert chart.better.text() == "↓ mejor" and chart.better.isVisible()


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.3, 0.2), (4, 0.8, 0.0)])
def test_the_chart_describes_the_numbers_it_shows(lab, k, alpha, cost):
    window, screen = lab
    model = window.ctx.model
    _set(model, 5, 0.5, 0.1)
    before = screen.chart.accessibleDescription()
    _set(model, k, alpha, cost)
    described = screen.chart.accessibleDescription()
    assert described != before
    passes = analytic.expected_passes(k, alpha, model.tokens)
    time = passes * (1 + k * cost)
    shown_passes = _es(passes, 2) if cost else es_time(model.tokens, passes)
    assert f"hacen falta {shown_passes} pasadas lentas para {model.tokens} tokens" in described
    assert f"tu k y tu α, en {es_time(model.tokens, time)} pasadas lentas" in described
    if cost:
        assert f"α de equilibrio (para k = {k}, c = {_es(cost, 2)}, N = {model.tokens}): {_es(analytic.break_even_alpha(k, cost), 2)}." in described
    else:
        assert "equilibrio" not in described
    assert screen.chart.plot_widget.accessibleDescription() == described
    assert screen.chart.accessibleName().startswith("Gráfica")


def test_the_token_rows_describe_this_run_as_it_plays(lab):
    window, screen = lab
    model = window.ctx.model
    _set(model, 4, 0.6, 0.0)
    rows = screen.rows
    canvas = rows.canvas
    assert canvas.accessibleName() == "Filas de tokens: una tirada, ronda a ronda"
    assert rows.accessibleName() == canvas.accessibleName()
    trace = sim_trace.make_trace(model.k, model.alpha, model.tokens, model.seed)  # the sim, not the widget
    rows.step_round()
    first = canvas.accessibleDescription()
    rows.step_round()
    described = canvas.accessibleDescription()
    assert described != first and rows.accessibleDescription() == described
    tokens = sum(len(r.emitted) for r in trace.rounds[:2])
    assert f"En esta tirada: 2 pasadas lentas → {tokens} de {model.tokens} tokens" in described
    second = trace.rounds[1]
    assert (f"Ronda 2: {second.accepted} de {len(second.drafted)} tokens propuestos aceptados, "
            f"{len(second.emitted)} escritos.") in described


@pytest.mark.parametrize("name", ["rounds", "baddraft"])
def test_the_lessons_token_rows_are_named_and_described_too(make_window, name):
    window = make_window("--screen", name)
    rows = window.current_screen().rows
    rows.step_round()
    assert rows.canvas.accessibleName() == "Filas de tokens: una tirada, ronda a ronda"
    assert "En esta tirada: 1 pasada lenta" in rows.canvas.accessibleDescription()


@pytest.mark.parametrize("size", [f"{w}x768" for w in range(1024, 1300, 24)])
def test_the_x_title_is_whole_inside_the_chart(make_window, qapp, size):
    """Seen at 1024x768 with wider chart columns: the long x title («… = probabilidad de aceptar cada token»)
    was centred under the plot, right of the y axis, and ran off the chart's right edge."""
    window = make_window("--screen", "lab", "--size", size)
    for _ in range(5):
        qapp.processEvents()
    chart = window.current_screen().chart
    label = chart.plot.getAxis("bottom").label
    view = chart.plot_widget
    rect = view.mapFromScene(label.mapRectToScene(label.boundingRect())).boundingRect()
    # The text item's box has a few px of margin; its glyphs stay inside the view.
    assert rect.left() >= -4 and rect.right() <= view.width() + 4, (rect, view.width(), label.toPlainText())


@pytest.mark.parametrize("args", [("--size", "1280x800", "--projector"), ("--size", "1024x768")])
def test_the_break_even_name_takes_one_line_where_the_card_has_room(make_window, qtbot, args):
    """«α de equilibrio (para k = 4 y c = 0,20):» took three lines beside its «0,46» in a card with room
    for it on one (its wrapped label's hint was narrower than the line): one line, the value after it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "lab", "--k", "4", "--alpha", "0.3", "--cost", "0.2", *args)
    for _ in range(6):
        QApplication.processEvents()
    r = window.current_screen().readouts
    name, value = r.names["break_even"], r.values["break_even"]
    assert name.text() == "α de equilibrio (para k\u00a0=\u00a04 y c\u00a0=\u00a00,20):" and value.text() == "0,46"
    assert name.isVisible() and value.isVisible()
    assert name.height() < 2 * name.fontMetrics().lineSpacing(), name.height()
    assert name.mapTo(r, QPoint(name.width(), 0)).x() <= value.mapTo(r, QPoint(0, 0)).x()


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.3, 0.2), (6, 0.65, 0.1), (2, 0.9, 0.05), (3, 0.85, 0.15),
                                            (7, 0.65, 0.05)])
def test_the_sums_show_how_the_total_time_is_made(lab, k, alpha, cost):
    """Round 86 could not rebuild «Tiempo total 126,8» from the opened panel: each round pays its k draft
    steps too, and the sums now say so with the numbers on the card. Round 99 multiplied the card's
    31,79 × 1,45 = 46,10 against its 46,09: the sum gives the passes to three decimals, and a calculator
    gets the card's total from the sum's own numbers."""
    import re

    window, screen = lab
    model = screen.ctx.model
    _set(model, k, alpha, cost)
    r = screen.readouts
    r.details_button.setChecked(True)
    passes, total = r.values["slow_passes"].text(), r.values["total_time"].text()
    found = re.search(r"Tiempo total: ([\d,]+) pasadas lentas × \(1 \+ (\d+) × ([\d,]+) de borrador por ronda\) = ([\d,]+)\.",
                      r.note.text())
    assert found, r.note.text()
    as_float = lambda t: float(t.replace(",", "."))
    in_sum, factor_k, factor_c, result = found.groups()
    assert (factor_k, factor_c, result) == (str(k), _es(cost, 2), total)
    assert len(in_sum.split(",")[1]) == 3 and round(as_float(in_sum), 2) == as_float(passes)  # the card's, finer
    assert round(as_float(in_sum) * (1 + k * cost), 2) == as_float(total)  # what a calculator gives


@pytest.mark.parametrize("args", [("--size", "1440x900", "--projector", "--k", "4", "--alpha", "0.55", "--cost", "0.2"),
                                  ("--size", "1024x768", "--k", "8", "--alpha", "0.7", "--cost", "0.1"),
                                  ("--size", "1024x768", "--projector", "--k", "6", "--alpha", "0.5", "--cost", "0.05")])
def test_a_wrapped_row_never_leaves_the_arrow_without_its_chip(make_window, args):
    """Round 89 (1440x900 projector, k = 4, α = 0,55, c = 0,20): a round wrapped and «+ vivía» stood alone on
    the second line, its «→» left at the end of the first. The arrow goes with the chip it points to."""
    from desktop import trace_player as tp

    window = make_window("--screen", "lab", *args)
    canvas = window.current_screen().rows.canvas
    trace = canvas.owner.frame.trace
    wrapped = 0
    for i, rnd in enumerate(trace.rounds):
        lines = canvas._layout_row(tp.RowState(i, len(rnd.drafted), True, True, tp.DONE))
        wrapped += len(lines) > 1
        for line in lines:
            assert line and line[-1][0] != "arrow", (i, [[item[:2] for item in ln] for ln in lines])
    assert wrapped, "no round wrapped at this width: this test checks nothing"
