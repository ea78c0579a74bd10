"""The course in the real window: the count in the table of contents, a review
session moving boxes, kiosk and start over, the challenges, and the two PDFs."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess
from pathlib import Path

import pytest

from desktop.course import leitner, review
from desktop.settings import Settings




def _review_item(window):
    from desktop.main_window import _SPEC_ROLE

    return next(window.toc.item(r) for r in range(window.toc.count()) if window.toc.item(r).data(_SPEC_ROLE) == "review")


def _seed(settings_file, now, due_ids, later_ids=()):
    s = Settings(settings_file)
    for cid in due_ids:
        s.set(f"progress/review/{cid}", leitner.encode(leitner.Entry(1, now - dt.timedelta(hours=1))))
    for cid in later_ids:
        s.set(f"progress/review/{cid}", leitner.encode(leitner.Entry(2, now + dt.timedelta(days=2))))
    s.sync()


def test_the_contents_show_the_due_count_and_it_follows_the_clock(make_window, settings_file):
    now = review.now_utc()
    _seed(settings_file, now, ["sim.tokens", "sim.wins", "quiz.how"], ["quiz.check"])
    window = make_window("--screen", "lab")
    window.course.now = lambda: now
    window.course.refresh()
    assert _review_item(window).text() == "5. Repaso (3)"
    window.course.now = lambda: now + dt.timedelta(days=3)
    window.course.refresh()
    assert _review_item(window).text() == "5. Repaso (4)"
    window.show_start_notices()
    labels = [b.text() for b in window.notice.action_buttons()]
    assert "Repasar ahora" in labels


def test_a_review_session_moves_the_boxes(make_window, settings_file, qtbot):
    now = review.now_utc()
    _seed(settings_file, now, ["sim.wins", "sim.tokens"])
    window = make_window("--screen", "review")
    screen = window.current_screen()
    screen.now = lambda: now
    window.course.now = lambda: now
    screen.start_session()
    seen = {}
    for _ in range(2):
        card = screen.current_card()
        cid = screen.session[screen.index]
        if card.kind == "wins":
            screen.choice.choose(0 if not card.answer else 1)  # wrong on purpose
            seen[cid] = False
        else:
            screen.numeric.set_value(card.answer)
            screen.numeric.check()
            seen[cid] = True
        screen.next_card()
    entries = review.entries(window.ctx.settings, now)
    assert entries["sim.wins"] == leitner.Entry(1, now + dt.timedelta(days=1))
    assert entries["sim.tokens"] == leitner.Entry(2, now + dt.timedelta(days=3))
    assert _review_item(window).text() == "5. Repaso"


def test_finishing_the_quiz_schedules_and_start_over_clears(make_window, monkeypatch):
    window = make_window("--screen", "quiz")
    quiz = window.current_screen()
    for q in quiz.questions.values():
        q.submit(q.right_answer())
    settings = window.ctx.settings
    assert len(settings.keys("progress/review")) == 8 + 3
    monkeypatch.setattr(window, "confirm", lambda *a: True)
    assert window.start_over()
    assert settings.keys("progress/review") == []


def test_a_kiosk_never_schedules(make_window):
    window = make_window("--screen", "quiz", "--kiosk")
    quiz = window.current_screen()
    for q in quiz.questions.values():
        q.submit(q.right_answer())
    assert window.ctx.settings.keys("progress/review") == []
    assert window.course.export_guide() is None  # no file dialog on a shared screen


def test_challenges_are_reached_missed_and_recorded(make_window):
    window = make_window("--screen", "challenge")
    screen = window.current_screen()
    # Untouched, a goal says where the learner starts, not that they failed (review 14).
    assert not screen.reached["window"] and "✕" not in screen.feedback["window"].text()
    assert screen.feedback["window"].objectName() == "challengeStart"
    screen.window_k.setValue(12)  # too big: the drafts after the first rejection cost time
    assert not screen.reached["window"] and "✕" in screen.feedback["window"].text()
    assert screen.feedback["window"].objectName() == "bad"
    screen.window_k.setValue(3)
    assert screen.reached["window"] and "1,58×" in screen.feedback["window"].text()
    screen.never_try.click()
    assert not screen.reached["never_slower"]
    screen.never_none.click()
    assert screen.reached["never_slower"]
    screen.break_alpha.setValue(52)
    assert screen.reached["break_even"]
    for spin, v in zip(screen.tree_spins, (2, 2, 1, 0)):
        spin.setValue(v)
    assert screen.reached["tree"]
    screen.draft_buttons["B"].setChecked(True)
    screen.draft_k.setValue(4)
    assert screen.reached["two_drafts"]
    assert sorted(window.progress.challenges_done()) == sorted(screen.reached)
    assert window.course.challenge_tally() == (5, 5)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_guide_and_the_worksheet_export_as_pdfs(make_window, tmp_path, monkeypatch, lang):
    from desktop.classroom import export

    window = make_window("--screen", "lab", "--lang", lang)
    paths = iter([str(tmp_path / "guide.pdf"), str(tmp_path / "sheet.pdf")])
    monkeypatch.setattr(export, "choose_path", lambda *a: next(paths))
    guide = window.course.export_guide()
    sheet = window.course.export_worksheet()
    for path in (guide, sheet):
        assert Path(path).read_bytes()[:5] == b"%PDF-"
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed: pages not rendered")
    for path, stem in ((guide, "guide"), (sheet, "sheet")):
        subprocess.run(["pdftoppm", "-png", "-r", "50", path, str(tmp_path / f"{stem}-{lang}")], check=True)
    pages = sorted(p.name for p in tmp_path.glob("*.png"))
    assert any(p.startswith("guide") for p in pages) and sum(p.startswith("sheet") for p in pages) >= 2


@pytest.mark.parametrize("task_id", ["good", "useless", "costly"])
def test_every_worksheet_value_is_what_the_lab_shows(make_window, task_id):
    from desktop.course import worksheet
    from desktop.screens.course import kit
    from PySide6.QtWidgets import QLabel

    task = next(t for t in worksheet.tasks() if t.id == task_id)
    window = make_window("--screen", "lab", "--k", str(task.k), "--alpha", str(task.alpha), "--cost", str(task.cost),
                         "--tokens", str(worksheet.TOKENS))
    lab = window.current_screen()
    # The sheet sends pupils behind "Why these numbers?" for the tokens per round: open it as they would,
    # by the button whose label the sheet quotes.
    assert kit.ui_labels()["details"] == lab.readouts.details_button.text()
    assert kit.ui_labels()["details"] in kit.worksheet_html()
    lab.readouts.details_button.click()
    readings = kit.task_texts(task)["readings"]
    assert readings
    for _label, value, key in readings:
        shown = lab.findChild(QLabel, f"readout_{key}")
        assert shown is not None and shown.isVisibleTo(lab), key
        # The Lab may add a mark (▼) or words; the sheet's number must be there as shown.
        assert value.split(" ")[0] in shown.text(), (key, value, shown.text())


def test_a_yes_no_card_after_a_quiz_card_shows_two_options(make_window, settings_file):
    now = review.now_utc()
    _seed(settings_file, now, [])
    window = make_window("--screen", "review")
    screen = window.current_screen()
    screen.begin(["quiz.check", "sim.wins"])
    assert len(screen.choice.options) == 4
    screen.choice.choose(screen.choice.right)
    screen.next_card()
    assert screen.current_card().kind == "wins"
    assert len(screen.choice.options) == 2 and all(o.isVisibleTo(screen) for o in screen.choice.options)


def test_practice_moves_nothing_and_a_kiosk_only_practises(make_window, settings_file):
    now = review.now_utc()
    _seed(settings_file, now, ["sim.tokens"])
    window = make_window("--screen", "review")
    screen = window.current_screen()
    before = dict(review.entries(window.ctx.settings, now))
    screen.start_practice()
    card = screen.current_card()
    assert card is not None and screen.practice
    if card.kind == "wins":
        screen.choice.choose(0 if card.answer else 1)
    else:
        screen.numeric.set_value(card.answer)
        screen.numeric.check()
    assert review.entries(window.ctx.settings, now) == before

    kiosk = make_window("--screen", "review", "--kiosk")
    kscreen = kiosk.current_screen()
    assert kscreen.due() == [] and not kscreen.start_button.isVisibleTo(kscreen)
    assert kscreen.practice_button.isVisibleTo(kscreen)
    assert _review_item(kiosk).text() == "5. Repaso"


def test_a_future_dated_entry_in_the_settings_file_is_backed_up(make_window, settings_file):
    now = review.now_utc()
    s = Settings(settings_file)
    s.set("progress/review/quiz.how", leitner.encode(leitner.Entry(2, now + dt.timedelta(days=400))))
    s.sync()
    window = make_window("--screen", "lab")
    settings = window.ctx.settings
    assert settings.get("progress/review_backup/quiz.how", "").startswith("2|")
    assert leitner.decode(settings.get("progress/review/quiz.how"), now).box == 1
    assert _review_item(window).text() == "5. Repaso (1)"
