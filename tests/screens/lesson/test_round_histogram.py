"""The bad draft's histogram: every value by its own bar, the dashed reference named once."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop.model import LessonModel
from desktop.screens.lesson.widgets.round_histogram import RoundHistogram
from desktop.sim import analytic


def _paint(widget: RoundHistogram) -> None:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    widget.render(image)


@pytest.mark.parametrize("alpha, width, height", [(0.2, 320, 200), (0.2, 300, 150), (0.5, 420, 260), (0.0, 300, 170)])
def test_each_value_sits_over_its_own_bar_and_no_two_overlap(qtbot, alpha, width, height):
    model = LessonModel(None, k=4, alpha=alpha, tokens=30, seed=5)
    widget = RoundHistogram(model)
    qtbot.addWidget(widget)
    widget.reference_alpha = 0.8
    widget.resize(width, height)
    _paint(widget)
    labels = widget.painted_labels
    probs = analytic.round_distribution(4, alpha)
    # One value per bar, in order, then one tag for the dashed reference.
    assert [text.replace(" ", "").replace("\u00a0", "") for text, _box in labels[:-1]] == \
        [f"{int(100 * float(q) + 0.5)}%" for q in probs]  # half up, as QLocale rounds
    assert labels[-1][0].startswith("α = 0") and labels[-1][0].endswith("8")
    slot = (width - 12) / len(probs)
    for i, (_text, box) in enumerate(labels[:-1]):
        # Centred over the solid bar (the slot's left half), not over the dashed box beside it.
        assert 6 + i * slot <= box.center().x() <= 6 + (i + 0.5) * slot + 1
    ref = analytic.round_distribution(4, 0.8)
    tallest = max(range(len(ref)), key=lambda j: float(ref[j]))
    # Over the tallest dashed box (the slot's right half), pushed left only as far as the edge needs.
    tag = labels[-1][1]
    assert tag.left() <= 6 + (tallest + 0.94) * slot and tag.right() >= 6 + (tallest + 0.54) * slot
    boxes = [box for _text, box in labels]
    for a in range(len(boxes)):
        assert 0 <= boxes[a].left() and boxes[a].right() <= width
        for b in range(a + 1, len(boxes)):
            assert not boxes[a].intersects(boxes[b]), (labels[a][0], labels[b][0])
