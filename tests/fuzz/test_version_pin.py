"""Guards the PySide6 pin: PySide6-Essentials 6.12.0 with pyqtgraph 0.14.0
aborts the interpreter while repainting plots (a refcount bug; see
shared/known-issues/README.md). The reproduction script runs in a child
process, so an abort fails this test instead of killing the test run.
A version bump that brings the crash back cannot pass CI unseen.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("pyside6_612_refcount_crash.py")


@pytest.mark.slow
def test_plot_repaint_reproduction_survives():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"exit {proc.returncode}: {proc.stderr[-2000:]}"
    assert proc.stdout.startswith("survived"), proc.stdout


def test_installed_versions_match_the_pin():
    import PySide6
    import pyqtgraph

    version = tuple(int(p) for p in PySide6.__version__.split(".")[:3])
    assert (6, 11, 3) <= version < (6, 12, 0), PySide6.__version__
    assert pyqtgraph.__version__ == "0.14.0"
