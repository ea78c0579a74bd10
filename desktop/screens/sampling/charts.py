"""Three bar panels over the same words: the target p, the draft q, the outputs.

Rows are words (horizontal bars), so every word is written once, in full, on
the left, and the three panels read like the columns of a table.

- In the p and q panels the part both share, min(p, q), is solid green from
  0: the green parts add up to alpha. What p has above q (solid blue, at the
  end of the bar) is where a rejected step resamples; what q has above p
  (solid orange, at the end) is where drafts get rejected. A white gap parts
  the end from the green, and darker diagonal lines hatch it (╲ blue, ╱ orange,
  as in the legend), so place and texture, not colour alone, tell them apart.
  Every part is drawn at its true length, so a word's green is as long in
  both panels: widening thin ends to MIN_END (review round 7) took that much
  out of one panel's green, and a teacher measuring the bars found the
  "shared" part differing between p and q (review round 17). A thin end's
  size is read from the two printed numbers. (A pale fill with hatching read
  as an unexplained lighter stripe inside the bars: review round 7.)
- The outputs panel fills a bar per word with its share of the outputs so
  far, inside an empty box of length p (the big model), with a hollow diamond
  at q (the draft): the bars grow into the boxes, not onto the diamonds.
  Before the first output the panel shows no boxes or diamonds at all, only
  a sentence saying there are no outputs yet (a box alone looks like a bar).
- The q panel takes the mouse: press or drag on a word's row to set its
  probability (the others rescale). Keyboard: Up/Down choose a word,
  Left/Right (or -/+) change it by 0.01, Page Up/Down by 0.05, Home/End set
  0 or 1.

Every plot item is created once; updates call ``setOpts``/``setData``.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsOpacityEffect, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.widgets.flow_row import FlowRow
from desktop.widgets.looks import font_of, min_pt, plot_fonts, set_font
from desktop.screens.sampling.rounding import rounded_shares
from desktop.screens.sampling.state import SamplingState
from desktop.widgets.plot_view import setup_chart_view

BAR_H = 0.68
X_MAX = 1.2  # room right of a full bar for its value label, as a multiple of the axis's end
KEY_STEP = 0.01
PAGE_STEP = 0.05
GAP_PX = 2  # the white gap between the green and an end


def axis_top(*dists) -> float:
    """The value axis's end: the longest bar rounded up to a quarter, at least 0,5.

    With the axis always at 1 the default's bars stopped at 0,44 and the thin ends were a pixel
    or two wide (reviews 34–38 rated the lab 2 / 5 from the back row); at 0,5 they are twice as
    long. Quarters keep the axis from moving for every small change of q."""
    longest = max(float(np.max(d)) for d in dists)
    return min(1.0, max(0.5, math.ceil(longest * 4 - 1e-9) / 4))


def end_colour(name: str) -> QColor:
    """The solid colour of an end: blue where p is above q, orange where q is above p."""
    t = theme.current()
    return QColor(t.accent if name == "p" else (t.draft_area or t.draft))


def end_hatch(name: str) -> QBrush:
    """Darker diagonal lines over an end, ╲ on p's blue and ╱ on q's orange: with the white gap
    before it, a second cue besides colour, as the legend's swatches show (reviews 34–39 read the
    green, orange and blue parts as told apart by colour alone)."""
    style = Qt.BrushStyle.FDiagPattern if name == "p" else Qt.BrushStyle.BDiagPattern
    return QBrush(end_colour(name).darker(175), style)


def end_geometry(dist, overlap, has_end) -> tuple[np.ndarray, np.ndarray]:
    """Where each bar's coloured end starts and how wide it is drawn: its true
    width, ``dist - overlap``, shown only where ``has_end`` (the printed values
    differ: an end beside two equal numbers would contradict them)."""
    dist = np.asarray(dist, dtype=float)
    end = dist - np.asarray(overlap, dtype=float)
    shown = np.where(np.asarray(has_end, dtype=bool) & (end > 0), end, 0.0)
    return dist - shown, shown


class ChartView(pg.PlotWidget):
    """A PlotWidget that reports the fonts it paints text with."""

    def painted_fonts(self) -> list[QFont]:
        return plot_fonts(self)

    def sizeHint(self) -> QSize:
        # Asks for no more height than its legible floor (_row_floor): the screen's stretch gives
        # it any room left over. pyqtgraph's own hint made the lab taller than a 1440x900
        # projector even where the rows would have fitted (review 29: the sampling buttons were
        # below the fold).
        hint = super().sizeHint()
        return QSize(hint.width(), max(self.minimumHeight(), 1))


class DragViewBox(pg.ViewBox):
    """A ViewBox whose left-button press and drag set a value instead of panning.

    ``on_set(row, x)`` is called with the row under the press (a drag keeps
    that row even if the pointer strays) and the x under the pointer.
    """

    def __init__(self, on_set, rows: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.on_set = on_set
        self.rows = rows
        # While a drag sets q the axis holds still (else the value under the pointer would run
        # away as the axis grows); ``released`` lets the charts fit it afterwards.
        self.dragging = False
        self.released = None
        self.setMouseEnabled(x=False, y=False)
        self.setMenuEnabled(False)

    def _row(self, scene_pos) -> int:
        y = self.mapSceneToView(scene_pos).y()
        return int(min(max(round(y), 0), self.rows - 1))

    def mouseClickEvent(self, ev) -> None:
        if ev.button() == Qt.MouseButton.LeftButton:
            ev.accept()
            pos = self.mapSceneToView(ev.scenePos())
            self.on_set(self._row(ev.scenePos()), pos.x())
        else:
            ev.ignore()

    def mouseDragEvent(self, ev, axis=None) -> None:
        if ev.button() != Qt.MouseButton.LeftButton:
            ev.ignore()
            return
        ev.accept()
        self.dragging = not ev.isFinish()
        row = self._row(ev.buttonDownScenePos(Qt.MouseButton.LeftButton))
        self.on_set(row, self.mapSceneToView(ev.scenePos()).x())
        if ev.isFinish() and self.released is not None:
            self.released()


class DraftPlot(ChartView):
    """The q panel's view: focusable, with the keyboard controls."""

    selectionChanged = Signal(int)
    focusChanged = Signal(bool)

    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        self.state = state
        self.selected = 0
        vb = DragViewBox(self._set_from_mouse, len(state.words))
        super().__init__(parent=parent, viewBox=vb, background=theme.current().surface)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(Qt.CursorShape.SizeHorCursor)

    def _set_from_mouse(self, row: int, x: float) -> None:
        self.select(row)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.state.set_word(row, round(min(max(x, 0.0), 1.0), 3))

    def select(self, row: int) -> None:
        row = int(min(max(row, 0), len(self.state.words) - 1))
        if row != self.selected:
            self.selected = row
            self.selectionChanged.emit(row)

    def nudge(self, delta: float) -> None:
        """Change the selected word's q by ``delta``, on a 0.01 grid."""
        current = float(self.state.q[self.selected])
        value = round(round(current / KEY_STEP) * KEY_STEP + delta, 6)
        self.state.set_word(self.selected, min(max(value, 0.0), 1.0))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        n = len(self.state.words)
        if key == Qt.Key.Key_Up:
            self.select((self.selected - 1) % n)
        elif key == Qt.Key.Key_Down:
            self.select((self.selected + 1) % n)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.nudge(KEY_STEP)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Minus):
            self.nudge(-KEY_STEP)
        elif key == Qt.Key.Key_PageUp:
            self.nudge(PAGE_STEP)
        elif key == Qt.Key.Key_PageDown:
            self.nudge(-PAGE_STEP)
        elif key == Qt.Key.Key_Home:
            self.state.set_word(self.selected, 0.0)
        elif key == Qt.Key.Key_End:
            self.state.set_word(self.selected, 1.0)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focusChanged.emit(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.focusChanged.emit(False)


class Swatch(QWidget):
    """A small legend key: a filled/hatched box, an empty box or a diamond."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setFixedSize(30, 20)

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(2, 3, 26, 14)
        if self.kind == "overlap":
            p.fillRect(r, QColor(t.accepted))
        elif self.kind in ("p", "q"):
            # Drawn as on the bars: a green start, a white gap, the coloured, hatched end.
            end = QRectF(r.left() + 16, r.top(), r.width() - 16, r.height())
            p.fillRect(QRectF(r.left(), r.top(), 14, r.height()), QColor(t.accepted))
            p.fillRect(end, end_colour(self.kind))
            p.fillRect(end, end_hatch(self.kind))
        elif self.kind == "outputs":
            p.fillRect(r, QColor(t.muted_text))
        elif self.kind == "p_box":
            p.setPen(QPen(QColor(t.accent), 2.5))
            p.drawRect(r.adjusted(1, -1, -1, 1))
            p.fillRect(r.adjusted(4, 3, -10, -3), QColor(t.muted_text))
        elif self.kind == "q_diamond":
            path = QPainterPath()
            c = r.center()
            path.moveTo(c + QPointF(0, -8))
            path.lineTo(c + QPointF(8, 0))
            path.lineTo(c + QPointF(0, 8))
            path.lineTo(c + QPointF(-8, 0))
            path.closeSubpath()
            p.setPen(QPen(QColor(t.draft), 2.5))
            p.setBrush(QColor("#ffffff"))
            p.drawPath(path)
        p.end()


class LegendEntry(QWidget):
    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.swatch = Swatch(kind, self)
        self.label = QLabel(self)
        # One line each where the row has room (it wraps whole entries); a longer one than the row
        # (200 % text at 1024x768) wraps its words on a line of its own.
        self.label.setWordWrap(True)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addWidget(self.label, 1)

    def sizeHint(self) -> QSize:
        # The whole text on one line (a wrapping label's own hint is a narrower guess, and the legend
        # wrapped each entry onto two lines where one row of three fitted).
        words = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 2 * self.label.margin() + 2
        width = super().sizeHint().width() - self.label.sizeHint().width() + words  # the swatch and gap as laid out
        return QSize(width, self.heightForWidth(width))


class SamplingCharts(i18n.Retranslatable, QWidget):
    def __init__(self, state: SamplingState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A screen reader meets the three panels as one chart first: its name and a
        # sentence with the numbers that matter now (the panels have their own).
        self.setObjectName("samplingCharts")
        self.state = state
        t = theme.current()
        k = len(state.words)
        self.rows = np.arange(k, dtype=float)
        zeros = np.zeros(k)

        self.p_plot = ChartView(parent=self, background=t.surface)
        self.q_plot = DraftPlot(state, self)
        self.out_plot = ChartView(parent=self, background=t.surface)
        for view in (self.p_plot, self.out_plot):
            setup_chart_view(view)
        setup_chart_view(self.q_plot, keyboard=True)  # arrows reshape q
        self.p_plot.setObjectName("targetChart")
        self.q_plot.setObjectName("draftChart")
        self.out_plot.setObjectName("outputsChart")
        self.q_plot.setStyleSheet(f"QGraphicsView {{ border: 3px solid transparent; }}"
                                  f"QGraphicsView:focus {{ border: 3px solid {t.accent}; }}")
        for w in (self.p_plot, self.out_plot):
            w.setStyleSheet("QGraphicsView { border: 3px solid transparent; }")
        self.plots = (self.p_plot, self.q_plot, self.out_plot)
        self._top = axis_top(state.p, state.q)
        self.q_plot.getViewBox().released = self._fit_axis
        self.locked = False
        self.q_fade = QGraphicsOpacityEffect(self.q_plot)
        self.q_fade.setOpacity(0.4)
        self.q_fade.setEnabled(False)
        self.q_plot.setGraphicsEffect(self.q_fade)
        for w in self.plots:
            w.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            # A first floor; _row_floor raises it to what ten rows of words need, measured
            # from the fonts. 18 px projector words get 26 px rows (the screen scrolls there anyway).
            w.setMinimumHeight(300 if theme.current().name == "projector" else 186)
            self._setup_plot(w.getPlotItem(), words=(w is self.p_plot))

        # Backgrounds: the keyboard selection and the last step's rows.
        self.selection_band = pg.BarGraphItem(x0=[-0.02], y=[0], height=[0.96], width=[X_MAX + 0.04],
                                              brush=QColor("#dbe9f6"), pen=pg.mkPen(None))
        self.selection_band.setZValue(-10)
        self.selection_band.setVisible(False)
        self.q_plot.addItem(self.selection_band)
        self.draft_band = pg.BarGraphItem(x0=[-0.02], y=[0], height=[0.96], width=[X_MAX + 0.04],
                                          brush=QColor(0, 0, 0, 0),
                                          pen=pg.mkPen(t.draft, width=3, style=Qt.PenStyle.DashLine))
        self.output_band = pg.BarGraphItem(x0=[-0.02], y=[0], height=[0.96], width=[X_MAX + 0.04],
                                           brush=QColor(0, 0, 0, 0), pen=pg.mkPen(t.text, width=3))
        for band, plot in ((self.draft_band, self.q_plot), (self.output_band, self.out_plot)):
            band.setZValue(5)
            band.setVisible(False)
            plot.addItem(band)

        # p and q: the shared part (solid green from 0) and the end above the other.
        self.parts = {}
        self._ends = {}  # name -> (start, width) of the ends, for the gaps
        for name, plot in (("p", self.p_plot), ("q", self.q_plot)):
            fill = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H, width=zeros,
                                   brush=QColor(t.accepted), pen=pg.mkPen(None))
            # The white gap between the green and the end is its own bar, GAP_PX wide,
            # centred on the boundary and drawn over both: a white pen round the end had
            # eaten 2 px of every end (a thin end showed almost no colour), and a gap cut
            # wholly out of the green made a word's green 2 px shorter in the panel with
            # the end than in the other (review 28).
            gap = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H, width=zeros,
                                  brush=QColor(t.surface), pen=pg.mkPen(None))
            excess = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H, width=zeros,
                                     brush=end_colour(name), pen=pg.mkPen(None))
            hatch = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H, width=zeros,
                                    brush=end_hatch(name), pen=pg.mkPen(None))
            for item in (fill, excess, hatch, gap):
                plot.addItem(item)
            labels = [self._value_label(plot) for _ in state.words]
            self.parts[name] = {"overlap": fill, "gap": gap, "excess": excess, "hatch": hatch, "labels": labels}
            self._ends[name] = (zeros, zeros)
            plot.getViewBox().sigResized.connect(lambda *_a, n=name: self._place_gap(n))

        # Outputs: the histogram inside p's boxes, q's diamonds.
        self.p_boxes = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H, width=zeros,
                                       brush=QColor(0, 0, 0, 0), pen=pg.mkPen(t.accent, width=3))
        self.histogram = pg.BarGraphItem(x0=zeros, y=self.rows, height=BAR_H * 0.62, width=zeros,
                                         brush=QColor(t.muted_text), pen=pg.mkPen(None))
        self.q_marks = pg.ScatterPlotItem(x=zeros, y=self.rows, symbol="d", size=17,
                                          pen=pg.mkPen(t.draft, width=2.5), brush=pg.mkBrush("#ffffff"))
        for item in (self.histogram, self.p_boxes, self.q_marks):
            self.out_plot.addItem(item)
        self.q_marks.setZValue(3)
        self.out_labels = [self._value_label(self.out_plot, anchor=(1, 0.5)) for _ in state.words]
        self.empty_note = pg.TextItem("", color=t.text, anchor=(0, 0.5))
        self.empty_note.setPos(0.04, (len(state.words) - 1) / 2)
        self.empty_note.setZValue(7)
        self.empty_note.setFont(font_of(13, bold=True))
        self.out_plot.addItem(self.empty_note)

        # Headings and legends.
        self.context_title = QLabel(self)
        self.context_title.setObjectName("samplingContext")
        self.context_title.setWordWrap(True)
        self.titles = []
        for _ in self.plots:
            label = QLabel(self)
            label.setWordWrap(True)
            self.titles.append(label)
        self.legend_overlap = LegendEntry("overlap", self)
        self.legend_p = LegendEntry("p", self)
        self.legend_q = LegendEntry("q", self)
        self.legend_box = LegendEntry("p_box", self)
        self.legend_diamond = LegendEntry("q_diamond", self)
        # In the text colour, not the pale caption grey: review round 8 rated the legend
        # hard to read from the back row.
        for entry in (self.legend_overlap, self.legend_p, self.legend_q, self.legend_box, self.legend_diamond):
            entry.label.setObjectName("samplingLegendText")

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        grid.addWidget(self.context_title, 0, 0, 1, 3)
        for col, (title, plot) in enumerate(zip(self.titles, self.plots)):
            grid.addWidget(title, 1, col, Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(plot, 2, col)
        # One legend under all three panels, its entries on as few lines as the width
        # allows (two columns of wrapped entries took four lines and most of the height).
        # Round 8: at most two lines at 1280x800, in the theme's text size: green and
        # orange share the first, blue and the outputs' box and diamond the second.
        legend = FlowRow(self, spacing=16, line_spacing=2)
        legend.setObjectName("samplingLegend")
        for entry in (self.legend_overlap, self.legend_q, self.legend_p):
            legend.add(entry)
        legend_right = QWidget(self)
        lr = QHBoxLayout(legend_right)
        lr.setContentsMargins(0, 0, 0, 0)
        lr.setSpacing(14)
        lr.addWidget(self.legend_box)
        lr.addWidget(self.legend_diamond)
        legend.add(legend_right)
        grid.addWidget(legend, 3, 0, 1, 3)
        # The box and diamond are explained only once they are drawn.
        self.legend = legend
        self.legend_right = legend_right
        # The p panel also carries the words, so it gets a little more room.
        grid.setColumnStretch(0, 13)
        grid.setColumnStretch(1, 10)
        grid.setColumnStretch(2, 10)
        grid.setRowStretch(2, 1)

        self._text_pt = None
        self.apply_scale(1.0)
        self.p_plot.getViewBox().sigResized.connect(self._fit_text)
        for plot in self.plots:
            plot.getViewBox().sigResized.connect(self._match_scales)

        state.distributionsChanged.connect(self._update_distributions)
        state.outputsChanged.connect(self._update_outputs)
        self.q_plot.selectionChanged.connect(self._update_selection)
        self.q_plot.focusChanged.connect(self._update_selection)
        self._update_distributions()
        self._update_outputs()
        self._update_selection()
        self.retranslate()

    # Set-up -------------------------------------------------------------------
    def _setup_plot(self, plot: pg.PlotItem, words: bool) -> None:
        t = theme.current()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(x=False, y=False)
        vb = plot.getViewBox()
        vb.invertY(True)
        vb.disableAutoRange()
        vb.setRange(xRange=(-0.015, X_MAX), yRange=(-0.55, len(self.state.words) - 0.45), padding=0)
        plot.showGrid(x=True, y=False, alpha=0.25)
        # The grid under the bars, not across them: a grid line over a bar read as a
        # darker stripe inside it (review round 7 asked for one solid bar).
        plot.getAxis("bottom").setZValue(-1)
        tick_font = font_of(14)
        bottom = plot.getAxis("bottom")
        bottom.setTickFont(tick_font)
        # Room for the whole tick label: left to itself the axis clipped "0,5" and "1".
        bottom.setHeight(int(QFontMetricsF(tick_font).height() + 16))
        bottom.setStyle(tickTextOffset=6)
        bottom.setTextPen(t.text)
        bottom.setPen(pg.mkPen(t.text, width=1.5))
        left = plot.getAxis("left")
        if words:
            left.setTickFont(font_of(14))
            left.setTextPen(t.text)
            left.setPen(pg.mkPen(t.text, width=1.5))
            left.setStyle(tickLength=0, tickTextOffset=8)
        else:
            left.setStyle(showValues=False, tickLength=0)
            left.setPen(pg.mkPen(t.text, width=1.5))
            left.setWidth(2)

    def apply_scale(self, scale: float) -> None:
        set_font(self.context_title, 14.5, scale, bold=True)
        for title in self.titles:
            set_font(title, 13.5, scale, bold=True)
        for entry in (self.legend_overlap, self.legend_p, self.legend_q, self.legend_box, self.legend_diamond):
            set_font(entry.label, 12, scale)

    def stacked_height(self) -> int:
        """A comfortable height when the lab is stacked: ten word rows of about 1.3 lines each,
        the titles and the legend."""
        line = self.fontMetrics().height()
        return int(line * 21)

    def _row_floor(self) -> None:
        """Keep the plots tall enough that neighbouring word rows never run into each other.

        The fixed minimum left about 14 px a row at 1280x800 once "En símbolos" was
        opened, and the words and values of neighbouring rows overlapped. Text is
        centred on its row, so two rows clear each other when the row pitch exceeds
        the upper text's ink bottom minus the lower text's ink top (both from their
        baselines), here in the smallest fonts _fit_text uses. The room below the
        rows (the value axis, margins) is read off the live plot."""
        view = self.p_plot.getViewBox()
        below = self.p_plot.height() - view.height()
        if view.height() <= 0 or below <= 0:
            return
        pt = max(min_pt(), theme.pt(13))
        word_font, value_font = QFont(), QFont()
        word_font.setPointSizeF(pt)
        value_font.setPointSizeF(pt)
        value_font.setBold(True)
        words = QFontMetricsF(word_font)
        inks = [words.tightBoundingRect(w) for w in self.state.words]
        need = max(a.bottom() - b.top() for a, b in zip(inks, inks[1:]))
        value = QFontMetricsF(value_font).tightBoundingRect(i18n.fmt(0.44, 2))
        need = max(need, value.height())
        floor = math.ceil(below + (len(self.state.words) + 0.1) * need)
        for w in self.plots:
            if w.minimumHeight() < floor:
                w.setMinimumHeight(floor)

    def _fit_text(self, *_args) -> None:
        """Scale the words and numbers with the rows, so a big screen gets big text."""
        rows = len(self.state.words)
        self._row_floor()
        row_px = self.p_plot.getViewBox().height() / (rows + 0.1)
        # A line of text is about 1.6 px per point; let it take ~60% of a row.
        word_pt = round(min(max(row_px * 0.6 / 1.6, min_pt(), theme.pt(13)), theme.pt(22)))
        if word_pt == self._text_pt:
            return
        self._text_pt = word_pt
        word_font = QFont()
        word_font.setPointSizeF(word_pt)
        self.p_plot.getAxis("left").setTickFont(word_font)
        value_font = QFont()
        value_font.setPointSizeF(max(theme.pt(13), min_pt(), word_pt))
        value_font.setBold(True)
        for label in [*self.parts["p"]["labels"], *self.parts["q"]["labels"], *self.out_labels]:
            label.setFont(value_font)

    def _match_scales(self, *_args) -> None:
        """One probability, one length: every panel gets the narrowest panel's pixels per unit.
        The p panel's column also holds the words, so the layout never gives the three plots
        exactly the same width; with the same range each, p's 0,44 was 2 px longer than q's
        (review 28 compared a word's green across panels)."""
        widths = [plot.getViewBox().width() for plot in self.plots]
        if min(widths) <= 0:
            return
        left = 0.015 * self._top
        per_unit = min(widths) / (X_MAX * self._top + left)
        # And a full bar's value label whole at the right, whatever the text size: at 150 % on 1024x768,
        # 0,44 read «0,4», its last digit past the edge (round 95).
        labels = self.parts["p"]["labels"]
        if labels:
            label_px = QFontMetricsF(labels[0].textItem.font()).horizontalAdvance(i18n.fmt(0.44, 2)) + 12
            if min(widths) > label_px:
                per_unit = min(per_unit, (min(widths) - label_px) / (self._top + left))
        for plot, width in zip(self.plots, widths):
            plot.getViewBox().setXRange(-left, -left + width / per_unit, padding=0)

    def _value_label(self, plot, anchor=(0, 0.5)) -> pg.TextItem:
        item = pg.TextItem("", color=theme.current().text, anchor=anchor)
        item.setFont(font_of(12))
        item.setZValue(6)
        plot.addItem(item)
        return item

    # Updates ------------------------------------------------------------------
    def _place_gap(self, name: str) -> None:
        """The white gap at each shown end: GAP_PX on screen, half out of the green, half out of the end."""
        start, width = self._ends[name]
        plot = self.p_plot if name == "p" else self.q_plot
        per_px = plot.getViewBox().viewPixelSize()[0]
        half = GAP_PX / 2 * per_px
        # Leave a sliver of green (2 px) where the shared part is almost nothing, and
        # most of a thin end's colour.
        gap_x0 = np.maximum(start - half, np.minimum(start, 2 * per_px))
        gap_x1 = start + np.minimum(half, width / 3)
        self.parts[name]["gap"].setOpts(x0=gap_x0, width=np.where(width > 0, gap_x1 - gap_x0, 0.0))

    def _update_distributions(self) -> None:
        s = self.state
        self._set_overlap_legend()
        overlap = s.overlap()
        printed_p, printed_q = rounded_shares(s.p), rounded_shares(s.q)
        for name, dist in (("p", s.p), ("q", s.q)):
            part = self.parts[name]
            printed, other = (printed_p, printed_q) if name == "p" else (printed_q, printed_p)
            start, width = end_geometry(dist, overlap, np.asarray(printed) > np.asarray(other) + 1e-9)
            part["overlap"].setOpts(width=overlap)
            part["excess"].setOpts(x0=start, width=width)
            part["hatch"].setOpts(x0=start, width=width)
            self._ends[name] = (start, width)
            self._place_gap(name)
            for i, label in enumerate(part["labels"]):
                label.setText(i18n.fmt(printed[i], 2))
                label.setPos(dist[i] + 0.015 * self._top, i)
        self.p_boxes.setOpts(width=s.p)
        self.q_marks.setData(x=s.q, y=self.rows)
        self._update_outputs()
        self._describe()
        self._update_accessible()

    def _update_outputs(self) -> None:
        s = self.state
        frac = s.fractions()
        self.histogram.setOpts(width=frac)
        # Before any output: no boxes, no diamonds, no bars, only the sentence.
        empty = s.total == 0
        for item in (self.histogram, self.p_boxes, self.q_marks):
            item.setVisible(not empty)
        self.empty_note.setVisible(empty)
        if hasattr(self, "legend_right"):
            self.legend_right.setVisible(not empty)
        # The outputs' shares form a column at the right edge, like a table,
        # so a number is never mistaken for the label of a q diamond.
        printed = rounded_shares(frac)
        for i, label in enumerate(self.out_labels):
            label.setText(i18n.fmt(printed[i], 2) if s.total else "")
            label.setPos(X_MAX * self._top - 0.005, i)
        cur = s.current
        # The last step is marked on the charts only when it was played on its own.
        show_draft = cur is not None and cur["single"]
        show_output = show_draft and cur["stage"] >= 2
        self.draft_band.setVisible(show_draft)
        self.output_band.setVisible(show_output)
        if show_draft:
            self.draft_band.setOpts(y=[cur["draft"]])
        if show_output:
            self.output_band.setOpts(y=[cur["output"]])
        self._fit_axis()
        self._describe_outputs()

    def _update_selection(self, *_args) -> None:
        row = self.q_plot.selected
        self.selection_band.setOpts(y=[row])
        self.selection_band.setVisible(self.q_plot.hasFocus())
        self._set_word_ticks()
        self._update_accessible()

    def _set_word_ticks(self) -> None:
        sel = self.q_plot.selected if self.q_plot.hasFocus() else -1
        ticks = [(float(i), ("▸ " + w) if i == sel else w) for i, w in enumerate(self.state.words)]
        self.p_plot.getAxis("left").setTicks([ticks])
        for plot in self.plots:
            plot.getAxis("left").setTicks([ticks] if plot is self.p_plot else [[(float(i), "") for i in range(len(ticks))]])

    def _fit_axis(self) -> None:
        """End the value axis just past the longest bar in any panel (``axis_top``), the same in all three."""
        if self.q_plot.getViewBox().dragging:
            return
        s = self.state
        top = axis_top(s.p, s.q, s.fractions() if s.total else s.p)
        if top == self._top:
            return
        self._top = top
        self._set_value_ticks()
        self._match_scales()
        self._update_distributions()

    def _set_value_ticks(self) -> None:
        # Every quarter up to the axis's end, written out: with the end at 0,5 a lone «0,5» tick
        # gave too little to read 0,22 against (the issue asks for ticks enough to read a point).
        quarters = [v / 4 for v in range(0, int(round(self._top * 4)) + 1)]
        ticks = [[(v, i18n.fmt_int(int(v)) if v in (0.0, 1.0) else i18n.fmt(v, 2 if v % 0.5 else 1))
                  for v in quarters]]
        for plot in self.plots:
            plot.getAxis("bottom").setTicks(ticks)

    def _shares(self, values) -> str:
        # Words are data (not translated); only the numbers follow the locale. The same
        # rounded values as the bars print, so a screen reader hears what is shown.
        return "; ".join(f"{w} {i18n.fmt(v, 2)}" for w, v in zip(self.state.words, rounded_shares(values)))

    def _update_accessible(self) -> None:
        s = self.state
        i = self.q_plot.selected
        self.q_plot.setAccessibleDescription(
            i18n.fill(self.tr("q, the draft's probabilities: %1. Acceptance rate α = %2 (the overlap with p)."),
                      self._shares(s.q), i18n.fmt(s.alpha, 2))
            + " "
            + i18n.fill(self.tr("Selected word: %1, q = %2, p = %3. Up and Down choose a word; Left and Right change it."),
                        s.words[i], i18n.fmt(rounded_shares(s.q)[i], 2), i18n.fmt(rounded_shares(s.p)[i], 2))
        )

    def _describe(self) -> None:
        s = self.state
        self.p_plot.setAccessibleDescription(
            i18n.fill(self.tr("p, the big model's probabilities after “%1”: %2."), s.prompt, self._shares(s.p)))

    def _describe_outputs(self) -> None:
        s = self.state
        if s.total == 0:
            text = self.tr("No outputs yet.")
        else:
            text = i18n.fill(self.tr("%n output(s) in this run; share of each word: %1.", "", s.total),
                             self._shares(s.fractions()))
        self.out_plot.setAccessibleDescription(text)
        self._describe_whole()

    def summary(self) -> str:
        """The sentence a screen reader hears for the three panels together."""
        s = self.state
        head = i18n.fill(self.tr("Three bar charts of the next word after “%1”: p, the big model; q, the draft "
                                 "(adjustable); and the outputs. Acceptance rate α = %2."), s.prompt,
                         i18n.fmt(s.alpha, 2))
        if s.total == 0:
            return head + " " + self.tr("No outputs yet.")
        frac = s.fractions()
        i = int(np.argmax(frac))
        tail = i18n.fill(self.tr("%n output(s) in this run; the most frequent is “%1”, a share of %2 (p = %3, q = %4).", "",
                                 s.total), s.words[i], i18n.fmt(rounded_shares(frac)[i], 2),
                         i18n.fmt(rounded_shares(s.p)[i], 2), i18n.fmt(rounded_shares(s.q)[i], 2))
        return head + " " + tail

    def _describe_whole(self) -> None:
        text = self.summary()
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def _set_overlap_legend(self) -> None:
        # With its value (review 15: «suma α», and α shown nowhere on this chart).
        text = i18n.fill(self.tr("Green: what p and q share (adds up to α = %1)"), i18n.fmt(self.state.alpha, 2))
        if self.legend_overlap.label.text() != text:
            self.legend_overlap.label.setText(text)

    # Language -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.context_title.setText(i18n.fill(self.tr("The next word after “%1 …”"), self.state.prompt))
        self.titles[0].setText(self.tr("p: the big model"))
        self._set_q_title()
        self.titles[2].setText(self.tr("Outputs so far"))
        self._set_overlap_legend()
        # Round 8: "drawn after a ✕" was cryptic. Where p > q the big model wants the word
        # more than the draft proposes it: after a rejection the replacement comes from there.
        self.legend_p.label.setText(self.tr("Blue, p > q: after a rejection, another word is drawn from here"))
        self.legend_q.label.setText(self.tr("Orange, q > p: sometimes rejected"))
        self.legend_box.label.setText(self.tr("Box: p"))
        self.legend_diamond.label.setText(self.tr("Diamond: q"))
        self.empty_note.setText(self.tr("No outputs yet:\nsample below."))
        self.p_plot.setAccessibleName(self.tr("The big model's distribution p"))
        self.q_plot.setAccessibleName(self.tr("Draft distribution q (adjustable)"))
        self.q_plot.setToolTip(self.tr("Drag a bar to change q. Keyboard: Up/Down choose a word, Left/Right change it."))
        self.out_plot.setAccessibleName(self.tr("Histogram of the outputs"))
        self.setAccessibleName(self.tr("Charts: p, q and the outputs"))
        self._set_value_ticks()
        self._update_distributions()
        self._update_accessible()
        self._describe()
        self._describe_outputs()

    def set_locked(self, locked: bool) -> None:
        """q cannot be dragged before the prediction, and looks it: faded, with a note in its title."""
        self.locked = locked
        self.q_plot.setEnabled(not locked)
        # Not faded: the q values must stay readable; the title says it is locked.
        self.q_fade.setEnabled(False)
        self._set_q_title()

    def _set_q_title(self) -> None:
        if getattr(self, "locked", False):
            self.titles[1].setText(self.tr("q: the draft (adjustable after you predict)"))
        else:
            # How to shape q by hand, here above its bars (the keys are in its tooltip): under the sliders it took a row the
            # mixture line needed at 1280x800 (review 63).
            self.titles[1].setText(self.tr("q: the draft (drag its bars)"))

    # For tests ------------------------------------------------------------------
    def overlap_widths(self) -> np.ndarray:
        return np.asarray(self.parts["q"]["overlap"].opts["width"], dtype=float)

    def histogram_widths(self) -> np.ndarray:
        return np.asarray(self.histogram.opts["width"], dtype=float)
