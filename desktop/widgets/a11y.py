"""Small screen-reader helpers shared by every screen.

Qt gives a QLabel the "static text" role and a QSlider its raw integer as
value, so a screen reader hears "37" for α = 0,37 and never learns which
label is the screen's title.  The helpers here fix that through Qt's own
accessibility factory (no private API):

- ``HeadingLabel`` / ``mark_heading(label)``: the heading role (level 1),
  named by the label's visible text;
- ``set_value_map(slider, to_value, step)``: the slider's accessible value is
  the number the user sees (``to_value(slider.value())``), and
  ``value_changed(slider)`` tells listeners it moved;
- ``announce(widget, text)``: a polite live announcement (Qt >= 6.8);
- ``texts_changed(root)``: after a language switch, tell listeners that
  every name and description below ``root`` changed (tooltips are used as
  descriptions and send no event of their own).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleValueChangeEvent,
    QAccessibleValueInterface,
)
from PySide6.QtWidgets import QAbstractSlider, QAccessibleWidget, QLabel, QWidget

from desktop.lifetime import qt_alive

try:  # Qt >= 6.8
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: announcements degrade to nothing
    QAccessibleAnnouncementEvent = None

_HEADING = "_speclab_a11y_heading"
_VALUE_MAP = "_speclab_a11y_value_map"
_installed = False


class _HeadingInterface(QAccessibleWidget):
    """A label that is a heading: name = its visible text (WCAG 2.5.3)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.Heading)

    def text(self, t):
        label = self.widget()
        if t == QAccessible.Text.Name:
            return label.accessibleName() or label.text()
        if t == QAccessible.Text.Description:
            return label.accessibleDescription()
        return super().text(t)


class _SliderValue(QAccessibleValueInterface):
    """The value a screen reader reads: the number shown next to the slider."""

    def __init__(self, slider: QAbstractSlider, to_value: Callable[[int], float], step: float):
        super().__init__()
        self._slider = slider
        self._to_value = to_value
        self._step = step

    def currentValue(self):
        return float(self._to_value(self._slider.value()))

    def setCurrentValue(self, value) -> None:
        # The inverse is found by search: the map is monotone but not always linear.
        target = float(value)
        best = min(
            range(self._slider.minimum(), self._slider.maximum() + 1),
            key=lambda raw: abs(self._to_value(raw) - target),
        )
        self._slider.setValue(best)

    def minimumValue(self):
        return float(self._to_value(self._slider.minimum()))

    def maximumValue(self):
        return float(self._to_value(self._slider.maximum()))

    def minimumStepSize(self):
        return float(self._step)


class _SliderInterface(QAccessibleWidget):
    def __init__(self, slider: QAbstractSlider, value: _SliderValue) -> None:
        super().__init__(slider, QAccessible.Role.Slider)
        self._value = value

    def interface_cast(self, t):
        if t == QAccessible.InterfaceType.ValueInterface:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._value)[0])
        # The base answers None for "not implemented"; handed back to C++ as
        # is, None is not a null pointer (Qt then crashes), so say 0.
        found = super().interface_cast(t)
        return found if found is not None else shiboken6.VoidPtr(0)

    def text(self, t):
        slider = self.widget()
        if t == QAccessible.Text.Name:
            return slider.accessibleName()
        if t == QAccessible.Text.Description:
            return slider.accessibleDescription()
        if t == QAccessible.Text.Value:
            text = slider.property("accessibleValueText")
            return str(text) if text else ""
        return super().text(t)


# The interfaces Python made. Qt's cache owns them in spirit (it deletes them
# with their widget), but PySide gives Python the ownership: an interface whose
# Python reference died would be freed under the cache's feet. So each is kept
# here until its C++ side is gone (then dropping the shell frees nothing).
_alive: list = []


def _keep(iface):
    if len(_alive) > 256:
        _alive[:] = [i for i in _alive if qt_alive(i)]
    _alive.append(iface)
    return iface


def _factory(key: str, obj: QObject):
    if isinstance(obj, QLabel) and obj.property(_HEADING):
        return _keep(_HeadingInterface(obj))
    if isinstance(obj, QAbstractSlider):
        spec = getattr(obj, _VALUE_MAP, None)
        if spec is not None:
            return _keep(_SliderInterface(obj, _SliderValue(obj, *spec)))
    return None


def install() -> None:
    """Install the factory once (idempotent; the app calls it at start)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def mark_heading(label: QLabel) -> QLabel:
    """Give ``label`` the heading role (before anyone asks for its interface)."""
    install()
    label.setProperty(_HEADING, True)
    return label


class _LastInput(QObject):
    """Whether the learner's last press was a key (not a click or a touch).

    It watches the windows (QWindow), not the application: a window sees each key and click once,
    before its widgets do, and little else. Filtering every event of the application cost the
    test suite a fifth of its time (2026-12-06)."""

    keyboard = False

    def eventFilter(self, _obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            _LastInput.keyboard = True
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
            _LastInput.keyboard = False
        return False


_last_input: _LastInput | None = None
_WATCHED = "_speclab_input_watched"


def _watch_input(widget: QWidget) -> None:
    """Watch the presses that reach ``widget``'s window (once per window)."""
    global _last_input
    handle = widget.window().windowHandle()
    if handle is None or handle.property(_WATCHED):
        return
    if _last_input is None:
        _last_input = _LastInput(QCoreApplication.instance())
    handle.installEventFilter(_last_input)
    handle.setProperty(_WATCHED, True)


class HeadingLabel(QLabel):
    """A screen's title: the heading role, and a focus stop so that focus can
    land on it after a screen change (the ring comes from the theme).

    The ring shows when the keyboard brought the focus (Tab, or Av Pág to the next screen), as
    a browser's :focus-visible does. Opened, or after a click on «Siguiente», the title of every
    screen stood in a thick box on the projector, read as a text field (review 61)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        mark_heading(self)
        self.setObjectName("screenHeading")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setProperty("ring", False)

    def showEvent(self, event) -> None:
        _watch_input(self)
        super().showEvent(event)

    def focusInEvent(self, event) -> None:
        keyboard = event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason) \
            or _LastInput.keyboard
        if self.property("ring") != keyboard:
            self.setProperty("ring", keyboard)
            self.style().unpolish(self)
            self.style().polish(self)
        super().focusInEvent(event)

    def setText(self, text: str) -> None:
        changed = text != self.text()
        super().setText(text)
        if changed:
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))


def set_value_map(slider: QAbstractSlider, to_value: Callable[[int], float], step: float) -> None:
    """Make the slider's accessible value ``to_value(raw)`` instead of ``raw``.

    Call it before the slider is first shown (Qt caches the interface)."""
    install()
    setattr(slider, _VALUE_MAP, (to_value, step))


def set_value_text(slider: QAbstractSlider, text: str) -> None:
    """The value as the user reads it ("0,80", "1,00 s"): sent with the value."""
    slider.setProperty("accessibleValueText", text)


def value_changed(slider: QAbstractSlider) -> None:
    """Tell listeners the slider's (mapped) value changed."""
    if not QAccessible.isActive():
        return
    spec = getattr(slider, _VALUE_MAP, None)
    value = float(spec[0](slider.value())) if spec else float(slider.value())
    QAccessible.updateAccessibility(QAccessibleValueChangeEvent(slider, value))


def describe(widget: QWidget, name: str, description: str) -> None:
    """Set a chart's accessible name and description, each only when it changed: an
    animated chart redescribes itself every frame, and each set is an event on the bus."""
    if name != widget.accessibleName():
        widget.setAccessibleName(name)
    if description != widget.accessibleDescription():
        widget.setAccessibleDescription(description)


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` to a screen reader without moving focus (politely by default)."""
    if not text or QAccessibleAnnouncementEvent is None or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)


def texts_changed(root: QWidget) -> None:
    """After a language switch: every name and description below ``root`` changed."""
    if not QAccessible.isActive():
        return
    for widget in [root, *root.findChildren(QWidget)]:
        for kind in (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged):
            QAccessible.updateAccessibility(QAccessibleEvent(widget, kind))
