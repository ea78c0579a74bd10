"""The benchmark runs and reports every figure of issue 7 with a sane type.

No timing is asserted here: CI machines are noisy. ``--quick`` takes few
samples; the real numbers come from ``make bench`` (docs/performance.md).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.bench import app as bench

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def quick_result(tmp_path_factory):
    home = tmp_path_factory.mktemp("bench-home")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home / "c"), XDG_DATA_HOME=str(home / "d"))
    proc = subprocess.run([sys.executable, "-m", "desktop.bench", "--json", "--quick"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


@pytest.mark.slow
def test_every_key_of_issue_7_is_present_with_a_sane_type(quick_result):
    for key in bench.KEYS:
        value = quick_result[key]
        assert isinstance(value, (int, float)) and not isinstance(value, bool), key
        assert math.isfinite(value) and value >= 0, (key, value)
    assert quick_result["startup_s"] > 0 and quick_result["startup_floor_s"] > 0
    assert quick_result["startup_ratio"] == pytest.approx(quick_result["startup_s"] / quick_result["startup_floor_s"])
    assert quick_result["slider_latency_ms_p50"] <= quick_result["slider_latency_ms_p95"]
    assert quick_result["rss_mb"] > 10  # MiB: a Qt process is never smaller


@pytest.mark.slow
def test_samples_budgets_and_screens_are_reported(quick_result):
    samples = quick_result["samples"]
    for key in ("startup_s", "startup_floor_s", "slider_latency_ms", "frame_ms", "sim_lab_update_ms"):
        assert isinstance(samples[key], int) and samples[key] >= 1, key
    assert samples["slider_latency_ms"] == 4 * bench.QUICK["moves"]  # every Lab slider
    assert samples["frame_ms"] == bench.QUICK["frames"]
    assert set(quick_result["budgets"]) == set(bench.BUDGETS) == set(quick_result["within_budget"])
    assert all(isinstance(v, bool) for v in quick_result["within_budget"].values())
    assert quick_result["quick"] is True
    assert "lab" in quick_result["screens_walked"]
    assert quick_result["idle_clock_running"] is False  # paused means the clock is stopped


def test_percentile_matches_a_hand_computation():
    # numpy's default (linear) definition, computed by hand for 1..5 and 1..4
    assert bench.percentile([5, 1, 4, 2, 3], 50) == 3
    assert bench.percentile([1, 2, 3, 4], 95) == pytest.approx(3 + 0.85)
    assert bench.percentile([7], 95) == 7
    assert math.isnan(bench.percentile([], 50))


def test_sweep_changes_the_value_on_every_move_and_covers_the_range():
    for steps in (16, 50, 100, 990, 995):
        moves = bench.sweep(steps, 200)
        stride = -(-2 * steps // 200)
        assert len(moves) == 200
        assert all(0 <= m <= steps for m in moves)
        assert all(a != b for a, b in zip([0, *moves], moves))
        assert max(moves) > steps - stride and min(moves) < stride  # end to end


def test_within_budget():
    assert bench.within(1.0, "<=", 1.3) and not bench.within(1.4, "<=", 1.3)
    assert bench.within(60, ">=", 50) and not bench.within(40, ">=", 50)


def test_realmodels_subcommand_is_dispatched(monkeypatch):
    import types

    from desktop.bench import __main__ as bench_main

    seen = []
    fake = types.SimpleNamespace(main=lambda argv: seen.append(argv) or 0)
    monkeypatch.setitem(sys.modules, "desktop.bench.realmodels", fake)
    assert bench_main.main(["realmodels", "--json", "--quick"]) == 0
    assert seen == [["--json", "--quick"]]
