"""Plays a ``desktop.sim.trace.Trace`` round by round, in time. No Qt.

A round unfolds in stages: the draft writes its k tokens one after another
(quickly: drafting is cheap), the V chip marks the one slow pass, then the
✓/✕ marks and the target's own token appear together as it ends; a last
stage lets the caption speak of that own token. ``step(dt)`` moves the playhead;
the view asks ``row_state(i)`` what to draw. Finished rounds are kept as
indices into the (immutable) trace, so nothing piles up while playing.
"""

from __future__ import annotations

from dataclasses import dataclass

DRAFT_TOKEN_S = 0.12
VERIFY_S = 0.55
MARKS_S = 0.5
EXTRA_S = 0.5
REST_S = 0.35
SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 3.0}

# Stages of a round, in order.
DRAFTING, VERIFYING, MARKING, EXTRA, DONE = range(5)


@dataclass(frozen=True)
class RowState:
    index: int
    drafted_visible: int  # how many drafted tokens are on screen
    verified: bool  # the V chip (the slow pass) is shown
    marked: bool  # ✓/✕ shown, with the pass's own token: the pass has landed
    stage: int


class TracePlayer:
    def __init__(self, trace, draft_token_s: float = DRAFT_TOKEN_S) -> None:
        self.speed = "normal"
        # Seconds per drafted token on screen. A view may make it 0 (a free draft: the k tokens
        # appear at once, with the slow pass) so the time on screen does not contradict c = 0.
        self.draft_token_s = draft_token_s
        self.load(trace)

    def load(self, trace) -> None:
        self.trace = trace
        self.completed = 0  # rounds fully shown
        self.t = 0.0  # seconds into the round in progress

    @property
    def rounds(self):
        return self.trace.rounds

    @property
    def finished(self) -> bool:
        return self.completed >= len(self.rounds)

    @property
    def midway(self) -> bool:
        """Past the start and before the end: Play goes on from here (the button says «Continuar»)."""
        return not self.finished and (self.completed > 0 or self.t > 0)

    def _durations(self, i: int) -> tuple[float, float, float, float, float]:
        k = len(self.rounds[i].drafted)
        return (k * self.draft_token_s, VERIFY_S, MARKS_S, EXTRA_S, REST_S)

    def round_duration(self, i: int) -> float:
        return sum(self._durations(i))

    def step(self, dt: float) -> None:
        if self.finished:
            return
        self.t += dt * SPEEDS[self.speed]
        while not self.finished and self.t >= self.round_duration(self.completed):
            self.t -= self.round_duration(self.completed)
            self.completed += 1
        if self.finished:
            self.t = 0.0

    def step_round(self) -> None:
        """Show the round in progress completely (a teacher's "step")."""
        if not self.finished:
            self.completed += 1
            self.t = 0.0

    def stage_of_current(self) -> int:
        if self.finished:
            return DONE
        remaining = self.t
        for stage, duration in enumerate(self._durations(self.completed)):
            if remaining < duration:
                return stage
            remaining -= duration
        return DONE

    def row_state(self, i: int) -> RowState:
        k = len(self.rounds[i].drafted)
        if i < self.completed:
            return RowState(i, k, True, True, DONE)
        stage = self.stage_of_current()
        visible = k if stage > DRAFTING else min(k, int(self.t / self.draft_token_s) + (1 if self.t > 0 else 0))
        # The verdict and the pass's own token come out of one pass: they are drawn together. The
        # EXTRA stage only gives the caption time to speak of the + token.
        return RowState(i, visible, stage >= VERIFYING, stage >= MARKING, stage)

    def visible_rows(self, limit: int) -> list[RowState]:
        """The last ``limit`` rows on screen (the finished ones and the one in progress)."""
        last = self.completed if (self.finished or self.t == 0.0) else self.completed + 1
        last = min(last, len(self.rounds))
        return [self.row_state(i) for i in range(max(0, last - limit), last)]

    # Running totals, for the count against the baseline. A slow pass lands when it gives its
    # verdict: its V fills, its ✓/✕ and its own token (+) appear together, and the pass and all
    # its tokens count at that moment. Review 43 read ✓ beside "pass N in progress" as a
    # contradiction; review 44, a pass counted before its + as a pass that left no token.
    def landed(self) -> bool:
        """True when the round in progress has given its verdict and written its tokens."""
        return not self.finished and self.t > 0 and self.stage_of_current() >= MARKING

    def slow_passes_so_far(self) -> int:
        return self.completed + (1 if self.landed() else 0)

    def round_in_progress(self) -> tuple[int, int] | None:
        """(1-based round number, stage) of a round started whose pass has not landed, else None."""
        if self.finished or self.t == 0.0 or self.landed():
            return None
        return self.completed + 1, self.stage_of_current()

    def tokens_so_far(self) -> int:
        total = sum(len(r.emitted) for r in self.rounds[: self.completed])
        if self.landed():
            total += len(self.rounds[self.completed].emitted)
        return total
