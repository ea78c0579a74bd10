"""Rejection sampling keeps the target's next-character distribution (chi-square, fixed seed)."""

import math

import numpy as np
import pytest

from desktop.realmodels import generate, rejection_round


def _softmax(x):
    e = np.exp(x - x.max())
    return e / e.sum()


def chi2_quantile(df, z=3.09):
    """Wilson-Hilferty approximation of the chi-square quantile at the normal quantile z (0.999)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


@pytest.mark.parametrize("draft", ["tiny", "ngram"])
def test_first_character_follows_the_target(models, draft):
    T = 1.0
    ctx = models.vocab.encode("Dijo Sancho: ")
    cache = models.target.new_cache()
    p = _softmax(models.target.forward(ctx, cache)[-1].astype(np.float64) / T)
    d = models.draft(draft)
    if draft == "ngram":
        q = _softmax(d.logits(ctx) / T)
    else:
        q = _softmax(d.forward(ctx, d.new_cache())[-1].astype(np.float64) / T)
    assert 0.5 * np.abs(p - q).sum() > 0.05  # the drafter really differs from the target

    rng = np.random.default_rng(2024)
    n = 40_000
    counts = np.zeros(len(p))
    accepted = 0
    for _ in range(n):
        x = int(rng.choice(len(q), p=q))
        j, tok = rejection_round([p, p], [q], [x], rng)
        first = x if j == 1 else tok
        accepted += j
        counts[first] += 1
    expected = n * p
    big = expected >= 5
    obs = np.append(counts[big], counts[~big].sum())
    exp = np.append(expected[big], expected[~big].sum())
    if exp[-1] < 5:
        obs, exp = obs[:-1], exp[:-1]
    stat = float(((obs - exp) ** 2 / exp).sum())
    assert stat < chi2_quantile(len(obs) - 1)
    # And the acceptance rate is the overlap sum(min(p, q)), within 4 standard errors.
    overlap = np.minimum(p, q).sum()
    assert abs(accepted / n - overlap) < 4 * math.sqrt(overlap * (1 - overlap) / n)


def test_rejection_mode_runs_and_is_reproducible(models):
    a = generate(models, "Érase una vez", 80, k=4, draft="ngram", temperature=0.8, seed=5, rejection=True)
    b = generate(models, "Érase una vez", 80, k=4, draft="ngram", temperature=0.8, seed=5, rejection=True)
    assert a.text == b.text and a.chars == 80
    assert a.accepted + a.slow_passes == 80


def test_rejection_needs_a_temperature(models):
    with pytest.raises(ValueError, match="temperature"):
        generate(models, "Hola", 10, draft="tiny", temperature=0.0, rejection=True)
