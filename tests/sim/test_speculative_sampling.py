"""Speculative sampling reproduces the target's distribution (Leviathan et al. 2023, App. A.1).

The statistical tests compute Pearson's statistic here and compare it with
critical values from a printed chi-square table, so they do not lean on the
module's own p-value code (which is checked separately against the table).
"""

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.sim import sampling, vocab
from desktop.sim.__main__ import main

# Upper 0.001 points of the chi-square distribution, df = 1..9 (standard tables).
CHI2_CRIT_001 = {1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515,
                 6: 22.458, 7: 24.322, 8: 26.124, 9: 27.877}

N = 100_000


def pearson(counts, p):
    """X² and df over the support of p; every expected count here is well above 5."""
    counts = np.asarray(counts, dtype=float)
    p = np.asarray(p, dtype=float)
    n = counts.sum()
    support = p > 0
    expected = n * p[support]
    assert expected.min() >= 5, "test pair chosen badly: expected count below 5"
    return float(((counts[support] - expected) ** 2 / expected).sum()), int(support.sum()) - 1


PAIRS = {
    "vocab default draft": (sampling.target_distribution(), sampling.draft_distribution()),
    "vocab hot, far draft": (sampling.target_distribution(1.6), sampling.draft_distribution(0.8, 1.6)),
    "q zero where p > 0": (np.array([0.4, 0.3, 0.2, 0.1]), np.array([0.7, 0.3, 0.0, 0.0])),
    "p zero where q > 0": (np.array([0.5, 0.5, 0.0, 0.0]), np.array([0.1, 0.2, 0.3, 0.4])),
    "zeros both ways": (np.array([0.0, 0.2, 0.3, 0.5]), np.array([0.6, 0.4, 0.0, 0.0])),
    "disjoint supports": (np.array([0.25, 0.75, 0.0, 0.0]), np.array([0.0, 0.0, 0.3, 0.7])),
    "q equals p": (np.array([0.1, 0.2, 0.3, 0.4]), np.array([0.1, 0.2, 0.3, 0.4])),
}


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_outputs_follow_p_and_acceptance_is_sum_of_min(name):
    p, q = PAIRS[name]
    rng = np.random.default_rng(20230517)
    batch = sampling.speculative_sample(p, q, N, rng)
    counts = np.bincount(batch.outputs, minlength=p.size)

    assert counts[p == 0].sum() == 0, "emitted a word the target gives probability 0"
    stat, df = pearson(counts, p)
    assert stat < CHI2_CRIT_001[df], f"{name}: X²={stat:.2f} on {df} df rejects p at 0.001"

    alpha = sum(min(a, b) for a, b in zip(p, q))
    se = math.sqrt(alpha * (1 - alpha) / N)
    rate = batch.accepted.mean()
    assert abs(rate - alpha) <= 4 * se + 1e-12, f"{name}: acceptance {rate} vs alpha {alpha} (SE {se})"
    assert sampling.acceptance_rate(p, q) == pytest.approx(alpha, abs=1e-12)


def test_outputs_do_not_follow_q():
    # The same test has the power to tell p from q: the output is not the draft's.
    p, q = PAIRS["vocab default draft"]
    batch = sampling.speculative_sample(p, q, N, np.random.default_rng(1))
    counts = np.bincount(batch.outputs, minlength=p.size)
    stat, df = pearson(counts, q)
    assert stat > 100 * CHI2_CRIT_001[df]


def test_drafts_follow_q_and_acceptance_given_draft_is_min_one_p_over_q():
    p, q = PAIRS["q zero where p > 0"]
    batch = sampling.speculative_sample(p, q, N, np.random.default_rng(7))
    stat, df = pearson(np.bincount(batch.drafts, minlength=q.size), q)
    assert stat < CHI2_CRIT_001[df]
    for x in np.flatnonzero(q > 0):
        drafted = batch.drafts == x
        m = drafted.sum()
        want = min(1.0, p[x] / q[x])
        se = math.sqrt(want * (1 - want) / m)
        assert abs(batch.accepted[drafted].mean() - want) <= 4 * se + 1e-12


def test_q_equal_p_accepts_every_draft():
    p = sampling.target_distribution(0.7)
    batch = sampling.speculative_sample(p, p.copy(), 50_000, np.random.default_rng(3))
    assert batch.accepted.all()
    assert np.array_equal(batch.outputs, batch.drafts)


def test_disjoint_supports_reject_every_draft():
    p, q = PAIRS["disjoint supports"]
    batch = sampling.speculative_sample(p, q, 50_000, np.random.default_rng(4))
    assert not batch.accepted.any()
    assert set(np.unique(batch.outputs)) <= {0, 1}
    assert sampling.acceptance_rate(p, q) == 0.0
    assert sampling.tv_distance(p, q) == pytest.approx(1.0)


def test_same_seed_same_samples():
    p, q = PAIRS["zeros both ways"]
    a = sampling.speculative_sample(p, q, 1000, np.random.default_rng(11))
    b = sampling.speculative_sample(p, q, 1000, np.random.default_rng(11))
    assert np.array_equal(a.outputs, b.outputs) and np.array_equal(a.accepted, b.accepted)


def test_sample_counts_in_chunks_matches_distribution(monkeypatch):
    monkeypatch.setattr(sampling, "_CHUNK", 3000)  # 10,000 steps in four chunks
    p, q = PAIRS["vocab default draft"]
    counts, accepted = sampling.sample_counts(p, q, 10_000, np.random.default_rng(5))
    assert counts.sum() == 10_000
    stat, df = pearson(counts, p)
    assert stat < CHI2_CRIT_001[df]
    alpha = sampling.acceptance_rate(p, q)
    assert abs(accepted / 10_000 - alpha) <= 4 * math.sqrt(alpha * (1 - alpha) / 10_000)


def test_step_and_details_for_the_gui():
    p, q = PAIRS["zeros both ways"]
    step = sampling.speculative_step(p, q, np.random.default_rng(0))
    assert set(step) == {"draft", "accepted", "output"}
    assert q[step["draft"]] > 0 and p[step["output"]] > 0
    if step["accepted"]:
        assert step["output"] == step["draft"]

    words = list(vocab.NEXT_WORDS)
    pv, qv = sampling.target_distribution(), sampling.draft_distribution()
    batch = sampling.speculative_sample(pv, qv, 100, np.random.default_rng(2))
    details = sampling.step_details(batch, words)
    assert len(details) == 100
    for d in details:
        assert d["draft"] in words and d["output"] in words
        if d["accepted"]:
            assert d["output"] == d["draft"]


# --- distributions ---------------------------------------------------------------

def test_softmax_with_temperature_matches_hand_computation():
    logits = [2.0, 1.0, 0.0]
    for t in (0.5, 1.0, 3.0):
        e = [math.exp(x / t) for x in logits]
        want = [v / sum(e) for v in e]
        assert sampling.softmax(logits, t) == pytest.approx(want, abs=1e-12)
    # cold concentrates on the favourite, hot flattens
    assert sampling.target_distribution(0.2)[0] > 0.99
    assert sampling.target_distribution(10.0).max() < 0.2


def test_difference_knob_moves_alpha_from_one_down():
    alphas = [sampling.acceptance_rate(sampling.target_distribution(), sampling.draft_distribution(d))
              for d in (0.0, 0.25, 0.5, 0.75, 1.0)]
    assert alphas[0] == pytest.approx(1.0, abs=1e-12)
    assert all(a > b for a, b in zip(alphas, alphas[1:]))
    assert alphas[-1] < 0.3


def test_vocabulary_is_small_and_spanish_after_the_prompt():
    assert vocab.PROMPT == "Érase una"
    assert 8 <= len(vocab.NEXT_WORDS) <= 12
    assert len(vocab.TARGET_LOGITS) == len(vocab.AWAY_LOGITS) == len(vocab.NEXT_WORDS)
    assert vocab.NEXT_WORDS[int(np.argmax(sampling.target_distribution()))] == "vez"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 10), st.floats(0, 10)), min_size=1, max_size=8),
       st.integers(0, 2**32 - 1))
def test_alpha_is_one_minus_tv_and_no_impossible_output(pairs, seed):
    a = np.array([x for x, _ in pairs])
    b = np.array([y for _, y in pairs])
    if a.sum() == 0 or b.sum() == 0:
        return
    p, q = a / a.sum(), b / b.sum()
    assert sampling.acceptance_rate(p, q) == pytest.approx(1 - sampling.tv_distance(p, q), abs=1e-12)
    batch = sampling.speculative_sample(p, q, 200, np.random.default_rng(seed))
    assert np.all(p[batch.outputs] > 0)
    assert np.all(q[batch.drafts] > 0)


# --- chi-square survival function ---------------------------------------------------

@pytest.mark.parametrize("x,df,table_p", [
    (3.841, 1, 0.05), (6.635, 1, 0.01), (10.828, 1, 0.001),
    (5.991, 2, 0.05), (13.816, 2, 0.001),
    (7.815, 3, 0.05), (11.345, 3, 0.01), (16.266, 3, 0.001),
    (18.307, 10, 0.05), (23.209, 10, 0.01), (29.588, 10, 0.001),
    (31.410, 20, 0.05), (43.773, 30, 0.05), (124.342, 100, 0.05),
    (0.455, 1, 0.50), (9.342, 10, 0.50), (2.558, 10, 0.99),
])
def test_chi2_sf_matches_printed_table(x, df, table_p):
    # tables print x to 3 decimals, hence the loose relative tolerance
    assert sampling.chi2_sf(x, df) == pytest.approx(table_p, rel=3e-3)


@pytest.mark.parametrize("x", [0.01, 0.5, 1.0, 2.0, 5.0, 12.0, 40.0, 150.0])
def test_chi2_sf_matches_closed_forms(x):
    assert sampling.chi2_sf(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9, abs=1e-300)
    assert sampling.chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-9, abs=1e-300)
    three = math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2)
    assert sampling.chi2_sf(x, 3) == pytest.approx(three, rel=1e-9, abs=1e-300)
    assert sampling.chi2_sf(x, 4) == pytest.approx(math.exp(-x / 2) * (1 + x / 2), rel=1e-9, abs=1e-300)


def test_chi2_sf_edges():
    assert sampling.chi2_sf(0.0, 5) == 1.0
    assert sampling.chi2_sf(math.inf, 5) == 0.0
    with pytest.raises(ValueError, match="df"):
        sampling.chi2_sf(1.0, 0)


def test_chi_square_statistic_and_impossible_outputs():
    p = np.array([0.5, 0.3, 0.2, 0.0])
    counts = np.array([480, 320, 200, 0])
    stat, df, pv = sampling.chi_square(counts, p)
    want = (480 - 500) ** 2 / 500 + (320 - 300) ** 2 / 300 + 0
    assert stat == pytest.approx(want) and df == 2
    assert pv == pytest.approx(math.exp(-want / 2))
    stat, _, pv = sampling.chi_square(np.array([480, 320, 199, 1]), p)
    assert stat == math.inf and pv == 0.0
    # too few samples to test anything
    assert sampling.chi_square(np.array([3, 0, 0, 0]), p)[2] is None


# --- validation and CLI -------------------------------------------------------------

def run_cli(capsys, *argv):
    code = main(["sample", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_keys_and_values(capsys):
    code, out, err = run_cli(capsys, "--p", "0.5,0.3,0.2,0", "--q", "0.2,0.2,0.3,0.3",
                             "--n", "20000", "--seed", "9", "--json")
    assert code == 0 and err == ""
    r = json.loads(out)
    for key in ("alpha", "accept_rate", "counts", "chi2", "p_value", "tv_distance"):
        assert key in r
    assert r["alpha"] == pytest.approx(0.2 + 0.2 + 0.2)
    assert r["tv_distance"] == pytest.approx(0.4)
    assert sum(r["counts"]) == 20000 and r["counts"][3] == 0
    assert abs(r["accept_rate"] - 0.6) < 4 * math.sqrt(0.6 * 0.4 / 20000)
    assert r["p_value"] > 0.001


def test_cli_default_vocabulary_and_step_detail(capsys):
    code, out, _ = run_cli(capsys, "--n", "100", "--json")
    r = json.loads(out)
    assert code == 0 and r["words"] == list(vocab.NEXT_WORDS) and len(r["steps"]) == 100
    code, out, _ = run_cli(capsys, "--n", "10000", "--temperature", "0.8", "--difference", "0.6")
    assert code == 0 and "vez" in out and "alpha" in out


def test_cli_normalise_flag(capsys):
    code, out, _ = run_cli(capsys, "--p", "2,1,1", "--q", "1,1,2", "--normalise", "--json")
    r = json.loads(out)
    assert code == 0 and r["p"] == pytest.approx([0.5, 0.25, 0.25]) and r["q"] == pytest.approx([0.25, 0.25, 0.5])


@pytest.mark.parametrize("argv,names", [
    (["--p", "0.5,0.5", "--q", "0.2,0.3,0.5"], "q"),
    (["--p", "0.5,-0.5,1", "--q", "0.2,0.3,0.5"], "p[1]"),
    (["--p", "0.5,0.6", "--q", "0.5,0.5"], "p"),
    (["--p", "0.5,0.5", "--q", "0.5,0.4"], "q"),
    (["--p", "0.5,nan", "--q", "0.5,0.5"], "p[1]"),
    (["--p", "0.5,inf", "--q", "0.5,0.5", "--normalise"], "p[1]"),
    (["--p", "0.5,abc", "--q", "0.5,0.5"], "p[1]"),
    (["--p", "0.5,,0.5", "--q", "0.5,0.5"], "p"),
    (["--p", "0,0", "--q", "0.5,0.5", "--normalise"], "p"),
    (["--p", "0.5,0.5"], "q"),
    (["--p", "0.5,0.5", "--q", "0.5,0.5", "--temperature", "2"], "temperature"),
    (["--n", "0"], "n"),
    (["--n", "1.5"], "n"),
    (["--seed", "-1"], "seed"),
    (["--temperature", "0"], "temperature"),
    (["--temperature", "nan"], "temperature"),
    (["--difference", "1.5"], "difference"),
])
def test_cli_bad_input_exit_2_one_line(capsys, argv, names):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert f"invalid value for {names}" in err


def test_library_validation_names_the_parameter():
    with pytest.raises(ValueError, match="invalid value for q"):
        sampling.acceptance_rate([0.5, 0.5], [1.0])
    with pytest.raises(ValueError, match="difference"):
        sampling.draft_distribution(-0.1)
    assert sampling.check_distribution("p", [0.2, 0.8]) == pytest.approx([0.2, 0.8])
    assert sampling.check_distribution("p", [0.5, 0.5 + 5e-7]) is not None


def test_mixture_is_word_by_word_and_checks_its_inputs():
    # By hand: 0,7 × (0,5; 0,5; 0) + 0,3 × (0; 0; 1).
    np.testing.assert_allclose(sampling.mixture([0.5, 0.5, 0.0], [0.0, 0.0, 1.0], 0.3), [0.35, 0.35, 0.3])
    np.testing.assert_allclose(sampling.mixture([0.2, 0.8], [1.0, 0.0], 0.0), [0.2, 0.8])
    np.testing.assert_allclose(sampling.mixture([0.2, 0.8], [1.0, 0.0], 1.0), [1.0, 0.0])
    with pytest.raises(ValueError, match="weight"):
        sampling.mixture([0.5, 0.5], [1.0, 0.0], 1.2)
    with pytest.raises(ValueError, match="other"):
        sampling.mixture([0.5, 0.5], [0.2, 0.3, 0.5], 0.5)


def test_tempered_sharpens_below_one_flattens_above_and_keeps_zeros():
    # By hand: (0,8² ; 0,2² ; 0) / 0,68 at T = 0,5, and (√0,8 ; √0,2 ; 0) / (√0,8 + √0,2) at T = 2.
    np.testing.assert_allclose(sampling.tempered([0.8, 0.2, 0.0], 0.5), [0.64 / 0.68, 0.04 / 0.68, 0.0])
    root = np.sqrt(0.8) + np.sqrt(0.2)
    np.testing.assert_allclose(sampling.tempered([0.8, 0.2, 0.0], 2.0), [np.sqrt(0.8) / root, np.sqrt(0.2) / root, 0.0])
    np.testing.assert_allclose(sampling.tempered([0.1, 0.6, 0.3], 1.0), [0.1, 0.6, 0.3])
    # The coldest temperature still leaves a distribution (no underflow to all zeros, no NaN):
    # 0,6^20 = 3,66e-5 and 0,4^20 = 1,10e-8 of the favourite.
    cold = sampling.tempered([0.5, 0.3, 0.2], sampling.TEMPERATURE_RANGE[0])
    total = 1 + 0.6 ** 20 + 0.4 ** 20
    np.testing.assert_allclose(cold, [1 / total, 0.6 ** 20 / total, 0.4 ** 20 / total])
