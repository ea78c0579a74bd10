"""The n-gram drafter against a brute-force Witten-Bell model built from Python dicts."""

from collections import Counter

import numpy as np
import pytest

from desktop.realmodels.ngram import NGramModel, build_tables

TEXT = "en un lugar de la mancha de cuyo nombre no quiero acordarme no ha mucho tiempo que vivia un hidalgo"


def brute_force_probs(ids, order, V, context):
    """Witten-Bell interpolation straight from its definition (docs in desktop/realmodels/ngram.py)."""
    counts = [None] + [Counter(tuple(ids[i:i + n]) for i in range(len(ids) - n + 1)) for n in range(1, order + 1)]
    total = sum(counts[1].values())
    p = np.array([(counts[1][(c,)] + 1) / (total + V) for c in range(V)])
    for n in range(2, order + 1):
        h = tuple(context[len(context) - (n - 1):])
        if len(h) < n - 1:
            break
        follow = {g[-1]: c for g, c in counts[n].items() if g[:-1] == h}
        if not follow:
            break
        C, T = sum(follow.values()), len(follow)
        p = np.array([(follow.get(c, 0) + T * p[c]) / (C + T) for c in range(V)])
    return p


@pytest.mark.parametrize("order", [1, 2, 3, 5])
def test_probabilities_match_brute_force(order):
    chars = sorted(set(TEXT))
    V = len(chars) + 1  # one id left unused, as the unknown symbol is in the app
    ids = [chars.index(c) + 1 for c in TEXT]
    model = NGramModel(build_tables(np.array(ids), order, V))
    rng = np.random.default_rng(0)
    contexts = [ids[i - 4:i] for i in range(4, len(ids), 7)] + [list(rng.integers(0, V, 4)) for _ in range(10)]
    for ctx in contexts:
        got = model.probs(ctx)
        want = brute_force_probs(ids, order, V, ctx)
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-15)
        assert got.sum() == pytest.approx(1.0, abs=1e-12)


def test_short_context_backs_off():
    ids = [1, 2, 3, 1, 2, 4, 1, 2, 3]
    model = NGramModel(build_tables(np.array(ids), 4, 5))
    for ctx in ([], [2], [1, 2]):
        np.testing.assert_allclose(model.probs(ctx), brute_force_probs(ids, 4, 5, ctx), rtol=1e-12)


def test_shipped_ngram_is_a_distribution(models):
    ngram = models.draft("ngram")
    assert ngram.order == 5
    ids = models.vocab.encode("En un lugar de la Mancha")
    p = ngram.probs(ids)
    assert p.shape == (models.vocab.size,)
    assert p.sum() == pytest.approx(1.0, abs=1e-9)
    # Four characters of context: "Manch" continues as "Sancho" does, "acordarm" as "acordarme".
    assert models.vocab.chars[int(np.argmax(ngram.probs(models.vocab.encode("de la Manch"))))] == "o"
    assert models.vocab.chars[int(np.argmax(ngram.probs(models.vocab.encode("quiero acordarm"))))] == "e"
