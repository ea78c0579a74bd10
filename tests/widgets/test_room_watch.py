"""RoomWatch: the room is the parent's width when the child cannot shrink to it, and a
parent resize calls back (the labs stack their columns from it)."""

from PySide6.QtWidgets import QWidget

from desktop.widgets.room_watch import RoomWatch


def test_room_follows_the_parent_and_a_resize_calls_back(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()  # a hidden widget gets its resize events only when shown
    child = QWidget(parent)
    child.setMinimumWidth(500)
    child.resize(500, 100)
    calls = []
    watch = RoomWatch(child, lambda: calls.append(parent.width()))
    parent.resize(300, 200)
    assert calls == []  # not yet following: nothing is watched before the first show
    watch.follow()
    parent.resize(320, 200)
    assert calls == [320]
    assert watch.room() == 320  # the parent's width, not the child's 500
    parent.resize(900, 200)
    assert watch.room() == 500  # wider parent: the child's own width
    watch.follow()  # following again the same parent installs no second filter
    parent.resize(910, 200)
    assert calls == [320, 900, 910]
