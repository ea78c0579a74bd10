"""Issue 19 for the Sampling lab: it never scrolls sideways (1024×768, projector text),
and its charts tell a screen reader what they show, with the numbers of the moment.

The offscreen half of what tests/display/test_real_display.py checks on a real
display ("every control is inside the screen at 1024×768", "charts have a name and
a description"): the same measures, read from the widgets instead of AT-SPI.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSlider, QApplication

from desktop.screens.sampling import context
from desktop.sim import sampling


def _settle():
    for _ in range(6):
        QApplication.processEvents()


def _commit(qtbot, screen, choice="p"):
    qtbot.mouseClick(screen.prediction.options[choice], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.prediction.commit_button, Qt.MouseButton.LeftButton)


def _sideways(screen) -> list:
    """What reaches past the right edge of the room the scroll area gives."""
    viewport = screen.parentWidget()
    scroll = viewport.parentWidget()
    problems = []
    if scroll.horizontalScrollBar().maximum() > 0:
        problems.append(("scrolls sideways by", scroll.horizontalScrollBar().maximum()))
    if screen.minimumSizeHint().width() > viewport.width():
        problems.append(("minimum width", screen.minimumSizeHint().width(), viewport.width()))
    for w in screen.findChildren(QAbstractButton) + screen.findChildren(QAbstractSlider):
        if not w.isVisible():
            continue
        right = w.mapTo(viewport, QPoint(w.width(), 0)).x()
        if right > viewport.width():
            problems.append((w.objectName() or w.text(), right, viewport.width()))
    return problems


@pytest.mark.parametrize("size", ["1024x768", "1280x800"])
@pytest.mark.parametrize("projector", [False, True])
def test_no_sideways_scrolling(make_window, qtbot, size, projector):
    args = ["--screen", "sampling", "--size", size] + (["--projector"] if projector else [])
    window = make_window(*args)
    _settle()
    screen = window.current_screen()
    assert not _sideways(screen), _sideways(screen)
    # Locked in, sampled and revealed, with the explanation open: still inside.
    _commit(qtbot, screen)
    screen.state.sample(10_000)
    screen.state.finish()
    screen.prediction.why_button.setChecked(True)
    _settle()
    assert screen.prediction.revealed and screen.prediction.why.isVisible()
    assert not _sideways(screen), _sideways(screen)


def test_1024x768_stacks_and_1280x800_keeps_the_columns(make_window):
    window = make_window("--screen", "sampling", "--size", "1024x768")
    _settle()
    screen = window.current_screen()
    assert screen.narrow
    # Stacked: the sampling card right under the charts (their «sample below», review 24), then the
    # knobs, then the readout.
    assert screen.charts.geometry().bottom() <= screen.sampler.geometry().top()
    assert screen.sampler.geometry().bottom() <= screen.knobs.geometry().top()
    assert screen.knobs.geometry().bottom() <= screen.readout.geometry().top()
    # Its buttons start within the first screenful.
    top = screen.sampler.buttons[1].mapTo(screen, screen.sampler.buttons[1].rect().topLeft()).y()
    assert top < window.host.container("sampling").viewport().height()
    # The prediction's answers stay inside the card (they wrap where they must) instead of widening it.
    row = screen.prediction.options_row
    assert row.geometry().right() <= screen.prediction.contentsRect().right()
    assert all(b.geometry().right() <= row.width() for b in screen.prediction.options.values())
    window.resize(1280, 800)
    _settle()
    assert not screen.narrow
    assert screen.readout.geometry().left() >= screen.charts.geometry().right()


def test_the_reason_waits_behind_its_button(make_window, qtbot):
    window = make_window("--screen", "sampling", "--size", "1280x800")
    screen = window.current_screen()
    card = screen.prediction
    assert not card.why_button.isVisible()
    _commit(qtbot, screen)
    screen.state.sample(10_000)
    screen.state.finish()
    assert card.revealed and card.reveal.isVisible()
    assert card.why_button.isVisible() and not card.why.isVisible()
    assert "✓" in card.reveal.text()
    qtbot.mouseClick(card.why_button, Qt.MouseButton.LeftButton)
    assert card.why.isVisible() and "se compensan" in card.why.text()
    assert card.why_button.accessibleName() == card.why_button.text()


def _es(value: float) -> str:
    return f"{value:.2f}".replace(".", ",")


def test_the_charts_say_their_numbers_and_follow_them(make_window, qtbot):
    window = make_window("--screen", "sampling", "--size", "1280x800")
    screen = window.current_screen()
    charts = screen.charts
    # What the real-display probe counts as a chart: its object name says so.
    assert re.search("chart|plot|histogram", charts.objectName(), re.IGNORECASE)
    assert charts.accessibleName() == "Gráficas: p, q y las salidas"
    p = sampling.softmax(context.TARGET_LOGITS, 1.0)
    q = context.draft_distribution(context.DEFAULT_DIFFERENCE)
    alpha = float(np.minimum(p, q).sum())
    desc = charts.accessibleDescription()
    assert f"α = {_es(alpha)}" in desc and "Don Quijote montó en su" in desc
    assert desc.endswith("Aún no hay salidas.")
    for plot in charts.plots:
        assert plot.accessibleName() and plot.accessibleDescription()

    _commit(qtbot, screen)
    screen.state.sample(100)
    screen.state.finish()
    counts = np.asarray(screen.state.counts, dtype=float)
    top = int(np.argmax(counts))
    desc = charts.accessibleDescription()
    assert "100 salidas en esta tirada" in desc
    assert f"«{context.WORDS[top]}», con una fracción de {_es(counts[top] / 100)}" in desc
    assert f"p = {_es(p[top])}" in desc

    # A new draft: the sentence follows the new α at once.
    screen.state.set_difference(0.9)
    q = context.draft_distribution(0.9)
    alpha_far = float(np.minimum(p, q).sum())
    assert _es(alpha_far) != _es(alpha)
    assert f"α = {_es(alpha_far)}" in charts.accessibleDescription()
    assert f"α = {_es(alpha_far)}" in charts.q_plot.accessibleDescription()
