"""The Lab: drag the draft window and the acceptance rate, watch the slow
passes fall on the chart and in the numbers, and watch rounds being verified.

Laid out for the back row of a classroom (issue 16): three things must read
from there, the speed-up, the slow passes with and without a draft, and the
chart with its dot. So the readouts keep their explanations behind a button,
the chart gets most of the right column's height, and the controls column
is narrower than the chart's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop import theme
from desktop.screens.base import AppContext, Screen
from desktop.widgets import legible
from desktop.widgets.lesson_sliders import lesson_slider
from desktop.widgets.pass_chart import PassChart
from desktop.widgets.playback_bar import PlaybackBar
from desktop.widgets.readouts import Readouts
from desktop.widgets.token_rows import TokenRows


# Controls : chart and rows, side by side. 19 : 31 rather than 2 : 3 gives the playback buttons
# two rows at 1024x768, not three (seven pixels short, the chart squeezed above them: review 21).
LEFT_SHARE, RIGHT_SHARE = 19, 31


class LabScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        model = ctx.model
        self.sliders = {name: lesson_slider(model, name, self) for name in ("k", "alpha", "cost", "tokens")}
        # The Lab is where the learner comes back after step 5: it may say that a
        # free draft has no break-even.
        self.readouts = Readouts(model, self, free_break_even=True, details=True)
        self.chart = PassChart(model, self)
        # A free draft proposes its k tokens at once here: the Lab's rows are a picture of time.
        self.rows = TokenRows(model, ctx.clock, self, free_draft_at_once=True)
        self.playback = PlaybackBar(self.rows, self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setObjectName("labIntro")  # body text, not a pale caption: it says how the machine works
        self.rows_title = QLabel(self)
        self.rows_title.setWordWrap(True)
        font = self.rows_title.font()
        font.setBold(True)
        self.rows_title.setFont(font)

        sliders = QVBoxLayout()
        sliders.setContentsMargins(0, 0, 0, 0)
        sliders.setSpacing(4)
        sliders.addWidget(self.intro)
        for slider in self.sliders.values():
            sliders.addWidget(slider)
        sliders.addStretch(1)
        self.sliders_widget = QWidget(self)
        self.sliders_widget.setLayout(sliders)
        # Sliders above the numbers beside the chart; in one column (a narrow
        # window, 1024×768) sliders and numbers side by side, so the chart
        # starts on the first screenful instead of under a tall card.
        self.controls = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.controls.setSpacing(4)
        self.controls.addWidget(self.sliders_widget, 1)
        self.controls.addWidget(self.readouts, 1, Qt.AlignmentFlag.AlignTop)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(self.controls)
        left.addStretch(1)
        left_widget = QWidget(self)
        left_widget.setLayout(left)
        left_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        right = QVBoxLayout()
        right.setSpacing(8)
        # The chart takes the height; the rows keep room for two rounds (older
        # ones scroll off the top, and a strip says so).
        right.addWidget(self.chart, 1)
        right.addWidget(self.rows_title)
        right.addWidget(self.playback)
        right.addWidget(self.rows, 0)
        self.rows.fit_rows(2)

        # Side by side when there is room (controls : chart = 2 : 3, the
        # chart's ticks and the rows need the width); one column (scrolling
        # down, never sideways) when the text is large for the window, e.g.
        # 200 % on 1280×800.
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.columns.setContentsMargins(0, 0, 0, 0)
        self.columns.setSpacing(16)
        self.columns.addWidget(left_widget, LEFT_SHARE)
        self.right_widget = QWidget(self)
        self.right_widget.setLayout(right)
        self.columns.addWidget(self.right_widget, RIGHT_SHARE)
        # On a projector the legend's three lines and the title's two took the chart's whole minimum: the
        # plot itself was ~80 px tall, its ticks ran together (review 68). There the column scrolls anyway.
        projector = theme.current().name == "projector"
        self.chart.setMinimumHeight(self.fontMetrics().height() * (18 if projector else 13))
        # Tab order follows reading order: sliders, then playback.
        chain = [s.slider for s in self.sliders.values()] + [self.readouts.details_button] + [
            self.playback.play_button, self.playback.step_button, self.playback.speed_box,
            self.playback.restart_button, self.playback.seed_button,
        ]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        # The Lab's own labels; the widgets raise theirs, the sliders are theirs to size.
        for label in (self.intro, self.rows_title):
            legible.raise_fonts(label)
        # Where the page scrolls (a projector: the chart takes 18 lines there), the rows follow the round.
        self.follow_rows(self.rows, self.playback, [self.playback.step_button])
        self.follow_sums(self.readouts)
        self.retranslate()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        char = self.fontMetrics().averageCharWidth()
        # Compare with the room the scroll area gives, not with our own width,
        # which can never be less than the side-by-side minimum. (Projector
        # text is larger, so its characters ask for more room.)
        room = self.parentWidget().width() if self.parentWidget() is not None else self.width()
        # (The controls' width in one column: stacked, they may sit side by side.)
        controls = max(self.sliders_widget.minimumSizeHint().width(), self.readouts.minimumSizeHint().width())
        need = controls + self.playback.two_row_width() + 40
        narrow = min(self.width(), room) < max(char * 110, need)
        pair = narrow and min(self.width(), room) >= max(char * 90, 2 * controls + 16)
        pair_direction = QBoxLayout.Direction.LeftToRight if pair else QBoxLayout.Direction.TopToBottom
        if self.controls.direction() != pair_direction:
            self.controls.setDirection(pair_direction)
        direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
            # Stacked, the controls take the height they need; side by side,
            # the columns share the width 2:3.
            self.columns.setStretch(0, 0 if narrow else LEFT_SHARE)
        # One row of playback buttons only where it fits beside the chart's width.
        share = RIGHT_SHARE / (LEFT_SHARE + RIGHT_SHARE)
        room = (min(self.width(), room) - 16) * (share if not narrow else 1.0) - 10
        self.playback.set_compact(room < self.playback.one_row_width())

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            # «k = 0» said here: the slider starts there, and readers found the 0 from the knob alone (reviews 59-61).
            "The draft proposes k tokens (k = 0: no draft); one slow pass verifies them all and keeps the accepted "
            "prefix plus one token of its own."
        ))
        self.rows_title.setText(self.tr("One run, round by round"))

    def reset(self) -> None:
        self.rows.reset()
        self.playback.sync_speed()

    def deactivated(self) -> None:
        self.rows.pause()

    def settle(self) -> None:
        self.rows.settle()
