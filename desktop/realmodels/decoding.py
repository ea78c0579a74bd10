"""Target-only and speculative decoding with real models: same text, fewer slow passes.

Greedy / seeded rule (identical text in both modes). Position t's token is

    x_t = argmax_c  s_t(c),   s_t(c) = (l_t(c) - r_t(c)) / T + g_t(c)   (T > 0)
                              s_t(c) =  l_t(c) - r_t(c)                (T = 0)

with target logits l_t, a deterministic repetition penalty r_t (a function of the
text before t only) and Gumbel noise g_t drawn from a generator seeded by
(seed, t // 256). argmax(l/T + g) is a sample of softmax(l/T): the Gumbel-max
trick (Gumbel, 1954; Maddison, Tarlow & Minka, 2014). Because the noise depends
on the position and not on the order of evaluation, the draft proposes with the
same rule on its own logits and the target checks k + 1 positions in one call:
accept the longest prefix where the target's choice equals the draft's, then
emit the target's own choice (a correction, or the bonus token when all k were
accepted). Leviathan, Kalman & Matias (2023), "Fast inference from transformers
via speculative decoding", section 2.3 for greedy acceptance.

Near ties. One call over k + 1 rows adds numbers in another order than k + 1
single-row calls, which moves logits by ~1e-6..1e-5. Where the top two scores of
a position are closer than 1e-4 (in logit units), the fast path does not decide:
both modes hand that position to ``Transformer.reference_logits`` (float64, from
scratch), so the decision no longer depends on how the logits were computed.

Rejection-sampling rule (same distribution, not the same text): draft token
x ~ q is accepted with probability min(1, p(x)/q(x)); otherwise the token is drawn
from norm(max(0, p - q)); after k acceptances a bonus token is drawn from p.
Leviathan et al. (2023), Algorithm 1; Chen et al. (2023), "Accelerating large
language model decoding with speculative sampling", Theorem 1.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Iterator

import numpy as np

from desktop.realmodels.heads import MedusaHeads
from desktop.realmodels.models import ModelSet
from desktop.realmodels.ngram import NGramModel
from desktop.sim import validate

TIE_MARGIN = 1e-4
GUMBEL_CHUNK = 256
# The repetition penalty (Rule.penalties): nats per character of a copied passage
# beyond the first REPEAT_FREE, which are free.
REPEAT_PENALTY = 0.5
REPEAT_FREE = 6
REPEAT_MAX_MATCH = 32
REPEAT_LOOKBACK = 1024


# ---------------------------------------------------------------- the shared decision rule
class Rule:
    """Everything both modes must agree on: penalty, noise, near-tie arbitration."""

    def __init__(self, vocab, temperature: float = 0.0, seed: int = 0,
                 repeat_penalty: float = REPEAT_PENALTY, repeat_free: int = REPEAT_FREE):
        self.vocab = vocab
        self.V = vocab.size
        self.T = float(temperature)
        self.seed = int(seed)
        self.repeat_penalty = float(repeat_penalty)
        self.free = int(repeat_free)
        self.margin = TIE_MARGIN / self.T if self.T > 0 else TIE_MARGIN
        self._noise: dict[int, np.ndarray] = {}
        self._table = np.zeros((0, self.V))

    def noise(self, pos: int, n: int = 1) -> np.ndarray:
        """Gumbel rows for positions pos..pos+n-1: a pure function of (seed, position)."""
        end = pos + n
        if end > len(self._table):
            # Chunks are generated whole and in order, so the rows never depend on
            # how far ahead a run asked; one contiguous table keeps lookups views.
            chunks = []
            for c in range(-(-end // GUMBEL_CHUNK)):
                chunk = self._noise.get(c)
                if chunk is None:
                    chunk = np.random.default_rng([self.seed, c]).gumbel(size=(GUMBEL_CHUNK, self.V))
                    self._noise[c] = chunk
                chunks.append(chunk)
            self._table = np.concatenate(chunks)
        return self._table[pos:end]

    def penalties(self, context: str) -> dict[int, float]:
        """{id: nats} for the characters that would extend a repeat of an earlier passage.

        A character that would make the context's last ``free`` + m characters plus
        itself a copy of an earlier passage loses ``repeat_penalty`` * (m + 1) nats,
        where m + ``free`` is the longest such match (at most REPEAT_MAX_MATCH):
        short echoes ("de la ") are free, copying a whole phrase costs more the
        longer it gets, so greedy decoding cannot settle into a loop.
        """
        free = self.free
        if not self.repeat_penalty or len(context) <= free:
            return {}
        ctx = context[-REPEAT_LOOKBACK:]
        n = len(ctx)
        tail = ctx[n - free:]
        index = self.vocab.index
        out: dict[int, float] = {}
        i = ctx.find(tail, 0, n - 1)  # end n-1: the occurrence is followed by a character
        while i != -1:
            j = i + free  # the character that followed this earlier occurrence
            m = free
            while m < REPEAT_MAX_MATCH and j - m - 1 >= 0 and ctx[j - m - 1] == ctx[n - m - 1]:
                m += 1
            c = index.get(ctx[j], 0)
            pen = self.repeat_penalty * (m + 1 - free)
            if pen > out.get(c, 0.0):
                out[c] = pen
            i = ctx.find(tail, i + 1, n - 1)
        return out

    def scores(self, logits: np.ndarray, pos: int, contexts: list[str]) -> np.ndarray:
        """Rule scores (n, V) in float64 for rows predicting positions pos, pos+1, ..."""
        s = logits.astype(np.float64)
        if self.repeat_penalty:
            for i, ctx in enumerate(contexts):
                pen = self.penalties(ctx)
                if pen:
                    s[i, list(pen)] -= list(pen.values())
        if self.T > 0:
            s *= 1.0 / self.T
            s += self.noise(pos, len(contexts))
        return s

    def fast_choice(self, scores: np.ndarray):
        """(choice per row, near-tie flag per row)."""
        best = scores.argmax(axis=1)
        top2 = np.partition(scores, self.V - 2, axis=1)[:, -2:]
        return best, (top2[:, 1] - top2[:, 0]) < self.margin

    def reference_choice(self, target, tokens: list[int], pos: int, context: str) -> int:
        logits = target.reference_logits(tokens)[None, :]
        return int(self.scores(logits, pos, [context])[0].argmax())


# ---------------------------------------------------------------- events
@dataclass
class Progress:
    """One round of generation, for a streaming view.

    ``pieces`` are the characters this round added, as (text, kind) with kind in
    "target" (target-only mode, and the last character of a speculative run when
    no room is left to draft), "accepted" (draft chars the target confirmed),
    "correction" (the target's char replacing a rejected draft char) and
    "bonus" (the target's extra char after a fully accepted draft).
    ``elapsed`` is the seconds spent computing this run so far, prompt included;
    time the consumer of the events holds the generator suspended is not counted.
    ``tie_reruns`` counts near-tie positions handed to the float64 arbiter; they
    are not slow passes.
    """

    pieces: list
    text: str
    chars: int
    slow_passes: int
    draft_passes: int
    drafted: int
    accepted: int
    tie_reruns: int
    elapsed: float
    done: bool = False
    cancelled: bool = False
    round_k: int = 0  # guesses this round proposed (0: a plain target step)
    round_accepted: int = 0  # ... and how many of them the target accepted

    @property
    def acceptance_rate(self) -> float | None:
        return self.accepted / self.drafted if self.drafted else None

    @property
    def tokens_per_pass(self) -> float | None:
        return self.chars / self.slow_passes if self.slow_passes else None


@dataclass
class _State:
    ids: list
    text: str
    start: int
    slow: int = 0
    drafts: int = 0
    drafted: int = 0
    accepted: int = 0
    ties: int = 0
    busy: float = 0.0
    t0: float = field(default_factory=time.perf_counter)
    hidden: np.ndarray | None = None  # last-block state behind the last token (for heads)


def _is_cancelled(cancel) -> bool:
    if cancel is None:
        return False
    if isinstance(cancel, threading.Event):
        return cancel.is_set()
    return bool(cancel())


# ---------------------------------------------------------------- generation
def stream(models: ModelSet, prompt: str, chars: int, k: int = 4, draft: str | None = "tiny",
           temperature: float = 0.0, seed: int = 0, rejection: bool = False,
           repeat_penalty: float = REPEAT_PENALTY,
           cancel: threading.Event | Callable[[], bool] | None = None) -> Iterator[Progress]:
    """Generate ``chars`` characters after ``prompt``, yielding a Progress per round.

    ``draft`` None (or "none") is the target-only baseline. ``cancel`` (an Event or
    a callable) is checked between rounds; the last Progress has done=True.
    Safe to run in a worker thread: nothing here touches shared mutable state
    except the models' lazy caches, which tolerate concurrent readers.
    """
    if not isinstance(prompt, str) or not prompt:
        raise ValueError(f"invalid value for prompt: {prompt!r} (expected at least one character)")
    chars = validate.check_int("chars", chars, 1, None)
    k = validate.check_int("k", k, 1, 64)
    temperature = validate.check_float("temperature", temperature, 0.0, 100.0)
    if draft == "none":
        draft = None
    if rejection and temperature <= 0:
        raise ValueError("invalid value for temperature: 0 (rejection sampling needs a temperature > 0)")
    vocab = models.vocab
    target = models.target
    drafter = models.draft(draft) if draft is not None else None
    heads = isinstance(drafter, MedusaHeads)
    if heads and k > drafter.n_heads:
        raise ValueError(f"invalid value for k: {k} (the heads guess at most {drafter.n_heads} characters)")
    rule = Rule(vocab, temperature, seed, repeat_penalty)
    rng = np.random.default_rng([seed, 7]) if rejection else None
    ids = vocab.encode(prompt)
    st = _State(ids=ids, text=vocab.decode(ids), start=len(ids))
    cap = len(ids) + chars + k + 2
    if temperature > 0 and not rejection:
        rule.noise(0, cap)  # the whole table up front, outside the timed rounds' way
    tcache = target.new_cache(cap)
    _prefill(target, tcache, ids[:-1])
    dcache = None
    if drafter is not None and not isinstance(drafter, (NGramModel, MedusaHeads)):
        dcache = drafter.new_cache(cap)
        _prefill(drafter, dcache, ids[:-1])

    st.busy = time.perf_counter() - st.t0
    while len(st.ids) - st.start < chars:
        t = time.perf_counter()
        if _is_cancelled(cancel):
            yield _progress(st, [], done=True, cancelled=True)
            return
        left = chars - (len(st.ids) - st.start)
        kk = min(k, left - 1)
        drafted, accepted = st.drafted, st.accepted
        if drafter is None or (heads and (kk == 0 or st.hidden is None)):
            # Heads need the state of a pass first: the first round is a plain one.
            pieces = _target_step(target, tcache, rule, st, rng, keep_hidden=heads)
        elif heads:
            pieces = _heads_round(target, tcache, drafter, rule, st, kk, rng)
        else:
            pieces = _spec_round(target, tcache, drafter, dcache, rule, st, kk, rng)
        # Only time spent here counts: a slow consumer of the events must not
        # make either mode look slower.
        st.busy += time.perf_counter() - t
        yield _progress(st, pieces, done=len(st.ids) - st.start >= chars,
                        round_k=st.drafted - drafted, round_accepted=st.accepted - accepted)


def _prefill(model, cache, ids, chunk=256):
    # Chunks bound the attention scratch memory of a long prompt.
    for i in range(0, len(ids), chunk):
        model.forward(ids[i:i + chunk], cache)


def generate(models: ModelSet, prompt: str, chars: int, **kw) -> Progress:
    """Run ``stream`` to the end and return its last Progress."""
    last = None
    for last in stream(models, prompt, chars, **kw):
        pass
    return last


def _progress(st: _State, pieces, done=False, cancelled=False, round_k=0, round_accepted=0) -> Progress:
    return Progress(pieces=pieces, text=st.text[st.start:], chars=len(st.ids) - st.start,
                    slow_passes=st.slow, draft_passes=st.drafts, drafted=st.drafted,
                    accepted=st.accepted, tie_reruns=st.ties,
                    elapsed=st.busy, done=done, cancelled=cancelled,
                    round_k=round_k, round_accepted=round_accepted)


def _softmax(s: np.ndarray) -> np.ndarray:
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _target_step(target, tcache, rule: Rule, st: _State, rng, keep_hidden=False):
    n = len(st.ids)
    if keep_hidden:
        logits, x = target.forward(st.ids[-1:], tcache, hidden=True)
        st.hidden = x[0].copy()
    else:
        logits = target.forward(st.ids[-1:], tcache)
    st.slow += 1
    if rng is not None:
        p = _softmax(_penalised_logits(rule, logits[0], st.text) / rule.T)
        tok = int(rng.choice(rule.V, p=p))
    else:
        scores = rule.scores(logits, n, [st.text])
        best, tie = rule.fast_choice(scores)
        tok = int(best[0])
        if tie[0]:
            st.ties += 1
            tok = rule.reference_choice(target, st.ids, n, st.text)
    ch = rule.vocab.chars[tok]
    st.ids.append(tok)
    st.text += ch
    return [(ch, "target")]


def _draft_logits(drafter, dcache, seq: list[int]):
    """Draft logits for the position after ``seq``, feeding whatever the cache lacks."""
    if dcache is None:
        return drafter.logits(seq)[None, :]
    return drafter.forward(seq[dcache.length:], dcache)[-1:]


def _penalised_logits(rule: Rule, logits: np.ndarray, context: str) -> np.ndarray:
    s = logits.astype(np.float64)
    pen = rule.penalties(context)
    if pen:
        s[..., list(pen)] -= list(pen.values())
    return s


def _spec_round(target, tcache, drafter, dcache, rule: Rule, st: _State, k: int, rng, head_logits=None):
    """One round: k proposals (from the draft model, or the heads' ``head_logits``),
    one verify pass over k + 1 positions, the accepted prefix and the target's own token."""
    ids, text = st.ids, st.text
    n = len(ids)
    chars = rule.vocab.chars
    seq = ids[:]  # committed + drafted so far
    ctx = text
    drafts, contexts, q_rows = [], [text], []
    for i in range(k):
        dl = _draft_logits(drafter, dcache, seq) if head_logits is None else head_logits[i:i + 1]
        if rng is None:
            d = int(rule.scores(dl, n + i, [ctx])[0].argmax())
        else:
            q = _softmax(_penalised_logits(rule, dl[0], ctx) / rule.T)
            d = int(rng.choice(rule.V, p=q))
            q_rows.append(q)
        drafts.append(d)
        seq.append(d)
        ctx += chars[d]
        contexts.append(ctx)
    if head_logits is None:
        st.drafts += k  # the heads ran inside the last pass: no draft pass of their own
    st.drafted += k

    logits, x = target.forward([ids[-1]] + drafts, tcache, hidden=True)
    st.slow += 1
    if rng is None:
        j, tok, ties = _greedy_verify(target, rule, logits, seq, contexts, n, drafts)
        st.ties += ties
    else:
        p_rows = [_softmax(_penalised_logits(rule, logits[i], contexts[i]) / rule.T) for i in range(k + 1)]
        j, tok = rejection_round(p_rows, q_rows, drafts, rng)
    tcache.rollback(n + j)
    if dcache is not None:
        dcache.rollback(min(dcache.length, n + j))
    if head_logits is not None:
        st.hidden = x[j].copy()  # row j produced the emitted token: the heads read it next round
    new = drafts[:j] + [tok]
    st.accepted += j
    st.ids.extend(new)
    piece = "".join(chars[t] for t in new)
    st.text += piece
    pieces = []
    if j:
        pieces.append((piece[:j], "accepted"))
    pieces.append((piece[j:], "correction" if j < k else ("bonus" if k else "target")))
    return pieces


def _heads_round(target, tcache, heads: MedusaHeads, rule: Rule, st: _State, k: int, rng):
    return _spec_round(target, tcache, None, None, rule, st, k, rng, head_logits=heads.logits(st.hidden, k))


def _greedy_verify(target, rule: Rule, logits, seq, contexts, n, drafts):
    scores = rule.scores(logits, n, contexts)
    best, tie = rule.fast_choice(scores)
    ties = 0
    k = len(drafts)
    for i in range(k + 1):
        tok = int(best[i])
        if tie[i]:
            ties += 1
            tok = rule.reference_choice(target, seq[:n + i], n + i, contexts[i])
        if i == k or tok != drafts[i]:
            return i, tok, ties
    raise AssertionError("unreachable")


def rejection_round(p_rows, q_rows, drafts, rng: np.random.Generator):
    """Speculative sampling for one round: (number of accepted drafts, the emitted token).

    ``p_rows[i]``/``q_rows[i]`` are the target/draft distributions at draft i;
    ``p_rows`` has one extra row for the bonus token.
    """
    k = len(drafts)
    for i in range(k):
        d = drafts[i]
        p, q = p_rows[i], q_rows[i]
        if rng.random() * q[d] < p[d]:  # accept with probability min(1, p/q)
            continue
        resid = np.maximum(p - q, 0.0)
        total = resid.sum()
        if total <= 0:  # p == q up to rounding: any draw from p is exact
            resid, total = p, p.sum()
        return i, int(rng.choice(len(p), p=resid / total))
    p = p_rows[k]
    return k, int(rng.choice(len(p), p=p / p.sum()))
