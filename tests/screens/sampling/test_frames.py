"""Frame by frame, the Sampling lab's counters agree with what is drawn.

The one clock is stepped by hand (never slept on). At every frame of a single
step and of a batch: the histogram's bars are the counts over the total, the
readout's "accepted in this run" is accepted / total with the same counts, the
log's newest entry is the step on show, and the single step's three beats
(draft band, verdict line, output band) appear in order.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QLocale, Qt

from desktop.screens.sampling.state import SINGLE_STAGES, STAGE_S
from desktop.sim import sampling

DT = 1 / 30


@pytest.fixture
def lab(make_window, qtbot):
    window = make_window("--screen", "sampling", "--size", "1280x800")
    screen = window.current_screen()
    qtbot.mouseClick(screen.prediction.options["p"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
    return window, screen


def _es(value):
    # Qt's own Spanish formatting (it rounds 0,125 up, as the screen does).
    return QLocale(QLocale.Language.Spanish, QLocale.Country.Spain).toString(float(value), "f", 2)


def _hundredths(counts) -> list[int]:
    """Each count's share in hundredths, rounded so they add up to 100 (largest remainder),
    in integers: down first, then up for the largest remainders (ties: the larger count, then
    the earlier word)."""
    n = int(sum(counts))
    floors = [c * 100 // n for c in counts]
    order = sorted(range(len(counts)), key=lambda i: (-(counts[i] * 100 % n), -counts[i], i))
    for i in order[: 100 - sum(floors)]:
        floors[i] += 1
    return floors


def _check_frame(screen, want):
    """Counters, bars and log against each other and against the independent draw ``want``."""
    s = screen.state
    n = s.total
    counts = np.bincount(want.outputs[:n], minlength=len(s.words))
    np.testing.assert_array_equal(s.counts, counts)
    bars = screen.charts.histogram_widths()
    np.testing.assert_allclose(bars, counts / n if n else np.zeros(len(s.words)))
    accepted = int(want.accepted[:n].sum())
    if n:
        assert screen.readout.values["accepted"].text() == _es(accepted / n)
        assert screen.readout.notes["accepted"].text().startswith(f"{accepted} de ")
        labels = [label.toPlainText() for label in screen.charts.out_labels]
        # The printed shares add up to 1 (round 4 saw 1,01): largest remainder, never more
        # than one hundredth away from the share.
        assert labels == [_es(h / 100) for h in _hundredths([int(c) for c in counts])]
        newest = screen.log.rows[0].text()
        d, o = s.words[want.drafts[n - 1]], s.words[want.outputs[n - 1]]
        assert newest == (f"✓ {d}" if want.accepted[n - 1] else f"✕ {d} → {o}")
    else:
        assert screen.readout.values["accepted"].text() == "—"
        assert all(label.toPlainText() == "" for label in screen.charts.out_labels)
    assert screen.charts.empty_note.isVisible() == (n == 0)


def test_a_single_step_frame_by_frame(lab):
    window, screen = lab
    s = screen.state
    want = sampling.speculative_sample(s.p.copy(), s.q.copy(), 1, np.random.default_rng(window.ctx.model.seed))
    s.sample(1)
    t = 0.0
    seen = set()
    while s.playing:
        stage = s.current["stage"]
        seen.add(stage)
        # The beat on show follows the clock: stage k during [k·STAGE_S, (k+1)·STAGE_S).
        assert stage == min(SINGLE_STAGES - 1, int(round(t, 9) / STAGE_S))
        assert screen.charts.draft_band.isVisible()
        assert screen.charts.draft_band.opts["y"][0] == want.drafts[0]
        assert screen.charts.output_band.isVisible() == (stage >= 2)
        verdict = screen.sampler.lines[1].text()
        assert verdict == "…" if stage == 0 else verdict.startswith("✓" if want.accepted[0] else "✕")
        # The output is counted exactly when it is drawn.
        assert s.total == (1 if stage >= 2 else 0)
        _check_frame(screen, want)
        window.ctx.clock.advance(DT)
        t += DT
    assert seen == {0, 1, 2}
    _check_frame(screen, want)


def test_a_batch_of_100_frame_by_frame(lab):
    window, screen = lab
    s = screen.state
    want = sampling.speculative_sample(s.p.copy(), s.q.copy(), 100, np.random.default_rng(window.ctx.model.seed))
    s.sample(100)
    totals = []
    while s.playing:
        _check_frame(screen, want)
        totals.append(s.total)
        window.ctx.clock.advance(DT)
    _check_frame(screen, want)
    assert s.total == 100
    assert totals == sorted(totals) and len(set(totals)) > 10  # it builds up, never jumps back
