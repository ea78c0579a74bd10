"""The explainer's figures on a large projector (blind review 32: at 1920x1080 the first figure's
axis numbers fell below its bottom edge). Each lane figure gets at least the height its widget
asks for at the text size shown."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop import theme
from desktop.screens.reference import figures


@pytest.mark.parametrize("projector, area", [(True, (1920, 1080)), (True, (1280, 800)), (False, (1920, 1080))])
def test_lane_figures_get_the_height_their_widget_needs(qapp, monkeypatch, projector, area):
    seen = []
    real = figures.grab

    def spy(widget, width, height):
        name, needed = type(widget).__name__, widget.sizeHint().height()  # before grab deletes it
        image = real(widget, width, height)
        seen.append((name, needed, image.height()))
        return image

    monkeypatch.setattr(figures, "grab", spy)
    theme.apply(qapp, projector=projector, screen_scale=theme.projector_scale(area))
    try:
        titles = {"writing": "Escribir", "model": "Modelo grande", "checking": "Verificar"}
        figures.writing(titles, "tiempo, en pasadas lentas →")
        figures.checking(titles, "tiempo, en pasadas lentas →")
        QApplication.processEvents()
    finally:
        theme.apply(qapp)
    assert len(seen) == 2
    for name, needed, got in seen:
        assert got >= needed, (name, needed, got)
