"""The scrolled page's top edge cuts no text: where the app scrolled it, and after the page changes.

Plain widgets in a scroll area; every position is read off the laid-out page.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractSlider, QApplication, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.screens.top_edge import TopEdgeKeeper, uncut_top
from support.page_edges import cut_at_top


def _settle():
    for _ in range(6):
        QApplication.processEvents()


@pytest.fixture
def page(qtbot):
    """A 300 px window onto a column of twenty two-line labels (each 40 px), and a target at the foot."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    root = QWidget()
    column = QVBoxLayout(root)
    column.setSpacing(0)
    column.setContentsMargins(0, 0, 0, 0)
    labels = []
    for i in range(20):
        label = QLabel(f"línea {i}\nsegunda línea {i}", root)
        label.setFixedHeight(40)
        column.addWidget(label)
        labels.append(label)
    area.setWidget(root)
    area.resize(400, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    _settle()
    return area, root, labels


def test_the_edge_moves_to_the_nearest_place_that_cuts_nothing(page):
    area, root, labels = page
    bar = area.verticalScrollBar()
    bar.setValue(215)  # inside a label: 200..240
    assert cut_at_top(area, root), "nothing is cut: this test checks nothing"
    uncut_top(area, root, [labels[10]])
    assert cut_at_top(area, root) == [] and bar.value() == 200  # the nearest edge; 400..440 still in view
    bar.setValue(215)
    uncut_top(area, root, [labels[12]])  # 480..520: from 200 it would fall below the fold
    assert cut_at_top(area, root) == [] and bar.value() == 240


def test_a_label_that_grows_above_the_edge_is_not_left_cut(page, qtbot):
    area, root, labels = page
    bar = area.verticalScrollBar()
    bar.setValue(200)
    keeper = TopEdgeKeeper(root)
    keeper.place(area, labels[10])
    labels[2].setFixedHeight(55)  # above the edge: everything below moves down 15 px
    _settle()
    qtbot.waitUntil(lambda: cut_at_top(area, root) == [], timeout=1000)
    assert bar.value() != 200


def test_once_the_user_scrolls_the_page_is_theirs(page):
    area, root, labels = page
    bar = area.verticalScrollBar()
    bar.setValue(200)
    keeper = TopEdgeKeeper(root)
    keeper.place(area, labels[10])
    bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)  # the wheel, an arrow key
    moved = bar.value()
    labels[2].setFixedHeight(55)
    _settle()
    assert bar.value() == moved


def test_a_shift_that_keeps_the_page_height_is_followed_too(page, qtbot):
    """One label grows above the edge while another shrinks below it: the page keeps its height (no new
    scroll range), and its new layout alone moves the texts under the edge."""
    area, root, labels = page
    bar = area.verticalScrollBar()
    bar.setValue(200)
    keeper = TopEdgeKeeper(root)
    keeper.place(area, labels[10])
    labels[2].setFixedHeight(55)
    labels[19].setFixedHeight(25)
    _settle()
    qtbot.waitUntil(lambda: cut_at_top(area, root) == [], timeout=1000)


def test_a_kept_widget_that_grows_below_the_fold_is_brought_back_into_view(page, qtbot):
    """The real-models verdict: placed in view as the result arrived, it then grew (its numbers and clock
    laid out a turn later) and sat under the window's edge. It comes back into view, as far as the page's
    foot and an uncut top edge allow (its top at least)."""
    area, root, labels = page
    keeper = TopEdgeKeeper(root)
    keeper.place(area, labels[18])
    viewport, kept, bar = area.viewport(), labels[18], area.verticalScrollBar()
    before = bar.value()
    kept.setFixedHeight(200)
    _settle()
    qtbot.waitUntil(lambda: bar.value() > before, timeout=1000)
    top = kept.mapTo(viewport, QPoint(0, 0)).y()
    assert 0 <= top and kept.mapTo(viewport, QPoint(0, kept.height())).y() <= viewport.height()
    assert cut_at_top(area, root) == []


def test_a_focus_scroll_hands_the_page_over_too(page):
    area, root, labels = page
    keeper = TopEdgeKeeper(root)
    keeper.place(area, labels[19])
    area.ensureWidgetVisible(labels[0])  # what Tab into a field at the top does
    moved = area.verticalScrollBar().value()
    labels[19].setFixedHeight(120)
    _settle()
    assert area.verticalScrollBar().value() == moved
