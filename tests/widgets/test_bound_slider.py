"""BoundSlider, built from a small model of its own and asserted both ways.

The model below is not one of the app's: it only has get/set/changed, which is
all the slider may rely on. Expected values come from the spec's arithmetic
(lo + index · step), written out here, not from the slider's own mapping.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QStyle, QStyleOptionSlider

from desktop import i18n
from desktop.model import ParamSpec
from desktop.widgets.bound_slider import Binding, BoundSlider, SliderText, field

SPEC = ParamSpec(0.2, 1.2, 0.05, 0.5, 2)  # 20 steps: index i is 0.2 + 0.05 i
TEXT = SliderText("TestSlider", "Test knob", "What the test knob does.", 4, "testSlider")


class Knob(QObject):
    """The smallest bindable model: one number, clamped to SPEC's grid."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.value = SPEC.default
        self.writes = 0

    def get(self) -> float:
        return self.value

    def set(self, value: float) -> None:
        self.writes += 1
        value = SPEC.clamp(value)
        if value != self.value:
            self.value = value
            self.changed.emit()


@pytest.fixture
def spanish():
    before = i18n.current_language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)  # the next test file finds the language it would have found


@pytest.fixture
def knob_slider(qtbot, spanish):
    knob = Knob()
    slider = BoundSlider(Binding(knob.get, knob.set, knob.changed), SPEC, TEXT)
    qtbot.addWidget(slider)
    slider.resize(300, 80)
    slider.show()
    qtbot.waitExposed(slider)
    return knob, slider


class Recorder:
    def __init__(self, slider: BoundSlider) -> None:
        self.changing: list = []
        self.committed: list = []
        slider.changing.connect(self.changing.append)
        slider.committed.connect(self.committed.append)


def test_the_model_moves_the_slider_and_its_texts(knob_slider):
    knob, slider = knob_slider
    assert slider.slider.value() == 6  # (0.5 - 0.2) / 0.05
    knob.set(0.85)
    assert slider.slider.value() == 13
    assert slider.value_label.text() == "0,85"
    assert slider.slider.property("accessibleValueText") == "0,85"
    assert slider.slider.accessibleDescription() == "What the test knob does. 0,85"
    # The model's write went no further: syncing the slider did not write back.
    assert knob.writes == 1


def test_the_slider_writes_the_model_on_the_grid(knob_slider):
    knob, slider = knob_slider
    slider.slider.setValue(17)
    assert knob.value == pytest.approx(0.2 + 17 * 0.05)
    assert slider.value_label.text() == "1,05"
    slider.slider.setValue(slider.slider.maximum())
    assert knob.value == pytest.approx(SPEC.hi)
    assert slider.slider.maximum() == 20


def test_keys_step_page_and_reach_the_ends_each_one_committed(knob_slider, qtbot):
    knob, slider = knob_slider
    seen = Recorder(slider)
    qtbot.keyClick(slider.slider, Qt.Key.Key_Home)
    assert knob.value == pytest.approx(0.2)
    qtbot.keyClick(slider.slider, Qt.Key.Key_Right)
    assert knob.value == pytest.approx(0.25)
    qtbot.keyClick(slider.slider, Qt.Key.Key_PageUp)
    assert knob.value == pytest.approx(0.25 + 4 * 0.05)
    qtbot.keyClick(slider.slider, Qt.Key.Key_End)
    assert knob.value == pytest.approx(1.2)
    assert seen.changing == []
    assert seen.committed == pytest.approx([0.2, 0.25, 0.45, 1.2])


def _handle_centre(slider: BoundSlider) -> QPoint:
    option = QStyleOptionSlider()
    slider.slider.initStyleOption(option)
    rect = slider.slider.style().subControlRect(
        QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, slider.slider)
    return rect.center()


def test_a_drag_is_many_changing_and_one_committed(knob_slider, qtbot):
    knob, slider = knob_slider
    seen = Recorder(slider)
    inner = slider.slider
    start = _handle_centre(slider)
    qtbot.mousePress(inner, Qt.MouseButton.LeftButton, pos=start)
    assert slider.held
    for dx in range(10, 120, 10):
        qtbot.mouseMove(inner, QPoint(start.x() + dx, start.y()))
    assert not seen.committed
    # Live: the model followed the handle during the drag.
    assert knob.value > SPEC.default
    assert seen.changing[-1] == pytest.approx(knob.value)
    during = knob.value
    qtbot.mouseRelease(inner, Qt.MouseButton.LeftButton, pos=QPoint(start.x() + 110, start.y()))
    assert not slider.held
    # One changing when pressed, then at least one per step moved; one committed at the end.
    assert len(seen.changing) >= 3
    assert seen.changing[0] == pytest.approx(SPEC.default)
    assert seen.committed == pytest.approx([during])


def test_the_drag_signals_without_a_mouse_press_event(knob_slider):
    """What the Tree lab's tests do: the slider's own pressed/released signals."""
    knob, slider = knob_slider
    seen = Recorder(slider)
    slider.slider.sliderPressed.emit()
    for index in (8, 9, 10):
        slider.slider.setValue(index)
    slider.slider.sliderReleased.emit()
    assert seen.changing == pytest.approx([0.5, 0.6, 0.65, 0.7])
    assert seen.committed == pytest.approx([0.7])
    slider.set_index(2)  # not held: a click on the groove
    assert seen.committed == pytest.approx([0.7, 0.3])


def test_a_screen_reader_hears_the_value_as_shown(knob_slider):
    knob, slider = knob_slider
    knob.set(0.8)
    iface = QAccessible.queryAccessibleInterface(slider.slider)
    assert iface.role() == QAccessible.Role.Slider
    assert iface.text(QAccessible.Text.Name) == "Test knob"
    assert iface.text(QAccessible.Text.Value) == "0,80"
    value = iface.valueInterface()
    assert value.currentValue() == pytest.approx(0.8)
    assert value.minimumValue() == pytest.approx(0.2) and value.maximumValue() == pytest.approx(1.2)
    assert value.minimumStepSize() == pytest.approx(0.05)
    # A screen reader setting the value writes the model, as a committed change.
    seen = Recorder(slider)
    value.setCurrentValue(0.4)
    assert knob.value == pytest.approx(0.4)
    assert seen.committed == pytest.approx([0.4])


def test_english_uses_a_decimal_point(knob_slider):
    knob, slider = knob_slider
    i18n.set_language("en")
    knob.set(0.35)
    assert slider.value_label.text() == "0.35"
    assert slider.slider.property("accessibleValueText") == "0.35"


def test_integer_parameters_and_a_keyed_model(qtbot, spanish):
    """``field`` binds a model keyed by name (as LessonModel is); an integer spec shows no decimals."""
    from desktop.model import PARAMS, LessonModel

    model = LessonModel()
    slider = BoundSlider(field(model, "tokens", model.tokensChanged), PARAMS["tokens"], TEXT)
    qtbot.addWidget(slider)
    model.set_tokens(1000)
    assert slider.value_label.text() == i18n.locale().toString(1000)
    assert slider.slider.value() == 990
    slider.slider.setValue(0)
    assert model.tokens == 10
