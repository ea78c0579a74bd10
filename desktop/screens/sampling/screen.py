"""The Sampling lab: when the model samples, speculative decoding still gives
the big model's answer, in distribution.

The learner first predicts whether the outputs will look like the target p
or the draft q (the controls unlock after the commit), then reshapes q by
dragging its bars or with two sliders, samples 1, 100 or 10,000 steps, and
watches the histogram settle onto p whatever q is, while the overlap of the
two charts, alpha, sets how often a draft is accepted.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QBoxLayout, QVBoxLayout, QWidget

from desktop.widgets.room_watch import RoomWatch
from desktop.screens.base import AppContext, Screen
from desktop.screens.sampling import PREDICTION_KEY
from desktop.screens.sampling.charts import SamplingCharts
from desktop.screens.sampling.knobs import KnobsCard
from desktop.widgets.looks import min_pt, raise_to_floor, screen_scale
from desktop.screens.sampling.prediction import PredictionCard
from desktop.screens.sampling.readout import FitReadout
from desktop.screens.sampling.state import SamplingState
from desktop.screens.sampling.steps import SampleCard

# Room, in average letters of the screen's font, below which the lab stacks a row of
# parts (see _fit_width): 1280×800 keeps both rows side by side, 1024×768 stacks them
# (its folded contents list leaves about 900 px: side by side, the ten word rows were
# about 15 px apart, too crowded for the back row).
MIDDLE_CHARS = 118
BOTTOM_CHARS = 116
READOUT_WIDTH = 250
# A third of the charts: narrower, its notes wrapped to five lines on a projector and made the row
# taller than the charts need (review 29).
READOUT_STRETCH = 4


class SamplingScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        # Projector mode reads from further away: every text of the lab, at least 18 px.
        font = self.font()
        font.setPointSizeF(max(font.pointSizeF(), min_pt()))
        self.setFont(font)
        self.state = SamplingState(ctx.clock, lambda: ctx.model.seed, self)
        self.prediction = PredictionCard(ctx.settings, PREDICTION_KEY, self)
        self.charts = SamplingCharts(self.state, self)
        self.readout = FitReadout(self.state, self)
        self.knobs = KnobsCard(self.state, self)
        self.sampler = SampleCard(self.state, self)
        self.log = self.sampler.log

        # Side by side where the window is wide; stacked (scrolling down, never sideways)
        # where it is not, e.g. 1024×768 or projector text (see _fit_width).
        self.middle = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.middle.setSpacing(14)
        self.middle.addWidget(self.charts, 10)
        self.middle.addWidget(self.readout, READOUT_STRETCH)
        self.readout.setMinimumWidth(READOUT_WIDTH)

        self.bottom = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.bottom.setSpacing(14)
        self.bottom.addWidget(self.knobs, 3)
        self.bottom.addWidget(self.sampler, 5)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        outer.addWidget(self.prediction)
        outer.addLayout(self.middle, 1)
        outer.addLayout(self.bottom)
        self.outer = outer
        self.narrow = False  # the charts and the readout stacked
        self.narrow_bottom = False  # the knobs and the sampling card stacked
        self._room_watch = RoomWatch(self, self._fit_width)

        chain = [
            *self.prediction.options.values(), self.prediction.commit_button,
            self.charts.q_plot, self.knobs.difference.slider, self.knobs.temperature.slider,
            *self.sampler.buttons.values(), self.sampler.clear_button,
        ]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

        self._scale = 1.0
        self.prediction.committedChanged.connect(self._sync_lock)
        self.prediction.committedChanged.connect(self._on_commit)
        self.state.outputsChanged.connect(self._on_outputs)
        # Where the page scrolls (a projector), the sampling buttons and the outputs sat below the fold
        # (review 75): a prediction that is fixed brings the buttons into view; sampling, the outputs too.
        self.prediction.committedChanged.connect(lambda committed: committed and self._show_outputs())
        self.state.playingChanged.connect(lambda playing: playing and self._show_outputs())
        self._sync_lock()
        self.retranslate()
        raise_to_floor(self)

    # Lesson hook ----------------------------------------------------------------
    @property
    def locked(self) -> bool:
        return not self.prediction.committed

    def _sync_lock(self, *_args) -> None:
        locked = self.locked
        self.charts.set_locked(locked)
        self.knobs.set_locked(locked)
        self.sampler.set_locked(locked)
        self._share_bottom()

    def _share_bottom(self) -> None:
        # Locked, the sampling card says one sentence: the knobs take more of the width and
        # so less height (their labels stop wrapping), which goes to the charts. Unlocked,
        # the card's step lines and log need the width more.
        if not self.narrow_bottom:
            self.bottom.setStretch(0, 4 if self.locked else 3)
            self.bottom.setStretch(1, 5)

    def _on_commit(self, committed: bool) -> None:
        # The commit button hides itself; keyboard users land on the first control it unlocked.
        if committed and self.prediction.had_focus:
            self.sampler.buttons[1].setFocus()

    def _show_outputs(self) -> None:
        # The buttons win where both do not fit: the next press is theirs.
        self.bring_into_view_soon(self.charts.out_plot, then=self.sampler.buttons[1])

    def _on_outputs(self) -> None:
        self.prediction.update_evidence(self.state.total)

    def showEvent(self, event) -> None:
        # The theme (projector or not) may have changed since the screen was built.
        raise_to_floor(self)
        self._room_watch.follow()
        super().showEvent(event)
        self._fit_width()

    # Fitting the width -------------------------------------------------------------
    def _room(self) -> int:
        return self._room_watch.room()

    def wide_enough(self) -> int:
        """The narrowest room that keeps every row side by side, in letters of the
        screen's font (so projector text asks for more)."""
        return int(self.fontMetrics().averageCharWidth() * max(MIDDLE_CHARS, BOTTOM_CHARS))

    def _fit_width(self) -> None:
        room, char = self._room(), self.fontMetrics().averageCharWidth()
        # A row stays side by side only with room for its parts' minimum widths too
        # (projector text widens the legend and the sliders' labels).
        middle_need = self.charts.minimumSizeHint().width() + self.middle.spacing() + READOUT_WIDTH
        bottom_need = (self.knobs.minimumSizeHint().width() + self.bottom.spacing()
                       + self.sampler.minimumSizeHint().width())
        narrow = room < max(char * MIDDLE_CHARS, middle_need)
        narrow_bottom = room < max(char * BOTTOM_CHARS, bottom_need)
        if narrow != self.narrow:
            self.narrow = narrow
            self.middle.setDirection(QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight)
            # Stacked, every part takes the height it needs; side by side they share the width.
            self.middle.setStretch(0, 0 if narrow else 10)
            self.middle.setStretch(1, 0 if narrow else READOUT_STRETCH)
            self.readout.set_columns(2 if narrow else 1)
            self.readout.setMinimumWidth(0 if narrow else READOUT_WIDTH)
            # Stacked, the sampling buttons come before the readout: under it they were a screen
            # below the charts' «sample below» at 1024x768 (review 24).
            if narrow:
                self.middle.removeWidget(self.readout)
                self.outer.addWidget(self.readout)
            else:
                self.outer.removeWidget(self.readout)
                self.middle.addWidget(self.readout, READOUT_STRETCH)
            self.charts.setMinimumHeight(self.charts.stacked_height() if narrow else 0)
            self.updateGeometry()
        if narrow_bottom != self.narrow_bottom:
            self.narrow_bottom = narrow_bottom
            self.bottom.setDirection(QBoxLayout.Direction.TopToBottom if narrow_bottom
                                     else QBoxLayout.Direction.LeftToRight)
            # Stacked, sampling first: it is what the charts' «sample below» points to.
            for widget in (self.knobs, self.sampler):
                self.bottom.removeWidget(widget)
            for widget in ((self.sampler, self.knobs) if narrow_bottom else (self.knobs, self.sampler)):
                self.bottom.addWidget(widget)
            self.bottom.setStretch(0, 0)
            self.bottom.setStretch(1, 0)
            self._share_bottom()
            self.updateGeometry()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationFontChange, QEvent.Type.StyleChange):
            raise_to_floor(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_width()
        scale = screen_scale(*self.text_area())
        if scale != self._scale:
            self._scale = scale
            for part in (self.prediction, self.charts, self.readout, self.knobs, self.sampler):
                part.apply_scale(scale)

    def heightForWidth(self, width: int) -> int:
        # The height the parts need at this width, wrapped text included, and no more:
        # their preferred heights would push the controls below the fold, and the
        # layout's plain minimum (-1) under-counted the wrapped text, so the layout
        # squeezed the charts until the legend covered their tick labels. Stacked, the
        # screen is taller than the window and scrolls down.
        if self.layout() is None:
            return -1
        return self.layout().totalMinimumHeightForWidth(width)

    # Screen hooks -----------------------------------------------------------------
    def retranslate(self) -> None:
        pass  # every part retranslates itself on LanguageChange

    def reset(self) -> None:
        self.state.reset()
        self.prediction.reset()
        self.charts.q_plot.select(0)

    def deactivated(self) -> None:
        self.state.finish()

    def settle(self) -> None:
        self.state.finish()
