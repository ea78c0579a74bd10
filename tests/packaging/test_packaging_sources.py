"""Checks on the packaging sources that need no build (they run in `make test`)."""

from __future__ import annotations

import configparser
import re
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
PACKAGING = ROOT / "packaging"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_icon_sizes(size):
    assert _png_size((ICONS / f"speclab-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_png_images_of_the_listed_sizes():
    data = (ICONS / "speclab.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = []
    for i in range(count):
        w, h, _c, _r, _planes, _bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        w, h = w or 256, h or 256
        assert _png_size(data[offset:offset + length]) == (w, h)
        sizes.append(w)
    assert {16, 32, 48, 256} <= set(sizes)


def test_icns_chunks_are_pngs_of_the_right_size():
    data = (ICONS / "speclab.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
    pos, seen = 8, {}
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        seen[kind] = _png_size(data[pos + 8:pos + length])
        pos += length
    assert seen == {k: (s, s) for k, s in expected.items()}


def test_svg_icon_renders():
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICONS / "speclab.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height() == 256


def _desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read(PACKAGING / "linux" / "org.speclab.SpecLab.desktop", encoding="utf-8")
    return parser


def _cli_options() -> set[str]:
    from desktop.app import build_parser

    return {opt for action in build_parser()._actions for opt in action.option_strings}


def test_shortcuts_use_options_the_app_has():
    """The menu entry and the Windows shortcuts pass options to the app; a
    renamed option would leave a shortcut that exits with a usage error."""
    options = _cli_options()
    entry = _desktop_entry()
    used = []
    for section in entry.sections():
        exec_line = entry[section]["Exec"]
        assert exec_line.startswith("@EXEC@")
        used += re.findall(r"--[a-z-]+", exec_line)
    iss = (PACKAGING / "windows" / "speclab.iss").read_text(encoding="utf-8")
    used += re.findall(r'Parameters: "(--[a-z-]+)', iss)
    assert "--kiosk" in used
    assert set(used) <= options, set(used) - options


def test_desktop_entry_has_spanish_and_a_kiosk_action():
    entry = _desktop_entry()
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application" and main["Icon"] == "@ICON@"
    assert "Comment[es]" in main and "Education" in main["Categories"]
    actions = main["Actions"].rstrip(";").split(";")
    assert "kiosk" in actions
    assert entry["Desktop Action kiosk"]["Name[es]"] == "SpecLab (modo quiosco)"


def _metainfo():
    import xml.etree.ElementTree as ET

    return ET.parse(PACKAGING / "linux" / "org.speclab.SpecLab.metainfo.xml").getroot()


XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_metainfo_texts_have_spanish_beside_english():
    """Summary, description paragraphs and screenshot captions: each English
    text is followed by its Spanish one (a software centre shows the user's)."""
    root = _metainfo()
    checked = 0
    for parent in (root, root.find("description"), *root.iter("screenshot")):
        children = list(parent)
        for i, el in enumerate(children):
            if el.tag in ("summary", "p", "caption") and XML_LANG not in el.attrib:
                following = children[i + 1] if i + 1 < len(children) else None
                assert following is not None and following.tag == el.tag and following.get(XML_LANG) == "es", el.text
                assert following.text.strip() and following.text.strip() != el.text.strip()
                checked += 1
    english = [el for tag in ("summary", "p", "caption") for el in root.iter(tag) if XML_LANG not in el.attrib]
    assert checked == len(english) >= 6


def test_metainfo_has_what_flathub_asks_for():
    root = _metainfo()
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("releases/release").get("version") == "@VERSION@"
    assert root.find("developer").get("id") and root.find("developer/name").text.strip()
    assert root.find("url[@type='homepage']").text.startswith("https://")
    shots = list(root.iter("screenshot"))
    assert [s.get("type") for s in shots].count("default") == 1


def test_metainfo_screenshots_are_screens_the_app_renders():
    """packaging/screenshots.py renders each listed image from the app: the
    names it reads must be real screens and the languages ones the app has."""
    import importlib.util

    from desktop.screens import registry

    spec = importlib.util.spec_from_file_location("screenshots", PACKAGING / "screenshots.py")
    shots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(shots)
    images = shots.images()
    assert images and {i["lang"] for i in images} == {"en", "es"}
    names = {s.name for s in registry.all_screens()}
    for image in images:
        assert image["screen"] in names, image
        assert image["url"].startswith("https://") and image["size"] == (1280, 800)
    # Every screenshot has an untranslated image (AppStream: screenshot-image-no-source).
    for shot in _metainfo().iter("screenshot"):
        assert any(XML_LANG not in i.attrib and i.get("type") == "source" for i in shot.iter("image"))


def test_inno_setup_script_covers_the_classroom_needs():
    iss = (PACKAGING / "windows" / "speclab.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=admin" in iss  # per-machine by default
    assert 'MessagesFile: "compiler:Languages\\Spanish.isl"' in iss
    assert 'MessagesFile: "compiler:Default.isl"' in iss
    assert "es.KioskShortcut=SpecLab (modo quiosco)" in iss
    assert "{autoprograms}\\SpecLab\\{cm:KioskShortcut}" in iss
    assert "/VERYSILENT" in iss
    assert (ROOT / "resources" / "icons" / "speclab.ico").exists()


def test_workflow_builds_three_systems_with_existing_scripts():
    wf = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for job in ("linux:", "windows:", "macos:"):
        assert f"\n  {job}" in wf
    for path in re.findall(r"(packaging/[\w./-]+\.(?:sh|py|iss|spec))", wf):
        assert (ROOT / path).exists(), path
