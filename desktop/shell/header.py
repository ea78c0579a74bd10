"""The header above every screen: its title, the lesson's step counter,
Back/Next, the language switch, Reset screen and the Options menu's button.

It lays itself out for the room the window gives it: title and controls on
one row when they fit, else the title above; when even a row of their own is
too narrow, the controls go compact (arrows, "ES"), and at the narrowest the
step counter gets a row of its own. The window never grows for the header.

Its texts keep the translation context "MainWindow", where they were
translated before the shell was split (the teacher's kit quotes them there).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from desktop import i18n
from desktop.screens.registry import GROUP_TITLES
from desktop.widgets import a11y


@dataclass(frozen=True)
class Place:
    """Where the learner is, as the header shows it (titles already translated)."""

    title: str
    step: tuple[int, int] | None = None  # (this screen, screens of its part), in the order «Next» follows
    can_go_back: bool = False
    next_title: str | None = None  # None on the last screen
    next_leaves_group: bool = False  # the next screen is in another part (lesson → labs)
    part: str | None = None  # the part the step counts in («Práctica»), translated; None: «Screen» (the lesson)


SPACING = 8  # between the header's rows and columns, as between the window's header, notice and screen


class Header(QWidget):
    backRequested = Signal()
    nextRequested = Signal()
    resetRequested = Signal()
    languageChosen = Signal(str)

    def __init__(self, room: Callable[[], int], parent: QWidget | None = None) -> None:
        """``room``: the width the window can give the header now."""
        super().__init__(parent)
        self._room = room
        self.place: Place | None = None
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("backButton")
        self.back_button.clicked.connect(self.backRequested)
        # The screen's title is a heading, and focus lands on it after a
        # screen change so a screen reader says where the learner is.
        self.title_label = a11y.HeadingLabel("", self)
        self.title_label.setObjectName("screenTitle")
        self.title_label.setWordWrap(True)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("stepLabel")
        # Two short lines, «Pantalla» over «8 de 20»; on one line it pushed the buttons to a second row.
        # Every screen counts, as the contents number them: «11 de 11» followed by nine screens with no
        # counter left readers lost (reviews 46-49). No «paso»: that word is the draft's (docs/estilo.md).
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextButton")
        self.next_button.clicked.connect(self.nextRequested)
        self.language_box = QComboBox(self)
        self.language_box.setObjectName("languageBox")
        self.language_box.addItem("Español", "es")
        self.language_box.addItem("English", "en")
        self.language_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.language_box.currentIndexChanged.connect(
            lambda index: self.languageChosen.emit(self.language_box.itemData(index)))
        # Its visible label: a screen reader links the two (on Linux a combo's
        # name is its value, "Español"; the label says what it is for).
        self.language_label = QLabel(self)
        self.language_label.setObjectName("languageLabel")
        self.language_label.setBuddy(self.language_box)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetAllButton")
        self.reset_button.clicked.connect(self.resetRequested)
        self.options_button = QToolButton(self)
        self.options_button.setObjectName("optionsButton")
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.controls = QWidget(self)
        controls = QHBoxLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addWidget(self.back_button)
        controls.addWidget(self.next_button)
        controls.addSpacing(12)
        controls.addWidget(self.language_label)
        controls.addWidget(self.language_box)
        controls.addWidget(self.reset_button)
        controls.addWidget(self.options_button)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        # The spacing of the column the header sits in (a layout of its own
        # widget would take the style's, smaller, instead).
        self._grid.setSpacing(SPACING)
        self.arrangement: tuple[bool, bool, bool] | None = None  # (wide, compact, narrow)
        self.language_in_menu_only = False

    def focus_chain(self) -> list[QWidget]:
        """The header's controls in their reading order, for the window's Tab order."""
        return [self.title_label, self.back_button, self.next_button, self.language_box,
                self.reset_button, self.options_button]

    def show_language(self, code: str) -> None:
        """Show ``code`` in the switch without asking for it again."""
        self.language_box.blockSignals(True)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(code)))
        self.language_box.blockSignals(False)

    # What it says -------------------------------------------------------------------
    def retranslate(self) -> None:
        self.back_button.setToolTip(
            QCoreApplication.translate("MainWindow", "Previous screen (Left arrow or Page Up)"))
        self.back_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Previous screen"))
        # It resets this screen's values, not the progress ("Start over…" in
        # the menu does that): the name says so, beside a screen's own "Reset".
        self.reset_button.setToolTip(QCoreApplication.translate(
            "MainWindow", "Put every value on this screen back to its start (Alt+R). "
                          "Your progress, review cards and challenges stay."))
        self.language_box.setToolTip(QCoreApplication.translate("MainWindow", "Language of the interface"))
        self.language_box.setAccessibleName(QCoreApplication.translate("MainWindow", "Language"))
        self.language_label.setText(QCoreApplication.translate("MainWindow", "Language"))
        self.options_button.setToolTip(
            QCoreApplication.translate("MainWindow", "Projector mode, text size, language, export and your progress"))
        self.options_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Menu"))
        self.show_place(self.place)

    def show_place(self, place: Place | None) -> None:
        self.place = place
        if place is None or place.next_title is None:
            self.next_button.setToolTip(
                QCoreApplication.translate("MainWindow", "Next screen (Right arrow or Page Down)"))
            self.next_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Next screen"))
        if place is not None:
            self.title_label.setText(place.title)
            if place.step is not None and place.part is not None:
                self.step_label.setText(i18n.fill(QCoreApplication.translate("MainWindow", "%1\n%2 of %3"),
                                                  place.part, str(place.step[0]), str(place.step[1])))
            elif place.step is not None:
                self.step_label.setText(i18n.fill(QCoreApplication.translate("MainWindow", "Screen\n%1 of %2"),
                                                  str(place.step[0]), str(place.step[1])))
            else:
                self.step_label.setText("")
            self.back_button.setEnabled(place.can_go_back)
            self.next_button.setEnabled(place.next_title is not None)
            if place.next_title is not None:
                self.next_button.setToolTip(
                    i18n.fill(QCoreApplication.translate("MainWindow", "Next screen: %1 (Right arrow or Page Down)"),
                              place.next_title))
                self.next_button.setAccessibleName(
                    i18n.fill(QCoreApplication.translate("MainWindow", "Next screen: %1"), place.next_title))
        self.relayout(force=True)  # the next button's text may have changed width

    def show_words(self, compact: bool, name_next: bool = False) -> None:
        # Compact: arrows and a short language code, for large text on a
        # narrow screen; the accessible names keep the full words.
        self.back_button.setText("◀" if compact else QCoreApplication.translate("MainWindow", "◀ Back"))
        # Leaving the lesson (or the labs), the button names where it goes:
        # after "Step 11 of 11" a bare "Next" would not say the Lab comes.
        place = self.place
        if name_next and place is not None and place.next_leaves_group and place.next_title is not None:
            wide = i18n.fill(QCoreApplication.translate("MainWindow", "%1 ▶"), place.next_title)
        else:
            wide = QCoreApplication.translate("MainWindow", "Next ▶")
        self.next_button.setText("▶" if compact else wide)
        # A gear, not a second ☰: «☰ Índice» beside «☰ Menú» read as two ways to the same place (reviews 11-13).
        self.options_button.setText("⚙" if compact else QCoreApplication.translate("MainWindow", "⚙ Menu"))
        self.language_box.setItemText(0, "ES" if compact else "Español")
        self.language_box.setItemText(1, "EN" if compact else "English")
        # In the one-row arrangement without the language switch, the short word: the
        # tooltip and the accessible name keep the whole meaning.
        self.reset_button.setText(QCoreApplication.translate("MainWindow", "Reset") if self.language_in_menu_only
                                  else QCoreApplication.translate("MainWindow", "Reset screen"))
        self.reset_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Reset screen"))
        # Compact, the label goes out of sight; the link to it stays for screen readers.
        self.language_label.setVisible(not compact and not self.language_in_menu_only)
        self.language_box.setVisible(not self.language_in_menu_only)
        self.controls.layout().invalidate()

    def _widest_step(self) -> int:
        """The width of the longest step counter, shown or not: the arrangement must not depend on
        the screen (review 23: on a projector the lesson steps hid the language switch and the labs,
        with no counter, kept it, so the buttons changed between screens)."""
        lines = i18n.fill(QCoreApplication.translate("MainWindow", "Screen\n%1 of %2"), "88", "88").split("\n")
        for part in GROUP_TITLES.values():
            lines += i18n.fill(QCoreApplication.translate("MainWindow", "%1\n%2 of %3"),
                               QCoreApplication.translate("Screens", part), "88", "88").split("\n")
        metrics = self.step_label.fontMetrics()
        margins = self.step_label.contentsMargins()
        return max(metrics.horizontalAdvance(line) for line in lines) + margins.left() + margins.right()

    # How it sits --------------------------------------------------------------------
    def relayout(self, force: bool = False) -> None:
        """Title and controls on one row when they fit, else the title above;
        when even a row of their own is too narrow, the controls go compact."""
        avail = self._room()
        # Measuring puts the wide texts in the current arrangement for a moment; at
        # 150-200 % that arrangement's minimum grew a 1024-px window to ~1155 px, and
        # Qt never shrinks a window back. Capping the controls' width while measuring
        # keeps the window where it is (sizeHint still reports the wide width).
        self.controls.setMaximumWidth(max(1, self.controls.width()))
        was_in_menu = self.language_in_menu_only
        self.language_in_menu_only = False  # measured with the switch in the row
        try:
            self.show_words(False)
            widest = self._widest_step() + 12
            # Every step counts as the widest counter («paso 10 de 11» is one digit longer: steps 10 and
            # 11 alone took two rows, review 17); a screen without a counter counts none.
            step = widest if self.step_label.text() else 0
            need = self.controls.sizeHint().width()
            # The title's share: 0,27 of the row keeps every lesson step on one row at 1280x800
            # (0,3 sent steps 10 and 11, one digit longer, to two rows: the header jumped, review 17);
            # a long title wraps onto two lines instead.
            title_room = max(260, int(avail * 0.27))
            # At 1024x768 the controls took a second row (~45 px of every screen, reviews 18-21).
            # The language switch is also in the menu: without it here the title gets its share,
            # wrapping onto two lines at most for most titles. Decided on the room and the widest
            # step counter, never the title or this screen's counter, so the same buttons show on
            # every screen (review 23: on a projector the steps hid the switch and the labs kept it).
            # Only while the menu shows: the kiosk hides it, and the switch would be gone.
            if avail - need - widest < title_room and not self.options_button.isHidden():
                self.language_in_menu_only = True
                self.show_words(False)
                if avail - self.controls.sizeHint().width() - widest < title_room:
                    # Hiding it does not win the row: the controls get a row of their own, with it.
                    self.language_in_menu_only = False
                    self.show_words(False)
            # One row or two: this screen's own counter (a lab has none, and keeps its one row).
            wide = avail - self.controls.sizeHint().width() - step >= title_room
            # The next button names where it goes (leaving the lesson, «Laboratorio ▶») only where that fits
            # the arrangement chosen with the plain «Siguiente ▶»: on the challenge screen its longer name
            # hid the language switch there alone (review 23). The tooltip names the place anyway.
            need = self.controls.sizeHint().width()
            self.show_words(False, name_next=True)
            named = self.controls.sizeHint().width()
            if (avail - named - step < title_room) if wide else (named > avail):
                self.show_words(False)
            else:
                need = named
            # Not wide, the controls get a row of their own (the step counter sits beside the title):
            # they go compact only when that row is too narrow for them. Counting the counter too made
            # steps 10 and 11 («Paso 10 de 11», one digit longer) drop to «◀ ▶ ES ☰» at 1024x768 on a
            # projector while every other step kept its words (reviews 10 and 13).
            compact = need > avail
            if compact:
                self.show_words(True)
                need = self.controls.sizeHint().width()
        finally:
            self.controls.setMaximumWidth(16777215)
        # Narrow: even compact, the step counter and the buttons do not share
        # a row, so the counter gets its own (the window never grows for them).
        narrow = compact and need + step > avail
        state = (wide, compact, narrow)
        if state == self.arrangement and was_in_menu == self.language_in_menu_only and not force:
            return
        self.arrangement = state
        grid = self._grid
        for w in (self.title_label, self.step_label, self.controls):
            grid.removeWidget(w)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if wide:
            grid.addWidget(self.title_label, 0, 0)
            grid.addWidget(self.step_label, 0, 1, right)
            grid.addWidget(self.controls, 0, 2, right)
        elif not narrow:
            # The step counter beside the title, the controls on a row of their own:
            # a row holding both would set the window's minimum width (a 1024-px
            # screen then grew the window it was sized for).
            grid.addWidget(self.title_label, 0, 0, 1, 2)
            grid.addWidget(self.step_label, 0, 2, right)
            grid.addWidget(self.controls, 1, 0, 1, 3, right)
        else:
            grid.addWidget(self.title_label, 0, 0, 1, 3)
            grid.addWidget(self.step_label, 1, 0, 1, 3, right)
            grid.addWidget(self.controls, 2, 0, 1, 3, right)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 0)
        grid.setColumnStretch(2, 0)


def place_of(specs: list, name: str) -> Place:
    """Where the screen ``name`` sits among ``specs`` (registry.ScreenSpec), titles translated now."""
    names = [s.name for s in specs]
    i = names.index(name)
    after = specs[i + 1] if i + 1 < len(specs) else None
    group = [s.name for s in specs if s.group == specs[i].group]
    # The lesson's steps keep «Pantalla»: its texts send the learner to «la pantalla 5» (review 46 read
    # «Lección 3 de 11» beside «pantalla 2» as two names).
    part = GROUP_TITLES.get(specs[i].group) if specs[i].group != "lesson" else None
    return Place(
        title=specs[i].translated_title(),
        # Every screen has a number (review 49: after «11 de 11» nine followed with none), counted
        # within its part, under the contents' title for the part: «Pantalla 11 de 20» beside «Aquí
        # acaba la lección guiada» read as nine screens of lesson still to come (reviews 46-59).
        step=(group.index(name) + 1, len(group)),
        part=QCoreApplication.translate("Screens", part) if part is not None else None,
        can_go_back=i > 0,
        next_title=after.translated_title() if after is not None else None,
        next_leaves_group=after is not None and after.group != specs[i].group,
    )
