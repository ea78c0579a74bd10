"""TreeState: the Tree lab's own parameters and the sim's numbers for them.

The Lab's LessonModel holds k and alpha for a chain; a tree needs other knobs
(branching per depth, a_1 and the decay r of the rank model, the verification
cost β and the drafting cost c), so this screen keeps them here. Everything
derived comes from ``desktop.sim.tree`` and is cached per parameter set, so a
β or c drag never recomputes the trees, only the speed-ups.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QObject, Signal

from desktop.model import DEFAULT_SEED, SEED_MAX, ParamSpec
from desktop.sim import tree as sim

# Entries kept per kind in TreeState's cache (see TreeState._cached).
_CACHE_LIMITS = {"curves": 2, "speedups": 2, "rounds": 2, "export": 4, "mask": 4}
_CACHE_LIMIT_DEFAULT = 8
ROUNDS = 400  # simulated verification rounds the step-through walks through
# The chart's curves reach past the current tree, in a few fixed spans so
# that stepper clicks usually hit the cache. They stop at 256 nodes: past
# that, the best-full-tree search with a depth limit takes seconds for deep
# trees (sim.best_full_trees), and a tree that big is far past its best
# speed-up anyway. A bigger tree is still marked, further right.
CHART_SPANS = (64, 128, 256)


_PRESET = sim.PRESETS[sim.DEFAULT_PRESET]
PARAMS = {
    "a1": ParamSpec(0.0, 1.0, 0.01, _PRESET["a1"], 2),
    # r must stay below 1 (sim.rank_probabilities); 0.95 is plenty to teach with.
    "decay": ParamSpec(0.0, 0.95, 0.01, _PRESET["decay"], 2),
    # β beyond 0.1 makes every tree lose; the interesting range is small.
    "beta": ParamSpec(0.0, 0.1, 0.001, sim.DEFAULT_BETA, 3),
    "cost": ParamSpec(0.0, 0.3, 0.01, sim.DEFAULT_COST, 2),
}
DEFAULT_BRANCHES = tuple(sim.DEFAULT_BRANCHES)


def chart_span(nodes: int) -> int:
    """How far the chart's curves go: the first span that leaves room past ``nodes``."""
    for span in CHART_SPANS:
        if nodes <= span:
            return span
    return CHART_SPANS[-1]


class TreeState(QObject):
    """Observable parameters; signals fire only on a real change."""

    structureChanged = Signal()  # the branches (so the tree, mask and words)
    ranksChanged = Signal()  # a1 or decay
    costsChanged = Signal()  # beta or cost
    seedChanged = Signal()
    changed = Signal()  # any of the above

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values = {name: p.default for name, p in PARAMS.items()}
        self._branches = DEFAULT_BRANCHES
        self._seed = DEFAULT_SEED
        self._cache: dict = {}

    # Parameters -------------------------------------------------------------
    def get(self, name: str) -> float:
        return self._values[name]

    def set(self, name: str, value: float) -> None:
        if isinstance(value, float) and math.isnan(value):
            return
        value = PARAMS[name].clamp(value)
        if value == self._values[name]:
            return
        self._values[name] = value
        (self.ranksChanged if name in ("a1", "decay") else self.costsChanged).emit()
        self.changed.emit()

    @property
    def a1(self) -> float:
        return self._values["a1"]

    @property
    def decay(self) -> float:
        return self._values["decay"]

    @property
    def beta(self) -> float:
        return self._values["beta"]

    @property
    def cost(self) -> float:
        return self._values["cost"]

    @property
    def branches(self) -> tuple[int, ...]:
        return self._branches

    @property
    def depth(self) -> int:
        return len(self._branches)

    @property
    def seed(self) -> int:
        return self._seed

    def set_branches(self, branches) -> None:
        """Any branching the sim accepts; invalid input raises ValueError and changes nothing."""
        branches = sim.check_branches(tuple(branches))
        if branches == self._branches:
            return
        self._branches = branches
        self.structureChanged.emit()
        self.changed.emit()

    def set_branch(self, depth_index: int, value: int) -> bool:
        """Set b at one depth; False (and no change) if the tree would exceed the node limit."""
        value = min(max(int(value), 1), sim.MAX_BRANCH)
        new = list(self._branches)
        new[depth_index] = value
        if sim.node_count(new) > sim.MAX_NODES:
            return False
        self.set_branches(new)
        return True

    def can_set_branch(self, depth_index: int, value: int) -> bool:
        if not 1 <= value <= sim.MAX_BRANCH:
            return False
        new = list(self._branches)
        new[depth_index] = value
        return sim.node_count(new) <= sim.MAX_NODES

    def can_add_depth(self) -> bool:
        return self.depth < sim.MAX_DEPTH and sim.node_count(self._branches + (1,)) <= sim.MAX_NODES

    def add_depth(self) -> bool:
        if not self.can_add_depth():
            return False
        self.set_branches(self._branches + (1,))
        return True

    def can_remove_depth(self) -> bool:
        return self.depth > 1

    def remove_depth(self) -> bool:
        if not self.can_remove_depth():
            return False
        self.set_branches(self._branches[:-1])
        return True

    def apply_preset(self, key: str) -> None:
        p = sim.preset(key)
        self.set("a1", p["a1"])
        self.set("decay", p["decay"])

    def preset_matches(self, key: str) -> bool:
        p = sim.PRESETS[key]
        return math.isclose(self.a1, p["a1"]) and math.isclose(self.decay, p["decay"])

    def new_seed(self) -> int:
        self._seed = (self._seed * 1103515245 + 12345) % (SEED_MAX + 1)
        self.seedChanged.emit()
        self.changed.emit()
        return self._seed

    def reset(self) -> None:
        for name, p in PARAMS.items():
            self.set(name, p.default)
        self.set_branches(DEFAULT_BRANCHES)
        if self._seed != DEFAULT_SEED:
            self._seed = DEFAULT_SEED
            self.seedChanged.emit()
            self.changed.emit()

    def state(self) -> dict:
        return {**self._values, "branches": self._branches, "seed": self._seed}

    # Derived, cached --------------------------------------------------------
    def cache_size(self) -> int:
        """How many derived results the state keeps (bounded per kind by _CACHE_LIMITS)."""
        return len(self._cache)

    def _cached(self, key, make):
        # A small LRU per kind of entry: the chart's curves of a deep tree take
        # about 2.4 MiB and a simulation about 1 MiB, while the rest are small;
        # a long session (or the fuzzer) visits many configurations, so the
        # cache must stay a few MiB whatever happens.
        if key in self._cache:
            self._cache[key] = self._cache.pop(key)
            return self._cache[key]
        kind = key[0]
        limit = _CACHE_LIMITS.get(kind, _CACHE_LIMIT_DEFAULT)
        same = [k for k in self._cache if k[0] == kind]
        for old in same[: max(0, len(same) - limit + 1)]:
            del self._cache[old]
        self._cache[key] = make()
        return self._cache[key]

    def ranks(self) -> np.ndarray:
        return self._cached(("ranks", self.a1, self.decay), lambda: sim.rank_probabilities(self.a1, self.decay))

    def tree(self) -> sim.Tree:
        return self._cached(("tree", self._branches), lambda: sim.full_tree(self._branches))

    def nodes(self) -> list[dict]:
        """``sim.export`` of the current tree: what the tree view draws."""
        return self._cached(("export", self._branches, self.a1, self.decay),
                            lambda: sim.export(self.tree(), self.ranks()))

    def mask(self) -> np.ndarray:
        return self._cached(("mask", self._branches), lambda: sim.attention_mask(self.tree()))

    def node_count(self) -> int:
        return sim.node_count(self._branches)

    def numbers(self) -> dict:
        """The readouts: this tree, a chain of the same depth, the greedy tree of the same size."""
        def make():
            r = self.ranks()
            n, d = self.node_count(), self.depth
            e = sim.expected_tokens(self._branches, r)
            chain_e = sim.chain_expected_tokens(r, d)
            g = sim.greedy_tree(r, n, d)
            g_e = sim.tree_expected_tokens(g, r)
            return {
                "nodes": n, "depth": d,
                "tokens_per_pass": e,
                "speedup": sim.speedup(e, n, d, self.beta, self.cost),
                "chain_tokens_per_pass": chain_e,
                "chain_speedup": sim.speedup(chain_e, d, d, self.beta, self.cost),
                "greedy_nodes": g.size,
                "greedy_depth": g.depth,
                "greedy_tokens_per_pass": g_e,
                "greedy_speedup": sim.speedup(g_e, g.size, g.depth, self.beta, self.cost),
            }
        return self._cached(("numbers", self._branches, self.a1, self.decay, self.beta, self.cost), make)

    def chart_span(self) -> int:
        return chart_span(self.node_count())

    def curves_ready(self) -> bool:
        """True if the chart's trees for a1, r, span and depth are already computed."""
        return ("curves", self.a1, self.decay, self.chart_span(), self.depth) in self._cache

    def curves_slow(self) -> bool:
        """The best-full-tree search gets slow (tenths of a second) for long spans of deep trees."""
        return self.chart_span() * self.depth > 128 * 6

    def curves(self) -> dict:
        """``sim.curves`` over the chart's node axis, depth ≤ the current tree's.

        The trees and their E depend only on a1, r, the span and the depth;
        they are computed once with β = c = 0 and the speed-ups are then
        recomputed with ``sim.speedup`` for the current β and c.
        """
        span, depth = self.chart_span(), self.depth
        base = self._cached(("curves", self.a1, self.decay, span, depth),
                            lambda: sim.curves(self.ranks(), span, 0.0, 0.0, max_depth=depth))

        def make():
            n = np.asarray(base["nodes"], dtype=float)
            chain_e = np.asarray(base["chain_tokens_per_pass"])
            full_e = np.asarray(base["full_tokens_per_pass"])
            full_d = np.array([math.nan if b is None else len(b) for b in base["full_branches"]])
            greedy_e = np.asarray(base["greedy_tokens_per_pass"])
            gn = n[: len(greedy_e)]
            out = dict(base)
            out["chain_speedup"] = sim.speedup(chain_e, n, n, self.beta, self.cost)
            out["full_speedup"] = sim.speedup(full_e, n, full_d, self.beta, self.cost)
            out["greedy_speedup"] = sim.speedup(greedy_e, gn, np.asarray(base["greedy_depth"]), self.beta, self.cost)
            return out
        return self._cached(("speedups", self.a1, self.decay, span, depth, self.beta, self.cost), make)

    def rounds(self) -> sim.Rounds:
        return self._cached(
            ("rounds", self._branches, self.a1, self.decay, self._seed),
            lambda: sim.simulate_rounds(self.tree(), self.ranks(), ROUNDS, np.random.default_rng(self._seed)),
        )

    def round_detail(self, k: int) -> dict:
        tree, sim_rounds = self.tree(), self.rounds()
        words = [n["word"] for n in self.nodes()]
        return sim.round_detail(tree, sim_rounds, k % ROUNDS, words)
