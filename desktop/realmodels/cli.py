"""``python -m desktop.sim generate``: real speculative generation with the shipped tiny models.

    python -m desktop.sim generate --prompt "En un lugar de la Mancha" --chars 300 \\
        --k 4 --draft tiny --temperature 0.8 --seed 1 --json

``--draft none`` is the target-only baseline; ``--temperature 0`` (the default) is
greedy; T > 0 is seeded Gumbel-max sampling, whose text is identical with and
without a draft; ``--rejection`` switches to the rejection-sampling rule (same
distribution, different text). The algorithms and their sources are in
desktop/realmodels/decoding.py.
"""

from __future__ import annotations

from desktop.sim import validate

DRAFTS = ("tiny", "ngram", "distilled", "heads", "none")
CHARS_RANGE = (1, 5000)
K_RANGE = (1, 16)
TEMPERATURE_RANGE = (0.0, 5.0)
PROMPT_MAX = 2000


def add_arguments(parser, name):
    parser.add_argument("--prompt", default="En un lugar de la Mancha", help="text to continue (Spanish works best)")
    parser.add_argument("--chars", default="300", help="characters to generate (1-5000)")
    parser.add_argument("--k", default="4", help="draft characters per round (1-16)")
    parser.add_argument("--draft", default="tiny", help="tiny, ngram, distilled, heads (Medusa heads on the big model, k <= 4) or none (target alone)")
    parser.add_argument("--temperature", default="0", help="0 = greedy; > 0 = seeded sampling (up to 5)")
    parser.add_argument("--seed", default="0", help="seed of the sampling noise")
    parser.add_argument("--rejection", action="store_true", help="rejection sampling: same distribution, not the same text")


def _validated(args) -> dict:
    prompt = args.prompt
    if not isinstance(prompt, str) or not prompt or len(prompt) > PROMPT_MAX:
        raise ValueError(f"invalid value for prompt: {prompt!r} (expected 1 to {PROMPT_MAX} characters)")
    if args.draft not in DRAFTS:
        raise ValueError(f"invalid value for draft: {args.draft!r} (expected one of {', '.join(DRAFTS)})")
    v = dict(
        prompt=prompt,
        chars=validate.check_int("chars", args.chars, *CHARS_RANGE),
        k=validate.check_int("k", args.k, *K_RANGE),
        draft=args.draft,
        temperature=validate.check_float("temperature", args.temperature, *TEMPERATURE_RANGE),
        seed=validate.check_int("seed", args.seed, *validate.SEED_RANGE),
        rejection=bool(args.rejection),
    )
    if v["rejection"] and v["temperature"] == 0:
        raise ValueError("invalid value for temperature: 0.0 (--rejection needs a temperature > 0)")
    if v["rejection"] and v["draft"] == "none":
        raise ValueError("invalid value for draft: 'none' (--rejection needs a draft)")
    return v


def run(args) -> dict:
    v = _validated(args)
    from desktop.realmodels import api
    from desktop.realmodels.blas import set_blas_threads

    set_blas_threads(1)  # numpy is already loaded by the CLI; see docs/performance.md, "Real models lab"
    return api.generate_dict(**v)


def summary(result: dict) -> str:
    acc = result["acceptance_rate"]
    acc_s = "-" if acc is None else f"{acc:.2f}"
    return (
        f"{result['prompt']}{result['text']}\n\n"
        f"draft={result['draft']} k={result['k']} T={result['temperature']:g} seed={result['seed']}"
        f"{' rejection' if result['rejection'] else ''}\n"
        f"slow passes {result['slow_passes']}, draft passes {result['draft_passes']}, "
        f"acceptance {acc_s}, {result['tokens_per_pass']:.2f} chars/pass, {result['seconds'] * 1000:.0f} ms"
    )
