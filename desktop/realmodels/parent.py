"""The interface's side of the real models' child process: both runs of one
comparison, started, fed, read and stopped from here (``child.py`` is the
other side). No Qt: the screen drives a ``Generation`` from the app clock.

A ``Generation`` starts ``desktop.realmodels.child`` (which runs the target
alone and then draft + verify on the same prompt, one after the other: on a
2-core laptop two runs at once would share the cores and both clocks would
lie), hands it the job, and a reader thread appends the child's events to a
deque (thread-safe for one producer and one consumer). The reader never
touches a Qt object, so the screen can be deleted while a run is still
finishing; the screen drains the deque from the app clock's ``step``.

The interface process never loads the models: their memory comes and goes
with the child. If the child dies without saying "end" (killed, or a crash in
native code), the reader reports a "died" event (its exit code; its stderr
goes to the app's log) and an "end" itself, so the screen always learns how
the run finished.
"""

from __future__ import annotations

import collections
import logging
import os
import pickle
import subprocess
import sys
import tempfile
import threading

from desktop.realmodels.child import Event, Job, child_command

KILL_WAIT_S = 2.0


class Generation:
    def __init__(self, job: Job) -> None:
        self.job = job
        self.events: collections.deque[Event] = collections.deque()
        self._cancel = threading.Event()
        self._proc: subprocess.Popen | None = None
        self._stdin_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, name="realmodels-reader", daemon=True)

    def start(self) -> None:
        self._stderr = tempfile.TemporaryFile()
        env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
        flags = subprocess.CREATE_NO_WINDOW if sys.platform == "win32" else 0
        try:
            self._proc = subprocess.Popen(child_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=self._stderr, env=env, creationflags=flags)
            self._send(self.job.to_json())
            if self._cancel.is_set():
                self._send("cancel")
        except OSError as exc:  # could not start a process at all (no memory, no permission)
            self._proc = None
            self.events.append(Event("error", message=f"{type(exc).__name__}: {exc}"))
        self._reader.start()

    def run_here(self) -> None:
        """Run to the end before returning (for a screenshot); still in the child process."""
        self.start()
        self.join()

    def _send(self, line: str) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None:
            return
        with self._stdin_lock:
            try:
                proc.stdin.write((line + "\n").encode("utf-8"))
                proc.stdin.flush()
            except (BrokenPipeError, OSError, ValueError):  # the child is gone already
                pass

    def cancel(self) -> None:
        self._cancel.set()
        self._send("cancel")

    def kill(self) -> None:
        """The last resort when a cancelled child does not end within its grace time."""
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()

    def stop(self, timeout: float) -> bool:
        """Cancel, wait up to ``timeout`` s, then kill; True once everything has ended."""
        self.cancel()
        if not self.join(timeout):
            self.kill()
            self.join(KILL_WAIT_S)
        return not self.is_alive()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def exit_code(self) -> int | None:
        """The child process's exit status; None while it runs or when it never started."""
        return None if self._proc is None else self._proc.poll()

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def is_alive(self) -> bool:
        return self._reader.is_alive()

    def join(self, timeout: float | None = None) -> bool:
        if self._reader.ident is not None:
            self._reader.join(timeout)
        return not self._reader.is_alive()

    def drain(self) -> list[Event]:
        out = []
        while True:
            try:
                out.append(self.events.popleft())
            except IndexError:
                return out

    # The reader thread ---------------------------------------------------------------
    def _read(self) -> None:
        proc = self._proc
        ended = reported = False
        try:
            if proc is None:
                return
            while True:
                try:
                    event = pickle.load(proc.stdout)
                except EOFError:
                    break
                if event.kind == "end":
                    ended = True
                    break
                self.events.append(event)
        except Exception as exc:  # noqa: BLE001 - a garbled stream is reported, not raised in a thread
            self.events.append(Event("error", message=f"{type(exc).__name__}: {exc}"))
            reported = True
            self.kill()
        finally:
            if proc is not None:
                code = proc.wait()
                if proc.stdin is not None:
                    try:
                        proc.stdin.close()
                    except OSError:
                        pass
                proc.stdout.close()
                if not ended and not reported and not self._cancel.is_set():
                    self._log_death(code)
                    self.events.append(Event("died", message=str(code)))
            self._stderr_close()
            self.events.append(Event("end"))

    def _log_death(self, code: int) -> None:
        """What the child wrote to stderr goes to the app's log, for a bug report."""
        try:
            self._stderr.seek(0)
            tail = self._stderr.read()[-2000:].decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            tail = ""
        logging.getLogger("speclab").warning("real models process stopped, exit code %s; its stderr:\n%s",
                                             code, tail or "(empty)")

    def _stderr_close(self) -> None:
        stderr = getattr(self, "_stderr", None)
        if stderr is not None:
            try:
                stderr.close()
            except OSError:
                pass
