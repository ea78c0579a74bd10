"""The lesson's running example: the opening of a Spanish fairy tale.

The words are data the learner reads as they are (Spanish in every interface
language). Each word is one token, as everywhere in SpecLab.
"""

from __future__ import annotations

PROMPT = ("Érase", "una")

# What the big model writes after the prompt, word by word.
CONTINUATION = (
    "vez", "una", "niña", "que", "vivía", "en", "una", "casita",
    "en", "medio", "del", "bosque", "con", "su", "abuela.",
    "Cada", "mañana",
)

# The whole sentence the opening animation writes, one slow pass per token.
OPENING = PROMPT + CONTINUATION[:8]
