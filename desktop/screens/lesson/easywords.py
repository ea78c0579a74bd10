"""Step 7, most words are easy: a real Spanish sentence where every token has
its own acceptance probability. High on the easy words, low at the few hard
forks, so the average acceptance rate is high.

The probabilities are illustrative, chosen by hand to be plausible for a
small draft against a big model (like the numbers in desktop.sim.vocab);
they are not measured.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.sentence import PROMPT
from desktop.screens.lesson.widgets.token_difficulty import TokenDifficulty
from desktop.sim import analytic

# (token, acceptance probability) after the prompt "Érase una".
TOKENS = (
    ("vez", 0.98), ("una", 0.90), ("niña", 0.40), ("que", 0.88), ("vivía", 0.80),
    ("en", 0.90), ("una", 0.70), ("casita", 0.30), ("en", 0.55), ("medio", 0.85),
    ("del", 0.95), ("bosque", 0.82), ("con", 0.65), ("su", 0.85), ("abuela.", 0.45),
)
THRESHOLD = 0.5
K = 4


class EasyWordsScreen(LessonScreen):
    NAME = "easywords"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        card = Card(self)
        self.instruction = plain_label(card, "body")
        self.instruction.setTextFormat(Qt.TextFormat.RichText)  # its <b> marks the two things to do
        self.chips = TokenDifficulty(PROMPT, TOKENS, card, THRESHOLD)
        self.chips.setObjectName("tokenDifficulty")
        self.reveal_button = QPushButton(card)
        self.reveal_button.setObjectName("primary")
        self.reveal_button.clicked.connect(self.reveal)
        self.again_button = QPushButton(card)
        self.again_button.clicked.connect(self.reset)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reveal_button)
        buttons.addWidget(self.again_button)
        self.feedback = plain_label(card, "body")
        self.feedback.setObjectName("easyFeedback")
        self.key = plain_label(card, "body")
        self.key.setObjectName("easyKey")
        card.add(self.instruction)
        card.add(self.feedback)
        card.add(self.chips)
        card.add(self.key)
        # Why the tapped token is easy or hard, under the tokens it explains: in the narrow side panel it ran
        # 50 px past a projector's 1280x800 once revealed (review 51), with room to spare here.
        self.note = plain_label(card, "body")
        self.note.setObjectName("easyNote")
        # The buttons beside the note, not under it: a line of buttons under a short note cost the
        # 11 px that made the step scroll at 1024x768 (session 25).
        foot = QHBoxLayout()
        foot.addWidget(self.note, 1)
        foot.addLayout(buttons)
        foot.setAlignment(buttons, Qt.AlignmentFlag.AlignBottom)
        card.layout_.addLayout(foot)
        card.layout_.addStretch(1)

        self.summary = Card(self)
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        self.values = {}
        self.names = {}
        for row, key in enumerate(("average", "hard", "per_pass")):
            value = plain_label(self.summary, "bigNumber", wrap=False)
            value.setObjectName(f"easy_{key}")
            value.setStyleSheet(f"font-size: {theme.pt(22):.0f}pt; font-weight: bold; color: {theme.current().accent};")
            name = plain_label(self.summary, "caption")
            grid.addWidget(value, 2 * row, 0)
            grid.addWidget(name, 2 * row + 1, 0)
            self.values[key] = value
            self.names[key] = name
        self.summary.layout_.addLayout(grid)
        self.summary.layout_.addStretch(1)

        row = QHBoxLayout()
        row.setSpacing(14)
        row.addWidget(card, 5)
        side = QVBoxLayout()
        side.addWidget(self.summary, 1)
        row.addLayout(side, 2)
        self.takeaway = link_label(self, "takeaway")
        self.body.addLayout(row, 1)
        self.body.addWidget(self.takeaway)
        self.stack_when_narrow(row, foot, buttons)

        self.chips.markedChanged.connect(self._update)
        self.chips.selectedChanged.connect(lambda _i: self._update_note())
        self.retranslate()

    # Interaction -------------------------------------------------------------
    def reveal(self) -> None:
        self.chips.set_revealed(True)
        self._update()

    def reset(self) -> None:
        self.chips.reset()
        self._update()

    # Texts -------------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            # Why they are easy, in the example itself (review 66: step 11 promises «why most tokens are easy»).
            "Most words are easy: after “Érase una” almost only “vez” fits, and a tiny draft knows it. The big model still "
            "verifies every token; easy tokens make it accept more often (a high "
            '<a href="gloss:alpha">acceptance rate</a>), so the accepted prefixes grow long and each slow '
            "pass leaves several tokens."
        ))
        self.instruction.setText(self.tr(
            "<b>Click the tokens</b> a small draft would get wrong (click again to unmark), then reveal. "
            "Look for the <b>hard tokens</b>: places where several words fit. “Érase una” (grey) is given."
        ))
        # The task stays said after the reveal (the instruction above is hidden then).
        self.key.setText(i18n.fill(self.tr(
                      # Whose word is on the tile (review 25 asked): the big model's; the number is the draft's chance
                      # of proposing that same word.
                      # Review 46: "who measured these?" They are an example, and say so.
                      "Task: mark where a small draft would fail. The words are the big model's; under each, the chance "
                      "(an example, not a measurement) that the draft proposes that same word, so it is accepted. "
                      "Dashed red: a hard token (below %1). "
                      "★ you found it · ! you missed it · ○ you marked it, but it is easy."), i18n.fmt(THRESHOLD, 2)))
        self.again_button.setText(self.tr("Start over"))
        self.chips.setAccessibleName(self.tr("The sentence, token by token"))
        self.names["average"].setText(self.tr("average acceptance α: the chance a token picked at random is accepted, "
                                                 "here, in this sentence (in steps 4 and 6 and in the Lab you set α yourself)"))
        self.names["hard"].setText(i18n.fill(self.tr("of the %1 tokens are hard: several words fit (acceptance below %2: "
                                                     "rejected more often than accepted)"),
                                             i18n.fmt_int(len(TOKENS)), i18n.fmt(THRESHOLD, 2)))
        self.names["per_pass"].setText(
            i18n.fill(self.tr("tokens per round (one slow pass), estimated with k = %1 and the mean α above "
                              "(each token has its own α, so it is approximate)"), i18n.fmt_int(K)))
        self.takeaway.setText(self.tr(
            "A few hard tokens pull the average down a little; the many easy ones keep it high. "
            "The big model verifies them all; a high α means long accepted prefixes and few slow passes."
        ))
        self._update()

    def _update(self) -> None:
        chips = self.chips
        revealed = chips.revealed
        self.reveal_button.setVisible(not revealed)
        self.again_button.setVisible(revealed or bool(chips.marked))
        marked = len(chips.marked)
        self.reveal_button.setText(
            self.tr("Reveal each token's acceptance") if not marked
            else self.tr("Reveal (you marked %n token(s))", "", marked))
        self.summary.setVisible(True)
        if revealed:
            avg = chips.average()
            hard = [i for i in range(len(TOKENS)) if chips.hard(i)]
            self.values["average"].setText(i18n.fmt(avg, 2))
            self.values["hard"].setText(i18n.fmt_int(len(hard)))
            self.values["per_pass"].setText(i18n.fmt(analytic.tokens_per_pass(K, round(avg, 2)), 1))
            self.feedback.setText(self._feedback(hard))
        else:
            for value in self.values.values():
                value.setText("?")
            self.feedback.setText("")
        self.feedback.setVisible(bool(self.feedback.text()))
        self.instruction.setVisible(not revealed)
        self.key.setVisible(revealed)
        self._update_note()

    def _feedback(self, hard: list[int]) -> str:
        marked = self.chips.marked
        words = [w for w, _ in TOKENS]
        hits = sorted(marked & set(hard))
        missed = sorted(set(hard) - marked)
        if not marked:
            return i18n.fill(self.tr("You did not mark any token. The dashed chips are the hard tokens: only %n of %1.",
                                     "", len(hard)), i18n.fmt_int(len(TOKENS)))
        text = i18n.fill(self.tr("You found %1 of the %2 hard tokens."), i18n.fmt_int(len(hits)),
                         i18n.fmt_int(len(hard)))
        if missed:
            text += " " + i18n.fill(self.tr("Hard tokens you did not mark (!): %1."),
                                    ", ".join(self._quoted(words[i]) for i in missed))
        easy_marked = sorted(marked - set(hard))
        if easy_marked:
            text += " " + i18n.fill(self.tr("Marked, but easy (○): %1."),
                                    ", ".join(self._quoted(words[i]) for i in easy_marked))
        return text

    def _quoted(self, word: str) -> str:
        return i18n.fill(self.tr("“%1”"), word)

    def _update_note(self) -> None:
        i = self.chips.selected
        if not self.chips.revealed:
            self.note.setText("")
        elif i < 0:
            self.note.setText(self.tr("Tap any token to see why it is easy or hard."))
        else:
            word, prob = TOKENS[i]
            notes = {
                0: self.tr("After “Érase una” almost nothing but “vez” fits: even a tiny model gets it."),
                2: self.tr("Truly hard: niña, princesa, reina, bruja… the draft often picks another one."),
                7: self.tr("Where does she live? Casita, cabaña, cueva, granja… many answers fit."),
                10: self.tr("After “en medio”, “del” is nearly certain."),
                14: self.tr("With whom? Abuela, madre, gato… the story could go many ways."),
            }
            if i in notes:
                text = notes[i]
            elif self.chips.hard(i):
                text = self.tr("Hard: several tokens fit here, so the small draft often chooses another.")
            else:
                text = self.tr("An easy token: the grammar or the story so far leaves little choice.")
            self.note.setText(f"{self._quoted(word)} · {i18n.fmt(prob, 2)}\n{text}")
        self.note.setVisible(bool(self.note.text()))

    def settle(self) -> None:
        self.chips.marked.update({2, 7, 12})
        self.chips.markedChanged.emit()
        self.reveal()
        self.chips.select(7)
