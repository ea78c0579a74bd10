"""Each final challenge reached and missed, checked against hand computations."""

from __future__ import annotations

import pytest

from desktop.course import challenges as ch


def speedup(k, a, c):
    return sum(a**i for i in range(k + 1)) / (1 + k * c)


def test_window_reached_and_missed():
    assert ch.check_window(3).reached
    assert ch.check_window(3).numbers["speedup"] == pytest.approx(speedup(3, 0.7, 0.2))
    assert speedup(1, 0.7, 0.2) < 1.5 and ch.check_window(1).reason == "too_small"
    assert speedup(6, 0.7, 0.2) < 1.5 and ch.check_window(6).reason == "too_big"


@pytest.mark.parametrize("alpha", [0.0, 0.3, 1.0])
def test_no_free_draft_is_slower(alpha):
    r = ch.check_never_slower(alpha)
    assert not r.reached and r.numbers["speedup"] >= 1.0
    assert ch.check_never_slower(None).reached


def test_break_even_within_the_margin():
    # Bisection on a + a^2 + a^3 + a^4 = 4 * 0.25, independent of the sim's solver.
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sum(mid**i for i in range(1, 5)) < 1.0 else (lo, mid)
    assert ch.check_break_even(round(lo, 2)).reached
    assert ch.check_break_even(round(lo + 0.05, 2)).reason == "still_wins"
    assert ch.check_break_even(round(lo - 0.05, 2)).reason == "still_loses"


def test_tree_beats_the_best_chain_or_not():
    a = [0.75 * 0.2**i for i in range(8)]  # EAGLE-like heads of the tree lab

    def tree_speedup(branches):
        e, prod, nodes, width = 1.0, 1.0, 0, 1
        for b in branches:
            prod *= sum(a[:b])
            e += prod
            width *= b
            nodes += width
        return e / (1 + 0.01 * nodes + 0.05 * len(branches)), nodes

    s, n = tree_speedup((2, 2, 1))
    best_chain = max(tree_speedup((1,) * d)[0] for d in range(1, n + 1))
    r = ch.check_tree((2, 2, 1, 0))
    assert r.reached and r.numbers["speedup"] == pytest.approx(s) and r.numbers["chain_speedup"] == pytest.approx(best_chain)
    assert ch.check_tree((3, 1, 1, 0)).reason == "chain_wins"
    assert ch.check_tree((1, 1, 1, 1)).reason == "is_chain"


def test_two_drafts():
    assert ch.check_two_drafts("B", 4).reached
    assert speedup(4, 0.55, 0.05) > 1.7
    assert ch.check_two_drafts("B", 1).reason == "wrong_window"
    assert max(speedup(k, 0.8, 0.3) for k in range(1, 11)) < 1.7
    assert ch.check_two_drafts("A", 3).reason == "draft_too_costly"
