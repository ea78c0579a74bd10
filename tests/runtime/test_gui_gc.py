"""Cyclic garbage is collected in the interface thread only (desktop/runtime/gui_gc.py)."""

from __future__ import annotations

import gc
import threading
import weakref


class _Node:
    def __init__(self):
        self.me = self  # a reference cycle: only the cyclic collector frees it


def test_the_app_collects_in_its_own_thread_only(make_window):
    from desktop.runtime.gui_gc import MainThreadCollector

    make_window("--screen", "intro")
    from PySide6.QtWidgets import QApplication

    collectors = QApplication.instance().findChildren(MainThreadCollector)
    assert len(collectors) == 1 and collectors[0].timer.isActive()
    assert not gc.isenabled()

    gc.collect()
    victim = _Node()
    alive = weakref.ref(victim)
    del victim

    def allocate():
        # Far more container allocations than every threshold: with automatic
        # collection on, the collector would run here, in this thread.
        junk = [[i] for i in range(200_000)]
        del junk

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert alive() is not None  # not collected in the worker

    collectors[0].collect()  # below the first threshold: nothing to do yet
    assert alive() is not None
    keep = [[i] for i in range(2 * gc.get_threshold()[0])]  # live allocations past the threshold
    collectors[0].collect()  # what the timer does, in the interface thread
    assert alive() is None
    del keep


def test_a_projector_toggle_postpones_the_next_collection(make_window, qtbot, monkeypatch):
    """The toggle's garbage waits a whole interval: the collection is not part of the frame the learner waits for."""
    from PySide6.QtWidgets import QApplication

    from desktop.runtime.gui_gc import INTERVAL_MS, MainThreadCollector

    window = make_window("--screen", "intro")
    collector = QApplication.instance().findChild(MainThreadCollector)
    # postpone() starts the interval again (wide margins: Qt's coarse timers are exact to 5 %).
    collector.timer.start()
    qtbot.wait(INTERVAL_MS * 6 // 10)
    assert collector.timer.remainingTime() <= INTERVAL_MS // 2
    collector.postpone()
    assert collector.timer.isActive() and collector.timer.remainingTime() > INTERVAL_MS * 7 // 10
    # A toggle asks for it once, and a call that changes nothing does not.
    calls = []
    monkeypatch.setattr(MainThreadCollector, "postpone", lambda self: calls.append(self))
    window.set_projector(True)
    try:
        assert calls == [collector]
        window.set_projector(True)
        assert calls == [collector]
    finally:
        window.set_projector(False)
