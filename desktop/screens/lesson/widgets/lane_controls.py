"""Play/pause and restart for a PassLanes animation."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.screens.lesson.widgets.lanes import PassLanes


class LaneControls(QWidget):
    def __init__(self, lanes: PassLanes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lanes = lanes
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.setCheckable(True)
        self.play_button.clicked.connect(lanes.toggle)
        self.restart_button = QPushButton(self)
        self.restart_button.clicked.connect(lanes.restart)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.play_button)
        layout.addWidget(self.restart_button)
        layout.addStretch(1)
        lanes.playingChanged.connect(self._update_play)
        lanes.progressChanged.connect(lambda: self._update_play(lanes.playing))
        self.retranslate()

    def _update_play(self, playing: bool) -> None:
        self.play_button.setChecked(playing)
        if playing:
            self.play_button.setText(self.tr("❚❚ Pause"))
        elif self.lanes.t > 0 and not self.lanes.finished:
            self.play_button.setText(self.tr("▶ Resume (paused)"))
        else:
            self.play_button.setText(self.tr("▶ Play"))

    def retranslate(self) -> None:
        self._update_play(self.lanes.playing)
        self.restart_button.setText(self.tr("Restart"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
