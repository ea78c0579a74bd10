"""One reproducible generation, round by round, for the token-row animation.

Same model as ``analytic`` (Leviathan, Kalman & Matias 2023, §3; Chen et al.
2023): each round the draft proposes k words; word j is accepted with
probability alpha independently, the target keeps the prefix before the first
rejection and adds one word of its own:

    accepted = K = min{j : flag_j rejected} (k if none),   emitted = K + 1 words

The extra word is a *correction* (the target's word where the draft was first
rejected) or a *bonus* (all k drafts accepted; with k = 0 every round is a
bonus round: zero drafts, all of them "accepted", one word from the target).
The target's text is ``texto.WORDS`` in order, cycled when N is longer. A
rejected draft word is a plausible wrong guess: a word that follows the same
previous word somewhere else in the story, never the right one (up to
punctuation and case). After its first rejected word the draft keeps copying the
story from that other place (its own wrong path); the target discards those.
The story's last word is not followed by its first (a draft does not restart a
story it is writing), and before the first word there is no previous word: a
wrong first guess is another word that opens a sentence of the story (review 32
read «lleno» proposed before «En» as the draft peeking ahead).

The last round stops at N words: its ``emitted`` is cut short (``truncated``)
while ``accepted`` and ``extra`` still record what the verification decided.
Same seed -> identical trace (numpy.random.Generator, PCG64).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from desktop.sim import validate
from desktop.sim.texto import WORDS

__all__ = ["Round", "Trace", "make_trace", "target_word"]

# The story twice, so any window of <= 65 words starting in the story is one slice.
_LOOP = WORDS + WORDS


@dataclass(frozen=True)
class Round:
    drafted: tuple[str, ...]
    accepted: int
    emitted: tuple[str, ...]
    extra: str  # "correction" | "bonus"

    @property
    def truncated(self) -> bool:
        """True on a last round cut short because N words were already reached."""
        return len(self.emitted) < self.accepted + 1

    def to_dict(self) -> dict:
        return {
            "drafted": list(self.drafted),
            "accepted": self.accepted,
            "emitted": list(self.emitted),
            "extra": self.extra,
        }


@dataclass(frozen=True)
class Trace:
    k: int
    alpha: float
    tokens: int
    seed: int
    rounds: tuple[Round, ...]

    @property
    def slow_passes(self) -> int:
        return len(self.rounds)

    @property
    def text(self) -> str:
        return " ".join(w for r in self.rounds for w in r.emitted)

    def to_dict(self) -> dict:
        return {
            "k": self.k,
            "alpha": self.alpha,
            "tokens": self.tokens,
            "seed": self.seed,
            "rounds": [r.to_dict() for r in self.rounds],
            "slow_passes": self.slow_passes,
            "text": self.text,
        }


_START = "."  # the previous "word" of the text's first word (never a real word once normalised)


def _norm(word: str) -> str:
    return word.strip(".,;:¿?¡!\"'()").lower()


@functools.lru_cache(maxsize=1)
def _followers() -> dict[str, tuple[int, ...]]:
    """previous word (normalised) -> story positions of the words that follow it."""
    table: dict[str, list[int]] = {}
    n = len(WORDS)
    for i in range(n - 1):  # the last word's follower would be the story's first: not a guess
        table.setdefault(_norm(WORDS[i]), []).append(i + 1)
    # Before the text begins, the "previous word" is a sentence's end: the words that open one.
    table[_START] = [i + 1 for i in range(n - 1) if WORDS[i].endswith(".")]
    return {key: tuple(v) for key, v in table.items()}


def target_word(position: int) -> str:
    """The target's word at 0-based ``position`` (the story, cycled)."""
    return WORDS[position % len(WORDS)]


@functools.lru_cache(maxsize=4096)
def _options(previous: str, avoid: str) -> tuple[int, ...]:
    """Story positions of plausible next words after ``previous`` other than ``avoid``.

    Words are compared up to punctuation and case, so a guess never differs from
    the right word only by a comma. Repeated bigrams weigh more, as in a real draft.
    """
    wrong = _norm(avoid)
    key = _START if previous == _START else _norm(previous)
    options = tuple(i for i in _followers().get(key, ()) if _norm(WORDS[i]) != wrong)
    return options or tuple(i for i in range(len(WORDS)) if _norm(WORDS[i]) != wrong)


def make_trace(k: int, alpha: float, tokens: int, seed: int) -> Trace:
    """A seeded round-by-round generation of exactly ``tokens`` words."""
    k = validate.k(k)
    alpha = validate.alpha(alpha)
    tokens = validate.tokens(tokens)
    seed = validate.seed(seed)
    rng = np.random.default_rng(seed)
    # Each round uses k + 1 uniforms (k acceptance tests, then one to pick the
    # wrong guess) and there are at most ``tokens`` rounds, so one block draw
    # gives every round the same numbers as drawing round by round would, and
    # the first-rejection search runs once over the whole block instead of per round.
    u = rng.random((tokens, k + 1))
    # a sentinel False column makes argmin return k when every test passed (and for k = 0)
    passed = np.zeros((tokens, k + 1), dtype=bool)
    np.less(u[:, :k], alpha, out=passed[:, :k])
    first_reject = np.argmin(passed, axis=1).tolist()
    picks = u[:, k].tolist()
    rounds = []
    pos = 0  # words emitted so far
    n_words = len(WORDS)
    for row in range(tokens):
        if pos >= tokens:
            break
        accepted = first_reject[row]
        start = pos % n_words
        right = _LOOP[start : start + accepted + 1]  # accepted words + the target's own
        drafted = right[:accepted]
        if accepted < k:
            where = pos + accepted  # the position of the first rejected word
            options = _options(target_word(where - 1) if where > 0 else _START, right[accepted])
            wrong = options[min(int(picks[row] * len(options)), len(options) - 1)]
            # the draft keeps writing from its mistake, copying the story's own wording
            drafted += _LOOP[wrong : wrong + k - accepted]
        extra = "bonus" if accepted == k else "correction"
        emitted = right[: tokens - pos]
        rounds.append(Round(drafted, accepted, emitted, extra))
        pos += len(emitted)
    return Trace(k, alpha, tokens, seed, tuple(rounds))
