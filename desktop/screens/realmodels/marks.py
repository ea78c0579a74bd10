"""How each kind of character looks in the real models' text, and its legend.

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

from PySide6.QtGui import QColor, QFont, QTextCharFormat

from desktop import theme
from desktop.widgets.looks import mono_font, readable

NEWLINE_MARK = "↵"  # a newline is shown, not obeyed: one glyph per character keeps the runs aligned
KEPT_SPACE = "\u00a0"  # a no-break space: a line never breaks on it, so its mark always shows
OWN_KINDS = ("correction", "bonus")  # the characters the big model wrote itself


@dataclass(frozen=True)
class Look:
    fg: str
    bg: str | None = None
    bold: bool = False
    underline: bool = False
    italic: bool = False


def looks(t: theme.Theme | None = None) -> dict[str, Look]:
    t = t or theme.current()
    # The big model's own characters are reversed (light on its solid blue), the
    # draft's are underlined on a pale fill: apart by shape and by lightness even
    # on a washed-out projector, where a pale blue and a pale green look alike.
    own = Look(t.on_accent, readable(t.extra, t.on_accent), bold=True)
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
