"""Step 9's layout (blind review 30): the sentence sits right under the lanes, and the cards end
where their content does, instead of leaving half an empty panel between the lane and its sentence."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication


def _bottom(widget, ancestor) -> int:
    return widget.mapTo(ancestor, QPoint(0, widget.height())).y()


def _top(widget, ancestor) -> int:
    return widget.mapTo(ancestor, QPoint(0, 0)).y()


@pytest.mark.parametrize("size", ["1280x800", "1920x1080"])
def test_the_sentence_follows_the_lanes_and_the_cards_hug_their_content(make_window, size):
    w = make_window("--screen", "chatbot", "--size", size)
    screen = w.current_screen()
    QApplication.processEvents()
    note, lanes, picture = screen.picture_note, screen.lanes, screen.picture
    assert note.isVisible() and note.text()
    # The lanes take the height they draw, not the room left over (it was 514 px for 199 drawn).
    assert lanes.height() <= lanes.sizeHint().height() + note.fontMetrics().height(), (lanes.height(), lanes.sizeHint().height())
    gap = _top(note, screen) - _bottom(lanes, screen)
    assert 0 <= gap <= 2 * note.fontMetrics().height(), gap
    # The two cards side by side end together, as low as the taller content needs, not at the
    # screen's bottom: the room left over goes below them.
    content = max(screen.question.sizeHint().height(), _bottom(note, picture))
    assert picture.height() <= content + 4 * note.fontMetrics().height(), (picture.height(), content)
