"""Rows of drafted tokens being verified, one row per round.

Plays a ``desktop.sim`` trace for the model's parameters and seed: the k
drafted tokens appear quickly (drafting is cheap, not free: with c > 0 each
row says what its draft steps cost), a V chip marks the one slow pass,
accepted tokens get ✓, the first rejected one ✕ and the rest of the row is
struck through; then the big model's own token (a correction, or an extra
token when all k were accepted) arrives with a +. Shapes and text carry every
state, so colour is never the only signal.

The counters above the rows are this run's ("in this run"): a slow pass
lands when it gives its verdict. Its V fills, its ✓/✕ and its own token (+)
appear together, and the pass and all its tokens are counted at that moment.
Until then the counter and the caption read "pass 5 in progress" and no
verdict is drawn: ✓ beside "in progress" read as a contradiction (reviews 4
and 43), and a pass counted before its + read as a pass that left no token
(review 44). The canvas, the counters, the caption and the
accessible description all read one snapshot of the playback (``frame``),
taken when the texts are set, so no paint can show a later state than the
words. ``drawn_rows()`` reports what the canvas draws, so a test can hold the
counters to the rows at any frame.

Time comes from the app's one Clock: ``step(dt)``. Playing holds the clock;
pausing releases it, so a paused row view costs no CPU. Only the rows that fit
are painted, from an immutable trace, so a long run never piles up items.
"""

from __future__ import annotations

import copy
import math

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.clock import Playback
from desktop.model import LessonModel
from desktop.sim import trace as sim_trace
from desktop.widgets import legible
from desktop import trace_player as tp


class _RowsCanvas(QWidget):
    """Paints the visible rows of a TracePlayer.

    Text never shrinks below the legible minimum: a row too wide for the
    canvas (k = 16, or a projector) wraps onto a second line instead.
    """

    GAP = 5.0

    def __init__(self, owner: "TokenRows") -> None:
        super().__init__(owner)
        self.owner = owner
        self.setObjectName("tokenRowsCanvas")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._asked_height = 120  # what the screen asked for (fit_rows); the tallest row may need more
        self.setMinimumHeight(self._asked_height)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._untagged_run = None  # (trace, width) whose rows show no «corrección»/«token extra» tag
        self._tallest = None  # (trace, width, height of the run's tallest landed row there)

    # Fonts --------------------------------------------------------------
    def chip_font(self) -> QFont:
        font = QFont(self.font())
        px = legible.pixel_size(font)
        font.setPixelSize(max(legible.min_px(), round(px * 1.05)))
        return font

    def small_font(self) -> QFont:
        """Row numbers and the draft-cost tag: smaller, never below the minimum."""
        font = QFont(self.chip_font())
        font.setPixelSize(max(legible.min_px(), round(legible.pixel_size(font) * 0.85)))
        return font

    def painted_fonts(self) -> list[QFont]:
        bold = QFont(self.chip_font())
        bold.setBold(True)
        bold_small = QFont(self.small_font())
        bold_small.setBold(True)
        return [self.chip_font(), bold, self.small_font(), bold_small]

    def line_height(self) -> float:
        return QFontMetricsF(self.chip_font()).height() * 1.45

    def row_height(self) -> float:
        return self.line_height() + 8

    # Layout -------------------------------------------------------------
    def _row_items(self, state: tp.RowState):
        """(kind, text, width, font) of everything in a row after the V chip, in order."""
        rnd, chips, extra = self._chip_specs(state)
        fm = QFontMetricsF(self.chip_font())
        bold_fm = QFontMetricsF(self.painted_fonts()[1])
        pad = fm.horizontalAdvance(" ") * 0.9
        items = []
        for kind, text in chips:
            m = bold_fm if kind in ("accepted", "extra") else fm
            items.append((kind, text, m.horizontalAdvance(text) + 2 * pad))
        if extra is not None:
            items.append(("arrow", "→", fm.horizontalAdvance("→") + 8))
            kind = extra[0]
            items.append((kind, extra[1], bold_fm.horizontalAdvance(extra[1]) + 2 * pad))
            if kind == "extra":
                tag = self.owner.extra_tag(rnd.extra)
                items.append(("tag", tag, fm.horizontalAdvance(tag) + 4))
        elif state.marked and rnd.truncated:
            # No token of its own (the text is full): say so, or landing would change nothing on screen.
            tag = self.owner.end_tag()
            items.append(("tag", tag, fm.horizontalAdvance(tag) + 4))
        cost = self.owner.row_cost_text(state)
        if cost:
            # Beside the V, as in the counter's "1 + 0,80 of draft": one slow pass plus the draft's
            # steps. At the end of the row it pushed the row onto a second line, and at c = 0,2 only
            # one round fitted (legibility 2/5, review round 4).
            bold_small = QFontMetricsF(self.painted_fonts()[3])
            items.insert(0, ("cost", cost, bold_small.horizontalAdvance(cost) + 4))
        return items

    def _layout_row(self, state: tp.RowState) -> list[list[tuple[str, str, float]]]:
        """The row's items split into lines that fit the width."""
        fm = QFontMetricsF(self.small_font())
        start = 6.0 + fm.horizontalAdvance("000") + 6 + self.line_height() + 8
        available = max(self.width() - start - 6, 80.0)
        lines, line, x = [], [], 0.0
        end = self.owner.end_tag()
        # One rule for every row of a run at this width: a row with no room for its tag drops the
        # tags of them all (review 25: «+ jardín» untagged under «+ lleno corrección» read as a
        # different kind of token). Tags never add a line, so the rows' heights stay the same.
        run = (self.owner.frame.trace, self.width())
        untagged = self._run_untagged()
        items = self._row_items(state)
        for i, item in enumerate(items):
            w = item[2]
            if item[0] == "tag" and item[1] != end and (untagged or (line and x + w > available)):
                # «corrección» / «token extra» alone on a new line fell below a full canvas and was
                # cut in half (review 17, k = 10); the + chip and the caption under the rows say it.
                if not untagged:
                    self._untagged_run = run
                    untagged = True
                    self.update()  # rows painted before this one still carry theirs
                continue
            # The arrow goes with the big model's own chip: a wrapped «+ vivía» alone under «→» read as a
            # stray chip (round 89, k = 4 at 1440x900).
            need = w + (self.GAP + items[i + 1][2] if item[0] == "arrow" and i + 1 < len(items) else 0.0)
            if line and x + need > available:
                lines.append(line)
                line, x = [], 0.0
            line.append(item)
            x += w + self.GAP
        lines.append(line)
        return lines

    def _run_untagged(self) -> bool:
        """True once a row of this run, at this width, had no room for its tag (set when it is laid out)."""
        run = self._untagged_run
        return run is not None and run[0] is self.owner.frame.trace and run[1] == self.width()

    def _height_of(self, state: tp.RowState) -> float:
        return len(self._layout_row(state)) * (self.line_height() + 4) + 6

    def tallest_row(self) -> float:
        """The height of this run's tallest landed row at this width (cached per run and width)."""
        trace, width = self.owner.frame.trace, self.width()
        if self._tallest is None or self._tallest[0] is not trace or self._tallest[1] != width:
            # Laying out every round cost 5 ms a slider move; the rows with the most text are the tallest
            # (lines fill greedily), so the three longest are laid out.
            def text_length(i: int) -> int:
                r = trace.rounds[i]
                return sum(len(w) + 3 for w in r.drafted) + sum(len(w) + 3 for w in r.emitted[r.accepted:])

            longest = sorted(range(len(trace.rounds)), key=text_length, reverse=True)[:3]
            rows = (tp.RowState(i, len(trace.rounds[i].drafted), True, True, tp.DONE) for i in longest)
            self._tallest = (trace, width, max((self._height_of(state) for state in rows), default=0.0))
        return self._tallest[2]

    def ask_height(self, px: int) -> None:
        self._asked_height = px
        self.fit_tallest()

    def fit_tallest(self) -> None:
        """Room for the asked rows, and at least for the run's tallest row under the strip: at k = 11 a
        round wrapped onto three lines and its last line, «+ vivía corrección», was cut (review 28)."""
        if self.width() <= 0:
            return
        need = math.ceil(6.0 + self.strip_height() + self.tallest_row()) + 1
        want = max(self._asked_height, need)
        if self.minimumHeight() != want:
            self.setMinimumHeight(want)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_tallest()

    def strip_height(self, text: str | None = None) -> float:
        """The note above the rows, wrapped to the width: on one line it was cut at 1024x768 on a
        projector («…ya en el» without «total», review 13). Without ``text``, the longest it can be."""
        if text is None:
            text = self.owner.above_text(max(1, len(self.owner.frame.rounds)))
        fm = QFontMetricsF(self.small_font())
        box = fm.boundingRect(QRectF(0, 0, max(1.0, self.width() - 12.0), 1e6),
                              int(Qt.TextFlag.TextWordWrap), text)
        return max(fm.height(), box.height()) + 4

    def _rows_to_draw(self) -> list[tp.RowState]:
        """The last rows that fit in the height (at least one).

        Rows scroll off the top only when the round in progress needs their
        room; then a strip at the top says how many are above, and that the
        total counts them (readers saw row 1 vanish and the total keep it)."""
        player = self.owner.frame
        candidates = player.visible_rows(max(1, int(self.height() // max(self.row_height(), 1.0)) + 1))

        def fit(top: float) -> list[tp.RowState]:
            out, used = [], top
            for state in reversed(candidates):
                h = self._height_of(state)
                if out and used + h > self.height():
                    break
                out.insert(0, state)
                used += h
            return out

        out = fit(6.0)
        if out and out[0].index > 0:
            out = fit(6.0 + self.strip_height())
        return out

    def used_height(self) -> float:
        """The height the drawn rows take, with the strip above them when rows are hidden."""
        rows = self._rows_to_draw()
        strip = self.strip_height() if rows and rows[0].index > 0 else 0.0
        return 6.0 + strip + sum(self._height_of(state) for state in rows)

    def hidden_above(self, rows: list[tp.RowState] | None = None) -> int:
        """How many finished rounds have scrolled off the top."""
        rows = self._rows_to_draw() if rows is None else rows
        return rows[0].index if rows else 0

    def rows_that_fit(self) -> int:
        return max(1, len(self._rows_to_draw()))

    def drawn_v_circles(self) -> list[tuple[int, QRectF]]:
        """(round index, box) of each V the last paint drew, for tests."""
        return list(getattr(self, "_v_circles", []))

    def drawn_rows(self) -> list[dict]:
        """What the canvas draws now, row by row (for tests and for screen readers).

        Each row: index (0-based round), verified (its slow pass has started:
        V a solid ring while at work, filled once it gives its verdict), marked (✓/✕ shown), landed
        (its tokens are written: the + chip or the round's end; with the verdict), kinds of its chips
        in order and their words, the tags beside it, and the number of tokens it has put in the text
        (its ✓ chips plus the + chip, once landed)."""
        out = []
        for state in self._rows_to_draw():
            _rnd, chips, extra = self._chip_specs(state)
            kinds = [kind for kind, _ in chips] + ([extra[0]] if extra else [])
            out.append({
                "index": state.index,
                "verified": state.verified,
                "marked": state.marked,
                "landed": state.marked,  # the verdict and the tokens land together
                "kinds": kinds,
                "words": [word for _, word in chips] + ([extra[1]] if extra else []),
                # What the paint drew: the row's tags unless the run drops them (read from the flag the
                # layout sets, not by laying the row out again: this runs on every frame and slider move).
                "tags": [text for kind, text, _w in self._row_items(state) if kind == "tag"
                         and (text == self.owner.end_tag() or not self._run_untagged())],
                "written": kinds.count("accepted") + kinds.count("extra") if state.marked else 0,
                "cost": self.owner.row_cost_text(state),
            })
        return out

    # Painting -----------------------------------------------------------
    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(t.surface))
        y = 6.0
        self._v_circles: list[tuple[int, QRectF]] = []
        rows = self._rows_to_draw()
        above = self.hidden_above(rows)
        if above:
            text = self.owner.above_text(above)
            strip = self.strip_height(text)
            p.setFont(self.small_font())
            p.setPen(QColor(t.text))
            p.drawText(QRectF(6.0, y - 4, self.width() - 12, strip), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, text)
            y += strip
        for state in rows:
            y += self._paint_row(p, state, y)
        p.end()

    def _chip_specs(self, state: tp.RowState):
        rnd = self.owner.frame.rounds[state.index]
        chips = []
        for j in range(state.drafted_visible):
            word = rnd.drafted[j]
            if not state.marked:
                chips.append(("draft", word))
            elif j < rnd.accepted and j < len(rnd.emitted):
                chips.append(("accepted", "✓ " + word))
            elif j < rnd.accepted:
                # The last round stops at N tokens: an accepted token past N is spare.
                chips.append(("discarded", word))
            elif j == rnd.accepted:
                chips.append(("rejected", "✕ " + word))
            else:
                chips.append(("discarded", word))
        extra = None
        if len(rnd.emitted) > rnd.accepted:
            if state.marked:
                extra = ("extra", "+ " + rnd.emitted[rnd.accepted])
        return rnd, chips, extra

    def _paint_row(self, p: QPainter, state: tp.RowState, y: float) -> float:
        t = theme.current()
        font, small = self.chip_font(), self.small_font()
        fm = QFontMetricsF(small)
        h = self.line_height()
        label_w = fm.horizontalAdvance("000") + 6
        x = 6.0
        p.setPen(QColor(t.text))  # the round's number carries meaning: no pale grey
        p.setFont(small)
        p.drawText(QRectF(x, y, label_w - 6, h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(state.index + 1))
        x += label_w
        # The V chip: the one slow pass of this round.
        circle = QRectF(x, y, h, h)
        self._v_circles.append((state.index, circle))
        if state.verified and state.marked:  # landed with its verdict: counted, filled
            p.setPen(QPen(QColor(t.accent), 2))
            p.setBrush(QColor(t.accent))
            p.drawEllipse(circle)
            p.setPen(QColor(t.on_accent))
        elif state.verified:
            # At work, not counted yet: a thick ring, so it differs from a pass done in shape, not only
            # in the counter's words (review 34: filled for both, «en marcha o hecha»).
            p.setPen(QPen(QColor(t.accent), 3))
            p.setBrush(QColor(t.surface))
            p.drawEllipse(circle.adjusted(1, 1, -1, -1))
            p.setPen(QColor(t.accent))
        else:
            p.setPen(QPen(QColor(t.muted_text), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(circle)
            p.setPen(QColor(t.muted_text))
        bold = QFont(font)
        bold.setBold(True)
        p.setFont(bold)
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter, "V")
        start = x + h + 8
        lines = self._layout_row(state)
        for n, line in enumerate(lines):
            x = start
            ly = y + n * (h + 4)
            for kind, text, w in line:
                rect = QRectF(x, ly, w, h)
                if kind == "arrow":
                    p.setFont(font)
                    p.setPen(QColor(t.text))
                    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
                elif kind in ("tag", "cost"):
                    # The correction / extra-token tag at the chips' size: smaller, the back row
                    # could not tell the two apart (blind review).
                    p.setFont(font if kind == "tag" else self.painted_fonts()[3])
                    p.setPen(QColor(t.extra if kind == "tag" else t.draft))
                    p.drawText(QRectF(x, ly, w + 40, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
                else:
                    p.setFont(font)
                    self._paint_chip(p, rect, kind, text)
                x += w + self.GAP
        return len(lines) * (h + 4) + 6

    def _paint_chip(self, p: QPainter, rect: QRectF, kind: str, text: str) -> None:
        t = theme.current()
        styles = {
            # kind: (border, fill, text colour, pen style, strike). Crossed-out
            # text keeps a dark colour on a light fill (>= 4.5:1): a rejected
            # token must stay readable from the back row.
            "draft": (t.draft, t.draft_fill, t.text, Qt.PenStyle.SolidLine, False),
            "accepted": (t.accepted, t.accepted_fill, t.text, Qt.PenStyle.SolidLine, False),
            "rejected": (t.rejected, t.rejected_fill, t.rejected, Qt.PenStyle.SolidLine, True),
            # Struck-through words in the text colour: in grey they were the faintest thing on the rows from the
            # back row (review 63, both readers); the dashed grey border and the line through them say «thrown away».
            "discarded": (t.discarded, t.surface, t.text, Qt.PenStyle.DashLine, True),
            "extra": (t.extra, t.extra, t.on_accent, Qt.PenStyle.SolidLine, False),
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

    @staticmethod
    def chip_colours(kind: str) -> tuple[str, str]:
        """(text, background) of a chip kind, for the contrast test."""
        t = theme.current()
        return {
            "draft": (t.text, t.draft_fill),
            "accepted": (t.text, t.accepted_fill),
            "rejected": (t.rejected, t.rejected_fill),
            "discarded": (t.text, t.surface),
            "extra": (t.on_accent, t.extra),
        }[kind]


class TokenRows(i18n.Retranslatable, Playback, QWidget):
    playingChanged = Signal(bool)
    progressChanged = Signal()

    def __init__(self, model: LessonModel, clock, parent: QWidget | None = None, captions: bool = True,
                 free_draft_at_once: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("tokenRows")
        self.model = model
        self.clock = clock
        self.loop = False  # kiosk attract mode: start a new trace when done
        # With c = 0 the Lab draws the k drafted tokens at once, with the slow pass: drawn one by one,
        # the draft took time on screen beside "here it is free" (blind review, round 7). The lesson's
        # rounds step keeps the drafting stage to show it.
        self.free_draft_at_once = free_draft_at_once
        self._player = tp.TracePlayer(self._make_trace(), self._draft_token_s())
        self._frame = copy.copy(self._player)
        self._stale = False  # parameters changed; the new trace is built on next use
        self._steady_key = None

        self.count_label = QLabel(self)
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setObjectName("tokenRowsCount")
        self.count_label.setWordWrap(True)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        font = self.count_label.font()
        font.setBold(True)
        self.count_label.setFont(font)
        self.canvas = _RowsCanvas(self)
        self.caption_label = QLabel(self)
        self.caption_label.setObjectName("caption")
        self.caption_label.setWordWrap(True)
        self.caption_label.setVisible(captions)
        self.caption_label.setMinimumHeight(self.caption_label.fontMetrics().height() * 2 + 4)
        self._probe = QLabel(self)  # measures the texts' wrapped heights; never shown
        self._probe.setWordWrap(True)
        self._probe.setTextFormat(Qt.TextFormat.PlainText)
        self._heights: dict[tuple[str, str, int], int] = {}  # _text_height's memory
        self._probe.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.count_label)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.caption_label)
        legible.raise_fonts(self)

        clock.add(self)
        model.parametersChanged.connect(self.restart)
        self._refresh()

    @property
    def player(self) -> tp.TracePlayer:
        """The playback state, on a trace of the model's current parameters."""
        if self._stale:
            self._stale = False
            self._player.draft_token_s = self._draft_token_s()
            self._player.load(self._make_trace())
        return self._player

    @property
    def frame(self) -> tp.TracePlayer:
        """The playback state on screen: a copy of ``player`` taken when the texts were last set.
        The canvas paints it and every text is written from it, so they always show the same moment."""
        return self._frame

    def _draft_token_s(self) -> float:
        return 0.0 if self.free_draft_at_once and self.model.cost <= 0 else tp.DRAFT_TOKEN_S

    def drafts_at_once(self) -> bool:
        """True when the drafted tokens appear together, with the slow pass (a free draft in the Lab)."""
        return self.frame.draft_token_s == 0

    def _make_trace(self):
        m = self.model
        return sim_trace.make_trace(m.k, m.alpha, m.tokens, m.seed)

    # Playback (play, pause and toggle come from clock.Playback) --------------
    def play(self) -> None:
        if self.player.finished:
            self.player.load(self.player.trace)
            self._refresh()
        super().play()

    def step(self, dt: float) -> None:
        if not self.playing:
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
        # At once, not deferred to the event loop: a new trace of even 1,000 tokens takes
        # about a millisecond (benchmarked), so a drag can afford one per move, and the rows
        # never show the old parameters' trace beside the new readouts.
        self._stale = True
        self._refresh()

    def new_seed(self) -> None:
        self.model.new_seed()

    def set_speed(self, speed: str) -> None:
        self.player.speed = speed

    def settle(self, seconds: float = 6.0) -> None:
        """Play a few seconds instantly, for a representative screenshot."""
        for _ in range(int(seconds / 0.05)):
            self.player.step(0.05)
        self._refresh()

    def reset(self) -> None:
        self.pause()
        self.player.speed = "normal"
        self.restart()

    # View -------------------------------------------------------------------
    def _refresh(self) -> None:
        self._frame = copy.copy(self.player)
        self._update_texts()
        self.canvas.fit_tallest()  # a new run may have a taller row (cached: free on a frame of the same run)
        self.canvas.update()
        self.progressChanged.emit()

    def _update_texts(self) -> None:
        self.count_label.setText(self.count_text())
        self.caption_label.setText(self.caption())
        self._steady_count_height()
        # A screen reader gets the picture as sentences: this run's counts,
        # what the rows show, and the step being played (issue 19). Set only
        # on a change: this runs on every frame of the animation.
        name = self.tr("Token rows: one run, round by round")
        description = self.description()
        for widget in (self, self.canvas):
            if widget.accessibleName() != name:
                widget.setAccessibleName(name)
            if widget.accessibleDescription() != description:
                widget.setAccessibleDescription(description)

    def description(self) -> str:
        """The rows in words, with this run's numbers: counts, the last row drawn, the caption."""
        parts = [self.count_label.text().replace("\n", "; ")]
        drawn = [d for d in self.drawn_rows() if d["marked"]]
        if drawn:
            last = drawn[-1]
            kinds = last["kinds"]
            parts.append(i18n.fill(self.tr("Round %1: %2 of %3 proposed tokens accepted, %4 written."),
                                   i18n.fmt_int(last["index"] + 1), i18n.fmt_int(kinds.count("accepted")),
                                   i18n.fmt_int(len(kinds) - kinds.count("extra")), i18n.fmt_int(last["written"])))
        if self.caption_label.text():
            parts.append(self.caption_label.text())
        return " ".join(p if p.endswith(".") else p + "." for p in parts if p)

    def counters(self) -> dict:
        """This run's counts as the label shows them: passes over (their verdict given), tokens written,
        the pass in progress, and how many of its draft steps are drawn (spent, but not in the time
        until its pass is over)."""
        p = self.frame
        progress = p.round_in_progress()
        drafted = p.row_state(progress[0] - 1).drafted_visible if progress else 0
        return {
            "passes": p.slow_passes_so_far(),
            "tokens": p.tokens_so_far(),
            "in_progress": progress[0] if progress else None,
            "drafting": bool(progress) and progress[1] == tp.DRAFTING,
            "drafted": drafted,
        }

    def drawn_rows(self) -> list[dict]:
        return self.canvas.drawn_rows()

    def fit_rows(self, count: int) -> None:
        """Ask for room for ``count`` one-line rows and the strip that counts the rows above them
        (a screen that needs its height elsewhere, such as the Lab's chart, asks for no more)."""
        c = self.canvas
        # As _height_of counts a one-line row, plus the top margin.
        # The strip at one line: its wrapped height depends on a width not known yet.
        c.ask_height(int(count * (c.line_height() + 10) + QFontMetricsF(c.small_font()).height() + 4 + 8))

    def painted_fonts(self):
        return self.canvas.painted_fonts()

    def _draft_cost(self, steps: int | None = None) -> float:
        """What ``steps`` draft steps cost, in slow passes (a whole round's k steps by default)."""
        m = self.model
        steps = m.k if steps is None else steps
        return steps * m.cost if m.cost > 0 and m.k > 0 else 0.0

    def row_cost_text(self, state: tp.RowState) -> str:
        """With c > 0, what this round's drawn draft steps cost, beside its V: "+0,80" for a whole round,
        the same number the counter above adds to each round's slow pass ("1 + 0,80 of draft"), where
        its unit is named. It grows with each drafted token drawn: a step is spent when it is taken."""
        cost = self._draft_cost(state.drafted_visible)
        if not cost:
            return ""
        # The unit is named on the row itself: a bare "+0,80" read as a token count (blind review).
        return i18n.fill(self.tr("+%1 of draft"), i18n.fmt(cost, 2))

    def _steady_count_height(self) -> None:
        """Keep room, from the first frame, for the longest counter and caption this run can show:
        the last round's numbers, "in progress" with its ✓ and its draft already spent, and the
        longest caption of any stage. Growing mid-run, they pushed the rows down and, on a full
        page, brought up a scroll bar (blind review, round 7); squeezed, their lines were clipped."""
        width = self.count_label.width()
        if width < 50:
            return  # not laid out yet
        p = self.frame
        key = (id(p.trace), width, self.count_label.font().key(), self.caption_label.font().key(),
               self.tr("+%1 of draft"), self.model.cost, self.model.k, self.model.tokens, p.draft_token_s)
        if key == self._steady_key:
            return
        self._steady_key = key
        counts, captions = self._longest_texts()
        for label, texts, floor in ((self.count_label, counts, 0),
                                    (self.caption_label, captions, self.caption_label.fontMetrics().height() * 2 + 4)):
            need = max(floor, *(self._text_height(label, text, width) for text in texts))
            if label.minimumHeight() != need:
                label.setMinimumHeight(need)

    def _text_height(self, label: QLabel, text: str, width: int) -> int:
        # Measured by a label like the one shown (same font, same wrapping), not by font metrics
        # alone, so the room kept is the room the label asks for. Remembered by text, font and
        # width: a restart draws a new run whose texts mostly repeat the last one's, and the
        # ~18 measurements were about 1 ms of every restart (issue 18).
        font = label.font()
        key = (text, font.key(), width)
        cached = self._heights.get(key)
        if cached is not None:
            return cached
        probe = self._probe
        probe.setFont(font)
        probe.setText(text)
        height = probe.heightForWidth(width)
        if len(self._heights) >= 512:
            self._heights.clear()
        self._heights[key] = height
        return height

    def _longest_texts(self) -> tuple[list[str], list[str]]:
        """Every form the counter and the caption can take in this run, with its largest numbers."""
        p = self.frame
        rounds = p.rounds
        last = max(1, len(rounds))
        k = self.model.k
        counts = [self.count_label.text()]
        for drafting in (True, False):
            counts.append(self.count_text({
                "passes": last, "tokens": self.model.tokens, "in_progress": last, "drafting": drafting,
                "drafted": k}))
        captions = [self.caption_label.text(), self._finished_caption(last), self.tr("Press play, or step one round at a time.")]
        kinds = {}
        for rnd in rounds:
            kinds.setdefault((rnd.truncated, rnd.extra, rnd.accepted == len(rnd.drafted), len(rnd.emitted) <= rnd.accepted), rnd)
        for rnd in kinds.values():
            for stage in (tp.DRAFTING, tp.VERIFYING, tp.MARKING, tp.DONE):
                captions.append(self._round_caption(rnd, last, stage))
        return counts, captions

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._steady_count_height()

    def count_text(self, c: dict | None = None) -> str:
        c = self.counters() if c is None else c
        n = self.model.tokens
        # Two whole phrases, each with its own plural: "1 pasadas" was wrong.
        text = i18n.fill(self.tr("In this run: %n slow pass(es) → %2 of %3 tokens", "", c["passes"]),
                         i18n.fmt_int(c["tokens"]), i18n.fmt_int(n), first=2)
        # One whole phrase per line: wrapped to the width, they broke inside "(sin | borrador" and
        # "= | 3,6", and the block read as a wall from the back row (review round 4).
        text += "\n" + self.tr("(without a draft, those tokens would cost %n slow pass(es))", "", c["tokens"])
        if c["in_progress"] is not None:
            if c["drafting"]:
                text += " · " + i18n.fill(self.tr("round %1: the draft is proposing"), i18n.fmt_int(c["in_progress"]))
            else:
                # No verdict is drawn yet: the ✓/✕ and the count come together when the pass ends
                # (review 43 read ✓ beside "in progress" as a contradiction; review 33, a counter that lags).
                text += " · " + i18n.fill(self.tr("slow pass %1 in progress (it counts when it ends)"),
                                          i18n.fmt_int(c["in_progress"]))
        cost = self._draft_cost()
        if cost:
            # With the time without a draft beside it: «3 pasadas lentas → 3 de 100 tokens (sin borrador, 3)»
            # read as a tie above a time of 5,40 (review 65).
            # k × c written out: «1 + 0,80» left the 0,80 to be found (review 69); the rows say «+0,80».
            text += "\n" + i18n.fill(self.tr("Time, in slow passes: %n round(s) × (1 + %2 × %5 of draft) = %3 "
                                             "(without a draft: %4)", "", c["passes"]),
                                     i18n.fmt_int(self.model.k), i18n.fmt(c["passes"] * (1 + cost), 2),
                                     i18n.fmt(c["tokens"], 2), i18n.fmt(self.model.cost, 2), first=2)
            if c["in_progress"] is not None and c.get("drafted"):
                # The row draws its draft cost as spent; say so, or the time reads as leaving it out.
                # Only the steps drawn so far: "+0,80 already spent" beside 2 of 4 drafted tokens
                # was an error (blind review, round 7).
                text += " · " + i18n.fill(self.tr("round %1 in progress: +%2 of draft already spent"),
                                          i18n.fmt_int(c["in_progress"]), i18n.fmt(self._draft_cost(c["drafted"]), 2))
        return text

    def above_text(self, count: int) -> str:
        """The rounds scrolled off the top, with the tokens they wrote: "above" alone pointed at
        nothing the reader could see, beside a total that counted them (blind review)."""
        written = sum(len(r.emitted) for r in self.frame.rounds[:count])
        return i18n.fill(self.tr("↑ %n earlier round(s), not shown: %2, already in the total", "", count),
                         self.tr("%n token(s)", "", written), first=2)

    def extra_tag(self, extra: str) -> str:
        return self.tr("correction") if extra == "correction" else self.tr("extra token")

    def end_tag(self) -> str:
        return self.tr("end of the text")

    def caption(self) -> str:
        p = self.frame
        if p.finished:
            return self._finished_caption(len(p.rounds))
        if p.completed == 0 and p.t == 0.0:
            return self.tr("Press play, or step one round at a time.")
        index = p.completed if p.t > 0 else p.completed - 1
        stage = p.stage_of_current() if p.t > 0 else tp.DONE
        return self._round_caption(p.rounds[index], index + 1, stage)

    def _finished_caption(self, passes: int) -> str:
        cost = self._draft_cost()
        if cost:
            return i18n.fill(self.tr("Done in this run: %1 rounds, each 1 slow pass + %2 of draft. Time, in slow passes: "
                                     "%3 for %4 tokens; without a draft, %4."), i18n.fmt_int(passes),
                             i18n.fmt(cost, 2), i18n.fmt(passes * (1 + cost), 2), i18n.fmt_int(self.model.tokens))
        return i18n.fill(self.tr("Done in this run: %1 slow passes for %2 tokens, instead of %2."),
                         i18n.fmt_int(passes), i18n.fmt_int(self.model.tokens))

    def _round_caption(self, rnd, number_int: int, stage: int) -> str:
        """The caption of round ``number_int`` (1-based) at ``stage``."""
        number = i18n.fmt_int(number_int)
        k = len(rnd.drafted)
        if k == 0:
            # The Lab's k slider starts at 0: «the draft has proposed its 0 tokens» said nothing of
            # what a window of 0 is (review 57 asked).
            if stage in (tp.DRAFTING, tp.VERIFYING):
                return i18n.fill(self.tr("Round %1: no draft (k = 0), so slow pass %1 writes one token, as the big "
                                         "model alone does."), number)
            return i18n.fill(self.tr("Slow pass %1 is over: with no draft (k = 0), it writes its own token (+), as the "
                                     "big model alone does."), number)
        if stage == tp.DRAFTING:
            cost = self._draft_cost()
            if round(cost, 2) >= 1:
                # «Quick» beside 9 steps costing 1,08 passes read as a contradiction (review 27).
                return i18n.fill(self.tr("Round %1: the draft proposes %2 tokens. Here the draft is dear: its %2 steps "
                                         "cost %3 slow passes, as much as the check itself or more."),
                                 number, i18n.fmt_int(k), i18n.fmt(cost, 2))
            if cost:
                return i18n.fill(self.tr("Round %1: the draft proposes %2 tokens. Quick, but not free: %2 draft steps "
                                         "cost %3 of a slow pass."), number, i18n.fmt_int(k), i18n.fmt(cost, 2))
            # "proposes 4" beside one drawn token read as a wrong caption (review 11): one after another.
            # "We count it as free", c named: beside the stage card's "each step a small part of a slow
            # pass", a bare "here it is free" read as a contradiction (review 17).
            return i18n.fill(self.tr("Round %1: the draft proposes its %n token(s), one after another: here we count "
                                     "it as free (its cost c = 0).", "", k), number)
        if stage == tp.VERIFYING:
            if self.frame.draft_token_s == 0:
                # No drafting stage on screen: say where the k tokens came from, and why at once.
                # "at once" contradicted step 2's draft steps, one after another (review 11).
                return i18n.fill(self.tr("Round %1: the draft has proposed its %n token(s), one step after another, "
                                         "in no time (here we count it as free: its cost c = 0); slow pass %1 (V) is verifying the "
                                         "whole window in one go.", "", k), number)
            return i18n.fill(self.tr("Slow pass %1 (V): the big model verifies the whole window at once."), number)
        if stage == tp.MARKING:
            # The pass is over: its V fills, and its verdict and its own token come out together, as they
            # are counted (reviews 43 and 44).
            if len(rnd.emitted) <= rnd.accepted:
                return i18n.fill(self.tr("Slow pass %1 is over: it keeps the accepted prefix (✓) up to the "
                                         "%2 tokens."), number, i18n.fmt_int(self.model.tokens))
            if rnd.accepted == k:
                return i18n.fill(self.tr("Slow pass %1 is over: every proposed token is accepted (✓), and the same "
                                         "pass adds its own token (+)."), number)
            if rnd.accepted == 0:
                # No ✓ to keep: "the accepted prefix (✓)" beside a first ✕ read as a wrong caption (review 11).
                return i18n.fill(self.tr("Slow pass %1 is over: the first proposal is rejected (✕), so the accepted "
                                         "prefix is empty and everything is dropped; the same pass writes its own "
                                         "token (+) in its place."), number)
            return i18n.fill(self.tr("Slow pass %1 is over: it keeps the accepted prefix (✓), drops everything from "
                                     "the first ✕ on and, in the same pass, writes its own token (+)."), number)
        if rnd.truncated:
            return i18n.fill(self.tr("Slow pass %1 reaches the %2 tokens; the tokens left over are dropped."
                                     ), number, i18n.fmt_int(self.model.tokens))
        if rnd.extra == "bonus":
            return i18n.fill(self.tr("Slow pass %1: all were accepted, so the same pass adds one more token of its own: "
                                     "an extra token (+)."), number)
        return i18n.fill(self.tr("Slow pass %1 also writes the big model's own token in place of the first ✕: a correction (+). "
                                 "It is this pass's own token: the pass pays for it, as it would without a draft."), number)

    def retranslate(self) -> None:
        self._update_texts()
        self.canvas.update()
