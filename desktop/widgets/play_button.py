"""The one Play / Pause / Resume button of every animated screen.

Three states, one wording everywhere: «❚❚ Pausa» while it plays, «▶ Continuar»
when it stopped part-way (pressing it goes on from there, it does not start
over), and the screen's own «▶ Reproducir» at the start or the end. A reader
who saw a bare «▶ Reproducir» beside a run already half shown took it for
"start over" (reviews 11 and 12, steps 3 and 6); «▶ Reanudar (en pausa)» then
read as a state and an action at once (review 16): the button names the action.

The button is as wide as the widest of its texts, so pressing it never shifts
its neighbours; where there is no room for that (large text, a narrow window)
it may shrink to the text it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

class PlayButton(QPushButton):
    """Call ``show_state`` whenever the animation plays, pauses or moves, and
    ``retranslate`` after a language switch."""

    def __init__(self, parent: QWidget | None = None, play_text: str = "") -> None:
        super().__init__(parent)
        self.setCheckable(True)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)  # may shrink to minimumSizeHint
        self.setSizePolicy(policy)
        # The screen's own start text, already translated («▶ Reproducir una ronda»); empty: «▶ Reproducir».
        self._play_text = play_text
        self._playing = False
        self._midway = False
        self.retranslate()

    def texts(self) -> tuple[str, str, str]:
        """Pause, resume, play: the three texts, in the interface language."""
        return (QCoreApplication.translate("PlayButton", "❚❚ Pause"),
                QCoreApplication.translate("PlayButton", "▶ Resume"),
                self._play_text or QCoreApplication.translate("PlayButton", "▶ Play"))

    def set_play_text(self, text: str) -> None:
        self._play_text = text
        self.retranslate()

    def show_state(self, playing: bool, midway: bool) -> None:
        """``midway``: stopped after the start and before the end, so Play goes on from there."""
        if (bool(playing), bool(midway)) == (self._playing, self._midway) and self.text():
            return  # called on every frame of an animation: nothing to do unless the state changed
        self._playing, self._midway = bool(playing), bool(midway)
        pause, resume, play = self.texts()
        self.setChecked(self._playing)
        if self._playing:
            self.setText(pause)
            self.setAccessibleName(QCoreApplication.translate("PlayButton", "Pause"))
        elif self._midway:
            self.setText(resume)
            self.setAccessibleName(QCoreApplication.translate("PlayButton", "Resume"))
        else:
            self.setText(play)
            self.setAccessibleName(QCoreApplication.translate("PlayButton", "Play"))

    def retranslate(self) -> None:
        self.setText("")  # the texts of the new language, even in the same state
        self.show_state(self._playing, self._midway)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        # Measured as QPushButton measures its text, so the widths match to the pixel.
        fm = self.fontMetrics()

        def width(text: str) -> int:
            return fm.size(Qt.TextFlag.TextShowMnemonic, text).width()

        extra = max(0, max(width(t) for t in self.texts()) - width(self.text()))
        return QSize(hint.width() + extra, hint.height())

    def minimumSizeHint(self) -> QSize:
        return super().sizeHint()
