"""The Lab's words: slowdowns read as slowdowns, break-even names its k, the
best window gives its speed-up, the playback bar is labelled and steady, the
chart describes itself. Every expected number comes from ``desktop.sim``."""

from __future__ import annotations

import pytest
from tests.support.es_number import es_time

from desktop.sim import analytic
from support.best_window import best_shown_window


def _es(value, decimals):
    return f"{value:.{decimals}f}".replace(".", ",")


@pytest.fixture
def lab(make_window):
    window = make_window("--screen", "lab")
    window.resize(1280, 800)
    return window, window.current_screen()


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.3, 0.2), (4, 0.8, 0.0), (8, 0.5, 0.3), (3, 0.9, 0.1)])
def test_speedup_reads_in_words_and_shape(lab, k, alpha, cost):
    window, screen = lab
    m = window.ctx.model
    m.set_k(k), m.set_alpha(alpha), m.set_cost(cost)
    speed = analytic.speedup_finite(k, alpha, cost, m.tokens)
    text = screen.readouts.values["speedup"].text()
    if _es(speed, 2) == "1,00":
        assert text == "= 1,00× (empate)"
    elif speed < 1:
        assert text == f"▼ {_es(speed, 2)}× (más lento)"
    else:
        assert text == f"▲ {_es(speed, 2)}× (más rápido)"
    assert screen.readouts.names["break_even"].text().replace("\u00a0", " ") == f"α de equilibrio (para k = {k} y c = {_es(cost, 2)}):"
    best, limited = best_shown_window(alpha, cost, m.tokens)
    # At the slider's end the number says so (reviews 78-80 read «k = 16» as the ideal window).
    assert screen.readouts.values["optimal_k"].text() == (
        f"k = {best}{' (tope)' if limited else ''}: {_es(analytic.speedup_finite(best, alpha, cost, m.tokens), 2)}×")
    # The chart says the same numbers to a screen reader.
    passes = analytic.expected_passes(k, alpha, m.tokens)
    described = screen.chart.accessibleDescription()
    # The passes as the readouts write them: two decimals beside a costly draft's total time, else the
    # time itself, written so that N ÷ it gives the speed-up shown.
    shown_passes = _es(passes, 2) if cost > 0 else es_time(m.tokens, passes)
    assert f"hacen falta {shown_passes} pasadas lentas para {m.tokens} tokens" in described
    if cost > 0:
        assert f"el tiempo total es de {es_time(m.tokens, passes * (1 + k * cost))} pasadas lentas" in described
        assert screen.readouts.pair_text("total_time") == (
            f"con borrador: {es_time(m.tokens, passes * (1 + k * cost))} · sin borrador: {m.tokens}")
    assert screen.chart.accessibleName()


def test_free_draft_says_so(lab):
    window, screen = lab
    window.ctx.model.set_cost(0.0)
    assert not screen.readouts.values["total_time"].isVisibleTo(screen)
    assert screen.chart.legend.entries[0][2] == "con borrador: tiempo total (borrador gratis)"


def test_a_best_window_past_the_slider_is_said_plainly(lab):
    window, screen = lab
    m = window.ctx.model
    m.set_k(4), m.set_alpha(0.97), m.set_cost(0.0)
    assert analytic.optimal_k(0.97, 0.0) > 16  # the case: the sim's best is past the slider
    assert "(o más)" not in screen.readouts.values["optimal_k"].text()
    assert screen.readouts.subs["optimal_k"].text().startswith("Es el máximo que permite el deslizador")
    assert "con coste (c > 0), no siempre" in screen.readouts.subs["optimal_k"].text()


def test_playback_bar_is_labelled_and_keeps_its_width(lab, qtbot):
    window, screen = lab
    bar = screen.playback
    assert bar.speed_label.text() == "Velocidad:"
    assert bar.speed_label.buddy() is bar.speed_box
    assert bar.seed_button.text() == "Otra tirada"
    assert "azar" in bar.seed_button.toolTip() and "esperados" in bar.seed_button.toolTip()
    before = bar.play_button.width()
    bar.play_button.click()
    assert bar.play_button.text() == "❚❚ Pausa"
    qtbot.waitUntil(lambda: bar.play_button.width() == before, timeout=1000)
    bar.play_button.click()
    assert bar.play_button.width() == before


def test_the_rows_name_the_extra_token_and_the_correction(lab):
    window, screen = lab
    rows = screen.rows
    assert rows.extra_tag("bonus") == "token propio (extra)"
    assert rows.extra_tag("correction") == "token propio (corrección)"


@pytest.mark.parametrize("k, alpha, cost", [(5, 0.65, 0.03), (3, 0.5, 0.05), (6, 0.65, 0.03)])
def test_a_best_window_showing_the_learners_own_figure_says_so(lab, k, alpha, cost):
    """Review 22: «Mejor ventana: k = 6: 2,27×» beside the learner's k = 5, also at 2,27×."""
    window, screen = lab
    m = window.ctx.model
    m.set_k(k), m.set_alpha(alpha), m.set_cost(cost)
    best, _limited = best_shown_window(alpha, cost, m.tokens)
    mine, top = (_es(analytic.speedup_finite(j, alpha, cost, m.tokens), 2) for j in (k, best))
    sub = screen.readouts.subs["optimal_k"].text()
    said = f"Tu k = {k} ya marca {top}×: k = {best} suma menos de 0,01×."
    if best != k and mine == top:
        assert said in sub and screen.readouts.subs["optimal_k"].isVisibleTo(screen)
    else:
        assert "Tu k =" not in sub


def _passes_for(n: int, k: int, alpha: float) -> float:
    """Expected slow passes for exactly n tokens, by dynamic programming over the tokens left (a round
    leaves j ≤ k accepted + 1 with P = α^j (1 − α), or all k + 1 with P = α^k) — written here, apart from
    the sim, to check the words against."""
    probs = [alpha ** j * (1 - alpha) for j in range(k)] + [alpha ** k]
    f = [0.0] * (n + 1)
    for left in range(1, n + 1):
        f[left] = 1.0 + sum(p * f[max(0, left - (j + 1))] for j, p in enumerate(probs))
    return f[n]


def test_a_costly_draft_names_the_shorter_window_with_the_same_speed_up(lab):
    """Review 33: at k = 4, α = 0,6, c = 0,02 «Mejor ventana: k = 6: 2,14×» stood beside a k = 5 that also
    gives 2,14×, unexplained (the plateau sentence was said for c = 0 only)."""
    window, screen = lab
    m = window.ctx.model
    m.set_k(4), m.set_alpha(0.6), m.set_cost(0.02)
    speed = {k: m.tokens / (_passes_for(m.tokens, k, 0.6) * (1 + k * 0.02)) for k in range(1, 17)}
    best = max(speed, key=speed.get)
    same = min(k for k in speed if _es(speed[k], 2) == _es(speed[best], 2))
    assert (best, same) == (6, 5)  # the case the reviewers met: the test can fail if it changes
    assert screen.readouts.values["optimal_k"].text() == f"k = 6: {_es(speed[6], 2)}×"
    assert (f"Desde k = 5 ya marca {_es(speed[6], 2)}×: k = 6 suma menos de 0,01×."
            in screen.readouts.subs["optimal_k"].text())
