"""One comparison of the Real models lab, run in a process of its own.

The interface starts this module as a child process for each comparison
(``python -m desktop.realmodels.child``, or the frozen app with
``CHILD_FLAG``), writes the job to its stdin as one JSON line, and reads
pickled ``Event``s back from its stdout until "end". A line "cancel" on stdin,
or stdin closing (the interface quit or crashed), stops the run at the next
round.

Why a process and not a thread: the models' arrays, their float64 arbiter and
every temporary of the forward pass live and die here, so the interface's heap
never holds them or the holes they leave (the 10,000-event fuzz measured up to
~19 MiB of such growth with a thread), and a crash in native numerical code
cannot take the window down in front of a class. The cost is starting Python
and numpy again for each comparison: about 0.3 s inside the "loading" state.

The child never imports Qt.
"""

from __future__ import annotations

import json
import os
import pickle
import sys
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from desktop import REALMODELS_CHILD_FLAG as CHILD_FLAG

SOLO, SPEC = "solo", "spec"
WARMUP_CHARS = 3
# Job kinds. "compare": calibrate the drafter, predict, then the target alone and
# draft + verify. "calibrate": only the costs and a predicted best k, for every
# installed drafter. "sweep": the target alone, then draft + verify at every k of
# one drafter. "race": every drafter at its calibrated best k, on one prompt.
COMPARE, CALIBRATE, SWEEP, RACE = "compare", "calibrate", "sweep", "race"
KINDS = (COMPARE, CALIBRATE, SWEEP, RACE)


@dataclass(frozen=True)
class Job:
    prompt: str
    chars: int
    k: int
    draft: str  # "tiny" | "ngram" | "distilled"
    temperature: float
    seed: int
    models_dir: Path | None = None
    kind: str = COMPARE
    # A comparison whose k the learner left alone runs at the best k of its own
    # calibration: the screen's earlier measurement may have picked another.
    auto_k: bool = False

    def to_json(self) -> str:
        fields = dict(self.__dict__, models_dir=None if self.models_dir is None else str(self.models_dir))
        return json.dumps(fields, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> "Job":
        data = json.loads(line)
        if data.get("models_dir") is not None:
            data["models_dir"] = Path(data["models_dir"])
        job = cls(**data)
        if job.kind not in KINDS:
            raise ValueError(f"invalid value for kind: {job.kind!r} (expected one of {', '.join(KINDS)})")
        return job


@dataclass
class Event:
    """``kind``: "loaded", SOLO or SPEC (with ``progress``), "missing" or "error"
    (with ``message``), and "end" once the run is over. The interface adds
    "died" (``message``: the exit code) when the process ends without "end".

    Measuring: "calibration" (``progress``: a calibration.Costs, and ``message``
    the drafter) before a comparison, and for each drafter of a "calibrate" job;
    before a comparison's, "measuring" as each stage starts (``message``: "warm",
    then the calibration's STAGES, with ``progress`` the times measured so far: a dict);
    "point" (``progress``: a Point) after each run of a sweep or a race."""

    kind: str
    progress: object = None  # desktop.realmodels.Progress
    message: str = ""


def child_command() -> list[str]:
    """How to start this module as a process: the frozen app runs itself with CHILD_FLAG."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG]
    return [sys.executable, "-m", "desktop.realmodels.child"]


def run_command(command: list[str], job: Job, env: dict | None = None, timeout: float = 180) -> tuple[int, list, str]:
    """Run ``command`` as a child on ``job`` to the end: (exit code, events, stderr).

    For smoke tests of a frozen app. stdin stays open while the child works,
    as the interface keeps it: its end means "the app went away, stop".
    """
    import io
    import subprocess

    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=env) as proc:
        try:
            proc.stdin.write((job.to_json() + "\n").encode("utf-8"))
            proc.stdin.flush()
            out, err = proc.stdout.read(), proc.stderr.read()
            proc.stdin.close()
            code = proc.wait(timeout=timeout)
        finally:
            proc.kill()
    stream, events = io.BytesIO(out), []
    while stream.tell() < len(out):
        events.append(pickle.load(stream))
    return code, events, err.decode("utf-8", "replace")


@dataclass
class Point:
    """One measured run of a sweep or a race, beside what the calibration predicted."""

    draft: str
    k: int
    seconds: float
    baseline_seconds: float
    predicted: float
    identical: bool
    slow_passes: int
    chars: int

    @property
    def speedup(self) -> float:
        return self.baseline_seconds / self.seconds if self.seconds > 0 else 0.0


def run_job(job: Job, cancel: threading.Event, emit) -> None:
    """Run one job of ``job.kind``, emitting Events.

    Warming up first: the first calls touch cold caches and would make
    whichever run goes first look slower. Nothing escapes: every failure
    becomes an event, and "end" always comes last.
    """
    try:
        from desktop.realmodels import load_models

        models = load_models(job.models_dir)
        {COMPARE: _compare, CALIBRATE: _calibrate_all, SWEEP: _sweep, RACE: _race}[job.kind](models, job, cancel, emit)
    except FileNotFoundError as exc:
        emit(Event("missing", message=str(exc)))
    except Exception as exc:  # noqa: BLE001 - reported on screen
        emit(Event("error", message=f"{type(exc).__name__}: {exc}"))
    finally:
        emit(Event("end"))


def _warm(models, job: Job, drafts, cancel) -> None:
    from desktop.realmodels import stream

    for draft in drafts:
        k = min(job.k, _max_k(models, draft)) if draft else job.k
        for _ in stream(models, job.prompt, WARMUP_CHARS, k=k, draft=draft, temperature=job.temperature,
                        seed=job.seed, cancel=cancel):
            pass


def _max_k(models, draft: str) -> int:
    from desktop.realmodels.calibration import max_k

    return max_k(draft, models)


def _costs(models, job: Job, draft: str, cancel, t_pass=None, t_step=None, emit=None):
    from desktop.realmodels.calibration import calibrate

    def progress(stage: str, known: dict) -> None:
        if emit is not None:
            emit(Event("measuring", known, message=stage))

    return calibrate(models, job.prompt, draft, temperature=job.temperature, seed=job.seed,
                     t_pass=t_pass, t_step=t_step, cancel=cancel, progress=progress)


def _compare(models, job: Job, cancel, emit) -> None:
    from desktop.realmodels import stream

    emit(Event("measuring", message="warm"))
    _warm(models, job, (None, job.draft), cancel)
    costs = _costs(models, job, job.draft, cancel, emit=emit)
    if job.auto_k:
        job = replace(job, k=costs.best_k(_max_k(models, job.draft)))
    # The calibration event comes first and the runs use job.k after it: a screen that
    # sent auto_k reads the k from costs.best_k, the same call.
    emit(Event("calibration", costs, message=job.draft))
    emit(Event("loaded"))
    common = dict(temperature=job.temperature, seed=job.seed, cancel=cancel)
    for kind, draft in ((SOLO, None), (SPEC, job.draft)):
        for progress in stream(models, job.prompt, job.chars, k=job.k, draft=draft, **common):
            emit(Event(kind, progress))
        if cancel.is_set():
            break


def _calibrate_all(models, job: Job, cancel, emit) -> None:
    t_pass = t_step = None
    for draft in models.available_drafts():
        if cancel.is_set():
            return
        costs = _costs(models, job, draft, cancel, t_pass, t_step)
        t_pass, t_step = costs.t_pass, costs.t_step  # one target timing serves every drafter
        emit(Event("calibration", costs, message=draft))


def _run_point(models, job: Job, draft: str, k: int, baseline, costs, cancel):
    from desktop.realmodels import generate

    r = generate(models, job.prompt, job.chars, k=k, draft=draft, temperature=job.temperature,
                 seed=job.seed, cancel=cancel)
    return Point(draft, k, r.elapsed, baseline.elapsed, costs.predicted_speedup(k), r.text == baseline.text,
                 r.slow_passes, r.chars)


def _baseline(models, job: Job, cancel):
    from desktop.realmodels import generate

    return generate(models, job.prompt, job.chars, draft=None, temperature=job.temperature, seed=job.seed,
                    cancel=cancel)


def _sweep(models, job: Job, cancel, emit) -> None:
    _warm(models, job, (None, job.draft), cancel)
    costs = _costs(models, job, job.draft, cancel)
    emit(Event("calibration", costs, message=job.draft))
    baseline = _baseline(models, job, cancel)
    emit(Event(SOLO, baseline))
    for k in range(1, _max_k(models, job.draft) + 1):
        if cancel.is_set():
            return
        emit(Event("point", _run_point(models, job, job.draft, k, baseline, costs, cancel)))


def _race(models, job: Job, cancel, emit) -> None:
    drafts = models.available_drafts()
    _warm(models, job, (None, *drafts), cancel)
    baseline = _baseline(models, job, cancel)
    emit(Event(SOLO, baseline))
    t_pass = t_step = None
    for draft in drafts:
        if cancel.is_set():
            return
        costs = _costs(models, job, draft, cancel, t_pass, t_step)
        t_pass, t_step = costs.t_pass, costs.t_step
        emit(Event("calibration", costs, message=draft))
        k = costs.best_k(_max_k(models, draft))
        emit(Event("point", _run_point(models, job, draft, k, baseline, costs, cancel)))


def _watch_stdin(stdin, cancel: threading.Event) -> None:
    # Any "cancel" line, or end of file (the interface went away), stops the run.
    try:
        for line in stdin:
            if line.strip() == "cancel":
                break
    except (OSError, ValueError):
        pass
    cancel.set()


def child_main() -> int:
    # The events travel on the real stdout; anything else that prints (a
    # library warning) goes to stderr instead of into the event stream.
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    line = sys.stdin.readline()
    try:
        job = Job.from_json(line)
    except (ValueError, TypeError) as exc:
        print(f"speclab: {CHILD_FLAG} reads one job (JSON) on stdin: {exc}", file=sys.stderr)
        return 2
    cancel = threading.Event()
    threading.Thread(target=_watch_stdin, args=(sys.stdin, cancel), daemon=True).start()

    def emit(event: Event) -> None:
        pickle.dump(event, out, protocol=pickle.HIGHEST_PROTOCOL)
        out.flush()

    try:
        run_job(job, cancel, emit)
    except (BrokenPipeError, OSError):  # the interface stopped reading: nobody to tell
        return 1
    return 0


if __name__ == "__main__":
    # Pickled events must name this module by its import path, not "__main__",
    # or the interface could not read them back.
    from desktop.realmodels.child import child_main as _child_main

    sys.exit(_child_main())
