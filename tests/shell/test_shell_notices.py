"""The notice bar's texts: written by a builder, written again on demand, gone on the next screen."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from desktop.classroom.notice import NoticeBar
from desktop.shell.notices import Notices, continue_target, start_notice


@pytest.fixture
def notices(qtbot, english):
    parent = QWidget()
    qtbot.addWidget(parent)
    before = QPushButton("menu", parent)
    bar = NoticeBar(parent)
    parent.show()
    n = Notices(bar, before)
    n.before, n.holder = before, parent  # qtbot keeps only a weak reference
    return n


def test_a_builder_writes_the_notice_and_writes_it_again(notices):
    words = ["first"]
    notices.show(lambda: notices.bar.show_message(words[0], [("Act", lambda: None)]))
    assert notices.bar.isVisible() and notices.bar.label.text() == "first"
    words[0] = "again"
    notices.refresh()
    assert notices.bar.label.text() == "again"
    # Tab goes from the control above into the notice's buttons, then its close button.
    (action,) = notices.bar.action_buttons()
    assert notices.before.nextInFocusChain() is action


def test_leaving_the_screen_closes_the_notice_for_good(notices):
    notices.show(lambda: notices.bar.show_message("saved"))
    notices.leave_screen()
    assert not notices.bar.isVisible() and notices.builder is None
    notices.refresh()
    assert not notices.bar.isVisible()


class _Settings:
    def __init__(self, recovered_from=None, lesson_step=""):
        self.recovered_from = recovered_from
        self._step = lesson_step

    def get_str(self, key, default=""):
        return self._step if key == "progress/lesson_step" else default


def test_start_notice_names_the_kept_file_or_welcomes_back(notices):
    builder = start_notice(notices, _Settings(recovered_from="/tmp/old.ini"), None, None, lambda: None)
    builder()
    assert "/tmp/old.ini" in notices.bar.label.text()
    progress = SimpleNamespace(has_progress=lambda: True)
    builder = start_notice(notices, _Settings(), progress, None, lambda: None)
    builder()
    assert notices.bar.label.text() == "Welcome back: you are where you left off."
    assert [b.text() for b in notices.bar.action_buttons()] == ["Start over…"]
    assert start_notice(notices, _Settings(), SimpleNamespace(has_progress=lambda: False), None, None) is None


def test_continue_goes_to_the_lesson_step_reached_else_the_last_screen():
    progress = SimpleNamespace(last_screen=lambda names: names[-1])
    names = ["intro", "rounds", "lab"]
    assert continue_target(progress, _Settings(lesson_step="rounds"), names) == "rounds"
    assert continue_target(progress, _Settings(lesson_step="gone"), names) == "lab"
    assert continue_target(None, _Settings(), names) is None
