#!/usr/bin/env bash
# The real-display layer by hand or in CI: SpecLab on Xvfb + openbox, real
# xdotool input, read through the AT-SPI bus (pyatspi under /usr/bin/python3).
#
#   bash tools/real_display.sh            # run tests/display/test_real_display.py, then print
#                                         # the screen-change / projector timings (desktop.bench display)
#   bash tools/real_display.sh --install  # first apt-get the tools (root; what .ci/run does)
#   .venv/bin/python tools/real_display.py check     # just print the per-screen counts
set -euo pipefail
cd "$(dirname "$0")/.."
# What the layer uses, plus the xcb libraries Qt's X11 platform loads (the .deb's own Depends).
PACKAGES=(xvfb xauth xdotool wmctrl x11-utils openbox dbus-x11 at-spi2-core python3-pyatspi python3-gi
          libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0
          libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 libdbus-1-3 libxtst6 fonts-dejavu-core)
if [[ "${1:-}" == "--install" ]]; then
    shift
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${PACKAGES[@]}"
fi
PY=${PY:-.venv/bin/python}
# The layer starts its own display; an inherited offscreen platform would be wrong for the app.
env -u QT_QPA_PLATFORM "$PY" -m pytest tests/display/test_real_display.py -q -p no:cacheprovider "$@"
# Numbers only (issue 19 §5: visible within 150 ms); SPECLAB_DISPLAY_BENCH=0 skips them.
if [[ "${SPECLAB_DISPLAY_BENCH:-1}" != 0 ]] && "$PY" -c 'import sys; sys.path.insert(0, "tools"); import real_display; sys.exit(bool(real_display.missing_tools()))'; then
    env -u QT_QPA_PLATFORM "$PY" tools/real_display.py bench --quick
fi
