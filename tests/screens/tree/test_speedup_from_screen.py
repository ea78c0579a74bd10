"""Review round 1, E9: the Tree lab's speed-up must follow from numbers on screen.
The cost note prints the round's cost with β, nodes, levels and c; this test
recomputes the cost and the speed-up from those printed numbers alone."""

from __future__ import annotations

import re

import pytest


def _n(text: str) -> float:
    return float(text.replace(",", "."))


# The round's time, said as a time: "tiempo de una ronda, en pasadas lentas:", the formula in two
# short lines (review round 8), β said in words on its own line with the value the formula uses,
# then the expected tokens ÷ that time (review round 7: the tokens are "de media").
NOTE = re.compile(r"^Tu árbol: tiempo de una ronda, en pasadas lentas:\n1 \+ β·nodos \+ niveles·c\n= "
                  r"1 \+ (\d+,\d+)·(\d+) \+ (\d+)·(\d+,\d+) = (\d+,\d\d)\n"
                  r"β = (\d+,\d+): lo que cada nodo verificado añade a la única pasada lenta \(en la lección, 0\)\.\n"
                  r"De media: (\d+,\d\d) tokens ÷ (\d+,\d\d) = (\d+,\d\d)×\.$")


def _note(screen) -> str:
    """The card's three lines under the table, top to bottom, as shown."""
    numbers = screen.numbers
    return "\n".join(label.text() for label in (numbers.cost_note, numbers.beta_note, numbers.result_note))


def _check(screen):
    numbers = screen.numbers
    note = _note(screen)
    m = NOTE.search(note)
    assert m, note
    beta, nodes, levels, cost, round_cost, beta_again, tokens, round_cost_again, speedup = m.groups()
    assert beta == beta_again
    # The printed parts are the controls' values and the table's own numbers.
    assert int(nodes) == screen.state.node_count() and int(levels) == screen.state.depth
    assert numbers.names["tree"].text().startswith(f"Tu árbol ({nodes} nodo")
    assert tokens == numbers.value_text("tree", "tokens")
    assert f"{speedup}×" == numbers.value_text("tree", "speedup")
    assert round_cost == round_cost_again
    # The cost of a round, from the printed β, nodes, levels and c.
    by_hand = 1 + _n(beta) * int(nodes) + int(levels) * _n(cost)
    assert abs(by_hand - _n(round_cost)) <= 0.005 + 1e-9
    # Tokens ÷ the printed cost gives the printed speed-up, up to the printing's rounding.
    assert abs(_n(tokens) / _n(round_cost) - _n(speedup)) <= 0.012
    return _n(speedup)


def test_default_tree_speedup_follows_from_the_screen(screen):
    assert numbers_visible(screen)
    assert _check(screen) == pytest.approx(2.67)
    # The review's figure: 4,09 ÷ (1 + 0,01·33 + 4·0,05) = 4,09 ÷ 1,53.
    assert "1 + 0,01·33 + 4·0,05 = 1,53" in screen.numbers.cost_note.text()
    assert "De media: 4,09 tokens ÷ 1,53 = 2,67×" in screen.numbers.result_note.text()


def test_the_kept_round_names_the_same_time_as_the_note(screen):
    """Review round 7: "5 tokens con una sola pasada lenta" beside a round of 1,53. The caption
    of a kept round now gives the round's time, and it is the note's."""
    screen.settle()
    caption = screen.stage_caption.text()
    m = NOTE.search(_note(screen))
    assert m, _note(screen)
    # With its parts: the controls' c and levels, the table's nodes and the note's β (review 51).
    beta, nodes, levels, cost = m.group(1), m.group(2), m.group(3), m.group(4)
    assert caption.endswith(f"que tardó 1 + {nodes} nodos × {beta} (β) + {levels} niveles × {cost} (c) = {m.group(5)} "
                            "pasadas lentas.")
    assert "con una sola pasada lenta" not in caption


def numbers_visible(screen) -> bool:
    return screen.numbers.isVisible() and screen.numbers.cost_note.isVisible()


@pytest.mark.parametrize("beta, cost, branches", [
    (0.0, 0.05, (3, 2, 2, 1)),
    (0.03, 0.0, (2, 2)),
    (0.015, 0.12, (4, 1, 1)),
    (0.1, 0.3, (1,)),
])
def test_other_settings_follow_too(screen, beta, cost, branches):
    screen.state.set("beta", beta)
    screen.state.set("cost", cost)
    screen.state.set_branches(branches)
    _check(screen)
