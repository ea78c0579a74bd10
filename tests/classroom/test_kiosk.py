"""Kiosk mode: lockdown, the exit chord, the idle countdown, the attract loop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication

from desktop.classroom import kiosk as kiosk_module

CHORD = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier


def test_kiosk_window_is_full_screen_frameless_and_on_top(kiosk_window):
    w = kiosk_window()
    assert w.ctx.kiosk
    assert w.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert w.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    assert w.windowState() & Qt.WindowState.WindowFullScreen


def test_close_escape_and_quit_keys_are_ignored(kiosk_window, qtbot):
    w = kiosk_window()
    quits = []
    w.kiosk.quit = lambda: quits.append(1)
    w.close()
    assert w.isVisible()
    event = QCloseEvent()  # what Alt+F4 or the window manager sends
    QApplication.sendEvent(w, event)
    assert not event.isAccepted()
    assert w.isVisible()
    for key, mods in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                      (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
                      (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
                      (Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier)):
        qtbot.keyClick(w, key, mods)
        assert w.isVisible()
        assert w.windowState() & Qt.WindowState.WindowFullScreen
    assert quits == []


def test_exit_chord_without_pin_quits(kiosk_window, qtbot):
    w = kiosk_window()
    quits = []
    w.kiosk.quit = lambda: quits.append(1)
    w.kiosk.ask_pin = lambda parent: pytest.fail("no PIN was set, so none is asked")
    qtbot.keyClick(w, Qt.Key.Key_Q, CHORD)
    assert quits == [1]
    assert not w.isVisible()


def test_exit_chord_works_at_once_over_the_attract_loop(kiosk_window, fake_clock, qtbot):
    w = kiosk_window("--idle-timeout", "30")
    quits = []
    w.kiosk.quit = lambda: quits.append(1)
    fake_clock.advance(30)
    w.kiosk.watcher.poll()
    assert w.kiosk.attract.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_Q, CHORD)
    assert quits == [1]


def test_exit_chord_with_pin_quits_only_with_the_right_pin(kiosk_window, qtbot):
    w = kiosk_window("--kiosk-pin", "2468")
    quits = []
    w.kiosk.quit = lambda: quits.append(1)
    for answer in (None, "1111", ""):
        w.kiosk.ask_pin = lambda parent, a=answer: a
        qtbot.keyClick(w, Qt.Key.Key_Q, CHORD)
        assert quits == [] and w.isVisible(), answer
        # A wrong PIN leaves the kiosk locked: close is still ignored.
        w.close()
        assert w.isVisible()
    w.kiosk.ask_pin = lambda parent: "2468"
    qtbot.keyClick(w, Qt.Key.Key_Q, CHORD)
    assert quits == [1]
    assert not w.isVisible()


def test_countdown_shows_in_the_last_15_seconds_and_a_key_cancels_it(kiosk_window, fake_clock, qtbot):
    w = kiosk_window("--idle-timeout", "90", "--screen", "lab")
    k = w.kiosk
    overlay = k.countdown
    fake_clock.advance(74.0)
    k.watcher.poll()
    assert not overlay.isVisible()
    fake_clock.advance(2.0)  # 76 s idle: 14 s left
    k.watcher.poll()
    assert overlay.isVisible()
    assert "14" in overlay.seconds.text()
    assert overlay.title.text() == "¿Sigues ahí?"
    fake_clock.advance(3.0)
    k.watcher.poll()
    assert "11" in overlay.seconds.text()
    before = w.current_name()
    # The key that cancels is eaten: Right would otherwise turn the page.
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert not overlay.isVisible()
    assert w.current_name() == before
    fake_clock.advance(74.0)
    k.watcher.poll()
    assert not overlay.isVisible(), "idleness counts again from the key press"
    fake_clock.advance(2.0)
    k.watcher.poll()
    assert overlay.isVisible()


def test_a_click_also_cancels_the_countdown(kiosk_window, fake_clock, qtbot):
    w = kiosk_window("--idle-timeout", "30")
    fake_clock.advance(20.0)
    w.kiosk.watcher.poll()
    assert w.kiosk.countdown.isVisible()
    qtbot.mouseClick(w.kiosk.countdown, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert not w.kiosk.countdown.isVisible()


def test_idle_timeout_resets_and_plays_the_attract_loop(kiosk_window, fake_clock, qtbot):
    w = kiosk_window("--idle-timeout", "60")
    first = w.screen_names()[0]
    fresh_state = w.ctx.model.state()
    w.show_screen("lab")
    lab = w.current_screen()
    w.ctx.model.set_k(11)
    w.ctx.model.set_alpha(0.31)
    lab.rows.play()
    w.ctx.clock.advance(1.0)
    fake_clock.advance(60.0)
    w.kiosk.watcher.poll()
    assert w.current_name() == first
    assert w.ctx.model.state() == fresh_state
    attract = w.kiosk.attract
    assert attract.isVisible()
    assert attract.banner.text() == "Toca para empezar"
    assert attract.rows.playing and attract.rows.loop
    # The loop plays on its own model: the shared one stays at its defaults.
    for _ in range(400):
        w.ctx.clock.advance(0.1)
    assert attract.model.seed != attract.model.default_seed, "the loop went on to a new text"
    assert w.ctx.model.state() == fresh_state
    # A touch wakes it, and the touch itself does nothing else.
    qtbot.mouseClick(attract, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert not attract.isVisible()
    assert not attract.rows.playing
    assert w.current_name() == first


def test_pyqtgraph_menus_are_disabled_in_kiosk(kiosk_window, qtbot):
    w = kiosk_window("--screen", "lab")
    chart = w.current_screen().chart
    plot = chart.plot_widget.getPlotItem()
    assert not plot.menuEnabled()
    assert not plot.getViewBox().menuEnabled()
    view = chart.plot_widget
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.viewport().rect().center())
    assert QApplication.activePopupWidget() is None


def test_no_export_settings_or_file_dialog_is_reachable(kiosk_window, monkeypatch, qtbot):
    from desktop.classroom import export

    monkeypatch.setattr(export, "choose_path", lambda *a: pytest.fail("a file dialog opened in kiosk mode"))
    w = kiosk_window("--screen", "lab")
    assert not w.options_button.isVisible()
    assert not any(a.isEnabled() for a in w.options_menu.actions() if not a.isSeparator())
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert kiosk_module.theme.current().name == "normal", "no projector shortcut in a kiosk"
    assert w.export_chart("png") is None
    assert w.save_achievement_card() is None


def test_kiosk_writes_nothing_to_the_settings_file(kiosk_window, settings_file, fake_clock):
    from pathlib import Path

    w = kiosk_window("--idle-timeout", "30")
    before = Path(settings_file).read_bytes() if Path(settings_file).exists() else b""
    for name in w.screen_names()[:3]:
        w.show_screen(name)
    w.ctx.settings.set("progress/predict/test", "0.5")
    w.set_language("en")
    w.ctx.settings.sync()
    after = Path(settings_file).read_bytes() if Path(settings_file).exists() else b""
    assert after == before
    fake_clock.advance(30)
    w.kiosk.watcher.poll()
    assert w.ctx.settings.keys("progress/predict") == []
    assert w.ctx.settings.get_str("language", "es") == "es"


@pytest.mark.parametrize("size", ["1280x800", "1920x1080"])
def test_touch_targets_are_at_least_48_px_on_every_screen(kiosk_window, size):
    from classroom_helpers import buildable_screens, touch_targets

    w = kiosk_window("--size", size)
    small = []
    for name in buildable_screens(w):
        w.show_screen(name)
        QApplication.processEvents()
        for widget in touch_targets(w):
            if widget.height() < kiosk_module.theme.TOUCH_PX or widget.width() < kiosk_module.theme.TOUCH_PX:
                small.append((name, type(widget).__name__, widget.objectName(), widget.width(), widget.height()))
        for row in range(w.toc.count()):
            rect = w.toc.visualItemRect(w.toc.item(row))
            if w.toc.item(row).flags() & Qt.ItemFlag.ItemIsEnabled and rect.height() < kiosk_module.theme.TOUCH_PX:
                small.append((name, "toc item", w.toc.item(row).text(), rect.width(), rect.height()))
    assert not small, small


def test_kiosk_can_be_turned_on_from_the_settings_file(make_window, settings_file, qtbot):
    from pathlib import Path

    Path(settings_file).write_text("[General]\nformat_version=1\nkiosk=true\nidle_timeout=45\nkiosk_pin=9753\n",
                                   encoding="utf-8")
    w = make_window()
    try:
        assert w.kiosk is not None and w.ctx.kiosk
        assert w.kiosk.watcher.timeout_s == 45
        assert w.kiosk.pin == "9753"
    finally:
        w.kiosk.shutdown()
        w.close()


@pytest.mark.parametrize("argv, name", [
    (["--idle-timeout", "5"], "idle-timeout"),
    (["--idle-timeout", "ten"], "idle-timeout"),
    (["--kiosk-pin", "12"], "kiosk-pin"),
    (["--kiosk-pin", "12ab"], "kiosk-pin"),
])
def test_bad_kiosk_options_exit_2_with_one_line(argv, name, capsys):
    from desktop import app

    with pytest.raises(SystemExit) as info:
        app.parse_args(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"invalid value for {name}" in err
