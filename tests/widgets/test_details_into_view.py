"""Round 84 (text at 150 %): «¿Por qué estos números?» opened its sums above itself, out of sight, and
the press looked like it did nothing. Opened, the page scrolls to the sums, the button still in view.
Geometry, read off the laid-out page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication


def _top_shown(area, widget, lines: int) -> bool:
    viewport = area.viewport()
    tall = min(widget.height(), lines * widget.fontMetrics().height())
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), QRect(0, 0, widget.width(), tall).size()))


@pytest.mark.parametrize("name", ["operate", "lab"])
def test_opening_the_sums_brings_them_into_view(make_window, name):
    window = make_window("--screen", name, "--size", "1280x800", "--font-scale", "150")
    for _ in range(5):
        QApplication.processEvents()
    screen = window.current_screen()
    readouts, area = screen.readouts, screen.scroll_area()
    assert readouts.details_button.isVisible(), "the sums show without the button: nothing to check"
    area.verticalScrollBar().setValue(0)
    readouts.details_button.click()
    for _ in range(5):
        QApplication.processEvents()
    assert readouts.note.isVisible() and _top_shown(area, readouts.note, 2)
