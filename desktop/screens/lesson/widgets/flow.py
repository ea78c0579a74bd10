"""A row of controls that folds onto more lines when it does not fit.

A QHBoxLayout's minimum width is the sum of its items: a row of buttons at
150 % text is wider than the room a 1024-px window leaves a screen, so the
screen scrolls sideways. A flow row's minimum is its widest item; it fills a
line left to right, wraps onto the next, and asks for the height it then
needs, so the card above it grows instead. On a line with room to spare the
items with a stretch share it, as in a box layout.

It does not declare ``heightForWidth``: a screen in a scroll area whose layout
has it is sized by its items' preferred heights, not their minimums, and then
scrolls where it fitted before. Instead its height is the one it needs at the
width it last got, and it asks for a new layout pass when a fold changes that.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8, line_spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch: list[int] = []
        self._spacing = spacing
        self._line_spacing = line_spacing
        self._height: int | None = None  # the height needed at the width of the last layout pass
        self.setContentsMargins(0, 0, 0, 0)

    # Filling it -------------------------------------------------------------------------
    def add(self, widget: QWidget, stretch: int = 0) -> QWidget:
        """``widget`` at the end of the row; ``stretch`` > 0 takes a share of a line's spare room."""
        self.addWidget(widget)
        self._stretch[-1] = stretch
        return widget

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._stretch.append(0)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):
        if 0 <= index < len(self._items):
            self._stretch.pop(index)
            return self._items.pop(index)
        return None

    # Sizes ------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal if any(self._stretch) else Qt.Orientation(0)

    def height_for_width(self, width: int) -> int:
        """The height the row needs at ``width`` (its lines stacked)."""
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def _needed_height(self, one_line: int) -> int:
        return one_line if self._height is None else self._height

    def sizeHint(self) -> QSize:
        shown = self._shown()
        m = self.contentsMargins()
        width = sum(i.sizeHint().width() for i in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0) + m.top() + m.bottom()
        return QSize(width + m.left() + m.right(), self._needed_height(height))

    def minimumSize(self) -> QSize:
        # One item per line at worst: the row never asks for more than its widest item.
        m = self.contentsMargins()
        width = max((i.minimumSize().width() for i in self._shown()), default=0)
        height = max((i.sizeHint().height() for i in self._shown()), default=0) + m.top() + m.bottom()
        return QSize(width + m.left() + m.right(), self._needed_height(height))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        height = self._arrange(rect, apply=True)
        if height != self._height:
            self._height = height
            self.invalidate()  # one more pass, in which the parent gives the row the height it needs

    # Laying out -------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def lines(self, width: int) -> list[list[int]]:
        """Which items (by index) share each line at ``width`` (tests and the painter of the layout)."""
        m = self.contentsMargins()
        room = max(1, width - m.left() - m.right())
        lines: list[list[int]] = []
        used = 0
        for index, item in enumerate(self._items):
            if item.isEmpty():
                continue
            w = min(item.sizeHint().width(), room)
            w = max(w, item.minimumSize().width())
            if lines and used + self._spacing + w <= room:
                lines[-1].append(index)
                used += self._spacing + w
            else:
                lines.append([index])
                used = w
        return lines

    def _arrange(self, rect: QRect, apply: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        room = max(1, area.width())
        y = area.y()
        for n, line in enumerate(self.lines(rect.width())):
            items = [self._items[i] for i in line]
            widths = [max(min(it.sizeHint().width(), room), it.minimumSize().width()) for it in items]
            spare = room - sum(widths) - self._spacing * (len(items) - 1)
            weights = [self._stretch[i] for i in line]
            if spare > 0 and sum(weights) > 0:
                total = sum(weights)
                widths = [w + spare * s // total for w, s in zip(widths, weights)]
            heights = [max(it.heightForWidth(w), it.minimumSize().height()) if it.hasHeightForWidth()
                       else it.sizeHint().height() for it, w in zip(items, widths)]
            line_h = max(heights)
            if n:
                y += self._line_spacing
            if apply:
                x = area.x()
                for it, w, h in zip(items, widths, heights):
                    it.setGeometry(QRect(QPoint(x, y + (line_h - h) // 2), QSize(w, h)))
                    x += w + self._spacing
            y += line_h
        return y - area.y() + m.top() + m.bottom()
