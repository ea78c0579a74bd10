"""The screen renders through --screenshot in both languages and at both
classroom sizes, and its Spanish catalogue is complete."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from screenshot_check import assert_screenshot

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "sampling_es.ts"
SOURCES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop" / "screens" / "sampling").glob("*.py"))




@pytest.mark.parametrize("lang, size", [("es", "1280x800"), ("en", "1920x1080")])
def test_screenshot(tmp_path, lang, size):
    assert_screenshot(tmp_path, "sampling", lang, size, min_bytes=20000)


def _messages(ts):
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        for msg in ctx.iter("message"):
            out[(ctx.findtext("name"), msg.findtext("source"))] = msg.find("translation")
    return out


def test_spanish_catalogue_is_complete():
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        subprocess.run([str(lupdate) if lupdate.exists() else "pyside6-lupdate", *SOURCES, "-ts", str(fresh)],
                       cwd=ROOT, check=True, capture_output=True)
        wanted = set(_messages(fresh))
    have = _messages(TS)
    assert wanted, "lupdate found no strings: wrong sources?"
    missing = sorted(wanted - set(have))
    assert not missing, missing
    unfinished = [key for key in wanted
                  if have[key] is None or have[key].get("type") in ("unfinished", "vanished", "obsolete")
                  or not ((have[key].text or "").strip() or any((n.text or "").strip() for n in have[key]))]
    assert not unfinished, unfinished
    # The screen's title is translated in the "Screens" context like every other title.
    assert have[("Screens", "Sampling lab")].text == "Laboratorio de muestreo"


def test_spanish_screen_shows_no_english(make_window):
    """Every label the Spanish screen shows differs from its English source."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window = make_window("--screen", "sampling")
    screen = window.current_screen()
    sources = {src for (_ctx, src) in _messages(TS)}
    shown = [w.text() for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
             if w.isVisible() and w.text()]
    assert shown
    english = [text for text in shown if text in sources and text not in ("α = Σ min(p, q)",)]
    assert not english, english
