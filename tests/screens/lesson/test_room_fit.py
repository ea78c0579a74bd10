"""A lesson step a few lines taller than its room closes its gaps, then folds what it can spare,
and opens them again when the room grows (review 23: on a projector at 1280x800 the key idea at
the bottom of most steps sat under the "more below" fade)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

# Every step, the machine included: short of room, step 4 puts its sums behind «¿Por qué estos números?».
FITTING_STEPS = ["intro", "checking", "rounds", "operate", "predict", "baddraft", "easywords", "heads", "chatbot",
                 "quiz", "next"]


def _settle(window, rounds: int = 6) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _overflow(window, name: str) -> int:
    """How far the step runs past the bottom of the room its scroll area gives it."""
    window.show_screen(name)
    _settle(window)
    screen = window.host.current_screen()
    view = window.host.container(name).viewport()
    return screen.height() - view.height()


def test_on_a_projector_at_1280x800_every_step_but_the_machine_fits_one_screenful(make_window):
    w = make_window("--size", "1280x800", "--projector")
    over = {name: _overflow(w, name) for name in FITTING_STEPS}
    assert all(px <= 0 for px in over.values()), {k: v for k, v in over.items() if v > 0}


def test_on_a_1024x768_projector_every_step_fits_one_screenful(make_window):
    """Issue 19: most classroom projectors are 1024x768. Step 5 was the last to scroll (10 px, session 25)."""
    w = make_window("--size", "1024x768")
    over = {name: _overflow(w, name) for name in FITTING_STEPS}
    assert all(px <= 0 for px in over.values()), {k: v for k, v in over.items() if v > 0}


def test_a_short_room_closes_the_gaps_and_a_tall_one_opens_them_again(make_window):
    w = make_window("--size", "1024x768", "--screen", "rounds")
    _settle(w)
    screen = w.current_screen()
    gap = screen.body.spacing()
    assert screen.tight and screen.folded
    # Folded: the stage strip keeps its four titles and hides their descriptions.
    assert all(t.isVisible() for t in screen.stages.titles)
    assert not any(t.isVisible() for t in screen.stages.texts)
    assert _overflow(w, "rounds") <= 0

    w.resize(1280, 1000)
    _settle(w)
    assert not screen.tight and not screen.folded
    assert screen.body.spacing() > gap
    assert all(t.isVisible() for t in screen.stages.texts)


@pytest.mark.parametrize("screen", ["chatbot", "quiz"])
def test_a_step_with_room_to_spare_keeps_its_air(make_window, screen):
    w = make_window("--size", "1280x800", "--screen", screen)
    _settle(w)
    assert not w.current_screen().tight


@pytest.mark.parametrize("size", [("--size", "1280x800", "--projector"), ("--size", "1024x768")])
def test_the_checking_step_does_not_move_when_its_last_caption_appears(make_window, size):
    """Review 27: step 2's last caption is a line longer than the others; growing into it folded the
    colour key at the animation's end and the panel jumped up. The room of the tallest caption is
    kept from the first frame, so the look chosen on arrival holds to the end."""
    w = make_window(*size, "--screen", "checking")
    _settle(w)
    screen = w.current_screen()
    clock = w.ctx.clock

    def looks():
        return screen.tight, screen.folded, screen.lanes.mapTo(screen, screen.lanes.rect().topLeft()).y(), \
            screen.lanes.height(), screen.status.height(), screen.height()

    before = looks()
    captions = {screen.status.text()}
    screen.lanes.play()
    for _ in range(60 * 12):
        clock.advance(1 / 60)
        QApplication.processEvents()
        captions.add(screen.status.text())
        assert looks() == before, screen.status.text()
        if screen.lanes.finished:
            break
    assert screen.lanes.finished and len(captions) >= 4, captions


def test_the_machine_folds_its_sums_behind_a_button_only_when_short_of_room(make_window):
    """Step 4 scrolled 116 px on a projector at 1280x800 (session 14). There its sums go behind the
    panel's «¿Por qué estos números?», closed; the button opens them; with room, no button."""
    w = make_window("--size", "1280x800", "--projector", "--screen", "operate")
    _settle(w)
    readouts = w.current_screen().readouts
    assert readouts.details_button.isVisible() and not readouts.details_button.isChecked()
    assert not readouts.note.isVisible()
    readouts.details_button.click()
    _settle(w)
    assert readouts.note.isVisible() and "Tokens por ronda: 1 + 0,80" in readouts.note.text()
    roomy = make_window("--size", "1280x800", "--screen", "operate")
    _settle(roomy)
    readouts = roomy.current_screen().readouts
    assert not readouts.details_button.isVisible() and readouts.note.isVisible()


def test_the_checking_step_fits_1024x768_by_letting_its_drawing_go_and_brings_it_back_with_room(make_window):
    """Step 2 scrolled 76 px at 1024x768 with its key hidden and its drawing in one row (session 23):
    there the drawing of the trips goes (the words above it say the same); a projector at 1280x800
    keeps it compact, and a tall window shows it whole again."""
    w = make_window("--size", "1024x768", "--screen", "checking")
    _settle(w)
    screen = w.current_screen()
    assert _overflow(w, "checking") <= 0
    assert screen.folded and not screen.figure.isVisible() and screen.takeaway.isVisible()
    w.resize(1280, 1000)
    _settle(w)
    assert screen.figure.isVisible() and not screen.figure.compact
    projector = make_window("--size", "1280x800", "--projector", "--screen", "checking")
    _settle(projector)
    assert _overflow(projector, "checking") <= 0 and projector.current_screen().figure.isVisible()


def test_on_a_projector_at_1280x800_every_step_still_fits_once_played_through(make_window):
    """Review 51: step 7 fitted on arrival but, revealed, its side panel ran 50 px past the room and the
    key idea at the bottom went out of sight. Each step's settled look (what its screenshot shows: played
    through, or its task done) fits too."""
    w = make_window("--size", "1280x800", "--projector")
    over = {}
    for name in FITTING_STEPS:
        _overflow(w, name)
        w.host.current_screen().settle()
        _settle(w)
        screen, view = w.host.current_screen(), w.host.container(name).viewport()
        over[name] = screen.height() - view.height()
    assert all(px <= 0 for px in over.values()), {k: v for k, v in over.items() if v > 0}


def test_the_closing_step_fits_a_short_room_by_dropping_its_foot_cards_title_only_when_short(make_window):
    """Step 11 scrolled 17 px at 1024x768 (session 24): short of room, its foot card keeps its buttons and
    drops its title; at 1280x800 the title stays. Since review 74 the fold is judged with the cards' gaps
    already closed, and 1024x768 fits with the title, so a shorter window (1024x720) is the short room."""
    w = make_window("--size", "1024x720", "--screen", "next")
    _settle(w)
    screen = w.current_screen()
    assert _overflow(w, "next") <= 0
    assert not screen.more_title.isVisible() and screen.lab_button.isVisible()
    roomy = make_window("--size", "1280x800", "--screen", "next")
    _settle(roomy)
    assert roomy.current_screen().more_title.isVisible()
