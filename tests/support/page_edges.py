"""Where a scrolled page's top edge falls among its texts."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLabel, QLineEdit


def cut_at_top(area, screen) -> list[str]:
    """The visible texts (labels, buttons, text fields, combos and spin boxes) of ``screen`` that the top
    edge of the scroll area ``area`` cuts in half: each would show only its lower part."""
    page, top = area.widget(), area.verticalScrollBar().value()
    cut = []
    kinds = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)
    for widget in [w for kind in kinds for w in screen.findChildren(kind)]:
        upper = widget.mapTo(page, QPoint(0, 0)).y()
        if widget.isVisible() and upper < top < upper + widget.height():
            cut.append(widget.currentText() if isinstance(widget, QComboBox) else widget.text())
    return cut


def top_shown(area, widget, lines: int | None = None) -> bool:
    """``widget``, or only its top ``lines`` lines of text, lies inside the scroll area's viewport."""
    viewport = area.viewport()
    tall = widget.height() if lines is None else min(widget.height(), lines * widget.fontMetrics().height())
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), QSize(widget.width(), tall)))


def settled_screen(make_window, name: str, *args: str):
    """The screen ``name`` shown in a new window with ``args``, its layout settled."""
    window = make_window("--screen", name, *args)
    for _ in range(5):
        QApplication.processEvents()
    return window.current_screen()
