"""The quiz: every answer, right or wrong, is marked and explained."""

from __future__ import annotations

import numpy as np
import pytest

from desktop.screens.lesson import quiz
from desktop.screens.lesson.widgets.drag_question import DragQuestion
from desktop.sim import analytic


@pytest.fixture
def screen(make_window):
    w = make_window("--screen", "quiz", "--lang", "en")
    return w.current_screen()


def test_at_least_six_questions_and_one_answered_on_the_chart(screen):
    assert len(screen.questions) >= 6
    drags = [q for q in screen.questions.values() if isinstance(q, DragQuestion)]
    assert drags and drags[0].chart is not None


def test_the_source_question_keeps_its_three_plausible_wrong_answers(screen):
    q = screen.question("how")
    texts = [card.text.text().lower() for card in q.options]
    right = texts[q.right]
    assert "drafts" in right and "verif" in right
    wrong = [t for i, t in enumerate(texts) if i != q.right]
    assert any("hard tokens" in t for t in wrong)
    assert any("precision" in t for t in wrong)
    assert any("system prompt" in t for t in wrong)


@pytest.mark.parametrize("qid", quiz.IDS)
def test_right_is_right_wrong_is_wrong_both_explained(screen, qid):
    q = screen.question(qid)
    screen.show_question(quiz.IDS.index(qid))
    assert q.feedback_text() == ""
    q.submit(q.right_answer())
    assert q.last_correct is True
    right_feedback = q.feedback_text()
    assert right_feedback.startswith("<b>Right.</b>") and len(right_feedback) > 40
    q.reset()
    assert q.feedback_text() == ""
    q.submit(q.a_wrong_answer())
    assert q.last_correct is False
    wrong_feedback = q.feedback_text()
    assert wrong_feedback.startswith("<b>Not quite.</b>") and len(wrong_feedback) > 40
    assert wrong_feedback != right_feedback


def test_every_wrong_option_has_its_own_explanation(screen):
    for qid in quiz.CHOICE_IDS:
        q = screen.question(qid)
        seen = set()
        for i in range(len(q.options)):
            q.reset()
            q.submit(i)
            assert q.options[i].objectName() == ("optionRight" if i == q.right else "optionWrong")
            seen.add(q.feedback_text())
        assert len(seen) == len(q.options), qid


def _mc_passes(k: int, alpha: float, n: int, runs: int, rng) -> float:
    """Independent Monte Carlo: rounds write min(first rejection, k) + 1 tokens."""
    total = np.zeros(runs)
    written = np.zeros(runs)
    while (written < n).any():
        active = written < n
        u = rng.random((runs, k))
        rejected = u >= alpha
        first = np.where(rejected.any(axis=1), rejected.argmax(axis=1), k)
        written += np.where(active, first + 1, 0)
        total += active
    return float(total.mean())


def test_the_chart_question_target_halves_the_slow_passes():
    target = analytic.half_passes_alpha(quiz.DRAG_K, quiz.DRAG_TOKENS)
    rng = np.random.default_rng(2024)
    passes = _mc_passes(quiz.DRAG_K, target, quiz.DRAG_TOKENS, 20000, rng)
    # Standard error of the mean is about 0.05 passes; 0.4 is a wide, safe band.
    assert passes == pytest.approx(quiz.DRAG_TOKENS / 2, abs=0.4)


def test_results_are_scored_and_stored(screen):
    screen.question("how").submit(1)      # right first
    screen.question("round").submit(0)    # wrong first...
    screen.question("round").submit(1)    # ...then right: the first try counts
    drag = screen.question(quiz.DRAG_ID)
    drag.submit(drag.right_answer())
    results = screen.results()
    assert results["how"] is True and results["round"] is False and results[quiz.DRAG_ID] is True
    settings = screen.ctx.settings
    assert settings.get_str("progress/quiz/how", "") == "right"
    assert settings.get_str("progress/quiz/round", "") == "wrong"
    assert settings.get_float("progress/quiz/score", -1, 0, 100) == 2
    assert settings.get_float("progress/quiz/answered", -1, 0, 100) == 3
    assert "2" in screen.score.text() and "3" in screen.score.text()


def test_reset_clears_every_answer(screen):
    for qid in quiz.IDS:
        q = screen.question(qid)
        q.submit(q.a_wrong_answer())
    screen.show_question(3)
    screen.reset()
    assert all(v is None for v in screen.results().values())
    assert all(q.feedback_text() == "" for q in screen.questions.values())
    assert screen.current == 0


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_chart_question_fits_1280x800_with_its_explanation(make_window, lang):
    """Review round 4: after a wrong drag the step scrolled (its buttons cut at the bottom), and the dot
    read "your setting". Now the whole question fits, and the dot names the α it sits at."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    w = make_window("--screen", "quiz", "--lang", lang)
    w.resize(1280, 800)
    screen = w.current_screen()
    screen.show_question(quiz.IDS.index(quiz.DRAG_ID))
    drag = screen.questions[quiz.DRAG_ID]
    scroll = next(a for a in w.findChildren(QScrollArea) if a.widget() is screen)
    for answer in (drag.a_wrong_answer(), drag.right_answer()):
        drag.submit(answer)
        for _ in range(3):
            QApplication.processEvents()
        assert drag.feedback_text()
        assert scroll.verticalScrollBar().maximum() == 0, (answer, scroll.viewport().height(), screen.height())
        alpha, _time = drag.chart.marker_position()
        assert alpha == pytest.approx(answer, abs=0.005)
        label = drag.chart.marker_label.toPlainText()
        assert f"{answer:.2f}".replace(".", "," if lang == "es" else ".") in label, label
