"""Medusa drafting heads on the big model: guesses that cost no draft pass.

Medusa-1 (Cai et al., 2024, "Medusa: simple LLM inference acceleration framework
with multiple decoding heads", section 3.1.1): from the target's last-block state
h_t at position t, head i (i = 0, 1, ...) guesses the character at t + i + 2,

    h_i = h_t + SiLU(W_i h_t + b_i),    logits_i = head(LN_f(h_i)),

with the target's own final LayerNorm and output head (shared and frozen here;
Medusa gives each head its own copy, which would cost 47 k parameters per head).
The target's own head already gives t + 1. So after a verify pass, the row that
produced the emitted token also yields k guesses for the characters after it:
the next round feeds [emitted, guess_1, ..., guess_k] and needs no separate draft
model at all. What the heads cost is one (k, d) x (d, d) product per round, a few
per cent of a pass, measured by the calibration like any other drafter's step.

Exactness is untouched: the heads only propose; the target's rule decides every
character, so greedy and seeded runs write the same text as the target alone,
and under rejection sampling q_i = softmax(logits_i / T) is a valid draft
distribution (it may ignore the earlier guesses; Leviathan et al., 2023, allow
any q).
"""

from __future__ import annotations

import numpy as np


class MedusaHeads:
    """The heads of one target; ``logits(h, k)`` gives the first k heads' logits (k, V)."""

    def __init__(self, arrays, card: dict, target):
        self.card = card
        self.target = target
        self.n_heads = int(card["architecture"]["n_heads"])
        d = target.d
        if int(card["architecture"]["d_model"]) != d:
            raise ValueError("heads were trained for another target")
        dt = target.dtype
        # All heads' matrices side by side, (d, n*d): one product serves every head.
        self.w = np.ascontiguousarray(np.concatenate([arrays[f"h{i}.w"] for i in range(self.n_heads)], axis=1), dt)
        self.b = np.ascontiguousarray(np.concatenate([arrays[f"h{i}.b"] for i in range(self.n_heads)]), dt)
        self.parameters = int(self.w.size + self.b.size)

    def logits(self, h: np.ndarray, k: int) -> np.ndarray:
        """Logits (k, V) of the first k heads from one last-block state h (d,)."""
        if not 1 <= k <= self.n_heads:
            raise ValueError(f"invalid value for k: {k} (the heads guess 1..{self.n_heads} characters)")
        d = self.target.d
        z = h[None, :] @ self.w[:, : k * d] + self.b[: k * d]  # (1, k*d)
        z = z.reshape(k, d)
        z *= 1.0 / (1.0 + np.exp(-z))  # SiLU
        z += h[None, :]
        return self.target.head_logits(z)
