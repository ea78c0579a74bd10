"""Review round 1, E8: a student who adds up the printed bar values must land on
the printed α, or the screen must say the values are rounded (and what the hand
sums give). Everything here is read back from the screen's own texts."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt


@pytest.fixture
def lab(make_window):
    window = make_window("--screen", "sampling", "--size", "1280x800")
    return window, window.current_screen()


def _number(text: str) -> float:
    return float(text.strip().replace(",", "."))


def _printed(charts, name):
    return [_number(label.toPlainText()) for label in charts.parts[name]["labels"]]


def _check(screen):
    charts, readout = screen.charts, screen.readout
    p, q = _printed(charts, "p"), _printed(charts, "q")
    shown_alpha = _number(readout.values["alpha"].text())
    # Independent hand sums, in hundredths so float noise cannot hide a 0,01 gap.
    hand_alpha = sum(min(round(a * 100), round(b * 100)) for a, b in zip(p, q))
    p_sum = sum(round(a * 100) for a in p)
    note = readout.notes["alpha"].text()
    # The printed probabilities of each panel add up to exactly 1 (review round 4 found 1,01).
    assert p_sum == 100 and sum(round(b * 100) for b in q) == 100
    agrees = hand_alpha == round(shown_alpha * 100)
    if agrees:
        assert "redondead" not in note
    else:
        said = re.search(r"Las barras están redondeadas: sumadas a mano dan (\d+,\d\d)\.", note)
        assert said, note
        assert round(_number(said.group(1)) * 100) == hand_alpha
    return agrees


def test_the_default_screen_adds_up(lab):
    _window, screen = lab
    # Round 4: nearest rounding printed p summing to 1,01 and Σ min 0,85 beside α = 0,84.
    # The printed bars now add up to 1 and their minima to the printed α.
    assert _check(screen) is True
    assert "redondead" not in screen.readout.notes["alpha"].text()


def test_hand_check_holds_for_other_drafts(lab, qtbot):
    _window, screen = lab
    qtbot.mouseClick(screen.prediction.options["p"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
    for value in (0.0, 0.15, 0.5, 0.8, 1.0):
        screen.state.set_difference(value)
        _check(screen)
    screen.state.set_word(0, 0.9)
    _check(screen)


def test_every_bar_of_q_is_rebuilt_by_hand_from_the_mixture_line(lab, qtbot):
    """Review 63 (and rounds since 29): «silla» rose from 0,02 to 0,04 towards a draft that names
    caballo, burro and mula, and no reader could rebuild q. The line under the slider gives the
    mixture with its numbers; a reader who works it from the printed p lands on every printed q."""
    _window, screen = lab
    line = screen.knobs.mix
    assert line.isVisible()
    assert line.text() == "q = 0,70·p + 0,30·otro (caballo 0,5; burro 0,3; mula 0,2)"
    other = {"caballo": 0.5, "burro": 0.3, "mula": 0.2}
    p, q = _printed(screen.charts, "p"), _printed(screen.charts, "q")
    for word, pw, qw in zip(screen.state.words, p, q):
        assert qw == pytest.approx(0.7 * pw + 0.3 * other.get(word, 0.0), abs=0.0051), word
    # «silla» no longer rises: the other draft never says it.
    assert q[screen.state.words.index("silla")] < p[screen.state.words.index("silla")]


def test_the_mixture_line_follows_the_knobs_and_steps_aside_for_a_hand_shaped_q(lab, qtbot):
    _window, screen = lab
    qtbot.mouseClick(screen.prediction.options["p"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
    line = screen.knobs.mix
    screen.state.set_difference(0.45)
    assert line.text() == "q = 0,55·p + 0,45·otro (caballo 0,5; burro 0,3; mula 0,2)"
    screen.state.set_temperature(0.5)
    assert line.text() == "q = 0,55·p + 0,45·otro, afilada (T = 0,50)"
    screen.state.set_temperature(1.5)
    assert line.text() == "q = 0,55·p + 0,45·otro, más plana (T = 1,50)"
    # Dragged by hand, q is no mixture: the line goes and the hint says so.
    screen.state.set_word(0, 0.9)
    assert not line.isVisible()
    assert "a mano" in screen.knobs.hint.text()
