"""Where a scrolled page stops: its top edge never cuts a line of text in half.

A teacher pauses a screen that the app has scrolled (a projector, larger text, 1024x768) and projects
whatever the top edge shows. Scrolled "just enough", the Lab showed the upper half of «Mejor ventana:
k = 16 …» (round 81); the real-models lab, once its texts changed height mid-run, the lower half of
«k = 7, puesta por la app…» (round 86's renders). ``uncut_top`` moves the page to the nearest edge of a
text that cuts nothing; ``TopEdgeKeeper`` does it again whenever the page is laid out anew while the app,
not the user, holds the scroll.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

# What reads as a line of text: a text field or combo too (the projector's real-models lab showed the lower
# half of the «El texto empieza por» field).
TEXTS = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)


def uncut_top(area: QScrollArea, root: QWidget, kept: list[QWidget]) -> None:
    """Move ``area``'s page so its top edge cuts none of ``root``'s texts: to the nearest edge of a text
    that cuts nothing, with all of ``kept`` in view where it can be, else its top."""
    bar, page = area.verticalScrollBar(), area.widget()
    if bar.value() == 0 or page is None or not kept:
        return

    def span(w: QWidget) -> tuple[int, int]:
        return w.mapTo(page, QPoint(0, 0)).y(), w.mapTo(page, QPoint(0, w.height())).y()

    spans = [span(w) for w in kept]
    need_top, need_bottom = min(a for a, _b in spans), max(b for _a, b in spans)
    texts = [span(w) for w in root.findChildren(QWidget) if isinstance(w, TEXTS) and w.isVisible()]
    top = bar.value()
    if not any(upper < top < lower for upper, lower in texts):
        return
    # Every edge of a text is a place the page could stop. Stepping past one text at a time cut the one
    # beside it in the other column (the real-models lab on a projector).
    stops = {min(max(0, edge), bar.maximum()) for span_ in texts for edge in span_}
    uncut = [v for v in stops if not any(upper < v < lower for upper, lower in texts) and v <= need_top]
    whole = [v for v in uncut if need_bottom <= v + area.viewport().height()]
    best = whole or uncut
    if best:
        bar.setValue(min(best, key=lambda v: abs(v - top)))


class TopEdgeKeeper(QObject):
    """After the app scrolled ``root``'s page (``hold``), keep its top edge uncut while the page changes
    height or is laid out anew (a text that grows above the edge, a panel that shrinks below it and pulls
    the scroll back), until the user scrolls by hand."""

    def __init__(self, root: QWidget) -> None:
        super().__init__(root)
        self.root = root
        self.kept: list[QWidget] = []
        self._area: QScrollArea | None = None
        self._timer = QTimer(self, singleShot=True, interval=0)  # after the new layout, once per turn
        self._timer.timeout.connect(self._recut)
        root.installEventFilter(self)  # the screen's own layout, as well as the page's

    def hold(self, area: QScrollArea, kept: list[QWidget]) -> None:
        self.kept = kept
        if area is not self._area:
            if self._area is not None:
                self._unwatch(self._area)
            self._area = area
            bar = area.verticalScrollBar()
            bar.rangeChanged.connect(self.soon)
            bar.actionTriggered.connect(self.release)  # the user's own scroll: wheel, keys, the bar
            if area.widget() is not None:
                area.widget().installEventFilter(self)

    def _unwatch(self, area: QScrollArea) -> None:
        bar = area.verticalScrollBar()
        bar.rangeChanged.disconnect(self.soon)
        bar.actionTriggered.disconnect(self.release)
        if area.widget() is not None:
            area.widget().removeEventFilter(self)

    def release(self, *_args) -> None:
        self.kept = []

    def soon(self, *_args) -> None:
        if self.kept:
            self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.soon()
        return False

    def _recut(self) -> None:
        if self._area is None or not self.root.isVisible():
            return
        kept = [w for w in self.kept if w.isVisible()]
        uncut_top(self._area, self.root, kept)
