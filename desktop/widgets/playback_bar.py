"""Play/pause, step one round, speed, restart and new seed for a TokenRows.

The buttons fill lines left to right and fold onto the next line where the
bar is narrow (large text, a small window): the bar asks only for its widest
button, never for a row of them (at 150 % it held 746 px, review round 4).
A screen may still ask for two lines (``set_compact``) where one would crowd.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop import i18n
from desktop.widgets import legible
from desktop.widgets.play_button import PlayButton
from desktop.widgets.token_rows import TokenRows

SPEEDS = ("slow", "normal", "fast")


class PlaybackBar(i18n.Retranslatable, QWidget):
    def __init__(self, rows: TokenRows, parent: QWidget | None = None, round_step: bool = True) -> None:
        """``round_step=False`` leaves out «Step one round», where the screen has its own button
        for smaller steps (step 3: five controls for one animation were too many, reviews 16-19)."""
        super().__init__(parent)
        self.rows = rows
        self._round_step = round_step
        self.play_button = PlayButton(self)
        self.play_button.setObjectName("playButton")
        self.play_button.clicked.connect(rows.toggle)
        self.step_button = QPushButton(self)
        self.step_button.setObjectName("stepButton")
        self.step_button.clicked.connect(rows.step_round)
        self.step_button.setVisible(round_step)
        self.speed = QWidget(self)
        self.speed_label = QLabel(self.speed)
        # A plain combo: the theme draws every combo's drop-down part without the dark notch
        # (review 82 fixed it here alone; review 20 found it on the others).
        self.speed_box = QComboBox(self.speed)
        self.speed_box.setObjectName("speedBox")
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
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._gap = 6
        self._lines: list[list[QWidget]] | None = None
        self._compact = False
        self._arrange()
        legible.raise_fonts(self)
        rows.playingChanged.connect(self._update_play)
        rows.progressChanged.connect(lambda: self._update_play(rows.playing))
        self.retranslate()

    def _playing(self) -> tuple[QWidget, ...]:
        """The first line's controls: play, step (where shown) and speed."""
        step = (self.step_button,) if self._round_step else ()
        return (self.play_button, *step, self.speed)

    def _widgets(self) -> tuple[QWidget, ...]:
        return (*self._playing(), self.restart_button, self.seed_button)

    def set_compact(self, compact: bool) -> None:
        """At least two lines (playing, then starting over), where one line would crowd the screen."""
        if self._compact != compact:
            self._compact = compact
            self._arrange()

    def lines(self) -> list[list[QWidget]]:
        """The buttons as they are laid out, line by line."""
        return [list(line) for line in self._lines or []]

    def _plan(self, width: int) -> list[list[QWidget]]:
        widgets = self._widgets()
        if self._compact or width < self.one_row_width():
            # Two lines where they fit: play, step and speed; then the two ways to start over.
            if width >= self.two_row_width():
                return [list(self._playing()), [self.restart_button, self.seed_button]]
        elif width >= self.one_row_width():
            return [list(widgets)]
        lines: list[list[QWidget]] = [[]]
        x = 0
        for w in widgets:  # narrower still: as many per line as fit, in reading order
            step = w.sizeHint().width() + (self._gap if lines[-1] else 0)
            if lines[-1] and x + step > width:
                lines.append([])
                x, step = 0, w.sizeHint().width()
            lines[-1].append(w)
            x += step
        return lines

    def _arrange(self) -> None:
        # Before the first layout pass the width is Qt's default: plan for one line then.
        width = self.width() if self.testAttribute(Qt.WidgetAttribute.WA_WState_Polished) else 10 ** 6
        plan = self._plan(width)
        if plan == self._lines:
            return
        self._lines = plan
        while self._layout.count():
            item = self._layout.takeAt(0)
            row = item.layout()
            if row is not None:
                while row.count():
                    row.takeAt(0)
                row.deleteLater()
        for line in plan:
            row = QHBoxLayout()
            row.setSpacing(self._gap)
            for w in line:
                # The long "another run" button takes a line's spare room; the others keep their size.
                row.addWidget(w, 1 if w is self.seed_button else 0)
            if self.seed_button not in line:
                row.addStretch(1)
            self._layout.addLayout(row)
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def minimumSizeHint(self) -> QSize:
        # The widest button: narrower than a line of them, the bar folds instead of holding the screen wide.
        widest = max(w.minimumSizeHint().expandedTo(w.sizeHint()).width() for w in self._widgets())
        return QSize(widest, super().minimumSizeHint().height())

    def one_row_width(self) -> int:
        """The width the bar needs on one row (compare with the room it has)."""
        widgets = self._widgets()
        return sum(w.sizeHint().width() for w in widgets) + self._gap * (len(widgets) - 1)

    def two_row_width(self) -> int:
        """The width the bar needs on two rows."""
        gap = self._gap
        playing = self._playing()
        top = sum(w.sizeHint().width() for w in playing) + (len(playing) - 1) * gap
        bottom = self.restart_button.sizeHint().width() + gap + self.seed_button.sizeHint().width()
        return max(top, bottom)

    def _update_play(self, playing: bool) -> None:
        self.play_button.show_state(playing, self.rows.player.midway)

    def sync_speed(self) -> None:
        self.speed_box.blockSignals(True)
        self.speed_box.setCurrentIndex(SPEEDS.index(self.rows.player.speed))
        self.speed_box.blockSignals(False)

    def retranslate(self) -> None:
        self.play_button.retranslate()
        self._update_play(self.rows.playing)
        self.speed_label.setText(self.tr("Speed:"))
        self.step_button.setText(self.tr("Step one round"))
        self.speed_box.setItemText(0, self.tr("Slow"))
        self.speed_box.setItemText(1, self.tr("Normal"))
        self.speed_box.setItemText(2, self.tr("Fast"))
        self.speed_box.setAccessibleName(self.tr("Speed"))
        self.speed_box.setAccessibleDescription(self.tr("Animation speed"))
        # What it does, so it is not taken for the window's "Reset all".
        self.restart_button.setText(self.tr("Back to round 1"))
        self.restart_button.setToolTip(self.tr("Shows this same run again from its first round."))
        self.seed_button.setText(self.tr("Another run"))
        self.seed_button.setToolTip(self.tr(
            "Draws the draft's luck again: the same k and α, but new random accepts and rejects, "
            "so this run's counts change while the expected values stay the same."))
        self.seed_button.setAccessibleDescription(self.seed_button.toolTip())
