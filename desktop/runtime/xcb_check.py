"""Say which system libraries Qt's X11 platform lacks, before Qt aborts.

Without, say, ``libxcb-icccm4`` Qt's xcb plugin fails to load and Qt aborts
with a misleading "xcb-cursor0 or libxcb-cursor0 is needed". Loading each
library the plugin links against (dlopen, a millisecond each) finds the real
culprits, so a fresh Debian/Ubuntu machine gets one line naming the packages
and the command that installs them. The list is the ``.deb``'s dependencies
(packaging/linux) and ``ldd`` of the plugin.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable

# soname -> Debian/Ubuntu package
LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Will Qt try the xcb platform?"""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if chosen:
        return chosen == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def missing_packages(loads: Callable[[str], bool] = _loads) -> list[str]:
    """Packages whose library cannot be loaded, in a stable order."""
    return [package for soname, package in LIBRARIES.items() if not loads(soname)]


def message(packages: list[str]) -> str:
    names = " ".join(packages)
    return (f"speclab: faltan bibliotecas del sistema para abrir la ventana (X11/xcb): {names}. "
            f"Instálalas con: sudo apt install {names}")


def check(environ=os.environ, loads: Callable[[str], bool] = _loads, err=None) -> int:
    """0 when Qt's xcb platform can load (or is not used), else 2 after one line on stderr."""
    if not uses_xcb(environ):
        return 0
    packages = missing_packages(loads)
    if not packages:
        return 0
    (err or sys.stderr).write(message(packages) + "\n")
    return 2
