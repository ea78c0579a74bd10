"""The Tree lab screen: tree, mask and chart follow the branches; the step-through
highlights exactly one accepted path; keyboard, hover, Reset All and playback.

Expected values are computed here from first principles (enumerating the
rank paths of a full tree) or taken from ``desktop.sim.tree`` called directly,
never read back from the screen's own state.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop.screens.tree import round_player as rp
from desktop.screens.tree.state import ROUNDS
from desktop.sim import tree as sim


@pytest.fixture
def tree_window(make_window):
    window = make_window("--screen", "tree")
    return window, window.current_screen()


def rank_paths(branches):
    """Every node of the full tree as its path of ranks, breadth-first."""
    paths = []
    for d in range(1, len(branches) + 1):
        paths += sorted(itertools.product(*[range(1, b + 1) for b in branches[:d]]))
    return paths


def brute_expected_tokens(branches, a):
    # Each node adds the probability that the target follows the path to it.
    return 1.0 + sum(math.prod(a[r - 1] for r in path) for path in rank_paths(branches))


def brute_mask(branches):
    paths = rank_paths(branches)
    n = len(paths)
    return np.array([[paths[i][: len(paths[j])] == paths[j] for j in range(n)] for i in range(n)])


def set_branches_through_the_steppers(screen, branches):
    steppers = screen.steppers
    steppers.depth_spin.setValue(len(branches))
    for i, b in enumerate(branches):
        steppers.spins[i].setValue(b)
    assert screen.state.branches == tuple(branches)


def drawn_node_count(canvas):
    geo = canvas.geometry_for_paint()
    return len(geo.rects) + len(geo.dots) + sum(geo.counts[geo.visible:])


@pytest.mark.parametrize("branches", [(3, 2, 2, 1), (1, 1, 1), (2, 3), (4, 1, 2, 2, 1), (1,)])
def test_branches_update_tree_mask_and_chart(screen, branches):
    set_branches_through_the_steppers(screen, branches)
    n = len(rank_paths(branches))
    # The tree: one node per rank path, with the sim's words.
    assert len(screen.state.nodes()) == n == sim.node_count(branches)
    assert drawn_node_count(screen.canvas) == n
    words = [v["word"] for v in screen.state.nodes()]
    assert words == sim.node_words(sim.full_tree(branches))
    # The mask: n x n, each node sees exactly the prefixes of its own path.
    m = screen.mask.matrix()
    assert m.shape == (n, n)
    np.testing.assert_array_equal(m, brute_mask(branches))
    np.testing.assert_array_equal(m, sim.attention_mask(sim.full_tree(branches)))
    # The chart: the current tree's marker at (n, E), and the speed-up with both costs.
    a = sim.rank_probabilities(screen.state.a1, screen.state.decay)
    e = brute_expected_tokens(branches, a)
    x, y = screen.chart.marker_position("tokens")
    assert (x, y) == (pytest.approx(n), pytest.approx(e, rel=1e-12))
    s = e / (1 + screen.state.beta * n + len(branches) * screen.state.cost)
    x, y = screen.chart.marker_position("speedup")
    assert (x, y) == (pytest.approx(n), pytest.approx(s, rel=1e-12))
    # The curves are the sim's, for the chart's span and depth limit.
    span = screen.state.chart_span()
    assert span >= n
    expected = sim.curves(a, span, screen.state.beta, screen.state.cost, max_depth=len(branches))
    for name in ("chain", "full", "greedy"):
        xs, ys = screen.chart.series_data("speedup", name)
        np.testing.assert_allclose(ys, expected[f"{name}_speedup"][: len(ys)], rtol=1e-12)
        assert len(ys) == len(expected[f"{name}_speedup"])
        xs, ys = screen.chart.series_data("tokens", name)
        np.testing.assert_allclose(ys, expected[f"{name}_tokens_per_pass"], rtol=1e-12)
        np.testing.assert_array_equal(xs, np.arange(1, len(ys) + 1))
    # The readouts.
    assert screen.numbers.value_text("tree", "tokens") == f"{e:.2f}".replace(".", ",")


def test_readouts_compare_chain_and_greedy(screen):
    set_branches_through_the_steppers(screen, (3, 2, 2, 1))
    a = sim.rank_probabilities(screen.state.a1, screen.state.decay)
    chain = brute_expected_tokens((1, 1, 1, 1), a)
    assert screen.numbers.value_text("chain", "tokens") == f"{chain:.2f}".replace(".", ",")
    greedy = sim.tree_expected_tokens(sim.greedy_tree(a, 33, 4), a)
    assert greedy >= brute_expected_tokens((3, 2, 2, 1), a) - 1e-12
    assert screen.numbers.value_text("greedy", "tokens") == f"{greedy:.2f}".replace(".", ",")


def test_keyboard_operates_the_steppers(screen, qtbot):
    state = screen.state
    spin = screen.steppers.spins[0]
    spin.setFocus()
    before = state.branches
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert state.branches == (before[0] + 1,) + before[1:]
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert state.branches == before
    depth = screen.steppers.depth_spin
    depth.setFocus()
    qtbot.keyClick(depth, Qt.Key.Key_Up)
    assert state.branches == before + (1,)
    qtbot.keyClick(depth, Qt.Key.Key_Down)
    assert state.branches == before
    for s in screen.steppers.visible_spins() + [depth]:
        assert s.accessibleName()


def test_steppers_never_pass_the_node_limit(screen):
    set_branches_through_the_steppers(screen, (8, 8, 8))
    # 8 + 64 + 512 = 584 nodes: one more level, even of 1, would pass 1000.
    assert screen.steppers.depth_spin.maximum() == 3
    screen.steppers.spins[2].setValue(7)  # 8 + 64 + 448 = 520
    screen.steppers.depth_spin.setValue(4)  # + 448 = 968
    assert screen.state.branches == (8, 8, 7, 1)
    assert screen.steppers.spins[3].maximum() == 1
    assert screen.steppers.spins[2].maximum() == 7
    screen.steppers.spins[3].setValue(8)
    assert screen.state.branches == (8, 8, 7, 1)
    assert sim.node_count(screen.state.branches) <= sim.MAX_NODES


def test_a_big_tree_stays_legible(screen):
    set_branches_through_the_steppers(screen, (8, 8, 8))
    canvas = screen.canvas
    geo = canvas.geometry_for_paint()
    assert drawn_node_count(canvas) == 584
    # The first level always has words; the rest become dots or a count.
    assert geo.labelled >= 1 and len(geo.rects) == sum(geo.counts[: geo.labelled])
    assert geo.font.pointSizeF() >= 6.5
    assert geo.visible < 3 or geo.dots
    canvas.grab()  # paints without error


def _kinds_at(screen):
    return screen.canvas.kinds()


def _detail_from_the_sim(screen, k):
    tree = sim.full_tree(screen.state.branches)
    a = sim.rank_probabilities(screen.state.a1, screen.state.decay)
    rounds = sim.simulate_rounds(tree, a, ROUNDS, np.random.default_rng(screen.state.seed))
    return sim.round_detail(tree, rounds, k)


def assert_one_accepted_path(screen, detail):
    nodes = screen.state.nodes()
    kinds = _kinds_at(screen)
    accepted = [i for i, kind in enumerate(kinds) if kind == "accepted"]
    assert len(accepted) == detail["accepted"]
    # A chain from the root: each accepted node's parent is the previous one.
    parent = -1
    for depth, i in enumerate(accepted, start=1):
        assert nodes[i]["parent"] == parent
        assert nodes[i]["depth"] == depth
        assert nodes[i]["rank"] == detail["target_ranks"][depth - 1]
        parent = i
    assert [nodes[i]["word"] for i in accepted] == detail["words"]
    # The ✕ marks: the candidates under the last match, at the first level that failed.
    rejected = [i for i, kind in enumerate(kinds) if kind == "rejected"]
    if detail["accepted"] < screen.state.depth:
        assert rejected == [v["index"] for v in nodes if v["parent"] == parent and v["depth"] == len(accepted) + 1]
    else:
        assert rejected == []


@pytest.mark.parametrize("branches", [(3, 2, 2, 1), (2, 2, 2), (1, 1, 1, 1, 1)])
def test_step_through_highlights_exactly_one_accepted_path(screen, qtbot, branches):
    set_branches_through_the_steppers(screen, branches)
    seen_accepted = set()
    for k in range(12):
        detail = _detail_from_the_sim(screen, k)
        # Draft, one pass, find the path, keep it.
        qtbot.mouseClick(screen.step_button, Qt.MouseButton.LeftButton)
        assert screen.player.stage == rp.DRAFT
        assert set(_kinds_at(screen)) == {"draft"}
        qtbot.mouseClick(screen.step_button, Qt.MouseButton.LeftButton)
        assert set(_kinds_at(screen)) == {"checking"}
        qtbot.mouseClick(screen.step_button, Qt.MouseButton.LeftButton)
        assert_one_accepted_path(screen, detail)
        qtbot.mouseClick(screen.step_button, Qt.MouseButton.LeftButton)
        assert screen.player.stage == rp.KEEP
        assert_one_accepted_path(screen, detail)
        strip = screen.canvas.strip_items()
        assert [text for kind, text in strip if kind == "accepted"] == ["✓ " + w for w in detail["words"]]
        extra = [text for kind, text in strip if kind == "extra"]
        assert len(extra) == 1 and (detail["bonus_word"] is None or extra[0] == "+ " + detail["bonus_word"])
        # The mask outlines the last match's row: exactly the accepted path.
        if detail["path"]:
            assert screen.mask.path_row == detail["path"][-1]
            assert np.flatnonzero(screen.mask.matrix()[screen.mask.path_row]).tolist() == detail["path"]
        seen_accepted.add(detail["accepted"])
    assert screen.player.rounds_done == 12
    assert len(seen_accepted) > 1  # the rounds differ


def test_playback_runs_on_the_clock_and_pauses(screen):
    clock = screen.ctx.clock
    screen.play()
    assert clock.running and screen.playing
    stages = []
    for _ in range(400):
        clock.advance(0.05)
        stages.append((screen.player.round_index, screen.player.stage))
    assert (0, rp.DRAFT) in stages and (0, rp.PASS) in stages and (0, rp.MATCH) in stages and (0, rp.KEEP) in stages
    assert screen.player.rounds_done >= 2
    screen.pause()
    assert not clock.running
    frozen = (screen.player.round_index, screen.player.stage, screen.player.t)
    clock.advance(5.0)
    assert (screen.player.round_index, screen.player.stage, screen.player.t) == frozen
    # The step button pauses a playing round.
    screen.play()
    screen.step_button.click()
    assert not screen.playing and not clock.running


def test_drafting_grows_the_tree_level_by_level(screen):
    screen.play()
    clock = screen.ctx.clock
    depths_seen = []
    clock.advance(0.01)  # the first round starts
    while screen.player.stage == rp.DRAFT:
        kinds = _kinds_at(screen)
        shown = {v["depth"] for v, kind in zip(screen.state.nodes(), kinds) if kind == "draft"}
        depths_seen.append(max(shown))
        clock.advance(0.05)
    screen.pause()
    assert depths_seen[0] == 1 and depths_seen[-1] == screen.state.depth
    assert depths_seen == sorted(depths_seen)


def _move_mouse(widget, pos: QPointF) -> None:
    event = QMouseEvent(QEvent.Type.MouseMove, pos, widget.mapToGlobal(pos), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def test_hovering_a_node_lights_its_mask_row(screen):
    canvas, mask = screen.canvas, screen.mask
    geo = canvas.geometry_for_paint()
    node = max(geo.rects, key=lambda i: screen.state.nodes()[i]["depth"])
    _move_mouse(canvas, geo.rects[node].center())
    assert canvas.hovered == node
    assert mask.shown_row() == node
    ancestors = canvas.ancestors(node)
    assert np.flatnonzero(mask.matrix()[node]).tolist() == ancestors
    assert screen.state.nodes()[node]["word"] in screen.mask_caption.text()
    # And back: hovering a mask row rings that node in the tree (the mask is under Advanced).
    screen.set_advanced(True)
    screen.show_mask(True)
    assert mask.isVisible()
    rect, cell, _words, _ = mask.matrix_geometry()
    _move_mouse(mask, QPointF(rect.left() + cell / 2, rect.top() + (2 + 0.5) * cell))
    assert mask.hover_row == 2 and canvas.linked == 2
    QApplication.sendEvent(canvas, QEvent(QEvent.Type.Leave))
    assert canvas.hovered is None


def test_keyboard_selection_walks_the_tree_and_lights_the_row(screen, qtbot):
    canvas = screen.canvas
    canvas.setFocus()
    canvas.select(0)
    nodes = screen.state.nodes()
    qtbot.keyClick(canvas, Qt.Key.Key_Right)
    first_child = next(v["index"] for v in nodes if v["parent"] == 0)
    assert canvas.selected == first_child and screen.mask.row == first_child
    qtbot.keyClick(canvas, Qt.Key.Key_Down)
    assert nodes[canvas.selected]["depth"] == 2 and canvas.selected != first_child
    qtbot.keyClick(canvas, Qt.Key.Key_Left)
    assert nodes[canvas.selected]["depth"] == 1
    assert "«" in canvas.accessibleDescription()


def test_sliders_and_presets(screen, qtbot):
    state = screen.state
    e_before = screen.chart.marker_position("tokens")[1]
    slider = screen.sliders["beta"].slider
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key.Key_End)
    assert state.beta == pytest.approx(0.1)
    # β changes the speed-up, not the tokens per pass.
    assert screen.chart.marker_position("tokens")[1] == pytest.approx(e_before)
    n = sim.node_count(state.branches)
    assert screen.chart.marker_position("speedup")[1] == pytest.approx(
        e_before / (1 + 0.1 * n + state.depth * state.cost))
    screen.preset_buttons["weak_heads"].click()
    p = sim.PRESETS["weak_heads"]
    assert (state.a1, state.decay) == (pytest.approx(p["a1"]), pytest.approx(p["decay"]))
    assert screen.preset_buttons["weak_heads"].isChecked()
    assert not screen.preset_buttons["eagle_like"].isChecked()
    assert screen.sliders["a1"].slider.value() == round(p["a1"] / 0.01)
    a = sim.rank_probabilities(p["a1"], p["decay"])
    assert screen.chart.marker_position("tokens")[1] == pytest.approx(brute_expected_tokens(state.branches, a))


def test_a_sparse_tree_beats_a_bushy_one_when_checking_costs(screen):
    """What the chart must show with the default costs (β > 0)."""
    set_branches_through_the_steppers(screen, (4, 4, 4))
    bushy = screen.chart.marker_position("speedup")
    best_n, best_s = screen.chart.best_point
    assert best_n < bushy[0] and best_s > bushy[1]


def test_reset_all_restores_defaults(tree_window, qtbot):
    window, screen = tree_window
    before = screen.state.state()
    set_branches_through_the_steppers(screen, (2, 5))
    screen.sliders["a1"].set_index(30)
    screen.new_rounds_button.click()
    screen.play()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    assert screen.state.state() == before
    assert not screen.playing and not window.ctx.clock.running
    assert screen.player.view().stage is None
    assert [s.value() for s in screen.steppers.visible_spins()] == list(before["branches"])
    assert screen.sliders["a1"].slider.value() == round(before["a1"] / 0.01)


def test_leaving_the_screen_pauses(tree_window):
    window, screen = tree_window
    screen.play()
    window.show_screen("lab")
    assert not screen.playing


def test_link_back_to_the_lesson(tree_window):
    window, screen = tree_window
    if "heads" not in window.screen_names():
        pytest.skip("this build has no lesson")
    assert 'href="screen:heads"' in screen.papers.text()
    screen.papers.linkActivated.emit("screen:heads")
    assert window.current_name() == "heads"


def test_papers_cite_the_published_figures(screen):
    text = screen.papers.text()
    for figure in ("2,2×", "2,3–3,6×", "2,7–3,5×", "6,5×", "Medusa", "EAGLE-3", "LLaMA2-Chat 70B"):
        assert figure in text


def test_every_control_is_reachable_and_named(tree_window, qtbot):
    window, screen = tree_window
    controls = (list(screen.preset_buttons.values()) + [s.slider for s in screen.sliders.values()]
                + [screen.steppers.depth_spin] + screen.steppers.visible_spins()
                + [screen.canvas, screen.play_button, screen.step_button, screen.speed_box,
                   screen.new_rounds_button, screen.advanced_button, screen.mask_button, screen.papers])
    # β, the mask and the papers' figures live under Advanced.
    screen.set_advanced(True)
    for lang in ("es", "en"):
        window.set_language(lang)
        for c in controls:
            assert c.accessibleName(), c.objectName()
    # Tab walks them in order, from the first preset.
    controls[0].setFocus()
    reached = {controls[0]}
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        w = QApplication.focusWidget()
        reached.update({w, w.parentWidget()})
    missing = [c.objectName() or type(c).__name__ for c in controls if c not in reached]
    assert not missing, missing


def test_dragging_over_a_big_deep_tree_defers_the_curves_to_the_release(screen):
    state, chart = screen.state, screen.chart
    set_branches_through_the_steppers(screen, (2,) * 8)
    assert state.curves_slow()
    before = chart.series_data("tokens", "greedy")[1].copy()
    slider = screen.sliders["a1"].slider
    slider.sliderPressed.emit()
    slider.setValue(slider.value() - 20)
    a = sim.rank_probabilities(state.a1, state.decay)
    # The diamond follows at once...
    assert chart.marker_position("tokens")[1] == pytest.approx(brute_expected_tokens(state.branches, a))
    # ...the curves wait for the release, then match the sim.
    np.testing.assert_array_equal(chart.series_data("tokens", "greedy")[1], before)
    slider.sliderReleased.emit()
    expected = sim.curves(a, state.chart_span(), state.beta, state.cost, max_depth=8)
    np.testing.assert_allclose(chart.series_data("tokens", "greedy")[1], expected["greedy_tokens_per_pass"])


def test_small_trees_redraw_the_curves_during_a_drag(screen):
    state, chart = screen.state, screen.chart
    assert not state.curves_slow()
    slider = screen.sliders["a1"].slider
    slider.sliderPressed.emit()
    slider.setValue(slider.value() - 20)
    a = sim.rank_probabilities(state.a1, state.decay)
    expected = sim.curves(a, state.chart_span(), state.beta, state.cost, max_depth=state.depth)
    np.testing.assert_allclose(chart.series_data("speedup", "greedy")[1], expected["greedy_speedup"])
    slider.sliderReleased.emit()
