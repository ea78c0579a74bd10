"""numpy forward pass of the lab's character transformers, with a KV cache.

Each block is pre-LayerNorm (Radford et al., 2019, GPT-2):

    x <- x + Attn(LN1(x)),      x <- x + W2 GELU(W1 LN2(x) + b1) + b2,

GELU in its tanh form 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
(Hendrycks & Gimpel, 2016). Positions enter only through rotary embeddings
(RoPE; Su et al., 2021, "RoFormer"): q and k of position t are rotated by
angles t * 10000^(-2i/hd) ("rotate half" layout), so a score depends on the
distance i - j alone. Attention is causal inside a window of ``context``
positions; keys cached at absolute positions therefore stay valid forever and
the window simply slides.

Speed notes (2-core laptop class CPU, OpenBLAS, see docs/performance.md, "Real models lab"):
- LayerNorm gains are folded into the next matrix, the attention scale into Wq,
  GELU's 1/2 into W2, and layer 0's Q/K/V is a per-token lookup table.
- RoPE's "rotate half" is a signed column permutation, folded into a second
  copy of Wq|Wk, so rotation costs three elementwise ops and no concatenation.
- Each weight is stored once, as a stack of column blocks of at most
  BLOCK_BYTES, (nb, in, cols), and multiplied by one batched matmul, because
  OpenBLAS's small-M GEMM on a matrix larger than the core's cache costs several
  single-row products, while a single row still streams every block once.
- LayerNorm's row means are products with a (d, 1) column of 1/d; every
  temporary is updated in place.
"""

from __future__ import annotations

import math
import mmap

import numpy as np

_GELU_C = math.sqrt(2.0 / math.pi)
# 64 KiB blocks: of 16-512 KiB, the size where a pass over 2-5 positions of the
# 76 MB target costs least beside a one-position pass, under OpenBLAS's Haswell
# kernels and its own choice alike (docs/performance.md, "Real models lab").
BLOCK_BYTES = 64 * 1024
_MAP_AT_LEAST = 64 * 1024  # smaller arrays are not worth a mapping of their own
ROPE_BASE = 10000.0


def _mapped_zeros(shape, dtype) -> np.ndarray:
    """A zeroed array in its own anonymous memory mapping.

    The weights and the KV caches live as long as the models stay loaded and
    are given back when the learner leaves the screen. Left to malloc, blocks
    of this size (0.25-4 MiB) often land inside the heap (glibc raises its mmap
    threshold after the first large free), where freeing them leaves holes
    that stay resident; a mapping of its own is returned whole.
    """
    dtype = np.dtype(dtype)
    count = int(np.prod(shape))
    if count * dtype.itemsize < _MAP_AT_LEAST:
        return np.zeros(shape, dtype)
    return np.frombuffer(mmap.mmap(-1, count * dtype.itemsize), dtype=dtype, count=count).reshape(shape)


def _rotate_half_columns(w: np.ndarray, n_head: int) -> np.ndarray:
    """Columns of w (.., H*hd) mapped so that x @ result == rotate_half(x @ w) per head."""
    hd = w.shape[-1] // n_head
    half = hd // 2
    r = w.reshape(*w.shape[:-1], n_head, hd)
    out = np.concatenate([-r[..., half:], r[..., :half]], axis=-1)
    return out.reshape(w.shape)


class KVCache:
    """Keys and values of every position fed so far; ``rollback`` forgets the tail."""

    def __init__(self, model: "Transformer", capacity: int = 512):
        m = self.model = model
        self.length = 0
        self.capacity = max(16, capacity)
        # Keys are stored transposed (H, hd, T) so scores are q @ K without a copy.
        self.k = [_mapped_zeros((m.n_head, m.head_dim, self.capacity), m.dtype) for _ in range(m.n_layer)]
        self.v = [_mapped_zeros((m.n_head, self.capacity, m.head_dim), m.dtype) for _ in range(m.n_layer)]

    def ensure(self, n: int):
        if n <= self.capacity:
            return
        cap = self.capacity
        while cap < n:
            cap *= 2
        m, used = self.model, self.length
        for i in range(m.n_layer):
            k = _mapped_zeros((m.n_head, m.head_dim, cap), m.dtype)
            v = _mapped_zeros((m.n_head, cap, m.head_dim), m.dtype)
            k[:, :, :used] = self.k[i][:, :, :used]
            v[:, :used] = self.v[i][:, :used]
            self.k[i], self.v[i] = k, v
        self.capacity = cap

    def rollback(self, n: int):
        if not 0 <= n <= self.length:
            raise ValueError(f"cannot roll back a cache of length {self.length} to {n}")
        self.length = n


class _Linear:
    """y = x @ w + b, the weight stored once as a stack of column blocks (nb, in, cols).

    One batched matmul runs every block: for a single row it streams each block
    once (as GEMV on the whole matrix would), for several rows each block is a
    small GEMM that fits in cache. Measured on this machine it is as fast as
    keeping a whole-matrix copy for single rows plus separate block copies for
    several, at half the memory.
    """

    __slots__ = ("w3", "b", "n_out", "dtype")

    def __init__(self, w: np.ndarray, b: np.ndarray, dtype):
        self.dtype = np.dtype(dtype)
        n_in, n_out = w.shape
        self.n_out = n_out
        widest = max(16, BLOCK_BYTES // (n_in * self.dtype.itemsize))
        nb = -(-n_out // widest)
        cols = -(-n_out // nb)  # equal blocks: the last one needs little or no padding
        self.w3 = _mapped_zeros((nb, n_in, cols), self.dtype)
        for j in range(nb):
            s, e = j * cols, min((j + 1) * cols, n_out)
            self.w3[j, :, : e - s] = w[:, s:e]
        self.b = np.ascontiguousarray(b, dtype=self.dtype)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        w3 = self.w3
        if len(w3) == 1:
            y = x @ w3[0]
        else:
            y = np.matmul(x, w3).transpose(1, 0, 2).reshape(len(x), -1)
        if y.shape[1] != self.n_out:
            y = np.ascontiguousarray(y[:, : self.n_out])
        y += self.b
        return y


class _AsFloat64:
    """Read-only view of a dict of arrays that hands out float64 copies on access."""

    def __init__(self, arrays: dict):
        self._arrays = arrays

    def __getitem__(self, key: str) -> np.ndarray:
        return np.asarray(self._arrays[key], dtype=np.float64)


class _Layer:
    __slots__ = ("qkv", "proj", "fc", "out")


class Transformer:
    """A decoder-only character model; ``forward`` appends to a KVCache and returns logits."""

    def __init__(self, arrays: dict, card: dict, dtype=np.float32, reload=None):
        """``reload`` returns the arrays again when the float64 arbiter is first
        needed; without it the arrays are kept (the file's float16 copy, 2 bytes
        per weight) for that purpose."""
        arch = card["architecture"]
        self.card = card
        self.dtype = np.dtype(dtype)
        self.n_layer = int(arch["n_layer"])
        self.d = int(arch["d_model"])
        self.n_head = int(arch["n_head"])
        self.context = int(arch["context"])
        self.vocab_size = int(arch["vocab_size"])
        self.rope_base = float(arch.get("rope_base", ROPE_BASE))
        self.head_dim = self.d // self.n_head
        sizes = arrays.sizes() if hasattr(arrays, "sizes") else {k: v.size for k, v in arrays.items()}
        self._parameters = int(sum(sizes.values()))
        self._reload = reload if reload is not None else (lambda: arrays)
        # float64 copies made one array at a time, so loading never holds the
        # whole model twice in double precision (peak memory, not just steady state)
        a = _AsFloat64(arrays)
        dt = self.dtype
        d, H = self.d, self.n_head
        scale = 1.0 / math.sqrt(self.head_dim)

        def c(x):
            return np.ascontiguousarray(x, dtype=dt)

        self.emb = c(a["emb"])
        self.layers = []
        for i in range(self.n_layer):
            p = f"l{i}."
            L = _Layer()
            w = a[p + "qkv_w"] * a[p + "ln1_w"][:, None]
            b = a[p + "qkv_b"] + a[p + "ln1_b"] @ a[p + "qkv_w"]
            w[:, :d] *= scale
            b[:d] *= scale
            # Columns [q k | rot(q) rot(k) | v]: RoPE becomes elementwise.
            w = np.concatenate([w[:, :2 * d], _rotate_half_columns(w[:, :2 * d], 2 * H), w[:, 2 * d:]], axis=1)
            b = np.concatenate([b[:2 * d], _rotate_half_columns(b[:2 * d], 2 * H), b[2 * d:]])
            L.qkv = _Linear(w, b, dt)
            if i == 0:
                # LN1 of an embedding depends on the token alone: tabulate layer 0's projections.
                self.table0 = c(self._layernorm64(a["emb"]) @ w + b)
            L.proj = _Linear(a[p + "proj_w"], a[p + "proj_b"], dt)
            L.fc = _Linear(a[p + "fc_w"] * a[p + "ln2_w"][:, None], a[p + "fc_b"] + a[p + "ln2_b"] @ a[p + "fc_w"], dt)
            L.out = _Linear(a[p + "out_w"] * 0.5, a[p + "out_b"], dt)  # GELU's 1/2
            self.layers.append(L)
        self.head = _Linear(a["head_w"] * a["lnf_w"][:, None], a["head_b"] + a["lnf_b"] @ a["head_w"], dt)
        self._avg = np.full((d, 1), 1.0 / d, dt)
        self._rope_tables = (np.zeros((0, 1, self.head_dim), dt), np.zeros((0, 1, self.head_dim), dt))
        self._bias: dict[tuple[int, int], np.ndarray] = {}
        self._double = None

    def _rope(self, n: int):
        """cos/sin tables (positions, 1, hd) for at least n positions, broadcast over the 2H heads of [q k]."""
        tables = self._rope_tables
        if len(tables[0]) < n:
            m = max(n, 2 * len(tables[0]), 1024)
            hd = self.head_dim
            inv = 1.0 / self.rope_base ** (np.arange(0, hd, 2, dtype=np.float64) / hd)
            ang = np.arange(m, dtype=np.float64)[:, None] * inv[None, :]
            ang = np.concatenate([ang, ang], axis=1)[:, None, :]
            tables = (np.ascontiguousarray(np.cos(ang), dtype=self.dtype),
                      np.ascontiguousarray(np.sin(ang), dtype=self.dtype))
            # One attribute, swapped whole: a run in another thread never sees a mixed pair.
            self._rope_tables = tables
        return tables

    @staticmethod
    def _layernorm64(x):
        mu = x.mean(-1, keepdims=True)
        xc = x - mu
        return xc / np.sqrt((xc * xc).mean(-1, keepdims=True) + 1e-5)

    @property
    def parameters(self) -> int:
        return self._parameters

    def new_cache(self, capacity: int = 512) -> KVCache:
        return KVCache(self, capacity)

    def bias(self, n: int, nk: int) -> np.ndarray:
        """(n, nk) causal window mask (0 or -inf), for n queries ending at the last of nk keys."""
        key = (n, nk)
        b = self._bias.get(key)
        if b is None:
            dist = (nk - n) + np.arange(n)[:, None] - np.arange(nk)[None, :]
            b = np.zeros((n, nk), self.dtype)
            b[(dist < 0) | (dist >= self.context)] = -np.inf
            if n <= 16 and len(self._bias) < 4096:  # big one-off masks are not worth keeping
                self._bias[key] = b
        return b

    def _ln(self, x):
        # Row means as a product with a (d, 1) column of 1/d: one BLAS call beats
        # np.mean or np.add.reduce plus scaling at these sizes.
        xc = x - x @ self._avg
        var = (xc * xc) @ self._avg
        var += 1e-5
        np.sqrt(var, out=var)
        xc /= var
        return xc

    @property
    def weight_bytes(self) -> int:
        """Bytes of weights one pass reads (the float32 matrices, as they sit in memory)."""
        total = self.emb.nbytes // self.vocab_size  # one embedding row per position
        for L in self.layers[1:]:
            total += L.qkv.w3.nbytes
        for L in self.layers:
            total += L.proj.w3.nbytes + L.fc.w3.nbytes + L.out.w3.nbytes
        return total + self.head.w3.nbytes

    def head_logits(self, x: np.ndarray) -> np.ndarray:
        """Logits from last-block states x (n, d): the final LayerNorm and the output head."""
        return self.head(self._ln(x))

    def forward(self, tokens, cache: KVCache, hidden: bool = False):
        """Feed ``tokens`` after the cached positions; return their next-token logits (n, V),
        and with ``hidden`` also the last block's states (n, d) that Medusa heads read."""
        tokens = np.asarray(tokens, dtype=np.intp)
        n = len(tokens)
        p = cache.length
        e = p + n
        cache.ensure(e)
        ks = max(0, p - self.context + 1)
        # A query at the far end of a short cache needs no mask beyond causality.
        bias = self.bias(n, e - ks) if (n > 1 or e - ks > self.context) else None
        cos, sin = self._rope(e)
        cos, sin = cos[p:e], sin[p:e]
        H, hd, d = self.n_head, self.head_dim, self.d
        x = self.emb[tokens]
        for li, L in enumerate(self.layers):
            t = self.table0[tokens] if li == 0 else L.qkv(self._ln(x))
            t = t.reshape(n, 5 * H, hd)  # head by head: [q k | rot(q) rot(k) | v]; slices below are views
            qk = t[:, :2 * H]
            qk *= cos
            r = t[:, 2 * H:4 * H]
            r *= sin
            qk += r
            q = qk[:, :H].transpose(1, 0, 2)
            K, Vc = cache.k[li], cache.v[li]
            K[:, :, p:e] = qk[:, H:].transpose(1, 2, 0)
            Vc[:, p:e] = t[:, 4 * H:].transpose(1, 0, 2)
            s = q @ K[:, :, ks:e]
            if bias is not None:
                s += bias
            s -= s.max(axis=-1, keepdims=True)
            np.exp(s, out=s)
            s /= np.add.reduce(s, axis=-1, keepdims=True)
            x += L.proj((s @ Vc[:, ks:e]).transpose(1, 0, 2).reshape(n, d))
            f = L.fc(self._ln(x))
            g = f * f  # tanh(c (f + a f^3)) = tanh(f (c + c a f^2))
            g *= _GELU_C * 0.044715
            g += _GELU_C
            g *= f
            np.tanh(g, out=g)
            g += 1.0
            g *= f
            x += L.out(g)
        cache.length = e
        logits = self.head(self._ln(x))
        return (logits, x) if hidden else logits

    def stored_arrays(self):
        """The model's arrays as stored (read again from disk where they came from it), in their
        stored precision: the starting point for a float64 copy or an edited twin."""
        return self._reload()

    def reference_logits(self, tokens) -> np.ndarray:
        """Last-position logits of ``tokens`` in float64, from scratch (no cache).

        The arbiter of near ties: slow, but the same numbers whatever path led here.
        """
        if self._double is None:
            self._double = Transformer(self.stored_arrays(), self.card, dtype=np.float64)
        m = self._double
        tokens = list(tokens)
        # Each layer widens the receptive field by context - 1 positions; older tokens cannot
        # matter, and RoPE scores depend on distances only, so the suffix alone is exact.
        keep = self.n_layer * (self.context - 1) + 1
        if len(tokens) > keep:
            tokens = tokens[-keep:]
        cache = m.new_cache(len(tokens))
        return m.forward(tokens, cache)[-1]
