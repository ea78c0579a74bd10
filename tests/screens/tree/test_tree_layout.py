"""Where the tree's nodes go (no Qt): every drawn node has a row, parents sit
between their children, leaves are evenly spaced, and the tiers shrink a big
tree to what fits."""

from __future__ import annotations

import pytest

from desktop.screens.tree import layout
from desktop.screens.tree import round_player as rp
from desktop.sim import tree as sim


def _nodes(branches):
    return sim.export(sim.full_tree(branches), sim.rank_probabilities(0.75, 0.2))


@pytest.mark.parametrize("branches", [(3, 2, 2, 1), (8, 8, 8), (3, 3, 3, 3), (1,) * 12, (2,) * 6, (1, 5, 1)])
def test_rows_place_every_visible_node_between_its_children(branches):
    nodes = _nodes(branches)
    for visible in range(1, len(branches) + 1):
        y = layout.rows(nodes, visible)
        shown = [n for n in nodes if n["depth"] <= visible]
        assert set(y) == {n["index"] for n in shown}
        leaves = sorted(y[n["index"]] for n in shown if n["depth"] == visible)
        gaps = [b - a for a, b in zip(leaves, leaves[1:])]
        assert all(g == pytest.approx(1 / len(leaves)) for g in gaps)
        for n in shown:
            kids = [y[c["index"]] for c in shown if c["parent"] == n["index"]]
            if kids:
                assert min(kids) <= y[n["index"]] <= max(kids)
                assert y[n["index"]] == pytest.approx((min(kids) + max(kids)) / 2)
        # Siblings keep the heads' rank order, top to bottom.
        for parent in {n["parent"] for n in shown}:
            sib = sorted((n for n in shown if n["parent"] == parent), key=lambda n: n["rank"])
            assert [y[n["index"]] for n in sib] == sorted(y[n["index"]] for n in sib)


def test_level_counts():
    assert layout.level_counts(_nodes((3, 2, 2, 1))) == [3, 6, 12, 12]


@pytest.mark.parametrize("height, expected", [(1000, (4, 4)), (240, (3, 4)), (200, (2, 4)), (100, (1, 4)), (60, (1, 3))])
def test_tiers(height, expected):
    # Rows of 20 px for words, 4 px for dots; levels of 3, 6, 12 and 24 nodes.
    assert layout.tiers([3, 6, 12, 24], height, 20, 4) == expected


def test_first_level_always_labelled():
    assert layout.tiers([8, 64], 10, 20, 4)[0] == 1


def test_node_kinds_through_a_round():
    nodes = _nodes((2, 2))
    detail = {"path": [0, 2], "words": ["vez", "una"], "accepted": 2, "tokens": 3,
              "target_ranks": [1, 1, 1], "bonus_rank": 1, "bonus_word": "niña"}
    assert rp.node_kinds(nodes, rp.View(None, None, 0.0, None), 2) == ["draft"] * 6
    assert rp.node_kinds(nodes, rp.View(0, rp.DRAFT, 0.1, detail), 2).count("hidden") == 4
    assert set(rp.node_kinds(nodes, rp.View(0, rp.PASS, 0.5, detail), 2)) == {"checking"}
    kinds = rp.node_kinds(nodes, rp.View(0, rp.KEEP, 1.0, detail), 2)
    assert [i for i, k in enumerate(kinds) if k == "accepted"] == [0, 2]
    assert "rejected" not in kinds  # every level matched
    # A walk that stops at level 2: the candidates under "vez" get the ✕.
    stop = dict(detail, path=[0], words=["vez"], accepted=1, tokens=2)
    kinds = rp.node_kinds(nodes, rp.View(0, rp.MATCH, 1.0, stop), 2)
    assert [i for i, k in enumerate(kinds) if k == "rejected"] == [2, 3]
    assert kinds[1] == "discarded" and kinds[4] == kinds[5] == "discarded"


def test_while_matching_the_branches_under_a_passed_over_node_are_already_dead():
    """Review 21: at «3 · Busca el camino», with «vez» matched at level 1, the children of the
    rejected «niña» and «princesa» stayed blue, as if they could still win. Below the last
    checked level, a node is still in play only if its ancestor at that level is on the path."""
    nodes = _nodes((3, 2, 2))
    detail = {"path": [0, 3, 9], "words": ["vez", "una", "niña"], "accepted": 3, "tokens": 4,
              "target_ranks": [1, 1, 1, 1], "bonus_rank": 1, "bonus_word": "que"}
    by_index = {n["index"]: n for n in nodes}

    def ancestor_at(n, depth):
        while n["depth"] > depth:
            n = by_index[n["parent"]]
        return n

    for progress in (0.2, 0.35, 0.5, 0.8):  # the walk part-way down the tree
        view = rp.View(0, rp.MATCH, progress, detail)
        checked = rp.checked_depth(view)
        kinds = rp.node_kinds(nodes, view, 3)
        for n, kind in zip(nodes, kinds):
            if n["depth"] > checked:
                alive = ancestor_at(n, checked)["index"] in detail["path"]
                assert kind == ("checking" if alive else "discarded"), (progress, n["index"], kind)
