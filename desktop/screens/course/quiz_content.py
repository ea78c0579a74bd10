"""The quiz's questions as the quiz itself defines them, in the current language.

The quiz keeps its content in ``QuizScreen.retranslate``; building a quiz
screen (with no settings, so nothing is recorded) and reading its question
widgets back is the one way to use that content without copying it.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.screens.base import AppContext


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    options: tuple[tuple[str, str], ...]  # (option, its explanation)
    right: int


def load(clock) -> tuple[dict[str, Question], tuple[str, float, float]]:
    """The choice questions by id, and the drag question as (text, α asked for, tolerance)."""
    from desktop.model import LessonModel
    from desktop.screens.lesson import quiz

    model = LessonModel(None)
    screen = quiz.QuizScreen(AppContext(model=model, clock=clock, settings=None))
    try:
        out = {}
        for qid in quiz.CHOICE_IDS:
            q = screen.question(qid)
            options = tuple((card.text.text(), why) for card, why in zip(q.options, q.explanations))
            out[qid] = Question(qid, q.question.text(), options, q.right)
        drag = screen.question(quiz.DRAG_ID)
        return out, (drag.question.text(), float(drag.target), float(drag.tolerance))
    finally:
        from PySide6.QtCore import QObject

        for obj in [screen, *screen.findChildren(QObject)]:
            clock.remove(obj)  # nothing of the throwaway screen may tick later
        screen.deleteLater()
        model.deleteLater()


def quiz_ids() -> tuple[str, ...]:
    from desktop.screens.lesson import quiz

    return tuple(quiz.CHOICE_IDS)


def quiz_length() -> int:
    from desktop.screens.lesson import quiz

    return len(quiz.IDS)
