"""The .deb: contents, install with dpkg -i, run, and remove without a trace.

Installing needs root and dpkg; the runtime libraries named in Depends must
already be there (packaging/ci-smoke.sh installs them with apt-get, as apt
would for a teacher running `apt install ./speclab_*.deb`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from frozen_app import is_root, png_size, run_frozen, version

pytestmark = pytest.mark.packaging

APP_ID = "org.speclab.SpecLab"
PACKAGE = "speclab"


def _dpkg_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture(scope="module")
def deb_contents(deb_file, tmp_path_factory):
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb not available")
    root = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", str(deb_file), str(root)], check=True)
    return root


def test_control_fields(deb_file, deb_contents):
    assert _dpkg_field(deb_file, "Package") == PACKAGE
    assert _dpkg_field(deb_file, "Version") == version()
    depends = _dpkg_field(deb_file, "Depends")
    assert "libc6" in depends and "libxcb1" in depends
    listing = subprocess.run(["dpkg-deb", "-c", str(deb_file)], capture_output=True, text=True, check=True).stdout
    owners = {line.split()[1] for line in listing.splitlines()}
    assert owners == {"root/root"}


def test_layout(deb_contents):
    root = deb_contents
    assert (root / "opt/speclab/speclab").is_file()
    assert (root / "opt/speclab/_internal/resources/i18n/qtbase_es.qm").is_file()
    launcher = (root / "usr/bin/speclab").read_text()
    assert "/opt/speclab/speclab" in launcher
    assert (root / f"usr/share/applications/{APP_ID}.desktop").is_file()
    assert (root / f"usr/share/metainfo/{APP_ID}.metainfo.xml").is_file()
    assert (root / f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg").is_file()
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = root / f"usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert png_size(png) == (size, size)


def test_desktop_entry_and_appstream_validate(deb_contents):
    desktop = deb_contents / f"usr/share/applications/{APP_ID}.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert "Exec=speclab\n" in text and "Exec=speclab --kiosk" in text and f"Icon={APP_ID}" in text
    assert "Name[es]=SpecLab (modo quiosco)" in text
    if shutil.which("desktop-file-validate"):
        r = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
    if shutil.which("appstreamcli"):
        meta = deb_contents / f"usr/share/metainfo/{APP_ID}.metainfo.xml"
        r = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(meta)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_shortcut_options_exist(deb_contents, home):
    """The menu's kiosk and English actions use options the app really has."""
    help_text = run_frozen(deb_contents / "opt/speclab/speclab", "--help", home=home).stdout
    for option in ("--kiosk", "--lang", "--screens", "--screen"):
        assert option in help_text, option


def _installed() -> bool:
    r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", PACKAGE], capture_output=True, text=True)
    return r.returncode == 0 and "installed" in r.stdout and "not-installed" not in r.stdout


def test_install_run_remove(deb_file, home, outdir):
    if os.environ.get("SPECLAB_DEB_INSTALL") != "1":
        pytest.skip("installs system-wide: runs from packaging/ci-smoke.sh, or with SPECLAB_DEB_INSTALL=1")
    if not is_root():
        pytest.skip("installing a .deb needs root")
    if not shutil.which("dpkg"):
        pytest.skip("dpkg not available")
    if _installed():
        pytest.skip("speclab is already installed on this machine; not touching it")
    install = subprocess.run(["dpkg", "-i", str(deb_file)], capture_output=True, text=True)
    try:
        assert install.returncode == 0, (
            "dpkg -i failed; if it lists missing dependencies, install them first:\n"
            f"  apt-get install -y $(dpkg-deb -f {deb_file} Depends | tr -d ,)\n" + install.stdout + install.stderr)
        assert Path("/usr/bin/speclab").exists()

        result = run_frozen("/usr/bin/speclab", "--version", home=home)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == f"SpecLab {version()}"

        # As nobody, offline: /opt/speclab is read-only for that user.
        png = outdir / "lab.png"
        result = run_frozen("/usr/bin/speclab", "--screenshot", str(png), "--screen", "lab",
                            home=home, unprivileged=True, offline=True)
        assert result.returncode == 0, result.stderr
        assert png_size(png) == (1280, 800)
        assert list((home / ".config").rglob("*.ini")), "settings in the user's config folder"

        listing = run_frozen("/usr/bin/speclab", "--list-screens", home=home)
        assert "lab\tLaboratorio" in listing.stdout.splitlines()
    finally:
        remove = subprocess.run(["dpkg", "-r", PACKAGE], capture_output=True, text=True)
    assert remove.returncode == 0, remove.stdout + remove.stderr
    assert not Path("/opt/speclab").exists(), "dpkg -r left files under /opt/speclab"
    assert not Path("/usr/bin/speclab").exists()
    assert not Path(f"/usr/share/applications/{APP_ID}.desktop").exists()
    assert not list(Path("/usr/share/icons/hicolor").rglob(f"{APP_ID}.*"))
