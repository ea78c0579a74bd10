"""Speculative decoding with real models writes exactly what the target alone writes.

Greedy and seeded Gumbel sampling (T = 0.8), every k in 1..8, both drafts. The
reference is plain target-only decoding, one position per call.
"""

import functools

import pytest

from desktop.realmodels import generate

CHARS = 300
SEED = 11
PROMPTS = [
    "En un lugar de la Mancha",
    "Dijo Sancho",
    "Érase una vez",
    "—Señor caballero —dijo",
    "Don Quijote",
    "La aventura de los molinos",
    "Y así, ",
    "Respondió el cura que",
    "Dulcinea del Toboso",
    "Capítulo primero. ",
]
TEMPERATURES = [0.0, 0.8]


@functools.lru_cache(maxsize=None)
def _baseline(models, prompt, temperature):
    return generate(models, prompt, CHARS, draft=None, temperature=temperature, seed=SEED)


def _check(models, prompt, temperature, draft, k):
    base = _baseline(models, prompt, temperature)
    spec = generate(models, prompt, CHARS, k=k, draft=draft, temperature=temperature, seed=SEED)
    assert spec.chars == base.chars == CHARS
    assert spec.text == base.text, (prompt, temperature, draft, k)
    # Every round is one slow pass and emits at least one character.
    assert spec.slow_passes <= CHARS
    assert spec.accepted + spec.slow_passes == CHARS
    assert base.slow_passes == CHARS


@pytest.mark.parametrize("temperature", TEMPERATURES)
@pytest.mark.parametrize("draft", ["tiny", "ngram"])
@pytest.mark.parametrize("k", [1, 3, 8])
@pytest.mark.parametrize("prompt", PROMPTS[:2])
def test_identical_text_quick(models, prompt, k, draft, temperature):
    _check(models, prompt, temperature, draft, k)


@pytest.mark.slow
@pytest.mark.parametrize("temperature", TEMPERATURES)
@pytest.mark.parametrize("draft", ["tiny", "ngram"])
@pytest.mark.parametrize("prompt", PROMPTS)
def test_identical_text_full_grid(models, prompt, draft, temperature):
    for k in range(1, 9):
        _check(models, prompt, temperature, draft, k)


@pytest.mark.slow
@pytest.mark.parametrize("temperature", TEMPERATURES)
def test_identical_text_distilled_draft(models, temperature):
    if "distilled" not in models.available_drafts():
        pytest.skip("no distilled draft installed")
    for prompt in PROMPTS[:5]:
        for k in (1, 4, 8):
            _check(models, prompt, temperature, "distilled", k)
