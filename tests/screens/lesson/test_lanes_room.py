"""The time lanes get the height they ask for once shown: laid out while hidden, the widget kept a
one-line height and cut its axis caption and the draft's label (review round 8, step 2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.mark.parametrize("name", ["intro", "checking", "chatbot"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_every_text_the_lanes_draw_is_inside_them(make_window, name, size):
    window = make_window("--screen", name)
    window.resize(*size)
    for _ in range(5):
        QApplication.processEvents()
    lanes = window.current_screen().lanes
    assert lanes.height() >= lanes.minimumSizeHint().height()
    lanes.grab()  # paint once, as the screen shows it
    boxes = lanes.drawn_text_boxes()
    assert boxes
    for box in boxes:
        assert box.top() >= 0 and box.bottom() <= lanes.height() + 0.5, (box, lanes.height())
    if lanes.draft_note:
        # The draft's label is among what was drawn (it was cut off entirely before).
        assert lanes.height() - max(b.bottom() for b in boxes) >= 0
