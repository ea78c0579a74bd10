"""Two knobs that reshape the draft q: "how different" and the draft's temperature.

They are not LessonModel parameters, so the Lab's ParameterSlider does not
fit; this is a plain labelled slider over a float range, bound to the
SamplingState (it writes through the state's setters and follows
``knobsChanged``, blocking its own signals while syncing).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.widgets import a11y
from desktop.widgets.looks import set_font, set_style
from desktop.screens.sampling.state import TEMPERATURE_RANGE, SamplingState


class FloatSlider(QWidget):
    valueChanged = Signal(float)

    def __init__(self, lo: float, hi: float, step: float, decimals: int, object_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lo, self.step, self.decimals = lo, step, decimals
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.value_label = QLabel(self)
        self.value_label.setObjectName(f"{object_name}Value")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName(object_name)
        self.slider.setRange(0, int(round((hi - lo) / step)))
        self.slider.setPageStep(5)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setMinimumHeight(30)
        self.label.setBuddy(self.slider)
        # A screen reader hears the value as shown (1,00), not the step index.
        a11y.set_value_map(self.slider, self.value_at, step)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(0)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.value_label, 0, 1)
        grid.addWidget(self.slider, 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.slider.valueChanged.connect(lambda i: self.valueChanged.emit(self.value_at(i)))

    def apply_scale(self, scale: float) -> None:
        set_font(self.label, 12, scale)
        set_font(self.value_label, 13, scale, bold=True)

    def value_at(self, index: int) -> float:
        return round(self.lo + index * self.step, 10)

    def value(self) -> float:
        return self.value_at(self.slider.value())

    def set_value(self, value: float) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(int(round((value - self.lo) / self.step)))
        self.slider.blockSignals(False)
        self.value_label.setText(i18n.fmt(value, self.decimals))
        self.slider.setAccessibleDescription(self.value_label.text())
        a11y.set_value_text(self.slider, self.value_label.text())
        a11y.value_changed(self.slider)

    def set_texts(self, name: str, tip: str) -> None:
        self.label.setText(name)
        self.slider.setAccessibleName(name)
        self.slider.setToolTip(tip)


class ScaleCaption(QWidget):
    """What the ends (and the middle) of a slider mean, written under it: its scale in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parts = [QLabel(self) for _ in range(3)]
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        aligns = (Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignRight)
        for label, align in zip(self.parts, aligns):
            label.setObjectName("caption")
            label.setAlignment(align | Qt.AlignmentFlag.AlignTop)
            lay.addWidget(label, 1)

    def set_texts(self, left: str, middle: str, right: str) -> None:
        for label, text in zip(self.parts, (left, middle, right)):
            label.setText(text)
        self.setAccessibleDescription(" · ".join(t for t in (left, middle, right) if t))

    def apply_scale(self, scale: float) -> None:
        for label in self.parts:
            set_font(label, 10.5, scale)


class KnobsCard(QFrame):
    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.state = state
        self.difference = FloatSlider(0.0, 1.0, 0.01, 2, "differenceSlider", self)
        self.temperature = FloatSlider(TEMPERATURE_RANGE[0], TEMPERATURE_RANGE[1], 0.05, 2,
                                       "temperatureSlider", self)
        self.hint = QLabel(self)
        self.hint.setObjectName("caption")
        self.hint.setWordWrap(True)
        self.difference_scale = ScaleCaption(self)
        self.temperature_scale = ScaleCaption(self)
        self.locked = False
        # Faded while locked: a disabled slider alone still looked ready to drag.
        self.fade = QGraphicsOpacityEffect(self)
        self.fade.setOpacity(0.4)
        self.fade.setEnabled(False)
        self.setGraphicsEffect(self.fade)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        lay.setSpacing(2)
        lay.addWidget(self.difference)
        lay.addWidget(self.difference_scale)
        lay.addSpacing(4)
        lay.addWidget(self.temperature)
        lay.addWidget(self.temperature_scale)
        lay.addSpacing(4)
        lay.addWidget(self.hint)
        lay.addStretch(1)
        self.difference.valueChanged.connect(state.set_difference)
        self.temperature.valueChanged.connect(state.set_temperature)
        state.knobsChanged.connect(self._sync)
        state.distributionsChanged.connect(self._update_hint)
        self._sync()
        self.apply_scale(1.0)
        self.retranslate()

    def apply_scale(self, scale: float) -> None:
        self.difference.apply_scale(scale)
        self.temperature.apply_scale(scale)
        set_font(self.hint, 11, scale)
        self.difference_scale.apply_scale(scale)
        self.temperature_scale.apply_scale(scale)

    def _sync(self) -> None:
        self.difference.set_value(self.state.difference)
        self.temperature.set_value(self.state.temperature)

    def set_locked(self, locked: bool) -> None:
        """Disabled and visibly faded until the prediction is locked in."""
        self.locked = locked
        self.setEnabled(not locked)
        # No fading: faded text was too pale to read from the back row. The
        # greyed slider handles and the bold hint say it is locked.
        self.fade.setEnabled(False)
        self._update_hint()

    def _update_hint(self) -> None:
        t = theme.current()
        set_style(self.hint, f"color: {t.text}; font-weight: bold;" if self.locked else "")
        # Disabled labels keep full contrast: only the sliders show the lock.
        set_style(self, f"QLabel:disabled {{ color: {t.text}; }}")
        if self.locked:
            self.hint.setText(self.tr("Locked: lock in your prediction above first."))
        elif self.state.edited_by_hand:
            self.hint.setText(self.tr("q shaped by hand; a slider rebuilds it."))
        else:
            self.hint.setText(self.tr("Or drag q's bars (keys: ↑↓ pick, ←→ change)."))

    def retranslate(self) -> None:
        self.difference.set_texts(
            self.tr("How far q is from p (0 to 1)"),
            self.tr("0: the draft believes exactly what the big model believes. 1: it is badly off."),
        )
        self.temperature.set_texts(
            self.tr("How sure the draft is (temperature T)"),
            self.tr("Below 1 the draft is surer of its favourites; above 1 its proposals spread out."),
        )
        self.difference_scale.set_texts(self.tr("0: q = p"), "", self.tr("1: prefers “caballo”"))
        self.temperature_scale.set_texts(self.tr("< 1: surer"), self.tr("1: q as it is"), self.tr("> 1: spread out"))
        self._update_hint()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
