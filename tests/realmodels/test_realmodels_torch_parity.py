"""numpy logits equal the training framework's logits (runs only where torch is installed)."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")

ROOT = Path(__file__).resolve().parents[2]


def _train_module():
    spec = importlib.util.spec_from_file_location("train_models", ROOT / "tools" / "train_models.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("stem", ["target", "draft", "distilled"])
def test_numpy_matches_torch(models, stem):
    path = models.directory / f"{stem}.npz"
    if not path.exists():
        pytest.skip(f"{stem} not installed")
    tm = _train_module()
    m = models.target if stem == "target" else models.draft("tiny" if stem == "draft" else "distilled")
    ref = tm.model_from_npz(path, m.card)
    text = ("Dijo Sancho: —Mire vuestra merced que aquellos que allí se parecen no son gigantes, sino "
            "molinos de viento, y lo que en ellos parecen brazos son las aspas, que, volteadas del viento, "
            "hacen andar la piedra del molino.")
    ids = models.vocab.encode(text)
    assert len(ids) > m.context  # the sliding window is exercised too
    with torch.no_grad():
        want = ref(torch.tensor([ids]))[0].numpy()
    cache = m.new_cache()
    got = np.concatenate([m.forward(ids[:50], cache)] + [m.forward(ids[i:i + 1], cache) for i in range(50, len(ids))])
    assert np.abs(got - want).max() < 1e-3
