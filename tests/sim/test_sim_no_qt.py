"""desktop.sim is a plain library: importing it (any module of it) never loads Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QT_PACKAGES = ("PySide6", "shiboken6", "pyqtgraph")

PROBE = """
import importlib, json, pkgutil, sys
import desktop.sim
loaded = {"desktop.sim": sorted(m for m in sys.modules if m.split('.')[0] in QT)}
for info in pkgutil.iter_modules(desktop.sim.__path__):
    importlib.import_module("desktop.sim." + info.name)
    loaded[info.name] = sorted(m for m in sys.modules if m.split('.')[0] in QT)
importlib.import_module("desktop.bench.sim")
loaded["desktop.bench.sim"] = sorted(m for m in sys.modules if m.split('.')[0] in QT)
print(json.dumps(loaded))
"""


def test_importing_desktop_sim_loads_no_qt():
    code = f"QT = {QT_PACKAGES!r}\n" + PROBE
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout)
    assert {"analytic", "montecarlo", "trace", "cli_core", "validate", "texto"} <= set(loaded)
    offenders = {name: mods for name, mods in loaded.items() if mods}
    assert not offenders, f"modules that pulled in Qt: {offenders}"
