"""Whether a Qt object's C++ side still exists.

Qt deletes a widget with its parent, or on ``deleteLater``; the Python wrapper
outlives it, and any call on it then raises RuntimeError. Code that holds a
wrapper past such a moment (the clock's steppers, the crash guard's window
and dialog, the accessibility cache) asks ``qt_alive`` first, one way
everywhere.
"""

from __future__ import annotations

import shiboken6


def qt_alive(obj: object) -> bool:
    """False for None and for a wrapper whose C++ object is deleted; True otherwise.

    ``shiboken6.isValid`` alone says True for None (it is no deleted wrapper),
    and True for any object that is not a Qt wrapper at all.
    """
    return obj is not None and shiboken6.isValid(obj)
