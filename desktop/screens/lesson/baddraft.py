"""Step 6, the bad drafter: with a low acceptance rate almost every round
leaves a single token, so most of the draft's work is thrown away. A free
draft still never loses: each pass leaves at least one token."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.widgets.round_histogram import RoundHistogram
from desktop.sim import analytic
from desktop.widgets.lesson_sliders import lesson_slider
from desktop.widgets.playback_bar import PlaybackBar
from desktop.widgets.token_rows import TokenRows

PARAMS = dict(k=4, alpha=0.2, tokens=30, seed=5)
GOOD_ALPHA = 0.8  # the dashed outlines: a good draft, for comparison


def wasted_fraction(k: int, alpha: float) -> float:
    """Share of drafted guesses the big model throws away, on average.

    A round keeps E[X] - 1 of its k guesses (X = tokens it writes, the +1 is
    the big model's own token).
    """
    if k == 0:
        return 0.0
    return 1.0 - (analytic.tokens_per_pass(k, alpha) - 1.0) / k


class BadDraftScreen(LessonScreen):
    NAME = "baddraft"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.model = LessonModel(self, **PARAMS)
        self.alpha_slider = lesson_slider(self.model, "alpha", self)
        # The draft is free here (c = 0): its tokens appear with the slow pass, as in the Lab. Drawn one by
        # one, «el borrador está proponiendo» took time on screen beside a free draft (review 28).
        self.rows = TokenRows(self.model, ctx.clock, self, free_draft_at_once=True)
        self.playback = PlaybackBar(self.rows, self)
        self.histogram = RoundHistogram(self.model, self)
        self.histogram.reference_alpha = GOOD_ALPHA
        self.histogram.y_title = False  # the card's title says "% of the rounds"

        numbers = Card(self)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(0)
        self.number_names: dict[str, QLabel] = {}
        self.number_values: dict[str, QLabel] = {}
        for col, key in enumerate(("per_pass", "wasted", "single")):
            value = plain_label(numbers, "bigNumber", wrap=False)
            value.setObjectName(f"bad_{key}")
            value.setStyleSheet(f"font-size: {theme.pt(20):.0f}pt; font-weight: bold; color: {theme.current().accent};")
            name = plain_label(numbers, "caption")
            grid.addWidget(value, 0, col)
            grid.addWidget(name, 1, col, Qt.AlignmentFlag.AlignTop)
            grid.setColumnStretch(col, 1)
            self.number_names[key] = name
            self.number_values[key] = value
        numbers.layout_.addLayout(grid)

        hist = Card(self)
        self.hist_title = plain_label(hist, "sectionTitle")
        self.hist_caption = plain_label(hist, "caption")
        hist.add(self.hist_title)
        hist.add(self.histogram, 1)
        hist.add(self.hist_caption)

        # The slider and the numbers on top; the playback bar across the whole
        # width (it is nearly that wide); the histogram beside this run's rows.
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(self.alpha_slider, 1)
        top.addWidget(numbers, 4)

        rows_card = Card(self)
        rows_card.add(self.rows, 1)

        row = QHBoxLayout()
        row.setSpacing(16)
        # 2 : 3, not 1 : 2: the histogram's bars were about 50 px tall at 1280x800 (review 11), and
        # the rows still hold a whole round of four proposals and the correction.
        row.addWidget(hist, 2)
        row.addWidget(rows_card, 3)
        self.takeaway = link_label(self, "takeaway")
        self.body.addLayout(top)
        self.body.addWidget(self.playback)
        self.body.addLayout(row, 1)
        self.body.addWidget(self.takeaway)
        self.stack_when_narrow(row, top)

        self.model.parametersChanged.connect(self._update_numbers)
        self.rows.progressChanged.connect(self._update_numbers)
        self.follow_rows(self.rows, self.playback, [self.playback.step_button])
        self.retranslate()
        self.fit_playback(self.playback)

    def _update_numbers(self) -> None:
        m = self.model
        n = m.numbers()
        self.number_values["per_pass"].setText(i18n.fmt(n["tokens_per_pass"], 2))
        self.number_values["wasted"].setText(
            i18n.fill(self.tr("%1%"), i18n.fmt(100 * wasted_fraction(m.k, m.alpha), 0)))
        # The rounds that have landed (verdict and tokens together): the same ones the rows' pass
        # counter counts.
        p = self.rows.player
        done = p.rounds[: p.slow_passes_so_far()]
        single = sum(1 for r in done if len(r.emitted) == 1)
        self.number_values["single"].setText(
            i18n.fill(self.tr("%1 of %2"), i18n.fmt_int(single), i18n.fmt_int(len(done))))

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            # Round 100: «rejects most proposals» beside the card's «94 % discarded: rejected or after a
            # rejection»; it rejects one a round, the first, and the rest go with it.
            "With a bad draft the big model nearly always rejects the first proposal: all of them are discarded "
            "and the round leaves a single token. "
            "Drag the <a href=\"gloss:alpha\">acceptance rate</a> and watch. "
            "<a href=\"gloss:expected\">“Expected”</a> is an average; “in this run” is one run's luck."
        ))
        self.number_names["per_pass"].setText(self.tr("tokens per round (expected)"))  # the Lab's own name (review 15)
        # Review 17 read "thrown away" as "rejected": it also counts those after the first ✕.
        self.number_names["wasted"].setText(self.tr("proposals thrown away: rejected, or after a rejection "
                                                    "(expected)"))
        self.number_names["single"].setText(self.tr("rounds that left just one token (in this run)"))
        self.hist_title.setText(i18n.fill(self.tr("Tokens per round (k = %1)"), i18n.fmt_int(self.model.k)))
        # The dashed bars carry no values of their own (two per slot crowded the chart): their key
        # number is said here, from the same distribution they are drawn from.
        good_full = float(analytic.round_distribution(self.model.k, GOOD_ALPHA)[-1])
        self.hist_caption.setText(i18n.fill(
            # Red as everywhere: a rejection (review 64 read «only the big model's token» as a third meaning of red).
            self.tr("Expected % of the rounds. Red: first proposal rejected; green: accepted proposals too. "
                    "The good draft leaves %1 tokens in %2% of its rounds."),
            i18n.fmt_int(self.model.k + 1), i18n.fmt(100 * good_full, 0)))
        self.takeaway.setText(self.tr(
            "Good draft or bad, free or costly, the text is the same the big model would write alone (with its most "
            "likely token): only the time changes. A bad free draft (c = 0) gains little but never loses: each slow "
            "pass leaves at least one token, and in this lesson checking costs one slow pass, like writing one. A "
            "costly draft loses below its break-even α (step 5)."
        ))
        self._update_numbers()

    def reset(self) -> None:
        self.model.reset()
        self.rows.reset()
        self.playback.sync_speed()

    def deactivated(self) -> None:
        self.rows.pause()

    def settle(self) -> None:
        self.rows.settle(12.0)
