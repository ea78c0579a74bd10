"""Closed forms and exact expectations for speculative decoding with i.i.d. acceptance.

Model (Leviathan, Kalman & Matias 2023, "Fast Inference from Transformers via
Speculative Decoding", ICML, §3.3-3.4; Chen et al. 2023, "Accelerating Large
Language Model Decoding with Speculative Sampling"): in one round the draft
writes ``k`` tokens, each accepted independently with probability ``a``; the
target keeps the accepted prefix and adds one token of its own. A round emits

    X = K + 1,   P(X = x) = a^(x-1) (1 - a)  for 1 <= x <= k,   P(X = k+1) = a^k

tokens for exactly one slow (target) pass.

    E[X]      = (1 - a^(k+1)) / (1 - a)                    (Leviathan et al., eq. 1)
    speed-up  = E[X] / (k c + 1)                          (Leviathan et al., Thm 3.8)
    break-even: a + a^2 + ... + a^k = k c                 (speed-up = 1)
    for N tokens: E[T_N](a) (k c + 1) = N                 (the Lab's chart; see below)

Slow passes for N tokens, T_N = min{t : X_1 + ... + X_t >= N}. With the
renewal sequence u(m) = P(some partial sum equals m), T_N = sum_{m<N} 1[m hit],
so E[T_N] = sum_{m=0}^{N-1} u(m). The generating function of X is
P(z) = (1-a) z (1-(az)^k)/(1-az) + a^k z^(k+1), and 1 - P(z) factors as
(1-z)(1-b z^d)/(1-az) with d = k+1, b = a^d. Reading off coefficients gives the
exact, positive-term sum used here (derivation in docs/model.md):

    E[T_N] = sum_{i=0}^{floor((N-1)/d)} b^i [1 + (1-a)(N-1-d i)]
    u(m)   = (1-a) sum_{i: d i <= m-1} b^i + [d divides m] b^(m/d)
    E[T_N^2] = E[T_N] + 2 sum_{0<=m<N} u(m) (E[T_{N-m}] - 1)

The renewal approximation E[T_N] ~ N/E + E[X(X-1)]/(2E^2) is offered as
``passes_renewal`` for the lesson; the Lab chart uses the exact sum.

The quiz's chart question asks for the a that halves the slow passes:

    half-passes a:  E[T_N](a) = N/2

E[T_N] falls continuously and strictly from N at a = 0 to ceil(N/(k+1)) at
a = 1 (a larger a makes every round's X stochastically larger), so there is
one such a exactly when ceil(N/(k+1)) <= N/2, and a bracketed root search finds it.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from desktop.sim import validate

__all__ = [
    "break_even_alpha_finite",
    "tokens_per_pass",
    "tokens_per_pass_sd",
    "round_distribution",
    "expected_passes",
    "passes_sd",
    "speedup",
    "speedup_finite",
    "break_even_alpha",
    "optimal_k",
    "passes_curve",
    "passes_renewal",
    "half_passes_alpha",
    "lab_numbers",
    "LAB_KEYS",
]

# Keys of `python -m desktop.sim expected --json`, in order; lab_numbers returns them.
LAB_KEYS = (
    "k",
    "alpha",
    "cost",
    "tokens",
    "tokens_per_pass",
    "tokens_per_pass_sd",
    "slow_passes",
    "slow_passes_sd",
    "baseline_passes",
    "speedup",
    "speedup_finite",
    "break_even_alpha",
    "break_even_alpha_finite",
    "optimal_k",
)

# optimal_k treats speed-ups within this relative distance of the best as a tie,
# so float noise in a^(k+1) never picks a larger window for no real gain.
_TIE_RTOL = 1e-12

# Largest (alphas x series terms) matrix passes_curve builds at once.
_CURVE_BLOCK = 1 << 20


def _geom_sum(alpha: float, k: int) -> float:
    """1 + a + ... + a^k, without dividing by zero at a = 1."""
    if alpha == 1.0:
        return float(k + 1)
    return (1.0 - alpha ** (k + 1)) / (1.0 - alpha)


def tokens_per_pass(k: int, alpha: float) -> float:
    """E[X]: expected tokens emitted per slow pass."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    return _geom_sum(alpha, k)


def round_distribution(k: int, alpha: float) -> np.ndarray:
    """P(X = x) for x = 1..k+1 (array of length k+1, sums to 1)."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    return _round_distribution(k, alpha)


def _round_distribution(k: int, alpha: float) -> np.ndarray:
    p = np.empty(k + 1)
    powers = alpha ** np.arange(k + 1)  # numpy gives 0**0 == 1
    p[:k] = powers[:k] * (1.0 - alpha)
    p[k] = powers[k]
    return p


def tokens_per_pass_sd(k: int, alpha: float) -> float:
    """Standard deviation of X (tokens emitted in one round)."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    return _tokens_sd(k, alpha)


def _tokens_sd(k: int, alpha: float) -> float:
    p = _round_distribution(k, alpha)
    x = np.arange(1, k + 2, dtype=float)
    mean = float(p @ x)
    var = float(p @ (x - mean) ** 2)
    return math.sqrt(max(var, 0.0))


def _passes_moments(k: int, alpha: float, n: int) -> tuple[float, float]:
    """(E[T_n], Var[T_n]) from the exact positive-term sums of the module docstring."""
    if k == 0 or alpha == 0.0:
        return float(n), 0.0  # one token per pass, deterministically
    d = k + 1
    b = alpha**d
    q = 1.0 - alpha
    # u(m) for m = 0..n-1: geometric partial sums of b over multiples of d below m
    i_max = (n - 1) // d
    bi = b ** np.arange(i_max + 1, dtype=float)
    cum_b = np.cumsum(bi)  # cum_b[j] = sum_{i<=j} b^i
    idx = (np.arange(n) - 1) // d  # largest i with d*i <= m-1 (-1 when m == 0)
    u = np.where(idx >= 0, q * cum_b[np.maximum(idx, 0)], 0.0)
    on_lattice = np.arange(n) % d == 0
    u[on_lattice] += bi[np.arange(n)[on_lattice] // d]
    # E[T_j] for j = 1..n is the running sum of u; both are positive, so no cancellation
    mean_j = np.cumsum(u)
    mean = float(mean_j[-1])
    # pairs m < m' < n: u(m) * sum_{l=1}^{n-1-m} u(l) = u(m) * (E[T_{n-m}] - 1)
    tail = mean_j[::-1] - 1.0  # tail[m] = E[T_{n-m}] - 1
    second = mean + 2.0 * float(u @ tail)
    return mean, max(second - mean * mean, 0.0)


@functools.lru_cache(maxsize=256)
def _passes_moments_cached(k: int, alpha: float, n: int) -> tuple[float, float]:
    return _passes_moments(k, alpha, n)


def expected_passes(k: int, alpha: float, n: int) -> float:
    """Exact E[slow passes] to emit at least ``n`` tokens (extra tokens of the last round dropped)."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    n = validate.tokens(n)
    return _passes_moments_cached(k, alpha, n)[0]


def passes_sd(k: int, alpha: float, n: int) -> float:
    """Exact standard deviation of the slow passes to emit ``n`` tokens."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    n = validate.tokens(n)
    return math.sqrt(_passes_moments_cached(k, alpha, n)[1])


def speedup(k: int, alpha: float, cost: float) -> float:
    """Long-generation wall-clock speed-up E[X] / (k c + 1) (Thm 3.8)."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    cost = validate.cost(cost)
    return _geom_sum(alpha, k) / (k * cost + 1.0)


def speedup_finite(k: int, alpha: float, cost: float, n: int) -> float:
    """Speed-up for exactly ``n`` tokens: n / (E[passes] (k c + 1))."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    cost = validate.cost(cost)
    n = validate.tokens(n)
    return n / (_passes_moments_cached(k, alpha, n)[0] * (k * cost + 1.0))


def break_even_alpha(k: int, cost: float) -> float | None:
    """The alpha where speed-up = 1: a + ... + a^k = k c.

    0 when c == 0 (never slower); None when no alpha in [0, 1) gains anything:
    c >= 1 (even a = 1 only ties) or k == 0 (no draft, speed-up is always 1).
    """
    k = validate.k(k)
    cost = validate.cost(cost)
    return _break_even(k, cost)


def _break_even(k: int, cost: float) -> float | None:
    if k == 0 or cost >= 1.0:
        return None
    if cost == 0.0:
        return 0.0
    target = k * cost
    lo, hi = 0.0, 1.0  # g(a) = a + ... + a^k rises from 0 to k, so bisection is safe
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if mid in (lo, hi):
            break
        if _geom_sum(mid, k) - 1.0 < target:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


def optimal_k(alpha: float, cost: float, k_max: int = 64) -> int:
    """The window k in 0..k_max with the largest speed-up; ties (within 1e-12) go to the smaller k.

    k = 0 (plain decoding, speed-up 1) wins only when no draft window beats it.
    """
    alpha = validate.alpha(alpha)
    cost = validate.cost(cost)
    k_max = validate.k(k_max)
    return _optimal_k(alpha, cost, k_max)


def _optimal_k(alpha: float, cost: float, k_max: int) -> int:
    ks = np.arange(k_max + 1)
    if alpha == 1.0:
        e = ks + 1.0
    else:
        e = (1.0 - alpha ** (ks + 1.0)) / (1.0 - alpha)
    s = e / (ks * cost + 1.0)
    best = s.max()
    return int(np.flatnonzero(s >= best * (1.0 - _TIE_RTOL))[0])


def _check_alphas(alphas) -> np.ndarray:
    a = np.asarray(alphas, dtype=float)
    if a.ndim != 1:
        raise ValueError(f"invalid value for alpha: array of shape {a.shape} (expected a 1-D array)")
    bad = ~((a >= 0.0) & (a <= 1.0))  # also catches NaN
    if bad.any():
        validate.alpha(float(a[bad][0]))  # raises with the shared message
    return a


def passes_curve(k: int, alphas, n: int) -> np.ndarray:
    """Exact E[slow passes] for ``n`` tokens at each alpha (the Lab chart's curve).

    Uses E[T_N] = sum_i b^i [1 + (1-a)(N-1-d i)], one matrix product for all alphas.
    """
    k = validate.k(k)
    n = validate.tokens(n)
    a = _check_alphas(alphas)
    if k == 0:
        return np.full(a.shape, float(n))
    d = k + 1
    i = np.arange((n - 1) // d + 1, dtype=float)
    weights = n - 1.0 - d * i  # >= 0 for every i in range
    out = np.empty(a.shape)
    # bound the (alphas x terms) matrix to ~1M floats for large N
    step = max(1, _CURVE_BLOCK // i.size)
    for lo in range(0, a.size, step):
        part = a[lo : lo + step]
        b = part**d
        # b^i by repeated products: cheaper than power(), error ~ i * eps
        powers = np.empty((part.size, i.size))
        powers[:, 0] = 1.0
        if i.size > 1:
            powers[:, 1:] = b[:, None]
            np.cumprod(powers[:, 1:], axis=1, out=powers[:, 1:])
        # sum_i b^i + (1-a) sum_i b^i (N-1-d i)
        out[lo : lo + step] = powers.sum(axis=1) + (1.0 - part) * (powers @ weights)
    return out


def passes_renewal(k: int, alphas, n: int) -> np.ndarray:
    """Second-order renewal approximation N/E + E[X(X-1)]/(2 E^2) of E[slow passes].

    Good away from alpha = 1; at alpha = 1 it misses the ceiling ceil(N/(k+1))
    by up to k/(2(k+1)) passes (the lattice is periodic). Kept for the lesson's
    "why N/E is not exact" comparison; the app charts ``passes_curve``.
    """
    k = validate.k(k)
    n = validate.tokens(n)
    a = _check_alphas(alphas)
    x = np.arange(1, k + 2, dtype=float)
    pw = a[:, None] ** np.arange(k + 1)
    p = np.empty_like(pw)
    p[:, :k] = pw[:, :k] * (1.0 - a[:, None])
    p[:, k] = pw[:, k]
    e = p @ x
    fact2 = p @ (x * (x - 1.0))
    return n / e + fact2 / (2.0 * e * e)


def break_even_alpha_finite(k: int, cost: float, n: int) -> float | None:
    """The alpha where ``n`` tokens take as long with the draft as without, the last round's
    extra tokens dropped: E[T_n](a) (k c + 1) = n. The Lab's chart and its ``speedup_finite``
    are for n tokens; its break-even line must sit where that curve crosses n (blind review 13:
    0,42 from the long-text formula beside a k = 2 curve that crosses at 0,426).

    0 when c == 0 (a tie at a = 0: never slower); None when k == 0, or when even a = 1 does not
    win (ceil(n/(k+1)) (k c + 1) >= n). E[T_n] falls strictly in a (module docstring), so the
    root is unique and a bracketed search finds it."""
    k = validate.k(k)
    cost = validate.cost(cost)
    n = validate.tokens(n)
    return _break_even_finite(k, cost, n)


@functools.lru_cache(maxsize=256)
def _break_even_finite(k: int, cost: float, n: int) -> float | None:
    if k == 0:
        return None
    if cost == 0.0:
        return 0.0
    slow = k * cost + 1.0
    if _passes_moments(k, 1.0, n)[0] * slow >= n:
        return None
    return _falling_root(lambda a: _passes_moments(k, a, n)[0] * slow - n)


def _falling_root(f, lo: float = 0.0, hi: float = 1.0, tol: float = 1e-13) -> float:
    """The root of ``f`` in [lo, hi], where f(lo) > 0 >= f(hi) and f falls strictly.

    Regula falsi, Illinois variant (the end kept twice running has its f halved, so neither end
    sticks): about 12 calls of f (41 at most over the Lab's ranges) where bisection took 50. Each
    call of E[T_n] costs an O(n) sum, and the Lab's cost slider asks for a new root at every move
    (bench ``sim_lab_update_ms``)."""
    f_lo, f_hi = f(lo), f(hi)
    if f_hi == 0.0:
        return hi
    side = 0
    for _ in range(100):
        if hi - lo <= tol:
            break
        x = (lo * f_hi - hi * f_lo) / (f_hi - f_lo)
        if not lo < x < hi:
            x = 0.5 * (lo + hi)  # rounding put it on an end: a plain halving instead
        fx = f(x)
        if fx == 0.0:
            return x
        if fx > 0.0:
            lo, f_lo = x, fx
            if side == 1:
                f_hi *= 0.5
            side = 1
        else:
            hi, f_hi = x, fx
            if side == -1:
                f_lo *= 0.5
            side = -1
    return 0.5 * (lo + hi)


def half_passes_alpha(k: int, n: int) -> float | None:
    """The alpha at which ``n`` tokens need half as many slow passes as tokens
    (the exact mean, E[T_n] = n/2); None when even alpha = 1 does not halve
    them (k = 0; k = 1 with n odd; n = 1)."""
    k = validate.k(k)
    n = validate.tokens(n)
    if _passes_moments(k, 1.0, n)[0] > n / 2:
        return None
    # Uncached: a dozen one-off alphas would evict the Lab's entries.
    return _falling_root(lambda a: _passes_moments(k, a, n)[0] - n / 2)


@functools.lru_cache(maxsize=512)
def _lab_numbers(k: int, alpha: float, cost: float, n: int) -> tuple:
    mean, var = _passes_moments_cached(k, alpha, n)
    e = _geom_sum(alpha, k)
    slow = k * cost + 1.0
    values = (
        k,
        alpha,
        cost,
        n,
        e,
        _tokens_sd(k, alpha),
        mean,
        math.sqrt(var),
        n,
        e / slow,
        n / (mean * slow),
        _break_even(k, cost),
        _break_even_finite(k, cost, n),
        _optimal_k(alpha, cost, validate.K_RANGE[1]),
    )
    return values


def lab_numbers(k: int, alpha: float, cost: float, n: int) -> dict:
    """Every number the Lab readouts show, keyed like ``python -m desktop.sim expected --json``."""
    k = validate.k(k)
    # + 0.0 turns -0.0 into 0.0: they share a cache slot and should print alike
    alpha = validate.alpha(alpha) + 0.0
    cost = validate.cost(cost) + 0.0
    n = validate.tokens(n)
    return dict(zip(LAB_KEYS, _lab_numbers(k, alpha, cost, n)))
