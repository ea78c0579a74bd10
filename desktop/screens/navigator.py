"""How a screen reaches the rest of the app: a small, typed Navigator.

A screen never looks up the window it sits in, nor another screen's
widgets: it asks the Navigator it received in its ``AppContext``.
The main window's shell implements it (``desktop.shell.navigation``); a screen
built alone, in a test or a benchmark, gets ``NoNavigator``, which reaches
nothing, so every call below must have a sensible answer for "not here".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:  # the widget is only named here: screens do not import the shell
    from desktop.widgets.pass_chart import PassChart


@runtime_checkable
class Navigator(Protocol):
    def go(self, name: str) -> bool:
        """Show the screen ``name``; False when this window does not carry it."""

    def has(self, name: str) -> bool:
        """Whether this window carries the screen ``name`` (a class run with
        ``--screens`` may leave some out)."""

    def open_term(self, key: str) -> bool:
        """Show the glossary at the term ``key``; its Back returns to the screen that asked."""

    def open_section(self, name: str) -> bool:
        """Show the written explainer at the section of lesson step ``name``."""

    def lab_chart(self) -> PassChart | None:
        """The Lab's chart (the Lab is built if it was not yet); None without a Lab."""


class NoNavigator:
    """The Navigator of a screen that stands alone: there is nowhere to go."""

    def go(self, name: str) -> bool:
        return False

    def has(self, name: str) -> bool:
        return False

    def open_term(self, key: str) -> bool:
        return False

    def open_section(self, name: str) -> bool:
        return False

    def lab_chart(self) -> PassChart | None:
        return None
