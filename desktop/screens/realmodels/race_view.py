"""«Carrera»: every installed drafter at its best k for this computer, on one prompt.

One row per drafter: the k its calibration chose, the measured wall-clock
speed-up against the same run of the big model alone, what the calibration
predicted, and whether the text came out identical (✓ / ✕, never colour alone).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.widgets import looks

COLUMNS = 5


class RaceTable(i18n.Retranslatable, QWidget):
    def __init__(self, names: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("raceTable")
        self.names = names  # draft -> its shown name (kept in sync by the screen)
        self.points: list = []
        self.baseline_ms: float | None = None
        self.intro = QLabel(self)
        self.intro.setObjectName("raceIntro")
        self.intro.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(6)
        self.heads = [QLabel(self) for _ in range(COLUMNS)]
        for col, label in enumerate(self.heads):
            self.grid.addWidget(label, 0, col)
            if col:
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.grid.setColumnStretch(0, 1)
        self.rows: list[list[QLabel]] = []
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 10, 10, 10)
        v.setSpacing(10)
        v.addWidget(self.intro)
        v.addLayout(self.grid)
        v.addStretch(1)
        self._scale = 1.0
        self.retranslate()

    def clear(self) -> None:
        self.points = []
        self.baseline_ms = None
        self.retranslate()

    def set_baseline(self, seconds: float) -> None:
        self.baseline_ms = seconds * 1000
        self.retranslate()

    def add_point(self, point) -> None:
        self.points.append(point)
        self._update()

    def _row(self, i: int) -> list[QLabel]:
        while len(self.rows) <= i:
            row = [QLabel(self) for _ in range(COLUMNS)]
            for col, label in enumerate(row):
                label.setObjectName(f"race{len(self.rows)}_{col}")
                if col:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    label.setWordWrap(True)  # a long drafter name wraps instead of widening the screen
                self.grid.addWidget(label, len(self.rows) + 1, col)
            self.rows.append(row)
            self._fonts()
        return self.rows[i]

    def _update(self) -> None:
        t = theme.current()
        for i, p in enumerate(self.points):
            row = self._row(i)
            mark = self.tr("✓ identical") if p.identical else self.tr("✕ differs")
            colour = t.accepted if p.identical else t.rejected
            texts = (self.names.get(p.draft, p.draft), i18n.fmt_int(p.k), i18n.fmt(p.speedup, 2) + "×",
                     i18n.fmt(p.predicted, 2) + "×", mark)
            for col, (label, text) in enumerate(zip(row, texts)):
                label.setText(text)
                label.setVisible(True)
                if col == 4:
                    label.setStyleSheet(f"color: {colour}; font-weight: bold;")
        for row in self.rows[len(self.points):]:
            for label in row:
                label.setVisible(False)
        self._describe()

    def _describe(self) -> None:
        self.setAccessibleName(self.tr("Race: every draft at its best k"))
        parts = [self.intro.text()]
        for p in self.points:
            parts.append(i18n.fill(self.tr("%1, k = %2: measured %3, predicted %4, %5."),
                                   self.names.get(p.draft, p.draft), i18n.fmt_int(p.k), i18n.fmt(p.speedup, 2) + "×",
                                   i18n.fmt(p.predicted, 2) + "×",
                                   self.tr("✓ identical") if p.identical else self.tr("✕ differs")))
        self.setAccessibleDescription(" ".join(parts))

    def apply_scale(self, scale: float) -> None:
        self._scale = scale
        self._fonts()

    def _fonts(self) -> None:
        looks.set_font(self.intro, 11.5, self._scale)
        for label in self.heads:
            looks.set_font(label, 12, self._scale, bold=True)
        for row in self.rows:
            for col, label in enumerate(row):
                looks.set_font(label, 13, self._scale, bold=col in (0, 2))

    def retranslate(self) -> None:
        if self.baseline_ms is None:
            self.intro.setText(self.tr(
                "Every draft at the k its calibration found best here, on the same prompt and length, against "
                "one run of the big model alone. Press «Race» to start."))
        else:
            self.intro.setText(i18n.fill(self.tr(
                          "Every draft at the k its calibration found best here, against one run of the big model alone "
                          "(%1 ms). One run each: the clock is noisy."), i18n.fmt_int(round(self.baseline_ms))))
        for label, text in zip(self.heads, (self.tr("Draft"), self.tr("best k"), self.tr("measured"),
                                            self.tr("predicted"), self.tr("text"))):
            label.setText(text)
        self._update()  # the rows' words (verdicts, "identical") are translated too
