"""Turn a chi-square goodness-of-fit test into a verdict a learner can read.

Pearson's test (``desktop.sim.sampling.chi_square``) gives a p-value: how
often pure chance would produce a gap between the histogram and the
distribution at least this large. The verdict words it, with some humility
about small samples:

- fewer than FEW outputs, or nothing left to test: too few data yet;
- p-value below REJECT (0.001, the level the sim's tests use): no match;
- p-value below BORDERLINE (0.05): borderline, sample more;
- otherwise a match, but only "so far" below SURE outputs, because with few
  outputs even a wrong distribution is hard to tell apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.sim import sampling

FEW = 100
SURE = 1000
REJECT = 0.001
BORDERLINE = 0.05

EMPTY, TOO_FEW, NO_MATCH, BORDER, SO_FAR, MATCH = "empty", "too_few", "no_match", "borderline", "so_far", "match"


@dataclass(frozen=True)
class Verdict:
    key: str
    p_value: float | None
    n: int


def verdict(counts, dist) -> Verdict:
    n = int(sum(int(c) for c in counts))
    if n == 0:
        return Verdict(EMPTY, None, 0)
    _stat, _df, p_value = sampling.chi_square(counts, dist)
    if p_value is not None and p_value < REJECT:
        # An output the distribution forbids settles it whatever n is.
        return Verdict(NO_MATCH, p_value, n)
    if n < FEW or p_value is None:
        return Verdict(TOO_FEW, p_value, n)
    if p_value < BORDERLINE:
        return Verdict(BORDER, p_value, n)
    return Verdict(SO_FAR if n < SURE else MATCH, p_value, n)
