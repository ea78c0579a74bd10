"""Round 84 (text at 150 %): «¿Por qué estos números?» opened its sums above itself, out of sight, and
the press looked like it did nothing. Opened, the page scrolls to the sums. Geometry, read off the
laid-out page."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from support.page_edges import settled_screen, top_shown


@pytest.mark.parametrize("name", ["operate", "lab"])
def test_opening_the_sums_brings_them_into_view(make_window, name):
    screen = settled_screen(make_window, name, "--size", "1280x800", "--font-scale", "150")
    readouts, area = screen.readouts, screen.scroll_area()
    assert readouts.details_button.isVisible(), "the sums show without the button: nothing to check"
    area.verticalScrollBar().setValue(0)
    readouts.details_button.click()
    for _ in range(5):
        QApplication.processEvents()
    assert readouts.note.isVisible() and top_shown(area, readouts.note, 2)
