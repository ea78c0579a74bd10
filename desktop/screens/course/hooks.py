"""What the course adds to the main window: it schedules the review when the
quiz is finished, gives the table of contents its "Review (3)", offers the
review in the welcome notice, and exports the teacher's kit as PDFs.

The quiz is not edited: its questions' ``answered`` signals, the same ones
that store its progress, tell this object when the last question is done.
``now`` is the clock of the schedule (tests replace it with a fake one).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from desktop import i18n
from desktop.course import review


class CourseHooks(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.now = review.now_utc
        self.guide_action: QAction | None = None
        self.worksheet_action: QAction | None = None
        window.screenChanged.connect(self._on_screen)
        self.sync()

    # The schedule ---------------------------------------------------------------
    @property
    def settings(self):
        return self.window.ctx.settings

    @property
    def kiosk(self) -> bool:
        return bool(self.window.ctx.kiosk)

    def quiz_finished(self) -> bool:
        from desktop.screens.course import quiz_content

        s = self.settings
        total = quiz_content.quiz_length()
        return s is not None and total > 0 and s.get_int("progress/quiz/answered", 0, 0, 10_000) >= total

    def sync(self) -> int:
        """Schedule the deck once the quiz is finished (never in a kiosk). Returns cards added."""
        if self.kiosk or self.settings is None or not self.quiz_finished():
            return 0
        from desktop.screens.course import quiz_content

        added = review.schedule(self.settings, review.deck(quiz_content.quiz_ids()), self.now(), kiosk=self.kiosk)
        if added:
            self.settings.sync()
        return added

    def due_count(self) -> int:
        return review.due_count(self.settings, self.now(), kiosk=self.kiosk)

    def refresh(self) -> None:
        """The number in the table of contents (and in a welcome notice) may have changed."""
        self.window.refresh_contents()
        self.window.notices.refresh()

    def _on_screen(self, name: str) -> None:
        screen = self.window.created_screens().get(name) if name in ("quiz", "review") else None
        # Marked on the screen itself: a rebuilt screen may reuse a discarded one's id().
        if screen is not None and not screen.property("courseHooked"):
            screen.setProperty("courseHooked", True)
            if name == "quiz":
                for question in getattr(screen, "questions", {}).values():
                    question.answered.connect(self._on_quiz_answer)
            else:
                screen.recorded.connect(self.refresh)
        self.refresh()

    def _on_quiz_answer(self, *_args) -> None:
        # The quiz stored the answer first (it connected before us).
        if self.sync():
            self.refresh()

    def challenge_tally(self) -> tuple[int, int] | None:
        """(goals reached, goals) of the final challenge, for the achievement card."""
        from desktop.course import challenges

        if self.window.progress is None:
            return None
        done = [c for c in self.window.progress.challenges_done() if c in challenges.IDS]
        return len(done), len(challenges.IDS)

    # What the window shows --------------------------------------------------------
    def toc_title(self, title: str) -> str:
        count = self.due_count()
        if not count:
            return title
        return i18n.fill(self.tr("%1 (%2)"), title, str(count))

    def welcome_extra(self) -> tuple[str, list]:
        """A sentence and an action for the welcome notice when cards are due."""
        count = self.due_count()
        if not count or "review" not in self.window.screen_names():
            return "", []
        text = " " + self.tr("%n review card(s) are due: two to five minutes.", "", count)
        return text, [(self.tr("Review now"), lambda: self.window.show_screen("review"))]

    # The teacher's kit in the menu --------------------------------------------------
    def add_menu_actions(self, menu) -> None:
        self.guide_action = QAction(menu)
        self.guide_action.setObjectName("exportGuideAction")
        self.guide_action.triggered.connect(self.export_guide)
        menu.addAction(self.guide_action)
        self.worksheet_action = QAction(menu)
        self.worksheet_action.setObjectName("exportWorksheetAction")
        self.worksheet_action.triggered.connect(self.export_worksheet)
        menu.addAction(self.worksheet_action)

    def retranslate(self) -> None:
        if self.guide_action is not None:
            self.guide_action.setText(self.tr("Save the teacher's guide (PDF)…"))
            self.worksheet_action.setText(self.tr("Save the worksheet with its answer key (PDF)…"))

    def export_guide(self) -> str | None:
        return self._export("guide")

    def export_worksheet(self) -> str | None:
        return self._export("worksheet")

    def _export(self, kind: str) -> str | None:
        if self.kiosk:
            return None  # a shared screen never opens a file dialog
        from desktop.classroom import export
        from desktop.screens.course import kit

        if kind == "guide":
            title, name = self.tr("Save the teacher's guide"), self.tr("speclab-teachers-guide")
        else:
            title, name = self.tr("Save the worksheet"), self.tr("speclab-worksheet")
        path = export.choose_path(self.window, title, name + ".pdf", self.tr("PDF document (*.pdf)"))
        if not path:
            return None
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        if kind == "guide":
            kit.write_guide_pdf(path, self.window.ctx.clock)
        else:
            kit.write_worksheet_pdf(path)
        self.window.show_notice(
            lambda: self.window.notice.show_message(i18n.fill(self.tr("Saved: %1"), path)))
        return path


def install(window) -> CourseHooks:
    return CourseHooks(window)
