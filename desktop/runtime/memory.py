"""Allocator settings for a process that may run for days (a workshop kiosk).

On glibc (Linux) each thread that allocates gets its own malloc arena, and
what one thread frees sits in an arena the interface thread never reuses, so
it stays resident. One arena serves every thread.

Measured on this machine when the real models still ran in a worker thread
(they now run in a child process, see desktop/realmodels/child.py): four "run
a comparison, Start over, visit every screen" cycles left 9.4 MiB behind with
the default and 4.4 MiB with one arena. The setting still covers the threads
the interface keeps (the real models' event reader, Qt's pooled threads). A fixed mmap threshold (M_MMAP_THRESHOLD) gave the same saving but
made numpy code a third slower (every large temporary became a fresh mapping
to fault in: the Monte Carlo went from 280 to 187 million rounds per second),
so it is not used. Other platforms are left as they are.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_ARENA_MAX = -8  # glibc's mallopt parameter number (malloc.h)


def tune_allocator() -> bool:
    """Apply the setting above; True if the C library accepted it. Call before threads start."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc (musl has no mallopt)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_ARENA_MAX, 1))
