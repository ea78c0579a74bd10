"""What the frozen app touches at run time, traced with strace.

The bundle must be self-contained: no Python, Qt or app file from outside it
(not the source tree, not a venv, not the system's Python), shared libraries
from the system only for graphics and the C runtime, and no network socket.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from frozen_app import ROOT, run_frozen

pytestmark = pytest.mark.packaging

# Shared libraries the system provides (see SONAME_TO_DEB in packaging/build.py):
# the C/C++ runtime, zlib (the bootloader's own), GL/EGL (and the Mesa driver
# stack behind them on a real display), X11/xcb and Wayland.
SYSTEM_LIBS = re.compile(
    r"^(ld-linux.*|libc|libm|libdl|libpthread|librt|libutil|libresolv|libnss_\w+|libstdc\+\+|libgcc_s|libz"
    r"|libGL|libEGL|libGLX|libGLX_\w+|libGLdispatch|libOpenGL|libgbm|libdrm|libdrm_\w+|libexpat|libX\w*"
    r"|libxcb[\w-]*|libxkbcommon[\w-]*|libwayland-\w+|libffi|libxshmfence|libvulkan|libudev|libbsd|libmd"
    r"|libLLVM[\w.-]*|libsensors|libelf|libedit|libtinfo|libzstd)\.so(\.[\d.]+)?$"
)
SYSCALL = re.compile(r'^\d+\s+(open|openat|execve)\((?:AT_FDCWD, )?"([^"]+)".*\)\s+=\s+(-?\d+)')
SOCKET = re.compile(r"^\d+\s+socket\((AF_\w+)")


@pytest.fixture(scope="module")
def trace(portable, tmp_path_factory):
    if not shutil.which("strace"):
        pytest.skip("strace not installed (packaging/ci-smoke.sh installs it)")
    home = tmp_path_factory.mktemp("home")
    log = tmp_path_factory.mktemp("trace") / "strace.txt"
    png = log.with_name("lab.png")
    result = run_frozen(portable / "speclab", "--screenshot", str(png), "--screen", "lab", "--lang", "es",
                        home=home, prefix=["strace", "-f", "-qq", "-e", "trace=open,openat,execve,socket",
                                           "-o", str(log)])
    if result.returncode != 0 and "ptrace" in result.stderr:
        pytest.skip(f"strace cannot trace here: {result.stderr.strip()[:200]}")
    assert result.returncode == 0, result.stderr
    opened, sockets = [], []
    for line in log.read_text(errors="replace").splitlines():
        if m := SYSCALL.match(line):
            if int(m.group(3)) >= 0:
                opened.append(Path(m.group(2)))
        elif m := SOCKET.match(line):
            sockets.append(m.group(1))
    assert opened, "strace recorded nothing"
    return portable.resolve(), home, opened, sockets


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder)
        return True
    except (ValueError, OSError):
        return False


def test_no_code_or_data_from_outside_the_bundle(trace):
    bundle, home, opened, _ = trace
    python_homes = {Path(p).resolve() for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    outside = [p for p in opened if not _inside(p, bundle)]
    bad = []
    for p in outside:
        if _inside(p, ROOT.resolve()) or any(_inside(p, h) for h in python_homes):
            bad.append(f"{p} (source tree or a Python installation)")
        elif p.suffix in (".py", ".pyc", ".pyd", ".qm", ".npz", ".json", ".svg") and not _inside(p, home):
            bad.append(f"{p} (app code or data)")
        elif "site-packages" in p.parts or "dist-packages" in p.parts:
            bad.append(f"{p} (a Python package)")
        elif re.search(r"\.so(\.[\d.]+)?$", p.name) and not SYSTEM_LIBS.match(p.name):
            bad.append(f"{p} (a system library that is neither graphics nor C runtime)")
    assert not bad, "\n".join(bad)


def test_catalogues_come_from_the_bundle(trace):
    bundle, _home, opened, _ = trace
    i18n = bundle / "_internal" / "resources" / "i18n"
    names = {p.name for p in opened if _inside(p, i18n)}
    assert "qtbase_es.qm" in names, "Qt's Spanish catalogue is read from the bundle"
    assert "speclab_es.qm" in names


def test_no_network_socket(trace):
    _bundle, _home, _opened, sockets = trace
    assert not [s for s in sockets if s in ("AF_INET", "AF_INET6")], sockets
