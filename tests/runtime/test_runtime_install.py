"""``desktop.runtime.install``: every long-session workaround from one call, in
its documented order, and a second call adds nothing but a fresh crash guard."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication


def test_build_installs_everything_before_the_window(make_window):
    from desktop.runtime import crash, font_pins
    from desktop.runtime.gui_gc import MainThreadCollector

    window = make_window("--screen", "intro")
    app = QApplication.instance()
    assert not gc.isenabled()
    assert len(app.findChildren(MainThreadCollector)) == 1
    assert font_pins.held()  # the app's fonts are pinned
    assert crash.current() is not None and crash.current().window is window


def test_a_second_install_adds_no_collector_and_no_pin_and_replaces_the_guard(make_window):
    from desktop import runtime
    from desktop.runtime import crash, font_pins
    from desktop.runtime.gui_gc import MainThreadCollector

    make_window("--screen", "intro")
    app = QApplication.instance()
    pins, first = len(font_pins.held()), crash.current()
    second = runtime.install(app)
    try:
        assert len(app.findChildren(MainThreadCollector)) == 1
        assert len(font_pins.held()) == pins
        assert second is crash.current() and second is not first
        assert second.window is None  # no window until build() hands it over
    finally:
        crash.uninstall()
