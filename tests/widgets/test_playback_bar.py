"""The Lab's playback bar folds its buttons instead of holding the screen wide.

Review round 4: at 150 % text on 1024×768 the bar asked for 746 px, the sum
of a row of its buttons. It now asks for its widest button and fills lines
left to right. Measured against the buttons' own sizes, on the bar as laid
out (geometry), not against the bar's own bookkeeping alone.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


def _buttons(bar):
    return [bar.play_button, bar.step_button, bar.speed, bar.restart_button, bar.seed_button]


def _check_laid_out(bar):
    """Every button inside the bar, none overlapping another, in reading order line by line."""
    rects = [w.geometry() for w in _buttons(bar)]
    for r in rects:
        assert r.left() >= 0 and r.right() < bar.width() + 1, (r, bar.width())
        assert r.width() >= 20
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    tops = sorted({r.top() for r in rects})
    return len(tops)


@pytest.mark.parametrize("scale", ["100", "150", "200"])
def test_the_bar_asks_for_its_widest_button_and_folds_to_any_width_it_gets(make_window, qtbot, scale):
    from desktop.widgets.playback_bar import PlaybackBar

    w = make_window("--screen", "lab", "--font-scale", scale, "--size", "1024x768")
    bar = PlaybackBar(w.current_screen().rows)  # a bar of its own, free to take any width
    qtbot.addWidget(bar)
    bar.show()
    widest = max(b.sizeHint().width() for b in _buttons(bar))
    row = sum(b.sizeHint().width() for b in _buttons(bar))
    assert bar.minimumSizeHint().width() <= widest < row
    seen = []
    for width in (row + 60, (row * 2) // 3, row // 2, widest + 4):
        bar.resize(width, bar.height())
        QApplication.processEvents()
        bar.resize(width, bar.minimumSizeHint().height())  # the height its lines need at this width
        QApplication.processEvents()
        lines = _check_laid_out(bar)
        assert lines == len(bar.lines())
        seen.append(lines)
    assert seen == sorted(seen) and seen[-1] >= 3, seen  # narrower: more lines, never clipped


def test_at_150_percent_the_lab_does_not_scroll_sideways_and_the_bar_is_no_wider_than_its_room(make_window):
    w = make_window("--screen", "lab", "--font-scale", "150", "--size", "1024x768")
    w.resize(1024, 768)
    screen = w.current_screen()
    QApplication.processEvents()
    bar = screen.playback
    assert bar.minimumSizeHint().width() < 746 * 0.6  # it held 746 px before
    assert bar.width() <= screen.right_widget.width()
    _check_laid_out(bar)
