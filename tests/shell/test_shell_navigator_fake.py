"""Screens reach other screens only through the Navigator they are given: a
fake one records what they ask, with no window anywhere."""

from __future__ import annotations

import pytest

from desktop.screens.navigator import Navigator, NoNavigator


class FakeNavigator:
    def __init__(self, screens: set[str]) -> None:
        self.screens = screens
        self.asked: list[tuple[str, str]] = []

    def go(self, name: str) -> bool:
        self.asked.append(("go", name))
        return name in self.screens

    def has(self, name: str) -> bool:
        return name in self.screens

    def open_term(self, key: str) -> bool:
        self.asked.append(("term", key))
        return "glossary" in self.screens

    def open_section(self, name: str) -> bool:
        self.asked.append(("section", name))
        return "explainer" in self.screens

    def lab_chart(self):
        return None


def _ctx(nav):
    from desktop.clock import Clock
    from desktop.model import LessonModel
    from desktop.screens.base import AppContext

    return AppContext(model=LessonModel(), clock=Clock(), nav=nav)


def test_the_fakes_and_the_default_are_navigators():
    assert isinstance(FakeNavigator(set()), Navigator)
    assert isinstance(NoNavigator(), Navigator)
    assert isinstance(_ctx(NoNavigator()).nav, NoNavigator)


def test_the_closing_step_offers_and_follows_only_what_the_navigator_has(qtbot, english):
    from desktop.screens.lesson.closing import NextScreen

    nav = FakeNavigator({"lab", "glossary"})
    screen = NextScreen(_ctx(nav))
    qtbot.addWidget(screen)
    screen.activated()
    assert not screen.lab_button.isHidden() and not screen.glossary_button.isHidden()
    assert screen.explainer_button.isHidden()  # this window has no explainer
    assert 'href="explain:' not in screen.lead.text()
    screen.lab_button.click()
    assert nav.asked == [("go", "lab")]
    nav.screens.add("explainer")
    screen.activated()
    assert 'href="explain:next"' in screen.lead.text()
    screen.lead.linkActivated.emit("explain:next")
    assert nav.asked[-1] == ("section", "next")


def test_a_link_in_a_lesson_text_asks_the_navigator(qtbot, english):
    from desktop.screens.lesson.closing import NextScreen

    nav = FakeNavigator({"glossary", "explainer", "rounds"})
    screen = NextScreen(_ctx(nav))
    qtbot.addWidget(screen)
    _title, label = screen.cards["quantisation"]  # a link label inside a card, not the screen itself
    label.linkActivated.emit("gloss:alpha")
    label.linkActivated.emit("explain:rounds")
    label.linkActivated.emit("screen:rounds")
    assert nav.asked == [("term", "alpha"), ("section", "rounds"), ("go", "rounds")]


def test_a_screen_alone_goes_nowhere(qtbot, english, monkeypatch):
    from desktop.screens.lesson import links
    from desktop.screens.lesson.closing import NextScreen

    tips = []
    monkeypatch.setattr(links.QToolTip, "showText", lambda _pos, text, _widget: tips.append(text))
    screen = NextScreen(_ctx(NoNavigator()))
    qtbot.addWidget(screen)
    screen.activated()
    assert screen.lab_button.isHidden() and screen.glossary_button.isHidden()
    assert links.follow(screen, "screen:lab") is False
    assert links.follow(screen, "gloss:alpha") is False
    assert len(tips) == 1 and "α" in tips[0]  # without a glossary, the definition comes as a tooltip


@pytest.mark.parametrize("lesson", [True, False])
def test_the_tree_lab_links_the_lesson_only_where_the_navigator_has_it(qtbot, english, lesson):
    from desktop.screens.tree.screen import LESSON_SCREEN, TreeScreen

    nav = FakeNavigator({LESSON_SCREEN} if lesson else set())
    ctx = _ctx(nav)
    screen = TreeScreen(ctx)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    assert (f'href="screen:{LESSON_SCREEN}"' in screen.papers.text()) is lesson
    if lesson:
        screen.papers.linkActivated.emit(f"screen:{LESSON_SCREEN}")
        assert nav.asked == [("go", LESSON_SCREEN)]
    ctx.clock.release_all()
