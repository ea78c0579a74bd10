"""``python -m desktop.sim generate``: JSON output and bad input (exit 2, one clear line)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "desktop.sim", "generate", *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_json_output():
    r = run_cli("--prompt", "Dijo Sancho", "--chars", "40", "--k", "3", "--draft", "ngram",
                "--temperature", "0.8", "--seed", "3", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    for key in ("text", "slow_passes", "draft_passes", "acceptance_rate", "tokens_per_pass", "seconds"):
        assert key in out
    assert len(out["text"]) == 40
    assert out["tokens_per_pass"] == pytest.approx(40 / out["slow_passes"])
    base = json.loads(run_cli("--prompt", "Dijo Sancho", "--chars", "40", "--draft", "none",
                              "--temperature", "0.8", "--seed", "3", "--json").stdout)
    assert base["text"] == out["text"]
    assert base["slow_passes"] == 40 and base["acceptance_rate"] is None


def test_human_summary():
    r = run_cli("--chars", "10", "--draft", "tiny")
    assert r.returncode == 0, r.stderr
    assert "slow passes" in r.stdout


@pytest.mark.parametrize("args, name", [
    (("--chars", "0"), "chars"),
    (("--chars", "abc"), "chars"),
    (("--k", "0"), "k"),
    (("--k", "2.5"), "k"),
    (("--temperature", "-1"), "temperature"),
    (("--temperature", "nan"), "temperature"),
    (("--seed", "-3"), "seed"),
    (("--draft", "huge"), "draft"),
    (("--prompt", ""), "prompt"),
    (("--rejection",), "temperature"),
    (("--rejection", "--temperature", "0.8", "--draft", "none"), "draft"),
])
def test_bad_input_exits_2_with_one_line(args, name):
    r = run_cli(*args)
    assert r.returncode == 2
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1
    assert f"invalid value for {name}" in lines[0]
