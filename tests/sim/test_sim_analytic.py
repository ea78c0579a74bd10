"""desktop.sim.analytic against independent computations.

References used here, none of which share code with the module:
- brute-force enumeration of all 2^k accept/reject patterns of one round;
- brute-force enumeration of whole sequences of rounds for small N (exact fractions);
- the textbook recurrence over remaining tokens, E[T_n] = 1 + sum_x P(x) E[T_{n-x}],
  in exact rational arithmetic;
- the published tables of Leviathan, Kalman & Matias 2023 (Tables 1 and 4).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.sim import analytic

KS = st.integers(min_value=0, max_value=64)
ALPHAS = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
COSTS = st.floats(min_value=0.0, max_value=10.0, allow_nan=False)
PROPS = settings(max_examples=150, deadline=None)


# ---------------------------------------------------------------- references


def round_patterns(k: int, alpha):
    """P(X = x) by enumerating every accept (1) / reject (0) pattern of k draft tokens."""
    dist = {}
    for pattern in itertools.product((0, 1), repeat=k):
        p = 1
        for flag in pattern:
            p *= alpha if flag else 1 - alpha
        accepted = pattern.index(0) if 0 in pattern else k
        dist[accepted + 1] = dist.get(accepted + 1, 0) + p
    return dist


def passes_by_sequences(k: int, alpha: Fraction, n: int) -> tuple[Fraction, Fraction]:
    """(E[T], E[T^2]) by walking every sequence of per-round accept patterns until >= n tokens."""
    patterns = []
    for pattern in itertools.product((0, 1), repeat=k):
        p = Fraction(1)
        for flag in pattern:
            p *= alpha if flag else 1 - alpha
        accepted = pattern.index(0) if 0 in pattern else k
        patterns.append((p, accepted + 1))
    m1 = Fraction(0)
    m2 = Fraction(0)
    stack = [(Fraction(1), 0, 0)]  # (probability, tokens so far, rounds so far)
    while stack:
        prob, emitted, rounds = stack.pop()
        if emitted >= n:
            m1 += prob * rounds
            m2 += prob * rounds * rounds
            continue
        for p, x in patterns:
            if p:
                stack.append((prob * p, emitted + x, rounds + 1))
    return m1, m2


def passes_by_recurrence(k: int, alpha: Fraction, n: int) -> tuple[Fraction, Fraction]:
    """(E[T_n], E[T_n^2]) from the recurrence over remaining tokens, exact rationals."""
    dist = round_patterns(k, alpha)
    f = [Fraction(0)] * (n + 1)
    g = [Fraction(0)] * (n + 1)
    for m in range(1, n + 1):
        f[m] = 1 + sum(p * f[max(m - x, 0)] for x, p in dist.items())
        # T_m = 1 + T_{m-X}  =>  E[T_m^2] = 1 + 2 E[T_{m-X}] + E[T_{m-X}^2]
        g[m] = sum(p * (1 + 2 * f[max(m - x, 0)] + g[max(m - x, 0)]) for x, p in dist.items())
    return f[n], g[n]


# ---------------------------------------------------------------- one round


@pytest.mark.parametrize("k", range(0, 11))
@pytest.mark.parametrize("alpha", [0.0, 0.1, 0.37, 0.5, 0.8, 0.99, 1.0])
def test_round_distribution_and_moments_match_enumeration(k, alpha):
    dist = round_patterns(k, alpha)
    expected = np.array([dist.get(x, 0.0) for x in range(1, k + 2)])
    np.testing.assert_allclose(analytic.round_distribution(k, alpha), expected, rtol=1e-12, atol=1e-15)
    mean = sum(x * p for x, p in dist.items())
    var = sum((x - mean) ** 2 * p for x, p in dist.items())
    assert analytic.tokens_per_pass(k, alpha) == pytest.approx(mean, rel=1e-12, abs=1e-12)
    assert analytic.tokens_per_pass_sd(k, alpha) == pytest.approx(math.sqrt(var), rel=1e-9, abs=1e-9)


def test_tokens_per_pass_special_values():
    assert analytic.tokens_per_pass(0, 0.7) == 1.0  # no draft: one token per pass
    assert analytic.tokens_per_pass(7, 1.0) == 8.0  # no division by zero at alpha = 1
    assert analytic.tokens_per_pass(7, 0.0) == 1.0
    assert analytic.tokens_per_pass_sd(7, 1.0) == 0.0


# ---------------------------------------------------------------- slow passes


@pytest.mark.parametrize("k", [0, 1, 2, 3])
@pytest.mark.parametrize("alpha", [Fraction(0), Fraction(1, 3), Fraction(3, 4), Fraction(1)])
@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_passes_match_enumerated_round_sequences(k, alpha, n):
    m1, m2 = passes_by_sequences(k, alpha, n)
    a = float(alpha)
    assert analytic.expected_passes(k, a, n) == pytest.approx(float(m1), rel=1e-12)
    assert analytic.passes_sd(k, a, n) == pytest.approx(math.sqrt(float(m2 - m1 * m1)), rel=1e-9, abs=1e-7)


@pytest.mark.parametrize("k", [1, 2, 4, 7])
@pytest.mark.parametrize("alpha", [Fraction(1, 10), Fraction(1, 2), Fraction(9, 10), Fraction(99, 100)])
@pytest.mark.parametrize("n", [1, 8, 9, 40, 97])
def test_passes_match_exact_recurrence(k, alpha, n):
    m1, m2 = passes_by_recurrence(k, alpha, n)
    a = float(alpha)
    assert analytic.expected_passes(k, a, n) == pytest.approx(float(m1), rel=1e-12)
    var = float(m2 - m1 * m1)
    assert analytic.passes_sd(k, a, n) ** 2 == pytest.approx(var, rel=1e-9, abs=1e-9)


def test_passes_deterministic_corners():
    assert analytic.expected_passes(0, 0.5, 100) == 100.0
    assert analytic.expected_passes(4, 0.0, 100) == 100.0
    assert analytic.expected_passes(4, 1.0, 100) == 20.0  # ceil(100 / 5)
    assert analytic.expected_passes(6, 1.0, 100) == 15.0  # ceil(100 / 7)
    assert analytic.passes_sd(6, 1.0, 100) == 0.0
    assert analytic.expected_passes(3, 0.4, 1) == 1.0  # one pass always emits >= 1 token


def test_passes_large_n_matches_renewal_theory():
    # for N >> k the exact mean approaches the renewal limit N/E + E[X(X-1)]/(2E^2)
    k, alpha, n = 5, 0.7, 100_000
    approx = analytic.passes_renewal(k, np.array([alpha]), n)[0]
    assert analytic.expected_passes(k, alpha, n) == pytest.approx(approx, abs=1e-6)
    # and the variance grows like N sigma^2 / E^3
    e = analytic.tokens_per_pass(k, alpha)
    s = analytic.tokens_per_pass_sd(k, alpha)
    assert analytic.passes_sd(k, alpha, n) ** 2 / (n * s * s / e**3) == pytest.approx(1.0, rel=1e-3)


@pytest.mark.parametrize("k", [0, 1, 3, 8, 16])
@pytest.mark.parametrize("n", [1, 10, 99, 1000])
def test_passes_curve_equals_scalar_exact(k, n):
    alphas = np.linspace(0.0, 1.0, 41)
    curve = analytic.passes_curve(k, alphas, n)
    scalar = np.array([analytic.expected_passes(k, float(a), n) for a in alphas])
    np.testing.assert_allclose(curve, scalar, rtol=1e-11, atol=1e-11)


def test_passes_curve_matches_recurrence_independently():
    alphas = [Fraction(1, 5), Fraction(1, 2), Fraction(7, 8)]
    for k, n in [(2, 30), (5, 61)]:
        curve = analytic.passes_curve(k, np.array([float(a) for a in alphas]), n)
        for value, a in zip(curve, alphas):
            assert value == pytest.approx(float(passes_by_recurrence(k, a, n)[0]), rel=1e-12)


def test_renewal_approximation_error_bound():
    """Bound of the N/E + E[X(X-1)]/(2E^2) approximation over the Lab sliders' ranges.

    Measured: <= 5e-4 passes for alpha <= 0.5, but up to 0.455 passes near alpha = 1,
    where X is almost always k + 1 and the exact answer is the ceiling ceil(N/(k+1)).
    That is why the Lab chart uses the exact ``passes_curve`` instead.
    """
    alphas = np.linspace(0.0, 1.0, 201)
    worst_low = worst_all = 0.0
    for k in range(0, 17):
        for n in (10, 11, 37, 100, 333, 1000):
            err = np.abs(analytic.passes_renewal(k, alphas, n) - analytic.passes_curve(k, alphas, n))
            worst_all = max(worst_all, float(err.max()))
            worst_low = max(worst_low, float(err[alphas <= 0.5].max()))
    assert worst_low <= 5e-4
    assert worst_all <= 0.46


# ---------------------------------------------------------------- speed-up


def test_table1_of_leviathan_et_al():
    """Table 1 (c = c_hat = 0): speed = E[X] and operations = (k+1)/E[X], to 2 decimals."""
    table = [
        (0.6, 2, 1.53, 1.96),
        (0.7, 3, 1.58, 2.53),
        (0.8, 2, 1.23, 2.44),
        (0.8, 5, 1.63, 3.69),
        (0.9, 2, 1.11, 2.71),
        (0.9, 10, 1.60, 6.86),
    ]
    for alpha, k, operations, speed in table:
        assert round(analytic.speedup(k, alpha, 0.0), 2) == speed
        assert round((k + 1) / analytic.tokens_per_pass(k, alpha), 2) == operations


def test_table4_of_leviathan_et_al():
    """Table 4 "Exp" column (Thm 3.8), printed with alpha and c rounded to 2 decimals.

    Thm 3.8 rises with alpha and falls with c, so the value is bracketed by the corners of
    the rounding box; the published figure (itself rounded to 0.1) must fall in it.
    """
    table = [  # (k, alpha, c, Exp)
        (7, 0.75, 0.02, 3.2), (7, 0.80, 0.04, 3.3), (7, 0.82, 0.11, 2.5),
        (7, 0.62, 0.02, 2.3), (5, 0.68, 0.04, 2.4), (3, 0.71, 0.11, 2.0),
        (5, 0.65, 0.02, 2.4), (5, 0.73, 0.04, 2.6), (3, 0.74, 0.11, 2.0),
        (5, 0.53, 0.02, 1.9), (3, 0.55, 0.04, 1.8), (3, 0.56, 0.11, 1.6),
    ]  # fmt: skip
    exact_hits = 0
    for k, alpha, c, published in table:
        low = analytic.speedup(k, alpha - 0.005, c + 0.005)
        high = analytic.speedup(k, alpha + 0.005, c - 0.005)
        assert low - 0.05 <= published <= high + 0.05
        exact_hits += round(analytic.speedup(k, alpha, c), 1) == published
    assert exact_hits >= 9  # 9 of 12 match even with the rounded inputs


def test_bigram_example_and_corollary_3_9():
    # §3.6: bigram draft, alpha ~ 0.2, c ~ 0, gamma = 3 -> "1.25X"
    assert round(analytic.speedup(3, 0.2, 0.0), 2) == 1.25
    # Corollary 3.9: with k = 1 the speed-up is (1 + alpha) / (1 + c)
    for alpha, c in [(0.3, 0.1), (0.75, 0.02), (0.5, 0.5)]:
        assert analytic.speedup(1, alpha, c) == pytest.approx((1 + alpha) / (1 + c))


def test_speedup_finite_definition_and_limit():
    k, alpha, c = 4, 0.8, 0.05
    n = 200
    assert analytic.speedup_finite(k, alpha, c, n) == pytest.approx(
        n / (analytic.expected_passes(k, alpha, n) * (k * c + 1))
    )
    # long generations approach Thm 3.8 from below (the last round wastes tokens)
    long_run = analytic.speedup_finite(k, alpha, c, 100_000)
    assert long_run < analytic.speedup(k, alpha, c)
    assert long_run == pytest.approx(analytic.speedup(k, alpha, c), rel=1e-4)


# ---------------------------------------------------------------- half the passes (the quiz)


def _passes_float_recurrence(k: int, alpha: float, n: int) -> float:
    """E[T_n] = 1 + sum_x P(X = x) E[T_{n-x}], T_m = 0 for m <= 0, with P from the enumerated patterns."""
    dist = list(round_patterns(k, alpha).items())
    f = [0.0] * (n + 1)
    for m in range(1, n + 1):
        f[m] = 1.0 + sum(p * f[max(m - x, 0)] for x, p in dist)
    return f[n]


@pytest.mark.parametrize("k, n", [(2, 10), (4, 100), (7, 37), (3, 5), (1, 6)])
def test_half_passes_alpha_halves_the_passes_of_the_recurrence(k, n):
    a = analytic.half_passes_alpha(k, n)
    assert a is not None and 0.0 < a <= 1.0
    assert _passes_float_recurrence(k, a, n) == pytest.approx(n / 2, abs=1e-6)
    # the one crossing: just below it more than half, just above it fewer
    assert _passes_float_recurrence(k, a - 1e-4, n) > n / 2
    if a + 1e-4 <= 1.0:
        assert _passes_float_recurrence(k, a + 1e-4, n) < n / 2


def test_half_passes_alpha_is_none_when_even_alpha_one_does_not_halve():
    assert analytic.half_passes_alpha(0, 100) is None  # no draft: always n passes
    assert analytic.half_passes_alpha(1, 7) is None  # alpha = 1 still needs ceil(7/2) = 4 > 3.5
    assert analytic.half_passes_alpha(5, 1) is None  # one token is always one pass
    assert analytic.half_passes_alpha(1, 8) == pytest.approx(1.0, abs=1e-9)  # exactly 4 only at alpha = 1


# ---------------------------------------------------------------- break-even


def test_break_even_edges():
    assert analytic.break_even_alpha(4, 0.0) == 0.0
    assert analytic.break_even_alpha(4, 1.0) is None
    assert analytic.break_even_alpha(4, 3.5) is None
    assert analytic.break_even_alpha(0, 0.3) is None
    assert analytic.break_even_alpha(0, 0.0) is None  # no draft: nothing to break even
    # k = 1: alpha = c (Corollary 3.9)
    assert analytic.break_even_alpha(1, 0.37) == pytest.approx(0.37, abs=1e-14)


@pytest.mark.parametrize("k", [1, 2, 5, 16, 64])
@pytest.mark.parametrize("c", [0.001, 0.05, 0.3, 0.9, 0.999])
def test_break_even_solves_the_equation(k, c):
    a = analytic.break_even_alpha(k, c)
    assert 0.0 < a < 1.0
    assert math.fsum(a**j for j in range(1, k + 1)) == pytest.approx(k * c, rel=1e-9)
    assert analytic.speedup(k, a, c) == pytest.approx(1.0, rel=1e-9)
    assert analytic.speedup(k, min(1.0, a + 1e-6), c) > 1.0
    assert analytic.speedup(k, a - 1e-6, c) < 1.0


# ---------------------------------------------------------------- best k


def best_k_by_hand(alpha: float, c: float) -> int:
    """Independent argmax of Thm 3.8 over k = 0..64, summing the series term by term."""
    values = [math.fsum(alpha**j for j in range(k + 1)) / (k * c + 1) for k in range(65)]
    best = max(values)
    return next(k for k, v in enumerate(values) if v >= best * (1 - 1e-12))


@pytest.mark.parametrize("alpha", [0.0, 0.05, 0.3, 0.6, 0.75, 0.9, 0.99, 1.0])
@pytest.mark.parametrize("c", [0.0, 0.01, 0.02, 0.1, 0.5, 1.0, 5.0])
def test_optimal_k_matches_direct_search(alpha, c):
    assert analytic.optimal_k(alpha, c) == best_k_by_hand(alpha, c)


def test_optimal_k_edges():
    assert analytic.optimal_k(0.0, 0.0) == 0  # every k ties at speed-up 1 -> smallest
    assert analytic.optimal_k(1.0, 0.0) == 64
    assert analytic.optimal_k(0.5, 2.0) == 0  # drafting never pays when c >= 1
    assert analytic.optimal_k(0.9, 0.01, k_max=5) == 5
    assert analytic.optimal_k(0.3, 0.5) == 0  # alpha < c: no k beats plain decoding
    assert analytic.optimal_k(0.75, 0.02) == 9  # the paper's T5-small setting
    assert analytic.optimal_k(0.75, 0.02, k_max=0) == 0


# ---------------------------------------------------------------- lab_numbers


def test_lab_numbers_keys_and_consistency():
    r = analytic.lab_numbers(4, 0.8, 0.05, 100)
    assert tuple(r) == analytic.LAB_KEYS
    assert r["slow_passes"] == analytic.expected_passes(4, 0.8, 100)
    assert r["slow_passes_sd"] == analytic.passes_sd(4, 0.8, 100)
    assert r["baseline_passes"] == 100
    assert r["speedup"] == analytic.speedup(4, 0.8, 0.05)
    assert r["speedup_finite"] == analytic.speedup_finite(4, 0.8, 0.05, 100)
    assert r["break_even_alpha"] == analytic.break_even_alpha(4, 0.05)
    assert r["optimal_k"] == analytic.optimal_k(0.8, 0.05)
    r["k"] = 99  # callers get their own dict; the cache is not affected
    assert analytic.lab_numbers(4, 0.8, 0.05, 100)["k"] == 4


def test_negative_zero_is_zero():
    r = analytic.lab_numbers(3, -0.0, -0.0, 10)
    assert math.copysign(1.0, r["alpha"]) == 1.0
    assert math.copysign(1.0, r["cost"]) == 1.0


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: analytic.tokens_per_pass(65, 0.5), "k"),
        (lambda: analytic.tokens_per_pass(-1, 0.5), "k"),
        (lambda: analytic.tokens_per_pass(2.5, 0.5), "k"),
        (lambda: analytic.tokens_per_pass(True, 0.5), "k"),
        (lambda: analytic.tokens_per_pass(3, float("nan")), "alpha"),
        (lambda: analytic.tokens_per_pass(3, 1.01), "alpha"),
        (lambda: analytic.speedup(3, 0.5, 10.5), "cost"),
        (lambda: analytic.speedup(3, 0.5, float("inf")), "cost"),
        (lambda: analytic.expected_passes(3, 0.5, 0), "tokens"),
        (lambda: analytic.expected_passes(3, 0.5, 100_001), "tokens"),
        (lambda: analytic.passes_curve(3, np.array([0.2, np.nan]), 10), "alpha"),
        (lambda: analytic.passes_curve(3, np.array([0.2, 1.5]), 10), "alpha"),
        (lambda: analytic.lab_numbers(3, "x", 0, 10), "alpha"),
        (lambda: analytic.optimal_k(0.5, -0.1), "cost"),
    ],
)
def test_bad_input_raises_value_error_naming_the_parameter(call, name):
    with pytest.raises(ValueError, match=rf"^invalid value for {name}: .*\(expected "):
        call()


# ---------------------------------------------------------------- properties


@PROPS
@given(k=KS, alpha=ALPHAS)
def test_tokens_per_pass_is_between_1_and_k_plus_1(k, alpha):
    e = analytic.tokens_per_pass(k, alpha)
    assert 1.0 - 1e-12 <= e <= k + 1 + 1e-12


@PROPS
@given(k=KS, a1=ALPHAS, a2=ALPHAS)
def test_tokens_per_pass_increases_with_alpha(k, a1, a2):
    lo, hi = sorted((a1, a2))
    assert analytic.tokens_per_pass(k, lo) <= analytic.tokens_per_pass(k, hi) * (1 + 1e-12)


@PROPS
@given(k=st.integers(0, 63), alpha=ALPHAS)
def test_tokens_per_pass_increases_with_k(k, alpha):
    assert analytic.tokens_per_pass(k, alpha) <= analytic.tokens_per_pass(k + 1, alpha) * (1 + 1e-12)


@PROPS
@given(k=KS, alpha=ALPHAS, n=st.integers(1, 3000))
def test_passes_between_n_over_k_plus_1_and_n(k, alpha, n):
    passes = analytic.expected_passes(k, alpha, n)
    assert math.ceil(n / (k + 1)) - 1e-9 <= passes <= n + 1e-9
    assert analytic.passes_sd(k, alpha, n) >= 0.0


@PROPS
@given(k=st.integers(0, 16), a1=ALPHAS, a2=ALPHAS, n=st.integers(1, 1000))
def test_passes_fall_as_alpha_rises(k, a1, a2, n):
    lo, hi = sorted((a1, a2))
    assert analytic.expected_passes(k, hi, n) <= analytic.expected_passes(k, lo, n) * (1 + 1e-12)


@PROPS
@given(alpha=ALPHAS, c=COSTS)
def test_optimal_k_is_never_beaten(alpha, c):
    best = analytic.optimal_k(alpha, c)
    s_best = analytic.speedup(best, alpha, c)
    for k in range(0, 65):
        assert analytic.speedup(k, alpha, c) <= s_best * (1 + 1e-12)


@pytest.mark.parametrize("k, cost, n", [(2, 0.3, 100), (6, 0.1, 100), (4, 0.2, 100), (4, 0.25, 100), (1, 0.4, 37),
                                        (8, 0.05, 250)])
def test_finite_break_even_is_where_the_n_token_time_crosses_n(k, cost, n):
    """Against plain dynamic programming over the tokens left (tests/support), not the closed form:
    E[T_n](a) (k c + 1) = n at the returned a, above n just below it and under n just above it."""
    from support.finite_break_even import expected_passes_dp, finite_break_even

    a = analytic.break_even_alpha_finite(k, cost, n)
    assert a == pytest.approx(finite_break_even(k, cost, n), abs=1e-7)
    slow = 1 + k * cost
    assert expected_passes_dp(k, a - 1e-4, n) * slow > n > expected_passes_dp(k, a + 1e-4, n) * slow
    # Beside the long-text value: a little higher for a finite text (the last round's leftovers are lost).
    assert a >= analytic.break_even_alpha(k, cost) - 1e-12


def test_finite_break_even_edges():
    assert analytic.break_even_alpha_finite(4, 0.0, 100) == 0.0  # free: a tie at a = 0, never slower
    assert analytic.break_even_alpha_finite(0, 0.2, 100) is None  # no draft
    # k = 1, c = 0,5: at a = 1, 50 rounds of 1,5 = 75 < 100, so there is one. k = 8, c = 0,5, 10
    # tokens: at a = 1, 2 rounds of 5 = 10, a tie at best, so none.
    assert analytic.break_even_alpha_finite(1, 0.5, 100) is not None
    assert analytic.break_even_alpha_finite(8, 0.5, 10) is None
