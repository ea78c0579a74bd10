"""The draft tree, painted: levels as columns, Spanish candidate words as chips.

The root on the left is the text already written ("Érase una"). Each level
to its right holds the heads' candidates for one more token. During a
verification round the chips change state, always with a shape or a mark as
well as a colour: a ✓ and a thick green border on the matching path, a ✕
and strike-through on the candidates that failed, dashed grey on the other
branches, a blue band for the one slow pass, and a + for the target's own
token. A strip at the bottom spells out the text the round keeps.

Big trees stay legible: levels whose nodes cannot get a readable row become
dots, and levels that cannot get even that are summarised by a count
(``layout.tiers``). Hover, click or the keyboard (arrows) highlight a node
and its ancestors; ``highlightChanged`` tells the attention mask which row
to light.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop import i18n, theme
from desktop.widgets import looks
from desktop.screens.tree import layout
from desktop.screens.tree import round_player as rp
from desktop.screens.tree.state import TreeState
from desktop.sim import vocab

# A row of chips is this many text lines tall (the chip plus a little air).
ROW_LINES = 1.15
# A chip takes this share of its column; the rest is for the edges and the ✓ badges.
# Review round 8 rated the node labels too small from the back row: a larger share
# (it was 0.82) leaves room for a larger font in the same width.
CHIP_SHARE = 0.92
# The largest font of the words on the chips, in theme points (it was 13.5, 18 px).
WORD_MAX_PT = 15.0


def fills() -> dict[str, str]:
    t = theme.current()
    return {
        "draft": getattr(t, "draft_fill", "#fdf1e3"),
        "checking": getattr(t, "hover", "#eef4fa"),
        "accepted": getattr(t, "accepted_fill", "#e2f3ec"),
        "rejected": getattr(t, "rejected_fill", "#fbe7e4"),
        "discarded": t.surface,
    }


@dataclass
class Geometry:
    area: QRectF
    header_h: float
    strip: QRectF
    font: QFont
    bold: QFont
    head_font: QFont
    chip_h: float
    labelled: int
    visible: int
    counts: list
    root: QRectF
    col_left: list  # left edge of each visible level's column (index 0 = level 1)
    col_width: list
    chip_w: float
    right_edge: float  # where the last visible column ends
    rects: dict = field(default_factory=dict)  # labelled node -> QRectF
    dots: dict = field(default_factory=dict)  # dot node -> (QPointF, radius)
    by_level: list = field(default_factory=list)  # visible nodes of each level, top to bottom


class TreeCanvas(i18n.Retranslatable, QWidget):
    highlightChanged = Signal(int)  # node under the mouse / keyboard, -1 for none

    def __init__(self, state: TreeState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("treeCanvas")
        self.state = state
        self.view = rp.View(None, None, 0.0, None)
        self.hovered: int | None = None
        self.selected: int | None = None
        self.linked: int | None = None  # lit from the mask
        self._geo: Geometry | None = None
        self._geo_key = None
        self._painted: dict = {"nodes": 0, "accepted": [], "rejected": [], "extra": False, "strip": []}
        self._last_emitted = -1
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 220)
        state.structureChanged.connect(self._on_structure)
        # α and r change the expected tokens the description gives.
        state.ranksChanged.connect(self._update_accessible)
        self.retranslate()

    # State ----------------------------------------------------------------------
    def set_view(self, view: rp.View) -> None:
        self.view = view
        self.update()

    def kinds(self) -> list[str]:
        return rp.node_kinds(self.state.nodes(), self.view, self.state.depth)

    def highlighted(self) -> int | None:
        for v in (self.hovered, self.linked, self.selected):
            if v is not None:
                return v
        return None

    def set_linked(self, index: int) -> None:
        index = None if index is None or index < 0 else index
        if index != self.linked:
            self.linked = index
            self.update()

    def select(self, index: int | None) -> None:
        if index is not None and not 0 <= index < self.state.node_count():
            index = None
        self.selected = index
        self._changed_highlight()

    def _changed_highlight(self) -> None:
        self.update()
        h = self.highlighted()
        h = -1 if h is None else h
        self._update_accessible()
        if h != self._last_emitted:
            self._last_emitted = h
            self.highlightChanged.emit(h)

    def _on_structure(self) -> None:
        self.hovered = self.selected = self.linked = None
        self._geo_key = None
        self._changed_highlight()

    def ancestors(self, index: int) -> list[int]:
        """The node and its ancestors, root-most first."""
        nodes = self.state.nodes()
        chain = []
        while index >= 0:
            chain.append(index)
            index = nodes[index]["parent"]
        return chain[::-1]

    # Geometry -------------------------------------------------------------------
    def geometry_for_paint(self) -> Geometry:
        t = theme.current()
        key = (self.width(), self.height(), self.state.branches, t.font_scale, t.name, self.font().pointSizeF(),
               i18n.current_language())
        if key != self._geo_key or self._geo is None:
            self._geo = self._layout()
            self._geo_key = key
        return self._geo

    def _font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(size)
        f.setBold(bold)
        return f

    def _layout(self) -> Geometry:
        nodes = self.state.nodes()
        counts = layout.level_counts(nodes)
        depth = len(counts)
        w, h = float(self.width()), float(self.height())
        pad = 8.0
        floor = looks.min_pt()
        head_font = self._font(max(theme.pt(10.5), floor))
        hfm = QFontMetricsF(head_font)
        header_h = hfm.height() * 2 + 6
        strip_font = self._font(max(theme.pt(13), floor))
        strip_h = QFontMetricsF(strip_font).height() * 1.8 + 8
        area = QRectF(pad, pad + header_h, w - 2 * pad, h - header_h - strip_h - 2 * pad - 6)
        strip = QRectF(pad, area.bottom() + 6, w - 2 * pad, strip_h)

        # Words never shrink below the back-row floor (14 px): a level that cannot
        # give its words that much room becomes a column of dots instead.
        max_pt, min_pt = max(theme.pt(WORD_MAX_PT), floor), floor
        min_row = QFontMetricsF(self._font(min_pt)).height() * ROW_LINES
        by_height, visible = layout.tiers(counts, area.height(), min_row, 3.0)
        words_by_level = [[] for _ in counts]
        for n in nodes:
            words_by_level[n["depth"] - 1].append(n["word"])
        hidden_w = hfm.horizontalAdvance(i18n.fill(self.tr("+ %1 more"), "0000")) + 24
        dot_w = 28.0  # room for a column of dots and the edges into it

        def root_width(pt: float) -> float:
            return QFontMetricsF(self._font(pt, True)).horizontalAdvance(vocab.PROMPT) + 14

        def label_width(pt: float, levels: int) -> float:
            fm = QFontMetricsF(self._font(pt, True))
            words = [wd for level in words_by_level[:levels] for wd in level]
            return max((fm.horizontalAdvance(wd) for wd in words), default=0.0) + fm.horizontalAdvance("  ")

        def chip_height(pt: float, labelled: int) -> float:
            spacing = area.height() / max(1, counts[labelled - 1])
            # About 6 px of air between chips where the text leaves room for it, and never under 3,5
            # (round 4: touching chips); with 3,5 px a busy level still read as touching at 1024×768
            # (review 30). A chip may be a little shorter than the font's line: the glyphs still fit.
            text = QFontMetricsF(self._font(pt, True)).height()
            roomy = max(text - 2.0, spacing - max(6.0, spacing * 0.18))
            return min(text * 1.3, spacing - 3.5, roomy)

        def needed(pt: float, labelled: int, shown: int) -> float:
            # A chip takes CHIP_SHARE of its column; the rest is for the edges and the ✓ badges.
            # The + badge needs room at the end.
            return (root_width(pt) + labelled * label_width(pt, labelled) / CHIP_SHARE + (shown - labelled) * dot_w
                    + (hidden_w if shown < depth else 0.0) + chip_height(pt, labelled) + 10)

        # As many labelled levels as fit at a comfortable font, then dots, then a count.
        # Deep trees give up a few labelled levels (down to three) to draw more levels as dots.
        comfort = min_pt
        by_height_visible = max(visible, by_height)

        def dots_after(lab: int) -> int:
            shown = by_height_visible
            while shown > lab and needed(comfort, lab, shown) > area.width():
                shown -= 1
            return shown

        labelled = by_height
        while labelled > 1 and needed(comfort, labelled, labelled) > area.width():
            labelled -= 1
        visible = dots_after(labelled)
        while labelled > 3 and visible < by_height_visible:
            labelled -= 1
            visible = dots_after(labelled)
        # The largest font those levels allow, by height and by width.
        size = max_pt
        spacing = area.height() / max(1, counts[labelled - 1])
        while size > min_pt and (QFontMetricsF(self._font(size)).height() * ROW_LINES > spacing
                                 or needed(size, labelled, visible) > area.width()):
            size -= 0.5
        font, bold = self._font(size), self._font(size, True)
        chip_h = chip_height(size, labelled)
        root_w = root_width(size)
        tail = (hidden_w if visible < depth else 0.0) + chip_h + 10
        base_label = label_width(size, labelled) / CHIP_SHARE
        # Whatever width is left is shared by every visible column, dots included.
        spare = area.width() - root_w - tail - labelled * base_label - (visible - labelled) * dot_w
        extra = max(0.0, spare) / max(1, visible)
        col_w = max(20.0, base_label + extra if spare >= 0 else (area.width() - root_w - tail) / max(1, visible))
        chip_w = min(label_width(size, labelled), col_w * CHIP_SHARE)

        root_x = area.left()
        col_left, col_width = [], []
        x = root_x + root_w
        for d in range(visible):
            width = col_w if d < labelled else dot_w + extra
            col_left.append(x)
            col_width.append(width)
            x += width
        ys = layout.rows(nodes, visible)
        level1 = [ys[n["index"]] for n in nodes if n["depth"] == 1]
        root_y = area.top() + area.height() * (sum(level1) / len(level1) if level1 else 0.5)
        root = QRectF(root_x, root_y - chip_h / 2, root_w, chip_h)
        geo = Geometry(area=area, header_h=header_h, strip=strip, font=font, bold=bold, head_font=head_font,
                       chip_h=chip_h, labelled=labelled, visible=visible, counts=counts, root=root,
                       col_left=col_left, col_width=col_width, chip_w=chip_w, right_edge=x)
        geo.by_level = [[] for _ in range(visible)]
        for n in nodes:
            d = n["depth"]
            if d > visible:
                continue
            y = area.top() + area.height() * ys[n["index"]]
            geo.by_level[d - 1].append(n["index"])
            if d <= labelled:
                left = col_left[d - 1] + col_width[d - 1] - chip_w
                geo.rects[n["index"]] = QRectF(left, y - chip_h / 2, chip_w, chip_h)
            else:
                level_spacing = area.height() / counts[d - 1]
                r = max(1.5, min(6.0, level_spacing * 0.36))
                geo.dots[n["index"]] = (QPointF(col_left[d - 1] + col_width[d - 1] * 0.6, y), r)
        return geo

    def comfortable_height(self) -> int:
        """A height that gives the busiest labelled level rows of 1.5 lines of back-row text,
        plus the headers and the strip (16 rows at most: deeper trees become dots anyway)."""
        floor = looks.min_pt()
        line = QFontMetricsF(self._font(floor)).height()
        head = QFontMetricsF(self._font(max(theme.pt(10.5), floor))).height() * 2 + 6
        strip = QFontMetricsF(self._font(max(theme.pt(13), floor))).height() * 1.8 + 8
        rows = min(16, max(layout.level_counts(self.state.nodes()), default=1))
        return int(rows * line * 1.5 + head + strip + 2 * 8 + 6)

    def labelled_height(self) -> int:
        """The least height at which every level's words still fit at the back-row floor (below it the
        deepest levels turn into dots): the busiest level's rows, the headers and the strip."""
        floor = looks.min_pt()
        row = QFontMetricsF(self._font(floor)).height() * ROW_LINES
        head = QFontMetricsF(self._font(max(theme.pt(10.5), floor))).height() * 2 + 6
        strip = QFontMetricsF(self._font(max(theme.pt(13), floor))).height() * 1.8 + 8
        rows = min(16, max(layout.level_counts(self.state.nodes()), default=1))
        return int(math.ceil(rows * row + head + strip + 2 * 8 + 6)) + 1

    def painted_fonts(self) -> list[QFont]:
        """Every font this canvas paints text with, at its current size."""
        geo = self.geometry_for_paint()
        head_bold = QFont(geo.head_font)
        head_bold.setBold(True)
        _items, strip, note, _w = self._fit_strip(self.strip_items(), geo.strip.width())
        out = [geo.head_font, head_bold, strip, note]
        if geo.rects:
            out += [geo.font, geo.bold]
        return out

    def column_center(self, geo: Geometry, d: int) -> float:
        """Horizontal centre of level d + 1's chips (or dots)."""
        if d < geo.labelled:
            return geo.col_left[d] + geo.col_width[d] - geo.chip_w / 2
        return geo.col_left[d] + geo.col_width[d] * 0.6

    def node_at(self, pos: QPointF) -> int | None:
        geo = self.geometry_for_paint()
        for i, rect in geo.rects.items():
            if rect.adjusted(-2, -2, 2, 2).contains(pos):
                return i
        best, best_d = None, 1e9
        for i, (c, r) in geo.dots.items():
            d = math.hypot(c.x() - pos.x(), c.y() - pos.y())
            if d <= max(r + 2, 5) and d < best_d:
                best, best_d = i, d
        return best

    # Painting -------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        t = theme.current()
        geo = self.geometry_for_paint()
        nodes = self.state.nodes()
        kinds = self.kinds()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(t.surface))
        p.setPen(QPen(QColor(getattr(t, "card_border", "#c8c8c4")), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        self._paint_headers(p, geo)
        if self.view.stage == rp.PASS:
            self._paint_pass_band(p, geo)
        light = set(self.ancestors(self.highlighted())) if self.highlighted() is not None else set()
        self._paint_edges(p, geo, nodes, kinds, light)
        self._paint_root(p, geo, bool(light))
        painted = {"nodes": 0, "accepted": [], "rejected": [], "extra": False, "strip": []}
        for i in sorted(geo.rects, key=lambda i: nodes[i]["depth"]):
            if kinds[i] != "hidden":
                self._paint_chip(p, geo, geo.rects[i], nodes[i]["word"], kinds[i])
                painted["nodes"] += 1
                if kinds[i] in self.MARKS:
                    painted[kinds[i]].append(nodes[i]["word"])
        for i, (c, r) in geo.dots.items():
            if kinds[i] != "hidden":
                self._paint_dot(p, c, r, kinds[i])
                painted["nodes"] += 1
        self._paint_hidden(p, geo, kinds)
        self._paint_highlight(p, geo, light)
        if self.view.stage == rp.KEEP:
            painted["extra"] = self._paint_bonus_badge(p, geo)
        painted["strip"] = self._paint_strip(p, geo)
        self._painted = painted
        if self.hasFocus():
            pen = QPen(QColor(t.accent), 3)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        p.end()

    def painted_marks(self) -> dict:
        """What the last paint drew: how many nodes, the words with a ✓ and with a ✕ (root-most
        first), whether the + badge was drawn, and the strip's pieces. Tests compare the captions
        with this, so they check the picture, not the state it was drawn from."""
        return {k: (list(v) if isinstance(v, list) else v) for k, v in self._painted.items()}

    def _paint_headers(self, p: QPainter, geo: Geometry) -> None:
        t = theme.current()
        hfm = QFontMetricsF(geo.head_font)
        line = hfm.height()
        top = 6.0
        bold = QFont(geo.head_font)
        bold.setBold(True)

        self.drawn_headers: list[tuple[str, str]] = []  # (first line, second line), as drawn (tests)

        def two_lines(x: float, w: float, first: str, second: str) -> None:
            self.drawn_headers.append((QFontMetricsF(bold).elidedText(first, Qt.TextElideMode.ElideRight, w),
                                       hfm.elidedText(second, Qt.TextElideMode.ElideRight, w)))
            p.setFont(bold)
            p.setPen(QColor(t.text))
            p.drawText(QRectF(x, top, w, line), Qt.AlignmentFlag.AlignCenter,
                       QFontMetricsF(bold).elidedText(first, Qt.TextElideMode.ElideRight, w))
            p.setFont(geo.head_font)
            p.setPen(QColor(t.muted_text))
            p.drawText(QRectF(x, top + line, w, line), Qt.AlignmentFlag.AlignCenter,
                       hfm.elidedText(second, Qt.TextElideMode.ElideRight, w))

        # Every round grows a new tree from the same words: «written so far» read as the text the
        # rounds had written, and stayed «Érase una» after a round of five tokens (review 25).
        # As wide as its words where the root's chip is narrower (at 150 % text «parte de aquí» was cut to
        # «parte de a…»), centred on the root and kept inside the canvas.
        first, second = self.tr("each round"), self.tr("starts here")
        wide = max(QFontMetricsF(bold).horizontalAdvance(first), hfm.horizontalAdvance(second)) + 4
        w = max(geo.root.width() + 8, wide)
        two_lines(max(0.0, geo.root.center().x() - w / 2), w, first, second)
        # Dot columns too narrow for their counts share one header (at 200 % text on 1024x768 levels 3
        # and 4 were headed «3 4», no counts, round 97).
        dots = range(geo.labelled, geo.visible)
        shared = any(hfm.horizontalAdvance(i18n.fmt_int(geo.counts[d])) > geo.col_width[d] for d in dots)
        for d in range(geo.labelled if shared else geo.visible):
            w = max(geo.col_width[d], geo.chip_w) if d < geo.labelled else geo.col_width[d]
            x = self.column_center(geo, d) - w / 2
            count = geo.counts[d]
            first = i18n.fill(self.tr("level %1"), i18n.fmt_int(d + 1))
            second = self.tr("%n node(s)", "", count)
            if d >= geo.labelled:
                # A dot column: its number and its node count, as a narrow column has them, where the count
                # fits (round 82 could not rebuild «Tu árbol (33 nodos)» with levels 3 and 4 as «3 · 4»).
                count_text = i18n.fmt_int(count)
                first, second = i18n.fmt_int(d + 1), count_text if hfm.horizontalAdvance(count_text) <= w else ""
            elif hfm.horizontalAdvance(first) > w or hfm.horizontalAdvance(second) > w:
                # Narrow columns: just the level and its node count.
                first, second = i18n.fmt_int(d + 1), i18n.fmt_int(count)
            two_lines(x, w, first, second)
        if shared:
            self._dot_header(geo, hfm, bold, two_lines)
        if geo.visible < len(geo.counts):
            x = geo.right_edge + 4
            first, last = geo.visible + 1, len(geo.counts)
            label = (i18n.fill(self.tr("level %1"), i18n.fmt_int(first)) if first == last else
                     i18n.fill(self.tr("levels %1–%2"), i18n.fmt_int(first), i18n.fmt_int(last)))
            two_lines(x, self.width() - x - 6, label, self.tr("not drawn"))

    def _dot_header(self, geo: Geometry, hfm: QFontMetricsF, bold: QFont, two_lines) -> None:
        """One header over every dot column: «levels 3–4 / 12 + 24 nodes», or «3–4 / 12 + 24» where that is
        too wide, from the first dot column to the canvas's edge (or to the «not drawn» header)."""
        first, last = geo.labelled, geo.visible - 1
        x0 = self.column_center(geo, first) - geo.col_width[first] / 2
        x1 = geo.right_edge if geo.visible < len(geo.counts) else self.width() - 6.0
        counts = [geo.counts[d] for d in range(first, last + 1)]
        if first == last:
            long = (i18n.fill(self.tr("level %1"), i18n.fmt_int(first + 1)), self.tr("%n node(s)", "", counts[0]))
            short = (i18n.fmt_int(first + 1), i18n.fmt_int(counts[0]))
        else:
            total = " + ".join(i18n.fmt_int(c) for c in counts)
            long = (i18n.fill(self.tr("levels %1–%2"), i18n.fmt_int(first + 1), i18n.fmt_int(last + 1)),
                    i18n.fill(self.tr("%1 nodes"), total))
            short = (i18n.fill("%1–%2", i18n.fmt_int(first + 1), i18n.fmt_int(last + 1)), total)
        w = x1 - x0
        bold_fm = QFontMetricsF(bold)
        fits = bold_fm.horizontalAdvance(long[0]) <= w and hfm.horizontalAdvance(long[1]) <= w
        two_lines(x0, w, *(long if fits else short))

    def _paint_pass_band(self, p: QPainter, geo: Geometry) -> None:
        t = theme.current()
        left = geo.root.right() + 6
        band = QRectF(left, geo.area.top() - 4, geo.area.right() - left, geo.area.height() + 8)
        fill = QColor(t.accent)
        fill.setAlpha(28)
        p.setBrush(fill)
        p.setPen(QPen(QColor(t.accent), 2.5, Qt.PenStyle.DashLine))
        p.drawRoundedRect(band, 12, 12)

    def _edge_style(self, kind: str, dots: bool) -> QPen:
        t = theme.current()
        if kind == "accepted":
            return QPen(QColor(t.accepted), 5.0 if not dots else 3.0)
        if kind == "rejected":
            return QPen(QColor(t.rejected), 2.0, Qt.PenStyle.DashLine)
        if kind == "discarded":
            # Still quieter than the kept path, but visible from the back row (review 40: the links of
            # the branches thrown away were "very faint" at alpha 110 and 1,2 px).
            # On a projector, solid colour and thicker: round 93's pupil still found them faint at 1920x1080.
            c = QColor(t.discarded)
            projector = t.name == "projector"
            c.setAlpha(255 if projector else 170)
            return QPen(c, 2.2 if projector else 1.6, Qt.PenStyle.DashLine)
        if kind == "checking":
            c = QColor(t.accent)
            c.setAlpha(150)
            return QPen(c, 1.6 if not dots else 0.8)
        c = QColor(t.draft)
        c.setAlpha(170 if not dots else 90)
        return QPen(c, 1.8 if not dots else 0.8)

    def _anchor_right(self, geo: Geometry, index: int) -> QPointF | None:
        if index < 0:
            return QPointF(geo.root.right(), geo.root.center().y())
        if index in geo.rects:
            r = geo.rects[index]
            return QPointF(r.right(), r.center().y())
        if index in geo.dots:
            c, r = geo.dots[index]
            return QPointF(c.x() + r, c.y())
        return None

    def _anchor_left(self, geo: Geometry, index: int) -> QPointF | None:
        if index in geo.rects:
            r = geo.rects[index]
            return QPointF(r.left(), r.center().y())
        if index in geo.dots:
            c, r = geo.dots[index]
            return QPointF(c.x() - r, c.y())
        return None

    def _edge_path(self, a: QPointF, b: QPointF) -> QPainterPath:
        path = QPainterPath(a)
        mid = (a.x() + b.x()) / 2
        path.cubicTo(QPointF(mid, a.y()), QPointF(mid, b.y()), b)
        return path

    def _paint_edges(self, p: QPainter, geo: Geometry, nodes, kinds, light: set) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        # Accepted edges last, so the path is drawn over every other branch.
        order = sorted(range(len(nodes)), key=lambda i: kinds[i] == "accepted")
        for i in order:
            kind = kinds[i]
            if kind == "hidden":
                continue
            a = self._anchor_right(geo, nodes[i]["parent"])
            b = self._anchor_left(geo, i)
            if a is None or b is None:
                continue
            p.setPen(self._edge_style(kind, i in geo.dots))
            p.drawPath(self._edge_path(a, b))
        if light:
            t = theme.current()
            pen = QPen(QColor(t.accent), 3.0)
            pen.setStyle(Qt.PenStyle.DotLine)
            p.setPen(pen)
            for i in light:
                a = self._anchor_right(geo, nodes[i]["parent"])
                b = self._anchor_left(geo, i)
                if a is not None and b is not None:
                    p.drawPath(self._edge_path(a, b))

    def _paint_root(self, p: QPainter, geo: Geometry, lit: bool) -> None:
        t = theme.current()
        p.setPen(QPen(QColor(t.text), 2))
        p.setBrush(QColor(t.text))
        p.drawRoundedRect(geo.root, 7, 7)
        p.setFont(geo.bold)
        p.setPen(QColor("#ffffff"))
        # Not clipped to the chip: a chip may be a little shorter than the font's line, and clipped there the
        # capital's accent was cut off («Erase una», round 88 at 1024x768 on a projector).
        p.drawText(geo.root, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, vocab.PROMPT)
        if lit:
            self._ring(p, geo.root, QColor(t.accent), 2.5, Qt.PenStyle.DotLine)

    def _ring(self, p: QPainter, rect: QRectF, color: QColor, width: float, style=Qt.PenStyle.SolidLine) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(color, width, style))
        gap = width / 2 + 2.5
        p.drawRoundedRect(rect.adjusted(-gap, -gap, gap, gap), 9, 9)

    # The ✓ / ✕ of a chip sits in a round badge just left of it, in the gap the edge
    # crosses, so the marks never take room from the words.
    MARKS = {"accepted": "✓", "rejected": "✕"}

    def _paint_chip(self, p: QPainter, geo: Geometry, rect: QRectF, word: str, kind: str) -> None:
        t = theme.current()
        styles = {
            # kind: (border, width, pen style, text colour, bold, strike)
            "draft": (t.draft, 1.8, Qt.PenStyle.SolidLine, t.text, False, False),
            "checking": (t.accent, 2.4, Qt.PenStyle.SolidLine, t.text, False, False),
            "accepted": (t.accepted, 3.6, Qt.PenStyle.SolidLine, t.text, True, False),
            "rejected": (t.rejected, 2.4, Qt.PenStyle.SolidLine, t.rejected, False, True),
            # Words in the text colour: the dashed grey border and the missing ✓ say «not taken», and grey
            # words were the least legible thing on the lab from the back row (review 63, both readers).
            "discarded": (t.discarded, 2.0 if t.name == "projector" else 1.4, Qt.PenStyle.DashLine, t.text, False,
                          False),
        }
        border, width, style, fg, bold, strike = styles[kind]
        p.setPen(QPen(QColor(border), width, style))
        p.setBrush(QColor(fills()[kind]))
        radius = min(7.0, rect.height() / 2)
        p.drawRoundedRect(rect, radius, radius)
        font = QFont(geo.bold if bold else geo.font)
        font.setStrikeOut(strike)
        p.setFont(font)
        p.setPen(QColor(fg))
        fm = QFontMetricsF(font)
        text = fm.elidedText(word, Qt.TextElideMode.ElideRight, rect.width() - 6)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)  # accents whole (see root)
        mark = self.MARKS.get(kind)
        if mark:
            r = max(6.0, min(rect.height() * 0.45, 11.0 * min(1.5, theme.current().font_scale)))
            c = QPointF(rect.left() - r * 0.55, rect.center().y())
            p.setPen(QPen(QColor(t.surface), 1.5))
            p.setBrush(QColor(border))
            p.drawEllipse(c, r, r)
            # Drawn, not written: the chip's bold font made a ✓ larger than its 11-px badge, and at 200 %
            # text only its long stroke showed, read as a «⊘» (round 98, both readers).
            pen = QPen(QColor(getattr(t, "on_accent", "#ffffff")), max(1.8, r * 0.28))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            if kind == "accepted":
                p.drawPolyline(QPolygonF([QPointF(c.x() - r * 0.48, c.y() + r * 0.02),
                                          QPointF(c.x() - r * 0.12, c.y() + r * 0.4),
                                          QPointF(c.x() + r * 0.5, c.y() - r * 0.38)]))
            else:
                d = r * 0.38
                p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
                p.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))

    def _paint_dot(self, p: QPainter, c: QPointF, r: float, kind: str) -> None:
        t = theme.current()
        colors = {"draft": t.draft, "checking": t.accent, "accepted": t.accepted,
                  "rejected": t.rejected, "discarded": "#b5b5b5"}
        if kind == "accepted":
            r = max(r, 4.5) * 1.3
            p.setPen(QPen(QColor(t.text), 1.5))
        else:
            p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colors[kind]))
        p.drawEllipse(c, r, r)

    def _paint_hidden(self, p: QPainter, geo: Geometry, kinds) -> None:
        if geo.visible >= len(geo.counts):
            return
        t = theme.current()
        hidden = sum(geo.counts[geo.visible:])
        x = geo.right_edge
        pen = QPen(QColor(t.muted_text), 1.2, Qt.PenStyle.DotLine)
        p.setPen(pen)
        for i in geo.by_level[-1]:
            a = self._anchor_right(geo, i)
            if a is not None:
                p.drawLine(a, QPointF(a.x() + 12, a.y()))
        p.setFont(geo.bold)
        p.setPen(QColor(t.text))
        box = QRectF(x + 14, geo.area.top(), self.width() - x - 20, geo.area.height())
        p.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   i18n.fill(self.tr("+ %1 more"), i18n.fmt_int(hidden)))

    def _paint_highlight(self, p: QPainter, geo: Geometry, light: set) -> None:
        t = theme.current()
        h = self.highlighted()
        if h is None:
            return
        for i in light:
            if i == h:
                continue
            if i in geo.rects:
                self._ring(p, geo.rects[i], QColor(t.accent), 2.5, Qt.PenStyle.DotLine)
        if h in geo.rects:
            self._ring(p, geo.rects[h], QColor(t.accent), 4.0)
        elif h in geo.dots:
            c, r = geo.dots[h]
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(t.accent), 3.0))
            p.drawEllipse(c, r + 5, r + 5)

    def _bonus_anchor(self, geo: Geometry) -> QPointF | None:
        # Above the last match's right end, clear of the ✕ badges of the next level.
        path = self.view.detail["path"]
        a = self._anchor_right(geo, path[-1] if path else -1)
        if a is None:
            return None
        last = path[-1] if path else -1
        full = last >= 0 and self.state.nodes()[last]["depth"] == len(geo.counts)
        return a if full else QPointF(a.x() - 4, a.y() - geo.chip_h * 0.55)

    def _paint_bonus_badge(self, p: QPainter, geo: Geometry) -> bool:
        t = theme.current()
        a = self._bonus_anchor(geo)
        if a is None:
            return False
        r = max(7.0, min(geo.chip_h * 0.42, 11.0))
        c = QPointF(a.x() + r + 3, a.y())
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.setBrush(QColor(t.extra))
        p.drawEllipse(c, r, r)
        p.setPen(QColor("#ffffff"))
        p.setFont(geo.bold)
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "+")
        return True

    # The strip: the text the round keeps, as chips -----------------------------------
    def strip_items(self) -> list[tuple[str, str]]:
        """(kind, text) pieces of the bottom strip for the current frame."""
        v = self.view
        n = self.state.node_count()
        items = [("root", vocab.PROMPT)]
        if v.stage is None:
            items.append(("note", self.tr("→ the draft proposes a tree of %n word(s)", "", n)))
        elif v.stage == rp.DRAFT:
            shown = rp.drafted_depth(v, self.state.depth)
            drafted = sum(1 for node in self.state.nodes() if node["depth"] <= shown)
            items.append(("note", self.tr("→ %n proposal(s) so far, level by level…", "", drafted)))
        elif v.stage == rp.PASS:
            items = [("pass", "V"), ("note", self.tr("one slow pass verifies all %n node(s) at once", "", n))]
        else:
            detail = v.detail
            checked = rp.checked_depth(v)
            for word in detail["words"][:checked]:
                items.append(("accepted", "✓ " + word))
            if v.stage == rp.KEEP:
                word = detail["bonus_word"]
                # None: the target's word is outside the heads' top candidates.
                items.append(("extra", "+ " + (word if word else self.tr("another word"))))
                items.append(("note", self.tr("= %n token(s) in this round", "", detail["tokens"])))
            elif checked == detail["accepted"] + 1 and detail["accepted"] == 0:
                items.append(("note", self.tr("no first-level proposal matched")))
        return items

    def _fit_strip(self, items, width: float):
        """Shrink a little to fit; then drop the notes (the caption says it too); then
        fold the first matched words into one "… n ✓" chip, keeping the last ones."""
        bare = [it for it in items if it[0] != "note"]
        attempts = [(items, sc) for sc in (1.0, 0.9, 0.8)] + [(bare, sc) for sc in (1.0, 0.9, 0.8, 0.7)]
        matched = [it for it in bare if it[0] == "accepted"]
        others = [it for it in bare if it[0] not in ("root", "accepted")]
        for keep in range(len(matched) - 1, 0, -1):
            folded = [("root", vocab.PROMPT), ("accepted", "… " + i18n.fmt_int(len(matched) - keep) + " ✓")]
            attempts.append((folded + matched[-keep:] + others, 0.8))
        for candidate, scale in attempts:
            font = self._font(looks.point_size(13, scale), True)
            note_font = self._font(looks.point_size(12, scale))
            fm, nfm = QFontMetricsF(font), QFontMetricsF(note_font)
            pad = fm.horizontalAdvance(" ") * 1.6
            widths = [(nfm.horizontalAdvance(text) if kind == "note" else fm.horizontalAdvance(text) + 2 * pad)
                      for kind, text in candidate]
            if sum(widths) + 8 * len(widths) + 12 <= width:
                break
        return candidate, font, note_font, widths

    def _paint_strip(self, p: QPainter, geo: Geometry) -> list[tuple[str, str]]:
        t = theme.current()
        items = self.strip_items()
        rect = geo.strip
        bg = QColor(t.background)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bg)
        p.drawRoundedRect(rect, 8, 8)
        styles = {
            "root": (t.text, t.text, "#ffffff", True),
            "accepted": (t.accepted, fills()["accepted"], t.text, True),
            "extra": (t.extra, t.extra, "#ffffff", True),
            "pass": (t.accent, t.accent, "#ffffff", True),
        }
        items, font, note_font, widths = self._fit_strip(items, rect.width())
        fm, nfm = QFontMetricsF(font), QFontMetricsF(note_font)
        h = min(rect.height() - 8, fm.height() * 1.45)
        x = rect.left() + 8
        y = rect.center().y() - h / 2
        for (kind, text), w in zip(items, widths):
            if kind == "note":
                p.setFont(note_font)
                p.setPen(QColor(t.muted_text))
                p.drawText(QRectF(x, y, rect.right() - x - 4, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                           nfm.elidedText(text, Qt.TextElideMode.ElideRight, rect.right() - x - 4))
                x += w + 8
                continue
            border, fill, fg, bold = styles[kind]
            chip = QRectF(x, y, w, h)
            p.setPen(QPen(QColor(border), 2.2))
            p.setBrush(QColor(fill))
            if kind == "pass":
                chip = QRectF(x, y, h, h)
                p.drawEllipse(chip)
                w = h
            else:
                p.drawRoundedRect(chip, 7, 7)
            p.setFont(font)
            p.setPen(QColor(fg))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x += w + 8
        return list(items)

    # Interaction ----------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        node = self.node_at(event.position())
        if node != self.hovered:
            self.hovered = node
            self._changed_highlight()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if self.hovered is not None:
            self.hovered = None
            self._changed_highlight()
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        node = self.node_at(event.position())
        if node is not None:
            self.select(node)
        super().mousePressEvent(event)

    def focusInEvent(self, event) -> None:
        if self.selected is None and self.state.node_count():
            self.select(0)
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        geo = self.geometry_for_paint()
        nodes = self.state.nodes()
        cur = self.selected if self.selected is not None else 0
        target = None
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            level = geo.by_level[nodes[cur]["depth"] - 1] if nodes[cur]["depth"] <= geo.visible else []
            if cur in level:
                j = level.index(cur) + (1 if key == Qt.Key.Key_Down else -1)
                target = level[max(0, min(len(level) - 1, j))]
        elif key == Qt.Key.Key_Left:
            parent = nodes[cur]["parent"]
            target = parent if parent >= 0 else cur
        elif key == Qt.Key.Key_Right:
            kids = [n["index"] for n in nodes if n["parent"] == cur and n["depth"] <= geo.visible]
            target = kids[0] if kids else cur
        elif key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.select(None)
            return
        if target is None:
            super().keyPressEvent(event)
            return
        self.select(target)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            node = self.node_at(QPointF(event.pos()))
            if node is None:
                QToolTip.hideText()
                event.ignore()
                return True
            QToolTip.showText(event.globalPos(), self.describe(node), self)
            return True
        return super().event(event)

    def describe(self, index: int) -> str:
        """One sentence about a node: its word, level, rank and what it sees."""
        n = self.state.nodes()[index]
        words = " → ".join([vocab.PROMPT] + [self.state.nodes()[i]["word"] for i in self.ancestors(index)])
        return i18n.fill(self.tr("«%1», level %2, the draft's choice no. %3; the big model follows this path with "
                                 "probability %4. It sees only: %5."), n["word"], i18n.fmt_int(n["depth"]),
                         i18n.fmt_int(n["rank"]), i18n.fmt(n["path_prob"], 3), words)

    def _update_accessible(self) -> None:
        n, d = self.state.node_count(), self.state.depth
        summary = i18n.fill(self.tr("%1 nodes in %2 levels; expected %3 tokens per round."), i18n.fmt_int(n),
                            i18n.fmt_int(d), i18n.fmt(self.state.numbers()["tokens_per_pass"], 2))
        h = self.highlighted()
        self.setAccessibleDescription(summary if h is None else summary + " " + self.describe(h))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Draft tree"))
        self.setToolTip("")
        self._update_accessible()
        self.update()

    def resizeEvent(self, event) -> None:
        self._geo_key = None
        super().resizeEvent(event)
