"""A row of widgets that wraps onto more rows when it is narrow.

A QHBoxLayout asks for the sum of its widgets' widths, so a row of long radio
buttons or of five buttons made the whole screen wider than a 1024×768 window
leaves and it scrolled sideways. This row asks only for its widest widget and
flows the others onto the next line (it reports heightForWidth, so the
vertical layout around it gives it the height its lines need). The Tree lab
uses it too.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import QSizePolicy, QWidget


class FlowRow(QWidget):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8, line_spacing: int = 6) -> None:
        super().__init__(parent)
        self.spacing = spacing
        self.line_spacing = line_spacing
        self.widgets: list[QWidget] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def add(self, widget: QWidget) -> QWidget:
        widget.setParent(self)
        # Like a layout: shown with the row unless hidden on purpose (a child not yet
        # shown counts as hidden, and the row would measure nothing before it appears).
        if not (widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)):
            widget.show()
        self.widgets.append(widget)
        widget.installEventFilter(self)
        self.relayout()
        return widget

    # Geometry -----------------------------------------------------------------
    def _shown(self) -> list[QWidget]:
        return [w for w in self.widgets if not w.isHidden()]

    def _lines(self, width: int) -> list[list[tuple[QWidget, QSize]]]:
        lines: list[list[tuple[QWidget, QSize]]] = []
        line: list[tuple[QWidget, QSize]] = []
        x = 0
        for w in self._shown():
            hint = w.sizeHint().expandedTo(w.minimumSizeHint())
            if hint.width() > width and w.hasHeightForWidth():
                # Wider than the row (a long legend at 200 % text): a line of its own, its words wrapped.
                fitted = max(width, w.minimumSizeHint().width())
                hint = QSize(fitted, w.heightForWidth(fitted))
            step = hint.width() + (self.spacing if line else 0)
            if line and x + step > width:
                lines.append(line)
                line, x, step = [], 0, hint.width()
            line.append((w, hint))
            x += step
        if line:
            lines.append(line)
        return lines

    def _height(self, lines) -> int:
        if not lines:
            return 0
        return sum(max(h.height() for _w, h in line) for line in lines) + self.line_spacing * (len(lines) - 1)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._height(self._lines(width))

    def one_line_width(self) -> int:
        shown = self._shown()
        return sum(w.sizeHint().width() for w in shown) + self.spacing * max(0, len(shown) - 1)

    def sizeHint(self) -> QSize:
        return QSize(self.one_line_width(), self.heightForWidth(self.one_line_width()))

    def minimumSizeHint(self) -> QSize:
        widest = max((w.minimumSizeHint().width() if w.hasHeightForWidth()
                      else w.sizeHint().expandedTo(w.minimumSizeHint()).width() for w in self._shown()), default=0)
        # The height of one line: the layout around asks heightForWidth for the real one.
        tallest = max((w.sizeHint().height() for w in self._shown()), default=0)
        return QSize(widest, tallest)

    def line_count(self) -> int:
        return len(self._lines(self.width()))

    def _place(self) -> None:
        y = 0
        for line in self._lines(self.width()):
            x = 0
            line_h = max(h.height() for _w, h in line)
            for w, hint in line:
                w.setGeometry(QRect(x, y + (line_h - hint.height()) // 2, hint.width(), hint.height()))
                x += hint.width() + self.spacing
            y += line_h + self.line_spacing

    def relayout(self) -> None:
        self.updateGeometry()
        self._place()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def eventFilter(self, obj, event) -> bool:
        # A widget's new text, font or visibility changes the lines.
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.LayoutRequest,
                            QEvent.Type.FontChange):
            self.relayout()
        return False

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.relayout()
        return super().event(event)

