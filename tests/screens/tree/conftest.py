"""Fixtures for the Tree lab tests.

``screen`` builds the Tree screen on its own (fast: no main window, no other
screens), in Spanish, with the app's theme and its own clock. Tests that need
the window (Alt+R, the lesson link, leaving the screen) use ``make_window``.
"""

from __future__ import annotations

import pytest


@pytest.fixture
def screen(qtbot, qapp):
    from desktop import i18n, theme
    from desktop.clock import Clock
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext
    from desktop.screens.tree.screen import TreeScreen

    i18n.set_language("es", qapp)
    theme.apply(qapp)
    clock = Clock(qapp)
    ctx = AppContext(model=LessonModel(qapp), clock=clock)
    widget = TreeScreen(ctx)
    qtbot.addWidget(widget)
    widget.resize(1000, 720)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    clock.release_all()
    clock.deleteLater()
