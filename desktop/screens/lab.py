"""The Lab: drag the draft window and the acceptance rate, watch the slow
passes fall on the chart and in the numbers, and watch rounds being verified."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.screens.base import AppContext, Screen
from desktop.widgets import legible
from desktop.widgets.parameter_slider import ParameterSlider
from desktop.widgets.pass_chart import PassChart
from desktop.widgets.playback_bar import PlaybackBar
from desktop.widgets.readouts import Readouts
from desktop.widgets.token_rows import TokenRows


class LabScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        model = ctx.model
        self.sliders = {name: ParameterSlider(model, name, self) for name in ("k", "alpha", "cost", "tokens")}
        # The Lab is where the learner comes back after step 5: it may say that a
        # free draft has no break-even.
        self.readouts = Readouts(model, self, free_break_even=True)
        self.chart = PassChart(model, self)
        self.rows = TokenRows(model, ctx.clock, self)
        self.playback = PlaybackBar(self.rows, self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setObjectName("labIntro")  # body text, not a pale caption: it says how the machine works
        self.rows_title = QLabel(self)
        self.rows_title.setWordWrap(True)
        font = self.rows_title.font()
        font.setBold(True)
        self.rows_title.setFont(font)

        left = QVBoxLayout()
        left.setSpacing(4)  # room for the readouts' end-of-text note at 1280×800
        left.addWidget(self.intro)
        for slider in self.sliders.values():
            left.addWidget(slider)
        left.addWidget(self.readouts)
        left.addStretch(1)
        left_widget = QWidget(self)
        left_widget.setLayout(left)
        left_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(self.chart, 5)
        right.addWidget(self.rows_title)
        right.addWidget(self.playback)
        right.addWidget(self.rows, 4)

        # Side by side when there is room (1 : 1: the big numbers need room
        # too); one column (scrolling down, never
        # sideways) when the text is large for the window, e.g. 200 % on 1280×800.
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.columns.setContentsMargins(0, 0, 0, 0)
        self.columns.setSpacing(16)
        self.columns.addWidget(left_widget, 1)
        self.right_widget = QWidget(self)
        self.right_widget.setLayout(right)
        self.columns.addWidget(self.right_widget, 1)
        self.chart.setMinimumHeight(self.fontMetrics().height() * 12)
        # Tab order follows reading order: sliders, then playback.
        chain = [s.slider for s in self.sliders.values()] + [
            self.playback.play_button, self.playback.step_button, self.playback.speed_box,
            self.playback.restart_button, self.playback.seed_button,
        ]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        # The Lab's own labels; the widgets raise theirs, the sliders are theirs to size.
        for label in (self.intro, self.rows_title):
            legible.raise_fonts(label)
        self.retranslate()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        char = self.fontMetrics().averageCharWidth()
        # Compare with the room the scroll area gives, not with our own width,
        # which can never be less than the side-by-side minimum. (Projector
        # text is larger, so its characters ask for more room.)
        room = self.parentWidget().width() if self.parentWidget() is not None else self.width()
        need = self.columns.itemAt(0).widget().minimumSizeHint().width() + self.playback.two_row_width() + 40
        narrow = min(self.width(), room) < max(char * 110, need)
        direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
            # Stacked, the controls take the height they need; side by side,
            # the columns share the width 1:1.
            self.columns.setStretch(0, 0 if narrow else 1)
        # One row of playback buttons only where it fits beside the chart's width.
        room = min(self.width(), room) * (1 / 2 if not narrow else 1.0) - 10
        self.playback.set_compact(room < self.playback.one_row_width())

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "The draft proposes k tokens; one slow pass verifies them all and keeps the accepted "
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
