"""The composed window: its parts are wired to one another, and the composer stays small.

(The window's behaviour as a learner sees it is tested where it always was:
tests/classroom, tests/course, tests/display, tests/screens/lesson.)"""

from __future__ import annotations

from pathlib import Path

import pytest

import desktop.main_window
from desktop.classroom.progress import Progress
from desktop.shell import appearance, kiosk_mode
from desktop.shell.navigation import ShellNavigator


def test_the_main_window_only_composes():
    lines = Path(desktop.main_window.__file__).read_text(encoding="utf-8").count("\n")
    assert lines < 250, lines


def test_the_screens_get_the_windows_navigator(make_window):
    w = make_window("--screen", "lab", "--lang", "en")
    assert isinstance(w.ctx.nav, ShellNavigator)
    assert w.ctx.nav.lab_chart() is w.screen("lab").chart
    assert w.ctx.nav.go("glossary") and w.current_name() == "glossary"
    assert w.title_label.text() == w.spec("glossary").translated_title()


def test_the_learner_tells_the_menu_what_it_may_offer(make_window):
    w = make_window("--screen", "intro")
    state = w.learner.menu_state()
    assert state.can_export and not state.can_save_card and state.can_start_over
    assert state.language == "es" and state.font_percent == 100 and not state.projector
    Progress(w.ctx.settings).record_quiz(8, 10)
    assert w.learner.menu_state().can_save_card
    w.show_screen("rounds")
    assert w.ctx.settings.get_str("progress/lesson_step", "") == "rounds"  # visited: the step reached
    assert not w.learner.menu_state().can_continue  # already there
    w.show_screen("lab")  # not a lesson step: the step reached stays
    assert w.ctx.settings.get_str("progress/lesson_step", "") == "rounds"
    assert w.learner.menu_state().can_continue
    w.continue_where_left()
    assert w.current_name() == "rounds"


def test_start_over_asks_first(make_window):
    w = make_window("--screen", "rounds")
    first = w.screen_names()[0]
    w.confirm = lambda *_: False
    assert not w.start_over() and w.current_name() == "rounds"
    old = w.current_screen()
    w.confirm = lambda *_: True
    assert w.start_over()
    assert w.current_name() == first and old not in w.created_screens().values()
    assert w.ctx.settings.get_str("progress/lesson_step", "") in ("", first)  # the steps reached are forgotten
    assert w.notice.isVisible()


def test_appearance_rebuilds_the_screens_and_keeps_the_window_size(make_window, qapp):
    from desktop import theme

    w = make_window("--screen", "lab", "--size", "1280x800")
    assert appearance.clamp_percent(50) == 100 and appearance.clamp_percent(500) == 200
    assert not appearance.apply_theme(False, 1.0)  # nothing to change
    lab, size = w.current_screen(), w.size()
    try:
        assert appearance.retheme(w, True, 1.0)
        assert appearance.is_projector() and w.current_name() == "lab"
        assert w.current_screen() is not lab and w.size() == size
    finally:
        theme.apply(qapp)


def test_kiosk_mode_takes_the_menu_and_keeps_the_window_open(make_window, tmp_path):
    w = make_window("--kiosk", "--screenshot", str(tmp_path / "x.png"))  # a screenshot's kiosk is not locked
    try:
        assert w.ctx.kiosk and w.kiosk is not None
        assert w.options_button.isHidden()
        assert not any(a.isEnabled() for a in w.options_menu.actions())
        assert w.options_menu.projector_action not in w.actions()
        assert not kiosk_mode.close_now(w)
        assert w.export_chart("png") is None and w.save_achievement_card() is None
    finally:
        w.kiosk.shutdown()
    assert kiosk_mode.close_now(w)


def test_closing_remembers_the_size_outside_a_kiosk(make_window):
    w = make_window("--size", "1100x700")
    assert kiosk_mode.close_now(w)
    assert (w.ctx.settings.get_int("window/width", 0, 0, 10000), w.ctx.settings.get_int("window/height", 0, 0, 10000)) \
        == (w.width(), w.height())


@pytest.mark.parametrize("name", ["glossary", "explainer"])
def test_reference_pages_open_at_a_place_and_return(make_window, name):
    w = make_window("--screen", "rounds")
    opened = w.ctx.nav.open_term("alpha") if name == "glossary" else w.ctx.nav.open_section("rounds")
    assert opened and w.current_name() == name
    assert w.current_screen().origin == "rounds"
