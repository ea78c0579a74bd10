"""Lesson tests: helpers importable from this folder, and windows that are
really deleted after each test.

The shared ``make_window`` closes its windows but leaves them alive, so every
later window build (which installs translators and so posts LanguageChange
to every widget alive) gets slower; here each window is deleted for good.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def make_window(make_window):
    built = []

    def factory(*argv: str, show: bool = True):
        window = make_window(*argv, show=show)
        built.append(window)
        return window

    yield factory
    for window in built:
        window.ctx.clock.release_all()
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
