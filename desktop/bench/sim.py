"""Benchmark of the simulation core: prints one JSON object of timings.

    python -m desktop.bench.sim            (or via ``python -m desktop.bench``)

Targets from issue #2: one Lab update (every readout + the 201-point curve) <= 2 ms;
exact E[passes] for N = 10,000 <= 20 ms; Monte Carlo 10^6 rounds <= 0.1 s and
>= 50x a plain per-round Python loop measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

import numpy as np

from desktop.sim import analytic, montecarlo

CURVE_POINTS = 201


def _percentile(values, q: float) -> float:
    return float(np.percentile(np.asarray(values), q))


def lab_update_ms(updates: int = 400, seed: int = 0) -> dict:
    """Time what the Lab recomputes per slider move: lab_numbers + passes_curve.

    Every update uses fresh slider values drawn over the sliders' ranges
    (k 0..16, alpha 0..1, cost 0..1, N 10..1000), so the caches never help.
    """
    rng = np.random.default_rng(seed)
    alphas = np.linspace(0.0, 1.0, CURVE_POINTS)
    times = []
    for _ in range(updates):
        k = int(rng.integers(0, 17))
        alpha = float(rng.random())
        cost = float(rng.random())
        n = int(rng.integers(10, 1001))
        t0 = time.perf_counter()
        analytic.lab_numbers(k, alpha, cost, n)
        analytic.passes_curve(k, alphas, n)
        times.append((time.perf_counter() - t0) * 1e3)
    # the worst case of the ranges: k = 1 gives the longest exact sums
    worst = []
    for i in range(50):
        t0 = time.perf_counter()
        analytic.lab_numbers(1, 0.5 + i * 1e-3, 0.1, 1000)
        analytic.passes_curve(1, alphas, 1000)
        worst.append((time.perf_counter() - t0) * 1e3)
    return {
        "median_ms": statistics.median(times),
        "p95_ms": _percentile(times, 95),
        "max_ms": max(times),
        "worst_case_k1_n1000_median_ms": statistics.median(worst),
        "updates": updates,
    }


def exact_passes_ms(n: int = 10_000, repeats: int = 30) -> dict:
    """Exact E[passes] and its sd for N tokens, uncached, over several (k, alpha)."""
    times = []
    for i in range(repeats):
        k = 1 + i % 16
        alpha = 0.05 + 0.9 * i / repeats
        analytic._passes_moments_cached.cache_clear()
        t0 = time.perf_counter()
        analytic.expected_passes(k, alpha, n)
        analytic.passes_sd(k, alpha, n)
        times.append((time.perf_counter() - t0) * 1e3)
    return {"tokens": n, "median_ms": statistics.median(times), "max_ms": max(times)}


# Every method gets the same number of runs, interleaved (one run of each,
# then again), and is judged on its best: on a shared machine the best of a few
# is the least disturbed, and interleaving lets a load spike hit all methods
# alike instead of whichever happened to be running.
REPEATS = 7


def _best_rates(methods: dict, k, alpha, tokens, repeats) -> dict:
    """name -> (rounds per second of the fastest run, rounds of that run)."""
    best = {name: (float("inf"), 0) for name in methods}
    for r in range(repeats):
        for name, (fn, trials) in methods.items():
            t0 = time.perf_counter()
            result = fn(k, alpha, tokens, trials, r)
            elapsed = time.perf_counter() - t0
            if elapsed < best[name][0]:
                best[name] = (elapsed, result.rounds)
    return {name: (rounds / elapsed, rounds) for name, (elapsed, rounds) in best.items()}


def mc_throughput(k: int = 4, alpha: float = 0.8, tokens: int = 1000) -> dict:
    """Vectorised Monte Carlo vs plain per-round loops (best of REPEATS interleaved runs each).

    ``rounds_per_s`` is the default method (multinomial prefix + rounds one by one);
    ``rounds_method_*`` draws every round. Loops: ``simulate_loop_numpy`` draws each
    round with the same numpy Generator, ``simulate_loop`` uses stdlib ``random``.
    """
    per_gen = analytic.expected_passes(k, alpha, tokens)
    trials = max(1, round(1_000_000 / per_gen))  # about 10^6 rounds
    montecarlo.simulate(k, alpha, tokens, 10, 0)  # warm-up

    def every_round(*args):
        return montecarlo.simulate(*args, method="rounds")

    rates = _best_rates({
        "vec": (montecarlo.simulate, trials),
        "per_round": (every_round, trials),
        "loop": (montecarlo.simulate_loop, max(1, round(60_000 / per_gen))),
        "loop_np": (montecarlo.simulate_loop_numpy, max(1, round(15_000 / per_gen))),
    }, k, alpha, tokens, REPEATS)
    (vec, vec_rounds), (per_round, _) = rates["vec"], rates["per_round"]
    (loop, _), (loop_np, _) = rates["loop"], rates["loop_np"]
    return {
        "k": k,
        "alpha": alpha,
        "tokens": tokens,
        "rounds": vec_rounds,
        "rounds_per_s": vec,
        "ms_per_million_rounds": 1e9 / vec,
        "rounds_method_rounds_per_s": per_round,
        "rounds_method_ms_per_million_rounds": 1e9 / per_round,
        "loop_numpy_rounds_per_s": loop_np,
        "speedup_vs_numpy_loop": vec / loop_np,
        "loop_stdlib_rounds_per_s": loop,
        "speedup_vs_stdlib_loop": vec / loop,
        "rounds_method_speedup_vs_numpy_loop": per_round / loop_np,
        "rounds_method_speedup_vs_stdlib_loop": per_round / loop,
    }


def run() -> dict:
    return {
        "lab_update": lab_update_ms(),
        "exact_passes_n10000": exact_passes_ms(),
        "montecarlo": mc_throughput(),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.bench.sim", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="accepted for symmetry; output is always JSON")
    parser.parse_known_args(argv)
    json.dump(run(), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
