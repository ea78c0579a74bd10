"""Fill translations into a Qt .ts catalogue from a JSON file.

    python tools/ts_fill.py resources/i18n/speclab_es.ts translations.json

The JSON maps context -> {English source: Spanish translation}; a plural
(%n) entry takes a list [singular, plural]. Entries given are marked
finished; the tool prints every entry of the .ts that is still unfinished.
"""

from __future__ import annotations

import json
import os
import sys
import xml.etree.ElementTree as ET


def fill(ts_path: str, table: dict) -> list[tuple[str, str]]:
    tree = ET.parse(ts_path)
    left = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            value = table.get(name, {}).get(source)
            if value is not None:
                for child in list(tr):
                    tr.remove(child)
                tr.attrib.pop("type", None)
                if msg.get("numerus") == "yes":
                    tr.text = None
                    forms = value if isinstance(value, list) else [value, value]
                    for form in forms:
                        ET.SubElement(tr, "numerusform").text = form
                else:
                    tr.text = value[-1] if isinstance(value, list) else value
            elif tr.get("type") == "unfinished" or (not (tr.text or "").strip() and not list(tr)):
                left.append((name, source))
    ET.indent(tree, space="    ")
    # Write a sibling file and swap it in: a crash mid-write must never
    # leave a truncated catalogue.
    tmp = f"{ts_path}.{os.getpid()}.tmp"
    with open(tmp, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    os.replace(tmp, ts_path)
    return left


if __name__ == "__main__":
    ts, table_path = sys.argv[1], sys.argv[2]
    with open(table_path, encoding="utf-8") as fh:
        table = json.load(fh)
    for name, source in fill(ts, table):
        print(f"unfinished: {name}: {source!r}")
