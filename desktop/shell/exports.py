"""What the Options menu saves: the chart (PNG, SVG, CSV) and the achievement card.

The chart is the current screen's own (the Lab, the lesson's Lab steps), else
the Lab's, reached through the Navigator. Neither is ever saved in a kiosk: a
shared screen opens no file dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.screens.navigator import Navigator


def can_save_chart(screen, nav: Navigator) -> bool:
    """Whether there is a chart to save, without building the Lab to find out."""
    return (screen is not None and screen.exported_chart() is not None) or nav.has("lab")


def chart_to_save(screen, nav: Navigator):
    """The chart "Save the chart" writes: ``screen``'s, else the Lab's (built if need be)."""
    chart = screen.exported_chart() if screen is not None else None
    return chart if chart is not None else nav.lab_chart()


def save_chart(chart, kind: str, parent: QWidget) -> str | None:
    """Ask where, and save ``chart`` as ``kind`` ("png", "svg" or "csv"); the path, or None."""
    if chart is None:
        return None
    from desktop.classroom import export

    return export.export_chart(chart, kind, parent) or None


def save_card(progress, course, parent: QWidget) -> str | None:
    """Ask where, and save the achievement card of a passed quiz; the path, or None."""
    if progress is None:
        return None
    result = progress.quiz_result()
    if result is None or not result.passed:
        return None
    from desktop.classroom import achievement

    tally = course.challenge_tally() if course is not None else None
    return achievement.save_card(result, parent, challenges=tally) or None
