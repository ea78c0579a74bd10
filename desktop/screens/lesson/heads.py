"""Step 8, drafting heads: in today's serving the draft is often not a
separate model but small extra heads on the big model (EAGLE, Medusa) that
guess a few tokens ahead; the big model verifies them the same way."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.widgets.heads_diagram import HeadsDiagram


class HeadsScreen(LessonScreen):
    NAME = "heads"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        card = Card(self)
        self.diagram = HeadsDiagram(ctx.clock, card)
        self.diagram.setObjectName("headsDiagram")
        self.mode_buttons = QButtonGroup(self)
        self.mode_buttons.setExclusive(True)
        self.heads_button = QPushButton(card)
        self.separate_button = QPushButton(card)
        for button, mode in ((self.heads_button, "heads"), (self.separate_button, "separate")):
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, m=mode: self.set_mode(m))
            self.mode_buttons.addButton(button)
        self.heads_button.setChecked(True)
        self.play_button = QPushButton(card)
        self.play_button.setObjectName("primary")
        self.play_button.clicked.connect(self.diagram.play)
        self.step_button = QPushButton(card)
        self.step_button.clicked.connect(self.diagram.next_stage)
        top = QHBoxLayout()
        top.addWidget(self.heads_button)
        top.addWidget(self.separate_button)
        top.addStretch(1)
        card.layout_.addLayout(top)
        card.add(self.diagram, 1)
        self.caption = plain_label(card, "body")
        self.caption.setObjectName("headsCaption")
        self.caption.setMinimumHeight(self.caption.fontMetrics().height() * 2 + 8)
        card.add(self.caption)
        bottom = QHBoxLayout()
        bottom.addWidget(self.play_button)
        bottom.addWidget(self.step_button)
        bottom.addStretch(1)
        card.layout_.addLayout(bottom)

        self.facts = Card(self)
        self.facts_title = plain_label(self.facts, "sectionTitle")
        self.facts_text = link_label(self.facts, "body")
        self.facts.add(self.facts_title)
        self.facts.add(self.facts_text)
        self.facts.layout_.addStretch(1)

        row = QHBoxLayout()
        row.setSpacing(14)
        row.addWidget(card, 2)
        side = QVBoxLayout()
        side.addWidget(self.facts, 1)
        row.addLayout(side, 1)
        self.takeaway = link_label(self, "takeaway")
        self.body.addLayout(row, 1)
        self.body.addWidget(self.takeaway)

        self.diagram.stageChanged.connect(lambda _s: self._update_caption())
        self.retranslate()

    def set_mode(self, mode: str) -> None:
        (self.heads_button if mode == "heads" else self.separate_button).setChecked(True)
        self.diagram.set_mode(mode)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            "In today's chat services the draft is often not a separate model: small <b>drafting heads</b> "
            "added to the big model guess a few tokens ahead (EAGLE, Medusa), and the big model "
            '<a href="gloss:verify">verifies</a> them as usual.'
        ))
        self.heads_button.setText(self.tr("Drafting heads"))
        self.separate_button.setText(self.tr("Separate draft model"))
        self.play_button.setText(self.tr("▶ Play a round"))
        self.step_button.setText(self.tr("Next step"))
        self.diagram.labels = {
            "big": self.tr("Big model"),
            "draft": self.tr("Small draft model"),
            "heads": self.tr("drafting heads"),
            "text": self.tr("The text so far"),
            "guesses": self.tr("Guesses"),
        }
        if self.diagram.mode == "heads":
            self.facts_title.setText(self.tr("Drafting heads"))
            self.facts_text.setText(self.tr(
                "<p>A few small layers bolted onto the big model. They read what its last pass already "
                "computed, so their guesses come almost for free.</p>"
                "<p><b>Medusa</b>: each head guesses one position ahead (+1, +2, +3).<br>"
                "<b>EAGLE</b>: one light head that keeps predicting from the big model's own features.</p>"
                "<p>No second model to load or keep in step.</p>"
            ))
        else:
            self.facts_title.setText(self.tr("Separate draft model"))
            self.facts_text.setText(self.tr(
                "<p>A second, much smaller model of the same family. It writes its guesses one by one, "
                "in its own small passes.</p>"
                "<p>It must share the big model's vocabulary, live in memory beside it, and stay "
                "similar enough to be right often.</p>"
            ))
        self.takeaway.setText(self.tr(
            "Whoever drafts, the big model has the last word: only the tokens it agrees with are kept. "
            "Same answer, fewer slow passes."
        ))
        self._update_caption()
        self.diagram.update()

    def _update_caption(self) -> None:
        stage = self.diagram.stage
        heads = self.diagram.mode == "heads"
        if stage == 0:
            text = self.tr("Press Play, or go one step at a time.")
        elif stage == 1:
            text = (self.tr("The heads guess the next 3 tokens at once, from what the big model just computed.")
                    if heads else self.tr("The small model writes its 3 guesses one after another: cheap, but a "
                                          "second model."))
        elif stage == 2:
            text = self.tr("One slow pass of the big model checks all 3 guesses at the same time.")
        elif stage == 3:
            text = self.tr("It agrees with the first two (✓) and rejects the third (✕).")
        else:
            text = self.tr("The ✓ prefix is kept and the same pass adds the big model's own token (+). "
                           "Three tokens for one slow pass.")
        self.caption.setText(text)
        self.diagram.setAccessibleDescription(text)

    def reset(self) -> None:
        self.set_mode("heads")

    def deactivated(self) -> None:
        self.diagram.pause()

    def settle(self) -> None:
        self.diagram.set_stage(2)
        self.diagram.s = 2.6
        self.diagram.update()
