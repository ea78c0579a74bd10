"""Best-effort control of OpenBLAS's thread count after numpy is already imported.

At the lab's matrix sizes one BLAS thread is as fast as two, and a second thread
only steals the core the GUI (or a co-running job) needs. ``OPENBLAS_NUM_THREADS``
works only before numpy loads, so this calls OpenBLAS's own setter through ctypes
(the symbol names of numpy's bundled scipy-openblas and of a system OpenBLAS).
Returns the thread count now in force, or None when no OpenBLAS was found.
"""

from __future__ import annotations

import ctypes
import glob
import os

_SUFFIXES = ("scipy_openblas{}64_", "scipy_openblas{}", "openblas{}64_", "openblas{}")


def _libraries():
    import numpy

    here = os.path.dirname(numpy.__file__)
    for path in sorted(glob.glob(os.path.join(here, "..", "numpy.libs", "*openblas*"))
                       + glob.glob(os.path.join(here, ".dylibs", "*openblas*"))
                       + glob.glob(os.path.join(here, "..", "numpy.libs", "*openblas*.dll"))):
        try:
            yield ctypes.CDLL(path)
        except OSError:
            continue


def set_blas_threads(n: int = 1) -> int | None:
    for lib in _libraries():
        for pattern in _SUFFIXES:
            setter = getattr(lib, pattern.format("_set_num_threads"), None)
            getter = getattr(lib, pattern.format("_get_num_threads"), None)
            if setter is not None and getter is not None:
                setter(ctypes.c_int(n))
                return int(getter())
    return None


def blas_kernel() -> str | None:
    """The kernel family OpenBLAS picked ("Haswell", "SkylakeX", ...), or None."""
    for lib in _libraries():
        for pattern in _SUFFIXES:
            getter = getattr(lib, pattern.format("_get_corename"), None)
            if getter is not None:
                getter.restype = ctypes.c_char_p
                name = getter()
                return name.decode() if name else None
    return None
