"""Live numbers: the exact alpha, the acceptance measured so far, and whether
the outputs look like p and like q (a chi-square test, put into words)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from desktop import i18n, theme
from desktop.screens.sampling import fit
from desktop.widgets.looks import set_font, set_style
from desktop.screens.sampling.rounding import rounded_shares
from desktop.screens.sampling.state import SamplingState

ROWS = ("alpha", "accepted", "like_p", "like_q")


def hand_sums(p, q) -> tuple[float, float]:
    """What a student adds up from the printed bar values: Σ min(p, q) and Σ p."""
    shown_p, shown_q = rounded_shares(p), rounded_shares(q)
    hand_alpha = sum(min(a, b) for a, b in zip(shown_p, shown_q))
    return round(hand_alpha, 6), round(float(shown_p.sum()), 6)


class FitReadout(i18n.Retranslatable, QFrame):
    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.state = state
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        self.notes: dict[str, QLabel] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(12, 8, 12, 8)
        self.grid.setHorizontalSpacing(24)
        self.grid.setVerticalSpacing(2)
        for key in ROWS:
            name = QLabel(self)
            name.setWordWrap(True)
            value = QLabel(self)
            value.setObjectName(f"readout_{key}")
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            note = QLabel(self)
            note.setObjectName("caption")
            note.setWordWrap(True)
            self.names[key] = name
            self.values[key] = value
            self.notes[key] = note
        self.columns = 0
        self.set_columns(1)
        self._scale = None
        self.apply_scale(1.0)
        state.distributionsChanged.connect(self._update)
        state.outputsChanged.connect(self._update)
        self.retranslate()

    # Looks --------------------------------------------------------------------
    def set_columns(self, columns: int) -> None:
        """One column beside the charts; two (α and accepted, then the two verdicts) under them."""
        if columns == self.columns:
            return
        self.columns = columns
        grid = self.grid
        for key in ROWS:
            for w in (self.names[key], self.values[key], self.notes[key]):
                grid.removeWidget(w)
        for r in range(grid.rowCount()):
            grid.setRowStretch(r, 0)
            grid.setRowMinimumHeight(r, 0)
        for i, key in enumerate(ROWS):
            block, col = divmod(i, columns)
            row = block * 4
            grid.addWidget(self.names[key], row, col)
            grid.addWidget(self.values[key], row + 1, col)
            grid.addWidget(self.notes[key], row + 2, col, Qt.AlignmentFlag.AlignTop)
            grid.setRowMinimumHeight(row + 3, 6)
        for col in range(2):
            grid.setColumnStretch(col, 1 if col < columns else 0)
        grid.setRowStretch((len(ROWS) + columns - 1) // columns * 4, 1)

    def apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        for key in ROWS:
            big = key in ("alpha", "accepted")
            # The theme's text size; the notes a little under it, never under 11 pt
            # (review round 8 rated 10,5 pt notes hard to read from the back row).
            set_font(self.names[key], 12, scale, bold=False)
            # The headline numbers: what the class reads from the back row.
            set_font(self.values[key], 20 if big else 13, scale, bold=True)
            set_font(self.notes[key], 11.5, scale, bold=False)

    # Text ---------------------------------------------------------------------
    def verdict_text(self, v: fit.Verdict) -> str:
        return {
            fit.EMPTY: self.tr("— no outputs yet"),
            fit.TOO_FEW: self.tr("… too few data yet"),
            fit.NO_MATCH: self.tr("✕ No, they do not match"),
            fit.BORDER: self.tr("? Borderline: sample more"),
            fit.SO_FAR: self.tr("≈ Fits so far; sample more"),
            fit.MATCH: self.tr("✓ Yes, they match"),
        }[v.key]

    def chance_text(self, v: fit.Verdict) -> str:
        """The p-value as a plain sentence."""
        if v.p_value is None or v.key in (fit.EMPTY, fit.TOO_FEW):
            return ""
        if v.p_value < 0.001:
            pct = i18n.fill(self.tr("less than %1%"), i18n.fmt(0.1, 1))
        else:
            pct = i18n.fill(self.tr("%1%"), i18n.fmt(100 * v.p_value, 1 if v.p_value < 0.1 else 0))
        return i18n.fill(self.tr("A gap this big by pure chance: %1"), pct)

    def _colour(self, key: str) -> str:
        t = theme.current()
        return {fit.MATCH: t.accepted, fit.SO_FAR: t.accepted, fit.NO_MATCH: t.rejected,
                fit.EMPTY: t.muted_text, fit.TOO_FEW: t.muted_text}.get(key, t.text)

    def _update(self) -> None:
        s = self.state
        self.values["alpha"].setText(i18n.fmt(s.alpha, 2))
        note = self._plain_alpha
        # A student checks α by adding the printed bars; say when rounding makes that differ (review E8).
        # The printed p and q always add up to 1 (rounding.rounded_shares); their minima may not give α.
        hand_alpha, _p_sum = hand_sums(s.p, s.q)
        if i18n.fmt(hand_alpha, 2) != i18n.fmt(s.alpha, 2):
            note += " " + i18n.fill(self.tr("The bars are rounded: added by hand they give %1."),
                                    i18n.fmt(hand_alpha, 2))
        self.notes["alpha"].setText(note)
        if s.total:
            self.values["accepted"].setText(i18n.fmt(s.acceptance(), 2))
            self.notes["accepted"].setText(
                i18n.fill(self.tr("%1 of %2 proposals"), i18n.fmt_int(s.accepted), i18n.fmt_int(s.total))
            )
            set_style(self.values["accepted"], "")
        else:
            self.values["accepted"].setText("—")
            self.notes["accepted"].setText(self.tr("no proposals yet"))
            set_style(self.values["accepted"], f"color: {theme.current().muted_text};")
        for key, dist in (("like_p", s.p), ("like_q", s.q)):
            v = fit.verdict(s.counts, dist)
            self.values[key].setText(self.verdict_text(v))
            set_style(self.values[key], f"color: {self._colour(v.key)};")
            self.notes[key].setText(self.chance_text(v))
            self.notes[key].setVisible(bool(self.notes[key].text()))
        self.notes["accepted"].setVisible(True)
        for key in ROWS:
            self.values[key].setAccessibleName(f"{self.names[key].text()} {self.values[key].text()}")

    def retranslate(self) -> None:
        self.names["alpha"].setText(self.tr("Acceptance rate α"))
        self.names["accepted"].setText(self.tr("Accepted in this run"))
        self.names["like_p"].setText(self.tr("Outputs like p?"))
        self.names["like_q"].setText(self.tr("Like q?"))
        self._plain_alpha = self.tr(
            "How often a proposal is kept: the green parts added up.")
        self.notes["alpha"].setVisible(True)
        self.values["alpha"].setToolTip(self.tr(
            "The acceptance rate, exact: the total length of the green parts, Σ min(p, q)."))
        self.values["accepted"].setToolTip(self.tr("Measured on the samples of this run; it approaches α."))
        for key in ("like_p", "like_q"):
            self.values[key].setToolTip(self.tr(
                "Pearson's chi-square test of the outputs' counts against the distribution."))
        self._update()
