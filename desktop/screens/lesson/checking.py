"""Step 2, why checking beats writing: the same k tokens, written one slow
pass at a time against drafted cheaply and checked in one slow pass."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.sentence import CONTINUATION, PROMPT
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.screens.lesson.widgets.lane_controls import LaneControls
from desktop.screens.lesson.widgets.lanes import DRAFT_STEP, PassLanes, checking_lane, writing_lane
from desktop.screens.lesson.widgets.weights_figure import WeightsFigure
from desktop.widgets.lesson_sliders import lesson_slider
from desktop.widgets.stable_label import StableLabel

DEFAULT_K = 5


class CheckingScreen(LessonScreen):
    NAME = "checking"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.model = LessonModel(self, k=DEFAULT_K)
        self.card = Card(self)
        self.lanes = PassLanes(ctx.clock, self.card)
        self.lanes.setObjectName("checkingLanes")
        self.lanes.own_marks = True
        self.controls = LaneControls(self.lanes, self.card)
        self.k_slider = lesson_slider(self.model, "k", self.card)
        top = FlowLayout(spacing=24)  # large text: the slider goes under the buttons, the screen stays narrow
        top.add(self.controls, 1)
        # The lanes start at "vez": say what comes before it, beside the buttons (blind review, round 7).
        self.context = plain_label(self.card, "body", wrap=False)
        top.add(self.context, 1)
        top.add(self.k_slider, 1)
        self.card.layout_.addLayout(top)
        # The lanes start at "vez": say what comes before it (blind review, round 7).
        self.card.add(self.lanes, 1)
        # What the colours mean, each with a mark too (✓, +), never the colour alone.
        self.legend = link_label(self.card, "caption")
        # As tall as its tallest caption from the start: the last one is a line longer, and growing then
        # folded the key at the animation's end, so the panel jumped (review 27).
        self.status = StableLabel(self.card)
        self.status.setObjectName("body")
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The key sits tight under the lanes it explains, the status under it: the card's own spacing
        # between them pushed the step past 1280x800 once the lanes got their full height.
        under = QVBoxLayout()
        under.setSpacing(2)
        under.addWidget(self.legend)
        under.addWidget(self.status)
        self.card.layout_.addLayout(under)
        self.takeaway = link_label(self, "takeaway")
        # The reason, drawn beside its words in the same band: k + 1 trips to memory against one
        # (blind review 43: both readers' first wish was a picture of one pass serving every position).
        self.figure = WeightsFigure(self.model, self)
        band = QVBoxLayout()
        band.setSpacing(0)
        band.addWidget(self.takeaway)
        band.addWidget(self.figure)
        self.body.addWidget(self.card, 1)
        self.body.addLayout(band)
        self.follow_rows(self.lanes, self.controls, [self.controls.restart_button])  # as step 1 (round 96)
        self._figure_judge = QTimer(self, singleShot=True, interval=0)
        self._figure_judge.timeout.connect(self._judge_figure)
        self.model.kChanged.connect(self._load)
        self.lanes.progressChanged.connect(self._update_status)
        self._load()
        self.retranslate()

    def _load(self, *_args) -> None:
        # k proposals, all accepted here, and the pass's own token after them: k + 1 tokens in each lane.
        k = self.model.k
        words = CONTINUATION[: k + 1] if k else ()
        self._set_status_texts()
        self.lanes.set_lanes([writing_lane(words), checking_lane(words)])
        self._set_titles()
        self._set_context()
        self._update_status()

    def _set_context(self) -> None:
        self.context.setText(i18n.fill(self.tr(
            "Already written: “%1”. Next:"), " ".join(PROMPT)))

    def _set_titles(self) -> None:
        k = self.model.k
        self.lanes.titles = {
            "writing": self.tr("Without a draft: the big model alone, one slow pass per token"),
            "checking": i18n.fill(self.tr("Verifying: the draft proposes %1, one slow pass (V) checks them and adds 1"),
                                  i18n.fmt_int(k)),
        }
        self.lanes.update()

    def fold_details(self, fold: bool) -> None:
        # Short of room (1024x768), the key goes before the reason: «Por qué basta una pasada» under it
        # was cut mid-line (review 24), and the chips keep their own marks (+, ✓) and the lanes' titles.
        self.legend.setHidden(fold)
        self.figure.set_compact(fold)
        if not fold:
            self.figure.show()

    def _fit_height(self) -> None:
        super()._fit_height()
        # Still taller than its room once folded (1024x768: 76 px), the drawing of the trips goes: the
        # words above it say the same, and a step that scrolls hides its last lines from the class.
        # Judged once the fold is laid out, after the events it posted: measured in the same call the
        # layouts still held the unfolded sizes, and a projector at 1280x800, which fits, read 45 px over.
        if self.folded and self.figure.isVisible():
            self._figure_judge.start()

    def _judge_figure(self) -> None:
        room = self.room()
        if (self.folded and self.figure.isVisible() and room is not None
                and self._needed_height(room.width()) > room.height()):
            self.figure.hide()

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            # Two lines, not three: the legend under the lanes took the room (blind review, round 7).
            'Writing, token 2 waits for token 1. But if a small, fast <a href="gloss:draft">draft model</a> has '
            'already proposed the next k tokens (the <a href="gloss:window">window</a>), the '
            '<a href="gloss:target">big model</a> only has to <i>verify</i> them, all at once.'
        ))
        self._set_titles()
        self.lanes.axis_caption = self.tr("time, in slow passes (V counts as 1) →")
        # An example price, said as one: the draft's c differs from screen to screen (blind review, round 7).
        # Named c here, where a draft step first has a price: step 3 uses c before step 4 defined it (review 23).
        self.lanes.draft_note = i18n.fill(self.tr("draft steps (their cost c depends on the draft: this one, %1 of a slow pass each)"),
                                          i18n.fmt(DRAFT_STEP, 2))
        self.legend.setText(self._legend_html())
        self._set_context()
        self.takeaway.setText(self.tr(
            # Review 11: "once read they serve every position" did not say why that helps.
            # Review 25: then why not write k at once? Because writing needs the token before.
            # Review 43: the drawing beside it now shows the trips, so the words can be fewer.
            # "Of all its layers": step 1 says a pass goes layer by layer; this says what makes that slow.
            "<b>Why one pass is enough:</b> the slow part of a pass is a trip to memory for the model's weights "
            "(the numbers of all its layers). Writing, each token waits for the one before; "
            '<a href="gloss:verify">verifying</a>, they are already written and <b>one</b> trip serves them all.'
        ))
        self._set_status_texts()
        self._update_status()
        self.lanes.update()

    def _legend_html(self) -> str:
        t = theme.current()

        def chip(text: str, border: str, fill: str, fg: str | None = None) -> str:
            return (f'<span style="background-color:{fill}; color:{fg or t.text}; font-weight:bold; '
                    f'border:1px solid {border};">&nbsp;{text}&nbsp;</span>')

        # Both rows' tokens are blue (review 49: the upper row had no «+» and read as unexplained).
        return i18n.fill(self.tr("%1 blue: written by the big model (above, one per pass; below, + is V's own) "
                                 "&nbsp;&nbsp; %2 green: "
                                 "proposed by the draft, accepted by V"),
                         chip("+", t.extra, t.extra, t.on_accent), chip("✓", t.accepted, "#e2f3ec"))

    def _status_texts(self) -> dict[str, str]:
        """Every caption the status shows for this k, by the moment of the animation it names."""
        k = self.model.k
        if k == 0:
            return {"empty": self.tr("With a window of 0 the draft proposes nothing, so there is nothing to verify. "
                                     "Drag k up.")}
        return {
            "start": i18n.fill(self.tr("Both lanes continue “%1 …” with the same %n token(s). Press Play: which one "
                                       "finishes first?", "", k + 1), " ".join(PROMPT)),
            "drafting": i18n.fill(self.tr("The draft model proposes its tokens one after another: small steps, %1 slow "
                                          "pass each (the small blocks)."), i18n.fmt(DRAFT_STEP, 2)),
            # How it verifies, not only that it does (review 45: said only in small print on step 3).
            "verifying": self.tr("One slow pass works out, at every position, the token the big model would choose and "
                                 "compares it with the proposal, all at once; at the end it adds its own. Here every "
                                 "proposal is right: the best case."),
            # The draft's steps come before V on the same time axis: say them, or 1 contradicts the ruler.
            # The best case said on the frame a paused projector shows, not only at the end (review 46).
            "verified": i18n.fill(self.tr("With the draft, done at %1: %n draft step(s) (%2) + 1 slow pass. Without it, "
                                          "still going. Here the draft guessed them all: the best case.", "", k),
                                  i18n.fmt(1 + k * DRAFT_STEP, 2),
                                  i18n.fmt(k * DRAFT_STEP, 2)),
            # Review 20: every proposal accepted read as the usual case; say it is the best one.
            # Two lines on a projector at 1280x800: the status keeps the tallest caption's room throughout.
            "finished": i18n.fill(self.tr("Same %1 tokens: writing, %1 slow passes; verifying, %2: %n draft step(s) "
                                          "(%3) + 1 slow pass that keeps them and adds its own. The draft guessed them "
                                          "all here, the best case; step 3 has rejections.", "", k),
                                  i18n.fmt_int(k + 1), i18n.fmt(1 + k * DRAFT_STEP, 2), i18n.fmt(k * DRAFT_STEP, 2)),
        }

    def _moment(self) -> str:
        lanes = self.lanes
        if self.model.k == 0:
            return "empty"
        if lanes.t == 0:
            return "start"
        writing, checking = lanes.lanes
        if lanes.lane_finished(checking) and not lanes.lane_finished(writing):
            return "verified"
        if lanes.finished:
            return "finished"
        if lanes.active(checking) is not None and lanes.active(checking).kind == "draft":
            return "drafting"
        return "verifying"

    def _set_status_texts(self) -> None:
        """Word the captions once per k and language; each frame of the animation only picks one."""
        self._texts = self._status_texts()
        self.status.set_texts(self._texts.values())

    def _update_status(self) -> None:
        self.status.setText(self._texts[self._moment()])

    def reset(self) -> None:
        self.model.reset()
        self._load()

    def deactivated(self) -> None:
        self.lanes.pause()

    def settle(self) -> None:
        # The frame a paused projector shows: just after the verify lane's one slow pass landed all its
        # tokens, while writing is on its second pass. Mid-pass, verifying read "0 · 0" against
        # writing's "1 · 1" and looked as if it were losing (blind review, 02).
        checking = next(lane for lane in self.lanes.lanes if lane.key == "checking")
        self.lanes.seek(checking.end + 0.1)
