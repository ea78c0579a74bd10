"""Step 5, predict where the speed-up dies.

The learner first puts a marker on the acceptance axis (drag the line on the
chart, or use the slider with the keyboard) and locks it in. Only then does
the chart show the true curves and, for a draft that costs time, the
break-even rate from ``desktop.sim.analytic.break_even_alpha``; a free draft
(c = 0) never dies, because every round still writes the big model's own
token. The guess and its distance to the truth are kept on the screen and,
for a self-learner, in the settings under ``progress/predict/...``.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.sim import analytic
from desktop.widgets.pass_chart import PassChart

K = 4
TOKENS = 100
SCENARIOS = {"free": 0.0, "costly": 0.25}
START_GUESS = 0.5
CLOSE_ENOUGH = 0.05


class PredictScreen(LessonScreen):
    NAME = "predict"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.scenario = "free"
        self.guess = START_GUESS
        self.committed = False
        self.guesses: dict[str, dict] = {}  # scenario -> {"guess", "truth", "error"}

        self.model = LessonModel(self, k=K, alpha=START_GUESS, cost=SCENARIOS["free"], tokens=TOKENS)
        self.chart = PassChart(self.model, self)
        t = theme.current()
        self.guess_line = pg.InfiniteLine(
            pos=START_GUESS, angle=90, movable=True, bounds=(0.0, 1.0),
            pen=pg.mkPen(t.draft, width=5), hoverPen=pg.mkPen(t.draft, width=8),
            label="", labelOpts={"position": 0.95, "color": t.draft, "fill": (255, 255, 255, 230),
                                 "anchors": [(0, 0.5), (0, 0.5)]},
        )
        self.guess_line.setZValue(20)
        self.chart.plot.addItem(self.guess_line)
        self.guess_line.sigPositionChanged.connect(self._on_line)

        # The scenario
        setup = Card(self)
        self.setup_title = plain_label(setup, "sectionTitle")
        setup.add(self.setup_title)
        self.scenario_buttons = QButtonGroup(self)
        self.radio = {}
        for key in SCENARIOS:
            radio = QRadioButton(setup)
            radio.setObjectName(f"scenario_{key}")
            self.scenario_buttons.addButton(radio)
            self.radio[key] = radio
            setup.add(radio)
        self.radio["free"].setChecked(True)
        self.scenario_buttons.buttonClicked.connect(self._on_scenario)
        self.setup_note = plain_label(setup, "caption")
        setup.add(self.setup_note)

        # The guess
        guess = Card(self)
        self.guess_title = plain_label(guess, "sectionTitle")
        self.guess_value = plain_label(guess, "bigNumber", wrap=False)
        self.slider = QSlider(Qt.Orientation.Horizontal, guess)
        self.slider.setObjectName("guessSlider")
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setMinimumHeight(32)
        self.slider.valueChanged.connect(self._on_slider)
        self.commit_button = QPushButton(guess)
        self.commit_button.setObjectName("primary")
        self.commit_button.clicked.connect(self.commit)
        guess.add(self.guess_title)
        guess.add(self.guess_value)
        guess.add(self.slider)
        guess.add(self.commit_button)
        self.guess_note = plain_label(guess, "caption")
        guess.add(self.guess_note)

        # The reveal (hidden until the guess is locked in)
        self.reveal = Card(self)
        self.result = plain_label(self.reveal, "good")
        self.explanation = link_label(self.reveal, "body")
        self.explanation.setObjectName("predictExplanation")
        buttons = QHBoxLayout()
        self.again_button = QPushButton(self.reveal)
        self.again_button.clicked.connect(self.try_again)
        self.other_button = QPushButton(self.reveal)
        self.other_button.clicked.connect(self.other_case)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.other_button)
        buttons.addStretch(1)
        self.reveal.add(self.result)
        self.reveal.add(self.explanation)
        self.reveal.layout_.addLayout(buttons)

        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(setup)
        left.addWidget(guess)
        left.addWidget(self.reveal)
        left.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(18)
        row.addLayout(left, 2)
        row.addWidget(self.chart, 3)
        self.body.addLayout(row, 1)

        self._set_guess(START_GUESS)
        self._apply_state()
        self.retranslate()

    # The answer, from the sim --------------------------------------------------
    def cost(self) -> float:
        return SCENARIOS[self.scenario]

    def truth(self) -> float:
        """Where the speed-up dies: the break-even rate (0 for a free draft: it never dies)."""
        return analytic.break_even_alpha(K, self.cost())

    # Interaction -------------------------------------------------------------
    def _on_line(self) -> None:
        if not self.committed:
            self._set_guess(self.guess_line.value(), from_line=True)

    def _on_slider(self, value: int) -> None:
        if not self.committed:
            self._set_guess(value / 100.0)

    def _set_guess(self, value: float, from_line: bool = False) -> None:
        self.guess = round(min(max(float(value), 0.0), 1.0), 2)
        self.slider.blockSignals(True)
        self.slider.setValue(int(round(self.guess * 100)))
        self.slider.blockSignals(False)
        if not from_line:
            self.guess_line.blockSignals(True)
            self.guess_line.setValue(self.guess)
            self.guess_line.blockSignals(False)
        self._update_guess_text()

    def set_guess(self, value: float) -> None:
        """Place the marker (as a drag would)."""
        if not self.committed:
            self._set_guess(value)

    def _on_scenario(self, button) -> None:
        key = next(k for k, b in self.radio.items() if b is button)
        self.set_scenario(key)

    def set_scenario(self, key: str) -> None:
        self.scenario = key
        self.radio[key].setChecked(True)
        self.committed = False
        self.model.set_cost(SCENARIOS[key])
        self.model.set_alpha(START_GUESS)
        self._set_guess(START_GUESS)
        self._apply_state()
        self.retranslate()

    def commit(self) -> None:
        if self.committed:
            return
        self.committed = True
        truth = self.truth()
        error = self.guess - truth
        self.guesses[self.scenario] = {"guess": self.guess, "truth": truth, "error": error}
        settings = self.ctx.settings
        if settings is not None:
            base = f"progress/predict/{self.scenario}"
            settings.set(f"{base}/guess", self.guess)
            settings.set(f"{base}/truth", round(truth, 4))
            settings.set(f"{base}/error", round(error, 4))
        # The dot on the true curve sits at the guess.
        self.model.set_alpha(self.guess)
        self._apply_state()
        self.retranslate()

    def try_again(self) -> None:
        self.set_scenario(self.scenario)

    def other_case(self) -> None:
        self.set_scenario("costly" if self.scenario == "free" else "free")

    def _apply_state(self) -> None:
        revealed = self.committed
        chart = self.chart
        for item in (chart.curve, chart.time_curve, chart.marker, chart.alpha_line):
            item.setVisible(revealed)
        chart.break_even_line.setVisible(revealed and self.cost() > 0)
        chart.legend.setVisible(revealed)
        self.guess_line.setMovable(not revealed)
        self.slider.setVisible(not revealed)
        self.commit_button.setVisible(not revealed)
        self.guess_note.setVisible(not revealed)
        for radio in self.radio.values():
            radio.setEnabled(True)
        self.reveal.setVisible(revealed)

    # Texts -------------------------------------------------------------------
    def _update_guess_text(self) -> None:
        self.guess_value.setText(self.tr("α = %1").replace("%1", i18n.fmt(self.guess, 2)))
        self.guess_line.label.setFormat(self.tr("your guess"))

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            "Predict before you look: lower the <a href=\"gloss:alpha\">acceptance rate</a> and the draft "
            "helps less and less. Where does the <a href=\"gloss:speedup\">speed-up</a> die completely? "
            "Drag the orange line and lock it in."
        ))
        self.setup_title.setText(self.tr("The case (k = %1, %2 tokens)").replace("%1", i18n.fmt_int(K))
                                 .replace("%2", i18n.fmt_int(TOKENS)))
        self.radio["free"].setText(self.tr("A free draft (c = 0)"))
        self.radio["costly"].setText(
            self.tr("A draft that costs (c = %1)").replace("%1", i18n.fmt(SCENARIOS["costly"], 2))
        )
        self.setup_note.setText(self.tr("c is the time of one guess, as a fraction of a slow pass."))
        self.guess_note.setText(self.tr("The dashed line is writing without a draft: %1 slow passes.")
                                .replace("%1", i18n.fmt_int(TOKENS)))
        self.guess_title.setText(self.tr("Your guess: the speed-up dies at"))
        self.slider.setAccessibleName(self.tr("Your guess: the speed-up dies at"))
        self.commit_button.setText(self.tr("Lock in my guess"))
        self.again_button.setText(self.tr("Guess again"))
        self.other_button.setText(
            self.tr("Now with a draft that costs") if self.scenario == "free" else self.tr("Now with a free draft")
        )
        self._update_guess_text()
        if self.committed:
            self._update_reveal()
        self.chart.retranslate()
        self.chart.legend.setVisible(self.committed)

    def _update_reveal(self) -> None:
        truth = self.truth()
        error = self.guess - truth
        close = abs(error) <= CLOSE_ENOUGH
        if self.scenario == "free":
            if close:
                verdict = self.tr("Right: it never dies. You placed it at α = %1, where the two lines only touch.")
            else:
                verdict = self.tr("It never dies. You placed it at α = %1; the curves only meet at α = 0, "
                                  "%2 away from your guess.")
            explanation = self.tr(
                "With a free draft the blue curve never rises above the dashed line. Even when every guess is "
                "rejected, the check still gives the big model's own token: a "
                '<a href="gloss:bonus">free correction</a>. Each round writes at least one token, as many as '
                "writing alone: a useless free draft ties, it never loses."
            )
        else:
            if close:
                verdict = self.tr("Well judged: the speed-up dies at α = %3. You said %1, only %2 away.")
            elif error < 0:
                verdict = self.tr("It dies at α = %3. You said %1: %2 too low.")
            else:
                verdict = self.tr("It dies at α = %3. You said %1: %2 too high.")
            per_round = K * SCENARIOS["costly"]
            explanation = (self.tr(
                "Besides its slow pass, each round now spends %1 guesses × %2 = %3 extra slow pass on drafting "
                "(the orange curve counts that time). Below α = %4, the red line, the rounds do not write "
                "enough tokens to pay for it, and the draft makes you slower."
            ).replace("%1", i18n.fmt_int(K)).replace("%2", i18n.fmt(SCENARIOS["costly"], 2))
                .replace("%3", i18n.fmt(per_round, 0)).replace("%4", i18n.fmt(truth, 2)))
        self.result.setText(verdict.replace("%1", i18n.fmt(self.guess, 2)).replace("%2", i18n.fmt(abs(error), 2))
                            .replace("%3", i18n.fmt(truth, 2)))
        self.result.setObjectName("good" if close else "bad")
        self.result.style().unpolish(self.result)
        self.result.style().polish(self.result)
        self.explanation.setText(explanation)

    # Screen life -------------------------------------------------------------
    def reset(self) -> None:
        self.guesses.clear()
        self.set_scenario("free")

    def settle(self) -> None:
        pass
