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


def uncut_top(area: QScrollArea, root: QWidget, kept: list[QWidget], slack: int = 0) -> None:
    """Move ``area``'s page so its top edge cuts none of ``root``'s texts: to the nearest edge of a text
    that cuts nothing with all of ``kept`` in view. Where none has, ``kept`` may lose up to ``slack`` px at
    its foot, else it stays whole and the cut stays; where ``kept`` is taller than the window, its top stays in
    view."""
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
    height = area.viewport().height()
    whole = [v for v in uncut if need_bottom <= v + height]
    if not whole and need_bottom - need_top <= height:
        # ``kept`` could show whole: give up at most ``slack`` px of its foot for an uncut top (the real-models
        # pages' frame on a projector may), never more (the verdict at the page's foot moved up 168 px, and the
        # Lab's rows lost their last chips).
        uncut = [v for v in uncut if need_bottom <= v + height + slack]
    best = whole or uncut
    if best:
        bar.setValue(min(best, key=lambda v: abs(v - top)))


class TopEdgeKeeper(QObject):
    """Places ``root``'s page (``place``: a widget in view, then another that wins, the top edge uncut) and
    keeps it placed while the page changes height or is laid out anew (a text that grows above the edge, a
    verdict that grows below it, a panel that shrinks and pulls the scroll back), until anything else moves
    the page: the user's wheel, keys or bar, or a focus change that scrolls."""

    def __init__(self, root: QWidget) -> None:
        super().__init__(root)
        self.root = root
        self._args: tuple[QWidget, int, QWidget | None] | None = None
        self._area: QScrollArea | None = None
        self._placing = False  # the value changes are ours (placing, or Qt clamping to a new range)
        self._timer = QTimer(self, singleShot=True, interval=0)  # after the new layout, once per turn
        self._timer.timeout.connect(self._again)
        root.installEventFilter(self)  # the screen's own layout, as well as the page's

    def place(self, area: QScrollArea, shown: QWidget, spare: int = 0, then: QWidget | None = None,
              slack: int = 0) -> None:
        """Scroll just enough to show ``shown`` (``spare`` px around it), then ``then``, which wins where both
        do not fit; then move the edge off any text it cuts (giving up at most ``slack`` px of their foot for
        it). Kept so until something else scrolls."""
        self._watch(area)
        self._args = (shown, spare, then, slack)
        self._placing = True
        try:
            then = then if then is not None and then.isVisible() else None  # nothing to show of a hidden part
            area.ensureWidgetVisible(shown, 0, spare)
            if then is not None:
                area.ensureWidgetVisible(then, 0, 0)
            uncut_top(area, self.root, [w for w in (shown, then) if w is not None], slack)
        finally:
            self._placing = False

    def _watch(self, area: QScrollArea) -> None:
        if area is self._area:
            return
        if self._area is not None:
            bar = self._area.verticalScrollBar()
            bar.rangeChanged.disconnect(self._range_changed)
            bar.valueChanged.disconnect(self._moved)
            if self._area.widget() is not None:
                self._area.widget().removeEventFilter(self)
        self._area = area
        bar = area.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._moved)
        if area.widget() is not None:
            area.widget().installEventFilter(self)

    def _range_changed(self, *_args) -> None:
        # Qt clamps the value right after a new range: that move is the page's, not the user's.
        self._placing = self._args is not None
        self.soon()

    def _moved(self, *_args) -> None:
        if not self._placing:
            self._args = None  # someone else scrolled: the page is theirs

    def soon(self) -> None:
        if self._args is not None:
            self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.soon()
        return False

    def _again(self) -> None:
        self._placing = False
        args = self._args
        if args is None or self._area is None or not self.root.isVisible() or not args[0].isVisible():
            return
        self.place(self._area, *args)
