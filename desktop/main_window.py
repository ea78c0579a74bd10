"""The main window: the table of contents, the header, and the current screen.

It composes the shell (``desktop.shell``, one module per job) and keeps only the order of things. Screens
reach one another through ``ctx.nav``. Right/Left and PageDown/PageUp walk the steps (a presenter's clicker).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from desktop import i18n
from desktop.classroom.notice import NoticeBar
from desktop.classroom.progress import Progress
from desktop.screens import registry
from desktop.screens.base import AppContext, Screen
from desktop.shell import appearance, kiosk_mode, options_menu, session
from desktop.shell.contents import SPEC_ROLE as _SPEC_ROLE, Contents  # noqa: F401 - tests read the role here
from desktop.shell.header import SPACING as header_spacing, Header, place_of
from desktop.shell.learner import Learner, confirm, course_hooks, quiz_length
from desktop.shell.navigation import ShellNavigator
from desktop.shell.notices import Notices
from desktop.shell.prefetch import Prefetcher
from desktop.shell.screen_host import ScreenHost
from desktop.widgets import a11y


class MainWindow(i18n.Retranslatable, QMainWindow):
    screenChanged = Signal(str)
    languageChanged = Signal(str)
    themeChanged = Signal()
    sessionReset = Signal()

    def __init__(self, ctx: AppContext, screens: list[registry.ScreenSpec] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.setObjectName("mainWindow")
        self.setAnimated(False)  # nothing docks here; no layout animations
        specs = screens if screens is not None else registry.all_screens()
        self.kiosk = None  # desktop.classroom.kiosk.Kiosk in kiosk mode
        self.progress = Progress(ctx.settings, quiz_length) if ctx.settings is not None else None
        self.confirm = confirm  # tests answer for the learner here
        self._start_language = i18n.current_language()

        central = QWidget(self)
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.contents = Contents(specs, central, retitle=self._retitle, settings=ctx.settings)
        self.contents.chosen.connect(lambda name, focus: self.show_screen(name, focus_title=focus))
        self.contents.collapsedChanged.connect(lambda _on: self.header.relayout())
        self.toc_column, self.toc = self.contents.column, self.contents.toc
        outer.addWidget(self.toc_column, 0)

        right = QWidget(central)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(16, 10, 16, 12)
        rv.setSpacing(header_spacing)
        self.header = header = Header(self._header_room, right)
        for name in ("back_button", "title_label", "step_label", "next_button", "language_box", "language_label",
                     "reset_button", "options_button"):
            setattr(self, name, getattr(header, name))
        for signal, slot in ((header.backRequested, self.go_back), (header.nextRequested, self.go_next),
                             (header.resetRequested, self.reset_all), (header.languageChosen, self.set_language)):
            signal.connect(slot)
        self.course = course_hooks(self)  # spaced review and the teacher's kit (None without that area)
        self.options_menu = options_menu.attach(self)
        self.card_action = self.options_menu.card_action
        rv.addWidget(header)
        self.notice = NoticeBar(right)
        self.notices = Notices(self.notice, before=self.options_button)
        self.learner = Learner(self)
        rv.addWidget(self.notice)
        self.host = ScreenHost(ctx, specs, right)
        rv.addWidget(self.host, 1)
        outer.addWidget(right, 1)
        self.setCentralWidget(central)
        ctx.nav = ShellNavigator(self.host, self.show_screen)
        self.prefetch = Prefetcher(self.host, ctx.clock, self.screenChanged, parent=self)  # off: desktop.app.main

        # Alt+R is Reset All everywhere, whatever has focus.
        self._reset_shortcut = QShortcut(QKeySequence("Alt+R"), self)
        self._reset_shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self._reset_shortcut.activated.connect(self.reset_all)
        # Reading order for Tab: contents, header, then the screen.
        chain = [self.contents.toggle, self.toc, *header.focus_chain()]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        self.retranslate()
        header.relayout(force=True)

    # The screens -------------------------------------------------------------------
    def spec(self, name: str) -> registry.ScreenSpec:
        return self.host.spec(name)

    def screen_names(self) -> list[str]:
        return self.host.names()

    def current_name(self) -> str | None:
        return self.host.current_name

    def current_screen(self) -> Screen | None:
        return self.host.current_screen()

    def created_screens(self) -> dict[str, Screen]:
        return self.host.created()

    def screen(self, name: str) -> Screen:
        """The screen called ``name``, created on first use."""
        return self.host.screen(name)

    def show_screen(self, name: str, focus_title: bool = True) -> None:
        if name not in self.screen_names():
            raise KeyError(name)
        if name == self.current_name():
            return
        previous = self.current_screen()
        if previous is not None:
            self.notices.leave_screen()
            previous.deactivated()
        widget = self.host.bring_up(name)
        self.contents.select(name)
        self._show_place()
        self.learner.visited(name)
        widget.activated()
        if previous is not None and focus_title and self.isVisible():
            self.title_label.setFocus(Qt.FocusReason.OtherFocusReason)
        self.screenChanged.emit(name)

    def go_next(self) -> None:
        if (after := self.host.neighbour(self.current_name(), +1)) is not None:
            self.show_screen(after)

    def go_back(self) -> None:
        if (before := self.host.neighbour(self.current_name(), -1)) is not None:
            self.show_screen(before)

    def keyPressEvent(self, event) -> None:
        # Reached only when the focused control did not use the key.
        if self.kiosk is not None and kiosk_mode.is_quit_key(event):
            event.accept()  # a kiosk has no way out but the host's chord
        elif event.key() in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.go_next()
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.go_back()
        else:
            super().keyPressEvent(event)

    # The session -------------------------------------------------------------------
    def reset_session(self) -> None:
        """Back to what a fresh start shows: first screen, every value at its default."""
        session.reset(self, self._start_language)

    def focus_start(self) -> None:
        """Where the keyboard starts: the table of contents (or, folded, the button that opens it)."""
        self.contents.focus_target().setFocus(Qt.FocusReason.OtherFocusReason)

    def reset_all(self) -> None:
        self.ctx.model.reset()
        screen = self.current_screen()
        if screen is not None:
            screen.reset()
        # The values change without focus moving: say so.
        a11y.announce(self.reset_button, self.tr("Every value on this screen is back to its start."))

    # Language and theme ------------------------------------------------------------
    def set_language(self, lang: str, remember: bool = True) -> None:
        effective = appearance.switch_language(lang, self.ctx.settings if remember else None, announce_to=self)
        self.header.show_language(lang)
        self.languageChanged.emit(effective)

    def set_projector(self, on: bool) -> None:
        appearance.retheme(self, bool(on), appearance.font_scale())

    def set_font_scale(self, percent: int) -> None:
        appearance.retheme(self, appearance.is_projector(), appearance.clamp_percent(percent) / 100)

    def retranslate(self) -> None:
        self.header.retranslate()
        self.toc.setAccessibleName(self.tr("Table of contents"))
        self.options_menu.retranslate()
        if self.course is not None:
            self.course.retranslate()
        self.refresh_contents()
        self._show_place()
        self.notices.refresh()
        self.header.relayout(force=True)

    def refresh_contents(self) -> None:
        """Write the table of contents again (a title may have changed: "Review (3)")."""
        self.contents.retranslate(self.width())

    def _retitle(self, spec: registry.ScreenSpec, title: str) -> str:
        return self.course.toc_title(title) if spec.name == "review" and self.course is not None else title

    def _show_place(self) -> None:
        name = self.current_name()
        # The window title names the screen: window lists and screen readers read it.
        if name is None:
            self.setWindowTitle(self.tr("SpecLab — speculative decoding"))
            return
        self.setWindowTitle(i18n.fill(self.tr("%1 — SpecLab"), self.spec(name).translated_title()))
        self.header.show_place(place_of(self.host.specs, name))

    def _header_room(self) -> int:
        toc = self.contents.width_used() if self.toc_column.isVisible() or not self.isVisible() else 0
        return self.width() - toc - 32

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.contents.fit(self.width())
        self.header.relayout()

    # Options, progress and notices ---------------------------------------------------
    def show_notice(self, builder) -> None:
        """Show the notice ``builder`` writes (again after a language switch)."""
        self.notices.show(builder)

    def show_start_notices(self) -> None:
        self.learner.show_start_notices()

    def continue_where_left(self) -> None:
        self.learner.continue_where_left()

    def start_over(self) -> bool:
        return self.learner.start_over()

    def export_chart(self, kind: str) -> str | None:
        return self.learner.export_chart(kind)

    def save_achievement_card(self) -> str | None:
        return self.learner.save_achievement_card()

    # Kiosk and closing ------------------------------------------------------------------
    def enable_kiosk(self, idle_timeout: float, pin: str | None = None, lock: bool = True):
        return kiosk_mode.enable(self, idle_timeout, pin, lock)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        appearance.follow_screen(self)
        if not event.spontaneous():  # opening on the title, not «Índice», ringed as if pressed (review 60)
            self.title_label.setFocus(Qt.FocusReason.OtherFocusReason)

    def closeEvent(self, event) -> None:
        if not kiosk_mode.close_now(self):
            event.ignore()
            return
        super().closeEvent(event)
