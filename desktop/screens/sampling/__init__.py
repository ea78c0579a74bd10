"""The Sampling lab: speculative sampling keeps the big model's distribution.

Cheap to import: the registry only reads SCREENS; the screen's widgets are
imported when the screen is first shown.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

SCREENS = [
    ScreenSpec(
        "sampling",
        QT_TRANSLATE_NOOP("Screens", "Sampling lab"),
        "desktop.screens.sampling.screen:SamplingScreen",
        "lab",
        QT_TRANSLATE_NOOP("Screens", "Sampling"),
    ),
]

# Where the learner's prediction is kept (see desktop/settings.py).
PREDICTION_KEY = "progress/predict/sampling"
