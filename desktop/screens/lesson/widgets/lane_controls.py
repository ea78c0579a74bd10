"""Play/pause and restart for a PassLanes animation."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from desktop import i18n
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.screens.lesson.widgets.lanes import PassLanes
from desktop.widgets.play_button import PlayButton


class LaneControls(i18n.Retranslatable, QWidget):
    def __init__(self, lanes: PassLanes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lanes = lanes
        self.play_button = PlayButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.clicked.connect(lanes.toggle)
        self.restart_button = QPushButton(self)
        self.restart_button.clicked.connect(lanes.restart)
        # Restarted, it turns itself off: the keyboard's focus goes to Play, not down the page.
        self.restart_button.clicked.connect(lambda: self.play_button.setFocus())
        # A flow, not a box: with large text Restart goes under Play instead of widening the screen.
        layout = FlowLayout(self)
        layout.add(self.play_button)
        layout.add(self.restart_button)
        lanes.playingChanged.connect(self._update_play)
        lanes.progressChanged.connect(lambda: self._update_play(lanes.playing))
        self.retranslate()

    def _update_play(self, playing: bool) -> None:
        self.play_button.show_state(playing, self.lanes.t > 0 and not self.lanes.finished)
        # Nothing to watch again before it has played: beside «Reproducir» at the start, «Ver de
        # nuevo» read as a second way to play (review 57).
        self.restart_button.setEnabled(self.lanes.t > 0)

    def retranslate(self) -> None:
        self.play_button.retranslate()
        self._update_play(self.lanes.playing)
        self.restart_button.setText(self.tr("Restart"))
