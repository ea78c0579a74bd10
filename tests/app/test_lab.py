"""The Lab screen: model -> view, view -> model, token rows, Reset All, screenshots."""

from __future__ import annotations


import numpy as np
from support.finite_break_even import finite_break_even
from support.best_window import best_shown_window
import pytest
from tests.support.es_number import es_time
from support.screenshot_check import assert_screenshot
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

from desktop.sim import analytic
from desktop.widgets.locale_axis import fixed_ticks

SLIDERS = {
    "k": "draftWindowSlider",
    "alpha": "acceptanceSlider",
    "cost": "draftCostSlider",
    "tokens": "tokensSlider",
}


@pytest.fixture
def lab(make_window):
    window = make_window("--screen", "lab")
    return window, window.current_screen()


def _readout(screen, key):
    return screen.readouts.values[key].text()


def _es(value, decimals):
    return f"{value:.{decimals}f}".replace(".", ",")


@pytest.mark.parametrize("param, value", [("k", 9), ("alpha", 0.35), ("cost", 0.12), ("tokens", 420)])
def test_each_slider_updates_chart_marker_and_readouts(lab, param, value):
    window, screen = lab
    slider = screen.sliders[param].slider
    slider.setValue(screen.sliders[param].index_of(value))
    model = window.ctx.model
    assert model.get(param) == pytest.approx(value)
    k, a, c, n = model.k, model.alpha, model.cost, model.tokens
    # Chart: the curve is the sim's, the marker sits on the exact expectation.
    xs, ys = screen.chart.curve_data()
    np.testing.assert_allclose(ys, analytic.passes_curve(k, xs, n))
    # The dot is this setting's time: passes, plus the draft's k c per round when c > 0.
    mx, my = screen.chart.marker_position()
    assert mx == pytest.approx(a)
    assert my == pytest.approx(analytic.expected_passes(k, a, n) * (1 + k * c))
    # Readouts: the sim's numbers, formatted the Spanish way, each under its label.
    assert _readout(screen, "tokens_per_pass") == _es(analytic.tokens_per_pass(k, a), 2)
    speed = analytic.speedup_finite(k, a, c, n)
    word = "más lento" if speed < 1 else "más rápido"
    assert _readout(screen, "speedup").endswith(_es(speed, 2) + f"× ({word})")
    best16, limited = best_shown_window(a, c, n)
    tope = " (tope)" if limited else ""
    assert _readout(screen, "optimal_k") == f"k = {best16}{tope}: {_es(analytic.speedup_finite(best16, a, c, n), 2)}×"
    beyond = screen.readouts.subs["optimal_k"].text().startswith("Es el máximo que permite el deslizador")
    assert beyond == limited
    # Beside a costly draft's total time, two decimals (review 53 multiplied 70,5 × 1,80 = 126,9 for 126,8).
    # Without a cost, written so that N ÷ it gives the speed-up shown (review 79: «100 ÷ 12,1» beside 8,25×).
    passes = analytic.expected_passes(k, a, n)
    shown = es_time(n, passes)
    assert screen.readouts.pair_text("slow_passes") == f"con borrador: {shown} · sin borrador: {n}"


def test_cost_shows_time_curve_and_break_even(lab):
    window, screen = lab
    model = window.ctx.model
    model.set_k(4)
    model.set_cost(0.0)
    assert len(screen.chart.time_curve.getData()[0] or []) == 0
    assert not screen.chart.break_even_line.isVisible()
    # E2: a free draft has no break-even (it never loses; at α = 0 it ties), never "0".
    assert _readout(screen, "break_even") == "ninguno: nunca va más lento"  # step 5's answer, «nunca»
    assert "nunca pierde" in screen.readouts.subs["break_even"].text() and "empata (1×)" in screen.readouts.subs["break_even"].text()
    model.set_cost(0.2)
    xs, ys = screen.chart.time_curve.getData()
    np.testing.assert_allclose(ys, analytic.passes_curve(4, xs, model.tokens) * (1 + 4 * 0.2))
    # Review 13: the break-even of the chart's own N tokens, where its total-time curve crosses N
    # (0,42 from the long-text formula stood beside a k = 2 curve that crosses at 0,426).
    be = finite_break_even(4, 0.2, model.tokens)
    assert screen.chart.break_even_line.isVisible()
    assert screen.chart.break_even_line.value() == pytest.approx(be)
    assert _readout(screen, "break_even") == _es(be, 2)
    assert screen.readouts.names["break_even"].text().replace("\u00a0", " ") == "α de equilibrio (para k = 4 y c = 0,20):"
    # The time row and the y axis fit the total-time curve: nothing off the top.
    assert screen.readouts.pair_text("total_time") == (
        f"con borrador: {_es(analytic.expected_passes(4, model.alpha, model.tokens) * 1.8, 2)} · sin borrador: 100")
    assert screen.chart.plot.getViewBox().viewRange()[1][1] >= max(ys)


def test_the_legend_sits_beside_the_plot_and_follows_the_curves(lab):
    """The legend used to be drawn inside the data area, over the curve near α ≈ 0.7."""
    window, screen = lab
    window.resize(1280, 800)
    chart = screen.chart
    model = window.ctx.model
    model.set_cost(0.0)
    # The dot is labelled on the plot, beside itself ("tu k y tu α: 30,2"), so the legend holds the lines only.
    assert [e[2] for e in chart.legend.entries] == ["con borrador: tiempo total (borrador gratis)", "sin borrador"]
    assert chart.marker_label.toPlainText() == f"tu k y tu α: {_es(analytic.expected_passes(4, model.alpha, model.tokens), 2)}"
    solid = chart.legend.entries[0][1].style()
    model.set_cost(0.2)
    entries = chart.legend.entries
    # One meaning per line style: the solid line is the time with a draft at every c.
    assert entries[0][1].style() == solid and entries[1][1].style() != solid
    assert [e[2] for e in entries] == ["con borrador: tiempo total", "con borrador: solo pasadas lentas",
                                       "sin borrador", "α de equilibrio (para k = 4, c = 0,20, N = 100): 0,46"]
    assert chart.marker_label.toPlainText() == (
        f"tu k, tu α y tu c: {_es(analytic.expected_passes(4, model.alpha, model.tokens) * 1.8, 2)}")
    # Each sample is drawn with its curve's own pen, dash pattern included.
    assert [e[1].style() for e in entries[:3]] == [chart.time_curve.opts["pen"].style(), chart.curve.opts["pen"].style(),
                                                   chart.baseline.opts["pen"].style()]
    legend, plot = chart.legend.geometry(), chart.plot_widget.geometry()
    assert legend.height() > 0 and not legend.intersects(plot)


@pytest.mark.parametrize("param", list(SLIDERS))
def test_keyboard_on_each_slider_changes_the_model(lab, qtbot, param):
    window, screen = lab
    model = window.ctx.model
    slider = window.findChild(type(screen.sliders[param].slider), SLIDERS[param])
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key.Key_Home)
    low = model.get(param)
    qtbot.keyClick(slider, Qt.Key.Key_Right)
    assert model.get(param) > low
    qtbot.keyClick(slider, Qt.Key.Key_PageUp)
    after_page = model.get(param)
    assert after_page > low
    qtbot.keyClick(slider, Qt.Key.Key_End)
    spec = screen.sliders[param].spec
    assert model.get(param) == pytest.approx(spec.hi)


def test_token_rows_play_the_trace(lab):
    window, screen = lab
    rows = screen.rows
    trace = rows.player.trace
    clock = window.ctx.clock
    rows.play()
    assert clock.running
    # Step time by hand, round by round, for three rounds; each is read as it completes (the rows
    # scroll, so an early round may be gone by the third).
    for i in range(3):
        while rows.player.completed < i + 1:
            clock.advance(0.05)
        drawn = {row["index"]: row for row in rows.drawn_rows()}
        rnd = trace.rounds[i]
        kinds, words = drawn[i]["kinds"][:-1], drawn[i]["words"]
        assert kinds[: rnd.accepted] == ["accepted"] * rnd.accepted
        if rnd.accepted < len(rnd.drafted):
            assert kinds[rnd.accepted] == "rejected"
            assert set(kinds[rnd.accepted + 1 :]) <= {"discarded"}
        assert drawn[i]["kinds"][-1] == "extra" and words[-1] == "+ " + rnd.emitted[rnd.accepted]
    rows.pause()
    assert not clock.running
    done = rows.player.completed
    clock.advance(5.0)  # a paused player does not move
    assert rows.player.completed == done


@pytest.mark.parametrize("width, k, alpha, cost", [(1280, 4, 0.3, 0.2), (1024, 8, 0.75, 0.05), (1280, 10, 0.95, 0.02)])
def test_at_every_frame_every_landed_row_has_its_tag_or_none_has(make_window, width, k, alpha, cost):
    """Review 25: «+ jardín» drew no «corrección» (no room on its line) under «+ lleno corrección», and
    read as a different kind of token. A run whose rows cannot all hold their tag shows none."""
    window = make_window("--screen", "lab", "--size", f"{width}x{800 if width == 1280 else 768}", "--k", str(k),
                         "--alpha", str(alpha), "--cost", str(cost))
    rows = window.current_screen().rows
    rows.play()
    seen = set()
    for _ in range(400):
        window.ctx.clock.advance(0.05)
        rows.canvas.grab()
        landed = [r for r in rows.canvas.drawn_rows() if r["landed"] and "extra" in r["kinds"]]
        tagged = {bool(r["tags"]) for r in landed}
        assert len(tagged) <= 1, [(r["index"], r["tags"]) for r in landed]
        seen |= tagged
    assert seen, "no round landed"


def test_a_label_set_away_from_its_dot_is_joined_to_it(make_window):
    """Reviews 24-25: with the curves crowding the dot (k = 10, α = 0,95, c = 0,02) the label went
    40 px off and read as another line's. A line now runs from the dot to the nearest point of the
    label's box; beside the dot (the default case) there is none."""
    window = make_window("--screen", "lab", "--size", "1280x800", "--k", "10", "--alpha", "0.95", "--cost", "0.02")
    chart = window.current_screen().chart
    chart.grab()
    left, right, bottom, top = chart.marker_label_rect()
    (x0, y0), (x1, y1) = chart.marker_leader_points()
    assert (x0, y0) == (0.95, pytest.approx(chart.model.total_time()))
    assert left <= x1 <= right and bottom <= y1 <= top
    # From the dot, the box is farther than the near places (11 px): the line has a length.
    assert (x1, y1) != (x0, y0)
    window.current_screen().sliders["cost"].slider.setValue(0)
    window.current_screen().sliders["alpha"].slider.setValue(80)
    window.current_screen().sliders["k"].slider.setValue(4)
    chart.grab()
    assert chart.marker_leader_points() == []


@pytest.mark.parametrize("args", [("--size", "1440x900", "--projector", "--k", "7", "--alpha", "0.95", "--cost", "0.01"),
                                  ("--size", "1280x800", "--k", "10", "--alpha", "0.95", "--cost", "0.02")])
def test_the_dots_label_hides_no_piece_of_a_curve(make_window, args):
    """Round 89 (1440x900 projector, k = 7, α = 0,95, c = 0,01): with the curves close above and below the
    dot, its label was set on them and both curves looked broken between α 0,55 and 0,7."""
    import numpy as np

    window = make_window("--screen", "lab", *args)
    chart = window.current_screen().chart
    chart.grab()
    left, right, bottom, top = chart.marker_label_rect()
    for item in (chart.curve, chart.time_curve, chart.baseline):
        xs, ys = item.getData()
        if xs is None or len(xs) < 2:
            continue
        # Every curve as drawn: straight pieces between its points, walked finely.
        t = np.linspace(0.0, 1.0, 25)
        px = (xs[:-1, None] + (xs[1:] - xs[:-1])[:, None] * t).ravel()
        py = (ys[:-1, None] + (ys[1:] - ys[:-1])[:, None] * t).ravel()
        inside = (px > left) & (px < right) & (py > bottom) & (py < top)
        assert not inside.any(), (item, px[inside][:3], py[inside][:3], (left, right, bottom, top))


def test_slider_change_restarts_the_trace(lab):
    window, screen = lab
    screen.rows.step_round()
    window.ctx.model.set_k(7)
    assert screen.rows.player.completed == 0
    assert all(len(r.drafted) == 7 for r in screen.rows.player.trace.rounds[:-1])


def test_during_a_drag_the_rows_follow_every_move_at_once(lab, qtbot, monkeypatch):
    """Each move of N builds the run of that N before the move returns (issue 18 retired the
    deferred rebuild): the rows never count the old N's tokens beside the new readouts."""
    from desktop.widgets import token_rows

    window, screen = lab
    built = []
    real = token_rows.sim_trace.make_trace
    monkeypatch.setattr(token_rows.sim_trace, "make_trace", lambda *a: built.append(a) or real(*a))
    model = window.ctx.model
    for n in range(200, 260, 6):
        model.set_tokens(n)
        assert built[-1][2] == n and screen.rows.player.trace.tokens == n
        assert f" de {n} tokens" in screen.rows.count_label.text()
    assert len(built) == len(range(200, 260, 6))  # one trace per move, none rebuilt later
    qtbot.wait(20)
    assert len(built) == len(range(200, 260, 6))


def test_the_chart_top_moves_in_nice_steps(lab):
    """The y axis changes only when N crosses a step, and always leaves room above N."""
    window, screen = lab
    model = window.ctx.model
    tops = []
    for n in range(10, 1001):
        model.set_tokens(n)
        top = screen.chart.plot.getViewBox().viewRange()[1][1]
        assert 1.22 * n <= top + 1e-9 <= 1.22 * n * 1.25 + 1e-9
        major = [v for v, label in fixed_ticks(screen.chart.plot.getAxis("left"))]
        assert 3 <= len(major) - 1 <= 6  # enough labelled ticks to read the dot, few enough for big labels
        tops.append(top)
    assert len(set(tops)) <= 30  # 28 steps from 10 to 1,000, not 991 relayouts


def test_reset_all_restores_defaults(lab, qtbot):
    window, screen = lab
    model = window.ctx.model
    before = model.state()
    model.set_k(12)
    model.set_alpha(0.2)
    model.set_cost(0.3)
    model.set_tokens(900)
    model.new_seed()
    screen.rows.play()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert model.state() == before
    assert not screen.rows.playing
    assert screen.sliders["k"].slider.value() == before["k"]


def test_spanish_lab_shows_no_english_source_text(lab):
    from support.tools_i18n import english_sources

    window, _ = lab
    english = english_sources()
    shown = []
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisibleTo(window) and widget.text().strip():
            shown.append(widget.text())
    for box in window.findChildren(QComboBox):
        shown += [box.itemText(i) for i in range(box.count())]
    leaked = [t for t in shown if t in english and t not in {"Normal", "Español", "English"}]
    assert not leaked, leaked




@pytest.mark.parametrize("lang", ["es", "en"])
def test_screenshot_writes_a_png(tmp_path, lang):
    assert_screenshot(tmp_path, "lab", lang, "1280x800", min_bytes=10000)


def test_a_measured_point_lands_on_the_chart_and_reset_clears_it(lab):
    window, screen = lab
    model = window.ctx.model
    model.set_measured_point({"alpha": 0.62, "slow_passes": 41.0, "tokens": 120, "k": 5})
    assert (model.k, model.tokens) == (5, 120)
    x, y = screen.chart.measured.getData()
    assert (float(x[0]), float(y[0])) == (0.62, 41.0)
    window.reset_all()
    assert len(screen.chart.measured.getData()[0]) == 0


@pytest.mark.parametrize("extra", [(), ("--projector",), ("--k", "16", "--alpha", "0.9", "--cost", "0.05")])
def test_the_lab_never_scrolls_sideways_at_1280x800(make_window, qtbot, extra):
    window = make_window("--screen", "lab", *extra)
    window.resize(1280, 800)
    screen = window.current_screen()
    qtbot.waitUntil(lambda: screen.width() <= screen.parentWidget().width(), timeout=2000)


def _x_range(widget, root):
    left = widget.mapTo(root, widget.rect().topLeft()).x()
    return left, left + widget.width()


@pytest.mark.parametrize("cost", [0.0, 0.2])
def test_each_readout_value_sits_under_its_own_column_head(lab, qtbot, cost):
    """E1: values sat under «sin borrador» while «con borrador» was empty. Compare geometry."""
    window, screen = lab
    window.resize(1280, 800)
    window.ctx.model.set_cost(cost)
    r = screen.readouts
    # Closed, the card shows the slow passes (and the time); the tokens per round wait behind the button.
    shown = [k for k in ("tokens_per_pass", "slow_passes", "total_time") if r.values[k].isVisibleTo(r)]
    assert shown == (["slow_passes", "total_time"] if cost else ["slow_passes"])
    r.details_button.setChecked(True)
    r.layout().activate()
    qtbot.waitUntil(lambda: r.heads[0].width() > 0, timeout=2000)
    with_head, without_head = (_x_range(h, r) for h in r.heads)
    assert with_head[1] <= without_head[0]
    rows = [k for k in ("tokens_per_pass", "slow_passes", "total_time") if r.values[k].isVisibleTo(r)]
    assert len(rows) == (3 if cost else 2)
    for key in rows:
        # Both cells filled, each right-aligned under its own head.
        assert r.values[key].text() and r.baseline_values[key].text(), key
        for label, head in ((r.values[key], with_head), (r.baseline_values[key], without_head)):
            lo, hi = _x_range(label, r)
            ink = label.fontMetrics().horizontalAdvance(label.text())
            assert head[0] - 1 <= hi - ink and hi <= head[1] + 1, (key, label.text(), (lo, hi), head)
    assert r.baseline_values["tokens_per_pass"].text() == "1,00"  # without a draft: one token per pass
    # The single values live below the table, outside its columns.
    table_bottom = r.table.mapTo(r, r.table.rect().bottomLeft()).y()
    for key in ("break_even", "optimal_k"):
        if r.values[key].isVisibleTo(r):
            assert r.values[key].mapTo(r, r.values[key].rect().topLeft()).y() > table_bottom, key


def test_the_best_window_at_the_sliders_end_is_not_called_the_best(lab):
    """E11: k = 16 is the slider's end, not the best window, when c = 0."""
    window, screen = lab
    m = window.ctx.model
    m.set_k(4), m.set_alpha(0.8), m.set_cost(0.0)
    r = screen.readouts
    assert r.values["optimal_k"].text() == f"k = 16 (tope): {_es(analytic.speedup_finite(16, 0.8, 0.0, m.tokens), 2)}×"
    # Folded (review 18: the sentences pushed the chart below the fold at 1024×768), only the one
    # that keeps "best" true stays; the rest waits behind «¿Por qué estos números?».
    assert r.subs["optimal_k"].isVisibleTo(r) and r.subs["optimal_k"].text() == (
        "Es el máximo que permite el deslizador. Aquí verificar cuesta una pasada y, con c = 0, una ventana más larga aún ganaría; "
        "con coste (c > 0), no siempre.")
    r.details_button.click()
    long_text = sum(0.8 ** i for i in range(17))  # 1 + α + … + α¹⁶: the formula for a long text
    assert r.subs["optimal_k"].text() == (
        "Es el máximo que permite el deslizador. Aquí verificar cuesta una pasada y, con c = 0, una ventana más larga aún ganaría; "
        f"con coste (c > 0), no siempre. {_es(analytic.speedup_finite(16, 0.8, 0.0, m.tokens), 2)}× con N = 100 (su "
        f"última pasada se paga entera); en un texto largo, {_es(long_text, 2)}×.")
    assert "sería aún más rápida" not in r.note.text()
    m.set_alpha(0.3), m.set_cost(0.2)
    best = analytic.optimal_k(0.3, 0.2)
    assert best < 16 and r.subs["optimal_k"].text() == (
        f"Con c = 0,20, una ventana más larga que k = {best} cuesta más en borrador de lo que ahorran sus tokens "
        "de más.")
    assert all(analytic.speedup_finite(kk, 0.3, 0.2, m.tokens) < analytic.speedup_finite(best, 0.3, 0.2, m.tokens)
               for kk in range(best + 1, 17))  # the sentence holds: every longer window is slower
    assert r.values["optimal_k"].text() == f"k = {best}: {_es(analytic.speedup_finite(best, 0.3, 0.2, m.tokens), 2)}×"
    r.details_button.click()
    assert not r.subs["optimal_k"].isVisibleTo(r) and r.values["optimal_k"].isVisibleTo(r)


@pytest.mark.parametrize("extra", [("--k", "4", "--alpha", "0.8", "--cost", "0"), ("--k", "4", "--alpha", "0.3", "--cost", "0.2"),
                                   ("--k", "16", "--alpha", "0.9")])
def test_the_lab_fits_1280x800_without_scrolling(make_window, qapp, extra):
    window = make_window("--screen", "lab", "--size", "1280x800", *extra)
    for _ in range(5):
        qapp.processEvents()
    screen = window.current_screen()
    viewport = screen.parentWidget()
    assert screen.height() <= viewport.height() and screen.width() <= viewport.width()


def test_the_local_restart_says_what_it_does(lab):
    window, screen = lab
    # Review 55 read «Volver al principio» as «back to screen 1»: it replays this same run, beside «Otra tirada»;
    # «Ver de nuevo», as on steps 1 and 2 (review 64 counted three names for showing the same thing again).
    assert screen.playback.restart_button.text() == "Ver de nuevo"


def test_rows_scrolled_off_the_top_are_announced(make_window, qtbot):
    """Row 1 vanished while the total still counted it: a strip now says how many are above."""
    window = make_window("--screen", "lab", "--size", "1280x800", "--k", "16", "--alpha", "0.9")
    window.resize(1280, 800)
    rows = window.current_screen().rows
    # Side by side: the rows have the right column's width; as tall as at 1280×800 with c > 0.
    qtbot.waitUntil(lambda: 0 < rows.canvas.width() < 700, timeout=3000)
    rows.canvas.setFixedHeight(160)
    qtbot.waitUntil(lambda: rows.canvas.height() == 160, timeout=3000)
    rows.step_round()
    rows.step_round()
    drawn = rows.drawn_rows()
    first = drawn[0]["index"]
    assert first == rows.canvas.hidden_above()
    assert first >= 1  # two rows of 17 chips (three lines each) do not fit in 160 px
    assert rows.above_text(first).startswith(f"↑ {first} ronda")
    # Rows scroll only when needed: one more row on top would not have fitted.
    assert len(drawn) + first == rows.counters()["passes"]


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.3, 0.2), (16, 0.9, 0.0), (4, 0.8, 0.0)])
def test_the_end_of_text_note_makes_the_slow_passes_add_up_on_screen(lab, k, alpha, cost):
    """R2: 100 ÷ 3,36 = 29,8, yet the table said 30,2; the reason was only in a tooltip."""
    window, screen = lab
    m = window.ctx.model
    m.set_k(k), m.set_alpha(alpha), m.set_cost(cost)
    r = screen.readouts
    # The note goes with the tokens per round it divides by: hidden together, shown together.
    assert not r.note.isVisibleTo(r) and not r.values["tokens_per_pass"].isVisibleTo(r)
    r.details_button.click()
    r.layout().activate()
    assert r.values["tokens_per_pass"].isVisibleTo(r)
    shown_tpp = _readout(screen, "tokens_per_pass")
    assert shown_tpp == _es(analytic.tokens_per_pass(k, alpha), 2)
    # The sums divide by three decimals (round 88: «100 ÷ 1,43 = 69,9», where 100 ÷ 1,4251 is 70,2).
    sum_tpp = _es(analytic.tokens_per_pass(k, alpha), 3)
    naive = m.tokens / float(sum_tpp.replace(",", "."))
    passes = _readout(screen, "slow_passes")
    assert passes != _es(naive, 2)  # the end of the text really makes a difference here
    assert r.note.isVisibleTo(r)
    # The sum that gives the tokens per round, term by term, then why the passes are more than N ÷ it.
    a = _es(alpha, 2)
    terms = {4: f"1 + {a} + {a}² + {a}³ + {a}⁴", 16: f"1 + {a} + {a}² + … + {a}¹⁶"}[k]
    assert r.note.text().startswith(f"Tokens por ronda: {terms} = {sum_tpp}.")
    assert f"{passes} pasadas lentas y no {m.tokens} ÷ {sum_tpp} = {_es(naive, 2)}: el texto acaba en el token {m.tokens} y la última pasada se paga entera" in r.note.text()
    # Beside the numbers it explains: right under the table.
    assert r.note.y() > r.table.geometry().bottom()
    assert r.note.y() < r.values["break_even"].mapTo(r, r.values["break_even"].rect().topLeft()).y() or \
        not r.values["break_even"].isVisibleTo(r)
    assert _readout(screen, "tokens_per_pass") and r.names["tokens_per_pass"].text() == "Tokens por ronda"


def test_a_free_draft_s_best_window_says_from_which_k_it_shows_the_same(lab):
    """Reviews 19 and 20: at α = 0,6 and c = 0 every k from 10 to 16 shows 2,46×. The best is
    still k = 16 (the most speed-up), and the panel says from which k the figure is the same."""
    window, screen = lab
    m = window.ctx.model
    m.set_k(7), m.set_alpha(0.6), m.set_cost(0.0)
    speeds = {k: analytic.speedup_finite(k, 0.6, 0.0, m.tokens) for k in range(1, 17)}
    same_from = min(k for k, s in speeds.items() if _es(s, 2) == _es(speeds[16], 2))
    assert same_from < 16
    r = screen.readouts
    assert r.values["optimal_k"].text() == f"k = 16 (tope): {_es(speeds[16], 2)}×"
    assert r.subs["optimal_k"].isVisibleTo(r)
    assert r.subs["optimal_k"].text().endswith(
        f"Desde k = {same_from} ya marca {_es(speeds[16], 2)}×: las ventanas más largas suman menos de 0,01×.")


@pytest.mark.parametrize("extra", [(), ("--projector",)])
@pytest.mark.parametrize("k, alpha, cost", [(4, 0.8, 0.0), (1, 0.3, 0.2), (4, 0.3, 0.2)])
def test_the_y_axis_labels_are_apart_and_enough_to_read_the_dot(make_window, qtbot, extra, k, alpha, cost):
    """Review 68: on a projector «125» ran into «100» on the short plot; review 70: with fewer ticks a
    200-top axis labelled only «100» beside a dot at 126,8. Geometry, read off the laid-out axis."""
    from PySide6.QtGui import QFontMetricsF

    window = make_window("--screen", "lab", "--k", str(k), "--alpha", str(alpha), "--cost", str(cost), *extra)
    window.resize(1280, 800)
    screen = window.current_screen()
    qtbot.wait(50)
    chart = screen.chart
    view = chart.plot.getViewBox()
    bottom, top = view.viewRange()[1]
    height = view.height()
    labelled = [v for v, label in fixed_ticks(chart.plot.getAxis("left")) if label and 0 < v < top]
    assert len(labelled) >= 2, labelled
    line = QFontMetricsF(chart.plot.getAxis("left").style["tickFont"]).height()
    gap = (labelled[1] - labelled[0]) / (top - bottom) * height  # pixels between neighbouring labels
    assert gap >= 1.2 * line, (gap, line)
    # The dot's height lies between two labelled ticks, or within one step of the last (read it off).
    dot = chart._marker_y
    step = labelled[1] - labelled[0]
    assert labelled[0] - step <= dot <= labelled[-1] + step
    assert len([v for v in labelled if v <= top]) >= 2


@pytest.mark.parametrize("button", ["play_button", "step_button"])
def test_on_a_projector_a_round_that_plays_brings_its_rows_into_view(make_window, qtbot, button):
    """Review 75: on a projector at 1280x800 the page scrolls (the chart takes 18 lines) and the rows
    played below the fold. Pressing ▶ or the step button scrolls just enough to show the rows and the
    buttons above them. Geometry, read off the laid-out page."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QScrollArea

    window = make_window("--screen", "lab", "--size", "1280x800", "--projector")
    screen = window.current_screen()
    qtbot.wait(50)
    area = screen.parentWidget()
    while not isinstance(area, QScrollArea):
        area = area.parentWidget()
    viewport = area.viewport()

    def shown(widget) -> bool:
        top_left = widget.mapTo(viewport, QPoint(0, 0))
        return viewport.rect().contains(QRect(top_left, widget.size()))

    assert area.verticalScrollBar().value() == 0
    assert not shown(screen.rows), "the rows fit above the fold: this test no longer checks anything"
    qtbot.mouseClick(getattr(screen.playback, button), Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert area.verticalScrollBar().value() > 0
    assert shown(screen.rows) and shown(screen.playback)
