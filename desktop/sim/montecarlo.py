"""Monte Carlo of many whole generations at once (vectorised numpy, seeded).

Model as in ``analytic`` (Leviathan, Kalman & Matias 2023, §3; Chen et al.
2023): a round emits X = min(G, k+1) tokens, where G is the index of the first
rejected draft token, G ~ Geometric(1 - alpha):

    P(X = x) = alpha^(x-1) (1 - alpha),  x <= k;     P(X = k+1) = alpha^k

X is drawn by inversion: with U uniform on (0, 1], G = floor(ln U / ln alpha) + 1,
since P(G > j) = P(U <= alpha^j) = alpha^j. A generation of N tokens takes
T_N = min{t : X_1 + ... + X_t >= N} slow passes; the surplus of the last round
is discarded. ``tokens_per_round_histogram`` counts X (the verifier's outcome,
before that last-round cut) over every round of every generation, so it
estimates ``analytic.round_distribution``.

``simulate_loop`` is the same experiment as a plain per-round Python loop; the
benchmark measures the vectorised version against it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np

from desktop.sim import validate

__all__ = ["MonteCarloResult", "simulate", "simulate_loop", "draw_round_tokens"]

# Upper bound on random numbers held at once (≈ 16 MB of float64 + int32 sums).
_BLOCK_ELEMENTS = 1 << 21


@dataclass(frozen=True, eq=False)
class MonteCarloResult:
    k: int
    alpha: float
    tokens: int
    trials: int
    seed: int
    passes: np.ndarray  # slow passes of each generation, shape (trials,)
    tokens_per_round_histogram: np.ndarray  # counts of X = 1..k+1

    @property
    def rounds(self) -> int:
        return int(self.passes.sum())

    @property
    def mean_slow_passes(self) -> float:
        return float(self.passes.mean())

    @property
    def sd_slow_passes(self) -> float:
        """Sample standard deviation (ddof=1); 0 for a single trial."""
        if self.trials < 2:
            return 0.0
        return float(self.passes.std(ddof=1))

    @property
    def se_slow_passes(self) -> float:
        """Standard error of ``mean_slow_passes``."""
        return self.sd_slow_passes / math.sqrt(self.trials)

    @property
    def mean_tokens_per_pass(self) -> float:
        """Mean X over all rounds (estimates E[X]; the last-round cut is not applied)."""
        h = self.tokens_per_round_histogram
        return float(h @ np.arange(1, h.size + 1)) / float(h.sum())

    def to_dict(self) -> dict:
        return {
            "trials": self.trials,
            "mean_slow_passes": self.mean_slow_passes,
            "sd_slow_passes": self.sd_slow_passes,
            "mean_tokens_per_pass": self.mean_tokens_per_pass,
            "tokens_per_round_histogram": [int(c) for c in self.tokens_per_round_histogram],
        }


def draw_round_tokens(rng: np.random.Generator, k: int, alpha: float, size) -> np.ndarray:
    """X for ``size`` independent rounds (int32), by inversion of the geometric law."""
    if k == 0 or alpha == 0.0:
        return np.ones(size, dtype=np.int32)
    if alpha == 1.0:
        return np.full(size, k + 1, dtype=np.int32)
    u = 1.0 - rng.random(size)  # (0, 1]: log never sees 0
    g = np.floor(np.log(u) * (1.0 / math.log(alpha)))
    np.minimum(g, k, out=g)  # G - 1 capped at k, so X = g + 1 <= k + 1
    return g.astype(np.int32) + 1


def simulate(k: int, alpha: float, tokens: int, trials: int, seed: int) -> MonteCarloResult:
    """``trials`` generations of ``tokens`` tokens each; same seed -> same numbers."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    tokens = validate.tokens(tokens)
    trials = validate.trials(trials)
    seed = validate.seed(seed)
    rng = np.random.default_rng(seed)

    mean_x = (k + 1.0) if alpha == 1.0 else (1.0 - alpha ** (k + 1)) / (1.0 - alpha)
    passes = np.zeros(trials, dtype=np.int64)
    hist = np.zeros(k + 2, dtype=np.int64)  # index 0 unused

    # Rows = generations, columns = rounds. Size the first block so that almost
    # every generation finishes in it; stragglers get further blocks.
    cols_guess = math.ceil(tokens / mean_x + 6.0 * math.sqrt(tokens) + 4)
    cols_guess = min(cols_guess, tokens)
    rows_per_chunk = max(1, _BLOCK_ELEMENTS // cols_guess)
    for start in range(0, trials, rows_per_chunk):
        rows = np.arange(start, min(trials, start + rows_per_chunk))
        remaining = np.full(rows.size, tokens, dtype=np.int64)
        while rows.size:
            cols = min(cols_guess, int(remaining.max()))
            cols = max(1, min(cols, _BLOCK_ELEMENTS // rows.size))
            x = draw_round_tokens(rng, k, alpha, (rows.size, cols))
            total = np.cumsum(x, axis=1, dtype=np.int64)
            reached = total >= remaining[:, None]
            done = reached[:, -1]  # running totals only grow
            # rounds used in this block: up to and including the one that reaches N
            used = np.where(done, reached.argmax(axis=1) + 1, cols)
            passes[rows] += used
            keep = np.arange(cols)[None, :] < used[:, None]
            hist += np.bincount(x[keep], minlength=k + 2)
            remaining = remaining - total[:, -1]
            rows, remaining = rows[~done], remaining[~done]
    return MonteCarloResult(k, alpha, tokens, trials, seed, passes, hist[1:].copy())


def simulate_loop(k: int, alpha: float, tokens: int, trials: int, seed: int) -> MonteCarloResult:
    """The same experiment as a plain per-round Python loop (benchmark baseline)."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    tokens = validate.tokens(tokens)
    trials = validate.trials(trials)
    seed = validate.seed(seed)
    rnd = random.Random(seed)
    passes = np.zeros(trials, dtype=np.int64)
    hist = [0] * (k + 1)
    for t in range(trials):
        emitted = 0
        rounds = 0
        while emitted < tokens:
            accepted = 0
            while accepted < k and rnd.random() < alpha:
                accepted += 1
            hist[accepted] += 1
            emitted += accepted + 1
            rounds += 1
        passes[t] = rounds
    return MonteCarloResult(k, alpha, tokens, trials, seed, passes, np.array(hist, dtype=np.int64))
