"""The table of contents lists the screens it is given, by part, and says which one was chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.shell.contents import Contents
from shell_helpers import specs


@pytest.fixture
def contents(qtbot, english):
    parent = QWidget()
    qtbot.addWidget(parent)
    s = specs(("intro", "lesson", "plain"), ("rounds", "lesson", "plain"), ("lab", "lab", "plain"),
              ("glossary", "reference", "plain"))
    c = Contents(s, parent, retitle=lambda spec, title: title + " (3)" if spec.name == "glossary" else title)
    c.retranslate(1280)
    c.holder = parent  # qtbot keeps only a weak reference
    return c


def test_entries_by_part_with_the_lesson_numbered(contents):
    assert contents.entries() == [
        (None, "Lesson"), ("intro", "1. Intro"), ("rounds", "2. Rounds"),
        (None, "Labs"), ("lab", "Lab"),
        (None, "Reference"), ("glossary", "Glossary (3)"),
    ]
    toc = contents.toc
    part_rows = [r for r, (name, _) in enumerate(contents.entries()) if name is None]
    assert all(toc.item(r).flags() == Qt.ItemFlag.NoItemFlags for r in part_rows)


def test_choosing_an_entry_asks_for_its_screen_and_select_asks_nothing(contents, qtbot):
    rows = {name: r for r, (name, _) in enumerate(contents.entries()) if name}
    with qtbot.waitSignal(contents.chosen) as chosen:
        contents.toc.setCurrentRow(rows["rounds"])
    assert chosen.args == ["rounds", True]  # from outside the list: the screen's title takes focus
    with qtbot.assertNotEmitted(contents.chosen):
        contents.select("lab")
    assert contents.toc.currentRow() == rows["lab"]


def test_width_follows_the_window_within_bounds(contents):
    contents.fit(800)
    assert contents.toc.width() == 180  # 18 % of 800 is less than the floor
    contents.fit(4000)
    natural = max(180, contents.toc.sizeHintForColumn(0) + 28)
    assert contents.toc.width() == min(natural, 720)
    assert contents.column.more.width() == contents.toc.width()
