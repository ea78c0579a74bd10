"""The lesson's own widgets, against independent counts."""

from __future__ import annotations

import numpy as np
import pytest

from desktop.clock import Clock
from desktop.model import LessonModel
from desktop.screens.lesson.baddraft import wasted_fraction
from desktop.screens.lesson.widgets.lanes import PassLanes, checking_lane, speculative_lane, writing_lane
from desktop.screens.lesson.widgets.stage_strip import StageStrip, advance_stage
from desktop import trace_player as tp
from desktop.widgets.token_rows import TokenRows

WORDS = ("a", "b", "c", "d", "e", "f")


@pytest.fixture
def clock(qapp):
    c = Clock()
    yield c
    c.release_all()


def test_writing_needs_one_pass_per_token_checking_one_pass_for_all(qtbot, clock):
    lanes = PassLanes(clock)
    qtbot.addWidget(lanes)
    writing, checking = writing_lane(WORDS), checking_lane(WORDS)
    lanes.set_lanes([writing, checking])
    assert writing.slow_passes == len(WORDS) and checking.slow_passes == 1
    lanes.seek(checking.end)
    assert lanes.tokens_done(checking) == len(WORDS) and lanes.passes_done(checking) == 1
    assert lanes.tokens_done(writing) == int(checking.end)  # writing is still on its way
    lanes.seek(lanes.duration())
    assert lanes.tokens_done(writing) == len(WORDS)


def test_speculative_lane_keeps_prefix_plus_one_per_pass(qtbot, clock):
    accepted = [2, 0, 1]
    lane = speculative_lane(WORDS, accepted, k=3)
    assert lane.slow_passes == len(accepted)
    lanes = PassLanes(clock)
    qtbot.addWidget(lanes)
    lanes.set_lanes([lane])
    lanes.seek(lane.end)
    assert lanes.tokens_done(lane) == sum(a + 1 for a in accepted) == len(WORDS)


def test_play_holds_the_clock_only_while_playing(qtbot, clock):
    lanes = PassLanes(clock)
    qtbot.addWidget(lanes)
    lanes.set_lanes([writing_lane(WORDS[:2])])
    lanes.play()
    assert clock.running
    for _ in range(200):
        clock.advance(0.05)
    assert lanes.finished and not lanes.playing and not clock.running


def test_the_lanes_stop_playing_the_moment_they_finish(qtbot, clock):
    """Review 24: a finished lane kept playing a moment longer, so a paused frame showed «❚❚ Pausa»
    under a caption that said «Pulsa Reproducir»."""
    lanes = PassLanes(clock)
    qtbot.addWidget(lanes)
    lanes.set_lanes([writing_lane(WORDS[:3])])
    lanes.play()
    for _ in range(2000):
        clock.advance(0.01)
        assert lanes.playing != lanes.finished, lanes.t
        if lanes.finished:
            break
    assert lanes.finished and not lanes.playing


def test_next_stage_walks_draft_verify_mark_extra_then_the_next_round(qtbot, clock):
    model = LessonModel(None, k=4, alpha=0.7, tokens=30, seed=3)
    rows = TokenRows(model, clock)
    strip = StageStrip(rows)
    qtbot.addWidget(rows)
    qtbot.addWidget(strip)
    p = rows.player
    seen, marked = [], []
    for _ in range(5):
        advance_stage(rows)
        seen.append((p.completed, p.stage_of_current() if p.t > 0 else None, strip.current(), strip.active()))
        marked.append(p.row_state(p.completed).marked if p.t > 0 else None)
    k = len(p.rounds[0].drafted)
    assert seen[0][:2] == (0, tp.DRAFTING) and p.row_state(1).drafted_visible == 0
    assert [s[1] for s in seen[1:4]] == [tp.VERIFYING, tp.MARKING, tp.EXTRA]
    assert [s[2] for s in seen[:4]] == [0, 1, 2, 3]
    # With the marks the rows already draw the own token (+): its stage is lit beside «3» (review 76).
    assert [s[3] for s in seen[:4]] == [{0}, {1}, {2, 3}, {3}]
    assert marked[:4] == [False, False, True, True]  # the marks and the (+) are drawn from that stop on
    assert seen[4] == (1, None, None, set())  # the round is complete, nothing highlighted
    assert p.row_state(0).drafted_visible == k
    assert not rows.playing and not clock.running


@pytest.mark.parametrize("k,alpha", [(4, 0.2), (4, 0.8), (2, 0.5), (8, 0.9)])
def test_wasted_fraction_matches_a_simulation(k, alpha):
    rng = np.random.default_rng(11)
    u = rng.random((200_000, k))
    rejected = u >= alpha
    kept = np.where(rejected.any(axis=1), rejected.argmax(axis=1), k)
    simulated = 1.0 - kept.mean() / k
    assert wasted_fraction(k, alpha) == pytest.approx(simulated, abs=0.005)


def test_the_note_of_the_rounds_above_wraps_inside_a_narrow_card(qtbot, clock):
    """Review 13: at 1024x768 on a projector «↑ 5 rondas anteriores, sin mostrar: 5 tokens, ya en el»
    lost «total» at the card's edge. The strip wraps, and the rows start below all of it."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication

    from desktop import theme

    # The app's fonts, as a window would have set them: run alone, Qt's default font fitted every row.
    theme.apply(QApplication.instance())
    model = LessonModel(None, k=4, alpha=0.2, tokens=30, seed=3)
    rows = TokenRows(model, clock)
    qtbot.addWidget(rows)
    rows.resize(380, 230)
    rows.show()
    for _ in range(6):
        rows.step_round()
    canvas = rows.canvas
    above = canvas.hidden_above()
    assert above > 0
    text = rows.above_text(above)
    fm = QFontMetricsF(canvas.small_font())
    assert fm.horizontalAdvance(text) > canvas.width() - 12  # the case: longer than one line
    wrapped = fm.boundingRect(QRectF(0, 0, canvas.width() - 12, 1e6), int(Qt.TextFlag.TextWordWrap), text)
    assert canvas.strip_height(text) >= wrapped.height() > fm.height()
