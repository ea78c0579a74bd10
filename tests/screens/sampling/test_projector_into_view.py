"""Review 75: on a projector at 1280x800 the sampling lab's page scrolls, and its sampling buttons and
outputs sat below the fold: a class saw «Fijar mi predicción» and then nothing happen. A fixed prediction
brings the buttons into view; sampling brings the outputs too, the buttons still in view.
Geometry, read off the laid-out page."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea


def _page(screen):
    area = screen.parentWidget()
    while not isinstance(area, QScrollArea):
        area = area.parentWidget()
    return area


def _shown(area, widget) -> bool:
    viewport = area.viewport()
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


def test_on_a_projector_fixing_the_prediction_and_sampling_bring_the_buttons_and_outputs_into_view(
        make_window, qtbot):
    window = make_window("--screen", "sampling", "--size", "1280x800", "--projector")
    screen = window.current_screen()
    qtbot.wait(50)
    area = _page(screen)
    button = screen.sampler.buttons[1]
    assert area.verticalScrollBar().value() == 0
    assert not _shown(area, button), "the buttons fit above the fold: this test no longer checks anything"
    qtbot.mouseClick(screen.prediction.options["p"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert area.verticalScrollBar().value() > 0 and _shown(area, button)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())  # the teacher scrolled on, down
    assert not _shown(area, screen.charts.out_plot), "the outputs show under the buttons: nothing to check"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert _shown(area, screen.charts.out_plot) and _shown(area, button)
