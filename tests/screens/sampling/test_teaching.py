"""What the Sampling lab teaches (issue 16, review screen 14): the rejection step,
whole-phrase answers, real locks, words defined on screen, its own context, an
empty outputs panel before any output, back-row font sizes, chart descriptions."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QLabel

from desktop.screens.sampling import context
from desktop.sim import sampling


@pytest.fixture
def lab(make_window):
    window = make_window("--screen", "sampling", "--size", "1280x800")
    return window, window.current_screen()


def _shown_texts(screen) -> str:
    widgets = screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
    return "\n".join(w.text() for w in widgets if w.isVisible() and w.text())


def _commit(qtbot, screen, choice="p"):
    qtbot.mouseClick(screen.prediction.options[choice], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)


def test_the_question_says_the_big_model_draws_a_replacement(lab):
    _window, screen = lab
    question = screen.prediction.question.text()
    assert "solo acepta o rechaza" not in question
    assert "max(0, p − q)" in question and "sortea" in question


def test_the_steps_say_it_too(lab, qtbot):
    _window, screen = lab
    _commit(qtbot, screen)
    assert "el modelo grande sortea otra palabra en proporción a max(0, p − q)" in screen.sampler.lines[2].text()
    assert "con probabilidad min(1, p/q)" in screen.sampler.lines[1].text()
    assert "solo donde p supera a q" in screen.sampler.lines[2].text()


def test_answers_are_whole_phrases_not_option_a(lab):
    _window, screen = lab
    texts = [b.text() for b in screen.prediction.options.values()]
    assert texts == ["Como p, el reparto del modelo grande", "Como q, el reparto del borrador",
                     "Algo intermedio entre p y q"]
    assert not any(t.startswith("A ") for t in texts)


def test_controls_are_disabled_but_readable_until_the_prediction(lab, qtbot):
    _window, screen = lab
    knobs, charts = screen.knobs, screen.charts
    assert not knobs.difference.slider.isEnabled() and not knobs.temperature.slider.isEnabled()
    assert not charts.q_plot.isEnabled()
    # Locked, but not faded: the review found the faded panel too pale to read.
    assert not knobs.fade.isEnabled() and not charts.q_fade.isEnabled()
    assert "bloqueado" in charts.titles[1].text()
    assert "font-weight: bold" in knobs.hint.styleSheet()
    assert "Bloqueado" in knobs.hint.text()
    _commit(qtbot, screen)
    assert knobs.difference.slider.isEnabled() and charts.q_plot.isEnabled()
    assert not knobs.fade.isEnabled() and not charts.q_fade.isEnabled()
    assert "Bloqueado" not in knobs.hint.text()
    assert all(b.isEnabled() for b in screen.sampler.buttons.values())


def test_terms_are_defined_on_screen(lab, qtbot):
    _window, screen = lab
    _commit(qtbot, screen)
    shown = _shown_texts(screen)
    for words in ("p: el modelo grande", "q: el borrador", "Tasa de aceptación α",
                  "Σ min(p, q): suma las partes verdes", "Seguridad del borrador (temperatura T)",
                  "1: q tal cual", "Cuánto se aleja q de p (de 0 a 1)", "0: q = p", "1: prefiere «caballo»",
                  "<b>Muestrear</b>: sortear la siguiente palabra al azar"):
        assert words in shown, words


def test_the_lab_has_its_own_context_with_several_plausible_words(lab):
    _window, screen = lab
    shown = _shown_texts(screen)
    assert "Érase" not in shown
    assert "Don Quijote montó en su" in screen.charts.context_title.text()
    p = screen.state.p
    np.testing.assert_allclose(p, sampling.softmax(context.TARGET_LOGITS))
    # Several continuations are genuinely plausible: no word near certainty.
    assert p.max() < 0.5 and np.sum(p > 0.05) >= 4
    assert screen.state.words[int(np.argmax(p))] == "rocín"


def test_outputs_panel_shows_nothing_misleading_before_any_output(lab, qtbot):
    window, screen = lab
    charts = screen.charts
    assert screen.state.total == 0
    assert not charts.p_boxes.isVisible() and not charts.q_marks.isVisible()
    assert charts.empty_note.isVisible() and "Aún no hay" in charts.empty_note.toPlainText()
    # The box and diamond legend waits for the shapes it explains (review round 1).
    assert not charts.legend_right.isVisible()
    _commit(qtbot, screen)
    screen.state.sample(100)
    screen.state.finish()
    assert charts.p_boxes.isVisible() and charts.q_marks.isVisible() and not charts.empty_note.isVisible()
    assert charts.legend_right.isVisible()
    assert "100 salidas en esta tirada" in charts.out_plot.accessibleDescription()


def test_overlap_has_an_outline_and_a_legend_entry(lab):
    _window, screen = lab
    s = screen.state
    for name in ("p", "q"):
        edge = screen.charts.parts[name]["edge"]
        np.testing.assert_allclose(edge.opts["width"], np.minimum(s.p, s.q))
        assert edge.opts["pen"].widthF() >= 2.5
    assert "borde" in screen.charts.legend_overlap.label.text()


def test_value_ticks_fit_inside_the_axis(lab):
    _window, screen = lab
    for plot in screen.charts.plots:
        axis = plot.getPlotItem().getAxis("bottom")
        needed = QFontInfo(axis.style["tickFont"]).pixelSize() + axis.style["tickTextOffset"][1]
        assert axis.height() >= needed + 4


def test_charts_have_names_and_descriptions_with_their_numbers(lab):
    _window, screen = lab
    s = screen.state
    desc = screen.charts.p_plot.accessibleDescription()
    assert "rocín 0,44" in desc and "Don Quijote" in desc
    assert f"α = {s.alpha:.2f}".replace(".", ",") in screen.charts.q_plot.accessibleDescription()
    assert screen.charts.out_plot.accessibleDescription() == "Aún no hay salidas."
    for plot in screen.charts.plots:
        assert plot.accessibleName()


@pytest.mark.parametrize("projector, floor", [(False, 14), (True, 18)])
def test_painted_and_widget_text_is_big_enough(make_window, qtbot, projector, floor):
    args = ["--screen", "sampling", "--size", "1280x800"] + (["--projector"] if projector else [])
    window = make_window(*args)
    screen = window.current_screen()
    _commit(qtbot, screen)
    screen.state.sample(100)
    screen.state.finish()
    small = []
    for plot in screen.charts.plots:
        for font in plot.painted_fonts():
            if QFontInfo(font).pixelSize() < floor:
                small.append((plot.objectName(), QFontInfo(font).pixelSize()))
    for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton):
        if w.isVisible() and w.text().strip():
            if QFontInfo(w.font()).pixelSize() < floor:
                small.append((w.objectName() or w.text()[:30], QFontInfo(w.font()).pixelSize()))
    assert not small, small
