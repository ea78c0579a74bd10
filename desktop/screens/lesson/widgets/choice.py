"""A single-choice question whose every option carries its own explanation.

Choosing an option marks it right (✓, green, solid) or wrong (✕, vermilion,
dashed) and shows why, so a wrong answer teaches as much as a right one.
The learner may try other options afterwards; ``first_choice`` keeps the
answer that counts. Options are word-wrapped cards that take focus and
answer Space/Enter, so the question works from the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.widgets import looks


class OptionCard(QFrame):
    clicked = Signal()

    def __init__(self, letter: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.letter = letter
        self.setObjectName("option")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(12)
        self.mark = QLabel(letter, self)
        self.mark.setObjectName("optionMark")
        self.mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.mark.setFixedWidth(self.mark.fontMetrics().horizontalAdvance("MM") + 12)
        self.text = QLabel(self)
        self.text.setObjectName("optionText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)

    def set_state(self, state: str) -> None:
        """State: "" (unanswered), "right" or "wrong"."""
        name = {"": "option", "right": "optionRight", "wrong": "optionWrong"}[state]
        self.mark.setText({"": self.letter, "right": "✓", "wrong": "✕"}[state])
        if self.objectName() != name:
            self.setObjectName(name)
            for w in (self, self.mark, self.text):
                looks.repolish(w)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)


class ChoiceQuestion(i18n.Retranslatable, QWidget):
    answered = Signal(int, bool)  # option index, right?

    LETTERS = "ABCDEF"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.right = 0
        self.explanations: list[str] = []
        self.states: list[str] = []
        self.first_choice: int | None = None
        self.last_choice: int | None = None
        self.options: list[OptionCard] = []
        t = theme.current()
        self.setStyleSheet(f"""
            QFrame#option {{ background: {t.surface}; border: 2px solid #b8b8b4; border-radius: 10px; }}
            QFrame#option:hover {{ background: #eef4fa; border-color: {t.accent}; }}
            QFrame#option:focus, QFrame#optionRight:focus, QFrame#optionWrong:focus {{ border-width: 4px; }}
            QFrame#optionRight {{ background: #e2f3ec; border: 3px solid {t.accepted}; border-radius: 10px; }}
            QFrame#optionWrong {{ background: #fbe7e4; border: 3px dashed {t.rejected}; border-radius: 10px; }}
            QLabel#optionMark {{ font-size: {theme.pt(15):.0f}pt; font-weight: bold; color: {t.muted_text}; }}
            QFrame#optionRight QLabel#optionMark {{ color: {t.accepted}; }}
            QFrame#optionWrong QLabel#optionMark {{ color: {t.rejected}; }}
            QLabel#optionText {{ font-size: {theme.pt(13.5):.0f}pt; color: {t.text}; }}
            QLabel#questionText {{ font-size: {theme.pt(15):.0f}pt; font-weight: bold; color: {t.text}; }}
            QLabel#feedbackRight {{ font-size: {theme.pt(13):.0f}pt; color: {t.text}; background: #e2f3ec;
                border-left: 6px solid {t.accepted}; padding: 8px 12px; }}
            QLabel#feedbackWrong {{ font-size: {theme.pt(13):.0f}pt; color: {t.text}; background: #fbe7e4;
                border-left: 6px solid {t.rejected}; padding: 8px 12px; }}
        """)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(8)
        self.question = QLabel(self)
        self.question.setObjectName("questionText")
        self.question.setWordWrap(True)
        self.layout_.addWidget(self.question)
        self.options_box = QVBoxLayout()
        self.options_box.setSpacing(6)
        self.layout_.addLayout(self.options_box)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("feedbackRight")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setVisible(False)
        self.layout_.addWidget(self.feedback)
        self.layout_.addStretch(1)

    # Content ------------------------------------------------------------------
    def set_content(self, question: str, options: list[tuple[str, str]], right: int) -> None:
        """Question text, [(option text, its explanation)], index of the right option."""
        self.question.setText(question)
        self.right = right
        while len(self.options) < len(options):
            card = OptionCard(self.LETTERS[len(self.options)], self)
            index = len(self.options)
            card.clicked.connect(lambda i=index: self.choose(i))
            self.options.append(card)
            self.options_box.addWidget(card)
            self.states.append("")
        for card, (text, _why) in zip(self.options, options):
            card.text.setText(text)
            card.setAccessibleName(f"{card.letter}. {text}")
        self.explanations = [why for _text, why in options]
        self._show_feedback()

    # Answers ------------------------------------------------------------------
    def choose(self, index: int) -> None:
        correct = index == self.right
        self.states[index] = "right" if correct else "wrong"
        self.options[index].set_state(self.states[index])
        if self.first_choice is None:
            self.first_choice = index
        self.last_choice = index
        self._show_feedback()
        self.answered.emit(index, correct)

    def is_right(self, index: int) -> bool:
        return index == self.right

    @property
    def first_correct(self) -> bool | None:
        return None if self.first_choice is None else self.first_choice == self.right

    def _show_feedback(self) -> None:
        i = self.last_choice
        if i is None:
            self.feedback.setVisible(False)
            return
        correct = i == self.right
        head = self.tr("Right.") if correct else self.tr("Not quite.")
        text = f"<b>{head}</b> {self.explanations[i]}"
        if not correct and self.states[self.right] != "right":
            text += " <i>" + self.tr("Try another option.") + "</i>"
        self.feedback.setText(text)
        name = "feedbackRight" if correct else "feedbackWrong"
        if self.feedback.objectName() != name:
            self.feedback.setObjectName(name)
            looks.repolish(self.feedback)
        self.feedback.setVisible(True)

    def feedback_text(self) -> str:
        return self.feedback.text() if self.feedback.isVisibleTo(self) else ""

    def reset(self) -> None:
        self.first_choice = None
        self.last_choice = None
        for i, card in enumerate(self.options):
            self.states[i] = ""
            card.set_state("")
        self._show_feedback()

    def retranslate(self) -> None:
        # The feedback is the only text worded here; the prompt and the options come from the screen.
        self._show_feedback()

    # The quiz's common interface (see quiz.py) --------------------------------
    def right_answer(self) -> int:
        return self.right

    def a_wrong_answer(self) -> int:
        return next(i for i in range(len(self.options)) if i != self.right)

    def submit(self, answer: int) -> None:
        self.choose(answer)

    @property
    def last_correct(self) -> bool | None:
        return None if self.last_choice is None else self.last_choice == self.right
