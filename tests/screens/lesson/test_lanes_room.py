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


def test_the_pass_at_work_shows_its_number_whole_on_a_paused_frame(make_window):
    """Review 32: paused mid-pass, the number was white over the fill and blue over the rest, and read
    as half a «4». It now sits on a plate of the surface colour: most of its box is light, even where
    the fill has already passed."""
    from PySide6.QtGui import QColor

    from desktop import theme

    window = make_window("--screen", "intro")
    window.resize(1280, 800)
    for _ in range(5):
        QApplication.processEvents()
    lanes = window.current_screen().lanes
    lanes.seek(3.52)  # the writing lane's 4th pass, half done: the fill's edge runs through its number
    image = lanes.grab().toImage()
    left, _slot, unit = lanes._geometry()
    split = left + 3.52 * unit
    # The label's ink: the drawn text box that the fill's edge runs through, inside the bar row.
    # A pass's number is narrower than its bar (the titles and captions span many slots).
    # Below the token chips, in the bar row.
    chips_bottom = max(chip.bottom() for _text, _ink, chip in lanes.drawn_chips())
    # (Not the playhead's «↑ ahora» under the axis, which sits on the same x.)
    now = lanes.now_label_box[0] if lanes.now_label_box else None
    boxes = [b for b in lanes.drawn_text_boxes()
             if b.width() < unit and b.top() > chips_bottom and b.left() - 6 <= split <= b.right() + 6
             and not (now is not None and b.intersects(now))]
    assert len(boxes) == 1, boxes
    box = boxes[0]
    surface = QColor(theme.current().surface)
    light = total = 0
    for x in range(int(box.left()) + 1, int(min(split, box.right()))):
        for y in range(int(box.top()) + 1, int(box.bottom())):
            c = image.pixelColor(x, y)
            total += 1
            light += abs(c.red() - surface.red()) + abs(c.green() - surface.green()) + abs(c.blue() - surface.blue()) < 60
    assert total > 10 and light / total > 0.5, (light, total, box, split, surface.name())


@pytest.mark.parametrize("name", ["intro", "checking", "chatbot"])
@pytest.mark.parametrize("args", [("--size", "1024x768", "--projector"), ("--size", "1024x768"),
                                  ("--size", "1024x768", "--font-scale", "200"),
                                  ("--size", "1280x800", "--projector")])
def test_no_text_the_lanes_draw_runs_past_their_sides_at_any_moment(make_window, name, args):
    """Sideways too, and paused mid-run: a step-2 caption a few words longer was drawn past the lanes' left
    edge at 1024x768 on a projector («…asadas lentas (V cuesta…»), and the test above, which checks only
    heights, passed. Every text the lanes draw, at any paused moment, lies between their two sides."""
    window = make_window("--screen", name, *args)
    for _ in range(5):
        QApplication.processEvents()
    lanes = window.current_screen().lanes
    for fraction in (0.0, 0.2, 0.5, 0.8, 0.97, 1.0):
        lanes.seek(lanes.duration() * fraction)
        lanes.grab()
        for box in lanes.drawn_text_boxes():
            assert box.left() >= -0.5 and box.right() <= lanes.width() + 0.5, (fraction, box, lanes.width())


@pytest.mark.parametrize("name", ["intro", "checking", "chatbot"])
@pytest.mark.parametrize("args", [("--size", "1024x768", "--font-scale", "200"),
                                  ("--size", "1024x768", "--font-scale", "150"),
                                  ("--size", "1280x800", "--font-scale", "200"),
                                  ("--size", "1024x768", "--projector")])
def test_no_text_the_lanes_draw_is_cut_by_its_box(make_window, name, args):
    """Round 97, 1024x768 at 200 % text: drawText cuts what does not fit the box it is given, and the
    lanes drew «Iodel grande» in the model's box, «rase» in its chip, «…pasada 4 e» as the counter and
    «(V cuesta algo» as the axis caption, every one inside the lanes (the tests above passed). Now each
    text fits its own box (and each word its chip), at any paused moment."""
    window = make_window("--screen", name, *args)
    for _ in range(5):
        QApplication.processEvents()
    lanes = window.current_screen().lanes
    for fraction in (0.0, 0.3, 0.6, 0.97):
        lanes.seek(lanes.duration() * fraction)
        lanes.grab()
        drawn = lanes.drawn_texts()
        assert drawn
        for text, given, ink in drawn:
            # (Half a pixel of rounding; a line's ink may be a pixel taller than a tight box.)
            assert ink.width() <= given.width() + 0.5 and ink.height() <= given.height() + 1.5, (
                fraction, text, given, ink)
        for text, ink, chip in lanes.drawn_chips():
            assert ink.width() <= chip.width() - 2, (fraction, text, ink, chip)
