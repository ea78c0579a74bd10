"""The best window the Lab names, rebuilt from the sim's N-token speed-up (review 19: sought
on the long-text formula, k = 7 was named best beside k = 6 showing more)."""

from __future__ import annotations

from desktop.sim import analytic

K_HI = 16  # the Lab slider's end


def best_shown_window(alpha: float, cost: float, tokens: int) -> tuple[int, bool]:
    """(k, slider_limited): the fastest k ≤ K_HI for ``tokens`` tokens (ties: the shorter); with
    a free draft, the shortest k that shows the same speed-up at two decimals."""
    speeds = [1.0] + [analytic.speedup_finite(k, alpha, cost, tokens) for k in range(1, K_HI + 1)]
    top = max(speeds)
    best = next(k for k, s in enumerate(speeds) if s >= top * (1 - 1e-12))
    if cost == 0 and best > 1:
        shortest = next(k for k in range(1, best + 1) if round(speeds[k], 2) == round(top, 2))
        if shortest < best:
            return shortest, False
    return best, best == K_HI and analytic.speedup_finite(K_HI + 1, alpha, cost, tokens) > speeds[K_HI]
