"""A rich-text label whose links take the theme's accent colour, on every screen.

The application style sheet keeps QLabel from using a palette's Link colour, so the
colour goes into each anchor (a lab's glossary links were the default web blue
beside the lesson's accent-coloured ones).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from desktop import theme


class LinkLabel(QLabel):
    def setText(self, text: str) -> None:
        colour = theme.current().accent
        super().setText(text.replace("<a href=", f'<a style="color:{colour};" href='))
