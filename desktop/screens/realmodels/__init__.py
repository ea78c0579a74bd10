"""The Real models lab: two small transformers trained on Don Quijote run
speculative decoding on the learner's own computer.

Cheap to import: the registry only reads SCREENS; the screen's widgets (and
numpy inference) are imported when the screen is first shown.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

SCREENS = [
    ScreenSpec(
        "realmodels",
        QT_TRANSLATE_NOOP("Screens", "Real models lab"),
        "desktop.screens.realmodels.screen:RealModelsScreen",
        "lab",
        QT_TRANSLATE_NOOP("Screens", "Real models"),
    ),
]
