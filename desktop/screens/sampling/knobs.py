"""Two knobs that reshape the draft q: "how different" and the draft's temperature.

Each is a BoundSlider on the SamplingState: it writes through the state's
setters and follows ``knobsChanged``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QLabel,
    QSizePolicy,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.model import ParamSpec
from desktop.widgets.bound_slider import Binding, BoundSlider, SliderText
from desktop.widgets.looks import set_font, set_style
from desktop.screens.sampling import context
from desktop.screens.sampling.state import (
    DIFFERENCE_DEFAULT,
    TEMPERATURE_DEFAULT,
    TEMPERATURE_RANGE,
    SamplingState,
)

# The sliders' grids (the state takes any value in range; a slider steps).
DIFFERENCE = ParamSpec(0.0, 1.0, 0.01, DIFFERENCE_DEFAULT, 2)
TEMPERATURE = ParamSpec(TEMPERATURE_RANGE[0], TEMPERATURE_RANGE[1], 0.05, TEMPERATURE_DEFAULT, 2)
DIFFERENCE_TEXT = SliderText(
    "KnobsCard",
    # Not "how far q is from p": review 29 read 0,30 as the distance and found 1 − α = 0,16. Not "leans
    # towards «caballo»" either: review 31 saw «burro» and «silla» rise too. At 1 q is a whole other
    # draft, one that likes the everyday words: the label says so and its right end names its words and
    # their numbers, and the line under the scale the mixture, so every bar of q can be rebuilt (review 63).
    # Review 68 still read «how far» as a distance (1 − α = 0,21): it is named as the mixture's weight.
    QT_TRANSLATE_NOOP("KnobsCard", "Share of another draft in q (the rest is p)"),
    QT_TRANSLATE_NOOP("KnobsCard", "0: the draft believes exactly what the big model believes. 1: it is another "
                                   "draft, which never read the Quijote and only says caballo (0.5), burro (0.3) or "
                                   "mula (0.2). In between, q mixes the two word by word."),
    5, "differenceSlider",
)
TEMPERATURE_TEXT = SliderText(
    "KnobsCard",
    # Review round 8: "Temperatura T" was never explained. The label says what T does to q,
    # and (round 16) that it is the draft's alone: p, the big model's, stays as it is.
    QT_TRANSLATE_NOOP("KnobsCard", "The draft's temperature T (p stays): below 1 q's favourites get even more; "
                                   "above 1 q spreads out"),
    QT_TRANSLATE_NOOP("KnobsCard", "Below 1 the draft is surer of its favourites; above 1 its proposals spread out."),
    5, "temperatureSlider",
)


class ScaleCaption(QWidget):
    """What the ends (and the middle) of a slider mean, written under it: its scale in words.

    A tick is drawn exactly under the knob's centre at each named value; the
    middle text is centred on its tick, so "1" is where the knob stands at 1.
    The end texts sit flush with the widget's edges, so their ticks (half a
    knob in) fall a little inside them, over their first or last letters.
    Laid out by hand from the slider's own handle geometry."""

    TICK = 4  # px of tick above the texts

    def __init__(self, slider: QSlider, spec: ParamSpec, middle: float | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slider = slider
        self.spec = spec
        self.middle = middle
        self.parts = [QLabel(self) for _ in range(3)]
        aligns = (Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignRight)
        for label, align in zip(self.parts, aligns):
            label.setObjectName("caption")
            label.setWordWrap(True)
            label.setAlignment(align | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        slider.installEventFilter(self)

    def knob_x(self, value: float) -> float:
        """The x, in this widget, of the knob's centre when the slider shows ``value``."""
        opt = QStyleOptionSlider()
        self.slider.initStyleOption(opt)
        opt.sliderPosition = opt.sliderValue = int(round((value - self.spec.lo) / self.spec.step))
        rect = self.slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                                  QStyle.SubControl.SC_SliderHandle, self.slider)
        # Through global coordinates: the slider is a sibling, not a child, and a screen never
        # reaches for the window it sits in (issue 18).
        centre = self.mapFromGlobal(self.slider.mapToGlobal(rect.center()))
        return centre.x() + (0.5 if rect.width() % 2 == 0 else 0.0)

    def tick_values(self) -> list[float]:
        return [v for v in (self.spec.lo, self.middle, self.spec.hi) if v is not None]

    def set_texts(self, left: str, middle: str, right: str) -> None:
        for label, text in zip(self.parts, (left, middle, right)):
            label.setText(text)
            label.setVisible(bool(text))
        self.setAccessibleDescription(" · ".join(t for t in (left, middle, right) if t))
        self._place()

    def apply_scale(self, scale: float) -> None:
        for label in self.parts:
            # The theme's text size (review round 8: the back row could not read 10,5 pt).
            set_font(label, 12, scale)
        self._place()

    def _place(self) -> None:
        w = self.width()
        if w <= 0:
            return
        gap = 8
        left, mid, right = self.parts
        top = self.TICK + 1
        mid_w = 0
        if mid.text() and self.middle is not None:
            mid_w = min(mid.sizeHint().width(), w // 3)
            x = self.knob_x(self.middle)
            mid.setGeometry(round(x - mid_w / 2), top, mid_w, mid.heightForWidth(mid_w))
            left_end, right_start = x - mid_w / 2 - gap, x + mid_w / 2 + gap
        else:
            # No middle text: the right one takes what the left leaves (one line each if they fit).
            def one_line(label):  # a wrapping label's size hint is narrower than its text
                return label.fontMetrics().horizontalAdvance(label.text()) + 2
            left_end = min(one_line(left), w / 2) if left.text() else 0
            right_start = max(left_end + gap, w - one_line(right)) if right.text() else w
        lw = max(1, int(left_end))
        left.setGeometry(0, top, lw, left.heightForWidth(lw))
        rw = max(1, int(w - right_start))
        right.setGeometry(w - rw, top, rw, right.heightForWidth(rw))
        height = top + max(p.height() for p in self.parts if p.text()) if any(p.text() for p in self.parts) else top
        if self.height() != height:
            self.setFixedHeight(height)
        self.update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.slider and event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
            self._place()
        return False

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setPen(QPen(QColor(theme.current().text), 2))
        for value in self.tick_values():
            x = self.knob_x(value)
            p.drawLine(QPointF(x, 0), QPointF(x, self.TICK))
        p.end()


class KnobsCard(i18n.Retranslatable, QFrame):
    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.state = state
        # The scale captions under them say what the ends mean: the description is the value alone.
        self.difference = BoundSlider(
            Binding(lambda: state.difference, state.set_difference, state.knobsChanged),
            DIFFERENCE, DIFFERENCE_TEXT, self, compact=True, describe_value_only=True)
        self.temperature = BoundSlider(
            Binding(lambda: state.temperature, state.set_temperature, state.knobsChanged),
            TEMPERATURE, TEMPERATURE_TEXT, self, compact=True, describe_value_only=True)
        self.hint = QLabel(self)
        self.hint.setObjectName("caption")
        self.hint.setWordWrap(True)
        # How q is made from p, the other draft and d, with this d: review 63 (and every round since 29)
        # could not rebuild «silla 0,04» from a blend it could not see.
        self.mix = QLabel(self)
        self.mix.setObjectName("mixFormula")
        self.mix.setWordWrap(True)
        self.temperature_scale = ScaleCaption(self.temperature.slider, TEMPERATURE, 1.0, self)
        self.locked = False
        # Faded while locked: a disabled slider alone still looked ready to drag.
        self.fade = QGraphicsOpacityEffect(self)
        self.fade.setOpacity(0.4)
        self.fade.setEnabled(False)
        self.setGraphicsEffect(self.fade)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 8, 14, 8)
        lay.setSpacing(2)
        lay.addWidget(self.difference)
        # The mixture, live, says what the ends mean too (d = 0: q = p; d = 1: the other draft), so it
        # took the row of the scale in words: a row more pushed the lab past 1280x800.
        lay.addWidget(self.mix)
        # A clear gap between the two sliders, so the line under the difference slider is not
        # read as the temperature's (review round 8 read its scale so).
        lay.addSpacing(4)
        lay.addWidget(self.temperature)
        lay.addWidget(self.temperature_scale)
        lay.addWidget(self.hint)
        lay.addStretch(1)
        state.distributionsChanged.connect(self._update_hint)
        state.knobsChanged.connect(self._update_mix)
        state.distributionsChanged.connect(self._update_mix)
        self.apply_scale(1.0)
        self.retranslate()

    def apply_scale(self, scale: float) -> None:
        for knob in (self.difference, self.temperature):
            set_font(knob.label, 12, scale)
            set_font(knob.value_label, 13, scale, bold=True)
        set_font(self.hint, 12, scale)
        set_font(self.mix, 12, scale)
        self.temperature_scale.apply_scale(scale)

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
        # Only for a q shaped by hand, in the mixture line's place (hidden then): how to drag q's bars is
        # in its chart's title, and locked, the sampling card's sentence says the sliders unlock too.
        shaped = self.state.edited_by_hand and not self.locked
        self.hint.setVisible(shaped)
        self.hint.setText(self.tr("q shaped by hand; a slider rebuilds it.") if shaped else "")

    def _update_mix(self) -> None:
        s = self.state
        # Shaped by hand, q is no mixture any more: the hint under the sliders says so.
        self.mix.setVisible(not s.edited_by_hand)
        d = s.difference
        if abs(s.temperature - 1.0) < 1e-9:
            other = dict(zip(context.WORDS, context.OTHER))
            mixed = i18n.fill(self.tr("q = %1·p + %2·other (caballo %3; burro %4; mula %5)"),
                              i18n.fmt(1 - d, 2), i18n.fmt(d, 2),
                              *(i18n.fmt(other[w], 1) for w in ("caballo", "burro", "mula")))
        else:
            # One row still: the other draft's numbers are in the row at T = 1 and in the description.
            mixed = i18n.fill(self.tr("q = %1·p + %2·other, sharpened (T = %3)") if s.temperature < 1
                              else self.tr("q = %1·p + %2·other, flattened (T = %3)"),
                              i18n.fmt(1 - d, 2), i18n.fmt(d, 2), i18n.fmt(s.temperature, 2))
        self.mix.setText(mixed)

    def retranslate(self) -> None:
        self._update_mix()
        # Round 8: the label above says what T does to q in plain words; the scale, in one word.
        self.temperature_scale.set_texts(self.tr("< 1: sharper"), self.tr("1: q as it is"), self.tr("> 1: flatter"))
        self._update_hint()
