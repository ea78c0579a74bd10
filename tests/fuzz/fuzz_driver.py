"""A seeded random user for the real main window.

It sends what a restless class would: slider drags, key presses (Tab,
arrows, Page keys, Home/End, Space, Escape, Alt+R), clicks on any enabled
button, combo-box choices (the language box among them), explicit language
switches, screen jumps (table of contents, Back/Next, arrows), window resizes
down to 800x600, play/pause/step and the passing of time on the app's clock.

Everything goes through the same random.Random(seed), so a failure replays
from its seed. Dialogs that would block (``exec()``, the static QFileDialog /
QMessageBox / QInputDialog helpers, ``QMenu.exec``) are replaced for the run
by stand-ins that record the call and return "cancel".
"""

from __future__ import annotations

import ctypes
import gc
import math
import random
import re
import sys
import time
import traceback
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, qInstallMessageHandler
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QColorDialog,
    QComboBox,
    QDialog,
    QFileDialog,
    QFontDialog,
    QInputDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QWidget,
)

from desktop.model import PARAMS, SEED_MAX, LessonModel

# Buttons whose name says they would write files or leave the app.
_TRACE = bool(__import__("os").environ.get("SPECLAB_FUZZ_TRACE"))
SKIP_BUTTON = re.compile(r"export|save|file|browse|open|load|print|quit|exit|close", re.IGNORECASE)
PLAYBACK_BUTTON = re.compile(r"play|pause|step|restart|seed|run|next|back|reset", re.IGNORECASE)

KEYS = [
    (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_PageUp, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Home, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_End, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier),
]

TEXTS = ["", "0", "-1", "999999999999", "nan", "1e309", "ñandú ü", "اختبار", "İıŞ", "a" * 300, "\t", "x\ny"]


def type_text(widget: QWidget, text: str) -> None:
    """Key events carrying ``text``, one character at a time.

    QTest.keyClicks maps characters to keys through an ASCII table and aborts
    the process on anything else (Arabic, İ...), which a real keyboard never
    does; so the events are made here, as a keyboard with that layout would.
    """
    special = {"\n": Qt.Key.Key_Return, "\t": Qt.Key.Key_Tab, " ": Qt.Key.Key_Space}
    for ch in text:
        if ch in special:
            key = special[ch]
        elif ch.isascii() and ch.isalnum():
            key = Qt.Key(ord(ch.upper()))
        else:
            key = Qt.Key.Key_unknown
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, ch))


def rss_mib() -> float:
    with open("/proc/self/statm", encoding="ascii") as fh:
        pages = int(fh.read().split()[1])
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def live_rss_mib() -> float:
    """RSS after a garbage collection and, on glibc, ``malloc_trim(0)``: the
    free pages the allocator keeps for later are not a leak, so they are
    handed back before measuring."""
    collect_garbage()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return rss_mib()


LAST_BREAKDOWN: dict = {}  # memory_breakdown() of the last reference-state measurement


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


def memory_breakdown() -> dict:
    """Where resident memory sits right now (after ``live_rss_mib``), to tell a
    leak from allocator or font-engine behaviour when the rule fails:

    - heap_rss / heap_in_use / heap_free: the glibc heap's resident pages, the
      bytes malloc has handed out, and the free bytes it keeps (mallinfo2);
      resident minus in-use is fragmentation that malloc_trim cannot return;
    - font_maps / font_rss: how many times font files are mapped, and their
      resident pages (Qt opens a FreeType face per font file; a file mapped
      twice counts twice in RSS though the page cache holds it once);
    - anon_rss: other anonymous memory (Python's object arenas, Qt's images);
    - py_objects: objects the garbage collector tracks.
    Empty on platforms without /proc or glibc.
    """
    out: dict = {}
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
        out["heap_in_use"] = info.uordblks / 2**20
        out["heap_free"] = info.fordblks / 2**20
    except (OSError, AttributeError):
        pass
    try:
        with open("/proc/self/smaps", encoding="utf-8", errors="replace") as fh:
            kind = None
            sums = {"heap_rss": 0, "font_rss": 0, "anon_rss": 0}
            maps = 0
            for line in fh:
                if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                    parts = line.split()
                    path = parts[5] if len(parts) > 5 else ""
                    if path == "[heap]":
                        kind = "heap_rss"
                    elif path.lower().endswith((".ttf", ".otf", ".ttc", ".pfb")):
                        kind = "font_rss"
                        maps += 1
                    elif not path:
                        kind = "anon_rss"
                    else:
                        kind = None
                elif kind and line.startswith("Rss:"):
                    sums[kind] += int(line.split()[1])
        out.update({k: v / 1024 for k, v in sums.items()}, font_maps=maps)
    except OSError:
        pass
    out["py_objects"] = len(gc.get_objects())
    return out


def describe_breakdown(first: dict, last: dict) -> str:
    parts = []
    for key in ("heap_rss", "heap_in_use", "heap_free", "font_rss", "font_maps", "anon_rss", "py_objects"):
        if key in first and key in last:
            a, b = first[key], last[key]
            unit = "" if key in ("font_maps", "py_objects") else " MiB"
            fmt = "{:.0f}" if unit == "" else "{:.1f}"
            parts.append(f"{key} {fmt.format(a)}->{fmt.format(b)}{unit}")
    return ", ".join(parts)


def live_rss_in_reference_state(window, size=(1280, 800)) -> float:
    """``live_rss_mib`` measured the same way at any moment of a run.

    What a user legitimately changes moves the app's memory a lot, and two
    random moments of a fuzz run differ in it:
    - the window's backing store is width x height x 4 bytes (7.7 MiB at
      1819x1060, 1.8 MiB at 800x600);
    - screens are built when first shown and thrown away by Start over, so
      anywhere from 1 to all 17 are alive (a chart screen is 4-30 MiB);
    - text size, projector palette and language rebuild or re-lay-out every
      screen, and Qt keeps glyphs for each font size it has drawn;
    - the real models are loaded by a run (and a near tie builds a float64
      copy of the target); they now live in a child process, so the
      interface no longer holds them, but a run still going keeps that
      process and its reader busy.
    So both measurements first do the same tour: a comparison on the real
    models screen, every text size, the projector palette on and off, both
    languages, and every screen shown once; then the app is measured in one
    reference state (1280x800, 100 %, normal palette, Spanish, every screen
    built) and put back as it was.
    """
    from desktop import i18n, theme

    before, current = window.size(), window.current_name()
    t = theme.current()
    projector, scale = t.name == "projector", int(round(t.font_scale * 100))
    language = i18n.current_language()
    window.resize(*size)
    if "realmodels" in window.screen_names():
        window.show_screen("realmodels")
        screen = window.current_screen()
        if screen.running:  # a run still going would be measured half-way
            screen.cancel()
            deadline = time.monotonic() + 30
            while screen.running and time.monotonic() < deadline:
                QApplication.processEvents()
                time.sleep(0.01)
        if not screen.running and screen.available:
            screen.settle()  # a short comparison, to the end, right here
    for percent in (200, 150, 125, 100):
        window.set_font_scale(percent)
        QApplication.processEvents()
    for on in (True, False):
        window.set_projector(on)
        QApplication.processEvents()
    for lang in ("en", "es"):
        window.set_language(lang, remember=False)
        QApplication.processEvents()
    for name in window.screen_names():
        window.show_screen(name)
        QApplication.processEvents()
    value = live_rss_mib()
    LAST_BREAKDOWN.clear()
    LAST_BREAKDOWN.update(memory_breakdown())
    window.set_language(language, remember=False)
    window.set_projector(projector)
    window.set_font_scale(scale)
    window.resize(before)
    if current is not None:
        window.show_screen(current)
    QApplication.processEvents()
    return value


# Recording what goes wrong ----------------------------------------------------
@dataclass
class Recorder:
    """Records uncaught exceptions and Qt messages (and still passes them on)."""

    exceptions: list[str] = field(default_factory=list)
    qt_messages: list[str] = field(default_factory=list)
    # Platform noise the project's pytest config already ignores (qt_log_ignore).
    ignore: list[str] = field(default_factory=list)
    _previous_hook: object = None
    _previous_qt: object = None
    event: int = -1

    def install(self) -> None:
        self._previous_hook = sys.excepthook
        sys.excepthook = self._hook
        self._previous_qt = qInstallMessageHandler(self._qt)

    def uninstall(self) -> None:
        if sys.excepthook == self._hook:
            sys.excepthook = self._previous_hook
        qInstallMessageHandler(self._previous_qt)

    def _hook(self, exc_type, exc, tb) -> None:
        self.exceptions.append(f"event {self.event}: " + "".join(traceback.format_exception(exc_type, exc, tb)))
        if self._previous_hook is not None:
            self._previous_hook(exc_type, exc, tb)

    def _qt(self, mode, context, message) -> None:
        from PySide6.QtCore import QtMsgType

        serious = mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        if any(re.search(pattern, message) for pattern in self.ignore):
            # Platform noise, ignored by the test anyway: dropped here, because
            # pytest-qt keeps every message of a test in memory (thousands of
            # them over a run would count as the app's growth).
            return
        if serious:
            self.qt_messages.append(f"event {self.event}: {message}")
        if self._previous_qt is not None:
            self._previous_qt(mode, context, message)


def block_dialogs(monkeypatch) -> list[str]:
    """Replace every blocking dialog entry point; returns the list of calls made."""
    calls: list[str] = []

    def fake_exec(self, *args, **kwargs):
        calls.append(f"{type(self).__name__}.exec")
        return 0

    for cls in (QDialog, QMessageBox, QFileDialog, QInputDialog, QColorDialog, QFontDialog):
        monkeypatch.setattr(cls, "exec", fake_exec)
    monkeypatch.setattr(QMenu, "exec", lambda self, *a, **k: calls.append("QMenu.exec"))

    def static(name, result):
        def fake(*args, **kwargs):
            calls.append(name)
            return result

        return staticmethod(fake)

    for name in ("getOpenFileName", "getSaveFileName", "getExistingDirectory", "getOpenFileNames"):
        monkeypatch.setattr(QFileDialog, name, static(f"QFileDialog.{name}", ("", "") if "File" in name else ""))
    for name in ("information", "warning", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, static(f"QMessageBox.{name}", QMessageBox.StandardButton.Cancel))
    for name in ("about", "aboutQt"):
        monkeypatch.setattr(QMessageBox, name, static(f"QMessageBox.{name}", None))
    for name in ("getText", "getInt", "getDouble", "getItem", "getMultiLineText"):
        monkeypatch.setattr(QInputDialog, name, static(f"QInputDialog.{name}", ("", False)))
    return calls


# Invariants -------------------------------------------------------------------
def check_model(model: LessonModel) -> list[str]:
    problems = []
    for name, spec in PARAMS.items():
        value = model.get(name)
        if spec.is_int and not isinstance(value, int):
            problems.append(f"{name}={value!r} is not an int")
        if not (isinstance(value, (int, float)) and math.isfinite(value) and spec.lo <= value <= spec.hi):
            problems.append(f"{name}={value!r} outside [{spec.lo}, {spec.hi}]")
    if not (0 <= model.seed <= SEED_MAX):
        problems.append(f"seed={model.seed!r} outside [0, {SEED_MAX}]")
    for key, value in model.numbers().items():
        if isinstance(value, float) and not math.isfinite(value):
            problems.append(f"numbers()[{key!r}] = {value!r}")
    return problems


def all_models(window) -> list[LessonModel]:
    models = [window.ctx.model]
    models += [m for m in window.findChildren(LessonModel) if m is not window.ctx.model]
    return models


# The random user ----------------------------------------------------------------
class Fuzzer:
    def __init__(self, window, seed: int) -> None:
        self.window = window
        self.app = QApplication.instance()
        self.rng = random.Random(seed)
        self.seed = seed
        self.log: list[str] = []
        self.visited: set[str] = set()
        self.counts: dict[str, int] = {}
        self.watchdog_closed = 0
        self._step_started = time.monotonic()
        self.actions = [
            (6, self.jump),
            (18, self.drag_slider),
            (18, self.key),
            (18, self.click_button),
            (4, self.choose_combo),
            (2, self.switch_language),
            (3, self.resize),
            (10, self.pass_time),
            (8, self.playback),
            (3, self.edit_field),
            (3, self.wheel),
            (2, self.reset_all),
        ]
        self._weights = [w for w, _ in self.actions]

    # helpers
    def note(self, text: str) -> None:
        self.log.append(text)
        if _TRACE:
            print(text, file=sys.stderr, flush=True)
        if len(self.log) > 40:
            del self.log[:-40]

    def _widgets(self, cls, root: QWidget | None = None) -> list:
        root = root or self.window
        return [w for w in root.findChildren(cls) if w.isVisible() and w.isEnabled()]

    def _area(self) -> QWidget:
        """Mostly the current screen, sometimes the whole window (header, contents)."""
        screen = self.window.current_screen()
        return screen if (screen is not None and self.rng.random() < 0.8) else self.window

    # actions
    def jump(self) -> None:
        names = self.window.screen_names()
        how = self.rng.random()
        if how < 0.4:
            name = self.rng.choice(names)
            self.note(f"show_screen({name})")
            self.window.show_screen(name)
        elif how < 0.7:
            toc = self.window.toc
            rows = [r for r in range(toc.count()) if toc.item(r).flags() & Qt.ItemFlag.ItemIsEnabled]
            if not rows or not toc.isVisible():
                return
            row = self.rng.choice(rows)
            rect = toc.visualItemRect(toc.item(row))
            self.note(f"click toc row {row}")
            toc.scrollToItem(toc.item(row))
            rect = toc.visualItemRect(toc.item(row))
            QTest.mouseClick(toc.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        else:
            button = self.window.next_button if self.rng.random() < 0.6 else self.window.back_button
            if button.isEnabled():
                self.note(f"click {button.objectName()}")
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def drag_slider(self) -> None:
        sliders = self._widgets(QSlider, self._area())
        if not sliders:
            return self.key()
        slider = self.rng.choice(sliders)
        opt = QStyleOptionSlider()
        slider.initStyleOption(opt)
        handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, slider)
        start = handle.center()
        self.note(f"drag {slider.objectName() or type(slider.parent()).__name__}")
        QTest.mousePress(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        horizontal = slider.orientation() == Qt.Orientation.Horizontal
        for _ in range(self.rng.randint(1, 6)):
            # Past both ends too: a finger does not stop at the groove.
            if horizontal:
                point = QPoint(self.rng.randint(-40, slider.width() + 40), start.y())
            else:
                point = QPoint(start.x(), self.rng.randint(-40, slider.height() + 40))
            QTest.mouseMove(slider, point)
            self.app.processEvents()
        QTest.mouseRelease(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def key(self) -> None:
        key, mods = self.rng.choice(KEYS)
        target = QApplication.focusWidget()
        if target is None or not target.isVisible() or self.rng.random() < 0.2:
            focusable = [w for w in self._widgets(QWidget, self._area()) if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
            if focusable:
                target = self.rng.choice(focusable)
                target.setFocus(Qt.FocusReason.TabFocusReason)
            else:
                target = self.window
        # A popup (an open combo list) takes the keys, as it would for a user.
        popup = QApplication.activePopupWidget()
        if popup is not None:
            target = popup
        menu = target.menu() if isinstance(target, QAbstractButton) and hasattr(target, "menu") else None
        if menu is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down):
            return self.choose_menu_action(target, menu)  # the key would open it (a blocking loop)
        self.note(f"key {Qt.Key(key).name}{'+Alt' if mods else ''} -> {target.objectName() or type(target).__name__}")
        QTest.keyClick(target, key, mods)

    def click_button(self) -> None:
        buttons = [b for b in self._widgets(QAbstractButton, self._area()) if not SKIP_BUTTON.search(b.objectName() or "")]
        if not buttons:
            return self.key()
        button = self.rng.choice(buttons)
        menu = button.menu() if hasattr(button, "menu") else None
        if menu is not None:
            # Clicking would run the menu's own event loop in C++ (it blocks):
            # choose from it the way a user would, instead.
            return self.choose_menu_action(button, menu)
        self.note(f"click {button.objectName() or repr(button.text())}")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def choose_menu_action(self, button, menu: QMenu) -> None:
        menu.aboutToShow.emit()
        actions = []
        stack = [menu]
        while stack:
            current = stack.pop()
            for action in current.actions():
                if action.menu() is not None:
                    action.menu().aboutToShow.emit()
                    stack.append(action.menu())
                elif action.isEnabled() and not action.isSeparator():
                    actions.append(action)
        if not actions:
            return
        action = self.rng.choice(actions)
        self.note(f"menu {button.objectName()} -> {action.text()!r}")
        action.trigger()

    def choose_combo(self) -> None:
        boxes = [b for b in self._widgets(QComboBox) if b.count()]
        if not boxes:
            return
        box = self.rng.choice(boxes)
        index = self.rng.randrange(box.count())
        self.note(f"combo {box.objectName()} -> {index}")
        box.setCurrentIndex(index)

    def switch_language(self) -> None:
        lang = self.rng.choice(["es", "en"])
        self.note(f"language {lang}")
        self.window.set_language(lang)

    def resize(self) -> None:
        w, h = self.rng.randint(800, 1920), self.rng.randint(600, 1080)
        if self.rng.random() < 0.25:
            w, h = 800, 600  # the smallest supported size, often
        self.note(f"resize {w}x{h}")
        self.window.resize(w, h)

    def pass_time(self) -> None:
        steps = self.rng.randint(1, 30)
        dt = self.rng.choice([1 / 60, 0.05, 0.1])
        self.note(f"time {steps} x {dt:.3f}s")
        for _ in range(steps):
            self.window.ctx.clock.advance(dt)

    def playback(self) -> None:
        buttons = [b for b in self._widgets(QAbstractButton, self.window.current_screen() or self.window)
                   if PLAYBACK_BUTTON.search(b.objectName() or "") and not SKIP_BUTTON.search(b.objectName() or "")]
        if not buttons:
            return self.pass_time()
        button = self.rng.choice(buttons)
        self.note(f"playback {button.objectName()}")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.pass_time()

    def edit_field(self) -> None:
        fields = self._widgets(QLineEdit, self._area()) + self._widgets(QAbstractSpinBox, self._area())
        fields = [f for f in fields if not (isinstance(f, QLineEdit) and f.isReadOnly())]
        if not fields:
            return self.key()
        field_ = self.rng.choice(fields)
        field_.setFocus(Qt.FocusReason.OtherFocusReason)
        text = self.rng.choice(TEXTS)
        self.note(f"type {text[:20]!r} into {field_.objectName() or type(field_).__name__}")
        QTest.keyClick(field_, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(field_, text)
        QTest.keyClick(field_, Qt.Key.Key_Return)

    def wheel(self) -> None:
        targets = self._widgets(QSlider, self._area()) + self._widgets(QAbstractSpinBox, self._area())
        if not targets:
            return
        target = self.rng.choice(targets)
        delta = self.rng.choice([-360, -120, 120, 360])
        pos = QPointF(target.width() / 2, target.height() / 2)
        event = QWheelEvent(pos, QPointF(target.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        self.note(f"wheel {delta} on {target.objectName()}")
        QApplication.sendEvent(target, event)

    def reset_all(self) -> None:
        self.note("Alt+R")
        QTest.keyClick(self.window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)

    # the loop
    def start_watchdog(self) -> None:
        """Close any menu or modal dialog that runs its own event loop for too long.

        Such a loop (a QMenu or QDialog exec'd from C++) would stop the run for
        good; the watchdog's timer still fires inside it and ends it, and the
        note says so in the replay log.
        """
        self._step_started = time.monotonic()
        self._watchdog = QTimer()
        self._watchdog.setInterval(250)
        self._watchdog.timeout.connect(self._check_stuck)
        self._watchdog.start()

    def stop_watchdog(self) -> None:
        if getattr(self, "_watchdog", None) is not None:
            self._watchdog.stop()
            self._watchdog = None

    def _check_stuck(self) -> None:
        if time.monotonic() - self._step_started < 2.0:
            return
        for widget in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if widget is not None and widget is not self.window:
                self.note(f"watchdog closed {type(widget).__name__} {widget.objectName()}")
                self.watchdog_closed += 1
                widget.close()

    def step(self) -> None:
        self._step_started = time.monotonic()
        action = self.rng.choices(self.actions, weights=self._weights)[0][1]
        self.counts[action.__name__] = self.counts.get(action.__name__, 0) + 1
        action()
        self.settle()
        self._close_strays()
        if self.window.current_name():
            self.visited.add(self.window.current_name())

    def settle(self) -> None:
        """What returning to the event loop does: run posted events, and the
        deferred deletes that processEvents() alone leaves queued."""
        self.app.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def _close_strays(self) -> None:
        """Dialogs opened with open()/show() would cover the window: note and close them."""
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                self.note(f"closed dialog {type(widget).__name__} {widget.objectName()}")
                widget.close()
        if not self.window.isVisible():
            self.note("window was hidden: shown again")
            self.window.show()

    def problems(self) -> list[str]:
        out = []
        for model in all_models(self.window):
            out += check_model(model)
        return out

    def replay_hint(self) -> str:
        return f"replay: pytest tests/fuzz --fuzz-seed={self.seed}; last actions:\n  " + "\n  ".join(self.log[-25:])


def collect_garbage() -> None:
    gc.collect()
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
