"""A page whose height for the width with the scroll bar needs the bar, and for the width without it
does not, made Qt's scroll area resize it back and forth inside its own event filter until the stack
ran out: the app crashed when the Lab's «¿Por qué estos números?» opened at k = 4, α = 0, c = 0 (the
page 1153 ↔ 1167 px wide, 724 ↔ 721 px tall). Run in a child process, so that the crash, were it
back, fails this test instead of ending the whole run."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    from desktop import app as app_module

    # Several heights: which one lands the page on the edge moves with every change of words or layout
    # (1280x800 did when the case was found, 1280x810 after round 98's wording).
    for height in range(790, 841, 10):
        app, window = app_module.build(["--lang", "es", "--screen", "lab", "--k", "4", "--alpha", "0", "--cost", "0",
                                        "--tokens", "100", "--settings-file", sys.argv[1], "--size", f"1280x{height}"])
        window.show()
        lab = window.current_screen()
        lab.readouts.details_button.click()  # at once, before the first layout: the case that crashed
        for _ in range(30):
            QApplication.processEvents()
        print("settled", lab.scroll_area().loops_broken)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
""")


def test_the_lab_s_sums_opening_on_the_edge_of_needing_the_scroll_bar_do_not_crash():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory() as home:
        env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = home
        done = subprocess.run([sys.executable, "-c", CHILD, os.path.join(home, "s.ini")], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    words = done.stdout.split()
    loops = [int(words[i + 1]) for i, word in enumerate(words) if word == "settled"]
    assert len(loops) == 6, done.stdout
    # The page still lands on the edge at one height at least; if a change of layout or words moves it off
    # every one, this test checks nothing.
    assert sum(loops) >= 1, "the page no longer loops at any of these heights: find a new edge case"
