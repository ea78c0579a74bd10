"""The shared i18n helpers: ``fill`` (Qt's %1..%99 placeholders), the
``Retranslatable`` mixin, and ``qt_alive`` (is a wrapper's C++ object still there)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QLabel, QWidget

from desktop import i18n
from desktop.lifetime import qt_alive


# fill ------------------------------------------------------------------------
def test_fill_puts_each_value_where_its_number_is_not_in_call_order():
    assert i18n.fill("%2 de %1", "tres", "dos") == "dos de tres"
    assert i18n.fill("%1, %1 and %2", "a", "b") == "a, a and b"


def test_fill_reads_two_digits_so_the_tenth_value_is_not_the_first_and_a_zero():
    values = [f"v{i}" for i in range(1, 11)]
    assert i18n.fill("%1|%10", *values) == "v1|v10"
    # With fewer than ten values "%10" is no placeholder of theirs and stays whole.
    assert i18n.fill("%10 · %1", "x") == "%10 · x"


def test_fill_does_not_fill_again_what_a_value_brought_in():
    # A chain of str.replace would turn the first value's "%2" into "B".
    assert i18n.fill("%1 then %2", "a%2", "B") == "a%2 then B"
    assert i18n.fill("%2 then %1", "A", "b%1") == "b%1 then A"


def test_fill_leaves_missing_placeholders_and_drops_unused_values():
    assert i18n.fill("%1 of %3", "a", "b") == "a of %3"
    assert i18n.fill("%0 and %1", "a") == "%0 and a"
    assert i18n.fill("no number here", "a") == "no number here"
    assert i18n.fill("%1 %", "50") == "50 %"


def test_fill_leaves_the_plural_count_to_tr():
    assert i18n.fill("%n token(s), %1", "x") == "%n token(s), x"


def test_fill_can_start_at_two_for_a_sentence_whose_count_comes_first():
    # tr() has already put the count where %n was; the other numbers are %2 and %3.
    assert i18n.fill("3 rondas → %2 de %3 tokens", "7", "100", first=2) == "3 rondas → 7 de 100 tokens"
    # A translation that moves them keeps each where its number says, and %1 is not a slot here.
    assert i18n.fill("%3 tokens: %2 · %1", "7", "100", first=2) == "100 tokens: 7 · %1"


def test_fill_takes_text_only_so_numbers_go_through_the_locale():
    with pytest.raises(TypeError):
        i18n.fill("%1", 3)


# Retranslatable --------------------------------------------------------------
class _Labelled(i18n.Retranslatable, QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.calls = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.calls += 1
        self.label.setText(f"text {self.calls}")


def test_a_retranslatable_widget_retranslates_on_language_change(qtbot):
    widget = _Labelled()
    qtbot.addWidget(widget)
    assert widget.calls == 1
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    assert widget.calls == 2 and widget.label.text() == "text 2"
    # Other change events reach Qt but do not retranslate.
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.FontChange))
    assert widget.calls == 2


def test_a_retranslatable_widget_follows_a_real_language_switch(qtbot):
    widget = _Labelled()
    qtbot.addWidget(widget)
    before = widget.calls
    previous = i18n.current_language()
    try:
        i18n.set_language("en" if previous != "en" else "es")
        qtbot.waitUntil(lambda: widget.calls > before)
    finally:
        i18n.set_language(previous)


def test_a_retranslatable_without_retranslate_says_so(qtbot):
    class Forgot(i18n.Retranslatable, QWidget):
        pass

    widget = Forgot()
    qtbot.addWidget(widget)
    with pytest.raises(NotImplementedError):
        widget.retranslate()


# qt_alive --------------------------------------------------------------------
def test_qt_alive_is_false_once_qt_deleted_the_object():
    parent = QObject()
    child = QObject(parent)
    assert qt_alive(parent) and qt_alive(child)
    import shiboken6

    shiboken6.delete(parent)  # deletes the child with it, as Qt does
    assert not qt_alive(child)
    with pytest.raises(RuntimeError):
        child.objectName()


def test_qt_alive_is_false_for_none_and_true_for_a_plain_object():
    assert not qt_alive(None)
    assert qt_alive(object())
