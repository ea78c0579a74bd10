"""Round 84 (text at 150 %): steps 3 and 6 played their rounds below the fold while the page showed the
text above them. A round that plays, or a step button, brings the rows into view, the playback buttons
still in view. Geometry, read off the laid-out page."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from support.page_edges import cut_at_top, settled_screen, top_shown


@pytest.mark.parametrize("name", ["rounds", "baddraft"])
def test_playing_brings_the_rows_into_view(make_window, name):
    screen = settled_screen(make_window, name, "--size", "1280x800", "--font-scale", "150")
    area = screen.scroll_area()
    assert area.verticalScrollBar().value() == 0
    assert not top_shown(area, screen.rows), "the rows fit above the fold: this test no longer checks anything"
    screen.playback.play_button.click()
    for _ in range(5):
        QApplication.processEvents()
    assert area.verticalScrollBar().value() > 0
    assert top_shown(area, screen.rows) and top_shown(area, screen.playback)
    assert cut_at_top(area, screen) == []


@pytest.mark.parametrize("name", ["intro", "checking"])
def test_playing_brings_the_drawing_into_view(make_window, name):
    """Round 96 (1024x768, 200 %): steps 1 and 2 played their drawing below the fold; the page showed
    the lead, which speaks of «las barras del dibujo», and the button turned to Pausa with nothing moving."""
    screen = settled_screen(make_window, name, "--size", "1024x768", "--font-scale", "200")
    area = screen.scroll_area()
    assert area.verticalScrollBar().value() == 0
    assert not top_shown(area, screen.lanes, lines=4), "the drawing shows: this test no longer checks anything"
    screen.controls.play_button.click()
    for _ in range(5):
        QApplication.processEvents()
    assert area.verticalScrollBar().value() > 0
    # The drawing's top (it may be taller than the room at 200 %), under the buttons that play it.
    assert top_shown(area, screen.lanes, lines=4) and top_shown(area, screen.controls.play_button)
    assert cut_at_top(area, screen) == []
