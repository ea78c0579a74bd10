"""How far one round moves the text: bars of P(a round leaves x tokens),
x = 1 .. k+1, from ``desktop.sim.analytic.round_distribution``.

With a bad draft almost all the weight sits on the first bar: one token per
round, one slow pass per token, as if there were no draft (never fewer: a
pass always leaves the big model's own token). The bars are expected shares,
not one run's counts, and the axes say so.
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
        # The "↑ % of the rounds" line over the bars; a card whose title says it hides it, and the bars
        # get its height (review 11 rated the lesson's histogram hard to read from the back row).
        self.y_title = True
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)
        scale = theme.current().font_scale
        if scale > 1:
            # With larger text the lines around the bars (title, legend, labels, x title: 8,2 at most, as
            # paintEvent lays them) left the bars a few pixels high at 150 %, «16 %» drawn above «80 %»
            # (round 95, 1024x768): room for them, and for bars of their own.
            self.setMinimumHeight(int(QFontMetricsF(self._font()).height() * 8.2 + 16 + 90 * scale))
        model.parametersChanged.connect(self._changed)
        self._changed()

    def probabilities(self):
        return analytic.round_distribution(self.model.k, self.model.alpha)

    def _changed(self) -> None:
        probs = self.probabilities()
        self.setAccessibleName(self.tr("How many tokens one round leaves"))
        self.setAccessibleDescription(" · ".join(
            i18n.fill(self.tr("%1 token(s): %2"), i18n.fmt_int(i + 1), self.percent(q)) for i, q in enumerate(probs)))
        self.update()

    def percent(self, prob: float) -> str:
        """«16 %»; a possible outcome under half a percent reads «<1 %», never «0 %» (review 20:
        five tokens at α = 0,2 happen 0,16 % of the time). Anything under one percent reads so:
        0,64 % shown «1 %» beside a «<1 %» read as two different rules (review 27). No space after
        «<»: with one, the label overlapped the dashed bar beside it."""
        value = 100 * float(prob)
        if 0 < value < 1:
            return i18n.fill(self.tr("<%1%"), i18n.fmt_int(1))
        return i18n.fill(self.tr("%1%"), i18n.fmt(value, 0))

    def sizeHint(self) -> QSize:
        return QSize(320, 160)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(theme.pt(13.5))
        return font

    def _value_font(self) -> QFont:
        font = self._font()
        font.setBold(True)
        return font

    def _fitted_value_font(self, texts: list[str], room: float) -> tuple[QFont, bool]:
        """The values' font, smaller (never under the back-row floor) until every value fits ``room``,
        and whether they do: at 200 % text «3 %» could not sit beside «16 %» and climbed above it, and
        read as the taller bar (round 98)."""
        font = self._value_font()

        def fits() -> bool:
            return max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) + 4 <= room

        while not fits() and font.pointSizeF() - 0.5 >= theme.min_pt():
            font.setPointSizeF(font.pointSizeF() - 0.5)
        return font, fits()

    def painted_fonts(self) -> list[QFont]:
        return [self._font(), getattr(self, "_painted_value_font", None) or self._value_font()]

    def _label(self, p: QPainter, bar: QRectF, text: str, font: QFont, placed: list[QRectF], top: float,
               slot: QRectF | None = None) -> None:
        """``text`` right above ``bar``, inside the widget (and inside ``slot`` where it fits there); above
        any label already written that it would overlap (never above ``top``, the y title's bottom)."""
        fm = QFontMetricsF(font)
        width = fm.horizontalAdvance(text) + 4
        box = QRectF(bar.center().x() - width / 2, bar.top() - fm.height() - 2, width, fm.height())
        if slot is not None and width <= slot.width():
            self._place_in_slot(box, slot)
        else:
            self._place_freely(box, bar, width, placed)
        box.moveTop(max(top, box.top()))
        placed.append(box)
        self.painted_labels.append((text, box))
        p.setFont(font)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _place_in_slot(self, box: QRectF, slot: QRectF) -> None:
        """Within its own slot no label meets another; off its slot's dashed box, leftwards where the
        slot leaves room, otherwise above it."""
        box.moveLeft(min(max(slot.left(), box.left()), slot.right() - box.width()))
        for dashed in [d for d in self.dashed_boxes[-1:] if d.left() >= slot.left() - 0.5]:
            if box.intersects(dashed):
                if dashed.left() - 1 - box.width() >= slot.left():
                    box.moveRight(dashed.left() - 1)
                else:
                    box.moveBottom(min(box.bottom(), dashed.top() - 1))

    def _place_freely(self, box: QRectF, bar: QRectF, width: float, placed: list[QRectF]) -> None:
        """A label wider than its slot: off the dashed boxes beside it, above any label it would overlap."""
        box.moveLeft(min(max(0.0, box.left()), self.width() - width))
        # Off the dashed boxes: not over the one beside its bar, nor over the slot before's.
        for dashed in self.dashed_boxes[-2:]:
            if box.intersects(dashed):
                if dashed.center().x() > bar.center().x():
                    box.moveRight(dashed.left() - 1)
                else:
                    box.moveLeft(dashed.right() + 1)
        # Too narrow a slot to sit between them: above both boxes instead.
        hit = [d for d in self.dashed_boxes[-2:] if box.intersects(d)]
        if hit:
            box.moveBottom(min(d.top() for d in hit) - 1)
        for other in sorted(placed, key=lambda r: -r.top()):
            if box.intersects(other):
                # A small sideways overlap (a label pushed in from the widget's edge) is undone sideways:
                # climbing instead may hit the legend's floor and end on top of the other label.
                nudge = other.right() + 1 - box.left()
                if box.center().x() > other.center().x() and nudge < width * 0.3 and box.right() + nudge <= self.width():
                    box.moveLeft(box.left() + nudge)
                else:
                    box.moveBottom(other.top())

    def legend_texts(self) -> list[str]:
        # Short, so the legend keeps one line in the lesson's narrow card and the bars keep their height
        # (names for both swatches took two lines, and a value label then sat on a dashed box); one
        # number format for both (review 24: «0,20» beside «0,8 (bueno)»).
        return [i18n.fmt(self.model.alpha, 2),
                i18n.fill(self.tr("%1 (good)"), i18n.fmt(self.reference_alpha or 0.0, 2))]

    def _legend(self, p: QPainter, y: float, font: QFont) -> int:
        """"α: ▮ this draft's α  ⬚ the good draft's α", on one line if it fits, else one swatch a line;
        returns the lines."""
        t = theme.current()
        fm = QFontMetricsF(font)
        sw = fm.height() * 0.8
        prefix = self.tr("α:")
        items = [(sw * 1.4 + 6 + fm.horizontalAdvance(text), text, solid)
                 for text, solid in zip(self.legend_texts(), (True, False))]
        start = 4.0 + fm.horizontalAdvance(prefix) + 8
        one_line = start + sum(width for width, _t, _s in items) + 16 <= self.width() - 4
        p.setPen(QColor(t.text))
        p.setFont(font)
        p.drawText(QRectF(4, y, start - 4, fm.height()), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   prefix)
        self.legend_boxes: list[tuple[str, QRectF]] = []  # what the legend wrote, and where (tests)
        x, line = start, 0
        for width, text, solid in items:
            if not one_line and self.legend_boxes:
                x, line = start, line + 1
            top = y + line * fm.height()
            swatch = QRectF(x, top + (fm.height() - sw) / 2, sw * 1.4, sw)
            if solid:
                # Red and green halves, like the bars: the first bar is red, the others green.
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(t.rejected))
                p.drawRect(QRectF(swatch.left(), swatch.top(), swatch.width() / 2, sw))
                p.setBrush(QColor(t.accepted))
                p.drawRect(QRectF(swatch.center().x(), swatch.top(), swatch.width() / 2, sw))
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(t.text), 1.8, Qt.PenStyle.DashLine))
                p.drawRect(swatch)
            box = QRectF(swatch.right() + 6, top, fm.horizontalAdvance(text) + 2, fm.height())
            p.setPen(QColor(t.text))
            p.setFont(font)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            self.legend_boxes.append((text, QRectF(x, top, box.right() - x, fm.height())))
            x = box.right() + 16
        return line + 1

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        probs = self.probabilities()
        n = len(probs)
        font = self._font()
        fm = QFontMetricsF(font)
        p.setFont(font)
        # y title above the bars, x ticks and title below them.
        p.setPen(QColor(t.text))
        # The y title may need two lines in a narrow card: give it room above the tallest value.
        title = self.tr("↑ % of the rounds")
        lines = 0
        if self.y_title:
            lines = 1 if fm.horizontalAdvance(title) <= self.width() - 8 else 2
            p.drawText(QRectF(4, 0, self.width() - 8, fm.height() * lines), Qt.AlignmentFlag.AlignLeft
                       | Qt.TextFlag.TextWordWrap, title)
        # The legend names both drafts by their α, above the bars: a tag beside the tallest dashed box read
        # as that one bar's value (blind review, round 7).
        legend_top = fm.height() * lines + 2
        self.legend_boxes = []
        legend_lines = self._legend(p, legend_top, font) if self.reference_alpha is not None else 0
        floor = legend_top + fm.height() * legend_lines  # no value label climbs over the legend
        top = floor + fm.height() * 1.2 + 6
        # The x title wraps like the y title: drawn on one centred line it lost its first letter in the
        # 1024x768 projector card («:okens que deja una ronda», blind review).
        x_title = self.tr("tokens that one round leaves →")
        x_lines = 1 if fm.horizontalAdvance(x_title) <= self.width() - 8 else 2
        bottom = fm.height() * (1 + x_lines) + 10
        left, right = 6.0, 6.0
        h = max(10.0, self.height() - top - bottom)
        w = (self.width() - left - right) / max(n, 1)
        base = top + h
        p.setPen(QPen(QColor(t.muted_text), 1.5))
        p.drawLine(int(left), int(base), int(self.width() - right), int(base))
        # With a reference, each slot holds two bars side by side: this draft's, solid, with its value,
        # and the good draft's, dashed, named in the legend (its shares are in the screen's caption: a
        # second value per slot crowded the labels). Drawn over each other, the solid bar's "0 %" sat on
        # the tallest dashed box and read as its value (blind review, 06).
        ref = analytic.round_distribution(self.model.k, self.reference_alpha) if self.reference_alpha is not None \
            else None
        placed: list[QRectF] = []
        self.painted_labels: list[tuple[str, QRectF]] = []  # what the last paint wrote, and where (tests)
        self.dashed_boxes: list[QRectF] = []  # the good draft's boxes the last paint drew (tests)
        texts = [self.percent(q) for q in probs]
        # Beside the dashed box where a legible size fits there: above it, «<1 %» sat on the good draft's
        # 41 % box and read as its value (round 99); otherwise within the slot.
        value_font, beside = self._fitted_value_font(texts, w * 0.6) if ref is not None else (None, False)
        if not beside:
            value_font, _fits = self._fitted_value_font(texts, w)
        self._painted_value_font = value_font
        for i, prob in enumerate(probs):
            x = left + i * w
            bar_h = h * float(prob)
            if ref is None:
                rect = QRectF(x + w * 0.15, base - bar_h, w * 0.7, bar_h)
            else:
                # The solid bar takes the wider part: its value must fit over it without touching the
                # dashed box beside it (review 11: «16 %» and «3 %» sat on the dashed boxes).
                rect = QRectF(x + w * 0.04, base - bar_h, w * 0.54, bar_h)
            colour = QColor(t.rejected if i == 0 else t.accepted)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(rect, 3, 3)
            labels = [(rect, self.percent(prob), value_font)]
            if ref is not None:
                ref_h = h * float(ref[i])
                ref_rect = QRectF(x + w * 0.62, base - ref_h, w * 0.34, ref_h)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(t.text), 1.8, Qt.PenStyle.DashLine))
                p.drawRect(ref_rect)
                self.dashed_boxes.append(ref_rect)
            p.setPen(QColor(t.text))
            for bar, text, label_font in labels:
                self._label(p, bar, text, label_font, placed, floor, QRectF(x, 0, w, self.height()))
            p.setFont(font)
            p.drawText(QRectF(x, base + 4, w, fm.height()), Qt.AlignmentFlag.AlignCenter, i18n.fmt_int(i + 1))
        p.setPen(QColor(t.text))
        p.drawText(QRectF(4, base + 6 + fm.height(), self.width() - 8, fm.height() * x_lines),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, x_title)
        p.end()
