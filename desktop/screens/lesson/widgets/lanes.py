"""Lanes of tokens over a shared time line: writing one slow pass per token
against drafting cheaply and checking the whole window in one pass.

A lane is a row of token slots with, below it, the passes that fill them laid
out in time (one unit = one slow pass of the big model). Passes still to come
are drawn as dashed boxes waiting their turn, the pass at work is filled as it
progresses and drawn with lines to every slot it works on: one slot when
writing, all k slots at once when checking. Time comes from the app's Clock
(``step(dt)``); the widget holds the clock only while playing.

The dotted playhead never crosses text (review round 4 saw it run through
the draft's label): the label sits beside the time axis, where the playhead
does not go, and the line breaks around the numbers inside the pass blocks.
``drawn_text_boxes()`` and ``playhead_lines()`` report what the last paint
drew, so a test can check that at every frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.clock import Playback
from desktop.widgets import a11y

SECONDS_PER_PASS = 0.8  # one slow pass on screen, at normal speed
MIN_PT = 10.5  # 14 px at 96 dpi: the smallest text that carries meaning, read from the back row
DRAFT_STEP = 0.12  # one draft token, in slow passes: cheap but not free
# The big model's layers as every diagram draws them: step 1 drew 6 and step 8 drew 5 (review 28).
DRAWN_LAYERS = 6
MAX_CLAIM = 520  # px: the most width the lanes ask of a layout so that their words fit
HEADER_GAP = 10  # px between a lane's counter and its slots: room for the dependency arrow above the slots


def _word_floor_pt() -> float:
    """The smallest size a token's word may shrink to so that it fits its chip. Under larger text a word
    may go a fifth below the chosen size: at 200 % on 1024x768 «Érase» overflowed its chip by 12 px and
    read «rase» (round 97), and the lanes cannot claim more width without scrolling the page sideways."""
    floor = theme.pt(MIN_PT)
    return floor * 0.8 if theme.current().font_scale > 1 else floor


def _pack_parts(fm: QFontMetricsF, text: str, width: float, sep: str = " · ") -> str:
    """``text`` with its ``sep``-separated parts on as many lines as ``width`` needs, breaking only
    between parts: a counter wrapped at any space split «pasada 4 | en curso»."""
    parts = text.split(sep)
    lines = [parts[0]]
    for part in parts[1:]:
        joined = lines[-1] + sep + part
        if fm.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return "\n".join(lines)


@dataclass(frozen=True)
class Segment:
    start: float  # in slow passes
    end: float
    kind: str  # "pass" (the big model) | "draft" (the small model)
    positions: tuple[int, ...]  # the slots this segment works on
    effect: str  # what the slots become when it ends: "written" | "draft" | "checked"
    own: int | None = None  # the slot the same pass writes itself (the big model's own token): "written"


@dataclass(frozen=True)
class Lane:
    key: str
    words: tuple[str, ...]
    segments: tuple[Segment, ...]

    @property
    def end(self) -> float:
        return max((s.end for s in self.segments), default=0.0)

    @property
    def slow_passes(self) -> int:
        return sum(1 for s in self.segments if s.kind == "pass")


def writing_lane(words) -> Lane:
    """Plain autoregressive writing: pass i writes token i, after pass i-1."""
    words = tuple(words)
    return Lane("writing", words, tuple(Segment(i, i + 1.0, "pass", (i,), "written") for i in range(len(words))))


def checking_lane(words, draft_step: float = DRAFT_STEP) -> Lane:
    """The draft writes k guesses one by one (cheap), then one pass checks them all and,
    as in every round, writes one token of its own after them: k + 1 tokens, ``words``
    holding all k + 1 (here every guess is accepted)."""
    words = tuple(words)
    k = len(words) - 1
    if k < 1:
        return Lane("checking", (), ())
    segs = [Segment(j * draft_step, (j + 1) * draft_step, "draft", (j,), "draft") for j in range(k)]
    segs.append(Segment(k * draft_step, k * draft_step + 1.0, "pass", tuple(range(k + 1)), "checked", own=k))
    return Lane("checking", words, tuple(segs))


def speculative_lane(words, accepted: list[int], k: int, draft_step: float = DRAFT_STEP) -> Lane:
    """Rounds of drafting and one checking pass each, writing ``words``.

    Round r drafts k guesses (their time is counted) of which ``accepted[r]``
    match; its pass keeps those and adds the big model's own token. Only the
    matching guesses are drawn in the slots: the rejected ones never reach
    the text.
    """
    words = tuple(words)
    segs = []
    t, pos = 0.0, 0
    for a in accepted:
        if pos >= len(words):
            break
        for j in range(k):
            shown = (pos + j,) if j < a and pos + j < len(words) else ()
            segs.append(Segment(t, t + draft_step, "draft", shown, "draft"))
            t += draft_step
        write = min(a + 1, len(words) - pos)
        own = pos + a if a + 1 <= write else None
        segs.append(Segment(t, t + 1.0, "pass", tuple(range(pos, pos + write)), "checked", own=own))
        t += 1.0
        pos += write
    return Lane("speculative", words, tuple(segs))


class PassLanes(i18n.Retranslatable, Playback, QWidget):
    playingChanged = Signal(bool)
    progressChanged = Signal()

    def __init__(self, clock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.lanes: list[Lane] = []
        self._titles: dict[str, str] = {}
        self.t = 0.0  # in slow passes
        self.speed = 1.0
        self.show_model = False  # draw the big model above the first lane, working pass by pass
        self.check_marks = True  # "✓ word" on checked slots; off where slots are too narrow for it
        # "+ word" on the verify lane's own token, so the pass's token differs from the accepted proposals
        # by a mark and not only by its blue (step 2, blind review round 7: "why is «en» blue?").
        self.own_marks = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(180)
        clock.add(self)
        self._describe()

    # Content ----------------------------------------------------------------
    @property
    def titles(self) -> dict[str, str]:
        return self._titles

    @titles.setter
    def titles(self, titles: dict[str, str]) -> None:
        # Screens set the titles in their retranslate: the sentence a screen reader hears follows them.
        self._titles = dict(titles)
        self._describe()

    def set_lanes(self, lanes: list[Lane]) -> None:
        self.lanes = list(lanes)
        self.restart()
        self.updateGeometry()

    def duration(self) -> float:
        return max((lane.end for lane in self.lanes), default=0.0)

    # Playback (play, pause and toggle come from clock.Playback) --------------
    @property
    def finished(self) -> bool:
        return self.t >= self.duration()

    def play(self) -> None:
        if self.finished:
            self.t = 0.0
        super().play()
        self._changed()

    def restart(self) -> None:
        self.pause()
        self.t = 0.0
        self._changed()

    def seek(self, t: float) -> None:
        self.t = min(max(0.0, t), self.duration())
        self._changed()

    def step(self, dt: float) -> None:
        if not self.playing:
            return
        self.t += dt * self.speed / SECONDS_PER_PASS
        # Paused the moment the last pass ends: a moment's hold after it kept «❚❚ Pausa» on the button
        # under a caption that already said «Pulsa Reproducir» (review 24).
        if self.t >= self.duration():
            self.t = self.duration()
            self.pause()
        self._changed()

    def _changed(self) -> None:
        self.update()
        self._describe()
        self.progressChanged.emit()

    # What a screen reader hears ---------------------------------------------
    def describe(self) -> str:
        """The picture in words: per lane, its slow passes and tokens at the playhead (WCAG 1.1.1)."""
        return " ".join(self._describe_lane(lane) for lane in self.lanes)

    def _describe_lane(self, lane: Lane) -> str:
        title = self.titles.get(lane.key, "")
        passes = self.passes_done(lane)
        tokens = self.tokens_done(lane)
        running = None
        if self.lane_finished(lane):
            text = self.tr("%1: finished, %n slow pass(es) for %2 tokens.", "", passes)
        else:
            running = self.pass_under_way(lane)
            if running is not None:
                text = self.tr("%1: %n slow pass(es) done, %2 of %3 tokens in the text, pass %4 under way.",
                               "", passes)
            else:
                text = self.tr("%1: %n slow pass(es) done, %2 of %3 tokens in the text.", "", passes)
        # One pass: a translated title holding "%2" is not filled in.
        return i18n.fill(text, title, i18n.fmt_int(tokens), i18n.fmt_int(len(lane.words)),
                         i18n.fmt_int(running or 0))

    def _describe(self) -> None:
        a11y.describe(self, self.tr("Time line of the slow passes"), self.describe())

    def retranslate(self) -> None:
        self._describe()

    # State at the playhead -------------------------------------------------
    def now(self) -> float:
        return min(self.t, self.duration())

    def slot_state(self, lane: Lane, i: int) -> str | None:
        state = None
        for seg in lane.segments:
            if i in seg.positions and seg.end <= self.now() + 1e-9:
                state = "written" if i == seg.own else seg.effect
        return state

    def passes_done(self, lane: Lane) -> int:
        return sum(1 for s in lane.segments if s.kind == "pass" and s.end <= self.now() + 1e-9)

    def tokens_done(self, lane: Lane) -> int:
        """Tokens in the text: written by a pass, or proposed and then verified by one."""
        return sum(1 for i in range(len(lane.words)) if self.slot_state(lane, i) in ("written", "checked"))

    def active(self, lane: Lane) -> Segment | None:
        # The same tolerance as "ended" above: at a frame that lands a hair before a
        # boundary, a pass must not be both counted as done and drawn at work.
        t = self.now()
        if t <= 0.0:
            return None  # not started: nothing is at work yet
        for seg in lane.segments:
            if seg.start <= t + 1e-9 and seg.end > t + 1e-9:
                return seg
        return None

    def lane_finished(self, lane: Lane) -> bool:
        return self.now() >= lane.end - 1e-9

    # Painting ---------------------------------------------------------------
    def _fonts(self, slot_w: float, scale: float) -> tuple[QFont, QFontMetricsF]:
        words = [w for lane in self.lanes for w in lane.words] or ["x"]
        font = QFont(self.font())
        size = theme.pt(14) * scale
        while True:
            font.setPointSizeF(size)
            fm = QFontMetricsF(font)
            if self._chip_need(font, words) <= slot_w or size <= _word_floor_pt():
                return font, fm
            size -= 0.5

    def _chip_need(self, font: QFont, words) -> float:
        """The slot width the widest word needs in ``font``: measured bold, as written words are drawn
        (measured regular, "tienes" and "receta" overflowed their chips), with half a space of margin each side (a whole space each side squeezed the question at 1024x768)."""
        bold = QFont(font)
        bold.setBold(True)
        fm = QFontMetricsF(bold)
        mark = "✓ " if self.check_marks else ""
        return max(fm.horizontalAdvance(mark + w) for w in words) + fm.horizontalAdvance(" ") + 6

    def words_width(self) -> int:
        """The width at which every word still fits its chip at the smallest size (uncapped)."""
        words = [w for lane in self.lanes for w in lane.words]
        if not words:
            return 300
        font = QFont(self.font())
        font.setPointSizeF(_word_floor_pt())
        n = max(len(lane.words) for lane in self.lanes)
        return max(300, int(n * self._chip_need(font, words) + 24 + 1))

    def _min_width(self) -> int:
        """The width at which every word still fits its chip at the smallest size: below it the words
        would overflow, so the layout must give the lanes at least this (capped)."""
        # Capped, lower under larger text: a larger claim makes the step scroll sideways at 1024x768 with
        # 150 % text (test_larger_text), where the words may still be cramped; at 100 % and on a projector
        # at 1280x800 the lanes' share of the row gives them the rest.
        cap = MAX_CLAIM / max(1.0, theme.current().font_scale)
        return max(300, int(min(cap, self.words_width())))

    def _geometry(self):
        left = 12.0
        right = 12.0
        n = max((len(lane.words) for lane in self.lanes), default=1) or 1
        span = max(float(n), self.duration(), 1.0)
        avail = max(50.0, self.width() - left - right)
        return left, avail / n, avail / span

    def _layout(self, scale: float) -> dict:
        """Heights of the parts of a lane at a given scale of the fonts."""
        title_font = QFont(self.font())
        title_font.setPointSizeF(theme.pt(12.5) * min(scale, 1.35))
        title_font.setBold(True)
        tfm = QFontMetricsF(title_font)
        left, slot_w, unit = self._geometry()
        font, fm = self._fonts(slot_w, scale)
        axis_font = QFont(self.font())
        axis_font.setPointSizeF(theme.pt(11) * min(scale, 1.35))
        afm = QFontMetricsF(axis_font)
        chip_h = fm.height() * 1.7
        bar_h = max(tfm.height() * 1.2, 26.0) * min(scale, 1.8)
        title_h = tfm.height() * 1.4
        status_font = QFont(title_font)
        status_font.setBold(False)
        sfm = QFontMetricsF(status_font)
        two_rows = any(
            tfm.horizontalAdvance(self.titles.get(lane.key, "")) + sfm.horizontalAdvance(self._widest_status(lane)) + 24
            > self.width() - 2 * left for lane in self.lanes
        )
        # On its own row the counter must still fit the width (a wide, short lane scales its fonts up).
        status_fits = all(sfm.horizontalAdvance(self._widest_status(lane)) <= self.width() - 2 * left
                          for lane in self.lanes)
        # A title longer than the width (large text) wraps onto more lines; the counter then has its own.
        # Only a laid-out widget knows its width (a hidden one is 100 px wide and would ask for a tower).
        title_lines = max((self._title_lines(tfm, self.titles.get(lane.key, ""), self.width() - 2 * left)
                           for lane in self.lanes), default=1) if self.isVisible() else 1
        two_rows = two_rows or title_lines > 1
        # On its own row, a counter wider than the line (200 % text at 1024x768) breaks between its parts.
        status_lines = max((_pack_parts(sfm, self._widest_status(lane), self.width() - 2 * left).count("\n") + 1
                            for lane in self.lanes), default=1) if two_rows and self.isVisible() else 1
        head_h = title_h * (title_lines + (status_lines if two_rows else 0))
        block = head_h + HEADER_GAP + chip_h + 18 * scale + bar_h
        gap = 12.0 * scale
        axis_h = 8 + afm.height() * 2.2
        # A caption wider than the line wraps under a line of its own for the playhead's name (at 200 %
        # text on 1024x768 step 2's caption was cut at «(V cuesta algo»).
        caption_lines = (self._title_lines(afm, self.axis_caption, self.width() - 2 * left)
                         if self.isVisible() and self.axis_caption else 1)
        if caption_lines > 1:
            axis_h += afm.height() * 1.1 * caption_lines
        # The draft's label goes left of the axis caption; on a line of its own where both do not fit.
        note_font = QFont(axis_font)
        note_font.setBold(True)
        note_w = self._note_width(QFontMetricsF(note_font))
        caption_w = afm.horizontalAdvance(self.axis_caption) if self.axis_caption else 0.0
        # (Only a laid-out widget knows its width, as for the titles below.)
        room = self.width() - 2 * left - (note_w + 24 if note_w else 0.0)
        note_below = self.isVisible() and bool(note_w) and (caption_w > room or caption_lines > 1)
        # The playhead's name joins the caption only where the line has room for it (the layout
        # must not jump while playing, and a line more overflowed step 2 on a projector).
        name_playhead = caption_lines == 1 and afm.horizontalAdvance(self._caption(True)) <= (
            self.width() - 2 * left if note_below else room)
        # A label wider than the whole line wraps (1024x768 on a projector cut it mid-phrase, review 79).
        note_lines = self._note_lines(QFontMetricsF(note_font), self.width() - 2 * left) if note_below else 1
        if note_below:
            axis_h += afm.height() * (0.2 + 1.1 * note_lines)
        model_h = tfm.height() * 4.2 * min(scale, 1.8) + 30 if self.show_model else 0.0
        total = model_h + block * len(self.lanes) + gap * (len(self.lanes) - 1) + axis_h
        return dict(title_font=title_font, status_font=status_font, two_rows=two_rows, head_h=head_h,
                    title_lines=title_lines,
                    model_h=model_h, font=font, fm=fm, axis_font=axis_font, chip_h=chip_h, bar_h=bar_h,
                    title_h=title_h, block=block, gap=gap, total=total, left=left, slot_w=slot_w, unit=unit,
                    rise=18 * scale, status_fits=status_fits, note_below=note_below, name_playhead=name_playhead,
                    note_lines=note_lines, status_lines=status_lines, caption_lines=caption_lines)

    @staticmethod
    def _title_lines(fm: QFontMetricsF, title: str, width: float) -> int:
        if not title or fm.horizontalAdvance(title) <= width:
            return 1
        box = fm.boundingRect(QRectF(0, 0, max(1.0, width), 1e6), int(Qt.TextFlag.TextWordWrap), title)
        return max(1, round(box.height() / fm.height()))

    def sizeHint(self):
        from PySide6.QtCore import QSize

        return QSize(600, int(self._layout(1.0)["total"] + 8))

    def minimumSizeHint(self):
        from PySide6.QtCore import QSize

        return QSize(self._min_width(), self.sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._check_hints()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # The hints count wrapped lines only once the widget is visible; laid out while hidden, it kept
        # the one-line height and cut the axis caption and the draft's label (review round 8, step 2).
        self._check_hints()

    def _check_hints(self) -> None:
        # The height the hints ask for depends on the width (a wrapped title, the draft's label on its
        # own line): whenever it changes, the layout is asked again.
        # Asked again whenever the lanes are shorter than they need, not only when the need changes: a
        # window opened narrow then narrowed again (1280 -> 1024 px, the contents already folded) kept
        # the lanes 20 px short of their wrapped title.
        need = self.sizeHint().height()
        if self.height() < need:
            self.updateGeometry()

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(t.surface))
        if not self.lanes:
            p.end()
            return
        # Grow into the room available (a projector wants big chips).
        g = self._current_layout()
        self._texts: list[QRectF] = []
        self._given: list[tuple[str, QRectF]] = []  # each text and the box it was given (drawText clips to it)
        self._chips: list[tuple[str, QRectF, QRectF]] = []
        self._heads: list[tuple[float, float]] = []  # the playhead's vertical span in each lane
        self._head_lines: list[tuple[QPointF, QPointF]] = []
        y = 6.0 if self.align_top else max(6.0, (self.height() - g["total"]) / 2)
        for lane in self.lanes:
            bottom = self._paint_lane(p, lane, y, g)
            y = bottom + g["gap"]
        self._paint_axis(p, g["left"], bottom + 6, g["unit"], g["axis_font"], g)
        self._paint_playhead(p, g)
        p.end()

    def _text(self, p: QPainter, rect: QRectF, flags, text: str) -> None:
        """drawText, remembering where the ink goes (the playhead keeps out of it)."""
        if not text:
            return
        self._texts.append(p.boundingRect(rect, flags, text))
        self._given.append((text, QRectF(rect)))
        p.drawText(rect, flags, text)

    def _paint_playhead(self, p: QPainter, g) -> None:
        if not 0 < self.now() < self.duration():
            return
        t = theme.current()
        x = g["left"] + self.now() * g["unit"]
        p.setPen(QPen(QColor(t.text), 1.5, Qt.PenStyle.DotLine))
        for top, bottom in self._heads:
            # Break the line around any text it would cross (2 px clear of the ink).
            cuts = sorted((r.top() - 2, r.bottom() + 2) for r in self._texts
                          if r.left() - 2 <= x <= r.right() + 2 and r.bottom() + 2 > top and r.top() - 2 < bottom)
            y = top
            for a, b in cuts + [(bottom, bottom)]:
                if a > y + 1:
                    line = (QPointF(x, y), QPointF(x, min(a, bottom)))
                    p.drawLine(*line)
                    self._head_lines.append(line)
                y = max(y, b)

    def drawn_chips(self) -> list[tuple[str, QRectF, QRectF]]:
        """(text, ink box, chip rect) of every token chip the last paint drew, for tests."""
        return list(getattr(self, "_chips", []))

    def drawn_text_boxes(self) -> list[QRectF]:
        """Where the last paint put text (bounding boxes of the ink), for tests."""
        return list(getattr(self, "_texts", []))

    def drawn_texts(self) -> list[tuple[str, QRectF, QRectF]]:
        """(text, box it was given, ink box) of every text the last paint drew, for tests: drawText cuts
        whatever does not fit its box."""
        return [(text, given, ink) for (text, given), ink in zip(getattr(self, "_given", []), getattr(self, "_texts", []))]

    def playhead_lines(self) -> list[tuple[QPointF, QPointF]]:
        """The pieces of dotted playhead the last paint drew, for tests."""
        return list(getattr(self, "_head_lines", []))

    def _paint_lane(self, p, lane, y, g) -> None:
        t = theme.current()
        left, slot_w, unit = g["left"], g["slot_w"], g["unit"]
        chip_h, bar_h, title_h = g["chip_h"], g["bar_h"], g["title_h"]
        # Title and running count
        p.setFont(g["title_font"])
        p.setPen(QColor(t.text))
        title = self.titles.get(lane.key, "")
        lines = g["title_lines"]
        valign = Qt.AlignmentFlag.AlignVCenter if lines == 1 else Qt.AlignmentFlag.AlignTop
        self._text(p, QRectF(left, y, self.width() - 2 * left, title_h * lines),
                   Qt.AlignmentFlag.AlignLeft | valign | Qt.TextFlag.TextWordWrap, title)
        row = QRectF(left, y + title_h * (lines - 1), self.width() - 2 * left, title_h)
        p.setFont(g["status_font"])
        p.setPen(QColor(t.accent if not self.lane_finished(lane) else t.accepted))
        status = self.status_text(lane)
        if g["two_rows"]:
            row = QRectF(left, y + title_h * lines, row.width(), title_h * g["status_lines"])
            align = Qt.AlignmentFlag.AlignLeft
            status = _pack_parts(QFontMetricsF(g["status_font"]), status, row.width())
        else:
            align = Qt.AlignmentFlag.AlignRight
        vertical = Qt.AlignmentFlag.AlignVCenter if g["status_lines"] == 1 else Qt.AlignmentFlag.AlignTop
        self._text(p, row, align | vertical, status)
        y += g["head_h"] + HEADER_GAP
        if self.show_model and lane is self.lanes[0]:
            self._paint_model(p, y, g)
            y += g["model_h"]
        # Slots
        active = self.active(lane)
        chip_rects = []
        for i, word in enumerate(lane.words):
            rect = QRectF(left + i * slot_w + 3, y, slot_w - 6, chip_h)
            chip_rects.append(rect)
            working = active is not None and i in active.positions
            state = self.slot_state(lane, i)
            own = self.own_marks and lane.key == "checking" and state == "written"
            self._paint_slot(p, rect, i, word, state, working, active, g["font"], own)
        y_bar = y + chip_h + g["rise"]
        # Dependency arrow: the pass at work needs the token before it.
        if lane.key == "writing" and active is not None and active.positions[0] > 0:
            i = active.positions[0]
            a, b = chip_rects[i - 1], chip_rects[i]
            p.setPen(QPen(QColor(t.accent), 2.5))
            top = a.top() - 7
            p.drawLine(QPointF(a.center().x(), a.top()), QPointF(a.center().x(), top))
            p.drawLine(QPointF(a.center().x(), top), QPointF(b.center().x(), top))
            p.drawLine(QPointF(b.center().x(), top), QPointF(b.center().x(), b.top()))
            p.drawLine(QPointF(b.center().x(), b.top()), QPointF(b.center().x() - 5, b.top() - 5))
            p.drawLine(QPointF(b.center().x(), b.top()), QPointF(b.center().x() + 5, b.top() - 5))
        # Segments in time
        for seg in lane.segments:
            x0 = left + seg.start * unit
            x1 = left + seg.end * unit
            h = bar_h if seg.kind == "pass" else bar_h * 0.55
            rect = QRectF(x0 + 1.5, y_bar + (bar_h - h), max(3.0, x1 - x0 - 3), h)
            self._paint_segment(p, seg, rect, lane)
            if seg is active:
                # Lines from the working pass up to every slot it works on.
                colour = QColor(t.accent if seg.kind == "pass" else t.draft)
                p.setPen(QPen(colour, 2.2 if seg.kind == "pass" else 1.5))
                for i in seg.positions:
                    c = chip_rects[i]
                    p.drawLine(QPointF(rect.center().x(), rect.top()), QPointF(c.center().x(), c.bottom() + 1))
        self._heads.append((y_bar - 4, y_bar + bar_h + 4))  # drawn last, clear of every text
        return y_bar + bar_h

    def _paint_model(self, p, y, g) -> None:
        """The big model as a stack of layers; a slow pass climbs through all of them."""
        t = theme.current()
        lane = self.lanes[0]
        active = self.active(lane)
        h = g["model_h"] - 30
        w = min(self.width() * 0.34, h * 3.2)
        # The name's column as wide as its longest word (at 200 % text «Modelo» was cut to «odel», round 97).
        fm = QFontMetricsF(g["title_font"])
        need = max((fm.horizontalAdvance(word) for word in self.titles.get("model", "").split()), default=0.0) + 20
        label_w = min(max(w * 0.42, need), self.width() * 0.5)
        w = label_w + w * 0.58
        x = (self.width() - w) / 2
        box = QRectF(x, y, w, h)
        working = active is not None and active.kind == "pass"
        p.setPen(QPen(QColor(t.accent), 3.0 if working else 2.0))
        p.setBrush(QColor("#e6f0f8"))
        p.drawRoundedRect(box, 12, 12)
        layers = DRAWN_LAYERS
        inner = box.adjusted(label_w, 10, -14, -10)
        lh = inner.height() / layers
        progress = 0.0
        if working:
            progress = (self.now() - active.start) / (active.end - active.start)
        for i in range(layers):
            r = QRectF(inner.left(), inner.bottom() - (i + 1) * lh + 2, inner.width(), lh - 4)
            p.setPen(QPen(QColor(t.accent), 1.2))
            p.setBrush(QColor(t.surface))
            p.drawRoundedRect(r, 3, 3)
            # The layer at work fills as far as the pass has gone, so a paused frame shows the same
            # progress here as on the timeline (review 20: 2 of 6 layers lit at 20 % of a pass).
            filled = min(1.0, max(0.0, progress * layers - i)) if working else 0.0
            if filled > 0:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(t.accent))
                p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * filled, r.height()), 3, 3)
        p.setFont(g["title_font"])
        p.setPen(QColor(t.accent))
        label_rect = QRectF(box.left() + 10, box.top(), label_w - 16, h)
        self._text(p, label_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.titles.get("model", ""))
        # An arrow down to the slot being written.
        if working:
            left, slot_w = g["left"], g["slot_w"]
            i = active.positions[0]
            tx = left + (i + 0.5) * slot_w
            top = y + g["model_h"]
            p.setPen(QPen(QColor(t.accent), 2.5))
            start = QPointF(box.center().x(), box.bottom())
            end = QPointF(tx, top - 2)
            p.drawLine(start, end)
            p.setBrush(QColor(t.accent))
            from PySide6.QtGui import QPolygonF
            import math

            ang = math.atan2(end.y() - start.y(), end.x() - start.x())
            a1 = QPointF(end.x() - 11 * math.cos(ang - 0.4), end.y() - 11 * math.sin(ang - 0.4))
            a2 = QPointF(end.x() - 11 * math.cos(ang + 0.4), end.y() - 11 * math.sin(ang + 0.4))
            p.drawPolygon(QPolygonF([end, a1, a2]))

    def _paint_slot(self, p, rect, i, word, state, working, active, font, own: bool = False) -> None:
        t = theme.current()
        styles = {
            None: (t.muted_text, t.surface, t.muted_text, Qt.PenStyle.DashLine),
            "draft": (t.draft, "#fdf1e3", t.text, Qt.PenStyle.SolidLine),
            "written": (t.accent, "#e6f0f8", t.text, Qt.PenStyle.SolidLine),
            "checked": (t.accepted, "#e2f3ec", t.text, Qt.PenStyle.SolidLine),
        }
        border, fill, fg, style = styles[state]
        if own and state == "written":
            # Solid, white on blue, as the + chip of the token rows (review 37: pale here, solid on step 3).
            border, fill, fg = t.extra, t.extra, t.on_accent
        width = 2.2
        if working:
            border = t.accent if active.kind == "pass" else t.draft
            width = 3.5
            style = Qt.PenStyle.SolidLine
        p.setPen(QPen(QColor(border), width, style))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(rect, 7, 7)
        f = QFont(font)
        if state is None:
            f.setPointSizeF(self._pending_size(font))
            p.setFont(f)
            p.setPen(QColor(t.muted_text))
            # A waiting token is "?", never its position: tokens numbered above numbered passes read
            # as the same thing twice (step 1, review 18; steps 2 and 9, review 22).
            text = "…" if working else "?"
            self._text(p, rect, Qt.AlignmentFlag.AlignCenter, text)
            self._chips.append((text, p.boundingRect(rect, Qt.AlignmentFlag.AlignCenter, text), QRectF(rect)))
            return
        f.setBold(state in ("written", "checked"))
        p.setFont(f)
        p.setPen(QColor(fg))
        checked = state == "checked" and self.check_marks
        text = ("✓ " + word) if checked else ("+ " + word) if own else word
        self._text(p, rect, Qt.AlignmentFlag.AlignCenter, text)
        self._chips.append((text, p.boundingRect(rect, Qt.AlignmentFlag.AlignCenter, text), QRectF(rect)))

    def _paint_segment(self, p, seg, rect, lane) -> None:
        t = theme.current()
        colour = QColor(t.accent if seg.kind == "pass" else t.draft)
        now = self.now()
        if now >= seg.end - 1e-9:
            p.setPen(QPen(colour, 1.5))
            p.setBrush(colour)
            p.drawRoundedRect(rect, 5, 5)
        else:
            p.setPen(QPen(colour, 1.8, Qt.PenStyle.DashLine))
            p.setBrush(QColor(t.surface))
            p.drawRoundedRect(rect, 5, 5)
            if now > seg.start:
                frac = (now - seg.start) / (seg.end - seg.start)
                filled = QRectF(rect.left(), rect.top(), rect.width() * frac, rect.height())
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRoundedRect(filled, 5, 5)
        if seg.kind == "pass":
            label = i18n.fmt_int(seg.positions[0] + 1) if lane.key == "writing" else "V"
            f = self._segment_font()
            p.setFont(f)
            if QFontMetricsF(f).horizontalAdvance(label) >= rect.width() - 4:
                return
            if now >= seg.end - 1e-9 or now <= seg.start:
                p.setPen(QColor("#ffffff") if now >= seg.end - 1e-9 else colour)
                self._text(p, rect, Qt.AlignmentFlag.AlignCenter, label)
                return
            # Part-filled: the number on a small plate of its own, whole, wherever the fill has got
            # to. One colour hid half of it in the fill («8» read as «3», review 17); two colours
            # split at the fill's edge still read as half a number on a paused frame (review 32).
            p.setPen(colour)  # before measuring: with no pen, QPainter.boundingRect is empty
            ink = p.boundingRect(rect, Qt.AlignmentFlag.AlignCenter, label)
            plate = ink.adjusted(-4, 0, 4, 0).intersected(rect.adjusted(1.5, 2, -1.5, -2))
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(t.surface))
            p.drawRoundedRect(plate, 3, 3)
            p.restore()
            self._text(p, rect, Qt.AlignmentFlag.AlignCenter, label)

    def _pending_size(self, font: QFont) -> float:
        return max(font.pointSizeF() * 0.8, theme.pt(MIN_PT))

    def _segment_font(self) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(theme.pt(12))
        f.setBold(True)
        return f

    def _layout_inputs(self) -> tuple:
        """What ``_layout`` reads; the search below is redone only when one changes."""
        lanes = tuple((lane.key, tuple(lane.words), lane.slow_passes, lane.end, tuple(s.kind for s in lane.segments),
                       self.titles.get(lane.key, ""), self._widest_status(lane)) for lane in self.lanes)
        return (self.width(), self.height(), self.isVisible(), self.font().toString(), theme.pt(14),
                self.check_marks, self.show_model, self.axis_caption,
                self.draft_note, lanes)

    def _current_layout(self) -> dict:
        # The search measures every word up to 24 times (120 ms a paint on the chatbot
        # step, most of a screen change); a frame of the animation changes none of it.
        key = self._layout_inputs()
        cached = getattr(self, "_layout_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        natural = self._layout(1.0)["total"]
        scale = min(2.2, max(1.0, (self.height() - 12) / natural))
        g = self._layout(scale)
        while scale > 1.0 and (g["total"] > self.height() - 12 or not g["status_fits"]):
            scale = max(1.0, scale - 0.05)
            g = self._layout(scale)
        self._layout_cache = (key, g)
        return g

    def painted_fonts(self) -> list[QFont]:
        """Every font paintEvent draws text with, at its current size (the font-size walk reads it)."""
        if not self.lanes:
            return []
        g = self._current_layout()
        pending = QFont(g["font"])
        pending.setPointSizeF(self._pending_size(g["font"]))
        return [g["title_font"], g["status_font"], g["font"], pending, g["axis_font"], self._segment_font(),
                self._note_font(g)]

    def _note_font(self, g) -> QFont:
        f = QFont(g["axis_font"])
        f.setBold(True)
        return f

    def _note_width(self, fm: QFontMetricsF) -> float:
        """Width of the draft's label with its swatch, or 0 where no lane drafts."""
        if not self.draft_note or not any(s.kind == "draft" for lane in self.lanes for s in lane.segments):
            return 0.0
        return fm.height() * 1.6 + fm.horizontalAdvance(self.draft_note)

    def _note_lines(self, fm: QFontMetricsF, width: float) -> int:
        """Lines the draft's label takes beside its swatch in ``width`` px, wrapped at spaces."""
        h = fm.height()
        room = width - h * 1.6
        if room <= 0 or fm.horizontalAdvance(self.draft_note) <= room:
            return 1
        box = fm.boundingRect(QRectF(0, 0, room, 1e6), int(Qt.TextFlag.TextWordWrap), self.draft_note)
        return max(1, round(box.height() / h))

    def _paint_draft_note(self, p, x, y, g) -> None:
        """Name the small orange blocks beside the time axis, with a block like theirs: the draft's steps
        cost time too, only much less than a slow pass. (Beside the blocks, the playhead ran through it.)"""
        font = self._note_font(g)
        fm = QFontMetricsF(font)
        if not self._note_width(fm):
            return
        t = theme.current()
        h = fm.height()
        swatch = QRectF(x, y + h * 0.2, h * 1.2, h * 0.6)
        p.setPen(QPen(QColor(t.draft), 1.5))
        p.setBrush(QColor(t.draft))
        p.drawRoundedRect(swatch, 3, 3)
        p.setFont(font)
        p.setPen(QColor(t.draft))
        lines = g.get("note_lines", 1)
        box = QRectF(x + h * 1.6, y, self.width() - x - h * 1.6 - g["left"], h * (1.1 if lines == 1 else lines))
        flags = (int(Qt.AlignmentFlag.AlignLeft | (Qt.AlignmentFlag.AlignVCenter if lines == 1 else Qt.AlignmentFlag.AlignTop))
                 | int(Qt.TextFlag.TextWordWrap))
        self._text(p, box, flags, self.draft_note)
        self.draft_note_drawn = (box, p.boundingRect(box, flags, self.draft_note))  # (tests)

    draft_note = ""  # e.g. "orange: the draft, cheap but not free"
    draft_note_drawn = None  # (box given, box its words need), as last painted (tests)
    # From the top, leaving the room below for a lane still to come (step 9: one lane centred in a
    # half-empty panel read as something missing above it, review 28).
    align_top = False

    def _paint_axis(self, p, left, y, unit, font, g) -> None:
        t = theme.current()
        span = self.duration()
        p.setFont(font)
        fm = QFontMetricsF(font)
        p.setPen(QPen(QColor(t.muted_text), 1.2))
        p.drawLine(QPointF(left, y), QPointF(left + span * unit, y))
        for x, label, rect in self._tick_labels(left, y, unit, fm):
            p.drawLine(QPointF(x, y), QPointF(x, y + 5))
            self._text(p, rect, Qt.AlignmentFlag.AlignCenter, label)
        line = y + 5 + fm.height()
        h = fm.height() * 1.1
        caption_box = QRectF(left, line, self.width() - 2 * left, h)
        if g["caption_lines"] > 1:
            self._paint_wrapped_caption(p, line, h, unit, fm, g)
            return
        playing = 0 < self.now() < self.duration()
        # The playhead's name under the playhead itself (review 68: named in the caption, «┆ ahora» sat
        # under the tick 7 and was read as «now = 7»); in the caption only where no room is left there.
        x_now = left + self.now() * unit
        now_box = self._now_label_box(x_now, line, h, fm, caption_box, g) if playing else None
        # Near the right end the caption took the playhead's room, and its name moved into the caption as a key:
        # two looks for one mark within one animation (round 86). The caption moves left instead, where it can.
        caption_left = False
        if playing and now_box is None:
            now_box = self._now_label_box(x_now, line, h, fm, caption_box, g, caption_left=True)
            caption_left = now_box is not None
        self.now_label_box, self.caption_on_left = now_box, caption_left  # (tests)
        self.caption_drawn = self._caption(g["name_playhead"] and playing and now_box is None)  # (tests)
        side = Qt.AlignmentFlag.AlignLeft if caption_left else Qt.AlignmentFlag.AlignRight
        self._text(p, caption_box, side | Qt.AlignmentFlag.AlignVCenter, self.caption_drawn)
        self._paint_now_label(p, now_box, font)
        self._paint_draft_note(p, left, line + (fm.height() * 1.3 if g["note_below"] else 0.0), g)

    def _paint_wrapped_caption(self, p, line, h, unit, fm, g) -> None:
        """The playhead's name on the line under the ticks, the caption wrapped below it, the draft's label
        under both: the layout for a caption wider than the lanes."""
        left = g["left"]
        playing = 0 < self.now() < self.duration()
        empty = QRectF(left, line, 0.0, h)
        now_box = self._now_label_box(left + self.now() * unit, line, h, fm, empty, g, caption=False) if playing else None
        self.now_label_box, self.caption_on_left = now_box, False
        self.caption_drawn = self.axis_caption
        lines = g["caption_lines"]
        box = QRectF(left, line + h, self.width() - 2 * left, fm.height() * 1.1 * lines)
        self._text(p, box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                   self.caption_drawn)
        self._paint_now_label(p, now_box, g["axis_font"])
        self._paint_draft_note(p, left, box.bottom() + fm.height() * 0.2, g)

    def _paint_now_label(self, p, now_box, font: QFont) -> None:
        """The playhead's name, bold, in the text colour, apart from the grey caption: «↑ ahora tiempo, en
        pasadas lentas →» was read as one phrase (round 89)."""
        if now_box is None:
            return
        p.setFont(self._now_font(font))
        p.setPen(QColor(theme.current().text))
        self._text(p, now_box[0], Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, now_box[1])
        p.setFont(font)

    now_label_box = None  # (box, text) of the playhead's name, as last painted (tests)
    caption_on_left = False  # the axis caption moved to the line's left end to leave the playhead its name

    @staticmethod
    def _now_font(font: QFont) -> QFont:
        bold = QFont(font)
        bold.setBold(True)
        return bold

    def _now_label_box(self, x, line, h, fm, caption_box, g, caption_left=False,
                       caption=True) -> tuple[QRectF, str] | None:
        """Where the playhead's name goes on the caption's line, its arrow on the playhead («↑ now» right
        of it, or «now ↑» left of it), clear of the caption (at the line's right end, or its left with
        ``caption_left``) by a letter's gap, and of the draft's label; None where neither fits."""
        caption_w = fm.horizontalAdvance(self.axis_caption) + 8 if self.axis_caption and caption else 0.0
        # One letter (with the caption's own 8 px): three left no room beside the playhead on step 2 at
        # 1366x768, and its name fell back into the caption as «┆ = ahora», a second look for one mark (round 92).
        gap = fm.horizontalAdvance("m") if self.axis_caption and caption else 0.0
        now_fm = QFontMetricsF(self._now_font(g["axis_font"]))  # the name is drawn bold
        arrow = now_fm.horizontalAdvance("↑")
        note_w = self._note_width(QFontMetricsF(self._note_font(g)))
        note_here = bool(note_w) and not g["note_below"] and caption
        if caption_left and note_here:
            return None  # the draft's label holds the line's left end
        taken = [QRectF(caption_box.left() if caption_left else caption_box.right() - caption_w - gap, line,
                        caption_w + gap, h)]
        if note_here:
            taken.append(QRectF(caption_box.left(), line, note_w + 8, h))
        for text, right in ((self.tr("↑ now"), True), (self.tr("now ↑"), False)):
            w = now_fm.horizontalAdvance(text) + 2
            x0 = x - arrow / 2 if right else x + arrow / 2 - w
            box = QRectF(x0, line, w, h)
            if box.left() >= 0 and box.right() <= self.width() and not any(box.intersects(r) for r in taken):
                return box, text
        return None

    def _tick_labels(self, left, y, unit, fm) -> list[tuple[float, str, QRectF]]:
        """(tick x, label, label box) along the time axis. A box centred on its tick, kept inside the
        widget: the last one («10» on step 1) was half cut at the right edge on a projector (review 29)."""
        span = self.duration()
        step = 1 if span <= 20 else 5
        out = []
        for k in range(0, int(span) + 1, step):
            x = left + k * unit
            label = i18n.fmt_int(k)
            w = fm.horizontalAdvance(label) + 4
            x0 = min(max(0.0, x - w / 2), self.width() - w)
            out.append((x, label, QRectF(x0, y + 5, w, fm.height())))
        return out

    def axis_label_boxes(self) -> list[QRectF]:
        """Where the time axis's numbers are drawn now (for tests)."""
        g = self._current_layout()
        return [rect for _x, _label, rect in self._tick_labels(g["left"], 0.0, g["unit"], QFontMetricsF(g["axis_font"]))]

    axis_caption = ""
    caption_drawn = ""

    def _caption(self, playhead: bool) -> str:
        """The axis caption, naming the dotted playhead while it shows (review 34: never explained), where its
        own label found no room beside it: as a key («┆ = now»), not a mark (review 68 read «┆ now» as a place)."""
        if playhead and self.axis_caption:
            return i18n.fill(self.tr("┆ = now · %1"), self.axis_caption)
        return self.axis_caption

    def pass_under_way(self, lane: Lane) -> int | None:
        """The number of the slow pass at work (1-based), or None: it is counted only when its tokens land."""
        seg = self.active(lane)
        if seg is None or seg.kind != "pass":
            return None
        return self.passes_done(lane) + 1

    def _widest_status(self, lane: Lane) -> str:
        # The layout must not jump while playing: size the header for the longest text it will show.
        n = i18n.fmt_int(max(len(lane.words), lane.slow_passes, 10))
        return i18n.fill(self.tr("slow passes done: %1 · tokens: %2 · pass %3 under way"), n, n, n)

    def status_text(self, lane: Lane) -> str:
        passes = self.passes_done(lane)
        tokens = self.tokens_done(lane)
        running = self.pass_under_way(lane)
        if running is not None:
            return i18n.fill(self.tr("slow passes done: %1 · tokens: %2 · pass %3 under way"), i18n.fmt_int(passes),
                             i18n.fmt_int(tokens), i18n.fmt_int(running))
        if self.lane_finished(lane):
            # In words too: the line turning green at the end was the only sign (review 34).
            return i18n.fill(self.tr("slow passes done: %1 · tokens: %2 · finished ✓"), i18n.fmt_int(passes),
                             i18n.fmt_int(tokens))
        return i18n.fill(self.tr("slow passes done: %1 · tokens: %2"), i18n.fmt_int(passes), i18n.fmt_int(tokens))
