"""The self-learner's side of the window: "continue where I left off",
"start over", the notice they start with, and what they save (the chart,
the achievement card). It also tells the Options menu what it may offer now.

It works through the window's public methods only (``show_screen``,
``confirm``, ``restart``...), so a test can drive it with the real window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop import i18n
from desktop.shell import appearance, exports, notices, session
from desktop.shell.options_menu import MenuState


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask a yes/no question (tests put their own answer in ``window.confirm``)."""
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def quiz_length() -> int:
    """How many questions the lesson's quiz has (0 when the lesson is not part of
    this build): the classroom's progress record needs it and may not import a screen."""
    try:
        from desktop.screens.lesson import quiz
    except ImportError:
        return 0
    return len(quiz.IDS)


def course_hooks(window):
    """The course's additions to the window (spaced review, the teacher's kit); None without that area."""
    try:
        from desktop.screens.course import hooks
    except ModuleNotFoundError:
        return None
    return hooks.install(window)


class Learner(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window

    def visited(self, name: str) -> None:
        """Remember that the learner saw ``name`` (and, in the lesson, the step reached)."""
        w = self.window
        if w.progress is not None:
            w.progress.visit(name)
            if w.spec(name).group == "lesson":
                w.ctx.settings.set("progress/lesson_step", name)

    def continue_target(self) -> str | None:
        w = self.window
        return notices.continue_target(w.progress, w.ctx.settings, w.screen_names())

    def continue_where_left(self) -> None:
        target = self.continue_target()
        self.window.notice.hide()
        if target is not None:
            self.window.show_screen(target)

    def start_over(self) -> bool:
        """Forget the learner's progress (after confirming) and go to the first screen."""
        w = self.window
        if w.progress is None:
            return False
        ok = w.confirm(w, QCoreApplication.translate("MainWindow", "Start over?"),
                       QCoreApplication.translate(
                           "MainWindow", "This forgets the screens you visited, your predictions, your quiz answers, "
                                         "your review cards and the challenges you reached. "
                                         "Your language and text size stay as they are."))
        if not ok:
            return False
        w.progress.clear()
        session.restart(w)
        w.show_notice(lambda: w.notice.show_message(
            QCoreApplication.translate("MainWindow", "Your progress was cleared. Welcome to a fresh start.")))
        return True

    def show_start_notices(self) -> None:
        """A non-blocking word about unreadable settings, or a welcome back."""
        w = self.window
        if w.kiosk is not None or w.ctx.settings is None:
            return
        builder = notices.start_notice(w.notices, w.ctx.settings, w.progress, w.course, w.start_over)
        if builder is not None:
            w.show_notice(builder)

    def export_chart(self, kind: str) -> str | None:
        w = self.window
        if w.ctx.kiosk:
            return None
        return self._saved(exports.save_chart(exports.chart_to_save(w.current_screen(), w.ctx.nav), kind, w))

    def save_achievement_card(self) -> str | None:
        w = self.window
        return None if w.ctx.kiosk else self._saved(exports.save_card(w.progress, w.course, w))

    def _saved(self, path: str | None) -> str | None:
        if path:
            self.window.show_notice(lambda: self.window.notice.show_message(
                i18n.fill(QCoreApplication.translate("MainWindow", "Saved: %1"), path)))
        return path

    def sync_menu(self, menu) -> None:
        """Before the Options menu opens: fit it to the screen, tick and allow what is so now."""
        width = self.screen_width()
        if width:
            menu.fit(width)
        menu.sync(self.menu_state())

    def menu_state(self) -> MenuState:
        w = self.window
        result = w.progress.quiz_result() if w.progress else None
        return MenuState(
            projector=appearance.is_projector(), font_percent=appearance.font_percent(),
            language=i18n.current_language(),
            can_export=exports.can_save_chart(w.current_screen(), w.ctx.nav),
            can_save_card=bool(result and result.passed),
            can_continue=self.continue_target() not in (None, w.current_name()),
            can_start_over=w.progress is not None)

    def screen_width(self) -> int:
        """The width of the screen the window is on (the menu must fit it)."""
        handle = self.window.windowHandle()
        screen = handle.screen() if handle is not None else QApplication.primaryScreen()
        return screen.availableGeometry().width() if screen is not None else 0
