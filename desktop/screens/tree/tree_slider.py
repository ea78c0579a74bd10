"""A labelled slider bound to one TreeState parameter (a1, decay, beta, cost).

The Lab's ParameterSlider is bound to the LessonModel's parameters; this one
is its counterpart for the Tree lab's own state, with the same behaviour:
integer slider steps, writes through the state's setter, listens to the
state's signals with its own signals blocked, keyboard arrows, PageUp/Down,
Home/End.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QGridLayout, QLabel, QSlider, QWidget

from desktop import i18n
from desktop.widgets import a11y
from desktop.screens.tree.state import PARAMS, TreeState

# name -> (label, description, page step in slider steps, objectName)
_INFO = {
    "a1": (
        QT_TRANSLATE_NOOP("TreeSlider", "Top guess right, a₁"),
        QT_TRANSLATE_NOOP("TreeSlider", "How often the big model's word is the heads' first choice. It plays the role of α."),
        10, "treeA1Slider",
    ),
    # r multiplies: each rank is accepted r times as often as the one before (it is not
    # an amount taken away, which "decay" suggested).
    "decay": (
        QT_TRANSLATE_NOOP("TreeSlider", "Factor per rank, r"),
        QT_TRANSLATE_NOOP("TreeSlider", "Each rank is accepted r times as often as the one before: the second choice a₁·r of the time, the third a₁·r², and so on."),
        10, "treeDecaySlider",
    ),
    "beta": (
        QT_TRANSLATE_NOOP("TreeSlider", "Cost per verified node, β"),
        QT_TRANSLATE_NOOP("TreeSlider", "Time the slow pass adds for each node it checks, in slow passes. 0: the pass takes the same time whatever its size."),
        10, "treeBetaSlider",
    ),
    "cost": (
        QT_TRANSLATE_NOOP("TreeSlider", "Cost per drafted level, c"),
        QT_TRANSLATE_NOOP("TreeSlider", "Time of one drafting step of the heads, in slow passes."),
        5, "treeCostSlider",
    ),
}


class TreeSlider(QWidget):
    def __init__(self, state: TreeState, param: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.param = param
        self.spec = PARAMS[param]
        _label, _desc, page, object_name = _INFO[param]

        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.value_label = QLabel(self)
        self.value_label.setObjectName(f"{object_name}Value")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.value_label.font()
        font.setBold(True)
        self.value_label.setFont(font)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName(object_name)
        self.slider.setRange(0, self.spec.steps)
        self.slider.setSingleStep(1)
        self.slider.setPageStep(page)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setMinimumHeight(30)
        self.label.setBuddy(self.slider)
        # A screen reader hears the value as shown (0,80), not the step index.
        a11y.set_value_map(self.slider, self._to_value, self.spec.step)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(0)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.value_label, 0, 1)
        grid.addWidget(self.slider, 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)

        self.slider.valueChanged.connect(self._on_slider)
        self.slider.sliderPressed.connect(lambda: state.set_dragging(True))
        self.slider.sliderReleased.connect(lambda: state.set_dragging(False))
        state.changed.connect(self._update_from_state)
        self._update_from_state()
        self.retranslate()

    def _to_value(self, index: int) -> float:
        return round(self.spec.lo + index * self.spec.step, 10)

    def _to_index(self, value: float) -> int:
        return int(round((value - self.spec.lo) / self.spec.step))

    def value(self) -> float:
        return self.state.get(self.param)

    def set_index(self, index: int) -> None:
        self.slider.setValue(index)

    def _on_slider(self, index: int) -> None:
        self.state.set(self.param, self._to_value(index))

    def _update_from_state(self) -> None:
        index = self._to_index(self.value())
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        self._update_value_text()

    def _update_value_text(self) -> None:
        text = i18n.fmt(self.value(), self.spec.decimals)
        if self.value_label.text() != text:
            self.value_label.setText(text)
            a11y.set_value_text(self.slider, text)
            a11y.value_changed(self.slider)
        _name, desc = self._texts()
        self.slider.setAccessibleDescription(f"{desc} {text}")

    def _texts(self) -> tuple[str, str]:
        label, desc = _INFO[self.param][:2]
        return (QCoreApplication.translate("TreeSlider", label), QCoreApplication.translate("TreeSlider", desc))

    def retranslate(self) -> None:
        name, desc = self._texts()
        self.label.setText(name)
        self.slider.setAccessibleName(name)
        self.slider.setToolTip(desc)
        self.label.setToolTip(desc)
        self._update_value_text()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
