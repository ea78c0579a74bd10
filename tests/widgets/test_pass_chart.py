"""The Lab chart built from a model: the measured point (issue 18 §2).

The shared model keeps the point's numbers only; the chart writes its label,
so the label follows a language switch. Asserted both ways: the model's point
puts the diamond on the chart and clearing it takes it off.
"""

from __future__ import annotations

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
