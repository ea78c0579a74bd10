"""Step 1, the opening question: the big model writes one token per slow
pass, each pass waiting for the one before. Can we cheat the wait?"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop import i18n
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.sentence import OPENING
from desktop.screens.lesson.widgets.lane_controls import LaneControls
from desktop.screens.lesson.widgets.lanes import PassLanes, writing_lane


class IntroScreen(LessonScreen):
    NAME = "intro"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.card = Card(self)
        self.lanes = PassLanes(ctx.clock, self.card)
        self.lanes.setObjectName("openingLanes")
        self.lanes.show_model = True
        self.lanes.set_lanes([writing_lane(OPENING)])
        self.controls = LaneControls(self.lanes, self.card)
        self.status = plain_label(self.card, "body")
        self.status.setMinimumHeight(self.status.fontMetrics().height() * 2 + 6)
        self.card.add(self.controls)
        self.card.add(self.lanes, 1)
        self.card.add(self.status)
        self.question = link_label(self, "takeaway")
        self.body.addWidget(self.card, 1)
        self.body.addWidget(self.question)
        # At 200 % text the drawing sat below the fold while it played (round 96: «las barras del dibujo»
        # with no drawing in sight); Play brings it into view, the buttons still in view.
        self.follow_rows(self.lanes, self.controls, [self.controls.restart_button])
        self.lanes.progressChanged.connect(self._update_status)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            'A language model writes its answer one <a href="gloss:token">token</a> (a word or a piece of a '
            'word) at a time, in order. Each token costs one <a href="gloss:slowpass">slow pass</a>: the '
            # «capa» said where it is first used (rounds 24-26: defined only on step 8).
            # «From memory»: step 2 says the trips to memory are the slow part (review 45: two reasons).
            # Round 98: one 60-word sentence; split, and the technique named here, at the top (its name
            # sat only in the question under the drawing, below the fold at 200 % text, and was missed).
            'whole <a href="gloss:target">big model</a> runs once and brings all its weights (the numbers it learned) '
            'from memory, layer after layer (a layer is one '
            "stage of its calculation: the bars in the picture). That is why it is slow. "
            # «Until the token before it exists» left the first pass without one (review 63): it reads the request
            # («the question» read as the lesson's question, review 64).
            "Each pass needs the token before it (the first one, only what you asked for). "
            '<a href="gloss:specdec">Speculative decoding</a> cuts that wait.'
        ))
        self.lanes.titles = {
            # Two rows, tokens above and passes below, read as one mixed row (blind review, round 7): say that
            # each block below is one slow pass and writes the one token above it.
            "writing": self.tr("Each block in the bottom row is one slow pass, which writes one token"),
            "model": self.tr("Big model"),
        }
        self.lanes.axis_caption = self.tr("time, in slow passes →")
        self.question.setText(self.tr(
            # The technique's name is in the lead now, above (round 98); here the question, asked.
            "<b>The question of this lesson:</b> the order is fixed and every token waits for the one before, "
            "so how can the wait be cut? In the lesson's 11 "
            # «The next screens» read as every screen, the tree lab's sampling big model too (review 60).
            "steps the big model always takes its most likely token (many chatbots draw it at random, by its odds; "
            # «Works the same» read as «the same text» (review 37): with sampling it keeps the odds. Said
            # in few words: review 63 found the longer aside crammed onto the first screen.
            "the technique keeps those odds: the sampling lab shows it)."
        ))
        self._update_status()
        self.lanes.update()

    def _update_status(self) -> None:
        lanes = self.lanes
        lane = lanes.lanes[0]
        n = len(lane.words)
        if lanes.finished:
            text = i18n.fill(self.tr(
                          "%1 tokens, %1 slow passes, strictly one after another. Nothing could start early: "
                          "each pass needed the token written by the pass before it."
                      ), i18n.fmt_int(n))
        elif lanes.t == 0:
            # Review 11: "Dashed, in either row" left the reader asking what was dashed.
            text = self.tr("Press Play. Top row: the tokens of the text, still unknown (?). Bottom row: the slow "
                           "passes, numbered, one block per token. A box with a dashed border, in either row, is still "
                           "waiting; the pass count goes up when its token appears above.")
        else:
            seg = lanes.active(lane)
            i = seg.positions[0] + 1 if seg is not None else lanes.passes_done(lane)
            if i <= 1:
                text = self.tr("Slow pass 1 is writing the first token.")
            else:
                text = i18n.fill(self.tr("Slow pass %1 is writing token %1. It could only start once token %2 existed."),
                                 i18n.fmt_int(i), i18n.fmt_int(i - 1))
        self.status.setText(text)

    def reset(self) -> None:
        self.lanes.restart()

    def deactivated(self) -> None:
        self.lanes.pause()

    def settle(self) -> None:
        # What a learner first sees: the opening frame, every pass still waiting, and "press Play".
        # A frame paused mid-pass (5,55) opened the lesson on a half-drawn picture (review round 4).
        self.lanes.restart()
