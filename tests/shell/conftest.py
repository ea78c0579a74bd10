"""Shared fixtures of the shell's tests: English texts, a bare app context."""

from __future__ import annotations

import pytest

from desktop import i18n


@pytest.fixture
def english():
    before = i18n.current_language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


@pytest.fixture
def ctx(qapp):
    from desktop.clock import Clock
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext

    context = AppContext(model=LessonModel(), clock=Clock())
    yield context
    context.clock.release_all()
