"""Compact weight files: int8 with one scale per channel, dequantised once at load.

A matrix W stored for x @ W, shape (in, out), keeps one scale per output column
(symmetric, absmax):

    s_j = max_i |W_ij| / 127,    q_ij = round(W_ij / s_j) in [-127, 127],    W~_ij = q_ij s_j,

so each weight is off by at most s_j / 2. An embedding table (tokens, d) keeps one
scale per row instead. This is the "absmax" per-channel scheme of LLM.int8()
(Dettmers et al., 2022, section 3.1) without its outlier split, which matters only
at billions of parameters. Both decoding modes run on the same dequantised
float32 copy, so quantisation changes no comparison, only the model itself (its
validation loss is measured after this step, in tools/train_models.py).

In the .npz, a quantised array NAME is stored as NAME (int8) beside NAME@scale
(float32, broadcastable to NAME); every other array is float16 or float32.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import numpy as np

SCALE_SUFFIX = "@scale"


def quantize_int8(w: np.ndarray, per: str = "column") -> tuple[np.ndarray, np.ndarray]:
    """(q int8, scale float32) for a 2-D array, one scale per column or per row."""
    w = np.asarray(w, dtype=np.float64)
    if w.ndim != 2:
        raise ValueError("only matrices are quantised")
    axis = 0 if per == "column" else 1
    amax = np.abs(w).max(axis=axis, keepdims=True)
    scale = np.where(amax > 0, amax / 127.0, 1.0)
    q = np.clip(np.rint(w / scale), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def dequantize(q: np.ndarray, scale: np.ndarray) -> np.ndarray:
    out = q.astype(np.float32)
    out *= scale
    return out


class WeightFile(Mapping):
    """A read-only view of an opened .npz that yields every array dequantised.

    Arrays are read one at a time, on access, so a model built from it never
    holds the whole file twice.
    """

    def __init__(self, npz):
        self._z = npz
        self._names = [k for k in npz.files if not k.endswith(SCALE_SUFFIX)]
        self._quantised = {k[: -len(SCALE_SUFFIX)] for k in npz.files if k.endswith(SCALE_SUFFIX)}

    def __getitem__(self, name: str) -> np.ndarray:
        if name in self._quantised:
            return dequantize(self._z[name], self._z[name + SCALE_SUFFIX])
        return self._z[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def sizes(self) -> dict[str, int]:
        """Element counts without reading the arrays' data."""
        return {k: int(np.prod(self._z[k].shape)) for k in self._names}


def save_weights(path, arrays: Mapping[str, np.ndarray], quantised: Mapping[str, str]) -> None:
    """Write ``arrays``; names in ``quantised`` ({name: "column" | "row"}) as int8,
    the rest as float16."""
    out = {}
    for k, v in arrays.items():
        if k in quantised:
            q, s = quantize_int8(v, quantised[k])
            out[k], out[k + SCALE_SUFFIX] = q, s
        else:
            out[k] = np.ascontiguousarray(v, dtype=np.float16)
    np.savez_compressed(path, **out)
