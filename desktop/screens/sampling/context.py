"""The Sampling lab's own sentence and its two distributions.

The lesson's "Érase una → vez" is a context where the big model is almost
sure (0,98 on lesson step 07). Sampling only matters where several words are
genuinely plausible, so this lab uses a sentence of its own, with a
Quijote flavour: after "Don Quijote montó en su", "rocín" is the big model's
favourite (it has read Cervantes), but "caballo", "jamelgo" or "yegua" are
fine Spanish too. The draft, a smaller model, has read less Cervantes: it
prefers the everyday "caballo", "burro" and "mula".

The numbers are invented for teaching, not measured; the maths on them is
the sim's (``desktop.sim.sampling.softmax`` and ``blend_logits``). Words are
data shown as they are, so they are not translated.
"""

from __future__ import annotations

import numpy as np

from desktop.sim import sampling

PROMPT = "Don Quijote montó en su"

WORDS = ("rocín", "caballo", "jamelgo", "yegua", "mula", "asno", "potro", "burro", "carro", "silla")

# log of p = 0,44 · 0,22 · 0,08 · 0,06 · 0,05 · 0,045 · 0,035 · 0,03 · 0,02 · 0,02
TARGET_LOGITS = (-0.821, -1.514, -2.526, -2.813, -2.996, -3.101, -3.352, -3.507, -3.912, -3.912)

# What a draft that has not read the Quijote believes: "caballo" first.
AWAY_LOGITS = (-2.526, -0.916, -3.912, -3.507, -2.120, -3.219, -3.507, -1.715, -3.912, -2.526)

DEFAULT_DIFFERENCE = 0.3


def target_distribution() -> np.ndarray:
    """p: the big model's probabilities for the next word."""
    return sampling.softmax(TARGET_LOGITS, 1.0)


def draft_distribution(difference: float = DEFAULT_DIFFERENCE, temperature: float = 1.0) -> np.ndarray:
    """q: ``difference`` (0..1) of the way from p to the poor draft, at the draft's temperature."""
    return sampling.softmax(sampling.blend_logits(TARGET_LOGITS, AWAY_LOGITS, difference), temperature)
