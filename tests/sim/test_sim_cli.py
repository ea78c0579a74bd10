"""``python -m desktop.sim expected|montecarlo|trace``, run as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.sim import analytic, montecarlo, trace

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "desktop.sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def cli_json(*args: str) -> dict:
    done = cli(*args, "--json")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return json.loads(done.stdout)


def test_expected_json_keys_values_and_defaults():
    out = cli_json("expected", "--k", "4", "--alpha", "0.8")
    assert list(out) == list(analytic.LAB_KEYS)
    assert out["cost"] == 0.0 and out["tokens"] == 100  # defaults
    assert out == analytic.lab_numbers(4, 0.8, 0.0, 100)
    out = cli_json("expected", "--k", "7", "--alpha", "0.75", "--cost", "2", "--tokens", "1000")
    assert out["break_even_alpha"] is None  # null in the JSON
    assert out["baseline_passes"] == 1000


def test_montecarlo_json_matches_library_with_same_seed():
    out = cli_json("montecarlo", "--k", "3", "--alpha", "0.6", "--tokens", "50", "--trials", "200", "--seed", "9")
    assert out == montecarlo.simulate(3, 0.6, 50, 200, 9).to_dict()
    assert len(out["tokens_per_round_histogram"]) == 4


def test_trace_json_matches_library_with_same_seed():
    out = cli_json("trace", "--k", "3", "--alpha", "0.6", "--tokens", "20", "--seed", "4")
    assert list(out) == ["rounds", "slow_passes", "text"]
    t = trace.make_trace(3, 0.6, 20, 4)
    assert out["rounds"] == [r.to_dict() for r in t.rounds]
    assert out["slow_passes"] == t.slow_passes and out["text"] == t.text
    assert len(cli_json("trace", "--k", "2", "--alpha", "0.5")["text"].split()) == 100  # default N


@pytest.mark.parametrize(
    "args",
    [
        ("expected", "--k", "4", "--alpha", "0.8", "--cost", "0.1"),
        ("montecarlo", "--k", "4", "--alpha", "0.8", "--trials", "50"),
        ("trace", "--k", "4", "--alpha", "0.8", "--tokens", "12"),
    ],
)
def test_human_summary(args):
    done = cli(*args)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.strip() and not done.stdout.lstrip().startswith("{")


BAD = [
    # (command args, parameter named in the message)
    (("expected", "--k", "65", "--alpha", "0.5"), "k"),
    (("expected", "--k", "-1", "--alpha", "0.5"), "k"),
    (("expected", "--k", "2.5", "--alpha", "0.5"), "k"),
    (("expected", "--k", "four", "--alpha", "0.5"), "k"),
    (("expected", "--k", "nan", "--alpha", "0.5"), "k"),
    (("expected", "--k", "4", "--alpha", "nan"), "alpha"),
    (("expected", "--k", "4", "--alpha", "NaN"), "alpha"),
    (("expected", "--k", "4", "--alpha", "abc"), "alpha"),
    (("expected", "--k", "4", "--alpha", "1.0001"), "alpha"),
    (("expected", "--k", "4", "--alpha", "-0.1"), "alpha"),
    (("expected", "--k", "4", "--alpha", "inf"), "alpha"),
    (("expected", "--k", "4", "--alpha", "0.5", "--cost", "10.5"), "cost"),
    (("expected", "--k", "4", "--alpha", "0.5", "--cost", "-1"), "cost"),
    (("expected", "--k", "4", "--alpha", "0.5", "--cost", "nan"), "cost"),
    (("expected", "--k", "4", "--alpha", "0.5", "--tokens", "0"), "tokens"),
    (("expected", "--k", "4", "--alpha", "0.5", "--tokens", "100001"), "tokens"),
    (("expected", "--k", "4", "--alpha", "0.5", "--tokens", "ten"), "tokens"),
    (("montecarlo", "--k", "4", "--alpha", "0.5", "--trials", "0"), "trials"),
    (("montecarlo", "--k", "4", "--alpha", "0.5", "--trials", "1000001"), "trials"),
    (("montecarlo", "--k", "4", "--alpha", "0.5", "--trials", "1e3x"), "trials"),
    (("montecarlo", "--k", "4", "--alpha", "0.5", "--seed", "-1"), "seed"),
    (("montecarlo", "--k", "70", "--alpha", "0.5"), "k"),
    (("montecarlo", "--k", "4", "--alpha", "2", "--tokens", "5"), "alpha"),
    (("montecarlo", "--k", "4", "--alpha", "0.5", "--tokens", "-5"), "tokens"),
    (("trace", "--k", "4", "--alpha", "0.5", "--seed", "x"), "seed"),
    (("trace", "--k", "4", "--alpha", "0.5", "--seed", "1.5"), "seed"),
    (("trace", "--k", "x", "--alpha", "0.5"), "k"),
    (("trace", "--k", "4", "--alpha", ""), "alpha"),
    (("trace", "--k", "4", "--alpha", "0.5", "--tokens", "0"), "tokens"),
]


@pytest.mark.parametrize("args, name", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_input_exits_2_with_one_line(args, name):
    done = cli(*args, "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert f"invalid value for {name}:" in lines[0]
    assert "(expected " in lines[0]  # the valid range is spelled out


def test_missing_required_argument_is_one_line_exit_2():
    done = cli("expected", "--alpha", "0.5")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "--k" in done.stderr
