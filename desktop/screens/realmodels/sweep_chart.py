"""«Medir todas las k»: the measured wall-clock speed-up at every k, over the predicted curve.

Each point is one run of draft + verification at that k, timed against one
run of the big model alone on the same prompt (the sweep's baseline); the
curve is the cost model's prediction from the calibration the sweep made first.
A point on the curve means the costs measured here explain the clock; the
dashed 1× line is "as fast as the big model alone".

Every plot item is made once; new points only call ``setData``.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.screens.realmodels.costs_panel import shown_prediction
from desktop.widgets import legible
from desktop.widgets.chart_legend import ChartLegend
from desktop.widgets.locale_axis import LocaleAxis
from desktop.widgets.plot_view import setup_chart_view


def _font(points: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(theme.pt(points))
    f.setBold(bold)
    return legible.at_least(f)


class SweepChart(i18n.Retranslatable, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sweepChart")
        t = theme.current()
        self.points: list = []  # child.Point, in the order they were measured
        self.costs = None
        self.k_max = 8
        self.draft_name = ""
        self.legend = ChartLegend(self)
        self.legend.setObjectName("sweepLegend")
        self.y_title = QLabel(self)
        self.y_title.setObjectName("sweepYTitle")
        self.y_title.setWordWrap(True)
        self.plot_widget = pg.PlotWidget(parent=self, background=t.surface,
                                         axisItems={"bottom": LocaleAxis("bottom"), "left": LocaleAxis("left")})
        setup_chart_view(self.plot_widget)
        self.plot_widget.setObjectName("sweepPlot")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.legend)
        layout.addWidget(self.y_title)
        layout.addWidget(self.plot_widget, 1)

        plot = self.plot = self.plot_widget.getPlotItem()
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setMenuEnabled(False)  # no Export… dialog (kiosk)
        plot.showGrid(x=True, y=True, alpha=0.25)
        plot.getViewBox().disableAutoRange()
        for name in ("bottom", "left"):
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            plot.getAxis(name).setStyle(hideOverlappingLabels=False)
        width = t.line_width
        self.one = pg.PlotDataItem([], [], pen=pg.mkPen(t.baseline, width=width, style=Qt.PenStyle.DashLine))
        self.predicted = pg.PlotDataItem([], [], pen=pg.mkPen(t.accent, width=width + 1))
        self.measured = pg.ScatterPlotItem(size=20, symbol="d", pen=pg.mkPen(t.text, width=2),
                                           brush=pg.mkBrush(t.draft))
        self.differ = pg.ScatterPlotItem(size=22, symbol="x", pen=pg.mkPen(t.rejected, width=2),
                                         brush=pg.mkBrush(t.rejected))
        for item in (self.one, self.predicted, self.measured, self.differ):
            plot.addItem(item)
        self._apply_fonts()
        self.retranslate()

    # Data -------------------------------------------------------------------------
    def clear(self) -> None:
        self.points = []
        self.costs = None
        self._update()

    def set_costs(self, costs, k_max: int, draft_name: str) -> None:
        self.costs, self.k_max, self.draft_name = costs, k_max, draft_name
        self._update()

    def add_point(self, point) -> None:
        self.points.append(point)
        self._update()

    def predicted_curve(self) -> tuple[list[int], list[float]]:
        if self.costs is None:
            return [], []
        ks = list(range(1, min(self.k_max, len(self.costs.t_pass) - 1) + 1))
        return ks, [self.costs.predicted_speedup(k) for k in ks]

    def _update(self) -> None:
        ks, ys = self.predicted_curve()
        self.predicted.setData(ks, ys)
        same = [p for p in self.points if p.identical]
        differ = [p for p in self.points if not p.identical]
        self.measured.setData([p.k for p in same], [p.speedup for p in same])
        self.differ.setData([p.k for p in differ], [p.speedup for p in differ])
        k_max = max([self.k_max, *ks, *(p.k for p in self.points)])
        self.one.setData([0.5, k_max + 0.5], [1.0, 1.0])
        values = [1.0, *ys, *(p.speedup for p in self.points)]
        top = max(2.0, max(values) * 1.15)
        top = float(int(top * 2 + 0.999)) / 2  # a half step above the highest value
        self.plot.setXRange(0.5, k_max + 0.5, padding=0)
        self.plot.setYRange(0.0, top, padding=0)
        self.plot.getAxis("bottom").setTicks([[(k, i18n.fmt_int(k)) for k in range(1, k_max + 1)]])
        step = 0.5 if top <= 4 else 1.0
        major = [round(i * step, 2) for i in range(int(top / step) + 1)]
        self.plot.getAxis("left").setTicks([[(v, i18n.fmt(v, 1) + "×") for v in major]])
        self._describe()

    def _describe(self) -> None:
        name = self.tr("Chart: measured speed-up against k, with the predicted curve")
        self.setAccessibleName(name)
        self.plot_widget.setAccessibleName(name)
        if not self.points and self.costs is None:
            text = self.tr("No sweep yet: press «Measure every k».")
        else:
            parts = [i18n.fill(self.tr("Draft: %1."), self.draft_name)]
            # In words, the prediction the costs panel prints for the same k, from its shown numbers.
            predicted = ({} if self.costs is None else
                         {k: shown_prediction(self.costs, k) for k in self.predicted_curve()[0]})
            for p in self.points:
                mark = "✓" if p.identical else "✕"
                parts.append(i18n.fill(self.tr("k = %1: measured %2, predicted %3, text %4."), i18n.fmt_int(p.k),
                                       i18n.fmt(p.speedup, 2) + "×", i18n.fmt(predicted.get(p.k, p.predicted), 2) + "×",
                                       mark))
            text = " ".join(parts)
        self.setAccessibleDescription(text)
        self.plot_widget.setAccessibleDescription(text)

    # Looks and language -----------------------------------------------------------
    def _apply_fonts(self) -> None:
        self._tick_font = _font(12)
        self._title_font = _font(12.5)
        t = theme.current()
        for name in ("bottom", "left"):
            axis = self.plot.getAxis(name)
            axis.setTickFont(self._tick_font)
            axis.setTextPen(t.text)
            axis.setPen(pg.mkPen(t.text, width=1.5))
        self.y_title.setFont(self._title_font)

    def painted_fonts(self) -> list[QFont]:
        """The plot's tick labels and axis title."""
        return [self._tick_font, self._title_font]

    def retranslate(self) -> None:
        t = theme.current()
        px = legible.pixel_size(self._title_font)
        self.plot.setLabel("bottom", self.tr("Draft window k"), **{"font-size": f"{px}px", "color": t.text})
        self.plot.getAxis("left").showLabel(False)
        self.y_title.setText(self.tr("↑ Speed-up on the clock (the big model alone ÷ draft + verification; ↑ better)"))
        self.legend.set_entries([
            ("marker", (t.draft, "d"), self.tr("measured, one run per k (identical text)")),
            ("line", self.predicted.opts["pen"], self.tr("predicted from this computer's costs")),
            ("line", self.one.opts["pen"], self.tr("1×: as fast as the big model alone")),
        ])
        for name in ("bottom", "left"):
            self.plot.getAxis(name).picture = None
        self._update()
