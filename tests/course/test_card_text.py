"""The review cards' words: a speed-up under 1 says "slower" in words (docs/estilo.md)."""

from __future__ import annotations

import pytest

from desktop import i18n
from desktop.course.cards import Card
from desktop.screens.course import card_text


def _wins_card(k: int, alpha: float, cost: float) -> Card:
    # Independent of desktop.sim: E = 1 + α + … + α^k, time per round 1 + k·c.
    tokens = sum(alpha ** i for i in range(k + 1))
    speedup = tokens / (1 + k * cost)
    return Card("sim.wins", "wins", {"k": k, "alpha": alpha, "cost": cost, "tokens": tokens, "speedup": speedup},
                speedup > 1)


@pytest.mark.parametrize(("lang", "slower"), [("es", "(más lento)"), ("en", "(slower)")])
def test_a_losing_draft_s_speed_up_says_slower_and_a_winning_one_does_not(qapp, lang, slower):
    i18n.set_language(lang, qapp)
    try:
        losing = _wins_card(4, 0.3, 0.3)  # 1,43 tokens for 2,2 slow passes: 0,65×
        winning = _wins_card(4, 0.8, 0.1)  # 3,36 for 1,4: 2,40×
        lose_text = card_text.explanation(losing, True)
        win_text = card_text.explanation(winning, True)
        assert f"{i18n.fmt(losing.params['speedup'], 2)}× {slower}" in lose_text, lose_text
        assert slower not in win_text and f"{i18n.fmt(winning.params['speedup'], 2)}×" in win_text, win_text
    finally:
        i18n.set_language("es", qapp)


def test_the_mark_reads_the_number_as_shown():
    marked = card_text.mark_slowdowns("1,00× y 0,99×")
    assert marked.startswith("1,00× y 0,99× (") and marked.count("(") == 1, marked  # a tie is not slower
    assert card_text.mark_slowdowns("2,40×") == "2,40×"
    already = "0,79× (más lento)"
    assert card_text.mark_slowdowns(already) == already  # never twice
