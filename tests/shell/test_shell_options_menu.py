"""The Options menu ticks and allows what it is told, and says what was chosen."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from desktop.shell.options_menu import FONT_SCALES, MenuState, OptionsMenu


@pytest.fixture
def menu(qtbot, english):
    added = []

    def add_more(m):
        action = QAction("Kit", m)
        m.addAction(action)
        added.append(action)

    m = OptionsMenu(None, add_more)
    m.retranslate()
    m.added = added
    yield m
    m.deleteLater()


def test_it_shows_the_state_it_is_given(menu, qtbot):
    with qtbot.assertNotEmitted(menu.projectorToggled):  # ticking is not asking
        menu.sync(MenuState(projector=True, font_percent=150, language="en", can_export=False,
                            can_save_card=True, can_continue=False, can_start_over=True))
    assert menu.projector_action.isChecked()
    assert [p for p, a in menu.font_actions.items() if a.isChecked()] == [150]
    assert [c for c, a in menu.language_actions.items() if a.isChecked()] == ["en"]
    assert not any(a.isEnabled() for a in menu.export_actions.values())
    assert menu.card_action.isEnabled()
    assert not menu.continue_action.isEnabled() and menu.start_over_action.isEnabled()
    menu.sync(MenuState(can_export=True, can_save_card=False))
    assert not menu.projector_action.isChecked()
    assert all(a.isEnabled() for a in menu.export_actions.values()) and not menu.card_action.isEnabled()


def test_it_says_what_was_chosen(menu, qtbot):
    with qtbot.waitSignal(menu.projectorToggled) as toggled:
        menu.projector_action.trigger()
    assert toggled.args == [True]
    for pct in (FONT_SCALES[1], FONT_SCALES[-1]):
        with qtbot.waitSignal(menu.fontScaleChosen) as chosen:
            menu.font_actions[pct].trigger()
        assert chosen.args == [pct]
    with qtbot.waitSignal(menu.languageChosen) as chosen:
        menu.language_actions["es"].trigger()
    assert chosen.args == ["es"]
    with qtbot.waitSignal(menu.exportChosen) as chosen:
        menu.export_actions["csv"].trigger()
    assert chosen.args == ["csv"]
    for action, signal in ((menu.card_action, menu.cardChosen), (menu.continue_action, menu.continueChosen),
                           (menu.start_over_action, menu.startOverChosen)):
        with qtbot.waitSignal(signal):
            action.trigger()


def test_texts_and_the_places_of_other_areas_actions(menu):
    assert menu.projector_action.text() == "Projector mode (high contrast)"
    assert menu.font_menu.title() == "Text size"
    assert [a.text() for a in menu.font_actions.values()] == [f"{p} %" for p in FONT_SCALES]
    actions = menu.actions()
    kit = actions.index(menu.added[0])
    assert actions.index(menu.card_action) < kit < actions.index(menu.continue_action)


def test_a_kiosk_disables_everything(menu):
    menu.disable_all()
    assert not any(a.isEnabled() for a in menu.actions())
