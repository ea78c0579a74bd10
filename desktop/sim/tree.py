"""Tree verification: the draft guesses a tree, the target checks it in one pass.

Sources: Cai et al., "Medusa: Simple LLM Inference Acceleration Framework with
Multiple Decoding Heads" (ICML 2024), §2.1.2 tree attention and §2.3.3 the
greedy tree from per-head top-k accuracies; Li et al., "EAGLE: Speculative
Sampling Requires Rethinking Feature Uncertainty" (ICML 2024); Li et al.,
"EAGLE-2: Faster Inference of Language Models with Dynamic Draft Trees"
(EMNLP 2024), which grows the tree by the path's confidence; Miao et al.,
"SpecInfer" (ASPLOS 2024), tree attention masks.

Model. At every position the draft ranks its candidates. The target's token is
the draft's rank-i candidate with probability a_i, independently at every
depth, where

    a_i = a_1 · r^(i-1),  i = 1, 2, ...,  cut so that Σ a_i ≤ 1

(the first a_i that would push the running sum past 1 is lowered to reach
exactly 1; later ones are 0). With probability 1 - Σ a_i the target's token
is none of the draft's top MAX_BRANCH candidates.

A full tree keeps the top b_d candidates below every node at depth d - 1, so
it has Π_{j≤d} b_j nodes at depth d and n = Σ_{d=1..D} Π_{j≤d} b_j nodes.
At most one root-to-node path can match the target, and the verifying pass
always adds one token of its own, so the expected tokens per slow pass are

    E = 1 + Σ_{d=1..D} Π_{j=1..d} A(b_j),  A(b) = a_1 + ... + a_b,

and for any tree, E = 1 + Σ_{nodes v} P(path to v), P = Π of a_rank along it.
A chain (every b_d = 1) gives E = 1 + a_1 + ... + a_1^D = (1 - a_1^(D+1)) /
(1 - a_1), the i.i.d. formula of Leviathan et al. (2023), eq. (1).

Cost of one round relative to one ordinary slow pass: verifying n nodes costs
1 + β·n (β = 0: a perfectly memory-bound pass), drafting D levels costs D·c:

    speed-up = E / (1 + β·n + D·c).

Greedy tree under a node budget N: add, one at a time, the node with the
highest path probability (Medusa §2.3.3, EAGLE-2). Because a child's path
probability never exceeds its parent's and a_i decreases with rank, the N
most probable nodes always form a tree, so the greedy tree maximises E among
all trees of N nodes (ties aside).

Tree attention: with the nodes in breadth-first order, node i may attend to
node j iff j is an ancestor of i or i itself (and every node also sees the
whole accepted prefix), so one pass scores every branch without mixing them.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from desktop.sim import validate, vocab

MAX_BRANCH = 8
MAX_DEPTH = 12
MAX_NODES = 1000
ROUNDS_RANGE = (0, 1_000_000)
BETA_RANGE = (0.0, 1.0)
DEFAULT_BETA = 0.01
DEFAULT_COST = 0.05
DEFAULT_BRANCHES = (3, 2, 2, 1)
# Rounds reported one by one in the CLI's JSON (the GUI's step-through).
DETAIL_LIMIT = 20

# Chosen for teaching, not measured: weak heads rarely rank the target's token
# first and leave much of it outside their top 8 (Σ a_i ≈ 0.85); EAGLE-like
# heads put it first 3 times in 4 and almost always in their top 3.
PRESETS = {
    "weak_heads": {"label_es": "borrador débil", "label_en": "weak draft", "a1": 0.55, "decay": 0.35},
    "eagle_like": {"label_es": "borrador tipo EAGLE", "label_en": "EAGLE-like draft", "a1": 0.75, "decay": 0.2},
}
DEFAULT_PRESET = "eagle_like"


# --- the rank model ------------------------------------------------------------

def rank_probabilities(a1: float, decay: float, max_rank: int = MAX_BRANCH):
    """a_1..a_max_rank as a float64 array (a_i = a1·decay^(i-1), cut at a running sum of 1)."""
    import numpy as np

    a1 = validate.check_float("a1", a1, 0.0, 1.0)
    decay = validate.check_float("decay", decay, 0.0, 1.0)
    if decay >= 1.0:
        raise ValueError(f"invalid value for decay: {decay!r} (expected a number from 0 to below 1)")
    max_rank = validate.check_int("max_rank", max_rank, 1, None)
    out = np.zeros(max_rank)
    total = 0.0
    for i in range(max_rank):
        a = a1 * decay**i
        if total + a >= 1.0:
            out[i] = 1.0 - total
            break
        out[i] = a
        total += a
    return out


def preset(name: str) -> dict:
    if name not in PRESETS:
        raise ValueError(f"invalid value for preset: {name!r} (expected one of {', '.join(PRESETS)})")
    return dict(PRESETS[name])


def check_branches(branches, max_nodes: int | None = MAX_NODES) -> tuple[int, ...]:
    """Branching per depth, from a sequence or a string like "3,2,2,1"."""
    raw = branches
    if isinstance(branches, str):
        parts = [s.strip() for s in branches.split(",")]
        if any(not s for s in parts):
            raise ValueError(f"invalid value for branches: {raw!r} (expected comma-separated integers such as 3,2,2,1)")
        branches = parts
    try:
        items = list(branches)
    except TypeError:
        raise ValueError(f"invalid value for branches: {raw!r} (expected a list of integers)") from None
    if not 1 <= len(items) <= MAX_DEPTH:
        raise ValueError(f"invalid value for branches: {raw!r} (expected 1 to {MAX_DEPTH} depths)")
    out = tuple(validate.check_int(f"branches[{i}]", b, 1, MAX_BRANCH) for i, b in enumerate(items))
    if max_nodes is not None and node_count(out) > max_nodes:
        raise ValueError(
            f"invalid value for branches: {raw!r} has {node_count(out)} nodes (expected at most {max_nodes})"
        )
    return out


def _coverage(ranks, b: int) -> float:
    """A(b) = a_1 + ... + a_b."""
    return float(sum(ranks[:b]))


def node_count(branches) -> int:
    """Σ_d Π_{j≤d} b_j."""
    total, width = 0, 1
    for b in branches:
        width *= int(b)
        total += width
    return total


def expected_tokens(branches, ranks) -> float:
    """E = 1 + Σ_d Π_{j≤d} A(b_j) for the full tree with these branches."""
    e, prod = 1.0, 1.0
    for b in branches:
        prod *= _coverage(ranks, int(b))
        e += prod
    return e


def chain_expected_tokens(ranks, depth: int) -> float:
    """A chain of ``depth`` nodes: 1 + a_1 + ... + a_1^depth."""
    return expected_tokens((1,) * depth, ranks)


def speedup(tokens_per_pass: float, nodes: int, depth: int, beta: float, cost: float) -> float:
    """E / (1 + β·n + D·c)."""
    return tokens_per_pass / (1.0 + beta * nodes + depth * cost)


# --- explicit trees --------------------------------------------------------------

@dataclass(frozen=True)
class Tree:
    """Draft nodes in breadth-first order; parent -1 is the root (the last accepted token)."""

    parents: tuple[int, ...]
    ranks: tuple[int, ...]   # 1-based rank among the parent's candidates
    depths: tuple[int, ...]  # 1-based

    @property
    def size(self) -> int:
        return len(self.parents)

    @property
    def depth(self) -> int:
        return max(self.depths, default=0)

    def children(self, node: int) -> list[int]:
        return [i for i, p in enumerate(self.parents) if p == node]


def _tree_from_paths(paths) -> Tree:
    """Build a Tree from rank paths (tuples of 1-based ranks), sorted breadth-first."""
    ordered = sorted(set(paths), key=lambda path: (len(path), path))
    index = {path: i for i, path in enumerate(ordered)}
    parents = []
    for path in ordered:
        if len(path) > 1 and path[:-1] not in index:
            raise ValueError(f"invalid value for tree: node {path} has no parent")
        parents.append(index[path[:-1]] if len(path) > 1 else -1)
    return Tree(
        parents=tuple(parents),
        ranks=tuple(path[-1] for path in ordered),
        depths=tuple(len(path) for path in ordered),
    )


def full_tree(branches) -> Tree:
    branches = check_branches(branches)
    level = [()]
    paths = []
    for b in branches:
        level = [path + (r,) for path in level for r in range(1, b + 1)]
        paths.extend(level)
    return _tree_from_paths(paths)


def chain_tree(depth: int) -> Tree:
    return full_tree((1,) * validate.check_int("depth", depth, 1, MAX_DEPTH))


def path_probabilities(tree: Tree, ranks):
    """P(target follows the path to node v), for every node."""
    import numpy as np

    prob = np.zeros(tree.size)
    for i, (parent, rank) in enumerate(zip(tree.parents, tree.ranks)):
        a = ranks[rank - 1] if rank <= len(ranks) else 0.0
        prob[i] = a * (prob[parent] if parent >= 0 else 1.0)
    return prob


def tree_expected_tokens(tree: Tree, ranks) -> float:
    """E = 1 + Σ_v P(path to v), for any tree."""
    return 1.0 + float(path_probabilities(tree, ranks).sum())


def greedy_order(ranks, budget: int, max_depth: int | None = None) -> list[tuple[tuple[int, ...], float]]:
    """The first ``budget`` nodes the greedy construction adds: (rank path, path probability).

    A node of rank i brings two candidates into the frontier: its next sibling
    (rank i + 1) and its own first child. That lazy frontier yields nodes in
    non-increasing path probability; ties go to the node found first.
    """
    budget = validate.check_int("budget", budget, 0, MAX_NODES)
    if max_depth is not None:
        max_depth = validate.check_int("max_depth", max_depth, 1, MAX_DEPTH)
    nranks = len(ranks)
    counter = 0
    # entries: (-path probability, insertion counter, rank path, parent's path probability)
    heap = [(-float(ranks[0]), counter, (1,), 1.0)]
    out = []
    while heap and len(out) < budget:
        neg, _, path, parent_prob = heapq.heappop(heap)
        prob = -neg
        out.append((path, prob))
        if path[-1] < nranks:
            counter += 1
            sibling = path[:-1] + (path[-1] + 1,)
            heapq.heappush(heap, (-(parent_prob * float(ranks[path[-1]])), counter, sibling, parent_prob))
        if max_depth is None or len(path) < max_depth:
            counter += 1
            heapq.heappush(heap, (-(prob * float(ranks[0])), counter, path + (1,), prob))
    return out


def greedy_tree(ranks, budget: int, max_depth: int | None = None) -> Tree:
    """The tree of the ``budget`` most probable nodes (highest path probability first)."""
    return _tree_from_paths([path for path, _ in greedy_order(ranks, budget, max_depth)])


def best_full_trees(ranks, max_nodes: int, max_depth: int | None = None
                    ) -> list[tuple[tuple[int, ...], float] | None]:
    """For n = 0..max_nodes: the full tree of exactly n nodes (and depth ≤ max_depth) with the highest E.

    Dynamic programme over (nodes left R, current width w[, levels left L]):
    g(0, w) = 0, g(R, w) = max_b A(b)·(1 + g(R - w·b, w·b)), and E = 1 + g(n, 1).
    Width w only takes products of branchings ≤ MAX_BRANCH. Ties go to the
    smaller branching (the leaner tree). Entry n is None if no such tree exists
    (only possible with a depth limit: a chain has any number of nodes).
    """
    max_nodes = validate.check_int("max_nodes", max_nodes, 0, MAX_NODES)
    nb = min(MAX_BRANCH, len(ranks))
    cover = [_coverage(ranks, b) for b in range(1, nb + 1)]
    if max_depth is not None:
        max_depth = validate.check_int("max_depth", max_depth, 1, MAX_DEPTH)
        if max_depth < max_nodes:
            return _best_full_limited(cover, max_nodes, max_depth)
    widths = _widths(nb, max_nodes)
    neg = -math.inf
    g = {w: [0.0] + [neg] * max_nodes for w in widths}
    choice = {w: [0] * (max_nodes + 1) for w in widths}
    for rem in range(1, max_nodes + 1):
        for w in widths:
            if w > rem:
                continue
            best, best_b = neg, 0
            for b in range(1, nb + 1):
                used = w * b
                if used > rem:
                    break
                rest = g[used][rem - used]
                if rest == neg:
                    continue
                val = cover[b - 1] * (1.0 + rest)
                if val > best:
                    best, best_b = val, b
            g[w][rem] = best
            choice[w][rem] = best_b
    out = []
    for n in range(max_nodes + 1):
        if g[1][n] == neg:
            out.append(None)
            continue
        branches, rem, w = [], n, 1
        while rem:
            b = choice[w][rem]
            branches.append(b)
            rem -= w * b
            w *= b
        out.append((tuple(branches), 1.0 + g[1][n]))
    return out


def _best_full_limited(cover, max_nodes: int, max_depth: int):
    """``best_full_trees`` with at most ``max_depth`` levels, as an array DP.

    g_L(w, R) = max_b A(b)·(1 + g_{L-1}(w·b, R - w·b)), g_L(w, 0) = 0 and
    g_0(w, R > 0) = -inf: the same recurrence with L levels left. Each (L, w, b)
    is one vector operation over R, and only the previous level's values and
    every level's choice of b (one byte each) are kept, so memory stays at a
    few MiB even for 1,000 nodes and depth 12.
    """
    import numpy as np

    widths = _widths(len(cover), max_nodes)
    index = {w: i for i, w in enumerate(widths)}
    size = max_nodes + 1
    neg = -math.inf
    prev = np.full((len(widths), size), neg)
    prev[:, 0] = 0.0
    choice = np.zeros((max_depth + 1, len(widths), size), dtype=np.int8)
    for level in range(1, max_depth + 1):
        cur = np.full((len(widths), size), neg)
        cur[:, 0] = 0.0
        for i, w in enumerate(widths):
            row, pick = cur[i], choice[level, i]
            for b, a in enumerate(cover, start=1):
                used = w * b
                if used > max_nodes:
                    break
                rest = prev[index[used], : size - used]
                with np.errstate(invalid="ignore"):
                    val = np.where(rest == neg, neg, a * (1.0 + rest))
                better = val > row[used:]  # strict: ties keep the smaller branching
                row[used:][better] = val[better]
                pick[used:][better] = b
        prev = cur
    out = []
    for n in range(size):
        top = prev[0, n]
        if top == neg:
            out.append(None)
            continue
        branches, rem, w, level = [], n, 1, max_depth
        while rem:
            b = int(choice[level, index[w], rem])
            branches.append(b)
            rem -= w * b
            w *= b
            level -= 1
        out.append((tuple(branches), 1.0 + float(top)))
    return out


def _widths(nb: int, max_nodes: int) -> list[int]:
    """Every level width a full tree can have: products of branchings 1..nb, up to max_nodes."""
    widths = {1}
    frontier = [1]
    while frontier:
        w = frontier.pop()
        for b in range(2, nb + 1):
            if w * b <= max_nodes and w * b not in widths:
                widths.add(w * b)
                frontier.append(w * b)
    return sorted(widths)


def best_full_tree(ranks, budget: int, max_depth: int | None = None) -> tuple[tuple[int, ...], float] | None:
    """The full tree of exactly ``budget`` nodes with the highest E (None if the depth limit forbids any)."""
    budget = validate.check_int("budget", budget, 1, MAX_NODES)
    return best_full_trees(ranks, budget, max_depth)[budget]


def attention_mask(tree: Tree):
    """Boolean n×n matrix: mask[i, j] iff node j is an ancestor of node i or i itself."""
    import numpy as np

    n = tree.size
    mask = np.zeros((n, n), dtype=bool)
    for i in range(n):
        j = i
        while j >= 0:
            mask[i, j] = True
            j = tree.parents[j]
    return mask


def node_words(tree: Tree) -> list[str]:
    """Spanish label of every node: the parent's rank-th continuation."""
    words = []
    for parent, rank in zip(tree.parents, tree.ranks):
        before = words[parent] if parent >= 0 else vocab.PROMPT
        words.append(vocab.continuations(before)[rank - 1])
    return words


def export(tree: Tree, ranks) -> list[dict]:
    """Nodes for drawing: index, parent (-1 = root), depth, rank, word, path probability."""
    probs = path_probabilities(tree, ranks)
    return [
        {"index": i, "parent": p, "depth": d, "rank": r, "word": w, "path_prob": float(pr)}
        for i, (p, d, r, w, pr) in enumerate(
            zip(tree.parents, tree.depths, tree.ranks, node_words(tree), probs))
    ]


# --- Monte Carlo of verification rounds --------------------------------------------

@dataclass(frozen=True)
class Rounds:
    """Simulated verification rounds.

    target_ranks[k, d]: rank of the target's token among the draft's candidates
    at depth d + 1 of round k (0: not in the draft's top MAX_BRANCH); column
    D (one past the tree) is the token the pass adds after a full match.
    paths[k, d]: node accepted at depth d + 1, or -1 once the walk has stopped.
    accepted[k]: accepted draft nodes; the round yields accepted + 1 tokens.
    """

    target_ranks: "object"
    paths: "object"
    accepted: "object"

    @property
    def tokens(self):
        return self.accepted + 1


def simulate_rounds(tree: Tree, ranks, rounds: int, rng) -> Rounds:
    """Sample the target's rank at each depth and walk the tree, vectorised over rounds."""
    import numpy as np

    rounds = validate.check_int("rounds", rounds, 1, ROUNDS_RANGE[1])
    depth = max(tree.depth, 1)
    nr = len(ranks)
    miss = max(0.0, 1.0 - float(np.sum(ranks)))
    cdf = np.cumsum(np.concatenate(([miss], np.asarray(ranks, dtype=float))))
    cdf /= cdf[-1]
    # side="right" never lands on a zero-probability rank.
    # One column more than the depth: the target's own token after a fully accepted path.
    target = np.searchsorted(cdf, rng.random((rounds, depth + 1)), side="right")
    n = tree.size
    root, dead = n, n + 1
    child = np.full((n + 2, nr + 1), dead, dtype=np.int64)
    for i, (p, r) in enumerate(zip(tree.parents, tree.ranks)):
        if r <= nr:
            child[root if p < 0 else p, r] = i
    current = np.full(rounds, root, dtype=np.int64)
    paths = np.full((rounds, depth), -1, dtype=np.int64)
    for d in range(depth):
        current = child[current, target[:, d]]
        paths[:, d] = np.where(current < n, current, -1)
    accepted = (paths >= 0).sum(axis=1)
    return Rounds(target_ranks=target, paths=paths, accepted=accepted)


def round_detail(tree: Tree, sim: Rounds, k: int, words=None) -> dict:
    """Round k for the step-through: accepted nodes and words, and the target's own token."""
    words = node_words(tree) if words is None else words
    n_acc = int(sim.accepted[k])
    path = [int(v) for v in sim.paths[k, :n_acc]]
    before = words[path[-1]] if path else vocab.PROMPT
    bonus_rank = int(sim.target_ranks[k, n_acc])
    cands = vocab.continuations(before)
    return {
        "path": path,
        "words": [words[v] for v in path],
        "accepted": n_acc,
        "tokens": n_acc + 1,
        "target_ranks": [int(r) for r in sim.target_ranks[k]],
        "bonus_rank": bonus_rank,
        "bonus_word": cands[bonus_rank - 1] if 1 <= bonus_rank <= len(cands) else None,
    }


# --- curves for the chart ------------------------------------------------------------

def curves(ranks, max_nodes: int, beta: float, cost: float, max_depth: int | None = None) -> dict:
    """E and speed-up against the node count n = 1..max_nodes: chain, best full tree, greedy tree.

    The chain of n nodes is n deep; the full and greedy trees respect
    ``max_depth`` (None: no limit). Where no full tree of exactly n nodes fits
    the depth limit, its entries are NaN and its branches None. The greedy
    list stops early if the depth limit leaves fewer than max_nodes nodes.
    """
    import numpy as np

    max_nodes = validate.check_int("max_nodes", max_nodes, 1, MAX_NODES)
    beta = validate.check_float("beta", beta, *BETA_RANGE)
    cost = validate.check_float("cost", cost, *validate.COST_RANGE)
    n = np.arange(1, max_nodes + 1)
    a1 = float(ranks[0])
    chain_e = 1.0 + np.cumsum(a1 ** n.astype(float))
    order = greedy_order(ranks, max_nodes, max_depth)
    greedy_e = 1.0 + np.cumsum([p for _, p in order])
    greedy_depth = np.maximum.accumulate([len(path) for path, _ in order])
    gn = n[: len(order)]
    full = best_full_trees(ranks, max_nodes, max_depth)[1:]
    full_e = np.array([math.nan if f is None else f[1] for f in full])
    full_depth = np.array([math.nan if f is None else len(f[0]) for f in full])
    return {
        "nodes": n.tolist(),
        "chain_tokens_per_pass": chain_e.tolist(),
        "chain_speedup": (chain_e / (1.0 + beta * n + n * cost)).tolist(),
        "full_tokens_per_pass": full_e.tolist(),
        "full_speedup": (full_e / (1.0 + beta * n + full_depth * cost)).tolist(),
        "full_branches": [None if f is None else list(f[0]) for f in full],
        "greedy_tokens_per_pass": greedy_e.tolist(),
        "greedy_speedup": (greedy_e / (1.0 + beta * gn + greedy_depth * cost)).tolist(),
        "greedy_depth": greedy_depth.tolist(),
    }


# --- CLI -------------------------------------------------------------------------

def add_arguments(parser, name: str) -> None:
    parser.description = (
        "Tree verification (EAGLE/Medusa style): the target's token is the draft's "
        "rank-i candidate with probability a_i = a1*decay^(i-1); a tree keeping b_d "
        "candidates at depth d yields E = 1 + sum_d prod_{j<=d} A(b_j) tokens per pass."
    )
    parser.add_argument("--preset", default=None, choices=sorted(PRESETS),
                        help=f"a1 and decay from a preset (default {DEFAULT_PRESET}); --a1/--decay override it")
    parser.add_argument("--a1", default=None, help="probability that the draft's first choice is the target's, 0..1")
    parser.add_argument("--decay", default=None, help="ratio r of a_(i+1)/a_i, from 0 to below 1")
    parser.add_argument("--branches", default=",".join(map(str, DEFAULT_BRANCHES)),
                        help=f"candidates kept per depth, e.g. 3,2,2,1 (each 1..{MAX_BRANCH}, "
                             f"at most {MAX_DEPTH} depths and {MAX_NODES} nodes)")
    parser.add_argument("--beta", default=str(DEFAULT_BETA),
                        help=f"extra cost of one verified node, in slow passes (default {DEFAULT_BETA:g})")
    parser.add_argument("--cost", default=str(DEFAULT_COST),
                        help=f"cost of one drafting step, in slow passes (default {DEFAULT_COST:g})")
    parser.add_argument("--max-depth", default=None,
                        help="depth limit for the greedy and best full trees of the same node count "
                             f"(default: the depth of --branches; at most {MAX_DEPTH})")
    parser.add_argument("--rounds", default="0",
                        help="also simulate this many verification rounds (default 0: none)")
    parser.add_argument("--seed", default="0", help="random seed for --rounds (default 0)")


def run(args) -> dict:
    import numpy as np

    base = preset(args.preset or DEFAULT_PRESET)
    a1 = validate.check_float("a1", base["a1"] if args.a1 is None else args.a1, 0.0, 1.0)
    decay = base["decay"] if args.decay is None else args.decay
    ranks = rank_probabilities(a1, decay)
    decay = float(decay)
    branches = check_branches(args.branches)
    beta = validate.check_float("beta", args.beta, *BETA_RANGE)
    cost = validate.check_float("cost", args.cost, *validate.COST_RANGE)
    max_depth = validate.check_int(
        "max_depth", len(branches) if args.max_depth is None else args.max_depth, 1, MAX_DEPTH)
    rounds = validate.check_int("rounds", args.rounds, *ROUNDS_RANGE)
    seed = validate.seed(args.seed)

    n = node_count(branches)
    depth = len(branches)
    e = expected_tokens(branches, ranks)
    chain_e = chain_expected_tokens(ranks, depth)
    g_tree = greedy_tree(ranks, n, max_depth)
    g_e = tree_expected_tokens(g_tree, ranks)
    best_full = best_full_tree(ranks, n, max_depth)
    long_chain_e = chain_expected_tokens(ranks, n)
    tree = full_tree(branches)

    result = {
        "a1": a1,
        "decay": decay,
        "rank_probabilities": [float(a) for a in ranks],
        "branches": list(branches),
        "depth": depth,
        "beta": beta,
        "cost": cost,
        "max_depth": max_depth,
        "nodes": n,
        "tokens_per_pass": e,
        "speedup": speedup(e, n, depth, beta, cost),
        "chain_tokens_per_pass": chain_e,
        "chain_speedup": speedup(chain_e, depth, depth, beta, cost),
        "greedy_tree": {
            "nodes": g_tree.size,
            "depth": g_tree.depth,
            "tokens_per_pass": g_e,
            "speedup": speedup(g_e, g_tree.size, g_tree.depth, beta, cost),
            "nodes_per_depth": [g_tree.depths.count(d) for d in range(1, g_tree.depth + 1)],
            "parents": list(g_tree.parents),
            "ranks": list(g_tree.ranks),
        },
        "best_full_tree": None if best_full is None else {
            "nodes": n,
            "branches": list(best_full[0]),
            "tokens_per_pass": best_full[1],
            "speedup": speedup(best_full[1], n, len(best_full[0]), beta, cost),
        },
        "best_chain": {
            "nodes": n,
            "tokens_per_pass": long_chain_e,
            "speedup": speedup(long_chain_e, n, n, beta, cost),
        },
        "tree": export(tree, ranks),
        "attention_mask": attention_mask(tree).astype(int).tolist(),
    }
    if rounds:
        sim = simulate_rounds(tree, ranks, rounds, np.random.default_rng(seed))
        tokens = sim.tokens.astype(float)
        words = node_words(tree)
        result["monte_carlo"] = {
            "rounds": rounds,
            "seed": seed,
            "mean_tokens_per_pass": float(tokens.mean()),
            "standard_error": float(tokens.std(ddof=1) / math.sqrt(rounds)) if rounds > 1 else None,
            "detail": [round_detail(tree, sim, k, words) for k in range(min(rounds, DETAIL_LIMIT))],
        }
    return result


def summary(result: dict) -> str:
    g = result["greedy_tree"]
    f = result["best_full_tree"]
    full_line = ("  no full tree of that many nodes fits the depth limit" if f is None else
                 f"  best full tree {','.join(map(str, f['branches']))}: tokens per pass "
                 f"{f['tokens_per_pass']:.4f}   speed-up {f['speedup']:.3f}x")
    c = result["best_chain"]
    a = ", ".join(f"{x:.3f}" for x in result["rank_probabilities"] if x > 0)
    lines = [
        f"a_i = {a}",
        f"tree {','.join(map(str, result['branches']))}: {result['nodes']} nodes, depth {result['depth']}, "
        f"beta {result['beta']:g}, cost {result['cost']:g}",
        f"  tokens per pass {result['tokens_per_pass']:.4f}   speed-up {result['speedup']:.3f}x",
        f"chain of depth {result['depth']}: tokens per pass {result['chain_tokens_per_pass']:.4f}   "
        f"speed-up {result['chain_speedup']:.3f}x",
        f"same budget of {result['nodes']} nodes, depth at most {result['max_depth']}:",
        f"  greedy tree ({g['nodes']} nodes, depth {g['depth']}): tokens per pass {g['tokens_per_pass']:.4f}   "
        f"speed-up {g['speedup']:.3f}x",
        full_line,
        f"chain of the same {result['nodes']} nodes: tokens per pass {c['tokens_per_pass']:.4f}   "
        f"speed-up {c['speedup']:.3f}x",
    ]
    mc = result.get("monte_carlo")
    if mc:
        se = "" if mc["standard_error"] is None else f" ± {mc['standard_error']:.4f} (1 SE)"
        lines.append(f"Monte Carlo, {mc['rounds']} rounds: {mc['mean_tokens_per_pass']:.4f}{se}")
    return "\n".join(lines)
