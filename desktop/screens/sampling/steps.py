"""Sampling buttons, the step on show, and a log of the last steps.

A step reads in three beats: the draft proposes a word; the big model keeps
it (✓) or rejects it (✕), keeping it with chance min(1, p/q); on a
rejection it resamples from where p is above q (→). Shapes and words carry
every state, colour only repeats them.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.widgets.flow_row import FlowRow
from desktop.widgets.looks import set_font, set_style
from desktop.screens.sampling.state import LOG_SIZE, SamplingState

BATCHES = (1, 100, 10_000)


class SampleCard(i18n.Retranslatable, QFrame):
    """Sample 1 / 100 / 10,000, Clear, and the last step in words."""

    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.state = state
        self.locked = False
        self.title = QLabel(self)
        self.definition = QLabel(self)
        self.definition.setObjectName("samplingDefinition")
        self.definition.setWordWrap(True)
        self.buttons: dict[int, QPushButton] = {}
        # Wraps onto a second line in a narrow window instead of widening the screen.
        row = FlowRow(self, spacing=8, line_spacing=6)
        row.setObjectName("sampleButtons")
        for n in BATCHES:
            button = QPushButton(self)
            button.setObjectName(f"sample{n}Button")
            button.clicked.connect(lambda _=False, n=n: state.sample(n))
            self.buttons[n] = button
            row.add(button)
        self.button_row = row
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearOutputsButton")
        self.clear_button.clicked.connect(state.clear_outputs)
        # With the sampling buttons: under the log it made the card taller than the knobs.
        row.add(self.clear_button)
        self.lines = [QLabel(self) for _ in range(3)]
        for line in self.lines:
            line.setWordWrap(True)
            line.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.lines[0].setObjectName("stepDraft")
        self.lines[1].setObjectName("stepVerdict")
        self.lines[2].setObjectName("stepOutput")
        self.log = StepLog(state, self)
        # The definition above already starts with "Sampling": the row needs no title.
        self.title.setVisible(False)
        lines = QVBoxLayout()
        lines.setSpacing(4)
        for line in self.lines:
            lines.addWidget(line)
        lines.addStretch(1)
        lay = QGridLayout(self)
        lay.setContentsMargins(14, 8, 14, 8)
        lay.setHorizontalSpacing(18)
        lay.setVerticalSpacing(6)
        # The buttons take the card's whole width (one line where they fit); the steps
        # in words and the log share the row under them.
        lay.addWidget(self.definition, 0, 0, 1, 2)
        lay.addWidget(row, 1, 0, 1, 2)
        lay.addLayout(lines, 2, 0)
        lay.addWidget(self.log, 2, 1)
        lay.setColumnStretch(0, 1)
        state.outputsChanged.connect(self._update)
        state.distributionsChanged.connect(self._update)
        self.apply_scale(1.0)
        self.retranslate()

    def apply_scale(self, scale: float) -> None:
        set_font(self.title, 13, scale, bold=True)
        set_font(self.definition, 12, scale)
        for button in (*self.buttons.values(), self.clear_button):
            set_font(button, 13, scale)
        for line in self.lines:
            set_font(line, 13, scale, bold=False)
        self.log.apply_scale(scale)

    def _update(self) -> None:
        self._update_lines()
        # An empty line would still take its height (the card must stay as short as the knobs).
        for line in self.lines:
            line.setVisible(bool(line.text()))

    def _update_lines(self) -> None:
        s = self.state
        cur = s.current
        t = theme.current()
        if self.locked:
            self.lines[0].setText(self.tr("Predict first: these buttons, q and the sliders unlock when you "
                                          "lock in your prediction above."))
            set_style(self.lines[0], f"color: {t.text}; font-weight: bold;")
            self.lines[1].setText("")
            self.lines[2].setText("")
            return
        if cur is None:
            self.lines[0].setText(self.tr("1. The draft proposes a word, drawn from q."))
            # Plain words first, the symbols after them (review round 7).
            self.lines[1].setText(self.tr("2. The big model checks it: keeps it (✓) or rejects it (✕); "
                                          "it keeps it with probability min(1, p/q)."))
            self.lines[2].setText(self.tr("3. After a ✕ the big model picks another word where p is above q, "
                                          "the blue ends (→): in proportion to max(0, p − q)."))
            for line in self.lines:
                set_style(line, f"color: {t.muted_text};")
            return
        d, o = cur["draft"], cur["output"]
        keep = min(1.0, s.p[d] / s.q[d]) if s.q[d] > 0 else 0.0
        word = s.words
        set_style(self.lines[0], f"color: {t.draft};")
        self.lines[0].setText(i18n.fill(self.tr("The draft proposes “%1”."), word[d]))
        if cur["stage"] >= 1:
            if cur["accepted"]:
                text = self.tr("✓ Accepted: kept with chance min(1, p/q) = %2.")
                colour = t.accepted
            else:
                text = self.tr("✕ Rejected: kept only with chance p/q = %2.")
                colour = t.rejected
            # A word joiner keeps "p/q" on one line when the sentence wraps.
            text = i18n.fill(text, word[d], i18n.fmt(keep, 2)).replace("p/q", "p/\u2060q")
            self.lines[1].setText(text)
            set_style(self.lines[1], f"color: {colour}; font-weight: bold;")
        else:
            self.lines[1].setText("…")
            set_style(self.lines[1], f"color: {t.muted_text};")
        if cur["stage"] >= 2:
            if cur["accepted"]:
                self.lines[2].setText(i18n.fill(self.tr("Output: “%1”."), word[o]))
            else:
                self.lines[2].setText(i18n.fill(self.tr("→ The big model draws another word where p is above q: output “%1”."),
                                                word[o]))
            set_style(self.lines[2], f"color: {t.text}; font-weight: bold;")
        else:
            self.lines[2].setText("")

    def set_locked(self, locked: bool) -> None:
        self.locked = locked
        for button in (*self.buttons.values(), self.clear_button):
            button.setEnabled(not locked)
        # Nothing to log before the prediction: the lock message gets the whole width.
        self.log.setVisible(not locked)
        self._update()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Sample:"))
        self.definition.setText(self.tr(
            "<b>Sampling</b>: drawing the next word at random, each word with its probability. "
            "One sample is one step: propose, verify, output."))
        self.buttons[1].setText(self.tr("Sample 1"))
        self.buttons[100].setText(i18n.fill(self.tr("Sample %1"), i18n.fmt_int(100)))
        self.buttons[10_000].setText(i18n.fill(self.tr("Sample %1"), i18n.fmt_int(10_000)))
        self.buttons[1].setToolTip(self.tr("One step, slowly: propose, check, output."))
        self.buttons[100].setToolTip(self.tr("A hundred steps, quickly."))
        self.buttons[10_000].setToolTip(self.tr("Ten thousand steps: watch the histogram settle."))
        self.clear_button.setText(self.tr("Clear outputs"))
        self.clear_button.setToolTip(self.tr("Empty the histogram and start counting again."))
        self._update()


class StepLog(i18n.Retranslatable, QWidget):
    """The last LOG_SIZE steps, newest first: "✓ vez" or "✕ casa → vez"."""

    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepLog")
        self.state = state
        self.title = QLabel(self)
        self.rows: list[QLabel] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.title)
        for i in range(LOG_SIZE):
            row = QLabel(self)
            row.setObjectName(f"stepLogRow{i}")
            self.rows.append(row)
            lay.addWidget(row)
        lay.addStretch(1)
        state.outputsChanged.connect(self._update)
        self.apply_scale(1.0)
        self.retranslate()

    def apply_scale(self, scale: float) -> None:
        set_font(self.title, 13, scale, bold=True)
        for row in self.rows:
            set_font(row, 13, scale, bold=False)

    def entry_text(self, entry: dict) -> str:
        words = self.state.words
        if entry["accepted"]:
            return "✓ " + words[entry["draft"]]
        return "✕ " + words[entry["draft"]] + " → " + words[entry["output"]]

    def texts(self) -> list[str]:
        return [self.entry_text(e) for e in self.state.log]

    def _update(self) -> None:
        t = theme.current()
        log = self.state.log
        for i, row in enumerate(self.rows):
            if i < len(log):
                row.setText(self.entry_text(log[i]))
                set_style(row, f"color: {t.accepted if log[i]['accepted'] else t.rejected};")
            else:
                row.setText("—" if i == 0 else "")
                set_style(row, f"color: {t.muted_text};")
        self.setAccessibleDescription("; ".join(self.texts()))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Last steps"))
        self.setToolTip(self.tr("Newest first. ✓ draft accepted · ✕ draft rejected → the word drawn instead"))
        self.setAccessibleName(self.title.text())
        self._update()
