"""Helpers shared by the classroom tests: which widgets a user can operate."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QScrollBar, QWidget


def is_interactive(widget: QWidget, window: QWidget) -> bool:
    """A control the keyboard should reach: visible, enabled, takes Tab focus.

    Parts of a control are not controls: a scroll area's viewport and a spin
    box's line edit take the focus on behalf of their owner.
    """
    if not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
        return False
    if isinstance(widget, QScrollBar):
        return False
    owner = widget.parentWidget()
    if isinstance(owner, QAbstractSpinBox) or (isinstance(owner, QAbstractScrollArea) and owner.viewport() is widget):
        return False
    if isinstance(widget, QAbstractScrollArea) and widget.objectName() == "screenScroll":
        return False
    return widget.isVisibleTo(window) and widget.isEnabled() and widget.isVisible()


def touch_targets(window: QWidget) -> list[QWidget]:
    """Controls a finger must hit (see ``kiosk.is_touch_target``)."""
    from desktop.classroom.kiosk import is_touch_target

    return [w for w in interactive_widgets(window) if is_touch_target(w)]


def interactive_widgets(window: QWidget) -> list[QWidget]:
    """Every operable control of the window's current screen and chrome, in widget-tree order."""
    root = window.centralWidget()
    return [w for w in root.findChildren(QWidget) if is_interactive(w, window)]


def buildable_screens(window) -> list[str]:
    """Screen names that build; a screen still being written (its module or
    constructor fails) is left out: its own area's tests report that, and
    these tests are about what the window does with the screens."""
    names = []
    for name in window.screen_names():
        try:
            window.screen(name)
        except Exception:  # noqa: BLE001 - see the docstring
            continue
        names.append(name)
    return names
