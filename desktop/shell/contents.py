"""The table of contents beside every screen: the screens in their order,
under a bold title for each part (Lesson, Practice, Reference), every screen
numbered within its part, as the header counts it («Pantalla 5 de 11» in the
lesson, «Práctica 1 de 6» after it).

Choosing an entry asks for its screen (``chosen``); the window answers with
``select`` once the screen is shown, so the list never moves by itself. Arrow
keys walk the list: the screen follows while focus stays in the list.

A button above the list folds the column to a narrow strip (``☰ Contents``),
so a lab gets the width back on a projector. The learner's choice is kept in
the settings; until there is one, the column starts folded in a window
narrower than NARROW_PX, where the labs need every pixel. Larger text (projector
mode's 18 px, or a bigger text size) needs the pixels sooner, so the width that
folds grows with the text. Since blind review 11 a 1280x800 screen starts folded too:
the labs' charts and texts were the back row's hardest screens there, and the column
took 230 px of their width; one click (remembered) brings it back. Since blind review 28 a
1366x768 laptop starts folded as well: with the column open its labs were narrower than at 1280.
Since blind review 31 projector mode starts folded at any width: on a 1920x1080 projector the column
took 18 % of the width from text the back row could barely read, and a class follows the teacher, who
moves on with «Siguiente», not by the list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QPushButton, QWidget

from desktop import theme
from desktop.classroom.toc import TocColumn
from desktop.screens import registry

SPEC_ROLE = Qt.ItemDataRole.UserRole + 1  # an entry's screen name (None on a part's title)
_GROUP_ROLE = Qt.ItemDataRole.UserRole  # a part's title: its group
SETTING = "contents_collapsed"  # the learner's own choice; absent until they make one
NARROW_PX = 1400  # without a choice, a window narrower than this starts with the column folded (1280 and 1366 included)


def folds_by_default(window_width: int) -> bool:
    """Whether the column starts folded when the learner has not chosen."""
    return window_width > 0 and (theme.current().name == "projector" or window_width < fold_below())


def fold_below() -> int:
    """NARROW_PX for the text now shown: scaled by how much larger the smallest
    text is than the normal 14 px (1540 px in projector mode, 1780 px at 150 %)."""
    return int(round(NARROW_PX * theme.min_pt() / theme.NORMAL_MIN_POINT_SIZE))


class Contents(QObject):
    chosen = Signal(str, bool)  # the screen's name; whether its title should take focus
    collapsedChanged = Signal(bool)  # the column was folded (True) or opened: its width changed

    def __init__(self, specs: list[registry.ScreenSpec], parent: QWidget,
                 retitle: Callable[[registry.ScreenSpec, str], str] | None = None, settings=None) -> None:
        """``retitle`` may change an entry's title (the review's "Review (3)"); ``settings``
        keeps the learner's choice to fold the column."""
        super().__init__(parent)
        self._specs = specs
        self.retitle = retitle
        self._settings = settings
        self.column = TocColumn(parent)
        self.toc = self.column.toc
        self.toggle = QPushButton(self.column)
        self.toggle.setObjectName("tocToggle")
        self.toggle.clicked.connect(lambda: self.set_collapsed(not self.collapsed, remember=True))
        self.column.layout().insertWidget(0, self.toggle)
        self.column.layout().addStretch(0)  # folded, the button stays at the top, not the middle
        self._chosen = settings is not None and settings.contains(SETTING)
        if self._chosen:
            self._apply(settings.get_bool(SETTING, False))
        self.toc.setObjectName("tableOfContents")
        self.toc.setWordWrap(True)
        self.toc.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.toc.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toc.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-wrap titles when the width changes
        self.toc.currentItemChanged.connect(self._on_current)
        self._populate()

    def _populate(self) -> None:
        self.toc.blockSignals(True)
        self.toc.clear()
        last_group = None
        for spec in self._specs:
            if spec.group != last_group:
                header = QListWidgetItem(self.toc)
                header.setFlags(Qt.ItemFlag.NoItemFlags)
                header.setData(SPEC_ROLE, None)
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                header.setData(_GROUP_ROLE, spec.group)
                last_group = spec.group
            item = QListWidgetItem(self.toc)
            item.setData(SPEC_ROLE, spec.name)
        self.toc.blockSignals(False)

    def entries(self) -> list[tuple[str | None, str]]:
        """(screen name or None for a part's title, text) of every row, top to bottom."""
        return [(self.toc.item(r).data(SPEC_ROLE), self.toc.item(r).text()) for r in range(self.toc.count())]

    def retranslate(self, window_width: int) -> None:
        by_name = {s.name: s for s in self._specs}
        # Every screen numbered, not only the lesson's: after «11 de 11» nine screens more followed
        # with no number, and readers could not tell where they were (review 49, and 46–48).
        # Counted within each part, as the header counts them («Pantalla 11 de 11», «Práctica 1 de 6»).
        index = 0
        for row in range(self.toc.count()):
            item = self.toc.item(row)
            name = item.data(SPEC_ROLE)
            if name is None:
                index = 0
                group = item.data(_GROUP_ROLE)
                item.setText(QCoreApplication.translate("Screens", registry.GROUP_TITLES.get(group, group)))
                continue
            spec = by_name[name]
            title = spec.translated_short()
            index += 1
            title = f"{index}. {title}"
            if self.retitle is not None:
                title = self.retitle(spec, title)
            item.setText(title)
        self._label_toggle()
        self.fit(window_width)

    # Folding ---------------------------------------------------------------------------
    @property
    def collapsed(self) -> bool:
        return self.column.collapsed

    def set_collapsed(self, on: bool, remember: bool = False) -> None:
        """Fold or open the column; ``remember`` keeps it as the learner's choice."""
        if remember:
            self._chosen = True
            if self._settings is not None:
                self._settings.set(SETTING, bool(on))
        if bool(on) != self.collapsed:
            self._apply(bool(on))
            self.collapsedChanged.emit(self.collapsed)

    def _apply(self, on: bool) -> None:
        had_focus = self.toc.hasFocus()
        self.column.collapsed = on
        self.toc.setVisible(not on)
        if on:
            self.column.more.hide()  # nothing is below a fold that hides the whole list
        self._label_toggle()
        self._size_toggle()
        self.column.update_cue()
        if had_focus and on:
            self.toggle.setFocus(Qt.FocusReason.OtherFocusReason)  # the list it was in is gone

    def _label_toggle(self) -> None:
        if self.collapsed:
            self.toggle.setText(QCoreApplication.translate("Contents", "☰\nContents"))
            self.toggle.setAccessibleName(QCoreApplication.translate("Contents", "Show the table of contents"))
        else:
            self.toggle.setText(QCoreApplication.translate("Contents", "◀ Hide contents"))
            self.toggle.setAccessibleName(QCoreApplication.translate("Contents", "Hide the table of contents"))
        self.toggle.setToolTip(self.toggle.accessibleName())

    def _size_toggle(self) -> None:
        if self.collapsed:
            self.toggle.setFixedWidth(self.toggle.sizeHint().width())
        else:
            self.toggle.setFixedWidth(max(self.toc.width(), self.toggle.sizeHint().width()))

    def restore(self, window_width: int) -> None:
        """Fold as the settings say now (a kiosk forgets its visitor's choice), or by the width."""
        self._chosen = self._settings is not None and self._settings.contains(SETTING)
        on = self._settings.get_bool(SETTING, False) if self._chosen else folds_by_default(window_width)
        if on != self.collapsed:
            self._apply(on)
            self.collapsedChanged.emit(self.collapsed)

    def width_used(self) -> int:
        """The column's width beside the screens: the list's, or the folded strip's."""
        return self.toggle.width() if self.collapsed else self.toc.width()

    def focus_target(self) -> QWidget:
        """Where the keyboard starts: the list, or the button that opens it."""
        return self.toggle if self.collapsed else self.toc

    def fit(self, window_width: int) -> None:
        folded = folds_by_default(window_width)
        if not self._chosen and window_width > 0 and folded != self.collapsed:
            self._apply(folded)
            self.collapsedChanged.emit(self.collapsed)
        # Wide enough for the longest title, but never more than 18 % of
        # the window: long titles and large text wrap instead of crowding the screen.
        natural = max(180, self.toc.sizeHintForColumn(0) + 28)
        limit = max(180, int(window_width * 0.18)) if window_width > 0 else natural
        width = min(natural, limit)
        if width != self.toc.width():
            self.toc.setFixedWidth(width)
            self.column.more.setFixedWidth(width)
            self.toc.doItemsLayout()  # wrap the titles for the new width now
        self._size_toggle()
        self.column.update_cue()

    def select(self, name: str) -> None:
        """Mark ``name`` as the current entry without asking for it again."""
        for row in range(self.toc.count()):
            if self.toc.item(row).data(SPEC_ROLE) == name:
                self.toc.blockSignals(True)
                self.toc.setCurrentRow(row)
                self.toc.blockSignals(False)

    def settle(self) -> None:
        """From the top, the current entry in view: the same list whether the
        window is fresh or has just been reset (a current row set before the
        first layout would otherwise leave it scrolled by whatever the list guessed then)."""
        self.toc.scrollToTop()
        item = self.toc.currentItem()
        if item is not None:
            self.toc.scrollToItem(item)

    def _on_current(self, item, _previous) -> None:
        if item is None or not item.data(SPEC_ROLE):
            return
        # Arrow keys walk the contents: the screen follows, focus stays here.
        in_toc = self.toc.hasFocus()
        self.chosen.emit(item.data(SPEC_ROLE), not in_toc)
        if in_toc and not self.toc.hasFocus():
            self.toc.setFocus(Qt.FocusReason.OtherFocusReason)
