"""Settings every SpecLab chart view shares, whatever widget draws it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView


def setup_chart_view(view: QGraphicsView, keyboard: bool = False) -> QGraphicsView:
    """Apply the app's chart-view defaults to a pyqtgraph view.

    - No background cache. pyqtgraph caches a view's background in a pixmap the
      size of the viewport (CacheBackground): about 4 MiB for a full-window
      chart, kept as long as the chart exists, even after its screen is left.
      Our backgrounds are one flat colour, which costs nothing to fill.
    - No keyboard focus unless the chart has keyboard controls of its own: Tab
      would otherwise stop on a chart that shows no focus ring and does nothing
      with keys, and a keyboard user would lose track of where the focus is.
    """
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
    if not keyboard:
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return view
