"""Character n-gram model with Witten-Bell interpolated backoff: the near-free drafter.

For a context h of length n-1 with count C(h) and T(h) distinct followers,

    P_n(c | h) = (C(h c) + T(h) * P_{n-1}(c | h')) / (C(h) + T(h)),

where h' drops the oldest character of h, and P_n = P_{n-1} when h was never seen.
The recursion ends at the add-one unigram P_1(c) = (C(c) + 1) / (N + V).
Source: Witten & Bell (1991), "The zero-frequency problem"; the interpolated form
as in Chen & Goodman (1998), "An empirical study of smoothing techniques for
language modeling", section 2.6.

Storage is compact: for each order n, the sorted codes of the n-grams seen
(code = sum of ids times powers of V, oldest character most significant) and
their counts. All followers of a context h are then the contiguous code range
[code(h) * V, code(h) * V + V), found with one binary search.
"""

from __future__ import annotations

import numpy as np


def ngram_codes(ids: np.ndarray, n: int, vocab_size: int) -> np.ndarray:
    """Codes of every n-gram in ``ids`` (length len(ids) - n + 1)."""
    ids = np.asarray(ids, dtype=np.int64)
    m = len(ids) - n + 1
    if m <= 0:
        return np.zeros(0, dtype=np.int64)
    code = np.zeros(m, dtype=np.int64)
    for j in range(n):
        code = code * vocab_size + ids[j:j + m]
    return code


def build_tables(ids, order: int, vocab_size: int, min_count_top: int = 1) -> dict:
    """Count tables for orders 1..order, as arrays ready for ``np.savez``.

    ``min_count_top`` prunes rare n-grams of the highest order only, to keep the
    file small; lower orders are exact.
    """
    if vocab_size ** order >= 2 ** 62:
        raise ValueError("order too high for 64-bit codes")
    out = {"order": np.array(order), "vocab_size": np.array(vocab_size)}
    for n in range(1, order + 1):
        keys, counts = np.unique(ngram_codes(ids, n, vocab_size), return_counts=True)
        if n == order and min_count_top > 1:
            keep = counts >= min_count_top
            keys, counts = keys[keep], counts[keep]
        out[f"keys{n}"] = keys
        out[f"counts{n}"] = counts.astype(np.uint32)
    return out


class NGramModel:
    """P(next char | last order-1 chars), Witten-Bell interpolated."""

    def __init__(self, tables: dict):
        self.order = int(tables["order"])
        self.V = int(tables["vocab_size"])
        self.keys = [None] + [np.asarray(tables[f"keys{n}"], dtype=np.int64) for n in range(1, self.order + 1)]
        self.counts = [None] + [np.asarray(tables[f"counts{n}"], dtype=np.float64) for n in range(1, self.order + 1)]
        uni = np.zeros(self.V)
        uni[self.keys[1]] = self.counts[1]
        self.unigram = (uni + 1.0) / (uni.sum() + self.V)
        self._memo: dict[tuple, np.ndarray] = {}

    def probs(self, context) -> np.ndarray:
        """Next-character distribution after ``context`` (a sequence of ids)."""
        h = tuple(int(t) for t in context[max(0, len(context) - (self.order - 1)):]) if self.order > 1 else ()
        p = self._memo.get(h)
        if p is None:
            p = self._probs(h)
            if len(self._memo) > 200_000:
                self._memo.clear()
            self._memo[h] = p
        return p

    def _probs(self, h: tuple) -> np.ndarray:
        p = self.unigram
        V = self.V
        for n in range(2, self.order + 1):
            if len(h) < n - 1:
                break
            code = 0
            for t in h[len(h) - (n - 1):]:
                code = code * V + t
            keys = self.keys[n]
            lo, hi = np.searchsorted(keys, (code * V, code * V + V))
            if hi == lo:
                # Unseen context: every longer context is unseen too.
                break
            follow = keys[lo:hi] - code * V
            c = self.counts[n][lo:hi]
            total, distinct = c.sum(), hi - lo
            q = p * distinct
            q[follow] += c
            p = q / (total + distinct)
        return p

    def logits(self, context) -> np.ndarray:
        return np.log(self.probs(context))
