"""Render resources/icons/speclab.svg into the PNG sizes, .ico and .icns.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

The outputs are committed (resources/icons/), so a build needs no image tool.
The .ico and .icns hold PNG-compressed images, which Windows Vista+ and
macOS 10.7+ read; writing the containers by hand avoids a Pillow dependency.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "speclab.svg"
# freedesktop hicolor sizes used by menus, docks and software centres.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 256)
# ICNS type codes for PNG payloads, by pixel size (icp4..ic10).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def render_png(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        blob = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns(pngs: dict[bytes, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(blob)) + blob for kind, blob in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(size)
        return cache[size]

    for size in PNG_SIZES:
        (ICONS / f"speclab-{size}.png").write_bytes(png(size))
    (ICONS / "speclab.ico").write_bytes(ico({s: png(s) for s in ICO_SIZES}))
    (ICONS / "speclab.icns").write_bytes(icns({kind: png(s) for kind, s in ICNS_TYPES}))
    print(f"wrote {len(PNG_SIZES)} PNGs, speclab.ico and speclab.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
