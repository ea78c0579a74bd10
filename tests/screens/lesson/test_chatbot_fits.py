"""Step 9 after an answer: the explanation and today's lane are whole on a 1280x800 screen.

Blind review round 4 saw explanations cut at the window's edge; at 1280x800 nothing that an answer
shows may need scrolling, whichever option is chosen, and the lanes' words stay above the floor.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QScrollArea

from desktop import theme


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("option", [0, 1, 2, 3])
def test_an_answer_fits_1280x800_without_scrolling(make_window, lang, option):
    w = make_window("--screen", "chatbot", "--lang", lang)
    w.resize(1280, 800)
    screen = w.current_screen()
    screen.question.choose(option)
    for _ in range(3):
        QApplication.processEvents()
    assert screen.question.feedback.isVisible() and len(screen.lanes.lanes) == 2
    scroll = next(a for a in w.findChildren(QScrollArea) if a.widget() is screen)
    assert scroll.verticalScrollBar().maximum() == 0, (scroll.viewport().height(), screen.height())
    floor = QFontInfo(screen.font()).pixelSize() * theme.min_pt() / screen.font().pointSizeF()
    assert min(QFontInfo(f).pixelSize() for f in screen.lanes.painted_fonts()) >= round(floor)
