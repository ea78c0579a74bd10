"""The player shows exactly what the trace says, in order, and keeps nothing extra."""

from __future__ import annotations

from desktop.sim.trace import make_trace
from desktop import trace_player as tp


def test_playing_to_the_end_reaches_every_round_once():
    trace = make_trace(4, 0.7, 60, 3)
    player = tp.TracePlayer(trace)
    seen_passes = []
    while not player.finished:
        player.step(0.05)
        seen_passes.append(player.slow_passes_so_far())
    assert player.slow_passes_so_far() == len(trace.rounds)
    assert player.tokens_so_far() == 60
    assert seen_passes == sorted(seen_passes)  # passes never go backwards


def test_stages_follow_draft_verify_mark_extra():
    trace = make_trace(3, 0.5, 20, 1)
    player = tp.TracePlayer(trace)
    stages = []
    for _ in range(200):
        player.step(0.02)
        if player.completed > 0:
            break
        stage = player.stage_of_current()
        if not stages or stages[-1] != stage:
            stages.append(stage)
    assert stages == [tp.DRAFTING, tp.VERIFYING, tp.MARKING, tp.EXTRA, tp.DONE]


def test_step_round_completes_the_round_in_progress():
    trace = make_trace(5, 0.6, 40, 9)
    player = tp.TracePlayer(trace)
    player.step_round()
    state = player.row_state(0)
    assert (state.drafted_visible, state.verified, state.marked) == (5, True, True)
    assert player.slow_passes_so_far() == 1
    assert player.tokens_so_far() == len(trace.rounds[0].emitted)


def test_visible_rows_are_bounded():
    trace = make_trace(2, 0.3, 500, 4)
    player = tp.TracePlayer(trace)
    for _ in range(300):
        player.step_round()
    assert len(player.visible_rows(7)) == 7
    assert player.visible_rows(7)[-1].index == 299


def test_speed_scales_time():
    trace = make_trace(4, 0.8, 50, 2)
    slow, fast = tp.TracePlayer(trace), tp.TracePlayer(trace)
    slow.speed, fast.speed = "slow", "fast"
    for _ in range(100):
        slow.step(0.05)
        fast.step(0.05)
    assert fast.slow_passes_so_far() > slow.slow_passes_so_far()


def test_a_pass_counts_with_its_verdict_and_all_its_tokens_at_once():
    """Review 43: ✓ drawn beside "pass N in progress"; review 44: a pass counted before its own
    token. The pass, its verdict and every token it writes (the + included) arrive together.
    Worked out from the round's accepted count, not from the player."""
    trace = make_trace(4, 0.7, 60, 3)
    player = tp.TracePlayer(trace)
    first = trace.rounds[0]
    seen = {}
    while player.completed == 0:
        player.step(0.01)
        if player.completed == 0:
            state = player.row_state(0)
            seen.setdefault(player.stage_of_current(), (player.slow_passes_so_far(), player.tokens_so_far(),
                                                        player.round_in_progress(), state.marked))
    assert seen[tp.DRAFTING] == (0, 0, (1, tp.DRAFTING), False)
    assert seen[tp.VERIFYING] == (0, 0, (1, tp.VERIFYING), False)
    assert seen[tp.MARKING] == (1, first.accepted + 1, None, True)  # kept prefix and own token
    assert seen[tp.EXTRA] == seen[tp.MARKING]
