"""The window's Navigator shows screens, opens the reference pages at a place, and finds the Lab's chart."""

from __future__ import annotations

import pytest

from desktop.shell.navigation import ShellNavigator
from desktop.shell.screen_host import ScreenHost
from shell_helpers import specs


@pytest.fixture
def nav(qtbot, ctx):
    host = ScreenHost(ctx, specs(("intro", "lesson", "plain"), ("lab", "lab", "chart"),
                                 ("glossary", "reference", "reference"), ("explainer", "reference", "reference")))
    qtbot.addWidget(host)
    shown: list[str] = []

    def show(name: str) -> None:
        shown.append(name)
        host.bring_up(name)

    navigator = ShellNavigator(host, show)
    navigator.host, navigator.shown = host, shown
    return navigator


def test_go_and_has(nav):
    assert nav.has("lab") and not nav.has("tree")
    assert nav.go("tree") is False and nav.shown == []
    assert nav.go("lab") is True and nav.shown == ["lab"]


def test_open_term_and_section_remember_where_the_learner_came_from(nav):
    nav.go("intro")
    assert nav.open_term("alpha")
    assert nav.shown[-1] == "glossary"
    assert nav.host.screen("glossary").calls[-1] == "term alpha from intro"
    assert nav.open_section("rounds")
    assert nav.shown[-1] == "explainer"
    assert nav.host.screen("explainer").calls[-1] == "section rounds from glossary"


def test_lab_chart_is_the_labs_own_and_builds_the_lab(nav):
    assert "lab" not in nav.host.created()
    chart = nav.lab_chart()
    assert chart is nav.host.screen("lab").chart
    assert nav.shown == []  # found, not shown


def test_without_the_pages_nothing_is_opened(qtbot, ctx):
    host = ScreenHost(ctx, specs(("intro", "lesson", "plain")))
    qtbot.addWidget(host)
    nav = ShellNavigator(host, lambda name: pytest.fail(f"showed {name}"))
    assert not nav.open_term("alpha") and not nav.open_section("intro") and nav.lab_chart() is None
