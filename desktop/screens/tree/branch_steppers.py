"""The tree's shape: how many levels, and how many candidates at each.

One spin box sets the depth; below it, one small spin box per level sets
its branching. Every maximum is kept so that the tree never passes the
sim's node limit, so no click or key ever produces an invalid tree.
Keyboard: Tab to a box, Up/Down or PageUp/PageDown to change it, or type.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.screens.tree.state import TreeState
from desktop.sim import tree as sim

PER_ROW = 6


def _spin(parent: QWidget, name: str, hi: int) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setObjectName(name)
    spin.setRange(1, hi)
    spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
    spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("8") + 34)
    if theme.current().name == "projector":
        # A target the teacher hits in front of the class, and a number the back row reads: the spin boxes
        # hugged their digit, their arrows a few pixels tall (rounds 86-87: «selectores diminutos»).
        spin.setMinimumSize(spin.fontMetrics().horizontalAdvance("8") + 56, int(spin.fontMetrics().height() * 1.9))
    return spin


class BranchSteppers(i18n.Retranslatable, QWidget):
    def __init__(self, state: TreeState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("branchSteppers")
        self.state = state
        self.depth_label = QLabel(self)
        self.depth_spin = _spin(self, "treeDepthSpin", sim.MAX_DEPTH)
        self.depth_spin.valueChanged.connect(self._on_depth)
        self.depth_label.setBuddy(self.depth_spin)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        for label in (self.depth_label, self.title):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.spins: list[QSpinBox] = []
        self.level_labels: list[QLabel] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        for i in range(sim.MAX_DEPTH):
            spin = _spin(self, f"branchSpin{i + 1}", sim.MAX_BRANCH)
            spin.valueChanged.connect(lambda v, i=i: self._on_spin(i, v))
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setObjectName("caption")
            label.setBuddy(spin)
            row, col = divmod(i, PER_ROW)
            grid.addWidget(label, 2 * row, col)
            grid.addWidget(spin, 2 * row + 1, col)
            self.spins.append(spin)
            self.level_labels.append(label)
        grid.setColumnStretch(PER_ROW, 1)
        head = QHBoxLayout()
        head.setSpacing(8)
        head.addWidget(self.depth_label, 1)
        head.addWidget(self.depth_spin)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.title)
        layout.addLayout(grid)
        state.structureChanged.connect(self._sync)
        self._sync()
        self.retranslate()

    def visible_spins(self) -> list[QSpinBox]:
        return self.spins[: self.state.depth]

    def _on_spin(self, i: int, value: int) -> None:
        if i < self.state.depth:
            self.state.set_branch(i, value)

    def _on_depth(self, value: int) -> None:
        while self.state.depth < value and self.state.add_depth():
            pass
        while self.state.depth > value and self.state.remove_depth():
            pass
        self._sync()

    def _sync(self) -> None:
        branches = self.state.branches
        for i, spin in enumerate(self.spins):
            shown = i < len(branches)
            if shown:
                # The largest b at this depth that keeps the tree within the node limit.
                top = next((v for v in range(sim.MAX_BRANCH, 0, -1) if self.state.can_set_branch(i, v)), 1)
                spin.blockSignals(True)
                spin.setMaximum(max(top, branches[i]))
                spin.setValue(branches[i])
                spin.blockSignals(False)
            spin.setVisible(shown)
            # Past one row of boxes their order says the level; the labels would only cost height.
            self.level_labels[i].setVisible(shown and len(branches) <= PER_ROW)
            self.level_labels[i].setText(self._level_text(i))
        self.depth_spin.blockSignals(True)
        self.depth_spin.setMaximum(self._deepest())
        self.depth_spin.setValue(self.state.depth)
        self.depth_spin.blockSignals(False)

    def _deepest(self) -> int:
        """The most levels reachable by adding levels of 1 within the node limit."""
        depth, nodes = self.state.depth, self.state.node_count()
        width = 1
        for b in self.state.branches:
            width *= b
        while depth < sim.MAX_DEPTH and nodes + width <= sim.MAX_NODES:
            depth += 1
            nodes += width
        return depth

    def _level_text(self, i: int) -> str:
        # "level 3" while one row is enough; just "3" when the boxes crowd a row.
        if self.state.depth <= 4:
            return i18n.fill(self.tr("level %1"), i18n.fmt_int(i + 1))
        return i18n.fmt_int(i + 1)

    def retranslate(self) -> None:
        self.depth_label.setText(self.tr("Levels ahead"))
        self.depth_spin.setAccessibleName(self.tr("Levels ahead"))
        self.depth_spin.setToolTip(self.tr("How many tokens ahead the draft proposes: the depth of the tree. "
                                           "A new level keeps 1 candidate."))
        # Review 57: «Candidatos por nivel» beside «nivel 2 · 6 nodos» read as 2 candidates on the whole level.
        self.title.setText(self.tr("Candidates under each node, per level"))
        for i, (spin, label) in enumerate(zip(self.spins, self.level_labels)):
            label.setText(self._level_text(i))
            spin.setAccessibleName(i18n.fill(self.tr("Candidates kept at level %1"), i18n.fmt_int(i + 1)))
            spin.setToolTip(i18n.fill(self.tr("How many of the draft's best proposals for level %1 the tree keeps, "
                                              "below every node of the level before."), i18n.fmt_int(i + 1)))
