"""Beside the lesson path: the written explainer and the glossary.

Cheap to import (factories are strings).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

SCREENS = [
    ScreenSpec("explainer", QT_TRANSLATE_NOOP("Screens", "The lesson in writing"), "desktop.screens.reference.explainer:ExplainerScreen",
               "reference", QT_TRANSLATE_NOOP("Screens", "The lesson, written")),
    ScreenSpec("glossary", QT_TRANSLATE_NOOP("Screens", "Glossary"), "desktop.screens.reference.glossary:GlossaryScreen", "reference"),
]
