"""Renewing the session: a model with the start-up values (and the current ones
if asked), a new clock, nothing connected to the old ones, screens rebuilt with their state."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QMainWindow

from desktop.clock import Clock
from desktop.model import LessonModel
from desktop.shell import session
from desktop.shell.screen_host import ScreenHost
from shell_helpers import specs


class _Stepper(QObject):
    def step(self, dt: float) -> None:
        pass


def test_clone_keeps_the_start_up_values_and_the_current_ones_only_if_asked(qapp):
    model = LessonModel(k=6, alpha=0.5, seed=7)
    model.set_k(3)
    model.set_alpha(0.9)
    model.set_measured_point({"alpha": 0.6, "slow_passes": 40.0, "tokens": 150, "k": 2})
    fresh = model.clone()
    assert (fresh.k, fresh.alpha, fresh.seed, fresh.measured_point) == (6, 0.5, 7, None)
    kept = model.clone(keep_values=True)
    assert kept.state() == model.state()
    kept.reset()  # its Reset All still goes back to what the app started with
    assert (kept.k, kept.alpha, kept.seed) == (6, 0.5, 7)


def test_prune_forgets_deleted_steppers_only(qapp):
    clock = Clock()
    alive, dead = _Stepper(), _Stepper()
    clock.add(alive)
    clock.acquire(dead)
    shiboken6.delete(dead)
    assert clock.prune() == 1
    assert clock.steppers() == [alive]
    clock.advance(0.1)  # would raise on the deleted one
    clock.release_all()


def test_renew_replaces_model_and_clock_and_cuts_old_connections(ctx):
    old_model, old_clock = ctx.model, ctx.clock
    old_model.set_k(9)
    heard = []
    old_model.kChanged.connect(heard.append)
    session.renew(ctx, keep_values=True)
    assert ctx.model is not old_model and ctx.clock is not old_clock
    assert ctx.model.k == 9
    old_model.set_k(2)  # a discarded screen's lambda would hear this: it must not
    assert heard == []
    session.renew(ctx, keep_values=False)
    assert ctx.model.k == LessonModel().k


def test_rebuild_gives_the_screens_back_their_state(qtbot, ctx):
    host = ScreenHost(ctx, specs(("a", "lesson", "plain"), ("b", "lesson", "plain")))
    qtbot.addWidget(host)
    for name in ("a", "b"):
        screen = host.screen(name)
        screen.save_state = lambda name=name: f"state of {name}"
    old_a = host.bring_up("a")
    shown = []

    def show(name):
        shown.append(name)
        host.bring_up(name)

    from shell_helpers import PlainScreen

    restored = []
    original = PlainScreen.restore_state
    PlainScreen.restore_state = lambda self, state: restored.append((self.objectName(), state))
    styled = []
    try:
        session.rebuild(host, show, restyle=lambda: styled.append(sorted(host.created())))
        # Only the shown screen is built now; the other gets its state when it is built.
        assert shown == ["a"] and host.current_screen() is not old_a
        assert sorted(host.created()) == ["a"] and restored == [("screen_a", "state of a")]
        host.screen("b")
        host.screen("b")  # built once: the state is given back once
    finally:
        PlainScreen.restore_state = original
    assert styled == [[]]  # the new theme met no old screen
    assert restored == [("screen_a", "state of a"), ("screen_b", "state of b")]


def test_close_other_windows_closes_a_visitors_dialog_not_the_window(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    dialog = QDialog(window)
    dialog.show()
    assert dialog.isVisible()
    session.close_other_windows(window)
    assert not dialog.isVisible() and window.isVisible()
