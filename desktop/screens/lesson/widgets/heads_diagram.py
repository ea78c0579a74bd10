"""A round of drafting, drawn two ways: with a separate small draft model, or
with small drafting heads on the big model itself (EAGLE, Medusa).

Stages: 0 the text so far, 1 the guesses are drafted, 2 one slow pass checks
them, 3 the ✓/✕ marks, 4 the kept prefix and the big model's own token join
the text. In Medusa's way the heads run on top of a pass: the PREVIOUS pass's own
head already wrote the next token (H1, in the text from the start, never checked)
and its added heads proposed H2, H3. This round's pass verifies those proposals
and adds its own token, so it adds accepted + 1 tokens, like any round. The
counter speaks of this round only, and names what each number counts: the
draft steps (a separate model takes one per proposal as it appears; the heads
take none, their proposals came out of the previous slow pass), the slow passes
(under way while the layers fill, stage 2; done once its verdict shows, stage 3,
when every layer stays filled) and the new tokens (counted when they join the
text, stage 4). Time comes from the app's Clock (``step(dt)``), held only while
a round plays.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n, theme
from desktop.clock import Playback
from desktop.screens.lesson.widgets.lanes import DRAWN_LAYERS
from desktop.widgets import a11y

CONTEXT = ("Érase", "una", "vez", "una")
GUESSES = ("niña", "que", "tenía")
ACCEPTED = 2  # the first two guesses match
CORRECTION = "vivía"
SECONDS_PER_STAGE = 1.3
LAST_STAGE = 4
# The verdict: the pass is done, and its accepted proposals and its own token join the text with it, as
# in the Lab's rows (review 44: a pass counted beside «0 new tokens» read as a pass that left nothing).
VERDICT_STAGE = 3


class HeadsDiagram(i18n.Retranslatable, Playback, QWidget):
    stageChanged = Signal(int)
    playingChanged = Signal(bool)
    countsChanged = Signal()  # what status_text() says changed (a draft step can land mid-stage)

    def __init__(self, clock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.mode = "heads"  # or "separate"
        self.s = 0.0  # stage position; int(s) is the stage
        self.labels = {"big": "", "draft": "", "heads": "", "text": "", "text_heads": "", "guesses": "",
                       "status": "", "status_running": "", "status_heads": "", "status_heads_running": "",
                       "status_marked": "", "status_heads_marked": ""}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Low enough that the screen fits 1280x800 under the "welcome back" notice without scrolling
        # (review round 4: the content jumped when the notice closed); it grows into any spare room.
        self.setMinimumHeight(180)
        self.drawn_heads: list[QRectF] = []
        self.drawn_guesses: list[QRectF] = []
        self.drawn_routes: list[tuple[int, list[QPointF]]] = []
        self.verify_label = None
        self.text_label = None  # (text, box) of the name over the text row, as last painted (tests)
        clock.add(self)
        self.stageChanged.connect(lambda _stage: self._describe())
        self._describe()

    # State ----------------------------------------------------------------------
    @property
    def stage(self) -> int:
        return min(int(self.s), LAST_STAGE)

    def passes_done(self) -> int:
        """The slow pass is done once its verdict (✓/✕) is on screen: the verdict is its result."""
        return 1 if self.stage >= 3 else 0

    def layers_filled(self, layers: int = DRAWN_LAYERS) -> int:
        """How many of the big model's layers the painter fills: they fill one by one while the pass
        runs (stage 2) and stay full once it is done, so the verdict never sits beside empty layers."""
        if self.stage < 2:
            return 0
        if self.stage > 2:
            return layers
        return min(layers, math.ceil((self.s - 2.0) * layers - 1e-9))

    def tokens_done(self) -> int:
        """New tokens in the text: this pass's accepted proposals plus its own token, with its verdict."""
        return self.accepted_proposals() + 1 if self.stage >= VERDICT_STAGE else 0

    def text_words(self) -> list[str]:
        """The words the text row draws now (the painter draws exactly these). With heads, H1 is
        already there: the previous pass wrote it."""
        before = list(CONTEXT) + [GUESSES[i] for i in self.own_indices()]
        if self.stage < VERDICT_STAGE:
            return before
        return before + [GUESSES[i] for i in self.proposal_indices() if i < ACCEPTED] + [CORRECTION]

    def own_indices(self) -> list[int]:
        """Guesses that are the big model's own output (no check needed): H1 with heads."""
        return [0] if self.mode == "heads" else []

    def proposal_indices(self) -> list[int]:
        """Guesses the slow pass verifies: only what a drafter (added heads or a small model) proposed."""
        return [i for i in range(len(GUESSES)) if i not in self.own_indices()]

    def proposals(self) -> list[str]:
        return [GUESSES[i] for i in self.proposal_indices()]

    def accepted_proposals(self) -> int:
        return sum(1 for i in self.proposal_indices() if i < ACCEPTED)

    def guess_label(self, i: int) -> str:
        """What the chip of guess i says at the current stage (the painter draws exactly this)."""
        word = GUESSES[i]
        if i in self.own_indices():
            # The big model's own token: no ✓/✕, it is never in doubt; and no "H1" either: that names a
            # head (how far ahead it looks), never a token or a count.
            return word
        if self.stage >= 3:
            return ("✓ " if i < ACCEPTED else "✕ ") + word
        return word

    def guess_shown(self, i: int) -> bool:
        """Whether the chip of guess i is drawn filled (the painter asks this too). A separate model
        drafts its proposals one after another during stage 1; the heads' are there from the start
        of the round, since the previous slow pass made them."""
        if self.stage < 1:
            return False
        if self.mode == "heads" or self.stage > 1:
            return True
        return (self.s - 1.0) * len(GUESSES) > i

    def draft_steps_done(self) -> int:
        """Steps of a separate draft model in this round: one per proposal drawn so far. The heads
        take none in this round: they ran inside the previous slow pass."""
        if self.mode == "heads":
            return 0
        return sum(1 for i in self.proposal_indices() if self.guess_shown(i))

    def pass_under_way(self) -> bool:
        return self.stage == 2

    def status_text(self) -> str:
        base = "status_heads" if self.mode == "heads" else "status"
        key = base
        if self.pass_under_way():
            key += "_running"
        template = self.labels.get(key) or self.labels.get(base, "")
        return i18n.fill(template, str(self.draft_steps_done()), str(self.passes_done()), str(self.tokens_done()))

    # What a screen reader hears ------------------------------------------------------
    def describe(self) -> str:
        """The picture in words, with the numbers it shows at this stage (WCAG 1.1.1)."""
        n = len(self.proposals())
        stage = self.stage
        if stage == 0:
            text = self.tr("%1, before the round: %n proposal(s) to verify.", "", n)
        elif stage == 1:
            text = self.tr("%1, stage 1 of 4: %n proposal(s) ready for the slow pass.", "", n)
        elif stage == 2:
            text = self.tr("%1, stage 2 of 4: one slow pass verifies the %n proposal(s) at the same time.", "", n)
        elif stage == 3:
            text = self.tr("%1, stage 3 of 4: %2 of the %n proposal(s) accepted (✓), the others rejected (✕); "
                           "the accepted ones and the big model's own token join the text.", "", n)
        else:
            text = self.tr("%1, stage 4 of 4: %n accepted proposal(s) and the big model's own token are in the "
                           "text, for one slow pass.", "", self.accepted_proposals())
        mode = self.tr("Drafting heads") if self.mode == "heads" else self.tr("Separate draft model")
        # The same three numbers as the counter on the picture, for this round.
        count = self.tr("Draft steps: %1, slow passes: %2, new tokens: %3.")
        return " ".join((
            i18n.fill(text, mode, str(self.accepted_proposals())),
            i18n.fill(count, str(self.draft_steps_done()), str(self.passes_done()), str(self.tokens_done())),
        ))

    def _describe(self) -> None:
        a11y.describe(self, self.tr("One round: proposals and one slow pass"), self.describe())

    def retranslate(self) -> None:
        # The accessible description is the only text worded here; the painted labels come from the screen.
        self._describe()

    def painted_fonts(self) -> list[QFont]:
        return [self.label_font(13.5, True), self._big_title_font(self.width() * 0.26), self.label_font(12, True),
                self.label_font(12), self.label_font(12.5, True)]

    def _big_title_font(self, width: float) -> QFont:
        """The big model's name, a little smaller in a narrow window so it fits its box, never under the
        smallest size that carries meaning."""
        size = 13.0
        font = self.label_font(size, True)
        while (QFontMetricsF(font).horizontalAdvance(self.labels["big"]) > width - 10
               and theme.min_pt() <= theme.pt(size - 0.5) < theme.pt(size)):
            size -= 0.5
            font = self.label_font(size, True)
        return font

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.restart()
        self._describe()  # the same stage in the other way has other numbers

    def _counts(self) -> tuple[int, int, int, bool]:
        return self.draft_steps_done(), self.passes_done(), self.tokens_done(), self.pass_under_way()

    def set_stage(self, stage: int) -> None:
        self.s = float(max(0, min(stage, LAST_STAGE)))
        self.update()
        self.stageChanged.emit(self.stage)
        self.countsChanged.emit()

    def next_stage(self) -> None:
        self.pause()
        self.set_stage(0 if self.stage >= LAST_STAGE else self.stage + 1)

    def play(self) -> None:
        # Start with the drafting: a frame paused a second in must not look like the unstarted one.
        if self.stage >= LAST_STAGE or self.stage == 0:
            self.set_stage(1)
        super().play()

    def restart(self) -> None:
        self.pause()
        self.set_stage(0)

    def step(self, dt: float) -> None:
        if not self.playing:
            return
        before = self.stage
        counts = self._counts()
        self.s += dt / SECONDS_PER_STAGE
        if self.s >= LAST_STAGE:
            self.s = float(LAST_STAGE)
            self.pause()
        self.update()
        if self.stage != before:
            self.stageChanged.emit(self.stage)
        if self._counts() != counts:
            self.countsChanged.emit()

    # Painting ---------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(760, 180)

    def label_font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(theme.pt(size))
        f.setBold(bold)
        return f

    def paintEvent(self, _event) -> None:
        t = theme.current()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(t.surface))
        # Draw in a box of a fixed shape, centred: a tall widget must not
        # stretch the big model into a tower.
        W = float(self.width())
        H = min(float(self.height()), W * 0.5)
        p.translate(0, (self.height() - H) / 2)
        stage = self.stage
        chip_font = self.label_font(13.5, True)
        cfm = QFontMetricsF(chip_font)
        chip_h = cfm.height() * 1.6

        # The big model
        # Its bottom stays clear of the text row's label (a short drawing in a narrow window).
        label_top = H - chip_h - 8 - cfm.height() * 1.25
        big = QRectF(W * 0.36, H * 0.24, W * 0.26, min(H * 0.50, label_top - H * 0.24 - 6))
        verifying = stage == 2
        p.setPen(QPen(QColor(t.accent), 4 if verifying else 2.5))
        p.setBrush(QColor("#e6f0f8"))
        p.drawRoundedRect(big, 12, 12)
        layers = DRAWN_LAYERS
        # The name on two lines when even the smallest size does not fit the box (1024x768 on a
        # projector drew «Modelo grande» across the box's edges, review 13).
        title_font = self._big_title_font(big.width())
        tfm = QFontMetricsF(title_font)
        title_lines = 1 if tfm.horizontalAdvance(self.labels["big"]) <= big.width() - 10 else 2
        title_h = max(cfm.height() * 1.2, tfm.height() * title_lines + 4)
        inner = big.adjusted(14, 12 + title_h, -14, -12)
        lh = inner.height() / layers
        filled = self.layers_filled(layers)
        for i in range(layers):
            r = QRectF(inner.left(), inner.bottom() - (i + 1) * lh + 2, inner.width(), lh - 4)
            lit = i < filled
            p.setPen(QPen(QColor(t.accent), 1.2))
            p.setBrush(QColor(t.accent) if lit else QColor(t.surface))
            p.drawRoundedRect(r, 3, 3)
        p.setFont(title_font)
        p.setPen(QColor(t.accent))
        p.drawText(QRectF(big.left() + 4, big.top() + 6, big.width() - 8, title_h),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.labels["big"])

        # The drafter: heads on top of the big model, or a separate small model.
        drafting = stage == 1
        sources: list[QPointF] = []  # where a separate draft model's arrows start
        head_rects: list[QRectF] = []
        # What this paint drew, for tests: the heads' boxes, the proposals' boxes, the heads' arrows.
        self.drawn_heads, self.drawn_routes = head_rects, []
        if self.mode == "heads":
            n = len(GUESSES)
            hw = big.width() / n - 10
            hh = H * 0.10
            for i in range(n):
                # Head 0 is the big model's own (H1); the added, trained heads propose H2, H3.
                own = i == 0
                colour = QColor(t.accent if own else t.draft)
                r = QRectF(big.left() + 5 + i * (hw + 10), big.top() - hh - 12, hw, hh)
                p.setPen(QPen(QColor(t.accent), 1.5))
                p.drawLine(QPointF(r.center().x(), r.bottom()), QPointF(r.center().x(), big.top()))
                p.setPen(QPen(colour, 3.5 if drafting else 2.2, Qt.PenStyle.SolidLine if own else Qt.PenStyle.DashLine))
                p.setBrush(QColor("#e6f0f8" if own else "#fdf1e3"))
                p.drawRoundedRect(r, 7, 7)
                p.setFont(self.label_font(12, True))
                p.setPen(colour)
                # A letter and a number, never "+n": "+" is the big model's own token everywhere else (reviews 11-13).
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, i18n.fill(self.labels.get("head", "H%1"), str(i + 1)))
                head_rects.append(r)
            p.setFont(self.label_font(12))
            # The text colour, not the draft's orange: orange text at this size was hard to read from the
            # back row (blind review); the dashed orange frames of H2, H3 still mark the added heads.
            p.setPen(QColor(t.text))
            # As many lines as the legend wraps to in its column (four in a narrow window), centred on
            # the heads but never above the top of the drawing.
            flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
            needed = QFontMetricsF(self.label_font(12)).boundingRect(QRectF(0, 0, W * 0.3, 1000), int(flags),
                                                                self.labels["heads"]).height() + 4
            top = max(-(self.height() - H) / 2, big.top() - hh / 2 - 12 - needed / 2)
            p.drawText(QRectF(big.left() - W * 0.3 - 10, top, W * 0.3, needed), flags, self.labels["heads"])
        else:
            # A model of its own: same place as the heads, but detached from the big model. Wider than
            # the big model (the space on its left is free here) and as tall as its name needs, so
            # "Modelo borrador pequeño" is never cut.
            one_line = QFontMetricsF(self.label_font(12.5, True)).horizontalAdvance(self.labels["draft"]) + 28
            width = min(big.right() - 8, max(big.width() * 1.5, one_line))
            name_rect = QFontMetricsF(self.label_font(12.5, True)).boundingRect(
                QRectF(0, 0, width - 12, 1000), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.labels["draft"])
            hh = min(max(H * 0.12, name_rect.height() + 10), big.top() - 22)
            r = QRectF(big.right() - width, big.top() - hh - 18, width, hh)
            p.setPen(QPen(QColor(t.draft), 3.5 if drafting else 2.2))
            p.setBrush(QColor("#fdf1e3"))
            p.drawRoundedRect(r, 10, 10)
            p.setFont(self.label_font(12.5, True))
            p.setPen(QColor(t.draft))
            p.drawText(r.adjusted(6, 2, -6, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.labels["draft"])
            sources = [QPointF(r.right(), r.center().y())] * len(GUESSES)

        # The text so far, at the bottom; kept tokens join it at the last stage.
        text_y = H - chip_h - 8
        p.setFont(self.label_font(12))
        p.setPen(QColor(t.muted_text))
        text_box = QRectF(8, text_y - cfm.height() * 1.2, W - 16, cfm.height() * 1.1)
        text_label = self.labels.get("text_heads" if self.own_indices() else "text") or self.labels["text"]
        if QFontMetricsF(self.label_font(12)).horizontalAdvance(text_label) > text_box.width():
            # Narrower than the long name (1024x768, projector: cut mid-word, review 79): the short one;
            # the previous pass's token keeps its own frame in the row.
            text_label = self.labels["text"]
        p.drawText(text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text_label)
        self.text_label = (text_label, text_box)  # (tests)
        x = 8.0
        all_words = self.text_words()
        n_old = len(CONTEXT)
        n_prev = n_old + len(self.own_indices())  # H1 of the previous pass, already written

        def chip_label(j: int) -> str:
            # "+" marks the big model's own token of this pass, as in every token row of the lesson. The
            # previous pass's own token is told apart by its frame and the row's label, not by "H1".
            own = stage >= VERDICT_STAGE and j == len(all_words) - 1
            return ("+ " + all_words[j]) if own else all_words[j]

        # In a narrow window the oldest words of the context give way to "…": what this round wrote
        # always stays in view.
        first = 0
        ellipsis_w = cfm.horizontalAdvance("…") + 24 + 8
        while first < n_old - 1 and (sum(cfm.horizontalAdvance(chip_label(j)) + 32 for j in range(first, len(all_words)))
                                     + (ellipsis_w if first else 0) > W - 16):
            first += 1
        if first:
            r = QRectF(x, text_y, ellipsis_w - 8, chip_h)
            p.setPen(QPen(QColor(t.muted_text), 1.5))
            p.setBrush(QColor("#efefec"))
            p.drawRoundedRect(r, 7, 7)
            p.setFont(chip_font)
            p.setPen(QColor(t.text))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "…")
            x += ellipsis_w
        for j, word in enumerate(all_words):
            if j < first:
                continue
            own_token = stage >= VERDICT_STAGE and j == len(all_words) - 1
            prev = n_old <= j < n_prev
            new = j >= n_prev
            label = chip_label(j)
            w = cfm.horizontalAdvance(label) + 24
            r = QRectF(x, text_y, w, chip_h)
            colour = t.extra if own_token else (t.accepted if new else (t.accent if prev else t.muted_text))
            p.setPen(QPen(QColor(colour), 2.2 if new or prev else 1.5))
            fill = "#e2f3ec" if new else ("#e6f0f8" if prev else "#efefec")
            p.setBrush(QColor(t.extra) if own_token else QColor(fill))
            p.drawRoundedRect(r, 7, 7)
            p.setFont(chip_font)
            p.setPen(QColor("#ffffff") if own_token else QColor(t.text))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
            x += w + 8
        # The running count (status_text) is a label of the screen, under the diagram: named counts
        # need more room than a corner of the picture leaves.
        # The text feeds the big model (and the separate draft).
        p.setPen(QPen(QColor(t.muted_text), 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(big.center().x(), text_y - cfm.height() * 1.3), QPointF(big.center().x(), big.bottom()))

        # The guesses, on the right.
        gx = W * 0.72
        # From the top: with heads the title takes two lines ("of the previous pass"); three chips
        # must stay above the text row, which grows to the right at the last stage.
        # The title takes the lines it wraps to (three in a narrow window), the chips come below it.
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title = QFontMetricsF(self.label_font(12)).boundingRect(QRectF(0, 0, W - gx - 8, 1000), int(flags),
                                                           self.labels["guesses"])
        title_top = H * 0.04
        gy = title_top + title.height() + cfm.height() * 0.3
        p.setFont(self.label_font(12))
        p.setPen(QColor(t.muted_text))
        p.drawText(QRectF(gx, title_top, W - gx - 8, title.height() + 2), flags, self.labels["guesses"])
        guess_rects = []
        self.drawn_guesses = guess_rects
        self.drawn_head_tags: list[tuple[int, str]] = []  # (guess, head name) written beside it (tests)
        # Only what the slow pass verifies sits here: with heads, H1 is already in the text.
        for row, i in enumerate(self.proposal_indices()):
            word = GUESSES[i]
            shown = self.guess_shown(i)
            label = self.guess_label(i)
            w = cfm.horizontalAdvance("✓ " + word) + 24
            r = QRectF(gx, gy + row * (chip_h + 10), w, chip_h)
            guess_rects.append(r)
            if not shown:
                p.setPen(QPen(QColor(t.muted_text), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r, 7, 7)
                continue
            if stage >= 3:
                ok = i < ACCEPTED
                border = t.accepted if ok else t.rejected
                fill = "#e2f3ec" if ok else "#fbe7e4"
            else:
                border, fill = t.draft, "#fdf1e3"
            p.setPen(QPen(QColor(border), 2.2))
            p.setBrush(QColor(fill))
            p.drawRoundedRect(r, 7, 7)
            f = QFont(chip_font)
            f.setStrikeOut(stage >= 3 and i >= ACCEPTED)
            p.setFont(f)
            p.setPen(QColor(t.rejected if stage >= 3 and i >= ACCEPTED else t.text))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
            if self.mode == "heads":
                # Which head proposed it, beside it (review 34 matched «que» to H2 by the order alone).
                tag = i18n.fill(self.labels.get("head", "H%1"), str(i + 1))
                tag_font = self.label_font(12, True)
                if QFontMetricsF(tag_font).horizontalAdvance("← " + tag) + 6 <= W - r.right() - 4:
                    p.setFont(tag_font)
                    p.setPen(QColor(t.text))
                    p.drawText(QRectF(r.right() + 6, r.top(), W - r.right() - 8, r.height()),
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "← " + tag)
                    self.drawn_head_tags.append((i, tag))
            if drafting:
                # With heads the proposals were made by the previous pass, not now: a thin dotted, muted
                # arrow says "came from", where a separate model's bold arrow says "written now" (review
                # round 7 read the heads' arrows as made in this round).
                if self.mode == "heads":
                    route = self._head_route(head_rects, i, QPointF(r.left() - 2, r.center().y()))
                    self.drawn_routes.append((i, route))
                    self._arrow_path(p, route, QColor(t.muted_text), Qt.PenStyle.DotLine, 1.6)
                else:
                    self._arrow(p, sources[i], QPointF(r.left() - 2, r.center().y()), QColor(t.draft))
        self.verify_label = None
        if stage == 2:
            for r in guess_rects:
                # Level with its proposal where the big model is that tall: arrows fanned out from one
                # point crossed the word «verifica» written beside them (review 14).
                y = min(max(r.center().y(), big.top() + 8), big.bottom() - 8)
                self._arrow(p, QPointF(big.right(), y), QPointF(r.left() - 2, r.center().y()), QColor(t.accent))
            if guess_rects:
                # Named on the arrows: drawn bare from the big model, they read as "it writes these now"
                # (review round 9), not as the slow pass checking the previous pass's proposals.
                font = self.label_font(11, bold=True)
                p.setFont(font)
                p.setPen(QColor(t.accent))
                fm = QFontMetricsF(font)
                word = self.tr("verifies")
                # Under the lowest arrow, clear of every line.
                lowest = max(min(max(r.center().y(), big.top() + 8), big.bottom() - 8) for r in guess_rects)
                gap = guess_rects[0].left() - big.right() - 6
                if fm.horizontalAdvance(word) + 4 <= gap:
                    room = QRectF(big.right() + 4, lowest + 6, gap, fm.height())
                else:
                    # Too narrow between the model and its proposals (1024x768, projector): the word ran
                    # into the lowest proposal (review 27); it goes under the proposals instead, or, where
                    # the text's name sits there (review 79 read the two on top of each other), nowhere:
                    # the caption under the drawing says that the pass verifies them.
                    last = guess_rects[-1]
                    room = QRectF(last.left(), last.bottom() + 4, fm.horizontalAdvance(word) + 4, fm.height())
                    if room.intersects(text_box):
                        room = None
                if room is not None:
                    p.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, word)
                    self.verify_label = (word, room)  # what it wrote and where (tests)
        p.end()

    @staticmethod
    def _head_route(heads: list[QRectF], i: int, end: QPointF) -> list[QPointF]:
        """From head ``i`` to its proposal: straight from the last head; from one with heads to its right,
        up and over them, so C2's arrow no longer crosses the C3 box (review 27)."""
        head = heads[i]
        if i == len(heads) - 1:
            return [QPointF(head.right(), head.center().y()), end]
        over = min(r.top() for r in heads) - 6
        return [QPointF(head.center().x(), head.top()), QPointF(head.center().x(), over),
                QPointF(heads[-1].right() + 8, over), end]

    def _arrow_path(self, p: QPainter, points: list[QPointF], colour: QColor,
                    style: Qt.PenStyle = Qt.PenStyle.SolidLine, width: float = 2.4) -> None:
        p.setPen(QPen(colour, width, style))
        for a, b in zip(points[:-2], points[1:-1]):
            p.drawLine(a, b)
        self._arrow(p, points[-2], points[-1], colour, style, width)

    def _arrow(self, p: QPainter, a: QPointF, b: QPointF, colour: QColor,
               style: Qt.PenStyle = Qt.PenStyle.SolidLine, width: float = 2.4) -> None:
        p.setPen(QPen(colour, width, style))
        p.drawLine(a, b)
        p.setPen(QPen(colour, width))
        ang = math.atan2(b.y() - a.y(), b.x() - a.x())
        a1 = QPointF(b.x() - 11 * math.cos(ang - 0.4), b.y() - 11 * math.sin(ang - 0.4))
        a2 = QPointF(b.x() - 11 * math.cos(ang + 0.4), b.y() - 11 * math.sin(ang + 0.4))
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([b, a1, a2]))
