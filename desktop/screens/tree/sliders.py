"""What the Tree lab's four sliders say (α, r, β, c), in the catalogue's "TreeSlider" context."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from desktop.screens.tree import state as tree_state
from desktop.widgets import bound_slider as bound


def tree_slider(state: tree_state.TreeState, param: str, parent: QWidget | None = None) -> bound.BoundSlider:
    """The slider for ``state``'s parameter ``param`` ("a1", "decay", "beta" or "cost"): the
    lab's narrow column, so compact."""
    binding = bound.field(state, param, state.changed)
    return bound.BoundSlider(binding, tree_state.PARAMS[param], TEXTS[param], parent, compact=True)


_CONTEXT = "TreeSlider"
TEXTS = {
    "a1": bound.SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("TreeSlider", "Top guess right, α"),
        QT_TRANSLATE_NOOP("TreeSlider", "How often the big model's word is the draft's first choice. It plays the role of α."),
        10, "treeA1Slider",
    ),
    # r multiplies: each candidate under a node is accepted r times as often as the one
    # before it (it is not an amount taken away, which "decay" suggested). Named by
    # candidate, not "rank": review round 7 read "puesto" as a tree level.
    "decay": bound.SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("TreeSlider", "Factor per candidate, r"),
        QT_TRANSLATE_NOOP("TreeSlider", "Each candidate under a node is accepted r times as often as the one before it: the second α·r of the time, the third α·r², and so on."),
        10, "treeDecaySlider",
    ),
    "beta": bound.SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("TreeSlider", "Cost per verified node, β"),
        QT_TRANSLATE_NOOP("TreeSlider", "Time the slow pass adds for each node it checks, in slow passes. 0: the pass takes the same time whatever its size."),
        10, "treeBetaSlider",
    ),
    "cost": bound.SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("TreeSlider", "Draft cost c, per level"),
        QT_TRANSLATE_NOOP("TreeSlider", "The draft proposes the tree one level per step; c is the time of one step, in slow passes. EAGLE's one small layer on the big model takes about 0.05."),
        5, "treeCostSlider",
    ),
}

