"""Process-wide workarounds: what the interpreter, the C library and Qt need so
the app can run for days in front of a class. None of it belongs to a screen.

- ``memory``: one malloc arena for every thread (glibc).
- ``gui_gc``: Python's cyclic garbage collected in the interface thread only.
- ``font_pins``: one font engine per font file kept alive (Qt's FreeType cache).
- ``crash``: the rotating log file, and what an unexpected error does (a
  dialog; in a kiosk, back to the first screen).
- ``xcb_check``: which system libraries Qt's X11 platform lacks, said before
  Qt aborts with a misleading message (``desktop.app.main`` runs it before
  anything of Qt's graphical side is loaded).

Each module's docstring holds the measurement or the failure that justified it.
``desktop.app`` is the only caller, in the order ``install`` documents; nothing
here loads Qt until ``install`` is called, so ``xcb_check`` and
``tune_allocator`` can run before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.runtime.memory import tune_allocator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from desktop.runtime.crash import CrashGuard

__all__ = ["install", "tune_allocator"]


def install(app: QApplication) -> CrashGuard:
    """Put every workaround in place for ``app``; return the crash guard.

    The order, and why:

    0. ``tune_allocator()`` comes *before* this call, before the QApplication
       exists: glibc's arena limit only binds threads that start after it, and
       the QApplication constructor already starts Qt's own (the X11 event
       reader). So ``build`` calls it first of all; it is not repeated here.
    1. Garbage collection moves to the interface thread, before any widget
       exists: from then on no worker thread can free cyclic garbage that holds
       Qt objects while the interface thread walks them.
    2. The fonts are pinned: this needs the application font already set
       (``theme.apply``: the family and the styles to pin) and must come before
       the first widget, so that no engine of those files is ever the last one
       to go while the app runs.
    3. The log file and the hooks (Python's, the threads', Qt's messages) go in
       last: the log folder's name comes from the application and organisation
       names, which must be set by now. The window does not exist yet; an error
       while building it is logged, and ``guard.watch(window)`` hands the
       guard the window once it exists (the dialog's parent, the kiosk reset).

    Calling it again (the next test's window) replaces the crash guard and adds
    nothing else: one collector per QApplication, each font pinned once.
    """
    from desktop.runtime import crash, font_pins, gui_gc

    gui_gc.install()
    font_pins.pin_fonts(app)
    return crash.install(app, window=None, kiosk=None)
