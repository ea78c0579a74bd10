"""The glossary's terms: one place for every definition.

Lesson screens link to a term with ``<a href="gloss:KEY">...</a>``; the
glossary screen lists the terms in this order, and each entry points back to
the first step that explains the term (the first whose
words link to it). Plain data (no widgets), translated in
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
    first_screen: str  # the first lesson step whose words link to the term

    def translated_term(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.term)

    def translated_definition(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.definition)


TERMS: tuple[Term, ...] = (
    Term(
        "specdec",
        QT_TRANSLATE_NOOP("Glossary", "speculative decoding"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A way to make a big language model answer sooner and keep what it writes (the very same text when "
            "it takes its most likely token, the same distribution when it samples). A cheap draft "
            "proposes the next few tokens, the big model verifies them all in one slow pass, and keeps the "
            # Where the name comes from (review 35: a teacher could not say).
            "accepted prefix plus one token of its own. «Speculative»: the draft bets on what comes next, "
            "before it is known.",
        ),
        "intro",
    ),
    Term(
        "token",
        QT_TRANSLATE_NOOP("Glossary", "token"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The piece of text a language model writes in each step. In this lesson a token is a word or a "
            "piece of a word. In the real-models lab it is a single character (a letter, a space, a punctuation "
            "mark or a line break): those models are tiny, made just for this app, and fewer than a hundred "
            "characters are easy for them to learn; thousands of words would be too many.",
        ),
        "intro",
    ),
    Term(
        "slowpass",
        QT_TRANSLATE_NOOP("Glossary", "slow pass"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "One run of the whole big model to choose the next token: it fetches all its weights from memory, and "
            "that is the slow part (what it worked out for the earlier text is kept, not redone). It is the "
            "expensive part: writing without "
            "help costs one slow pass for every token, and each pass must wait for the one before.",
        ),
        "intro",
    ),
    Term(
        "draft",
        QT_TRANSLATE_NOOP("Glossary", "draft model"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A small, fast model that proposes the next few tokens for the big model to verify. Its proposals"
            " are only proposals: nothing it writes reaches the text unless the big model accepts it. One "
            "step of the draft costs c slow passes (see draft cost).",
        ),
        "checking",
    ),
    Term(
        "target",
        QT_TRANSLATE_NOOP("Glossary", "big model"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The model whose answer you want. It always has the last word: it verifies the draft's proposals "
            "and keeps only the tokens it would have written itself: the very same text as alone when it takes "
            "its most likely token, the same distribution when it samples.",
        ),
        "intro",
    ),
    Term(
        "window",
        QT_TRANSLATE_NOOP("Glossary", "window k"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How many tokens (k) the draft proposes in each round. A longer window can gain more per slow "
            "pass, but each later proposal is less likely to be accepted.",
        ),
        "checking",
    ),
    Term(
        "verify",
        QT_TRANSLATE_NOOP("Glossary", "verify"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "What the big model does with the proposals. The proposed tokens already exist, so in one slow "
            "pass it asks at every position at once “is this the token I would have chosen here?”. Each "
            "proposed token ends up accepted ✓ or rejected ✕.",
        ),
        "checking",
    ),
    Term(
        "round",
        QT_TRANSLATE_NOOP("Glossary", "round"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "One cycle of propose and verify: the draft proposes up to k tokens, then one slow pass verifies "
            "them and adds the big model's own token. A round leaves between 1 and k + 1 tokens.",
        ),
        "rounds",
    ),
    Term(
        "prefix",
        QT_TRANSLATE_NOOP("Glossary", "accepted prefix"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The proposed tokens that the big model accepts one after another from the start of the window, "
            "up to the first rejection (the ✓ tokens). Everything from the first ✕ onwards is thrown away.",
        ),
        "rounds",
    ),
    Term(
        "extra",
        QT_TRANSLATE_NOOP("Glossary", "extra token and correction"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The big model's own token (+), which the verifying pass adds every round. If all k proposals "
            "were accepted it is an extra token; if one was rejected, the big model puts its own token there "
            "instead: a correction. It is not free: it costs the slow pass, as writing without a draft would."
            " That is why every round leaves at least one token.",
        ),
        "rounds",
    ),
    Term(
        "alpha",
        QT_TRANSLATE_NOOP("Glossary", "acceptance rate α"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The chance that the big model accepts a proposed token. At α = 0.9 nine proposals in ten are "
            "accepted; at α = 0 every round leaves only the big model's own token.",
        ),
        "rounds",
    ),
    Term(
        "speedup",
        QT_TRANSLATE_NOOP("Glossary", "speed-up"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How many times sooner the text arrives than with one slow pass per token: the tokens a round "
            "leaves, divided by how long the round takes in slow passes, drafting time included. 2.4× means "
            "faster; below 1, such as 0.79×, means slower.",
        ),
        "operate",
    ),
    Term(
        "cost",
        QT_TRANSLATE_NOOP("Glossary", "draft cost c"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "What one step of the draft costs, measured in slow passes. c = 0 is a free draft: it never "
            "loses, because every pass still leaves one token. At c = 0.25 four draft steps cost as much as "
            "one slow pass, and a low α makes you slower. Each screen says its own example c (0.12, 0.25, "
            "0.2…); the real-models lab measures it on your computer, and a real draft is often cheaper "
            "still.",
        ),
        "operate",
    ),
    Term(
        "breakeven",
        QT_TRANSLATE_NOOP("Glossary", "break-even α"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The acceptance rate at which the speed-up is exactly 1×, for a given window k and draft cost c: "
            "above it the draft wins, below it the draft makes you slower. A free draft (c = 0) has none "
            "above 0: it is never slower, and ties only at α = 0.",
        ),
        "predict",
    ),
    Term(
        "expected",
        QT_TRANSLATE_NOOP("Glossary", "expected, in this run"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A run is one go through the text, with its own luck: which proposals happen to be accepted. A "
            "number marked “expected” (or “on average”) is what the maths gives over many runs. A number "
            "marked “in this run” is what one random run happened to give. The two differ by luck.",
        ),
        "rounds",
    ),
    Term(
        "heads",
        QT_TRANSLATE_NOOP("Glossary", "drafting heads"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "Small layers added to the big model and trained to propose the next few tokens from what the "
            "model already computed (Medusa, EAGLE). They do the draft's job without a second model. The big "
            "model still verifies every proposal and keeps only what it would have written itself.",
        ),
        "heads",
    ),
    # The real-models lab's own words (review 11-13: «Transformer» and «T» were nowhere explained).
    Term(
        "transformer",
        QT_TRANSLATE_NOOP("Glossary", "transformer"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The kind of neural network behind today's chatbots. It reads the whole text so far and gives, for "
            "every possible next token, how likely it is. The real-models lab has two tiny ones: the big model "
            "and a draft.",
        ),
        "realmodels",
    ),
    Term(
        "temperature",
        QT_TRANSLATE_NOOP("Glossary", "temperature (T)"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "How a model picks among its likely next tokens. Greedy (T = 0): always the most likely one. "
            "Sampling: it draws one at random, by its chances; a lower T favours the likely ones more, a "
            "higher T gives the rare ones more room. Speculative decoding keeps the same chances either way.",
        ),
        "realmodels",
    ),
)

BY_KEY = {t.key: t for t in TERMS}


def term(key: str) -> Term | None:
    return BY_KEY.get(key)
