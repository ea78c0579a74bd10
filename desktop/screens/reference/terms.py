"""The glossary's terms: one place for every definition.

Lesson screens link to a term with ``<a href="gloss:KEY">...</a>``; the
glossary screen lists the terms in this order, and each entry points back to
the step where the term first appears. Plain data (no widgets), translated in
context "Glossary".
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

CONTEXT = "Glossary"


@dataclass(frozen=True)
class Term:
    key: str
    term: str  # English source, context "Glossary"
    definition: str  # English source, context "Glossary"
    first_screen: str  # the lesson step where the term first appears

    def translated_term(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.term)

    def translated_definition(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.definition)


TERMS: tuple[Term, ...] = (
    Term(
        "token",
        QT_TRANSLATE_NOOP("Glossary", "token"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The piece of text a language model writes in one step: a word, a piece of a word or a "
            "punctuation mark. In this app every word counts as one token, to keep the pictures simple.",
        ),
        "intro",
    ),
    Term(
        "slowpass",
        QT_TRANSLATE_NOOP("Glossary", "slow pass"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "One run of the big model over the text so far. It is the expensive part: writing without "
            "help costs one slow pass for every token, and each pass must wait for the one before.",
        ),
        "intro",
    ),
    Term(
        "draft",
        QT_TRANSLATE_NOOP("Glossary", "draft model"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A small, fast model that guesses the next few tokens before the big model gets to them. "
            "Its guesses are only proposals: nothing it writes reaches the answer unless the big model agrees.",
        ),
        "checking",
    ),
    Term(
        "target",
        QT_TRANSLATE_NOOP("Glossary", "target model"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The big model whose answer you want. It always has the last word: it checks the draft's "
            "guesses and keeps only the tokens it would have written itself.",
        ),
        "checking",
    ),
    Term(
        "window",
        QT_TRANSLATE_NOOP("Glossary", "draft window"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How many tokens (k) the draft guesses ahead in each round. A longer window can win more "
            "per slow pass, but every extra guess is less likely to survive.",
        ),
        "checking",
    ),
    Term(
        "verify",
        QT_TRANSLATE_NOOP("Glossary", "verification"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The big model's check of the drafted window. Because the drafted tokens already exist, "
            "it asks at every position at once “is this the token I would have chosen here?”, all in a "
            "single slow pass.",
        ),
        "checking",
    ),
    Term(
        "prefix",
        QT_TRANSLATE_NOOP("Glossary", "prefix"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The run of drafted tokens, from the start of the window, that the big model agrees with "
            "(the ✓ tokens). Everything from the first mismatch (✕) onwards is thrown away.",
        ),
        "rounds",
    ),
    Term(
        "bonus",
        QT_TRANSLATE_NOOP("Glossary", "bonus token"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The extra token (+) the verifying pass gives for free. If every guess matched, the big "
            "model adds the next token of its own; if not, it puts its own token where the first "
            "guess failed (a free correction). Either way each round moves forward at least one token.",
        ),
        "rounds",
    ),
    Term(
        "alpha",
        QT_TRANSLATE_NOOP("Glossary", "acceptance rate"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How often the big model agrees with a drafted token, written α. At α = 0.9 nine guesses "
            "out of ten survive; at α = 0 every round advances just the one token the big model adds.",
        ),
        "operate",
    ),
    Term(
        "speedup",
        QT_TRANSLATE_NOOP("Glossary", "speed-up"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How many times sooner the answer arrives than with one slow pass per token: the tokens a "
            "round writes, divided by how long the round takes in slow passes, drafting time included.",
        ),
        "operate",
    ),
)

BY_KEY = {t.key: t for t in TERMS}


def term(key: str) -> Term | None:
    return BY_KEY.get(key)
