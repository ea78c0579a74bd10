"""The best window the Lab names, rebuilt from the sim's N-token speed-up (review 19: sought
on the long-text formula, k = 7 was named best beside k = 6 showing more)."""

from __future__ import annotations

from desktop.sim import analytic

K_HI = 16  # the Lab slider's end


def best_shown_window(alpha: float, cost: float, tokens: int) -> tuple[int, bool]:
    """(k, slider_limited): the fastest k ≤ K_HI for ``tokens`` tokens (ties: the shorter)."""
    speeds = [1.0] + [analytic.speedup_finite(k, alpha, cost, tokens) for k in range(1, K_HI + 1)]
    top = max(speeds)
    best = next(k for k, s in enumerate(speeds) if s >= top * (1 - 1e-12))
    return best, best == K_HI and analytic.speedup_finite(K_HI + 1, alpha, cost, tokens) > speeds[K_HI]
