"""The Lab's live chart: time to write N tokens against the acceptance rate.

Time is counted in slow passes. With a free draft (c = 0) it is the slow
passes; with c > 0 every round also pays k draft steps, so the total-time
curve (passes × (1 + k c)) is the one the "your setting" dot sits on, and the
y axis fits it. The y axis title is written above the plot, horizontally, so
a long honest title ("time, in slow passes, for N = 100 tokens") never has to
be squeezed along a short vertical axis; "↓ better" sits at its right end.

Read from the back of a classroom (blind reviewers rated the Lab 2 / 5): the
dot carries its own label ("your setting: 126,8", the number the readouts
give), placed beside the dot where it covers no curve, so the legend keeps
only the lines; large ticks and thick lines.

Every plot item is created once; a parameter change only calls ``setData`` /
``setPos`` on them (no clear-and-redraw), which keeps a slider drag inside
half a frame. The numbers come from the model (and so from ``desktop.sim``).
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGraphicsItem, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.widgets import legible
from desktop.widgets.chart_legend import ChartLegend
from desktop.widgets.locale_axis import LocaleAxis
from desktop.widgets.plot_view import setup_chart_view
from desktop.widgets.readouts import EXPECTED_DIGITS


_NICE_STEPS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0)


def nice_top(value: float) -> float:
    """The smallest of 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9 (times a power of ten) that is >= value.

    The y axis stays put while N changes within a step, so its labels do not
    flicker during a drag and the axis is not relaid out on every move; the
    curves still rescale, and the baseline N moves inside a fixed frame.
    """
    if value <= 0:
        return 1.0
    scale = 10.0 ** math.floor(math.log10(value))
    for step in _NICE_STEPS:
        top = round(step * scale, 9)
        if top >= value * (1 - 1e-12):
            return top
    return 10.0 * scale


def nice_ticks(top: float, most: int = 6) -> tuple[list[float], list[float]]:
    """Labelled ticks every 1, 2, 2.5 or 5 (times a power of ten), at most ``most`` of them up to
    ``top``, and unlabelled minor ticks halfway: enough to read the marked point off the axis, few
    enough for large tick labels on a short axis (readers found 20…180 crowded)."""
    scale = 10.0 ** math.floor(math.log10(top))
    step = scale
    for unit in (0.1, 0.2, 0.25, 0.5, 1.0, 2.0, 2.5, 5.0):
        step = unit * scale
        if top / step <= most + 1e-9:
            break
    count = int(math.floor(top / step + 1e-9))
    major = [round(i * step, 9) for i in range(count + 1)]
    minor = [round((i + 0.5) * step, 9) for i in range(count) if (i + 0.5) * step <= top]
    return major, minor


def _tick_label(value: float) -> str:
    return i18n.fmt_int(round(value)) if abs(value - round(value)) < 1e-9 else i18n.fmt(value, 1)


class PassChart(i18n.Retranslatable, QWidget):
    def __init__(self, model: LessonModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        t = theme.current()
        self.plot_widget = pg.PlotWidget(
            parent=self,
            background=t.surface,
            axisItems={"bottom": LocaleAxis("bottom"), "left": LocaleAxis("left")},
        )
        setup_chart_view(self.plot_widget)
        if t.font_scale > 1:
            # With larger text in a narrow column, the title's lines took the plot's room: at 150 % on 1024x768,
            # step 5's plot was 40 px high with its drag label cut off (round 95). The page scrolls instead.
            self.plot_widget.setMinimumHeight(int(120 * t.font_scale))
        self.setObjectName("passChart")
        self.plot_widget.setObjectName("passChartPlot")
        # Beside the plot, not over it: no curve can run under the legend.
        self.legend = ChartLegend(self)
        self.legend.setObjectName("passChartLegend")
        policy = self.legend.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the lesson hides it until the reveal; the plot must not jump
        self.legend.setSizePolicy(policy)
        self.y_title = QLabel(self)
        self.y_title.setObjectName("passChartYTitle")
        self.y_title.setWordWrap(True)
        # "↓ better" in words and with an arrow, on the title's line, at its right.
        self.better = QLabel(self)
        self.better.setObjectName("passChartBetter")
        font = self.better.font()
        font.setBold(True)
        self.better.setFont(font)
        self.better.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        title_row = QHBoxLayout()
        title_row.setContentsMargins(0, 0, 0, 0)
        title_row.setSpacing(12)
        title_row.addWidget(self.y_title, 1)
        title_row.addWidget(self.better, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.legend)
        layout.addLayout(title_row)
        layout.addWidget(self.plot_widget, 1)

        plot = self.plot_widget.getPlotItem()
        self.plot = plot
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.showGrid(x=True, y=True, alpha=0.25)
        # Room for half the end labels (0,0 and 1,0): with the grid on, pyqtgraph drops a label
        # that pokes past the axis, whatever hideOverlappingLabels says.
        plot.setXRange(0.0, 1.0, padding=0.05)
        # A closing line at the right edge: without it the grid ran into the window's edge or scroll
        # bar and the chart read as cut off past 1,0 (review 30, 1024x768).
        plot.showAxis("right")
        plot.getAxis("right").setStyle(showValues=False, tickLength=0)
        plot.getAxis("right").setWidth(1)
        plot.getAxis("right").setGrid(False)  # the left axis draws the grid; twice doubled its lines
        vb = plot.getViewBox()
        vb.disableAutoRange()
        # The axes replay a QPicture of every label and grid line on each
        # paint; cached, they cost one pixmap blit until range, font or
        # locale change (halves the chart's paint during a slider drag).
        for name in ("bottom", "left"):
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            # Keep the end labels (0 and 1 on x): pyqtgraph drops a label that
            # pokes past the axis end, which hid both ends of the α axis.
            plot.getAxis(name).setStyle(hideOverlappingLabels=False)
        plot.getAxis("bottom").setTicks([
            [(v, i18n.fmt(v, 1)) for v in np.round(np.linspace(0.0, 1.0, 6), 2)],
            [(v, "") for v in np.round(np.linspace(0.1, 0.9, 5), 2)],
        ])

        width = t.line_width
        self.baseline = pg.PlotDataItem([0.0, 1.0], [0.0, 0.0], pen=pg.mkPen(t.baseline, width=width, style=Qt.PenStyle.DashLine))
        # One meaning per line style (blind readers saw the solid line change
        # meaning with c): solid = time with a draft, where the dot sits, at
        # every c; with c > 0 the slow passes alone are a dotted line, as
        # thick as the others (a thin one vanished on a projector).
        self._solid_pen = pg.mkPen(t.accent, width=width + 1)
        self._passes_only_pen = pg.mkPen(t.accent, width=width, style=Qt.PenStyle.DotLine)
        self.time_curve = pg.PlotDataItem([], [], pen=self._solid_pen)
        self.curve = pg.PlotDataItem([], [], pen=self._solid_pen)
        self.alpha_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(t.muted_text, width=1.5, style=Qt.PenStyle.DotLine))
        self.marker = pg.ScatterPlotItem(size=20, symbol="o", pen=pg.mkPen("#ffffff", width=2), brush=pg.mkBrush(t.accent))
        # The dot's own label, a child of the dot: hidden with it (the
        # prediction step hides the dot until the reveal).
        self.marker_label = pg.TextItem("", color=t.text, anchor=(0, 1), fill=(255, 255, 255, 230))
        self.marker_label.setParentItem(self.marker)
        # A thin line from the dot to its label when the label had to go farther off: 40 px away it read
        # as the label of another line (reviews 24 and 25).
        self.marker_leader = pg.PlotCurveItem([], [], pen=pg.mkPen(t.text, width=1.5))
        self.marker_leader.setParentItem(self.marker)
        self.marker_leader.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.break_even_line = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(t.rejected, width=2.5, style=Qt.PenStyle.DashLine),
            label="", labelOpts={"position": 0.88, "color": t.rejected, "fill": (255, 255, 255, 220), "anchors": [(0, 0.5), (0, 0.5)]},
        )
        # A measurement from the real models lab: a diamond, labelled.
        self.measured = pg.ScatterPlotItem(size=20, symbol="d", pen=pg.mkPen(t.text, width=2), brush=pg.mkBrush(t.draft))
        self.measured_label = pg.TextItem("", color=t.text, anchor=(0, 1.2), fill=(255, 255, 255, 220))
        for item in (self.baseline, self.time_curve, self.curve, self.alpha_line, self.break_even_line, self.marker,
                     self.measured, self.measured_label):
            plot.addItem(item)
        self._legend_state = None
        self._answer_shown = True
        self._top = None
        self._y_most = 6
        self._ticks_lang = None
        self._marker_y = 0.0
        self._break_even = None
        self._marker_label_side = (1, 1)
        self._marker_label_corner = (0.0, 0.0, 0.0, 0.0)
        self._be_label_at = 0.88
        self._apply_fonts()
        # The label's side depends on the plot's size in pixels.
        plot.getViewBox().sigResized.connect(lambda *_: self._on_plot_resized())

        model.parametersChanged.connect(self._update)
        model.measuredPointChanged.connect(self._update_measured)
        self._update()
        self._update_measured(model.measured_point)
        self.retranslate()

    # Data -------------------------------------------------------------------
    def _update(self) -> None:
        m = self.model
        alphas, passes = m.curve()
        n = m.tokens
        self.curve.setData(alphas, passes)
        self.baseline.setData([0.0, 1.0], [n, n])
        numbers = m.numbers()
        overhead = m.round_cost()
        show_time = m.cost > 0 and m.k > 0
        # The dot is the time this setting takes: on the total-time curve when
        # the draft costs something (it used to sit on the passes-only curve,
        # below the no-draft line, while the readout said "slower").
        current = numbers["slow_passes"] * (overhead if show_time else 1.0)
        self.marker.setData([m.alpha], [current])
        self._marker_y = current
        self.alpha_line.setPos(m.alpha)
        if show_time:
            self.time_curve.setData(alphas, passes * overhead)
        else:
            self.time_curve.setData([], [])
        pen = self._passes_only_pen if show_time else self._solid_pen
        if self.curve.opts["pen"] is not pen:
            self.curve.setPen(pen)
        be = numbers["break_even_alpha_finite"]  # where this N-token curve crosses N (review 13)
        show_be = show_time and be is not None
        self.break_even_line.setVisible(show_be and self._answer_shown)
        if show_be:
            self.break_even_line.setPos(be)
            # The label sits on the side of the line with room for it.
            side = (1, 0.5) if be > 0.4 else (0, 0.5)
            self.break_even_line.label.anchors = [side, side]
            self.break_even_line.label.updatePosition()
        self._break_even = be if show_be else None
        # Room above the baseline N for the break-even label, and the whole
        # total-time curve inside the frame (it peaks at α = 0: N (1 + k c)).
        highest = float(np.max(passes)) * (overhead if show_time else 1.0)
        top = nice_top(max(n * 1.22, highest * 1.08))
        if top != self._top or self._ticks_lang != i18n.current_language():
            self._top = top
            self._ticks_lang = i18n.current_language()
            self.plot.setYRange(0, top, padding=0)
            self._set_y_ticks()
        # The break-even value at the top of its line, or at its foot when the dot is up
        # there (the dot's label would cover it).
        self._be_label_at = 0.12 if current > 0.55 * top else 0.88
        if self.break_even_line.label.orthoPos != self._be_label_at:
            self.break_even_line.label.setPosition(self._be_label_at)
        self._sync_legend(show_time)
        self._update_break_even_label()
        self._update_marker_label()
        self._update_texts()

    def time_text(self, time: float) -> str:
        """An expected time as the readouts show it."""
        return i18n.fmt(time, EXPECTED_DIGITS)

    def marker_label_text(self) -> str:
        # With a costly draft the dot's time depends on c too (round 83 read «tu k y tu α: 126,8» as leaving c out).
        if self.model.cost > 0:
            return i18n.fill(self.tr("your setting, draft cost included: %1"), self.time_text(self._marker_y))
        return i18n.fill(self.tr("your setting: %1"), self.time_text(self._marker_y))

    def _update_marker_label(self) -> None:
        text = self.marker_label_text()
        if text != self.marker_label.toPlainText():
            self.marker_label.setText(text)
        self._place_marker_label()

    def _place_marker_label(self) -> None:
        """Put the dot's label beside the dot where it stays inside the plot and covers no line.

        Tried in order: above right, below left, above left, below right (on
        a falling curve the first two are clear of it), then centred above
        and below, then all of them farther away, then on the plot's floor or
        ceiling left or right of the dot; the first that fits without
        touching a line or the break-even label wins, else the one touching
        the fewest (a far place counts as a few touches: the label must read
        as the dot's)."""
        vb = self.plot.getViewBox()
        px, py = vb.viewPixelSize()
        if not (px > 0 and py > 0) or vb.width() < 10:
            return
        (x0, x1), (y0, y1) = vb.viewRange()
        mx, my = self.model.alpha, self._marker_y
        rect = self.marker_label.boundingRect()
        w, h = rect.width() * px, rect.height() * py
        lines = [item.getData() for item in (self.curve, self.time_curve, self.baseline)]
        verticals = [self._break_even] if self._break_even is not None else []
        # The break-even value sits at the top of its line or at its foot; on a short plot the
        # dot's label may find room only if that value takes the other end, so both are tried.
        be_places = [self._be_label_at] if self._break_even is None else [self._be_label_at, 1.0 - self._be_label_at]
        best = None
        for be_at in be_places:
            obstacles = []
            if self._break_even is not None:
                # The break-even value on its line, at that height and on the side _update gives it
                # (computed here: the label item itself moves only when it is next painted).
                label = self.break_even_line.label.boundingRect()
                bw, bh = label.width() * px, label.height() * py
                be, cy = self._break_even, y0 + be_at * (y1 - y0)
                left_of_line = be > 0.4
                obstacles.append((be - bw if left_of_line else be, be if left_of_line else be + bw,
                                  cy - bh / 2, cy + bh / 2))
            sides = ((1, 1), (-1, -1), (-1, 1), (1, -1), (0, 1), (0, -1))
            places = [(side, gap) for gap in (11, 40) for side in sides]
            corners = []
            for (sx, sy), gap in places:
                gy = gap * py
                left = {1: mx + 11 * px, -1: mx - 11 * px - w, 0: mx - w / 2}[sx]
                corners.append((left, my + gy if sy > 0 else my - gy - h))
            # Against the plot's floor or ceiling, beside the dot: where the curves run close above and
            # below it, the only clear room may be well under them (round 89: at k = 7, α = 0,95 the
            # label hid both curves between α 0,55 and 0,7).
            for sx in (-1, 1):
                for sy, edge in ((-1, y0 + 4 * py), (1, y1 - 4 * py - h)):
                    places.append(((sx, sy), 99))
                    corners.append((mx + 11 * px if sx > 0 else mx - 11 * px - w, edge))
            # Every place at once (one numpy pass, not one per place: issue 18, the per-move time).
            lefts, bottoms = np.array(corners).T
            crossings = _hits(lines, verticals, lefts, lefts + w, bottoms, bottoms + h)
            # Just above or below the no-draft line, clear of it, the label reads as that line's value
            # (round 93 read «…: 126,8» sitting on the 100 line as 126,8 at 100): that costs a piece too.
            crossings = crossings + (_hits([self.baseline.getData()], [], lefts, lefts + w, bottoms - h / 2,
                                           bottoms + 1.5 * h) > 0)
            for i, (((sx, sy), gap), (left, bottom)) in enumerate(zip(places, corners)):
                inside = x0 <= left and left + w <= x1 and y0 <= bottom and bottom + h <= y1
                hits = int(crossings[i])
                hits += sum(50 for (l, r, b, t) in obstacles
                            if left < r and l < left + w and bottom < max(b, t) and min(b, t) < bottom + h)
                # Far from the dot reads as a label of something else: that costs as much as
                # crossing a few line pieces. Moving the break-even value costs one piece.
                score = (not inside, hits + (3 if gap > 11 else 0) + (be_at != self._be_label_at), i)
                if best is None or score < best[0]:
                    best = (score, (sx, sy), (left, bottom), be_at, gap)
                if score[:2] == (False, 0):
                    break  # nothing later scores lower: the places are tried best first
            if best[0][:2] == (False, 0):
                break
        _score, (sx, sy), (left, bottom), be_at, gap = best
        if be_at != self._be_label_at:
            self._be_label_at = be_at
            self.break_even_line.label.setPosition(be_at)
        # The label's anchor is its bottom-left corner: place that corner.
        self.marker_label.setAnchor((0, 1))
        self.marker_label.setPos(left, bottom)
        self._marker_label_side = (sx, sy)
        self._marker_label_corner = (left, bottom, w, h)
        if gap > 11:
            # To the nearest point of the label's box.
            near_x, near_y = min(max(mx, left), left + w), min(max(my, bottom), bottom + h)
            self.marker_leader.setData([mx, near_x], [my, near_y])
        else:
            self.marker_leader.setData([], [])

    def marker_leader_points(self) -> list[tuple[float, float]]:
        """The two ends of the line from the dot to its label (none when the label sits beside it)."""
        xs, ys = self.marker_leader.getData()
        return [] if xs is None or len(xs) == 0 else [(float(x), float(y)) for x, y in zip(xs, ys)]

    def marker_label_rect(self) -> tuple[float, float, float, float]:
        """(left, right, bottom, top) of the dot's label, in data units."""
        left, bottom, w, h = self._marker_label_corner
        return left, left + w, bottom, bottom + h

    def _update_measured(self, point) -> None:
        if not point:
            self.measured.setData([], [])
            self.measured_label.setText("")
            self.measured_label.setVisible(False)
            return
        self.measured.setData([point["alpha"]], [point["slow_passes"]])
        self.measured_label.setText(self.measured_label_text())
        self.measured_label.setPos(point["alpha"], point["slow_passes"])
        self.measured_label.setVisible(True)

    def measured_label_text(self) -> str:
        """The measured point's label, written here from its numbers (the model
        keeps numbers only), so it follows a language switch."""
        point = self.model.measured_point
        if not point:
            return ""
        alpha, k = i18n.fmt(point["alpha"], 2), i18n.fmt_int(point["k"])
        if "cost" in point:
            return i18n.fill(self.tr("real models: α = %1, k = %2, c = %3"), alpha, k, i18n.fmt(point["cost"], 3))
        return i18n.fill(self.tr("real models: α = %1, k = %2"), alpha, k)

    def _update_break_even_label(self) -> None:
        if self._break_even is not None:
            # The full name, with its k, is in the legend; on the line, the value.
            self.break_even_line.label.setFormat(i18n.fmt(self._break_even, 2))

    def _update_texts(self) -> None:
        """The y title and the chart's description for a screen reader: both carry N and the numbers."""
        m = self.model
        n = i18n.fmt_int(m.tokens)
        # "1 = one slow pass": a unit, since the solid line adds the draft's time to the passes
        # (review 18 read "in slow passes" as counting passes only). The Spanish says «medido en
        # pasadas lentas»: review 33's pupil read «1 = una pasada lenta» as an equation.
        self.y_title.setText(i18n.fill(self.tr("Expected time (1 = one slow pass), N = %1 tokens"), n))
        self.better.setText(self.tr("↓ better"))
        numbers = m.numbers()
        passes = numbers["slow_passes"]
        if m.cost > 0 and m.k > 0:
            text = i18n.fill(self.tr("With k = %1, α = %2 and c = %3 it takes %4 slow passes for %5 tokens, and with the "
                                     "draft's cost the total time is %6 slow passes; without a draft, %5."),
                             i18n.fmt_int(m.k), i18n.fmt(m.alpha, 2), i18n.fmt(m.cost, 2), i18n.fmt(passes, 2), n,
                             self.time_text(m.total_time()))
        else:
            text = i18n.fill(self.tr("With k = %1 and α = %2 it takes %3 slow passes for %4 tokens; without a draft, %4."),
                             i18n.fmt_int(m.k), i18n.fmt(m.alpha, 2), self.time_text(passes), n)
        if self._break_even is not None:
            text += " " + i18n.fill(self.tr("Break-even α (for k = %1, c = %4, N = %3): %2."), i18n.fmt_int(m.k),
                                    i18n.fmt(self._break_even, 2), n, i18n.fmt(m.cost, 2))
        text += " " + i18n.fill(self.tr("The dot is your setting, at %1 slow passes; lower is better."),
                                self.time_text(self._marker_y))
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            self.plot_widget.setAccessibleDescription(text)

    def _sync_legend(self, show_time: bool, force: bool = False) -> None:
        state = (show_time, i18n.current_language(), self._break_even, self.model.k, self.model.tokens)
        if state == self._legend_state and not force:
            return
        self._legend_state = state
        if show_time:
            entries = [
                ("line", self.time_curve.opts["pen"], self.tr("with a draft: total time")),
                ("line", self.curve.opts["pen"], self.tr("with a draft: slow passes only")),
            ]
        else:
            entries = [("line", self.curve.opts["pen"], self.tr("with a draft: total time (free draft)"))]
        entries.append(("line", self.baseline.opts["pen"], self.tr("without a draft")))
        # The dot is labelled on the plot ("your setting: 30,2"), not here.
        if show_time and self._break_even is not None:
            # N named: the line is for N tokens, a shade off the long-text formula's (review 17
            # checked 0,34 against 1 + α + … + α¹⁰ = 1,5 and found 0,33).
            entries.append(("line", self.break_even_line.pen,
                            i18n.fill(self.tr("break-even α (for k = %1, c = %4, N = %3): %2"), i18n.fmt_int(self.model.k),
                                      i18n.fmt(self._break_even, 2), i18n.fmt_int(self.model.tokens),
                                      i18n.fmt(self.model.cost, 2))))
        self.legend.set_entries(entries)

    # Looks and language -----------------------------------------------------
    def _most_y_ticks(self) -> int:
        """As many labelled y ticks as fit with half a label's height of gap between them: a projector's
        large labels on a short plot ran together («125» on «100», review 68), never under 4 (with 3, a 200 top
        labelled only «100», review 70)."""
        height = self.plot.getViewBox().height()
        line = QFontMetrics(self._tick_font).height()
        return 6 if height <= 0 else max(4, min(6, int(height / (1.5 * line))))

    def _set_y_ticks(self) -> None:
        self._y_most = self._most_y_ticks()
        major, minor = nice_ticks(self._top, self._y_most)
        self.plot.getAxis("left").setTicks([[(v, _tick_label(v)) for v in major], [(v, "") for v in minor]])

    def _on_plot_resized(self) -> None:
        self._place_marker_label()
        if self._top is not None and self._most_y_ticks() != self._y_most:
            self._set_y_ticks()

    def _apply_fonts(self) -> None:
        legible.raise_fonts(self)
        # Ticks: 18 px, 20 px on a projector (the back row read 20…180 as a blur).
        projector = theme.current().name == "projector"
        self._tick_font = legible.at_least(_sized(theme.pt(15 if projector else 13.5)))
        for name in ("bottom", "left"):
            axis = self.plot.getAxis(name)
            axis.setTickFont(self._tick_font)
            axis.setTextPen(theme.current().text)
            axis.setPen(pg.mkPen(theme.current().text, width=2))
        self._label_font = legible.at_least(_sized(theme.pt(12)))
        self._label_font.setBold(True)
        self.break_even_line.label.setFont(self._label_font)
        self.marker_label.setFont(self._label_font)
        self._axis_title_font = legible.at_least(_sized(theme.pt(13)))
        self.y_title.setFont(self._axis_title_font)
        bold = QFont(self._axis_title_font)
        bold.setBold(True)
        self.better.setFont(bold)

    def painted_fonts(self) -> list[QFont]:
        """Every font the plot paints text with: tick labels, axis title, break-even and dot labels."""
        return [self._tick_font, self._axis_title_font, self._label_font]

    def retranslate(self) -> None:
        self._x_title_shown = None
        self._fit_x_title()
        self.plot.hideAxis("left")
        self.plot.showAxis("left")  # ticks stay; the title is the horizontal line above the plot
        self.plot.getAxis("left").setLabel("")
        self.plot.getAxis("left").showLabel(False)
        name = self.tr("Chart: time to write the text against the acceptance rate α")
        self.setAccessibleName(name)
        self.plot_widget.setAccessibleName(name)
        self._ticks_lang = None
        self._update()
        self._sync_legend(self.model.cost > 0 and self.model.k > 0, force=True)
        self._update_break_even_label()
        self._update_measured(self.model.measured_point)
        # Tick labels depend on the locale's decimal separator.
        for name in ("bottom", "left"):
            self.plot.getAxis(name).picture = None
            self.plot.getAxis(name).update()

    def _fit_x_title(self) -> None:
        """The long x title where it fits under the plot, the short one where it would be cut off."""
        px = legible.pixel_size(self._axis_title_font)
        style = {"font-size": f"{px}px", "color": theme.current().text}
        long = self.tr("Acceptance rate α = chance of accepting each token")
        font = QFont(self._axis_title_font)
        # The title is centred under the plot, which starts right of the y axis: it needs the
        # axis's width on both sides (the long title ran off the right edge at 1024x768).
        axis = int(self.plot.getAxis("left").width())
        fits = QFontMetrics(font).horizontalAdvance(long) + 24 + 2 * axis <= self.width()
        text = long if fits or self.width() <= 0 else self.tr("Acceptance rate α")
        if text != self._x_title_shown:
            self._x_title_shown = text
            self.plot.setLabel("bottom", text, **style)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_x_title()

    def show_answer(self, shown: bool) -> None:
        """Show or hide what gives the answer away: the curves, the dot, the α
        line, the break-even line and the legend (the lesson's prediction step
        hides them until the learner commits). Axes and the no-draft line stay."""
        self._answer_shown = bool(shown)
        for item in (self.curve, self.time_curve, self.marker, self.alpha_line):
            item.setVisible(self._answer_shown)
        self.legend.setVisible(self._answer_shown)
        self._update()

    def answer_shown(self) -> bool:
        return self._answer_shown

    # For tests and exporters.
    def time_curve_data(self) -> tuple[np.ndarray, np.ndarray]:
        return self.time_curve.getData()

    def curve_data(self) -> tuple[np.ndarray, np.ndarray]:
        return self.curve.getData()

    def marker_position(self) -> tuple[float, float]:
        x, y = self.marker.getData()
        return float(x[0]), float(y[0])


def _hits(lines, verticals, left, right, bottom, top) -> np.ndarray:
    """For each rectangle (arrays of its edges), how many pieces of the lines cross it: each line
    cut into short pieces across the rectangle's width (a steep piece that jumps over the box
    between two samples still counts), and each vertical line (x) that runs through it."""
    left, right = np.asarray(left, dtype=float), np.asarray(right, dtype=float)
    bottom, top = np.asarray(bottom, dtype=float), np.asarray(top, dtype=float)
    hits = np.zeros(left.shape, dtype=int)
    probe = left[:, None] + (right - left)[:, None] * np.linspace(0.0, 1.0, 33)[None, :]
    for xs, ys in lines:
        if xs is None or len(xs) < 2:
            continue
        within = (probe >= xs[0]) & (probe <= xs[-1])
        ys_probe = np.interp(probe, xs, ys)
        lo = np.minimum(ys_probe[:, :-1], ys_probe[:, 1:])
        hi = np.maximum(ys_probe[:, :-1], ys_probe[:, 1:])
        # A piece counts where both its ends lie on the line's span (as the probes inside it did).
        piece = within[:, :-1] & within[:, 1:]
        crossing = piece & (hi >= bottom[:, None]) & (lo <= top[:, None])
        # A rectangle that holds a single probe of the line: that point alone.
        single = within.sum(axis=1) == 1
        if single.any():
            point = np.where(within, ys_probe, np.nan)
            y = np.nanmax(np.where(single[:, None], point, -np.inf), axis=1)
            crossing_single = single & (y >= bottom) & (y <= top)
            hits += crossing_single
        hits += crossing.sum(axis=1)
    for x in verticals:
        hits += (left <= x) & (x <= right)  # a short piece of a vertical line
    return hits


def _sized(points: float) -> QFont:
    font = QFont()
    font.setPointSizeF(points)
    return font
