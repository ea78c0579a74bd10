"""A labelled slider bound to one LessonModel parameter.

The slider works in integer steps; the model holds the real value. The slider
writes through the model's setter and listens to the model's change signal,
blocking its own signals while syncing so nothing echoes back. Keyboard:
arrows (one step), PageUp/PageDown (a larger step), Home/End (the ends).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QGridLayout, QLabel, QSlider, QWidget

from desktop import i18n
from desktop.widgets import a11y
from desktop.model import PARAMS, LessonModel

# name -> (label, description, page step in slider steps, decimals, objectName)
_INFO = {
    "k": (
        QT_TRANSLATE_NOOP("ParameterSlider", "Draft window k"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How many tokens the small draft model writes ahead in each round."),
        2, 0, "draftWindowSlider",
    ),
    "alpha": (
        QT_TRANSLATE_NOOP("ParameterSlider", "Acceptance rate α"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How often the big model agrees with each drafted token."),
        10, 2, "acceptanceSlider",
    ),
    "cost": (
        QT_TRANSLATE_NOOP("ParameterSlider", "Draft cost c"),
        QT_TRANSLATE_NOOP("ParameterSlider", "Time of one draft step, as a fraction of one slow pass of the big model."),
        5, 2, "draftCostSlider",
    ),
    "tokens": (
        QT_TRANSLATE_NOOP("ParameterSlider", "Text length N"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How many tokens the answer has."),
        50, 0, "tokensSlider",
    ),
}


class ParameterSlider(QWidget):
    def __init__(self, model: LessonModel, param: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.param = param
        self.spec = PARAMS[param]
        label, _desc, page, self.decimals, object_name = _INFO[param]

        self.label = QLabel(self)
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
        self.slider.setMinimumHeight(32)
        self.label.setBuddy(self.slider)
        # A screen reader hears the value as shown (0,80), not the step index (80).
        a11y.set_value_map(self.slider, self._to_value, self.spec.step)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.value_label, 0, 1)
        grid.addWidget(self.slider, 1, 0, 1, 2)

        self.slider.valueChanged.connect(self._on_slider)
        getattr(model, f"{param}Changed").connect(self._update_from_model)
        self._update_from_model(model.get(param))
        self.retranslate()

    # Mapping between slider steps and model values.
    def _to_value(self, index: int):
        value = self.spec.lo + index * self.spec.step
        return int(round(value)) if self.spec.is_int else round(value, 10)

    def _to_index(self, value) -> int:
        return int(round((value - self.spec.lo) / self.spec.step))

    def value(self):
        return self.model.get(self.param)

    def _on_slider(self, index: int) -> None:
        self.model.set(self.param, self._to_value(index))

    def _update_from_model(self, value) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(self._to_index(value))
        self.slider.blockSignals(False)
        self._update_value_text()

    def _update_value_text(self) -> None:
        value = self.value()
        text = i18n.fmt_int(value) if self.spec.is_int else i18n.fmt(value, self.decimals)
        self.value_label.setText(text)
        a11y.set_value_text(self.slider, text)
        a11y.value_changed(self.slider)
        name, desc = self._texts()
        self.slider.setAccessibleDescription(f"{desc} {text}")

    def _texts(self) -> tuple[str, str]:
        label, desc = _INFO[self.param][:2]
        return (QCoreApplication.translate("ParameterSlider", label),
                QCoreApplication.translate("ParameterSlider", desc))

    def retranslate(self) -> None:
        name, desc = self._texts()
        self.label.setText(name)
        self.slider.setAccessibleName(name)
        self.slider.setToolTip(desc)
        self._update_value_text()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
