"""Beyond one sitting: spaced review ("Repaso"), the final challenge ("Reto
final") and the teacher's guide ("Guía docente").

Cheap to import: the registry only reads SCREENS; widgets load on first show.
The models (schedule, cards, checks, worksheet numbers) are in desktop.course.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

SCREENS = [
    ScreenSpec("review", QT_TRANSLATE_NOOP("Screens", "Review"), "desktop.screens.course.review_screen:ReviewScreen", "lab"),
    ScreenSpec("challenge", QT_TRANSLATE_NOOP("Screens", "Final challenge"),
               "desktop.screens.course.challenge_screen:ChallengeScreen", "lab"),
]

# Listed last of all, after the reference (desktop.screens.registry): a pupil's «Siguiente» never
# leads from the challenge into the guide's solutions.
TEACHER_SCREENS = [
    ScreenSpec("guide", QT_TRANSLATE_NOOP("Screens", "Teacher's guide"), "desktop.screens.course.guide_screen:GuideScreen",
               "reference"),
]
