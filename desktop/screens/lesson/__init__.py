"""The guided lesson: eleven steps in the style "predict, operate, prove".

Importing this package must stay cheap (the registry imports it at start-up):
factories are strings, no widget module is imported here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

_P = "desktop.screens.lesson."

SCREENS = [
    ScreenSpec("intro", QT_TRANSLATE_NOOP("Screens", "A shorter wait?"), _P + "intro:IntroScreen", "lesson"),
    ScreenSpec("checking", QT_TRANSLATE_NOOP("Screens", "Verifying costs about one pass"), _P + "checking:CheckingScreen", "lesson"),
    ScreenSpec("rounds", QT_TRANSLATE_NOOP("Screens", "Propose, verify, keep the prefix"), _P + "rounds:RoundsScreen", "lesson"),
    ScreenSpec("operate", QT_TRANSLATE_NOOP("Screens", "Operate the machine"), _P + "operate:OperateScreen", "lesson"),
    ScreenSpec("predict", QT_TRANSLATE_NOOP("Screens", "Predict: when is it slower?"), _P + "predict:PredictScreen", "lesson"),
    ScreenSpec("baddraft", QT_TRANSLATE_NOOP("Screens", "The bad draft"), _P + "baddraft:BadDraftScreen", "lesson"),
    ScreenSpec("easywords", QT_TRANSLATE_NOOP("Screens", "Most words are easy"), _P + "easywords:EasyWordsScreen", "lesson"),
    ScreenSpec("heads", QT_TRANSLATE_NOOP("Screens", "Drafting heads"), _P + "heads:HeadsScreen", "lesson"),
    ScreenSpec("chatbot", QT_TRANSLATE_NOOP("Screens", "Why your chatbot got faster"), _P + "chatbot:ChatbotScreen", "lesson"),
    ScreenSpec("quiz", QT_TRANSLATE_NOOP("Screens", "Key idea and quiz"), _P + "quiz:QuizScreen", "lesson"),
    ScreenSpec("next", QT_TRANSLATE_NOOP("Screens", "Where it leads"), _P + "closing:NextScreen", "lesson"),
]
