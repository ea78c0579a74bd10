"""The Sampling lab's own sentence and its two distributions.

The lesson's "Érase una → vez" is a context where the big model is almost
sure (0,98 on lesson step 07). Sampling only matters where several words are
genuinely plausible, so this lab uses a sentence of its own, with a
Quijote flavour: after "Don Quijote montó en su", "rocín" is the big model's
favourite (it has read Cervantes), but "caballo", "jamelgo" or "yegua" are
fine Spanish too. The draft, a smaller model, has read less Cervantes: it
is a mixture of the big model and another draft that never read the Quijote
and only says the everyday "caballo", "burro" and "mula":

    q = (1 - d)·p + d·o,  then tempered: q^(1/T), renormalised

Mixed word by word, so every bar of q at T = 1 can be rebuilt by hand from the
p shown, d and o's three numbers (blending logits could not be, and readers
tried from review 29 to review 63: "silla" rose with d although o did not name it).

The numbers are invented for teaching, not measured; the maths on them is
the sim's (``desktop.sim.sampling.softmax``, ``mixture`` and ``tempered``).
Words are data shown as they are, so they are not translated.
"""

from __future__ import annotations

import numpy as np

from desktop.sim import sampling

PROMPT = "Don Quijote montó en su"

WORDS = ("rocín", "caballo", "jamelgo", "yegua", "mula", "asno", "potro", "burro", "carro", "silla")

# log of p = 0,44 · 0,22 · 0,08 · 0,06 · 0,05 · 0,045 · 0,035 · 0,03 · 0,02 · 0,02
TARGET_LOGITS = (-0.821, -1.514, -2.526, -2.813, -2.996, -3.101, -3.352, -3.507, -3.912, -3.912)

# o: what a draft that never read the Quijote believes, over WORDS. Three words, in round tenths,
# so that 0,70 × 0,22 + 0,30 × 0,5 can be done in the head.
OTHER = (0.0, 0.5, 0.0, 0.0, 0.2, 0.0, 0.0, 0.3, 0.0, 0.0)

DEFAULT_DIFFERENCE = 0.3


def target_distribution() -> np.ndarray:
    """p: the big model's probabilities for the next word."""
    return sampling.softmax(TARGET_LOGITS, 1.0)


def draft_distribution(difference: float = DEFAULT_DIFFERENCE, temperature: float = 1.0) -> np.ndarray:
    """q: (1 - d)·p + d·o word by word, for d = ``difference`` (0..1), at the draft's temperature."""
    return sampling.tempered(sampling.mixture(target_distribution(), OTHER, difference), temperature)
