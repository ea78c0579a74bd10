"""A presenter walks the whole lesson with the keyboard, start to end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.screens.lesson import SCREENS

LESSON = [s.name for s in SCREENS]


def test_lesson_has_the_eleven_parts_in_order():
    assert LESSON == ["intro", "checking", "rounds", "operate", "predict", "baddraft", "easywords", "heads",
                      "chatbot", "quiz", "next"]
    assert {s.group for s in SCREENS} == {"lesson"}


def test_walk_with_right_arrow_and_page_down(make_window, qtbot):
    w = make_window("--screen", "intro")
    seen = [w.current_name()]
    for i in range(len(LESSON) - 1):
        # Whatever has the focus gets the key, as with a real keyboard or clicker.
        target = QApplication.focusWidget() or w
        QTest.keyClick(target, Qt.Key.Key_Right if i % 2 == 0 else Qt.Key.Key_PageDown)
        # Let each screen animate a little on the way.
        screen = w.current_screen()
        for _ in range(3):
            w.ctx.clock.advance(0.2)
        screen.settle()
        seen.append(w.current_name())
    assert seen == LESSON
    # And back again with Left / PageUp.
    for i in range(len(LESSON) - 1):
        target = QApplication.focusWidget() or w
        QTest.keyClick(target, Qt.Key.Key_Left if i % 2 == 0 else Qt.Key.Key_PageUp)
    assert w.current_name() == "intro"


def test_every_step_has_read_first_and_it_opens_the_explainer_there(make_window, qtbot):
    w = make_window("--screen", "intro")
    explainer = None
    for name in LESSON:
        w.show_screen(name)
        screen = w.current_screen()
        # A link at the end of the lead, on every step (reviews 56, 57: a button on some, a link on others).
        assert f'href="explain:{name}"' in screen.lead.text(), name
        assert "Esta pantalla, por escrito" in screen.lead.text() or "This step, in writing" in screen.lead.text()
        screen.lead.linkActivated.emit(f"explain:{name}")
        assert w.current_name() == "explainer"
        explainer = w.current_screen()
        assert explainer.section == name
        assert explainer.origin == name
        explainer.back_button.click()
        assert w.current_name() == name


def test_intro_animation_writes_one_token_per_slow_pass(make_window):
    w = make_window("--screen", "intro")
    screen = w.current_screen()
    lanes = screen.lanes
    lane = lanes.lanes[0]
    screen.controls.play_button.click()
    assert lanes.playing and w.ctx.clock.running
    history = []
    for _ in range(400):
        w.ctx.clock.advance(0.05)
        history.append((lanes.passes_done(lane), lanes.tokens_done(lane)))
        if not lanes.playing:
            break
    assert not lanes.playing  # it stops by itself and lets the clock rest
    # Every token appears with its own pass, one at a time, never ahead of the passes.
    assert all(p == t for p, t in history)
    steps = {b[0] - a[0] for a, b in zip(history, history[1:])}
    assert steps <= {0, 1}
    assert history[-1] == (len(lane.words), len(lane.words))


def test_live_language_switch_retranslates_every_step(make_window):
    w = make_window("--screen", "intro", "--lang", "es")
    names = LESSON + ["explainer", "glossary"]
    for name in names:
        w.show_screen(name)
    w.set_language("en")
    QApplication.processEvents()
    for name in LESSON:
        screen = w.screen(name)
        assert "This step, in writing" in screen.lead.text(), name
    assert "slow pass" in w.screen("intro").lead.text()
    assert "Glossary" in w.screen("glossary").browser.toPlainText()
    assert "Speculative decoding: propose cheaply" in w.screen("explainer").browser.toPlainText()
    w.set_language("es")
    QApplication.processEvents()
    assert "pasada lenta" in w.screen("intro").lead.text()
    assert w.screen("quiz").question("how").question.text().startswith("¿Cómo")



def test_tab_never_stops_on_a_chart_without_keyboard_controls(make_window, qtbot):
    """A focused chart shows no focus ring and does nothing with keys: Tab must skip it."""
    import pyqtgraph as pg

    w = make_window("--screen", "lab")
    w.show()
    w.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    for name in ("operate", "predict", "quiz", "lab", "tree", "sampling"):
        w.show_screen(name)
        QApplication.processEvents()
        visited = set()
        for _ in range(60):
            QTest.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Tab)
            focused = QApplication.focusWidget()
            visited.add(focused)
            if isinstance(focused, pg.GraphicsView):
                assert focused.objectName() == "draftChart", (name, focused.objectName())  # arrows reshape q
        assert len(visited) > 3, name  # Tab did move through the screen's controls
