"""A "drag to the value" question answered on the Lab's chart.

The learner drags a vertical line along the acceptance axis (or uses the
slider with the keyboard); the chart's dot follows the true curve, so the
answer is read off the chart. "Check" compares the value with the target
(computed from ``desktop.sim.analytic`` by the caller) within a tolerance and
explains the answer either way; the target is then drawn on the chart.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.widgets.pass_chart import PassChart
from desktop.widgets.readouts import EXPECTED_DIGITS


class DragQuestion(i18n.Retranslatable, QWidget):
    answered = Signal(float, bool)

    def __init__(self, model: LessonModel, target: float, tolerance: float, start: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.target = target
        self.tolerance = tolerance
        self.start = start
        self.value = start
        self.first_value: float | None = None
        self.last_value: float | None = None
        self.explain_right = ""
        self.explain_wrong = ""
        t = theme.current()

        self.question = QLabel(self)
        self.question.setObjectName("questionText")
        self.question.setWordWrap(True)
        self.question.setStyleSheet(f"font-size: {theme.pt(15):.0f}pt; font-weight: bold; color: {t.text};")
        self.chart = PassChart(model, self)
        # 230: with the wrong-answer explanation shown, the quiz step still fits 1280x800 (review round 4).
        self.chart.setMinimumHeight(230)
        # The dot is the time at the α the learner dragged to, not a "setting" of theirs.
        self.chart.marker_label_text = self._marker_text
        self.line = pg.InfiniteLine(
            pos=start, angle=90, movable=True, bounds=(0.0, 1.0),
            pen=pg.mkPen(t.draft, width=5), hoverPen=pg.mkPen(t.draft, width=8),
        )
        self.line.setZValue(20)
        self.chart.plot.addItem(self.line)
        self.line.sigPositionChanged.connect(lambda: self._set(self.line.value(), from_line=True))
        self.answer_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(t.accepted, width=3))
        self.answer_level = pg.InfiniteLine(angle=0, movable=False,
                                            pen=pg.mkPen(t.accepted, width=2, style=Qt.PenStyle.DashLine))
        for item in (self.answer_line, self.answer_level):
            item.setVisible(False)
            item.setZValue(-5)  # under the curve and the dot's label: the label stays readable across them
            self.chart.plot.addItem(item)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("dragSlider")
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setMinimumHeight(30)
        self.slider.valueChanged.connect(lambda v: self._set(v / 100.0))
        self.value_label = QLabel(self)
        self.value_label.setStyleSheet(f"font-size: {theme.pt(15):.0f}pt; font-weight: bold; color: {t.draft};")
        self.check_button = QPushButton(self)
        self.check_button.setObjectName("primary")
        self.check_button.clicked.connect(self.check)
        self.feedback = QLabel(self)
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setVisible(False)

        controls = QHBoxLayout()
        controls.addWidget(self.value_label)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.check_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.question)
        layout.addWidget(self.chart, 1)
        layout.addLayout(controls)
        layout.addWidget(self.feedback)
        self._set(start)
        self.retranslate()

    # Value --------------------------------------------------------------------
    def _set(self, value: float, from_line: bool = False) -> None:
        self.value = round(min(max(float(value), 0.0), 1.0), 2)
        self.slider.blockSignals(True)
        self.slider.setValue(int(round(self.value * 100)))
        self.slider.blockSignals(False)
        if not from_line:
            self.line.blockSignals(True)
            self.line.setValue(self.value)
            self.line.blockSignals(False)
        self.model.set_alpha(self.value)
        self.value_label.setText(i18n.fill(self.tr("α = %1"), i18n.fmt(self.value, 2)))

    def _marker_text(self) -> str:
        alpha, time = self.chart.marker_position()
        return i18n.fill(self.tr("at α = %1: %2"), i18n.fmt(alpha, 2), i18n.fmt(time, EXPECTED_DIGITS))

    def set_value(self, value: float) -> None:
        self._set(value)

    def is_right(self, value: float) -> bool:
        return abs(value - self.target) <= self.tolerance + 1e-9

    def check(self) -> None:
        correct = self.is_right(self.value)
        if self.first_value is None:
            self.first_value = self.value
        self.last_value = self.value
        self.answer_line.setPos(self.target)
        level = float(self.model.curve()[1][int(round(self.target * 200))])
        self.answer_level.setPos(level)
        self.answer_line.setVisible(True)
        self.answer_level.setVisible(True)
        self._show_feedback()
        self.answered.emit(self.value, correct)

    def _show_feedback(self) -> None:
        if self.last_value is None:
            self.feedback.setVisible(False)
            return
        t = theme.current()
        correct = self.is_right(self.last_value)
        head = self.tr("Right.") if correct else self.tr("Not quite.")
        body = (self.explain_right if correct else self.explain_wrong)
        body = i18n.fill(body, i18n.fmt(self.last_value, 2), i18n.fmt(self.target, 2))
        colour, fill = (t.accepted, "#e2f3ec") if correct else (t.rejected, "#fbe7e4")
        self.feedback.setStyleSheet(
            f"font-size: {theme.pt(13):.0f}pt; color: {t.text}; background: {fill}; "
            f"border-left: 6px solid {colour}; padding: 8px 12px;"
        )
        self.feedback.setText(f"<b>{head}</b> {body}")
        self.feedback.setVisible(True)

    def set_content(self, question: str, explain_right: str, explain_wrong: str) -> None:
        """``explain_*`` may use %1 (the learner's value) and %2 (the target)."""
        self.question.setText(question)
        self.explain_right = explain_right
        self.explain_wrong = explain_wrong
        self._show_feedback()

    def reset(self) -> None:
        self.first_value = None
        self.last_value = None
        self.answer_line.setVisible(False)
        self.answer_level.setVisible(False)
        self._set(self.start)
        self._show_feedback()

    # The quiz's common interface ------------------------------------------------
    def right_answer(self) -> float:
        return round(self.target, 2)

    def a_wrong_answer(self) -> float:
        return round(self.target + 0.3 if self.target < 0.6 else self.target - 0.3, 2)

    def submit(self, answer: float) -> None:
        self.set_value(answer)
        self.check()

    @property
    def first_correct(self) -> bool | None:
        return None if self.first_value is None else self.is_right(self.first_value)

    @property
    def last_correct(self) -> bool | None:
        return None if self.last_value is None else self.is_right(self.last_value)

    def feedback_text(self) -> str:
        return self.feedback.text() if self.feedback.isVisibleTo(self) else ""

    def retranslate(self) -> None:
        self.check_button.setText(self.tr("Check"))
        self.slider.setAccessibleName(self.tr("Acceptance rate α for your answer"))
        self._set(self.value)
        self._show_feedback()
