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
        pause, resume, play = self._play_texts()
        if playing:
            self.play_button.setText(pause)
        elif self.lanes.t > 0 and not self.lanes.finished:
            self.play_button.setText(resume)
        else:
            self.play_button.setText(play)

    def _play_texts(self) -> tuple[str, str, str]:
        return self.tr("❚❚ Pause"), self.tr("▶ Resume (paused)"), self.tr("▶ Play")

    def _fix_play_width(self) -> None:
        # One width for all three texts, so Play/Pause never shifts Restart beside it.
        self.play_button.setMinimumWidth(0)
        shown = self.play_button.text()
        widest = 0
        for text in self._play_texts():
            self.play_button.setText(text)
            widest = max(widest, self.play_button.sizeHint().width())
        self.play_button.setText(shown)
        self.play_button.setMinimumWidth(widest)

    def retranslate(self) -> None:
        self._update_play(self.lanes.playing)
        self.restart_button.setText(self.tr("Restart"))
        self._fix_play_width()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
