"""The screen renders through --screenshot in both languages and at both
classroom sizes, and its Spanish catalogue is complete."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.i18n_check import check_area, tool
from support.screenshot_check import assert_screenshot

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "resources" / "i18n" / "sampling_es.ts"
SOURCES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop" / "screens" / "sampling").glob("*.py"))




@pytest.mark.parametrize("lang, size", [("es", "1280x800"), ("en", "1920x1080")])
def test_screenshot(tmp_path, lang, size):
    assert_screenshot(tmp_path, "sampling", lang, size, min_bytes=20000)


def test_spanish_catalogue_is_complete():
    wanted, have, missing, unfinished = check_area(TS, SOURCES)
    assert wanted, "lupdate found no strings: wrong sources?"
    assert not missing, missing
    assert not unfinished, unfinished
    # The screen's title is translated in the "Screens" context like every other title.
    assert have[("Screens", "Sampling lab")].text == "Laboratorio de muestreo"


def test_spanish_screen_shows_no_english(make_window):
    """Every label the Spanish screen shows differs from its English source."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window = make_window("--screen", "sampling")
    screen = window.current_screen()
    sources = {src for (_ctx, src) in tool.messages(TS)}
    shown = [w.text() for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
             if w.isVisible() and w.text()]
    assert shown
    english = [text for text in shown if text in sources and text not in ("0: q = p",)]  # formulas read the same in both languages
    assert not english, english
