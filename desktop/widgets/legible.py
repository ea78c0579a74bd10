"""The smallest text the Lab's widgets may show: 14 px at 100 %, 18 px on a projector.

A reader at the back of a classroom must read every chip, tag and tick; the
font-size walk (tests/screens/test_font_sizes.py) holds every screen to these numbers.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QWidget

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
    """Raise the text of ``root`` and everything under it to the minimum size (projector mode).

    A style sheet rule rather than ``setFont``: a font set on a child is
    lost when a layout reparents the widget (the Lab moves its readouts into
    a column after building them), while a rule on ``root`` holds for every
    descendant, wherever it ends up. Painted text is raised by ``at_least``.
    """
    if pixel_size(QApplication.font()) >= min_px():
        return  # the app font already meets the minimum; inherit it as usual
    rule = f"* {{ font-size: {min_px()}px; }}"
    if rule not in root.styleSheet():
        root.setStyleSheet(root.styleSheet() + rule)
