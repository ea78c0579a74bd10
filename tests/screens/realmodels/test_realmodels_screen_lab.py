""""Take it to the Lab": the measured point lands on the Lab's chart, and the Lab shows it."""

from __future__ import annotations

import pytest

from desktop.screens.realmodels.screen import SEED
from realmodels_screen_helpers import reference, reference_alpha


@pytest.mark.parametrize("chars", [40, 5])
# 5 characters: below the Lab's N = 10, so the passes are scaled to N.
def test_take_it_to_the_lab(qtbot, make_window, chars):
    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    screen.prompt_edit.setText("Érase una vez")
    screen.choose_k(3)
    screen.draft_box.setCurrentIndex(screen.draft_box.findData("tiny"))
    assert not screen.verdict.lab_button.isEnabled()
    with qtbot.waitSignal(screen.finished, timeout=60_000):
        screen.start(chars)
    screen.verdict.lab_button.click()

    assert window.current_name() == "lab"
    spec = reference("Érase una vez", chars, 3, "tiny", 0.8, SEED)
    alpha = reference_alpha("Érase una vez", chars, 3, "tiny", 0.8, SEED)
    tokens = max(chars, 10)  # the Lab's N runs from 10 to 1000
    passes = spec.slow_passes * tokens / chars  # the same passes per character, at the Lab's N
    point = window.ctx.model.measured_point
    assert point["alpha"] == pytest.approx(alpha)
    assert point["slow_passes"] == pytest.approx(passes)
    assert point["tokens"] == tokens and point["k"] == 3
    assert "label" not in point  # numbers only: the chart writes the label
    assert window.ctx.model.k == 3 and window.ctx.model.tokens == tokens

    chart = window.current_screen().chart
    xs, ys = chart.measured.getData()
    assert list(xs) == pytest.approx([alpha]) and list(ys) == pytest.approx([passes])
    assert "α = " in chart.measured_label.toPlainText() and "k = 3" in chart.measured_label.toPlainText()


def test_reset_all_in_the_window_stops_a_run(qtbot, make_window):
    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    screen.start(600)
    gen = screen.generation
    qtbot.waitUntil(lambda: len(screen.solo.view.generated) > 0, timeout=60_000)
    window.reset_all()
    assert not gen.is_alive()
    assert not screen.running and screen.solo.view.generated == ""


def test_leaving_for_another_screen_keeps_a_short_run(qtbot, make_window):
    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    screen.start(30)
    window.show_screen("lab")
    window.show_screen("realmodels")
    qtbot.waitUntil(lambda: not screen.running, timeout=60_000)
    assert screen.result is not None and screen.result.identical


def test_discarding_the_screens_mid_run(qtbot, make_window):
    """A change of text size rebuilds every screen: the run must end with its screen."""
    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    screen.start(600)
    gen = screen.generation
    qtbot.waitUntil(lambda: len(screen.solo.view.generated) > 0, timeout=60_000)
    window.set_font_scale(125)
    qtbot.waitUntil(lambda: not gen.is_alive(), timeout=30_000)
    assert gen.cancelled
    fresh = window.current_screen()
    assert fresh is not screen and not fresh.running


def test_the_measured_point_sits_near_the_theory_curve(qtbot, make_window):
    """With α counted per checked character, a long real run lands close to the
    Lab's curve (real acceptance is not independent from character to character,
    so close, not on it)."""
    from desktop.sim import analytic

    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        screen.start(300)
    point = screen.lab_point()
    theory = float(analytic.passes_curve(point["k"], [point["alpha"]], point["tokens"])[0])
    assert abs(point["slow_passes"] - theory) / theory < 0.15, (point, theory)
