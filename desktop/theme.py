"""Colours, fonts and sizes, in one place.

Colours are the Okabe–Ito palette, which stays distinguishable under the
common colour-vision deficiencies; every state also has a shape (✓, ✕, V, +)
so colour is never the only signal. Projector mode trades the soft greys for
strong contrast and thicker lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication


@dataclass(frozen=True)
class Theme:
    name: str
    background: str
    surface: str
    text: str
    muted_text: str
    accent: str  # blue: the target model / slow pass
    accepted: str  # bluish green: ✓
    rejected: str  # vermilion: ✕
    extra: str  # the target's own token (correction or bonus)
    draft: str  # orange: the draft's guess
    discarded: str
    baseline: str
    line_width: float
    font_scale: float = 1.0


NORMAL = Theme(
    name="normal",
    background="#f7f7f5",
    surface="#ffffff",
    text="#1a1a1a",
    muted_text="#4d4d4d",
    accent="#0072B2",
    accepted="#007a5a",
    rejected="#C0392B",
    extra="#0072B2",
    draft="#B35900",
    discarded="#6b6b6b",
    baseline="#4d4d4d",
    line_width=3.0,
)

PROJECTOR = Theme(
    name="projector",
    background="#ffffff",
    surface="#ffffff",
    text="#000000",
    muted_text="#1a1a1a",
    accent="#00508a",
    accepted="#005a40",
    rejected="#a01e10",
    extra="#00508a",
    draft="#8a4500",
    discarded="#333333",
    baseline="#000000",
    line_width=5.0,
)

BASE_POINT_SIZE = 12.0
_current: Theme = NORMAL


def current() -> Theme:
    return _current


def apply(app: QApplication, projector: bool = False, font_scale: float = 1.0) -> Theme:
    global _current
    base = PROJECTOR if projector else NORMAL
    _current = Theme(**{**base.__dict__, "font_scale": font_scale})
    font = QFont(app.font())
    font.setPointSizeF(BASE_POINT_SIZE * font_scale)
    app.setFont(font)
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor(_current.background))
    pal.setColor(QPalette.ColorRole.Base, QColor(_current.surface))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor(_current.background))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(_current.text))
    pal.setColor(QPalette.ColorRole.Text, QColor(_current.text))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor(_current.text))
    pal.setColor(QPalette.ColorRole.Button, QColor("#e8e8e4" if not projector else "#dddddd"))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(_current.accent))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor(_current.muted_text))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor("#ffffee"))
    pal.setColor(QPalette.ColorRole.ToolTipText, QColor("#000000"))
    app.setPalette(pal)
    app.setStyleSheet(_stylesheet(_current))
    return _current


def pt(size: float) -> float:
    """A point size scaled by the current font scale."""
    return size * _current.font_scale


def _stylesheet(t: Theme) -> str:
    # A visible focus ring everywhere: keyboard users must see where they are.
    return f"""
    QPushButton, QToolButton {{
        padding: 6px 14px; border: 2px solid {t.muted_text}; border-radius: 6px;
        background: {t.surface}; color: {t.text}; min-height: 1.6em;
    }}
    QPushButton:hover, QToolButton:hover {{ background: #eef4fa; }}
    QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{ background: #d6e6f3; }}
    QPushButton:disabled {{ color: #8a8a8a; border-color: #b0b0b0; }}
    QPushButton:focus, QToolButton:focus, QSlider:focus, QComboBox:focus, QListWidget:focus,
    QRadioButton:focus, QCheckBox:focus, QLineEdit:focus, QTextBrowser:focus {{
        outline: none; border: 3px solid {t.accent};
    }}
    QPushButton#primary {{ background: {t.accent}; color: white; border-color: {t.accent}; font-weight: bold; }}
    QListWidget#tableOfContents {{ background: {t.surface}; border: none; }}
    QListWidget#tableOfContents::item {{ padding: 6px 8px; }}
    QListWidget#tableOfContents::item:selected {{ background: {t.accent}; color: white; }}
    QFrame#card {{ background: {t.surface}; border: 1px solid #c8c8c4; border-radius: 10px; }}
    QLabel#screenTitle {{ font-size: {pt(20):.0f}pt; font-weight: bold; }}
    QLabel#caption {{ color: {t.muted_text}; }}
    """
