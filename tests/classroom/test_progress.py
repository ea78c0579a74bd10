"""Self-learners: progress and preferences survive a restart; start over
forgets progress (after confirming) but keeps preferences; a corrupt settings
file gives defaults and a notice, never an exception."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n, theme
from desktop.classroom.progress import Progress, QuizResult
from desktop.settings import Settings


@pytest.fixture
def restart(qtbot, settings_file):
    """Close the window as quitting does, then start again on the same settings
    file, with no --lang (the saved language must win)."""
    from desktop import app as app_module

    built = []

    def factory(old):
        old.close()
        _app, window = app_module.build(["--settings-file", settings_file])
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        built.append(window)
        return window

    yield factory
    for window in built:
        window.ctx.clock.release_all()


def test_progress_and_preferences_survive_a_restart(make_window, restart):
    w = make_window()
    names = w.screen_names()
    for name in names[:3] + ["lab"]:
        w.show_screen(name)
    w.ctx.settings.set("progress/predict/free/guess", 0.35)
    Progress(w.ctx.settings).record_quiz(7, 8)
    w.set_language("en")
    w.set_font_scale(150)
    w.set_projector(True)
    w2 = restart(w)
    assert i18n.current_language() == "en"
    assert theme.current().name == "projector"
    assert theme.current().font_scale == 1.5
    assert w2.current_name() == "lab"
    p = Progress(w2.ctx.settings)
    assert p.visited() == names[:3] + ["lab"]
    assert {k: float(v) for k, v in p.predictions().items()} == {"free/guess": 0.35}
    assert p.quiz_result() == QuizResult(7, 8, True)
    # A welcome back, which does not block: the window is usable right away.
    assert w2.notice.isVisible()
    assert QApplication.activeModalWidget() is None
    assert "left off" in w2.notice.label.text()


def test_continue_where_i_left_off_goes_back_to_the_lesson_step(make_window):
    w = make_window()
    lesson = [s.name for s in w.host.specs if s.group == "lesson"]
    if len(lesson) < 2:
        pytest.skip("needs the lesson screens")
    w.show_screen(lesson[1])
    w.show_screen("lab")
    w.continue_where_left()
    assert w.current_name() == lesson[1]


def test_start_over_asks_first_and_keeps_preferences(make_window, restart):
    w = make_window("--screen", "lab")
    w.show_screen(w.screen_names()[1])
    w.ctx.settings.set("progress/quiz/score", 9)
    w.ctx.settings.set("progress/quiz/total", 10)
    w.set_font_scale(125)
    asked = []
    w.confirm = lambda parent, title, text: asked.append(title) or False
    assert not w.start_over()
    assert asked == ["¿Empezar de nuevo?"]
    assert Progress(w.ctx.settings).quiz_result() is not None
    w.confirm = lambda parent, title, text: True
    w.ctx.model.set_k(12)
    assert w.start_over()
    assert w.current_name() == w.screen_names()[0]
    assert w.ctx.model.k == 4
    assert set(w.ctx.settings.keys("progress")) <= {"progress/last_screen", "progress/visited", "progress/lesson_step"}
    assert Progress(w.ctx.settings).visited() == [w.screen_names()[0]]
    w2 = restart(w)
    assert theme.current().font_scale == 1.25
    assert Progress(w2.ctx.settings).quiz_result() is None
    assert not w2.notice.isVisible()  # nothing to welcome back to


@pytest.mark.parametrize("content", [
    bytes(range(256)) * 8,
    b"\x00\xff{{{ not an ini file ]]]\n\x00",
    b"[General]\nformat_version=99\nlanguage=en\n",
    b"[General\nlanguage=en\n[progress\nlast_screen=lab",
])
def test_corrupt_settings_give_defaults_a_backup_and_a_notice(make_window, settings_file, content):
    Path(settings_file).write_bytes(content)
    w = make_window("--screen", "lab", "--lang", "es")  # no exception
    assert theme.current().name == "normal" and theme.current().font_scale == 1.0
    backups = list(Path(settings_file).parent.glob(Path(settings_file).name + ".bak-*"))
    assert len(backups) == 1 and backups[0].read_bytes() == content
    assert w.notice.isVisible()
    assert "ajustes" in w.notice.label.text() and str(backups[0]) in w.notice.label.text()
    assert QApplication.activeModalWidget() is None
    # The new file works: a preference saved now is read back.
    w.set_font_scale(175)
    w.ctx.settings.sync()
    assert Settings(settings_file).get_int("font_scale", 100, 100, 200) == 175
    # The notice can be dismissed.
    w.notice.close_button.click()
    assert not w.notice.isVisible()


def test_settings_values_of_the_wrong_type_fall_back_to_defaults(make_window, settings_file):
    Path(settings_file).write_text(
        "[General]\nformat_version=1\nlanguage=klingon\nprojector=maybe\nfont_scale=900\n"
        "[progress]\nlast_screen=nowhere\nquiz\\score=lots\n", encoding="utf-8")
    w = make_window()
    assert w.current_name() == w.screen_names()[0]
    assert theme.current().name == "normal" and theme.current().font_scale == 1.0
    assert Progress(w.ctx.settings).quiz_result() is None


def test_volatile_settings_read_the_file_but_never_write_it(settings_file):
    s = Settings(settings_file)
    s.set("language", "en")
    s.set("progress/visited", ["intro"])
    s.sync()
    before = Path(settings_file).read_bytes()
    v = Settings(settings_file)
    v.set_volatile(True)
    assert v.get_str("language", "es") == "en"
    v.set("language", "es")
    v.clear_progress()
    assert v.get_str("language", "en") == "es"
    assert v.get_list("progress/visited") == []
    v.set("progress/quiz/score", 3)
    assert v.keys("progress") == ["progress/quiz/score"]
    v.sync()
    assert Path(settings_file).read_bytes() == before
    v.forget_volatile()
    assert v.get_str("language", "es") == "en"
    assert v.get_list("progress/visited") == ["intro"]


def test_quiz_result_rules():
    class Memory(dict):
        def get_int(self, k, d, lo, hi):
            v = self.get(k, d)
            return v if isinstance(v, int) and lo <= v <= hi else d

        def contains(self, k):
            return k in self

        def get_bool(self, k, d):
            return self.get(k, d)

    def result(**keys):
        return Progress(Memory({f"progress/quiz/{k}": v for k, v in keys.items()})).quiz_result()

    assert result(score=6, total=10) == QuizResult(6, 10, False)
    assert result(score=7, total=10) == QuizResult(7, 10, True)
    assert result(score=7, total=10, answered=9) == QuizResult(7, 10, False), "not finished yet"
    assert result(score=4, total=10, passed=True).passed
    assert result(score=11, total=10) is None
    assert result() is None


def test_quiz_result_from_what_the_quiz_screen_writes(make_window):
    try:
        from desktop.screens.lesson import quiz
    except ImportError:
        pytest.skip("needs the lesson's quiz")
    w = make_window()
    n = len(quiz.IDS)
    w.ctx.settings.set("progress/quiz/score", n - 1)
    w.ctx.settings.set("progress/quiz/answered", n)
    assert w.progress.quiz_result() == QuizResult(n - 1, n, (n - 1) / n >= 0.7)
    assert Progress(w.ctx.settings).quiz_result() is None  # alone, it knows no quiz (and imports none)
