"""Fixtures for the Real models lab screen tests.

``screen`` builds the screen on its own (no main window, no other screens), in
Spanish, with the app's theme and its own clock; after the test any run still
going is stopped and its thread joined, so no thread outlives its test.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def make_screen(qtbot, qapp):
    from desktop import i18n, theme
    from desktop.clock import Clock
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext
    from desktop.screens.realmodels.screen import RealModelsScreen, forget_measurements

    forget_measurements()  # every test measures (or fakes) its own computer
    i18n.set_language("es", qapp)
    theme.apply(qapp)
    made = []

    def factory(kiosk: bool = False):
        clock = Clock(qapp)
        ctx = AppContext(model=LessonModel(qapp), clock=clock, kiosk=kiosk)
        widget = RealModelsScreen(ctx)
        qtbot.addWidget(widget)
        widget.resize(1100, 760)
        widget.show()
        qtbot.waitExposed(widget)
        made.append(widget)
        return widget

    yield factory
    for widget in made:
        try:
            widget.stop_run()
            widget.ctx.clock.release_all()
        except RuntimeError:  # the test deleted it already
            pass
    forget_measurements()


@pytest.fixture
def screen(make_screen):
    return make_screen()


@pytest.fixture(autouse=True)
def _fresh_measurements():
    """Each test starts on a computer not measured yet (the measurements are process-wide)."""
    from desktop.screens.realmodels.screen import forget_measurements

    forget_measurements()
    yield
    forget_measurements()
