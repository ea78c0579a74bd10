"""Step 2, why checking beats writing: the same k tokens, written one slow
pass at a time against drafted cheaply and checked in one slow pass."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from desktop import i18n
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.sentence import CONTINUATION, PROMPT
from desktop.screens.lesson.widgets.lane_controls import LaneControls
from desktop.screens.lesson.widgets.lanes import PassLanes, checking_lane, writing_lane
from desktop.widgets.parameter_slider import ParameterSlider

DEFAULT_K = 5


class CheckingScreen(LessonScreen):
    NAME = "checking"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.model = LessonModel(self, k=DEFAULT_K)
        self.card = Card(self)
        self.lanes = PassLanes(ctx.clock, self.card)
        self.lanes.setObjectName("checkingLanes")
        self.controls = LaneControls(self.lanes, self.card)
        self.k_slider = ParameterSlider(self.model, "k", self.card)
        top = QHBoxLayout()
        top.setSpacing(24)
        top.addWidget(self.controls, 1)
        top.addWidget(self.k_slider, 1)
        self.card.layout_.addLayout(top)
        self.card.add(self.lanes, 1)
        self.status = plain_label(self.card, "body")
        self.status.setMinimumHeight(self.status.fontMetrics().height() * 2 + 6)
        self.card.add(self.status)
        self.takeaway = link_label(self, "takeaway")
        self.body.addWidget(self.card, 1)
        self.body.addWidget(self.takeaway)
        self.model.kChanged.connect(self._load)
        self.lanes.progressChanged.connect(self._update_status)
        self._load()
        self.retranslate()

    def _load(self, *_args) -> None:
        words = CONTINUATION[: self.model.k]
        self.lanes.set_lanes([writing_lane(words), checking_lane(words)])
        self._update_status()

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            "Token 7 cannot come before token 6. But if a small "
            '<a href="gloss:draft">draft model</a> has already guessed them, the big '
            '<a href="gloss:target">target model</a> only has to <i>check</i>, and checking never waits.'

        ))
        self.lanes.titles = {
            "writing": self.tr("Writing: the big model alone"),
            "checking": self.tr("Checking: a cheap draft, then one pass (V)"),
        }
        self.lanes.axis_caption = self.tr("time, in slow passes →")
        self.takeaway.setText(self.tr(
            'Writing k tokens: k slow passes in a row. <a href="gloss:verify">Checking</a> a '
            '<a href="gloss:window">draft window</a> of k tokens: <b>one</b> slow pass, which asks everywhere at '
            "once “is this my token?”"
        ))
        self._update_status()
        self.lanes.update()

    def _update_status(self) -> None:
        lanes = self.lanes
        k = self.model.k
        if k == 0:
            text = self.tr("With a window of 0 nothing is drafted, so there is nothing to check. Drag k up.")
        elif lanes.t == 0:
            text = self.tr(
                "Both lanes continue “%1 …” with the same %n token(s). Press Play: which one finishes first?", "", k
            ).replace("%1", " ".join(PROMPT))
        else:
            writing, checking = lanes.lanes
            if lanes.lane_finished(checking) and not lanes.lane_finished(writing):
                text = self.tr("The checking lane is done after 1 slow pass, while writing is still waiting its turn.")
            elif lanes.finished:
                text = (self.tr("Same %1 tokens: writing needed %1 slow passes, checking needed 1 (plus a little "
                                "drafting time).").replace("%1", i18n.fmt_int(k)))
            elif lanes.active(checking) is not None and lanes.active(checking).kind == "draft":
                text = self.tr("The draft model guesses its tokens quickly, one after another: it is small and cheap.")
            else:
                text = self.tr("One slow pass checks every drafted position at the same time: they all exist already.")
        self.status.setText(text)

    def reset(self) -> None:
        self.model.reset()
        self._load()

    def deactivated(self) -> None:
        self.lanes.pause()

    def settle(self) -> None:
        self.lanes.seek(self.model.k * 0.12 + 0.6)
