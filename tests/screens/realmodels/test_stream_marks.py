"""Review 36: a space the big model wrote itself lost its blue box where the line broke, and two runs of
accepted characters then read as one run longer than k. Its own spaces are kept as no-break spaces, so
a line never breaks on them and every character of the text keeps its mark."""

from __future__ import annotations

from PySide6.QtGui import QColor, QTextCursor

from desktop.screens.realmodels import marks
from desktop.screens.realmodels.stream_view import StreamView


def _char(view: StreamView, index: int):
    """(character, background colour name) at ``index`` of the document."""
    cursor = QTextCursor(view.document())
    cursor.setPosition(index)
    cursor.setPosition(index + 1, QTextCursor.MoveMode.KeepAnchor)
    return cursor.selectedText(), cursor.charFormat().background().color().name()


def test_the_big_models_own_space_keeps_its_box_and_the_text_stays_the_same(qtbot):
    view = StreamView()
    qtbot.addWidget(view)
    view.resize(220, 200)  # narrow: the lines break
    view.start("Dijo")
    pieces = [(" Sancho", "accepted"), (" ", "correction"), ("que se", "accepted"), (" ", "bonus"), ("a", "target")]
    view.append(pieces)
    assert view.generated == " Sancho que se a"  # the text itself is untouched
    own_bg = QColor(marks.looks()["correction"].bg).name()
    start = len("Dijo")
    shown = [_char(view, start + i) for i in range(len(view.generated))]
    # The two own spaces, at 7 and 14, are no-break spaces on the big model's blue.
    assert shown[7] == (marks.KEPT_SPACE, own_bg) and shown[14] == (marks.KEPT_SPACE, own_bg)
    # A space the draft proposed stays an ordinary space (the line may break there).
    assert shown[0][0] == " " and shown[0][1] != own_bg
