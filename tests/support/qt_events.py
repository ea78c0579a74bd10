"""Event-loop helpers shared by tests (an importable module, not a conftest: ``from conftest
import ...`` picked whichever conftest.py was imported first, and broke collection when another
folder's tests ran before these)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


def flush_deletes() -> None:
    """Run pending deleteLater() calls and the events they post (layout
    requests after a retranslation...), as the running event loop would."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
