"""Speculative sampling: the output follows the target's distribution exactly.

Source: Leviathan, Kalman & Matias, "Fast Inference from Transformers via
Speculative Decoding" (ICML 2023), §2.3 and Appendix A.1; Chen et al.,
"Accelerating Large Language Model Decoding with Speculative Sampling" (2023),
Algorithm 2.

One step, with target distribution p and draft distribution q over the same
words:

    x ~ q                                        the draft proposes
    accept x with probability min(1, p(x)/q(x))  the target checks
    otherwise y ~ norm(max(0, p - q))            the target corrects

    P(output = x) = min(p(x), q(x)) + (1 - Σ_y min(p(y), q(y))) · r(x) = p(x)

where r = norm(max(0, p - q)) is the residual (Leviathan et al., Theorem 1).
The acceptance probability of one step is

    alpha = Σ_x min(p(x), q(x)) = 1 - TV(p, q),  TV(p, q) = ½ Σ_x |p(x) - q(x)|.

Distributions come from logits with a temperature T: softmax(logits / T).
The Sampling lab's draft is a mixture of the target and another draft o, then
tempered:

    q = (1 - d)·p + d·o,    q_T(x) = q(x)^(1/T) / Σ_y q(y)^(1/T)

so at T = 1 every bar of q can be rebuilt by hand from p, o and d (a blend of
logits could not be: blind reviews 29-63). q_T is softmax(log q / T), and a word
o and p both leave at 0 stays at 0.
The goodness of fit of the outputs against p is Pearson's chi-square,

    X² = Σ_x (n_x - N p(x))² / (N p(x)),  p-value = Q(df/2, X²/2),

with Q the regularized upper incomplete gamma function, computed here
(series and continued fraction, Press et al., Numerical Recipes §6.2) so that
scipy is not needed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from desktop.sim import validate, vocab

MAX_CATEGORIES = 1000
N_RANGE = (1, 10_000_000)
TEMPERATURE_RANGE = (0.05, 10.0)
SUM_TOLERANCE = 1e-6
# n up to this many gets per-step detail in the CLI's JSON (the GUI's "sample 1/100").
DETAIL_LIMIT = 100
# Chi-square needs enough expected counts per cell; cells below this are pooled.
MIN_EXPECTED = 5.0
_CHUNK = 1_000_000


# --- distributions -----------------------------------------------------------

def softmax(logits, temperature: float = 1.0):
    """softmax(logits / T) as a float64 array."""
    import numpy as np

    t = validate.check_float("temperature", temperature, *TEMPERATURE_RANGE)
    z = np.asarray(logits, dtype=float) / t
    if z.ndim != 1 or z.size == 0 or not np.all(np.isfinite(z)):
        raise ValueError(f"invalid value for logits: {logits!r} (expected a non-empty list of finite numbers)")
    e = np.exp(z - z.max())
    return e / e.sum()


def blend_logits(target, away, difference: float):
    """Logits (1 - d)·target + d·away: d = 0 is the target itself, d = 1 is ``away``."""
    import numpy as np

    d = validate.check_float("difference", difference, 0.0, 1.0)
    a = np.asarray(target, dtype=float)
    b = np.asarray(away, dtype=float)
    if a.shape != b.shape:
        raise ValueError(f"invalid value for away: length {b.size} (expected length {a.size}, as target)")
    return (1.0 - d) * a + d * b


def mixture(target, other, weight: float):
    """(1 - w)·target + w·other, word by word: w = 0 is the target itself, w = 1 is ``other``."""
    import numpy as np

    w = validate.check_float("weight", weight, 0.0, 1.0)
    a = check_distribution("target", target)
    b = check_distribution("other", other)
    if a.shape != b.shape:
        raise ValueError(f"invalid value for other: length {b.size} (expected length {a.size}, as target)")
    return np.asarray((1.0 - w) * a + w * b)


def tempered(q, temperature: float = 1.0):
    """q^(1/T), renormalised: T < 1 sharpens q, T > 1 flattens it, and zeros stay zero."""
    import numpy as np

    t = validate.check_float("temperature", temperature, *TEMPERATURE_RANGE)
    q = check_distribution("q", q)
    # Divided by the largest first, so a small T cannot underflow every word to 0.
    e = np.power(q / q.max(), 1.0 / t)
    return e / e.sum()


def target_distribution(temperature: float = 1.0):
    """p over vocab.NEXT_WORDS."""
    return softmax(vocab.TARGET_LOGITS, temperature)


def draft_distribution(difference: float = vocab.DEFAULT_DIFFERENCE, temperature: float = 1.0):
    """q over vocab.NEXT_WORDS, ``difference`` (0..1) of the way from the target to a poor draft."""
    return softmax(blend_logits(vocab.TARGET_LOGITS, vocab.AWAY_LOGITS, difference), temperature)


def check_distribution(name: str, values, normalise: bool = False):
    """Return ``values`` as a probability vector, or raise ValueError naming ``name``.

    Accepts a sequence of numbers or a comma-separated string. Without
    ``normalise`` the values must already sum to 1 within SUM_TOLERANCE.
    """
    import numpy as np

    if isinstance(values, str):
        parts = [s.strip() for s in values.split(",")]
        if any(not s for s in parts):
            raise ValueError(f"invalid value for {name}: {values!r} (expected comma-separated numbers)")
        items = parts
    else:
        try:
            items = list(values)
        except TypeError:
            raise ValueError(f"invalid value for {name}: {values!r} (expected a list of numbers)") from None
    if not 1 <= len(items) <= MAX_CATEGORIES:
        raise ValueError(f"invalid value for {name}: {len(items)} values (expected 1 to {MAX_CATEGORIES})")
    out = np.empty(len(items))
    for i, item in enumerate(items):
        try:
            v = float(item.strip() if isinstance(item, str) else item)
        except (TypeError, ValueError):
            v = math.nan
        if isinstance(item, bool) or not math.isfinite(v) or v < 0:
            raise ValueError(f"invalid value for {name}[{i}]: {item!r} (expected a finite number >= 0)")
        out[i] = v
    total = float(out.sum())
    if total <= 0.0:
        raise ValueError(f"invalid value for {name}: all zero (expected probabilities with a positive sum)")
    if normalise:
        return out / total
    if abs(total - 1.0) > SUM_TOLERANCE:
        raise ValueError(
            f"invalid value for {name}: sums to {total:.9g} "
            f"(expected probabilities summing to 1 within {SUM_TOLERANCE:g}; or pass --normalise)"
        )
    return out


def _pair(p, q):
    import numpy as np

    p = np.asarray(p, dtype=float)
    q = np.asarray(q, dtype=float)
    if p.shape != q.shape or p.ndim != 1:
        raise ValueError(
            f"invalid value for q: {q.size} values (expected {p.size}, one per candidate as in p)"
        )
    return p, q


def acceptance_rate(p, q) -> float:
    """alpha = Σ min(p, q): the chance that one drafted token is accepted."""
    import numpy as np

    p, q = _pair(p, q)
    return float(np.minimum(p, q).sum())


def tv_distance(p, q) -> float:
    """Total variation distance ½ Σ |p - q|."""
    import numpy as np

    p, q = _pair(p, q)
    return float(0.5 * np.abs(p - q).sum())


def residual(p, q):
    """norm(max(0, p - q)), the distribution a rejection resamples from.

    When q covers p everywhere (p ≤ q, so p = q) nothing is ever rejected in
    exact arithmetic; p itself is returned so the function is total.
    """
    import numpy as np

    p, q = _pair(p, q)
    r = np.maximum(p - q, 0.0)
    s = r.sum()
    return r / s if s > 0 else p / p.sum()


# --- sampling ------------------------------------------------------------------

@dataclass(frozen=True)
class SampleBatch:
    """n independent speculative-sampling steps."""

    drafts: "object"     # int array: the draft's proposed index
    accepted: "object"   # bool array: did the target keep it?
    outputs: "object"    # int array: the token actually emitted


def _cdf(prob):
    import numpy as np

    c = np.cumsum(prob)
    return c / c[-1]  # c[-1] / c[-1] is exactly 1, so u < 1 never falls off the end


def _draw(cdf, u):
    # side="right" returns the first index whose cdf exceeds u, so a word with
    # zero probability (a flat step of the cdf) can never be drawn.
    import numpy as np

    return np.searchsorted(cdf, u, side="right")


def speculative_sample(p, q, n: int, rng) -> SampleBatch:
    """Run ``n`` speculative-sampling steps, vectorised, with numpy Generator ``rng``."""
    import numpy as np

    p, q = _pair(p, q)
    n = validate.check_int("n", n, *N_RANGE)
    drafts = _draw(_cdf(q), rng.random(n))
    # Accept iff u < p/q, written without dividing (q > 0 at every drawn index).
    accepted = rng.random(n) * q[drafts] < p[drafts]
    outputs = drafts.copy()
    rejected = np.flatnonzero(~accepted)
    if rejected.size:
        outputs[rejected] = _draw(_cdf(residual(p, q)), rng.random(rejected.size))
    return SampleBatch(drafts=drafts, accepted=accepted, outputs=outputs)


def speculative_step(p, q, rng) -> dict:
    """One step, as the GUI shows it: draft index, accepted?, output index."""
    b = speculative_sample(p, q, 1, rng)
    return {"draft": int(b.drafts[0]), "accepted": bool(b.accepted[0]), "output": int(b.outputs[0])}


def sample_counts(p, q, n: int, rng):
    """Counts of outputs per word and the number of accepted drafts, in chunks of 10^6."""
    import numpy as np

    p, q = _pair(p, q)
    n = validate.check_int("n", n, *N_RANGE)
    counts = np.zeros(p.size, dtype=np.int64)
    accepted = 0
    left = n
    while left:
        m = min(left, _CHUNK)
        b = speculative_sample(p, q, m, rng)
        counts += np.bincount(b.outputs, minlength=p.size)
        accepted += int(b.accepted.sum())
        left -= m
    return counts, accepted


def step_details(batch: SampleBatch, words=None) -> list[dict]:
    """Per-step records: draft word, accepted?, emitted word (indices if no words)."""
    label = (lambda i: words[i]) if words is not None else int
    return [
        {"draft": label(int(d)), "accepted": bool(a), "output": label(int(o))}
        for d, a, o in zip(batch.drafts, batch.accepted, batch.outputs)
    ]


# --- goodness of fit -------------------------------------------------------------

def _gamma_p_series(a: float, x: float) -> float:
    term = total = 1.0 / a
    ap = a
    for _ in range(10_000):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * 1e-16:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _gamma_q_contfrac(a: float, x: float) -> float:
    # Modified Lentz evaluation of the continued fraction for Q(a, x).
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-16:
            break
    return h * math.exp(-x + a * math.log(x) - math.lgamma(a))


def gamma_q(a: float, x: float) -> float:
    """Regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a), for a > 0, x ≥ 0."""
    if not a > 0 or not x >= 0 or math.isnan(x):
        raise ValueError(f"invalid value for gamma_q: a={a!r}, x={x!r} (expected a > 0, x >= 0)")
    if x == 0:
        return 1.0
    if math.isinf(x):
        return 0.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _gamma_p_series(a, x))
    return min(1.0, _gamma_q_contfrac(a, x))


def chi2_sf(x: float, df: int) -> float:
    """P(X² ≥ x) for a chi-square variable with ``df`` degrees of freedom."""
    df = validate.check_int("df", df, 1, None)
    if math.isnan(x):
        raise ValueError(f"invalid value for x: {x!r} (expected a number >= 0)")
    if x <= 0:
        return 1.0
    return gamma_q(df / 2.0, x / 2.0)


def chi_square(counts, p) -> tuple[float, int, float | None]:
    """Pearson's (X², df, p-value) of ``counts`` against ``p``.

    Words with p = 0 must never appear: one such output makes X² infinite and
    the p-value 0. Cells expecting fewer than MIN_EXPECTED outputs are pooled
    (the usual condition for the chi-square approximation); if the pool is
    still short it joins the smallest other cell. With a single cell left
    (too few samples, or p a single word) there is nothing to test: df = 0 and
    the p-value is None.
    """
    import numpy as np

    counts = np.asarray(counts, dtype=float)
    p = np.asarray(p, dtype=float)
    n = counts.sum()
    support = p > 0
    if counts[~support].sum() > 0:
        return math.inf, max(int(support.sum()) - 1, 1), 0.0
    expected = list(n * p[support])
    observed = list(counts[support])
    small = [i for i, e in enumerate(expected) if e < MIN_EXPECTED]
    if small:
        pool_e = sum(expected[i] for i in small)
        pool_o = sum(observed[i] for i in small)
        expected = [e for i, e in enumerate(expected) if i not in small]
        observed = [o for i, o in enumerate(observed) if i not in small]
        if pool_e < MIN_EXPECTED and expected:
            j = int(np.argmin(expected))
            expected[j] += pool_e
            observed[j] += pool_o
        else:
            expected.append(pool_e)
            observed.append(pool_o)
    df = len(expected) - 1
    if df < 1:
        return 0.0, 0, None
    e = np.array(expected)
    o = np.array(observed)
    stat = float(((o - e) ** 2 / e).sum())
    return stat, df, chi2_sf(stat, df)


# --- CLI -------------------------------------------------------------------------

def add_arguments(parser, name: str) -> None:
    parser.description = (
        "Speculative sampling: the draft proposes from q, the target accepts with "
        "min(1, p/q) or resamples from norm(max(0, p - q)); outputs follow p. "
        "Without --p/--q it uses the built-in Spanish words after '" + vocab.PROMPT + " ...'."
    )
    parser.add_argument("--p", help="target probabilities, comma-separated (needs --q)")
    parser.add_argument("--q", help="draft probabilities, comma-separated, same length as --p")
    parser.add_argument("--normalise", "--normalize", dest="normalise", action="store_true",
                        help="divide --p and --q by their sums instead of requiring sum 1")
    parser.add_argument("--n", default="10000", help="number of sampling steps (default 10000)")
    parser.add_argument("--seed", default="0", help="random seed (default 0)")
    parser.add_argument("--temperature", default=None,
                        help="built-in words only: softmax temperature (default 1)")
    parser.add_argument("--difference", default=None,
                        help="built-in words only: how far the draft is from the target, 0..1 "
                             f"(default {vocab.DEFAULT_DIFFERENCE:g})")


def run(args) -> dict:
    import numpy as np

    n = validate.check_int("n", args.n, *N_RANGE)
    seed = validate.seed(args.seed)
    if (args.p is None) != (args.q is None):
        missing = "q" if args.q is None else "p"
        raise ValueError(f"invalid value for {missing}: missing (expected --p and --q together)")
    if args.p is not None:
        if args.temperature is not None or args.difference is not None:
            raise ValueError(
                "invalid value for temperature/difference: given with --p/--q "
                "(expected them only with the built-in words)"
            )
        p = check_distribution("p", args.p, args.normalise)
        q = check_distribution("q", args.q, args.normalise)
        if p.size != q.size:
            raise ValueError(f"invalid value for q: {q.size} values (expected {p.size}, as many as --p)")
        words = None
        temperature = difference = None
    else:
        temperature = validate.check_float(
            "temperature", 1.0 if args.temperature is None else args.temperature, *TEMPERATURE_RANGE)
        difference = validate.check_float(
            "difference", vocab.DEFAULT_DIFFERENCE if args.difference is None else args.difference,
            0.0, 1.0)
        p = target_distribution(temperature)
        q = draft_distribution(difference, temperature)
        words = list(vocab.NEXT_WORDS)

    rng = np.random.default_rng(seed)
    if n <= DETAIL_LIMIT:
        batch = speculative_sample(p, q, n, rng)
        counts = np.bincount(batch.outputs, minlength=p.size)
        accepted = int(batch.accepted.sum())
        steps = step_details(batch, words)
    else:
        counts, accepted = sample_counts(p, q, n, rng)
        steps = None
    stat, df, p_value = chi_square(counts, p)
    result = {
        "n": n,
        "seed": seed,
        "words": words,
        "prompt": vocab.PROMPT if words else None,
        "temperature": temperature,
        "difference": difference,
        "p": [float(v) for v in p],
        "q": [float(v) for v in q],
        "alpha": acceptance_rate(p, q),
        "tv_distance": tv_distance(p, q),
        "accepted": accepted,
        "accept_rate": accepted / n,
        "counts": [int(c) for c in counts],
        "chi2": stat if math.isfinite(stat) else None,
        "df": df,
        "p_value": p_value,
    }
    if steps is not None:
        result["steps"] = steps
    return result


def summary(result: dict) -> str:
    names = result["words"] or [str(i) for i in range(len(result["p"]))]
    width = max(len(s) for s in names)
    chi2 = "inf" if result["chi2"] is None else f"{result['chi2']:.3f}"
    fit = ("too few outputs to test" if result["p_value"] is None
           else f"p-value {result['p_value']:.4g}")
    lines = [
        f"{result['n']} steps, seed {result['seed']}",
        f"alpha = sum min(p, q) = {result['alpha']:.4f}   TV(p, q) = {result['tv_distance']:.4f}",
        f"accepted {result['accepted']} of {result['n']} = {result['accept_rate']:.4f}",
        f"chi-square vs p: {chi2} on {result['df']} df, {fit}",
        f"{'word':<{width}}  {'p':>7}  {'q':>7}  {'output':>7}",
    ]
    n = result["n"]
    for name, pv, qv, c in zip(names, result["p"], result["q"], result["counts"]):
        lines.append(f"{name:<{width}}  {pv:7.4f}  {qv:7.4f}  {c / n:7.4f}")
    return "\n".join(lines)
