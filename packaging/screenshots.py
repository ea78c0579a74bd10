"""Render the screenshots the AppStream metadata lists, for publishing.

    .venv/bin/python packaging/screenshots.py [OUT]      # default: dist/screenshots

Each ``<image>`` of ``linux/org.speclab.SpecLab.metainfo.xml`` names its file
``SCREEN.png`` (English) or ``SCREEN-LANG.png``; this renders that screen in
that language at the image's width and height (offscreen, a fresh profile),
so what a software centre shows is what the app shows. Upload the folder to
the homepage's ``/screenshots/``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "packaging" / "linux" / "org.speclab.SpecLab.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def images(metainfo: Path = METAINFO) -> list[dict]:
    """Every screenshot image: its URL, file name, screen, language and size."""
    out = []
    for image in ET.parse(metainfo).getroot().iter("image"):
        url = image.text.strip()
        name = Path(urlparse(url).path).name
        stem = name.removesuffix(".png")
        lang = image.get(XML_LANG, "en")
        screen = stem.removesuffix(f"-{lang}") if lang != "en" else stem
        out.append({"url": url, "file": name, "screen": screen, "lang": lang,
                    "size": (int(image.get("width")), int(image.get("height")))})
    return out


def render(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    made = []
    with tempfile.TemporaryDirectory(prefix="speclab-shots-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        for shot in images():
            png = out_dir / shot["file"]
            w, h = shot["size"]
            subprocess.run([sys.executable, "-m", "desktop", "--screenshot", str(png), "--screen", shot["screen"],
                            "--lang", shot["lang"], "--size", f"{w}x{h}",
                            "--settings-file", os.path.join(home, f"{shot['file']}.ini")],
                           cwd=ROOT, env=env, check=True)
            made.append(png)
    return made


if __name__ == "__main__":
    for path in render(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "screenshots"):
        print(path)
