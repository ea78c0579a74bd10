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
    from desktop.widgets.chart_legend import ENTRY_GAP, SAMPLE, TEXT_GAP

    fm = QFontMetricsF(legend.text_font())
    widest = max(SAMPLE + TEXT_GAP + fm.horizontalAdvance(text) + ENTRY_GAP for _k, _s, text in _entries())
    # Where each entry's line fits, never more lines than entries (narrower, an entry wraps its words).
    assert legend.heightForWidth(int(widest) + 1) <= 4 * (line + 6) + 4


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


def test_an_entry_wider_than_the_legend_wraps_its_words_instead_of_losing_them(qtbot, palette):
    """Round 98 (Lab, text at 200 %): «con borrador: tiempo total (borrador gratis)» was cut at «borrador gr»:
    an entry could not be narrower than its one line. Now its text wraps, every line kept, and the legend
    asks for the height of those lines."""
    from desktop.widgets.chart_legend import ChartLegend

    legend = ChartLegend()
    qtbot.addWidget(legend)
    long = "with a draft: total time, the draft's own cost included, in slow passes"
    legend.set_entries([("line", QPen(QColor("#d62728"), 6), long), ("line", QPen(QColor("#1f77b4"), 6), "without")])
    width = int(QFontMetricsF(legend.text_font()).horizontalAdvance(long) / 2)  # half the entry's one line
    legend.resize(width, legend.heightForWidth(width))
    legend.grab()
    texts = {text: (box, ink) for text, box, ink in legend.drawn_texts}
    assert set(texts) == {long, "without"}
    for text, (box, ink) in texts.items():
        assert ink.width() <= box.width() + 0.5 and ink.height() <= box.height() + 0.5, (text, box, ink)
        assert box.bottom() <= legend.height() + 0.5 and box.right() <= width + 0.5
    assert texts[long][1].height() > QFontMetricsF(legend.text_font()).height() * 1.5  # on more than one line
