"""Step 5, predict where the draft stops winning (the speed-up falls to 1×).

The learner first puts a marker on the acceptance axis (drag the line on the
chart, or use the slider with the keyboard), or answers "never", and locks it
in. "Never" is the right answer for a free draft, so the question is no trick. Only then does
the chart show the true curves and, for a draft that costs time, the
break-even rate from ``desktop.sim.analytic.break_even_alpha_finite`` (for the chart's 100 tokens); a free draft
(c = 0) never stops winning, because every round still writes the big model's
own token: at worst it ties (1×). The guess and its distance to the truth are kept on the screen and,
for a self-learner, in the settings under ``progress/predict/...``.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
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
from desktop.widgets import a11y, looks
from desktop.widgets.pass_chart import PassChart
from desktop.widgets.readouts import EXPECTED_DIGITS

K = 4
TOKENS = 100
SCENARIOS = {"free": 0.0, "costly": 0.25}
# Far from both answers (0 for a free draft, about 0.52 for the costly one): no anchor.
START_GUESS = 0.9
CLOSE_ENOUGH = 0.05


class PredictScreen(LessonScreen):
    NAME = "predict"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.scenario = "free"
        self.guess = START_GUESS
        self.never = False  # the learner answered "it never stops winning"
        self.placed = False  # the learner has moved the line (its start is no hint, and says so)
        self.committed = False
        self.guesses: dict[str, dict] = {}  # scenario -> {"guess", "truth", "error"}

        self.model = LessonModel(self, k=K, alpha=START_GUESS, cost=SCENARIOS["free"], tokens=TOKENS)
        self.chart = PassChart(self.model, self)
        # Here the dot is not a setting of the learner's but the time at the α they predicted: its label
        # names that α ("your setting" read as a setting to find; review round 4).
        self.chart.marker_label_text = self._marker_text
        t = theme.current()
        self.guess_line = pg.InfiniteLine(
            pos=START_GUESS, angle=90, movable=True, bounds=(0.0, 1.0),
            pen=pg.mkPen(t.draft, width=5), hoverPen=pg.mkPen(t.draft, width=8),
            # Lower with larger text: at 150 % «arrástrame» lost its accent above the plot's top (round 95).
            label="", labelOpts={"position": 0.95 if t.font_scale <= 1 else 0.88, "color": t.draft,
                                 "fill": (255, 255, 255, 230),
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
        self._mark_case()
        self.scenario_buttons.buttonClicked.connect(self._on_scenario)
        self.setup_note = link_label(setup, "caption")
        setup.add(self.setup_note)

        # The guess
        guess = self.guess_card = Card(self)
        self.guess_title = plain_label(guess, "sectionTitle")
        self.guess_value = plain_label(guess, "bigNumber", wrap=False)
        # Before the learner moves it the line still stands somewhere: this says where, and that it is no
        # answer yet (the state and the drawing must agree on every frame).
        self.guess_state = plain_label(guess, "body")
        self.slider = QSlider(Qt.Orientation.Horizontal, guess)
        # A screen reader hears the α the line stands at (0,90), not the slider's step (90); set before
        # anything moves the slider (Qt builds and caches its interface on the first change).
        a11y.set_value_map(self.slider, lambda raw: raw / 100, 0.01)
        self.slider.setObjectName("guessSlider")
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setMinimumHeight(32)
        self.slider.valueChanged.connect(self._on_slider)
        self.never_button = QPushButton(guess)
        self.never_button.setObjectName("neverButton")
        self.never_button.setCheckable(True)
        self.never_button.toggled.connect(self._on_never)
        self.commit_button = QPushButton(guess)
        self.commit_button.setObjectName("primary")
        self.commit_button.clicked.connect(self.commit)
        guess.add(self.guess_title)
        guess.add(self.guess_value)
        guess.add(self.guess_state)
        guess.add(self.slider)
        # The slider's two ends, named: a bare bar left readers guessing which way lowers α (blind review, 05).
        # Their own row widget: beside the slider, a screen reader would take "0: …" for its value.
        ends_row = QWidget(guess)
        ends = QHBoxLayout(ends_row)
        ends.setContentsMargins(0, 0, 0, 0)
        self.slider_low = plain_label(ends_row, "caption", wrap=False)
        self.slider_high = plain_label(ends_row, "caption", wrap=False)
        ends.addWidget(self.slider_low)
        ends.addStretch(1)
        ends.addWidget(self.slider_high)
        guess.add(ends_row)
        guess.add(self.never_button)
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
        # Never taller than the room in view (see _fit_chart): where the left column is taller
        # than the window (1024x768, projector), the chart stretched with it and its α axis fell below the
        # bottom of the screen (blind review, 05).
        chart_column = QVBoxLayout()
        chart_column.addWidget(self.chart, 1)
        chart_column.addStretch(0)  # what a capped chart leaves goes below it, not above
        row.addLayout(chart_column, 3)
        self.body.addLayout(row, 1)
        self.stack_when_narrow(row)

        self._set_guess(START_GUESS)
        self._apply_state()
        self.retranslate()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_chart()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_chart()

    def _fit_chart(self) -> None:
        """The chart's height: what the window shows below the chart's top (the screen's own height when
        it is not in a scroll area), so its x axis is in view without scrolling."""
        view = self.parentWidget()
        room = view.height() if view is not None else self.height()
        top = self.chart.mapTo(self, self.chart.rect().topLeft()).y()
        # At least what the chart needs at its width: at 150 % text its wrapped title took the plot's room
        # and was cut at the top (round 95, 1024x768); the page scrolls instead.
        layout = self.chart.layout()
        need = layout.minimumHeightForWidth(self.chart.width()) if layout.hasHeightForWidth() else -1
        height = max(self.chart.minimumSizeHint().height(), need, room - top - 8)
        if self.chart.maximumHeight() != height:
            self.chart.setMaximumHeight(height)

    # The answer, from the sim --------------------------------------------------
    def cost(self) -> float:
        return SCENARIOS[self.scenario]

    def truth(self) -> float:
        """Where it stops winning: the break-even rate for the chart's TOKENS tokens, where its curve
        crosses the dashed line (0 for a free draft: it never stops winning)."""
        return analytic.break_even_alpha_finite(K, self.cost(), TOKENS)

    # Interaction -------------------------------------------------------------
    def _on_line(self) -> None:
        if not self.committed:
            self.placed = True
            self._set_guess(self.guess_line.value(), from_line=True)

    def _on_slider(self, value: int) -> None:
        if not self.committed:
            self.placed = True
            self._set_guess(value / 100.0)

    def _on_never(self, checked: bool) -> None:
        if not self.committed:
            self.set_never(checked)

    def set_never(self, never: bool) -> None:
        """Answer "it never stops winning" (True) or go back to a place on the axis."""
        if self.committed:
            return
        self.never = bool(never)
        if self.never:
            self.placed = True
        self.never_button.blockSignals(True)
        self.never_button.setChecked(self.never)
        self.never_button.blockSignals(False)
        self.guess_line.setVisible(not self.never)
        self._update_guess_text()

    def _set_guess(self, value: float, from_line: bool = False) -> None:
        if self.never:
            self.set_never(False)
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
            self.placed = True
            self._set_guess(value)

    def _on_scenario(self, button) -> None:
        key = next(k for k, b in self.radio.items() if b is button)
        self.set_scenario(key)

    def set_scenario(self, key: str) -> None:
        self.scenario = key
        self.radio[key].setChecked(True)
        self._mark_case()
        self.committed = False
        self.set_never(False)
        self.placed = False
        self.model.set_cost(SCENARIOS[key])
        self.model.set_alpha(START_GUESS)
        self._set_guess(START_GUESS)
        self._apply_state()
        self.retranslate()

    def _mark_case(self) -> None:
        """The chosen case in bold, not by its small radio dot alone: from the back row round 82 read
        the free case's dot as the costly one's."""
        for radio in self.radio.values():
            font = radio.font()
            font.setBold(radio.isChecked())
            radio.setFont(font)

    def commit(self) -> None:
        if self.committed:
            return
        self.committed = True
        truth = self.truth()
        if self.never:
            # "Never" is exact for a free draft; for a costly one it has no distance to give.
            error = 0.0 if self.cost() == 0 else None
        else:
            error = self.guess - truth
        self.guesses[self.scenario] = {"guess": None if self.never else self.guess, "never": self.never,
                                       "truth": truth, "error": error}
        settings = self.ctx.settings
        if settings is not None:
            base = f"progress/predict/{self.scenario}"
            settings.set(f"{base}/never", self.never)
            if not self.never:
                settings.set(f"{base}/guess", self.guess)
            settings.set(f"{base}/truth", round(truth, 4))
            if error is not None:
                settings.set(f"{base}/error", round(error, 4))
        # The dot on the true curve sits at the guess.
        self.model.set_alpha(0.0 if self.never else self.guess)
        self._apply_state()
        self.retranslate()

    def _marker_text(self) -> str:
        alpha, time = self.chart.marker_position()
        return i18n.fill(self.tr("at α = %1: %2"), i18n.fmt(alpha, 2), i18n.fmt(time, EXPECTED_DIGITS))

    def try_again(self) -> None:
        self.set_scenario(self.scenario)

    def other_case(self) -> None:
        self.set_scenario("costly" if self.scenario == "free" else "free")

    def _apply_state(self) -> None:
        revealed = self.committed
        self.chart.show_answer(revealed)
        self.guess_line.setMovable(not revealed)
        self.guess_line.setVisible(not self.never)
        self.slider.setVisible(not revealed)
        self.never_button.setVisible(not revealed)
        self.commit_button.setVisible(not revealed)
        self.guess_note.setVisible(not revealed)
        for radio in self.radio.values():
            radio.setEnabled(True)
        self.reveal.setVisible(revealed)
        # Once revealed, the verdict repeats the prediction: the card would only push the reveal down.
        self.guess_card.setVisible(not revealed)

    # Texts -------------------------------------------------------------------
    def _update_guess_text(self) -> None:
        unplaced = not self.placed and not self.never
        if self.never:
            self.guess_value.setText(self.tr("never"))
        else:
            self.guess_value.setText(i18n.fill(self.tr("α = %1"), i18n.fmt(self.guess, 2)))
        # Unplaced, the big number would read as an answer: the sentence says where the line waits instead.
        self.guess_value.setVisible(not unplaced and not self.committed)
        self.guess_state.setVisible(unplaced and not self.committed)
        a11y.set_value_text(self.slider, i18n.fmt(self.guess, 2))
        a11y.value_changed(self.slider)
        # Why the lock button is dimmed, said beside it (review 34).
        self.guess_state.setText(i18n.fill(self.tr("No prediction yet: the line waits at α = %1 (no hint). Drag it to your "
                                                   "answer and «%2» wakes up."), i18n.fmt(self.guess, 2),
                                           self.tr("Lock in my prediction")))
        self.commit_button.setEnabled(self.placed or self.never)
        label = self.guess_line.label
        label.setFormat(self.tr("your prediction") if self.placed else self.tr("drag me"))
        # Unplaced, the line is thin and faint: it must not read as an answer already given (not
        # dashed: the dashed line is writing without a draft).
        faint = QColor(theme.current().draft)
        faint.setAlpha(255 if self.placed else 120)
        self.guess_line.setPen(pg.mkPen(faint, width=5 if self.placed else 3))
        # Near the right edge the label goes to the left of the line, so it is never cut off.
        side = (1, 0.5) if self.guess > 0.6 else (0, 0.5)
        if label.anchors != [side, side]:
            label.anchors = [side, side]
            label.updatePosition()

    def retranslate(self) -> None:
        super().retranslate()
        # The break-even glossed where it is named: the α where the speed-up is exactly 1× (blind review,
        # round 7, asked what "α de equilibrio (para k = 4)" means).
        self.set_lead(i18n.fill(self.tr(
            "Predict before you look: lower the <a href=\"gloss:alpha\">acceptance rate</a> α and the draft "
            "helps less and less. Below which α does it make you slower? That point, where there is one, is the "
            "<a href=\"gloss:breakeven\">break-even α (for %1)</a>: the α where the "
            "<a href=\"gloss:speedup\">speed-up</a> is exactly 1× and below which the draft makes you slower than "
            "the big model alone. "
            # A tie is not slower (review 35: at c = 0, α = 0 gives exactly 1×: «0» or «never»?). How to drag
            # and lock is the panel's own text: said here too, the lead pushed step 5 past a 1024×768 screen.
            "If you think no α makes it slower (a tie at 1× is not slower), answer “never”."
        ), "k\u00a0=\u00a0" + i18n.fmt_int(K)))  # "k = 4" never broken across lines
        self.setup_title.setText(i18n.fill(self.tr("The case (k = %1, %2 tokens)"), i18n.fmt_int(K),
                                           i18n.fmt_int(TOKENS)))
        self.radio["free"].setText(self.tr("A free draft (c = 0)"))
        self.radio["costly"].setText(
            i18n.fill(self.tr("A draft that costs (for example, c = %1)"), i18n.fmt(SCENARIOS["costly"], 2))
        )
        # The free case comes first and its answer is "never": say there are two to try.
        self.setup_note.setText(i18n.fill(self.tr('Try both cases. <a href="gloss:cost">c</a> is what one step of the draft '
                                                  "costs, in slow passes: at c = %1, four draft steps cost as much as one "
                                                  "slow pass."), i18n.fmt(SCENARIOS["costly"], 2)))
        self.slider_low.setText(self.tr("0: all rejected"))
        self.slider_high.setText(self.tr("1: all accepted"))
        self.guess_note.setText(i18n.fill(self.tr("The dashed line is writing without a draft: %1 slow passes."),
                                          i18n.fmt_int(TOKENS)))
        # A question, not a sentence cut before its value: until the line is placed no value follows
        # it (review 23 read «más lento por debajo de» as text cut off).
        # The case in the title: two readers of round 81 could not tell which case the guess was for.
        title = i18n.fill(self.tr("Your prediction (c = %1): below which α is it slower?"),
                          i18n.fmt(SCENARIOS[self.scenario], 2 if self.scenario == "costly" else 0))
        self.guess_title.setText(title)
        self.slider.setAccessibleName(title)
        # "Never slower", not "never stops winning": at α = 0 a free draft ties, 1×, which the lead
        # defines as where it stops winning (review 21).
        self.never_button.setText(self.tr("It is never slower"))
        self.commit_button.setText(self.tr("Lock in my prediction"))
        self.again_button.setText(self.tr("Predict again"))
        other = "costly" if self.scenario == "free" else "free"
        self.other_button.setText(i18n.fill(self.tr("Now with c = %1"),
                                            i18n.fmt(SCENARIOS[other], 2 if other == "costly" else 0)))
        self._update_guess_text()
        if self.committed:
            self._update_reveal()
        self.chart.retranslate()
        # The chart's own retranslate may show its curves and lines: hide them
        # again until the prediction is locked in.
        self._apply_state()

    def _update_reveal(self) -> None:
        truth = self.truth()
        if self.never:
            error = 0.0
            close = self.scenario == "free"
        else:
            error = self.guess - truth
            close = abs(error) <= CLOSE_ENOUGH
        if self.scenario == "free":
            if self.never:
                verdict = self.tr("Right: a free draft has no break-even. It never loses; at most it ties (1×) "
                                  "when α = 0.")
            elif close:
                verdict = self.tr("Right: it never loses. You placed it at α = %1; at α = 0 it ties (1×), the two "
                                  "lines only touch.")
            else:
                verdict = self.tr("It never falls below 1×. You placed it at α = %1; the curves only meet at "
                                  "α = 0, %2 away from your guess, and there it is a tie (1×).")
            explanation = self.tr(
                "With a free draft the blue curve never rises above the dashed line. Even when every proposal "
                "is rejected, the pass still gives the big model's own token (a "
                '<a href="gloss:extra">correction</a>), just as writing alone would. Each pass leaves at least '
                "one token, so a useless free draft ties (1×): it never loses."
            )
        else:
            if self.never:
                verdict = self.tr("Not this time: a draft that costs does make you slower, below α = %3.")
            elif close:
                verdict = self.tr("Well judged: it is slower below α = %3. You said %1, only %2 away.")
            elif error < 0:
                verdict = self.tr("It is slower below α = %3. You said %1: %2 too low.")
            else:
                verdict = self.tr("It is slower below α = %3. You said %1: %2 too high.")
            per_round = K * SCENARIOS["costly"]
            explanation = i18n.fill(self.tr(
                         "Besides its slow pass, each round now spends %1 draft steps × %2 on drafting: the time of %3 "
                         "slow pass (the solid blue curve, total time, counts it). Below α = %4, the red line, the rounds "
                         "do not leave enough tokens to pay for it: the speed-up falls below 1×, and the draft makes you "
                         "slower."
                     ), i18n.fmt_int(K), i18n.fmt(SCENARIOS["costly"], 2), i18n.fmt(per_round, 0), i18n.fmt(truth, 2))
        self.result.setText(i18n.fill(verdict, i18n.fmt(self.guess, 2), i18n.fmt(abs(error), 2), i18n.fmt(truth, 2)))
        self.result.setObjectName("good" if close else "bad")
        looks.repolish(self.result)
        self.explanation.setText(explanation)

    # Screen life -------------------------------------------------------------
    def reset(self) -> None:
        self.guesses.clear()
        self.set_scenario("free")

    def settle(self) -> None:
        pass
