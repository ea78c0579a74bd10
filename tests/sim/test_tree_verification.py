"""Tree verification (issue 10) against brute force, closed forms and Monte Carlo."""

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.sim import tree as T
from desktop.sim import vocab
from desktop.sim.__main__ import main

PRESET_RANKS = {name: T.rank_probabilities(v["a1"], v["decay"]) for name, v in T.PRESETS.items()}
RANK_CASES = {
    **PRESET_RANKS,
    "cut at two": T.rank_probabilities(0.8, 0.5),
    "flat-ish": T.rank_probabilities(0.3, 0.9),
    "perfect": T.rank_probabilities(1.0, 0.5),
    "hopeless": T.rank_probabilities(0.0, 0.5),
}


# --- independent helpers ----------------------------------------------------------

def brute_force_expected(children_of, ranks, depth):
    """E by enumerating the target's rank at each depth (0 = outside the draft's list).

    ``children_of(path)`` gives the set of ranks kept below the node at ``path``
    (a tuple of ranks; () is the root). Once the walk stops, later ranks cannot
    change the round, so the enumeration of a sequence ends there; the
    outcomes at each depth sum to 1, so the weights still total 1 (asserted).
    """
    outcomes = [(0, 1.0 - sum(ranks))] + [(i + 1, a) for i, a in enumerate(ranks)]
    total = weight = 0.0
    stack = [((), 1.0)]
    while stack:
        path, prob = stack.pop()
        for rank, a in outcomes:
            p = prob * a
            if rank != 0 and rank in children_of(path) and len(path) < depth:
                stack.append((path + (rank,), p))
            else:
                total += p * (len(path) + 1)
                weight += p
    assert weight == pytest.approx(1.0, abs=1e-9)
    return total


def full_children(branches):
    return lambda path: set(range(1, branches[len(path)] + 1)) if len(path) < len(branches) else set()


def rank_paths(tree):
    """Each node's rank path, found by walking up its parents."""
    out = []
    for i in range(tree.size):
        path, j = [], i
        while j >= 0:
            path.append(tree.ranks[j])
            j = tree.parents[j]
        out.append(tuple(reversed(path)))
    return out


def tree_children(tree):
    paths = set(rank_paths(tree))
    return lambda path: {p[-1] for p in paths if len(p) == len(path) + 1 and p[:-1] == path}


def e_from_formula(branches, ranks):
    e, prod = 1.0, 1.0
    for b in branches:
        prod *= sum(ranks[:b])
        e += prod
    return e


# --- the rank model -----------------------------------------------------------------

def test_rank_probabilities_geometric_and_cut():
    assert T.rank_probabilities(0.5, 0.5, 4) == pytest.approx([0.5, 0.25, 0.125, 0.0625])
    # 0.8 + 0.4 would pass 1: the second is lowered to fill exactly, the rest are 0
    assert T.rank_probabilities(0.8, 0.5, 4) == pytest.approx([0.8, 0.2, 0.0, 0.0])
    assert T.rank_probabilities(0.6, 0.9, 5) == pytest.approx([0.6, 0.4, 0, 0, 0])
    assert T.rank_probabilities(1.0, 0.3, 3) == pytest.approx([1.0, 0.0, 0.0])
    assert T.rank_probabilities(0.4, 0.0, 3) == pytest.approx([0.4, 0.0, 0.0])


@settings(max_examples=200, deadline=None)
@given(st.floats(0, 1), st.floats(0, 0.999))
def test_rank_probabilities_are_a_sub_distribution(a1, r):
    a = T.rank_probabilities(a1, r)
    assert a.sum() <= 1 + 1e-12
    assert np.all(a >= 0) and np.all(np.diff(a) <= 1e-15)
    assert a[0] == pytest.approx(a1)


def test_presets_are_documented_and_valid():
    assert T.PRESETS["weak_heads"]["label_es"] == "borrador débil"
    assert T.PRESETS["eagle_like"]["label_es"] == "borrador tipo EAGLE"
    weak, eagle = PRESET_RANKS["weak_heads"], PRESET_RANKS["eagle_like"]
    assert weak[0] < eagle[0] and weak.sum() < eagle.sum()


# --- expected tokens per pass ------------------------------------------------------------

@pytest.mark.parametrize("branches", [(1,), (2,), (3, 1), (2, 2), (1, 3, 2), (2, 1, 2), (4, 2, 1), (1, 1, 1, 1)])
@pytest.mark.parametrize("case", sorted(RANK_CASES))
def test_full_tree_expected_tokens_equals_brute_force(branches, case):
    ranks = RANK_CASES[case]
    want = brute_force_expected(full_children(branches), ranks, len(branches))
    assert T.expected_tokens(branches, ranks) == pytest.approx(want, rel=1e-9)
    assert T.tree_expected_tokens(T.full_tree(branches), ranks) == pytest.approx(want, rel=1e-9)
    assert T.node_count(branches) == T.full_tree(branches).size == sum(
        math.prod(branches[:d + 1]) for d in range(len(branches)))


@pytest.mark.parametrize("case", sorted(RANK_CASES))
@pytest.mark.parametrize("budget", [1, 2, 4, 7])
def test_greedy_tree_expected_tokens_equals_brute_force(case, budget):
    ranks = RANK_CASES[case]
    t = T.greedy_tree(ranks, budget)
    want = brute_force_expected(tree_children(t), ranks, t.depth)
    assert T.tree_expected_tokens(t, ranks) == pytest.approx(want, rel=1e-9)


@pytest.mark.parametrize("a1", [0.0, 0.3, 0.62, 0.9, 0.999])
@pytest.mark.parametrize("depth", [1, 2, 5, 12])
def test_chain_is_the_iid_formula(a1, depth):
    ranks = T.rank_probabilities(a1, 0.5)
    want = (1 - a1 ** (depth + 1)) / (1 - a1)
    assert T.chain_expected_tokens(ranks, depth) == pytest.approx(want, rel=1e-12)
    assert T.expected_tokens((1,) * depth, ranks) == pytest.approx(want, rel=1e-12)
    assert T.tree_expected_tokens(T.chain_tree(depth), ranks) == pytest.approx(want, rel=1e-12)


def test_chain_with_a_perfect_draft_keeps_every_token():
    assert T.chain_expected_tokens(T.rank_probabilities(1.0, 0.2), 6) == pytest.approx(7.0)


def test_chain_agrees_with_the_lab_closed_form():
    from desktop.sim.analytic import tokens_per_pass

    for a1 in (0.0, 0.2, 0.6, 0.85, 1.0):
        for k in (1, 3, 8, 12):
            ranks = T.rank_probabilities(a1, 0.5)
            assert T.chain_expected_tokens(ranks, k) == pytest.approx(tokens_per_pass(k, a1), rel=1e-9)


def test_speedup_formula():
    assert T.speedup(4.0, 10, 3, 0.1, 0.2) == pytest.approx(4.0 / (1 + 1.0 + 0.6))
    assert T.speedup(3.0, 50, 4, 0.0, 0.0) == pytest.approx(3.0)


# --- best trees under a node budget ---------------------------------------------------

def all_trees(size, max_rank):
    """Every ancestor-closed set of ``size`` rank paths (ranks ≤ max_rank), by brute force."""
    level = {frozenset()}
    for _ in range(size):
        grown = set()
        for s in level:
            spots = [()] + list(s)
            for parent in spots:
                for r in range(1, max_rank + 1):
                    child = parent + (r,)
                    if child not in s:
                        grown.add(s | {child})
        level = grown
    return level


def e_of_paths(paths, ranks):
    return 1.0 + sum(math.prod(ranks[r - 1] for r in path) for path in paths)


@pytest.mark.parametrize("case", ["weak_heads", "eagle_like", "flat-ish", "cut at two"])
@pytest.mark.parametrize("budget", [1, 2, 3, 4, 5])
def test_greedy_tree_is_the_best_of_all_trees(case, budget):
    ranks = RANK_CASES[case]
    best = max(e_of_paths(s, ranks) for s in all_trees(budget, 4))
    got = T.greedy_tree(ranks, budget)
    assert got.size == budget
    assert T.tree_expected_tokens(got, ranks) == pytest.approx(best, rel=1e-12)


def all_full_branchings(nodes, max_depth=None):
    out = []

    def grow(prefix, width, left):
        if left == 0:
            out.append(tuple(prefix))
            return
        if max_depth is not None and len(prefix) == max_depth:
            return
        for b in range(1, T.MAX_BRANCH + 1):
            if width * b <= left:
                grow(prefix + [b], width * b, left - width * b)

    grow([], 1, nodes)
    return out


@pytest.mark.parametrize("case", sorted(PRESET_RANKS) + ["flat-ish"])
@pytest.mark.parametrize("max_depth", [None, 1, 2, 3, 5])
def test_best_full_tree_is_the_best_branching(case, max_depth):
    ranks = RANK_CASES[case]
    table = T.best_full_trees(ranks, 40, max_depth)
    for n in range(1, 41):
        options = all_full_branchings(n, max_depth)
        if not options:
            assert table[n] is None
            continue
        best = max(e_from_formula(b, ranks) for b in options)
        branches, e = table[n]
        assert T.node_count(branches) == n
        assert max_depth is None or len(branches) <= max_depth
        assert e == pytest.approx(best, rel=1e-12)
        assert e_from_formula(branches, ranks) == pytest.approx(e, rel=1e-12)


@pytest.mark.parametrize("case", sorted(RANK_CASES))
def test_greedy_beats_full_beats_chain_at_equal_budget(case):
    ranks = RANK_CASES[case]
    c = T.curves(ranks, 120, beta=0.0, cost=0.0)
    for n in range(1, 121):
        chain = (1 - ranks[0] ** (n + 1)) / (1 - ranks[0]) if ranks[0] < 1 else n + 1.0
        g = c["greedy_tokens_per_pass"][n - 1]
        f = c["full_tokens_per_pass"][n - 1]
        assert c["chain_tokens_per_pass"][n - 1] == pytest.approx(chain, rel=1e-12)
        assert g >= f - 1e-12 and f >= chain - 1e-12
        assert g == pytest.approx(T.tree_expected_tokens(T.greedy_tree(ranks, n), ranks), rel=1e-12)


def test_depth_limited_greedy_beats_the_full_tree_it_contains():
    ranks = PRESET_RANKS["eagle_like"]
    for branches in [(3, 2, 2, 1), (4, 2), (2, 2, 2, 2, 2)]:
        n, depth = T.node_count(branches), len(branches)
        g = T.greedy_tree(ranks, n, max_depth=depth)
        assert g.size == n and g.depth <= depth
        assert T.tree_expected_tokens(g, ranks) >= T.expected_tokens(branches, ranks) - 1e-12


def test_sparse_tree_beats_bushy_one_when_verifying_costs():
    # The chart's lesson: with β > 0, a lean greedy tree out-speeds a bushy full tree.
    ranks = PRESET_RANKS["eagle_like"]
    beta, cost = 0.02, 0.05
    bushy = (6, 4, 3)
    n = T.node_count(bushy)
    bushy_speed = T.speedup(T.expected_tokens(bushy, ranks), n, 3, beta, cost)
    lean = T.greedy_tree(ranks, 20, max_depth=5)
    lean_speed = T.speedup(T.tree_expected_tokens(lean, ranks), lean.size, lean.depth, beta, cost)
    assert lean_speed > bushy_speed


# --- structure for drawing ----------------------------------------------------------------

def test_mask_by_hand_for_a_small_tree():
    t = T.full_tree((2, 1))
    # breadth-first: 0 = rank 1, 1 = rank 2, 2 = child of 0, 3 = child of 1
    assert t.parents == (-1, -1, 0, 1)
    want = np.array([[1, 0, 0, 0],
                     [0, 1, 0, 0],
                     [1, 0, 1, 0],
                     [0, 1, 0, 1]], dtype=bool)
    assert np.array_equal(T.attention_mask(t), want)


@pytest.mark.parametrize("make", [lambda: T.full_tree((3, 2, 2)),
                                  lambda: T.greedy_tree(PRESET_RANKS["weak_heads"], 40),
                                  lambda: T.greedy_tree(PRESET_RANKS["eagle_like"], 30, max_depth=4)])
def test_mask_is_ancestor_or_self(make):
    t = make()
    paths = rank_paths(t)
    mask = T.attention_mask(t)
    for i, pi in enumerate(paths):
        for j, pj in enumerate(paths):
            assert mask[i, j] == (pi[:len(pj)] == pj), (i, j)
    assert np.array_equal(mask, np.tril(mask)), "parents must come before children"
    assert np.array_equal(mask.sum(axis=1), np.array(t.depths))


def test_export_labels_and_parents():
    t = T.full_tree((2, 1))
    nodes = T.export(t, PRESET_RANKS["eagle_like"])
    assert [n["word"] for n in nodes] == ["vez", "niña", "una", "que"]
    assert [n["parent"] for n in nodes] == [-1, -1, 0, 1]
    assert [n["depth"] for n in nodes] == [1, 1, 2, 2]
    assert [n["rank"] for n in nodes] == [1, 2, 1, 1]
    assert nodes[2]["path_prob"] == pytest.approx(0.75 * 0.75)


def test_every_allowed_node_gets_a_distinct_label_among_siblings():
    t = T.full_tree((T.MAX_BRANCH, T.MAX_BRANCH, 2))
    words = T.node_words(t)
    assert all(isinstance(w, str) and w for w in words)
    for v in [-1] + list(range(t.size)):
        sib = [words[c] for c in range(t.size) if t.parents[c] == v]
        assert len(sib) == len(set(sib))
    for cands in vocab.CONTINUATIONS.values():
        assert len(cands) >= T.MAX_BRANCH and len(set(cands)) == len(cands)


# --- Monte Carlo ----------------------------------------------------------------------------

@pytest.mark.parametrize("case,make", [
    ("eagle_like", lambda r: T.full_tree((3, 2, 2, 1))),
    ("weak_heads", lambda r: T.full_tree((4, 3, 2))),
    ("flat-ish", lambda r: T.greedy_tree(r, 25)),
    ("cut at two", lambda r: T.chain_tree(6)),
])
def test_monte_carlo_mean_within_4_se(case, make):
    ranks = RANK_CASES[case]
    t = make(ranks)
    sim = T.simulate_rounds(t, ranks, 200_000, np.random.default_rng(2024))
    tokens = sim.tokens.astype(float)
    se = tokens.std(ddof=1) / math.sqrt(tokens.size)
    want = brute_force_expected(tree_children(t), ranks, t.depth) if t.size <= 40 else \
        T.tree_expected_tokens(t, ranks)
    assert abs(tokens.mean() - want) <= 4 * se


def test_each_round_accepts_exactly_one_consistent_path():
    ranks = PRESET_RANKS["weak_heads"]
    t = T.full_tree((3, 2, 2))
    paths = rank_paths(t)
    sim = T.simulate_rounds(t, ranks, 500, np.random.default_rng(8))
    for k in range(500):
        d = T.round_detail(t, sim, k)
        path = d["path"]
        assert d["tokens"] == len(path) + 1 == sim.accepted[k] + 1
        assert all(t.parents[b] == a for a, b in zip([-1] + path, path))
        # the accepted path is exactly the target's ranks, while they stay inside the tree
        target = d["target_ranks"]
        assert [paths[v][-1] for v in path] == target[:len(path)]
        if len(path) < t.depth:
            nxt = target[len(path)]
            assert nxt == 0 or nxt > (3, 2, 2)[len(path)]
        assert d["words"] == [T.node_words(t)[v] for v in path]
        if d["bonus_rank"]:
            assert isinstance(d["bonus_word"], str)
        else:
            assert d["bonus_word"] is None


def test_simulation_is_seeded():
    ranks = PRESET_RANKS["eagle_like"]
    t = T.full_tree((2, 2))
    a = T.simulate_rounds(t, ranks, 100, np.random.default_rng(1))
    b = T.simulate_rounds(t, ranks, 100, np.random.default_rng(1))
    assert np.array_equal(a.paths, b.paths)


# --- CLI ------------------------------------------------------------------------------------------

def run_cli(capsys, *argv):
    code = main(["tree", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json(capsys):
    code, out, err = run_cli(capsys, "--a1", "0.7", "--decay", "0.3", "--branches", "3,2,2,1",
                             "--beta", "0.01", "--cost", "0.05", "--json")
    assert code == 0 and err == ""
    r = json.loads(out)
    for key in ("nodes", "tokens_per_pass", "speedup", "chain_tokens_per_pass", "greedy_tree"):
        assert key in r
    ranks = [0.7 * 0.3 ** i for i in range(8)]
    assert r["nodes"] == 3 + 6 + 12 + 12
    e = e_from_formula((3, 2, 2, 1), ranks)
    assert r["tokens_per_pass"] == pytest.approx(e)
    assert r["speedup"] == pytest.approx(e / (1 + 0.01 * 33 + 4 * 0.05))
    assert r["chain_tokens_per_pass"] == pytest.approx((1 - 0.7 ** 5) / 0.3)
    g = r["greedy_tree"]
    assert g["nodes"] == 33 and g["tokens_per_pass"] >= r["tokens_per_pass"] - 1e-12
    assert len(g["parents"]) == 33 and len(r["tree"]) == 33
    assert np.array(r["attention_mask"]).shape == (33, 33)


def test_cli_presets_rounds_and_text(capsys):
    code, out, _ = run_cli(capsys, "--preset", "weak_heads", "--rounds", "2000", "--seed", "3", "--json")
    r = json.loads(out)
    assert code == 0 and r["a1"] == T.PRESETS["weak_heads"]["a1"]
    mc = r["monte_carlo"]
    assert abs(mc["mean_tokens_per_pass"] - r["tokens_per_pass"]) <= 4 * mc["standard_error"]
    assert len(mc["detail"]) == T.DETAIL_LIMIT
    code, out, _ = run_cli(capsys, "--branches", "2,2")
    assert code == 0 and "tokens per pass" in out


@pytest.mark.parametrize("argv,name", [
    (["--a1", "1.5"], "a1"),
    (["--a1", "nan"], "a1"),
    (["--a1", "-0.1"], "a1"),
    (["--decay", "1"], "decay"),
    (["--decay", "-0.2"], "decay"),
    (["--branches", "3,0,1"], "branches[1]"),
    (["--branches", "3,9"], "branches[1]"),
    (["--branches", "3,x"], "branches[1]"),
    (["--branches", "3,,1"], "branches"),
    (["--branches", ""], "branches"),
    (["--branches", ",".join(["1"] * 13)], "branches"),
    (["--branches", "8,8,8,8"], "branches"),
    (["--beta", "-0.1"], "beta"),
    (["--beta", "inf"], "beta"),
    (["--cost", "-1"], "cost"),
    (["--rounds", "-5"], "rounds"),
    (["--seed", "x"], "seed"),
    (["--max-depth", "0"], "max_depth"),
])
def test_cli_bad_input_exit_2_one_line(capsys, argv, name):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"invalid value for {name}" in err


def test_unknown_preset_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["tree", "--preset", "nope"])
    assert exc.value.code == 2


def test_sim_modules_import_no_qt_and_no_numpy_at_import():
    # The CLI builds its parser by importing these modules; numpy loads lazily in run().
    import subprocess
    import sys

    code = ("import sys, desktop.sim.sampling, desktop.sim.tree, desktop.sim.vocab;"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph', 'numpy'))];"
            "print(bad); sys.exit(1 if bad else 0)")
    root = __import__("pathlib").Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    assert done.returncode == 0, done.stdout + done.stderr
