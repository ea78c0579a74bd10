"""Step 9 (blind review): in projector mode and at 1024x768 the chips' words ran over their boxes
("tienes", "receta", "Claro,"). Every word drawn in a chip must lie inside it, at every size and
frame, with its text at the floor or above (18 px on a projector, 14 px otherwise)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from desktop import theme

SIZES = [(), ("--projector",), ("--size", "1024x768"), ("--size", "1280x800"), ("--projector", "--size", "1024x768")]


def _check(lanes):
    lanes.repaint()
    chips = lanes.drawn_chips()
    assert chips, "no chips painted"
    for text, ink, chip in chips:
        # The ink box is measured by Qt for the text centred in the chip: wider text sticks out of it.
        assert ink.left() >= chip.left() + 2 and ink.right() <= chip.right() - 2, (text, ink, chip)
        assert ink.top() >= chip.top() and ink.bottom() <= chip.bottom(), (text, ink, chip)


@pytest.mark.parametrize("args", SIZES)
def test_every_word_fits_its_chip(make_window, args):
    w = make_window("--screen", "chatbot", *args)
    for _ in range(3):
        QApplication.processEvents()
    screen = w.current_screen()
    lanes = screen.lanes
    floor_px = round(QFontInfo(screen.font()).pixelSize() * theme.min_pt() / screen.font().pointSizeF())
    for answered in (False, True):
        if answered:
            screen.question.choose(1)
            for _ in range(3):
                QApplication.processEvents()
        for frac in (0.0, 0.3, 0.55, 1.0):  # pending, half written and finished chips
            lanes.seek(lanes.duration() * frac)
            _check(lanes)
        assert min(QFontInfo(f).pixelSize() for f in lanes.painted_fonts()) >= floor_px
