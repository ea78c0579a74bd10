"""Review 7: at 1280×800 the bottom of the screen was cut off (the verdict's last lines
below the window). With a comparison's result on it, the screen fits the window there,
every card inside it; at 1024×768 it may scroll, but nothing is drawn over anything.

At 1280×800 the result is made up (calibrated costs, and runs at exactly their pace) so
that no sentence that depends on this computer's noise (the pace warning, the
cannot-win reason) changes the height; at 1024×768 a real comparison runs.

Review 9: the two texts showed about two lines there and the pace warning was cut off. Each
text now shows at least four whole lines at 1280×800 (five until review 11 put the
prediction's parts on a second line under the cells), with the pace warning on the card too;
the prediction's recipe waits behind the verdict's Details button, and the one sentence of
slow passes against the clock stays on the card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from support.page_edges import cut_at_top, top_shown

from desktop.realmodels.calibration import Acceptance, Costs
from desktop.realmodels.child import Event
from desktop.realmodels.decoding import Progress

TEXT = ("Dijo Sancho: —Para mí es, amigo, que esté de servido en la venta, y que no se me dé nada "
        "de lo que dicen los que van por el mundo; que yo sé bien que mi señor don Quijote no ha de "
        "dejar de hacer lo que dice, y que de aquí a poco veremos lo que ha de ser de todo ello. ")[:300]


class _Gen:
    cancelled = False


def _bottom(widget, screen) -> int:
    return widget.mapTo(screen, QPoint(0, widget.height())).y()


def _visible_lines(view) -> tuple[int, int]:
    """(whole lines inside the text box's viewport when scrolled to the top, lines in all)."""
    view.verticalScrollBar().setValue(0)
    doc, height = view.document(), view.viewport().height()
    shown = total = 0
    block = doc.begin()
    while block.isValid():
        top = doc.documentLayout().blockBoundingRect(block).top()
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            total += 1
            shown += top + line.y() + line.height() <= height
        block = block.next()
    return shown, total


def _made_up_result(screen, pace: float = 1.0, round_pace: float | None = None):
    """``pace``: the runs' time per character and per round, as a multiple of the calibration's
    (``round_pace``, where given, for the rounds instead)."""
    from desktop.screens.realmodels.verdict import Result

    t_pass = [0.010 * (1 + 0.02 * m) for m in range(9)]
    costs = Costs("tiny", t_pass, 0.0005, False, Acceptance([100] * 8, [80] * 8), t_step=0.010)
    screen.handle_event(_Gen(), Event("calibration", costs, message="tiny"))
    job = screen.job(len(TEXT))
    k, n = job.k, len(TEXT)
    rounds = round(n / costs.acceptance.expected_tokens(k))
    solo = Progress([(TEXT, "target")], TEXT, n, n, 0, 0, 0, 0, pace * n * costs.step_alone(), done=True)
    spec = Progress([(TEXT, "accepted")], TEXT, n, rounds, rounds * k, rounds * k, n - rounds, 0,
                    (pace if round_pace is None else round_pace) * rounds * costs.round_time(k), done=True)
    for panel, p in ((screen.solo, solo), (screen.spec, spec)):
        panel.start(job.prompt)
        panel.update_progress(p)
        panel.set_state("done")
    return Result(job, solo, spec, rounds // 2, costs)


def test_with_room_the_pace_line_says_what_it_does_to_the_speed_up(qtbot, qapp, make_window):
    """Round 94 read «* Más lenta que la prueba corta» beside a speed-up above its forecast as a
    contradiction. The characters here slowed by 1,4 and the rounds by 1,15 (the speed-up goes up by
    1,4 ÷ 1,15, worked out here): on a 1920x1080 window the line has room to say so."""
    window = make_window("--screen", "realmodels", "--size", "1920x1080")
    screen = window.current_screen()
    screen.stop_calibration()
    result = _made_up_result(screen, 1.4, 1.15)
    screen.result = result
    screen.verdict.show_result(result)
    for _ in range(10):
        qapp.processEvents()
    line = screen.verdict.clock.text().split("\n")[-1]
    assert line.startswith("* Más lenta que la prueba corta") and line.endswith(". Eso sube la aceleración."), line
    assert "Eso sube la aceleración." in screen.verdict.explain.text()


def _no_overlap_and_nothing_squeezed(screen):
    # Each card has the height its contents need: the verdict's last line, the runs' counters.
    assert screen.verdict.height() >= screen.verdict.heightForWidth(screen.verdict.width())
    assert screen.intro.height() >= screen.intro.heightForWidth(screen.intro.width())
    for panel in (screen.solo, screen.spec):
        stats_bottom = max(_bottom(w, panel) for w in (panel.passes, panel.ms))
        assert panel.view.mapTo(panel, QPoint(0, 0)).y() >= stats_bottom  # the text starts below the counters
    for part in (screen.intro, screen.costs_panel, screen.tabs, screen.verdict):
        assert _bottom(part, screen) <= screen.height()


# (1,4; 1,15): the characters slowed more than the rounds, and the line says what that does to the
# speed-up, its longest form (round 94).
@pytest.mark.parametrize("pace, round_pace", [(1.0, None), (1.4, None), (1.4, 1.15)])
def test_at_1280x800_the_screen_fits_the_window(qtbot, qapp, make_window, pace, round_pace):
    window = make_window("--screen", "realmodels", "--size", "1280x800")
    screen = window.current_screen()
    screen.stop_calibration()
    result = _made_up_result(screen, pace, round_pace)
    screen.result = result
    screen.verdict.show_result(result)
    warning = screen.verdict.pace(result)
    assert (warning == "") == (pace == 1.0)  # at 1,4 times the pace, the card says so
    assert screen.costs_panel.cannot_win_text() is None
    for _ in range(10):
        qapp.processEvents()
    viewport = screen.parentWidget()
    assert screen.height() <= viewport.height()  # no scrolling: nothing below the window
    for part in (screen.controls, screen.costs_panel, screen.tabs, screen.verdict):
        assert _bottom(part, screen) <= viewport.height(), part.objectName()
    _no_overlap_and_nothing_squeezed(screen)
    # The sentence of slow passes against the clock, and the warning, whole on the card.
    clock = screen.verdict.clock
    # Measured set against predicted first (review 21), unless the pace line («* …») gives the gap's cause;
    # then passes against the clock.
    lines = clock.text().splitlines()
    assert clock.isVisible() and lines[0].startswith("Medida: ") == (not warning)
    assert lines[0 if warning else 1].startswith(f"Pasadas lentas: {len(TEXT)} → ")
    assert (f"* {warning}" in clock.text()) if warning else "*" not in clock.text()
    assert clock.height() >= clock.heightForWidth(clock.width())
    assert _bottom(clock, screen) <= viewport.height()
    # Four whole lines of each text, of more than four.
    for panel in (screen.solo, screen.spec):
        shown, total = _visible_lines(panel.view)
        # Four since review 11: the prediction under the cells shows its parts on a second line.
        assert total > 4 and shown >= 4, (panel.kind, shown, total)
    # Folded, the card shows the prediction as one short product of three numbers (reviews 10, 46, 47);
    # the recipe with each part is behind Details, and comes back with it.
    recipe, shown = screen.costs_panel.recipe, screen.costs_panel.predicted.value.text()
    folded_text = recipe.text()
    assert recipe.isVisible() and folded_text.startswith("Prevista: ") and folded_text.endswith(" = " + shown)
    assert recipe.height() >= recipe.heightForWidth(recipe.width()) and _bottom(recipe, screen) <= viewport.height()
    screen.verdict.details_button.click()
    for _ in range(10):
        qapp.processEvents()
    assert recipe.isVisible() and recipe.text().startswith(shown + " = ")
    assert screen.verdict.explain.isVisible()
    _no_overlap_and_nothing_squeezed(screen)  # it may scroll now, but nothing is drawn over anything
    screen.verdict.details_button.click()
    for _ in range(10):
        qapp.processEvents()
    assert recipe.text() == folded_text


@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
def test_a_real_run_scrolls_rather_than_overlapping(qtbot, qapp, make_window, size):
    window = make_window("--screen", "realmodels", "--size", size)
    screen = window.current_screen()
    screen.stop_calibration()
    screen.prompt_edit.setText("Dijo Sancho")
    with qtbot.waitSignal(screen.finished, timeout=120_000) as blocker:
        # 300 characters: the times have four digits and wrap under the counts at 1024×768.
        assert screen.start(300)
    assert blocker.args[0] is not None
    for _ in range(10):
        qapp.processEvents()
    _no_overlap_and_nothing_squeezed(screen)


@pytest.mark.parametrize("size, projector, stacked", [("1024x768", False, True), ("1024x768", True, True),
                                                      ("1280x800", True, True), ("1280x800", False, False)])
def test_where_the_results_would_be_squeezed_the_controls_go_above_them(qapp, make_window, size, projector,
                                                                        stacked):
    """Review 18 rated this screen 1-2 of 5 from the back row: beside a 300-px column of
    controls, the numbers' captions took three lines and each text showed two. Where the
    results would get fewer than RESULTS_CHARS characters of width, the controls go above
    them (the text and the buttons on the left, the settings on the right) and the results
    take the whole width; at 1280×800 with normal text they stay beside."""
    window = make_window("--screen", "realmodels", "--size", size, *(["--projector"] if projector else []))
    for _ in range(5):
        qapp.processEvents()
    screen = window.current_screen()
    assert screen.stacked is stacked
    controls, results = screen.controls, screen.results
    top_of = lambda w: w.mapTo(screen, QPoint(0, 0))
    if stacked:
        assert top_of(results).y() >= top_of(controls).y() + controls.height()
        assert results.width() >= screen.width() - 2
        # The settings beside the text and the buttons: the buttons under the text, not under the settings.
        assert screen.draft_box.mapTo(screen, QPoint(0, 0)).x() > screen.prompt_edit.mapTo(
            screen, QPoint(screen.prompt_edit.width(), 0)).x()
        assert screen.generate_button.mapTo(screen, QPoint(0, 0)).y() > screen.prompt_edit.mapTo(
            screen, QPoint(0, 0)).y()
    else:
        assert top_of(results).x() >= top_of(controls).x() + controls.width()
    # Every combo has room for its whole text and its arrow («Muestreo, T = 0,» in a first try).
    for box in (screen.draft_box, screen.mode_box, screen.length_box):
        assert box.width() >= box.fontMetrics().horizontalAdvance(box.currentText()) + 24, box.currentText()


def test_projector_mode_moves_the_controls_above_the_results_and_back(qapp, make_window):
    """The choice follows the text size: switching projector mode on at 1280×800 puts the
    controls above the results (its larger text would squeeze them), and off puts them back."""
    window = make_window("--screen", "realmodels", "--size", "1280x800")
    for _ in range(5):
        qapp.processEvents()
    screen = window.current_screen()
    assert screen.stacked is False
    window.set_projector(True)
    for _ in range(5):
        qapp.processEvents()
    screen = window.current_screen()
    assert screen.stacked is True
    window.set_projector(False)
    for _ in range(5):
        qapp.processEvents()
    assert window.current_screen().stacked is False


@pytest.mark.parametrize("size, projector", [("1280x800", True), ("1024x768", False)])
def test_on_a_projector_a_job_that_starts_brings_its_pages_into_view(qtbot, qapp, make_window, size, projector):
    """Review 75: on a projector at 1280x800 the pages (the two texts) sat below the fold, and pressing
    «Generar» showed «Generando…» and nothing else moving. Starting a job scrolls the page just enough
    to show them, with «Cancelar» still in view, and no line of text cut in half at the top edge (round 81,
    at 1024x768). Geometry, read off the laid-out page."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QScrollArea

    window = make_window("--screen", "realmodels", "--size", size, *(["--projector"] if projector else []))
    screen = window.current_screen()
    screen.stop_calibration()
    qtbot.wait(50)
    area = screen.parentWidget()
    while not isinstance(area, QScrollArea):
        area = area.parentWidget()
    viewport = area.viewport()

    def top_shown(widget, lines: int) -> bool:
        """The widget's top ``lines`` text lines lie inside the viewport."""
        top_left = widget.mapTo(viewport, QPoint(0, 0))
        tall = min(widget.height(), lines * widget.fontMetrics().height())
        return viewport.rect().contains(QRect(top_left.x(), top_left.y(), widget.width(), tall))

    assert area.verticalScrollBar().value() == 0
    # The pages' first lines may show, but not all of them (on a projector, its shorter intro lifted them
    # into the first screenful): the page scrolls to them.
    assert not top_shown(screen.tabs, 12), "the pages fit: this test no longer checks anything"
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(20)
        qtbot.wait(50)
        assert area.verticalScrollBar().value() > 0
        assert top_shown(screen.tabs, 6) and top_shown(screen.cancel_button, 1)
        assert cut_at_top(area, screen) == []


def test_on_a_projector_generar_pressed_at_once_cuts_no_text_at_the_top(qtbot, qapp, make_window):
    """A teacher who presses «Generar» as the screen opens (the short test still measuring), on a projector:
    the scroll to the pages stopped with the «El texto empieza por» field cut in half at the top edge, and
    mid-run «k = 7, puesta por la app…» appeared above that edge, cut too. Neither text is cut, then or
    once the run has chosen its k; the verdict, which came in under the fold, comes into view."""
    from PySide6.QtWidgets import QScrollArea

    window = make_window("--screen", "realmodels", "--size", "1280x800", "--projector")
    screen = window.current_screen()
    area = screen.parentWidget()
    while not isinstance(area, QScrollArea):
        area = area.parentWidget()
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(20)
        qtbot.wait(50)
        assert area.verticalScrollBar().value() > 0, "the page did not scroll: this test checks nothing"
        if screen.result is None:  # still running (done, the verdict's placing rules, below)
            assert cut_at_top(area, screen) == []
    qtbot.wait(50)
    assert screen.k_note.isVisible()
    # The result came in under the fold, its numbers cut at the window's foot: it comes into view, its
    # numbers whole (at most its last two lines may give way to an uncut top edge); the top edge is uncut
    # too, unless the verdict sits at the page's very foot (then its numbers win).
    verdict = screen.verdict
    # Waited for, not slept on: under a loaded machine the last layouts land a few turns later.
    qtbot.waitUntil(lambda: all(top_shown(area, w) for w in (verdict.badge, verdict.speedup, verdict.passes,
                                                             verdict.acceptance)), timeout=3000)
    bar = area.verticalScrollBar()
    assert cut_at_top(area, screen) == [] or bar.value() == bar.maximum()


@pytest.mark.parametrize("size, projector", [("1280x800", True), ("1024x768", False)])
def test_a_status_that_wraps_mid_run_never_overprints_the_counters(qtbot, make_window, size, projector):
    """Round 86 (projector, 1280x800, paused at 1,5 s): «… · Escribiendo… · 2 caracteres» wrapped onto a
    second line drawn over «2 pasadas lentas 2 ms»: the card had been squeezed under its minimum, as the
    pages kept the height of a one-line status. At every moment of a run, each card's subtitle ends above
    its counters and the card is at least as tall as it needs."""
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "realmodels", "--size", size, *(["--projector"] if projector else []))
    screen = window.current_screen()
    screen.stop_calibration()
    qtbot.wait(50)
    seen = []

    def check() -> None:
        for _ in range(3):  # what a frame drawn now shows: the layouts its last changes asked for
            QApplication.processEvents()
        for panel in (screen.solo, screen.spec):
            if panel.isVisible():
                assert panel.subtitle.geometry().bottom() < panel.stats.geometry().top(), panel.subtitle.text()
                assert panel.height() >= panel.minimumSizeHint().height(), panel.subtitle.text()
                # Round 87 read «3pasadas lentas 3»: each counter drawn whole, in a box as wide as its text.
                for stat in (panel.passes, panel.ms):
                    assert stat.value.width() >= stat.value.sizeHint().width(), stat.value.text()
                seen.append(panel.subtitle.text())

    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(300)
        for _ in range(400):
            qtbot.wait(15)
            check()
            if screen.result is not None:
                break
    qtbot.wait(50)
    check()
    assert any("caracteres" in text for text in seen), "no frame caught a run writing: this test checks nothing"



def test_while_the_draft_writes_the_finished_text_shows_the_same_stretch(qtbot, make_window):
    """Round 87 (1366x768, paused at 3 s): the big model's finished text showed its end («mozo de barba…»)
    beside the drafted run writing from the start, and the two read as different texts. While the draft's
    run writes, the character at the top of its box sits on the top line of the finished one. Compared by
    character: the two boxes wrap apart, so equal scroll values are different stretches (CI53)."""
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "realmodels", "--size", "1280x800", "--projector")
    screen = window.current_screen()
    screen.stop_calibration()
    qtbot.wait(50)
    solo, spec = screen.solo.view, screen.spec.view
    compared = 0
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(300)
        for _ in range(600):
            qtbot.wait(10)
            QApplication.processEvents()
            if screen.result is not None:
                break
            if screen.solo.state == "done" and screen.spec.state == "running" \
                    and spec.verticalScrollBar().value() > 0:
                top = spec.first_shown()
                cursor = QTextCursor(solo.document())
                cursor.setPosition(top)
                where = solo.cursorRect(cursor)
                # The same character, on the finished box's first line: not above it, not below it.
                assert 0 <= where.top() < solo.line_height(), (top, where.top(), solo.line_height())
                assert solo.toPlainText()[top] == spec.toPlainText()[top]
                compared += 1
    assert compared, "no frame caught the draft's run scrolled: this test checks nothing"


def test_the_generate_button_keeps_its_size_when_it_stops_being_the_next_step(qtbot, make_window):
    """Round 89 (projector, 1440x900): after a run «▶ Generar» hands the next-step look to «Llevar al
    laboratorio», and its text fell to 18 px beside its 23-px neighbours: re-polishing the button gave it
    back its font from before the style sheet."""
    from PySide6.QtGui import QFontInfo

    from desktop.widgets import looks

    window = make_window("--screen", "realmodels", "--size", "1440x900", "--projector")
    screen = window.current_screen()
    screen.stop_calibration()
    qtbot.wait(50)
    beside = QFontInfo(screen.cancel_button.font()).pixelSize()
    assert QFontInfo(screen.generate_button.font()).pixelSize() == beside
    for on in (False, True, False):
        looks.set_primary(screen.generate_button, on, "generateButton")
        assert QFontInfo(screen.generate_button.font()).pixelSize() == beside, on


@pytest.mark.parametrize("args", [("--size", "1280x800", "--font-scale", "150"), ("--size", "1024x768", "--projector")])
def test_the_short_tests_big_numbers_keep_a_letter_apart(qtbot, make_window, args):
    """Round 90 (150 % text, 1280x800): «α = 0,76» and «2,14×» stood 15 px apart in 30-px bold and read
    «0,762,14×». Between the ink of two neighbouring numbers there is at least the width of an «M»."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "realmodels", *args)
    screen = window.current_screen()
    screen.stop_calibration()
    panel = screen.costs_panel
    cells = (panel.one, panel.window, panel.draft, panel.alpha, panel.predicted)
    # Round 90's numbers and captions, as the panel showed them.
    for cell, value, caption in zip(cells, ("4,13 ms", "5,04 ms", "0,046 ms", "α = 0,76", "2,14×"),
                                    ("1 pasada lenta, 1 posición", "4 posiciones: 1,22 × una (chatbot: ≈ 1×)",
                                     "1 paso del borrador: c = 0,011", "28 de 37 aceptadas", "prevista, k = 3 (la mejor)")):
        cell.set_value(value)
        cell.caption.setText(caption)
    for _ in range(3):
        QApplication.processEvents()
    panel.layout().activate()
    for left, right in zip(cells, cells[1:]):
        fm = QFontMetrics(left.value.font())
        ink_end = left.value.mapTo(panel, QPoint(0, 0)).x() + fm.horizontalAdvance(left.value.text())
        start = right.value.mapTo(panel, QPoint(0, 0)).x()
        assert start - ink_end >= fm.horizontalAdvance("M") - 1, (left.value.text(), right.value.text(), start - ink_end)


def test_a_finished_text_that_followed_its_end_shows_whole_lines(qtbot, make_window):
    """Round 91 (1600x900 projector): the drafted run's box stopped 18 px short of its end, its top line cut
    in half, the fills' edges read as crossed-out text. A box that followed its text ends at its end, and
    its top and bottom lines are whole."""
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QApplication

    window = make_window("--screen", "realmodels", "--size", "1600x900", "--projector")
    screen = window.current_screen()
    screen.stop_calibration()
    qtbot.wait(50)
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(300)
    for _ in range(3):
        QApplication.processEvents()
    view = screen.spec.view
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0, "the text fits its box: this test checks nothing"
    assert bar.value() == bar.maximum()
    top = QTextCursor(view.document())
    top.setPosition(view.first_shown())
    end = QTextCursor(view.document())
    end.movePosition(QTextCursor.MoveOperation.End)
    assert view.cursorRect(top).top() >= 0, view.cursorRect(top)
    assert view.cursorRect(end).bottom() <= view.viewport().height(), (view.cursorRect(end), view.viewport().height())
