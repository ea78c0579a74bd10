"""Where a scrolled page's top edge falls among its texts."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QLabel


def cut_at_top(area, screen) -> list[str]:
    """The visible texts (labels and buttons) of ``screen`` that the top edge of the scroll area
    ``area`` cuts in half: each would show only its lower part."""
    page, top = area.widget(), area.verticalScrollBar().value()
    cut = []
    for widget in [*screen.findChildren(QLabel), *screen.findChildren(QAbstractButton)]:
        upper = widget.mapTo(page, QPoint(0, 0)).y()
        if widget.isVisible() and upper < top < upper + widget.height():
            cut.append(widget.text())
    return cut
