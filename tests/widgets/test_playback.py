"""clock.Playback: play holds the clock, pause lets it rest, both idempotent,
and every animated view that mixes it in keeps its own way of starting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from desktop.clock import Clock, Playback
from desktop.model import LessonModel
from desktop.screens.lesson.widgets.heads_diagram import LAST_STAGE, HeadsDiagram
from desktop.screens.lesson.widgets.lanes import PassLanes, writing_lane
from desktop.widgets.token_rows import TokenRows


class RecordingClock:
    """Writes down who acquired and released it, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def acquire(self, stepper) -> None:
        self.calls.append(("acquire", stepper))

    def release(self, stepper) -> None:
        self.calls.append(("release", stepper))


class Toy(Playback, QObject):
    playingChanged = Signal(bool)

    def __init__(self, clock) -> None:
        super().__init__()
        self.clock = clock
        self.steps = 0
        self.rewinds = 0

    def play(self) -> None:
        self.rewinds += 1
        super().play()

    def step(self, _dt: float) -> None:
        if self.playing:
            self.steps += 1


@pytest.fixture
def clock(qapp):
    c = Clock()
    yield c
    c.release_all()


@pytest.fixture
def screen(qtbot, qapp, clock):
    from desktop.screens.base import AppContext
    from desktop.screens.tree.screen import TreeScreen

    widget = TreeScreen(AppContext(model=LessonModel(qapp), clock=clock))
    qtbot.addWidget(widget)
    return widget


def _signals(obj) -> list[bool]:
    seen: list[bool] = []
    obj.playingChanged.connect(seen.append)
    return seen


def test_play_acquires_once_and_pause_releases_once(qapp):
    fake = RecordingClock()
    toy = Toy(fake)
    seen = _signals(toy)
    assert not toy.playing
    toy.pause()  # paused already: nothing to release, nothing said
    assert fake.calls == [] and seen == []
    toy.play()
    toy.play()
    assert toy.playing
    assert fake.calls == [("acquire", toy)] and seen == [True]
    toy.pause()
    toy.pause()
    assert not toy.playing
    assert fake.calls == [("acquire", toy), ("release", toy)] and seen == [True, False]


def test_toggle_flips_and_goes_through_the_subclass_play(qapp):
    fake = RecordingClock()
    toy = Toy(fake)
    seen = _signals(toy)
    toy.toggle()
    assert toy.playing and toy.rewinds == 1
    toy.toggle()
    assert not toy.playing and toy.rewinds == 1
    toy.toggle()
    assert toy.playing and toy.rewinds == 2
    assert seen == [True, False, True]
    assert [c[0] for c in fake.calls] == ["acquire", "release", "acquire"]


def test_the_real_clock_ticks_only_while_someone_plays(clock):
    a, b = Toy(clock), Toy(clock)
    assert not clock.running
    a.play()
    b.play()
    assert clock.running
    a.pause()
    assert clock.running  # b still holds it
    clock.advance(0.1)
    assert (a.steps, b.steps) == (0, 1)
    b.pause()
    assert not clock.running
    clock.advance(0.1)
    assert (a.steps, b.steps) == (0, 1)


def test_the_state_belongs_to_each_instance(clock):
    a, b = Toy(clock), Toy(clock)
    a.play()
    assert a.playing and not b.playing
    assert not Toy(clock).playing


def test_lanes_play_rewinds_a_finished_run_and_holds_the_clock(qtbot, clock):
    lanes = PassLanes(clock)
    qtbot.addWidget(lanes)
    lanes.set_lanes([writing_lane(("a", "b"))])
    lanes.seek(lanes.duration())
    assert lanes.finished
    seen = _signals(lanes)
    lanes.toggle()
    assert lanes.t == 0.0 and lanes.playing and clock.running and seen == [True]
    lanes.toggle()
    assert not lanes.playing and not clock.running and seen == [True, False]


def test_heads_diagram_play_starts_at_the_drafting(qtbot, clock):
    diagram = HeadsDiagram(clock)
    qtbot.addWidget(diagram)
    diagram.set_stage(LAST_STAGE)
    diagram.toggle()
    assert diagram.stage == 1 and diagram.playing and clock.running
    diagram.toggle()
    assert not diagram.playing and not clock.running
    diagram.play()
    for _ in range(2000):  # it pauses itself at the last stage
        clock.advance(0.05)
        if not diagram.playing:
            break
    assert diagram.stage == LAST_STAGE and not diagram.playing and not clock.running


def test_token_rows_play_reloads_a_finished_trace(qtbot, clock):
    rows = TokenRows(LessonModel(None, k=3, alpha=0.6, tokens=12, seed=5), clock)
    qtbot.addWidget(rows)
    while not rows.player.finished:
        rows.step_round()
    assert not rows.playing
    rows.toggle()
    assert rows.playing and clock.running
    assert rows.player.completed == 0 and not rows.player.finished
    rows.pause()
    assert not rows.playing and not clock.running


def test_tree_screen_button_follows_and_the_clock_is_the_contexts(screen):
    clock = screen.ctx.clock
    screen.toggle()
    assert screen.playing and clock.running and screen.play_button.isChecked()
    screen.toggle()
    assert not screen.playing and not clock.running and not screen.play_button.isChecked()
    # Start over hands the context a new clock; playing must hold that one.
    fresh = Clock()
    screen.ctx.clock = fresh
    try:
        screen.play()
        assert fresh.running and not clock.running
        screen.pause()
        assert not fresh.running
    finally:
        fresh.release_all()
        screen.ctx.clock = clock


def test_a_view_without_the_mixin_is_not_a_playback():
    # Guards the test above from passing on a copy: each view must use the one helper.
    from desktop.screens.tree.screen import TreeScreen

    for cls in (PassLanes, HeadsDiagram, TokenRows, TreeScreen):
        assert issubclass(cls, Playback) and "playing" not in vars(cls) and "pause" not in vars(cls)
    assert not issubclass(QWidget, Playback)
