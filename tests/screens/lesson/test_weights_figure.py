"""Step 2's drawing of why one pass is enough (blind review 43): writing makes one trip to
memory per token, verifying one trip for the whole window. The counts are the lanes' own: k + 1
tokens in each lane, so k + 1 trips against 1, and they follow the k slider."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QImage
from PySide6.QtWidgets import QApplication

from desktop.screens.lesson.widgets.weights_figure import WeightsFigure


def _description(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_the_figure_counts_k_plus_one_trips_for_writing_and_one_for_verifying(make_window):
    w = make_window("--size", "1280x800", "--screen", "checking")
    screen = w.current_screen()
    figure = screen.figure
    assert figure.isVisible() and not figure.compact
    lanes = {lane.key: len(lane.words) for lane in screen.lanes.lanes}
    assert lanes == {"writing": 6, "checking": 6}  # k = 5: five proposals and V's own token
    said = _description(figure)
    assert "6 viajes a la memoria, uno tras otro" in said
    assert "1 viaje: los pesos sirven para los 6 a la vez" in said
    screen.model.set_k(8)
    QApplication.processEvents()
    said = _description(figure)
    assert "9 viajes a la memoria" in said and "para los 9 a la vez" in said


def test_a_long_window_keeps_its_first_and_last_tokens_and_marks_the_gap():
    assert WeightsFigure.shown(6, 8) == [1, 2, 3, 4, 5, 6]
    assert WeightsFigure.shown(17, 8) == [1, 2, 3, 4, 5, 6, None, 17]
    assert WeightsFigure.shown(17, 3) == [1, None, 17]


def _accent_columns(image: QImage, colour: str, y: int) -> int:
    """How many separate runs of ``colour`` cross row ``y``: one per cylinder outline edge pair."""
    runs, inside = 0, False
    target = colour.lower()
    for x in range(image.width()):
        hit = image.pixelColor(x, y).name() == target
        if hit and not inside:
            runs += 1
        inside = hit
    return runs


def test_the_drawing_shows_one_cylinder_per_trip(make_window):
    """Counted in the pixels, not in the code's numbers: the cylinders' body colour appears once
    per trip in the writing row and once in the verifying row."""
    from desktop.screens.lesson.widgets import weights_figure

    w = make_window("--size", "1280x800", "--screen", "checking")
    figure = w.current_screen().figure
    image = figure.grab().toImage()
    side = figure._side()
    rows = (weights_figure.PAD + side * 0.6, weights_figure.PAD + side + weights_figure.GAP + side * 0.6)
    body = weights_figure.DRUM_BODY
    assert _accent_columns(image, body, round(rows[0])) == 6
    assert _accent_columns(image, body, round(rows[1])) == 1


def test_on_a_projector_the_drawing_folds_into_one_row_and_keeps_every_trip(make_window):
    """Short of room (a projector at 1280x800) the two drawings share one row, the counts move into
    their names, and still every trip is drawn: 6 cylinders for writing and 1 for verifying."""
    from desktop.screens.lesson.widgets import weights_figure

    w = make_window("--size", "1280x800", "--projector", "--screen", "checking")
    for _ in range(6):  # the step fits itself to its room once laid out
        QApplication.processEvents()
    figure = w.current_screen().figure
    assert figure.compact and figure._plan(figure.width()) == "one row"
    assert figure.labels() == ("Escribir, 6 viajes:", "Verificar, 1 viaje:")
    image = figure.grab().toImage()
    y = round(weights_figure.PAD + figure._side() * 0.6)
    assert _accent_columns(image, weights_figure.DRUM_BODY, y) == 7
