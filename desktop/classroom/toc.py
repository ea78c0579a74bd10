"""The table of contents: a word-wrapped list that always shows where it ends.

When the list is taller than the window (large text, projector), its last
entries sit below the fold with only a thin scroll bar to say so. A button
under the list names how many entries are hidden and scrolls to them.

(Neither the list nor its items take side padding in the style sheet: Qt
measures a wrapped row for the width minus the list's padding but paints it
at the full width, and the other way round for an item's padding, so a title
was measured for two lines and painted on one (a blank gap under it) or
measured for two and painted on three (its end cut off). The margin at the
left is a viewport margin, which both see.)
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QListWidget, QPushButton, QVBoxLayout, QWidget

from desktop import i18n


class TableOfContents(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewportMargins(5, 0, 0, 0)  # the same width for measuring and painting a row

    def hidden_below(self) -> int:
        """How many selectable entries lie wholly or partly below the visible part."""
        bottom = self.viewport().height()
        count = 0
        for row in range(self.count()):
            item = self.item(row)
            if item.isHidden() or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
                continue
            if self.visualItemRect(item).bottom() > bottom:
                count += 1
        return count


class TocColumn(i18n.Retranslatable, QWidget):
    """The list and, under it, the cue for what is below the fold. Folded
    (``collapsed``), the column keeps only what the shell puts above the list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.collapsed = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.toc = TableOfContents(self)
        self.more = QPushButton(self)
        self.more.setObjectName("tocMoreButton")
        self.more.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the list itself scrolls with the keys
        self.more.clicked.connect(self.toc.scrollToBottom)
        self.more.hide()
        layout.addWidget(self.toc, 1)
        layout.addWidget(self.more, 0)
        bar = self.toc.verticalScrollBar()
        bar.valueChanged.connect(self.update_cue)
        bar.rangeChanged.connect(self.update_cue)

    def update_cue(self, *_args) -> None:
        n = 0 if self.collapsed else self.toc.hidden_below()
        if n:
            full = self.tr("▼ %n more below", "", n)
            self.more.setAccessibleName(full)
            self.more.setText(full)
            if self.more.sizeHint().width() > self.more.width():
                self.more.setText(f"▼ {n}")  # very large text: the count alone; the name keeps the words
        if self.more.isVisible() != (n > 0):
            self.more.setVisible(n > 0)
            item = self.toc.currentItem()
            # The cue took room from the list: bring the current entry back only if
            # it is now cut (scrolling when it is in view would make a fresh window
            # and a reset one differ).
            if n and item is not None and not self.toc.viewport().rect().contains(self.toc.visualItemRect(item)):
                self.toc.scrollToItem(item)

    def retranslate(self) -> None:
        # The cue is the only text worded here.
        self.update_cue()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.settle)

    def settle(self) -> None:
        """After a relayout: the list from the top with the current entry in view. A
        current row set before the first layout leaves the list scrolled by whatever
        it guessed then; a fresh window and a reset one must show the same list."""
        self.toc.scrollToTop()
        item = self.toc.currentItem()
        if item is not None:
            self.toc.scrollToItem(item)
        self.update_cue()
