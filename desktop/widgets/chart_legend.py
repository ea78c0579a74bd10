"""A chart's legend drawn beside the plot instead of over it.

pyqtgraph's LegendItem sits inside the data area, where a curve can run under
it (the Lab's curve did, near α ≈ 0.7). This one is an ordinary widget in the
layout: line samples keep the curve's pen (dash patterns included, so colour is
never the only cue) and marker samples their shape; entries wrap onto more
lines when the chart is narrow.

It is painted, so a screen reader gets it in words: the name "Legend" and a
description that lists the entries' texts, both set again with the entries
(every chart sets its entries again when the language changes).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import theme
from desktop.widgets import legible

SAMPLE = 40  # a line sample long enough to show its dash pattern
TEXT_GAP = 6  # sample to its text
ENTRY_GAP = 18  # one entry to the next on a line


class ChartLegend(QWidget):
    """Line and marker samples with their names, wrapping onto more lines when narrow.

    ``entries`` are ``(kind, style, text)``: kind "line" with a QPen, or a marker
    with ``(QColor, shape)``, shape one of "o", "s", "d" or "star".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[tuple[str, object, str]] = []  # (kind, pen or symbol, text)
        self._rows_memo: dict[float, list[list[tuple[int, float]]]] = {}  # _rows' memory, per width
        self._line_height: float | None = None  # heightForWidth's, for the current font
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_entries(self, entries) -> None:
        self.entries = list(entries)
        self._rows_memo.clear()
        self.setAccessibleName(QCoreApplication.translate("ChartLegend", "Legend"))
        self.setAccessibleDescription("; ".join(text for _kind, _style, text in self.entries))
        self.updateGeometry()
        self.update()

    def text_font(self) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(theme.pt(11.5))
        return legible.at_least(f)

    def painted_fonts(self) -> list[QFont]:
        return [self.text_font()]

    def _rows(self, width: float) -> list[list[tuple[int, float, int]]]:
        """The entries on lines: (index, width, lines of text) of each, per row. An entry wider than the
        whole width takes a row of its own and wraps its text (at 200 % text the Lab's «con borrador:
        tiempo total (borrador gratis)» was cut at «borrador gr», round 98)."""
        # Asked for about fifteen times per slider move by the layouts (heightForWidth), for a
        # few widths: remembered per width until the entries or the font change (issue 18: speed).
        if width in self._rows_memo:
            return self._rows_memo[width]
        fm = QFontMetricsF(self.text_font())
        rows, row, x = [], [], 0.0
        for i, (_kind, _style, text) in enumerate(self.entries):
            w = SAMPLE + TEXT_GAP + fm.horizontalAdvance(text) + ENTRY_GAP
            lines = 1
            if w > width:
                w = max(1.0, width - 4)  # (drawn from x = 4)
                room = max(1.0, w - SAMPLE - TEXT_GAP)
                box = fm.boundingRect(QRectF(0, 0, room, 1e6), int(Qt.TextFlag.TextWordWrap), text)
                lines = max(1, round(box.height() / fm.height()))
            if row and x + w > width:
                rows.append(row)
                row, x = [], 0.0
            row.append((i, w, lines))
            x += w
        if row:
            rows.append(row)
        if len(self._rows_memo) > 64:
            self._rows_memo.clear()
        self._rows_memo[width] = rows
        return rows

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange, QEvent.Type.StyleChange):
            # The text's font follows the theme and the text size.
            self._rows_memo.clear()
            self._line_height = None

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if self._line_height is None:
            self._line_height = QFontMetricsF(self.text_font()).height() + 6
        return int(sum(max(lines for _i, _w, lines in row) for row in self._rows(width)) * self._line_height + 4)

    def sizeHint(self) -> QSize:
        return QSize(400, self.heightForWidth(max(200, self.width())))

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(t.surface))  # one panel with the plot below it
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self.text_font()
        p.setFont(font)
        fm = QFontMetricsF(font)
        line_h = fm.height() + 6
        top = 2.0
        self.drawn_texts: list[tuple[str, QRectF, QRectF]] = []  # (text, box, ink), as last painted (tests)
        for row in self._rows(self.width()):
            x = 4.0
            y = top + line_h / 2
            for i, w, lines in row:
                kind, style, text = self.entries[i]
                if kind == "line":
                    p.setPen(style)
                    p.drawLine(QPointF(x, y), QPointF(x + SAMPLE, y))
                else:
                    color, shape = style
                    _paint_symbol(p, QPointF(x + SAMPLE / 2, y), fm.height() * 0.42, shape, color)
                p.setPen(QColor(t.text))
                box = QRectF(x + SAMPLE + TEXT_GAP, top, w - SAMPLE - TEXT_GAP, line_h * lines)
                flags = (Qt.AlignmentFlag.AlignVCenter if lines == 1 else Qt.AlignmentFlag.AlignTop) \
                    | Qt.TextFlag.TextWordWrap
                self.drawn_texts.append((text, box, p.boundingRect(box, flags, text)))
                p.drawText(box, flags, text)
                x += w
            top += line_h * max(lines for _i, _w, lines in row)
        p.end()


def _paint_symbol(p: QPainter, c: QPointF, r: float, shape: str, color: QColor) -> None:
    p.setPen(QPen(QColor("#000000"), 1.5))
    p.setBrush(color)
    if shape == "o":
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.drawEllipse(c, r, r)
    elif shape == "s":
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.6, r * 1.2, r * 1.2))
    elif shape == "d":
        p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r * 1.2), QPointF(c.x() + r, c.y()),
                                 QPointF(c.x(), c.y() + r * 1.2), QPointF(c.x() - r, c.y())]))
    else:
        path = QPainterPath()
        for k in range(10):
            rr = r * 1.25 if k % 2 == 0 else r * 0.5
            a = -math.pi / 2 + k * math.pi / 5
            pt = QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
            path.moveTo(pt) if k == 0 else path.lineTo(pt)
        path.closeSubpath()
        p.drawPath(path)
