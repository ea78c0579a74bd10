"""The Lab's numbers, each one beside a label that says what it is.

Every value is the model's (``LessonModel.numbers()``, ``total_time()``,
``best_window()``, all from ``desktop.sim``), only formatted here. They are
all *expected* values (the theory's average for N tokens); what one run of
the token rows gives is labelled "in this run" there.

Layout, from what blind readers misread: the speed-up is the headline, big,
on its own line; below it a table whose every row has a value in *both*
columns ("with a draft" | "without a draft": 3,36 | 1,00 tokens per pass), so
no number sits under the wrong head; then, below a rule and outside the
table, the two single values (break-even α, best window) as "name: value"
lines with one plain sentence each. A speed-up below 1 says "slower" in words
and with a ▼, not only in colour; the break-even names its k.

With a free draft there is no break-even: it never loses, and at α = 0 it ties
(1×). That is the answer lesson step 5 asks for, so the break-even line shows
at c = 0 only where the owner asks (``free_break_even=True``: the Lab); step 4
embeds these readouts with the default and does not give it away.

Fewer things at once (``details=True``, the Lab): from the back row a reader
must find the speed-up and the slow passes with and without a draft, and
three rounds of reviewers found the card too dense to. So the card shows
those, the total time when the draft costs something, the break-even when
there is one to find and the best window; the explanations (tokens per round
with the end-of-text sum that goes with it, why a free draft has no
break-even, k = 0) wait behind a "Why these numbers?" button. A sentence that
keeps a number true stays in view: "the largest the slider allows" beside a
best window at the slider's end.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.widgets import legible, looks

ROWS = ("tokens_per_pass", "slow_passes", "total_time", "speedup", "break_even", "optimal_k")
PAIRS = ("tokens_per_pass", "slow_passes", "total_time")  # shown as "with a draft" | "without a draft"
SINGLES = ("break_even", "optimal_k")  # one value each: "name: value", outside the table


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def _show(widget: QWidget, on: bool) -> None:
    """Show or hide ``widget`` only on a change: this runs on every move of a slider, and each
    real show or hide lays the card out again (issue 18: the Lab's per-move time)."""
    if widget.isHidden() == on:
        widget.setVisible(on)


def _power(base: str, exponent: int) -> str:
    """One term of 1 + α + α² + …, as the reader writes it: "1", "0,8", "0,8²"."""
    if exponent == 0:
        return "1"
    return base if exponent == 1 else base + str(exponent).translate(_SUPERSCRIPT)


def shows_total_time(cost: float, k: int) -> bool:
    """Whether the panel has a total-time row: a costly draft that proposes (else time = slow passes)."""
    return cost > 0 and k > 0


# Expected slow passes and times, everywhere, with two decimals: one quantity, one format (round 93 read
# «30,2» beside «70,46», and «126,8» beside «22,73», as a mistake). Two give every speed-up beside them
# as the reader's own division (review 79 divided «100 ÷ 12,1» = 8,26 beside 8,25×); three read as
# another kind of number (review 80: «31,495»).
EXPECTED_DIGITS = 2
# Tokens per round with three in the sum under the table that divides N by them: rounded to two, the
# sum blamed on the end of the text a gap that was half rounding (round 88: «100 ÷ 1,43 = 69,9» where
# 100 ÷ 1,4251 is 70,2). The table, the guide and the sheets keep two (round 96 read «1,43» above
# «= 1,425» as two roundings; left so: the worksheets and the guide quote the table).
ROUND_DIGITS = 3


def passes_digits(cost: float, k: int, tokens: int, passes: float) -> int:
    """Decimals of the expected slow passes (see EXPECTED_DIGITS)."""
    return EXPECTED_DIGITS


def time_digits(tokens: int, time: float) -> int:
    """Decimals of an expected time (see EXPECTED_DIGITS)."""
    return EXPECTED_DIGITS


def shown_speedup(tokens: int, time: float) -> float:
    """The speed-up as the reader's own division of what is written, N ÷ the time as shown: off the
    model's N ÷ time by a hair only within a hair of a rounding edge."""
    return tokens / round(time, time_digits(tokens, time))


class Readouts(i18n.Retranslatable, QFrame):
    def __init__(self, model: LessonModel, parent: QWidget | None = None, *, free_break_even: bool = False,
                 details: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.model = model
        self.free_break_even = free_break_even
        self.has_details = details
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        self.subs: dict[str, QLabel] = {}
        self.baseline_values: dict[str, QLabel] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)  # tight: the Lab fits 1280×800 with every note shown
        self.title = QLabel(self)
        self.title.setObjectName("readoutsTitle")
        self.title.setWordWrap(True)
        self.title.setProperty("role", "title")
        outer.addWidget(self.title)

        # The headline: the speed-up, its name above it and the value as big
        # as the column allows on one line ("▼ 0,79× (más lento)" broke in
        # two beside its name).
        head_row = QVBoxLayout()
        head_row.setSpacing(0)
        for key in ("speedup",):
            name, value = self._label(key, "name"), self._label(key, "headline")
            name.setWordWrap(False)
            value.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            head_row.addWidget(name)
            head_row.addWidget(value)
            self.names[key], self.values[key] = name, value
        outer.addLayout(head_row)

        # The table: every row has a value in both columns.
        self.table = QWidget(self)
        self.table.setObjectName("readoutsTable")
        grid = QGridLayout(self.table)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.heads = (QLabel(self.table), QLabel(self.table))
        for col, head in enumerate(self.heads, start=1):
            head.setObjectName("readoutsHead")
            head.setProperty("role", "head")
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(head, 0, col)
        for row, key in enumerate(PAIRS, start=1):
            name = self._label(key, "name", self.table)
            value = self._label(key, "value", self.table)
            base = QLabel(self.table)
            base.setObjectName(f"readout_{key}_without")
            base.setProperty("role", "value")
            base.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            grid.addWidget(base, row, 2)
            self.names[key], self.values[key], self.baseline_values[key] = name, value, base
        grid.setColumnStretch(0, 1)
        outer.addWidget(self.table)
        # Right under the numbers it explains (R2), not after the single values.
        self.note = QLabel(self)
        self.note.setObjectName("readoutsNote")
        self.note.setWordWrap(True)
        outer.addWidget(self.note)

        self.rule = QFrame(self)
        self.rule.setObjectName("readoutsRule")
        self.rule.setFrameShape(QFrame.Shape.HLine)
        outer.addWidget(self.rule)

        # The single values, outside the table: "name: value" and a sentence.
        self._single_lines: dict[str, QHBoxLayout] = {}
        for key in SINGLES:
            line = self._single_lines[key] = QHBoxLayout()
            line.setSpacing(10)
            name, value = self._label(key, "name"), self._label(key, "single")
            value.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(name, 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(value, 1)
            sub = QLabel(self)
            sub.setObjectName(f"readout_{key}_why")
            sub.setWordWrap(True)
            outer.addLayout(line)
            outer.addWidget(sub)
            self.names[key], self.values[key], self.subs[key] = name, value, sub
        # The explanations, on demand (the Lab); without it everything shows.
        self.details_button = QPushButton(self)
        self.details_button.setObjectName("readoutsDetailsButton")
        self.details_button.setCheckable(True)
        self.details_button.setVisible(details)
        self.details_button.toggled.connect(self._on_details)
        outer.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignLeft)
        legible.raise_fonts(self)
        self._apply_sizes()
        model.parametersChanged.connect(self._update)
        self.retranslate()

    def _label(self, key: str, role: str, parent: QWidget | None = None) -> QLabel:
        label = QLabel(parent or self)
        label.setProperty("role", role)
        if role == "name":
            label.setWordWrap(True)
            # Scroll areas size by minimum hints, which ignore word-wrap
            # height: promise at least one full line.
            label.setMinimumHeight(label.sizeHint().height())
        else:
            label.setObjectName(f"readout_{key}")
            label.setWordWrap(role != "value")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _apply_sizes(self) -> None:
        """Key numbers big (a style sheet on this card, so a screen-wide minimum rule cannot shrink them)."""
        from PySide6.QtWidgets import QApplication

        body = max(legible.pixel_size(QApplication.font()), legible.min_px())
        t = theme.current()
        # As big as "▼ 0,79× (más lento)" can be on one line of the column (projector text is larger).
        headline = 1.4 if t.name == "projector" else 1.6
        sheet = (
            f"QLabel {{ color: {t.text}; font-size: {body}px; }}"
            f"QLabel[role=\"title\"] {{ font-weight: bold; }}"
            f"QLabel[role=\"value\"] {{ font-size: {round(body * 1.15)}px; font-weight: bold; }}"
            f"QLabel[role=\"single\"] {{ font-size: {round(body * 1.15)}px; font-weight: bold; }}"
            f"QLabel[role=\"headline\"] {{ font-size: {round(body * headline)}px; font-weight: bold; }}"
            f"QLabel[role=\"headline\"][slower=\"true\"] {{ color: {t.rejected}; }}"
            f"QFrame#readoutsRule {{ color: {t.card_border}; }}"
        )
        self.setStyleSheet(sheet)

    # Values -----------------------------------------------------------------
    def speedup_text(self, value: float) -> str:
        """"▲ 3,31× (faster)", "▼ 0,79× (slower)", "= 1,00× (a tie)": shape and words, not only colour."""
        shown = i18n.fmt(value, 2)
        if shown == i18n.fmt(1.0, 2):
            return i18n.fill(self.tr("= %1× (a tie)"), shown)
        if value < 1.0:
            return i18n.fill(self.tr("▼ %1× (slower)"), shown)
        return i18n.fill(self.tr("▲ %1× (faster)"), shown)

    def _pair(self, with_draft: str, without: str) -> str:
        return i18n.fill(self.tr("with a draft: %1 · without a draft: %2"), with_draft, without)

    def _update(self) -> None:
        m = self.model
        n = m.numbers()
        k, cost, tokens = m.k, m.cost, m.tokens
        opened = self.details_open()
        passes = n["slow_passes"]
        time = m.total_time()
        for w in (self.names["tokens_per_pass"], self.values["tokens_per_pass"], self.baseline_values["tokens_per_pass"]):
            _show(w, opened)
        self.values["tokens_per_pass"].setText(i18n.fmt(n["tokens_per_pass"], 2))
        self.baseline_values["tokens_per_pass"].setText(i18n.fmt(1.0, 2))
        # With a free draft the time is the slow passes: one row says both.
        costly = shows_total_time(cost, k)
        self.values["slow_passes"].setText(i18n.fmt(passes, self._passes_digits()))
        self.baseline_values["slow_passes"].setText(i18n.fmt_int(tokens))
        for w in (self.names["total_time"], self.values["total_time"], self.baseline_values["total_time"]):
            _show(w, costly)
        self.values["total_time"].setText(i18n.fmt(time, self._time_digits()))
        self.baseline_values["total_time"].setText(i18n.fmt_int(tokens))
        speed = shown_speedup(tokens, time)
        self.values["speedup"].setText(self.speedup_text(speed))
        slower = speed < 1.0 and i18n.fmt(speed, 2) != i18n.fmt(1.0, 2)
        if self.values["speedup"].property("slower") != slower:
            # Red as well as ▼ and the words (never colour alone); re-polished so the rule applies.
            self.values["speedup"].setProperty("slower", slower)
            looks.repolish(self.values["speedup"])

        be = n["break_even_alpha_finite"]  # for the N tokens the chart and the speed-up count (review 13)
        show_be = self.free_break_even or cost > 0 or k == 0
        # With a free draft (or none) "none" needs its sentence: both wait behind the button.
        show_be = show_be and (opened or (cost > 0 and k > 0))
        for w in (self.names["break_even"], self.values["break_even"]):
            _show(w, show_be)
        if k == 0:
            text, why = self.tr("none"), self.tr("k = 0 is writing without a draft: always 1×.")
        elif cost == 0:
            # Step 5's answer, in its words (rounds 95-96 read «ninguno» here beside step 5's «nunca» as two answers).
            text = self.tr("none: never slower")
            # With its condition (round 94: step 2 says V costs a little more than 1, and 15 measures more).
            # Round 98: «one pass, as here» beside step 2's «about one pass» read as a contradiction.
            why = self.tr("A free draft never loses while checking costs one pass, as this lab counts it (step 2: "
                          "«about one»): at worst, at α = 0, it ties (1×).")
        elif be is None:
            text, why = self.tr("none"), self.tr("This draft always costs more than it saves.")
        else:
            text = i18n.fmt(be, 2)
            # For this k only (round 98: «0,46» beside «best window k = 1: 1,08×» at α = 0,30 read as
            # «below 0,46 every draft loses»).
            why = i18n.fill(self.tr("Below %1, k = %2 is slower than writing alone; each window has its own "
                                    "break-even."), text, i18n.fmt_int(k))
        self.values["break_even"].setText(text)
        self.subs["break_even"].setText(why)
        _show(self.subs["break_even"], show_be and bool(why) and opened)

        # The best k the learner can set, and whether it is only the slider's end.
        best, best_speed, beyond, best_long, shown_from = m.best_window()
        if best == k:
            best_speed = speed  # the same setting, the same figure as the speed-up above
        if best == 0:
            self.values["optimal_k"].setText(i18n.fill(self.tr("k = 0 (no draft): %1×"), i18n.fmt(1.0, 2)))
        else:
            # At the slider's end, said beside the number (reviews 78-80: «Mejor ventana: k = 16» read as
            # "16 is the ideal window", its note below, often folded or under the fold, unread).
            self.values["optimal_k"].setText(
                i18n.fill(self.tr("k = %1 (the slider's end): %2×") if beyond else self.tr("k = %1: %2×"),
                          i18n.fmt_int(best), i18n.fmt(best_speed, 2)))
        if beyond and cost == 0:
            # Review 15: the real-models lab measures a longer window costing more; here it costs one pass.
            # Said as the model's assumption (review 35: the tree and real-models labs measure more).
            sub = self.tr("The largest the slider allows: with c = 0, and if a check always cost one slow pass, "
                          "longer would be better; with a cost (step 5), not.")
        elif beyond:
            sub = self.tr("The largest the slider allows: a longer window would be faster still.")
        elif best > 0 and cost > 0 and opened:
            # Review 17: "k = 1" read as contradicting step 4's "longer is better" (said for c = 0).
            sub = i18n.fill(self.tr("With c = %1, a window longer than k = %2 costs more drafting than its "
                                    "extra tokens save."), i18n.fmt(cost, 2), i18n.fmt_int(best))
        else:
            sub = ""
        if 0 < shown_from < best and not (cost > 0 and shown_from <= m.k < best):
            # With a cost too (review 33: «k = 6: 2,14×» while k = 5 also gives 2,14×).
            # Kept in sight: "best" beside a shorter k showing the same figure needs its reason
            # (reviews 19 and 20 read it as "no gain" and as "not the best").
            plateau = (i18n.fill(self.tr("From k = %1 it already shows %2×: the longer windows add less than %3×."),
                                 i18n.fmt_int(shown_from), i18n.fmt(best_speed, 2), i18n.fmt(0.01, 2)) if cost == 0
                       else i18n.fill(self.tr("From k = %1 it already shows %2×: k = %3 adds less than %4×."),
                                      i18n.fmt_int(shown_from), i18n.fmt(best_speed, 2), i18n.fmt_int(best),
                                      i18n.fmt(0.01, 2)))
            sub = f"{sub} {plateau}" if sub else plateau
        elif cost > 0 and shown_from <= m.k < best:
            # Review 22: «Mejor ventana: k = 6: 2,27×» beside the learner's own k = 5 at 2,27×.
            same = i18n.fill(self.tr("Your k = %1 already shows %2×: k = %3 adds less than %4×."),
                             i18n.fmt_int(m.k), i18n.fmt(best_speed, 2), i18n.fmt_int(best), i18n.fmt(0.01, 2))
            sub = f"{sub} {same}" if sub else same
        # Behind the Details button in the Lab (review 18: at 1024×768 these two sentences pushed
        # the chart below the fold); "the largest the slider allows" keeps "best" true, so it stays.
        if best > 0 and opened and i18n.fmt(best_speed, 2) != i18n.fmt(best_long, 2):
            # Review 16 rebuilt 1 + 0,8 + … + 0,8¹⁶ = 4,89 and found 4,72× beside it.
            cut = i18n.fill(self.tr("%2× for N = %1 (its last pass is paid in full); for a long text, %3×."),
                            i18n.fmt_int(tokens), i18n.fmt(best_speed, 2), i18n.fmt(best_long, 2))
            sub = f"{sub} {cut}" if sub else cut
        self.subs["optimal_k"].setText(sub)
        # "The largest the slider allows" keeps "best" true: never hidden.
        _show(self.subs["optimal_k"], bool(sub))
        self.note.setText(self._note(n))
        # Visible, not only a tooltip: the count must add up on screen (R2),
        # wherever the tokens per round it divides by are shown.
        self.values["speedup"].setToolTip(self.note.text())
        _show(self.note, bool(self.note.text()) and opened)
        self._update_names()
        self._promise_heights()
        for key in ROWS:
            if key in PAIRS:
                said = self._pair(self.values[key].text(), self.baseline_values[key].text())
                self.values[key].setAccessibleName(f"{self.names[key].text()}: {said}")
                self.baseline_values[key].setAccessibleName(f"{self.names[key].text()}: {said}")
            else:
                extra = f" {self.subs[key].text()}" if key in self.subs and self.subs[key].text() else ""
                self.values[key].setAccessibleName(f"{self.names[key].text()} {self.values[key].text()}{extra}")

    def offer_details(self, offer: bool) -> None:
        """Put the explanations behind a closed «Why these numbers?» (a step short of room), or show
        them all again without the button."""
        if offer == self.has_details:
            return
        self.has_details = offer
        self.details_button.setVisible(offer)
        self.details_button.setChecked(False)
        self._update_details_text()
        self._update()

    def details_open(self) -> bool:
        """True when the explanations show: always without the button, else when it is pressed."""
        return not self.has_details or self.details_button.isChecked()

    def _on_details(self, _checked: bool) -> None:
        self._update_details_text()
        self._update()

    def _update_details_text(self) -> None:
        opened = self.details_button.isChecked()
        self.details_button.setText(self.tr("▾ Why these numbers?") if opened else self.tr("▸ Why these numbers?"))
        self.details_button.setAccessibleName(self.tr("Why these numbers?"))
        self.details_button.setAccessibleDescription(self.tr(
            "Shows or hides the tokens per round and the sentences that explain the numbers."))

    def _passes_digits(self) -> int:
        m = self.model
        return passes_digits(m.cost, m.k, m.tokens, m.numbers()["slow_passes"])

    def _time_digits(self) -> int:
        return time_digits(self.model.tokens, self.model.total_time())

    def _note(self, n: dict) -> str:
        """Why the slow passes are more than N ÷ tokens per round, said beside the numbers."""
        m = self.model
        # Divide by the value written here, so the sum the reader does is the one shown (readers divided 100
        # by 3,36 themselves); to three decimals, as the rounding of two made half the gap it was blamed for:
        # «100 ÷ 1,43 = 69,9» beside 70,46, where 100 ÷ 1,4251 is 70,2 (round 88).
        shown_tpp = round(n["tokens_per_pass"], ROUND_DIGITS)
        passes, naive = n["slow_passes"], m.tokens / shown_tpp
        # The sum first: "3,36 tokens per round" came with no hint of where it comes from (blind review, 04).
        powers = [_power(i18n.fmt(m.alpha, 2), i) for i in range(m.k + 1)]
        if len(powers) > 6:
            powers = [*powers[:3], "…", powers[-1]]
        text = i18n.fill(self.tr("Tokens per round: %1 = %2."), " + ".join(powers),
                         i18n.fmt(shown_tpp, ROUND_DIGITS)) if m.k > 0 else ""
        digits = self._passes_digits()
        if i18n.fmt(passes, digits) != i18n.fmt(naive, digits):
            # The last round stops at N, so what it would add past N is lost.
            text += "\n" + i18n.fill(self.tr("%4 slow passes and not %1 ÷ %2 = %3, because the text ends at token %1 "
                                             "and the last round's spare tokens are not used."),
                                     i18n.fmt_int(m.tokens), i18n.fmt(shown_tpp, ROUND_DIGITS), i18n.fmt(naive, digits),
                                     i18n.fmt(passes, digits))
        if m.cost > 0 and m.k > 0:
            # Round 86 could not rebuild 126,8 from the panel: each round also pays its k draft steps.
            # The passes to three decimals, as the tokens per round above: 31,79 × 1,45 is 46,10 on a
            # calculator, and the panel's 46,09 (31,7886 × 1,45) read as a wrong sum (round 99).
            text += "\n" + i18n.fill(self.tr("Total time: %1 slow passes × (1 + %2 × %3 of draft per round) = %4."),
                                     i18n.fmt(passes, max(digits, ROUND_DIGITS)), i18n.fmt_int(m.k), i18n.fmt(m.cost, 2),
                                     i18n.fmt(m.total_time(), self._time_digits()))
        return text.strip()  # the sum on its own line, then why

    def _update_names(self) -> None:
        m = self.model
        self.title.setText(self.tr("Expected (the average of many runs)"))
        self.names["slow_passes"].setText(self.tr("Slow passes"))
        self.names["total_time"].setText(self.tr("Total time (passes + draft)"))
        # The division written out (review 31 rebuilt 3,31× = 100 ÷ 30,2 by hand): the time
        # without a draft over the time with it, both as the rows above show them.
        self.names["speedup"].setText(i18n.fill(self.tr("Speed-up = %1 ÷ %2 (without ÷ with a draft)"),
                                                i18n.fmt_int(m.tokens), i18n.fmt(m.total_time(), self._time_digits())))
        # No line break inside "k = 4" (it wrapped as "k / = 4").
        self.names["break_even"].setText(
            # c named too: the same k breaks even elsewhere at another c (reviews 68-69 set 05's c = 0,25 beside it).
            i18n.fill(self.tr("Break-even α (for k = %1 and c = %2):"), i18n.fmt_int(m.k),
                      i18n.fmt(m.cost, 2)).replace(" = ", "\u00a0=\u00a0"))
        self.names["optimal_k"].setText(self.tr("Best window:"))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._promise_heights()

    def _promise_heights(self) -> None:
        # A single value's name takes one line where the card has room for it beside its value: its wrapped
        # label's own hint was narrower, and «α de equilibrio (para k = 4 y c = 0,20):» took three lines.
        widened = False
        for key, line in self._single_lines.items():
            name, value = self.names[key], self.values[key]
            room = line.geometry().width() - line.spacing() - value.sizeHint().width()
            want = min(name.fontMetrics().horizontalAdvance(name.text()) + 2, max(0, room))
            if line.geometry().width() > 0 and name.minimumWidth() != want:
                name.setMinimumWidth(want)
                widened = True
        if widened:
            self.layout().activate()
        # Scroll areas size by minimum hints, which ignore word-wrap height:
        # promise every wrapped label the lines it needs at its width.
        labels = [self.title, self.note, *self.names.values(), *self.values.values(), *self.subs.values()]
        for label in labels:
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
        # Each head on two lines ("con / borrador"): narrow number columns
        # leave the row names room to stay on one line.
        self.heads[0].setText(self.tr("with a draft").replace(" ", "\n", 1))
        self.heads[1].setText(self.tr("without a draft").replace(" ", "\n", 1))
        self.names["tokens_per_pass"].setText(self.tr("Tokens per round"))
        self._update_details_text()
        self._update()
