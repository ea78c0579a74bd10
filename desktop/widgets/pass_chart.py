"""The Lab's live chart: slow passes to write N tokens against the acceptance rate.

Every plot item is created once; a parameter change only calls ``setData`` /
``setPos`` on them (no clear-and-redraw), which keeps a slider drag inside
half a frame. The numbers come from the model (and so from ``desktop.sim``).
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.widgets.chart_legend import ChartLegend
from desktop.widgets.locale_axis import LocaleAxis
from desktop.widgets.plot_view import setup_chart_view


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


class PassChart(QWidget):
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
        self.setObjectName("passChart")
        self.plot_widget.setObjectName("passChartPlot")
        # Beside the plot, not over it: no curve can run under the legend.
        self.legend = ChartLegend(self)
        self.legend.setObjectName("passChartLegend")
        policy = self.legend.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the lesson hides it until the reveal; the plot must not jump
        self.legend.setSizePolicy(policy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.legend)
        layout.addWidget(self.plot_widget, 1)

        plot = self.plot_widget.getPlotItem()
        self.plot = plot
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.setXRange(0.0, 1.0, padding=0.02)
        vb = plot.getViewBox()
        vb.disableAutoRange()
        # The axes replay a QPicture of every label and grid line on each
        # paint; cached, they cost one pixmap blit until range, font or
        # locale change (halves the chart's paint during a slider drag).
        for name in ("bottom", "left"):
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

        width = t.line_width
        self.baseline = pg.PlotDataItem([0.0, 1.0], [0.0, 0.0], pen=pg.mkPen(t.baseline, width=width, style=Qt.PenStyle.DashLine))
        self.time_curve = pg.PlotDataItem([], [], pen=pg.mkPen(t.draft, width=width, style=Qt.PenStyle.DashDotLine))
        self.curve = pg.PlotDataItem([], [], pen=pg.mkPen(t.accent, width=width + 1))
        self.alpha_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(t.muted_text, width=1.5, style=Qt.PenStyle.DotLine))
        self.marker = pg.ScatterPlotItem(size=18, symbol="o", pen=pg.mkPen("#ffffff", width=2), brush=pg.mkBrush(t.accent))
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
        self._top = None
        self._apply_fonts()

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
        current = numbers["slow_passes"]
        self.marker.setData([m.alpha], [current])
        self.alpha_line.setPos(m.alpha)
        overhead = 1.0 + m.k * m.cost
        show_time = m.cost > 0 and m.k > 0
        if show_time:
            self.time_curve.setData(alphas, passes * overhead)
        else:
            self.time_curve.setData([], [])
        be = numbers["break_even_alpha"]
        show_be = show_time and be is not None
        self.break_even_line.setVisible(show_be)
        if show_be:
            self.break_even_line.setPos(be)
        self._break_even = be if show_be else None
        top = nice_top(n * 1.22)  # room above the baseline N for the break-even label
        if top != self._top:
            self._top = top
            self.plot.setYRange(0, top, padding=0)
        self._sync_legend(show_time)
        self._update_break_even_label()

    def _update_measured(self, point) -> None:
        if not point:
            self.measured.setData([], [])
            self.measured_label.setText("")
            self.measured_label.setVisible(False)
            return
        self.measured.setData([point["alpha"]], [point["slow_passes"]])
        self.measured_label.setText(point.get("label", ""))
        self.measured_label.setPos(point["alpha"], point["slow_passes"])
        self.measured_label.setVisible(True)

    def _update_break_even_label(self) -> None:
        if self._break_even is not None:
            self.break_even_line.label.setFormat(
                self.tr("break-even α = %1").replace("%1", i18n.fmt(self._break_even, 2))
            )

    def _sync_legend(self, show_time: bool, force: bool = False) -> None:
        state = (show_time, i18n.current_language())
        if state == self._legend_state and not force:
            return
        self._legend_state = state
        entries = [("line", self.curve.opts["pen"], self.tr("with draft"))]
        if show_time:
            entries.append(("line", self.time_curve.opts["pen"], self.tr("with draft: total time")))
        entries.append(("line", self.baseline.opts["pen"], self.tr("without a draft")))
        self.legend.set_entries(entries)

    # Looks and language -----------------------------------------------------
    def _apply_fonts(self) -> None:
        tick_font = QFont()
        tick_font.setPointSizeF(theme.pt(12))
        for name in ("bottom", "left"):
            axis = self.plot.getAxis(name)
            axis.setTickFont(tick_font)
            axis.setTextPen(theme.current().text)
            axis.setPen(pg.mkPen(theme.current().text, width=1.5))
        label_font = QFont()
        label_font.setPointSizeF(theme.pt(12))
        label_font.setBold(True)
        self.break_even_line.label.setFont(label_font)

    def retranslate(self) -> None:
        style = {"font-size": f"{theme.pt(13):.0f}pt", "color": theme.current().text}
        self.plot.setLabel("bottom", self.tr("Acceptance rate α"), **style)
        self.plot.setLabel("left", self.tr("Slow passes for N tokens"), **style)
        self.plot_widget.setAccessibleName(self.tr("Chart: slow passes against the acceptance rate"))
        self._sync_legend(self.model.cost > 0 and self.model.k > 0, force=True)
        self._update_break_even_label()
        # Tick labels depend on the locale's decimal separator.
        for name in ("bottom", "left"):
            self.plot.getAxis(name).picture = None
            self.plot.getAxis(name).update()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # For tests and exporters.
    def curve_data(self) -> tuple[np.ndarray, np.ndarray]:
        return self.curve.getData()

    def marker_position(self) -> tuple[float, float]:
        x, y = self.marker.getData()
        return float(x[0]), float(y[0])
