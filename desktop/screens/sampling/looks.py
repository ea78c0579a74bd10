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


# Smallest text that carries meaning, read from the back row: 14 px at 96 dpi
# (10.5 pt), 18 px (13.5 pt) in projector mode.
MIN_PT = 10.5
PROJECTOR_MIN_PT = 13.5


def min_pt() -> float:
    """The smallest point size any text of this lab may have, now."""
    return theme.pt(PROJECTOR_MIN_PT if theme.current().name == "projector" else MIN_PT)


def point_size(size: float, scale: float = 1.0) -> float:
    """The theme's ``size`` points times ``scale``, never below ``min_pt()``."""
    return max(theme.pt(size) * scale, min_pt())


def font_of(size: float, scale: float = 1.0, bold: bool = False, base: QFont | None = None) -> QFont:
    font = QFont(base) if base is not None else QFont()
    font.setPointSizeF(point_size(size, scale))
    font.setBold(bold)
    return font


def set_font(widget: QWidget, size: float, scale: float = 1.0, bold: bool | None = None) -> None:
    """Give ``widget`` the theme's ``size`` points times ``scale`` (at least ``min_pt()``)."""
    font = QFont(widget.font())
    font.setPointSizeF(point_size(size, scale))
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)


def set_style(widget: QWidget, css: str) -> None:
    """Set a style sheet only when it changes: re-styling is slow and runs every frame here."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


def plot_fonts(plot_widget) -> list[QFont]:
    """Every font a pyqtgraph PlotWidget paints visible text with: tick labels, axis
    labels and visible text items (the font-size walk reads this hook)."""
    import pyqtgraph as pg

    item = plot_widget.getPlotItem()
    fonts: list[QFont] = []
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name) if name in item.axes else None
        if axis is None or not axis.isVisible():
            continue
        if axis.style.get("showValues", True) and axis.style.get("tickFont") is not None:
            fonts.append(QFont(axis.style["tickFont"]))
        if axis.label.isVisible() and axis.labelText:
            fonts.append(QFont(axis.label.font()))
    for child in item.getViewBox().addedItems:
        if isinstance(child, pg.TextItem) and child.isVisible() and child.toPlainText():
            fonts.append(QFont(child.textItem.font()))
    return fonts


def raise_to_floor(root) -> None:
    """Give every widget under ``root`` at least ``min_pt()`` (projector mode: 18 px).

    Inheriting a bigger font from the screen is not always enough: a widget
    whose font was copied earlier keeps a smaller one.
    """
    floor = min_pt()
    for w in [root, *root.findChildren(QWidget)]:
        f = w.font()
        if 0 < f.pointSizeF() < floor - 1e-6:
            f = QFont(f)
            f.setPointSizeF(floor)
            w.setFont(f)
