"""The Lab: drag the draft window and the acceptance rate, watch the slow
passes fall on the chart and in the numbers, and watch rounds being verified."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.screens.base import AppContext, Screen
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
        self.readouts = Readouts(model, self)
        self.chart = PassChart(model, self)
        self.rows = TokenRows(model, ctx.clock, self)
        self.playback = PlaybackBar(self.rows, self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setObjectName("caption")
        self.rows_title = QLabel(self)
        font = self.rows_title.font()
        font.setBold(True)
        self.rows_title.setFont(font)

        left = QVBoxLayout()
        left.setSpacing(12)
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

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(20)
        grid.addWidget(left_widget, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 5)
        # Tab order follows reading order: sliders, then playback.
        chain = [s.slider for s in self.sliders.values()] + [
            self.playback.play_button, self.playback.step_button, self.playback.speed_box,
            self.playback.restart_button, self.playback.seed_button,
        ]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        self.retranslate()

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "A small draft model guesses k tokens; the big model checks them all in one slow pass "
            "and keeps the prefix it agrees with, plus one token of its own."
        ))
        self.rows_title.setText(self.tr("Rounds: draft, verify once, keep the ✓ prefix"))

    def reset(self) -> None:
        self.rows.reset()
        self.playback.sync_speed()

    def deactivated(self) -> None:
        self.rows.pause()

    def settle(self) -> None:
        self.rows.settle()
