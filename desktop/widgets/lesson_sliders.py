"""The lesson's sliders: a BoundSlider for each LessonModel parameter (k, α, c, N).

What each one says lives here, under the translation context the catalogue
has always used for them ("ParameterSlider").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from desktop.model import PARAMS, LessonModel
from desktop.widgets.bound_slider import BoundSlider, SliderText, field

_CONTEXT = "ParameterSlider"
TEXTS = {
    "k": SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("ParameterSlider", "Draft window k"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How many tokens the small draft model writes ahead in each round."),
        2, "draftWindowSlider", QT_TRANSLATE_NOOP("ParameterSlider", "0 (no draft)"),
    ),
    "alpha": SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("ParameterSlider", "Acceptance rate α"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How often the big model agrees with each drafted token."),
        10, "acceptanceSlider",
    ),
    "cost": SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("ParameterSlider", "Draft cost c"),
        QT_TRANSLATE_NOOP("ParameterSlider", "Time of one draft step, as a fraction of one slow pass of the big model."),
        5, "draftCostSlider",
    ),
    "tokens": SliderText(
        _CONTEXT,
        QT_TRANSLATE_NOOP("ParameterSlider", "Text length N"),
        QT_TRANSLATE_NOOP("ParameterSlider", "How many tokens the answer has."),
        50, "tokensSlider",
    ),
}


def lesson_slider(model: LessonModel, param: str, parent: QWidget | None = None) -> BoundSlider:
    """The slider for ``model``'s parameter ``param`` ("k", "alpha", "cost" or "tokens")."""
    binding = field(model, param, getattr(model, f"{param}Changed"))
    return BoundSlider(binding, PARAMS[param], TEXTS[param], parent)
