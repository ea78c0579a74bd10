"""Settings every SpecLab chart view shares, whatever widget draws it."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsView


def without_background_cache(view: QGraphicsView) -> QGraphicsView:
    """Turn off pyqtgraph's default background cache on a chart view.

    pyqtgraph's GraphicsView caches its background in a pixmap the size of the
    viewport (CacheBackground): about 4 MiB for a full-window chart, kept for
    as long as the chart exists, even after its screen is left. Our charts'
    backgrounds are one flat colour, which costs nothing to fill, so the cache
    buys no speed and the app's six charts held about 15 MiB in it.
    """
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
    return view
