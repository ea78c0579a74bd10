"""The projector toggle on every screen, offscreen (issue 19 §5): where the time goes.

    QT_QPA_PLATFORM=offscreen python -m desktop.bench projector [--toggles N] [--screens A,B] [--json]

Every screen is built first (a learner has visited them), then on each screen
the palette is switched ``--toggles`` times (on, off, on, ...) with
``MainWindow.set_projector``, the same call as Ctrl+Shift+P. A sample runs
from the call to the first paint of the shown screen. Two clocks: ``wall``
(what a user would wait for on this machine, inflated by anything else it
runs) and ``cpu``, the interface thread's own CPU time (``time.thread_time``),
which other processes on a busy machine barely change. Without a display
server to reach, this leaves out the X round trip that ``desktop.bench
display`` includes. Numbers only: nothing is asserted (the budget is 150 ms).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time

from desktop.bench.display import timing_stats

BUDGET_MS = 150.0
TIMEOUT_S = 10.0


def run(toggles: int = 4, screens: list[str] | None = None) -> dict:
    from PySide6.QtCore import QEvent, QObject

    from desktop import app as app_module
    from desktop.shell import appearance

    home = tempfile.mkdtemp(prefix="speclab-bench-projector-")
    app, window = app_module.build(["--lang", "es", "--settings-file", os.path.join(home, "bench.ini")])
    window.resize(1280, 800)
    window.show()

    def settle(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.002)

    class _Watch(QObject):
        painted = True

        def eventFilter(self, obj, event) -> bool:
            if not self.painted and event.type() == QEvent.Type.Paint and obj is window.current_screen():
                self.painted = True
            return False

    watch = _Watch()
    app.installEventFilter(watch)
    settle(0.5)
    names = window.screen_names()
    for name in names:
        window.show_screen(name)
        settle(0.05)
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for name in screens or names:
        window.show_screen(name)
        settle(0.1)
        for _ in range(toggles):
            watch.painted = False
            started, started_cpu = time.perf_counter(), time.thread_time()
            window.set_projector(not appearance.is_projector())
            while not watch.painted and time.perf_counter() - started < TIMEOUT_S:
                app.processEvents()
            wall.setdefault(name, []).append((time.perf_counter() - started) * 1000)
            cpu.setdefault(name, []).append((time.thread_time() - started_cpu) * 1000)
            settle(0.1)
        if appearance.is_projector():
            window.set_projector(False)
            settle(0.1)
    window.ctx.clock.release_all()
    every_wall = [v for vs in wall.values() for v in vs]
    every_cpu = [v for vs in cpu.values() for v in vs]
    return {
        "budget_ms": BUDGET_MS,
        "toggles": toggles,
        "wall": timing_stats(every_wall),
        "cpu": timing_stats(every_cpu),
        "over_budget_wall": sorted(n for n, vs in wall.items() if max(vs) > BUDGET_MS),
        "over_budget_cpu": sorted(n for n, vs in cpu.items() if max(vs) > BUDGET_MS),
        "per_screen": {n: {"wall": timing_stats(wall[n]), "cpu": timing_stats(cpu[n]),
                           "wall_ms": [round(v) for v in wall[n]], "cpu_ms": [round(v) for v in cpu[n]]}
                       for n in wall},
        "cpus": os.cpu_count(),
        "loadavg": [round(v, 2) for v in os.getloadavg()],
    }


def format_table(result: dict) -> str:
    lines = [f"Projector toggle, call to the shown screen's first paint (ms; budget {result['budget_ms']:g}), "
             f"{result['toggles']} toggles a screen",
             f"  {'screen':<14}{'cpu med':>9}{'max':>7}{'wall med':>10}{'max':>7}   cpu per toggle"]
    for name, r in result["per_screen"].items():
        lines.append(f"  {name:<14}{r['cpu']['median_ms']:>9.0f}{r['cpu']['max_ms']:>7.0f}"
                     f"{r['wall']['median_ms']:>10.0f}{r['wall']['max_ms']:>7.0f}   "
                     + " ".join(str(v) for v in r["cpu_ms"]))
    for key in ("cpu", "wall"):
        s = result[key]
        over = result[f"over_budget_{key}"]
        lines.append(f"  all {key:<5} median {s['median_ms']:.0f}  max {s['max_ms']:.0f}  (n={s['n']}); "
                     f"over {result['budget_ms']:g} ms: {len(over)} screens ({', '.join(over) or 'none'})")
    lines.append(f"  (load {result['loadavg']} on {result['cpus']} CPUs)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m desktop.bench projector", description=__doc__.split("\n\n")[0])
    parser.add_argument("--toggles", type=int, default=4, help="toggles on each screen (default 4)")
    parser.add_argument("--screens", default="", help="only these screens, comma-separated")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    result = run(max(1, args.toggles), [s for s in args.screens.split(",") if s] or None)
    sys.stdout.write((json.dumps(result, indent=1) if args.json else format_table(result)) + "\n")
    sys.stdout.flush()
    os._exit(0)  # skip teardown: it is not part of what is measured
