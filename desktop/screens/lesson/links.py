"""Where the lesson's in-text links go.

Links are plain URLs inside translated rich text:

- ``gloss:KEY``    the glossary entry KEY (desktop.screens.reference.terms)
- ``explain:NAME`` the written explainer, at the section of lesson step NAME
- ``screen:NAME``  any screen of the app

They are followed through the Navigator of the screen holding the link
(``desktop.screens.navigator``). A window that does not carry the target
screen (a class run with ``--screens``) still answers a glossary link: the
definition appears as a tooltip.
"""

from __future__ import annotations

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QToolTip, QWidget

from desktop.screens.navigator import Navigator, NoNavigator
from desktop.screens.reference import terms


def navigator(widget: QWidget) -> Navigator:
    """The Navigator of the screen ``widget`` sits on (a link label is a screen's child)."""
    from desktop.screens.base import Screen

    while widget is not None:
        if isinstance(widget, Screen):
            return widget.nav
        widget = widget.parentWidget()
    return NoNavigator()


def available(widget: QWidget, name: str) -> bool:
    """Whether the window holding ``widget`` carries the screen ``name``."""
    return navigator(widget).has(name)


def follow(widget: QWidget, url: str) -> bool:
    """Follow ``url`` from ``widget``; True if a screen was shown."""
    scheme, _, arg = url.partition(":")
    if scheme == "gloss":
        return show_term(widget, arg)
    if scheme == "explain":
        return open_explainer(widget, arg)
    if scheme == "screen":
        return navigator(widget).go(arg)
    return False


def show_term(widget: QWidget, key: str) -> bool:
    if navigator(widget).open_term(key):
        return True
    entry = terms.term(key)
    if entry is not None:
        QToolTip.showText(
            QCursor.pos(), f"<b>{entry.translated_term()}</b><br>{entry.translated_definition()}", widget
        )
    return False


def open_explainer(widget: QWidget, section: str) -> bool:
    return navigator(widget).open_section(section)
