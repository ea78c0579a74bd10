"""The tree screen's derived-value cache stays small however many trees a session visits."""

from __future__ import annotations

import itertools
import tracemalloc

from desktop.screens.tree.state import TreeState


def test_cache_memory_is_bounded_over_many_configurations():
    state = TreeState()
    shapes = [(a, b, c) for a, b, c in itertools.product((2, 4, 6, 8), (2, 4, 8), (1, 2, 4)) if a * b * c <= 256]
    tracemalloc.start()
    try:
        peak_after = []
        for i, shape in enumerate(shapes * 2):
            state.set_branches(shape)
            state.set("a1", 0.5 + 0.4 * (i % 5) / 4)
            state.numbers(), state.nodes(), state.mask(), state.rounds(), state.curves()
            if i == len(shapes) // 2:
                settled = tracemalloc.get_traced_memory()[0]
            if i > len(shapes) // 2:
                peak_after.append(tracemalloc.get_traced_memory()[0])
    finally:
        tracemalloc.stop()
    # Once the cache is full, visiting more trees must not make it grow.
    assert max(peak_after) - settled < 4 * 2**20, (settled, max(peak_after))
    assert state.cache_size() <= 2 + 2 + 2 + 4 + 4 + 8 * 3
