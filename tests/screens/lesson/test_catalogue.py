"""The lesson's Spanish catalogue covers every string of the lesson and reference screens."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))

import i18n as i18n_tool  # noqa: E402

CATALOGUE = ROOT / "resources" / "i18n" / "lesson_es.ts"


def test_lesson_catalogue_is_complete_and_finished(tmp_path):
    files = i18n_tool.sources_by_area()["lesson"]
    assert any(f.startswith("desktop/screens/reference") for f in files)
    fresh = tmp_path / "fresh_es.ts"
    subprocess.run([i18n_tool.tool_path("pyside6-lupdate"), *files, "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    wanted = i18n_tool.messages(fresh)
    have = i18n_tool.messages(CATALOGUE)
    missing = sorted(k for k in wanted if k not in have)
    assert not missing, missing[:10]
    unfinished = []
    for key in wanted:
        tr = have[key]
        if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
            unfinished.append(key)
        elif not (tr.text or "").strip() and not any((n.text or "").strip() for n in tr):
            unfinished.append(key)
    assert not unfinished, unfinished[:10]
    # Nothing anonymous: every string has a real context (a class or a named one).
    assert all(ctx for ctx, _ in wanted)


def test_spanish_is_loaded_for_the_lesson(make_window):
    w = make_window("--screen", "intro", "--lang", "es")
    screen = w.current_screen()
    assert "Esta pantalla, por escrito" in screen.lead.text()
    assert "pasada lenta" in screen.lead.text()
    assert w.spec("quiz").translated_title() == "Idea clave y cuestionario"
