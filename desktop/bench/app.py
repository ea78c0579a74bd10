"""The app benchmark (issue 7): what a user feels, measured offscreen.

    python -m desktop.bench [--json] [--quick]

One JSON object with the figures below; every timed figure comes with its
median and p95 and, under ``samples``, the number of samples behind it.

- ``startup_s``: wall time from launching a fresh ``python`` process to the
  first completely painted main window (median of 5 processes);
  ``startup_floor_s`` is the same for a bare PySide6 + pyqtgraph window built
  here, measured in the same run; ``startup_ratio`` is their quotient.
- ``slider_latency_ms_p50/_p95``: a programmatic ``setValue`` on a Lab slider
  until ``repaint()`` of the chart (its plot viewport) and of the readouts has
  returned; 200 moves across the full range of each of the four sliders.
- ``frame_ms_p95``: one animation frame of the token rows at normal speed:
  ``clock.advance(1/60)`` plus ``repaint()`` of the rows; 600 frames.
- ``idle_cpu_percent``: process CPU time / wall time over 10 s of event loop
  with the Lab open and the animation paused.
- ``sim_lab_update_ms``: median sim work of one slider position (every
  readout and the 201-point curve), uncached (``desktop.bench.sim``).
- ``mc_rounds_per_s``, ``mc_speedup_vs_loop``: vectorised Monte Carlo
  against a plain Python loop over the same experiment, same run.
- ``rss_mb``: peak resident memory (VmHWM, MiB) of a fresh process after it
  has built and painted every screen.

Timing lives here, never in the unit tests: these machines are noisy.
``--quick`` takes few samples (for CI, which only checks the keys and types).

This module imports only os, sys and time at the top, so that a child
process started to measure start-up pays next to nothing for it.
"""

from __future__ import annotations

import os
import sys
import time

# figure -> (comparison, budget) on a 2-core machine, offscreen
BUDGETS = {
    "startup_ratio": ("<=", 1.3),
    "slider_latency_ms_p95": ("<=", 8.0),
    "frame_ms_p95": ("<=", 16.7),
    "idle_cpu_percent": ("<=", 1.0),
    "sim_lab_update_ms": ("<=", 2.0),
    "mc_speedup_vs_loop": (">=", 50.0),
    "rss_mb": ("<=", 180.0),
}

# The keys issue 7 asks for, in its order.
KEYS = (
    "startup_s",
    "startup_floor_s",
    "startup_ratio",
    "slider_latency_ms_p50",
    "slider_latency_ms_p95",
    "frame_ms_p95",
    "idle_cpu_percent",
    "sim_lab_update_ms",
    "mc_rounds_per_s",
    "mc_speedup_vs_loop",
    "rss_mb",
)

FULL = {"startups": 5, "moves": 200, "frames": 600, "idle_s": 10.0, "lab_updates": 400}
QUICK = {"startups": 1, "moves": 12, "frames": 30, "idle_s": 0.5, "lab_updates": 40}

LAB_ARGS = ["--screen", "lab", "--lang", "es"]


def _extra_app_args() -> list[str]:
    """SPECLAB_BENCH_APP_ARGS (e.g. "--screens lab") narrows what is benchmarked, for debugging."""
    return os.environ.get("SPECLAB_BENCH_APP_ARGS", "").split()


# Statistics -----------------------------------------------------------------
def percentile(values, q: float) -> float:
    """Linear-interpolated percentile (numpy's default), without numpy."""
    data = sorted(float(v) for v in values)
    if not data:
        return float("nan")
    pos = (len(data) - 1) * q / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def summary(values) -> dict:
    import statistics

    values = list(values)
    return {"median": statistics.median(values), "p95": percentile(values, 95), "n": len(values)}


def _memory_kib(field: str) -> int:
    """VmRSS (now) or VmHWM (peak) of this process, in KiB (Linux /proc)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)  # peak, KiB on Linux


def rss_mib() -> float:
    return _memory_kib("VmRSS") / 1024.0


def peak_rss_mib() -> float:
    return _memory_kib("VmHWM") / 1024.0


# Child processes (start-up and memory) --------------------------------------
def _paint_now(app, window) -> None:
    """Show ``window`` and return once it has been exposed and fully painted."""
    window.show()
    handle = window.windowHandle()
    for _ in range(200):
        app.processEvents()
        if handle is not None and handle.isExposed():
            break
    window.repaint()  # synchronous: every child is painted when this returns


def _return_to_loop(app) -> None:
    """What one pass of the real event loop does, deferred deletes included
    (processEvents() alone leaves those queued)."""
    from PySide6.QtCore import QEvent

    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _child_app(settings: str) -> dict:
    import logging

    from desktop import app as app_module

    # As app.main() does before building, so start-up pays the same.
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app, window = app_module.build(["--lang", "es", "--settings-file", settings, *_extra_app_args()])
    _paint_now(app, window)
    return {"painted": time.monotonic(), "screen": window.current_name()}


def _child_floor() -> dict:
    import numpy as np
    import pyqtgraph as pg
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    plot = pg.PlotWidget()
    x = np.linspace(0.0, 1.0, 201)
    plot.plot(x, 100.0 * (1.0 - x) + 20.0)
    window.setCentralWidget(plot)
    window.resize(1280, 800)
    _paint_now(app, window)
    return {"painted": time.monotonic()}


def _child_walk(settings: str) -> dict:
    from desktop import app as app_module

    app, window = app_module.build(["--lang", "es", "--settings-file", settings, *_extra_app_args()])
    _paint_now(app, window)
    names = window.screen_names()
    for name in names:
        window.show_screen(name)
        _return_to_loop(app)
        window.current_screen().settle()
        window.repaint()
        _return_to_loop(app)
    window.ctx.clock.release_all()
    return {"peak_rss_mb": peak_rss_mib(), "rss_mb": rss_mib(), "screens": names}


def child(argv: list[str]) -> int:
    """Entry point of a measuring child process: prints one JSON line."""
    import json

    kind = argv[0]
    if kind == "app":
        out = _child_app(argv[1])
    elif kind == "floor":
        out = _child_floor()
    elif kind == "walk":
        out = _child_walk(argv[1])
    else:
        raise SystemExit(f"unknown child {kind!r}")
    sys.stdout.write("BENCH " + json.dumps(out) + "\n")
    sys.stdout.flush()
    os._exit(0)  # skip teardown: it is not part of what is measured


def _child_env(home: str) -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    # A private home: the benchmark never reads or writes the user's settings or logs.
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = os.path.join(home, var.lower())
    env.pop("PYTHONSTARTUP", None)
    return env


def _run_child(args: list[str], home: str) -> tuple[float, dict]:
    import json
    import subprocess

    cmd = [sys.executable, "-c", "import sys; from desktop.bench.app import child; child(sys.argv[1:])", *args]
    start = time.monotonic()
    proc = subprocess.run(cmd, env=_child_env(home), capture_output=True, text=True, timeout=300)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("BENCH ")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"benchmark child {args[0]} failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    out = json.loads(lines[-1][len("BENCH "):])
    return start, out


def measure_startup(n: int, home: str) -> dict:
    """Alternate app and floor processes so that load changes hit both alike."""
    app_s, floor_s = [], []
    settings = os.path.join(home, "startup.ini")
    # One unmeasured run of each warms the OS file cache for both.
    _run_child(["floor"], home)
    _run_child(["app", settings], home)
    for _ in range(n):
        start, out = _run_child(["floor"], home)
        floor_s.append(out["painted"] - start)
        if os.path.exists(settings):
            os.remove(settings)  # every start is a first start
        start, out = _run_child(["app", settings], home)
        app_s.append(out["painted"] - start)
    return {"app": summary(app_s), "floor": summary(floor_s), "first_screen": out.get("screen")}


def measure_walk(home: str) -> dict:
    _start, out = _run_child(["walk", os.path.join(home, "walk.ini")], home)
    return out


# In-process measurements ----------------------------------------------------
def sweep(steps: int, moves: int) -> list[int]:
    """Slider indices for ``moves`` moves that each change the value and,
    together, sweep the whole range back and forth."""
    stride = max(1, -(-2 * steps // moves))  # ceil: one there-and-back in ``moves``
    out, index, direction = [], 0, 1
    for _ in range(moves):
        nxt = index + direction * stride
        if nxt > steps or nxt < 0:
            direction = -direction
            nxt = min(max(index + direction * stride, 0), steps)
        index = nxt
        out.append(index)
    return out


def measure_sliders(app, lab, moves: int) -> dict:
    times = []
    per_slider = {}
    viewport = lab.chart.plot_widget.viewport()
    for name, widget in lab.sliders.items():
        slider = widget.slider
        own = []
        for index in sweep(slider.maximum(), moves):
            t0 = time.perf_counter()
            slider.setValue(index)
            # The plot's viewport, by name: repaint() of its parent skips it.
            viewport.repaint()
            lab.readouts.repaint()
            own.append((time.perf_counter() - t0) * 1e3)
            app.processEvents()  # let deferred work run outside the measurement
        per_slider[name] = summary(own)
        times.extend(own)
        lab.ctx.model.reset()  # back to the defaults before the next slider
        app.processEvents()
    return {"all": summary(times), "per_slider": per_slider}


def measure_frames(app, lab, frames: int) -> dict:
    rows = lab.rows
    clock = lab.ctx.clock
    rows.reset()
    rows.play()
    # Drive time by hand: the real timer would add frames of its own.
    clock.release(rows)
    app.processEvents()
    times = []
    for _ in range(frames):
        if rows.player.finished:
            rows.restart()
        t0 = time.perf_counter()
        clock.advance(1.0 / 60.0)
        rows.repaint()
        times.append((time.perf_counter() - t0) * 1e3)
        app.processEvents()
    rows.pause()
    return summary(times)


def measure_idle(app, window, seconds: float) -> dict:
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    loop = QEventLoop()
    app.processEvents()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    # Precise: a coarse timer may end a 10 s wait up to 5 % early.
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(loop.quit)
    timer.start(int(seconds * 1000))
    loop.exec()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return {"percent": 100.0 * cpu / wall, "cpu_s": cpu, "wall_s": wall, "clock_running": window.ctx.clock.running}


def measure_sim(updates: int, quick: bool) -> dict:
    from desktop.bench import sim as sim_bench

    lab = sim_bench.lab_update_ms(updates=updates)
    if quick:
        mc = _quick_mc()
    else:
        mc = sim_bench.mc_throughput()
    return {"lab": lab, "mc": mc}


def _quick_mc() -> dict:
    """A smaller version of ``desktop.bench.sim.mc_throughput`` for CI."""
    from desktop.sim import montecarlo

    k, alpha, tokens = 4, 0.8, 1000
    t0 = time.perf_counter()
    vec = montecarlo.simulate(k, alpha, tokens, 300, 0)
    vec_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    loop = montecarlo.simulate_loop(k, alpha, tokens, 20, 0)
    loop_s = time.perf_counter() - t0
    vec_rate, loop_rate = vec.rounds / vec_s, loop.rounds / loop_s
    return {"rounds_per_s": vec_rate, "speedup_vs_stdlib_loop": vec_rate / loop_rate, "rounds": vec.rounds}


def _versions() -> dict:
    out = {"python": sys.version.split()[0]}
    for module in ("PySide6", "pyqtgraph", "numpy"):
        try:
            out[module] = __import__(module).__version__
        except Exception:  # noqa: BLE001 - informational only
            out[module] = None
    return out


def run(quick: bool = False) -> dict:
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    plan = QUICK if quick else FULL
    load_start = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="speclab-bench-") as home:
        for var, value in _child_env(home).items():
            if var.startswith("XDG_"):
                os.environ[var] = value
        startup = measure_startup(plan["startups"], home)
        walk = measure_walk(home)

        from desktop import app as app_module

        app, window = app_module.build([*LAB_ARGS, *_extra_app_args(), "--settings-file", os.path.join(home, "bench.ini")])
        _paint_now(app, window)
        lab = window.current_screen()
        sliders = measure_sliders(app, lab, plan["moves"])
        frames = measure_frames(app, lab, plan["frames"])
        idle = measure_idle(app, window, plan["idle_s"])
        window.close()
        app.processEvents()
        sim = measure_sim(plan["lab_updates"], quick)

    floor = startup["floor"]["median"]
    result = {
        "startup_s": startup["app"]["median"],
        "startup_floor_s": floor,
        "startup_ratio": startup["app"]["median"] / floor,
        "slider_latency_ms_p50": sliders["all"]["median"],
        "slider_latency_ms_p95": sliders["all"]["p95"],
        "frame_ms_p95": frames["p95"],
        "idle_cpu_percent": idle["percent"],
        "sim_lab_update_ms": sim["lab"]["median_ms"],
        "mc_rounds_per_s": sim["mc"]["rounds_per_s"],
        "mc_speedup_vs_loop": sim["mc"]["speedup_vs_stdlib_loop"],
        "rss_mb": walk["peak_rss_mb"],
        # Details: medians, p95 and how many samples each figure rests on.
        "startup_s_p95": startup["app"]["p95"],
        "startup_floor_s_p95": startup["floor"]["p95"],
        "frame_ms_p50": frames["median"],
        "sim_lab_update_ms_p95": sim["lab"]["p95_ms"],
        "slider_latency_ms_per_slider": {k: {"p50": v["median"], "p95": v["p95"]} for k, v in sliders["per_slider"].items()},
        "idle_cpu_s": idle["cpu_s"],
        "idle_clock_running": idle["clock_running"],
        "startup_first_screen": startup["first_screen"],
        "screens_walked": walk["screens"],
        "mc_details": sim["mc"],
        "samples": {
            "startup_s": startup["app"]["n"],
            "startup_floor_s": startup["floor"]["n"],
            "slider_latency_ms": sliders["all"]["n"],
            "frame_ms": frames["n"],
            "idle_cpu_seconds": round(idle["wall_s"], 2),
            "sim_lab_update_ms": sim["lab"]["updates"],
            "rss_mb": 1,
        },
        "quick": quick,
        "machine": {
            "cpus": os.cpu_count(),
            "loadavg_start": [round(v, 2) for v in load_start],
            "loadavg_end": [round(v, 2) for v in os.getloadavg()],
            "qpa": os.environ.get("QT_QPA_PLATFORM"),
            **_versions(),
        },
    }
    result["budgets"] = {key: f"{op} {limit}" for key, (op, limit) in BUDGETS.items()}
    result["within_budget"] = {key: within(result[key], op, limit) for key, (op, limit) in BUDGETS.items()}
    return result


def within(value: float, op: str, limit: float) -> bool:
    return value <= limit if op == "<=" else value >= limit


def format_table(result: dict) -> str:
    lines = ["SpecLab benchmark" + (" (quick: few samples, not for comparison)" if result["quick"] else "")]
    samples = result["samples"]
    sample_of = {
        "startup_s": samples["startup_s"],
        "startup_floor_s": samples["startup_floor_s"],
        "slider_latency_ms_p50": samples["slider_latency_ms"],
        "slider_latency_ms_p95": samples["slider_latency_ms"],
        "frame_ms_p95": samples["frame_ms"],
        "sim_lab_update_ms": samples["sim_lab_update_ms"],
    }
    for key in KEYS:
        value = result[key]
        budget = BUDGETS.get(key)
        mark = ""
        if budget:
            mark = f"  budget {budget[0]} {budget[1]:g}: " + ("ok" if result["within_budget"][key] else "MISSED")
        n = f"  (n={sample_of[key]})" if key in sample_of else ""
        lines.append(f"  {key:<24} {value:>14.4g}{n}{mark}")
    m = result["machine"]
    lines.append(f"  load average {m['loadavg_start']} -> {m['loadavg_end']} on {m['cpus']} CPUs")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m desktop.bench", description="SpecLab performance benchmark (issue 7).")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="few samples (CI smoke run; numbers not comparable)")
    args = parser.parse_args(argv)
    result = run(quick=args.quick)
    import json

    if args.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        sys.stdout.write(format_table(result) + "\n")
    return 0
