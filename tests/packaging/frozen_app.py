"""Running the frozen app in tests: a clean environment, a throwaway HOME,
optionally as the user nobody and without network."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# An explicit SPECLAB_DIST is tested as it is; the default dist/ only if it was
# built from this checkout (see conftest._check_fresh).
DIST_EXPLICIT = bool(os.environ.get("SPECLAB_DIST"))
DIST = Path(os.environ.get("SPECLAB_DIST") or ROOT / "dist")
NOBODY_UID = 65534
NOBODY_GID = 65534
TIMEOUT = 120  # seconds for one frozen run; a normal one takes 1-3 s


def version() -> str:
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def png_size(path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR; fails on anything that is not a PNG."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert head[12:16] == b"IHDR"
    return struct.unpack(">II", head[16:24])


def private_dir(prefix: str, owner_nobody: bool = False) -> Path:
    """A temp folder others can enter (pytest's tmp_path is 0700, closed to nobody)."""
    path = Path(tempfile.mkdtemp(prefix=prefix))
    path.chmod(0o755)
    if owner_nobody and is_root():
        os.chown(path, NOBODY_UID, NOBODY_GID)
    return path


def _tool(name: str) -> str:
    path = shutil.which(name, path="/usr/sbin:/usr/bin:/sbin:/bin")
    if not path:
        pytest.skip(f"{name} (util-linux) not available")
    return path


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str


def run_frozen(exe: Path | str, *args: str, home: Path, unprivileged: bool = False, offline: bool = False,
               prefix: list[str] | None = None, extra_env: dict | None = None) -> Result:
    """Run the frozen app with a minimal environment and its own HOME.

    unprivileged: as the user nobody (needs root to switch; a non-root runner
    already is unprivileged). offline: in a new network namespace with no
    interfaces up, so any connection attempt fails.
    """
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    env.update(extra_env or {})
    cmd = [str(exe), *args]
    if unprivileged and is_root():
        runuser = _tool("runuser")
        cmd = [runuser, "-u", "nobody", "--", "/usr/bin/env", "-i", *[f"{k}={v}" for k, v in env.items()], *cmd]
    if offline:
        unshare = _tool("unshare")
        cmd = [unshare, "-n", "--"] + cmd if is_root() else [unshare, "-r", "-n", "--"] + cmd
    cmd = (prefix or []) + cmd
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    return Result(proc.returncode, proc.stdout, proc.stderr)


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """path -> (size, mtime_ns) of every entry, to prove a run wrote nothing there."""
    out = {}
    for path in folder.rglob("*"):
        st = path.lstat()
        out[str(path.relative_to(folder))] = (st.st_size, st.st_mtime_ns)
    return out
