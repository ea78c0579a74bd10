"""The Lab chart built from a model: the measured point (issue 18 §2), and how its label finds a place.

The shared model keeps the point's numbers only; the chart writes its label,
so the label follows a language switch. Asserted both ways: the model's point
puts the diamond on the chart and clearing it takes it off.
"""

from __future__ import annotations

import numpy as np
import pytest

from desktop import i18n
from desktop.model import LessonModel
from desktop.widgets.pass_chart import PassChart

POINT = {"alpha": 0.62, "slow_passes": 41.0, "tokens": 120, "k": 5, "cost": 0.125}


@pytest.fixture
def chart(qtbot, qapp):
    i18n.set_language("es", qapp)
    qapp.processEvents()
    model = LessonModel()
    widget = PassChart(model)
    qtbot.addWidget(widget)
    yield widget
    i18n.set_language("es", qapp)
    qapp.processEvents()


def _switch(qapp, lang):
    assert i18n.set_language(lang, qapp) == lang
    qapp.processEvents()  # LanguageChange is posted to every widget


def test_the_measured_label_follows_a_language_switch(chart, qapp):
    chart.model.set_measured_point(POINT)
    assert chart.measured_label.toPlainText() == "modelos reales: α = 0,62, k = 5, c = 0,125"
    _switch(qapp, "en")
    assert chart.measured_label.toPlainText() == "real models: α = 0.62, k = 5, c = 0.125"
    _switch(qapp, "es")
    assert chart.measured_label.toPlainText() == "modelos reales: α = 0,62, k = 5, c = 0,125"


def test_a_point_measured_without_costs_has_no_c(chart, qapp):
    chart.model.set_measured_point({key: value for key, value in POINT.items() if key != "cost"})
    assert chart.measured_label.toPlainText() == "modelos reales: α = 0,62, k = 5"
    _switch(qapp, "en")
    assert chart.measured_label.toPlainText() == "real models: α = 0.62, k = 5"


def test_the_model_keeps_numbers_and_the_chart_draws_them(chart):
    model = chart.model
    model.set_measured_point(POINT)
    assert all(isinstance(value, (int, float)) for value in model.measured_point.values())
    xs, ys = chart.measured.getData()
    assert list(xs) == [0.62] and list(ys) == [41.0]
    assert chart.measured_label.isVisible()
    assert (model.k, model.tokens) == (5, 120)  # the Lab moves to the point's curve
    model.set_measured_point(None)
    xs, _ys = chart.measured.getData()
    assert len(xs) == 0 and not chart.measured_label.isVisible()


def _pieces_crossing(xs, ys, left, right, bottom, top, probes=33):
    """One rectangle at a time, in plain Python: the line sampled at evenly spaced x across the
    rectangle (only where the line exists), and each piece between two samples counted when its
    y span meets the rectangle's (a single sample counts alone)."""
    step = (right - left) / (probes - 1)
    samples = [left + i * step for i in range(probes)]
    inside = [x for x in samples if xs[0] <= x <= xs[-1]]
    heights = [float(np.interp(x, xs, ys)) for x in inside]
    if len(heights) == 1:
        return int(bottom <= heights[0] <= top)
    return sum(1 for a, b in zip(heights, heights[1:]) if max(a, b) >= bottom and min(a, b) <= top)


def test_the_label_places_are_scored_by_the_pieces_of_line_they_cross():
    """The dot's label tries twelve places in one numpy pass (issue 18: per-move time); each count
    equals a plain per-rectangle count, vertical lines included."""
    from desktop.widgets.pass_chart import _hits

    rng = np.random.default_rng(7)
    for _ in range(300):
        lines = [(np.sort(rng.uniform(-0.2, 1.2, n)), rng.uniform(0, 150, n)) for n in rng.integers(2, 40, 3)]
        verticals = list(rng.uniform(0, 1, rng.integers(0, 3)))
        left, width = rng.uniform(-0.5, 1.3, 12), rng.uniform(0.001, 0.4, 12)
        bottom, height = rng.uniform(-10, 160, 12), rng.uniform(1, 40, 12)
        got = _hits(lines, verticals, left, left + width, bottom, bottom + height)
        for i in range(12):
            want = sum(_pieces_crossing(xs, ys, left[i], left[i] + width[i], bottom[i], bottom[i] + height[i])
                       for xs, ys in lines)
            want += sum(1 for x in verticals if left[i] <= x <= left[i] + width[i])
            assert got[i] == want, (i, got[i], want)


def test_the_plot_closes_its_right_edge_with_a_line(chart, qtbot):
    """Review 30: at 1024x768 the grid ran into the scroll bar and read as cut off past 1,0. A line
    closes the plot's right edge: a dark column of pixels as tall as the plot, right of the data."""
    from PySide6.QtGui import QColor

    chart.resize(640, 360)
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.plot_widget.grab().toImage()
    vb = chart.plot.getViewBox()
    rect = chart.plot_widget.mapFromScene(vb.sceneBoundingRect()).boundingRect()
    top, bottom = rect.top() + 2, rect.bottom() - 2
    # Columns from the view box's right edge outwards, a few pixels: one of them is dark all the way down.
    dark_columns = []
    for x in range(rect.right() - 1, min(rect.right() + 6, image.width())):
        rows = range(top, bottom)
        dark = sum(QColor(image.pixel(x, y)).lightness() < 170 for y in rows)  # the plot is ~230
        if dark >= 0.95 * len(rows):
            dark_columns.append(x)
    assert dark_columns, "no line closes the plot's right edge"
    # And it carries no numbers: the right axis shows no values.
    assert not chart.plot.getAxis("right").style["showValues"]
