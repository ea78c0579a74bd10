"""The Lab's numbers, each one beside a label that says what it is.

Every value is the sim's (``LessonModel.numbers()`` and ``desktop.sim.analytic``),
only formatted here. They are all *expected* values (the theory's average for
N tokens); what one run of the token rows gives is labelled "in this run" there.

Rules the review asked for: a pair of counts says which is which ("with a
draft: 30.2 · without a draft: 100"); a speed-up below 1 says "slower" in words
and with a ▼, not only in colour; the break-even names its k; the best window
gives the speed-up it would bring; and a note says, in plain words, why the
speed-up is not the same number as the tokens per pass when it is not.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from desktop import i18n, theme
from desktop.model import PARAMS, LessonModel
from desktop.sim import analytic
from desktop.widgets import legible

ROWS = ("tokens_per_pass", "slow_passes", "total_time", "speedup", "break_even", "optimal_k")
PAIRS = ("slow_passes", "total_time")  # shown as "with a draft" | "without a draft"


class Readouts(QFrame):
    def __init__(self, model: LessonModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.model = model
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(3)
        self.title = QLabel(self)
        self.title.setObjectName("readoutsTitle")
        self.title.setWordWrap(True)
        title_font = self.title.font()
        title_font.setBold(True)
        self.title.setFont(title_font)
        grid.addWidget(self.title, 0, 0, 1, 3)
        # Column heads for the two counts that come in pairs, so no number
        # stands beside the wrong label ("with a draft" | "without a draft").
        self.heads = (QLabel(self), QLabel(self))
        for col, head in enumerate(self.heads, start=1):
            head.setObjectName("readoutsHead")
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(head, 1, col)
        self.cost_head = QLabel(self)
        self.cost_head.setObjectName("readoutsCostHead")
        self.cost_head.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.cost_head.setWordWrap(True)
        grid.addWidget(self.cost_head, 1, 0)
        self.baseline_values: dict[str, QLabel] = {}
        for row, key in enumerate(ROWS, start=2):
            name = QLabel(self)
            name.setWordWrap(True)
            # Scroll areas size by minimum hints, which ignore word-wrap
            # height: promise at least one full line.
            name.setMinimumHeight(name.sizeHint().height())
            value = QLabel(self)
            value.setObjectName(f"readout_{key}")
            value.setWordWrap(True)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = value.font()
            font.setPointSizeF(theme.pt(12.5))
            font.setBold(True)
            value.setFont(font)
            grid.addWidget(name, row, 0)
            if key in PAIRS:
                base = QLabel(self)
                base.setObjectName(f"readout_{key}_without")
                base.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                base.setFont(font)
                grid.addWidget(value, row, 1)
                grid.addWidget(base, row, 2)
                self.baseline_values[key] = base
            else:
                grid.addWidget(value, row, 1, 1, 2)
            self.names[key] = name
            self.values[key] = value
        self.note = QLabel(self)
        self.note.setObjectName("readoutsNote")
        self.note.setWordWrap(True)
        grid.addWidget(self.note, len(ROWS) + 2, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        legible.raise_fonts(self)
        model.parametersChanged.connect(self._update)
        self.retranslate()

    # Values -----------------------------------------------------------------
    def speedup_text(self, value: float) -> str:
        """"▲ 3,31× (faster)", "▼ 0,79× (slower)", "= 1,00× (the same)": shape and words, not only colour."""
        shown = i18n.fmt(value, 2)
        if shown == i18n.fmt(1.0, 2):
            return self.tr("= %1× (the same time)").replace("%1", shown)
        if value < 1.0:
            return self.tr("▼ %1× (slower)").replace("%1", shown)
        return self.tr("▲ %1× (faster)").replace("%1", shown)

    def _pair(self, with_draft: str, without: str) -> str:
        return self.tr("with a draft: %1 · without a draft: %2").replace("%1", with_draft).replace("%2", without)

    def _update(self) -> None:
        m = self.model
        n = m.numbers()
        k, alpha, cost, tokens = m.k, m.alpha, m.cost, m.tokens
        round_cost = 1.0 + k * cost  # one slow pass plus k draft steps, in slow passes
        passes = n["slow_passes"]
        time = passes * round_cost
        self.values["tokens_per_pass"].setText(i18n.fmt(n["tokens_per_pass"], 2))
        self.values["slow_passes"].setText(i18n.fmt(passes, 1))
        self.baseline_values["slow_passes"].setText(i18n.fmt_int(tokens))
        # With a free draft the time is the slow passes: one row says both.
        costly = cost > 0 and k > 0
        for w in (self.names["total_time"], self.values["total_time"], self.baseline_values["total_time"]):
            w.setVisible(costly)
        self.values["total_time"].setText(i18n.fmt(time, 1))
        self.baseline_values["total_time"].setText(i18n.fmt_int(tokens))
        speed = n["speedup_finite"]
        self.values["speedup"].setText(self.speedup_text(speed))
        self.values["speedup"].setProperty("slower", speed < 1.0 and i18n.fmt(speed, 2) != i18n.fmt(1.0, 2))
        be = n["break_even_alpha"]
        if k == 0:
            text = self.tr("none: k = 0 is writing without a draft")
        elif be is None:
            text = self.tr("never: this draft always costs more than it saves")
        elif be == 0:
            text = self.tr("0 (never slower)")
        else:
            text = i18n.fmt(be, 2)
        self.values["break_even"].setText(text)
        # The sim searches k up to 64; the Lab's slider stops at 16, so name
        # the best k the learner can actually set, and say it plainly when a
        # longer window would help more.
        k_hi = PARAMS["k"].hi
        best = analytic.optimal_k(alpha, cost, k_max=k_hi)
        best_speed = analytic.speedup_finite(best, alpha, cost, tokens)
        if best == 0:
            self.values["optimal_k"].setText(self.tr("k = 0, no draft: %1×").replace("%1", i18n.fmt(1.0, 2)))
        else:
            self.values["optimal_k"].setText(
                self.tr("with k = %1: %2×").replace("%1", i18n.fmt_int(best)).replace("%2", i18n.fmt(best_speed, 2)))
        self.note.setText(self._note(n, best, n["optimal_k"] > best))
        self._promise_heights()
        for key in ROWS:
            if key in PAIRS:
                said = self._pair(self.values[key].text(), self.baseline_values[key].text())
                self.values[key].setAccessibleName(f"{self.names[key].text()}: {said}")
                self.baseline_values[key].setAccessibleName(f"{self.names[key].text()}: {said}")
            else:
                self.values[key].setAccessibleName(f"{self.names[key].text()}: {self.values[key].text()}")
        self._update_names()

    def _note(self, n: dict, best: int, beyond: bool) -> str:
        """Why the speed-up and the tokens per pass differ, where they do, in plain words."""
        m = self.model
        parts = []
        tpp, speed, long_speed = n["tokens_per_pass"], n["speedup_finite"], n["speedup"]
        if m.cost > 0 and m.k > 0:
            parts.append(
                self.tr("Each round costs 1 + %n × %2 = %3 slow passes (the pass and %n draft step(s)): "
                        "so %4 tokens per slow pass give only %5×.", "", m.k)
                .replace("%2", i18n.fmt(m.cost, 2))
                .replace("%3", i18n.fmt(1 + m.k * m.cost, 2)).replace("%4", i18n.fmt(tpp, 2))
                .replace("%5", i18n.fmt(speed, 2)))
        if i18n.fmt(speed, 2) != i18n.fmt(long_speed, 2):
            parts.append(
                self.tr("Why %1× and not %2×? The last round may go past %3 tokens, and what is left over "
                        "is dropped.")
                .replace("%1", i18n.fmt(speed, 2)).replace("%2", i18n.fmt(long_speed, 2))
                .replace("%3", i18n.fmt_int(m.tokens)))
        if beyond:
            parts.append(self.tr("A window longer than k = %1 would be faster still; the slider stops at %1.")
                         .replace("%1", i18n.fmt_int(best)))
        return " ".join(parts)

    def _update_names(self) -> None:
        m = self.model
        n = i18n.fmt_int(m.tokens)
        self.title.setText(self.tr("Expected (the average of many runs)"))
        self.names["slow_passes"].setText(self.tr("Slow passes"))
        # The head of the names column says what the draft costs.
        if m.cost > 0 and m.k > 0:
            self.cost_head.setText(self.tr("draft: c = %1").replace("%1", i18n.fmt(m.cost, 2)))
        else:
            self.cost_head.setText(self.tr("free draft (c = 0)"))
        self.names["total_time"].setText(self.tr("Total time (passes + draft)"))
        self.names["speedup"].setText(self.tr("Speed-up"))
        self.names["break_even"].setText(
            self.tr("Break-even α (for k = %1)").replace("%1", i18n.fmt_int(m.k)))
        self.names["optimal_k"].setText(
            self.tr("Best window (α = %1, c = %2)").replace("%1", i18n.fmt(m.alpha, 2))
            .replace("%2", i18n.fmt(m.cost, 2)))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._promise_heights()

    def _promise_heights(self) -> None:
        # Scroll areas size by minimum hints, which ignore word-wrap height:
        # promise every wrapped label the lines it needs at its width.
        for label in [self.title, self.cost_head, self.note, *self.names.values(), *self.values.values()]:
            # A label given a fixed height keeps it (the clipping test squeezes one).
            if label.wordWrap() and label.width() > 0 and label.maximumHeight() >= 16777215:
                rect = label.fontMetrics().boundingRect(
                    QRect(0, 0, max(1, label.contentsRect().width()), 100000),
                    int(Qt.TextFlag.TextWordWrap), label.text())
                need = rect.height()
                if label.minimumHeight() != need:
                    label.setMinimumHeight(need)

    def pair_text(self, key: str) -> str:
        """A pair as one sentence: "with a draft: 30,2 · without a draft: 100"."""
        return self._pair(self.values[key].text(), self.baseline_values[key].text())

    def retranslate(self) -> None:
        self.heads[0].setText(self.tr("with a draft"))
        self.heads[1].setText(self.tr("without a draft"))
        self.names["tokens_per_pass"].setText(self.tr("Tokens per slow pass"))
        self._update()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
