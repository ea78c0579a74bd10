"""Determinism: the same seed and parameters give the same trace, chart and
readouts, across runs (fresh processes) and across --lang.

A child process builds the Lab, plays the token rows for a fixed number of
fake-clock frames and prints a digest: the trace, the chart's arrays (exact
float reprs), the marker, the readouts and the row counter. Readout texts
differ between languages only in words and the decimal separator, so the
numbers in them are compared.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ARGS = ["--screen", "lab", "--k", "5", "--alpha", "0.67", "--cost", "0.05", "--tokens", "240", "--seed", "4242"]

DIGEST = textwrap.dedent(
    """
    import json, sys
    from desktop import app as app_module
    app, window = app_module.build(sys.argv[2:] + ["--settings-file", sys.argv[1]])
    window.show()
    app.processEvents()
    lab = window.current_screen()
    rows, clock = lab.rows, window.ctx.clock
    rows.play()
    clock.release(rows)
    for _ in range(300):
        clock.advance(1 / 60)
    x, y = lab.chart.curve_data()
    tx, ty = lab.chart.time_curve.getData()
    out = {
        "trace": [r.to_dict() for r in rows.player.trace.rounds],
        "curve": [repr(float(v)) for v in x] + [repr(float(v)) for v in y],
        "time_curve": [repr(float(v)) for v in (ty if ty is not None else [])],
        "marker": [repr(v) for v in lab.chart.marker_position()],
        "readouts": {k: v.text() for k, v in lab.readouts.values.items()},
        "rows": [rows.player.completed, repr(rows.player.t), rows.count_label.text()],
        "numbers": {k: repr(v) for k, v in window.ctx.model.numbers().items()},
    }
    print("DIGEST " + json.dumps(out, sort_keys=True))
    window.ctx.clock.release_all()
    """
)


def _digest(tmp_path, lang: str, extra_env=None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), **(extra_env or {}))
    proc = subprocess.run([sys.executable, "-c", DIGEST, str(tmp_path / f"{lang}.ini"), *ARGS, "--lang", lang],
                          env=env, capture_output=True, text=True, timeout=180, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr[-3000:]
    line = next(line for line in proc.stdout.splitlines() if line.startswith("DIGEST "))
    return json.loads(line[len("DIGEST "):])


def _numbers(text: str) -> list[float]:
    """The numbers in a readout, whatever the decimal separator (0,80 or 0.80)."""
    return [float(n.replace(",", ".")) for n in re.findall(r"\d+(?:[.,]\d+)?", text)]


@pytest.mark.slow
def test_same_seed_same_everything_across_runs_and_languages(tmp_path):
    first = _digest(tmp_path, "es")
    again = _digest(tmp_path, "es", {"LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"})
    english = _digest(tmp_path, "en")
    assert first == again  # bit for bit, even under another system locale
    for key in ("trace", "curve", "time_curve", "marker", "numbers"):
        assert english[key] == first[key], key
    assert english["rows"][:2] == first["rows"][:2]
    assert _numbers(english["rows"][2]) == _numbers(first["rows"][2])
    for key, text in first["readouts"].items():
        assert _numbers(english["readouts"][key]) == _numbers(text), key
    assert len(first["trace"]) > 10 and first["rows"][0] > 0  # something really played


def test_two_windows_with_the_same_arguments_agree(make_window):
    a = make_window(*ARGS)
    b = make_window(*ARGS)
    la, lb = a.current_screen(), b.current_screen()
    xa, ya = la.chart.curve_data()
    xb, yb = lb.chart.curve_data()
    assert xa.tolist() == xb.tolist() and ya.tolist() == yb.tolist()
    assert la.chart.marker_position() == lb.chart.marker_position()
    assert {k: v.text() for k, v in la.readouts.values.items()} == {k: v.text() for k, v in lb.readouts.values.items()}
    assert la.rows.player.trace == lb.rows.player.trace
    # Playing the same frames gives the same rows.
    for window in (a, b):
        window.current_screen().rows.play()
        window.ctx.clock.release(window.current_screen().rows)
    for _ in range(200):
        a.ctx.clock.advance(1 / 60)
        b.ctx.clock.advance(1 / 60)
    assert (la.rows.player.completed, la.rows.player.t) == (lb.rows.player.completed, lb.rows.player.t)
    assert la.rows.count_label.text() == lb.rows.count_label.text()


def test_reset_all_brings_back_the_same_trace(make_window):
    window = make_window(*ARGS)
    lab = window.current_screen()
    start = lab.rows.player.trace
    lab.rows.new_seed()
    lab.sliders["alpha"].slider.setValue(10)
    assert lab.rows.player.trace != start
    window.reset_all()
    assert lab.rows.player.trace == start


@pytest.mark.slow
def test_sim_command_line_is_identical_under_any_locale(tmp_path):
    outputs = set()
    for loc in ("C", "tr_TR.UTF-8", "ar_EG.UTF-8", "es_ES.UTF-8"):
        env = dict(os.environ, LANG=loc, LC_ALL=loc)
        proc = subprocess.run([sys.executable, "-m", "desktop.sim", "montecarlo", "--k", "4", "--alpha", "0.8",
                               "--tokens", "100", "--trials", "2000", "--seed", "9", "--json"],
                              env=env, capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
        assert proc.returncode == 0, proc.stderr
        outputs.add(proc.stdout)
    assert len(outputs) == 1
