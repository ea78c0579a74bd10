"""The main window: a table of contents, the current screen, and the header.

Screens are created the first time they are shown (fast start-up) and kept,
so a learner's work on a screen survives a visit elsewhere. The header holds
the screen title, the step counter of the lesson, Back/Next, the language
switch and Reset All (Alt+R). Right/Left and PageDown/PageUp walk the steps
when the focused control does not use those keys itself, so a presenter's
clicker works.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.screens import registry
from desktop.screens.base import AppContext, Screen

log = logging.getLogger(__name__)

_SPEC_ROLE = Qt.ItemDataRole.UserRole + 1


class MainWindow(QMainWindow):
    screenChanged = Signal(str)
    languageChanged = Signal(str)

    def __init__(self, ctx: AppContext, screens: list[registry.ScreenSpec] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.setObjectName("mainWindow")
        self._specs = screens if screens is not None else registry.all_screens()
        self._screens: dict[str, Screen] = {}
        self._current: str | None = None

        central = QWidget(self)
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)

        self.toc = QListWidget(central)
        self.toc.setObjectName("tableOfContents")
        self.toc.currentItemChanged.connect(self._on_toc_changed)
        outer.addWidget(self.toc, 0)

        right = QWidget(central)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(16, 10, 16, 12)
        rv.setSpacing(8)
        header = QHBoxLayout()
        self.back_button = QPushButton(right)
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.go_back)
        self.title_label = QLabel(right)
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
        self.language_box.currentIndexChanged.connect(self._on_language_box)
        self.reset_button = QPushButton(right)
        self.reset_button.setObjectName("resetAllButton")
        self.reset_button.clicked.connect(self.reset_all)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.step_label)
        header.addWidget(self.back_button)
        header.addWidget(self.next_button)
        header.addSpacing(12)
        header.addWidget(self.language_box)
        header.addWidget(self.reset_button)
        rv.addLayout(header)
        self.stack = QStackedWidget(right)
        rv.addWidget(self.stack, 1)
        outer.addWidget(right, 1)
        self.setCentralWidget(central)

        # Alt+R is Reset All everywhere, whatever has focus.
        self._reset_shortcut = QShortcut(QKeySequence("Alt+R"), self)
        self._reset_shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        self._reset_shortcut.activated.connect(self.reset_all)

        self._populate_toc()
        self.retranslate()

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
            item.setText(title)
        self.toc.setFixedWidth(max(220, self.toc.sizeHintForColumn(0) + 28))

    def spec(self, name: str) -> registry.ScreenSpec:
        return next(s for s in self._specs if s.name == name)

    def screen_names(self) -> list[str]:
        return [s.name for s in self._specs]

    def current_name(self) -> str | None:
        return self._current

    def current_screen(self) -> Screen | None:
        return self._screens.get(self._current) if self._current else None

    def screen(self, name: str) -> Screen:
        """The screen called ``name``, created on first use."""
        if name not in self._screens:
            cls = self.spec(name).load()
            widget = cls(self.ctx)
            widget.setObjectName(f"screen_{name}")
            self._screens[name] = widget
            self.stack.addWidget(widget)
        return self._screens[name]

    def show_screen(self, name: str) -> None:
        if name not in self.screen_names():
            raise KeyError(name)
        if name == self._current:
            return
        previous = self.current_screen()
        if previous is not None:
            previous.deactivated()
        widget = self.screen(name)
        self.stack.setCurrentWidget(widget)
        self._current = name
        for row in range(self.toc.count()):
            if self.toc.item(row).data(_SPEC_ROLE) == name:
                self.toc.blockSignals(True)
                self.toc.setCurrentRow(row)
                self.toc.blockSignals(False)
        self._update_header()
        widget.activated()
        self.screenChanged.emit(name)

    def _on_toc_changed(self, item, _previous) -> None:
        if item is not None and item.data(_SPEC_ROLE):
            self.show_screen(item.data(_SPEC_ROLE))

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
        if key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.go_next()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.go_back()
        else:
            super().keyPressEvent(event)

    # Reset and language -----------------------------------------------------
    def reset_all(self) -> None:
        self.ctx.model.reset()
        screen = self.current_screen()
        if screen is not None:
            screen.reset()

    def set_language(self, lang: str) -> None:
        effective = i18n.set_language(lang)
        if self.ctx.settings is not None:
            self.ctx.settings.set("language", lang)
        self.language_box.blockSignals(True)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(lang)))
        self.language_box.blockSignals(False)
        self.languageChanged.emit(effective)

    def _on_language_box(self, index: int) -> None:
        self.set_language(self.language_box.itemData(index))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("SpecLab — speculative decoding"))
        self.back_button.setText(self.tr("◀ Back"))
        self.back_button.setToolTip(self.tr("Previous screen (Left arrow or Page Up)"))
        self.next_button.setText(self.tr("Next ▶"))
        self.next_button.setToolTip(self.tr("Next screen (Right arrow or Page Down)"))
        self.reset_button.setText(self.tr("Reset all"))
        self.reset_button.setToolTip(self.tr("Restore every value on this screen (Alt+R)"))
        self.language_box.setToolTip(self.tr("Language of the interface"))
        self.language_box.setAccessibleName(self.tr("Language"))
        self.toc.setAccessibleName(self.tr("Table of contents"))
        self._retranslate_toc()
        self._update_header()

    def _update_header(self) -> None:
        if self._current is None:
            return
        spec = self.spec(self._current)
        self.title_label.setText(spec.translated_title())
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

