"""Run SpecLab on a real X display and read it through the screen-reader bus.

    .venv/bin/python tools/real_display.py check          # every screen, Spanish, 1024×768
    .venv/bin/python tools/real_display.py shell --size 1280x800   # a display to poke by hand
    .venv/bin/python tools/real_display.py bench [--quick]         # screen change / projector timings

What it starts (all private, all stopped at the end): Xvfb on a free display,
the openbox window manager, a D-Bus session (dbus-launch), at-spi2-core's bus
launcher (the registry starts on demand), then the app with Qt's AT-SPI
bridge on (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``). Input is real: xdotool
sends X key and mouse events; wmctrl asks the window manager to close or to
leave full screen. The accessibility tree is read by ``tools/atspi_probe.py``
under Debian's ``/usr/bin/python3`` (pyatspi is a system package, not in the
venv). ``tests/display/test_real_display.py`` drives the same class.

Needs (Debian/Ubuntu): xvfb xauth xdotool wmctrl x11-utils openbox dbus-x11
at-spi2-core python3-pyatspi python3-gi, plus Qt's xcb libraries (README).
``missing_tools()`` says which are absent.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = ROOT / "tools" / "atspi_probe.py"
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
TOOLS = ("Xvfb", "openbox", "xdotool", "wmctrl", "xprop", "dbus-launch")


def missing_tools() -> list[str]:
    """What this machine lacks for the real-display layer (empty: all there)."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not Path(BUS_LAUNCHER).exists():
        missing.append("at-spi2-core")
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True
    ).returncode != 0:
        missing.append("python3-pyatspi")
    return missing


def _free_display() -> int:
    for n in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


class RealDisplay:
    """Xvfb + openbox + D-Bus session + AT-SPI bus; ``launch`` starts the app."""

    def __init__(self, size: tuple[int, int] = (1024, 768)) -> None:
        self.size = size
        self.tmp = Path(tempfile.mkdtemp(prefix="speclab-display-"))
        self.env = dict(os.environ)
        self._procs: list[subprocess.Popen] = []
        self.app: subprocess.Popen | None = None
        self._dbus_pid: int | None = None

    # Set-up and tear-down -------------------------------------------------------
    def __enter__(self) -> "RealDisplay":
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _spawn(self, argv, log: str, **kw) -> subprocess.Popen:
        with open(self.tmp / log, "wb") as out:  # the child keeps its own descriptor
            proc = subprocess.Popen(argv, env=self.env, stdout=out, stderr=subprocess.STDOUT,
                                    start_new_session=True, **kw)
        self._procs.append(proc)
        return proc

    def start(self) -> None:
        n = _free_display()
        w, h = self.size
        for key in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "SESSION_MANAGER"):
            self.env.pop(key, None)
        self.env["DISPLAY"] = f":{n}"
        self._spawn(["Xvfb", f":{n}", "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"], "xvfb.log")
        # The socket appears before the server answers: wait for an answer.
        self._wait(lambda: self._run(["xprop", "-root", "-len", "0"]).returncode == 0, 30, "Xvfb did not start")
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=self.env, capture_output=True, text=True, check=True)
        for line in out.stdout.splitlines():
            if "=" in line and line.split("=", 1)[0].isupper():
                key, value = line.rstrip(";").split("=", 1)
                value = value.strip("'\"")
                if key.startswith("DBUS_SESSION_BUS_"):
                    self.env[key] = value
        self._dbus_pid = int(self.env.get("DBUS_SESSION_BUS_PID", "0")) or None
        self._spawn([BUS_LAUNCHER, "--launch-immediately"], "atspi.log")
        for _attempt in range(3):
            wm = self._spawn(["openbox"], "openbox.log")
            self._wait(lambda wm=wm: wm.poll() is not None or "window id" in self._run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"]).stdout, 30, "openbox did not start")
            if wm.poll() is None:
                return
        raise RuntimeError("openbox keeps exiting: " + (self.tmp / "openbox.log").read_text(errors="replace")[-500:])

    def stop(self) -> None:
        self.quit_app()
        for proc in reversed(self._procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(5)
        self._procs.clear()
        if self._dbus_pid:
            try:
                os.kill(self._dbus_pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            self._dbus_pid = None
        if not os.environ.get("SPECLAB_DISPLAY_KEEP"):
            shutil.rmtree(self.tmp, ignore_errors=True)

    # The app --------------------------------------------------------------------
    def launch(self, *args: str, wait_title: str = "SpecLab") -> subprocess.Popen:
        """Start SpecLab (Spanish unless ``--lang`` is given) and wait for its window."""
        self.quit_app()
        argv = [sys.executable, "-X", "faulthandler", "-m", "desktop", *args]
        if "--lang" not in args:
            argv += ["--lang", "es"]
        if "--settings-file" not in args:
            argv += ["--settings-file", str(self.tmp / f"settings-{time.monotonic_ns()}.ini")]
        env = dict(self.env, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb")
        with open(self.tmp / "app.log", "ab") as out:
            self.app = subprocess.Popen(argv, env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        self._wait(lambda: self.window_id(wait_title) is not None, 60, "the SpecLab window did not appear")
        self._wait(lambda: self.probe("ping").get("ok"), 60, "SpecLab did not show up on the AT-SPI bus")
        return self.app

    def quit_app(self) -> None:
        if self.app is not None and self.app.poll() is None:
            os.killpg(self.app.pid, signal.SIGTERM)
            try:
                self.app.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.app.pid, signal.SIGKILL)
                self.app.wait(5)
        self.app = None

    def app_alive(self) -> bool:
        return self.app is not None and self.app.poll() is None

    def app_log(self) -> str:
        path = self.tmp / "app.log"
        return path.read_text(errors="replace") if path.exists() else ""

    # X and the window manager -----------------------------------------------------
    def _run(self, argv, check: bool = False) -> subprocess.CompletedProcess:
        return subprocess.run(argv, env=self.env, capture_output=True, text=True, check=check)

    def window_id(self, title: str = "SpecLab") -> str | None:
        out = self._run(["xdotool", "search", "--onlyvisible", "--name", title]).stdout.split()
        return out[-1] if out else None

    def key(self, *keys: str) -> None:
        self._run(["xdotool", "key", "--clearmodifiers", *keys], check=True)

    def click(self, x: int, y: int) -> None:
        self._run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)

    def wmctrl(self, *args: str) -> None:
        self._run(["wmctrl", *args], check=True)

    def window_state(self) -> str:
        wid = self.window_id()
        return self._run(["xprop", "-id", wid, "_NET_WM_STATE"]).stdout if wid else ""

    def screenshot(self, path: str) -> None:
        self._run(["import", "-window", "root", path])

    # AT-SPI -------------------------------------------------------------------------
    def probe(self, command: str, *args: str, timeout: float = 60) -> dict:
        """Run ``tools/atspi_probe.py COMMAND`` under the system python; its JSON answer."""
        try:
            out = subprocess.run([SYSTEM_PYTHON, str(PROBE), command, *args], env=self.env,
                                 capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"ok": False, "error": "probe timed out"}
        try:
            return json.loads(out.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            return {"ok": False, "error": out.stderr.strip()[-500:]}

    def listen(self, seconds: float, during) -> list:
        """The name/description/announcement events sent while ``during()`` runs."""
        proc = subprocess.Popen([SYSTEM_PYTHON, str(PROBE), "listen", str(seconds)], env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        proc.stderr.readline()  # "listening": registered with the bus
        time.sleep(0.3)  # the registry forwards the registration to the app
        during()
        out, _err = proc.communicate(timeout=seconds + 30)
        proc.stderr.close()
        try:
            return json.loads(out.strip().splitlines()[-1])["events"]
        except (ValueError, IndexError, KeyError):
            return []

    def wait_for(self, predicate, timeout: float, what: str):
        return self._wait(predicate, timeout, what)

    @staticmethod
    def _wait(predicate, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(what)
            time.sleep(0.1)


# The whole check, for CI and for a developer ------------------------------------------
def screen_names() -> list[str]:
    out = subprocess.run([sys.executable, "-m", "desktop", "--list-screens"], cwd=ROOT,
                         capture_output=True, text=True, check=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    return [line.split("\t")[0] for line in out.stdout.splitlines() if line.strip()]


def audit_screen(display: RealDisplay) -> dict:
    """The probe's findings on the screen now shown."""
    return display.probe("audit")


def tab_walk(display: RealDisplay, limit: int = 90) -> list[list]:
    """Press Tab from where the focus is (the screen's title) until it is back
    there: one whole turn of the window's Tab order, whatever the table of
    contents shows (open, or folded to its button on a narrow screen); what had
    the focus after each press ([role, name, id])."""
    start = display.probe("focus")
    home = (start.get("role"), start.get("name"), start.get("id"))
    seen = []
    for _ in range(limit):
        display.key("Tab")
        focus = display.probe("focus")
        here = [focus.get("role"), focus.get("name"), focus.get("id")]
        if tuple(here) == home:
            break
        seen.append(here)
    return seen


def to_title(display: RealDisplay, limit: int = 12) -> None:
    """Tab to the screen's title, where the window opens (review 60); from the contents, or their
    fold button, where focus was moved there."""
    try:
        display.wait_for(lambda: display.probe("focus").get("role") == "heading", 3, "")
        return
    except TimeoutError:
        pass
    for _ in range(limit):
        display.key("Tab")
        if display.probe("focus").get("role") == "heading":
            return
    raise AssertionError(f"Tab did not reach a heading in {limit} presses")


def unreached(targets: list[list], walked: list[list]) -> list[list]:
    """Targets Tab never reached (a radio group counts as reached through any of its buttons)."""
    reached = {tuple(w) for w in walked}
    def group(ident: str) -> str:  # the radio buttons' common parent
        return ident.rsplit(".", 1)[0]

    groups = {group(w[2] or "") for w in walked if w[0] == "radio button"}
    missing = []
    for role, name, ident in targets:
        if (role, name, ident) in reached:
            continue
        if role == "radio button" and group(ident) in groups:
            continue
        missing.append([role, name, ident])
    return missing


def lesson_and_lab(names: list[str]) -> list[str]:
    """The lesson's steps and the Lab: the keyboard walk's screens."""
    first_lab = names.index("lab") if "lab" in names else len(names)
    return names[:first_lab] + names[first_lab:first_lab + 1]


def check(size=(1024, 768), screens: list[str] | None = None, out=sys.stdout, tab_screens=None) -> dict:
    """Every screen in Spanish at ``size``: the counts of docs/accessibility.md.

    On ``tab_screens`` (default: the lesson and the Lab) Tab is also pressed
    round the whole window, and what it never reached is listed."""
    results = {}
    everything = screen_names()
    names = screens or everything
    # Consecutive screens are walked with Av Pág; any others are opened one by one.
    consecutive = [everything.index(n) for n in names] == list(range(everything.index(names[0]),
                                                                       everything.index(names[0]) + len(names)))
    with RealDisplay(size) as display:
        display.launch("--screen", names[0])
        to_title(display)
        for i, name in enumerate(names):
            if i and not consecutive:
                display.launch("--screen", name)
                to_title(display)
            elif i:
                before = results[names[i - 1]].get("title")
                display.key("Next")  # Av Pág: the window's own step key
                # Focus goes to the new screen's title (a heading) by itself.
                display.wait_for(lambda before=before: (lambda f: f.get("role") == "heading" and f.get("name") not in (None, before))(
                    display.probe("focus")), 20, f"focus did not reach the title of {name}")
            results[name] = audit_screen(display)
            r = results[name]
            if name in (tab_screens if tab_screens is not None else lesson_and_lab(names)):
                walked = tab_walk(display)
                r["tab_presses"] = len(walked)
                r["tab_unreached"] = unreached(r.get("tab_targets", []), walked)
            out.write(f"{name}: interactive {r.get('interactive')} unnamed {len(r.get('unnamed', []))} "
                      f"sliders {r.get('sliders')} wrong values {len(r.get('wrong_values', []))} "
                      f"charts {r.get('charts')} without description {len(r.get('charts_without_description', []))} "
                      f"outside {len(r.get('outside', []))} focus {r.get('focus_role')}:{r.get('title')!r} "
                      f"tab unreached {len(r.get('tab_unreached', [])) if 'tab_unreached' in r else '-'}\n")
    return results


def bench(size, args: list[str]) -> int:
    """``python -m desktop.bench display ARGS`` inside a fresh display of ``size`` (numbers only)."""
    with RealDisplay(size) as display:
        env = dict(display.env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
            env[var] = str(display.tmp / var.lower())
        return subprocess.run([sys.executable, "-m", "desktop.bench", "display", *args], cwd=ROOT, env=env).returncode


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="audit every screen (Spanish) and print the counts")
    c.add_argument("--size", default="1024x768")
    c.add_argument("--screens", default="")
    c.add_argument("--json", help="also write the findings to this file")
    b = sub.add_parser("bench", help="time a screen change and the projector toggle (desktop.bench display)")
    b.add_argument("--size", default="1024x768")
    s = sub.add_parser("shell", help="start the display and the app, print the environment, wait for Ctrl+C")
    s.add_argument("--size", default="1280x800")
    args, rest = p.parse_known_args(argv)
    missing = missing_tools()
    if missing:
        print(f"real display: missing {' '.join(missing)} (apt-get install xvfb openbox xdotool wmctrl "
              "dbus-x11 at-spi2-core python3-pyatspi)", file=sys.stderr)
        return 2
    size = tuple(int(v) for v in args.size.split("x"))
    if args.command == "check":
        results = check(size, [n for n in args.screens.split(",") if n] or None)
        if args.json:
            Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1))
        return 0
    if args.command == "bench":
        return bench(size, rest)
    with RealDisplay(size) as display:
        display.launch(*rest)
        print(f"export DISPLAY={display.env['DISPLAY']} "
              f"DBUS_SESSION_BUS_ADDRESS='{display.env.get('DBUS_SESSION_BUS_ADDRESS', '')}'")
        print(f"logs in {display.tmp}; Ctrl+C ends it")
        try:
            while display.app_alive():
                time.sleep(1)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
