"""Build the n-gram drafter of the real-models lab from the corpus (issue 11).

Same vocabulary and the same held-out last 5% as tools/train_models.py; writes
resources/models/ngram.npz and its model card ngram.json. numpy only.

    python tools/build_ngram.py [--order 5] [--min-count 1]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from desktop.realmodels.ngram import NGramModel, build_tables  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "quijote.txt"
OUT = ROOT / "resources" / "models"
UNK = "\ufffd"


def mean_loss(model: NGramModel, ids: np.ndarray) -> float:
    ctx = model.order - 1
    tot = 0.0
    for i in range(ctx, len(ids)):
        tot -= np.log(model.probs(ids[i - ctx:i])[ids[i]])
    return tot / (len(ids) - ctx)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--order", type=int, default=5)
    ap.add_argument("--min-count", type=int, default=1, help="prune top-order n-grams seen fewer times (1: none)")
    a = ap.parse_args(argv)
    t0 = time.time()
    raw = CORPUS.read_bytes()
    text = raw.decode("utf-8")
    vocab = [UNK] + sorted(set(text))
    stoi = {c: i for i, c in enumerate(vocab)}
    ids = np.fromiter((stoi[c] for c in text), dtype=np.int64, count=len(text))
    n_val = len(ids) // 20
    train, val = ids[:-n_val], ids[-n_val:]
    tables = build_tables(train, a.order, len(vocab), a.min_count)
    OUT.mkdir(parents=True, exist_ok=True)
    # Codes fit in uint32/uint64 by order; store each order's keys in the smallest dtype.
    arrays = {}
    for k, v in tables.items():
        if k.startswith("keys"):
            v = v.astype(np.uint32) if v.max(initial=0) < 2 ** 32 else v
        elif k.startswith("counts"):
            v = v.astype(np.uint16) if v.max(initial=0) < 2 ** 16 else v
        arrays[k] = v
    np.savez_compressed(OUT / "ngram.npz", **arrays)
    seconds = time.time() - t0
    model = NGramModel(tables)
    val_loss = mean_loss(model, val[:20000])
    train_loss = mean_loss(model, train[:20000])
    entries = int(sum(len(tables[f"keys{n}"]) for n in range(1, a.order + 1)))
    card = {
        "name": "ngram",
        "kind": "ngram",
        "architecture": {"type": "character n-gram, Witten-Bell interpolated backoff",
                         "order": a.order, "min_count_top_order": a.min_count, "vocab_size": len(vocab)},
        "parameters": entries,
        "training": {"steps": 1, "seconds": round(seconds, 1), "objective": "counts"},
        "loss_nats_per_char": {"train": round(train_loss, 4), "val": round(val_loss, 4),
                               "note": "on the first 20,000 characters of each split"},
        "corpus": {"file": "quijote.txt", "sha256": hashlib.sha256(raw).hexdigest(), "chars": len(ids),
                   "validation": "last 5% of the text"},
        "seed": None,
        "vocab": "".join(vocab),
        "unknown_symbol": UNK,
    }
    (OUT / "ngram.json").write_text(json.dumps(card, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"ngram: {entries} entries, {(OUT / 'ngram.npz').stat().st_size / 1e6:.2f} MB, "
          f"val {val_loss:.4f} train {train_loss:.4f} nats/char")


if __name__ == "__main__":
    main()
