"""Step 8, drafting heads: in today's serving the draft is often not a
separate model but small heads added to the big model and trained (EAGLE,
Medusa) that propose a few tokens ahead; the big model verifies them the same
way, so it keeps only what it would have written itself."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop import i18n
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.screens.lesson.widgets.heads_diagram import CORRECTION, GUESSES, LAST_STAGE, HeadsDiagram
from desktop.widgets.play_button import PlayButton


class HeadsScreen(LessonScreen):
    NAME = "heads"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        card = Card(self)
        self.diagram = HeadsDiagram(ctx.clock, card)
        self.diagram.setObjectName("headsDiagram")
        # Two checkable buttons kept exclusive by set_mode, not by a QButtonGroup: in a group Qt
        # gives Tab focus to the checked button only, and the other one cannot be reached by Tab.
        self.heads_button = QPushButton(card)
        self.separate_button = QPushButton(card)
        for button, mode in ((self.heads_button, "heads"), (self.separate_button, "separate")):
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, m=mode: self.set_mode(m))
        self.heads_button.setChecked(True)
        self.play_button = PlayButton(card)
        self.play_button.setObjectName("primary")
        self.play_button.clicked.connect(self.diagram.toggle)
        self.step_button = QPushButton(card)
        self.step_button.clicked.connect(self.diagram.next_stage)
        top = FlowLayout()  # large text: the buttons fold onto two lines, the screen stays narrow
        top.add(self.heads_button)
        top.add(self.separate_button)
        card.layout_.addLayout(top)
        card.add(self.diagram, 1)
        # The diagram's running count, named count by count (this round only).
        self.counter = plain_label(card, "body")
        font = self.counter.font()
        font.setBold(True)
        self.counter.setFont(font)
        self.counter.setMinimumHeight(self.counter.fontMetrics().height() * 2 + 4)
        card.add(self.counter)
        self.caption = plain_label(card, "body")
        self.caption.setObjectName("headsCaption")
        self.caption.setMinimumHeight(self.caption.fontMetrics().height() * 2 + 8)
        card.add(self.caption)
        bottom = FlowLayout()
        bottom.add(self.play_button)
        bottom.add(self.step_button)
        card.layout_.addLayout(bottom)

        self.facts = Card(self)
        self.facts_title = plain_label(self.facts, "sectionTitle")
        self.facts_text = link_label(self.facts, "body")
        self.facts.add(self.facts_title)
        self.facts.add(self.facts_text)
        self.facts.layout_.addStretch(1)

        row = QHBoxLayout()
        row.setSpacing(14)
        # 3 : 2, not 2 : 1: at 1024x768 the facts wrapped to 27 lines in a third of the row and the
        # step scrolled by 36 px; the diagram keeps its size in three fifths.
        row.addWidget(card, 3)
        side = QVBoxLayout()
        side.addWidget(self.facts, 1)
        row.addLayout(side, 2)
        self.takeaway = link_label(self, "takeaway")
        self.body.addLayout(row, 1)
        self.body.addWidget(self.takeaway)

        self.diagram.stageChanged.connect(lambda _s: self._update_caption())
        self.diagram.countsChanged.connect(self._update_counter)
        self.diagram.playingChanged.connect(lambda _p: self._update_play())
        self.diagram.stageChanged.connect(lambda _s: self._update_play())
        self.retranslate()

    def set_mode(self, mode: str) -> None:
        self.heads_button.setChecked(mode == "heads")
        self.separate_button.setChecked(mode != "heads")
        self.diagram.set_mode(mode)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            "In today's chat services the draft is often not a separate model: small "
            '<a href="gloss:heads">drafting heads</a>, added to the big model and trained, propose a few '
            "tokens ahead, and the big model <a href=\"gloss:verify\">verifies</a> those proposals as usual."
        ))
        # The chosen way is marked in words too, not only by the button's colour.
        heads_on = self.diagram.mode == "heads"
        self.heads_button.setText(self.tr("● Drafting heads") if heads_on else self.tr("○ Drafting heads"))
        self.separate_button.setText(self.tr("● Separate draft model") if not heads_on
                                     else self.tr("○ Separate draft model"))
        self.heads_button.setAccessibleName(self.tr("Drafting heads"))
        self.separate_button.setAccessibleName(self.tr("Separate draft model"))
        self.play_button.set_play_text(self.tr("▶ Play a round"))
        self._update_play()
        self.step_button.setText(self.tr("One stage at a time"))
        self.diagram.labels = {
            "big": self.tr("Big model"),
            "draft": self.tr("Small draft model"),
            # "Hn" names a head, by how far ahead it looks; never "+n", the sign of the big model's own token.
            "head": self.tr("H%1"),
            # H1 picks, H2 and H3 propose (review 57: «cada una propone» made H1 a proposer: the judge's role mixed up).
            "heads": self.tr("Heads (last layers): H1, the big model's own, picks its token; H2 and H3, added, "
                             "propose the next ones"),
            "text": self.tr("The text so far"),
            "text_heads": i18n.fill(self.tr("The text so far (“%1”: the previous pass's H1)"), GUESSES[0]),
            "guesses": (self.tr("H2, H3: %n proposal(s) of the previous pass", "", len(self.diagram.proposals()))
                        if heads_on else self.tr("%n proposal(s)", "", len(self.diagram.proposals()))),
            # This round only, each number named by what it counts: with heads the round takes no draft
            # step (the previous slow pass made the proposals) but still one slow pass of its own.
            "status": self.tr("This round: draft steps: %1 · slow passes: %2 · new tokens: %3"),
            "status_running": self.tr("This round: draft steps: %1 · slow passes: %2 (pass 1 under way) · "
                                      "new tokens: %3"),
            # "≈ 0", as the side panel says: the heads' work rode on the previous slow pass.
            "status_heads": self.tr("This round: draft steps: ≈ %1 (Medusa: made by the previous slow pass) · "
                                    "slow passes: %2 · new tokens: %3"),
            "status_heads_running": self.tr("This round: draft steps: ≈ %1 (Medusa: made by the previous slow pass) · "
                                            "slow passes: %2 (pass 1 under way) · new tokens: %3"),
        }
        if self.diagram.mode == "heads":
            self.facts_title.setText(self.tr("Drafting heads"))
            # Medusa and EAGLE differ (review round 7): Medusa's heads all read the big model's last step
            # at once, so H2 never sees H1 and drafting costs ≈ 0; EAGLE drafts one token at a time with
            # one small extra layer that sees its own previous proposal, so each step costs a little,
            # c ≈ 0.05, as the tree lab (step 14) charges its "EAGLE-like" drafter.
            self.facts_text.setText(self.tr(
                "<p><b>Layer:</b> one step of the calculation; the big model is a stack of many.<br>"
                "<b>Head:</b> a last layer that picks a token: the big model's own gives H1, the "
                "added ones H2 and H3.</p>"
                # Said of Medusa: EAGLE's steps come after the pass (review 47 read it as true of both).
                "<p><b>When (Medusa, the picture):</b> the slow pass that verifies one window already leaves the "
                "proposals for the next.</p>"
                "<p>Two published ways to do it:<br><b>Medusa</b> (the picture): H2 and H3 propose the 2nd and 3rd "
                "tokens ahead at the same time, before H1's token is known. "
                "Cost ≈ 0.<br>"
                "<b>EAGLE</b>: one head, with a small layer of its own, proposes token by token, knowing the one before. Each step "
                "costs little: about 0.05 of a slow pass. Both can also propose several options at once, "
                "as a tree (the tree lab).</p>"
            ))
        else:
            self.facts_title.setText(self.tr("Separate draft model"))
            self.facts_text.setText(self.tr(
                "<p>A second, much smaller model of the same family. It writes its proposals one by one, "
                "in its own small steps.</p>"
                "<p>It must share the big model's vocabulary, sit in memory beside it, and be similar "
                "enough to be accepted often.</p>"
            ))
        self.takeaway.setText(self.tr(
            "Whoever proposes, the big model has the last word: it keeps only the tokens it would have "
            "written itself. The same text (with its most likely token), fewer slow passes."
        ))
        self._update_caption()
        self._update_counter()
        self._hold_heights()
        self.diagram.update()

    def _update_play(self) -> None:
        d = self.diagram
        self.play_button.show_state(d.playing, 0 < d.stage < LAST_STAGE)

    def _update_counter(self) -> None:
        self.counter.setText(self.diagram.status_text())

    def _update_caption(self) -> None:
        self.caption.setText(self.caption_for(self.diagram.stage))

    def caption_for(self, stage: int) -> str:
        heads = self.diagram.mode == "heads"
        # With heads the caption names the words: "H1" stays the name of a head, never "one more token".
        own, first, second = GUESSES

        def words(text: str) -> str:
            return i18n.fill(text, own, first, second, CORRECTION)

        if stage == 0:
            text = (words(self.tr("The previous slow pass wrote “%1” (H1) and, at once, its added heads proposed "
                                  "“%2” (H2) and “%3” (H3). Press Play."))
                    if heads else self.tr("Press Play, or go one step at a time."))
        elif stage == 1:
            text = (words(self.tr("Not made now: “%2” and “%3” come from the previous slow pass, the same one "
                                  "that wrote “%1” (H1, already in the text)."))
                    if heads else self.tr("The small model writes its 3 proposals one after another: cheap, but "
                                          "a second model."))
        elif stage == 2:
            text = (words(self.tr("This round's slow pass verifies the 2 proposals, “%2” and “%3”, at the same "
                                  "time; “%1” is already the big model's own: nothing to verify."))
                    if heads else self.tr("One slow pass of the big model verifies all 3 proposals at the same time."))
        elif stage == 3:
            # The verdict and the pass's own token come out together and join the text together (review 44).
            text = (words(self.tr("It accepts “%2” (✓) and rejects “%3” (✕); in the same pass it writes its own "
                                  "token, “+ %4”, in place of “%3”: both join the text."))
                    if heads else self.tr("It agrees with the first two (✓), rejects the third (✕) and, in the same "
                                          "pass, adds its own token (+): all three join the text."))
        else:
            text = (words(self.tr("2 new tokens for one slow pass: “%2” (accepted) and “+ %4” (it corrects “%3”). "
                                  "That pass already proposes the next round."))
                    if heads else self.tr("3 new tokens for one slow pass: the accepted prefix and the big model's "
                                          "own token (+)."))
        return text  # the diagram describes itself, with its numbers (a screen reader reads both)

    def _hold_heights(self) -> None:
        """Give the counter and the caption the height of their longest text in this round, so that the
        picture above them keeps its size from stage to stage: a paused frame must not jump."""
        width = self.counter.width()
        if width <= 0:
            return
        status = [self.diagram.labels[k] for k in self.diagram.labels if k.startswith("status")]
        for label, texts in ((self.counter, status),
                             (self.caption, [self.caption_for(s) for s in range(LAST_STAGE + 1)])):
            fm = label.fontMetrics()
            flags = int(Qt.TextFlag.TextWordWrap)
            m = label.contentsMargins()
            need = max(fm.boundingRect(QRect(0, 0, width - m.left() - m.right(), 10000), flags, t).height()
                       for t in texts)
            label.setMinimumHeight(need + m.top() + m.bottom() + 2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._hold_heights()

    def reset(self) -> None:
        self.set_mode("heads")

    def deactivated(self) -> None:
        self.diagram.pause()

    def settle(self) -> None:
        # The finished round, not a pass half done: every layer, the verdict and the kept tokens.
        self.diagram.set_stage(LAST_STAGE)
