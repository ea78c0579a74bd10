"""Font sizes that grow with the screen, so a projected 1920×1080 window is
read from the back of the room, not only a laptop's 1280×800."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from desktop import theme

MAX_SCALE = 1.3


def screen_scale(width: int, height: int) -> float:
    """1 at the design size (about 1000×700 of screen area), up to MAX_SCALE, in steps of 0.05."""
    raw = min(width / 1000.0, height / 700.0)
    return round(min(max(raw, 1.0), MAX_SCALE) * 20) / 20


def set_font(widget: QWidget, size: float, scale: float = 1.0, bold: bool | None = None) -> None:
    """Give ``widget`` the theme's ``size`` points times ``scale``."""
    font = QFont(widget.font())
    font.setPointSizeF(theme.pt(size) * scale)
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)


def set_style(widget: QWidget, css: str) -> None:
    """Set a style sheet only when it changes: re-styling is slow and runs every frame here."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)
