"""The final challenge: five goals, from easy to hard, checked by the sim.

Each ``check_*`` takes what the learner set and returns a ``Result``: whether
the goal is reached, a reason code (the screen turns it into a sentence) and
the numbers that explain it. Formulas: Leviathan, Kalman & Matias (2023),
eq. 1 (E = 1 + α + … + α^k) and Thm 3.8 (speed-up = E / (k c + 1)), through
``desktop.sim.analytic``; trees: Cai et al. (2024, Medusa) and Li et al.
(2024, EAGLE), through ``desktop.sim.tree`` with the tree lab's defaults
(EAGLE-like heads, β = 0.01 per verified node, c = 0.05 per draft step).

1. ``window``: c = 0.2, α = 0.7; pick k for a speed-up of at least 1.5×
   (k = 2, 3 and 4 do it).
2. ``never_slower``: c = 0; find an α with which the draft is slower than no
   draft. There is none: every slow pass leaves at least one token, so the
   speed-up E ≥ 1; the answer is "it does not exist".
3. ``break_even``: the α where the speed-up is 1× for k = 4, c = 0.25, within
   ±0.02.
4. ``tree``: a tree of at most 4 depths that beats the best chain using no
   more nodes (a chain of d nodes has depth d, so it pays d draft steps).
5. ``two_drafts``: the real-models lab's choice (a draft and k for more than
   a target speed-up) on two stated drafts, because this screen cannot
   measure the computer it runs on: draft A (α = 0.8, c = 0.3) or draft B
   (α = 0.55, c = 0.05), for more than 1.7× (only B with k = 3, 4 or 5).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.sim import analytic, tree

IDS = ("window", "never_slower", "break_even", "tree", "two_drafts")

WINDOW_COST, WINDOW_ALPHA, WINDOW_GOAL = 0.2, 0.7, 1.5
BREAK_K, BREAK_COST, BREAK_TOLERANCE = 4, 0.25, 0.02
TREE_DEPTHS, TREE_MAX_BRANCH = 4, 4
DRAFTS = {"A": (0.8, 0.3), "B": (0.55, 0.05)}  # name -> (alpha, cost)
DRAFTS_GOAL = 1.7
K_MAX = 10


@dataclass(frozen=True)
class Result:
    reached: bool
    reason: str
    numbers: dict = field(default_factory=dict)


def check_window(k: int) -> Result:
    s = analytic.speedup(k, WINDOW_ALPHA, WINDOW_COST)
    e = analytic.tokens_per_pass(k, WINDOW_ALPHA)
    numbers = {"k": k, "tokens": e, "time": k * WINDOW_COST + 1.0, "speedup": s}
    if s >= WINDOW_GOAL:
        return Result(True, "fast_enough", numbers)
    # Too small a window leaves tokens on the table; too big pays drafts that get rejected.
    best = analytic.optimal_k(WINDOW_ALPHA, WINDOW_COST)
    return Result(False, "too_small" if k < best else "too_big", numbers)


def check_never_slower(alpha: float | None, k: int = 4) -> Result:
    """``alpha=None`` is the answer "it does not exist"."""
    if alpha is None:
        return Result(True, "none_exists", {"k": k, "worst": analytic.speedup(k, 0.0, 0.0)})
    s = analytic.speedup(k, alpha, 0.0)
    return Result(False, "not_slower", {"k": k, "alpha": alpha, "speedup": s})


def break_even_target() -> float:
    return analytic.break_even_alpha(BREAK_K, BREAK_COST)


def check_break_even(alpha: float) -> Result:
    target = break_even_target()
    s = analytic.speedup(BREAK_K, alpha, BREAK_COST)
    numbers = {"alpha": alpha, "speedup": s, "target": target}
    if abs(alpha - target) <= BREAK_TOLERANCE + 1e-9:
        return Result(True, "on_break_even", numbers)
    return Result(False, "still_wins" if s > 1.0 else "still_loses", numbers)


def _ranks():
    p = tree.preset(tree.DEFAULT_PRESET)
    return tree.rank_probabilities(p["a1"], p["decay"])


def chain_speedup(depth: int) -> float:
    ranks = _ranks()
    return tree.speedup(tree.chain_expected_tokens(ranks, depth), depth, depth, tree.DEFAULT_BETA, tree.DEFAULT_COST)


def best_chain(max_nodes: int) -> tuple[int, float]:
    """(depth, speed-up) of the best chain with at most ``max_nodes`` nodes."""
    return max(((d, chain_speedup(d)) for d in range(1, max_nodes + 1)), key=lambda ds: ds[1])


def check_tree(branches) -> Result:
    """``branches``: children per node at each depth; a 0 ends the tree there."""
    kept = []
    for b in branches[:TREE_DEPTHS]:
        if int(b) <= 0:
            break
        kept.append(int(b))
    if not kept:
        return Result(False, "empty", {})
    ranks = _ranks()
    nodes = tree.node_count(kept)
    e = tree.expected_tokens(kept, ranks)
    s = tree.speedup(e, nodes, len(kept), tree.DEFAULT_BETA, tree.DEFAULT_COST)
    depth, chain = best_chain(nodes)
    numbers = {"branches": tuple(kept), "nodes": nodes, "tokens": e, "speedup": s,
               "chain_depth": depth, "chain_speedup": chain}
    if all(b == 1 for b in kept):
        return Result(False, "is_chain", numbers)
    return Result(s > chain, "beats_chain" if s > chain else "chain_wins", numbers)


def check_two_drafts(name: str, k: int) -> Result:
    alpha, cost = DRAFTS[name]
    s = analytic.speedup(k, alpha, cost)
    best_k = analytic.optimal_k(alpha, cost)
    numbers = {"draft": name, "alpha": alpha, "cost": cost, "k": k, "speedup": s,
               "tokens": analytic.tokens_per_pass(k, alpha), "time": k * cost + 1.0,
               "best_k": best_k, "best": analytic.speedup(best_k, alpha, cost)}
    if s > DRAFTS_GOAL:
        return Result(True, "fast_enough", numbers)
    if numbers["best"] <= DRAFTS_GOAL:
        return Result(False, "draft_too_costly", numbers)
    return Result(False, "wrong_window", numbers)
