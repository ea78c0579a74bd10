"""Both runs of one comparison, in a background thread, without Qt.

A ``Generation`` runs the target alone and then draft + verify on the same
prompt, one after the other: on a 2-core laptop two runs at once would share
the cores and both clocks would lie. Before the timed runs it warms both paths
up on a few characters (first calls touch cold caches and would make whichever
run goes first look slower).

The thread only appends ``Event``s to a deque (thread-safe for one producer and
one consumer) and reads a cancel flag; it never touches a Qt object, so the
screen can be deleted while a run is still finishing its last round. The
screen drains the deque from the app clock's ``step``, which also keeps the GUI
thread's share of the interpreter small while the numbers are being timed.
"""

from __future__ import annotations

import collections
import threading
from dataclasses import dataclass
from pathlib import Path

SOLO, SPEC = "solo", "spec"
WARMUP_CHARS = 3
_blas_lock = threading.Lock()
_blas_done = False


@dataclass(frozen=True)
class Job:
    prompt: str
    chars: int
    k: int
    draft: str  # "tiny" | "ngram" | "distilled"
    temperature: float
    seed: int
    models_dir: Path | None = None


@dataclass
class Event:
    """``kind``: "loaded", SOLO or SPEC (with ``progress``), "missing" or "error"
    (with ``message``), and "end" once the thread is done."""

    kind: str
    progress: object = None  # desktop.realmodels.Progress
    message: str = ""


def _single_blas_thread() -> None:
    # At these matrix sizes one BLAS thread is as fast as two and leaves the
    # other core to the GUI; numpy is already loaded, so set it through OpenBLAS.
    global _blas_done
    with _blas_lock:
        if not _blas_done:
            from desktop.realmodels import set_blas_threads

            set_blas_threads(1)
            _blas_done = True


class Generation:
    def __init__(self, job: Job) -> None:
        self.job = job
        self.events: collections.deque[Event] = collections.deque()
        self._cancel = threading.Event()
        self._orphaned = False
        self._thread = threading.Thread(target=self._main, name="realmodels-generation", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def run_here(self) -> None:
        """Run synchronously in the calling thread (for a screenshot)."""
        self._main()

    def cancel(self) -> None:
        self._cancel.set()

    def orphan(self) -> None:
        """Cancel, and unload the models when the thread ends: nobody will show this run."""
        self._orphaned = True
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def is_alive(self) -> bool:
        return self._thread.is_alive()

    def join(self, timeout: float | None = None) -> bool:
        if self._thread.ident is not None:
            self._thread.join(timeout)
        return not self._thread.is_alive()

    def drain(self) -> list[Event]:
        out = []
        while True:
            try:
                out.append(self.events.popleft())
            except IndexError:
                return out

    # The thread ---------------------------------------------------------------------
    def _main(self) -> None:
        # Nothing may escape: an exception in a thread is lost to the user and
        # fatal in the strict test suite. Every failure becomes an event.
        try:
            self._generate()
        except FileNotFoundError as exc:
            self.events.append(Event("missing", message=str(exc)))
        except Exception as exc:  # noqa: BLE001 - reported on screen
            self.events.append(Event("error", message=f"{type(exc).__name__}: {exc}"))
        finally:
            if self._orphaned:
                from desktop.realmodels.models import unload

                unload(self.job.models_dir)
            self.events.append(Event("end"))

    def _generate(self) -> None:
        from desktop.realmodels import load_models, stream

        _single_blas_thread()
        job = self.job
        models = load_models(job.models_dir)
        common = dict(temperature=job.temperature, seed=job.seed, cancel=self._cancel)
        try:
            for draft in (None, job.draft):
                for _ in stream(models, job.prompt, WARMUP_CHARS, k=job.k, draft=draft, **common):
                    pass
            self.events.append(Event("loaded"))
            for kind, draft in ((SOLO, None), (SPEC, job.draft)):
                for progress in stream(models, job.prompt, job.chars, k=job.k, draft=draft, **common):
                    self.events.append(Event(kind, progress))
                if self._cancel.is_set():
                    return
        finally:
            # A near tie builds a float64 copy of the target (28 MiB); one run's worth is enough.
            models.target.release_reference()
