"""The Options menu: projector mode, text size, language, the exports, the
achievement card, and "continue" / "start over" for a self-learner.

The menu only says what was chosen (its signals); the window decides. Before
it opens, the window tells it what is possible now (``MenuState``): an export
needs a chart, the card a passed quiz. Texts keep the translation context
"MainWindow" (see ``desktop.shell.header``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from desktop import theme
from desktop.settings import FONT_SCALE_RANGE

# The menu's text sizes: 25 % apart across the range --font-scale accepts (100, 125 ... 200).
FONT_SCALES = tuple(range(FONT_SCALE_RANGE[0], FONT_SCALE_RANGE[1] + 1, 25))
LANGUAGES = (("es", "Español"), ("en", "English"))
EXPORTS = ("png", "svg", "csv")


@dataclass(frozen=True)
class MenuState:
    """What the menu shows ticked and what it allows, as the window sees it."""

    projector: bool = False
    font_percent: int = 100
    language: str = "es"
    can_export: bool = False
    can_save_card: bool = False
    can_continue: bool = False
    can_start_over: bool = False


class OptionsMenu(QMenu):
    projectorToggled = Signal(bool)
    fontScaleChosen = Signal(int)
    languageChosen = Signal(str)
    exportChosen = Signal(str)
    cardChosen = Signal()
    continueChosen = Signal()
    startOverChosen = Signal()

    def __init__(self, parent: QWidget | None = None, add_more: Callable[[QMenu], None] | None = None) -> None:
        """``add_more`` adds other areas' actions after the card (the teacher's kit)."""
        super().__init__(parent)
        self.setObjectName("optionsMenu")
        self.projector_action = QAction(self)
        self.projector_action.setCheckable(True)
        self.projector_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.projector_action.toggled.connect(self.projectorToggled)
        self.addAction(self.projector_action)

        self.font_menu = self.addMenu("")
        self._font_group = QActionGroup(self)
        self.font_actions: dict[int, QAction] = {}
        for pct in FONT_SCALES:
            action = QAction(f"{pct} %", self.font_menu)
            action.setCheckable(True)
            action.setData(pct)
            action.triggered.connect(lambda _checked=False, p=pct: self.fontScaleChosen.emit(p))
            self._font_group.addAction(action)
            self.font_menu.addAction(action)
            self.font_actions[pct] = action
        self.language_menu = self.addMenu("")
        self._language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            action = QAction(name, self.language_menu)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, c=code: self.languageChosen.emit(c))
            self._language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.addSeparator()
        self.export_actions: dict[str, QAction] = {}
        for kind in EXPORTS:
            action = QAction(self)
            action.triggered.connect(lambda _checked=False, k=kind: self.exportChosen.emit(k))
            self.addAction(action)
            self.export_actions[kind] = action
        self.card_action = QAction(self)
        self.card_action.triggered.connect(self.cardChosen)
        self.addAction(self.card_action)
        if add_more is not None:
            add_more(self)

        self.addSeparator()
        self.continue_action = QAction(self)
        self.continue_action.triggered.connect(self.continueChosen)
        self.addAction(self.continue_action)
        self.start_over_action = QAction(self)
        self.start_over_action.triggered.connect(self.startOverChosen)
        self.addAction(self.start_over_action)

    def sync(self, state: MenuState) -> None:
        """Tick and allow what ``state`` says (the projector tick does not toggle the mode again)."""
        self.projector_action.blockSignals(True)
        self.projector_action.setChecked(state.projector)
        self.projector_action.blockSignals(False)
        for value, action in self.font_actions.items():
            action.setChecked(value == state.font_percent)
        for code, action in self.language_actions.items():
            action.setChecked(code == state.language)
        for action in self.export_actions.values():
            action.setEnabled(state.can_export)
        self.card_action.setEnabled(state.can_save_card)
        self.continue_action.setEnabled(state.can_continue)
        self.start_over_action.setEnabled(state.can_start_over)

    def disable_all(self) -> None:
        """A kiosk has no settings and no exports: nothing here works, shortcuts included."""
        for action in self.actions():
            action.setEnabled(False)

    def fit(self, available_width: int) -> None:
        """Large text must not push the menu past the screen: Qt would then
        elide its entries ("Guardar la hoja de traba…"). The menu's text
        shrinks just enough to fit, never below the normal size."""
        avail = available_width - 8
        menus = [self, self.font_menu, self.language_menu]
        font = QApplication.font()
        for menu in menus:
            menu.setFont(font)
        base = font.pointSizeF() / max(theme.current().font_scale, 1.0)
        size = font.pointSizeF()
        while self.sizeHint().width() > avail and size > base:
            size = max(base, size * 0.92)
            font.setPointSizeF(size)
            for menu in menus:
                menu.setFont(font)

    def retranslate(self) -> None:
        self.projector_action.setText(QCoreApplication.translate("MainWindow", "Projector mode (high contrast)"))
        self.font_menu.setTitle(QCoreApplication.translate("MainWindow", "Text size"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "Language"))
        png, svg = self.export_actions["png"], self.export_actions["svg"]
        png.setText(QCoreApplication.translate("MainWindow", "Save the chart as an image (PNG)…"))
        svg.setText(QCoreApplication.translate("MainWindow", "Save the chart as a drawing (SVG)…"))
        self.export_actions["csv"].setText(QCoreApplication.translate("MainWindow", "Save the chart's data (CSV)…"))
        self.export_actions["csv"].setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Numbers use a dot as the decimal point, which every spreadsheet imports reliably."))
        self.card_action.setText(QCoreApplication.translate("MainWindow", "Save my achievement card…"))
        self.continue_action.setText(QCoreApplication.translate("MainWindow", "Continue where I left off"))
        self.start_over_action.setText(QCoreApplication.translate("MainWindow", "Start over…"))
        self.setToolTipsVisible(True)


def attach(window) -> OptionsMenu:
    """Build the menu under ``window``'s Options button (a MainWindow) and
    wire each choice to the window's public method for it."""
    course = window.course
    menu = OptionsMenu(window.options_button, course.add_menu_actions if course is not None else None)
    window.options_button.setMenu(menu)
    menu.aboutToShow.connect(lambda: window.learner.sync_menu(menu))
    menu.projectorToggled.connect(window.set_projector)
    menu.fontScaleChosen.connect(window.set_font_scale)
    menu.languageChosen.connect(window.set_language)
    menu.exportChosen.connect(window.export_chart)
    menu.cardChosen.connect(window.save_achievement_card)
    menu.continueChosen.connect(window.continue_where_left)
    menu.startOverChosen.connect(window.start_over)
    window.addAction(menu.projector_action)  # the shortcut works with the menu closed
    return menu
