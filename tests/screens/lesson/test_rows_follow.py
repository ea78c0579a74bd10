"""Round 84 (text at 150 %): steps 3 and 6 played their rounds below the fold while the page showed the
text above them. A round that plays, or a step button, brings the rows into view, the playback buttons
still in view. Geometry, read off the laid-out page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from support.page_edges import cut_at_top


def _shown(area, widget) -> bool:
    viewport = area.viewport()
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("name", ["rounds", "baddraft"])
def test_playing_brings_the_rows_into_view(make_window, name):
    window = make_window("--screen", name, "--size", "1280x800", "--font-scale", "150")
    for _ in range(5):
        QApplication.processEvents()
    screen = window.current_screen()
    area = screen.scroll_area()
    assert area.verticalScrollBar().value() == 0
    assert not _shown(area, screen.rows), "the rows fit above the fold: this test no longer checks anything"
    screen.playback.play_button.click()
    for _ in range(5):
        QApplication.processEvents()
    assert area.verticalScrollBar().value() > 0
    assert _shown(area, screen.rows) and _shown(area, screen.playback)
    assert cut_at_top(area, screen) == []
