"""Step 8, drafting heads: "+n" names a head only, and the screen holds still (blind review round 4).

Round 4 read "+1" two ways: the big model's own head (tokens ahead) and "one more token" ("+1 niña",
"1 aceptado + 1"). Issue 16 §4: the added heads propose +2, +3; the big model's own head gives +1.
The same readers saw the step scroll under the "welcome back" notice, so its content jumped when the
notice closed; and the picture changed size from stage to stage as the texts under it wrapped.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea

from desktop.classroom.notice import NoticeBar
from desktop.screens.lesson.widgets import heads_diagram

FRAME = 1 / 60
# "+1" as a count: "1 accepted + 1", "+1 token", "+ 1".
COUNT_PLUS = re.compile(r"\d\s*\+\s*\d|\+\s+\d|\+\d\s+(?:token|niña)")


def _frames(window, diagram):
    """Play one round, yielding at every frame (60 Hz) until it stops."""
    diagram.play()
    frames = 0
    while True:
        yield
        if not diagram.playing:
            return
        window.ctx.clock.advance(FRAME)
        QApplication.processEvents()
        frames += 1
        assert frames < 60 * 60


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_head_is_named_by_a_letter_and_plus_is_only_the_own_token(make_window, lang):
    """Reviews 11-13: «+1, +2, +3» named the heads while «+ vivía» was the big model's own token.
    The heads are now C1, C2, C3 (English H1, H2, H3); no text calls anything "+n"."""
    w = make_window("--screen", "heads", "--lang", lang)
    screen = w.current_screen()
    diagram = screen.diagram
    letter = {"es": "C", "en": "H"}[lang]
    assert f"{letter}1" in diagram.labels["heads"] and f"{letter}2" in diagram.labels["heads"]  # named
    assert diagram.labels["head"] == f"{letter}%1"
    for _ in _frames(w, diagram):
        chips = [diagram.guess_label(i) for i in range(len(heads_diagram.GUESSES))]
        assert not [c for c in chips if re.match(r"\+\d", c)], chips  # no chip is called "+1"
        for text in (screen.caption.text(), screen.counter.text(), screen.facts_text.text(),
                     diagram.labels["text_heads"]):
            assert not COUNT_PLUS.search(text), text
            assert not re.search(r"\+\d", text), text  # no "+n" at all: the heads have letters
    # The own token of the previous pass is in the text and is named by its word beside its head's name.
    assert heads_diagram.GUESSES[0] in diagram.labels["text_heads"]


def test_the_picture_keeps_its_size_through_the_round(make_window):
    w = make_window("--screen", "heads")
    w.resize(1280, 800)
    for _ in range(3):
        QApplication.processEvents()
    screen = w.current_screen()
    sizes = set()
    for _ in _frames(w, screen.diagram):
        QApplication.processEvents()  # the layout answers the new texts of this frame
        sizes.add(screen.diagram.size().toTuple())
    assert len(sizes) == 1, sizes


def test_the_step_fits_1280x800_under_the_welcome_back_notice(make_window):
    w = make_window("--screen", "heads")
    w.resize(1280, 800)
    s = w.ctx.settings
    s.set("progress/visited", ["intro", "checking", "heads"])
    s.set("progress/predict/example", 1)  # something worth continuing: the notice says "welcome back"
    w.show_start_notices()
    QApplication.processEvents()
    bar = w.findChild(NoticeBar)
    assert bar is not None and bar.isVisible()
    screen = w.current_screen()
    scroll = next(a for a in w.findChildren(QScrollArea) if a.widget() is screen)
    for _ in _frames(w, screen.diagram):
        assert scroll.verticalScrollBar().maximum() == 0, (screen.diagram.stage, scroll.viewport().height(),
                                                           screen.height())
