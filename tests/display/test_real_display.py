"""The real-display layer: SpecLab on Xvfb with openbox, real xdotool input,
read through the AT-SPI bus with pyatspi (what a screen reader reads).

Skipped, with the reason, where the tools are missing (a developer's laptop);
``.ci/run`` installs them and runs this file after the offscreen suite.
By hand: ``.venv/bin/python tools/real_display.py check``.

Screens other helpers are still changing can fail here for reasons outside
the window; ``KNOWN`` names each such finding (not strict: when its owner
fixes it, the test simply passes).
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import real_display as rd  # noqa: E402

MISSING = rd.missing_tools()
pytestmark = pytest.mark.skipif(
    bool(MISSING),
    reason=f"real-display layer needs {' '.join(MISSING)} (Debian: apt-get install xvfb openbox xdotool "
           f"wmctrl x11-utils dbus-x11 at-spi2-core python3-pyatspi; .ci/run installs them)",
)
SIZE = (1024, 768)

# (screen, check) -> what is still open, and whose it is.
KNOWN: dict[tuple[str, str], str] = {}


def _names() -> list[str]:
    return rd.screen_names() if not MISSING else ["(none)"]


SCREENS = _names()


@pytest.fixture(scope="module")
def walk():
    """One keyboard walk through every screen (Av Pág), audited on each."""
    try:
        results = rd.check(SIZE, SCREENS, out=io.StringIO())
    except Exception as exc:  # noqa: BLE001 - every test of the walk reports it
        pytest.fail(f"the walk through the screens failed: {exc}")
    return results


def _known(screen: str, check: str, request) -> None:
    reason = KNOWN.get((screen, check))
    if reason:
        request.node.add_marker(pytest.mark.xfail(reason=reason, strict=False))


@pytest.mark.parametrize("screen", SCREENS)
def test_every_interactive_object_has_a_name(walk, screen, request):
    _known(screen, "names", request)
    r = walk[screen]
    assert r["interactive"] > 0
    assert r["unnamed"] == []


@pytest.mark.parametrize("screen", SCREENS)
def test_sliders_report_the_value_they_show(walk, screen, request):
    _known(screen, "slider values", request)
    assert walk[screen]["wrong_values"] == []


@pytest.mark.parametrize("screen", SCREENS)
def test_charts_have_a_name_and_a_description(walk, screen, request):
    _known(screen, "charts", request)
    r = walk[screen]
    assert r["charts_without_name"] == []
    assert r["charts_without_description"] == []


@pytest.mark.parametrize("screen", SCREENS)
def test_after_a_screen_change_focus_is_on_the_named_heading(walk, screen, request):
    _known(screen, "focus", request)
    r = walk[screen]
    assert r["title"], "no heading on the screen"
    assert r["title"] in r["window_title"], "the window title does not name the screen"
    if screen != SCREENS[0]:  # the first screen starts in the table of contents
        assert (r["focus_role"], r["focus_name"]) == ("heading", r["title"])


@pytest.mark.parametrize("screen", SCREENS)
def test_every_control_is_inside_the_screen_at_1024x768(walk, screen, request):
    _known(screen, "inside", request)
    assert walk[screen]["outside"] == []


def test_the_window_fits_a_1024x768_screen_maximised():
    with rd.RealDisplay(SIZE) as display:
        display.launch("--screen", "lab")
        display.wait_for(lambda: "MAXIMIZED_HORZ" in display.window_state(), 20, "not maximised")
        geometry = display._run(["xdotool", "getwindowgeometry", display.window_id()]).stdout
        w, h = (int(v) for v in geometry.split("Geometry:")[1].split()[0].split("x"))
        assert w <= SIZE[0] and h <= SIZE[1]


def test_the_kiosk_survives_the_window_manager_and_restores_full_screen():
    with rd.RealDisplay(SIZE) as display:
        display.launch("--kiosk")
        display.wait_for(lambda: "FULLSCREEN" in display.window_state(), 20, "the kiosk is not full screen")
        # The attract loop covers the lesson, and only it is "showing".
        attract = display.probe("audit")
        assert attract["interactive"] == 0 and attract["headings"] == []
        display.wmctrl("-c", "SpecLab")  # the window manager's close
        time.sleep(1.0)  # nothing to wait for: the test is that nothing happens
        assert display.app_alive() and display.window_id() is not None
        display.wmctrl("-r", "SpecLab", "-b", "remove,fullscreen")
        display.wait_for(lambda: "FULLSCREEN" in display.window_state(), 10, "full screen was not restored")
        # One tap starts it: the lesson is there, its title a heading.
        display.click(SIZE[0] // 2, SIZE[1] // 2)
        started = display.wait_for(lambda: (lambda r: r if r.get("headings") else None)(display.probe("audit")),
                                   10, "the first tap did not start the kiosk")
        assert started["interactive"] > 0
        assert display.app_alive(), display.app_log()[-2000:]


def _box(display, role: str, name: str):
    nodes = display.probe("tree")["nodes"]
    return next(n["box"] for n in nodes if n["role"] == role and n["name"] == name)


def _press(display, box) -> None:
    display.click(box[0] + box[2] // 2, box[1] + box[3] // 2)


def test_what_changes_is_signalled_to_a_listening_screen_reader():
    with rd.RealDisplay((1280, 800)) as display:
        display.launch("--screen", "lab")
        # A slider moved with the keyboard: its new value, as shown (0,81, not 81).
        _press(display, _box(display, "slider", "Tasa de aceptación α"))
        events = display.listen(3, lambda: display.key("Right"))
        values = [e[2] for e in events if "value" in e[0] and e[1] == "Tasa de aceptación α"]
        assert values and all(0.0 <= v <= 1.0 for v in values), events
        # Reset all: the values change under the learner's feet; it is said, politely.
        events = display.listen(3, lambda: display.key("alt+r"))
        assert any(e[0] == "object:announcement" and "inicio" in e[2] for e in events), events
        # A language switch: the menu button's description (its tooltip) arrives in English.
        combo = _box(display, "combo box", "Español")

        def to_english():
            _press(display, combo)
            time.sleep(0.8)  # the popup opens; nothing to wait on from outside
            display.key("Down", "Return")

        events = display.listen(4, to_english)
        menu = [e[2] for e in events if e[0].endswith("accessible-description") and e[1] == "Menu"]
        assert menu and menu[-1] == "Projector mode, text size, language, export and your progress", events


@pytest.mark.parametrize("screen", rd.lesson_and_lab(SCREENS) if not MISSING else SCREENS)
def test_the_keyboard_alone_reaches_every_control(walk, screen, request):
    _known(screen, "tab", request)
    r = walk[screen]
    assert r["tab_presses"] < 90, "Tab never came back round to the title (a trap)"
    assert r["tab_unreached"] == []
