"""``python -m desktop.bench realmodels [--json] [--runs 5] [--quick]``: real models, real clocks.

Wall-clock medians of 300-character generations for the target alone and for
draft + verify, for each k, each draft, a few prompts, greedy and T = 0.8; plus
the time of one target call on 1 and on k + 1 positions and of one draft call.
Runs are interleaved (every configuration once, then again) so that a load
spike on this shared 2-core machine hits all configurations alike. Each
speculative run is also checked to write exactly the target-only text.
"""

from __future__ import annotations

import os

# Must precede numpy's import to take effect (see docs/performance.md, "Real models lab").
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import json
import platform
import statistics
import sys
import time

PRESETS = ["En un lugar de la Mancha", "Dijo Sancho", "Érase una vez"]


def _median_call(fn, reps):
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def micro(models, reps=300):
    """Median seconds of single calls, at a cache length typical of generation (~150)."""
    import numpy as np

    out = {}
    ids = models.vocab.encode(("En un lugar de la Mancha, de cuyo nombre no quiero acordarme, " * 3)[:150])
    t = models.target
    cache = t.new_cache(512)
    t.forward(ids, cache)
    base = cache.length
    target = {}
    for n in range(1, 10):
        toks = ids[:n]

        def call(toks=toks):  # bound now, though it only runs in this iteration (ruff B023)
            t.forward(toks, cache)
            cache.rollback(base)

        call()
        target[n] = _median_call(call, reps)
    out["target_call_seconds_by_positions"] = target
    for name in models.available_drafts():
        d = models.draft(name)
        if name == "heads":
            # The heads' whole round of guesses: one product on the last pass's state.
            _logits, x = t.forward(ids[-8:], t.new_cache(16), hidden=True)
            h = x[-1].copy()
            out["draft_round_seconds_heads"] = _median_call(lambda d=d, h=h: d.logits(h, d.n_heads), reps)
        elif name == "ngram":
            rng = np.random.default_rng(0)
            ctxs = [list(rng.integers(1, models.vocab.size, 4)) for _ in range(reps)]
            it = iter(ctxs)
            out["draft_call_seconds_ngram_uncached"] = _median_call(lambda d=d, it=it: d._probs(tuple(next(it))), reps)
        else:
            dc = d.new_cache(512)
            d.forward(ids, dc)

            def dcall(d=d, dc=dc):
                d.forward(ids[:1], dc)
                dc.rollback(base)

            dcall()
            out[f"draft_call_seconds_{name}"] = _median_call(dcall, reps)
    return out


DEFAULT_DRAFT = "tiny"  # the screen's default drafter; its k comes from the calibration


def max_repeat(text: str, n: int = 20) -> int:
    """How often the most repeated n-character substring occurs in ``text``."""
    counts: dict[str, int] = {}
    for i in range(len(text) - n + 1):
        w = text[i:i + n]
        counts[w] = counts.get(w, 0) + 1
    return max(counts.values(), default=0)


def physics(models, repeats=15):
    """What makes verification cheap: weights streamed from memory once per pass."""
    from desktop.realmodels.blas import blas_kernel
    from desktop.realmodels.calibration import memory_bandwidth, target_pass_times

    ids = models.vocab.encode("En un lugar de la Mancha, de cuyo nombre no quiero acordarme, ")
    t = target_pass_times(models.target, ids, 9, repeats=repeats)
    wb = models.target.weight_bytes
    bw = memory_bandwidth()
    return dict(
        blas_kernel=blas_kernel(),
        openblas_coretype=os.environ.get("OPENBLAS_CORETYPE"),
        openblas_l2_size=os.environ.get("OPENBLAS_L2_SIZE"),
        target_parameters=models.target.parameters,
        weight_bytes=wb,
        one_position_pass_seconds=t[0],
        weights_per_second=wb / t[0],
        memory_bandwidth_bytes_per_second=bw,
        pass_time_ratio_by_positions={m: t[m - 1] / t[0] for m in range(1, 10)},
        pass_seconds_by_positions={m: t[m - 1] for m in range(1, 10)},
    )


def run(runs=5, chars=300, prompts=PRESETS, ks=None, drafts=None, temperatures=(0.0, 0.8), seed=1):
    from desktop.realmodels import generate, load_models
    from desktop.realmodels.blas import set_blas_threads
    from desktop.realmodels.calibration import calibrate, max_k

    set_blas_threads(1)
    models = load_models()
    drafts = list(drafts or models.available_drafts())
    phys = physics(models)
    ks_of = {d: [k for k in (ks or range(1, 9)) if k <= max_k(d, models)] for d in drafts}
    # The screen's calibration, as it runs before a comparison: costs + a short warm-up.
    calib = {}
    for T in temperatures:
        t_pass = t_step = None
        for d in drafts:
            c = calibrate(models, prompts[0], d, temperature=T, seed=seed, t_pass=t_pass, t_step=t_step)
            t_pass, t_step = c.t_pass, c.t_step
            calib[(T, d)] = c
    configs = [(T, p, None, 0) for T in temperatures for p in prompts]
    configs += [(T, p, d, k) for T in temperatures for p in prompts for d in drafts for k in ks_of[d]]
    samples = {c: [] for c in configs}
    info = {}
    generate(models, prompts[0], 40, k=2, draft=drafts[0] if drafts else None)  # warm caches
    for _ in range(runs):
        for c in configs:
            T, p, d, k = c
            r = generate(models, p, chars, k=max(k, 1), draft=d, temperature=T, seed=seed)
            samples[c].append(r.elapsed)
            info[c] = r
    rows = []
    for T in temperatures:
        for p in prompts:
            base_c = (T, p, None, 0)
            base_t = statistics.median(samples[base_c])
            rows.append(dict(temperature=T, prompt=p, draft="none", k=0, median_seconds=base_t,
                             slow_passes=info[base_c].slow_passes, speedup=1.0, acceptance_rate=None,
                             identical=True, max_repeat_20=max_repeat(info[base_c].text),
                             text=info[base_c].text))
            for d in drafts:
                for k in ks_of[d]:
                    c = (T, p, d, k)
                    r = info[c]
                    med = statistics.median(samples[c])
                    rows.append(dict(temperature=T, prompt=p, draft=d, k=k, median_seconds=med,
                                     slow_passes=r.slow_passes, draft_passes=r.draft_passes,
                                     speedup=base_t / med, acceptance_rate=r.acceptance_rate,
                                     tokens_per_pass=r.tokens_per_pass, tie_reruns=r.tie_reruns,
                                     identical=r.text == info[base_c].text))
    summary = []
    for T in temperatures:
        base_total = sum(r["median_seconds"] for r in rows if r["temperature"] == T and r["draft"] == "none")
        for d in drafts:
            per_k = []
            cal = calib[(T, d)]
            for k in ks_of[d]:
                sel = [r for r in rows if r["temperature"] == T and r["draft"] == d and r["k"] == k]
                total = sum(r["median_seconds"] for r in sel)
                per_k.append(dict(k=k, speedup=base_total / total, predicted=cal.predicted_speedup(k),
                                  acceptance_rate=statistics.mean(r["acceptance_rate"] for r in sel),
                                  slow_passes=statistics.mean(r["slow_passes"] for r in sel),
                                  identical=all(r["identical"] for r in sel)))
            best = max(per_k, key=lambda x: x["speedup"])
            chosen = max(ks_of[d], key=cal.predicted_speedup)  # as the screen picks, among the ks run
            at_chosen = next(x for x in per_k if x["k"] == chosen)
            summary.append(dict(temperature=T, draft=d, best_k=best["k"], best_speedup=best["speedup"],
                                predicted_at_best=best["predicted"],
                                prediction_error=best["predicted"] / best["speedup"] - 1,
                                calibrated_k=chosen, speedup_at_calibrated_k=at_chosen["speedup"],
                                calibration=dict(c=cal.c, alpha=cal.acceptance.alpha,
                                                 t_draft_seconds=cal.t_draft, per_round=cal.per_round,
                                                 t_step_seconds=cal.t_step,
                                                 bookkeeping_seconds={str(k): v for k, v in
                                                                      cal.bookkeeping.items()}),
                                acceptance_rate=best["acceptance_rate"], by_k=per_k))
    default = {str(s["temperature"]): dict(draft=s["draft"], k=s["calibrated_k"], speedup=s["speedup_at_calibrated_k"])
               for s in summary if s["draft"] == DEFAULT_DRAFT}
    return dict(
        environment=dict(python=platform.python_version(), machine=platform.machine(),
                         cpus=os.cpu_count(), openblas_threads=os.environ.get("OPENBLAS_NUM_THREADS"),
                         numpy=__import__("numpy").__version__),
        settings=dict(runs=runs, chars=chars, prompts=list(prompts), ks={d: v for d, v in ks_of.items()},
                      drafts=drafts, temperatures=list(temperatures), seed=seed),
        models={n: dict(parameters=c.get("parameters"), val_loss=c.get("loss_nats_per_char", {}).get("val"))
                for n, c in _cards().items()},
        physics=phys,
        micro=micro(models),
        default_settings=default,
        max_repeat_20=max(r["max_repeat_20"] for r in rows if r["draft"] == "none"),
        summary=summary,
        rows=rows,
    )


def _cards():
    from desktop.realmodels.api import model_cards

    return model_cards()


def _report(res) -> str:
    m = res["micro"]
    ph = res["physics"]
    tc = m["target_call_seconds_by_positions"]
    lines = [f"BLAS kernel {ph['blas_kernel']} (OPENBLAS_CORETYPE={ph['openblas_coretype']}, "
             f"OPENBLAS_L2_SIZE={ph['openblas_l2_size']})",
             f"target: {ph['target_parameters']:,} parameters, {ph['weight_bytes'] / 1e6:.1f} MB of float32 weights; "
             f"one-position pass {ph['one_position_pass_seconds'] * 1e3:.2f} ms = "
             f"{ph['weights_per_second'] / 1e9:.2f} GB/s of weights; memory reads "
             f"{ph['memory_bandwidth_bytes_per_second'] / 1e9:.2f} GB/s",
             "pass time / one position, by positions: "
             + ", ".join(f"{n}: {r:.2f}" for n, r in ph["pass_time_ratio_by_positions"].items()),
             "target call (ms) by positions: " + ", ".join(f"{n}: {s * 1e3:.2f}" for n, s in tc.items())]
    lines += [f"{k} (ms): {v * 1e3:.3f}" for k, v in m.items() if k.startswith("draft_")]
    for s in res["summary"]:
        lines.append(f"T={s['temperature']:g} draft={s['draft']}: best k={s['best_k']} "
                     f"speed-up {s['best_speedup']:.2f}x (predicted {s['predicted_at_best']:.2f}x, "
                     f"{s['prediction_error'] * 100:+.0f} %), acceptance {s['acceptance_rate']:.2f}; "
                     f"calibrated k={s['calibrated_k']}: {s['speedup_at_calibrated_k']:.2f}x; "
                     f"c={s['calibration']['c']:.4f}")
        lines.append("   " + "  ".join(f"k{r['k']}:{r['speedup']:.2f}x/p{r['predicted']:.2f}"
                                       + ("" if r["identical"] else "!DIFF") for r in s["by_k"]))
    lines.append("screen defaults: " + ", ".join(f"T={T}: {d['draft']} k={d['k']} {d['speedup']:.2f}x"
                                                 for T, d in res["default_settings"].items()))
    lines.append(f"most repeated 20-character substring (target alone, {res['settings']['chars']} chars): "
                 f"{res['max_repeat_20']} times")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m desktop.bench realmodels", description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--runs", type=int, default=5, help="runs per configuration (median)")
    ap.add_argument("--chars", type=int, default=300)
    ap.add_argument("--quick", action="store_true", help="k in 1,2,3,4,6 and one prompt (still medians)")
    ap.add_argument("--drafts", default=None, help="comma-separated drafts (default: all installed)")
    ap.add_argument("--ks", default=None, help="comma-separated windows k (default 1..8; the heads stop at 4)")
    a = ap.parse_args(argv)
    if a.runs < 1 or a.chars < 1:
        ap.error("--runs and --chars must be positive")
    kw = dict(runs=a.runs, chars=a.chars)
    if a.quick:
        kw.update(ks=[1, 2, 3, 4, 6], prompts=PRESETS[:1], runs=min(a.runs, 3))
    if a.drafts:
        kw["drafts"] = a.drafts.split(",")
    if a.ks:
        kw["ks"] = [int(k) for k in a.ks.split(",")]
    res = run(**kw)
    if a.json:
        json.dump(res, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        print(_report(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
