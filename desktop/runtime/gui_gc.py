"""Garbage collection in the interface thread only.

Python's cyclic garbage collector runs in whichever thread happens to
allocate when a generation's threshold is crossed. The real models run in a
worker thread that allocates a lot, so the collector could free cyclic
garbage that holds Qt widgets (pyqtgraph's menus and items, closures
connected to signals) from that thread, while the interface thread walks the
same widgets, for example to re-polish them all after a text-size change.
A stress test (screens, text sizes, languages, Start over, real-model runs)
crashed in QApplication.setStyleSheet that way within four minutes.

So automatic collection is switched off and a timer in the interface thread
runs the same generational collection (same thresholds) once a second. An
idle app does almost nothing here: ``gc.get_count`` stays below the first
threshold. pyqtgraph ships the same idea (pyqtgraph.GarbageCollector); this
one avoids importing pyqtgraph at start-up.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 1000


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect)
        gc.disable()
        self.timer.start()

    def collect(self) -> None:
        """One generational step, as the interpreter would do it (youngest first)."""
        threshold = gc.get_threshold()
        for generation in (0, 1, 2):
            if gc.get_count()[generation] <= threshold[generation]:
                break
            gc.collect(generation)

    def postpone(self) -> None:
        """Start the interval again: the next collection comes a whole interval from now."""
        if self.timer.isActive():
            self.timer.start()


def postpone() -> None:
    """Keep the collector out of the next interval: a change the learner waits
    to see (a projector toggle rebuilds the screen and leaves the old one's
    wrappers as garbage) should not also pay for a collection, 25-50 ms here,
    before its first frame. The garbage is collected an interval later."""
    app = QCoreApplication.instance()
    collector = app.findChild(MainThreadCollector) if app is not None else None
    if collector is not None:
        collector.postpone()


def install() -> MainThreadCollector:
    """Idempotent: one collector per QApplication."""
    app = QCoreApplication.instance()
    existing = app.findChild(MainThreadCollector)
    return existing if existing is not None else MainThreadCollector(app)
