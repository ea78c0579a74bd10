"""The Tree lab's smallest text, and the fonts its painted views report.

Text that carries meaning is at least 14 px at 1280×800 (10.5 pt at 96 dpi),
18 px (13.5 pt) in projector mode, so it reads from the back of a classroom.
Painted widgets report what they paint with through ``painted_fonts()``.
"""

from __future__ import annotations

from PySide6.QtGui import QFont

from desktop import theme

MIN_PT = 10.5
PROJECTOR_MIN_PT = 13.5


def min_pt() -> float:
    return theme.pt(PROJECTOR_MIN_PT if theme.current().name == "projector" else MIN_PT)


def point_size(size: float) -> float:
    """``size`` theme points (already scaled by the caller or not), never below ``min_pt()``."""
    return max(float(size), min_pt())


def sized(font: QFont, size: float, bold: bool | None = None) -> QFont:
    f = QFont(font)
    f.setPointSizeF(point_size(size))
    if bold is not None:
        f.setBold(bold)
    return f


def plot_fonts(plot_widget) -> list[QFont]:
    """Fonts a pyqtgraph PlotWidget paints visible text with: ticks, axis labels, title, text items."""
    import pyqtgraph as pg

    item = plot_widget.getPlotItem()
    fonts: list[QFont] = []
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name) if name in item.axes else None
        if axis is None or not axis.isVisible():
            continue
        if axis.style.get("showValues", True) and axis.style.get("tickFont") is not None:
            fonts.append(QFont(axis.style["tickFont"]))
    for child in item.getViewBox().addedItems:
        if isinstance(child, pg.TextItem) and child.isVisible() and child.toPlainText():
            fonts.append(QFont(child.textItem.font()))
    return fonts


def raise_to_floor(root) -> None:
    """Give every text widget under ``root`` at least ``min_pt()`` (projector mode: 18 px).

    Inheriting a bigger font from the screen is not enough: a widget moved into
    a scroll area, or one whose font was copied before, keeps a smaller one.
    """
    from PySide6.QtWidgets import QWidget

    floor = min_pt()
    for w in [root, *root.findChildren(QWidget)]:
        f = w.font()
        if f.pointSizeF() > 0 and f.pointSizeF() < floor - 1e-6:
            f = QFont(f)
            f.setPointSizeF(floor)
            w.setFont(f)
