"""Screens small enough to build in a moment, for the shell's tests (the
shell does not care what a screen shows)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout

from desktop.screens.base import Screen
from desktop.screens.registry import ScreenSpec


class PlainScreen(Screen):
    """A screen with one label; it counts what the shell asks of it."""

    def __init__(self, ctx, parent=None) -> None:
        super().__init__(ctx, parent)
        self.calls: list[str] = []
        self.label = QLabel("plain", self)
        QVBoxLayout(self).addWidget(self.label)

    def activated(self) -> None:
        self.calls.append("activated")

    def deactivated(self) -> None:
        self.calls.append("deactivated")


class ReferenceScreen(PlainScreen):
    """Stands in for the glossary and the explainer: records where it was opened, and from where."""

    def show_term(self, key: str, origin: str | None) -> None:
        self.calls.append(f"term {key} from {origin}")

    def show_section(self, name: str, origin: str | None) -> None:
        self.calls.append(f"section {name} from {origin}")


class ChartScreen(PlainScreen):
    """Stands in for the Lab: its ``chart`` is a real PassChart on its model."""

    def __init__(self, ctx, parent=None) -> None:
        super().__init__(ctx, parent)
        from desktop.widgets.pass_chart import PassChart

        self.chart = PassChart(ctx.model, self)


class Spec(ScreenSpec):
    """A ScreenSpec whose factory is a class of this file (no import by name)."""

    def load(self):
        return {"plain": PlainScreen, "reference": ReferenceScreen, "chart": ChartScreen}[self.factory]


def specs(*names_kinds: tuple[str, str, str]) -> list[ScreenSpec]:
    """``(name, group, kind)`` triples -> specs whose title is the name, capitalised."""
    return [Spec(name, name.capitalize(), kind, group) for name, group, kind in names_kinds]
