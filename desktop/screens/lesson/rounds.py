"""Step 3, draft cheap, verify once, keep the matching prefix: the Lab's
token rows, stepped one stage or one round at a time, with the stages named."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label
from desktop.screens.lesson.widgets.stage_strip import StageStrip, advance_stage
from desktop.widgets.playback_bar import PlaybackBar
from desktop.widgets.token_rows import TokenRows

PARAMS = dict(k=4, alpha=0.7, tokens=40, seed=11)


def legend_html(texts: tuple[str, str, str, str, str]) -> str:
    """The symbols of the token rows (a proposal, V, ✓, ✕, +), drawn as they look there, with ``texts``."""
    t = theme.current()

    def chip(text, bg, fg, strike=False):
        s = "text-decoration:line-through;" if strike else ""
        return (f'<span style="background-color:{bg}; color:{fg}; font-weight:bold; {s}">'
                f"&nbsp;{text}&nbsp;</span>")

    symbols = (
        chip("abc", t.draft_fill, t.draft),
        chip("V", t.accent, "#ffffff"),
        chip("✓", "#e2f3ec", t.accepted),
        # The dropped words beside the ✕, struck as in the rows (review 34: they had no entry).
        chip("✕", "#fbe7e4", t.rejected, True) + "&nbsp;" + chip("abc", t.surface, t.text, True),
        chip("+", t.extra, "#ffffff"),
    )
    return " &nbsp;&nbsp; ".join(f"{a}&nbsp;{_bound(b)}" for a, b in zip(symbols, texts))


def _bound(text: str) -> str:
    """``text`` with its short items unbroken and a long one's first three words kept together, so a
    line never ends between a symbol's words («✕ primera» / «rechazada; …», review 11)."""
    words = html.escape(text).split(" ")
    keep = len(words) if len(words) <= 6 else 3
    return "&nbsp;".join(words[:keep]) + "".join(" " + w for w in words[keep:])


class RoundsScreen(LessonScreen):
    NAME = "rounds"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.model = LessonModel(self, **PARAMS)
        self.rows = TokenRows(self.model, ctx.clock, self)
        self.playback = PlaybackBar(self.rows, self, round_step=False)
        self.stages = StageStrip(self.rows, self)
        self.next_stage = QPushButton(self)
        self.next_stage.setObjectName("primary")
        self.next_stage.clicked.connect(self.advance)

        rows_card = Card(self)
        # Two rows: the playback bar alone is nearly as wide as the card.
        bar = QHBoxLayout()
        bar.addWidget(self.next_stage)
        # The three ways to move on, told apart in one line; and k, which the rows do not show.
        self.controls_note = link_label(rows_card, "body")
        self.controls_note.setObjectName("roundsControlsNote")
        bar.addWidget(self.controls_note, 1)
        rows_card.layout_.addLayout(bar)
        rows_card.add(self.playback)
        rows_card.add(self.rows, 1)
        self.legend = link_label(rows_card, "body")
        self.legend.setObjectName("legend")
        rows_card.add(self.legend)

        self.takeaway = link_label(self, "takeaway")
        # The note names the play button by the words it shows now: «▶ Continuar» once a
        # round is shown, «▶ Reproducir» at the start (never a name the button does not show).
        self._note_midway: bool | None = None
        self.rows.progressChanged.connect(self._update_controls_note)
        self.rows.playingChanged.connect(lambda _p: self._update_controls_note())
        self.body.addWidget(self.stages)
        self.body.addWidget(rows_card, 1)
        self.body.addWidget(self.takeaway)
        self.follow_rows(self.rows, self.playback, [self.next_stage])
        self.retranslate()
        self.fit_playback(self.playback)

    def advance(self) -> None:
        advance_stage(self.rows)

    def fold_details(self, fold: bool) -> None:
        self.stages.set_titles_only(fold)

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            'Each row is one <a href="gloss:round">round</a>: the draft proposes k tokens, one slow pass '
            'verifies them, keeps the <a href="gloss:prefix">accepted prefix</a> (the proposals accepted one after '
            "another from the start of the window, up to the first rejection ✕) and adds its own "
            '<a href="gloss:extra">token (+)</a>.'
        ))
        # (The teacher's guide names this button by these words: kit.py.)
        self.next_stage.setText(self.tr("Show the next stage"))
        self.next_stage.setToolTip(self.tr("Show the next stage of the round and stop there"))
        self._note_midway: bool | None = None  # the words change with the language and k: build them again
        self._update_controls_note()
        # Every mark the rows draw, the proposals not yet verified included (review round 8).
        self.legend.setText(legend_html((
            self.tr("proposed, not yet verified"),
            self.tr("one slow pass (filled: done; ring: at work; dashed: not started)"),
            self.tr("accepted"),
            self.tr("first rejected; the rest dropped"),
            # «✓» held to its word: alone on the next line it read as a stray mark (review 24).
            self.tr("its own token: a correction that replaces the ✕, or extra if all are ✓").replace(" ✓", "\u00a0✓"),
        )))
        self.takeaway.setText(self.tr(
            "Every V is one slow pass: the later the first ✕, the more tokens it leaves."
        ))

    def _update_controls_note(self) -> None:
        # Each control by its name on screen ("the bar below" pointed at a row of buttons, blind review);
        # the two that move on, told apart by how far each goes (blind review round 7). The play
        # button by the words it shows when stopped. «Step one round» is left out here: five
        # controls for one animation were too many (reviews 16-19).
        button = self.playback.play_button
        _pause, resume, play = button.texts()
        midway = self.rows.player.midway
        if midway == self._note_midway and self.controls_note.text():
            return  # called on every frame: the words change only when Play's do
        self._note_midway = midway
        text = i18n.fill(self.tr(
            # Review 35: «accepted at random» read as a big model that tosses a coin; only the draft's hits are drawn.
            "<b>k = %1</b> proposals per round; the draft guesses each one right with probability "
            "<a href=\"gloss:alpha\">α</a> = %5 (no real models here: its hits are drawn at random, %6 % of the "
            "time). Each <a href=\"gloss:expected\">run</a> (%4 tokens) has its own luck. To move "
            "on: «%2», one stage; «%3», all of them."),
            str(self.model.k), self.next_stage.text(), resume if midway else play,
            i18n.fmt_int(self.model.tokens), i18n.fmt(self.model.alpha, 2), i18n.fmt_int(round(self.model.alpha * 100)))
        if text != self.controls_note.text():
            self.controls_note.setText(text)

    def reset(self) -> None:
        self.model.reset()
        self.rows.reset()
        self.playback.sync_speed()

    def deactivated(self) -> None:
        self.rows.pause()

    def settle(self) -> None:
        # Two rounds done, the third at its slow pass: a round kept whole (every proposal ✓ and the extra token)
        # above a round cut at its first ✕. With three done, the cut round had scrolled off and no
        # picture of the screen about the prefix showed a cut prefix (review 40).
        for _ in range(2):
            self.rows.step_round()
        for _ in range(2):
            self.advance()
