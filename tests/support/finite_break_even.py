"""An independent break-even for N tokens, for tests: the expected slow passes by plain dynamic
programming over the tokens still to write (not the closed-form sum of desktop.sim.analytic), then
bisection on α for E[T_N](α) (k c + 1) = N."""

from __future__ import annotations


def expected_passes_dp(k: int, alpha: float, n: int) -> float:
    """m(r) = 1 + sum_x P(X = x) m(r - x), m(r <= 0) = 0, with P(X = x) = a^(x-1)(1-a) for x <= k
    and a^k for x = k + 1: one round writes the accepted prefix plus the big model's own token."""
    probs = [alpha ** (x - 1) * (1 - alpha) for x in range(1, k + 1)] + [alpha ** k]
    m = [0.0] * (n + 1)
    for r in range(1, n + 1):
        m[r] = 1.0 + sum(p * m[max(0, r - x)] for x, p in enumerate(probs, start=1))
    return m[n]


def finite_break_even(k: int, cost: float, n: int, steps: int = 60) -> float | None:
    slow = 1.0 + k * cost
    if cost == 0:
        return 0.0
    if expected_passes_dp(k, 1.0, n) * slow >= n:
        return None
    lo, hi = 0.0, 1.0
    for _ in range(steps):
        mid = (lo + hi) / 2
        if expected_passes_dp(k, mid, n) * slow > n:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2
