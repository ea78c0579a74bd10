"""One labelled slider bound to one number of a model: the only slider the labs use.

It binds any object with ``get()``, ``set(value)`` and a ``changed`` signal
(``field(model, name, signal)`` makes one for a model keyed by name). The
QSlider works in integer steps over a ``ParamSpec``; the model holds the real
value. The slider writes through the setter and follows the signal, blocking
its own signals while it syncs, so nothing echoes back. Keyboard: arrows (one
step), PageUp/PageDown (a larger step), Home/End (the ends).

Two signals, as pyqtgraph splits ``sigValueChanging`` from ``sigValueChanged``:

- ``changing(value)``: live, while the handle is held: once when it is
  pressed (before any move, so that a listener can switch to a cheap path
  first) and after every move;
- ``committed(value)``: the value is final: the handle was released, or a
  key, a click on the groove, the wheel or a screen reader moved it.

The model is written on every move either way, so cheap views follow the
drag; an expensive one does the cheap part while ``changing`` and the rest
on ``committed``.

Accessibility: a screen reader hears the value as shown ("0,80" in Spanish),
not the step index (80); the slider's name is its label and its tooltip the
description.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QSlider, QWidget

from desktop import i18n
from desktop.model import ParamSpec
from desktop.widgets import a11y


@dataclass(frozen=True)
class Binding:
    """One number of a model: read it, write it, and the signal that says it changed."""

    get: Callable[[], Any]
    set: Callable[[Any], None]
    changed: Any  # a bound Signal; its arguments are ignored


def field(model, name: str, changed) -> Binding:
    """The number ``name`` of a model read by ``model.get(name)`` and written by ``model.set(name, v)``."""
    return Binding(lambda: model.get(name), lambda value: model.set(name, value), changed)


@dataclass(frozen=True)
class SliderText:
    """What the slider says: its label and description (both QT_TRANSLATE_NOOP'd in
    ``context``), its page step in slider steps and its objectName."""

    context: str
    label: str
    description: str
    page_step: int
    object_name: str
    # Said instead of a bare 0 (QT_TRANSLATE_NOOP'd too): «k 0» read as a window nobody explained (review 49).
    zero: str = ""


class BoundSlider(i18n.Retranslatable, QWidget):
    changing = Signal(object)
    committed = Signal(object)

    def __init__(self, binding: Binding, spec: ParamSpec, text: SliderText, parent: QWidget | None = None,
                 *, compact: bool = False, describe_value_only: bool = False) -> None:
        """``compact``: the labs' narrow columns (the label wraps and takes the spare width,
        tighter rows). ``describe_value_only``: the accessible description is the value alone
        (the sampling knobs, whose scale is described by the caption under them)."""
        super().__init__(parent)
        self.binding = binding
        self.spec = spec
        self.text = text
        self._describe_value_only = describe_value_only
        self._held = False

        self.label = QLabel(self)
        self.label.setWordWrap(compact)
        self.value_label = QLabel(self)
        self.value_label.setObjectName(f"{text.object_name}Value")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.value_label.font()
        font.setBold(True)
        self.value_label.setFont(font)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName(text.object_name)
        self.slider.setRange(0, spec.steps)
        self.slider.setSingleStep(1)
        self.slider.setPageStep(text.page_step)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setMinimumHeight(30 if compact else 32)
        self.label.setBuddy(self.slider)
        # A screen reader hears the value as shown (0,80), not the step index (80).
        a11y.set_value_map(self.slider, self.value_at, spec.step)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(0 if compact else 2)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.value_label, 0, 1)
        grid.addWidget(self.slider, 1, 0, 1, 2)
        if compact:
            grid.setColumnStretch(0, 1)
            self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self.slider.valueChanged.connect(self._on_slider)
        self.slider.sliderPressed.connect(self._on_pressed)
        self.slider.sliderReleased.connect(self._on_released)
        binding.changed.connect(self._sync)
        self._sync()
        self.retranslate()

    # Slider steps <-> model values.
    def value_at(self, index: int):
        value = self.spec.lo + index * self.spec.step
        return int(round(value)) if self.spec.is_int else round(value, 10)

    def index_of(self, value) -> int:
        return int(round((value - self.spec.lo) / self.spec.step))

    def value(self):
        return self.binding.get()

    def set_index(self, index: int) -> None:
        """Move the handle to step ``index``, as a click would (a committed change)."""
        self.slider.setValue(index)

    @property
    def held(self) -> bool:
        """The handle is held down: a drag is under way."""
        return self._held

    # Slider -> model.
    def _on_slider(self, index: int) -> None:
        value = self.value_at(index)
        self.binding.set(value)
        (self.changing if self._held else self.committed).emit(self.value())

    def _on_pressed(self) -> None:
        self._held = True
        self.changing.emit(self.value())

    def _on_released(self) -> None:
        if self._held:
            self._held = False
            self.committed.emit(self.value())

    # Model -> slider.
    def _sync(self, *_args) -> None:
        index = self.index_of(self.value())
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        self._update_value_text()

    def _update_value_text(self) -> None:
        value = self.value()
        text = i18n.fmt_int(value) if self.spec.is_int else i18n.fmt(value, self.spec.decimals)
        if value == 0 and self.text.zero:
            text = QCoreApplication.translate(self.text.context, self.text.zero)
        if self.value_label.text() != text:
            self.value_label.setText(text)
            a11y.set_value_text(self.slider, text)
            a11y.value_changed(self.slider)
        description = text if self._describe_value_only else f"{self._texts()[1]} {text}"
        self.slider.setAccessibleDescription(description)

    # Language.
    def _texts(self) -> tuple[str, str]:
        t = self.text
        return (QCoreApplication.translate(t.context, t.label),
                QCoreApplication.translate(t.context, t.description))

    def retranslate(self) -> None:
        name, description = self._texts()
        self.label.setText(name)
        self.label.setToolTip(description)
        self.slider.setAccessibleName(name)
        self.slider.setToolTip(description)
        self._update_value_text()
