"""What the notice bar under the header says, and the self-learner's side of
the progress: "welcome back", unreadable settings, "continue where I left off".

A notice is given as a *builder*, a function that writes it, so that a
language switch writes it again in the new language. It is about the screen it
appeared on ("welcome back", "saved"): on the next screen it goes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from desktop import i18n
from desktop.classroom.notice import NoticeBar


class Notices(QObject):
    def __init__(self, bar: NoticeBar, before: QWidget) -> None:
        """``before``: the control just above the bar in the Tab order."""
        super().__init__(bar)
        self.bar = bar
        self._before = before
        self.builder: Callable[[], None] | None = None

    def show(self, builder: Callable[[], None]) -> None:
        self.builder = builder
        self._write()

    def _write(self) -> None:
        self.builder()
        # The notice sits between the header and the screen: so does its place in
        # the Tab order (its buttons are new each time it is written).
        chain = [self._before, *self.bar.action_buttons(), self.bar.close_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def refresh(self) -> None:
        """Write the notice again (a new language, a new count of review cards)."""
        if self.builder is not None and self.bar.isVisible():
            self._write()

    def leave_screen(self) -> None:
        if self.builder is not None and self.bar.isVisible():
            self.bar.hide()
            self.builder = None


def continue_target(progress, settings, names: list[str]) -> str | None:
    """Where "Continue where I left off" goes: the lesson step reached, else the last screen seen."""
    if progress is None:
        return None
    name = settings.get_str("progress/lesson_step", "")
    if name in names:
        return name
    return progress.last_screen(names)


def start_notice(notices: Notices, settings, progress, course, start_over: Callable[[], object]):
    """The builder of the notice a self-learner starts with, or None: unreadable
    settings (and where the old file went), or a welcome back (with the review
    cards due, when the course offers them)."""
    if settings.recovered_from is not None:
        backup = str(settings.recovered_from)

        def corrupt() -> None:
            notices.bar.show_message(
                i18n.fill(QCoreApplication.translate(
                              "MainWindow", "Your settings file could not be read, so SpecLab started with the defaults. "
                                           "The old file was kept as %1"), backup))

        return corrupt
    if progress is not None and progress.has_progress():
        def welcome() -> None:
            due_text, due_actions = course.welcome_extra() if course is not None else ("", [])
            notices.bar.show_message(
                QCoreApplication.translate("MainWindow", "Welcome back: you are where you left off.") + due_text,
                due_actions + [(QCoreApplication.translate("MainWindow", "Start over…"), start_over)],
            )

        return welcome
    return None
