"""Every lesson and reference screen renders, in Spanish and English, fits a
1280×800 window without scrolling, and survives strings 40 % longer."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from desktop import app as app_module
from desktop.screens.lesson import SCREENS as LESSON_SPECS
from desktop.screens.reference import SCREENS as REFERENCE_SPECS
from pseudo import clipped_labels, pseudo_translation

LESSON = [s.name for s in LESSON_SPECS]
NAMES = LESSON + [s.name for s in REFERENCE_SPECS]


def _settle(window):
    # A step fits its room in a few passes (gaps, then the «in writing» link, then folds), each one
    # event-loop turn after the last layout; ten turns are a few milliseconds.
    for _ in range(10):
        QCoreApplication.processEvents()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_screen_renders_to_png(make_window, tmp_path, lang):
    w = make_window("--screen", "intro", "--lang", lang)
    for name in NAMES:
        w.show_screen(name)
        path = tmp_path / f"{name}-{lang}.png"
        assert app_module.screenshot(QCoreApplication.instance(), w, str(path)) == 0
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1280, 800), name
        # Not a blank picture: the screen drew text and shapes.
        assert len({image.pixel(x, y) for x in range(300, 1280, 37) for y in range(100, 800, 23)}) > 8, name


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_lesson_steps_fit_without_scrolling(make_window, lang, size):
    w = make_window("--screen", "intro", "--lang", lang)
    w.resize(*size)
    for name in LESSON:
        w.show_screen(name)
        screen = w.current_screen()
        screen.settle()
        _settle(w)
        scroll = w.host.container(name)
        assert not scroll.verticalScrollBar().isVisible(), f"{name} scrolls at {size} in {lang}"
        assert not scroll.horizontalScrollBar().isVisible(), f"{name} scrolls sideways at {size} in {lang}"
        assert clipped_labels(screen) == [], name


def test_pseudo_localised_strings_never_clip_a_label(make_window):
    w = make_window("--screen", "intro", "--lang", "en")
    w.resize(1280, 800)
    with pseudo_translation():
        for name in NAMES:
            w.show_screen(name)
            screen = w.current_screen()
            screen.settle()
            _settle(w)
            assert " ·~" in w.title_label.text()  # the pseudo translation is in effect
            clipped = [(lab.text()[:50], need, have) for lab, need, have in clipped_labels(screen)]
            assert clipped == [], f"{name}: {clipped}"
            assert not w.host.container(name).horizontalScrollBar().isVisible(), f"{name} needs sideways scrolling"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_command_line_screenshot(tmp_path, lang):
    path = tmp_path / f"quiz-{lang}.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--screenshot", str(path), "--screen", "quiz", "--lang", lang,
         "--settings-file", str(tmp_path / "s.ini")],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(path)).width() == 1280
