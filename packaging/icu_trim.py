"""A smaller libicudata for the Linux bundle (spec step "icu").

Qt's Linux wheels link QtCore to ICU 73, whose data library holds 30 MB of
locale data for about 800 locales, legacy character sets and dictionaries for
Asian word breaking. Qt uses ICU only for collation, locale-aware case mapping
and legacy text codecs. It does not use it for number or date formats, locale
names or text layout: those come from Qt's own CLDR tables and HarfBuzz. SpecLab
runs in Spanish and English, so this keeps:

- the root, es* and en* locales in every tree (main, coll, zone, curr, lang,
  region, unit, rbnf, brkitr), and each tree's pool.res and res_index.res;
- every item that is not per-locale data (collation base ucadata.icu,
  normalization, properties, time zone rules, converter aliases...);
- the break-iterator rules, but not the CJK/Thai/Lao/Khmer/Burmese
  dictionaries.

It drops the large legacy converter tables (the Chinese, Japanese and Korean
multi-byte code pages; the single-byte ones such as ISO-8859-15 and
Windows-1252 stay, and UTF-8/16/32, ASCII and Latin-1 need no table) and
transliteration.

A missing locale falls back to root, as ICU always does. The package is
rewritten with ICU's own tools (icupkg, genccode from icu-devtools) and linked
into a library with the same soname and entry point. Without those tools the
step is skipped and the full library ships.

    python packaging/icu_trim.py PATH/TO/libicudata.so.73 OUTDIR   # for a manual check
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

KEEP_LOCALES = re.compile(r"^(root|es(_\w*)?|en(_\w*)?|pool|res_index)\.res$")
LOCALE_FILE = re.compile(r"^[a-z]{2,3}(_\w*)?\.res$")
DROP_TREES = ("translit/",)


def _tools() -> dict[str, str] | None:
    path = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/usr/bin"])  # Debian puts icupkg in sbin
    found = {name: shutil.which(name, path=path) for name in ("icupkg", "genccode", "cc", "readelf")}
    if not found["cc"]:
        found["cc"] = shutil.which("gcc", path=path)
    return None if not all(found.values()) else found  # type: ignore[return-value]


def _data_blob(lib: Path, readelf: str) -> tuple[str, bytes]:
    """The common-data archive the library exports as icudtNN_dat."""
    syms = subprocess.run([readelf, "--dyn-syms", "-W", str(lib)], capture_output=True, text=True, check=True).stdout
    m = re.search(r"([0-9a-f]+)\s+(\d+|0x[0-9a-f]+)\s+OBJECT\s+GLOBAL\s+\S+\s+(\d+)\s+(icudt\d+_dat)", syms)
    if not m:
        raise RuntimeError(f"no icudtNN_dat symbol in {lib}")
    addr, size, ndx, name = int(m.group(1), 16), int(m.group(2), 0), int(m.group(3)), m.group(4)
    sections = subprocess.run([readelf, "-S", "-W", str(lib)], capture_output=True, text=True, check=True).stdout
    sec = re.search(rf"\[\s*{ndx}\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    sec_addr, sec_off = int(sec.group(1), 16), int(sec.group(2), 16)
    data = lib.read_bytes()
    start = sec_off + (addr - sec_addr)
    blob = data[start:start + size]
    if blob[2:4] != b"\xda\x27" or b"CmnD" not in blob[:32]:
        raise RuntimeError(f"{lib}: {name} is not an ICU common-data archive")
    return name, blob


BIG_CONVERTER = 40 * 1024  # single-byte code pages are 1-4 KB; CJK tables 40 KB to 0.5 MB


def _drop(item: str, big_converters: set[str]) -> bool:
    name = item.rsplit("/", 1)[-1]
    if item in big_converters or item.endswith(".dict") or item.startswith(DROP_TREES):
        return True
    return bool(LOCALE_FILE.match(name)) and not KEEP_LOCALES.match(name)


def trim(lib: Path, workdir: Path) -> Path | None:
    """Write a trimmed copy of ``lib`` into ``workdir``; None if the tools are missing."""
    tools = _tools()
    if tools is None:
        print("icu_trim: icupkg/genccode/cc not found (apt-get install icu-devtools gcc); keeping the full ICU data")
        return None
    workdir.mkdir(parents=True, exist_ok=True)
    entry, blob = _data_blob(lib, tools["readelf"])  # e.g. icudt73_dat
    stem = entry[: -len("_dat")] + "l"  # icudt73l: the package name used inside the archive
    (workdir / "full").mkdir(exist_ok=True)
    src = workdir / "full" / f"{stem}.dat"  # icupkg takes the package name from the file name
    src.write_bytes(blob)
    items = subprocess.run([tools["icupkg"], "-l", str(src)], capture_output=True, text=True, check=True).stdout.split()
    cnv_dir = workdir / "cnv"
    shutil.rmtree(cnv_dir, ignore_errors=True)
    cnv_dir.mkdir()
    subprocess.run([tools["icupkg"], "-d", str(cnv_dir), "-x", "*.cnv", str(src)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    big = {p.name for p in cnv_dir.iterdir() if p.stat().st_size > BIG_CONVERTER}
    shutil.rmtree(cnv_dir)
    dropped = [i for i in items if _drop(i, big)]
    (workdir / "drop.txt").write_text("\n".join(dropped) + "\n", encoding="utf-8")
    out_dat = workdir / f"{stem}.dat"
    out_dat.unlink(missing_ok=True)
    # --ignore-deps: brkitr/root.res names the dictionaries; without them ICU
    # breaks Thai or Chinese text by its rules alone, which SpecLab never needs.
    subprocess.run([tools["icupkg"], "--ignore-deps", "-r", str(workdir / "drop.txt"), str(src), str(out_dat)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for old in workdir.glob("*.S"):
        old.unlink()
    # GNU assembly (-a gcc): the data as one read-only symbol with ICU's entry-point name.
    subprocess.run([tools["genccode"], "-a", "gcc", "-e", entry[: -len("_dat")], "-d", str(workdir), str(out_dat)],
                   check=True, stdout=subprocess.DEVNULL)
    (asm,) = list(workdir.glob("*.S"))
    out_lib = workdir / lib.name
    subprocess.run([tools["cc"], "-shared", "-nostdlib", f"-Wl,-soname,{lib.name}", "-o", str(out_lib), str(asm)],
                   check=True)
    kept_entry, kept = _data_blob(out_lib, tools["readelf"])
    if kept_entry != entry:
        raise RuntimeError(f"rebuilt library exports {kept_entry}, expected {entry}")
    print(f"icu_trim: {lib.name}: {len(items) - len(dropped)} of {len(items)} items kept, "
          f"{len(blob) / 2**20:.1f} -> {len(kept) / 2**20:.1f} MiB")
    shutil.rmtree(workdir / "full")
    asm.unlink()
    return out_lib


if __name__ == "__main__":
    result = trim(Path(sys.argv[1]), Path(sys.argv[2]))
    sys.exit(0 if result else 1)
