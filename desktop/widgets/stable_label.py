"""A wrapped plain-text label as tall as the tallest text it will show.

A caption that grows by a line part-way through an animation moves everything under it, and in
a step that fits its room by folding details it made the fold happen at the animation's end, so
the panel jumped up as the last caption appeared (blind review, round 27). Told in advance which
texts it may show, the label asks for the room of the tallest at every width, from the start.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget


class StableLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._texts: tuple[str, ...] = ()

    def set_texts(self, texts: Iterable[str]) -> None:
        """The texts this label may show; its height is the tallest's (with the current text's)."""
        texts = tuple(texts)
        if texts != self._texts:
            self._texts = texts
            self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        own = super().heightForWidth(width)
        if not self._texts:
            return own
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right() - 2 * self.margin())
        metrics = self.fontMetrics()
        flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
        tallest = max(metrics.boundingRect(QRect(0, 0, inner, 1 << 20), flags, text).height() for text in self._texts)
        return max(own, tallest + margins.top() + margins.bottom() + 2 * self.margin())
