"""Export the Lab chart as PNG or SVG and its data as CSV.

pyqtgraph's own exporters do the work (``ImageExporter``, ``SVGExporter``,
``CSVExporter``); this module only names things in the learner's language:
the suggested file names and the CSV column headers.

CSV numbers always use a dot as the decimal point, whatever the interface
language. Spreadsheets (LibreOffice, Excel, Google Sheets) and every data tool
import "0.8" reliably, while "0,8" in a comma-separated file splits one
number into two columns. Columns are separated by commas, one (α, value) pair
of columns per series, with up to 12 digits after the point; whole numbers
have no point ("100"). Headers spell alpha out (pyqtgraph writes in the
system's encoding, which on Windows has no "α"); the file ends up UTF-8.

Nothing here opens a dialog by itself: ``choose_path`` is the seam a test
replaces, and kiosk mode never reaches this module.
"""

from __future__ import annotations

import contextlib
import csv
import locale
import logging
import sys
from pathlib import Path

import pyqtgraph as pg
from pyqtgraph.exporters import CSVExporter, ImageExporter, SVGExporter
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

log = logging.getLogger(__name__)

PNG_WIDTH = 1600  # pixels: sharp on a projector or a printed worksheet
CSV_PRECISION = 12


def choose_path(parent: QWidget | None, title: str, suggested: str, file_filter: str) -> str | None:
    """Ask where to save (tests replace this). ``None`` means cancelled."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / suggested), file_filter)
    return path or None


# English sources, translated when used (lupdate reads the NOOP markers).
_TEXTS = {
    "chart_file": QT_TRANSLATE_NOOP("ChartExport", "speclab-chart"),
    "data_file": QT_TRANSLATE_NOOP("ChartExport", "speclab-chart-data"),
    "alpha": QT_TRANSLATE_NOOP("ChartExport", "acceptance rate alpha"),
    "curve": QT_TRANSLATE_NOOP("ChartExport", "slow passes with the draft"),
    "time_curve": QT_TRANSLATE_NOOP("ChartExport", "total time with the draft, in slow passes"),
    "baseline": QT_TRANSLATE_NOOP("ChartExport", "slow passes without a draft"),
    "marker_x": QT_TRANSLATE_NOOP("ChartExport", "current acceptance rate alpha"),
    "marker_y": QT_TRANSLATE_NOOP("ChartExport", "current slow passes with the draft"),
    "measured_x": QT_TRANSLATE_NOOP("ChartExport", "measured acceptance rate alpha"),
    "measured_y": QT_TRANSLATE_NOOP("ChartExport", "measured slow passes"),
    "png_filter": QT_TRANSLATE_NOOP("ChartExport", "PNG image (*.png)"),
    "svg_filter": QT_TRANSLATE_NOOP("ChartExport", "SVG drawing (*.svg)"),
    "csv_filter": QT_TRANSLATE_NOOP("ChartExport", "CSV table (*.csv)"),
    "png_title": QT_TRANSLATE_NOOP("ChartExport", "Save the chart as an image"),
    "svg_title": QT_TRANSLATE_NOOP("ChartExport", "Save the chart as a drawing"),
    "csv_title": QT_TRANSLATE_NOOP("ChartExport", "Save the chart's data"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("ChartExport", _TEXTS[key])


def suggested_name(kind: str) -> str:
    """A file name in the current language: speclab-grafico.png, speclab-datos-grafico.csv..."""
    if kind == "csv":
        return _t("data_file") + ".csv"
    return _t("chart_file") + "." + kind


def column_labels(chart) -> dict:
    """plot item -> (x header, y header) for the items worth exporting."""
    alpha = _t("alpha")
    labels = {
        chart.curve: (alpha, _t("curve")),
        chart.time_curve: (alpha, _t("time_curve")),
        chart.baseline: (alpha, _t("baseline")),
        chart.marker: (_t("marker_x"), _t("marker_y")),
    }
    measured = getattr(chart, "measured", None)
    if measured is not None:
        labels[measured] = (_t("measured_x"), _t("measured_y"))
    return labels


class _NamedColumnsCSVExporter(CSVExporter):
    """pyqtgraph's CSV writer, with our column names and no empty series."""

    def __init__(self, item, labels: dict) -> None:
        super().__init__(item)
        self._labels = labels

    def _exportPlotDataItem(self, item) -> None:
        names = self._labels.get(item)
        if names is None:
            return None
        x, _y = item.getOriginalDataset() if hasattr(item, "getOriginalDataset") else item.getData()
        if x is None or len(x) == 0:
            return None
        before = len(self.header)
        super()._exportPlotDataItem(item)
        if len(self.header) == before + 2:
            self.header[-2:] = list(names)
        return None


def _plot_item(chart) -> pg.PlotItem:
    return chart.plot_widget.getPlotItem()


def write_png(chart, path: str, width: int = PNG_WIDTH) -> str:
    exporter = ImageExporter(_plot_item(chart))
    exporter.parameters()["width"] = int(width)  # the height follows the aspect ratio
    exporter.export(str(path))
    return str(path)


@contextlib.contextmanager
def _closed_paths_tolerated():
    """pyqtgraph 0.14.0's SVG exporter splits every path token on a comma and
    so fails on the "Z" (close path) that Qt 6.11's SVG generator writes
    (pyqtgraph issue #3495, fixed after 0.14.0). While exporting, drop the Z
    tokens before its coordinate rewrite and close the path again after."""
    module = sys.modules[SVGExporter.__module__]
    original = module.correctCoordinates

    def tolerant(node, defs, item, options):
        closed = []
        for element in node.getElementsByTagName("path"):
            tokens = element.getAttribute("d").split()
            kept = [t for t in tokens if t not in ("Z", "z")]
            if len(kept) != len(tokens):
                element.setAttribute("d", " ".join(kept))
                closed.append(element)
        original(node, defs, item, options)
        for element in closed:
            element.setAttribute("d", element.getAttribute("d").rstrip() + " Z")

    module.correctCoordinates = tolerant
    try:
        yield
    finally:
        module.correctCoordinates = original


def write_svg(chart, path: str) -> str:
    with _closed_paths_tolerated():
        SVGExporter(_plot_item(chart)).export(str(path))
    return str(path)


def write_csv(chart, path: str) -> str:
    exporter = _NamedColumnsCSVExporter(_plot_item(chart), column_labels(chart))
    exporter.parameters()["separator"] = "comma"
    exporter.parameters()["precision"] = CSV_PRECISION
    exporter.parameters()["columnMode"] = "(x,y) per plot"
    exporter.export(str(path))
    _drop_trailing_points(path)
    return str(path)


def _drop_trailing_points(path: str) -> None:
    # numpy's positional format writes whole numbers as "100." and some
    # spreadsheets read that as text; "100" is read as a number everywhere.
    # pyqtgraph wrote it in the system's encoding; it goes out as UTF-8.
    with open(path, newline="", encoding=locale.getpreferredencoding(False)) as fh:
        rows = list(csv.reader(fh))
    fixed = [[c[:-1] if c.endswith(".") and c[:-1].lstrip("-").isdigit() else c for c in row] for row in rows]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(fixed)


_WRITERS = {"png": write_png, "svg": write_svg, "csv": write_csv}


def export_chart(chart, kind: str, parent: QWidget | None = None) -> str | None:
    """Ask for a path and write ``kind`` (png, svg or csv). Returns the path, or None."""
    if kind not in _WRITERS:
        raise ValueError(f"invalid value for kind: {kind!r} (expected png, svg or csv)")
    path = choose_path(parent, _t(f"{kind}_title"), suggested_name(kind), _t(f"{kind}_filter"))
    if not path:
        return None
    if not path.lower().endswith("." + kind):
        path += "." + kind
    _WRITERS[kind](chart, path)
    log.info("exported the chart as %s to %s", kind, path)
    return path
