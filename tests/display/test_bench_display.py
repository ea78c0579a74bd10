"""desktop.bench display times what a user sees on a real X display; it never
pretends with the offscreen platform (its numbers are printed, never asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from desktop.bench import display

ROOT = Path(__file__).resolve().parents[2]


def test_offscreen_is_refused_with_the_reason():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "desktop.bench", "display", "--quick"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert "real X display" in proc.stderr and not proc.stdout


def test_stats_and_table_report_every_screen():
    per = {"a": {"first_ms": None, "paused_ms": None, "change": display.timing_stats([10.0, 30.0, 20.0]),
                 "projector": display.timing_stats([5.0])},
           "b": {"first_ms": 200.0, "paused_ms": 40.0, "change": display.timing_stats([160.0]),
                 "projector": display.timing_stats([1.0, 3.0])}}
    assert per["a"]["change"] == {"median_ms": 20.0, "max_ms": 30.0, "n": 3}
    result = {"budget_ms": 150.0, "qpa": "xcb", "window": [1024, 768], "quick": False, "per_screen": per,
              "first_visit": display.timing_stats([200.0]), "change": display.timing_stats([10.0, 30.0, 20.0, 160.0]),
              "projector": display.timing_stats([5.0, 1.0, 3.0]), "over_budget": ["b"], "loadavg": [1.0], "cpus": 2,
              "first_visit_after_pause": display.timing_stats([40.0]), "pause_s": 1.5, "over_budget_after_pause": []}
    table = display.format_table(result)
    lines = table.splitlines()
    assert any(line.split()[:3] == ["a", "-", "-"] for line in lines)
    assert any(line.split()[:5] == ["b", "200", "40", "160", "160"] for line in lines)
    assert "over 150 ms: b" in table
    assert "all first_visit_after_pause" in table and "over 150 ms after a 1.5 s pause: none" in table
