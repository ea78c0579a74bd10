"""How each kind of character looks, and font sizes that grow with the window.

The marks follow the Lab's token rows: a draft character the target accepted
is green and underlined on a pale green fill (the Lab's ✓ chips); a character
the target wrote itself (a correction after a rejection, or the extra one after
a fully accepted draft) is bold and reversed, white on the target's solid blue.
Underlined and pale vs bold and dark: the two stay apart without colour, in
grey-scale and on a washed-out projector. The legend is built from the same table, so it always
shows exactly what the text shows. Derived colours are darkened until they
reach WCAG AA contrast (4.5:1) on their fill.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo, QTextCharFormat
from PySide6.QtWidgets import QWidget

from desktop import theme
from desktop.widgets import legible

MAX_SCALE = 1.3
NEWLINE_MARK = "↵"  # a newline is shown, not obeyed: one glyph per character keeps the runs aligned


@dataclass(frozen=True)
class Look:
    fg: str
    bg: str | None = None
    bold: bool = False
    underline: bool = False
    italic: bool = False


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


def _readable(fg: str, bg: str, ratio: float = 4.5) -> str:
    colour = QColor(fg)
    for _ in range(40):
        if contrast(colour.name(), bg) >= ratio:
            break
        colour = colour.darker(106)
    return colour.name()


def looks(t: theme.Theme | None = None) -> dict[str, Look]:
    t = t or theme.current()
    # The big model's own characters are reversed (light on its solid blue), the
    # draft's are underlined on a pale fill: apart by shape and by lightness even
    # on a washed-out projector, where a pale blue and a pale green look alike.
    own = Look(t.on_accent, _readable(t.extra, t.on_accent), bold=True)
    return {
        "prompt": Look(t.muted_text, italic=True),
        "target": Look(t.text),
        "accepted": Look(t.accepted, t.accepted_fill, underline=True),
        "correction": own,
        "bonus": own,
    }


def char_format(kind: str, base: QFont) -> QTextCharFormat:
    look = looks()[kind]
    fmt = QTextCharFormat()
    fmt.setFont(base)
    fmt.setForeground(QColor(look.fg))
    if look.bg:
        fmt.setBackground(QColor(look.bg))
    fmt.setFontWeight(QFont.Weight.Bold if look.bold else QFont.Weight.Normal)
    fmt.setFontItalic(look.italic)
    fmt.setFontUnderline(look.underline)
    if look.underline:
        fmt.setUnderlineColor(QColor(look.fg))
    return fmt


def html_sample(kind: str, text: str) -> str:
    """``text`` as rich text in ``kind``'s look (for the legend)."""
    look = looks()[kind]
    css = [f"color:{look.fg}"]
    if look.bg:
        css.append(f"background-color:{look.bg}")
    if look.bold:
        css.append("font-weight:bold")
    if look.underline:
        css.append("text-decoration:underline")
    if look.italic:
        css.append("font-style:italic")
    family = mono_font(12).family()
    css.append(f"font-family:'{family}'")
    return f"<span style=\"{';'.join(css)}\">&nbsp;{text}&nbsp;</span>"


def screen_scale(width: int, height: int) -> float:
    """1 at about 1000×700 of screen area, up to MAX_SCALE, in steps of 0.05."""
    raw = min(width / 1000.0, height / 700.0)
    return round(min(max(raw, 1.0), MAX_SCALE) * 20) / 20


def sized(base: QFont, size: float, scale: float = 1.0) -> QFont:
    """``base`` at ``size`` points (times the text scale and ``scale``), never under the
    classroom minimum (14 px, 18 px on a projector)."""
    font = QFont(base)
    font.setPointSizeF(theme.pt(size) * scale)
    return legible.at_least(font)


def set_font(widget: QWidget, size: float, scale: float = 1.0, bold: bool | None = None) -> None:
    font = sized(widget.font(), size, scale)
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)


def set_font_rule(widget: QWidget, size: float, scale: float = 1.0) -> None:
    """``set_font`` held by a style-sheet rule too: for labels moved into a tab page, whose
    font was found back at the application's size once the window had laid them out."""
    set_font(widget, size, scale)
    px = QFontInfo(widget.font()).pixelSize()
    name = widget.objectName()
    widget.setStyleSheet(f"QLabel#{name} {{ font-size: {px}px; }}" if name else f"font-size: {px}px;")


def mono_font(size: float, scale: float = 1.0) -> QFont:
    # Fixed width: the models write one character at a time, and identical
    # texts wrap into identical lines in both panels.
    return sized(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont), size, scale)


def fit_height(card) -> None:
    """Give ``card`` the height its wrapped text needs at its width: the screen's layout
    (inside a scroll area) does not pass heightForWidth up, and a card was cut."""
    layout = card.layout()
    if layout is not None and card.width() > 0:
        need = layout.heightForWidth(card.width())
        if need > 0 and need != card.minimumHeight():
            card.setMinimumHeight(need)


def set_primary(button: QWidget, on: bool, name: str) -> None:
    """Give ``button`` the app's one "next step" look (``#primary``), or its own ``name``."""
    wanted = "primary" if on else name
    if button.objectName() != wanted:
        button.setObjectName(wanted)
        button.style().unpolish(button)
        button.style().polish(button)
