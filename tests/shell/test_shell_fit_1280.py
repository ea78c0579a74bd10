"""At 1280x800 and 100 % text, with the contents column open, a projected screen shows all of itself:
its scroll area has no vertical range. The Lab (at a free and at a costly draft) and every lesson step,
in Spanish and in English, started on that screen as the app starts (``--screen NAME --size 1280x800``,
the client area a 1280x800 screenshot gets)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop import app as app_module
from desktop.screens.lesson import SCREENS as LESSON

CASES = [("lab", ()), ("lab", ("--cost", "0.2")), ("lab", ("--cost", "0.5", "--alpha", "0.3"))]


def _settled(window):
    app_module.place_window(window, QApplication.instance(), None, (1280, 800))
    for _ in range(5):
        QApplication.processEvents()
    window.current_screen().settle()
    for _ in range(5):
        QApplication.processEvents()


def _overflow(window, name: str) -> tuple[int, int, int]:
    scroll = window.host.container(name)
    return scroll.verticalScrollBar().maximum(), scroll.viewport().height(), window.current_screen().height()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("name, args", CASES + [("checking", ())])
def test_the_screen_fits_1280x800_as_it_opens(make_window, lang, name, args):
    w = make_window("--screen", name, "--size", "1280x800", "--lang", lang, *args)
    _settled(w)
    assert w.toc_column.isVisible()  # the contents column is open, as a teacher first sees it
    assert (w.width(), w.height()) == (1280, 800)
    vmax, room, height = _overflow(w, name)
    assert vmax == 0, f"{name} {args} scrolls {vmax} px in {lang}: needs {height}, has {room}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_lesson_step_fits_1280x800(make_window, lang):
    w = make_window("--screen", "intro", "--size", "1280x800", "--lang", lang)
    _settled(w)
    over = []
    for spec in LESSON:
        w.show_screen(spec.name)
        _settled(w)
        vmax, room, height = _overflow(w, spec.name)
        if vmax:
            over.append((spec.name, vmax, room, height))
    assert over == []
