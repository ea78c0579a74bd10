"""Which chart is saved: the screen's own, else the Lab's; the card only for a passed quiz."""

from __future__ import annotations

from types import SimpleNamespace

from desktop.screens.navigator import NoNavigator
from desktop.shell import exports


class _Nav(NoNavigator):
    def __init__(self, lab_chart=None, has_lab=False):
        self._chart, self._has = lab_chart, has_lab

    def has(self, name):
        return self._has and name == "lab"

    def lab_chart(self):
        return self._chart


def test_the_screens_own_chart_wins_over_the_labs():
    own, labs = object(), object()
    screen = SimpleNamespace(exported_chart=lambda: own)
    bare = SimpleNamespace(exported_chart=lambda: None)
    nav = _Nav(labs, has_lab=True)
    assert exports.chart_to_save(screen, nav) is own
    assert exports.chart_to_save(bare, nav) is labs
    assert exports.chart_to_save(None, nav) is labs
    assert exports.can_save_chart(bare, nav)
    assert not exports.can_save_chart(bare, _Nav())
    assert exports.can_save_chart(screen, _Nav())


def test_nothing_to_save_asks_nothing(qapp):
    assert exports.save_chart(None, "png", None) is None
    assert exports.save_card(None, None, None) is None
    failed = SimpleNamespace(quiz_result=lambda: SimpleNamespace(passed=False))
    assert exports.save_card(failed, None, None) is None
    unanswered = SimpleNamespace(quiz_result=lambda: None)
    assert exports.save_card(unanswered, None, None) is None


def test_a_screen_exports_its_pass_chart_and_nothing_else(qtbot, ctx):
    from PySide6.QtWidgets import QLabel

    from shell_helpers import ChartScreen, PlainScreen

    lab = ChartScreen(ctx)
    plain = PlainScreen(ctx)
    plain.chart = QLabel("not a pass chart")
    for w in (lab, plain):
        qtbot.addWidget(w)
    assert lab.exported_chart() is lab.chart
    assert plain.exported_chart() is None
