"""Play/pause, step one round, speed, restart and new seed for a TokenRows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPolygonF
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop import theme
from desktop.widgets import legible
from desktop.widgets.token_rows import TokenRows

SPEEDS = ("slow", "normal", "fast")


class _SpeedBox(QComboBox):
    """A combo whose drop-down part is plain (no dark notch) with its arrow drawn here.

    The theme styles QComboBox's frame but not its drop-down part, which the
    platform then draws as a dark notch on the right edge (review 82). Styling
    the part removes Qt's arrow too, so this paints a simple triangle instead.
    """

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.current().text))
        cx, cy, r = self.width() - 17.0, self.height() / 2.0, 5.5
        p.drawPolygon(QPolygonF([QPointF(cx - r, cy - r / 2), QPointF(cx + r, cy - r / 2), QPointF(cx, cy + r / 2 + 1)]))
        p.end()


class PlaybackBar(QWidget):
    def __init__(self, rows: TokenRows, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playButton")
        self.play_button.setCheckable(True)
        self.play_button.clicked.connect(rows.toggle)
        self.step_button = QPushButton(self)
        self.step_button.setObjectName("stepButton")
        self.step_button.clicked.connect(rows.step_round)
        self.speed = QWidget(self)
        self.speed_label = QLabel(self.speed)
        self.speed_box = _SpeedBox(self.speed)
        self.speed_box.setObjectName("speedBox")
        t = theme.current()
        self.speed_box.setStyleSheet(
            f"QComboBox#speedBox {{ padding-right: 26px; }}"
            f"QComboBox#speedBox::drop-down {{ border: none; background: {t.button}; width: 20px; }}"
        )
        self.speed_label.setBuddy(self.speed_box)
        speed_layout = QHBoxLayout(self.speed)
        speed_layout.setContentsMargins(0, 0, 0, 0)
        speed_layout.setSpacing(6)
        speed_layout.addWidget(self.speed_label)
        speed_layout.addWidget(self.speed_box)
        for speed in SPEEDS:
            self.speed_box.addItem("", speed)
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(lambda i: rows.set_speed(SPEEDS[i]))
        self.restart_button = QPushButton(self)
        self.restart_button.setObjectName("restartButton")
        self.restart_button.clicked.connect(rows.restart)
        self.seed_button = QPushButton(self)
        self.seed_button.setObjectName("newSeedButton")
        self.seed_button.clicked.connect(rows.new_seed)
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.set_compact(False)
        legible.raise_fonts(self)
        rows.playingChanged.connect(self._update_play)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Two rows instead of one, for large text in a narrow window."""
        if getattr(self, "_compact", None) == compact:
            return
        self._compact = compact
        widgets = (self.play_button, self.step_button, self.speed, self.restart_button, self.seed_button)
        for w in widgets:
            self._layout.removeWidget(w)
        if compact:
            # Compact, the long "another run" button spans two columns so it
            # does not widen the step button above it.
            places = {self.play_button: (0, 0, 1), self.step_button: (0, 1, 1), self.speed: (0, 2, 1),
                      self.restart_button: (1, 0, 1), self.seed_button: (1, 1, 2)}
        else:
            places = {w: (0, i, 1) for i, w in enumerate(widgets)}
        for w in widgets:
            row, col, span = places[w]
            self._layout.addWidget(w, row, col, 1, span)
        for col in range(6):
            self._layout.setColumnStretch(col, 0)
        self._layout.setColumnStretch(3 if compact else 5, 1)

    def one_row_width(self) -> int:
        """The width the bar needs on one row (compare with the room it has)."""
        widgets = (self.play_button, self.step_button, self.speed, self.restart_button, self.seed_button)
        return sum(w.sizeHint().width() for w in widgets) + self._layout.horizontalSpacing() * 4

    def two_row_width(self) -> int:
        """The width the bar needs on two rows (its narrowest layout)."""
        gap = self._layout.horizontalSpacing()
        top = sum(w.sizeHint().width() for w in (self.play_button, self.step_button, self.speed)) + 2 * gap
        bottom = self.restart_button.sizeHint().width() + gap + self.seed_button.sizeHint().width()
        return max(top, bottom)

    def _update_play(self, playing: bool) -> None:
        self.play_button.setChecked(playing)
        self.play_button.setText(self.tr("❚❚ Pause") if playing else self.tr("▶ Play"))

    def sync_speed(self) -> None:
        self.speed_box.blockSignals(True)
        self.speed_box.setCurrentIndex(SPEEDS.index(self.rows.player.speed))
        self.speed_box.blockSignals(False)

    def _fix_play_width(self) -> None:
        # One width for "▶ Play" and "❚❚ Pause", so the buttons beside it never jump.
        fm = self.play_button.fontMetrics()
        widest = max(fm.horizontalAdvance(self.tr("❚❚ Pause")), fm.horizontalAdvance(self.tr("▶ Play")))
        self.play_button.setMinimumWidth(widest + 2 * 14 + 2 * theme.current().border_width + 12)

    def retranslate(self) -> None:
        self._update_play(self.rows.playing)
        self._fix_play_width()
        self.speed_label.setText(self.tr("Speed:"))
        self.play_button.setAccessibleName(self.tr("Play or pause the rounds"))
        self.step_button.setText(self.tr("Step one round"))
        self.speed_box.setItemText(0, self.tr("Slow"))
        self.speed_box.setItemText(1, self.tr("Normal"))
        self.speed_box.setItemText(2, self.tr("Fast"))
        self.speed_box.setAccessibleName(self.tr("Speed"))
        self.speed_box.setAccessibleDescription(self.tr("Animation speed"))
        # What it does, so it is not taken for the window's "Reset all".
        self.restart_button.setText(self.tr("Back to round 1"))
        self.restart_button.setToolTip(self.tr("Shows this same run again from its first round."))
        self.seed_button.setText(self.tr("Another run (new random draws)"))
        self.seed_button.setToolTip(self.tr(
            "Draws the draft's luck again: the same k and α, but new random accepts and rejects, "
            "so this run's counts change while the expected values stay the same."))
        self.seed_button.setAccessibleDescription(self.seed_button.toolTip())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
