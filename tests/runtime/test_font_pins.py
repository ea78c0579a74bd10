"""Qt must not map the same font file again and again in a long session.

Qt 6's FreeType back end empties its face cache whenever any font file loses
its last engine, and the next engine for a file still in use opens it again.
``desktop.runtime.font_pins`` holds one engine per style of the app's fonts so that
never starts. The scenario below runs in a fresh process (the pins are
process-wide): a text size in use, another file used once and dropped, and a
font-cache flush, twelve times over.
"""

from __future__ import annotations

import glob
import os
import subprocess
import sys

import pytest

SCENARIO = r'''
import collections, glob, os, sys
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QRawFont
app = QApplication([])
if sys.argv[1] == "pinned":
    from desktop.runtime.font_pins import pin_fonts
    pin_fonts(app)
spare = open(sys.argv[2], "rb").read()
in_use = []
for size in range(8, 20):
    font = QFont(app.font())
    font.setPointSize(size)
    in_use.append(QRawFont.fromFont(font))  # on screen, as a widget's text would be
    mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    mono.setPointSize(size)
    mono.setBold(True)
    QFontMetricsF(mono).height()  # another file, used once and dropped
    # What installing or removing a font does: Qt's font cache is flushed.
    QFontDatabase.removeApplicationFont(QFontDatabase.addApplicationFontFromData(spare))
maps = collections.Counter(line.split()[5] for line in open("/proc/self/maps")
                           if line.rstrip().lower().endswith((".ttf", ".otf", ".ttc")))
print(max(maps.values()) if maps else 0)
'''


def _font_file() -> str | None:
    for pattern in ("/usr/share/fonts/**/*.ttf", "/usr/local/share/fonts/**/*.ttf"):
        found = sorted(glob.glob(pattern, recursive=True))
        if found:
            return found[0]
    return None


def _most_mappings_of_one_file(mode: str, font_file: str) -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", SCENARIO, mode, font_file], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-800:]
    return int(proc.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="FreeType font engines and /proc/self/maps are Linux's")
def test_pinned_fonts_are_mapped_once():
    font_file = _font_file()
    if font_file is None:
        pytest.skip("no font files to flush Qt's font cache with")
    unpinned = _most_mappings_of_one_file("unpinned", font_file)
    pinned = _most_mappings_of_one_file("pinned", font_file)
    assert pinned == 1, f"a font file is mapped {pinned} times even with the pins"
    # The scenario does reproduce the problem without them (if Qt stops doing
    # this, the pins in desktop/runtime/font_pins.py can go).
    assert unpinned > 3, f"without pins Qt mapped the file {unpinned} times: has Qt changed?"


def test_pins_cover_regular_bold_and_italic_of_both_fonts(qapp):
    from desktop.runtime import font_pins

    font_pins.pin_fonts(qapp)
    held = font_pins.held()
    assert 4 <= len(held) <= 8
    assert all(raw.isValid() for raw in held)
    count = len(held)
    font_pins.pin_fonts(qapp)  # a second call adds nothing
    assert len(font_pins.held()) == count
