"""The smallest text the Lab's widgets may show: 14 px at 100 %, 18 px on a projector.

A reader at the back of a classroom must read every chip, tag and tick; the
font-size walk (tests/test_font_sizes.py) holds every screen to these numbers.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QWidget

from desktop import theme

NORMAL_MIN_PX = 14
PROJECTOR_MIN_PX = 18


def min_px() -> int:
    return PROJECTOR_MIN_PX if theme.current().name == "projector" else NORMAL_MIN_PX


def pixel_size(font: QFont) -> int:
    return QFontInfo(font).pixelSize()


def at_least(font: QFont, px: int | None = None) -> QFont:
    """``font``, raised to ``px`` (default: the minimum) when it is smaller."""
    px = min_px() if px is None else px
    if pixel_size(font) < px:
        font = QFont(font)
        font.setPixelSize(px)
    return font


def raise_fonts(root: QWidget) -> None:
    """Raise ``root`` and every widget under it to the minimum size (projector mode)."""
    for w in [root, *root.findChildren(QWidget)]:
        f = w.font()
        if pixel_size(f) < min_px():
            w.setFont(at_least(f))
