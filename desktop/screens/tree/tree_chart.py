"""Tokens per slow pass and speed-up against the number of nodes checked.

Three families from ``sim.curves`` share a log node axis: a chain of n nodes
(n deep), the best full tree of n nodes, and the greedy tree of n nodes
(most probable paths first, as Medusa and EAGLE-2 build it), both no deeper
than the learner's tree. The learner's tree is a black diamond; the greedy
tree with the best speed-up is a star. Every plot item is created once and
updated with ``setData``/``setPos``.

The chain is not held to the learner's depth (a chain of n nodes is n levels
deep) while the trees are: from about 5 to 20 nodes the chain can lie above
the greedy tree only because it reaches further ahead. The legend, the
description and the Tree lab's numbers say so (the numbers compare a chain
of the same depth, like with like).

With β > 0 the speed-up curves rise and then fall: past a few dozen nodes
each extra node costs more than it brings, so a lean, well-chosen tree beats
a bushy one.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.widgets import looks
from desktop.screens.tree.state import TreeState
from desktop.widgets.chart_legend import ChartLegend
from desktop.widgets.locale_axis import LocaleAxis
from desktop.widgets.plot_view import setup_chart_view

TICKS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
# Ticks, axis titles and plot titles: read from the back row (the chart has a panel of its own).
TICK_PT = 13.5
SERIES = ("chain", "full", "greedy")


def _pens() -> dict:
    t = theme.current()
    w = t.line_width
    return {
        "chain": pg.mkPen(t.baseline, width=w, style=Qt.PenStyle.DotLine),
        "full": pg.mkPen(t.draft, width=w, style=Qt.PenStyle.DashLine),
        "greedy": pg.mkPen(t.accent, width=w + 1),
    }


class _Plot(pg.PlotWidget):
    """One of the two plots; reports the fonts it paints text with."""

    def painted_fonts(self) -> list[QFont]:
        fonts = looks.plot_fonts(self)
        # The title is HTML sized in points (see TreeChart.retranslate).
        title = QFont(self.font())
        title.setPointSizeF(TreeChart.title_pt())
        return fonts + [title]

    def __init__(self, parent: QWidget) -> None:
        t = theme.current()
        super().__init__(parent=parent, background=t.surface,
                         axisItems={"bottom": LocaleAxis("bottom"), "left": LocaleAxis("left")})
        setup_chart_view(self)
        plot = self.getPlotItem()
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setMenuEnabled(False)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setLogMode(x=True, y=False)
        plot.getViewBox().disableAutoRange()
        pens = _pens()
        self.series = {name: pg.PlotDataItem([], [], pen=pens[name], connect="finite") for name in SERIES}
        # Full trees exist one by one (their E jumps with the node count): points, not a line.
        t_full = theme.current()
        self.series["full"] = pg.PlotDataItem([], [], pen=None, symbol="s", symbolSize=7,
                                              symbolBrush=pg.mkBrush(t_full.draft), symbolPen=None)
        for item in self.series.values():
            plot.addItem(item)
        self.now_line = pg.InfiniteLine(angle=90, movable=False,
                                        pen=pg.mkPen(t.text, width=1.5, style=Qt.PenStyle.DashLine))
        plot.addItem(self.now_line)
        self.marker = pg.PlotDataItem([], [], pen=None, symbol="d", symbolSize=22,
                                      symbolBrush=pg.mkBrush(t.text), symbolPen=pg.mkPen("#ffffff", width=2))
        plot.addItem(self.marker)
        tick_font = QFont()
        tick_font.setPointSizeF(looks.point_size(TICK_PT))
        for name in ("bottom", "left"):
            axis = plot.getAxis(name)
            axis.setTickFont(tick_font)
            axis.setTextPen(t.text)
            axis.setPen(pg.mkPen(t.text, width=1.5))
        self.plot = plot


class TreeChart(i18n.Retranslatable, QWidget):
    def __init__(self, state: TreeState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("treeChart")
        self.state = state
        t = theme.current()
        self.legend = ChartLegend(self)
        self.tokens_plot = _Plot(self)
        self.tokens_plot.setObjectName("treeTokensPlot")
        self.speed_plot = _Plot(self)
        self.speed_plot.setObjectName("treeSpeedupPlot")
        sp = self.speed_plot.plot
        self.one_line = pg.InfiniteLine(pos=1.0, angle=0, movable=False,
                                        pen=pg.mkPen(t.muted_text, width=1.5, style=Qt.PenStyle.DashDotLine))
        sp.addItem(self.one_line)
        self.best = pg.PlotDataItem([], [], pen=None, symbol="star", symbolSize=24,
                                    symbolBrush=pg.mkBrush(t.accent), symbolPen=pg.mkPen("#000000", width=1.5))
        sp.addItem(self.best)
        label_font = QFont()
        label_font.setPointSizeF(looks.point_size(13))
        label_font.setBold(True)
        # "your tree" is written beside its diamond on both plots, so the legend needs no entry for it.
        self.marker_labels = []
        for plot in (self.tokens_plot, self.speed_plot):
            label = pg.TextItem("", color=t.text, fill=pg.mkBrush(255, 255, 255, 215))
            label.setFont(label_font)
            plot.plot.addItem(label)
            self.marker_labels.append(label)
        self.marker_label = self.marker_labels[1]

        plots = QHBoxLayout()
        plots.setContentsMargins(0, 0, 0, 0)
        plots.setSpacing(10)
        plots.addWidget(self.tokens_plot)
        plots.addWidget(self.speed_plot)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.log_note = QLabel(self)
        self.log_note.setObjectName("caption")
        self.log_note.setWordWrap(True)
        font = self.log_note.font()
        font.setPointSizeF(looks.point_size(10.5))
        self.log_note.setFont(font)
        layout.addWidget(self.legend)
        layout.addWidget(self.log_note)
        layout.addLayout(plots, 1)
        # One axis title under both plots: twice, at a legible size, it did not fit under each.
        self.x_title = QLabel(self)
        self.x_title.setObjectName("treeChartXTitle")
        self.x_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.x_title.setWordWrap(True)
        font = self.x_title.font()
        font.setPointSizeF(self.label_pt())
        self.x_title.setFont(font)
        layout.addWidget(self.x_title)
        self._ticks_key = None
        self._tokens_key = None
        self._live = False  # a slider is being dragged: see preview()
        state.changed.connect(self._on_change)
        state.structureChanged.connect(self._set_legend)
        self._update()
        self.retranslate()

    # Data -----------------------------------------------------------------------
    def _on_change(self) -> None:
        s = self.state
        if self._live and s.curves_slow() and not s.curves_ready():
            # A drag over a big, deep tree: move the markers now, the curves on release.
            self._update_markers()
            self.stale = True
            return
        self._update()

    def preview(self, _value=None) -> None:
        """A slider's ``changing``: until ``commit``, a slow curve waits and only the markers move."""
        self._live = True

    def commit(self, _value=None) -> None:
        """A slider's ``committed``: the curves catch up if a drag left them behind."""
        self._live = False
        if self.stale:
            self._update()

    def _update_markers(self) -> None:
        nums = self.state.numbers()
        here = float(nums["nodes"])
        self.tokens_plot.marker.setData([here], [nums["tokens_per_pass"]])
        self.speed_plot.marker.setData([here], [nums["speedup"]])
        self.marker_labels[0].setPos(math.log10(here), 1.0)
        self.marker_labels[1].setPos(math.log10(here), 0.0)

    def _update(self) -> None:
        self.stale = False
        s = self.state
        c = s.curves()
        nums = s.numbers()
        n = np.asarray(c["nodes"], dtype=float)
        span = s.chart_span()
        tp, sp = self.tokens_plot, self.speed_plot
        # β and c move only the speed-ups: the tokens curves stay as they are.
        tokens_key = (s.a1, s.decay, span, s.depth)
        for name in SERIES:
            if tokens_key != self._tokens_key:
                e = np.asarray(c[f"{name}_tokens_per_pass"], dtype=float)
                tp.series[name].setData(n[: len(e)], e)
            v = np.asarray(c[f"{name}_speedup"], dtype=float)
            sp.series[name].setData(n[: len(v)], v)
        self._tokens_key = tokens_key
        here = float(nums["nodes"])
        x = math.log10(here)
        tp.marker.setData([here], [nums["tokens_per_pass"]])
        sp.marker.setData([here], [nums["speedup"]])
        tp.now_line.setPos(x)
        sp.now_line.setPos(x)
        greedy = np.asarray(c["greedy_speedup"], dtype=float)
        i = int(np.nanargmax(greedy))
        self.best_point = (float(n[i]), float(greedy[i]))
        self.best.setData([self.best_point[0]], [self.best_point[1]])

        x_lo, x_hi = -0.06, math.log10(max(span, here * 1.15)) + 0.04
        top_e = np.nanmax([np.nanmax(c[f"{k}_tokens_per_pass"]) for k in SERIES] + [nums["tokens_per_pass"]])
        top_s = np.nanmax([np.nanmax(c[f"{k}_speedup"]) for k in SERIES] + [nums["speedup"]])
        tp.plot.setXRange(x_lo, x_hi, padding=0)
        sp.plot.setXRange(x_lo, x_hi, padding=0)
        tp.plot.setYRange(1.0, max(2.0, top_e * 1.08), padding=0)
        sp.plot.setYRange(0.0, max(1.5, top_s * 1.18), padding=0)
        # The label sits low beside the dashed line, where no curve goes (speed-ups stay near
        # or above 1 until the trees are huge), so it never hides the star or the diamond.
        anchor = (1.0, 1.0) if x > 0.5 * x_hi else (0.0, 1.0)
        # Its arrow points up the dashed line to the diamond (review: the label looked far from it).
        for label, y in zip(self.marker_labels, (1.0, 0.0)):
            label.setAnchor(anchor)
            label.setPos(x, y)
        self._set_ticks(max(span, here))
        self._update_accessible()

    def _set_ticks(self, span: int) -> None:
        key = (span, i18n.current_language())
        if key == self._ticks_key:
            return
        self._ticks_key = key
        # Wide spans get sparser ticks so that the labels never touch.
        ticks = TICKS if span <= 128 else (1, 3, 10, 30, 100, 300, 1000)
        span = span * 1.15
        major = [(math.log10(v), i18n.fmt_int(v)) for v in ticks if v <= span]
        for plot in (self.tokens_plot, self.speed_plot):
            plot.plot.getAxis("bottom").setTicks([major, []])

    # Looks and language ---------------------------------------------------------
    @staticmethod
    def label_pt() -> float:
        return round(looks.point_size(TICK_PT))

    @staticmethod
    def title_pt() -> float:
        """The plots' titles: a little smaller than the ticks, so "Tokens per slow pass" fits
        over half the panel (bold text is wider)."""
        return round(looks.point_size(13))

    def retranslate(self) -> None:
        t = theme.current()
        size = f"{self.title_pt():.0f}pt"
        x_label = self.tr("Nodes per pass (log scale)")
        self.x_title.setText("→ " + x_label)
        self.log_note.setText(self.tr("Regular: every node of a level has the same number of candidates; the greedy "
                                      "tree places them freely, so it is never worse. Log scale: 1 to 10 nodes takes "
                                      "as much room as 10 to 100."))
        for plot in (self.tokens_plot, self.speed_plot):
            plot.plot.showLabel("bottom", False)
        self.tokens_plot.plot.setTitle(self.tr("Tokens per round"), color=t.text, size=size, bold=True)
        self.speed_plot.plot.setTitle(self.tr("Speed-up (×)"), color=t.text, size=size, bold=True)
        self.tokens_plot.setAccessibleName(self.tr("Tokens per round"))
        self.speed_plot.setAccessibleName(self.tr("Speed-up (×)"))
        for label in self.marker_labels:
            label.setText(self.tr("↑ ◆ your tree"))
        self._set_legend()
        self._ticks_key = None
        self._set_ticks(max(self.state.chart_span(), self.state.node_count()))
        self.setAccessibleName(self.tr("Chart: tokens per round and speed-up against the number of nodes"))
        self._update_accessible()
        for plot in (self.tokens_plot, self.speed_plot):
            for name in ("bottom", "left"):
                plot.plot.getAxis(name).picture = None
                plot.plot.getAxis(name).update()

    def _set_legend(self) -> None:
        t = theme.current()
        pens = _pens()
        depth = self.state.depth
        self.legend.set_entries([
            ("line", pens["greedy"], self.tr("greedy tree, ≤ %n level(s)", "", depth)),
            ("symbol", (QColor(t.draft), "s"), self.tr("best regular tree, ≤ %n level(s)", "", depth)),
            ("line", pens["chain"], self.tr("chain: n nodes, n levels")),
            ("symbol", (QColor(t.accent), "star"), self.tr("fastest greedy")),
        ])

    def _update_accessible(self) -> None:
        nums = self.state.numbers()
        n, s = self.best_point
        self.setAccessibleDescription(
            i18n.fill(self.tr("Your tree: %1 nodes, %2 tokens per round, speed-up %3×. Fastest greedy tree: %4 nodes, %5×."),
                      i18n.fmt_int(nums["nodes"]), i18n.fmt(nums["tokens_per_pass"], 2), i18n.fmt(nums["speedup"], 2),
                      i18n.fmt_int(round(n)), i18n.fmt(s, 2))
            + " "
            + self.tr("The trees stay within %n level(s); the chain of n nodes is n levels deep, so it can lie "
                      "above them only because it reaches further ahead.", "", nums["depth"]))
        self.tokens_plot.setAccessibleDescription(
            i18n.fill(self.tr("Your tree: %1 tokens per round with %2 nodes."),
                      i18n.fmt(nums["tokens_per_pass"], 2), i18n.fmt_int(nums["nodes"])))
        self.speed_plot.setAccessibleDescription(
            i18n.fill(self.tr("Your tree: speed-up %1× with %2 nodes; the fastest greedy tree: %3× with %4 nodes."),
                      i18n.fmt(nums["speedup"], 2), i18n.fmt_int(nums["nodes"]), i18n.fmt(s, 2), i18n.fmt_int(round(n))))

    # For tests ------------------------------------------------------------------
    def series_data(self, plot: str, name: str) -> tuple[np.ndarray, np.ndarray]:
        """(node counts, values) of one curve; plot is "tokens" or "speedup"."""
        item = (self.tokens_plot if plot == "tokens" else self.speed_plot).series[name]
        x, y = item.getOriginalDataset()
        return np.asarray(x), np.asarray(y)

    def marker_position(self, plot: str) -> tuple[float, float]:
        item = (self.tokens_plot if plot == "tokens" else self.speed_plot).marker
        x, y = item.getOriginalDataset()
        return float(x[0]), float(y[0])
