"""How far one round moves the text: bars of P(a round writes x tokens),
x = 1 .. k+1, from ``desktop.sim.analytic.round_distribution``.

With a bad draft almost all the weight sits on the first bar: one token per
round, one slow pass per token, as if there were no draft.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.sim import analytic


class RoundHistogram(QWidget):
    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.reference_alpha: float | None = None  # a second draft drawn as dashed outlines, for comparison
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)
        model.parametersChanged.connect(self.update)

    def probabilities(self):
        return analytic.round_distribution(self.model.k, self.model.alpha)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(320, 190)

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        probs = self.probabilities()
        n = len(probs)
        font = QFont(self.font())
        font.setPointSizeF(theme.pt(11.5))
        fm = QFontMetricsF(font)
        p.setFont(font)
        top = fm.height() + 6
        bottom = fm.height() + 8
        left, right = 6.0, 6.0
        h = max(10.0, self.height() - top - bottom)
        w = (self.width() - left - right) / max(n, 1)
        base = top + h
        p.setPen(QPen(QColor(t.muted_text), 1.5))
        p.drawLine(int(left), int(base), int(self.width() - right), int(base))
        if self.reference_alpha is not None:
            ref = analytic.round_distribution(self.model.k, self.reference_alpha)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(t.muted_text), 1.6, Qt.PenStyle.DashLine))
            for i, prob in enumerate(ref):
                bar_h = h * float(prob)
                p.drawRect(QRectF(left + i * w + w * 0.08, base - bar_h, w * 0.84, bar_h))
        for i, prob in enumerate(probs):
            x = left + i * w
            bar_h = h * float(prob)
            rect = QRectF(x + w * 0.15, base - bar_h, w * 0.7, bar_h)
            colour = QColor(t.rejected if i == 0 else t.accepted)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(rect, 3, 3)
            p.setPen(QColor(t.text))
            pct = self.tr("%1%").replace("%1", i18n.fmt(100 * float(prob), 0))
            p.drawText(QRectF(x, base - bar_h - fm.height() - 2, w, fm.height()), Qt.AlignmentFlag.AlignCenter, pct)
            p.drawText(QRectF(x, base + 4, w, fm.height()), Qt.AlignmentFlag.AlignCenter, i18n.fmt_int(i + 1))
        p.end()
