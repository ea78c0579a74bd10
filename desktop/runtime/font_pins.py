"""Keep one font engine per font file alive, so Qt never maps a font file twice.

Qt 6's FreeType back end (Linux) shares one ``QFreetypeFace`` per font file
among all sizes of that file. But when *any* face loses its last engine,
``QFreetypeFace::release`` empties the whole face cache: faces still in use
move to a "stale" list, and the next engine for the same file opens it again
(a second ``FT_New_Face``, a second mapping of the file). Each text-size change
or Start over frees some engines, so a long session piles up generations of
the same files: the 10,000-event fuzz measured DejaVu Sans and DejaVu Sans
Bold mapped 20 times between them, font-file pages 2 → 11 MiB of RSS, most of
the run's growth.

A face whose file is held by an engine outside the font cache never drops to
its last reference, so the purge never starts. A ``QRawFont`` holds its engine
for as long as it lives: one per style (regular, bold, italic, bold italic) of
the interface font and of the fixed-width font covers every file the app
draws with. On other platforms the engines are not FreeType's and this only
keeps eight small engines alive.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

_pins: list[QRawFont] = []


def _styles(family_font: QFont) -> list[QFont]:
    out = []
    for weight in (QFont.Weight.Normal, QFont.Weight.Bold):
        for italic in (False, True):
            f = QFont(family_font)
            f.setWeight(weight)
            f.setItalic(italic)
            out.append(f)
    return out


def pin_fonts(app) -> int:
    """Hold an engine for each style of the app's fonts; returns how many are held.

    Call once the application font is set (before the first widget). Calling
    again adds nothing for fonts already held.
    """
    fonts = _styles(app.font()) + _styles(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    for font in fonts:
        raw = QRawFont.fromFont(font)
        if raw.isValid() and not any(_same(raw, held) for held in _pins):
            _pins.append(raw)
    return len(_pins)


def _same(a: QRawFont, b: QRawFont) -> bool:
    return (a.familyName(), a.styleName(), a.weight(), a.style()) == (b.familyName(), b.styleName(), b.weight(), b.style())


def held() -> list[QRawFont]:
    return list(_pins)
