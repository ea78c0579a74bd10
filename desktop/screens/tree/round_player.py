"""Walks the simulated verification rounds one stage at a time. No Qt.

A round has four stages: the heads draft the tree (level by level), the
target runs one slow pass over every node, the matching path is found
(walking down from the root), and the path is kept plus one token of the
target's own. ``step(dt)`` moves the playhead while playing; ``next_stage``
is the teacher's step button and shows the stage it lands on complete.
The screen asks ``view()`` what to draw. Rounds come from
``TreeState.round_detail`` (the sim's Monte Carlo), so nothing is invented here.
"""

from __future__ import annotations

from dataclasses import dataclass

DRAFT, PASS, MATCH, KEEP = range(4)
STAGE_COUNT = 4
# The kept path stays longest: at 2,2 s a pause at 7 s landed on try 2 with the finished tree gone (review 61).
DURATIONS = (1.6, 1.4, 1.8, 3.2)  # seconds at normal speed
SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.5}


@dataclass(frozen=True)
class View:
    round_index: int | None  # None: nothing verified yet
    stage: int | None
    progress: float  # 0..1 within the stage
    detail: dict | None  # sim.round_detail of the round on screen


class RoundPlayer:
    def __init__(self, detail_of) -> None:
        """``detail_of(k)`` gives round k's detail (sim.round_detail)."""
        self.detail_of = detail_of
        self.speed = "normal"
        self.restart()

    def restart(self) -> None:
        self.round_index: int | None = None
        self.stage: int | None = None
        self.t = 0.0
        self.rounds_done = 0  # rounds whose KEEP stage was reached
        self.tokens_done = 0

    @property
    def started(self) -> bool:
        return self.stage is not None

    def _enter(self, stage: int) -> None:
        self.stage = stage
        self.t = 0.0
        if stage == KEEP:
            self.rounds_done += 1
            self.tokens_done += int(self.detail_of(self.round_index)["tokens"])

    def next_stage(self, complete: bool = True) -> None:
        """Go to the next stage (the next round after KEEP)."""
        if self.stage is None:
            self.round_index = 0
            self._enter(DRAFT)
        elif self.stage < KEEP:
            self._enter(self.stage + 1)
        else:
            self.round_index += 1
            self._enter(DRAFT)
        if complete:
            self.t = DURATIONS[self.stage]

    def step(self, dt: float) -> None:
        if self.stage is None:
            self.next_stage(complete=False)
            return
        self.t += dt * SPEEDS[self.speed]
        while self.t >= DURATIONS[self.stage]:
            left = self.t - DURATIONS[self.stage]
            self.next_stage(complete=False)
            self.t = left

    def view(self) -> View:
        if self.stage is None:
            return View(None, None, 0.0, None)
        progress = min(1.0, self.t / DURATIONS[self.stage])
        return View(self.round_index, self.stage, progress, self.detail_of(self.round_index))

    def mean_tokens(self) -> float | None:
        return self.tokens_done / self.rounds_done if self.rounds_done else None


def drafted_depth(view: View, depth: int) -> int:
    """Levels already on screen: the draft grows the tree level by level."""
    if view.stage is None or view.stage > DRAFT:
        return depth
    return max(1, min(depth, int(view.progress * depth) + 1))


def checked_depth(view: View) -> int:
    """Levels the match has walked so far (MATCH reveals them one by one)."""
    if view.stage is None or view.stage < MATCH:
        return 0
    last = view.detail["accepted"] + 1
    if view.stage > MATCH:
        return last
    return max(1, min(last, int(view.progress * last) + 1))


def node_kinds(nodes, view: View, depth: int) -> list[str]:
    """How each node looks on this frame.

    hidden: not drafted yet; draft: a guess; checking: inside the one slow
    pass; accepted: on the matching path (✓); rejected: a candidate at the
    first position where nothing matched (✕); discarded: any other branch.
    """
    n = len(nodes)
    if view.stage is None:
        return ["draft"] * n
    if view.stage == DRAFT:
        shown = drafted_depth(view, depth)
        return ["draft" if v["depth"] <= shown else "hidden" for v in nodes]
    if view.stage == PASS:
        return ["checking"] * n
    path = view.detail["path"]
    on_path = set(path)
    accepted = view.detail["accepted"]
    last = path[-1] if path else -1
    checked = checked_depth(view)
    by_index = {v["index"]: v for v in nodes}

    def alive(v) -> bool:
        """Whether v's branch still holds the matching path at the last checked level (review 21:
        the children of a rejected «niña» stayed blue, as if they could still win)."""
        while v["depth"] > checked and v["parent"] in by_index:
            v = by_index[v["parent"]]
        return v["depth"] > checked or v["index"] in on_path

    kinds = []
    for v in nodes:
        d = v["depth"]
        if d > checked:
            # Below the last checked level: still waiting, or cut off once the walk has stopped
            # or once an ancestor was passed over.
            kinds.append("discarded" if checked == accepted + 1 or not alive(v) else "checking")
        elif v["index"] in on_path:
            kinds.append("accepted")
        elif d == accepted + 1 and v["parent"] == last:
            kinds.append("rejected")
        else:
            kinds.append("discarded")
    return kinds
