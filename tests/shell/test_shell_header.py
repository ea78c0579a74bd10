"""The header shows the place it is given, and says what the learner asks for."""

from __future__ import annotations

import pytest

from desktop.shell.header import Header, Place, place_of
from shell_helpers import specs


@pytest.fixture
def header(qtbot, english):
    room = {"width": 2000}
    h = Header(lambda: room["width"])
    qtbot.addWidget(h)
    h.retranslate()
    h.room = room
    return h


def test_it_shows_the_place(header):
    header.show_place(Place(title="Lab", step=(3, 11), can_go_back=True, next_title="Glossary"))
    assert header.title_label.text() == "Lab"
    assert header.step_label.text() == "Screen\n3 of 11"
    assert header.back_button.isEnabled() and header.next_button.isEnabled()
    assert header.next_button.text() == "Next ▶"  # inside a part, the plain word
    assert header.next_button.accessibleName() == "Next screen: Glossary"
    header.show_place(Place(title="Glossary", next_title="Lab", next_leaves_group=True))
    assert header.step_label.text() == ""
    assert not header.back_button.isEnabled()
    assert header.next_button.text() == "Lab ▶"  # leaving the part, it says where it goes
    header.show_place(Place(title="End"))
    assert not header.next_button.isEnabled()
    assert header.next_button.accessibleName() == "Next screen"


def test_it_says_what_was_asked(header, qtbot):
    with qtbot.waitSignal(header.backRequested):
        header.back_button.click()
    header.show_place(Place(title="A", next_title="B"))
    with qtbot.waitSignal(header.nextRequested):
        header.next_button.click()
    with qtbot.waitSignal(header.resetRequested):
        header.reset_button.click()
    with qtbot.waitSignal(header.languageChosen) as chosen:
        header.language_box.setCurrentIndex(header.language_box.findData("en"))
    assert chosen.args == ["en"]
    # Showing the language in effect asks for nothing.
    with qtbot.assertNotEmitted(header.languageChosen):
        header.show_language("es")
    assert header.language_box.currentData() == "es"


def test_it_folds_for_the_room_it_gets(header):
    header.show_place(Place(title="Lab", step=(3, 11), next_title="Glossary"))
    header.relayout(force=True)
    assert header.arrangement == (True, False, False)  # one row
    assert header.back_button.text() == "◀ Back" and header.language_label.isVisibleTo(header)
    header.room["width"] = 120  # less than any control row needs
    header.relayout()
    wide, compact, narrow = header.arrangement
    assert not wide and compact and narrow
    assert header.back_button.text() == "◀" and header.next_button.text() == "▶"
    assert header.language_box.itemText(0) == "ES"
    assert not header.language_label.isVisibleTo(header)
    assert header.back_button.accessibleName() == "Previous screen"  # the full words stay for a screen reader
    header.room["width"] = 2000
    header.relayout()
    assert header.arrangement == (True, False, False)
    assert header.back_button.text() == "◀ Back"


def test_place_of_counts_every_screen_within_its_part_and_sees_a_part_end(english):
    """Review 49: after the lesson's «11 of 11», nine screens followed with no counter. Reviews 46-59:
    «Screen 11 of 20» beside «the guided lesson ends here» read as nine lesson screens to come."""
    s = specs(("intro", "lesson", "plain"), ("rounds", "lesson", "plain"), ("lab", "lab", "plain"),
              ("tree", "lab", "plain"))
    # The lesson's steps say «Screen», as its texts do («step 5»); the parts after it say their name.
    assert place_of(s, "intro") == Place("Intro", (1, 2), False, "Rounds", False, None)
    assert place_of(s, "rounds") == Place("Rounds", (2, 2), True, "Lab", True, None)
    assert place_of(s, "lab") == Place("Lab", (1, 2), True, "Tree", False, "Practice")
    assert place_of(s, "tree") == Place("Tree", (2, 2), True, None, False, "Practice")


def test_the_counter_names_its_part(header):
    header.show_place(Place(title="Lab", step=(1, 6), part="Practice", next_title="Sampling"))
    assert header.step_label.text() == "Practice\n1 of 6"
    header.show_place(Place(title="Lab", step=(3, 11)))
    assert header.step_label.text() == "Screen\n3 of 11"  # a place without a part keeps the plain word


def test_the_step_counter_does_not_make_the_controls_compact(header):
    """Reviews 10 and 13: «Paso 10 de 11» (one digit longer) turned steps 10 and 11 into «◀ ▶ ES ☰»
    at 1024x768 on a projector. Not wide, the controls have a row of their own: they keep their words
    whenever that row holds them, whatever the counter's width."""
    header.show_place(Place(title="Lab", step=(10, 11), next_title="Glossary"))
    header.show_words(False)
    need = header.controls.sizeHint().width()
    header.room["width"] = need + 2  # the controls fit a row; the counter beside them would not
    header.relayout(force=True)
    wide, compact, _narrow = header.arrangement
    assert not wide and not compact
    assert header.back_button.text() == "◀ Back" and header.language_label.isVisibleTo(header)


def test_every_lesson_step_keeps_one_header_row_at_1280x800(make_window, qapp):
    """Review 17: steps 10 and 11 moved the buttons to a second row (the counter is one digit
    longer), so the header jumped between steps 9 and 10 and read as leaving the lesson."""
    window = make_window("--screen", "intro", "--size", "1280x800")
    for name in ("intro", "operate", "heads", "quiz", "next"):
        window.show_screen(name)
        for _ in range(3):
            qapp.processEvents()
        assert window.header.arrangement == (True, False, False), name


def test_at_1024_the_language_switch_leaves_the_row_so_title_and_buttons_share_it(make_window, qapp):
    """Reviews 18-21: at 1024x768 the buttons took a row of their own, ~45 px off every screen.
    The language switch is in the menu too; without it (and with «Reiniciar» short) one row holds
    all, on every screen alike, and the menu still switches the language."""
    window = make_window("--screen", "intro", "--size", "1024x768")
    header = window.header
    heights = {}
    for name in ("intro", "checking", "operate", "quiz", "lab", "realmodels"):
        window.show_screen(name)
        for _ in range(3):
            qapp.processEvents()
        assert header.arrangement == (True, False, False), name
        assert header.language_in_menu_only and not header.language_box.isVisibleTo(header), name
        assert header.reset_button.text() == "Reiniciar", name
        heights[name] = header.height()
    # A one-line title makes a one-line header; the longest titles wrap to three lines,
    # no taller than the old two rows (title, then buttons: 95 px).
    assert heights["intro"] <= 55 and heights["operate"] <= 55 and heights["lab"] <= 55, heights
    assert max(heights.values()) <= 105, heights
    window.options_menu.languageChosen.emit("en")
    for _ in range(3):
        qapp.processEvents()
    assert header.reset_button.accessibleName() == "Reset screen"
    window.resize(1280, 800)
    for _ in range(3):
        qapp.processEvents()
    header.relayout()
    assert not header.language_in_menu_only and header.language_box.isVisibleTo(header)
    assert header.reset_button.text() == "Reset screen"


def test_without_the_menu_the_language_switch_stays_in_the_header(header):
    """The kiosk hides the menu: where the header would leave the language switch to the menu
    (1024x768), it keeps its own switch then."""
    header.show_place(Place(title="Lab", step=(3, 11), next_title="Glossary"))
    header.show_words(False)
    step = header.step_label.sizeHint().width() + 12
    language = header.language_label.sizeHint().width() + header.language_box.sizeHint().width()
    # Too narrow for the title beside every control; wide enough once the switch (and «Reset
    # screen»'s second word) leave the row.
    header.room["width"] = header.controls.sizeHint().width() + step + 260 - language + 40
    header.relayout(force=True)
    assert header.language_in_menu_only and header.language_box.isHidden()
    header.options_button.hide()
    header.relayout(force=True)
    assert not header.language_in_menu_only and not header.language_box.isHidden()


@pytest.mark.parametrize("mode", [[], ["--projector"]])
def test_the_buttons_are_the_same_on_every_screen(make_window, qapp, mode):
    """Review 23: on a projector the lesson steps (with their step counter) hid the language switch
    and the labs (without one) kept it; at 1280x800 the challenge screen alone hid it (its next
    button names the teacher's guide). The header now decides on the widest counter and the plain
    «Siguiente ▶», so one set of buttons shows everywhere."""
    window = make_window("--screen", "intro", "--size", "1280x800", *mode)
    header = window.header
    looks = {}
    for name in window.host.names():
        window.show_screen(name)
        for _ in range(3):
            qapp.processEvents()
        looks.setdefault((header.arrangement, header.language_in_menu_only, header.reset_button.text()),
                         []).append(name)
    assert len(looks) == 1, looks
