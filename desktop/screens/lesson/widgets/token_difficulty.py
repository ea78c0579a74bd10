"""A sentence as chips, each token with its own acceptance probability.

Before the reveal the numbers are hidden and the learner may mark the tokens
they think are hard (click, or Tab in and use the arrows and Space). After the
reveal each chip shows its probability as a number and a bar; a hard fork
(below ``threshold``) has a dashed vermilion border, an easy token a solid
green one, so colour is never the only signal; a badge in the corner tells
the learner's picks apart by shape (★ found, ! missed, ○ marked but easy).
Not ✓ or ✕: they mean "accepted" and "rejected" everywhere else, and a ✓ on a
hard token read as "accepted" (review 33). Chips flow onto as many lines as
the width needs (``heightForWidth``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme


class TokenDifficulty(QWidget):
    markedChanged = Signal()
    selectedChanged = Signal(int)

    def __init__(self, prompt: tuple[str, ...], tokens: tuple[tuple[str, float], ...],
                 parent: QWidget | None = None, threshold: float = 0.5) -> None:
        super().__init__(parent)
        self.prompt = prompt
        self.tokens = tokens
        self.threshold = threshold
        self.revealed = False
        self.marked: set[int] = set()
        self.selected = -1  # keyboard cursor / the chip whose note is shown
        self.show_badges = True  # off in a still figure, where nobody has picked anything
        self._rects: list[QRectF] = []
        sp = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # State --------------------------------------------------------------------
    def hard(self, i: int) -> bool:
        return self.tokens[i][1] < self.threshold

    def average(self) -> float:
        return sum(p for _, p in self.tokens) / len(self.tokens)

    def toggle(self, i: int) -> None:
        if self.revealed:
            self.select(i)
            return
        self.marked.symmetric_difference_update({i})
        self.selected = i
        self.update()
        self.markedChanged.emit()

    def select(self, i: int) -> None:
        self.selected = i
        self.update()
        self.selectedChanged.emit(i)

    def set_revealed(self, revealed: bool) -> None:
        self.revealed = revealed
        self.setAccessibleDescription(
            ", ".join(f"{w} {i18n.fmt(p, 2)}" for w, p in self.tokens) if revealed else ""
        )
        self.update()

    def reset(self) -> None:
        self.set_revealed(False)
        self.marked.clear()
        self.selected = -1
        self.update()
        self.markedChanged.emit()

    # Geometry -----------------------------------------------------------------
    def _fonts(self):
        word = QFont(self.font())
        word.setPointSizeF(theme.pt(19))
        word.setBold(True)
        number = QFont(self.font())
        number.setPointSizeF(theme.pt(14))
        return word, QFontMetricsF(word), number, QFontMetricsF(number)

    def _badge_font(self) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(theme.pt(11))
        f.setBold(True)
        return f

    def painted_fonts(self) -> list[QFont]:
        word, _, number, _ = self._fonts()
        return [word, number, self._badge_font()]

    def badge(self, i: int) -> str:
        """The shape that marks the learner's pick after the reveal: ★ found, ! missed, ○ easy after all."""
        if not self.revealed or not self.show_badges:
            return ""
        marked, hard = i in self.marked, self.hard(i)
        if marked and hard:
            return "★"
        if hard:
            return "!"
        if marked:
            return "○"
        return ""

    def _layout(self, width: float) -> tuple[list[QRectF], float]:
        word, wfm, number, nfm = self._fonts()
        chip_h = wfm.height() * 1.25 + nfm.height() * 1.5 + 10
        x, y = 4.0, 4.0
        rects = []
        for text in list(self.prompt) + [w for w, _ in self.tokens]:
            w = max(wfm.horizontalAdvance(text), nfm.horizontalAdvance("0,00")) + 28
            if x + w > width - 4 and x > 4.0:
                x = 4.0
                y += chip_h + 12
            rects.append(QRectF(x, y, w, chip_h))
            x += w + 10
        return rects, y + chip_h + 4

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return int(self._layout(width)[1])

    def sizeHint(self) -> QSize:
        return QSize(700, self.heightForWidth(700))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, self.heightForWidth(700))

    # Painting -----------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        word, wfm, number, nfm = self._fonts()
        rects, _ = self._layout(self.width())
        self._rects = rects[len(self.prompt):]
        n_prompt = len(self.prompt)
        for i, text in enumerate(self.prompt):
            r = rects[i]
            p.setPen(QPen(QColor("#b8b8b4"), 1.5))
            p.setBrush(QColor("#efefec"))
            p.drawRoundedRect(r, 8, 8)
            p.setFont(word)
            p.setPen(QColor(t.muted_text))
            top = QRectF(r.left(), r.top() + 4, r.width(), wfm.height() * 1.25)
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, text)
        for i, (text, prob) in enumerate(self.tokens):
            r = rects[n_prompt + i]
            self._paint_chip(p, r, i, text, prob, word, wfm, number, nfm)
        p.end()

    def _paint_chip(self, p, r, i, text, prob, word, wfm, number, nfm) -> None:
        t = theme.current()
        hard = self.hard(i)
        if self.revealed:
            border = QColor(t.rejected if hard else t.accepted)
            fill = QColor("#fbe7e4" if hard else "#e2f3ec")
            style = Qt.PenStyle.DashLine if hard else Qt.PenStyle.SolidLine
        else:
            border = QColor(t.draft if i in self.marked else t.muted_text)
            fill = QColor("#fdf1e3" if i in self.marked else t.surface)
            style = Qt.PenStyle.DashLine if i in self.marked else Qt.PenStyle.SolidLine
        width = 2.4
        if i == self.selected and (self.hasFocus() or self.revealed):
            width = 4.0
        p.setPen(QPen(border, width, style))
        p.setBrush(fill)
        p.drawRoundedRect(r, 8, 8)
        p.setFont(word)
        p.setPen(QColor(t.text))
        p.drawText(QRectF(r.left(), r.top() + 4, r.width(), wfm.height() * 1.25), Qt.AlignmentFlag.AlignCenter, text)
        # The bottom half: the probability, or what the learner marked.
        bottom = QRectF(r.left() + 8, r.top() + 4 + wfm.height() * 1.25, r.width() - 16, nfm.height() * 1.5)
        p.setFont(number)
        if self.revealed:
            bar = QRectF(bottom.left(), bottom.bottom() - 6, bottom.width() * prob, 5)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(border)
            p.setBrush(QColor("#d8d8d4"))
            p.drawRect(QRectF(bottom.left(), bottom.bottom() - 6, bottom.width(), 5))
            p.setBrush(border)
            p.drawRect(bar)
            p.setPen(border.darker(120) if hard else QColor(t.text))
            p.drawText(QRectF(bottom.left(), bottom.top(), bottom.width(), bottom.height() - 6),
                       Qt.AlignmentFlag.AlignCenter, i18n.fmt(prob, 2))
        else:
            p.setPen(QColor(t.draft if i in self.marked else t.muted_text))
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, "?")
        mark = self.badge(i)
        if mark:
            bf = self._badge_font()
            d = QFontMetricsF(bf).height() + 4
            circle = QRectF(r.right() - d * 0.75, r.top() - d * 0.35, d, d)
            colour = QColor({"★": t.accepted, "!": t.rejected, "○": t.draft}[mark])
            p.setPen(QPen(QColor("#ffffff"), 2))
            p.setBrush(colour)
            p.drawEllipse(circle)
            p.setFont(bf)
            p.setPen(QColor("#ffffff"))
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, mark)

    # Input --------------------------------------------------------------------
    def _index_at(self, pos) -> int:
        for i, r in enumerate(self._rects):
            if r.contains(pos):
                return i
        return -1

    def mousePressEvent(self, event) -> None:
        i = self._index_at(event.position())
        if i >= 0:
            self.toggle(i)
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        n = len(self.tokens)
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.select(min(n - 1, self.selected + 1))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.select(max(0, self.selected - 1))
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected >= 0:
            self.toggle(self.selected)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        if self.selected < 0:
            self.selected = 0
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)
