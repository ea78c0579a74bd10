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
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from desktop.screens.base import AppContext, Screen
from desktop.screens.sampling import PREDICTION_KEY
from desktop.screens.sampling.charts import SamplingCharts
from desktop.screens.sampling.knobs import KnobsCard
from desktop.screens.sampling.looks import min_pt, raise_to_floor, screen_scale
from desktop.screens.sampling.prediction import PredictionCard
from desktop.screens.sampling.readout import FitReadout
from desktop.screens.sampling.state import SamplingState
from desktop.screens.sampling.steps import SampleCard


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

        middle = QHBoxLayout()
        middle.setSpacing(14)
        middle.addWidget(self.charts, 10)
        middle.addWidget(self.readout, 3)
        self.readout.setMinimumWidth(240)

        bottom = QHBoxLayout()
        bottom.setSpacing(14)
        bottom.addWidget(self.knobs, 4)
        bottom.addWidget(self.sampler, 5)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        outer.addWidget(self.prediction)
        outer.addLayout(middle, 1)
        outer.addLayout(bottom)

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

    def _on_commit(self, committed: bool) -> None:
        # The commit button hides itself; keyboard users land on the first control it unlocked.
        if committed and self.prediction.had_focus:
            self.sampler.buttons[1].setFocus()

    def _on_outputs(self) -> None:
        self.prediction.update_evidence(self.state.total)

    def showEvent(self, event) -> None:
        # The theme (projector or not) may have changed since the screen was built.
        raise_to_floor(self)
        super().showEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationFontChange, QEvent.Type.StyleChange):
            raise_to_floor(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = screen_scale(self.width(), self.height())
        if scale != self._scale:
            self._scale = scale
            for part in (self.prediction, self.charts, self.readout, self.knobs, self.sampler):
                part.apply_scale(scale)

    def heightForWidth(self, width: int) -> int:
        # The screen is laid out to fit the window. Left to itself, its
        # word-wrapped labels would ask the scroll area for their full
        # preferred height and push the controls below the fold; the scroll
        # area still honours the minimum size.
        return -1

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
