"""The prediction step hides the answer until the guess is locked in."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop import i18n
from desktop.screens.lesson import predict


def _break_even_by_roots(k: int, c: float) -> float:
    """Independent: the real root in (0, 1) of a + a^2 + ... + a^k - k c = 0."""
    coeffs = [1.0] * k + [-k * c]  # a^k + ... + a^1 - kc, highest power first
    roots = np.roots(coeffs)
    real = [r.real for r in roots if abs(r.imag) < 1e-9 and 0 < r.real < 1]
    assert len(real) == 1
    return real[0]


def _revealed(screen) -> bool:
    return screen.reveal.isVisibleTo(screen)


@pytest.fixture
def screen(make_window):
    w = make_window("--screen", "predict")
    return w.current_screen()


def test_nothing_is_revealed_before_commit(screen):
    chart = screen.chart
    assert not _revealed(screen)
    assert not chart.curve.isVisible() and not chart.time_curve.isVisible()
    assert not chart.break_even_line.isVisible() and not chart.marker.isVisible()
    assert not chart.legend.isVisible()
    screen.set_scenario("costly")
    assert not chart.break_even_line.isVisible()  # switching case must not leak the answer
    screen.set_guess(0.3)
    assert not _revealed(screen)
    be = i18n.fmt(_break_even_by_roots(predict.K, predict.SCENARIOS["costly"]), 2)
    visible_text = " ".join(
        label.text() for label in screen.findChildren(type(screen.lead)) if label.isVisibleTo(screen)
    )
    assert be not in visible_text


def test_costly_draft_reveals_the_sims_break_even(screen, make_window):
    screen.set_scenario("costly")
    screen.set_guess(0.3)
    screen.commit_button.click()
    truth = _break_even_by_roots(predict.K, predict.SCENARIOS["costly"])
    assert _revealed(screen)
    assert screen.chart.break_even_line.isVisible()
    assert screen.chart.break_even_line.value() == pytest.approx(truth, abs=1e-6)
    assert screen.chart.curve.isVisible() and screen.chart.time_curve.isVisible()
    assert i18n.fmt(truth, 2) in screen.result.text()
    assert i18n.fmt(abs(0.3 - truth), 2) in screen.result.text()  # how far the guess was
    record = screen.guesses["costly"]
    assert record["guess"] == pytest.approx(0.3)
    assert record["error"] == pytest.approx(0.3 - truth, abs=1e-6)
    settings = screen.ctx.settings
    assert settings.get_float("progress/predict/costly/guess", -1, 0, 1) == pytest.approx(0.3)
    assert settings.get_float("progress/predict/costly/truth", -1, 0, 1) == pytest.approx(truth, abs=1e-3)


def test_free_draft_never_dies(screen):
    screen.set_guess(0.6)
    screen.commit()
    assert _revealed(screen)
    assert not screen.chart.break_even_line.isVisible()
    assert screen.truth() == 0.0
    assert screen.guesses["free"]["error"] == pytest.approx(0.6)
    assert "gloss:extra" in screen.explanation.text()  # the free correction is explained and linked


def test_the_guess_can_be_placed_with_the_keyboard_or_by_dragging(screen):
    screen.slider.setFocus()
    QTest.keyClick(screen.slider, Qt.Key.Key_Right)
    assert screen.guess == pytest.approx(predict.START_GUESS + 0.01)
    assert screen.guess_line.value() == pytest.approx(predict.START_GUESS + 0.01)
    screen.guess_line.setValue(0.2)  # what a drag does
    assert screen.guess == pytest.approx(0.2)
    assert screen.slider.value() == 20


def test_reset_hides_the_answer_again(screen):
    screen.set_scenario("costly")
    screen.commit()
    screen.reset()
    assert not _revealed(screen)
    assert screen.scenario == "free" and screen.guess == pytest.approx(predict.START_GUESS)
    assert not screen.chart.break_even_line.isVisible()
    assert screen.slider.isVisibleTo(screen)
    # The line's start is no answer: it cannot be locked in until the learner places it.
    assert not screen.commit_button.isEnabled()
    assert i18n.fmt(predict.START_GUESS, 2) not in screen.guess_value.text()
    screen.set_guess(0.4)
    assert screen.commit_button.isEnabled()


def test_an_unplaced_prediction_is_faint_and_says_how_to_place_it(make_window):
    """R9: the line and the slider start somewhere; until the learner moves them, the line is faint and
    the value says how to place it, with no number that could be read as an answer."""
    screen = make_window("--screen", "predict", "--lang", "en").current_screen()
    assert not screen.placed
    said = screen.guess_value.text()
    assert "drag" in said and not any(ch.isdigit() for ch in said), said
    faint = screen.guess_line.pen.color().alpha()
    assert not screen.commit_button.isEnabled()
    screen.set_guess(0.5)
    assert screen.guess_line.pen.color().alpha() == 255 > faint
    assert screen.guess_value.text() == "α = 0.50"
    # The "never" answer no longer carries its own justification.
    assert "tie" not in screen.never_button.text() and "1×" not in screen.never_button.text()
