#!/usr/bin/python3
"""Read SpecLab's accessibility tree from the AT-SPI bus (what Orca reads).

Runs under Debian's /usr/bin/python3 (pyatspi is a system package), never the
venv; ``tools/real_display.py`` calls it and reads the one JSON line it prints.

    python3 tools/atspi_probe.py ping | focus | audit | tree

Only objects that report "showing" are walked (a hidden subtree is skipped),
which is also how a screen reader decides what is on the screen.
"""

from __future__ import annotations

import json
import re
import sys

import pyatspi

INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "combo box", "slider", "spin button",
    "list item", "page tab", "link", "text", "entry", "menu item", "password text", "table cell",
    "tree item", "button",
}
VALUED = {"slider", "spin button"}
# A chart is a custom-painted view; Qt's accessible id is the chain of object
# names (or class names) from the window down, so its last part says what it is.
CHART_ID = re.compile(r"(chart|plot|canvas|histogram|graph|lanes|diagram)", re.IGNORECASE)
NUMBER = re.compile(r"^[^\d-]{0,3}(-?\d[\d.\u00a0\u202f]*(?:,\d+)?)")


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        try:
            if app is not None and (app.name or "").lower() == "speclab":
                return app
        except Exception:  # noqa: BLE001 - a dying client
            continue
    return None


def shown_number(text: str):
    match = NUMBER.match(text.strip())
    if not match:
        return None
    raw = match.group(1).replace(".", "").replace("\u00a0", "").replace("\u202f", "")
    try:
        return float(raw.replace(",", "."))
    except ValueError:
        return None


def node_info(acc, parent_id=None):
    state = acc.getState()
    try:
        ext = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        box = [ext.x, ext.y, ext.width, ext.height]
    except NotImplementedError:
        box = None
    try:
        ident = acc.accessibleId or ""
    except Exception:  # noqa: BLE001 - older at-spi
        ident = ""
    return {
        "role": acc.getRoleName(),
        "name": acc.name or "",
        "description": acc.description or "",
        "id": ident,
        "box": box,
        "showing": state.contains(pyatspi.STATE_SHOWING),
        "focused": state.contains(pyatspi.STATE_FOCUSED),
        "focusable": state.contains(pyatspi.STATE_FOCUSABLE),
        "enabled": state.contains(pyatspi.STATE_ENABLED),
    }


def walk(acc, out, depth=0, in_chart=False):
    """Showing descendants, depth first, each with its parent's index."""
    for child in acc:
        if child is None:
            continue
        try:
            info = node_info(child)
        except Exception:  # noqa: BLE001 - vanished while walking
            continue
        if not info["showing"]:
            continue
        info["depth"] = depth
        info["in_chart"] = in_chart
        info["index"] = len(out)
        info["acc"] = child
        out.append(info)
        last = info["id"].rsplit(".", 1)[-1]
        chart = not in_chart and bool(CHART_ID.search(last)) and info["role"] not in INTERACTIVE
        info["chart"] = chart
        if depth < 40:
            start = len(out)
            walk(child, out, depth + 1, in_chart or chart)
            info["children"] = list(range(start, len(out)))
    return out


def frame_of(app):
    """The main window: the showing top-level with the most children."""
    best = None
    for child in app:
        try:
            if child is not None and child.getState().contains(pyatspi.STATE_SHOWING):
                if best is None or (child.getRoleName() == "frame" and best.getRoleName() != "frame"):
                    best = child
        except Exception:  # noqa: BLE001 - vanished
            continue
    return best


def audit(app, screen_w=None, screen_h=None):
    frame = frame_of(app)
    nodes = walk(frame, []) if frame is not None else []
    if screen_w is None:
        screen_w, screen_h = _root_size()
    result = {"ok": frame is not None, "window_title": frame.name if frame is not None else None}
    interactive = [n for n in nodes if n["role"] in INTERACTIVE and not n["in_chart"] or
                   (n["role"] in INTERACTIVE and n["focusable"])]
    result["interactive"] = len(interactive)
    result["unnamed"] = [[n["role"], n["id"]] for n in interactive if not n["name"].strip()]
    # Sliders: the value the bus reports against the number shown beside it.
    sliders = [n for n in nodes if n["role"] in VALUED]
    result["sliders"] = len(sliders)
    wrong, unverified = [], []
    for n in sliders:
        try:
            value = n["acc"].queryValue().currentValue
        except NotImplementedError:
            wrong.append([n["name"], None, "no value interface"])
            continue
        parent = n["acc"].parent
        shown = None
        if n["role"] == "spin button":
            # A spin box shows its value itself, in its text field.
            try:
                shown = shown_number(n["acc"].queryText().getText(0, -1))
            except Exception:  # noqa: BLE001 - no text interface
                shown = None
        for sibling in ([] if shown is not None else parent):
            if sibling is None or sibling.getRoleName() != "label":
                continue
            number = shown_number(sibling.name or "")
            if number is not None and (sibling.name or "") != n["name"]:
                shown = number
                break
        if shown is None:
            unverified.append([n["name"], value])
        elif abs(shown - value) > 1e-6:
            wrong.append([n["name"], value, shown])
    result["wrong_values"] = wrong
    # What Tab must reach: every enabled focusable control. Not the contents'
    # items (arrows move among them), nor links (Tab walks them inside their
    # label), nor each radio button (Tab enters a group, arrows choose).
    result["tab_targets"] = [[n["role"], n["name"], n["id"]] for n in interactive
                             if n["focusable"] and n["enabled"] and n["role"] not in ("list item", "link")]
    # Combos and spin boxes: on Linux Qt names a combo by its value and links
    # the visible label through a "labelled-by" relation (QLabel.setBuddy).
    unlabelled = []
    for n in nodes:
        if n["role"] not in ("combo box", "spin button"):
            continue
        try:
            relations = n["acc"].getRelationSet()
            labelled = any(r.getRelationType() == pyatspi.RELATION_LABELLED_BY for r in relations)
        except Exception:  # noqa: BLE001
            labelled = False
        if not labelled:
            unlabelled.append([n["role"], n["name"], n["id"].rsplit(".", 1)[-1]])
    result["unlabelled_inputs"] = unlabelled
    result["sliders_unverified"] = unverified
    charts = [n for n in nodes if n["chart"]]
    result["charts"] = len(charts)
    result["charts_without_name"] = [n["id"].rsplit(".", 1)[-1] for n in charts if not n["name"].strip()]
    result["charts_without_description"] = [n["id"].rsplit(".", 1)[-1] for n in charts if not n["description"].strip()]
    # Inside the screen: nothing reaches past its right edge (a screen scrolls
    # down, never sideways), and the header and contents are fully on it.
    outside = []
    for n in interactive:
        box = n["box"]
        if not box or box[2] <= 0 or box[3] <= 0:
            continue
        x, y, w, h = box
        # List items scroll inside their list; a screen scrolls inside its area.
        chrome = ".screenScroll" not in n["id"] and n["role"] != "list item"
        if x < 0 or x + w > screen_w or (chrome and (y < 0 or y + h > screen_h)):
            outside.append([n["role"], n["name"], box])
    result["outside"] = outside
    headings = [n for n in nodes if n["role"] == "heading"]
    result["headings"] = [n["name"] for n in headings]
    focus = _focus_owner([n for n in nodes if n["focused"]])
    result["focus_role"] = focus["role"] if focus else None
    result["focus_name"] = focus["name"] if focus else None
    result["title"] = headings[0]["name"] if headings else None
    result["showing"] = len(nodes)
    return result


def _root_size():
    desktop = pyatspi.Registry.getDesktop(0)
    try:
        ext = desktop.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        if ext.width > 0:
            return ext.width, ext.height
    except Exception:  # noqa: BLE001
        pass
    return 1 << 30, 1 << 30


def focus(app):
    frame = frame_of(app)
    nodes = walk(frame, []) if frame is not None else []
    focused = [n for n in nodes if n["focused"]]
    node = _focus_owner(focused)
    if node is None:
        return {"ok": True, "role": None, "name": None, "all": []}
    return {"ok": True, "role": node["role"], "name": node["name"], "id": node["id"], "box": node["box"],
            "all": [[n["role"], n["name"]] for n in focused]}


def _focus_owner(focused):
    """Qt marks a list's current item "focused" even when the list has lost
    the focus; the object that really has it is a focused one outside lists."""
    if not focused:
        return None
    for n in focused:
        if n["role"] not in ("list", "list item"):
            return n
    return focused[-1]


def tree(app):
    rows = []
    for frame in app:
        if frame is None:
            continue
        info = node_info(frame)
        rows.append({k: v for k, v in info.items()})
        for n in walk(frame, []):
            rows.append({k: v for k, v in n.items() if k not in ("acc", "children")})
    return {"ok": True, "nodes": rows}


def listen(seconds: float):
    """Name, description and announcement events for ``seconds`` (a screen
    reader already listening hears exactly these)."""
    from gi.repository import GLib

    events = []

    def record(event):
        try:
            source = event.source.name if event.source is not None else ""
        except Exception:  # noqa: BLE001 - gone already
            source = ""
        data = str(event.any_data)[:200]
        if event.type.startswith("object:property-change:accessible-value") or event.type == "object:value-changed":
            try:
                data = event.source.queryValue().currentValue
            except Exception:  # noqa: BLE001
                pass
        events.append([event.type, source, data])

    kinds = ("object:property-change:accessible-name", "object:property-change:accessible-description",
             "object:announcement", "object:property-change:accessible-value", "object:value-changed")
    pyatspi.Registry.registerEventListener(record, *kinds)
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    sys.stderr.write("listening\n")
    sys.stderr.flush()
    pyatspi.Registry.start()
    return {"ok": True, "events": events}


def main(argv):
    command = argv[1] if len(argv) > 1 else "ping"
    if command == "listen":
        print(json.dumps(listen(float(argv[2]) if len(argv) > 2 else 5.0), ensure_ascii=False))
        return 0
    app = find_app()
    if app is None:
        print(json.dumps({"ok": False, "error": "SpecLab is not on the AT-SPI bus"}))
        return 1
    if command == "ping":
        answer = {"ok": frame_of(app) is not None}
    elif command == "focus":
        answer = focus(app)
    elif command == "audit":
        answer = audit(app)
    elif command == "tree":
        answer = tree(app)
    elif command == "frames":
        answer = {"ok": True, "frames": [node_info(f) for f in app if f is not None]}
    else:
        answer = {"ok": False, "error": f"unknown command {command!r}"}
    print(json.dumps(answer, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
