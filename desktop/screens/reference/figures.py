"""The explainer's figures, drawn by the same widgets the lesson uses.

Each figure is a real widget (lanes, token rows, the Lab's chart...) laid out
off screen at a fixed size and grabbed into a QImage, so the written page
always shows exactly what the interactive steps show, in the current
language. Nothing here animates: a figure is one frame, and a lane figure is
its finished frame, so no pass is caught half done.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel

WIDTH = 860


class _StillClock:
    """A clock that never ticks: figures are single frames."""

    def add(self, _obj) -> None:
        pass

    def acquire(self, _obj) -> None:
        pass

    def release(self, _obj) -> None:
        pass


def grab(widget: QWidget, width: int, height: int) -> QImage:
    """``widget`` drawn at ``width`` x ``height`` (the sizes for projector text at 1280x800, grown
    with it on a larger projector: at 1,25 the axis numbers fell below a 210 px figure, review 32),
    and never shorter than the widget asks."""
    grow = theme.current().screen_scale
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    widget.resize(round(width * grow), max(round(height * grow), widget.sizeHint().height()))
    widget.show()
    QApplication.processEvents()
    image = widget.grab().toImage()
    widget.hide()
    widget.deleteLater()
    # Delete it now rather than when control returns to the event loop: the
    # explainer draws its figures in one go, and two live chart widgets alone
    # would add 16 MiB to the app's peak memory.
    QApplication.sendPostedEvents(widget, QEvent.Type.DeferredDelete)
    return image


def writing(titles: dict[str, str], axis: str) -> QImage:
    from desktop.screens.lesson.sentence import OPENING
    from desktop.screens.lesson.widgets.lanes import PassLanes, writing_lane

    lanes = PassLanes(_StillClock())
    lanes.titles = titles
    lanes.axis_caption = axis
    lanes.set_lanes([writing_lane(OPENING)])
    # The finished frame: a still that stopped mid-pass ("pass 7 under way") reads as a half-done
    # picture, and the caption speaks of every block.
    lanes.seek(lanes.duration())
    return grab(lanes, WIDTH, 210)


def checking(titles: dict[str, str], axis: str) -> QImage:
    from desktop.screens.lesson.sentence import CONTINUATION
    from desktop.screens.lesson.widgets.lanes import DRAFT_STEP, PassLanes, checking_lane, writing_lane
    from desktop.screens.lesson.widgets.weights_figure import WeightsFigure

    lanes = PassLanes(_StillClock())
    lanes.titles = titles
    lanes.axis_caption = axis
    lanes.draft_note = i18n.fill(QCoreApplication.translate(
                  "CheckingScreen", "small blocks: the draft, %1 slow pass per step"), i18n.fmt(DRAFT_STEP, 2))
    k = 5
    words = CONTINUATION[: k + 1]  # k proposals, all accepted, and the pass's own token
    lanes.own_marks = True  # the pass's own token wears its +, as on step 2
    lanes.set_lanes([writing_lane(words), checking_lane(words)])
    lanes.seek(lanes.duration())
    # Under the lanes, why one pass is enough: k + 1 trips to memory against one, as step 2 draws it.
    model = LessonModel(None, k=k)
    box = QWidget()
    trips = WeightsFigure(model, box)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(6)
    layout.addWidget(lanes, 1)
    layout.addWidget(trips)
    image = grab(box, WIDTH, 330 + 6 + trips.heightForWidth(WIDTH))
    model.deleteLater()
    return image


def rounds() -> QImage:
    from desktop.widgets.token_rows import TokenRows

    model = LessonModel(None, k=4, alpha=0.7, tokens=40, seed=11)
    rows = TokenRows(model, _StillClock(), captions=False)
    for _ in range(4):
        rows.step_round()
    image = grab(rows, WIDTH, 230)
    model.deleteLater()
    return image


def chart(cost: float, alpha: float = 0.8) -> QImage:
    from desktop.widgets.pass_chart import PassChart

    model = LessonModel(None, k=4, alpha=alpha, cost=cost, tokens=100)
    widget = PassChart(model)
    image = grab(widget, WIDTH, 360)
    model.deleteLater()
    return image


def histogram() -> QImage:
    from desktop.screens.lesson.widgets.round_histogram import RoundHistogram

    model = LessonModel(None, k=4, alpha=0.2)
    widget = RoundHistogram(model)
    image = grab(widget, 460, 250)
    model.deleteLater()
    return image


def easy_words() -> QImage:
    from desktop.screens.lesson.easywords import THRESHOLD, TOKENS
    from desktop.screens.lesson.sentence import PROMPT
    from desktop.screens.lesson.widgets.token_difficulty import TokenDifficulty

    widget = TokenDifficulty(PROMPT, TOKENS, None, THRESHOLD)
    widget.show_badges = False
    widget.set_revealed(True)
    return grab(widget, WIDTH, widget.heightForWidth(WIDTH))


def heads(labels: dict[str, str]) -> QImage:
    from desktop.screens.lesson.widgets.heads_diagram import HeadsDiagram

    widget = HeadsDiagram(_StillClock())
    widget.labels = labels
    widget.set_stage(2)
    widget.s = 2.7
    return grab(widget, WIDTH, 330)
