"""One run's card: its title and state, live counters, and the text as it is written."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.widgets import looks
from desktop.screens.realmodels.stream_view import StreamView
from desktop.widgets.flow_row import FlowRow
from desktop.realmodels.child import SOLO

STATES = ("idle", "loading", "waiting", "running", "done", "cancelled", "failed")


class Stat(QWidget):
    """A big number over a small caption (``inline``: the caption beside it, on one line)."""

    def __init__(self, parent: QWidget | None = None, colour: str | None = None, size: float = 20,
                 wrap: bool = True, inline: bool = False) -> None:
        super().__init__(parent)
        self._size = size
        self.value = QLabel("–", self)
        self.caption = QLabel(self)
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(wrap)
        self._colour = colour
        if colour:
            self.value.setStyleSheet(f"color: {colour};")
        if inline:
            h = QHBoxLayout(self)
            h.setContentsMargins(0, 0, 0, 0)
            h.setSpacing(5)
            h.addWidget(self.value, 0, Qt.AlignmentFlag.AlignBaseline)
            h.addWidget(self.caption, 0, Qt.AlignmentFlag.AlignBaseline)
            h.addStretch(1)
        else:
            v = QVBoxLayout(self)
            v.setContentsMargins(0, 0, 0, 0)
            v.setSpacing(0)
            v.addWidget(self.value)
            v.addWidget(self.caption)
            v.addStretch(1)
        self.apply_scale(1.0)

    def apply_scale(self, scale: float) -> None:
        looks.set_font(self.value, self._size, scale, bold=True)
        looks.set_font(self.caption, 10.5, scale)

    def set_value(self, text: str) -> None:
        if self.value.text() != text:
            self.value.setText(text)


def _rich_text_height(label: QLabel, width: int) -> int:
    """The height ``label``'s rich text takes at ``width``: its own heightForWidth answered five to
    seven lines for two under the projector's style sheet, which left a gap in the card."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    doc.setHtml(label.text())
    doc.setTextWidth(width)
    return math.ceil(doc.size().height())


class RunPanel(i18n.Retranslatable, QFrame):
    # The card's least height changed (a status that wraps onto one more line): the pages, which take the
    # height left over, must grow with it, or the card was squeezed under its minimum and its subtitle's
    # new line was drawn over the counters (round 86, «Escribiendo… · 2 / caracteres» on a projector).
    needChanged = Signal()

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.partner: RunPanel | None = None  # the other run's card, whose subtitle lines up with this one
        self.kind = kind
        self.setObjectName("card")
        self.setProperty("runKind", kind)
        self.state = "idle"
        self.progress = None
        self.rejections = 0
        t = theme.current()

        self.title = QLabel(self)
        self.title.setWordWrap(True)
        # What the run is, and where it is: "draft: tiny · k = 4 · Writing…".
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("caption")
        self.subtitle.setWordWrap(True)
        self.subtitle.setTextFormat(Qt.TextFormat.RichText)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.description = ""
        self.passes = Stat(self, t.accent, size=15, wrap=False, inline=True)
        self.passes.setObjectName(f"{kind}Passes")
        self.chars = Stat(self, size=15, wrap=False, inline=True)
        self.chars.setObjectName(f"{kind}Chars")
        self.ms = Stat(self, size=15, wrap=False, inline=True)
        self.ms.setObjectName(f"{kind}Ms")
        self.view = StreamView(self)
        self.view.setObjectName(f"{kind}Text")

        # Passes and time on one line: they are what the verdict compares. A row that
        # wraps, so a finished run's "300 slow passes 4461 ms" never widens the screen
        # past a 1024-px window (it scrolled sideways there).
        stats = self.stats = FlowRow(self, spacing=10, line_spacing=0)  # 16 wrapped the time at 1024×768 (review 7)
        stats.add(self.passes)
        stats.add(self.ms)
        self.chars.hide()  # the count goes in the subtitle ("Escribiendo… · 120 caracteres"): no room here
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {t.card_border};")

        v = QVBoxLayout(self)
        v.setContentsMargins(12, 4, 12, 4)
        v.setSpacing(1)
        v.addWidget(self.title)
        v.addWidget(self.subtitle)
        v.addWidget(stats)
        v.addWidget(rule)
        v.addWidget(self.view, 1)
        self._scale = 0.0
        self.apply_scale(1.0)
        self.retranslate()

    # State ---------------------------------------------------------------------------
    def start(self, prompt: str) -> None:
        self.progress = None
        self.rejections = 0
        self.view.start(prompt)
        self.set_state("idle")
        self._update_stats()

    def clear(self) -> None:
        self.start("")

    def set_state(self, state: str) -> None:
        assert state in STATES, state
        self.state = state
        self._update_status()

    def update_progress(self, progress) -> None:
        pieces = progress.pieces
        if self.kind != SOLO:
            # The last character of a speculative run (no room left to draft) is
            # the big model's own too: mark it as such.
            pieces = [(text, "bonus" if kind == "target" else kind) for text, kind in pieces]
            # A round ends in a correction exactly when the big model rejected a drafted character.
            self.rejections += sum(kind == "correction" for _text, kind in pieces)
        self.view.append(pieces)
        self.progress = progress
        self._update_stats()
        self._update_status()

    def _update_stats(self) -> None:
        p = self.progress
        if p is None:
            for stat in (self.passes, self.chars, self.ms):
                stat.set_value("–")
            return
        self.passes.set_value(i18n.fmt_int(p.slow_passes))
        self.chars.set_value(i18n.fmt_int(p.chars))
        self.ms.set_value(i18n.fill(self.tr("%1 ms"), i18n.fmt_int(round(p.elapsed * 1000))))
        # Placed now, at the new widths: left to the posted layout requests, a counter that gained a digit
        # («9» → «14», «99 ms» → «108 ms») was drawn cut in its old box for a while (round 87, «3pasadas»).
        self.stats.relayout()

    def set_description(self, text: str) -> None:
        self.description = text
        self._update_status()

    def status_text(self) -> str:
        return {
            "idle": "",
            "loading": self.tr("Waits: measuring this computer first…"),
            "waiting": self.tr("Waits its turn"),
            "running": self.tr("Writing…"),
            "done": self.tr("Done"),
            "cancelled": self.tr("Cancelled ✕"),
            "failed": self.tr("Failed ✕"),
        }[self.state]

    def _update_status(self) -> None:
        t = theme.current()
        colour = {"running": t.accent, "cancelled": t.rejected, "failed": t.rejected}.get(self.state, t.text)
        parts = [html.escape(self.description)] if self.description else []
        status = self.status_text()
        if status:
            parts.append(f"<b style='color:{colour}'>{html.escape(status)}</b>")
        # While it writes, how far it got; once done, the count is the chosen length (beside «Longitud»),
        # and one line less leaves the text a line more at 1280x800 (review 15).
        if self.progress is not None and self.state != "done":
            parts.append(html.escape(self.tr("%n character(s)", "", self.progress.chars)))
        text = " · ".join(parts)
        if text != self.subtitle.text():
            self.subtitle.setText(text)
            self._fit_stats()  # a longer status may take one more line

    def least_height(self) -> int:
        """The least height at the card's width: the counters' row may wrap onto a second line,
        which the layout's minimum counts as one (the time was drawn under the text, review 7)."""
        self._fit_stats()  # asked while the card is being resized: its row is not laid out yet
        return self.minimumSizeHint().height()

    def _fit_stats(self) -> None:
        margins = self.layout().contentsMargins()
        width = self.contentsRect().width() - margins.left() - margins.right()
        if width > 0:
            changed = False
            need = self.stats.heightForWidth(width)
            if need != self.stats.minimumHeight():
                self.stats.setMinimumHeight(need)  # the layout's minimum then counts the wrapped line
                changed = True
            # The subtitle too, as tall as the taller of the two cards' (both texts then start level),
            # one line at least; three when a narrow card wraps it (at 1024x768 on a projector the
            # counters overprinted its third line). Two lines always left an empty one under a
            # one-line subtitle, a line the text needs at 1280x800 (review 15).
            need = max(self.subtitle_need(width), self.partner.subtitle_need() if self.partner else 0)
            for panel in (self, self.partner):
                if panel is not None and need != panel.subtitle.minimumHeight():
                    panel.subtitle.setMinimumHeight(need)
                    changed = True
            if changed:
                self.needChanged.emit()

    def subtitle_need(self, width: int | None = None) -> int:
        """The subtitle's own height at ``width`` (its card's), one line at least."""
        if width is None:
            margins = self.layout().contentsMargins()
            width = self.contentsRect().width() - margins.left() - margins.right()
        line = self.subtitle.fontMetrics().lineSpacing()
        return max(line, _rich_text_height(self.subtitle, width)) if width > 0 else line

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_stats()

    # Looks and language ----------------------------------------------------------------
    def apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        looks.set_font(self.title, 13.5, scale, bold=True)
        looks.set_font(self.subtitle, 11, scale)
        self._fit_stats()  # the subtitle's height at the new size (level with the other card's)
        for stat in (self.passes, self.chars, self.ms):
            stat.apply_scale(scale)
        self.view.apply_scale(scale)

    def retranslate(self) -> None:
        if self.kind == SOLO:
            self.title.setText(self.tr("The big model alone"))
        else:
            self.title.setText(self.tr("Draft + verification"))
        self.passes.caption.setText(self.tr("slow passes"))
        self.chars.caption.setText(self.tr("characters"))
        self.chars.setToolTip(self.tr("Characters written so far: here a token is one character"))
        self.ms.caption.setText("")  # "1234 ms" says it is a time
        self.view.setAccessibleName(self.title.text())
        self._update_status()
        self._update_stats()
