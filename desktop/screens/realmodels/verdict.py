"""The verdict once both runs are done: same text, and why; how much faster, beside
what the cost model predicted; how often accepted; slow passes against the clock.

Before and during a run the card shows the prediction (from the calibration the
comparison makes first, with its formula and numbers). After it, every number
is measured on this computer in this run: the speed-up is the ratio of the two
runs' compute times, shown beside the prediction for the same k; one run is
noisy, and the screen says so.

The acceptance rate is the one the Lab's theory curve is drawn against: the
chance that the big model accepts a drafted character it checks, estimated as
accepted ÷ (accepted + rejected). A round stops at its first rejection, so
the drafted characters after it are never checked; counting them (accepted ÷
drafted) would give a smaller number that the theory does not speak of, and
the Lab would show real models far off a curve they actually follow. With
per-character acceptance α, a round of k keeps (1 - α^(k+1)) / (1 - α)
characters on average (Leviathan, Kalman & Matias, 2023, eq. 1), which is
the curve the measured point is put on. The share of all drafted characters
that were kept is shown as well, in the tooltip.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.widgets import looks
from desktop.screens.realmodels.costs_panel import formula, shown_prediction, window_alpha
from desktop.screens.realmodels.panels import Stat


def luck_share(r) -> float | None:
    """How much of the gap between the predicted and the measured speed-up this run's luck makes,
    from 0 (none: its times made it all) to 1 (all of it). The two factor exactly:
    measured ÷ predicted = (E_run ÷ E) × (the clock's part), where E is the characters per round the
    prediction expects and E_run = characters ÷ rounds in this run. Shares are taken in logarithms,
    so a factor and its inverse weigh the same. None where a part is missing or there is no gap."""
    if r.costs is None or r.predicted is None or r.shown_speedup is None or r.spec.slow_passes <= 0:
        return None
    expected = r.costs.acceptance.expected_tokens(r.job.k)
    run = r.solo.slow_passes / r.spec.slow_passes
    if expected <= 0 or run <= 0 or r.predicted <= 0 or r.shown_speedup <= 0:
        return None
    total = math.log(r.shown_speedup / r.predicted)
    if abs(total) < 1e-9:
        return None
    return math.log(run / expected) / total

# The run's own time per character or per round this far off the calibration's (either
# way): the computer ran at another pace than when it was measured, and the screen says so
# with both numbers, or readers find the prediction and the measurement contradict (review 6).
PACE_TOLERANCE = 0.25


def shown_ms(progress) -> int:
    """A run's whole milliseconds, as the card shows them: every figure derived from a run divides
    these, so that a reader who redoes the division gets the figure shown (reviews 22 and 62)."""
    return round(progress.elapsed * 1000)


def run_ms(r) -> tuple[float, float]:
    """This run's milliseconds per round (with the draft) and per character (alone), from the whole
    runs' milliseconds as the card shows them: 2235 ms ÷ 300 read «7,4 ms» from the unrounded
    2234,9 (review 62)."""
    return shown_ms(r.spec) / r.spec.slow_passes, shown_ms(r.solo) / r.solo.slow_passes


PACE_MARK = "*"  # on the speed-up and before the line that says the run went at another pace


def pace_gap(calibrated: float, measured: float) -> bool:
    """True when ``measured`` differs from ``calibrated`` by more than PACE_TOLERANCE of it."""
    return calibrated > 0 and abs(measured - calibrated) > PACE_TOLERANCE * calibrated


@dataclass(frozen=True)
class Result:
    job: object  # desktop.realmodels.child.Job
    solo: object  # desktop.realmodels.Progress, the last one of the run
    spec: object
    rejections: int  # rounds of the speculative run that ended in a rejection
    costs: object = None  # calibration.Costs of the run's drafter, measured just before it

    @property
    def identical(self) -> bool:
        return self.solo.text == self.spec.text

    @property
    def speedup(self) -> float | None:
        return self.solo.elapsed / self.spec.elapsed if self.spec.elapsed > 0 else None

    @property
    def shown_speedup(self) -> float | None:
        """The speed-up of the whole milliseconds the card shows: «1110 → 525 ms» beside 2,12× (from
        1110,4 and 524,6 ms) read as an error to a reader who divided (review 22); 2,11× it is."""
        solo, spec = shown_ms(self.solo), shown_ms(self.spec)
        return solo / spec if spec > 0 else None

    @property
    def predicted(self) -> float | None:
        """The cost model's speed-up for this run's k, from the calibration before it."""
        if self.costs is None:
            return None
        return shown_prediction(self.costs, min(self.job.k, len(self.costs.t_pass) - 1))

    @property
    def checked(self) -> int:
        """Drafted characters the big model actually compared with its own choice."""
        return self.spec.accepted + self.rejections

    @property
    def acceptance_rate(self) -> float:
        """Per checked character: the α of the Lab's theory."""
        return self.spec.accepted / self.checked if self.checked else 0.0

    @property
    def kept_share(self) -> float:
        """Accepted ÷ all drafted characters (checked or not)."""
        return self.spec.accepted / self.spec.drafted if self.spec.drafted else 0.0


class VerdictCard(i18n.Retranslatable, QFrame):
    toLab = Signal()
    # True while a run goes or a result is shown with its details closed: the screen then folds the
    # costs panel's recipe behind the same button, so the two texts keep five lines (review 9).
    detailsFolded = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.result: Result | None = None
        self.mode = "idle"  # idle | running | cancelled | failed | result
        self._error = ""
        self._measuring = self._auto_k = False
        self._progress = ""  # how far the comparison's calibration is
        self._clock_parts: tuple[str, str, str] | None = None  # the clock's text, pace line and its effect
        t = theme.current()

        self.badge = QLabel(self)
        self.badge.setObjectName("verdictBadge")
        self.badge.setWordWrap(True)
        # Why the texts match, in one short sentence under the verdict (review 7: "Texto
        # idéntico" said nothing of why in greedy mode, and only "the same seed" in sampling).
        self.reason = QLabel(self)
        self.reason.setObjectName("verdictReason")
        self.reason.setWordWrap(True)
        self.prediction: tuple[float, int, str] | None = None  # (speed-up, k, formula) predicted before the run
        self.why = QLabel(self)
        self.why.setObjectName("verdictWhy")
        self.why.setWordWrap(True)
        self.explain = QLabel(self)
        self.explain.setObjectName("verdictExplain")
        self.explain.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("verdictMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.speedup = Stat(self, t.accepted, size=16)
        self.speedup.setObjectName("verdictSpeedup")
        self.acceptance = Stat(self, t.draft, size=16)
        self.acceptance.setObjectName("verdictAcceptance")
        self.passes = Stat(self, t.accent, size=16)
        self.passes.setObjectName("verdictPasses")
        self.lab_button = QPushButton(self)
        self.lab_button.setObjectName("toLabButton")
        self.lab_button.clicked.connect(self.toLab)
        # The verdict and three numbers read from the back row; the why and the clock's
        # arithmetic are paragraphs, behind their own button (legibility, review round 3).
        self.details_button = QPushButton(self)
        self.details_button.setObjectName("verdictDetailsButton")
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._sync_details)

        # What the back row must read, in three rows: the verdict (and the button to its
        # reasons); the three numbers, each with the width of a third; passes against the
        # clock in one sentence, beside the one next step, the Lab. The why and the
        # calibration's forecast are paragraphs, behind Details (legibility, round 4).
        self.clock = QLabel(self)
        self.clock.setObjectName("verdictClock")
        self.clock.setWordWrap(True)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        top = QHBoxLayout()
        top.setSpacing(14)
        verdict = QVBoxLayout()
        verdict.setSpacing(0)
        verdict.addWidget(self.badge)
        verdict.addWidget(self.reason)  # beside the Details button, not a row of its own
        verdict.addStretch(1)
        top.addLayout(verdict, 1)
        # Both buttons at the top right, one over the other, so the clock's sentence below has
        # the card's whole width (beside the Lab button it took five lines at 1024×768, review 7).
        # On a projector the badge stands alone on its row (the reason waits behind Details): the buttons go
        # beside each other there, not one over the other with an empty line under the badge.
        projector = theme.current().name == "projector"
        buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight if projector else QBoxLayout.Direction.TopToBottom)
        buttons.setSpacing(8 if projector else 4)
        buttons.addWidget(self.details_button)
        buttons.addWidget(self.lab_button)
        buttons.addStretch(1)
        top.addLayout(buttons, 0)
        numbers = QHBoxLayout()
        numbers.setSpacing(18)
        # The acceptance's caption is the longest: a wider third keeps it to two lines (review 9).
        numbers.addWidget(self.speedup, 5)
        numbers.addWidget(self.passes, 6)
        numbers.addWidget(self.acceptance, 9)
        bottom = QHBoxLayout()
        bottom.addWidget(self.clock, 1)
        v = QVBoxLayout(self)
        # The card's height is what its text needs at its width (fit_height); the layout's
        # own minimum counts every wrapped label at its narrowest and left a gap (round 4).
        v.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        v.setContentsMargins(12, 6, 12, 6)
        v.setSpacing(3)
        v.addLayout(top)
        v.addWidget(self.message)
        v.addLayout(numbers)
        v.addLayout(bottom)
        v.addWidget(self.why)
        v.addWidget(self.explain)
        self.badge.setWordWrap(True)
        self._scale = 0.0
        self.apply_scale(1.0)
        self.retranslate()

    # States ----------------------------------------------------------------------------
    def show_idle(self) -> None:
        self._set("idle")

    def show_running(self, measuring: bool = False, auto_k: bool = False) -> None:
        """``measuring``: the comparison's calibration comes first (``auto_k``: and picks k)."""
        self._measuring, self._auto_k = measuring, auto_k
        self._set("running")

    def set_progress(self, text: str) -> None:
        """How far the comparison's calibration is ("" when not known)."""
        if text != self._progress:
            self._progress = text
            if self.mode == "running" and self._measuring:
                self._update()

    def set_measured(self) -> None:
        """The calibration is in: the runs themselves start now."""
        if self._measuring:
            self._measuring = False
            if self.mode == "running":
                self._update()

    def show_cancelled(self) -> None:
        self._set("cancelled")

    def show_failed(self, message: str) -> None:
        self._error = message
        self._set("failed")

    def set_prediction(self, speedup: float | None, k: int, formula: str = "") -> None:
        """What the cost model predicts for the next run (shown before it and while it runs),
        and ``formula``, the same with its measured numbers."""
        prediction = None if speedup is None else (speedup, k, formula)
        if prediction != self.prediction:
            self.prediction = prediction
            if self.mode != "result":
                self._update()

    def show_result(self, result: Result) -> None:
        self.result = result
        self._set("result")

    def _set(self, mode: str) -> None:
        self.mode = mode
        if mode != "result":
            self.result = None
        self._update()

    def _update(self) -> None:
        t = theme.current()
        has = self.mode == "result" and self.result is not None
        for w in (self.badge, self.speedup, self.passes, self.acceptance, self.details_button, self.clock):
            w.setVisible(has)
        self._sync_details()
        self.message.setVisible(not has)
        self.lab_button.setEnabled(has)
        self.lab_button.setVisible(has)  # nothing to take before a result; its row is the texts' room
        if not has:
            self.message.setText(self._message())
            self._fit()
            return
        r = self.result
        if r.identical:
            self.badge.setText(self.tr("Identical text ✓"))
            self.badge.setStyleSheet(f"color: {t.accepted};")
        else:
            self.badge.setText(self.tr("The texts differ ✕"))
            self.badge.setStyleSheet(f"color: {t.rejected};")
        self.reason.setText(self.reason_text(r))
        self.why.setText(self._why(r))
        speedup = r.shown_speedup
        pace = self.pace(r)
        # A run at another pace than its calibration is flagged on the big number itself: review 64 read
        # «2,39×» from the back row, not the line in small print below it that explains it. As a footnote's
        # mark, the line beginning with it: a ⚠ on a green 2,10× read as «something broke» (rounds 90, 91).
        flag = " " + PACE_MARK if pace else ""
        if speedup is None:
            self.speedup.set_value("–")
        elif speedup < 1:
            # A slowdown reads as one in words and shape, not only in colour (issue 16 §1).
            self.speedup.set_value(i18n.fill(self.tr("▼ %1× (slower)"), i18n.fmt(speedup, 2)) + flag)
        else:
            self.speedup.set_value(i18n.fmt(speedup, 2) + "×" + flag)
        self.speedup.value.setStyleSheet(f"color: {t.rejected if speedup is not None and speedup < 1 else t.accepted};")
        solo_ms, spec_ms = i18n.fmt_int(shown_ms(r.solo)), i18n.fmt_int(shown_ms(r.spec))
        if r.predicted is None:
            self.speedup.caption.setText(self.tr("measured in this run (one run is noisy)"))
        else:
            # The division written out: «300 → 83» beside 1,99× read as a wrong 300 ÷ 83 (review 33).
            self.speedup.caption.setText(i18n.fill(self.tr("in this run: %2 ÷ %3 ms · predicted %1"),
                                                   i18n.fmt(r.predicted, 2) + "×", solo_ms, spec_ms))
        self.speedup.setToolTip(i18n.fill(self.tr("The big model alone took %1 ms; draft + verification, %2 ms. One run is "
                                                  "noisy: the clock also counts whatever else this computer was doing."),
                                          solo_ms, spec_ms))
        self.acceptance.set_value("α = " + i18n.fmt(r.acceptance_rate, 2))
        self.acceptance.caption.setText(
            i18n.fill(self.tr("in this run: %1 accepted of %2 checked up to the first rejection"), i18n.fmt_int(r.spec.accepted),
                      i18n.fmt_int(r.checked)))
        self.acceptance.setToolTip(
            i18n.fill(self.tr("The big model verifies a round's proposed characters in order and stops at the first one it "
                              "rejects, so α counts the checked ones only, as the Lab's theory does. Of all %1 proposed "
                              "characters, %2 were kept (%3 %)."), i18n.fmt_int(r.spec.drafted),
                      i18n.fmt_int(r.spec.accepted), i18n.fmt_int(round(100 * r.kept_share))))
        self.passes.set_value(f"{i18n.fmt_int(r.solo.slow_passes)} → {i18n.fmt_int(r.spec.slow_passes)}")
        # Review 34: «300 → 83» read as a 3,6× saving; each of the 83 checks k + 1 positions and takes longer.
        self.passes.caption.setText(i18n.fill(self.tr("slow passes: of 1 position → of %1"), i18n.fmt_int(r.job.k + 1)))
        # With a pace line the gap already has its cause, in numbers; one line more left the card
        # taller than a 1280x800 window.
        compared = "" if pace else self.compare(r)
        self._clock_parts = ((compared + "\n" if compared else "") + self._clock(r), pace, self.pace_effect(r))
        self._set_clock()
        self.explain.setText(self._explain(r))
        self._fit()

    def _set_clock(self) -> None:
        """The clock's lines, the pace line with what it does to the speed-up where that still fits on
        its one line (at 1280x800 a second line left the card taller than the window)."""
        parts = self._clock_parts
        if parts is None:
            return
        text, pace, effect = parts
        if pace:
            line = f"{PACE_MARK} {pace}"
            longer = f"{line} {effect}"
            room = self.clock.contentsRect().width()
            if effect and QFontMetrics(self.clock.font()).horizontalAdvance(longer) <= room:
                line = longer
            text += "\n" + line
        if text != self.clock.text():
            self.clock.setText(text)

    def _sync_details(self, *_args) -> None:
        has = self.mode == "result" and self.result is not None
        shown = has and self.details_button.isChecked()
        self.why.setVisible(shown)
        # On a projector the badge stands alone until Details opens: the legend under the texts already says
        # why they match, and the reason's four lines at 18 px were what the back row could not read.
        self.reason.setVisible(has and (shown or theme.current().name != "projector"))
        self.explain.setVisible(shown and bool(self.explain.text()))
        self.details_button.setText(self.tr("Hide details ▾") if self.details_button.isChecked()
                                    else self.tr("Why? Details ▸"))
        self.details_button.setAccessibleName(self.details_button.text())
        # Running too: the recipe's parts changed wording from frame to frame, a wall of numbers under
        # the cells (review 46, both readers' first wish); the prediction's cell stays.
        folded = self.mode == "running" or (self.mode == "result" and self.result is not None
                                            and not self.details_button.isChecked())
        if folded != getattr(self, "_folded", None):
            self._folded = folded
            self.detailsFolded.emit(folded)
        self._fit()

    def _message(self) -> str:
        if self.mode == "running" and self._measuring:
            # The panels still say "Loading the models…" / "Waits its turn": "Generating…" here
            # contradicted them (review 6).
            if self._auto_k:
                text = self.tr("Measuring this computer first (a few seconds): k is still to be chosen, the "
                               "measurement picks the best one. Then the big model writes alone, then with the draft.")
            else:
                text = self.tr("Measuring this computer first (a few seconds). Then the big model writes alone, then "
                               "with the draft.")
            return text + ("\n" + self._progress if self._progress else "")
        if self.mode in ("idle", "running") and self.prediction is not None:
            speedup, k, formula = self.prediction
            predicted = i18n.fmt(speedup, 2) + "×"
            if self.mode == "running":
                # No formula while the runs go: its lines of numbers were a wall beside the texts being
                # written (review 46); it waits behind Details once the result is in.
                return i18n.fill(self.tr("Generating… predicted for this computer: %1 with k = %2. The measurement "
                                         "comes when both runs are done."), predicted, i18n.fmt_int(k))
            text = i18n.fill(self.tr("Predicted for this computer: %1 with k = %2. Press Generate: the big model writes "
                                     "alone, then the draft proposes and the big model verifies; then compare the "
                                     "texts and the clocks."), predicted, i18n.fmt_int(k))
            return text + ("\n" + formula if formula else "")
        return {
            "idle": self.tr("Press Generate: first the big model writes alone, then the draft proposes and "
                            "the big model verifies. Then compare the two texts and the two clocks."),
            "running": self.tr("Generating… the verdict comes when both runs are done."),
            "cancelled": self.tr("Cancelled: no verdict. Press Generate to start again."),
            "failed": i18n.fill(self.tr("The models could not run: %1"), self._error),
        }[self.mode]

    def reason_text(self, r: Result) -> str:
        """Why the texts match (or that they should), in one short sentence on the card itself:
        the lesson says sampling keeps only the distribution, so the shared random numbers
        must be said where the verdict is, not behind Details (review rounds 4 and 7)."""
        if not r.identical:
            return self.tr("This should not happen: the big model decides every character. Please report it.")
        if r.job.temperature > 0:
            # "Seed" glossed where it is said (review 9: a 16-year-old did not know the word).
            # Review 12: beside the sampling lab's rule (which keeps only the odds) "the same text" read as
            # a contradiction; the card says which rule this screen uses.
            return self.tr("The same text: the big model decides every character, both runs use the same random "
                           "numbers (the same seed: the same starting point), and here only the character it draws "
                           "is accepted (chatbots use the sampling lab's rule).")
        return self.tr("The same text because the big model decides every character: it keeps a proposal only if "
                       "it is the character it would take itself.")

    def _why(self, r: Result) -> str:
        if not r.identical:
            return self.tr("This should not happen: the big model decides every character. Please report it.")
        if r.job.temperature > 0:
            # Say which rule this is: the Sampling Lab verifies another way (R5).
            return self.tr("Why, if sampling is random? Both runs use the same random numbers (from the seed): a "
                           "proposal is kept only if it is the character the big model draws. The Sampling Lab uses "
                           "another rule, min(1, p/q); both keep the big model's distribution.")
        return self.tr("Why? In greedy mode the big model always takes its most likely character: its choice does "
                       "not depend on chance, and a proposal is accepted only if it is that one.")

    def compare(self, r: Result) -> str:
        """The measured speed-up set against the predicted one in words: the two figures stood
        side by side and readers asked whether the gap meant the theory failed (review 21)."""
        if r.predicted is None or r.shown_speedup is None or r.predicted <= 0:
            return ""
        measured, predicted = i18n.fmt(r.shown_speedup, 2) + "×", i18n.fmt(r.predicted, 2) + "×"
        # The gap in whole percent of the prediction, from the two figures shown: «less than 10 %»
        # beside 1,82× and 2,02× (9,9 %, or 11 % of 1,82) was a claim on the edge (review 25).
        gap = round(100 * (round(r.shown_speedup, 2) / round(r.predicted, 2) - 1.0))
        if gap == 0:
            return i18n.fill(self.tr("Measured: %1; predicted: %2: they match, as the short test foresaw."),
                             measured, predicted)
        exact = 100 * (round(r.shown_speedup, 2) / round(r.predicted, 2) - 1.0)
        if abs(exact) < 1:
            # 1,98× against 1,97× is 0,5 %: «un 1 % más» overstated it (review 80).
            return i18n.fill(self.tr("Measured: %1; predicted: %2 (less than 1 % more): close to what the short test "
                                     "foresaw.") if exact > 0 else
                             self.tr("Measured: %1; predicted: %2 (less than 1 % less): close to what the short test "
                                     "foresaw."), measured, predicted)
        if abs(gap) <= 10:
            # «Foresaw it» beside a 7 % gap overstated the short test (review 28): close, not exact.
            text = (self.tr("Measured: %1; predicted: %2 (%3 % more): close to what the short test foresaw.")
                    if gap > 0 else
                    self.tr("Measured: %1; predicted: %2 (%3 % less): close to what the short test foresaw."))
            return i18n.fill(text, measured, predicted, i18n.fmt_int(abs(gap)))
        # The short test's α for this window, as its cell shows it: the pooled α of every position it
        # tried read 0,78 beside the cell's 0,77 (36 of 47) and looked miscounted (review 49).
        calibrated = window_alpha(r.costs, r.job.k)[2] if r.costs is not None else None
        if calibrated is not None and abs(calibrated - r.acceptance_rate) >= 0.02:
            alphas = (measured, predicted, i18n.fmt(r.acceptance_rate, 2), i18n.fmt(calibrated, 2))
            share = luck_share(r)
            # Luck alone was named even where the clock made half the gap (review 42: 2,20× → 2,06× by
            # this run's α, → 1,91× by its slower rounds), so the sentence weighs the two.
            if share is None or share >= 2 / 3:
                return i18n.fill(self.tr("Measured: %1; predicted: %2. Each run has its own luck: this one accepted "
                                         "α = %3, the short test %4."), *alphas)
            if share <= 1 / 3:
                return i18n.fill(self.tr("Measured: %1; predicted: %2. This run accepted α = %3 (the short test "
                                         "%4), but most of the gap is its times, below."), *alphas)
            return i18n.fill(self.tr("Measured: %1; predicted: %2. Two causes, about equally: luck (α = %3 here, "
                                     "%4 in the short test) and this run's times, below."), *alphas)
        if calibrated is not None:
            # «Matched» beside 0,76 and 0,77 claimed too much (review 50): near, with both numbers.
            return i18n.fill(self.tr("Measured: %1; predicted: %2. The acceptance was close to the short test's "
                                     "(α = %3 here, %4 there); this run's times were not."),
                             measured, predicted, i18n.fmt(r.acceptance_rate, 2), i18n.fmt(calibrated, 2))
        return i18n.fill(self.tr("Measured: %1; predicted: %2. The acceptance matched the short test's; "
                                 "this run's times did not."), measured, predicted)

    def _clock(self, r: Result) -> str:
        """Slow passes against the clock in one sentence, with this run's own times: the
        calibration's short timings did not add up to a long run's (R6)."""
        solo_ms, spec_ms = i18n.fmt_int(shown_ms(r.solo)), i18n.fmt_int(shown_ms(r.spec))
        if r.solo.slow_passes <= 0 or r.spec.slow_passes <= 0:
            return i18n.fill(self.tr("Slow passes: %1 → %2; clock: %3 → %4 ms."), i18n.fmt_int(r.solo.slow_passes),
                             i18n.fmt_int(r.spec.slow_passes), solo_ms, spec_ms)
        per_round, per_char = run_ms(r)
        # "in this run": the cells above are the calibration's, and readers set 3,8 ms here against the
        # 3,24 ms pass up there as one figure told twice (review 12).
        return i18n.fill(self.tr("Slow passes: %1 → %2; clock: %3 → %4 ms, because in this run a round (proposing + "
                                 "checking %5 positions) took %6 ms, and one character alone %7 ms."),
                         i18n.fmt_int(r.solo.slow_passes), i18n.fmt_int(r.spec.slow_passes), solo_ms, spec_ms,
                         i18n.fmt_int(r.job.k + 1), i18n.fmt(per_round, 1), i18n.fmt(per_char, 1))

    def pace(self, r: Result) -> str:
        """One plain sentence when this run went at another pace than its calibration, else ""."""
        if r.costs is None or r.solo.slow_passes <= 0 or r.spec.slow_passes <= 0:
            return ""
        k = min(r.job.k, len(r.costs.t_pass) - 1)
        per_round = r.spec.elapsed / r.spec.slow_passes
        pairs = ((r.costs.step_alone(), r.solo.elapsed / r.solo.slow_passes, True),
                 (r.costs.round_time(k), per_round, False))
        # A round that took less than its calibrated check alone is another pace too, even
        # within the tolerance: readers saw 21,3 ms a round beside 23,2 ms to check (review 6).
        faster_than_check = per_round < r.costs.t(k + 1)
        if not any(pace_gap(c, m) or (not char and faster_than_check) for c, m, char in pairs):
            return ""
        # One sentence on the card; what to make of it is behind Details (review 9: at
        # 1280×800 the warning's last lines were cut off below the window). Both times, whichever
        # moved: naming only the one further off left the other half of the gap unexplained (review 57).
        (char_then, _, _), (round_then, _, _) = pairs
        round_now, char_now = run_ms(r)
        # Which way, in words: «⚠ Otro ritmo» beside a speed-up above its forecast read as a bad result, and
        # «otro ritmo» said nothing (round 90). On one line of the card at 1280x800: a longer sentence took
        # a second and the screen no longer fit the window. The direction is judged on the numbers as shown.
        gaps = [round(now, 1) - round(1000 * then, 1) for now, then in ((round_now, round_then), (char_now, char_then))]
        if all(g >= 0 for g in gaps):
            template = self.tr("Slower than the short test: per round, %1 → %3 ms; per character alone, %2 → %4.")
        elif all(g <= 0 for g in gaps):
            template = self.tr("Faster than the short test: per round, %1 → %3 ms; per character alone, %2 → %4.")
        else:
            template = self.tr("Another pace than the short test: per round, %1 → %3 ms; per character alone, "
                               "%2 → %4.")
        return i18n.fill(template, i18n.fmt(1000 * round_then, 1), i18n.fmt(1000 * char_then, 1),
                         i18n.fmt(round_now, 1), i18n.fmt(char_now, 1))

    def pace_effect(self, r: Result) -> str:
        """What the pace line's two changes do to the speed-up (a character's time over a round's), on
        the numbers as shown, or "" where they cancel: round 94 read «Más lenta» beside a speed-up above
        its forecast as a contradiction."""
        if not self.pace(r):
            return ""
        k = min(r.job.k, len(r.costs.t_pass) - 1)
        round_now, char_now = run_ms(r)
        shown = [round(v, 1) for v in (1000 * r.costs.round_time(k), 1000 * r.costs.step_alone(), round_now, char_now)]
        if min(shown) <= 0:
            return ""
        effect = (shown[3] / shown[1]) / (shown[2] / shown[0])
        if effect > 1.005:
            return self.tr("That raises the speed-up.")
        if effect < 0.995:
            return self.tr("That lowers the speed-up.")
        return ""

    def _explain(self, r: Result) -> str:
        """Behind Details: what the calibration had forecast for the same two times, so a
        gap between prediction and measurement has numbers, not a vague cause."""
        if r.costs is None:
            return ""
        k = min(r.job.k, len(r.costs.t_pass) - 1)
        effect = self.pace_effect(r)
        pace = (" " + self._busy(r) + (" " + effect if effect else "") + " "
                + self.tr("The prediction uses the calibration; run it again to compare.") if self.pace(r) else "")
        split = self._split(r)
        return (i18n.fill(self.tr("The calibration had predicted %1 ms per round and %2 ms per character alone."),
                          i18n.fmt(1000 * r.costs.round_time(k), 1), i18n.fmt(1000 * r.costs.step_alone(), 1))
                + pace + ("\n" + split if split else "") + "\n" + formula(r.costs, k))

    def _busy(self, r: Result) -> str:
        """Which of the two measurements a busy computer may have slowed: the one whose times are longer.
        Round 86 read «maybe another program was using the computer» beside a run faster than its calibration."""
        k = min(r.job.k, len(r.costs.t_pass) - 1)
        round_now, char_now = run_ms(r)
        slower_now = (round_now > 1000 * r.costs.round_time(k), char_now > 1000 * r.costs.step_alone())
        if all(slower_now):
            return self.tr("Maybe another program was using the computer during this run.")
        if not any(slower_now):
            return self.tr("Maybe another program was using the computer during the calibration.")
        return self.tr("Maybe another program was using the computer during one of the two.")

    def _split(self, r: Result) -> str:
        """The gap between measured and predicted, cut into its two exact factors with the numbers that make
        them: this run's characters per round against the expected ones (luck), and its times against the
        calibration's (the clock). Round 86 could not tell which one made a gap of 2,40× against 2,25×."""
        if r.predicted is None or r.shown_speedup is None or r.spec.slow_passes <= 0 or r.solo.slow_passes <= 0:
            return ""
        k = min(r.job.k, len(r.costs.t_pass) - 1)
        expected = r.costs.acceptance.expected_tokens(r.job.k)
        here = r.solo.slow_passes / r.spec.slow_passes
        round_now, char_now = run_ms(r)
        clock = (char_now / round_now) / (r.costs.step_alone() / r.costs.round_time(k))
        if expected <= 0 or r.predicted <= 0:
            return ""
        # The two factors to three decimals, and no rounded quotient beside them: «= 1,01» from «× 0,93» and
        # «× 1,08» (which make 1,00) read as a wrong sum, and beside «< 1 % más» as a contradiction (round 87).
        # The luck divides the two counts as shown, to three decimals too: «3,61 … frente a 3,87 (× 0,935)» gave
        # 0,933 to a reader who divided (round 90; 3,866 was behind the 3,87).
        here, expected = round(here, 3), round(expected, 3)
        return i18n.fill(self.tr("%1 ÷ %2: luck, %3 characters per round here (%4 ÷ %5) against %6 expected (× %7), "
                                 "and the times (× %8)."),
                         i18n.fmt(r.shown_speedup, 2) + "×", i18n.fmt(r.predicted, 2) + "×", i18n.fmt(here, 3),
                         i18n.fmt_int(r.solo.slow_passes), i18n.fmt_int(r.spec.slow_passes), i18n.fmt(expected, 3),
                         i18n.fmt(here / expected, 3), i18n.fmt(clock, 3))

    def _fit(self) -> None:
        looks.fit_height(self, framed=True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.mode == "result":
            self._set_clock()
        self._fit()

    def event(self, event) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit()  # a label's new text was measured only now: a height set before it was stale
        return handled

    # Looks and language ----------------------------------------------------------------
    def apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        looks.set_font(self.badge, 15, scale, bold=True)
        looks.set_font(self.message, 12.5, scale)
        looks.set_font(self.reason, 12, scale)
        looks.set_font(self.why, 11, scale)
        looks.set_font(self.explain, 11, scale)
        looks.set_font(self.clock, 11.5, scale)
        looks.set_font(self.lab_button, 12, scale, bold=True)
        looks.set_font(self.details_button, 12, scale)
        for stat in (self.speedup, self.acceptance, self.passes):
            stat.apply_scale(scale)
        if self.mode == "result":
            self._set_clock()  # the pace line's room, in the new font

    def retranslate(self) -> None:
        self.lab_button.setText(self.tr("Take it to the Lab ▶"))
        self._sync_details()
        self.lab_button.setToolTip(self.tr("Put this measured point on the Lab's theory chart"))
        self._update()
