"""What every screen shares: the app context, retranslation and Reset All."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QScrollArea,
    QWidget,
)

from desktop import i18n
from desktop.screens import top_edge
from desktop.screens.navigator import Navigator, NoNavigator


@dataclass
class AppContext:
    """What a screen may use. Screens get it in their constructor."""

    model: object  # desktop.model.LessonModel
    clock: object  # desktop.clock.Clock
    settings: object | None = None  # desktop.settings.Settings
    kiosk: bool = False
    # The way to other screens; the main window puts its own in (a screen
    # built alone reaches nothing).
    nav: Navigator = field(default_factory=NoNavigator)
    # What a screen drew that depends on no learner's state, kept by the key of
    # what it does depend on (language, theme), so that the screen built again
    # after a projector toggle or a language switch need not draw it again.
    drawn: dict = field(default_factory=dict)

    def remember(self, key: tuple, make, keep: int = 1):
        """``drawn[key]``, made by ``make()`` the first time. Of the entries of the same kind (the
        key's first item) the newest ``keep`` stay, this one included: the older go."""
        value = self.drawn.get(key)
        if value is None:
            same_kind = [k for k in self.drawn if k[0] == key[0]]
            for old in same_kind[:max(0, len(same_kind) - (keep - 1))]:
                del self.drawn[old]
            value = self.drawn[key] = make()
        return value


class Screen(i18n.Retranslatable, QWidget):
    """Base class: subclasses build widgets in ``__init__`` then call
    ``self.retranslate()``; they put every user-visible text in
    ``retranslate`` so a language switch at run time updates them."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx

    @property
    def nav(self) -> Navigator:
        """Where this screen can send the learner (the glossary, the Lab...)."""
        return self.ctx.nav

    def exported_chart(self):
        """The chart "Save the chart" writes from this screen: its own ``chart``
        when that is the Lab's kind of chart, else None (the window then saves the Lab's)."""
        from desktop.widgets.pass_chart import PassChart

        chart = getattr(self, "chart", None)
        return chart if isinstance(chart, PassChart) else None

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def reset(self) -> None:
        """Reset All: restore this screen's own state (the model is reset by the window)."""

    def activated(self) -> None:
        """The screen became visible."""

    def save_state(self) -> object | None:
        """What survives a rebuild of the screens (projector mode, text size).

        The model keeps the parameters; this keeps what a screen plays: by
        default where every round trace on it stands. Screens with more state
        (answers, predictions) extend it and ``restore_state``."""
        players = self._trace_players()
        return [(p.completed, p.t, p.speed) for p in players] if players else None

    def restore_state(self, state) -> None:
        """Put back what ``save_state`` returned (on a freshly built screen)."""
        if not isinstance(state, list):
            return
        for player, (completed, t, speed) in zip(self._trace_players(), state):
            player.completed = min(completed, len(player.rounds))
            player.t = t
            player.speed = speed
        for widget in self.findChildren(QWidget):
            if hasattr(widget, "player") and hasattr(widget, "_refresh"):
                widget._refresh()

    def _trace_players(self) -> list:
        from desktop.trace_player import TracePlayer

        players = []
        for widget in self.findChildren(QWidget):
            player = getattr(type(widget), "player", None) and getattr(widget, "player", None)
            if isinstance(player, TracePlayer):
                players.append(player)
        return players

    def deactivated(self) -> None:
        """The screen was hidden: stop animations so the clock can rest."""

    def settle(self) -> None:
        """Bring animations to a representative frame (for --screenshot)."""

    def text_area(self) -> tuple[int, int]:
        """The size the labs grow their text for (``looks.screen_scale``): the page's own height (a
        page taller than its room on a projector has the larger text its layouts were tuned with),
        but never more width than the room. Text grown for a page wider than the room widened it
        again: at 200 % text the real-models lab reached 1434 px in an 849-px room."""
        width = self.width()
        room = self.parentWidget()
        if room is not None:
            width = min(width, room.width())
        return width, self.height()

    def scroll_area(self) -> QAbstractScrollArea | None:
        """The scroll area the window shows this screen in; None while it has none."""
        area = self.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        return area

    def bring_into_view(self, shown: QWidget, spare: int = 0, then: QWidget | None = None, slack: int = 0) -> None:
        """Scroll the page this screen sits in just enough to show ``shown`` (with ``spare`` px below and
        above it), then ``then``, which wins where both do not fit. Where the page does not scroll
        (it fits its window), nothing moves. On a projector the part that plays sat below the fold
        while the teacher pressed its button (review 75). The top edge then moves off any text it cuts,
        giving up at most ``slack`` px of their foot for it, and stays so as the page changes (top_edge)."""
        area = self.scroll_area()
        if isinstance(area, QScrollArea):
            self._top_edge().place(area, shown, spare, then, slack)

    def keep_top_uncut_soon(self) -> None:
        """A text above the page's top edge changed its height after ``bring_into_view`` scrolled: once laid
        out, move the page again so the edge cuts no line (unless the user has scrolled it since). A change
        inside one column does not reach the page's layout (``TopEdgeKeeper`` watches that), so the screen
        says so: on a projector the real-models lab's «k = 7, puesta por la app…» appeared mid-run, half cut."""
        self._top_edge().soon()

    def _top_edge(self) -> top_edge.TopEdgeKeeper:
        keeper = getattr(self, "_keeper", None)
        if keeper is None:
            keeper = self._keeper = top_edge.TopEdgeKeeper(self)
        return keeper

    def follow_rows(self, rows, controls: QWidget, steppers: list) -> None:
        """Where the page scrolls (a projector, larger text), the rows sat below the fold while they played
        (review 75, the Lab; round 84, steps 3 and 6 at 150 % text): a round that plays, or a press of a
        ``steppers`` button, brings them into view, with half a line to spare (the caption above them may
        take a line more), ``controls`` winning where both do not fit: the teacher must still reach Pause."""
        def show() -> None:
            self.bring_into_view_soon(rows, self.fontMetrics().height() // 2, then=controls)

        rows.playingChanged.connect(lambda playing: playing and show())
        for button in steppers:
            button.clicked.connect(show)

    def follow_sums(self, readouts) -> None:
        """«Why these numbers?» opens its sums above itself: where the page scrolls (150 % text) they opened
        out of sight and the button went down, and round 84 read the press as doing nothing. Opening it
        scrolls to them, the button in view too; where both do not fit, the sums' first lines win."""
        button = readouts.details_button
        button.toggled.connect(lambda on: on and self.bring_into_view_soon(button, then=readouts.note))

    def bring_into_view_soon(self, shown: QWidget, spare: int = 0, then: QWidget | None = None,
                             slack: int = 0) -> None:
        """``bring_into_view`` once the press's own changes are laid out (a zero timer): called at once,
        it judged the old page. Presses in one turn of the event loop scroll once, for the last."""
        self._into_view_args = (shown, spare, then, slack)
        timer = getattr(self, "_into_view_timer", None)
        if timer is None:
            timer = self._into_view_timer = QTimer(self, singleShot=True, interval=0)
            timer.timeout.connect(lambda: self.bring_into_view(*self._into_view_args))
        timer.start()
