"""The Sampling lab screen: prediction first, reshaping q, sampling, Reset All.

Expected values are computed here from the definitions (min, sums, ratios)
or from an independent call of the sim with the same seed, never read back
from the widgets' own helpers.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.screens.sampling import PREDICTION_KEY, fit
from desktop.screens.sampling.prediction import REVEAL_AT
from desktop.screens.sampling import context
from desktop.sim import sampling
from desktop.widgets.locale_axis import fixed_ticks

# The lab's own sentence ("Don Quijote montó en su …"), not the lesson's "Érase una".
vocab = SimpleNamespace(NEXT_WORDS=context.WORDS, TARGET_LOGITS=context.TARGET_LOGITS,
                        DEFAULT_DIFFERENCE=context.DEFAULT_DIFFERENCE)
# The other draft as the screen names it: «caballo 0,5; burro 0,3; mula 0,2».
OTHER_BY_HAND = {"caballo": 0.5, "burro": 0.3, "mula": 0.2}


def _q_by_hand(d: float, t: float = 1.0) -> np.ndarray:
    """(1 - d)·p + d·other word by word, then q^(1/T) renormalised, computed here from scratch."""
    p = np.exp(np.array(vocab.TARGET_LOGITS))
    p /= p.sum()
    other = np.array([OTHER_BY_HAND.get(w, 0.0) for w in vocab.NEXT_WORDS])
    q = ((1 - d) * p + d * other) ** (1 / t)
    return q / q.sum()


@pytest.fixture
def lab(make_window):
    window = make_window("--screen", "sampling")
    return window, window.current_screen()


def _commit(qtbot, screen, choice="p"):
    qtbot.mouseClick(screen.prediction.options[choice], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
    assert screen.prediction.committed


def _play_out(window, screen):
    # Drive the one clock by hand until the batch has been shown.
    for _ in range(200):
        if not screen.state.playing:
            return
        window.ctx.clock.advance(0.1)
    raise AssertionError("playback never finished")


def _es(value, decimals=2):
    return f"{value:.{decimals}f}".replace(".", ",")


# Prediction first ---------------------------------------------------------------

def test_controls_locked_and_answer_hidden_until_commit(lab, qtbot):
    window, screen = lab
    card = screen.prediction
    assert not card.committed and screen.locked
    assert not card.reveal.isVisible() and card.reveal.text() == ""
    assert not card.status.isVisible()
    for button in screen.sampler.buttons.values():
        assert not button.isEnabled()
    assert not screen.charts.q_plot.isEnabled()
    assert not screen.knobs.difference.slider.isEnabled()
    assert not card.commit_button.isEnabled()  # nothing picked yet
    # A locked button does nothing when pressed.
    qtbot.mouseClick(screen.sampler.buttons[10_000], Qt.MouseButton.LeftButton)
    assert screen.state.total == 0

    qtbot.mouseClick(card.options["q"], Qt.MouseButton.LeftButton)
    assert card.commit_button.isEnabled()
    assert screen.locked and card.reveal.text() == ""
    assert not window.ctx.settings.contains(PREDICTION_KEY)

    qtbot.mouseClick(card.commit_button, Qt.MouseButton.LeftButton)
    assert not screen.locked
    assert window.ctx.settings.get_str(PREDICTION_KEY, "") == "q"
    assert all(b.isEnabled() for b in screen.sampler.buttons.values())
    assert screen.charts.q_plot.isEnabled() and screen.knobs.difference.slider.isEnabled()
    assert card.status.isVisible()
    # Committed, but still no verdict until the learner has the evidence.
    assert not card.reveal.isVisible() and card.reveal.text() == ""
    assert not any(b.isVisible() for b in card.options.values())


def test_prediction_by_keyboard_alone(lab, qtbot):
    window, screen = lab
    card = screen.prediction
    card.options["p"].setFocus()
    qtbot.waitUntil(card.options["p"].hasFocus)
    qtbot.keyClick(card.options["p"], Qt.Key.Key_Space)
    assert card.options["p"].isChecked()
    card.commit_button.setFocus()
    qtbot.waitUntil(card.commit_button.hasFocus)
    qtbot.keyClick(card.commit_button, Qt.Key.Key_Space)
    assert card.committed and not screen.locked
    # The hidden commit button hands the focus to the first control it unlocked.
    assert screen.sampler.buttons[1].hasFocus()


@pytest.mark.parametrize("choice, mark", [("p", "✓"), ("q", "✕"), ("mix", "✕"), ("unsure", "→")])
def test_reveal_comes_with_enough_outputs(lab, qtbot, choice, mark):
    window, screen = lab
    _commit(qtbot, screen, choice)
    screen.state.sample(100)
    _play_out(window, screen)
    assert screen.state.total < REVEAL_AT
    assert not screen.prediction.revealed and screen.prediction.reveal.text() == ""
    qtbot.mouseClick(screen.sampler.buttons[10_000], Qt.MouseButton.LeftButton)
    _play_out(window, screen)
    assert screen.prediction.revealed and screen.prediction.reveal.isVisible()
    assert mark in screen.prediction.reveal.text()


def test_a_saved_prediction_is_restored(make_window, settings_file):
    from desktop.settings import Settings

    s = Settings(settings_file)
    s.set(PREDICTION_KEY, "mix")
    s.sync()
    window = make_window("--screen", "sampling")
    screen = window.current_screen()
    assert screen.prediction.committed and screen.prediction.choice == "mix"
    assert not screen.locked
    assert not screen.prediction.revealed


# Reshaping q ----------------------------------------------------------------------

def _expected_reshape(q, i, value):
    """q[i] = value, the others scaled by the same factor so the total stays 1."""
    out = np.array(q, dtype=float) * (1.0 - value) / (1.0 - q[i])
    out[i] = value
    return out


def _check_overlap_and_alpha(screen, q_expected):
    p = sampling.softmax(vocab.TARGET_LOGITS, 1.0)
    np.testing.assert_allclose(screen.state.q, q_expected, atol=1e-12)
    overlap = np.minimum(p, q_expected)
    np.testing.assert_allclose(screen.charts.overlap_widths(), overlap, atol=1e-12)
    alpha = sampling.acceptance_rate(p, q_expected)
    assert screen.charts.overlap_widths().sum() == pytest.approx(alpha)
    assert screen.state.alpha == pytest.approx(alpha)
    assert screen.readout.values["alpha"].text() == _es(alpha)


def test_dragging_q_updates_overlap_and_alpha(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    before = screen.state.q.copy()
    casa = vocab.NEXT_WORDS.index("mula")
    # The same entry point the view box calls for a press or a drag.
    vb = screen.charts.q_plot.getViewBox()
    vb.on_set(casa, 0.55)
    _check_overlap_and_alpha(screen, _expected_reshape(before, casa, 0.55))
    assert screen.charts.q_plot.selected == casa
    # Dragging past the end clamps to a certain draft: q is all on one word.
    vb.on_set(casa, 1.3)
    q = np.zeros(len(vocab.NEXT_WORDS))
    q[casa] = 1.0
    _check_overlap_and_alpha(screen, q)


def test_a_real_mouse_drag_on_the_q_chart(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    qtbot.wait(50)  # the unlocked screen lays out again (its texts changed), as a learner sees before dragging
    plot = screen.charts.q_plot
    vb = plot.getViewBox()
    row = vocab.NEXT_WORDS.index("asno")
    before = screen.state.q.copy()

    def to_widget(x, y):
        scene = vb.mapViewToScene(QPointF(x, y))
        return plot.mapFromScene(scene)

    # Inside the chart: its axis ends a little past the largest bar (0,44).
    start, end = to_widget(before[row], row), to_widget(0.4, row)
    viewport = plot.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for f in (0.25, 0.5, 0.75, 1.0):
        qtbot.mouseMove(viewport, pos=start + (end - start) * f)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    got = screen.state.q[row]
    # One pixel of the chart is well under 0.01 of probability.
    assert got == pytest.approx(0.4, abs=0.01)
    _check_overlap_and_alpha(screen, _expected_reshape(before, row, got))


def test_a_real_click_sets_the_word_under_the_pointer(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    plot = screen.charts.q_plot
    vb = plot.getViewBox()
    before = screen.state.q.copy()
    pos = plot.mapFromScene(vb.mapViewToScene(QPointF(0.3, 2)))
    qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert screen.state.q[2] == pytest.approx(0.3, abs=0.01)
    _check_overlap_and_alpha(screen, _expected_reshape(before, 2, screen.state.q[2]))


def test_keyboard_picks_a_word_and_changes_it(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    plot = screen.charts.q_plot
    plot.setFocus()
    qtbot.waitUntil(plot.hasFocus)
    qtbot.keyClick(plot, Qt.Key.Key_Down)
    qtbot.keyClick(plot, Qt.Key.Key_Down)
    assert plot.selected == 2
    before = screen.state.q.copy()
    target = round(round(before[2] / 0.01) * 0.01 + 0.01, 6)
    qtbot.keyClick(plot, Qt.Key.Key_Right)
    _check_overlap_and_alpha(screen, _expected_reshape(before, 2, target))
    before = screen.state.q.copy()
    qtbot.keyClick(plot, Qt.Key.Key_PageDown)
    _check_overlap_and_alpha(screen, _expected_reshape(before, 2, round(target - 0.05, 6)))
    # Left/Right belong to the chart here, not to the window's step keys.
    qtbot.keyClick(plot, Qt.Key.Key_Left)
    assert window.current_name() == "sampling"
    assert "▸ " + vocab.NEXT_WORDS[2] in dict(plot_axis_ticks(screen))


def plot_axis_ticks(screen):
    return [(label, v) for v, label in fixed_ticks(screen.charts.p_plot.getAxis("left"))]


def test_sliders_rebuild_q_and_clear_the_histogram(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    screen.state.sample(100)
    _play_out(window, screen)
    assert screen.state.total == 100
    knobs = screen.knobs
    knobs.difference.slider.setValue(60)  # 0.60
    knobs.temperature.slider.setValue(knobs.temperature.slider.value() + 10)  # +0.50
    t = 1.0 + 0.5
    expected = _q_by_hand(0.6, t)
    _check_overlap_and_alpha(screen, expected)
    assert screen.state.total == 0
    assert knobs.difference.value_label.text() == "0,60"
    assert knobs.temperature.value_label.text() == "1,50"


# Sampling ------------------------------------------------------------------------

def test_sampling_10000_builds_the_histogram(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    state = screen.state
    p, q = state.p.copy(), state.q.copy()
    qtbot.mouseClick(screen.sampler.buttons[10_000], Qt.MouseButton.LeftButton)
    assert state.playing
    window.ctx.clock.advance(0.6)
    assert 0 < state.total < 10_000  # it builds up over time
    _play_out(window, screen)
    assert state.total == 10_000
    expected, accepted = sampling.sample_counts(p, q, 10_000, np.random.default_rng(window.ctx.model.seed))
    np.testing.assert_array_equal(state.counts, expected)
    assert state.accepted == accepted
    np.testing.assert_allclose(screen.charts.histogram_widths(), expected / 10_000)
    assert screen.readout.values["accepted"].text() == _es(accepted / 10_000)
    assert screen.readout.notes["accepted"].text() == f"{accepted} de 10.000 propuestas"
    assert not window.ctx.clock.running  # the clock rests once the batch is shown


def test_outputs_follow_p_not_a_very_different_q(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    state = screen.state
    casa = vocab.NEXT_WORDS.index("mula")
    state.set_word(casa, 0.8)
    state.sample(10_000)
    _play_out(window, screen)
    frac = state.counts / state.total
    p = state.p
    # Every share within 4 standard errors of p, and far from q where q differs.
    assert np.all(np.abs(frac - p) < 4 * np.sqrt(p * (1 - p) / 10_000))
    assert abs(frac[casa] - state.q[casa]) > 0.5
    assert fit.verdict(state.counts, state.p).key == fit.MATCH
    assert fit.verdict(state.counts, state.q).key == fit.NO_MATCH
    assert screen.readout.values["like_p"].text().startswith("✓")
    assert screen.readout.values["like_q"].text().startswith("✕")


def test_one_step_unfolds_in_three_beats(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    state = screen.state
    p, q = state.p.copy(), state.q.copy()
    want = sampling.speculative_sample(p, q, 1, np.random.default_rng(window.ctx.model.seed))
    draft, ok, out = int(want.drafts[0]), bool(want.accepted[0]), int(want.outputs[0])
    qtbot.mouseClick(screen.sampler.buttons[1], Qt.MouseButton.LeftButton)
    lines = [line.text() for line in screen.sampler.lines]
    assert vocab.NEXT_WORDS[draft] in lines[0] and lines[2] == "" and state.total == 0
    assert screen.charts.draft_band.isVisible() and not screen.charts.output_band.isVisible()
    window.ctx.clock.advance(0.6)
    assert screen.sampler.lines[1].text().startswith("✓" if ok else "✕")
    assert state.total == 0
    window.ctx.clock.advance(0.6)
    assert state.total == 1 and state.counts[out] == 1
    assert vocab.NEXT_WORDS[out] in screen.sampler.lines[2].text()
    assert screen.charts.output_band.isVisible()
    row = screen.log.rows[0].text()
    assert row.startswith("✓" if ok else "✕") and vocab.NEXT_WORDS[out] in row
    _play_out(window, screen)
    assert not window.ctx.clock.running


def test_log_keeps_the_last_steps_newest_first(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    state = screen.state
    rng = np.random.default_rng(window.ctx.model.seed)
    want = sampling.speculative_sample(state.p, state.q, 100, rng)
    state.sample(100)
    _play_out(window, screen)
    words = vocab.NEXT_WORDS
    for i, row in enumerate(screen.log.rows):
        j = 99 - i
        d, o = words[want.drafts[j]], words[want.outputs[j]]
        assert row.text() == (f"✓ {d}" if want.accepted[j] else f"✕ {d} → {o}")


def test_reset_all_restores_everything(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen, "q")
    screen.knobs.difference.slider.setValue(80)
    screen.charts.q_plot.getViewBox().on_set(3, 0.5)
    screen.state.sample(10_000)
    window.ctx.clock.advance(0.3)
    window.reset_all()
    state = screen.state
    d = vocab.DEFAULT_DIFFERENCE
    np.testing.assert_allclose(state.q, _q_by_hand(d))
    assert state.total == 0 and state.log == [] and not state.playing
    assert not window.ctx.clock.running
    assert screen.knobs.difference.value_label.text() == _es(vocab.DEFAULT_DIFFERENCE)
    assert screen.knobs.temperature.value_label.text() == "1,00"
    assert screen.locked and not screen.prediction.committed
    assert not any(b.isChecked() for b in screen.prediction.options.values())
    assert not window.ctx.settings.contains(PREDICTION_KEY)
    # Same seed after a reset: the same first batch as a fresh screen.
    _commit(qtbot, screen)
    state.sample(10_000)
    _play_out(window, screen)
    expected, _ = sampling.sample_counts(state.p, state.q, 10_000, np.random.default_rng(window.ctx.model.seed))
    np.testing.assert_array_equal(state.counts, expected)


def test_leaving_the_screen_finishes_the_batch(lab, qtbot):
    window, screen = lab
    _commit(qtbot, screen)
    screen.state.sample(10_000)
    window.ctx.clock.advance(0.2)
    window.show_screen("lab")
    assert screen.state.total == 10_000 and not screen.state.playing


def test_language_switch_retranslates(lab, qtbot):
    window, screen = lab
    spanish = screen.prediction.commit_button.text()
    assert spanish != "Lock in my prediction"
    window.set_language("en")
    qtbot.waitUntil(lambda: screen.prediction.commit_button.text() == "Lock in my prediction")
    assert screen.readout.values["alpha"].text() == f"{screen.state.alpha:.2f}"
    window.set_language("es")
    qtbot.waitUntil(lambda: screen.prediction.commit_button.text() == spanish)
    assert screen.readout.values["alpha"].text() == _es(screen.state.alpha)
