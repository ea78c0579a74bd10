"""Classroom, workshop (kiosk) and self-learner support.

- ``kiosk``: idle watcher, lockdown of the main window, the "are you still
  there?" countdown and the attract loop.
- ``progress``: a self-learner's progress and preferences in the settings.
- ``export``: the Lab chart to PNG/SVG and its data to CSV (pyqtgraph's own
  exporters).
- ``achievement``: the shareable "tarjeta de logro" PNG.
"""
