"""The Tree lab speaks Spanish completely, switches language live, and renders
with --screenshot in both languages at the two classroom sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.i18n_check import check_area, tool
from support.screenshot_check import assert_screenshot
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

ROOT = Path(__file__).resolve().parents[3]
CATALOGUE = ROOT / "resources" / "i18n" / "tree_es.ts"
SOURCES = sorted((ROOT / "desktop" / "screens" / "tree").glob("*.py"))


def test_the_spanish_catalogue_is_complete():
    wanted, _have, missing, unfinished = check_area(CATALOGUE, SOURCES)
    assert ("Screens", "Tree lab") in wanted
    assert not missing, missing
    assert not unfinished, unfinished


def test_spanish_tree_lab_shows_no_english(screen):
    english = {src for (_ctx, src), tr in tool.messages(CATALOGUE).items() if tr is not None and (tr.text or "") != src}
    shown = [w.text() for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
             if w.isVisibleTo(screen) and w.text().strip()]
    for box in screen.findChildren(QComboBox):
        shown += [box.itemText(i) for i in range(box.count())]
    shown += [screen.canvas.accessibleName(), screen.mask.accessibleName(), screen.chart.accessibleName()]
    leaked = [t for t in shown if t in english]
    assert not leaked, leaked
    assert screen.stage_caption.text().startswith("Pulsa")
    # Per round: one round is drafting plus one slow pass, and takes longer than a slow pass.
    assert screen.chart.tokens_plot.plot.titleLabel.text == "Tokens por ronda"


def test_language_switch_retranslates_live(screen, qapp):
    from desktop import i18n

    screen.step_stage()
    i18n.set_language("en", qapp)
    qapp.processEvents()
    try:
        assert screen.stage_caption.text().startswith("1 · The draft proposes")
        assert screen.play_button.text() == "▶ Resume"  # a stage shown: Play goes on from there
        assert screen.numbers.value_text("tree", "tokens") == "4.09"
        assert screen.chart.legend.entries[0][2] == "greedy tree, ≤ 4 levels"
        assert screen.canvas.accessibleName() == "Draft tree"
    finally:
        i18n.set_language("es", qapp)
        qapp.processEvents()
    assert screen.stage_caption.text().startswith("1 · El borrador propone")
    assert screen.numbers.value_text("tree", "tokens") == "4,09"


def test_the_chart_updates_in_place(screen):
    tp = screen.chart.tokens_plot
    items = dict(tp.series), tp.marker
    count = len(tp.plot.items)
    screen.state.set_branches((2, 2, 2, 2))
    screen.state.set("beta", 0.05)
    screen.state.set("a1", 0.6)
    assert (dict(tp.series), tp.marker) == items
    assert len(tp.plot.items) == count




@pytest.mark.parametrize("lang, size", [("es", "1280x800"), ("en", "1280x800"), ("es", "1920x1080")])
def test_screenshot_renders(tmp_path, lang, size):
    assert_screenshot(tmp_path, "tree", lang, size, min_bytes=20000)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_fits_1280x800_without_scrolling(make_window, qapp, lang):
    window = make_window("--screen", "tree", "--size", "1280x800", "--lang", lang)
    for _ in range(5):
        qapp.processEvents()
    screen = window.current_screen()
    viewport = screen.parentWidget()
    assert screen.height() <= viewport.height() and screen.width() <= viewport.width()
