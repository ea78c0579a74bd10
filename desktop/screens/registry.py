"""Every screen the app can show, in the order of the table of contents.

A screen is addressed by its name (``--screen NAME``). Its factory is a
"module:Class" string imported only when the screen is first shown, which
keeps start-up fast. Areas (the lesson, the extra labs) contribute their own
lists; an area that is not part of this build is simply absent.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class ScreenSpec:
    name: str
    title: str  # English source; translated in context "Screens"
    factory: str  # "package.module:Class"
    group: str  # "lesson" | "lab" (the labs, the review and the challenge) | "reference"
    # The name in the contents, under its part's title, where the title says the part again: numbered,
    # «13. Laboratorio de muestreo» took two lines and pushed the reference pages out of sight.
    short: str | None = None

    def translated_title(self) -> str:
        return QCoreApplication.translate("Screens", self.title)

    def translated_short(self) -> str:
        return QCoreApplication.translate("Screens", self.short) if self.short else self.translated_title()

    def load(self):
        module, _, cls = self.factory.partition(":")
        return getattr(importlib.import_module(module), cls)


LAB = [
    ScreenSpec("lab", QT_TRANSLATE_NOOP("Screens", "Lab"), "desktop.screens.lab:LabScreen", "lab"),
]

# Optional areas, in the order the screens follow: a module whose SCREENS lists its ScreenSpecs,
# or "module:ATTRIBUTE" for another list. The teacher's guide comes last: after the final
# challenge, «Siguiente» led pupils into the guide and its solutions (reviews 34, 37, 39).
_AREAS = [
    "desktop.screens.lesson",
    "__lab__",
    "desktop.screens.sampling",
    "desktop.screens.tree",
    "desktop.screens.realmodels",
    "desktop.screens.course",
    "desktop.screens.reference",
    "desktop.screens.course:TEACHER_SCREENS",
]

GROUP_TITLES = {
    "lesson": QT_TRANSLATE_NOOP("Screens", "Lesson"),
    # «Practice», not «Labs»: the part holds the review cards and the challenge too, and the header
    # counts within it («Laboratorios 5 de 6» named the review a lab, review 60). As short as
    # «Pantalla» was: a wider counter wrapped the labs' titles at 1280x800 and folded the tree lab's sums.
    "lab": QT_TRANSLATE_NOOP("Screens", "Practice"),
    "reference": QT_TRANSLATE_NOOP("Screens", "Reference"),
}


def all_screens() -> list[ScreenSpec]:
    out: list[ScreenSpec] = []
    for area in _AREAS:
        if area == "__lab__":
            out.extend(LAB)
            continue
        path, _, attribute = area.partition(":")
        try:
            module = importlib.import_module(path)
        except ModuleNotFoundError as exc:
            if exc.name and path.startswith(exc.name):
                continue
            raise
        out.extend(getattr(module, attribute or "SCREENS", []))
    return out


def by_name(name: str) -> ScreenSpec | None:
    return next((s for s in all_screens() if s.name == name), None)

