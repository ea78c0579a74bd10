"""The GUI fuzzer: a seeded random user on the real main window.

Passes when, over every event: no uncaught exception, no Qt warning, every
LessonModel stays inside its valid ranges, every screen was visited, and
(at 10,000 events) live resident memory (after a garbage collection and
glibc's malloc_trim, with the window at one size and every screen built, see
``live_rss_in_reference_state``) grows less than 10 % between event 1,000 and
the end.
The seed and the figures, with the largest single-event memory steps, are
printed in the terminal summary.
"""

from __future__ import annotations

import logging
import re

import pytest
import fuzz_driver
from fuzz_driver import Fuzzer, Recorder, block_dialogs, describe_breakdown, live_rss_in_reference_state, rss_mib

CHECK_EVERY = 10
RSS_FROM = 1000
RSS_LIMIT = 0.10
RSS_ASSERT_FROM_EVENTS = 10_000
JUMP_MIB = 2.0  # single events that add more than this are listed, to find the cause
# The offscreen platform cannot raise windows or grab the keyboard (an open
# combo-box list asks for both); that is the test platform talking, not the app.
PLATFORM_NOISE = r"^This plugin does not support"


class _DropPlatformNoise(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not re.match(PLATFORM_NOISE, record.getMessage())


@pytest.mark.slow
@pytest.mark.qt_log_ignore(PLATFORM_NOISE)
def test_gui_fuzz(make_window, monkeypatch, request, fuzz_events, fuzz_seed, fuzz_app_args, fuzz_report):
    print(f"\nfuzz seed={fuzz_seed} events={fuzz_events}")
    # The app logs every Qt message, and pytest keeps every log record of a test
    # in memory: thousands of offscreen-platform lines would count as app growth.
    noise = _DropPlatformNoise()
    logging.getLogger("speclab.qt").addFilter(noise)
    request.addfinalizer(lambda: logging.getLogger("speclab.qt").removeFilter(noise))
    dialogs = block_dialogs(monkeypatch)
    window = make_window(*fuzz_app_args)
    recorder = Recorder(ignore=[*request.config.getini("qt_log_ignore"), PLATFORM_NOISE])
    recorder.install()
    fuzzer = Fuzzer(window, fuzz_seed)
    fuzzer.start_watchdog()
    rss_start = rss_at_1000 = raw_at_1000 = None
    parts_at_1000 = parts_end = {}
    jumps = []
    try:
        rss_start = live_rss_in_reference_state(window)
        last = rss_mib()
        for event in range(fuzz_events):
            recorder.event = event
            fuzzer.step()
            if recorder.exceptions or recorder.qt_messages:
                break
            now = rss_mib()
            if now - last > JUMP_MIB:
                jumps.append((round(now - last, 1), event, fuzzer.log[-1][:60], fuzzer.window.current_name()))
            last = now
            if event % CHECK_EVERY == 0 or event == fuzz_events - 1:
                problems = fuzzer.problems()
                assert not problems, f"seed {fuzz_seed}, event {event}: {problems}\n{fuzzer.replay_hint()}"
            if event + 1 == RSS_FROM:
                raw_at_1000 = rss_mib()
                rss_at_1000 = live_rss_in_reference_state(fuzzer.window)
                parts_at_1000 = dict(fuzz_driver.LAST_BREAKDOWN)
                last = rss_mib()
        raw_end = rss_mib()
        rss_end = live_rss_in_reference_state(fuzzer.window)
        parts_end = dict(fuzz_driver.LAST_BREAKDOWN)
    finally:
        fuzzer.stop_watchdog()
        window.ctx.clock.release_all()
        recorder.uninstall()

    assert not recorder.exceptions, f"seed {fuzz_seed}: {recorder.exceptions[0]}\n{fuzzer.replay_hint()}"
    assert not recorder.qt_messages, f"seed {fuzz_seed}: {recorder.qt_messages[:5]}\n{fuzzer.replay_hint()}"
    growth = (rss_end - rss_at_1000) / rss_at_1000 if rss_at_1000 else None
    raw_growth = (raw_end - raw_at_1000) / raw_at_1000 if raw_at_1000 else None
    growth_text = (f"{growth:+.1%} (raw RSS {raw_growth:+.1%})" if growth is not None
                   else "n/a (fewer than 1,000 events)")
    biggest = sorted(jumps, reverse=True)[:8]
    fuzz_report(
        f"seed={fuzz_seed} events={fuzz_events} exceptions=0 qt_warnings=0 "
        f"screens={len(fuzzer.visited)}/{len(window.screen_names())} "
        f"live rss start={rss_start:.0f} MiB, at event {RSS_FROM}={rss_at_1000 or float('nan'):.0f} MiB, "
        f"end={rss_end:.0f} MiB, growth {RSS_FROM}->end {growth_text}; "
        f"blocked dialogs={len(dialogs)}, watchdog closes={fuzzer.watchdog_closed}; actions={dict(sorted(fuzzer.counts.items()))}"
    )
    if parts_at_1000 and parts_end:
        fuzz_report(f"  where it sits, event {RSS_FROM} -> end: " + describe_breakdown(parts_at_1000, parts_end))
    fuzz_report("  largest single-event RSS steps (MiB, event, action, screen): " + "; ".join(map(str, biggest)))
    assert fuzzer.visited == set(window.screen_names()), f"screens never reached: {set(window.screen_names()) - fuzzer.visited}"
    if fuzz_events >= RSS_ASSERT_FROM_EVENTS:
        assert growth < RSS_LIMIT, (f"live RSS grew {growth:.1%} between event {RSS_FROM} and {fuzz_events} "
                                    f"(raw {raw_growth:+.1%}); largest steps: {biggest}")
