"""Where the lesson's in-text links go.

Links are plain URLs inside translated rich text:

- ``gloss:KEY``    the glossary entry KEY (desktop.screens.reference.terms)
- ``explain:NAME`` the written explainer, at the section of lesson step NAME
- ``screen:NAME``  any screen of the app

They are followed through the main window's ``show_screen``. A window that
does not carry the target screen (a class run with ``--screens``) still
answers a glossary link: the definition appears as a tooltip.
"""

from __future__ import annotations

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QToolTip, QWidget

from desktop.screens.reference import terms


def _window_with(widget: QWidget, name: str):
    window = widget.window()
    names = getattr(window, "screen_names", None)
    if names is not None and name in names():
        return window
    return None


def available(widget: QWidget, name: str) -> bool:
    """Whether the window holding ``widget`` carries the screen ``name``."""
    return _window_with(widget, name) is not None


def follow(widget: QWidget, url: str) -> bool:
    """Follow ``url`` from ``widget``; True if a screen was shown."""
    scheme, _, arg = url.partition(":")
    if scheme == "gloss":
        return show_term(widget, arg)
    if scheme == "explain":
        return open_explainer(widget, arg)
    if scheme == "screen":
        window = _window_with(widget, arg)
        if window is not None:
            window.show_screen(arg)
            return True
    return False


def show_term(widget: QWidget, key: str) -> bool:
    window = _window_with(widget, "glossary")
    if window is not None:
        origin = window.current_name()
        window.show_screen("glossary")
        window.screen("glossary").show_term(key, origin)
        return True
    entry = terms.term(key)
    if entry is not None:
        QToolTip.showText(
            QCursor.pos(), f"<b>{entry.translated_term()}</b><br>{entry.translated_definition()}", widget
        )
    return False


def open_explainer(widget: QWidget, section: str) -> bool:
    window = _window_with(widget, "explainer")
    if window is None:
        return False
    origin = window.current_name()
    window.show_screen("explainer")
    window.screen("explainer").show_section(section, origin)
    return True
