"""The numbers the Lab's views show and no longer compute themselves: the time
of a setting and the best window the slider can reach, each against a
computation of its own (plain loops over the round's outcomes, not the sim)."""

from __future__ import annotations

import pytest

from desktop.model import PARAMS, LessonModel


def _expected_passes(k: int, alpha: float, n: int) -> float:
    """E[passes for n tokens] by the remaining-tokens recurrence: a round accepts
    j drafted tokens (j < k) with probability alpha^j (1 - alpha) and writes j + 1,
    or all k with alpha^k and writes k + 1."""
    dist = [(j + 1, alpha**j * (1 - alpha)) for j in range(k)] + [(k + 1, alpha**k)]
    f = [0.0] * (n + 1)
    for m in range(1, n + 1):
        f[m] = 1.0 + sum(p * f[max(m - x, 0)] for x, p in dist)
    return f[n]


@pytest.mark.parametrize("k, alpha, cost, tokens", [(4, 0.8, 0.0, 100), (3, 0.6, 0.2, 50), (0, 0.9, 0.3, 40),
                                                    (16, 0.95, 0.05, 200)])
def test_the_time_of_a_setting_is_its_passes_times_one_round(qtbot, k, alpha, cost, tokens):
    model = LessonModel(k=k, alpha=alpha, cost=cost, tokens=tokens)
    assert model.round_cost() == pytest.approx(1.0 + k * cost)
    assert model.total_time() == pytest.approx(_expected_passes(k, alpha, tokens) * (1.0 + k * cost), rel=1e-9)


def test_the_time_follows_the_parameters(qtbot):
    model = LessonModel(k=2, alpha=0.5, cost=0.0, tokens=30)
    free = model.total_time()
    model.set_cost(0.25)
    assert model.total_time() == pytest.approx(free * 1.5)


@pytest.mark.parametrize("alpha, cost, tokens", [(0.8, 0.05, 100), (0.6, 0.2, 60), (0.3, 0.4, 100),
                                                 (0.99, 0.0, 500), (0.97, 0.01, 300), (0.0, 0.1, 20),
                                                 (0.75, 0.05, 100)])
def test_the_best_window_is_the_fastest_k_the_slider_can_set(qtbot, alpha, cost, tokens):
    model = LessonModel(alpha=alpha, cost=cost, tokens=tokens)
    k_hi = int(PARAMS["k"].hi)
    best = model.best_window()

    def speed(k):  # the N-token speed-up the panel shows (review 19: sought on the long-text one, k = 7
        return tokens / (_expected_passes(k, alpha, tokens) * (1 + k * cost)) if k else 1.0  # beat k = 6's 2,62×)

    speeds = [speed(k) for k in range(k_hi + 2)]
    top = max(speeds[:k_hi + 1])
    assert best.k == next(k for k in range(k_hi + 1) if speeds[k] >= top * (1 - 1e-12))
    assert best.speedup == pytest.approx(speed(best.k), rel=1e-9)
    assert best.slider_limited == (best.k == k_hi and speeds[k_hi + 1] > speeds[k_hi])
    # The long-text formula, summed by hand: 1 + α + … + α^k tokens per round of 1 + kc passes.
    assert best.speedup_long == pytest.approx(sum(alpha ** i for i in range(best.k + 1)) / (1 + best.k * cost),
                                              rel=1e-9)


def test_the_slider_limits_the_best_window_only_near_alpha_one(qtbot):
    model = LessonModel(alpha=0.99, cost=0.0)
    assert model.best_window().k == int(PARAMS["k"].hi) and model.best_window().slider_limited
    model.set_alpha(0.5)
    model.set_cost(0.1)
    assert not model.best_window().slider_limited and model.best_window().k < int(PARAMS["k"].hi)


def test_reset_tells_the_views_once(qtbot):
    """Reset All moves up to five numbers; the views (chart, readouts, token rows) rebuild
    once for all of them, after the last, and each number's own signal still goes out."""
    model = LessonModel(alpha=0.8, cost=0.0, tokens=100)
    model.set_k(9), model.set_alpha(0.3), model.set_cost(0.2), model.set_tokens(400), model.new_seed()
    whole, seen, names = [], [], []
    model.parametersChanged.connect(lambda: whole.append(1) or seen.append(model.state()))
    for name in ("k", "alpha", "cost", "tokens", "seed"):
        getattr(model, f"{name}Changed").connect(lambda _v, n=name: names.append(n))
    model.reset()
    assert len(whole) == 1 and sorted(names) == sorted(["k", "alpha", "cost", "tokens", "seed"])
    assert seen[0]["k"] == 4 and seen[0]["alpha"] == 0.8 and seen[0]["tokens"] == 100  # the end state
    model.reset()  # nothing to change: nothing said
    assert len(whole) == 1
    model.set_alpha(0.5)  # outside a reset, every change is told at once
    assert len(whole) == 2


@pytest.mark.parametrize("alpha, tokens", [(0.4, 100), (0.6, 100), (0.5, 300)])
def test_a_free_draft_s_best_window_names_the_shortest_showing_the_same_speed_up(qtbot, alpha, tokens):
    """Review 19: at α = 0,4 «Mejor ventana: k = 16: 1,66×» stood beside 1,66× at k = 8; review 20:
    naming k = 10 "best" at α = 0,6 broke "best = the most speed-up". The best stays the fastest,
    and the shortest window that shows the same figure at two decimals comes with it."""
    model = LessonModel(alpha=alpha, cost=0.0, tokens=tokens)
    best = model.best_window()

    def speed(k):  # N tokens in rounds of 1 + α + … + α^k expected tokens, the last cut short
        return tokens / _expected_passes(k, alpha, tokens)

    k_hi = int(PARAMS["k"].hi)
    assert best.k == k_hi and best.slider_limited  # free: longer is always faster
    assert best.speedup == pytest.approx(speed(k_hi), rel=1e-9)
    assert best.shown_from < k_hi
    assert round(speed(best.shown_from), 2) == round(speed(k_hi), 2)
    assert all(round(speed(k), 2) < round(speed(k_hi), 2) for k in range(1, best.shown_from))
