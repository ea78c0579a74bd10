"""Review cards whose numbers come from ``desktop.sim``, so they never repeat exactly.

Three kinds, each drawn fresh from a seeded ``random.Random`` and checked by
the sim (Leviathan, Kalman & Matias 2023, eq. 1 and Thm 3.8, as in
``desktop.sim.analytic``):

- ``tokens``: window k and acceptance rate α; the learner sets on a slider
  the expected tokens per slow pass, E = 1 + α + … + α^k, within ``TOLERANCE``;
- ``wins``: draft cost c, window k and α; does the draft win, speed-up
  E / (k c + 1) > 1? Cases within ``MARGIN`` of 1× are never drawn, so the
  answer never hangs on rounding;
- ``breakeven``: k and c; the learner sets the α where the speed-up is 1×
  (``analytic.break_even_alpha``), within ``BREAK_EVEN_TOLERANCE``.

The quiz's own questions are cards too (ids ``quiz.<question id>``); their
content and answer live in the quiz screen, so this module only names them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from desktop.sim import analytic

KINDS = ("tokens", "wins", "breakeven")
SIM_IDS = tuple(f"sim.{kind}" for kind in KINDS)
TOLERANCE = 0.1  # tokens per slow pass
BREAK_EVEN_TOLERANCE = 0.03
MARGIN = 0.05  # |speed-up - 1| of a "wins" card


def quiz_card_id(question_id: str) -> str:
    return f"quiz.{question_id}"


@dataclass(frozen=True)
class Card:
    id: str
    kind: str  # "quiz" or one of KINDS
    params: dict = field(default_factory=dict)
    answer: float | bool | None = None  # what the sim says
    tolerance: float = 0.0
    lo: float = 0.0  # slider range for numeric answers
    hi: float = 1.0

    @property
    def numeric(self) -> bool:
        return self.kind in ("tokens", "breakeven")

    def check(self, response) -> bool:
        """Is ``response`` right? A number within the tolerance, or the right yes/no."""
        if self.kind == "wins":
            return bool(response) == self.answer
        if self.numeric:
            return abs(float(response) - float(self.answer)) <= self.tolerance + 1e-9
        raise ValueError(f"card {self.id!r} is checked by the quiz's own question")


def tokens_card(rng: random.Random) -> Card:
    k = rng.randint(2, 6)
    alpha = rng.choice((0.5, 0.6, 0.7, 0.8, 0.9))
    e = analytic.tokens_per_pass(k, alpha)
    return Card("sim.tokens", "tokens", {"k": k, "alpha": alpha}, e, TOLERANCE, 1.0, float(k + 1))


def wins_card(rng: random.Random) -> Card:
    while True:
        cost = rng.choice((0.1, 0.15, 0.2, 0.25, 0.3))
        k = rng.randint(2, 6)
        alpha = rng.choice((0.3, 0.4, 0.5, 0.6, 0.7, 0.8))
        s = analytic.speedup(k, alpha, cost)
        if abs(s - 1.0) >= MARGIN:
            params = {"k": k, "alpha": alpha, "cost": cost, "tokens": analytic.tokens_per_pass(k, alpha),
                      "speedup": s}
            return Card("sim.wins", "wins", params, s > 1.0)


def breakeven_card(rng: random.Random) -> Card:
    while True:
        k = rng.randint(2, 5)
        cost = rng.choice((0.1, 0.15, 0.2, 0.25, 0.3))
        a = analytic.break_even_alpha(k, cost)
        if a is not None and 0.05 < a < 0.95:
            return Card("sim.breakeven", "breakeven", {"k": k, "cost": cost}, a, BREAK_EVEN_TOLERANCE, 0.0, 1.0)


_MAKERS = {"tokens": tokens_card, "wins": wins_card, "breakeven": breakeven_card}


def generate(card_id: str, rng: random.Random) -> Card:
    """A fresh card for ``sim.<kind>`` (new numbers on every call)."""
    kind = card_id.removeprefix("sim.")
    if kind not in _MAKERS:
        raise ValueError(f"not a generated card: {card_id!r}")
    return _MAKERS[kind](rng)


def quiz_card(question_id: str) -> Card:
    return Card(quiz_card_id(question_id), "quiz", {"question": question_id})
