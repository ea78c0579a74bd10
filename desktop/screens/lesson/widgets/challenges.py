"""A short list of things to try, each ticked (✓) when the learner's
settings meet it, with what it shows appearing beside the tick.

A challenge is (key, test, task text, insight text); ``test(model)`` says
whether the model's current values meet it. Once met it stays met until
``reset()``: the learner keeps the insight while exploring further.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from desktop import theme


@dataclass
class Challenge:
    key: str
    test: Callable[[object], bool]
    task: str = ""
    insight: str = ""


class ChallengeList(QWidget):
    changed = Signal()

    def __init__(self, model, challenges: list[Challenge], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.challenges = challenges
        self.done: set[str] = set()
        self.marks: dict[str, QLabel] = {}
        self.tasks: dict[str, QLabel] = {}
        self.insights: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        t = theme.current()
        for i, ch in enumerate(challenges):
            mark = QLabel(self)
            mark.setObjectName("challengeMark")
            mark.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            task = QLabel(self)
            task.setObjectName("body")
            task.setWordWrap(True)
            insight = QLabel(self)
            insight.setObjectName("challengeInsight")
            insight.setWordWrap(True)
            insight.setStyleSheet(f"color: {t.accepted}; font-size: {theme.pt(12.5):.0f}pt;")
            grid.addWidget(mark, 2 * i, 0, 2, 1)
            grid.addWidget(task, 2 * i, 1)
            grid.addWidget(insight, 2 * i + 1, 1)
            self.marks[ch.key] = mark
            self.tasks[ch.key] = task
            self.insights[ch.key] = insight
        grid.setColumnStretch(1, 1)
        model.parametersChanged.connect(self.check)
        self.refresh()

    def check(self) -> None:
        before = set(self.done)
        for ch in self.challenges:
            if ch.key not in self.done and ch.test(self.model):
                self.done.add(ch.key)
        if self.done != before:
            self.refresh()
            self.changed.emit()

    def set_texts(self, texts: dict[str, tuple[str, str]]) -> None:
        for ch in self.challenges:
            ch.task, ch.insight = texts[ch.key]
        self.refresh()

    def refresh(self) -> None:
        t = theme.current()
        for ch in self.challenges:
            done = ch.key in self.done
            mark = self.marks[ch.key]
            # A bullet until done: an empty circle read as a radio button to click (review 21).
            mark.setText("✓" if done else "•")
            mark.setStyleSheet(
                f"font-size: {theme.pt(16):.0f}pt; font-weight: bold; color: {t.accepted if done else t.muted_text};"
            )
            self.tasks[ch.key].setText(ch.task)
            self.insights[ch.key].setText(ch.insight if done else "")
            self.insights[ch.key].setVisible(done)

    def reset(self) -> None:
        self.done.clear()
        self.refresh()
        self.check()
