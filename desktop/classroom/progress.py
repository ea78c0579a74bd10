"""A self-learner's progress and preferences, kept in ``desktop.settings``.

Everything a learner did lives under ``progress/`` so that "start over" is
one removal:

- ``progress/visited``: screens opened, in the order first seen;
- ``progress/last_screen``: the screen to reopen at start;
- ``progress/lesson_step``: the last lesson step seen ("continue where I left off");
- ``progress/predict/<name>``: a prediction's answer (written by the lesson);
- ``progress/quiz/score`` and ``progress/quiz/answered`` (written by the
  quiz screen), optionally ``progress/quiz/total`` and ``progress/quiz/passed``:
  the quiz result (see ``quiz_result``);
- ``progress/review/<card>``: a review card's Leitner box and due date
  (``desktop.course.review``), ``progress/challenges/<id>``: a final
  challenge reached (``record_challenge``).

Preferences sit at the top level (``language``, ``projector``,
``font_scale``) because starting over must not undo a teacher's font size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop import i18n, theme

PREFIX = "progress"
PASS_FRACTION = 0.7


@dataclass(frozen=True)
class Preferences:
    language: str = i18n.DEFAULT_LANGUAGE
    projector: bool = False
    font_scale: int = 100  # percent


@dataclass(frozen=True)
class QuizResult:
    score: int
    total: int
    passed: bool


class Progress:
    def __init__(self, settings, quiz_length: Callable[[], int] = lambda: 0) -> None:
        """``quiz_length`` says how many questions the lesson's quiz has, for a
        result stored without its total: the shell, which knows the screens,
        passes it (the classroom imports no screen)."""
        self.settings = settings
        self._quiz_length = quiz_length

    # Screens ------------------------------------------------------------------
    def visit(self, name: str) -> None:
        visited = self.visited()
        if name not in visited:
            self.settings.set(f"{PREFIX}/visited", visited + [name])
        self.settings.set(f"{PREFIX}/last_screen", name)

    def visited(self) -> list[str]:
        return self.settings.get_list(f"{PREFIX}/visited")

    def last_screen(self, allowed: list[str] | None = None) -> str | None:
        name = self.settings.get_str(f"{PREFIX}/last_screen", "")
        if not name or (allowed is not None and name not in allowed):
            return None
        return name

    def has_progress(self) -> bool:
        """Did the learner do anything worth continuing (beyond opening the app)?"""
        where = {f"{PREFIX}/{k}" for k in ("last_screen", "visited", "lesson_step")}
        return any(k not in where for k in self.settings.keys(PREFIX)) or len(self.visited()) > 1

    # Answers ------------------------------------------------------------------
    def predictions(self) -> dict[str, object]:
        """Every stored prediction answer, keyed below ``progress/predict/``."""
        group = f"{PREFIX}/predict"
        return {k[len(group) + 1:]: self.settings.get(k) for k in self.settings.keys(group)}

    def quiz_result(self) -> QuizResult | None:
        """The quiz as the learner left it, or None before any answer.

        The quiz screen stores ``score`` (right at the first try) and
        ``answered``; ``total`` defaults to the quiz's number of questions.
        Passed means every question answered and ``PASS_FRACTION`` right,
        unless the quiz stored its own ``passed``.
        """
        s = self.settings
        score = s.get_int(f"{PREFIX}/quiz/score", -1, 0, 10_000)
        total = s.get_int(f"{PREFIX}/quiz/total", -1, 1, 10_000)
        if total < 1:
            total = self._quiz_length()
        if score < 0 or total < 1 or score > total:
            return None
        answered = s.get_int(f"{PREFIX}/quiz/answered", total, 0, 10_000)
        if s.contains(f"{PREFIX}/quiz/passed"):
            passed = s.get_bool(f"{PREFIX}/quiz/passed", False)
        else:
            passed = answered >= total and score / total >= PASS_FRACTION
        return QuizResult(score, total, passed)

    def record_quiz(self, score: int, total: int, passed: bool | None = None) -> None:
        """Store a finished quiz in the keys this module reads (tests, tools)."""
        self.settings.set(f"{PREFIX}/quiz/score", int(score))
        self.settings.set(f"{PREFIX}/quiz/total", int(total))
        self.settings.set(f"{PREFIX}/quiz/answered", int(total))
        if passed is not None:
            self.settings.set(f"{PREFIX}/quiz/passed", bool(passed))

    def record_challenge(self, challenge_id: str) -> None:
        self.settings.set(f"{PREFIX}/challenges/{challenge_id}", "done")

    def challenges_done(self) -> list[str]:
        group = f"{PREFIX}/challenges"
        return [k[len(group) + 1:] for k in self.settings.keys(group) if self.settings.get(k) == "done"]

    def clear(self) -> None:
        self.settings.clear_progress()
        self.settings.sync()

    # Preferences ----------------------------------------------------------------
    def preferences(self) -> Preferences:
        s = self.settings
        return Preferences(
            language=s.get_str("language", i18n.DEFAULT_LANGUAGE, i18n.LANGUAGES),
            projector=s.get_bool("projector", False),
            font_scale=s.get_int("font_scale", 100, theme.FONT_SCALE_MIN, theme.FONT_SCALE_MAX),
        )
