"""The main window: a table of contents, the current screen, and the header.

Screens are created the first time they are shown (fast start-up) and kept,
so a learner's work on a screen survives a visit elsewhere. The header holds
the screen title, the step counter of the lesson, Back/Next, the language
switch, Reset All (Alt+R) and the Options menu (projector mode, text size,
language, export, achievement card, continue / start over). Right/Left and
PageDown/PageUp walk the steps when the focused control does not use those
keys itself, so a presenter's clicker works.

Each screen sits in its own scroll area: at a 200 % font scale a screen
scrolls instead of squeezing its labels. A change of palette or font scale
rebuilds the screens (widgets read the theme when they are built); the shared
model keeps its values. Kiosk mode (``enable_kiosk``) locks the window and,
after an idle timeout, ``reset_session`` throws every screen away so the next
visitor finds exactly what a fresh start shows.
"""

from __future__ import annotations

import linecache
import logging

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QScroller,
    QStackedWidget,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.classroom.notice import NoticeBar
from desktop.classroom.progress import Progress
from desktop.classroom.toc import TocColumn
from desktop.screens import registry
from desktop.screens.base import AppContext, Screen
from desktop.widgets import a11y

log = logging.getLogger(__name__)

_SPEC_ROLE = Qt.ItemDataRole.UserRole + 1
FONT_SCALES = (100, 125, 150, 175, 200)
_NAV_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask a yes/no question (tests replace this)."""
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def _forget_imported_sources() -> None:
    """Empty the standard library's source-line cache after a burst of imports.

    shiboken6 reads the whole source of every module imported after PySide6
    (inspect.getsource, to see whether it uses PySide's "features"; PYSIDE-2029),
    and linecache keeps it: about 10 MiB of text by the end of a walk through
    the app. Nothing of ours needs it, and a traceback simply reads its lines again.
    """
    linecache.clearcache()


class _ScreenScroll(QScrollArea):
    """A screen's scroll area that leaves the step keys to the window."""

    def keyPressEvent(self, event) -> None:
        if event.key() in _NAV_KEYS:
            event.ignore()  # the window walks the lesson steps with these
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    screenChanged = Signal(str)
    languageChanged = Signal(str)
    themeChanged = Signal()
    sessionReset = Signal()

    def __init__(self, ctx: AppContext, screens: list[registry.ScreenSpec] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.setObjectName("mainWindow")
        self.setAnimated(False)  # nothing docks here; no layout animations
        self._specs = screens if screens is not None else registry.all_screens()
        self._screens: dict[str, Screen] = {}
        self._containers: dict[str, QScrollArea] = {}
        self._current: str | None = None
        self.kiosk = None  # desktop.classroom.kiosk.Kiosk in kiosk mode
        self.progress = Progress(ctx.settings) if ctx.settings is not None else None
        self.confirm = confirm
        self._notice_builder = None
        self._start_language = i18n.current_language()

        central = QWidget(self)
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)

        self.toc_column = TocColumn(central)
        self.toc = self.toc_column.toc
        self.toc.setObjectName("tableOfContents")
        self.toc.setWordWrap(True)
        self.toc.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.toc.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toc.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap titles when the width changes
        self.toc.currentItemChanged.connect(self._on_toc_changed)
        outer.addWidget(self.toc_column, 0)

        right = QWidget(central)
        self._right = right
        rv = QVBoxLayout(right)
        rv.setContentsMargins(16, 10, 16, 12)
        rv.setSpacing(8)
        self.back_button = QPushButton(right)
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.go_back)
        # The screen's title is a heading, and focus lands on it after a
        # screen change so a screen reader says where the learner is.
        self.title_label = a11y.HeadingLabel("", right)
        self.title_label.setObjectName("screenTitle")
        self.title_label.setWordWrap(True)
        self.step_label = QLabel(right)
        self.step_label.setObjectName("stepLabel")
        self.next_button = QPushButton(right)
        self.next_button.setObjectName("nextButton")
        self.next_button.clicked.connect(self.go_next)
        self.language_box = QComboBox(right)
        self.language_box.setObjectName("languageBox")
        self.language_box.addItem("Español", "es")
        self.language_box.addItem("English", "en")
        self.language_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.language_box.currentIndexChanged.connect(self._on_language_box)
        # Its visible label: a screen reader links the two (on Linux a combo's
        # name is its value, "Español"; the label says what it is for).
        self.language_label = QLabel(right)
        self.language_label.setObjectName("languageLabel")
        self.language_label.setBuddy(self.language_box)
        self.reset_button = QPushButton(right)
        self.reset_button.setObjectName("resetAllButton")
        self.reset_button.clicked.connect(self.reset_all)
        self.options_button = QToolButton(right)
        self.options_button.setObjectName("optionsButton")
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.course = _course_hooks(self)  # spaced review and the teacher's kit (None without that area)
        self._build_options_menu()

        self._controls = QWidget(right)
        controls = QHBoxLayout(self._controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addWidget(self.back_button)
        controls.addWidget(self.next_button)
        controls.addSpacing(12)
        controls.addWidget(self.language_label)
        controls.addWidget(self.language_box)
        controls.addWidget(self.reset_button)
        controls.addWidget(self.options_button)
        self._header = QGridLayout()
        self._header.setContentsMargins(0, 0, 0, 0)
        self._header_wide = None
        rv.addLayout(self._header)
        self.notice = NoticeBar(right)
        rv.addWidget(self.notice)
        self.stack = QStackedWidget(right)
        rv.addWidget(self.stack, 1)
        outer.addWidget(right, 1)
        self.setCentralWidget(central)

        # Alt+R is Reset All everywhere, whatever has focus.
        self._reset_shortcut = QShortcut(QKeySequence("Alt+R"), self)
        self._reset_shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self._reset_shortcut.activated.connect(self.reset_all)

        # Reading order for Tab: contents, header, then the screen.
        chain = [self.toc, self.title_label, self.back_button, self.next_button, self.language_box,
                 self.reset_button, self.options_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

        # Screens may offer the card where the quiz ends (None in a kiosk).
        ctx.services["save_achievement_card"] = self.save_achievement_card

        self._populate_toc()
        self.retranslate()
        self._relayout_header(force=True)

    # Options menu -------------------------------------------------------------
    def _build_options_menu(self) -> None:
        menu = QMenu(self.options_button)
        menu.setObjectName("optionsMenu")
        self.options_menu = menu
        self.options_button.setMenu(menu)
        menu.aboutToShow.connect(self._sync_options_menu)

        self.projector_action = QAction(menu)
        self.projector_action.setCheckable(True)
        self.projector_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.projector_action.toggled.connect(self.set_projector)
        menu.addAction(self.projector_action)
        self.addAction(self.projector_action)  # the shortcut works with the menu closed

        self.font_menu = menu.addMenu("")
        self._font_group = QActionGroup(self)
        self.font_actions: dict[int, QAction] = {}
        for pct in FONT_SCALES:
            action = QAction(f"{pct} %", self.font_menu)
            action.setCheckable(True)
            action.setData(pct)
            action.triggered.connect(lambda _checked=False, p=pct: self.set_font_scale(p))
            self._font_group.addAction(action)
            self.font_menu.addAction(action)
            self.font_actions[pct] = action
        self.language_menu = menu.addMenu("")
        self._language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in (("es", "Español"), ("en", "English")):
            action = QAction(name, self.language_menu)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self._language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        menu.addSeparator()
        self.export_actions: dict[str, QAction] = {}
        for kind in ("png", "svg", "csv"):
            action = QAction(menu)
            action.triggered.connect(lambda _checked=False, k=kind: self.export_chart(k))
            menu.addAction(action)
            self.export_actions[kind] = action
        self.card_action = QAction(menu)
        self.card_action.triggered.connect(self.save_achievement_card)
        menu.addAction(self.card_action)
        if self.course is not None:
            self.course.add_menu_actions(menu)

        menu.addSeparator()
        self.continue_action = QAction(menu)
        self.continue_action.triggered.connect(self.continue_where_left)
        menu.addAction(self.continue_action)
        self.start_over_action = QAction(menu)
        self.start_over_action.triggered.connect(self.start_over)
        menu.addAction(self.start_over_action)

    def _fit_menu(self) -> None:
        """Large text must not push the menu past the screen: Qt would then
        elide its entries ("Guardar la hoja de traba…"). The menu's text
        shrinks just enough to fit, never below the normal size."""
        screen = self.screen_of_window()
        if screen is None:
            return
        avail = screen.availableGeometry().width() - 8
        menus = [self.options_menu, self.font_menu, self.language_menu]
        font = QApplication.font()
        for menu in menus:
            menu.setFont(font)
        base = font.pointSizeF() / max(theme.current().font_scale, 1.0)
        size = font.pointSizeF()
        while self.options_menu.sizeHint().width() > avail and size > base:
            size = max(base, size * 0.92)
            font.setPointSizeF(size)
            for menu in menus:
                menu.setFont(font)

    def screen_of_window(self):
        handle = self.windowHandle()
        return handle.screen() if handle is not None else QApplication.primaryScreen()

    def _sync_options_menu(self) -> None:
        self._fit_menu()
        t = theme.current()
        self.projector_action.blockSignals(True)
        self.projector_action.setChecked(t.name == "projector")
        self.projector_action.blockSignals(False)
        pct = int(round(t.font_scale * 100))
        for value, action in self.font_actions.items():
            action.setChecked(value == pct)
        for code, action in self.language_actions.items():
            action.setChecked(code == i18n.current_language())
        has_chart = self._chart() is not None or "lab" in self.screen_names()
        for action in self.export_actions.values():
            action.setEnabled(has_chart)
        result = self.progress.quiz_result() if self.progress else None
        self.card_action.setEnabled(bool(result and result.passed))
        self.continue_action.setEnabled(self._continue_target() not in (None, self._current))
        self.start_over_action.setEnabled(self.progress is not None)

    def _retranslate_options(self) -> None:
        self.options_button.setToolTip(self.tr("Projector mode, text size, language, export and your progress"))
        self.options_button.setAccessibleName(self.tr("Menu"))
        self.projector_action.setText(self.tr("Projector mode (high contrast)"))
        self.font_menu.setTitle(self.tr("Text size"))
        self.language_menu.setTitle(self.tr("Language"))
        self.export_actions["png"].setText(self.tr("Save the chart as an image (PNG)…"))
        self.export_actions["svg"].setText(self.tr("Save the chart as a drawing (SVG)…"))
        self.export_actions["csv"].setText(self.tr("Save the chart's data (CSV)…"))
        self.export_actions["csv"].setToolTip(
            self.tr("Numbers use a dot as the decimal point, which every spreadsheet imports reliably."))
        self.card_action.setText(self.tr("Save my achievement card…"))
        self.continue_action.setText(self.tr("Continue where I left off"))
        self.start_over_action.setText(self.tr("Start over…"))
        if self.course is not None:
            self.course.retranslate()
        self.options_menu.setToolTipsVisible(True)

    # Navigation -------------------------------------------------------------
    def _populate_toc(self) -> None:
        self.toc.blockSignals(True)
        self.toc.clear()
        last_group = None
        for spec in self._specs:
            if spec.group != last_group:
                header = QListWidgetItem(self.toc)
                header.setFlags(Qt.ItemFlag.NoItemFlags)
                header.setData(_SPEC_ROLE, None)
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                header.setData(Qt.ItemDataRole.UserRole, spec.group)
                last_group = spec.group
            item = QListWidgetItem(self.toc)
            item.setData(_SPEC_ROLE, spec.name)
        self.toc.blockSignals(False)

    def _retranslate_toc(self) -> None:
        lesson_index = 0
        for row in range(self.toc.count()):
            item = self.toc.item(row)
            name = item.data(_SPEC_ROLE)
            if name is None:
                group = item.data(Qt.ItemDataRole.UserRole)
                item.setText(QCoreApplication.translate("Screens", registry.GROUP_TITLES.get(group, group)))
                continue
            spec = self.spec(name)
            title = spec.translated_title()
            if spec.group == "lesson":
                lesson_index += 1
                title = f"{lesson_index}. {title}"
            if name == "review" and self.course is not None:
                title = self.course.toc_title(title)  # "Review (3)" when cards are due
            item.setText(title)
        self._fit_toc()

    def _fit_toc(self) -> None:
        # Wide enough for the longest title, but never more than 18 % of
        # the window: long titles and large text wrap instead of crowding the screen.
        natural = max(180, self.toc.sizeHintForColumn(0) + 28)
        limit = max(180, int(self.width() * 0.18)) if self.width() > 0 else natural
        width = min(natural, limit)
        if width != self.toc.width():
            self.toc.setFixedWidth(width)
            self.toc_column.more.setFixedWidth(width)
            self.toc.doItemsLayout()  # wrap the titles for the new width now
        self.toc_column.update_cue()

    def spec(self, name: str) -> registry.ScreenSpec:
        return next(s for s in self._specs if s.name == name)

    def screen_names(self) -> list[str]:
        return [s.name for s in self._specs]

    def current_name(self) -> str | None:
        return self._current

    def current_screen(self) -> Screen | None:
        return self._screens.get(self._current) if self._current else None

    def created_screens(self) -> dict[str, Screen]:
        return dict(self._screens)

    def screen(self, name: str) -> Screen:
        """The screen called ``name``, created on first use."""
        if name not in self._screens:
            cls = self.spec(name).load()
            widget = cls(self.ctx)
            _forget_imported_sources()
            widget.setObjectName(f"screen_{name}")
            scroll = _ScreenScroll(self.stack)
            scroll.setObjectName("screenScroll")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustIgnored)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            scroll.setWidget(widget)
            self._screens[name] = widget
            self._containers[name] = scroll
            self.stack.addWidget(scroll)
            if self.ctx.kiosk:
                from desktop.classroom.kiosk import lock_screen

                lock_screen(widget)
                # A finger drags the page; a mouse still drags sliders.
                QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        return self._screens[name]

    def show_screen(self, name: str, focus_title: bool = True) -> None:
        if name not in self.screen_names():
            raise KeyError(name)
        if name == self._current:
            return
        previous = self.current_screen()
        if previous is not None and self.notice.isVisible() and self._notice_builder is not None:
            # A notice is about the screen it appeared on ("welcome back",
            # "saved"); on the next screen it would only be in the way.
            self.notice.hide()
            self._notice_builder = None
        if previous is not None:
            previous.deactivated()
        widget = self.screen(name)
        self.stack.setCurrentWidget(self._containers[name])
        self._current = name
        for row in range(self.toc.count()):
            if self.toc.item(row).data(_SPEC_ROLE) == name:
                self.toc.blockSignals(True)
                self.toc.setCurrentRow(row)
                self.toc.blockSignals(False)
        self._update_header()
        if self.progress is not None:
            self.progress.visit(name)
            if self.spec(name).group == "lesson":
                self.ctx.settings.set("progress/lesson_step", name)
        widget.activated()
        if previous is not None and focus_title and self.isVisible():
            self.title_label.setFocus(Qt.FocusReason.OtherFocusReason)
        self.screenChanged.emit(name)

    def _on_toc_changed(self, item, _previous) -> None:
        if item is not None and item.data(_SPEC_ROLE):
            # Arrow keys walk the contents: the screen follows, focus stays here.
            in_toc = self.toc.hasFocus()
            self.show_screen(item.data(_SPEC_ROLE), focus_title=not in_toc)
            if in_toc and not self.toc.hasFocus():
                self.toc.setFocus(Qt.FocusReason.OtherFocusReason)

    def go_next(self) -> None:
        names = self.screen_names()
        i = names.index(self._current)
        if i + 1 < len(names):
            self.show_screen(names[i + 1])

    def go_back(self) -> None:
        names = self.screen_names()
        i = names.index(self._current)
        if i > 0:
            self.show_screen(names[i - 1])

    def keyPressEvent(self, event) -> None:
        # Reached only when the focused control did not use the key.
        key = event.key()
        if self.kiosk is not None and _is_quit_key(event):
            event.accept()  # a kiosk has no way out but the host's chord
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.go_next()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.go_back()
        else:
            super().keyPressEvent(event)

    # Screens' lifetime ----------------------------------------------------------
    def _discard_screens(self) -> None:
        """Delete every created screen; they are rebuilt on demand."""
        current = self.current_screen()
        if current is not None:
            current.deactivated()
        clock = self.ctx.clock
        for name, screen in list(self._screens.items()):
            owned = [screen, *screen.findChildren(QObject)]
            for obj in owned:
                clock.remove(obj)
            self._drop_services(screen)
            scroll = self._containers.pop(name)
            self.stack.removeWidget(scroll)
            scroll.hide()
            scroll.deleteLater()
        self._screens.clear()
        self._current = None
        _forget_dead_steppers(clock)

    def _drop_services(self, screen: QWidget) -> None:
        for key, value in list(self.ctx.services.items()):
            owner = getattr(value, "__self__", value)
            if owner is screen or (isinstance(owner, QWidget) and _is_alive(owner) and screen.isAncestorOf(owner)):
                del self.ctx.services[key]

    def reset_session(self) -> None:
        """Back to what a fresh start shows: first screen, every value at its default.

        Screens are thrown away rather than asked to reset themselves, so no
        prediction, quiz answer or animation can survive, whoever wrote it.
        """
        # Popups, dialogs and any other window a visitor opened go first.
        for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if widget is not None and widget is not self:
                widget.close()
        for widget in QApplication.topLevelWidgets():
            parent = widget.parentWidget()
            ours = parent.window() is self if parent is not None else not isinstance(widget, QMainWindow)
            if widget is not self and widget.isVisible() and ours:
                widget.close()
        QToolTip.hideText()
        self.notice.hide()
        self._discard_screens()
        self._renew_session(keep_values=False)
        if self.ctx.settings is not None and self.ctx.settings.volatile:
            self.ctx.settings.forget_volatile()
        if i18n.current_language() != self._start_language:
            self.set_language(self._start_language, remember=False)
        self.show_screen(self.screen_names()[0])
        self.settle_toc()
        self.focus_start()

    def settle_toc(self) -> None:
        """Table of contents from the top, the current entry in view: the same list
        whether the window is fresh or has just been reset (a current row set before
        the first layout would otherwise leave it scrolled by whatever the list
        guessed then)."""
        self.toc.scrollToTop()
        item = self.toc.currentItem()
        if item is not None:
            self.toc.scrollToItem(item)
        self.sessionReset.emit()

    def focus_start(self) -> None:
        """Where the keyboard starts: the table of contents."""
        self.toc.setFocus(Qt.FocusReason.OtherFocusReason)

    def rebuild_screens(self) -> None:
        """Rebuild the screens in place (after a palette or font change); the model keeps its values."""
        name = self._current
        states = {n: s.save_state() for n, s in self._screens.items()}
        self._discard_screens()
        self._renew_session(keep_values=True)
        if name is not None:
            self.show_screen(name, focus_title=False)
            state = states.get(name)
            if state is not None:
                self.screen(name).restore_state(state)
        for other, state in states.items():
            if other != name and state is not None:
                self.screen(other).restore_state(state)

    def _renew_session(self, keep_values: bool) -> None:
        """A new model and clock for the screens to come.

        A discarded screen may have connected a lambda to the shared model or
        clock; such a connection outlives the screen and would call into its
        deleted widgets. Replacing both objects drops every such connection.
        """
        from desktop.clock import Clock

        old_model, old_clock = self.ctx.model, self.ctx.clock
        model = _fresh_model(old_model, keep_values)
        clock = Clock(old_clock.parent())
        old_clock.release_all()
        for obj in (old_model, old_clock):
            obj.blockSignals(True)
            obj.deleteLater()
        self.ctx.model = model
        self.ctx.clock = clock

    # Reset, language, theme -------------------------------------------------------
    def reset_all(self) -> None:
        self.ctx.model.reset()
        screen = self.current_screen()
        if screen is not None:
            screen.reset()
        # The values change without focus moving: say so.
        a11y.announce(self.reset_button, self.tr("Every value on this screen is back to its start."))

    def set_language(self, lang: str, remember: bool = True) -> None:
        effective = i18n.set_language(lang)
        if self.ctx.settings is not None and remember:
            self.ctx.settings.set("language", lang)
        self.language_box.blockSignals(True)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(lang)))
        self.language_box.blockSignals(False)
        self.languageChanged.emit(effective)
        # A listening screen reader re-reads names and descriptions (tooltips,
        # used as descriptions, send nothing). After the widgets' own
        # LanguageChange, which Qt posts: hence the zero timer.
        QTimer.singleShot(0, self, lambda: a11y.texts_changed(self))

    def _on_language_box(self, index: int) -> None:
        self.set_language(self.language_box.itemData(index))

    def set_projector(self, on: bool) -> None:
        self._apply_theme(projector=bool(on), font_scale=theme.current().font_scale)

    def set_font_scale(self, percent: int) -> None:
        percent = int(min(max(percent, theme.FONT_SCALE_MIN), theme.FONT_SCALE_MAX))
        self._apply_theme(projector=theme.current().name == "projector", font_scale=percent / 100)

    def _apply_theme(self, projector: bool, font_scale: float) -> None:
        t = theme.current()
        if (t.name == "projector") == projector and abs(t.font_scale - font_scale) < 1e-9:
            return
        size = self.size()
        theme.apply(QApplication.instance(), projector=projector, font_scale=font_scale, touch=t.touch)
        if self.ctx.settings is not None:
            self.ctx.settings.set("projector", projector)
            self.ctx.settings.set("font_scale", int(round(font_scale * 100)))
        # The header first: laid out for the old text size, it would make the
        # new screens' window grow past the screen while they are built.
        self._relayout_header(force=True)
        self.rebuild_screens()
        self._fit_toc()
        self._relayout_header(force=True)
        # Larger text reflows inside the window; it never widens it. The
        # layouts settle first (while the screens were rebuilt they asked for more).
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self._keep_size(size)
        QTimer.singleShot(0, self, lambda: self._keep_size(size))
        self.themeChanged.emit()

    def _keep_size(self, size) -> None:
        if self.size() != size and not (self.isMaximized() or self.isFullScreen()):
            # QMainWindow's layout caches its minimum from the rebuild: ask again.
            for widget in (self._right, self.centralWidget()):
                widget.updateGeometry()
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.layout().invalidate()
            self.layout().activate()
            self.resize(size)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._update_window_title()
        self.back_button.setToolTip(self.tr("Previous screen (Left arrow or Page Up)"))
        self.back_button.setAccessibleName(self.tr("Previous screen"))
        self.next_button.setToolTip(self.tr("Next screen (Right arrow or Page Down)"))
        self.next_button.setAccessibleName(self.tr("Next screen"))
        self._next_leaves_group = False
        # It resets this screen's values, not the progress ("Start over…" in
        # the menu does that): the name says so, beside a screen's own "Reset".
        self.reset_button.setText(self.tr("Reset screen"))
        self.reset_button.setToolTip(self.tr("Put every value on this screen back to its start (Alt+R). "
                                             "Your progress, review cards and challenges stay."))
        self.language_box.setToolTip(self.tr("Language of the interface"))
        self.language_box.setAccessibleName(self.tr("Language"))
        self.language_label.setText(self.tr("Language"))
        self.toc.setAccessibleName(self.tr("Table of contents"))
        self._retranslate_options()
        self._retranslate_toc()
        self._update_header()
        if self._notice_builder is not None and self.notice.isVisible():
            self._notice_builder()
        self._relayout_header(force=True)

    def _update_window_title(self) -> None:
        # The window title names the screen: window lists and screen readers read it.
        if self._current is None:
            self.setWindowTitle(self.tr("SpecLab — speculative decoding"))
        else:
            self.setWindowTitle(self.tr("%1 — SpecLab").replace("%1", self.spec(self._current).translated_title()))

    def _update_header(self) -> None:
        if self._current is None:
            return
        spec = self.spec(self._current)
        self.title_label.setText(spec.translated_title())
        self._update_window_title()
        lesson = [s.name for s in self._specs if s.group == "lesson"]
        if spec.name in lesson:
            self.step_label.setText(
                self.tr("Step %1 of %2").replace("%1", str(lesson.index(spec.name) + 1)).replace("%2", str(len(lesson)))
            )
        else:
            self.step_label.setText("")
        names = self.screen_names()
        i = names.index(self._current)
        self.back_button.setEnabled(i > 0)
        self.next_button.setEnabled(i + 1 < len(names))
        self._next_leaves_group = i + 1 < len(names) and self.spec(names[i + 1]).group != spec.group
        if i + 1 < len(names):
            after = self.spec(names[i + 1]).translated_title()
            self.next_button.setToolTip(self.tr("Next screen: %1 (Right arrow or Page Down)").replace("%1", after))
            self.next_button.setAccessibleName(self.tr("Next screen: %1").replace("%1", after))
        self._relayout_header(force=True)  # the next button's text may have changed width

    def _header_texts(self, compact: bool) -> None:
        # Compact: arrows and a short language code, for large text on a
        # narrow screen; the accessible names keep the full words.
        self.back_button.setText("◀" if compact else self.tr("◀ Back"))
        # Leaving the lesson (or the labs), the button names where it goes:
        # after "Step 11 of 11" a bare "Next" would not say the Lab comes.
        names = self.screen_names()
        i = names.index(self._current) if self._current in names else -1
        if getattr(self, "_next_leaves_group", False) and 0 <= i < len(names) - 1:
            wide = self.tr("%1 ▶").replace("%1", self.spec(names[i + 1]).translated_title())
        else:
            wide = self.tr("Next ▶")
        self.next_button.setText("▶" if compact else wide)
        self.options_button.setText("☰" if compact else self.tr("☰ Menu"))
        self.language_box.setItemText(0, "ES" if compact else "Español")
        self.language_box.setItemText(1, "EN" if compact else "English")
        # Compact, the label goes out of sight; the link to it stays for screen readers.
        self.language_label.setVisible(not compact)
        self._controls.layout().invalidate()

    def _relayout_header(self, force: bool = False) -> None:
        """Title and controls on one row when they fit, else the title above;
        when even a row of their own is too narrow, the controls go compact."""
        toc = self.toc.width() if self.toc.isVisible() or not self.isVisible() else 0
        avail = self.width() - toc - 32
        self._header_texts(False)
        step = self.step_label.sizeHint().width() + 12
        need = self._controls.sizeHint().width()
        wide = avail - need - step >= max(260, int(avail * 0.3))
        compact = need + step > avail
        if compact:
            self._header_texts(True)
            need = self._controls.sizeHint().width()
        # Narrow: even compact, the step counter and the buttons do not share
        # a row, so the counter gets its own (the window never grows for them).
        narrow = compact and need + step > avail
        state = (wide, compact, narrow)
        if state == self._header_wide and not force:
            return
        self._header_wide = state
        for w in (self.title_label, self.step_label, self._controls):
            self._header.removeWidget(w)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if wide:
            self._header.addWidget(self.title_label, 0, 0)
            self._header.addWidget(self.step_label, 0, 1, right)
            self._header.addWidget(self._controls, 0, 2, right)
        elif not narrow:
            # The step counter beside the title, the controls on a row of their own:
            # a row holding both would set the window's minimum width (a 1024-px
            # screen then grew the window it was sized for).
            self._header.addWidget(self.title_label, 0, 0, 1, 2)
            self._header.addWidget(self.step_label, 0, 2, right)
            self._header.addWidget(self._controls, 1, 0, 1, 3, right)
        else:
            self._header.addWidget(self.title_label, 0, 0, 1, 3)
            self._header.addWidget(self.step_label, 1, 0, 1, 3, right)
            self._header.addWidget(self._controls, 2, 0, 1, 3, right)
        self._header.setColumnStretch(0, 1)
        self._header.setColumnStretch(1, 0)
        self._header.setColumnStretch(2, 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_toc()
        self._relayout_header()

    # Kiosk ----------------------------------------------------------------------------
    def enable_kiosk(self, idle_timeout: float, pin: str | None = None, lock: bool = True):
        from desktop.classroom.kiosk import Kiosk, ensure_touch_targets, lock_screen

        self.ctx.kiosk = True
        if self.ctx.settings is not None:
            self.ctx.settings.set_volatile(True)
        # No settings or exports in a kiosk: the menu goes, and so do the
        # shortcuts of its actions.
        self.options_button.hide()
        self._relayout_header(force=True)  # the header is narrower without the menu
        for action in self.options_menu.actions():
            action.setEnabled(False)
        self.removeAction(self.projector_action)
        self.notice.hide()
        self.kiosk = Kiosk(self, idle_timeout=idle_timeout, pin=pin)
        for screen in self._screens.values():
            lock_screen(screen)
        ensure_touch_targets(self._right)
        self.kiosk.start(lock=lock)
        return self.kiosk

    def closeEvent(self, event) -> None:
        if self.kiosk is not None and not self.kiosk.leaving:
            event.ignore()
            return
        if self.ctx.settings is not None:
            if not (self.isMaximized() or self.isFullScreen()) and self.kiosk is None:
                self.ctx.settings.set("window/width", self.width())
                self.ctx.settings.set("window/height", self.height())
            self.ctx.settings.sync()
        super().closeEvent(event)

    # Self-learners ----------------------------------------------------------------------
    def _continue_target(self) -> str | None:
        if self.progress is None:
            return None
        name = self.ctx.settings.get_str("progress/lesson_step", "")
        if name in self.screen_names():
            return name
        return self.progress.last_screen(self.screen_names())

    def continue_where_left(self) -> None:
        target = self._continue_target()
        self.notice.hide()
        if target is not None:
            self.show_screen(target)

    def start_over(self) -> bool:
        """Forget the learner's progress (after confirming) and go to the first screen."""
        if self.progress is None:
            return False
        ok = self.confirm(self, self.tr("Start over?"),
                          self.tr("This forgets the screens you visited, your predictions, your quiz answers, "
                                  "your review cards and the challenges you reached. "
                                  "Your language and text size stay as they are."))
        if not ok:
            return False
        self.progress.clear()
        self._discard_screens()
        self._renew_session(keep_values=False)
        self.show_screen(self.screen_names()[0])
        self._show_notice(lambda: self.notice.show_message(self.tr("Your progress was cleared. Welcome to a fresh start.")))
        return True

    def _show_notice(self, builder) -> None:
        self._notice_builder = builder
        builder()
        # The notice sits between the header and the screen: so does its place in the Tab order.
        chain = [self.options_button, *self.notice.action_buttons(), self.notice.close_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    def show_start_notices(self) -> None:
        """A non-blocking word about unreadable settings, or a welcome back."""
        settings = self.ctx.settings
        if self.kiosk is not None or settings is None:
            return
        if settings.recovered_from is not None:
            backup = str(settings.recovered_from)

            def corrupt() -> None:
                self.notice.show_message(
                    self.tr("Your settings file could not be read, so SpecLab started with the defaults. "
                            "The old file was kept as %1").replace("%1", backup))

            self._show_notice(corrupt)
        elif self.progress is not None and self.progress.has_progress():
            def welcome() -> None:
                due_text, due_actions = self.course.welcome_extra() if self.course is not None else ("", [])
                self.notice.show_message(
                    self.tr("Welcome back: you are where you left off.") + due_text,
                    due_actions + [(self.tr("Start over…"), self.start_over)],
                )

            self._show_notice(welcome)

    def _chart(self):
        """The chart to export: the current screen's, else the Lab's."""
        from desktop.widgets.pass_chart import PassChart

        screen = self.current_screen()
        if screen is not None:
            charts = screen.findChildren(PassChart)
            if charts:
                return charts[0]
        if "lab" in self._screens:
            charts = self._screens["lab"].findChildren(PassChart)
            return charts[0] if charts else None
        return None

    def export_chart(self, kind: str) -> str | None:
        if self.ctx.kiosk:
            return None
        from desktop.classroom import export

        chart = self._chart()
        if chart is None and "lab" in self.screen_names():
            self.screen("lab")
            chart = self._chart()
        if chart is None:
            return None
        path = export.export_chart(chart, kind, self)
        if path:
            self._show_notice(lambda: self.notice.show_message(self.tr("Saved: %1").replace("%1", path)))
        return path

    def save_achievement_card(self) -> str | None:
        if self.ctx.kiosk or self.progress is None:
            return None
        from desktop.classroom import achievement

        result = self.progress.quiz_result()
        if result is None or not result.passed:
            return None
        tally = self.course.challenge_tally() if self.course is not None else None
        path = achievement.save_card(result, self, challenges=tally)
        if path:
            self._show_notice(lambda: self.notice.show_message(self.tr("Saved: %1").replace("%1", path)))
        return path


def _is_quit_key(event) -> bool:
    from desktop.classroom.kiosk import is_quit_key

    return is_quit_key(event)


def _is_alive(obj) -> bool:
    try:
        obj.objectName()
    except RuntimeError:
        return False
    return True


def _course_hooks(window):
    try:
        from desktop.screens.course import hooks
    except ModuleNotFoundError:
        return None
    return hooks.install(window)


def _fresh_model(old, keep_values: bool):
    """A LessonModel with ``old``'s start-up defaults (and its current values if asked)."""
    from desktop.model import LessonModel

    # The defaults are what the app was started with (--k, --alpha...).
    initial = dict(getattr(old, "_defaults", {}))
    initial["seed"] = getattr(old, "_default_seed", None)
    model = LessonModel(old.parent(), **initial)
    if keep_values:
        state = old.state()
        point = state.pop("measured_point", None)
        if point:
            model.set_measured_point(point)
        for name, value in state.items():
            model.set(name, value)
    return model


def _forget_dead_steppers(clock) -> None:
    # A stepper whose C++ object is gone would raise on the next tick.
    for stepper in list(getattr(clock, "_steppers", [])):
        if isinstance(stepper, QObject) and not _is_alive(stepper):
            clock.remove(stepper)
