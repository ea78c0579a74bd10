"""The screen's two small pure helpers: reshaping q and wording the fit."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.screens.sampling import fit
from desktop.screens.sampling.state import reshape


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.floats(0.0, 1.0), min_size=2, max_size=12).filter(lambda v: sum(v) > 1e-6),
    st.data(),
)
def test_reshape_sets_one_word_and_keeps_the_others_proportions(raw, data):
    q = np.array(raw) / sum(raw)
    i = data.draw(st.integers(0, len(q) - 1))
    value = data.draw(st.floats(0.0, 1.0))
    out = reshape(q, i, value)
    assert out[i] == value
    assert out.sum() == pytest.approx(1.0, abs=1e-12)
    assert np.all(out >= 0)
    others = np.arange(len(q)) != i
    rest = q[others].sum()
    if rest > 0:
        # Each other word keeps its share of what is left.
        np.testing.assert_allclose(out[others], q[others] / rest * (1 - value), atol=1e-12)
    else:
        np.testing.assert_allclose(out[others], (1 - value) / (len(q) - 1), atol=1e-12)


def test_reshape_clamps_and_does_not_touch_its_input():
    q = np.array([0.5, 0.3, 0.2])
    out = reshape(q, 1, 1.7)
    np.testing.assert_array_equal(out, [0.0, 1.0, 0.0])
    np.testing.assert_array_equal(q, [0.5, 0.3, 0.2])
    np.testing.assert_allclose(reshape(q, 0, -0.2), [0.0, 0.6, 0.4])


P = np.array([0.5, 0.3, 0.2])


def test_verdict_empty_and_too_few():
    assert fit.verdict([0, 0, 0], P).key == fit.EMPTY
    assert fit.verdict([5, 3, 2], P).key == fit.TOO_FEW


def test_verdict_exactly_proportional_counts_match():
    v = fit.verdict([5000, 3000, 2000], P)
    assert v.key == fit.MATCH and v.p_value == pytest.approx(1.0)
    assert fit.verdict([250, 150, 100], P).key == fit.SO_FAR


def test_verdict_far_off_counts_do_not_match():
    # X² = (600-500)²/500 + (200-300)²/300 + (200-200)²/200 = 53.3 on 2 df: p ≈ 3e-12.
    v = fit.verdict([600, 200, 200], P)
    assert v.key == fit.NO_MATCH and v.p_value < 1e-10


def test_verdict_borderline():
    # On 2 df the chi-square tail is exp(-X²/2).
    # [530, 270, 200]: X² = 900/500 + 900/300 = 4.8, p = exp(-2.4) = 0.091: fits.
    # [540, 260, 200]: X² = 1600/500 + 1600/300 = 8.53, p = exp(-4.27) = 0.014: borderline.
    assert fit.verdict([530, 270, 200], P).key == fit.MATCH
    v = fit.verdict([540, 260, 200], P)
    assert v.key == fit.BORDER and v.p_value == pytest.approx(np.exp(-8.5333333 / 2), rel=1e-6)


def test_an_output_the_distribution_forbids_settles_it_at_once():
    assert fit.verdict([3, 0, 1], np.array([0.5, 0.5, 0.0])).key == fit.NO_MATCH
