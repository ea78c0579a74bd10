"""No run outlives what owns it: Reset All, a long absence, deletion, quitting.
Also: missing or broken model files, the kiosk cap, a language switch."""

from __future__ import annotations

import shutil

import shiboken6

from desktop import i18n, paths
from desktop.screens.realmodels import screen as screen_module
from realmodels_screen_helpers import wait_done


def _start_and_wait_for_text(qtbot, screen, chars=600):
    assert screen.start(chars)
    gen = screen.generation
    qtbot.waitUntil(lambda: len(screen.solo.view.generated) > 0, timeout=60_000)
    return gen


def test_reset_all_stops_the_run_and_clears(qtbot, screen):
    screen.choose_k(7)
    gen = _start_and_wait_for_text(qtbot, screen)
    screen.reset()
    assert not gen.is_alive()
    assert not screen.running
    assert screen.solo.view.generated == "" and screen.spec.view.generated == ""
    assert screen.verdict.mode == "idle"
    # Back to the default k: the best k this computer's calibration found (the
    # comparison measured its drafter first), or DEFAULT_K before any measurement.
    costs = screen.costs.get("tiny")
    assert screen.k_slider.value() == (costs.best_k(8) if costs is not None else screen_module.DEFAULT_K)
    assert screen.generate_button.isEnabled()


def test_a_long_absence_cancels_the_run(qtbot, screen):
    screen.grace_timer.setInterval(10)
    gen = _start_and_wait_for_text(qtbot, screen)
    screen.deactivated()
    qtbot.waitUntil(lambda: not gen.is_alive(), timeout=30_000)
    screen.activated()
    wait_done(qtbot, screen)
    assert screen.verdict.mode == "cancelled"


def test_a_short_absence_does_not(qtbot, screen):
    screen.start(40)
    screen.deactivated()
    screen.activated()
    wait_done(qtbot, screen)
    assert screen.result is not None


def test_deleting_the_screen_cancels_its_run(qtbot, qapp):
    """As when the window throws its screens away (deleteLater of their container)."""
    from PySide6.QtWidgets import QWidget

    from desktop.clock import Clock
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext

    container = QWidget()
    qtbot.addWidget(container)
    clock = Clock(qapp)
    screen = screen_module.RealModelsScreen(AppContext(model=LessonModel(qapp), clock=clock), container)
    gen = _start_and_wait_for_text(qtbot, screen)
    screen.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(screen), timeout=10_000)
    qtbot.waitUntil(lambda: not gen.is_alive(), timeout=30_000)
    assert gen.cancelled
    clock.advance(0.016)  # a tick after the deletion finds nothing to draw into
    clock.release_all()


def test_quitting_stops_every_run(qtbot, screen):
    gen = _start_and_wait_for_text(qtbot, screen)
    screen_module.stop_all()  # what aboutToQuit runs
    assert not gen.is_alive()
    wait_done(qtbot, screen)


def test_missing_models_show_a_message(qtbot, make_screen, monkeypatch, tmp_path):
    monkeypatch.setattr(screen_module.RealModelsScreen, "models_dir", tmp_path)
    screen = make_screen()
    assert not screen.available
    assert screen.missing.isVisible()
    assert str(tmp_path) in screen.missing.text()
    assert "no están instalados" in screen.missing.text()
    assert not screen.generate_button.isEnabled()
    assert not screen.start(10)
    screen.settle()  # a screenshot of a machine without models must not fail either
    assert screen.result is None


def test_broken_model_files_fail_on_screen_not_in_the_app(qtbot, make_screen, monkeypatch, tmp_path):
    for name in ("target.json", "draft.json", "ngram.json"):
        shutil.copy(paths.models_dir() / name, tmp_path / name)
    for name in ("target.npz", "draft.npz", "ngram.npz"):
        (tmp_path / name).write_bytes(b"not a zip file")
    monkeypatch.setattr(screen_module.RealModelsScreen, "models_dir", tmp_path)
    screen = make_screen()
    assert screen.available  # the files are there; only running them can tell
    with qtbot.waitSignal(screen.finished, timeout=30_000) as blocker:
        screen.start(10)
    assert blocker.args[0] is None
    assert screen.verdict.mode == "failed"
    assert screen.verdict.message.text().startswith("Los modelos no pudieron ejecutarse")
    assert screen.solo.state == "failed"
    assert screen.generate_button.isEnabled()


def test_kiosk_keeps_outputs_short(qtbot, make_screen):
    screen = make_screen(kiosk=True)
    lengths = [screen.length_box.itemData(i) for i in range(screen.length_box.count())]
    assert max(lengths) <= 120
    assert screen.job(600).chars == 120
    with qtbot.waitSignal(screen.finished, timeout=60_000):
        screen.start(600)
    assert len(screen.spec.view.generated) == 120


def test_kiosk_switched_on_after_the_screen_was_built(qtbot, screen):
    screen.ctx.kiosk = True
    screen.activated()
    assert max(screen.length_box.itemData(i) for i in range(screen.length_box.count())) <= 120


def test_language_switch_retranslates_the_verdict(qtbot, screen, qapp):
    with qtbot.waitSignal(screen.finished, timeout=60_000):
        screen.start(20)
    try:
        i18n.set_language("en", qapp)
        qtbot.waitUntil(lambda: screen.verdict.reason.text() == "The same text: the big model decides every "
                                "character, both runs use the same random numbers (the same seed: the same "
                                "starting point), and here only the character it draws is accepted (chatbots use "
                                "the sampling lab's rule).")
        assert screen.generate_button.text() == "▶ Generate"
        assert screen.solo.title.text() == "The big model alone"
    finally:
        i18n.set_language("es", qapp)
    qtbot.waitUntil(lambda: screen.verdict.reason.text().startswith("Es el mismo texto: el modelo grande decide"))
    assert screen.solo.title.text() == "Solo el modelo grande"
    assert screen.spec.title.text() == "Borrador + verificación"


def _exited(gen) -> int | None:
    """The child's exit code once it has ended and been reaped, else None."""
    return gen.exit_code()


def test_the_interface_process_never_loads_the_models(qtbot, make_window):
    """The models live and die in the child: after a run, a second run and leaving the
    screen, nothing of them is loaded here and every child has ended by itself."""
    from desktop.realmodels import models as loaded

    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    directory = screen.models_folder().resolve()
    loaded.unload(directory)  # if another test of this process loaded them
    before = set(loaded.loaded_folders())
    pids = []
    for _ in range(2):
        assert screen.start(40)
        gen = screen.generation
        qtbot.waitUntil(lambda: not screen.running, timeout=60_000)
        assert screen.result is not None and screen.result.identical
        assert _exited(gen) == 0
        pids.append(gen.pid)
    assert pids[0] != pids[1]  # one process per comparison
    assert directory not in loaded.loaded_folders() and set(loaded.loaded_folders()) == before
    window.show_screen("lab")
    assert set(loaded.loaded_folders()) == before


def test_start_over_mid_run_ends_the_child(qtbot, make_window):
    """Start over throws the screen away mid-run: the child is told to stop and ends on its own."""
    window = make_window("--screen", "realmodels")
    screen = window.current_screen()
    gen = _start_and_wait_for_text(qtbot, screen)
    window.reset_session()
    qtbot.waitUntil(lambda: not gen.is_alive(), timeout=30_000)
    assert gen.cancelled and _exited(gen) == 0  # cancelled, not killed


def test_a_child_that_dies_is_reported_and_the_app_goes_on(qtbot, screen):
    import os
    import signal

    gen = _start_and_wait_for_text(qtbot, screen)
    os.kill(gen.pid, signal.SIGKILL)  # as a crash in native code would end it
    with qtbot.waitSignal(screen.finished, timeout=30_000) as blocker:
        pass
    assert blocker.args[0] is None
    assert screen.verdict.mode == "failed"
    assert screen.verdict.message.text() == (
        "Los modelos no pudieron ejecutarse: su proceso se detuvo de forma inesperada (código de salida -9)")
    assert screen.solo.state == "failed" and screen.generate_button.isEnabled()
    with qtbot.waitSignal(screen.finished, timeout=60_000) as blocker:  # and the next run works
        screen.start(20)
    assert blocker.args[0] is not None and blocker.args[0].identical
