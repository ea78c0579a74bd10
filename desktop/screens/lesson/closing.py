"""Step 11, where it leads: the next idea (shrink the model itself:
quantisation, distillation) and what the learner can now explain."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop import i18n
from desktop.screens.base import AppContext
from desktop.screens.lesson import links
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.widgets.flow import FlowLayout


class NextScreen(LessonScreen):
    NAME = "next"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.cards = {}
        ideas = QVBoxLayout()
        ideas.setSpacing(10)
        for key in ("quantisation", "distillation"):
            card = Card(self)
            title = plain_label(card, "sectionTitle")
            text = link_label(card, "body")
            card.add(title)
            card.add(text)
            ideas.addWidget(card)
            self.cards[key] = (title, text)
        more = Card(self)
        self.more_title = plain_label(more, "sectionTitle")
        more.add(self.more_title)
        buttons = FlowLayout()  # large text: the buttons fold onto two lines, the screen stays narrow
        self.lab_button = QPushButton(more)
        self.lab_button.setObjectName("primary")
        self.lab_button.clicked.connect(lambda: links.follow(self, "screen:lab"))
        self.explainer_button = QPushButton(more)
        self.explainer_button.clicked.connect(lambda: links.follow(self, "screen:explainer"))
        self.glossary_button = QPushButton(more)
        self.glossary_button.clicked.connect(lambda: links.follow(self, "screen:glossary"))
        for button in (self.lab_button, self.explainer_button, self.glossary_button):
            buttons.add(button)
        more.layout_.addLayout(buttons)
        ideas.addStretch(1)

        summary = Card(self)
        self.summary_title = plain_label(summary, "sectionTitle")
        self.summary = link_label(summary, "body")
        self.summary.setObjectName("summaryList")
        self.score = plain_label(summary, "good")
        self.score.setObjectName("closingScore")
        summary.add(self.summary_title)
        summary.add(self.summary)
        summary.add(self.score)

        row = QHBoxLayout()
        row.setSpacing(14)
        row.addLayout(ideas, 1)
        row.addWidget(summary, 1, Qt.AlignmentFlag.AlignTop)
        self.body.addLayout(row)
        # What comes next across the foot of the step: as the third card of the left column it made
        # that column the taller one and its buttons were cut at 1024x768 (review 24).
        self.body.addWidget(more)
        self.body.addStretch(1)
        self.retranslate()

    def fold_details(self, fold: bool) -> None:
        # Short of room (1024x768: 17 px), the foot card keeps its three buttons and drops its title:
        # «Abrir el Laboratorio» says it, and the header's «Laboratorio ▶» too.
        self.more_title.setHidden(fold)

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            "Speculative decoding makes the big model answer sooner and keeps what it writes: the very same "
            "text when it takes its most likely token, the same odds when it picks at random (it "
            "<a href=\"screen:sampling\">samples</a>); with drafting heads too, when their guesses are checked "
            "the same way. Another way to be faster and "
            "cheaper does change the model: shrink it."
        ))
        q_title, q_text = self.cards["quantisation"]
        q_title.setText(self.tr("Quantisation: fewer bits per number"))
        q_text.setText(self.tr(
            "A model's <b>weights</b> are the billions of numbers it has learnt. A <b>bit</b> is one 0 or 1: "
            "with 16 bits a number is stored finely, with 4 roughly. With four instead of 16 the weights take a "
            "quarter of the memory and the model runs faster, at a small cost in quality that has to be measured."
        ))
        d_title, d_text = self.cards["distillation"]
        d_title.setText(self.tr("Distillation: a small model that imitates a big one"))
        d_text.setText(self.tr(
            "Train a small model to imitate the big one and answer with it instead: it runs cheaply, but the "
            "text is no longer the big model's, and how much worse it is has to be measured. Used as a "
            "<a href=\"gloss:draft\">draft model</a> instead, a good imitation is accepted often and the text "
            "stays the big model's."
        ))
        self.summary_title.setText(self.tr("Now you can explain"))
        items = (
            self.tr("why writing is slow: one slow pass per token, each waiting for the one before;"),
            self.tr("why verifying a whole window costs about one slow pass: the weights are read once for "
                    "every position;"),
            self.tr("a round: the draft proposes, one slow pass verifies, you keep the accepted prefix plus one "
                    "token;"),
            self.tr("how α, k and c move the time (in slow passes), why a free draft never loses while checking costs "
                    "one pass, and where a costly one stops winning;"),
            self.tr("why most tokens are easy, and what drafting heads are;"),
            # Review 13: "the same text" alone overstated it next to "the same odds if it samples".
            self.tr("why the text stays the big model's own: the same text with its most likely token (when it "
                    "samples, it keeps its odds: the sampling lab shows how)."),
        )
        # Numbers, not ✓: in this lesson ✓ means an accepted token.
        rows = "".join(
            f"<tr><td style='font-weight:bold; padding:3px 10px 3px 0'>{i18n.fmt_int(n)}.</td>"
            f"<td style='padding:3px 0'>{item}</td></tr>" for n, item in enumerate(items, 1)
        )
        self.summary.setText(f"<table>{rows}</table>")
        self.more_title.setText(self.tr("The guided lesson ends here. To go further: the full Lab"))
        self.lab_button.setText(self.tr("Open the Lab"))
        self.explainer_button.setText(self.tr("The whole lesson in writing"))
        self.glossary_button.setText(self.tr("Glossary"))
        self._update_score()

    def _update_score(self) -> None:
        settings = self.ctx.settings
        answered = int(settings.get_float("progress/quiz/answered", 0, 0, 100)) if settings is not None else 0
        if answered:
            right = int(settings.get_float("progress/quiz/score", 0, 0, 100))
            self.score.setText(i18n.fill(self.tr("Your quiz: %1 of %2 right at the first try."), i18n.fmt_int(right),
                                         i18n.fmt_int(answered)))
        self.score.setVisible(bool(answered))

    def activated(self) -> None:
        super().activated()
        for button, name in ((self.lab_button, "lab"), (self.explainer_button, "explainer"),
                             (self.glossary_button, "glossary")):
            button.setVisible(links.available(self, name))
        self._update_score()

    def settle(self) -> None:
        pass
