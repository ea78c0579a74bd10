"""Blind review 3 on the final challenge: what a screen reader hears is what the screen shows (α 0,30,
not the slider's step 30), and a time is said as a time, in slow passes."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from desktop.course import challenges as ch


def _number(text: str) -> float:
    return float(re.search(r"-?\d+(?:[.,]\d+)?", text).group(0).replace(",", "."))


@pytest.fixture
def screen(make_window):
    return make_window("--screen", "challenge").current_screen()


def test_the_alpha_sliders_report_the_alpha_they_show(screen):
    pairs = ((screen.never_alpha, screen.never_value), (screen.break_alpha, screen.break_value))
    for slider, label in pairs:
        for raw in (0, 30, 52, 100):
            slider.setValue(raw)
            QApplication.processEvents()
            iface = QAccessible.queryAccessibleInterface(slider)
            value = iface.valueInterface().currentValue()
            assert value == pytest.approx(raw / 100) == pytest.approx(_number(label.text())), (raw, label.text())
            assert iface.text(QAccessible.Text.Value) == label.text()  # "0,30", as written beside it
            assert label.text() == f"{raw / 100:.2f}".replace(".", ",")
        # The number shown beside the slider is its only labelled neighbour: the card's numbered title
        # ("2. Haz perder…") is not one of its siblings, so nothing else can be read as its value.
        numbered = [w for w in slider.parentWidget().findChildren(QLabel) if re.match(r"\W{0,3}\d", w.text())]
        assert numbered == [label], [w.text() for w in numbered]


def test_the_spin_boxes_show_only_their_number_and_are_labelled(screen):
    spins = [("window", screen.window_k), ("two_drafts", screen.draft_k), *(("tree", s) for s in screen.tree_spins)]
    for cid, spin in spins:
        screen.show_goal(ch.IDS.index(cid))  # one goal is shown at a time
        spin.setValue(2)
        assert spin.text() == "2"  # no prefix: the box's text is its value
        label = next(w for w in screen.findChildren(QLabel) if w.buddy() is spin)
        assert label.text() and label.isVisibleTo(screen)
    assert [screen.tree_labels[d].text() for d in range(4)] == [f"nivel {d + 1}:" for d in range(4)]


def test_a_round_s_time_is_said_in_slow_passes(screen):
    screen.window_k.setValue(3)
    text = screen.feedback["window"].text()
    # E = 1 + 0,7 + 0,49 + 0,343 = 2,533; time 1 + 3 × 0,2 = 1,6; 2,533 / 1,6 = 1,583.
    assert "Tiempo de una ronda, en pasadas lentas: 1 + 3 × 0,20 = 1,60" in text, text
    assert "2,53 ÷ 1,60 = 1,58×" in text, text
    screen.draft_buttons["B"].setChecked(True)
    screen.draft_k.setValue(4)
    text = screen.feedback["two_drafts"].text()
    # B: α = 0,55, c = 0,05; time 1 + 4 × 0,05 = 1,2.
    assert "Tiempo de una ronda, en pasadas lentas: 1 + 4 × 0,05 = 1,20" in text, text
    assert "Tiempo de una ronda, en pasadas lentas" in screen.statements["tree"].text()
    shown = " ".join(w.text() for w in screen.findChildren(QLabel))
    assert "de tiempo" not in shown
    assert not re.search(r"\b(la|una) α", shown), shown


def test_the_alpha_sliders_report_the_alpha_even_with_a_screen_reader_on_from_the_start(make_window, qapp):
    """With a screen reader already listening, Qt builds a slider's interface at its first setValue; the
    value map must be in place before that (the real-display walk caught 80 for 0,80)."""
    QAccessible.setActive(True)
    try:
        screen = make_window("--screen", "challenge").current_screen()
        for slider, label in ((screen.never_alpha, screen.never_value), (screen.break_alpha, screen.break_value)):
            value = QAccessible.queryAccessibleInterface(slider).valueInterface().currentValue()
            assert value == pytest.approx(_number(label.text())) == pytest.approx(slider.value() / 100)
    finally:
        QAccessible.setActive(False)


def _answers(screen):
    """Each goal answered in the ways that give its longest explanations (a wrong try, then a right one)."""
    yield "window", lambda: screen.window_k.setValue(1)
    yield "window", lambda: screen.window_k.setValue(ch.K_MAX)
    yield "never_slower", lambda: screen.answer_never(0.3)
    yield "never_slower", lambda: screen.answer_never(None)
    yield "break_even", lambda: screen.break_alpha.setValue(80)
    yield "break_even", lambda: screen.break_alpha.setValue(10)
    yield "tree", lambda: [s.setValue(1) for s in screen.tree_spins]
    yield "tree", lambda: [s.setValue(v) for s, v in zip(screen.tree_spins, (3, 2, 1, 1))]
    yield "two_drafts", lambda: (screen.draft_buttons["A"].setChecked(True), screen.draft_k.setValue(3))
    yield "two_drafts", lambda: (screen.draft_buttons["B"].setChecked(True), screen.draft_k.setValue(ch.K_MAX))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_answer_s_explanation_is_whole_on_screen_at_1280x800(make_window, lang):
    """Blind review round 4: the feedback of the lower cards was cut at the window's edge. Each goal is
    shown alone, and after any answer its whole explanation is drawn inside the visible area."""
    window = make_window("--screen", "challenge", "--lang", lang)
    window.resize(1280, 800)
    screen = window.current_screen()
    scroll = next(a for a in window.findChildren(QScrollArea) if a.widget() is screen)
    for cid, answer in _answers(screen):
        screen.show_goal(ch.IDS.index(cid))
        answer()
        for _ in range(3):
            QApplication.processEvents()
        label = screen.feedback[cid]
        assert label.isVisibleTo(screen) and label.text(), cid
        assert label.heightForWidth(label.width()) <= label.height(), (cid, label.text())  # no line cut
        top = label.mapTo(scroll.viewport(), label.rect().topLeft())
        bottom = label.mapTo(scroll.viewport(), label.rect().bottomRight())
        assert top.y() >= 0 and bottom.y() <= scroll.viewport().height(), (cid, bottom.y(), scroll.viewport().height())
        assert bottom.x() <= scroll.viewport().width(), cid


def _speedup(k: int, alpha: float, cost: float) -> float:
    """Independent: E = 1 + α + … + α^k tokens per round, time 1 + k·c in slow passes."""
    return sum(alpha ** i for i in range(k + 1)) / (1 + k * cost)


def test_a_speed_up_below_one_says_slower_in_words(screen):
    """docs/estilo.md: «0,79× (más lento)». A slowdown must read as one, not only as a number under 1."""
    for raw in (5, 30, 80):  # the break-even goal: k = 4 and its own c; α well below, near and above
        alpha = raw / 100
        screen.break_alpha.setValue(raw)
        text = screen.feedback["break_even"].text()
        s = _speedup(4, alpha, ch.BREAK_COST)
        shown = f"{s:.2f}×".replace(".", ",")
        assert shown in text, (alpha, text)
        assert (f"{shown} (más lento)" in text) == (round(s, 2) < 1), (alpha, text)
    screen.window_k.setValue(3)
    assert "más lento" not in screen.feedback["window"].text()  # 1,58×: faster, no word added


def test_no_goal_says_not_yet_before_the_learner_moves_its_controls(screen):
    """The two-drafts goal showed «✕ Todavía no» on first sight: checking its default draft counted as
    the learner's move. Every goal starts at «Punto de partida», and again after a reset."""
    for _ in range(2):
        for i, cid in enumerate(ch.IDS):
            screen.show_goal(i)
            QApplication.processEvents()
            label = screen.feedback[cid]
            if label.isVisible():
                assert label.objectName() == "challengeStart", (cid, label.text())
                assert not label.text().startswith("✕"), (cid, label.text())
        screen.draft_buttons["B"].setChecked(True)
        screen.window_k.setValue(3)
        assert screen.feedback["two_drafts"].objectName() in ("good", "bad")
        screen.reset()
