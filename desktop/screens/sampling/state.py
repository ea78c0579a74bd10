"""The Sampling lab's observable state: p, q, the outputs so far, and playback.

The numbers all come from ``desktop.sim.sampling``; this object only keeps
them, plays a drawn batch back over time so the histogram visibly builds up,
and tells the views when something changed.

Reproducibility: the random generator is re-seeded (from the app's seed)
whenever the histogram starts over: when p or q change, on "Clear outputs"
and on Reset All. Each "Sample n" press draws its whole batch with one
``speculative_sample(p, q, n, rng)`` call before playing it back, so the final
counts depend only on the seed, p, q and the presses since the last change,
never on the frame rate.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, Signal

from desktop.screens.sampling import context
from desktop.sim import sampling

DIFFERENCE_DEFAULT = context.DEFAULT_DIFFERENCE
TEMPERATURE_DEFAULT = 1.0
# Symmetric about 1, so T = 1 (q as it is) sits in the middle of its slider,
# right over the caption that names it (review round 7: a knob at 1,00 a
# quarter of the way along read as off-centre against its "1" label).
TEMPERATURE_RANGE = (0.25, 1.75)
LOG_SIZE = 4  # four lines: the sampling card must stay about as short as the knobs
# A single step unfolds in three beats: the draft proposes, the target
# accepts or rejects, the output lands in the histogram.
STAGE_S = 0.55
SINGLE_STAGES = 3
# Seconds to play back a batch of n > 1 steps.
BATCH_S = {100: 1.6}
LONG_BATCH_S = 2.4

PROPOSED, JUDGED, EMITTED = range(SINGLE_STAGES)


def reshape(q, index: int, value: float) -> np.ndarray:
    """q with q[index] set to ``value`` and the other words rescaled to keep the sum 1.

    The others keep their proportions; if they were all zero the rest is
    shared equally among them.
    """
    q = np.asarray(q, dtype=float).copy()
    value = min(max(float(value), 0.0), 1.0)
    others = np.arange(q.size) != index
    rest = q[others].sum()
    if q.size == 1:
        return np.ones(1)
    if rest > 0:
        q[others] = q[others] / rest * (1.0 - value)  # divide first: rest may be tiny
    else:
        q[others] = (1.0 - value) / (q.size - 1)
    q[index] = value
    return q


class SamplingState(QObject):
    distributionsChanged = Signal()  # p or q changed; the histogram started over
    outputsChanged = Signal()  # counts, acceptance, log or the step on show changed
    playingChanged = Signal(bool)
    knobsChanged = Signal()  # difference or temperature changed

    def __init__(self, clock, seed_source, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self._seed_source = seed_source
        self.prompt = context.PROMPT
        self.words = tuple(context.WORDS)
        self.p = context.target_distribution()
        self.difference = DIFFERENCE_DEFAULT
        self.temperature = TEMPERATURE_DEFAULT
        self.q = context.draft_distribution(self.difference, self.temperature)
        self.edited_by_hand = False
        self._pending = None
        self._clear()
        clock.add(self)

    # Derived numbers ----------------------------------------------------------
    @property
    def alpha(self) -> float:
        return sampling.acceptance_rate(self.p, self.q)

    def overlap(self) -> np.ndarray:
        return np.minimum(self.p, self.q)

    @property
    def total(self) -> int:
        return int(self.counts.sum())

    def acceptance(self) -> float | None:
        return self.accepted / self.total if self.total else None

    def fractions(self) -> np.ndarray:
        return self.counts / self.total if self.total else np.zeros(len(self.words))

    @property
    def seed(self) -> int:
        return int(self._seed_source())

    @property
    def playing(self) -> bool:
        return self._pending is not None

    # Reshaping q --------------------------------------------------------------
    def set_difference(self, value: float) -> None:
        value = min(max(float(value), 0.0), 1.0)
        if value != self.difference or self.edited_by_hand:
            self.difference = value
            self._q_from_knobs()

    def set_temperature(self, value: float) -> None:
        value = min(max(float(value), TEMPERATURE_RANGE[0]), TEMPERATURE_RANGE[1])
        if value != self.temperature or self.edited_by_hand:
            self.temperature = value
            self._q_from_knobs()

    def _q_from_knobs(self) -> None:
        self.edited_by_hand = False
        self.knobsChanged.emit()
        self._set_q(context.draft_distribution(self.difference, self.temperature))

    def set_word(self, index: int, value: float) -> None:
        """The learner set q[index] (drag or keys); the other words renormalise."""
        index = int(index)
        if not 0 <= index < len(self.words):
            return
        q = reshape(self.q, index, value)
        self.edited_by_hand = True
        self._set_q(q)

    def _set_q(self, q) -> None:
        if np.array_equal(q, self.q):
            return
        self.q = np.asarray(q, dtype=float)
        self._clear()
        self.distributionsChanged.emit()
        self.outputsChanged.emit()

    # Sampling -----------------------------------------------------------------
    def sample(self, n: int) -> None:
        """Draw n steps now and start playing them back."""
        self.finish()
        batch = sampling.speculative_sample(self.p, self.q, n, self._rng)
        duration = SINGLE_STAGES * STAGE_S if n == 1 else BATCH_S.get(n, LONG_BATCH_S)
        self._pending = {"batch": batch, "n": n, "shown": 0, "t": 0.0, "duration": duration}
        if n == 1:
            self._show_single(PROPOSED)
        self.clock.acquire(self)
        self.playingChanged.emit(True)

    def step(self, dt: float) -> None:
        job = self._pending
        if job is None:
            return
        job["t"] = min(job["t"] + dt, job["duration"])
        f = job["t"] / job["duration"]
        if job["n"] == 1:
            stage = min(SINGLE_STAGES - 1, int(job["t"] / STAGE_S))
            if stage != self.current["stage"]:
                self._show_single(stage)
        else:
            # Quadratic easing: the first few outputs arrive slowly enough to
            # see the noisy start, then the histogram settles.
            self._apply(min(job["n"], int(np.ceil(job["n"] * f * f))))
        if f >= 1.0:
            self._done()

    def finish(self) -> None:
        """Show the batch in progress at once (another press, a screenshot, leaving)."""
        if self._pending is not None:
            if self._pending["n"] == 1:
                self._show_single(EMITTED)
            else:
                self._apply(self._pending["n"])
            self._done()

    def _show_single(self, stage: int) -> None:
        b = self._pending["batch"]
        self.current = {"draft": int(b.drafts[0]), "accepted": bool(b.accepted[0]),
                        "output": int(b.outputs[0]), "stage": stage, "single": True}
        if stage == EMITTED and self._pending["shown"] == 0:
            self._apply(1)  # emits
        else:
            self.outputsChanged.emit()

    def _apply(self, upto: int) -> None:
        job = self._pending
        lo = job["shown"]
        if upto <= lo:
            return
        b = job["batch"]
        self.counts += np.bincount(b.outputs[lo:upto], minlength=len(self.words))
        self.accepted += int(b.accepted[lo:upto].sum())
        for i in range(max(lo, upto - LOG_SIZE), upto):
            self.log.insert(0, {"draft": int(b.drafts[i]), "accepted": bool(b.accepted[i]),
                                "output": int(b.outputs[i])})
        del self.log[LOG_SIZE:]
        last = upto - 1
        self.current = {"draft": int(b.drafts[last]), "accepted": bool(b.accepted[last]),
                        "output": int(b.outputs[last]), "stage": EMITTED, "single": job["n"] == 1}
        job["shown"] = upto
        self.outputsChanged.emit()

    def _done(self) -> None:
        self._pending = None
        self.clock.release(self)
        self.playingChanged.emit(False)

    def _clear(self) -> None:
        if self._pending is not None:
            self._pending = None
            self.clock.release(self)
            self.playingChanged.emit(False)
        self.counts = np.zeros(len(self.words), dtype=np.int64)
        self.accepted = 0
        self.log: list[dict] = []
        self.current: dict | None = None
        self._rng = np.random.default_rng(self.seed)

    def clear_outputs(self) -> None:
        """Start the histogram over (same p and q, the generator re-seeded)."""
        self._clear()
        self.outputsChanged.emit()

    def reset(self) -> None:
        self.difference = DIFFERENCE_DEFAULT
        self.temperature = TEMPERATURE_DEFAULT
        self.edited_by_hand = False
        self.knobsChanged.emit()
        self.q = context.draft_distribution(self.difference, self.temperature)
        self._clear()
        self.distributionsChanged.emit()
        self.outputsChanged.emit()
