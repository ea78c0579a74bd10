"""The lesson's charts say what they show (WCAG 1.1.1): an accessible name, and
a description with the numbers the picture shows at this frame, read through
Qt's accessibility interface (what the AT-SPI bridge hands a screen reader).

Expected numbers come from the lanes' timing rules (a writing pass lasts one
slow pass; a draft step DRAFT_STEP; a round's pass writes accepted + 1) and
from the heads diagram's fixed round, worked out here by hand.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from desktop.screens.lesson.sentence import OPENING
from desktop.screens.lesson.widgets import heads_diagram


def _said(widget) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def test_the_opening_lanes_describe_the_passes_and_tokens_at_two_frames(make_window):
    w = make_window("--screen", "intro")
    lanes = w.current_screen().lanes
    n = len(OPENING)
    lanes.seek(2.5)  # two passes have landed, the third writes token 3
    name, first = _said(lanes)
    assert name == "Línea de tiempo de las pasadas lentas"
    assert f"2 pasadas lentas hechas, 2 de {n} tokens en el texto, pasada 3 en curso" in first
    lanes.seek(7.25)
    _, later = _said(lanes)
    assert f"7 pasadas lentas hechas, 7 de {n} tokens en el texto, pasada 8 en curso" in later
    lanes.seek(lanes.duration())
    _, done = _said(lanes)
    assert f"acabó con {n} pasadas lentas para {n} tokens" in done
    assert done.startswith(lanes.titles["writing"])  # the lane named as on screen


def test_the_description_follows_the_animation_as_the_clock_moves(make_window):
    w = make_window("--screen", "intro")
    lanes = w.current_screen().lanes
    lanes.restart()
    _, before = _said(lanes)
    assert f"0 pasadas lentas hechas, 0 de {len(OPENING)} tokens" in before
    lanes.play()
    for _ in range(400):
        w.ctx.clock.advance(0.05)
        if lanes.passes_done(lanes.lanes[0]) >= 3:
            break
    lanes.pause()
    done = lanes.passes_done(lanes.lanes[0])
    assert done >= 3
    _, now = _said(lanes)
    assert f"{done} pasadas lentas hechas, {done} de {len(OPENING)} tokens" in now


def test_the_checking_lanes_describe_both_lanes(make_window):
    w = make_window("--screen", "checking")
    screen = w.current_screen()
    lanes = screen.lanes
    k = screen.model.k
    assert k == 5
    lanes.seek(0.3)  # the draft is at its third step; the writing lane is in its first pass
    _, early = _said(lanes)
    assert early.count("0 pasadas lentas hechas, 0 de 6 tokens en el texto") == 2
    assert "pasada 1 en curso" in early  # the writing lane only: the checking pass has not begun
    assert early.count("en curso") == 1
    lanes.seek(1.8)  # the drafts end at 5 × 0,12 = 0,6, their pass at 1,6; writing is in pass 2
    _, later = _said(lanes)
    assert "acabó con 1 pasada lenta para 6 tokens" in later
    assert "1 pasada lenta hecha, 1 de 6 tokens en el texto, pasada 2 en curso" in later


def test_the_chatbot_lanes_compare_a_year_ago_and_today_after_an_answer(make_window):
    w = make_window("--screen", "chatbot")
    screen = w.current_screen()
    lanes = screen.lanes
    _, before = _said(lanes)
    assert before == f"{lanes.titles['writing']}: acabó con 8 pasadas lentas para 8 tokens."
    screen.question.choose(screen.question.right_answer())
    _, after = _said(lanes)
    # Two rounds of k = 4 with 3 accepted each: every pass writes 3 + 1 tokens.
    assert "acabó con 8 pasadas lentas para 8 tokens" in after
    assert "acabó con 2 pasadas lentas para 8 tokens" in after
    assert after.index(lanes.titles["writing"]) < after.index(lanes.titles["speculative"])


@pytest.mark.parametrize(("mode", "joined"), [("heads", 2), ("separate", 3)])
def test_the_heads_diagram_describes_its_stage_and_counts(make_window, mode, joined):
    w = make_window("--screen", "heads")
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    proposals = 2 if mode == "heads" else 3  # with heads, +1 is the model's own and not proposed
    diagram.set_stage(2)
    name, verifying = _said(diagram)
    assert name == "Una ronda: propuestas y una pasada lenta"
    assert f"una pasada lenta verifica las {proposals} propuestas a la vez" in verifying
    # A separate model took one draft step per proposal; the heads took none in this round.
    steps = 0 if mode == "heads" else proposals
    assert verifying.endswith(f"Pasos del borrador: {steps}, pasadas lentas: 0, tokens nuevos: 0.")
    diagram.set_stage(heads_diagram.LAST_STAGE)
    _, landed = _said(diagram)
    assert landed.endswith(f"Pasos del borrador: {steps}, pasadas lentas: 1, tokens nuevos: {joined}.")
    assert landed.startswith("Cabezas de borrador" if mode == "heads" else "Modelo borrador aparte")


def test_descriptions_switch_language_with_the_window(make_window):
    w = make_window("--screen", "intro")
    lanes = w.current_screen().lanes
    lanes.seek(2.5)
    w.set_language("en")
    QApplication.processEvents()
    name, text = _said(lanes)
    assert name == "Time line of the slow passes"
    assert "2 slow passes done, 2 of 10 tokens in the text, pass 3 under way" in text


def test_tab_reaches_both_ways_of_drafting_on_the_heads_screen(make_window, qtbot):
    w = make_window("--screen", "heads")
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    screen = w.current_screen()
    for mode in ("heads", "separate", "heads"):
        screen.set_mode(mode)
        screen.heads_button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.heads_button, timeout=3000)
        qtbot.keyClick(screen.heads_button, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is screen.separate_button, mode
        # Exactly one way is chosen, and the buttons say which.
        assert screen.heads_button.isChecked() == (mode == "heads") != screen.separate_button.isChecked()
