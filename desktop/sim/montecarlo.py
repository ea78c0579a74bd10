"""Monte Carlo of many whole generations at once (vectorised numpy, seeded).

Model as in ``analytic`` (Leviathan, Kalman & Matias 2023, §3; Chen et al.
2023): a round emits X = min(G, k+1) tokens, where G is the index of the first
rejected draft token, G ~ Geometric(1 - alpha):

    P(X = x) = alpha^(x-1) (1 - alpha),  x <= k;     P(X = k+1) = alpha^k

X is drawn by inversion: with U uniform on [0, 1), G = floor(ln U / ln alpha) + 1,
since P(G > j) = P(U <= alpha^j) = alpha^j. A generation of N tokens takes
T_N = min{t : X_1 + ... + X_t >= N} slow passes; the surplus of the last round
is discarded. ``tokens_per_round_histogram`` counts X (the verifier's outcome,
before that last-round cut) over every round of every generation, so it
estimates ``analytic.round_distribution``.

Long generations are sped up exactly: the counts of X over a first block of B
rounds are one multinomial draw (if their sum stays below N, every one of those
rounds is used whatever the order; otherwise the rounds are shuffled, which is
their law given the counts, and played until N). See ``simulate`` and
docs/model.md §4.

``simulate_loop`` (stdlib ``random``, one draw per draft token) and
``simulate_loop_numpy`` (the same Generator, one ``rng.random(k)`` per round)
are the same experiment as plain per-round Python loops; the benchmark
measures the vectorised version against both.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np

from desktop.sim import analytic, validate

__all__ = ["MonteCarloResult", "simulate", "simulate_loop", "simulate_loop_numpy", "draw_accepted"]

# Rounds drawn per block: bounds memory (about 8 bytes per round while drawing).
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


def draw_accepted(rng: np.random.Generator, k: int, alpha: float, size) -> np.ndarray:
    """K = X - 1 (accepted drafts) for ``size`` independent rounds, as int32."""
    if k == 0 or alpha == 0.0:
        return np.zeros(size, dtype=np.int32)
    if alpha == 1.0:
        return np.full(size, k, dtype=np.int32)
    u = rng.random(size)
    with np.errstate(divide="ignore"):  # u == 0 (p = 2^-53) gives +inf, capped at k below
        np.log(u, out=u)
    u *= 1.0 / math.log(alpha)
    np.minimum(u, k, out=u)  # before the cast, so inf never reaches int32
    return u.astype(np.int32)  # truncation == floor, u >= 0


def _running_totals(accepted: np.ndarray) -> np.ndarray:
    """Tokens emitted after each round: cumsum over axis 0 of (K + 1)."""
    cols, rows = accepted.shape
    if rows >= 256:
        # row-by-row adds beat np.cumsum(axis=0) ~4x on wide blocks
        total = accepted.copy()
        for t in range(1, cols):
            np.add(total[t - 1], total[t], out=total[t])
    else:
        total = np.cumsum(accepted, axis=0, dtype=np.int32)
    total += np.arange(1, cols + 1, dtype=np.int32)[:, None]
    return total


def _per_round(rng, k: int, alpha: float, remaining: np.ndarray, first_cols: int, more_cols: int):
    """Play rounds until each generation has ``remaining`` more tokens.

    Returns (rounds used per generation, histogram of K = X - 1 over those rounds).
    Columns = generations, rows = rounds (row-wise adds are the fast way to
    accumulate); generations that outlast a block continue in shorter ones.
    """
    gens = np.arange(remaining.size)
    remaining = remaining.astype(np.int32)
    used_total = np.zeros(remaining.size, dtype=np.int64)
    hist = np.zeros(k + 2, dtype=np.int64)  # bin k+1 collects rounds drawn after the end
    cols = first_cols
    while gens.size:
        cols = max(1, min(cols, int(remaining.max()), _BLOCK_ELEMENTS // gens.size))
        accepted = draw_accepted(rng, k, alpha, (cols, gens.size))
        total = _running_totals(accepted)
        short = np.count_nonzero(total < remaining, axis=0)  # rounds still below the goal
        done = short < cols
        used = np.minimum(short + 1, cols)
        used_total[gens] += used
        accepted[np.arange(cols)[:, None] >= used] = k + 1
        hist += np.bincount(accepted.ravel(), minlength=k + 2)
        remaining -= total[-1]
        gens, remaining = gens[~done], remaining[~done]
        cols = more_cols
    return used_total, hist[: k + 1]


def _prefix_rounds(tokens: int, k: int, mean_x: float, var_x: float) -> int:
    """Rounds B that can be drawn as multinomial counts (0 when it does not pay).

    B keeps S_B = X_1 + ... + X_B below N except ~4 sd out; a multinomial draw
    costs about as much as 8 rounds per category, so short prefixes are skipped.
    """
    rounds = (tokens - 1) / mean_x
    b = int((tokens - 1 - 4.0 * math.sqrt(rounds * var_x)) / mean_x)
    return b if b >= 16 * (k + 1) else 0


def simulate(
    k: int, alpha: float, tokens: int, trials: int, seed: int, method: str = "auto"
) -> MonteCarloResult:
    """``trials`` generations of ``tokens`` tokens each; same seed -> same numbers.

    ``method="rounds"`` draws every round. ``"auto"`` (default) first draws the
    counts of X over a prefix of B rounds as one multinomial sample: when their
    sum stays below N (almost always) all B rounds belong to the generation in
    any order, so passes = B + the rounds drawn one by one for the rest; when it
    does not, the B rounds are put in a uniformly random order (the law of the
    order given the counts) and played until N. Both are exact samples of the
    same process; "auto" is much faster for long generations.
    """
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    tokens = validate.tokens(tokens)
    trials = validate.trials(trials)
    seed = validate.seed(seed)
    if method not in ("auto", "rounds"):
        raise ValueError(f"invalid value for method: {method!r} (expected 'auto' or 'rounds')")
    rng = np.random.default_rng(seed)

    p = analytic._round_distribution(k, alpha)
    x = np.arange(1, k + 2)
    if k == 0 or alpha in (0.0, 1.0):
        # every round emits the same number of tokens: nothing is random
        x0 = 1 if (k == 0 or alpha == 0.0) else k + 1
        n_rounds = -(-tokens // x0)
        hist = np.zeros(k + 1, dtype=np.int64)
        hist[x0 - 1] = n_rounds * trials
        passes = np.full(trials, n_rounds, dtype=np.int64)
        return MonteCarloResult(k, alpha, tokens, trials, seed, passes, hist)

    mean_x = float(p @ x)
    var_x = float(p @ (x - mean_x) ** 2)
    prefix = _prefix_rounds(tokens, k, mean_x, var_x) if method == "auto" else 0
    left = tokens - prefix * mean_x  # tokens expected to remain after the prefix
    sd_passes = math.sqrt(max(left, 1.0) * var_x / mean_x**3)
    first_cols = min(tokens, math.ceil(left / mean_x + 2.0 * sd_passes + 2.0))
    more_cols = max(4, math.ceil(2.0 * sd_passes))
    chunk = max(1, _BLOCK_ELEMENTS // first_cols)

    passes = np.zeros(trials, dtype=np.int64)
    hist = np.zeros(k + 1, dtype=np.int64)
    for start in range(0, trials, chunk):
        rows = min(trials, start + chunk) - start
        remaining = np.full(rows, tokens, dtype=np.int64)
        used = np.zeros(rows, dtype=np.int64)
        if prefix:
            counts = rng.multinomial(prefix, p, size=rows)
            reached = counts @ x
            inside = reached < tokens
            used[inside] = prefix
            remaining[inside] -= reached[inside]
            hist += counts[inside].sum(axis=0)
            for row in np.flatnonzero(~inside):  # rare: N reached within the prefix
                order = rng.permutation(np.repeat(x, counts[row]))
                n_used = int(np.searchsorted(np.cumsum(order), tokens)) + 1
                used[row] = n_used
                remaining[row] = 0
                hist += np.bincount(order[:n_used] - 1, minlength=k + 1)
        going = np.flatnonzero(remaining > 0)
        rest, rest_hist = _per_round(rng, k, alpha, remaining[going], first_cols, more_cols)
        used[going] += rest
        hist += rest_hist
        passes[start : start + rows] = used
    return MonteCarloResult(k, alpha, tokens, trials, seed, passes, hist)


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


def simulate_loop_numpy(k: int, alpha: float, tokens: int, trials: int, seed: int) -> MonteCarloResult:
    """Plain per-round loop drawing each round's k acceptance flags from numpy's Generator."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    tokens = validate.tokens(tokens)
    trials = validate.trials(trials)
    seed = validate.seed(seed)
    rng = np.random.default_rng(seed)
    passes = np.zeros(trials, dtype=np.int64)
    hist = np.zeros(k + 1, dtype=np.int64)
    for t in range(trials):
        emitted = 0
        rounds = 0
        while emitted < tokens:
            rejected = np.flatnonzero(rng.random(k) >= alpha)
            accepted = int(rejected[0]) if rejected.size else k
            hist[accepted] += 1
            emitted += accepted + 1
            rounds += 1
        passes[t] = rounds
    return MonteCarloResult(k, alpha, tokens, trials, seed, passes, hist)
