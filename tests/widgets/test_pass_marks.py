"""A slow pass at work looks different from one done, in shape and not only in the counter's words
(review 34: the filled V stood for both): done is a filled disc, at work a ring around the surface."""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop import theme
from desktop.clock import Clock
from desktop.model import LessonModel
from desktop.trace_player import EXTRA, VERIFYING
from desktop.widgets.token_rows import TokenRows


def _at_stage(rows, stage: int) -> None:
    """Play the round in progress until it reaches ``stage``, in small steps, as the clock would."""
    rows.play()
    for _ in range(10_000):
        if rows.player.stage_of_current() >= stage and rows.player.t > 0:
            rows.pause()
            return
        rows.step(0.01)
    raise AssertionError("stage never reached")


def _inside(image, box) -> QColor:
    """The colour a little inside the disc's left edge, clear of the «V» glyph in its middle."""
    return image.pixelColor(int(box.left() + box.width() * 0.2), int(box.center().y()))


def test_a_pass_at_work_is_a_ring_and_a_landed_one_is_filled(qtbot, qapp):
    clock = Clock()
    rows = TokenRows(LessonModel(None, k=4, alpha=0.7, tokens=40, seed=3), clock)
    qtbot.addWidget(rows)
    rows.resize(900, 400)
    rows.show()
    rows.step_round()  # round 1 done
    _at_stage(rows, VERIFYING)
    assert rows.frame.round_in_progress() == (2, VERIFYING)
    canvas = rows.canvas
    image = canvas.grab().toImage()
    circles = dict(canvas.drawn_v_circles())
    t = theme.current()
    assert _inside(image, circles[0]).name() == QColor(t.accent).name()  # landed: filled
    at_work = _inside(image, circles[1])
    assert at_work.name() == QColor(t.surface).name()  # at work: hollow
    ring = image.pixelColor(int(circles[1].left() + 2), int(circles[1].center().y()))
    assert ring.name() == QColor(t.accent).name()  # ... inside a solid ring of the pass's colour
    _at_stage(rows, EXTRA)  # its tokens land: now it counts, and it is filled
    image = canvas.grab().toImage()
    assert _inside(image, dict(canvas.drawn_v_circles())[1]).name() == QColor(t.accent).name()
    clock.release_all()
