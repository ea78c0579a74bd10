"""desktop.sim.montecarlo against the exact law of the slow passes.

Tolerances: a sample mean of T trials is compared with the exact mean within
4 standard errors (exact sd / sqrt(T)); frequencies within 4.5 binomial standard
errors. Seeds are fixed, so every run draws the same numbers.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from desktop.sim import analytic, montecarlo


def exact_passes_pmf(k: int, alpha: float, n: int) -> np.ndarray:
    """P(T_n = t) for t = 0..n by dynamic programming over remaining tokens."""
    p = analytic.round_distribution(k, alpha)
    pmf = [np.zeros(n + 1) for _ in range(n + 1)]
    pmf[0][0] = 1.0
    for m in range(1, n + 1):
        for x, px in enumerate(p, start=1):
            prev = pmf[max(m - x, 0)]
            pmf[m][1:] += px * prev[:-1]
    return pmf[n]


GRID = [
    (k, alpha, n)
    for k in (1, 2, 4, 8, 16, 64)
    for alpha in (0.1, 0.5, 0.8, 0.95)
    for n in (1, 7, 100, 1000)
]


@pytest.mark.parametrize("method", ["auto", "rounds"])
def test_mean_passes_within_4_standard_errors_over_a_grid(method):
    trials = 2000
    failures = []
    for i, (k, alpha, n) in enumerate(GRID):
        r = montecarlo.simulate(k, alpha, n, trials, seed=1000 + i, method=method)
        mean = analytic.expected_passes(k, alpha, n)
        se = analytic.passes_sd(k, alpha, n) / math.sqrt(trials)
        if abs(r.mean_slow_passes - mean) > 4 * se + 1e-12:
            failures.append((k, alpha, n, r.mean_slow_passes, mean, se))
        assert r.rounds == r.tokens_per_round_histogram.sum()
        assert r.passes.shape == (trials,)
    assert not failures


@pytest.mark.parametrize("k, alpha, n", [(3, 0.6, 20), (1, 0.9, 15), (8, 0.3, 25)])
@pytest.mark.parametrize("method", ["auto", "rounds", "forced-prefix"])
def test_distribution_of_passes_matches_exact_pmf(k, alpha, n, method, monkeypatch):
    if method == "forced-prefix":
        # a prefix so long that about half the generations reach N inside it, which
        # exercises the "shuffle the counted rounds" branch on many rows
        e = analytic.tokens_per_pass(k, alpha)
        monkeypatch.setattr(montecarlo, "_prefix_rounds", lambda *a: max(1, round(n / e)))
        method = "auto"
    trials = 40_000
    r = montecarlo.simulate(k, alpha, n, trials, seed=7, method=method)
    pmf = exact_passes_pmf(k, alpha, n)
    counts = np.bincount(r.passes, minlength=pmf.size)[: pmf.size]
    assert counts.sum() == trials
    for t, p in enumerate(pmf):
        se = math.sqrt(trials * p * (1 - p))
        assert abs(counts[t] - trials * p) <= 4.5 * se + 1.0, (t, counts[t], trials * p)


@pytest.mark.parametrize("k, alpha", [(1, 0.5), (4, 0.8), (16, 0.95), (64, 0.99)])
def test_histogram_matches_round_distribution(k, alpha):
    r = montecarlo.simulate(k, alpha, 1000, 500, seed=3)
    total = r.tokens_per_round_histogram.sum()
    freq = r.tokens_per_round_histogram
    for x, p in enumerate(analytic.round_distribution(k, alpha)):
        se = math.sqrt(total * p * (1 - p))
        assert abs(freq[x] - total * p) <= 4.5 * se + 1.0
    e = analytic.tokens_per_pass(k, alpha)
    sd = analytic.tokens_per_pass_sd(k, alpha)
    assert abs(r.mean_tokens_per_pass - e) <= 4.5 * sd / math.sqrt(total)


def test_plain_loops_agree_with_exact_mean():
    k, alpha, n, trials = 4, 0.7, 60, 400
    mean = analytic.expected_passes(k, alpha, n)
    se = analytic.passes_sd(k, alpha, n) / math.sqrt(trials)
    for fn in (montecarlo.simulate_loop, montecarlo.simulate_loop_numpy):
        r = fn(k, alpha, n, trials, 5)
        assert abs(r.mean_slow_passes - mean) <= 4 * se
        assert r.rounds == r.tokens_per_round_histogram.sum()


def test_deterministic_cases_need_no_randomness():
    r = montecarlo.simulate(0, 0.5, 37, 10, 1)
    assert (r.passes == 37).all() and r.tokens_per_round_histogram.tolist() == [370]
    r = montecarlo.simulate(4, 1.0, 37, 10, 1)
    assert (r.passes == 8).all() and r.tokens_per_round_histogram.tolist() == [0, 0, 0, 0, 80]
    r = montecarlo.simulate(4, 0.0, 5, 3, 1)
    assert (r.passes == 5).all() and r.tokens_per_round_histogram.tolist() == [15, 0, 0, 0, 0]
    assert r.sd_slow_passes == 0.0


def test_same_seed_same_numbers_different_seed_different_numbers():
    a = montecarlo.simulate(4, 0.8, 500, 300, 42)
    b = montecarlo.simulate(4, 0.8, 500, 300, 42)
    c = montecarlo.simulate(4, 0.8, 500, 300, 43)
    assert np.array_equal(a.passes, b.passes)
    assert np.array_equal(a.tokens_per_round_histogram, b.tokens_per_round_histogram)
    assert not np.array_equal(a.passes, c.passes)


def test_to_dict_keys_and_types():
    d = montecarlo.simulate(3, 0.5, 50, 10, 0).to_dict()
    assert list(d) == [
        "trials",
        "mean_slow_passes",
        "sd_slow_passes",
        "mean_tokens_per_pass",
        "tokens_per_round_histogram",
    ]
    assert isinstance(d["trials"], int)
    assert len(d["tokens_per_round_histogram"]) == 4
    assert all(isinstance(c, int) for c in d["tokens_per_round_histogram"])


def test_single_trial_and_long_generation():
    r = montecarlo.simulate(2, 0.5, 100_000, 1, 0)
    assert r.sd_slow_passes == 0.0
    mean = analytic.expected_passes(2, 0.5, 100_000)
    assert abs(r.mean_slow_passes - mean) <= 4 * analytic.passes_sd(2, 0.5, 100_000)


@pytest.mark.parametrize(
    "kwargs, name",
    [
        (dict(k=65, alpha=0.5, tokens=10, trials=10, seed=0), "k"),
        (dict(k=2, alpha=float("nan"), tokens=10, trials=10, seed=0), "alpha"),
        (dict(k=2, alpha=0.5, tokens=0, trials=10, seed=0), "tokens"),
        (dict(k=2, alpha=0.5, tokens=10, trials=1_000_001, seed=0), "trials"),
        (dict(k=2, alpha=0.5, tokens=10, trials=10, seed=-3), "seed"),
    ],
)
def test_bad_input(kwargs, name):
    with pytest.raises(ValueError, match=rf"^invalid value for {name}: "):
        montecarlo.simulate(**kwargs)
