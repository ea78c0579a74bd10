"""What every lesson step shares: the lead paragraph, the "Read first" link,
cards, rich-text labels whose links reach the glossary, and the lesson's look.

Texts of this base class are translated in the fixed context "LessonScreen":
``self.tr`` would look them up under each subclass's name at run time.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QPalette, QColor
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QLayout, QStyle, QVBoxLayout, QWidget

from desktop import theme
from desktop.screens.base import AppContext, Screen
from desktop.screens.lesson import links
from desktop.widgets.link_label import LinkLabel


TAKEAWAY_BACKGROUND = "#eaf2f8"  # the key-idea band; step 2's drawing of the trips sits in it


def stylesheet() -> str:
    t = theme.current()
    return f"""
    QLabel#lead {{ font-size: {theme.pt(14):.0f}pt; color: {t.text}; }}
    QLabel#sectionTitle {{ font-size: {theme.pt(14):.0f}pt; font-weight: bold; color: {t.text}; }}
    QLabel#body {{ font-size: {theme.pt(13):.0f}pt; color: {t.text}; }}
    QLabel#caption {{ font-size: {theme.pt(12):.0f}pt; color: {t.muted_text}; }}
    QLabel#bigNumber {{ font-size: {theme.pt(22):.0f}pt; font-weight: bold; color: {t.accent}; }}
    QLabel#takeaway {{
        font-size: {theme.pt(14):.0f}pt; color: {t.text}; background: {TAKEAWAY_BACKGROUND};
        border-left: 6px solid {t.accent}; padding: 8px 12px;
    }}
    QLabel#good {{
        font-size: {theme.pt(13):.0f}pt; color: {t.text}; background: #e2f3ec;
        border-left: 6px solid {t.accepted}; padding: 8px 12px;
    }}
    QLabel#bad {{
        font-size: {theme.pt(13):.0f}pt; color: {t.text}; background: #fbe7e4;
        border-left: 6px solid {t.rejected}; padding: 8px 12px;
    }}
    QFrame#lessonCard {{ background: {t.surface}; border: 1px solid #c8c8c4; border-radius: 10px; }}
    """


def link_label(parent: QWidget, object_name: str = "body", wrap: bool = True) -> QLabel:
    """A rich-text label whose ``gloss:``/``explain:``/``screen:`` links work."""
    label = LinkLabel(parent)
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(wrap)
    label.setOpenExternalLinks(False)
    label.setTextInteractionFlags(
        Qt.TextInteractionFlag.LinksAccessibleByMouse | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    )
    label.linkActivated.connect(lambda url: links.follow(label, url))
    return label


def plain_label(parent: QWidget, object_name: str = "body", wrap: bool = True) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


class Card(QFrame):
    """A white rounded panel; ``layout`` is its vertical layout."""

    def __init__(self, parent: QWidget | None = None, margins: int = 14, spacing: int = 8) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCard")
        self.layout_ = QVBoxLayout(self)
        self._room = (margins, spacing)
        self.set_tight(False)

    def set_tight(self, tight: bool) -> None:
        """Half the margins and gaps, for a screen a few lines short of its room."""
        margins, spacing = self._room
        if tight:
            margins, spacing = margins // 2, spacing // 2
        self.layout_.setContentsMargins(margins, margins - 2, margins, margins - 2)
        self.layout_.setSpacing(spacing)

    def add(self, widget: QWidget, stretch: int = 0) -> QWidget:
        self.layout_.addWidget(widget, stretch)
        return widget


# The air between a step's parts, and what is left of it when the step is short of room.
GAP, TIGHT_GAP = 12, 4


class LessonScreen(Screen):
    """A lesson step: a lead paragraph, a "Read first" button, then ``self.body``.

    Subclasses build their widgets into ``self.body`` and call
    ``self.retranslate()`` at the end of ``__init__``; their ``retranslate``
    calls ``super().retranslate()`` and sets the lead with ``set_lead``.
    """

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setStyleSheet(stylesheet())
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Link, QColor(theme.current().accent))
        pal.setColor(QPalette.ColorRole.LinkVisited, QColor(theme.current().accent))
        self.setPalette(pal)
        # Taking focus on arrival keeps arrow keys and PageUp/PageDown free for
        # the window's Back/Next (a presenter's clicker) until the learner
        # deliberately focuses a control.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(GAP)
        # «This step, in writing» is a link at the lead's end, on every step: a button beside the lead
        # took a third of its width (seven lines at 1024x768), and a button on some steps and a link on
        # others, as the room allowed, read as two different things (reviews 56, 57).
        self.lead = link_label(self, "lead")
        outer.addWidget(self.lead)
        self.body = QVBoxLayout()
        self.body.setSpacing(GAP)
        outer.addLayout(self.body, 1)
        self._watched_room: QWidget | None = None

    NAME = ""  # the step's screen name, also its explainer section

    def fit_playback(self, bar) -> None:
        """Have ``bar`` (a PlaybackBar) fold onto two rows when one row would not fit the room
        the window gives this screen (long translations, large text)."""
        self._playbacks = getattr(self, "_playbacks", [])
        if bar not in self._playbacks:
            self._playbacks.append(bar)
        self._fit_playbacks()

    def _fit_playbacks(self) -> None:
        room = self.parentWidget().width() if self.parentWidget() is not None else self.width()
        for bar in getattr(self, "_playbacks", []):
            # The bar sits in a card inside this screen: leave its margins.
            bar.set_compact(bar.one_row_width() > room - 60)

    def stack_when_narrow(self, *rows: QBoxLayout) -> None:
        """Lay each of ``rows`` (side-by-side parts, in the order they may give way) top to bottom
        when the room is narrower than the step's parts side by side: at 200 % text on a 1024x768
        screen, steps 4-7 were 76-184 px wider than the window and scrolled sideways, lines cut at
        the right edge (issue 19: larger text reflows, never widens). The page scrolls down instead."""
        self._narrow_rows = self._narrow_rows + tuple(
            (row, [row.stretch(i) for i in range(row.count())]) for row in rows)

    def _fit_width(self, width: int) -> None:
        """Stack the fewest rows (``stack_when_narrow``) that bring the step within ``width``. A new
        width starts from every row side by side; new words at the same width may only stack more."""
        rows = self._narrow_rows
        if not rows or self._fitting_width:
            return  # (measuring invalidates the layouts, and their layout request asks again)
        self._fitting_width = True
        try:
            self._stack_rows(rows, width)
        finally:
            self._fitting_width = False

    def _stack_rows(self, rows, width: int) -> None:
        if width != self._width_fitted_for:
            self._width_fitted_for = width
            for row, stretches in rows:
                if row.direction() != QBoxLayout.Direction.LeftToRight:
                    row.setDirection(QBoxLayout.Direction.LeftToRight)
                    for i, stretch in enumerate(stretches):
                        row.setStretch(i, stretch)
        for row, _stretches in rows:
            if self._minimum_width() <= width:
                return
            if row.direction() == QBoxLayout.Direction.LeftToRight:
                row.setDirection(QBoxLayout.Direction.TopToBottom)
                for i in range(row.count()):
                    row.setStretch(i, 0)  # stacked, each part takes the height it needs

    def _minimum_width(self) -> int:
        """The step's narrowest width with its rows as they are now. A layout caches its sizes, and
        a row turned on its side clears only its own cache: clear them all."""
        for layout in self.findChildren(QLayout):
            layout.invalidate()
        return self.layout().totalMinimumSize().width()

    def room(self) -> QSize | None:
        """The size the window gives this screen, without scroll bars; None before it has one."""
        view = self.parentWidget()
        if view is None:
            return None
        area = self.scroll_area()
        return area.maximumViewportSize() if area is not None else view.size()

    def _fit_height(self) -> None:
        """Close the gaps, then fold details, when the screen is taller than its room.

        Review 23: on a projector at 1280x800 most steps were 2–27 px too tall, so the key idea at the
        bottom sat under the "more below" fade. The gaps and card margins are about 40 px of air;
        halving them brings the whole step into one screenful, and a roomy window keeps the air.
        A step may also fold a detail it can spare (``fold_details``) when that is not enough.
        A new room tries the roomy look first; after that, new content may only close the gaps or fold,
        never undo it, so the looks cannot take turns (tried: reopening when what a change saved fits
        back made step 5, whose chart takes the room below its top, swap looks on every request).
        """
        room = self.room()
        if room is None or room.height() <= 0 or not self.isVisible():
            return  # a hidden screen's words are not laid out at its width yet
        if self._narrow_rows:
            # Less the vertical bar's width: a stacked step scrolls down, and the bar takes its share.
            self._fit_width(room.width() - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
        key = (room.width(), room.height())
        if key != self._fitted_for:
            self._fitted_for = key
            if self.tight:
                self._set_tight(False)
            if self.folded:
                self.folded = False
                self.fold_details(False)
        if not self.tight and self._needed_height(room.width()) > room.height():
            self._set_tight(True)
            # The cards' own layouts too: with their old margins their words kept the old widths, and a
            # step that fits once laid out judged itself 22 px over and folded (step 2 at 1280x800 lost
            # its key for a two-word change, review 74; steps 5, 6, 7 and 11 folded at 1024x768 needlessly).
            for card in self.findChildren(Card):
                card.layout_.activate()
            self.layout().activate()  # the closed gaps' height now, not one event later: the fold checks it
        if self.tight and not self.folded and self._needed_height(room.width()) > room.height():
            self.folded = True
            self.fold_details(True)
        self._bar_only_if_needed(room)

    def _bar_only_if_needed(self, room: QSize) -> None:
        """Keep the scroll bar off when the step fits the room's full width.

        A step that fits without the bar may not fit beside it (its words wrap one line more), and the
        scroll area, once it had shown the bar, kept it: step 7 at 1024x768 scrolled 19 px while it
        fitted without the bar by 4 px (session 26). The fit above judges the full width, so it decides."""
        area = self.scroll_area()
        if area is not None:
            fits = self._needed_height(room.width()) <= room.height()
            policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if area.verticalScrollBarPolicy() != policy:  # setting it lays the area out again, even unchanged
                area.setVerticalScrollBarPolicy(policy)

    def fold_details(self, fold: bool) -> None:
        """Hide (or show again) what a short room can do without; by default, nothing."""

    def _needed_height(self, width: int) -> int:
        layout = self.layout()
        if layout.hasHeightForWidth():
            # The height its wrapped words take at this width. Not the minimum size: a wrapped label's
            # minimum is guessed at a narrow width, and on the first layout it made step 4 look 120 px
            # taller than it was, so it folded at 1280x800 where everything fits.
            return layout.totalHeightForWidth(width)
        return layout.totalMinimumSize().height()

    def _set_tight(self, tight: bool) -> None:
        gap = TIGHT_GAP if tight else GAP
        self.layout().setSpacing(gap)
        self.body.setSpacing(gap)
        for card in self.findChildren(Card):
            card.set_tight(tight)
        self.tight = tight

    def _render_lead(self) -> None:
        html = self._lead_html
        # A class run with --screens may leave the explainer out.
        if links.available(self, "explainer"):
            link = ' <a href="explain:%s">%s&nbsp;▸</a>' % (
                self.section(), QCoreApplication.translate("LessonScreen", "This step, in writing"))
            html = html[:-4] + link + "</p>" if html.endswith("</p>") else html + link
        self.lead.setText(html)

    tight = False
    folded = False
    _lead_html = ""
    _fitted_for: tuple[int, int] | None = None
    _width_fitted_for: int | None = None
    _narrow_rows: tuple = ()  # (row, its side-by-side stretches), from stack_when_narrow
    _fitting_width = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched_room and event.type() == QEvent.Type.Resize:
            self._fit_height()
        return super().eventFilter(watched, event)

    def _watch_room(self) -> None:
        # The room can grow without resizing a screen already taller than it: watch the room itself.
        room = self.parentWidget()
        if room is not None and room is not self._watched_room:
            if self._watched_room is not None:
                self._watched_room.removeEventFilter(self)
            room.installEventFilter(self)
            self._watched_room = room

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_playbacks()
        self._fit_height()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit_height()  # new words, a card shown or hidden: the height needed changed
        return handled

    def section(self) -> str:
        return self.NAME

    def set_lead(self, html: str) -> None:
        self._lead_html = html
        self._render_lead()

    def retranslate(self) -> None:
        # «In writing», not «Read first»: it read as something to read before this step (review 14),
        # where it is this step's section of the written explainer.
        # «Por escrito» alone did not say what was written (review 27): this step's own section.
        self._render_lead()

    def activated(self) -> None:
        self._render_lead()
        self._fit_playbacks()
        self._watch_room()
        self._fit_height()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
