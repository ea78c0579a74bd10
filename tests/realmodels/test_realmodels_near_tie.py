"""Near ties: positions whose top two scores are closer than the margin are decided in float64.

A target is doctored so that one character's logit equals the space's logit plus
3e-6 at every position: far below the ~1e-5 wobble between a one-row and a
k+1-row call, so the fast path alone could go either way. Both modes must still
write the text that exact (float64, from scratch) greedy decoding writes.
"""

import numpy as np
import pytest

from desktop.realmodels import generate
from desktop.realmodels.decoding import Rule
from desktop.realmodels.models import ModelSet
from desktop.realmodels.transformer import Transformer

GAP = 3e-6


@pytest.fixture(scope="module")
def tied(models):
    arrays = {k: np.asarray(v, dtype=np.float64) for k, v in models.target.stored_arrays().items()}
    space, twin = models.vocab.index[" "], models.vocab.index["]"]
    arrays["head_w"][:, twin] = arrays["head_w"][:, space]
    arrays["head_b"][twin] = arrays["head_b"][space] + GAP
    target = Transformer(arrays, models.target.card)
    return ModelSet(models.directory, target, models.vocab, models.loaded_drafts()), space, twin


def exact_greedy(ms, prompt, chars):
    """Greedy decoding with every position computed in float64 from scratch."""
    rule = Rule(ms.vocab, repeat_penalty=0.0)
    ids = ms.vocab.encode(prompt)
    text = prompt
    for _ in range(chars):
        scores = rule.scores(ms.target.reference_logits(ids)[None, :], len(ids), [text])
        tok = int(np.argmax(scores[0]))
        ids.append(tok)
        text += ms.vocab.chars[tok]
    return text[len(prompt):]


def test_fast_choice_flags_the_tie():
    class V:
        size = 4
        index = {}
    rule = Rule(V())
    best, tie = rule.fast_choice(np.array([[0.0, 1.0, 1.0 + 5e-5, -2.0], [0.0, 1.0, 1.2, -2.0]]))
    assert list(best) == [2, 2]
    assert list(tie) == [True, False]


def test_doctored_target_ties_everywhere(tied):
    ms, space, twin = tied
    logits = ms.target.reference_logits(ms.vocab.encode("En un lugar de la Mancha"))
    assert logits[twin] - logits[space] == pytest.approx(GAP, abs=1e-9)


@pytest.mark.parametrize("draft", ["tiny", "ngram"])
def test_both_modes_write_the_exact_text(tied, draft):
    ms, space, twin = tied
    prompt, chars = "En un lugar de la Mancha", 60
    want = exact_greedy(ms, prompt, chars)
    assert "]" in want and " " not in want  # the twin wins every space, by 3e-6
    # No repetition penalty here: it would treat " " and "]" differently and undo the tie.
    alone = generate(ms, prompt, chars, draft=None, repeat_penalty=0.0)
    assert alone.text == want
    assert alone.tie_reruns >= want.count("]")
    for k in (1, 4):
        spec = generate(ms, prompt, chars, draft=draft, k=k, repeat_penalty=0.0)
        assert spec.text == want
        assert spec.tie_reruns > 0
