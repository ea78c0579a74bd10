"""Why one slow pass can check a whole window: the trips to memory, drawn.

A slow pass is mostly the big model bringing its weights from memory. Writing
n tokens makes n trips, one after another, because each token needs the one
before it. Verifying n tokens that are already written makes one trip, and
the weights then serve every position side by side. Each trip is a small
cylinder (the memory), so the two rows differ in the one thing that costs:
n cylinders against one (blind review 43: both readers asked for this drawing).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.lesson.base import TAKEAWAY_BACKGROUND

STRIPE = 6  # the band's accent border on the left
INDENT = 22  # where the band's text starts: its border, padding and the label's margin
PAD, GAP = 4, 8  # above and below the rows; between them
SPLIT = 20  # between the two drawings when they share one row
DRUM_BODY = "#cfe0ef"  # the cylinders' side; drawn nowhere else, so a test can count them


class WeightsFigure(i18n.Retranslatable, QWidget):
    """Two rows for the window of ``model``: k + 1 tokens written (k + 1 trips) and verified (1 trip)."""

    def __init__(self, model: LessonModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.compact = False
        self.setObjectName("weightsFigure")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        model.kChanged.connect(self.retranslate)
        self.retranslate()

    @property
    def tokens(self) -> int:
        return self.model.k + 1

    # Words ---------------------------------------------------------------------
    def labels(self) -> tuple[str, str]:
        if self.compact:
            return (self.tr("Writing, %n trip(s):", "", self.tokens), self.tr("Verifying, 1 trip:"))
        return self.tr("Writing:"), self.tr("Verifying:")

    def notes(self) -> tuple[str, str]:
        n = self.tokens
        return (self.tr("%n trip(s) to memory, one after another", "", n),
                i18n.fill(self.tr("1 trip: the weights serve all %1 at once"), i18n.fmt_int(n)))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Drawing: trips to memory for the weights"))
        (write, verify), (many, one) = (self.tr("Writing:"), self.tr("Verifying:")), self.notes()
        self.setAccessibleDescription(f"{write} {many}. {verify} {one}.")
        self.updateGeometry()
        self.update()

    def set_compact(self, compact: bool) -> None:
        """One row, the counts in the names and no notes: for a room a few lines short (1024x768, a
        projector at 1280x800), where the two rows pushed the step past the screen."""
        if compact != self.compact:
            self.compact = compact
            self.updateGeometry()
            self.update()

    # Geometry ------------------------------------------------------------------
    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The rows' names, their notes, and the numbers in the squares."""
        label = QFont(self.font())
        label.setPointSizeF(theme.pt(12))
        label.setBold(True)
        note = QFont(self.font())
        note.setPointSizeF(theme.pt(12))
        number = QFont(self.font())
        number.setPointSizeF(theme.pt(11))
        number.setBold(True)
        return label, note, number

    def painted_fonts(self) -> list[QFont]:
        return list(self._fonts())

    def _side(self) -> float:
        """A token square's side, the height of a row."""
        return QFontMetricsF(self._fonts()[2]).height() + 8

    def _columns(self) -> tuple[float, float, float]:
        """The widths of each row's name, and of the longer note (0 when compact)."""
        label, note, _ = self._fonts()
        names = [QFontMetricsF(label).horizontalAdvance(t) + 12 for t in self.labels()]
        notes = 0.0 if self.compact else max(QFontMetricsF(note).horizontalAdvance(t) for t in self.notes()) + 8
        return names[0], names[1], notes

    def _plan(self, width: float) -> str:
        """How the drawing is laid out at ``width``: "one row" (compact, wide), "notes beside" (the rows'
        notes after them), "notes under" (each note on its own lines under its row: large text in a
        narrow window), or "two rows" (compact and narrow: the names carry the counts)."""
        side = self._side()
        first, second, notes = self._columns()
        if self.compact:
            # One row only if the verifying frame holds every token and writing every trip (or 1, 2, …, n).
            # Every trip drawn up to 8 tokens: the cylinders are what a learner counts.
            trips = self.tokens if self.tokens <= 8 else 4
            needed = INDENT + first + second + SPLIT + trips * self._unit(side) + self._frame(side) + 8
            return "one row" if width >= needed else "two rows"
        return "notes beside" if width >= INDENT + max(first, second) + 5 * side + notes + 8 else "notes under"

    @staticmethod
    def _unit(side: float) -> float:
        """The width of one trip in the writing row: a cylinder, an arrow, a token and the space after."""
        return side * (0.75 + 0.45 + 1 + 0.35)

    def _frame(self, side: float) -> float:
        """The width of the verifying row with every token in its frame: cylinder, arrow, tokens."""
        return side * (0.8 + 0.9) + self.tokens * (side + 4) + 8

    def _note_height(self, width: float, text: str) -> float:
        fm = QFontMetricsF(self._fonts()[1])
        return fm.boundingRect(QRectF(0, 0, max(width, 1.0), 10_000), Qt.TextFlag.TextWordWrap, text).height()

    def _rows(self, width: float) -> list[float]:
        """The top of each row of squares at ``width``, and the height the whole drawing takes last."""
        side = self._side()
        plan = self._plan(width)
        if plan == "one row":
            return [PAD, PAD + side + PAD]
        if plan != "notes under":
            return [PAD, PAD + side + GAP, PAD + 2 * side + GAP + PAD]
        first, second, _ = self._columns()
        room = width - INDENT - max(first, second) - 8
        tops, y = [], PAD
        for note in self.notes():
            tops.append(y)
            y += side + 2 + self._note_height(room, note) + GAP
        return tops + [y - GAP + PAD]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(self._rows(width)[-1])

    def sizeHint(self) -> QSize:
        side = self._side()
        first, second, notes = self._columns()
        if self.compact:
            width = INDENT + first + second + SPLIT + 14 * side
        else:
            width = INDENT + max(first, second) + 9 * side + notes
        return QSize(round(width), self.heightForWidth(round(width)))

    def minimumSizeHint(self) -> QSize:
        # Three tokens a row (1, …, n) and the names: the notes go under the rows before the window
        # has to grow (150 % text in a 1024 px window).
        first, second, _ = self._columns()
        width = INDENT + max(first, second) + 9 * self._side() + 8
        return QSize(round(width), self.heightForWidth(round(width)))

    # Drawing -------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(TAKEAWAY_BACKGROUND))  # the band's, so the drawing sits in it
        p.fillRect(QRectF(0, 0, STRIPE, self.height()), QColor(t.accent))  # the band's left border, carried on
        label, note, number = self._fonts()
        side = self._side()
        first, second, notes = self._columns()
        names = self.labels()
        n = self.tokens
        width = self.width()
        plan = self._plan(width)
        tops = self._rows(width)
        if plan == "one row":
            room = width - INDENT - first - second - SPLIT - 8
            # The verifying row takes what its frame needs; writing, the rest.
            verify = self._frame(side)
            self._name(p, label, names[0], INDENT, PAD, first, side)
            end = self._writing_row(p, number, INDENT + first, PAD, room - verify, side, n)
            self._name(p, label, names[1], end + SPLIT, PAD, second, side)
            self._verifying_row(p, number, end + SPLIT + second, PAD, verify, side, n)
            p.end()
            return
        column = max(first, second)
        beside = plan == "notes beside"
        graphic = width - INDENT - column - (notes if beside else 0) - 8
        ends = []
        for row in range(2):
            self._name(p, label, names[row], INDENT, tops[row], column, side)
            draw = self._writing_row if row == 0 else self._verifying_row
            ends.append(draw(p, number, INDENT + column, tops[row], graphic, side, n))
        if plan == "two rows":
            p.end()
            return
        p.setFont(note)
        p.setPen(QColor(t.text))
        # Beside, the notes start together after the longer drawing, so the two counts read as a pair.
        at = max(ends) + 12 if beside else INDENT + column
        for row in range(2):
            if beside:
                box = QRectF(at, tops[row], width - at, side)
                p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.notes()[row])
            else:
                box = QRectF(at, tops[row] + side + 2, width - at - 8, tops[row + 1] - tops[row] - side)
                p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.notes()[row])
        p.end()

    @staticmethod
    def _name(p: QPainter, font: QFont, text: str, x: float, y: float, width: float, side: float) -> None:
        p.setFont(font)
        p.setPen(QColor(theme.current().text))
        p.drawText(QRectF(x, y, width, side), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    @staticmethod
    def shown(n: int, room: int) -> list[int | None]:
        """The token numbers drawn when only ``room`` fit: the first ones, a gap (None), the last."""
        if n <= room:
            return list(range(1, n + 1))
        head = max(room - 2, 1)
        return list(range(1, head + 1)) + [None, n]

    def _writing_row(self, p: QPainter, font: QFont, x: float, y: float, width: float, side: float,
                     n: int) -> float:
        t = theme.current()
        drum, arrow, space = side * 0.75, side * 0.45, side * 0.35
        unit = self._unit(side)
        for i in self.shown(n, max(int((width + space + 0.5) // unit), 3)):
            if i is None:
                self._dots(p, font, x, y, side)
                x += side + space
                continue
            self._drum(p, x, y, drum, side)
            self._arrow(p, QPointF(x + drum + 2, y + side / 2), QPointF(x + drum + arrow - 1, y + side / 2))
            self._token(p, font, QRectF(x + drum + arrow, y, side, side), i, t.accent, "#e6f0f8", t.text)
            x += unit
        return x - space

    def _verifying_row(self, p: QPainter, font: QFont, x: float, y: float, width: float, side: float,
                       n: int) -> float:
        t = theme.current()
        drum, arrow, step = side * 0.8, side * 0.9, side + 4
        self._drum(p, x, y, drum, side)
        start = x + drum + arrow
        room = max(int((x + width - start - 8 + 0.5) // step), 3)  # + 0.5: the frame was sized for exactly n
        numbers = self.shown(n, room)
        # One trip feeds the whole window: one arrow into one frame that holds every position side by side.
        self._arrow(p, QPointF(x + drum + 2, y + side / 2), QPointF(start - 5, y + side / 2))
        frame = QRectF(start - 4, y - 3, len(numbers) * step + 4, side + 6)
        p.setPen(QPen(QColor(t.accent), 1.6, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(frame, 6, 6)
        for j, i in enumerate(numbers):
            cell = QRectF(start + j * step, y, side, side)
            if i is None:
                self._dots(p, font, cell.x(), y, side)
            elif i == n:  # the pass's own token, as on the lanes
                self._token(p, font, cell, i, t.extra, t.extra, t.on_accent)
            else:
                self._token(p, font, cell, i, t.accepted, t.accepted_fill, t.text)
        return frame.right()

    def _drum(self, p: QPainter, x: float, y: float, w: float, h: float) -> None:
        """A cylinder, the usual picture of a store of data: here, the memory holding the weights."""
        t = theme.current()
        rim = h * 0.28
        body = QPainterPath()
        body.moveTo(x, y + rim / 2)
        body.lineTo(x, y + h - rim / 2)
        body.arcTo(QRectF(x, y + h - rim, w, rim), 180, 180)
        body.lineTo(x + w, y + rim / 2)
        body.arcTo(QRectF(x, y, w, rim), 0, -180)
        p.setPen(QPen(QColor(t.accent), 1.6))
        p.setBrush(QColor(DRUM_BODY))
        p.drawPath(body)
        p.setBrush(QColor("#e6f0f8"))
        p.drawEllipse(QRectF(x, y, w, rim))

    def _arrow(self, p: QPainter, a: QPointF, b: QPointF) -> None:
        t = theme.current()
        p.setPen(QPen(QColor(t.accent), 1.8))
        p.drawLine(a, QPointF(b.x() - 4, b.y()))
        p.setBrush(QColor(t.accent))
        p.drawPolygon(QPolygonF([b, QPointF(b.x() - 6, b.y() - 4), QPointF(b.x() - 6, b.y() + 4)]))

    def _token(self, p: QPainter, font: QFont, cell: QRectF, i: int, border: str, fill: str, fg: str) -> None:
        p.setPen(QPen(QColor(border), 1.6))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(cell, 4, 4)
        p.setFont(font)
        p.setPen(QColor(fg))
        p.drawText(cell, Qt.AlignmentFlag.AlignCenter, i18n.fmt_int(i))

    def _dots(self, p: QPainter, font: QFont, x: float, y: float, side: float) -> None:
        p.setFont(font)
        p.setPen(QColor(theme.current().text))
        p.drawText(QRectF(x, y, side, side), Qt.AlignmentFlag.AlignCenter, "…")
