"""The window's side of the screens' Navigator (``desktop.screens.navigator``).

Only this module knows how the glossary and the explainer are opened at a
place, and which chart the Lab has; a screen just names where it wants to go.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop.shell.screen_host import ScreenHost


class ShellNavigator:
    def __init__(self, host: ScreenHost, show: Callable[[str], None]) -> None:
        """``show``: the window's own way to show a screen (header, progress, focus)."""
        self._host = host
        self._show = show

    def has(self, name: str) -> bool:
        return name in self._host.names()

    def go(self, name: str) -> bool:
        if not self.has(name):
            return False
        self._show(name)
        return True

    def open_term(self, key: str) -> bool:
        return self._open("glossary", lambda screen, origin: screen.show_term(key, origin))

    def open_section(self, name: str) -> bool:
        return self._open("explainer", lambda screen, origin: screen.show_section(name, origin))

    def _open(self, target: str, at: Callable) -> bool:
        if not self.has(target):
            return False
        origin = self._host.current_name  # where the reference page's Back returns
        self._show(target)
        at(self._host.screen(target), origin)
        return True

    def lab_chart(self):
        if not self.has("lab"):
            return None
        return self._host.screen("lab").exported_chart()
