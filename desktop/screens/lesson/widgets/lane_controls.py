"""Play/pause and restart for a PassLanes animation."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from desktop import i18n
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.screens.lesson.widgets.lanes import PassLanes


class _SteadyButton(QPushButton):
    """A button as wide as the widest of its texts, so Play/Pause never shifts what is beside it;
    where there is no room for that (large text, narrow window) it may shrink to the text it shows."""

    texts: tuple[str, ...] = ()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)  # may shrink to minimumSizeHint
        self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        # Measured as QPushButton measures its text, so the widths match to the pixel.
        fm = self.fontMetrics()

        def width(text: str) -> int:
            return fm.size(Qt.TextFlag.TextShowMnemonic, text).width()

        extra = max(0, max((width(t) for t in self.texts), default=0) - width(self.text()))
        return QSize(hint.width() + extra, hint.height())

    def minimumSizeHint(self) -> QSize:
        return super().sizeHint()


class LaneControls(i18n.Retranslatable, QWidget):
    def __init__(self, lanes: PassLanes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lanes = lanes
        self.play_button = _SteadyButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.setCheckable(True)
        self.play_button.clicked.connect(lanes.toggle)
        self.restart_button = QPushButton(self)
        self.restart_button.clicked.connect(lanes.restart)
        # A flow, not a box: with large text Restart goes under Play instead of widening the screen.
        layout = FlowLayout(self)
        layout.add(self.play_button)
        layout.add(self.restart_button)
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
        self.play_button.texts = self._play_texts()
        self.play_button.updateGeometry()

    def retranslate(self) -> None:
        self._update_play(self.lanes.playing)
        self.restart_button.setText(self.tr("Restart"))
        self._fix_play_width()
