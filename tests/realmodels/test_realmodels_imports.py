"""The runtime package is plain numpy: no Qt, no torch, even after a generation."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
import sys
from desktop.realmodels import generate, load_models, set_blas_threads
print(set_blas_threads(1))
generate(load_models(), "Hola", 5, draft="tiny", k=2)
bad = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "torch", "pyqtgraph")]
print(bad)
"""


def test_no_qt_no_torch():
    r = subprocess.run([sys.executable, "-c", CODE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    threads, bad = r.stdout.strip().splitlines()
    assert bad == "[]"
    assert threads in ("1", "None")  # None: a numpy without OpenBLAS
