"""Review 79 (1024x768, projector): painted labels cut at the right edge or drawn over each other.

- Step 2: the draft's label beside the time axis ran off the edge («… 0,12 de pasada lenta»).
- Step 8: the name over the text row stopped mid-word («… de la pasada a»), and «verifica»,
  moved under the proposals for want of room, sat on top of it.

Each test walks the animation frame by frame on the app's clock and checks what was painted.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetricsF

FRAME = 1 / 60
def _laid_out(window):
    for _ in range(5):  # the fit's own posted events too: mid-layout the drawings have other sizes
        QCoreApplication.processEvents()
    return window


SIZES = [("--size", "1024x768", "--projector"), ("--size", "1024x768"), ("--size", "1280x800")]


@pytest.mark.parametrize("size", SIZES)
def test_step2_the_drafts_label_is_painted_whole(make_window, size):
    w = _laid_out(make_window(*size, "--screen", "checking"))
    lanes = w.current_screen().lanes
    lanes.play()
    drawn = 0
    for _ in range(60 * 12):
        w.ctx.clock.advance(FRAME)
        lanes.grab()
        if lanes.draft_note_drawn is not None:
            box, needed = lanes.draft_note_drawn
            drawn += 1
            assert needed.width() <= box.width() + 0.5 and needed.height() <= box.height() + 0.5, (box, needed)
            assert box.right() <= lanes.width(), (box, lanes.width())
        if not lanes.playing:
            break
    assert drawn, "the draft's label was never painted"


@pytest.mark.parametrize("size", SIZES)
def test_step8_the_texts_name_fits_and_verifies_stays_off_it(make_window, size):
    w = _laid_out(make_window(*size, "--screen", "heads"))
    diagram = w.current_screen().diagram
    diagram.play()
    stages = set()
    for _ in range(60 * 30):
        w.ctx.clock.advance(FRAME)
        diagram.grab()
        text, box = diagram.text_label
        assert QFontMetricsF(diagram.label_font(12)).horizontalAdvance(text) <= box.width(), (text, box)
        if diagram.verify_label is not None:
            assert not diagram.verify_label[1].intersects(box), (diagram.verify_label, box)
        stages.add(diagram.stage)
        if not diagram.playing:
            break
    assert 2 in stages
