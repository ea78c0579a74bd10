"""The prefetcher builds the unopened screens in the learner's pauses: the next one first, then the
previous one, then the rest in order; never while an animation plays; and a key press restarts the pause."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from desktop.shell.prefetch import Prefetcher
from desktop.shell.screen_host import ScreenHost
from shell_helpers import specs


class _Stepper(QObject):
    def step(self, dt: float) -> None:
        pass


@pytest.fixture
def host(qtbot, ctx):
    h = ScreenHost(ctx, specs(*((name, "lesson", "plain") for name in "abcde")))
    qtbot.addWidget(h)
    return h


def _built_order(host: ScreenHost, qtbot, prefetch: Prefetcher, count: int) -> list[str]:
    order = []

    def grew() -> bool:
        for name in host.created():
            if name not in order:
                order.append(name)
        return len(order) >= count

    qtbot.waitUntil(grew, timeout=3000)
    return order


def test_it_builds_the_next_then_the_previous_then_the_rest(host, qtbot):
    host.bring_up("c")
    prefetch = Prefetcher(host, host.ctx.clock, idle_ms=5)
    assert prefetch.pending() == ["d", "b", "a", "e"]
    prefetch.enable()
    try:
        order = _built_order(host, qtbot, prefetch, 5)
    finally:
        prefetch.disable()
    assert order == ["c", "d", "b", "a", "e"]
    assert prefetch.pending() == [] and not prefetch._timer.isActive()
    # Built, not shown: the learner's screen stays where it was, and nobody was told it arrived.
    assert host.current_name == "c" and all(host.screen(n).calls == [] for n in "abde")


def test_it_does_nothing_until_turned_on(host, qtbot):
    host.bring_up("a")
    prefetch = Prefetcher(host, host.ctx.clock, idle_ms=5)
    prefetch.wait()
    qtbot.wait(60)
    assert list(host.created()) == ["a"]


def test_it_waits_while_an_animation_plays(host, qtbot):
    host.bring_up("a")
    stepper = _Stepper()
    host.ctx.clock.add(stepper)
    host.ctx.clock.acquire(stepper)
    prefetch = Prefetcher(host, host.ctx.clock, idle_ms=5)
    prefetch.enable()
    try:
        qtbot.wait(80)
        assert list(host.created()) == ["a"]  # several pauses passed, all during the animation
        host.ctx.clock.release(stepper)
        qtbot.waitUntil(lambda: len(host.created()) == 5, timeout=3000)
    finally:
        prefetch.disable()
        host.ctx.clock.remove(stepper)


def test_a_key_press_starts_the_pause_again(host, qtbot):
    host.bring_up("a")
    prefetch = Prefetcher(host, host.ctx.clock, idle_ms=10_000)
    prefetch.enable()
    try:
        qtbot.wait(1000)
        before = prefetch._timer.remainingTime()
        QApplication.sendEvent(host, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier))
        after = prefetch._timer.remainingTime()
        assert before <= 9_300 and after > before and after >= 9_900
        assert list(host.created()) == ["a"]
    finally:
        prefetch.disable()


def test_a_discard_is_made_good_after_the_next_input(host, qtbot):
    host.bring_up("a")
    prefetch = Prefetcher(host, host.ctx.clock, idle_ms=5)
    prefetch.enable()
    try:
        qtbot.waitUntil(lambda: len(host.created()) == 5, timeout=3000)
        host.discard()
        host.bring_up("b")
        QApplication.sendEvent(host, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier))
        qtbot.waitUntil(lambda: len(host.created()) == 5, timeout=3000)
    finally:
        prefetch.disable()
