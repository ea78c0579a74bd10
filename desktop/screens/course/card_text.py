"""The words of the generated review cards: question, and explanation with the numbers.

One place for them, so the review screen and the tests read the same text.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from desktop import i18n
from desktop.course.cards import Card


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewCard", text)


# A speed-up as written: "0,79×" or "0.79×", not yet followed by a word in brackets.
_SPEEDUP = re.compile(r"(\d+(?:[.,]\d+)?)×(?!\s*\()")


def mark_slowdowns(text: str) -> str:
    """Write "(slower)" after every speed-up shown below 1: a slowdown reads as one in words, not only
    as a number (docs/estilo.md: «0,79× (más lento)»). The number is read as shown, so "1,00×" is a tie."""
    slower = QCoreApplication.translate("ReviewCard", "(slower)")

    def mark(m: re.Match) -> str:
        shown = float(m.group(1).replace(",", "."))
        return m.group(0) + (" " + slower if shown < 1 else "")

    return _SPEEDUP.sub(mark, text)


def question(card: Card) -> str:
    p = card.params
    if card.kind == "tokens":
        return i18n.fill(QCoreApplication.translate("ReviewCard", "k = %1, α = %2: how many tokens does one slow pass give, on average? Set it on the slider."),
                         i18n.fmt_int(p["k"]), i18n.fmt(p["alpha"], 2))
    if card.kind == "wins":
        return i18n.fill(QCoreApplication.translate("ReviewCard", "With c = %1 and k = %2, does the draft win with α = %3?"),
                         i18n.fmt(p["cost"], 2), i18n.fmt_int(p["k"]), i18n.fmt(p["alpha"], 2))
    if card.kind == "breakeven":
        return i18n.fill(QCoreApplication.translate("ReviewCard", "k = %1, c = %2: set the break-even acceptance rate α, where the draft neither wins nor loses."),
                         i18n.fmt_int(p["k"]), i18n.fmt(p["cost"], 2))
    raise ValueError(card.kind)


def tokens_sum(k: int, alpha: float) -> str:
    """1 + 0,6 + 0,36 + 0,22: the terms of E, for the explanation."""
    terms = ["1"] + [i18n.fmt(alpha**i, 2) for i in range(1, k + 1)]
    return " + ".join(terms)


def explanation(card: Card, right: bool, response=None, head: bool = True) -> str:
    p = card.params
    head = (QCoreApplication.translate("ReviewCard", "✓ Right.") if right else QCoreApplication.translate("ReviewCard", "✕ Not quite.")) if head else ""
    if card.kind == "tokens":
        body = i18n.fill(QCoreApplication.translate("ReviewCard", "Expected tokens per slow pass: 1 + α + α² + … + α^k = %1 = %2. The 1 is the big model's own "
                             "token; each further term is the chance that the proposals up to there are all accepted."),
                         tokens_sum(p["k"], p["alpha"]), i18n.fmt(card.answer, 2))
        if response is not None:
            body = i18n.fill(QCoreApplication.translate("ReviewCard", "You set %1."), i18n.fmt(float(response), 2)) + " " + body
        return f"{head} {body}".strip()
    if card.kind == "wins":
        verdict = QCoreApplication.translate("ReviewCard", "It wins.") if card.answer else QCoreApplication.translate("ReviewCard", "It loses: slower than the big model alone.")
        body = i18n.fill(QCoreApplication.translate("ReviewCard", "Each round gives %1 tokens on average; its time, in slow passes, is "
                             "k·c + 1 = %2, so the speed-up is %1 / %2 = %3×."), i18n.fmt(p["tokens"], 2),
                         i18n.fmt(p["k"] * p["cost"] + 1, 2), i18n.fmt(p["speedup"], 2))
        return mark_slowdowns(f"{head} {verdict} {body}".strip())
    if card.kind == "breakeven":
        body = i18n.fill(QCoreApplication.translate("ReviewCard", "The break-even α for k = %1 is %2: there α + α² + … + α^k equals k·c = %3, so the speed-up is "
                             "1×. Above it the draft wins; below it, it loses."), i18n.fmt_int(p["k"]),
                         i18n.fmt(card.answer, 2), i18n.fmt(p["k"] * p["cost"], 2))
        if response is not None:
            body = i18n.fill(QCoreApplication.translate("ReviewCard", "You set %1."), i18n.fmt(float(response), 2)) + " " + body
        return f"{head} {body}".strip()
    raise ValueError(card.kind)


def wins_options(card: Card) -> list[tuple[str, str]]:
    """The two options of a "wins" card, each explained with the numbers."""
    yes, no = QCoreApplication.translate("ReviewCard", "Yes: it is faster than without a draft."), QCoreApplication.translate("ReviewCard", "No: it is slower than without a draft.")
    return [(yes, explanation(card, card.answer is True, head=False)),
            (no, explanation(card, card.answer is False, head=False))]
