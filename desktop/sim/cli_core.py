"""The ``expected``, ``montecarlo`` and ``trace`` subcommands of ``python -m desktop.sim``.

They print what ``analytic``, ``montecarlo`` and ``trace`` compute (equations and
sources in those modules: Leviathan, Kalman & Matias 2023, §3; Chen et al. 2023).
Arguments are read as text and checked by ``desktop.sim.validate``, so a bad
value is reported as one line naming the parameter and its range (exit 2).
"""

from __future__ import annotations

from desktop.sim import validate

_RANGES = {
    "k": f"integer {validate.K_RANGE[0]}..{validate.K_RANGE[1]}",
    "alpha": "0..1",
    "cost": "0..10",
    "tokens": f"integer {validate.TOKENS_RANGE[0]}..{validate.TOKENS_RANGE[1]}",
    "trials": f"integer {validate.TRIALS_RANGE[0]}..{validate.TRIALS_RANGE[1]}",
    "seed": "integer >= 0",
}


def _add(parser, name: str, help_text: str, default=None) -> None:
    kwargs = {"metavar": name.upper(), "help": f"{help_text} ({_RANGES[name]})"}
    if default is None:
        kwargs["required"] = True
    else:
        kwargs["default"] = str(default)
        kwargs["help"] += f"; default {default}"
    # type=str: validate.py, not argparse, judges the value so every message looks the same
    parser.add_argument(f"--{name}", type=str, **kwargs)


def add_arguments(parser, name: str) -> None:
    parser.set_defaults(_core_command=name)
    _add(parser, "k", "draft tokens per round")
    _add(parser, "alpha", "probability that each draft token is accepted")
    if name == "expected":
        _add(parser, "cost", "draft pass time / target pass time", 0)
        _add(parser, "tokens", "tokens to generate", 100)
    elif name == "montecarlo":
        _add(parser, "tokens", "tokens per generation", 100)
        _add(parser, "trials", "generations to simulate", 10000)
        _add(parser, "seed", "random seed", 0)
    elif name == "trace":
        _add(parser, "tokens", "tokens to generate", 100)
        _add(parser, "seed", "random seed", 0)
    else:
        raise ValueError(f"unknown command: {name!r}")


def run(args) -> dict:
    command = getattr(args, "_core_command", None) or args.command
    k = validate.k(args.k)
    alpha = validate.alpha(args.alpha)
    if command == "expected":
        from desktop.sim import analytic

        return analytic.lab_numbers(k, alpha, validate.cost(args.cost), validate.tokens(args.tokens))
    if command == "montecarlo":
        from desktop.sim import montecarlo

        tokens = validate.tokens(args.tokens)
        trials = validate.trials(args.trials)
        seed = validate.seed(args.seed)
        return montecarlo.simulate(k, alpha, tokens, trials, seed).to_dict()
    if command == "trace":
        from desktop.sim import trace

        t = trace.make_trace(k, alpha, validate.tokens(args.tokens), validate.seed(args.seed))
        return {
            "rounds": [r.to_dict() for r in t.rounds],
            "slow_passes": t.slow_passes,
            "text": t.text,
        }
    raise ValueError(f"unknown command: {command!r}")


def summary(result: dict) -> str:
    if "optimal_k" in result:
        r = result
        be = r["break_even_alpha"]
        be_text = "never (cost >= 1 or k = 0)" if be is None else f"{be:.4f}"
        return "\n".join(
            [
                f"k={r['k']}  alpha={r['alpha']:g}  cost={r['cost']:g}  tokens={r['tokens']}",
                f"tokens per slow pass: {r['tokens_per_pass']:.4f} (sd {r['tokens_per_pass_sd']:.4f})",
                f"slow passes: {r['slow_passes']:.4f} (sd {r['slow_passes_sd']:.4f})"
                f" vs {r['baseline_passes']} without a draft",
                f"speed-up: {r['speedup']:.4f} long run, {r['speedup_finite']:.4f} for these tokens",
                f"break-even alpha: {be_text}",
                f"best k for this alpha and cost: {r['optimal_k']}",
            ]
        )
    if "trials" in result:
        r = result
        hist = " ".join(f"{x}:{c}" for x, c in enumerate(r["tokens_per_round_histogram"], start=1))
        return "\n".join(
            [
                f"trials: {r['trials']}",
                f"slow passes: mean {r['mean_slow_passes']:.4f}, sd {r['sd_slow_passes']:.4f}",
                f"tokens per slow pass: {r['mean_tokens_per_pass']:.4f}",
                f"rounds by tokens emitted: {hist}",
            ]
        )
    lines = []
    for i, r in enumerate(result["rounds"], start=1):
        cut = " (cut at the last token)" if len(r["emitted"]) < r["accepted"] + 1 else ""
        lines.append(
            f"{i:>3}. draft [{' '.join(r['drafted'])}] accepted {r['accepted']}, {r['extra']}{cut}"
            f" -> {' '.join(r['emitted'])}"
        )
    lines.append(f"slow passes: {result['slow_passes']}")
    lines.append(result["text"])
    return "\n".join(lines)
