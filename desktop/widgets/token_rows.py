"""Rows of drafted tokens being verified, one row per round.

Plays a ``desktop.sim`` trace for the model's parameters and seed: the k
drafted tokens appear quickly (drafting is cheap), a V chip marks the one slow
pass, accepted tokens get ✓, the first rejected one ✕ and the rest of the row
is struck through; then the target's own token (a correction, or a bonus when
all k matched) arrives with a +. Shapes and text carry every state, so colour
is never the only signal.

Time comes from the app's one Clock: ``step(dt)``. Playing holds the clock;
pausing releases it, so a paused row view costs no CPU. Only the rows that fit
are painted, from an immutable trace, so a long run never piles up items.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.sim import trace as sim_trace
from desktop.widgets import trace_player as tp


class _RowsCanvas(QWidget):
    """Paints the visible rows of a TracePlayer."""

    def __init__(self, owner: "TokenRows") -> None:
        super().__init__(owner)
        self.owner = owner
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(120)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def _metrics(self, scale: float = 1.0) -> tuple[QFont, QFontMetricsF, float]:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, self.font().pointSizeF() * 1.05 * scale))
        fm = QFontMetricsF(font)
        return font, fm, fm.height() * 1.55

    def row_height(self) -> float:
        return self._metrics()[2] + 10

    def rows_that_fit(self) -> int:
        return max(1, int((self.height() - 8) // self.row_height()))

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(t.surface))
        player = self.owner.player
        rows = player.visible_rows(self.rows_that_fit())
        y = 6.0
        for state in rows:
            self._paint_row(p, state, y)
            y += self.row_height()
        p.end()

    def _chip_specs(self, state: tp.RowState):
        rnd = self.owner.player.rounds[state.index]
        chips = []
        for j in range(state.drafted_visible):
            word = rnd.drafted[j]
            if not state.marked:
                chips.append(("draft", word))
            elif j < rnd.accepted:
                chips.append(("accepted", "✓ " + word))
            elif j == rnd.accepted:
                chips.append(("rejected", "✕ " + word))
            else:
                chips.append(("discarded", word))
        extra = None
        if state.extra_shown and len(rnd.emitted) > rnd.accepted:
            extra = ("extra", "+ " + rnd.emitted[rnd.accepted])
        return rnd, chips, extra

    def _paint_row(self, p: QPainter, state: tp.RowState, y: float) -> None:
        t = theme.current()
        rnd, chips, extra = self._chip_specs(state)
        tag = ""
        if extra is not None:
            tag = self.owner.extra_tag(rnd.extra)
        # Shrink the row's font until it fits the width: a projector at 200 %
        # with k = 16 must still show every chip.
        available = self.width() - 12
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5):
            font, fm, h = self._metrics(scale)
            pad = fm.horizontalAdvance(" ") * 1.6
            widths = [fm.horizontalAdvance(text) + 2 * pad for _, text in chips]
            label_w = fm.horizontalAdvance("000") + 6
            extra_w = (fm.horizontalAdvance(extra[1]) + 2 * pad + fm.horizontalAdvance(" → ") + fm.horizontalAdvance(tag) * 0.85 + 10) if extra else 0
            total = label_w + h + 8 + sum(widths) + 6 * len(widths) + extra_w
            if total <= available:
                break
        p.setFont(font)
        x = 6.0
        small = QFont(font)
        small.setPointSizeF(font.pointSizeF() * 0.8)
        p.setPen(QColor(t.muted_text))
        p.setFont(small)
        p.drawText(QRectF(x, y, label_w - 6, h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(state.index + 1))
        x += label_w
        # The V chip: the one slow pass of this round.
        p.setFont(font)
        circle = QRectF(x, y, h, h)
        if state.verified:
            p.setPen(QPen(QColor(t.accent), 2))
            p.setBrush(QColor(t.accent))
            p.drawEllipse(circle)
            p.setPen(QColor("#ffffff"))
        else:
            p.setPen(QPen(QColor(t.muted_text), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(circle)
            p.setPen(QColor(t.muted_text))
        bold = QFont(font)
        bold.setBold(True)
        p.setFont(bold)
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter, "V")
        p.setFont(font)
        x += h + 8
        for (kind, text), w in zip(chips, widths):
            self._paint_chip(p, QRectF(x, y, w, h), kind, text)
            x += w + 6
        if extra is not None:
            p.setPen(QColor(t.text))
            arrow_w = fm.horizontalAdvance(" → ")
            p.drawText(QRectF(x, y, arrow_w, h), Qt.AlignmentFlag.AlignCenter, "→")
            x += arrow_w
            w = fm.horizontalAdvance(extra[1]) + 2 * pad
            self._paint_chip(p, QRectF(x, y, w, h), "extra", extra[1])
            x += w + 6
            p.setFont(small)
            p.setPen(QColor(t.extra))
            p.drawText(QRectF(x, y, self.width() - x, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, tag)

    def _paint_chip(self, p: QPainter, rect: QRectF, kind: str, text: str) -> None:
        t = theme.current()
        styles = {
            # kind: (border, fill, text colour, pen style, strike)
            "draft": (t.draft, "#fdf1e3", t.text, Qt.PenStyle.SolidLine, False),
            "accepted": (t.accepted, "#e2f3ec", t.text, Qt.PenStyle.SolidLine, False),
            "rejected": (t.rejected, "#fbe7e4", t.rejected, Qt.PenStyle.SolidLine, True),
            "discarded": (t.discarded, t.surface, t.discarded, Qt.PenStyle.DashLine, True),
            "extra": (t.extra, t.extra, "#ffffff", Qt.PenStyle.SolidLine, False),
        }
        border, fill, fg, style, strike = styles[kind]
        p.setPen(QPen(QColor(border), 2.2, style))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(rect, 7, 7)
        font = QFont(p.font())
        font.setStrikeOut(strike)
        font.setBold(kind in ("accepted", "extra"))
        p.setFont(font)
        p.setPen(QColor(fg))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        font.setStrikeOut(False)
        font.setBold(False)
        p.setFont(font)


class TokenRows(QWidget):
    playingChanged = Signal(bool)
    progressChanged = Signal()

    def __init__(self, model: LessonModel, clock, parent: QWidget | None = None, captions: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("tokenRows")
        self.model = model
        self.clock = clock
        self._playing = False
        self.loop = False  # kiosk attract mode: start a new trace when done
        self._player = tp.TracePlayer(self._make_trace())
        self._stale = False  # parameters changed; the new trace is built on next use
        self._rebuild = QTimer(self)
        self._rebuild.setSingleShot(True)
        self._rebuild.setInterval(0)
        self._rebuild.timeout.connect(self._refresh)

        self.count_label = QLabel(self)
        self.count_label.setObjectName("tokenRowsCount")
        self.count_label.setWordWrap(True)
        font = self.count_label.font()
        font.setBold(True)
        self.count_label.setFont(font)
        self.canvas = _RowsCanvas(self)
        self.caption_label = QLabel(self)
        self.caption_label.setObjectName("caption")
        self.caption_label.setWordWrap(True)
        self.caption_label.setVisible(captions)
        self.caption_label.setMinimumHeight(self.caption_label.fontMetrics().height() * 2 + 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.count_label)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.caption_label)

        clock.add(self)
        model.parametersChanged.connect(self.restart)
        self._refresh()

    @property
    def player(self) -> tp.TracePlayer:
        """The playback state, on a trace of the model's current parameters."""
        if self._stale:
            self._stale = False
            self._player.load(self._make_trace())
        return self._player

    def _make_trace(self):
        m = self.model
        return sim_trace.make_trace(m.k, m.alpha, m.tokens, m.seed)

    # Playback ---------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._playing

    def play(self) -> None:
        if self.player.finished:
            self.player.load(self.player.trace)
        if not self._playing:
            self._playing = True
            self.clock.acquire(self)
            self.playingChanged.emit(True)

    def pause(self) -> None:
        if self._playing:
            self._playing = False
            self.clock.release(self)
            self.playingChanged.emit(False)

    def toggle(self) -> None:
        self.pause() if self._playing else self.play()

    def step(self, dt: float) -> None:
        if not self._playing:
            return
        self.player.step(dt)
        if self.player.finished:
            if self.loop:
                self.model.new_seed()  # restarts through parametersChanged
                return
            self.pause()
        self._refresh()

    def step_round(self) -> None:
        self.pause()
        self.player.step_round()
        self._refresh()

    def restart(self) -> None:
        # Deferred to the event loop: during a slider drag the chart and the
        # readouts repaint first, and several moves queued together cost one
        # trace (up to 1,000 tokens) instead of one each. Anything that reads
        # ``player`` before then gets the new trace at once.
        self._stale = True
        self._rebuild.start()

    def new_seed(self) -> None:
        self.model.new_seed()

    def set_speed(self, speed: str) -> None:
        self.player.speed = speed

    def settle(self, seconds: float = 6.0) -> None:
        """Play a few seconds instantly, for a representative screenshot."""
        was = self._playing
        self._playing = True
        for _ in range(int(seconds / 0.05)):
            self.player.step(0.05)
        self._playing = was
        self._refresh()

    def reset(self) -> None:
        self.pause()
        self.player.speed = "normal"
        self.restart()

    # View -------------------------------------------------------------------
    def _refresh(self) -> None:
        self._update_texts()
        self.canvas.update()
        self.progressChanged.emit()

    def _update_texts(self) -> None:
        p = self.player
        n = self.model.tokens
        self.count_label.setText(
            self.tr("Slow passes: %1 · Tokens written: %2 of %3 · Without a draft: %4 slow passes")
            .replace("%1", i18n.fmt_int(p.slow_passes_so_far()))
            .replace("%2", i18n.fmt_int(p.tokens_so_far()))
            .replace("%3", i18n.fmt_int(n))
            .replace("%4", i18n.fmt_int(p.tokens_so_far()))
        )
        self.caption_label.setText(self.caption())
        self.setAccessibleDescription(self.count_label.text() + " " + self.caption_label.text())

    def extra_tag(self, extra: str) -> str:
        return self.tr("correction") if extra == "correction" else self.tr("bonus")

    def caption(self) -> str:
        p = self.player
        if p.finished:
            return (self.tr("Done: %1 slow passes for %2 tokens, instead of %2.")
                    .replace("%1", i18n.fmt_int(len(p.rounds))).replace("%2", i18n.fmt_int(self.model.tokens)))
        if p.completed == 0 and p.t == 0.0:
            return self.tr("Press play, or step one round at a time.")
        rnd = p.rounds[p.completed] if p.t > 0 else p.rounds[p.completed - 1]
        stage = p.stage_of_current() if p.t > 0 else tp.DONE
        k = len(rnd.drafted)
        if stage == tp.DRAFTING:
            return self.tr("The draft writes %n token(s) ahead: fast and cheap.", "", k)
        if stage == tp.VERIFYING:
            return self.tr("One slow pass (V): the big model checks the whole window at once.")
        if stage == tp.MARKING:
            if rnd.accepted == k:
                return self.tr("Every guess matches: all ✓.")
            return self.tr("It keeps the prefix it agrees with (✓) and throws away everything from the first ✕.")
        if rnd.extra == "bonus":
            return self.tr("Every guess matched, so the same pass adds one more token of its own: a bonus (+).")
        return self.tr("The same pass also gives the big model's own token at the first ✕: a free correction (+).")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._update_texts()
            self.canvas.update()
        super().changeEvent(event)
