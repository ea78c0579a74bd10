"""The tree attention mask: which node may look at which, in one slow pass.

Rows and columns are the tree's nodes in breadth-first order (the sim's
``attention_mask``). A filled square means "row may attend to column": only
the node's ancestors and itself, so every branch is scored as if it were the
only one. The row of the node under the mouse (or selected with the
keyboard) is outlined and pointed at with triangles, and its filled squares
turn green; during a round, the last matching node's row, which is exactly
the accepted path, is outlined the same way. Hundreds of nodes are drawn as
one scaled image.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.widgets import looks
from desktop.screens.tree.state import TreeState


class MaskView(i18n.Retranslatable, QWidget):
    rowHovered = Signal(int)  # -1 when the mouse leaves the matrix

    def __init__(self, state: TreeState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attentionMask")
        self.state = state
        self.row: int | None = None  # lit from the tree
        self.hover_row: int | None = None
        self.path_row: int | None = None  # the accepted path's last node, during a round
        self._image: QImage | None = None
        self._image_key = None
        self._pixmap: QPixmap | None = None
        self._pixmap_key = None
        self._buffer = None
        self.setMouseTracking(True)
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        state.structureChanged.connect(self._on_structure)
        self.retranslate()

    # State ----------------------------------------------------------------------
    def matrix(self) -> np.ndarray:
        return self.state.mask()

    def shown_row(self) -> int | None:
        for r in (self.hover_row, self.row):
            if r is not None:
                return r
        return None

    def set_row(self, index: int) -> None:
        index = None if index is None or index < 0 else index
        if index != self.row:
            self.row = index
            self.update()

    def set_path_row(self, index: int | None) -> None:
        if index != self.path_row:
            self.path_row = index
            self.update()

    def _on_structure(self) -> None:
        self.row = self.hover_row = self.path_row = None
        self._image_key = None
        self._describe()
        self.update()

    # Geometry -------------------------------------------------------------------
    def fonts(self) -> tuple[QFont, QFont]:
        small = looks.sized(self.font(), 10.5)
        legend = looks.sized(self.font(), 10.5)
        return small, legend

    def painted_fonts(self) -> list[QFont]:
        """Every font the mask paints text with (labels, bold ancestors, legend)."""
        small, legend = self.fonts()
        bold = QFont(small)
        bold.setBold(True)
        return [small, bold, legend]

    def matrix_geometry(self) -> tuple[QRectF, float, bool, float]:
        """(matrix rect, cell size, words drawn?, legend height)."""
        n = max(1, self.state.node_count())
        small, legend = self.fonts()
        fm, lfm = QFontMetricsF(small), QFontMetricsF(legend)
        legend_h = lfm.height() * 2 + 10
        words = [v["word"] for v in self.state.nodes()]
        label_w = max((fm.horizontalAdvance(w) for w in words), default=0) + 16
        w, h = self.width() - 6.0, self.height() - legend_h - 6.0
        # Words beside rows and above columns only when each cell is tall enough for them.
        side = min(w - label_w - 14, h - label_w - 14)
        if side / n >= fm.height() * 0.95:
            return QRectF(label_w + 3, label_w + 3, side, side), side / n, True, legend_h
        margin = fm.horizontalAdvance("00") + 14
        side = min(w - margin - 14, h - margin - 14)
        return QRectF(margin + 3, margin + 3, side, side), side / n, False, legend_h

    def row_at(self, pos: QPointF) -> int | None:
        rect, cell, _words, _ = self.matrix_geometry()
        if not rect.contains(pos):
            return None
        return min(self.state.node_count() - 1, int((pos.y() - rect.top()) / cell))

    def _mask_image(self) -> QImage:
        t = theme.current()
        key = (self.state.branches, t.name)
        if key != self._image_key or self._image is None:
            m = self.matrix()
            n = m.shape[0]
            on = QColor(t.accent)
            rgba = np.zeros((n, n, 4), dtype=np.uint8)
            rgba[m] = (on.red(), on.green(), on.blue(), 255)
            rgba[~m] = (255, 255, 255, 0)
            self._buffer = np.ascontiguousarray(rgba)
            self._image = QImage(self._buffer.data, n, n, 4 * n, QImage.Format.Format_RGBA8888)
            self._image_key = key
        return self._image

    def _scaled(self, rect: QRectF, cell: float) -> QPixmap:
        # Scaling hundreds of cells on every paint is slow: keep the scaled picture.
        key = (self._image_key, round(rect.width()), round(rect.height()))
        if key != self._pixmap_key or self._pixmap is None:
            mode = (Qt.TransformationMode.SmoothTransformation if cell < 1.0
                    else Qt.TransformationMode.FastTransformation)
            image = self._mask_image().scaled(round(rect.width()), round(rect.height()),
                                              Qt.AspectRatioMode.IgnoreAspectRatio, mode)
            self._pixmap = QPixmap.fromImage(image)
            self._pixmap_key = (self._image_key, round(rect.width()), round(rect.height()))
        return self._pixmap

    # Painting -------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(t.surface))
        n = self.state.node_count()
        rect, cell, words, legend_h = self.matrix_geometry()
        small, legend = self.fonts()
        nodes = self.state.nodes()
        m = self.matrix()
        shown = self.shown_row()
        outlined = shown if shown is not None else self.path_row
        outline_color = QColor(t.text) if shown is not None else QColor(t.accepted)

        # Blocked cells: a pale grid so that "blocked" reads as an empty square.
        p.fillRect(rect, QColor("#f2f2ef"))
        if outlined is not None:
            band = QColor(t.draft if shown is not None else t.accepted)
            band.setAlpha(45)
            p.fillRect(QRectF(rect.left(), rect.top() + outlined * cell, rect.width(), cell), band)
        p.drawPixmap(rect.topLeft(), self._scaled(rect, cell))
        if cell >= 6:
            p.setPen(QPen(QColor(t.surface), 1.0))
            for i in range(n + 1):
                x = rect.left() + i * cell
                y = rect.top() + i * cell
                p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
                p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        # Level boundaries: the blocks of the breadth-first order.
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        depths = [v["depth"] for v in nodes]
        bounds = [i for i in range(1, n) if depths[i] != depths[i - 1]]
        p.setPen(QPen(QColor(t.muted_text), 1.2, Qt.PenStyle.DashLine))
        for i in bounds:
            x = rect.left() + i * cell
            y = rect.top() + i * cell
            p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        p.setPen(QPen(QColor(t.text), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect)

        if outlined is not None:
            self._paint_row(p, rect, cell, m[outlined], outlined, outline_color)
        self._paint_labels(p, rect, cell, words, nodes, depths, small, outlined)
        self._paint_legend(p, rect, legend, legend_h)
        p.end()

    def _paint_row(self, p: QPainter, rect: QRectF, cell: float, row, index: int, color: QColor) -> None:
        t = theme.current()
        top = rect.top() + index * cell
        # Its visible squares, redrawn green: the ancestors this node may look at.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(t.accepted))
        inset = 1.0 if cell >= 6 else 0.0
        for j in np.flatnonzero(row):
            p.drawRect(QRectF(rect.left() + j * cell + inset, top + inset,
                              max(cell - 2 * inset, 1.0), max(cell - 2 * inset, 1.0)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(color, 3.0))
        h = max(cell, 3.0)
        p.drawRect(QRectF(rect.left() - 1.5, top + cell / 2 - h / 2 - 1.5, rect.width() + 3, h + 3))
        # Triangles: one at the row's end, one above each column it may look at.
        size = 7.0
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        y = top + cell / 2
        x = rect.right() + 3
        p.drawPolygon(QPolygonF([QPointF(x + size, y - size), QPointF(x + size, y + size), QPointF(x, y)]))
        for j in np.flatnonzero(row):
            cx = rect.left() + (j + 0.5) * cell
            yb = rect.bottom() + 3
            p.drawPolygon(QPolygonF([QPointF(cx - size * 0.7, yb + size), QPointF(cx + size * 0.7, yb + size),
                                     QPointF(cx, yb)]))

    def _paint_labels(self, p, rect, cell, words, nodes, depths, font, outlined) -> None:
        t = theme.current()
        fm = QFontMetricsF(font)
        p.setFont(font)
        if words:
            ancestors = set()
            if outlined is not None:
                ancestors = set(np.flatnonzero(self.matrix()[outlined]).tolist())
            for i, v in enumerate(nodes):
                bold = QFont(font)
                bold.setBold(i in ancestors)
                p.setFont(bold)
                p.setPen(QColor(t.text if i in ancestors or outlined is None else t.muted_text))
                y = rect.top() + i * cell
                p.drawText(QRectF(0, y, rect.left() - 6, cell), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                           v["word"])
                p.save()
                p.translate(rect.left() + (i + 0.5) * cell, rect.top() - 6)
                p.rotate(-90)
                p.drawText(QRectF(0, -cell / 2, rect.top() - 6, cell), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                           v["word"])
                p.restore()
            return
        # Too many nodes for words: label the level blocks instead.
        p.setPen(QColor(t.muted_text))
        for label, left, top in self.level_labels(rect, cell, fm):
            p.drawText(left, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            p.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, label)

    def level_labels(self, rect: QRectF, cell: float, fm: QFontMetricsF) -> list[tuple[str, QRectF, QRectF]]:
        """(level number, box left of the rows, box above the columns) for every level block.

        Every level is numbered, the first (only a few nodes) included: a label a
        little wider than its block is better than a missing "1".
        """
        depths = [v["depth"] for v in self.state.nodes()]
        n = len(depths)
        out = []
        start = 0
        for i in range(1, n + 1):
            if i == n or depths[i] != depths[start]:
                span = (i - start) * cell
                label = i18n.fmt_int(depths[start])
                mid_y = rect.top() + (start + (i - start) / 2) * cell
                mid_x = rect.left() + (start + (i - start) / 2) * cell
                wide = max(span, fm.horizontalAdvance(label) + 2)
                out.append((label, QRectF(0, mid_y - fm.height() / 2, rect.left() - 6, fm.height()),
                            QRectF(mid_x - wide / 2, 0, wide, rect.top() - 4)))
                start = i
        return out

    def _paint_legend(self, p: QPainter, rect: QRectF, font: QFont, legend_h: float) -> None:
        t = theme.current()
        fm = QFontMetricsF(font)
        p.setFont(font)
        y = rect.bottom() + 16
        s = fm.height() * 0.8
        x = 4.0
        entries = [
            (QColor(t.accent), self.tr("may look (an ancestor or itself)")),
            (QColor("#f2f2ef"), self.tr("blocked (another branch)")),
        ]
        for i, (color, text) in enumerate(entries):
            yy = y + i * (fm.height() + 2)
            p.setPen(QPen(QColor(t.text), 1.2))
            p.setBrush(color)
            p.drawRect(QRectF(x, yy + (fm.height() - s) / 2, s, s))
            p.setPen(QColor(t.text))
            p.drawText(QRectF(x + s + 6, yy, self.width() - x - s - 8, fm.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(text, Qt.TextElideMode.ElideRight, self.width() - x - s - 8))

    # Interaction ----------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        row = self.row_at(event.position())
        if row != self.hover_row:
            self.hover_row = row
            self.update()
            self.rowHovered.emit(-1 if row is None else row)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if self.hover_row is not None:
            self.hover_row = None
            self.update()
            self.rowHovered.emit(-1)
        super().leaveEvent(event)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Tree attention mask"))
        self._describe()
        self.update()

    def _describe(self) -> None:
        n, d = self.state.node_count(), self.state.depth
        if d == 1:
            self.setAccessibleDescription(
                i18n.fill(self.tr("%1 × %1 grid, one row and one column per node, all on level 1: a filled square where "
                                  "the node may look at another node. Each node sees only the context and itself, so "
                                  "one slow pass verifies every branch without mixing them."), i18n.fmt_int(n)))
            return
        self.setAccessibleDescription(
            i18n.fill(self.tr("%1 × %1 grid, one row and one column per node, level by level (levels 1 to %2): a filled "
                              "square where the node may look at another node. Each node sees only its ancestors and "
                              "itself, so one slow pass verifies every branch without mixing them."), i18n.fmt_int(n),
                      i18n.fmt_int(d)))
