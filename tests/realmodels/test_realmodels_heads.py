"""Medusa heads: their logits follow the published formula, and drafting with them
writes exactly the target-only text, with no draft pass of their own."""

import json
import shutil

import numpy as np
import pytest

from desktop.realmodels import generate, load_models
from desktop.realmodels.models import models_dir
from desktop.realmodels.weights import SCALE_SUFFIX, save_weights

PROMPTS = ["En un lugar de la Mancha", "Dijo Sancho"]
CHARS = 200
SEED = 5


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory, models):
    """The shipped target beside random heads: exactness must not depend on how good they are."""
    d = tmp_path_factory.mktemp("heads_models")
    src = models.directory
    for name in ("target.npz", "target.json"):
        shutil.copy(src / name, d / name)
    dm = models.target.d
    rng = np.random.default_rng(3)
    arrays = {}
    for i in range(3):
        arrays[f"h{i}.w"] = rng.normal(0, 0.05, (dm, dm))
        arrays[f"h{i}.b"] = rng.normal(0, 0.05, dm)
    save_weights(d / "heads.npz", arrays, {k: "column" for k in arrays if k.endswith(".w")})
    card = {"name": "heads", "kind": "medusa-heads", "architecture": {"n_heads": 3, "d_model": dm},
            "vocab": models.target.card["vocab"]}
    (d / "heads.json").write_text(json.dumps(card), encoding="utf-8")
    return load_models(d)


def _silu(z):
    return z / (1.0 + np.exp(-z))


def _layernorm(x, w, b):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + 1e-5) * w + b


def _raw(path):
    """Every array of an .npz, dequantised by hand: q * scale."""
    with np.load(path) as z:
        names = [k for k in z.files if not k.endswith(SCALE_SUFFIX)]
        return {k: (z[k].astype(np.float64) * z[k + SCALE_SUFFIX] if k + SCALE_SUFFIX in z.files
                    else z[k].astype(np.float64)) for k in names}


def test_head_logits_match_the_medusa_formula(synthetic):
    heads = synthetic.draft("heads")
    target = synthetic.target
    ids = synthetic.vocab.encode("Dijo Sancho a su amo")
    _logits, x = target.forward(ids, target.new_cache(64), hidden=True)
    h = x[-1].astype(np.float64)
    hw = _raw(synthetic.directory / "heads.npz")
    tw = _raw(synthetic.directory / "target.npz")
    got = heads.logits(x[-1], 3)
    for i in range(3):
        z = h + _silu(h @ hw[f"h{i}.w"] + hw[f"h{i}.b"])
        want = _layernorm(z, tw["lnf_w"], tw["lnf_b"]) @ tw["head_w"] + tw["head_b"]
        assert np.abs(got[i] - want).max() < 1e-3


def test_the_hidden_state_is_what_the_logits_come_from(models):
    """forward(hidden=True) returns the state whose final LayerNorm + head gives its logits."""
    t = models.target
    ids = models.vocab.encode("Érase una vez")
    logits, x = t.forward(ids, t.new_cache(32), hidden=True)
    assert np.abs(t.head_logits(x) - logits).max() < 1e-4


@pytest.mark.parametrize("temperature", [0.0, 0.8])
@pytest.mark.parametrize("k", [1, 2, 3])
@pytest.mark.parametrize("prompt", PROMPTS)
def test_heads_write_the_target_text(synthetic, prompt, k, temperature):
    base = generate(synthetic, prompt, CHARS, draft=None, temperature=temperature, seed=SEED)
    spec = generate(synthetic, prompt, CHARS, k=k, draft="heads", temperature=temperature, seed=SEED)
    assert spec.text == base.text
    assert spec.draft_passes == 0  # the heads ran inside the target's passes
    assert spec.accepted + spec.slow_passes == CHARS
    assert spec.slow_passes <= CHARS


def test_heads_refuse_a_window_beyond_their_count(synthetic):
    with pytest.raises(ValueError, match="at most 3"):
        generate(synthetic, "Dijo", 10, k=4, draft="heads")


def test_shipped_heads_write_the_target_text_and_save_passes(models):
    if not (models_dir() / "heads.npz").exists():
        pytest.skip("heads not installed")
    heads = models.draft("heads")
    for temperature in (0.0, 0.8):
        base = generate(models, PROMPTS[0], 300, draft=None, temperature=temperature, seed=SEED)
        for k in range(1, heads.n_heads + 1):
            spec = generate(models, PROMPTS[0], 300, k=k, draft="heads", temperature=temperature, seed=SEED)
            assert spec.text == base.text, (k, temperature)
        # Trained heads guess well enough to save slow passes (random ones would not).
        assert spec.slow_passes < 0.8 * base.slow_passes
