"""Keep the Spanish catalogues in step with the sources, and compile them.

    python tools/i18n.py update [AREA ...]   # pyside6-lupdate each area's (or only these areas') sources
    python tools/i18n.py release   # pyside6-lrelease every .ts into a .qm
    python tools/i18n.py check     # exit 1 if a tr() string is missing or unfinished

The catalogue is split by area (one .ts per part of the app) so that work on
one screen never rewrites another screen's translations. The app loads every
``*_es.qm`` it finds; Qt looks a string up by its context (the class name), so
the split is invisible at run time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
LANGS = ("es",)

# Source path prefix (relative to the repo) -> catalogue area. Longest prefix
# wins; everything else belongs to the core catalogue "speclab".
AREAS = {
    "desktop/screens/lesson": "lesson",
    "desktop/screens/reference": "lesson",
    "desktop/screens/sampling": "sampling",
    "desktop/screens/tree": "tree",
    "desktop/screens/realmodels": "realmodels",
    "desktop/classroom": "classroom",
    "desktop/screens/course": "course",
    "desktop/course": "course",
}
DEFAULT_AREA = "speclab"


def tool_path(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else name


def area_of(rel: str) -> str:
    best = ""
    for prefix in AREAS:
        if rel.startswith(prefix) and len(prefix) > len(best):
            best = prefix
    return AREAS[best] if best else DEFAULT_AREA


def sources_by_area() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if "/sim/" in rel or "/realmodels/" in rel.replace("screens/realmodels", ""):
            continue  # no Qt, no tr()
        out.setdefault(area_of(rel), []).append(rel)
    return out


def update(only: list[str] | None = None) -> None:
    """lupdate every area, or only the areas named (so people working on different
    areas at once never overwrite each other's catalogues)."""
    for area, files in sources_by_area().items():
        if only and area not in only:
            continue
        for lang in LANGS:
            ts = I18N / f"{area}_{lang}.ts"
            # Work on a copy and swap it in whole: a running app or test that
            # has a catalogue open must never see a half-written file.
            tmp = ts.with_name(f".{ts.name}.{os.getpid()}.tmp.ts")
            if ts.exists():
                shutil.copyfile(ts, tmp)
            subprocess.run(
                [tool_path("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none",
                 "-target-language", lang, "-ts", str(tmp)],
                cwd=ROOT, check=True, capture_output=True,
            )
            # In the layout tools/ts_fill.py writes (lupdate indents otherwise): a lupdate then a fill
            # then rewrote every line of a catalogue, and its diff hid the real changes.
            sys.path.insert(0, str(ROOT / "tools"))
            import ts_fill

            ts_fill.fill(str(tmp), {})
            os.replace(tmp, ts)
            print(f"{ts.relative_to(ROOT)}: {len(files)} sources")


def write_english_plurals(folder: Path) -> Path:
    """English is the source language, but ``%n token(s)`` still needs its two
    forms. Generate a tiny catalogue with just the plural entries, from the
    committed Spanish catalogues' sources: "token(s)" -> "token" / "tokens"."""
    import re

    out = ET.Element("TS", version="2.1", language="en")
    contexts: dict[str, ET.Element] = {}
    for ts in sorted(I18N.glob("*_es.ts")):
        if ts.name.startswith("."):
            continue
        for ctx in ET.parse(ts).getroot().iter("context"):
            name = ctx.findtext("name")
            for msg in ctx.iter("message"):
                if msg.get("numerus") != "yes":
                    continue
                src = msg.findtext("source")
                if name not in contexts:
                    contexts[name] = ET.SubElement(out, "context")
                    ET.SubElement(contexts[name], "name").text = name
                m = ET.SubElement(contexts[name], "message", numerus="yes")
                ET.SubElement(m, "source").text = src
                tr = ET.SubElement(m, "translation")
                ET.SubElement(tr, "numerusform").text = re.sub(r"(\w)\((e?s)\)", r"\1", src)
                ET.SubElement(tr, "numerusform").text = re.sub(r"(\w)\((e?s)\)", r"\1\2", src)
    path = folder / "plurals_en.ts"
    ET.ElementTree(out).write(path, encoding="utf-8", xml_declaration=True)
    return path


def release() -> None:
    qm = I18N / "plurals_en.qm"
    with tempfile.TemporaryDirectory() as folder:
        plurals = write_english_plurals(Path(folder))
        tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
        subprocess.run([tool_path("pyside6-lrelease"), str(plurals), "-qm", str(tmp)], check=True, capture_output=True)
        os.replace(tmp, qm)
    for ts in sorted(I18N.glob("*.ts")):
        if ts.name.startswith("."):
            continue  # another process's work in progress
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
        subprocess.run([tool_path("pyside6-lrelease"), str(ts), "-qm", str(tmp)],
                       check=True, capture_output=True)
        # A loaded .qm is memory-mapped: replace it, never rewrite it in place.
        os.replace(tmp, qm)


def messages(ts: Path) -> dict[tuple[str, str], ET.Element | None]:
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            out[(name, msg.findtext("source"))] = msg.find("translation")
    return out


def source_messages(files: list[str]) -> dict:
    """The messages lupdate finds in ``files`` (paths relative to the repo)."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh_ts = Path(tmp) / "fresh.ts"
        subprocess.run([tool_path("pyside6-lupdate"), *files, "-ts", str(fresh_ts)],
                       cwd=ROOT, check=True, capture_output=True)
        return messages(fresh_ts)


def is_unfinished(tr: ET.Element | None) -> bool:
    """No translation, marked unfinished/obsolete, or an empty (plural) form."""
    if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
        return True
    forms = [n.text or "" for n in tr] or [tr.text or ""]
    return not all(f.strip() for f in forms)


def check_catalogue(files: list[str], catalogues: list[Path]) -> tuple[dict, dict, list, list]:
    """(wanted, have, missing, unfinished) for the strings of ``files``
    against the union of ``catalogues``."""
    have: dict = {}
    for ts in catalogues:
        if not ts.name.startswith("."):
            have.update(messages(ts))
    wanted = source_messages(files)
    missing = sorted(k for k in wanted if k not in have)
    unfinished = sorted(k for k in have if is_unfinished(have[k]))
    return wanted, have, missing, unfinished


def problems(lang: str = "es") -> tuple[list, list]:
    """(missing, unfinished): strings the sources use that no catalogue has,
    and catalogue entries without a finished translation."""
    files = [f for fs in sources_by_area().values() for f in fs]
    _wanted, _have, missing, unfinished = check_catalogue(files, sorted(I18N.glob(f"*_{lang}.ts")))
    return missing, unfinished


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "release"
    if cmd == "update":
        update(argv[2:] or None)
    elif cmd == "release":
        release()
    elif cmd == "check":
        missing, unfinished = problems()
        for ctx, src in missing:
            print(f"missing: {ctx}: {src!r}")
        for ctx, src in unfinished:
            print(f"unfinished: {ctx}: {src!r}")
        return 1 if missing or unfinished else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
