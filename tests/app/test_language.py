"""Switching language at run time retranslates the window and is remembered."""

from __future__ import annotations


def test_switch_retranslates_live_and_is_remembered(make_window, settings_file, qtbot):
    window = make_window("--screen", "lab")
    screen = window.current_screen()
    assert screen.sliders["alpha"].label.text() == "Tasa de aceptación α"
    assert screen.sliders["alpha"].value_label.text() == "0,80"
    window.language_box.setCurrentIndex(window.language_box.findData("en"))
    # Qt posts LanguageChange to every widget; wait for the event loop to deliver it.
    qtbot.waitUntil(lambda: screen.sliders["alpha"].label.text() == "Acceptance rate α")
    assert screen.sliders["alpha"].value_label.text() == "0.80"
    assert window.title_label.text() == "Lab"
    window.ctx.settings.sync()
    window.close()

    # A restart with the same settings file and no --lang opens in English.
    from desktop import app as app_module

    _app, again = app_module.build(["--settings-file", settings_file, "--screen", "lab"])
    try:
        assert again.current_screen().sliders["alpha"].label.text() == "Acceptance rate α"
    finally:
        again.close()
        again.deleteLater()


def test_a_window_of_zero_says_it_is_no_draft_in_words_and_to_a_screen_reader(make_window, qtbot):
    """Review 49: «Ventana de borrador k 0» in the Lab read as a window nobody had explained."""
    window = make_window("--screen", "lab", "--k", "0")
    k = window.current_screen().sliders["k"]
    assert k.value_label.text() == "0 (sin borrador)"
    assert k.slider.accessibleDescription().endswith("0 (sin borrador)")
    k.set_index(k.index_of(3))
    assert k.value_label.text() == "3"
    window.language_box.setCurrentIndex(window.language_box.findData("en"))
    k.set_index(0)
    qtbot.waitUntil(lambda: k.value_label.text() == "0 (no draft)")
