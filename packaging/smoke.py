"""Smoke-test a frozen SpecLab on any OS (used by the Windows and macOS CI jobs).

    python packaging/smoke.py PATH/TO/speclab[.exe] [--version X.Y.Z]

Runs the frozen app offscreen with a throwaway home folder and checks:
--version prints the version; --list-screens shows the Spanish title
"Laboratorio" (so the .qm catalogues were bundled); the lab screenshot exits 0
with a non-empty PNG; the app started as the Real models lab's child process
runs a short comparison and streams its events back. Linux has a fuller suite in tests/packaging (read-only
install, unprivileged user, no network, strace, .deb).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _version() -> str:
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def _child_problem(exe: Path, env: dict) -> str:
    """Run the frozen app as the Real models lab's child on a short job; '' if it worked.

    The events come back pickled; reading them needs the source tree's
    ``desktop`` package, which this script's checkout has.
    """
    sys.path.insert(0, str(ROOT))
    from desktop.realmodels.child import CHILD_FLAG, Job, run_command

    job = Job(prompt="En un lugar de la Mancha", chars=12, k=4, draft="tiny", temperature=0.0, seed=1)
    code, events, err = run_command([str(exe), CHILD_FLAG], job, env=env)
    if code != 0:
        return f"exit {code}, {err[-800:]}"
    kinds = [e.kind for e in events if e.kind != "measuring"]  # "measuring": how far its calibration is
    # A comparison calibrates this computer first, then runs both decoders.
    if (kinds[:2] != ["calibration", "loaded"] or kinds[-1] != "end" or "spec" not in kinds
            or "error" in kinds or "missing" in kinds):
        return f"unexpected events {kinds[:6]}...{kinds[-3:]}"
    return ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", type=Path)
    parser.add_argument("--version", dest="expected", default=_version())
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="speclab-smoke-") as tmp:
        home = Path(tmp)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home),
                   APPDATA=str(home / "AppData" / "Roaming"), LOCALAPPDATA=str(home / "AppData" / "Local"),
                   XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))

        def run(*extra: str) -> subprocess.CompletedProcess:
            return subprocess.run([str(args.exe), *extra], env=env, capture_output=True, text=True,
                                  encoding="utf-8", timeout=180)

        failures = []
        r = run("--version")
        if r.returncode != 0 or r.stdout.strip() != f"SpecLab {args.expected}":
            failures.append(f"--version: exit {r.returncode}, {r.stdout!r} {r.stderr[-500:]}")
        r = run("--list-screens")
        if r.returncode != 0 or "lab\tLaboratorio" not in r.stdout.splitlines():
            failures.append(f"--list-screens is not Spanish: exit {r.returncode}, {r.stdout[:300]!r} {r.stderr[-500:]}")
        png = home / "lab.png"
        r = run("--screenshot", str(png), "--screen", "lab")
        if r.returncode != 0 or not png.exists() or png.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            failures.append(f"lab screenshot: exit {r.returncode}, {r.stderr[-800:]}")
        problem = _child_problem(args.exe, env)
        if problem:
            failures.append(f"real models child: {problem}")
        for f in failures:
            print(f"FAIL {f}")
        if failures:
            return 1
        print(f"ok: {args.exe} (version, Spanish catalogues, lab screenshot {png.stat().st_size} bytes, "
              "real models child)")
        return 0


if __name__ == "__main__":
    sys.exit(main())
