"""The shared decision rule: repetition penalty, Gumbel noise, temperature."""

import math

import numpy as np
import pytest

from desktop.realmodels.decoding import REPEAT_MAX_MATCH, Rule


class _Vocab:
    def __init__(self, chars):
        self.chars = chars
        self.size = len(chars)
        self.index = {c: i for i, c in enumerate(chars)}


VOCAB = _Vocab("?abcdeilmnorsu ,.")


def brute_force_penalties(ctx, beta, free):
    out = {}
    for c in VOCAB.chars:
        longest = 0
        ext = ctx + c
        for ell in range(1, REPEAT_MAX_MATCH + 2):
            if ell <= len(ctx) and ext[-ell:] in ctx:
                longest = ell
        if longest > free:
            out[VOCAB.index[c]] = beta * (longest - free)
    return out


@pytest.mark.parametrize("ctx", [
    "el sol brilla. el sol brilla. el sol bri",
    "de la casa de la cama de la cara de la c",
    "abcabcabcabcabcabcabcabcabcabcabcabcabcabcabc",
    "nada se repite aqui",
    "a" * 60,
])
def test_penalty_matches_brute_force(ctx):
    rule = Rule(VOCAB, repeat_penalty=0.5, repeat_free=6)
    got = rule.penalties(ctx)
    want = brute_force_penalties(ctx, 0.5, 6)
    assert got.keys() == want.keys()
    for c in want:
        assert got[c] == pytest.approx(want[c])


def test_noise_is_a_function_of_seed_and_position():
    a = Rule(VOCAB, temperature=0.8, seed=9)
    b = Rule(VOCAB, temperature=0.8, seed=9)
    row = a.noise(700, 1).copy()
    b.noise(0, 5)
    np.testing.assert_array_equal(b.noise(698, 3)[2], row[0])
    assert not np.array_equal(Rule(VOCAB, temperature=0.8, seed=10).noise(700, 1), row)


def test_gumbel_max_samples_the_softmax():
    """argmax(l/T + g) over many positions: frequencies follow softmax(l/T) (chi-square, 0.999)."""
    T = 0.8
    logits = np.array([2.0, 1.5, 1.0, 0.2, -1.0, 0.0, 0.7] + [-9.0] * (VOCAB.size - 7))
    rule = Rule(VOCAB, temperature=T, seed=3, repeat_penalty=0.0)
    n = 20_000
    s = rule.scores(np.tile(logits, (n, 1)), 0, [""] * n)
    counts = np.bincount(s.argmax(axis=1), minlength=VOCAB.size)[:7]
    p = np.exp(logits / T)
    p /= p.sum()
    exp = n * p[:7]
    stat = float(((counts - exp) ** 2 / exp).sum())
    df = 6
    crit = df * (1 - 2 / (9 * df) + 3.09 * math.sqrt(2 / (9 * df))) ** 3  # Wilson-Hilferty, 0.999
    assert stat < crit
