"""Step 9, why your chatbot got faster: the real-world question, as a
multiple choice with an explanation for every option."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QWidget

from desktop import i18n
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, plain_label
from desktop.screens.lesson.widgets.choice import ChoiceQuestion
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.screens.lesson.widgets.lane_controls import LaneControls
from desktop.screens.lesson.widgets.lanes import PassLanes, speculative_lane, writing_lane
from desktop.widgets.room_watch import RoomWatch

RIGHT = 1
# A chat answer, written the old way and with draft-and-verify (2 rounds of k = 4, 3 accepted in each).
ANSWER = ("Claro,", "aquí", "tienes", "una", "receta", "fácil", "de", "pan.")
ACCEPTED = [3, 3]
K = 4


class ChatbotScreen(LessonScreen):
    NAME = "chatbot"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        card = Card(self, margins=12)
        self.question = ChoiceQuestion(card)
        self.question.setObjectName("chatbotQuestion")
        card.add(self.question)
        self.picture = Card(self)
        self.picture_title = plain_label(self.picture, "sectionTitle")
        self.lanes = PassLanes(ctx.clock, self.picture)
        self.lanes.align_top = True  # today's lane appears below it once the question is answered
        self.lanes.setObjectName("chatbotLanes")
        self.lanes.check_marks = False
        self.lanes.set_lanes([writing_lane(ANSWER)])
        self.controls = LaneControls(self.lanes, self.picture)
        head = FlowLayout()  # large text: the buttons go under the title, the screen stays narrow
        head.add(self.picture_title, 1)
        head.add(self.controls)
        self.picture.layout_.addLayout(head)
        self.picture.add(self.lanes)
        self.picture_note = plain_label(self.picture, "body")
        self.picture.add(self.picture_note)
        # The sentence right under the lane, the room left over below it: with the room inside the
        # lanes, half an empty panel stood between the lane and its sentence (review 30).
        self.picture.layout_.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(14)
        # The lanes get the wider side: eight words must stay readable chips (16 px at 1280x800).
        row.addWidget(card, 8)
        row.addWidget(self.picture, 12)
        self.row = row
        self.stacked = False
        # The cards end where their content does; the room left goes below them, not inside them.
        self.body.addLayout(row)
        self.body.addStretch(1)
        self._room_watch = RoomWatch(self, self._fit_width)
        self.question.answered.connect(self._on_answer)
        self.lanes.progressChanged.connect(self._update_note)
        self.lanes.playingChanged.connect(lambda _p: self._update_note())
        self.lanes.seek(self.lanes.duration())
        self.retranslate()

    # Fitting the width -------------------------------------------------------------
    def showEvent(self, event) -> None:
        self._room_watch.follow()
        super().showEvent(event)
        self._fit_width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_width()

    def _fit_width(self) -> None:
        """Side by side, the lanes get 12/20 of the row; when that cannot hold eight readable chips
        (1024x768 on a projector cut «tienes» and «en curso»: review 10), the picture goes above
        the question and takes the whole width, and the page scrolls instead."""
        margins = self.picture.layout_.contentsMargins()
        share = (self._room_watch.room() - self.row.spacing()) * 12 / 20 - margins.left() - margins.right()
        stacked = share < self.lanes.words_width()
        if stacked != self.stacked:
            self.stacked = stacked
            # Bottom to top puts the picture (the second item) above the question.
            self.row.setDirection(QBoxLayout.Direction.BottomToTop if stacked else QBoxLayout.Direction.LeftToRight)

    def _on_answer(self, _index: int, correct: bool) -> None:
        if len(self.lanes.lanes) == 1:
            self.lanes.set_lanes([writing_lane(ANSWER), speculative_lane(ANSWER, ACCEPTED, K)])
            self.lanes.seek(self.lanes.duration())
            self._update_state()
        settings = self.ctx.settings
        if settings is not None and self.question.first_choice is not None:
            settings.set("progress/chatbot/first_correct", bool(self.question.first_correct))

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            # «The same quality» left option A defensible (review 31): a smaller model can be as good.
            # The same text rules it out, as it rules out skipping tokens.
            # A supposition, not a claim about any real chatbot (review 33 read it as a fact).
            # «On the same computers»: a pupil's first guess, faster computers, is not an option (review 45).
            "A puzzle: suppose your chatbot answers clearly faster than a year ago, on the same computers and "
            "connection and with the same model, which writes just what it would have written before. Which of these could "
            "explain it?"
        ))
        self.question.set_content(
            self.tr("What probably changed?"),
            [
                (self.tr("They quietly swapped in a smaller model under the same name."),
                 self.tr("A smaller model writes different words, and usually worse ones. Here the words did not "
                         "change: the same big model still decides every token.")),
                (self.tr("A draft (or drafting heads) runs ahead and the big model verifies its proposals in "
                         "blocks."),
                 # The other tricks named here, so the quiz's wrong answers (lower precision, a stored
                 # system prompt) are not met for the first time there (reviews 19 and 20).
                 self.tr("Speculative decoding: same model, same words, far fewer slow passes. It is one likely "
                         "reason, not the only one: faster chips, serving many users at once, storing the weights "
                         "with fewer bits (step 11) and keeping the work already done on the system prompt (the "
                         "hidden instructions read before every question) also speed chatbots up.")),
                (self.tr("The model now skips the tokens it is unsure about."),
                 self.tr("Skipping tokens would change the answer. Nothing is skipped: every token is still "
                         "the big model's own choice.")),
                (self.tr("Your internet connection got faster."),
                 self.tr("An answer is a few kilobytes of text: sending it is almost instant. The wait is the "
                         "model writing, one slow pass after another.")),
            ],
            RIGHT,
        )
        self.lanes.titles = {
            "writing": self.tr("A year ago"),
            "speculative": self.tr("Today"),
        }
        self._update_state()
        self.lanes.axis_caption = self.tr("time, in slow passes →")
        self.lanes.update()

    def _update_state(self) -> None:
        # Before an answer only "a year ago" is drawn (today's lane would give the answer away), but it
        # plays: the class can watch the old wait, token after token, before choosing.
        answered = len(self.lanes.lanes) > 1
        self.picture_title.setText(self.tr("The same answer, a year ago and today") if answered
                                   else self.tr("The answer a year ago"))
        self._update_note()

    def _update_note(self) -> None:
        # The note follows the lanes' state (review round 7: "press Play" stayed under a finished lane).
        lanes = self.lanes
        if len(lanes.lanes) == 1:
            if lanes.finished:
                # The button that does it, by its name (review 69: «Reproducir» beside «Ver de nuevo»).
                text = i18n.fill(self.tr("A year ago: %1 slow passes for %1 tokens, one per token. Press “Restart” "
                                         "to watch it again, or answer to see today's lane."), str(len(ANSWER)))
            elif lanes.playing or lanes.t > 0:
                text = self.tr("A year ago: one slow pass per token, one after another. Today the same words "
                               "arrive sooner: answer to see today's lane.")
            else:
                text = self.tr("A year ago: one slow pass per token (press Play to watch). Today the same words "
                               "arrive sooner: answer to see today's lane.")
        else:
            text = i18n.fill(self.tr("Today the draft proposes ahead (orange) and each slow pass "
                                     "verifies a block: %1 slow passes instead of %2. From outside you "
                                     "cannot tell; only the waiting changed."), str(len(ACCEPTED)), str(len(ANSWER)))
        if self.picture_note.text() != text:
            self.picture_note.setText(text)

    def reset(self) -> None:
        self.question.reset()
        self.lanes.set_lanes([writing_lane(ANSWER)])
        self.lanes.seek(self.lanes.duration())
        self._update_state()

    def deactivated(self) -> None:
        self.lanes.pause()

    def settle(self) -> None:
        pass
