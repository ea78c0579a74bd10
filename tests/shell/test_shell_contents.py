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
    c.retranslate(1440)  # wide enough to keep the column open (1280 folds it since review 11)
    c.holder = parent  # qtbot keeps only a weak reference
    return c


def test_entries_by_part_every_screen_numbered_in_order_within_its_part(contents):
    """Numbered as the header counts («Pantalla 11 de 11» in the lesson, then «Práctica 1 de 6»): a count over
    all 20 read as a lesson of 20 screens (reviews 46-59)."""
    assert contents.entries() == [
        (None, "Lesson"), ("intro", "1. Intro"), ("rounds", "2. Rounds"),
        (None, "Practice"), ("lab", "1. Lab"),
        (None, "Reference"), ("glossary", "1. Glossary (3)"),
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


class _Settings:
    """The two calls Contents makes of desktop.settings.Settings, in memory."""

    def __init__(self, **values) -> None:
        self.values = dict(values)

    def contains(self, key):
        return key in self.values

    def get_bool(self, key, default):
        return bool(self.values.get(key, default))

    def set(self, key, value):
        self.values[key] = value


def _folding(qtbot, settings):
    # The width that folds follows the text size and palette; start from the normal ones
    # whatever an earlier test left (projector mode folds at 1280 px).
    from PySide6.QtWidgets import QApplication

    from desktop import theme

    theme.apply(QApplication.instance(), projector=False, font_scale=1.0)
    parent = QWidget()
    qtbot.addWidget(parent)
    c = Contents(specs(("intro", "lesson", "plain"), ("lab", "lab", "plain")), parent, settings=settings)
    c.retranslate(1440)  # wide enough to keep the column open (1280 folds it since review 11)
    c.holder = parent
    return c


def test_the_button_folds_the_column_and_the_choice_is_kept(qtbot, english):
    settings = _Settings()
    c = _folding(qtbot, settings)
    assert not c.collapsed and c.toc.isVisibleTo(c.column)
    assert c.toggle.accessibleName() == "Hide the table of contents"
    assert c.focus_target() is c.toc
    with qtbot.waitSignal(c.collapsedChanged) as changed:
        c.toggle.click()
    assert changed.args == [True]
    assert c.collapsed and not c.toc.isVisibleTo(c.column) and not c.column.more.isVisibleTo(c.column)
    assert c.toggle.accessibleName() == "Show the table of contents"
    assert "Contents" in c.toggle.text()
    assert c.focus_target() is c.toggle
    assert c.width_used() == c.toggle.width() < c.toc.width()
    assert settings.values == {"contents_collapsed": True}
    c.fit(1400)  # a chosen fold does not follow the window's width
    assert c.collapsed
    c.toggle.click()
    assert not c.collapsed and settings.values == {"contents_collapsed": False}
    c.fit(900)
    assert not c.collapsed


def test_a_kept_choice_is_restored(qtbot, english):
    assert _folding(qtbot, _Settings(contents_collapsed=True)).collapsed
    assert not _folding(qtbot, _Settings(contents_collapsed=False)).collapsed


def test_without_a_choice_a_narrow_window_starts_folded(qtbot, english):
    settings = _Settings()
    c = _folding(qtbot, settings)
    c.fit(1024)
    assert c.collapsed
    c.fit(1280)  # review 11: a 1280x800 screen gives the labs the column's width back
    assert c.collapsed
    c.fit(1440)
    assert not c.collapsed
    assert settings.values == {}  # following the width is not a choice


def test_larger_text_folds_a_wider_window(qtbot, english):
    """Projector text (18 px) or a larger text size needs the column's pixels at
    1280 px already: without a choice it starts folded there, and opens again
    when the text is back to normal. Projector mode folds it at any width (review 31:
    on a 1920x1080 projector it took 18 % of the width); a larger text size keeps it
    on a wide screen."""
    from PySide6.QtWidgets import QApplication

    from desktop import theme

    app = QApplication.instance()
    c = _folding(qtbot, _Settings())
    try:
        for projector, scale in ((True, 1.0), (False, 1.5)):
            theme.apply(app, projector=projector, font_scale=scale)
            c.fit(1280)
            assert c.collapsed, (projector, scale)
            c.fit(1440)
            assert c.collapsed, (projector, scale)  # wider than the normal text's fold, still folded
            c.fit(2560)
            assert c.collapsed == projector, (projector, scale)  # only larger text gives it back
        theme.apply(app, projector=False, font_scale=1.0)
        c.fit(1440)
        assert not c.collapsed
        # The learner's own choice wins over the projector's default.
        theme.apply(app, projector=True, font_scale=1.0)
        c.set_collapsed(False, remember=True)
        c.fit(1920)
        assert not c.collapsed
    finally:
        theme.apply(app, projector=False, font_scale=1.0)


def test_the_fold_button_comes_first_for_the_keyboard(make_window, qtbot):
    from PySide6.QtTest import QTest

    w = make_window("--screen", "intro", "--lang", "en", "--size", "1440x900")
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    toggle = w.contents.toggle
    assert toggle.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert toggle.nextInFocusChain() is w.toc
    toggle.setFocus()
    QTest.keyClick(toggle, Qt.Key.Key_Space)
    assert w.contents.collapsed
    w.focus_start()
    assert toggle.hasFocus()
    assert w.ctx.settings.get_bool("contents_collapsed", False)


def test_restore_follows_the_settings_as_they_are_now(qtbot, english):
    settings = _Settings()
    c = _folding(qtbot, settings)
    c.toggle.click()
    assert c.collapsed
    settings.values.clear()  # a kiosk forgets what its visitor chose
    with qtbot.waitSignal(c.collapsedChanged) as changed:
        c.restore(1440)
    assert changed.args == [False] and not c.collapsed
    c.fit(1000)  # no choice any more: the width decides again
    assert c.collapsed
