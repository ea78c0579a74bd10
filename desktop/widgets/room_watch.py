"""The width a screen's scroll area gives it, and a call whenever that width changes.

A screen inside a QScrollArea can never be narrower than its own minimum, so its
own width cannot tell it to stack its columns; the viewport's width can. The
viewport is known only once the screen sits in it (first show), and a rebuilt
window may give it a new one, so the watch follows the current parent.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class RoomWatch(QObject):
    """Calls ``on_change`` when ``widget``'s parent resizes; ``room()`` is the width it gives."""

    def __init__(self, widget: QWidget, on_change: Callable[[], None]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._on_change = on_change
        self._watched: QWidget | None = None

    def room(self) -> int:
        """The width the scroll area gives: the widget's own width never drops below its minimum."""
        parent = self._widget.parentWidget()
        width = self._widget.width()
        return min(width, parent.width()) if parent is not None else width

    def room_height(self) -> int:
        """The height the scroll area shows at once (0 before the widget has a parent)."""
        parent = self._widget.parentWidget()
        return parent.height() if parent is not None else 0

    def follow(self) -> None:
        """Watch the widget's current parent (call from showEvent)."""
        parent = self._widget.parentWidget()
        if parent is not None and parent is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            parent.installEventFilter(self)
            self._watched = parent

    def eventFilter(self, obj, event) -> bool:
        if obj is self._watched and event.type() == QEvent.Type.Resize:
            self._on_change()
        return False
