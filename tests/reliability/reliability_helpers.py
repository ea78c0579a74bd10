"""Shared by the reliability tests: a walk through every screen, and a
stand-in for every dialog that would block a test."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
)

# Buttons whose name says they would write files or leave the app.
SKIP_BUTTON = re.compile(r"export|save|file|browse|open|load|print|quit|exit|close", re.IGNORECASE)


def block_dialogs(monkeypatch) -> list[str]:
    """Every blocking dialog entry point answers "cancel" at once; returns the calls."""
    calls: list[str] = []

    def fake_exec(self, *args, **kwargs):
        calls.append(f"{type(self).__name__}.exec")
        return 0

    for cls in (QDialog, QMessageBox, QFileDialog, QInputDialog):
        monkeypatch.setattr(cls, "exec", fake_exec)
    monkeypatch.setattr(QMenu, "exec", lambda self, *a, **k: calls.append("QMenu.exec"))

    def static(name, result):
        return staticmethod(lambda *a, **k: (calls.append(name), result)[1])

    for name in ("getOpenFileName", "getSaveFileName", "getOpenFileNames"):
        monkeypatch.setattr(QFileDialog, name, static(f"QFileDialog.{name}", ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", static("QFileDialog.getExistingDirectory", ""))
    for name in ("information", "warning", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, static(f"QMessageBox.{name}", QMessageBox.StandardButton.Cancel))
    for name in ("getText", "getInt", "getDouble", "getItem"):
        monkeypatch.setattr(QInputDialog, name, static(f"QInputDialog.{name}", ("", False)))
    return calls


def settle() -> None:
    """Run posted events and deferred deletes, as a return to the event loop would."""
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def press_every_button(root, seconds: float = 1.0, clock=None) -> int:
    """Click each visible, enabled button of ``root`` once (menus excepted), letting time pass."""
    pressed = 0
    for button in list(root.findChildren(QAbstractButton)):
        try:
            usable = button.isVisible() and button.isEnabled()
        except RuntimeError:  # deleted by an earlier click (a rebuilt screen)
            continue
        if not usable or SKIP_BUTTON.search(button.objectName() or "") or (hasattr(button, "menu") and button.menu()):
            continue
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        pressed += 1
        if clock is not None:
            for _ in range(int(seconds / 0.1)):
                clock.advance(0.1)
        settle()
    return pressed


def walk_every_screen(window, press_buttons: bool = True) -> list[str]:
    """Show every screen, let its animations run, press its buttons; returns the names walked."""
    walked = []
    for name in window.screen_names():
        window.show_screen(name)
        settle()
        screen = window.current_screen()
        screen.settle()
        if press_buttons:
            press_every_button(screen, clock=window.ctx.clock)
        window.repaint()
        settle()
        walked.append(name)
    window.ctx.clock.release_all()
    return walked
