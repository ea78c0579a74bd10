"""Render the screens a blind review needs: every screen, settled, plus paused frames.

    python tools/review_shots.py OUT_DIR [--lang es] [--size 1280x800] [--projector]
                                 [--frames 0.7,2.5] [--screens a,b] [--extra]

For each screen: NAME.png as ``--screenshot`` renders it (animations settled),
and for each time in ``--frames`` NAME@Ts.png: the screen freshly shown, its
playback started if it has one, and the app clock advanced by T seconds in
60 Hz steps, exactly what a teacher who pauses there projects (all of one
screen's frames from the same run). ``--extra`` adds
the Lab at c = 0 and at c = 0,2 (k = 4, alpha = 0,8 and 0,3), and NAME_why.png for each screen
whose numbers panel has a «▸ Why these numbers?» button (the real-models lab: «Why? Details ▸», once
a run is done): the screen with that button pressed, as a
teacher who asks where a number comes from sees it (rounds 78 and 81 could not rebuild 30,2 from
PNGs that showed the button closed). Offscreen Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

EXTRA = {
    "lab_c0": ["--screen", "lab", "--k", "4", "--alpha", "0.8", "--cost", "0"],
    "lab_c02": ["--screen", "lab", "--k", "4", "--alpha", "0.3", "--cost", "0.2"],
}


def _start_playback(screen) -> None:
    """Press play on whatever plays on this screen (the same buttons a teacher uses)."""
    from PySide6.QtWidgets import QAbstractButton

    for button in screen.findChildren(QAbstractButton):
        name = (button.objectName() or "").lower()
        # Play buttons: named "play…", or styled "primary" with a leading ▶ (the lesson's).
        if button.isVisible() and button.isEnabled() and ("play" in name or button.text().startswith("▶")):
            button.click()
            return


def render(out: Path, name: str, argv: list[str], times: list[float]) -> list[Path]:
    import subprocess
    import tempfile

    # A profile of its own: no saved screen, language or text size leaks into the pictures.
    env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(), XDG_DATA_HOME=tempfile.mkdtemp())
    made = []
    target = out / f"{name}.png"
    subprocess.run([sys.executable, "-m", "desktop", *argv, "--screenshot", str(target)], check=True,
                   stderr=subprocess.DEVNULL, env=env, cwd=Path(__file__).resolve().parents[1])
    made.append(target)
    # Every frame from one run, as a teacher pausing twice sees it: in separate runs the real-models
    # lab measured anew and chose another k, and review 49 read k = 3 at 2,5 s and k = 5 at 7 s as one run.
    shots = [(t, str(out / f"{name}@{t:g}s.png")) for t in sorted(times)]
    if shots:
        code = ("import sys; sys.argv=['speclab'];"
                "from tools.review_shots import frames; frames(%r, %r)" % (argv, shots))
        subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[1],
                       stderr=subprocess.DEVNULL, env=env)
        made += [Path(path) for _t, path in shots]
    return made


# The buttons that open a screen's sums (Readouts in steps 4 and the Lab, the tree lab's numbers, the
# real-models verdict's Details, which on a projector also holds its reason and the prediction's product).
WHY_BUTTONS = ("readoutsDetailsButton", "treeDetailsButton", "verdictDetailsButton")
WHY_SCREENS = ("operate", "lab", "tree", "realmodels")
# A screen whose Details exist only once a run has a result: press play and wait for it (seconds).
WHY_AFTER_RUN = {"realmodels": 30.0}


def render_why(out: Path, name: str, argv: list[str]) -> Path | None:
    """NAME_why.png: the settled screen with its «Why these numbers?» pressed and scrolled into view."""
    import subprocess
    import tempfile

    env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(), XDG_DATA_HOME=tempfile.mkdtemp())
    target = out / f"{name}_why.png"
    code = ("import sys; sys.argv=['speclab'];"
            "from tools.review_shots import why; why(%r, %r)" % (argv, str(target)))
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[1],
                   stderr=subprocess.DEVNULL, env=env)
    return target if target.exists() else None


def why(argv: list[str], path: str) -> None:
    """Show the screen settled, press its «Why these numbers?» (where the screen shows one: with room
    the sums show without it, and the plain screenshot already has them) and save the window."""
    from PySide6.QtWidgets import QAbstractButton

    from desktop.app import build

    app, window = build(argv)
    window.show()
    for _ in range(5):
        app.processEvents()
    screen = window.current_screen()
    screen.settle()

    def closed() -> list:
        return [b for b in screen.findChildren(QAbstractButton)
                if b.objectName() in WHY_BUTTONS and b.isVisible() and not b.isChecked()]

    wait = next((s for name, s in WHY_AFTER_RUN.items() if name in argv), 0.0)
    if wait and not closed():
        _start_playback(screen)
        start = time.monotonic()
        while not closed() and time.monotonic() - start < wait:
            window.ctx.clock.advance(1 / 60)
            app.processEvents()
            time.sleep(1 / 60)
    pressed = closed()
    if not pressed:
        return
    for button in pressed:
        button.click()
    for _ in range(5):
        app.processEvents()
    area = screen.scroll_area()
    if area is not None:
        area.ensureWidgetVisible(pressed[0].parentWidget(), 0, 0)
    for _ in range(5):
        app.processEvents()
    window.grab().save(path, "PNG")


def frames(argv: list[str], shots: list[tuple[float, str]]) -> None:
    """Show the screen, press play, and save the window at each (seconds, path), in time order."""
    from desktop.app import build

    app, window = build(argv)
    window.show()
    for _ in range(5):
        app.processEvents()
    screen = window.current_screen()
    _start_playback(screen)
    clock = window.ctx.clock
    # The real-models lab runs its models in a child process, in real time: pace the clock to the wall
    # clock there, or its frames showed the first instant of the measurement whatever T was.
    paced = "realmodels" in argv
    start = time.monotonic()
    step = 0
    for seconds, path in sorted(shots):
        for step in range(step, int(round(seconds * 60))):
            clock.advance(1 / 60)
            app.processEvents()
            if paced:
                time.sleep(max(0.0, start + (step + 1) / 60 - time.monotonic()))
        step = int(round(seconds * 60))
        # What a screen shows when it paints: the layouts its last changes asked for, which the turn of the
        # event loop that made them only posted (round 87 read «3pasadas lentas 3»: a counter's new text
        # drawn in the old, narrower box of «–»).
        for _ in range(3):
            app.processEvents()
        window.grab().save(path, "PNG")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--lang", default="es")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--projector", action="store_true")
    ap.add_argument("--font-scale", default=None)
    ap.add_argument("--frames", default="", help="comma-separated seconds of paused frames")
    ap.add_argument("--screens", default="", help="comma-separated screen names (default: all)")
    ap.add_argument("--extra", action="store_true", help="also the Lab at c = 0 and c = 0,2")
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    from desktop.screens.registry import all_screens

    names = a.screens.split(",") if a.screens else [s.name for s in all_screens()]
    times = [float(x) for x in a.frames.split(",") if x]
    common = ["--lang", a.lang, "--size", a.size]
    if a.projector:
        common.append("--projector")
    if a.font_scale:
        common += ["--font-scale", a.font_scale]
    jobs = [(f"{i + 1:02d}-{n}", ["--screen", n]) for i, n in enumerate(names)]
    if a.extra:
        jobs += list(EXTRA.items())
    for stem, args in jobs:
        for path in render(out, stem, common + args, times):
            print(path)
        # lab_c0 is the Lab's own start (12-lab): its opened panel would be the same picture again.
        if a.extra and args[1] in WHY_SCREENS and stem != "lab_c0":
            opened = render_why(out, stem, common + args)
            if opened is not None:
                print(opened)
    return 0


if __name__ == "__main__":
    sys.exit(main())
