"""What the Sampling lab teaches (issue 16, review screen 14): the rejection step,
whole-phrase answers, real locks, words defined on screen, its own context, an
empty outputs panel before any output, back-row font sizes, chart descriptions."""

from __future__ import annotations

import numpy as np
import pytest
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QTextDocument
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
    card = screen.prediction
    question = card.question.text()
    assert "solo acepta o rechaza" not in question
    assert "elige él otra" in question
    # Round 7: plain words first; the symbols wait behind "En símbolos", smaller.
    assert "min(" not in question and "max(" not in question
    assert not card.rule.isVisible()
    card.set_rule_shown(True)
    assert card.rule.isVisible() and "max(0, p − q)" in card.rule.text() and "sortea" in card.rule.text()
    assert card.rule.font().pointSizeF() < card.question.font().pointSizeF()
    # What the label shows (its spaces are non-breaking, so the link never splits).
    shown = QTextDocument()
    shown.setHtml(card.question.text())
    assert "En\u00a0símbolos\u00a0▾" in shown.toRawText()
    card.set_rule_shown(False)
    assert not card.rule.isVisible()


def test_the_steps_say_it_too(lab, qtbot):
    _window, screen = lab
    _commit(qtbot, screen)
    line1, line2 = screen.sampler.lines[1].text(), screen.sampler.lines[2].text()
    assert "con probabilidad min(1, p/q)" in line1
    assert "el modelo grande elige otra palabra donde p supera a q" in line2
    assert "en proporción a max(0, p − q)" in line2
    # Words before symbols, in both lines.
    assert line1.index("se la queda") < line1.index("min(") and line2.index("supera") < line2.index("max(")


def test_answers_are_whole_phrases_not_option_a(lab):
    _window, screen = lab
    texts = [b.text() for b in screen.prediction.options.values()]
    assert texts == ["Como p (el modelo grande)", "Como q (el borrador)", "Entre p y q",
                     "No lo sé: quiero verlo"]
    assert not any(t.startswith("A ") for t in texts)


def test_controls_are_disabled_but_readable_until_the_prediction(lab, qtbot):
    _window, screen = lab
    knobs, charts = screen.knobs, screen.charts
    assert not knobs.difference.slider.isEnabled() and not knobs.temperature.slider.isEnabled()
    assert not charts.q_plot.isEnabled()
    # Locked, but not faded: the review found the faded panel too pale to read.
    assert not knobs.fade.isEnabled() and not charts.q_fade.isEnabled()
    # Round 7: "(bloqueado)" read as "the draft is blocked"; it says what it means.
    assert "bloqueado" not in charts.titles[1].text() and "tras predecir" in charts.titles[1].text()
    # Round 8: the sampling card's locked sentence names the sliders, so the knobs' hint
    # line gives its room to the note on T.
    assert not knobs.hint.isVisible()
    assert "los deslizadores se desbloquean" in screen.sampler.lines[0].text()
    _commit(qtbot, screen)
    assert knobs.difference.slider.isEnabled() and charts.q_plot.isEnabled()
    assert not knobs.fade.isEnabled() and not charts.q_fade.isEnabled()
    assert "Se activan" not in knobs.hint.text()
    # How to drag q sits above its bars (review 63: under the sliders it cost the mixture line's row).
    assert charts.titles[1].text() == "q: el borrador (arrastra sus barras)"
    assert not knobs.hint.isVisible() and knobs.mix.isVisible()
    assert all(b.isEnabled() for b in screen.sampler.buttons.values())


def test_terms_are_defined_on_screen(lab, qtbot):
    _window, screen = lab
    _commit(qtbot, screen)
    shown = _shown_texts(screen)
    for words in ("p: el modelo grande", "q: el borrador", "Tasa de aceptación α",
                  "Qué parte de las propuestas se acepta: las partes verdes sumadas", "Temperatura T del borrador (p no cambia): con T\u00a0<\u00a01, las favoritas de q ganan aún más",
                  "1: q tal cual", "Parte de otro borrador en q (el resto es p)",
                  "q = 0,70·p + 0,30·otro (caballo 0,5; burro 0,3; mula 0,2)",
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


def test_overlap_is_plain_green_and_the_legend_says_where_the_ends_are(lab):
    """Round 7: a pale fill under hatching read as an unexplained lighter stripe.
    The shared part is one solid green bar from 0; the ends are named by place too, and (reviews
    34–39: colour alone) each end is hatched over its solid colour, ╲ on p, ╱ on q, exactly over it."""
    _window, screen = lab
    s = screen.state
    for name in ("p", "q"):
        part = screen.charts.parts[name]
        assert set(part) == {"overlap", "gap", "excess", "hatch", "labels"}
        np.testing.assert_allclose(part["overlap"].opts["width"], np.minimum(s.p, s.q))
        brush = pg.mkBrush(part["overlap"].opts["brush"])
        assert brush.style() == Qt.BrushStyle.SolidPattern and brush.color().alpha() == 255
        end, hatch = pg.mkBrush(part["excess"].opts["brush"]), pg.mkBrush(part["hatch"].opts["brush"])
        assert end.style() == Qt.BrushStyle.SolidPattern
        assert hatch.style() == (Qt.BrushStyle.FDiagPattern if name == "p" else Qt.BrushStyle.BDiagPattern)
        assert hatch.color().lightness() < end.color().lightness()
        for key in ("x0", "width"):
            np.testing.assert_allclose(part["hatch"].opts[key], part["excess"].opts[key])
    assert screen.charts.legend_overlap.label.text().startswith("Verde")
    assert "Azul, p > q" in screen.charts.legend_p.label.text()
    assert "Naranja, q > p" in screen.charts.legend_q.label.text()


def test_every_part_is_drawn_at_its_true_length_so_a_words_green_matches(lab):
    """Review 17 measured «asno»: green 0,046 in p but 0,021 in q, under a legend saying green is
    what both share (a thin end had been widened over the green). Each part now has its true
    length: green min(p, q) in both panels, the end p - q or q - p, the bar its value."""
    _window, screen = lab
    s = screen.state
    # The default draft, and one close to p whose ends are thin (under 0,025), the case that used to
    # be widened.
    for difference in (s.difference, 0.05):
        s.set_difference(difference)
        printed_p = np.array([float(t.toPlainText().replace(",", ".")) for t in screen.charts.parts["p"]["labels"]])
        printed_q = np.array([float(t.toPlainText().replace(",", ".")) for t in screen.charts.parts["q"]["labels"]])
        shared = [min(a, b) for a, b in zip(s.p, s.q)]  # by hand, word by word
        for name, dist, mine, other in (("p", s.p, printed_p, printed_q), ("q", s.q, printed_q, printed_p)):
            part = screen.charts.parts[name]
            np.testing.assert_allclose(part["overlap"].opts["width"], shared)
            x0, width = np.asarray(part["excess"].opts["x0"], float), np.asarray(part["excess"].opts["width"], float)
            for i in range(len(s.words)):
                if mine[i] > other[i]:
                    assert width[i] == pytest.approx(dist[i] - shared[i]) and x0[i] == pytest.approx(shared[i])
                else:
                    assert width[i] == 0  # no coloured end beside two equal printed numbers
    ends = s.q - np.minimum(s.p, s.q)
    assert np.any((ends > 0) & (ends < 0.025) & (printed_q > printed_p))


def test_the_temperature_caption_sits_under_the_knob_at_1(lab, qtbot):
    """Round 7: the knob at 1,00 looked off-centre against its "1" label."""
    window, screen = lab
    _commit(qtbot, screen)
    knobs = screen.knobs
    slider = knobs.temperature.slider
    assert knobs.temperature.value_label.text() == "1,00"
    caption = knobs.temperature_scale
    middle = caption.parts[1]
    assert middle.text() == "1: q tal cual"
    # The handle's centre, from the style, in the caption's coordinates.
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider
    opt = QStyleOptionSlider()
    slider.initStyleOption(opt)
    rect = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, slider)
    knob = caption.mapFromGlobal(slider.mapToGlobal(rect.center())).x()
    assert abs(middle.geometry().center().x() - knob) <= 1.5
    # The left and right words do not run into the middle one.
    left, right = caption.parts[0].geometry(), caption.parts[2].geometry()
    assert left.right() < middle.geometry().left() and middle.geometry().right() < right.left()
    assert caption.parts[0].sizeHint().width() <= left.width() + 1
    assert caption.parts[2].sizeHint().width() <= right.width() + 1


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
