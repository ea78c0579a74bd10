"""A non-blocking notice across the top of the window.

It says something (the settings were unreadable, welcome back...) without
stopping the learner: it has a close button and optional actions, and never
takes the keyboard focus on its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop import i18n


class NoticeBar(i18n.Retranslatable, QFrame):
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.setAccessibleName("")
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._actions: list[QPushButton] = []
        self.close_button = QPushButton("✕", self)
        self.close_button.setObjectName("noticeClose")
        self.close_button.clicked.connect(self.dismiss)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 6, 8, 6)
        self._layout.addWidget(self.label, 1)
        self._layout.addWidget(self.close_button)
        self.hide()
        self.retranslate()

    def show_message(self, text: str, actions: list[tuple[str, object]] = ()) -> None:
        """Show ``text`` with buttons ``(label, callback)``; replaces any earlier notice."""
        for button in self._actions:
            self._layout.removeWidget(button)
            button.deleteLater()
        self._actions = []
        for label, callback in actions:
            button = QPushButton(label, self)
            button.clicked.connect(callback)
            self._layout.insertWidget(self._layout.count() - 1, button)
            self._actions.append(button)
        self.label.setText(text)
        self.setAccessibleDescription(text)
        self.show()

    def action_buttons(self) -> list[QPushButton]:
        return list(self._actions)

    def dismiss(self) -> None:
        self.hide()
        self.closed.emit()

    def retranslate(self) -> None:
        self.close_button.setAccessibleName(self.tr("Close this notice"))
        self.close_button.setToolTip(self.tr("Close this notice"))
