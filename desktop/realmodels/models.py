"""Loading the lab's shipped models (resources/models/*.npz + *.json model cards).

Three files make the lab: ``target`` (the large transformer), ``draft`` (the tiny
transformer) and ``ngram`` (the 5-gram); ``distilled`` (the tiny transformer
distilled from the target) is optional. All share one character vocabulary,
whose index 0 is the unknown symbol.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from desktop import paths
from desktop.realmodels.heads import MedusaHeads
from desktop.realmodels.ngram import NGramModel
from desktop.realmodels.transformer import Transformer
from desktop.realmodels.weights import WeightFile

# User-facing draft names -> model file stems.
DRAFT_FILES = {"tiny": "draft", "ngram": "ngram", "distilled": "distilled", "heads": "heads"}


def models_dir() -> Path:
    return paths.models_dir()


class Vocab:
    def __init__(self, chars: str):
        self.chars = chars
        self.size = len(chars)
        self.index = {c: i for i, c in enumerate(chars)}

    def encode(self, text: str) -> list[int]:
        get = self.index.get
        return [get(c, 0) for c in text]

    def decode(self, ids) -> str:
        chars = self.chars
        return "".join(chars[i] for i in ids)


def load_card(name: str, directory: Path | None = None) -> dict:
    path = Path(directory or models_dir()) / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def _load_arrays(name: str, directory: Path | None) -> dict:
    with np.load(Path(directory or models_dir()) / f"{name}.npz") as z:
        w = WeightFile(z)
        return {k: w[k] for k in w}


def load_transformer(name: str, directory: Path | None = None) -> Transformer:
    card = load_card(name, directory)
    # Arrays are read from the archive one at a time as the model is built, so
    # the file's float16 copy is never held whole; it is read again only if the
    # float64 arbiter of near ties is needed.
    with np.load(Path(directory or models_dir()) / f"{name}.npz") as z:
        return Transformer(WeightFile(z), card, reload=lambda: _load_arrays(name, directory))


def load_ngram(directory: Path | None = None) -> NGramModel:
    return NGramModel(_load_arrays("ngram", directory))


@dataclass(eq=False)  # identity: one instance per loaded directory
class ModelSet:
    """The target, the vocabulary and the drafts (loaded on first use)."""

    directory: Path
    target: Transformer
    vocab: Vocab
    _drafts: dict = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def loaded_drafts(self) -> dict:
        """The drafts loaded so far, by name (a copy)."""
        with self._lock:
            return dict(self._drafts)

    def available_drafts(self) -> list[str]:
        return [d for d, stem in DRAFT_FILES.items() if (self.directory / f"{stem}.npz").exists()]

    def draft(self, name: str):
        if name not in DRAFT_FILES:
            raise ValueError(f"invalid value for draft: {name!r} (expected one of {', '.join(DRAFT_FILES)})")
        with self._lock:
            model = self._drafts.get(name)
            if model is None:
                stem = DRAFT_FILES[name]
                if not (self.directory / f"{stem}.npz").exists():
                    raise ValueError(f"invalid value for draft: {name!r} (model file {stem}.npz is not installed)")
                card = load_card(stem, self.directory)
                if name == "ngram":
                    model = load_ngram(self.directory)
                elif name == "heads":
                    model = MedusaHeads(_load_arrays(stem, self.directory), card, self.target)
                else:
                    model = load_transformer(stem, self.directory)
                if card["vocab"] != self.vocab.chars:
                    raise ValueError(f"draft {name!r} has a different vocabulary from the target")
                self._drafts[name] = model
            return model


_cache: dict[Path, ModelSet] = {}
_cache_lock = threading.Lock()


def unload(directory: Path | None = None) -> None:
    """Forget the loaded models of ``directory``; the next ``load_models`` reads them again.

    Runs that still hold the ModelSet keep it until they end.
    """
    directory = Path(directory or models_dir()).resolve()
    with _cache_lock:
        _cache.pop(directory, None)


def loaded_folders() -> list[Path]:
    """The folders whose models this process holds now."""
    with _cache_lock:
        return list(_cache)


def load_models(directory: Path | None = None) -> ModelSet:
    """The shipped models, loaded once per process (thread-safe)."""
    directory = Path(directory or models_dir()).resolve()
    with _cache_lock:
        ms = _cache.get(directory)
        if ms is None:
            target = load_transformer("target", directory)
            ms = ModelSet(directory, target, Vocab(target.card["vocab"]))
            _cache[directory] = ms
        return ms
