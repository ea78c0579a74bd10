"""The chart legend, built from entries alone: what it lists, what a screen reader
hears, how it wraps, and what it paints on both palettes.

Colours are read back from the painted image and compared with the theme and
the entries' own pens, not with the legend's bookkeeping.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QApplication

from desktop import theme


@pytest.fixture(params=[False, True], ids=["normal", "projector"])
def palette(request):
    app = QApplication.instance() or QApplication([])
    before = theme.current().name == "projector"
    t = theme.apply(app, projector=request.param)
    yield t
    theme.apply(app, projector=before)


def _entries():
    return [
        ("line", QPen(QColor("#d62728"), 6), "with a draft"),
        ("line", QPen(QColor("#1f77b4"), 6, Qt.PenStyle.DashLine), "without a draft"),
        ("symbol", (QColor("#2ca02c"), "s"), "best regular tree"),
        ("symbol", (QColor("#9467bd"), "star"), "fastest greedy"),
    ]


def _legend(qtbot, width):
    from desktop.widgets.chart_legend import ChartLegend

    legend = ChartLegend()
    qtbot.addWidget(legend)
    legend.set_entries(_entries())
    legend.resize(width, legend.heightForWidth(width))
    return legend


def _colours(image) -> set[str]:
    return {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(image.height())}


def test_it_lists_its_entries_and_says_them_to_a_screen_reader(qtbot, palette):
    from desktop import i18n

    before = i18n.current_language()
    i18n.set_language("en")  # its own name is translated: an earlier test may have left Spanish
    try:
        _says_its_entries(qtbot)
    finally:
        i18n.set_language(before)


def _says_its_entries(qtbot):
    legend = _legend(qtbot, 900)
    assert [text for _kind, _style, text in legend.entries] == [text for _k, _s, text in _entries()]
    assert legend.accessibleName() == "Legend"
    description = legend.accessibleDescription()
    for _kind, _style, text in _entries():
        assert text in description
    # New entries replace the old ones, in the description too.
    legend.set_entries(_entries()[:1])
    assert legend.accessibleDescription() == "with a draft"


def test_it_wraps_whole_entries_onto_more_lines_when_narrow(qtbot, palette):
    legend = _legend(qtbot, 900)
    line = QFontMetricsF(legend.text_font()).height()
    wide = legend.heightForWidth(2000)
    narrow = legend.heightForWidth(260)
    assert wide < 2 * line + 6  # one line
    assert narrow >= 3 * line  # the four entries fold
    assert legend.heightForWidth(1) <= 4 * (line + 6) + 4  # never more lines than entries


def test_its_text_is_read_from_the_back_row(qtbot, palette):
    from desktop.widgets import legible

    legend = _legend(qtbot, 900)
    assert [legible.pixel_size(f) for f in legend.painted_fonts()]
    assert min(legible.pixel_size(f) for f in legend.painted_fonts()) >= legible.min_px()


def test_it_paints_the_entries_pens_on_the_charts_surface(qtbot, palette):
    legend = _legend(qtbot, 1400)
    legend.show()
    image = legend.grab().toImage()
    assert QColor(image.pixel(image.width() - 2, 1)).name() == QColor(palette.surface).name()
    painted = _colours(image)
    for colour in ("#d62728", "#1f77b4", "#2ca02c", "#9467bd"):
        assert colour in painted, colour
    # The text is drawn in the palette's text colour (antialiased edges aside, its cores are solid).
    assert QColor(palette.text).name() in painted
