"""desktop.sim.trace: the invariants of issue #2 and reproducibility."""

from __future__ import annotations

import dataclasses
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.sim import analytic, trace
from desktop.sim.texto import WORDS


def _norm(word: str) -> str:
    return word.strip(".,;:¿?¡!\"'()").lower()


def check_invariants(t: trace.Trace) -> None:
    n = t.tokens
    emitted_total = 0
    for i, r in enumerate(t.rounds):
        last = i == len(t.rounds) - 1
        assert len(r.drafted) == t.k
        assert 0 <= r.accepted <= t.k
        assert r.extra == ("bonus" if r.accepted == t.k else "correction")
        if r.truncated:
            assert last  # only the last round can be cut
            assert len(r.emitted) <= r.accepted
            assert r.emitted == r.drafted[: len(r.emitted)]
        else:
            assert len(r.emitted) == r.accepted + 1
            assert r.emitted[: r.accepted] == r.drafted[: r.accepted]
        # the target's words are the story, in order
        assert r.emitted == tuple(WORDS[(emitted_total + j) % len(WORDS)] for j in range(len(r.emitted)))
        if r.accepted < t.k:
            right = WORDS[(emitted_total + r.accepted) % len(WORDS)]
            assert _norm(r.drafted[r.accepted]) != _norm(right)  # a real wrong guess
        emitted_total += len(r.emitted)
        assert emitted_total < n or last
    assert emitted_total == n
    assert t.slow_passes == len(t.rounds)
    assert t.text == " ".join(w for r in t.rounds for w in r.emitted)
    assert len(t.text.split()) == n


@settings(max_examples=200, deadline=None)
@given(
    k=st.integers(0, 64),
    alpha=st.floats(0.0, 1.0, allow_nan=False),
    tokens=st.integers(1, 400),
    seed=st.integers(0, 2**63),
)
def test_trace_invariants(k, alpha, tokens, seed):
    t = trace.make_trace(k, alpha, tokens, seed)
    check_invariants(t)
    assert t == trace.make_trace(k, alpha, tokens, seed)  # same seed -> identical trace


def test_different_seeds_give_different_traces():
    assert trace.make_trace(4, 0.6, 80, 1) != trace.make_trace(4, 0.6, 80, 2)


def test_no_draft_means_one_bonus_word_per_pass():
    t = trace.make_trace(0, 0.7, 12, 3)
    assert t.slow_passes == 12
    assert all(r.drafted == () and r.accepted == 0 and r.extra == "bonus" for r in t.rounds)
    assert all(len(r.emitted) == 1 and not r.truncated for r in t.rounds)


def test_perfect_draft_and_useless_draft():
    t = trace.make_trace(4, 1.0, 23, 0)
    assert t.slow_passes == math.ceil(23 / 5)
    assert all(r.extra == "bonus" for r in t.rounds)
    assert t.rounds[-1].truncated and t.rounds[-1].emitted == t.rounds[-1].drafted[:3]
    t = trace.make_trace(4, 0.0, 9, 0)
    assert t.slow_passes == 9
    assert all(r.accepted == 0 and r.extra == "correction" for r in t.rounds)


def test_long_text_cycles_the_story():
    t = trace.make_trace(6, 0.8, len(WORDS) + 40, 11)
    check_invariants(t)
    words = t.text.split()
    assert words[len(WORDS) :] == list(WORDS[:40])


def test_story_is_long_enough_for_the_widest_window():
    assert len(WORDS) > 65  # trace slices up to k + 1 = 65 words from the doubled story
    assert len(WORDS) >= 200


def test_mean_rounds_over_seeds_matches_exact_expectation():
    k, alpha, n, seeds = 4, 0.7, 50, 400
    rounds = [trace.make_trace(k, alpha, n, s).slow_passes for s in range(seeds)]
    mean = sum(rounds) / seeds
    se = analytic.passes_sd(k, alpha, n) / math.sqrt(seeds)
    assert abs(mean - analytic.expected_passes(k, alpha, n)) <= 4 * se


def test_trace_is_frozen_and_serialisable():
    t = trace.make_trace(3, 0.5, 10, 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        t.rounds[0].accepted = 2  # type: ignore[misc]
    d = t.to_dict()
    assert d["slow_passes"] == t.slow_passes and d["text"] == t.text
    assert set(d["rounds"][0]) == {"drafted", "accepted", "emitted", "extra"}


@pytest.mark.parametrize(
    "args, name",
    [
        ((65, 0.5, 10, 0), "k"),
        ((3, 1.5, 10, 0), "alpha"),
        ((3, 0.5, 100_001, 0), "tokens"),
        ((3, 0.5, 10, -1), "seed"),
        ((3, 0.5, 10, "x"), "seed"),
    ],
)
def test_bad_input(args, name):
    with pytest.raises(ValueError, match=rf"^invalid value for {name}: "):
        trace.make_trace(*args)


def _story_bigrams() -> tuple[set[tuple[str, str]], set[str]]:
    """From the story's raw text, read here independently of the trace module: which word follows
    which (without wrapping round from the last word to the first), and which words open a sentence."""
    import re

    from desktop.sim.texto import TEXTO

    words = TEXTO.split()
    norm = [re.sub(r"^[^\wáéíóúñü]+|[^\wáéíóúñü]+$", "", w.lower()) for w in words]
    pairs = {(norm[i], norm[i + 1]) for i in range(len(words) - 1)}
    openers = {norm[i + 1] for i in range(len(words) - 1) if words[i].endswith(".")}
    return pairs, openers


@pytest.mark.parametrize("seed", range(40))
def test_a_wrong_guess_is_a_word_that_can_follow_the_one_before(seed):
    """Review 32: round 1 proposed «lleno» before «En» existed, and a later round restarted the story
    («En un jardín lleno» after «jardín»). A wrong guess follows its previous word somewhere in the
    story where it can, never by wrapping from its end; the text's first word has none, so its wrong
    guess opens a sentence."""
    pairs, openers = _story_bigrams()
    t = trace.make_trace(4, 0.3, 60, seed)
    text: list[str] = []
    for r in t.rounds:
        if r.accepted < t.k:
            guess = _norm(r.drafted[r.accepted])
            before = text + list(r.drafted[:r.accepted])
            right = _norm(r.emitted[r.accepted]) if len(r.emitted) > r.accepted else None
            if before:
                prev = _norm(before[-1])
                others = {b for a, b in pairs if a == prev and b != right}
                if others:  # (a word whose only follower is the right one leaves no such guess)
                    assert guess in others, (before[-1], guess)
            else:
                assert guess in openers, guess
        text += list(r.emitted)
