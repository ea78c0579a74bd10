"""Soak: the Lab's token rows play 10,000 rounds at the fastest speed on a
fake clock (the kiosk's attract loop: a new text whenever one ends).

Memory and the number of widgets and plot items must stay bounded: finished
rounds are indices into one immutable trace, and only the rows that fit are
painted, so nothing piles up however long the app runs.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QObject
from reliability_helpers import settle

ROUNDS = 10_000
DT = 0.1  # the real clock's largest step
PAINT_EVERY = 25  # steps between real repaints of the rows
# A bound on the loop, so a playback that stopped fails the test instead of hanging it:
# at the fast speed a round of k = 4 lasts about 8 steps, so 20 a round is room enough.
MAX_STEPS = 20 * ROUNDS


def _rss_mib() -> float:
    import os

    with open("/proc/self/statm", encoding="ascii") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.slow
def test_ten_thousand_rounds_at_fast_speed_stay_bounded(make_window):
    window = make_window("--screen", "lab", "--tokens", "1000")
    lab = window.current_screen()
    rows, clock = lab.rows, window.ctx.clock
    rows.loop = True
    lab.playback.speed_box.setCurrentIndex(2)  # "fast", through the UI
    assert rows.player.speed == "fast"
    rows.play()
    clock.release(rows)  # the fake clock drives time; the real timer stays off
    settle()

    objects_before = len(rows.findChildren(QObject))
    items_before = len(lab.chart.plot.items)
    rounds_done, trace, steps, seeds = 0, rows.player.trace, 0, set()
    rss_1000 = None
    max_visible = max_fit = 0
    while rounds_done + rows.player.completed < ROUNDS and steps < MAX_STEPS:
        clock.advance(DT)
        steps += 1
        if rows.player.trace is not trace:  # a text ended; the loop started a new one
            rounds_done += len(trace.rounds)
            trace = rows.player.trace
            seeds.add(window.ctx.model.seed)
        if steps % PAINT_EVERY == 0:
            rows.canvas.repaint()
            # The caption's wrapped height varies, so what fits varies a little.
            max_fit = max(max_fit, rows.canvas.rows_that_fit())
            max_visible = max(max_visible, len(rows.player.visible_rows(rows.canvas.rows_that_fit())))
            settle()
        if rss_1000 is None and rounds_done + rows.player.completed >= 1000:
            gc.collect()
            rss_1000 = _rss_mib()
    gc.collect()
    settle()
    rss_end = _rss_mib()
    total = rounds_done + rows.player.completed
    assert total >= ROUNDS, f"only {total} rounds in {steps} steps: the playback stopped"
    assert rows.playing  # the attract loop is still going after 10,000 rounds, by itself
    rows.pause()
    assert not rows.playing  # and it still stops when asked
    assert len(seeds) >= 10  # many different texts were played, not one
    assert len(rows.findChildren(QObject)) == objects_before
    assert len(lab.chart.plot.items) == items_before
    assert max_visible <= max_fit <= 40
    growth = (rss_end - rss_1000) / rss_1000
    print(f"\nsoak: {total} rounds in {steps} steps, {len(seeds)} texts, RSS {rss_1000:.0f} -> {rss_end:.0f} MiB ({growth:+.1%})")
    assert growth < 0.10
