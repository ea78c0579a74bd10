"""The Tree lab: how EAGLE- and Medusa-style heads verify a tree of proposals in one pass.

Cheap to import: the screen's widgets load only when the screen is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.screens.registry import ScreenSpec

SCREENS = [
    ScreenSpec("tree", QT_TRANSLATE_NOOP("Screens", "Tree lab"), "desktop.screens.tree.screen:TreeScreen", "lab",
               QT_TRANSLATE_NOOP("Screens", "Trees")),
]
