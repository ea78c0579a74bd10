"""Drawing helpers every screen shares: fonts read from the back row, the fonts a
painted chart reports, contrast, and the app's "next step" look.

Text is sized in theme points (``theme.pt``: the text-size setting and the
projector applied) and never drops under ``theme.min_pt()``, 14 px at 100 %
and 18 px on a projector, so a reader at the back of a classroom reads every
label. Views that paint their own text report the fonts they paint with
through a ``painted_fonts()`` hook (``plot_fonts`` for pyqtgraph charts); the
font-size walk (tests/screens/test_font_sizes.py) reads those hooks.

What only one lab draws (the real-models marks, the tree's nodes) stays in that lab.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QWidget

from desktop import theme

MAX_SCALE = 1.3


def screen_scale(width: int, height: int) -> float:
    """1 at the design size (about 1000×700 of screen area), up to MAX_SCALE, in steps of
    0.05: a projected 1920×1080 window is read from further away than a laptop's 1280×800.
    Projector mode may already have grown all text for a large screen (``theme.projector_scale``):
    only the rest of the growth is given here, so the text is not grown twice."""
    raw = min(width / 1000.0, height / 700.0)
    grown = min(max(raw, 1.0), MAX_SCALE) / theme.current().screen_scale
    return round(max(grown, 1.0) * 20) / 20


def min_pt() -> float:
    """The smallest point size text that carries meaning may have now."""
    return theme.min_pt()


def at_least(points: float) -> float:
    """``points`` (already in theme points), never below ``min_pt()``."""
    return max(float(points), min_pt())


def point_size(size: float, scale: float = 1.0) -> float:
    """The theme's ``size`` points times ``scale``, never below ``min_pt()``."""
    return at_least(theme.pt(size) * scale)


def sized(base: QFont, size: float, scale: float = 1.0, bold: bool | None = None) -> QFont:
    """A copy of ``base`` at ``point_size(size, scale)``, bold or not when ``bold`` says."""
    font = QFont(base)
    font.setPointSizeF(point_size(size, scale))
    if bold is not None:
        font.setBold(bold)
    return font


def font_of(size: float, scale: float = 1.0, bold: bool = False, base: QFont | None = None) -> QFont:
    return sized(base if base is not None else QFont(), size, scale, bold)


def set_font(widget: QWidget, size: float, scale: float = 1.0, bold: bool | None = None) -> None:
    """Give ``widget`` the theme's ``size`` points times ``scale`` (at least ``min_pt()``)."""
    widget.setFont(sized(widget.font(), size, scale, bold))


def set_font_rule(widget: QWidget, size: float, scale: float = 1.0) -> None:
    """``set_font`` held by a style-sheet rule too: for labels moved into a tab page, whose
    font was found back at the application's size once the window had laid them out."""
    set_font(widget, size, scale)
    px = QFontInfo(widget.font()).pixelSize()
    name = widget.objectName()
    widget.setStyleSheet(f"QLabel#{name} {{ font-size: {px}px; }}" if name else f"font-size: {px}px;")


def mono_font(size: float, scale: float = 1.0) -> QFont:
    """The system's fixed-width font at ``size`` theme points times ``scale``."""
    return sized(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont), size, scale)


def raise_to_floor(root: QWidget) -> None:
    """Give every widget under ``root`` at least ``min_pt()`` (projector mode: 18 px).

    Inheriting a bigger font from the screen is not always enough: a widget moved
    into a scroll area, or one whose font was copied earlier, keeps a smaller one.
    """
    floor = min_pt()
    for w in [root, *root.findChildren(QWidget)]:
        f = w.font()
        if 0 < f.pointSizeF() < floor - 1e-6:
            f = QFont(f)
            f.setPointSizeF(floor)
            w.setFont(f)


def plot_fonts(plot_widget) -> list[QFont]:
    """Every font a pyqtgraph PlotWidget paints visible text with: tick labels, axis
    labels and visible text items (for a chart's ``painted_fonts()`` hook)."""
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


def set_style(widget: QWidget, css: str) -> None:
    """Set a style sheet only when it changes: re-styling is slow, and some views restyle every frame."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


def repolish(widget: QWidget) -> None:
    """Make the style sheet look at ``widget`` again after its object name or a property changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def set_primary(button: QWidget, on: bool, name: str) -> None:
    """Give ``button`` the app's one "next step" look (``#primary``), or its own ``name``."""
    wanted = "primary" if on else name
    if button.objectName() != wanted:
        # Unpolishing hands the button back the font it had before the style sheet first applied: at
        # 1440×900 on a projector «▶ Generar» fell from 23 px to 18 beside its 23-px neighbours (round 89).
        # Its size only: the weight is the rule's (#primary is bold).
        size = QFontInfo(button.font()).pixelSize()
        button.setObjectName(wanted)
        repolish(button)
        if QFontInfo(button.font()).pixelSize() != size:
            font = button.font()
            font.setPixelSize(size)
            button.setFont(font)


def fit_height(card: QWidget, framed: bool = False) -> None:
    """Give ``card`` the height its wrapped text needs at its width: a layout inside a
    scroll area does not pass heightForWidth up, and a card was cut.

    ``framed``: count the card's own frame too, not only its layout (the last line of a
    framed card lost those two pixels at 1024×768, review 7)."""
    layout = card.layout()
    if layout is not None and card.width() > 0:
        need = card.heightForWidth(card.width()) if framed else layout.heightForWidth(card.width())
        if need > 0 and need != card.minimumHeight():
            card.setMinimumHeight(need)


def _luminance(colour: str) -> float:
    c = QColor(colour)
    channels = []
    for v in (c.redF(), c.greenF(), c.blueF()):
        channels.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg: str, bg: str) -> float:
    """WCAG 2 contrast ratio of two colours."""
    a, b = sorted((_luminance(fg), _luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def readable(fg: str, bg: str, ratio: float = 4.5) -> str:
    """``fg``, darkened step by step until it reaches ``ratio`` (WCAG AA: 4.5:1) on ``bg``."""
    colour = QColor(fg)
    for _ in range(40):
        if contrast(colour.name(), bg) >= ratio:
            break
        colour = colour.darker(106)
    return colour.name()
