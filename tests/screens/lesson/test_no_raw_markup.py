"""No screen prints its markup: a plain-text label showing "<b>" is what review
round 4 found on the easy-words step (its instruction, before the reveal)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

TAG = re.compile(r"</?(b|i|a|br|span|p)\b[^>]*>")


def test_no_plain_label_shows_html_tags(make_window):
    w = make_window("--screen", "intro")
    shown = []
    for name in w.screen_names():
        w.show_screen(name)
        QApplication.processEvents()
        screen = w.current_screen()
        for label in screen.findChildren(QLabel):
            if label.textFormat() == Qt.TextFormat.PlainText and TAG.search(label.text()):
                shown.append((name, label.objectName(), label.text()[:60]))
    assert not shown
