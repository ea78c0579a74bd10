"""The prediction step hides the answer until the guess is locked in."""

from __future__ import annotations

import numpy as np
import pytest
from support.finite_break_even import finite_break_even
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop import i18n
from desktop.screens.lesson import predict
from tests.support.es_number import es_number


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
    # Review 13: where the chart's 100-token time curve crosses 100 (independent dynamic programming);
    # the long-text root of a + … + a^k = k c lies a little lower.
    truth = finite_break_even(predict.K, predict.SCENARIOS["costly"], predict.TOKENS)
    assert truth > _break_even_by_roots(predict.K, predict.SCENARIOS["costly"])
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
    # The line's start is no answer: it cannot be locked in until the learner places it, and no big
    # number shows it as one.
    assert not screen.commit_button.isEnabled()
    assert not screen.guess_value.isVisibleTo(screen) and screen.guess_state.isVisibleTo(screen)
    screen.set_guess(0.4)
    assert screen.commit_button.isEnabled()


def _shown_texts(screen) -> str:
    return " ".join(label.text() for label in screen.findChildren(type(screen.lead)) if label.isVisibleTo(screen))


@pytest.mark.parametrize("lang, waits", [("en", "waits at α = 0.90"), ("es", "espera en α = 0,90")])
def test_an_unplaced_prediction_says_where_its_line_is(make_window, lang, waits):
    """Blind review 3: "sin colocar" beside a line already drawn at 0,9 read as a contradiction. Until the
    learner moves it, the text says where the (faint) line waits and that it is no answer yet; no big
    number shows it as a prediction."""
    screen = make_window("--screen", "predict", "--lang", lang).current_screen()
    assert not screen.placed
    line_at = screen.guess_line.value()
    assert line_at == pytest.approx(0.9) and screen.guess_line.isVisible()  # drawn, where the text says
    state = screen.guess_state.text()
    assert screen.guess_state.isVisibleTo(screen) and waits in state, state
    assert ("drag" if lang == "en" else "arrástrala") in state.lower()
    assert not screen.guess_value.isVisibleTo(screen)
    faint = screen.guess_line.pen.color().alpha()
    assert faint < 255 and not screen.commit_button.isEnabled()


@pytest.mark.parametrize("lang, shown", [("en", "α = 0.50"), ("es", "α = 0,50")])
def test_a_placed_prediction_shows_its_value_where_the_line_is(make_window, lang, shown):
    screen = make_window("--screen", "predict", "--lang", lang).current_screen()
    faint = screen.guess_line.pen.color().alpha()
    screen.guess_line.setValue(0.5)  # what a drag does
    assert screen.placed and screen.guess_line.value() == pytest.approx(0.5)
    assert screen.guess_line.pen.color().alpha() == 255 > faint
    assert screen.guess_value.isVisibleTo(screen) and screen.guess_value.text() == shown
    assert not screen.guess_state.isVisibleTo(screen)
    # Nothing on screen still says the line is unplaced, or names the place it started from.
    texts = _shown_texts(screen)
    assert "0.90" not in texts and "0,90" not in texts, texts
    assert "sin colocar" not in texts and "No prediction yet" not in texts and "Aún sin predicción" not in texts
    # Answering "never" hides the line and says so.
    screen.set_never(True)
    assert not screen.guess_line.isVisible() and screen.guess_value.text() in ("never", "nunca")
    assert not screen.guess_state.isVisibleTo(screen)


def test_the_slider_reports_the_alpha_of_the_line(make_window):
    from PySide6.QtGui import QAccessible

    screen = make_window("--screen", "predict").current_screen()
    for alpha in (0.9, 0.35, 0.0):
        screen.set_guess(alpha)
        iface = QAccessible.queryAccessibleInterface(screen.slider)
        assert iface.valueInterface().currentValue() == pytest.approx(screen.guess_line.value()) == pytest.approx(alpha)
        assert iface.text(QAccessible.Text.Value) == i18n.fmt(alpha, 2)


def test_the_never_answer_stays_free_of_its_justification(make_window):
    screen = make_window("--screen", "predict", "--lang", "en").current_screen()
    # The "never" answer no longer carries its own justification.
    assert "tie" not in screen.never_button.text() and "1×" not in screen.never_button.text()


def test_the_dot_is_labelled_by_the_predicted_alpha_and_the_words_name_curves_the_chart_draws(screen):
    """Review round 4: the dot read "tu ajuste" (a setting to find) and the explanation sent readers to
    "the orange curve", while orange is only the prediction line and the total time is solid blue."""
    screen.set_scenario("costly")
    screen.set_guess(0.3)
    screen.commit()
    chart = screen.chart
    alpha, time = chart.marker_position()
    assert alpha == pytest.approx(0.3)
    assert chart.marker_label.toPlainText() == f"en α = 0,30: {es_number(time, 2)}"
    # k = 4, c = 0,25: a round costs 1 + 4 × 0,25 = 2 slow passes, so the dot is above 100 (no draft)
    # wherever fewer than 2 tokens land per round, as at α = 0,3: 1 + 0,3 + ... + 0,3^4 = 1,43.
    assert time > 100
    text = screen.explanation.text()
    assert "naranja" not in text and "azul continua" in text, text


def test_the_prediction_names_the_case_it_is_for(screen):
    """Round 81: both readers could not tell which of the two cases the guess box was for."""
    assert screen.guess_title.text() == "Tu predicción (c = 0): ¿por debajo de qué α va más lento?"
    screen.set_scenario("costly")
    assert screen.guess_title.text() == "Tu predicción (c = 0,25): ¿por debajo de qué α va más lento?"
    assert screen.slider.accessibleName() == screen.guess_title.text()


def test_the_chosen_case_is_bold_not_only_its_radio_dot(screen):
    """Round 82: from the back row a reader took the free case's small dot for the costly one's."""
    assert screen.radio["free"].font().bold() and not screen.radio["costly"].font().bold()
    screen.radio["costly"].click()
    assert screen.radio["costly"].font().bold() and not screen.radio["free"].font().bold()
