"""What blind review round 8 asked of the Sampling lab, checked on what is shown.

- The sliders' scale texts must be true at every T the slider can show: the one
  that names words ("1: otro borrador (caballo, burro, mula)") names the top of the q numbers, in order,
  drawn at that end, at the lowest, middle and highest T; q at each T is also
  recomputed here from q at T = 1 (q_T ∝ q^(1/T)), independently of the code.
- The temperature's own words ("las favoritas de q ganan aún más" below 1,
  "q se reparte más" above 1; "afilada", "plana") hold on the numbers drawn.
- Legibility: the legend takes at most two lines at 1280x800, in the text colour
  (not the pale caption grey), and no text of the screen (knobs, legend, readout,
  bar labels) is under 11 pt at 1280x800 or 1024x768.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from desktop import theme
from desktop.widgets.locale_axis import fixed_ticks


def _settle():
    for _ in range(8):
        QApplication.processEvents()


def _open(make_window, qtbot, size="1280x800", commit=True):
    window = make_window("--screen", "sampling", "--size", size)
    _settle()
    screen = window.current_screen()
    if commit:
        qtbot.mouseClick(screen.prediction.options["p"], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
        _settle()
    return window, screen


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def _shown_q(screen) -> np.ndarray:
    """The q numbers printed beside the bars."""
    return np.array([_number(t.toPlainText()) for t in screen.charts.parts["q"]["labels"]])


def _shown_words(screen) -> list[str]:
    """The words written on the p panel's axis, top to bottom."""
    ticks = fixed_ticks(screen.charts.p_plot.getAxis("left"))
    return [label.removeprefix("▸ ") for _v, label in sorted(ticks)]


def _set(slider, index: int) -> None:
    slider.setValue(index)
    _settle()


def _shown_t(screen) -> float:
    return _number(screen.knobs.temperature.value_label.text())


def _slider_ends(slider) -> list[int]:
    return [slider.minimum(), (slider.minimum() + slider.maximum()) // 2, slider.maximum()]


def _entropy(q) -> float:
    q = np.asarray(q, dtype=float)
    q = q[q > 0]
    return float(-(q * np.log(q)).sum())


def test_the_named_words_are_the_top_of_q_at_every_temperature(make_window, qtbot):
    _window, screen = _open(make_window, qtbot)
    knobs = screen.knobs
    # The mixture line names the other draft's words, at T = 1: «(caballo 0,5; burro 0,3; mula 0,2)».
    line = knobs.mix.text()
    named = re.search(r"\(([^)]+)\)", line)
    assert named, line
    named_words = [w.strip().split(" ")[0] for w in named.group(1).split(";")]
    assert len(named_words) == 3, named_words
    # The caption's end: the difference slider at its right end (the value it shows is 1).
    _set(knobs.difference.slider, knobs.difference.slider.maximum())
    assert _number(knobs.difference.value_label.text()) == 1.0
    words = _shown_words(screen)
    t_slider = knobs.temperature.slider
    _set(t_slider, (t_slider.minimum() + t_slider.maximum()) // 2)
    assert _shown_t(screen) == 1.0
    q1 = np.asarray(screen.state.q, dtype=float)
    seen = []
    for index in _slider_ends(t_slider):
        _set(t_slider, index)
        t = _shown_t(screen)
        seen.append(t)
        shown = _shown_q(screen)
        # The words the caption names are the biggest numbers drawn, in that order, none tied.
        order = np.argsort(-np.asarray(shown), kind="stable")
        assert [words[i] for i in order[:3]] == named_words, (t, dict(zip(words, shown)))
        assert len({shown[i] for i in order[:4]}) == 4, (t, shown)
        # Independently: q at T from q at 1, sharpened or flattened by 1/T.
        expected = q1 ** (1.0 / t)
        expected /= expected.sum()
        np.testing.assert_allclose(screen.state.q, expected, atol=1e-9)
        assert [words[i] for i in np.argsort(-expected)[:3]] == named_words
    assert seen[0] < 1.0 < seen[2]  # both ends and the middle were looked at


@pytest.mark.parametrize("difference_at", [0.0, 0.5, 1.0])
def test_the_temperature_words_hold_on_the_numbers_drawn(make_window, qtbot, difference_at):
    _window, screen = _open(make_window, qtbot)
    knobs = screen.knobs
    label = knobs.temperature.label.text().replace("\u00a0", " ")  # "T < 1" never broken across lines
    assert "T < 1" in label and "favoritas de q ganan aún más" in label
    assert "T > 1" in label and "q se reparte más" in label
    left, middle, right = (p.text() for p in knobs.temperature_scale.parts)
    assert left.startswith("< 1") and "afilada" in left
    assert middle == "1: q tal cual"
    assert right.startswith("> 1") and "plana" in right
    d = knobs.difference.slider
    _set(d, round(d.minimum() + difference_at * (d.maximum() - d.minimum())))
    t_slider = knobs.temperature.slider
    shown, exact = {}, {}
    for index in _slider_ends(t_slider):
        _set(t_slider, index)
        shown[_shown_t(screen)] = _shown_q(screen)
        exact[_shown_t(screen)] = np.asarray(screen.state.q, dtype=float).copy()
    low, mid, high = sorted(shown)
    assert low < 1.0 == mid < high
    # "Favourites get even more" below 1: the top number drawn grows; above 1 it shrinks.
    assert shown[low].max() > shown[mid].max() > shown[high].max()
    # "Spreads out" / "plana": the smallest number drawn grows with T, and so does the spread
    # (entropy) of q itself.
    assert shown[low].min() <= shown[mid].min() <= shown[high].min()
    assert _entropy(exact[low]) < _entropy(exact[mid]) < _entropy(exact[high])


@pytest.mark.parametrize("size", ["1280x800", "1024x768"])
@pytest.mark.parametrize("commit", [False, True])
def test_legend_and_knobs_are_legible_from_the_back_row(make_window, qtbot, size, commit):
    _window, screen = _open(make_window, qtbot, size, commit)
    charts, knobs = screen.charts, screen.knobs
    if commit:
        screen.state.sample(100)
        screen.state.finish()
        _settle()
    if size == "1280x800":
        assert charts.legend.line_count() <= 2
    text_colour = QColor(theme.current().text)
    entries = [charts.legend_overlap, charts.legend_p, charts.legend_q]
    if commit:
        entries += [charts.legend_box, charts.legend_diamond]
    for entry in entries:
        assert entry.isVisible()
        assert entry.label.palette().color(entry.label.foregroundRole()) == text_colour, entry.label.text()
        # Not clipped: the whole text fits the room its line gives it.
        assert entry.label.width() >= entry.label.fontMetrics().horizontalAdvance(entry.label.text())
        assert entry.mapTo(charts, entry.rect().bottomRight()).x() <= charts.width()
    small = []
    for w in screen.findChildren(QLabel):
        if w.isVisible() and w.text().strip() and QFontInfo(w.font()).pointSizeF() < 11:
            small.append((w.text()[:30], QFontInfo(w.font()).pointSizeF()))
    for plot in charts.plots:
        for font in plot.painted_fonts():
            if QFontInfo(font).pointSizeF() < 11:
                small.append((plot.objectName(), QFontInfo(font).pointSizeF()))
    assert not small, small
    # The scale texts each fit their room, and the mixture line is one line.
    for part in knobs.temperature_scale.parts:
        if part.text():
            assert part.geometry().right() <= knobs.temperature_scale.width()
    assert knobs.mix.isVisible() == (not screen.state.edited_by_hand)
    # Shown whole; on one row before the prediction (after it, the sampling card beside it widens and
    # is taller anyway).
    assert knobs.mix.height() >= knobs.mix.heightForWidth(knobs.mix.width())
    if not commit:
        assert knobs.mix.height() <= knobs.mix.fontMetrics().height() * 1.5, knobs.mix.text()
