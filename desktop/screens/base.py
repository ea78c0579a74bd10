"""What every screen shares: the app context, retranslation and Reset All."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget


@dataclass
class AppContext:
    """What a screen may use. Screens get it in their constructor."""

    model: object  # desktop.model.LessonModel
    clock: object  # desktop.clock.Clock
    settings: object | None = None  # desktop.settings.Settings
    kiosk: bool = False
    options: dict = field(default_factory=dict)
    # Named services other screens offer (for example "lab_point" to put a
    # measured point on the Lab's chart); set by the main window.
    services: dict = field(default_factory=dict)


class Screen(QWidget):
    """Base class: subclasses build widgets in ``__init__`` then call
    ``self.retranslate()``; they put every user-visible text in
    ``retranslate`` so a language switch at run time updates them."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def reset(self) -> None:
        """Reset All: restore this screen's own state (the model is reset by the window)."""

    def activated(self) -> None:
        """The screen became visible."""

    def deactivated(self) -> None:
        """The screen was hidden: stop animations so the clock can rest."""

    def settle(self) -> None:
        """Bring animations to a representative frame (for --screenshot)."""

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
