"""Review ("Repaso"): a short session of the cards that are due.

The schedule is ``desktop.course.review`` (Leitner boxes of 1, 3, 7 and 21
days); the cards are the quiz's own questions and cards whose numbers the sim
draws fresh. The first answer to a card moves it: up one box if right, back
to box 1 if wrong. "Practise" runs generated cards that move nothing; it is
all a kiosk or a learner without a finished quiz gets.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSlider, QStackedWidget, QVBoxLayout, QWidget

from desktop import i18n
from desktop.course import cards, review
from desktop.screens.base import AppContext, Screen
from desktop.screens.course import card_text, quiz_content
from desktop.screens.lesson.base import Card, plain_label, stylesheet
from desktop.screens.lesson.widgets.choice import ChoiceQuestion
from desktop.widgets import looks

SLIDER_STEPS_PER_UNIT = 100


class NumericQuestion(QWidget):
    """A question answered on a slider, checked against the sim with a tolerance."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: cards.Card | None = None
        self.first_correct: bool | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self.question = plain_label(self, "sectionTitle")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.valueChanged.connect(self._on_slider)
        self.value_label = plain_label(self, "bigNumber", wrap=False)
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.value_label)
        self.check_button = QPushButton(self)
        self.check_button.setObjectName("primary")
        self.check_button.clicked.connect(self.check)
        self.feedback = plain_label(self, "good")
        self.feedback.hide()
        layout.addWidget(self.question)
        layout.addLayout(row)
        layout.addWidget(self.check_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.feedback)
        layout.addStretch(1)
        self.retranslate()

    def set_card(self, card: cards.Card) -> None:
        self.card = card
        self.first_correct = None
        self.slider.blockSignals(True)
        self.slider.setRange(int(round(card.lo * SLIDER_STEPS_PER_UNIT)), int(round(card.hi * SLIDER_STEPS_PER_UNIT)))
        self.slider.setValue(self.slider.minimum() + (self.slider.maximum() - self.slider.minimum()) // 2)
        self.slider.blockSignals(False)
        self.feedback.hide()
        self.retranslate()

    def value(self) -> float:
        return self.slider.value() / SLIDER_STEPS_PER_UNIT

    def set_value(self, value: float) -> None:
        self.slider.setValue(int(round(value * SLIDER_STEPS_PER_UNIT)))

    def _on_slider(self, _v: int) -> None:
        self._show_value()

    def _show_value(self) -> None:
        text = i18n.fmt(self.value(), 2)
        self.value_label.setText(text)
        self.slider.setAccessibleDescription(text)

    def check(self) -> None:
        if self.card is None:
            return
        right = self.card.check(self.value())
        if self.first_correct is None:
            self.first_correct = right
        self.feedback.setObjectName("good" if right else "bad")
        looks.repolish(self.feedback)
        self.feedback.setText(card_text.explanation(self.card, right, self.value()))
        self.feedback.show()
        self.answered.emit(right)

    def retranslate(self) -> None:
        self.check_button.setText(self.tr("Check my answer"))
        self.slider.setAccessibleName(self.tr("Your answer"))
        if self.card is not None:
            self.question.setText(card_text.question(self.card))
            if self.feedback.isVisibleTo(self):
                right = self.card.check(self.value())
                self.feedback.setText(card_text.explanation(self.card, right, self.value()))
        self._show_value()


class ReviewScreen(Screen):
    # An answer went into the schedule: the count of cards due may have changed
    # (the course's window hooks listen, for "Review (3)" in the contents).
    recorded = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setStyleSheet(stylesheet())
        self.now = review.now_utc  # the schedule's clock (tests replace it)
        self.rng = random.Random()
        self.session: list[str] = []
        self.practice = False
        self.index = 0
        self.right_count = 0
        self._quiz: dict | None = None
        self._current: cards.Card | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(12)
        self.lead = plain_label(self, "lead")
        outer.addWidget(self.lead)
        card = Card(self, margins=16)
        self.status = plain_label(card, "sectionTitle")
        self.status.setObjectName("reviewStatus")
        self.status.setStyleSheet("font-weight: bold;")
        card.add(self.status)
        self.stack = QStackedWidget(card)
        self.message = plain_label(self.stack, "body")
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.choice = self._new_choice()
        self.numeric = NumericQuestion(self.stack)
        self.numeric.answered.connect(self._on_answer)
        for w in (self.message, self.numeric):
            self.stack.addWidget(w)
        card.add(self.stack, 1)
        buttons = QHBoxLayout()
        self.practice_button = QPushButton(card)
        self.practice_button.clicked.connect(self.start_practice)
        self.start_button = QPushButton(card)
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start_session)
        self.next_button = QPushButton(card)
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next_card)
        buttons.addWidget(self.practice_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.next_button)
        card.layout_.addLayout(buttons)
        outer.addWidget(card, 1)
        self.retranslate()
        self.show_overview()

    # The session -------------------------------------------------------------------
    def due(self) -> list[str]:
        if self.ctx.kiosk or self.ctx.settings is None:
            return []
        return review.session(self.ctx.settings, self.now())

    def start_session(self) -> None:
        self.practice = False
        self.begin(self.due())

    def start_practice(self) -> None:
        """Generated cards only; nothing is recorded."""
        self.practice = True
        ids = list(cards.SIM_IDS)
        self.rng.shuffle(ids)
        self.begin(ids)

    def begin(self, ids: list[str]) -> None:
        """Go through these cards in this order (a review or a practice)."""
        self.session = list(ids)
        self.index = 0
        self.right_count = 0
        if not self.session:
            self.show_overview()
            return
        self._show_card()

    def card_for(self, card_id: str) -> cards.Card:
        if card_id.startswith("sim."):
            return cards.generate(card_id, self.rng)
        return cards.quiz_card(card_id.removeprefix("quiz."))

    def _quiz_questions(self) -> dict:
        if self._quiz is None:
            self._quiz, _drag = quiz_content.load(self.ctx.clock)
        return self._quiz

    def _new_choice(self) -> ChoiceQuestion:
        """A fresh choice widget: it only ever grows its options, and cards have 2 or 4."""
        old = getattr(self, "choice", None)
        choice = ChoiceQuestion(self.stack)
        choice.answered.connect(lambda _i, right: self._on_answer(right))
        if old is not None:
            self.stack.insertWidget(self.stack.indexOf(old), choice)
            self.stack.removeWidget(old)
            old.deleteLater()
        else:
            self.stack.addWidget(choice)
        return choice

    def _show_card(self) -> None:
        card = self.card_for(self.session[self.index])
        self._current = card
        self._answered = False
        if card.kind == "quiz":
            q = self._quiz_questions()[card.params["question"]]
            self.choice = self._new_choice()
            self.choice.set_content(q.text, list(q.options), q.right)
            self.stack.setCurrentWidget(self.choice)
        elif card.kind == "wins":
            self.choice = self._new_choice()
            self.choice.set_content(card_text.question(card), card_text.wins_options(card), 0 if card.answer else 1)
            self.stack.setCurrentWidget(self.choice)
        else:
            self.numeric.set_card(card)
            self.stack.setCurrentWidget(self.numeric)
        self.next_button.setEnabled(False)
        self._update_buttons()
        self._update_status()

    def current_card(self) -> cards.Card | None:
        return self._current if self.stack.currentWidget() is not self.message else None

    def _on_answer(self, right: bool) -> None:
        if self._answered:
            return  # only the first answer counts
        self._answered = True
        if right:
            self.right_count += 1
        if not self.practice:
            review.record(self.ctx.settings, self.session[self.index], right, self.now(), kiosk=self.ctx.kiosk)
            self.ctx.settings.sync()
            self.recorded.emit()
        self.next_button.setEnabled(True)

    def next_card(self) -> None:
        if self.index + 1 < len(self.session):
            self.index += 1
            self._show_card()
        else:
            self.show_summary()

    # Overview and summary ----------------------------------------------------------
    def show_overview(self) -> None:
        self._current = None
        self.session = []
        self.stack.setCurrentWidget(self.message)
        self._overview_text()
        self._update_buttons()
        self._update_status()

    def _overview_text(self) -> None:
        s = self.ctx.settings
        if self.ctx.kiosk or s is None:
            text = self.tr("On a shared screen nothing is scheduled. Practise freely: new numbers every time.")
        elif not review.scheduled(s):
            # «(how, below)» above the very section that says how read as padding (review 27).
            text = self.tr("Your review cards will appear here once you finish the quiz (step 10): its "
                           "questions, and questions with new numbers from the simulator, come back as cards. "
                           "Until then you can practise.")
        else:
            due = len(review.due(s, self.now()))
            if due:
                text = self.tr("%n card(s) due today. A session shows up to five: two to five minutes.", "", due)
            else:
                nxt = review.next_due(s, self.now())
                text = i18n.fill(self.tr("Nothing to review today. Your next card is due on %1."),
                                 i18n.locale().toString(_qdate(nxt), "d MMMM"))
        self.message.setText(text + "\n\n" + self.tr(
            # Review 24: «a card you get right waits 1 day» read like the missed card's «tomorrow».
            "How it works: each time you get a card right it comes back later than the time before: after "
            "1 day, then 3, 7 and 21 days. Miss it and it comes back tomorrow and climbs from 1 day again. "
            "Only your first answer counts.") + "\n\n" + self.tr(
            "The cards: the quiz's questions, and three kinds with new numbers every time: how many tokens a "
            "round gives, whether a draft wins, and where its break-even α lies.") + "\n\n" + self.tr(
            "“Practise now” shows such cards at once, without saving anything: your review days do not change."))

    def show_summary(self) -> None:
        self._current = None
        self.stack.setCurrentWidget(self.message)
        n = len(self.session)
        if self.practice:
            text = self.tr("Practice done: %1 of %2 right. Nothing was scheduled.")
        else:
            text = self.tr("Review done: %1 of %2 right at the first try. The right ones come back later; the "
                           "others, tomorrow.")
        self.message.setText(i18n.fill(text, i18n.fmt_int(self.right_count), i18n.fmt_int(n)))
        self.session = []
        self._update_buttons()
        self.status.setText(self.tr("Session finished"))

    def _update_buttons(self) -> None:
        in_session = bool(self.session)
        self.next_button.setVisible(in_session)
        self.start_button.setVisible(not in_session and bool(self.due()))
        self.practice_button.setVisible(not in_session)

    def _update_status(self) -> None:
        if self.session:
            key = self.tr("Practice card %1 of %2") if self.practice else self.tr("Card %1 of %2")
            self.status.setText(i18n.fill(key, i18n.fmt_int(self.index + 1), i18n.fmt_int(len(self.session))))
        else:
            # A first visit says plainly that the page is empty for now, and why (review round 7: it looked
            # broken, nearly blank).
            s = self.ctx.settings
            empty = not self.ctx.kiosk and s is not None and not review.scheduled(s)
            self.status.setText(self.tr("Spaced review: no cards yet") if empty else self.tr("Spaced review"))

    # Screen life --------------------------------------------------------------------
    def retranslate(self) -> None:
        self.lead.setText(self.tr(
            "Bring the ideas back before you forget them: a few cards, two to five minutes. The app's "
            "simulator works out each answer, and the card shows you the sum."))
        self.practice_button.setText(self.tr("Practise now"))
        self.start_button.setText(self.tr("Start the review"))
        self.next_button.setText(self.tr("Next card ▶"))
        self._quiz = None
        if self._current is not None and self.session:
            if self._current.kind == "quiz":
                q = self._quiz_questions()[self._current.params["question"]]
                self.choice.set_content(q.text, list(q.options), q.right)
            elif self._current.kind == "wins":
                self.choice.set_content(card_text.question(self._current), card_text.wins_options(self._current),
                                        0 if self._current.answer else 1)
            self._update_status()
        elif self.stack.currentWidget() is self.message and not self.session:
            self._overview_text()
            self._update_status()

    def activated(self) -> None:
        if not self.session:
            self.show_overview()

    def reset(self) -> None:
        self.show_overview()


def _qdate(when):
    from PySide6.QtCore import QDate

    return QDate(when.year, when.month, when.day)
