"""Shared test helper: render a screen with ``--screenshot`` in a fresh process
and check the PNG really is the requested size (not an empty or failed file)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def png_size(path) -> tuple[int, int]:
    with open(path, "rb") as fh:
        head = fh.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def assert_screenshot(tmp_path, screen: str, lang: str, size: str = "1280x800",
                      min_bytes: int = 10_000, timeout: float = 180) -> Path:
    out = tmp_path / f"{screen}-{lang}-{size}.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--screenshot", str(out), "--screen", screen, "--lang", lang,
         "--settings-file", str(tmp_path / "s.ini"), "--size", size],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > min_bytes
    assert png_size(out) == tuple(int(v) for v in size.split("x"))
    return out
