"""Where the tree's nodes go: levels as columns (root on the left), leaves as rows. No Qt.

A big tree cannot show hundreds of words, so levels come in three tiers:
labelled chips while a level's nodes get a legible row each, then small
dots while they still get a few pixels, then hidden (the view shows a
count). Rows are assigned depth-first to the deepest visible level, and a
parent sits halfway between its first and last child.
"""

from __future__ import annotations


def level_counts(nodes) -> list[int]:
    """Nodes per depth (index 0 is depth 1) of ``sim.export`` output."""
    counts: list[int] = []
    for n in nodes:
        d = n["depth"]
        while len(counts) < d:
            counts.append(0)
        counts[d - 1] += 1
    return counts


def tiers(counts, height: float, label_row: float, dot_row: float) -> tuple[int, int]:
    """(levels with labels, levels drawn at all) for a column ``height`` pixels tall.

    The first level is always drawn with labels: it has at most MAX_BRANCH nodes.
    """
    labelled = 0
    for c in counts:
        if c * label_row <= height or labelled == 0:
            labelled += 1
        else:
            break
    visible = labelled
    for c in counts[labelled:]:
        if c * dot_row <= height:
            visible += 1
        else:
            break
    return labelled, visible


def rows(nodes, visible: int) -> dict[int, float]:
    """Vertical position in [0, 1] of every node at depth ≤ ``visible``."""
    children: dict[int, list[int]] = {}
    for n in nodes:
        if n["depth"] <= visible:
            children.setdefault(n["parent"], []).append(n["index"])
    leaves: list[int] = []

    def walk(v: int) -> None:
        kids = children.get(v, [])
        if not kids:
            leaves.append(v)
        for c in kids:
            walk(c)

    for top in children.get(-1, []):
        walk(top)
    y: dict[int, float] = {}
    total = max(1, len(leaves))
    for i, v in enumerate(leaves):
        y[v] = (i + 0.5) / total

    def place(v: int) -> float:
        if v not in y:
            kids = [place(c) for c in children[v]]
            y[v] = 0.5 * (kids[0] + kids[-1])
        return y[v]

    for top in children.get(-1, []):
        place(top)
    return y
