"""Fixtures for the classroom, kiosk and self-learner tests."""

from __future__ import annotations

import pytest


class FakeClock:
    """A time source the test moves by hand (seconds)."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def fake_clock():
    return FakeClock()


@pytest.fixture
def kiosk_window(make_window, fake_clock, qtbot):
    """A kiosk window whose idle watcher reads ``fake_clock``; unlocked at teardown."""
    built = []

    def factory(*argv: str):
        window = make_window("--kiosk", *argv)
        window.kiosk.watcher.set_clock(fake_clock)
        window.kiosk.quit = lambda: None  # never end the test session's QApplication
        # A kiosk owns the screen; offscreen does not activate a window by itself.
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        built.append(window)
        return window

    yield factory
    for window in built:
        window.kiosk.shutdown()
        window.close()


@pytest.fixture(autouse=True)
def _normal_theme():
    """Each test starts and ends with the normal palette at 100 %."""
    yield
    from PySide6.QtWidgets import QApplication

    from desktop import theme

    app = QApplication.instance()
    if app is not None:
        theme.apply(app)
