"""Step 10, the key idea and the quiz.

Eight single-choice questions and one "drag to the value" question answered
on the chart. Every option explains itself, right or wrong. The first answer
to each question counts; for a self-learner the results go to the settings
under ``progress/quiz/...``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QStackedWidget, QWidget

from desktop import i18n, theme
from desktop.model import LessonModel
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, plain_label
from desktop.screens.lesson.widgets.choice import ChoiceQuestion
from desktop.screens.lesson.widgets.drag_question import DragQuestion
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.sim import analytic
from desktop.widgets import looks

# The question ids, in order; the content is in QuizScreen.retranslate.
CHOICE_IDS = ("how", "check", "round", "quality", "free0", "easy", "heads", "costly")
DRAG_ID = "half"
IDS = CHOICE_IDS[:4] + (DRAG_ID,) + CHOICE_IDS[4:]
RIGHT = {"how": 1, "check": 1, "round": 1, "quality": 1, "free0": 1, "easy": 0, "heads": 2, "costly": 3}
DRAG_K, DRAG_TOKENS, DRAG_TOLERANCE = 4, 100, 0.04


class QuizScreen(LessonScreen):
    NAME = "quiz"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        card = Card(self, margins=16)
        # Flows, not boxes: with large text the rows fold instead of widening the screen.
        nav = FlowLayout(spacing=6)
        self.dots: list[QPushButton] = []
        for i, _qid in enumerate(IDS):
            dot = QPushButton(i18n.fmt_int(i + 1), card)
            dot.setObjectName("quizDot")
            dot.setCheckable(True)
            dot.clicked.connect(lambda _c=False, j=i: self.show_question(j))
            nav.add(dot)
            self.dots.append(dot)
        self.score = plain_label(card, "body", wrap=False)
        self.score.setObjectName("quizScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        nav.add(self.score, 1)
        card.layout_.addLayout(nav)

        self.stack = QStackedWidget(card)
        self.questions: dict[str, QWidget] = {}
        self.drag_model = LessonModel(self, k=DRAG_K, alpha=0.9, tokens=DRAG_TOKENS, cost=0.0)
        for qid in IDS:
            if qid == DRAG_ID:
                q = DragQuestion(self.drag_model, analytic.half_passes_alpha(DRAG_K, DRAG_TOKENS), DRAG_TOLERANCE, 0.9, self.stack)
            else:
                q = ChoiceQuestion(self.stack)
            q.setObjectName(f"question_{qid}")
            q.answered.connect(lambda _a, _c, qid=qid: self._on_answer(qid))
            self.questions[qid] = q
            self.stack.addWidget(q)
        card.add(self.stack, 1)

        bottom = FlowLayout()
        self.prev_button = QPushButton(card)
        self.prev_button.clicked.connect(lambda: self.show_question(self.current - 1))
        self.next_button = QPushButton(card)
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(lambda: self.show_question(self.current + 1))
        self.position = plain_label(card, "caption", wrap=False)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bottom.add(self.prev_button)
        bottom.add(self.position, 1)
        bottom.add(self.next_button)
        card.layout_.addLayout(bottom)

        self.body.addWidget(card, 1)
        t = theme.current()
        self.setStyleSheet(self.styleSheet() + f"""
            QPushButton#quizDot {{ min-width: 2.2em; padding: 4px 6px; border-radius: 14px; font-weight: bold; }}
            QPushButton#quizDot:checked {{ background: {t.accent}; color: white; border-color: {t.accent}; }}
            QPushButton#quizDotRight {{ min-width: 2.2em; padding: 4px 6px; border-radius: 14px; font-weight: bold;
                color: {t.accepted}; border-color: {t.accepted}; background: #e2f3ec; }}
            QPushButton#quizDotWrong {{ min-width: 2.2em; padding: 4px 6px; border-radius: 14px; font-weight: bold;
                color: {t.rejected}; border: 2px dashed {t.rejected}; background: #fbe7e4; }}
            QPushButton#quizDotRight:checked, QPushButton#quizDotWrong:checked {{
                background: {t.accent}; color: white; border: 2px solid {t.accent}; }}
        """)
        self.current = 0
        self.show_question(0)
        self.retranslate()

    # Navigation --------------------------------------------------------------
    def show_question(self, index: int) -> None:
        index = max(0, min(index, len(IDS) - 1))
        self.current = index
        self.stack.setCurrentIndex(index)
        for i, dot in enumerate(self.dots):
            dot.setChecked(i == index)
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(IDS) - 1)
        self._update_position()

    def question(self, qid: str):
        return self.questions[qid]

    # Results -----------------------------------------------------------------
    def results(self) -> dict[str, bool | None]:
        """Question id -> first answer right (None if not answered yet)."""
        return {qid: q.first_correct for qid, q in self.questions.items()}

    def _on_answer(self, qid: str) -> None:
        self._update_dots()
        self._update_score()
        settings = self.ctx.settings
        if settings is not None:
            result = self.results()
            if result[qid] is not None:
                settings.set(f"progress/quiz/{qid}", "right" if result[qid] else "wrong")
            settings.set("progress/quiz/score", sum(1 for v in result.values() if v))
            settings.set("progress/quiz/answered", sum(1 for v in result.values() if v is not None))

    def _update_dots(self) -> None:
        for i, qid in enumerate(IDS):
            first = self.questions[qid].first_correct
            text = i18n.fmt_int(i + 1) if first is None else ("✓" if first else "✕")
            self.dots[i].setText(text)
            name = "quizDot" if first is None else ("quizDotRight" if first else "quizDotWrong")
            if self.dots[i].objectName() != name:
                self.dots[i].setObjectName(name)
                looks.repolish(self.dots[i])
            self.dots[i].setAccessibleName(i18n.fill(self.tr("Question %1"), i18n.fmt_int(i + 1)))

    def _update_score(self) -> None:
        result = self.results()
        right = sum(1 for v in result.values() if v)
        answered = sum(1 for v in result.values() if v is not None)
        self.score.setText(i18n.fill(self.tr("Right at the first answer: %1 of %2"), i18n.fmt_int(right),
                                     i18n.fmt_int(answered)))

    def _update_position(self) -> None:
        self.position.setText(i18n.fill(self.tr("Question %1 of %2"), i18n.fmt_int(self.current + 1),
                                        i18n.fmt_int(len(IDS))))

    # Content -----------------------------------------------------------------
    def retranslate(self) -> None:
        super().retranslate()
        # Sampling is said in one sentence before it is used (review round 7: it appeared here unexplained).
        self.set_lead(self.tr(
            "<b>The key idea:</b> a draft proposes and the big model verifies: the answer arrives sooner, and it "
            "is the big model's own text. If the model <b>samples</b> (picks at random, weighted by probability), "
            "a careful acceptance rule (<a href=\"screen:sampling\">sampling lab</a>) keeps its odds exactly. "
            "Each answer explains itself; the score counts your first pick."
        ))
        self.prev_button.setText(self.tr("◀ Previous question"))
        self.next_button.setText(self.tr("Next question ▶"))
        q = self.questions
        q["how"].set_content(
            self.tr("How does speculative decoding speed up generation?"),
            [
                (self.tr("It skips the hard tokens."),
                 self.tr("Nothing is skipped. The hard tokens are exactly where the big model's own choice "
                         "matters, and every token is checked by it.")),
                (self.tr("A small model drafts tokens; the big one verifies them in one pass."),
                 self.tr("A small, fast model drafts several tokens and the big model checks them all in one "
                         "pass. Checking is cheaper than writing them one by one.")),
                (self.tr("It lowers the precision of the model: each of its numbers is stored more roughly."),
                 self.tr("That is quantisation (step 11), a different trick that shrinks the model and may "
                         "change its answers. Speculative decoding leaves the big model's text exactly as it is.")),
                (self.tr("It reuses the system prompt: the hidden text the chatbot reads before every question, "
                         "worked out once and kept."),
                 self.tr("Reusing that work saves time once, before the answer starts. It does nothing for "
                         "the slow pass that every new token needs.")),
            ],
            RIGHT["how"],
        )
        q["check"].set_content(
            self.tr("Why can the big model check 5 drafted tokens in one slow pass, but not write 5 tokens in one?"),
            [
                (self.tr("Because checking is done by the small model."),
                 self.tr("No: the big model itself checks, at full size. Only the guessing is cheap.")),
                (self.tr("The 5 drafted tokens already exist, so every position can be checked at the same "
                         "time; when writing, each token must wait for the one before."),
                 self.tr("Exactly. Writing is a chain, token 7 needs token 6. Checking has nothing to wait for, "
                         "so all positions fit in one pass.")),
                (self.tr("It only checks the first of the 5 tokens."),
                 self.tr("It checks every position of the window, all in the same pass.")),
                (self.tr("It can write 5 tokens per pass too; it just chooses not to."),
                 self.tr("Writing alone gives one token per pass: token 7 cannot start before token 6 exists.")),
            ],
            RIGHT["check"],
        )
        q["round"].set_content(
            self.tr("Window k = 4. The first guess is accepted, the second is rejected. How many tokens does "
                    "this round add to the text?"),
            [
                (self.tr("1"), self.tr("The accepted guess counts too: one ✓ plus the big model's own token.")),
                (self.tr("2"), self.tr("One ✓ guess plus the big model's correction where the ✕ was: two "
                                        "tokens for one slow pass.")),
                (self.tr("4"), self.tr("Everything from the first ✕ on is dropped, even guesses that might "
                                        "have been right.")),
                (self.tr("5"), self.tr("Five means all 4 proposals plus an extra token: that needs every "
                                        "proposal accepted.")),
            ],
            RIGHT["round"],
        )
        q["quality"].set_content(
            self.tr("Compared with the big model alone, the text written with speculative decoding is…"),
            [
                (self.tr("…a little worse, because part of it comes from the small model."),
                 self.tr("Nothing enters the text without the big model's approval; a rejected guess is "
                         "replaced by its own token.")),
                (self.tr("…the same text the big model would write on its own."),
                 self.tr("Every kept token is one the big model agrees with. With random sampling a careful "
                         "acceptance rule even keeps the probabilities exactly the same.")),
                (self.tr("…better, because two models vote."),
                 self.tr("There is no vote: the big model alone decides. The small one only saves time.")),
                (self.tr("…the same, but only when the acceptance rate is high."),
                 self.tr("α changes the speed, never the text. Even at α = 0 the answer is the big model's.")),
            ],
            RIGHT["quality"],
        )
        q["free0"].set_content(
            self.tr("A free draft (c = 0) that is always wrong (α = 0). Compared with no draft at all, the "
                    "answer arrives…"),
            [
                (self.tr("…later."),
                 self.tr("A free draft costs no time, and each round still writes one token: the big model's "
                         "correction.")),
                (self.tr("…just as fast."),
                 self.tr("Each round is one slow pass for one token (the correction): exactly like writing "
                         "alone. No gain, no loss (1×): that is why a free draft never loses.")),
                (self.tr("…never: the text gets stuck."),
                 self.tr("Even a fully rejected round advances one token, so the text always moves on.")),
                (self.tr("…sooner."),
                 self.tr("With every guess rejected there is nothing to gain: one token per slow pass, as "
                         "before.")),
            ],
            RIGHT["free0"],
        )
        q["easy"].set_content(
            self.tr("Why is a small draft's acceptance rate usually high on real text?"),
            [
                (self.tr("Most tokens are easy: grammar and context leave little choice, and only a few forks "
                         "are hard."),
                 self.tr("Right: after “Érase una” anyone says “vez”. The big model still verifies every "
                         "token, but it accepts most of them.")),
                (self.tr("The small model is secretly just as big."),
                 self.tr("It is much smaller; that is what makes its guesses cheap.")),
                (self.tr("The big model accepts any token that is close enough."),
                 self.tr("It keeps only the tokens it would choose itself; close is not enough.")),
                (self.tr("The draft sees the big model's answer in advance."),
                 self.tr("It cannot: the answer does not exist yet. It only guesses.")),
            ],
            RIGHT["easy"],
        )
        q["heads"].set_content(
            self.tr("What are EAGLE and Medusa?"),
            [
                (self.tr("Smaller copies of the big model at lower precision."),
                 self.tr("That describes quantised or distilled models. EAGLE and Medusa keep the big model and "
                         "add drafting heads to it.")),
                (self.tr("Caches that store earlier answers."),
                 self.tr("No caching of answers is involved: each token is still decided by the big model.")),
                (self.tr("Small drafting heads, added to the big model and trained, that propose a few tokens "
                         "ahead; the big model verifies them as usual."),
                 self.tr("Yes: the heads read what the big model already computed and propose ahead; the big "
                         "model verifies the proposals in one pass and keeps only what it would have written itself.")),
                (self.tr("Big models that write several tokens per pass without checking them."),
                 self.tr("The guesses are still checked; unchecked guesses could change the text.")),
            ],
            RIGHT["heads"],
        )
        q["costly"].set_content(
            self.tr("A draft that costs time (c > 0) has a low acceptance rate. What happens?"),
            [
                (self.tr("The answer gets worse."),
                 self.tr("The text never changes: the big model checks every token. Only the time changes.")),
                (self.tr("Nothing: a draft always pays off."),
                 self.tr("Only a free draft never loses (when checking costs one slow pass). A costly one must "
                         "be accepted often enough to pay for its time.")),
                (self.tr("The text gets stuck."),
                 self.tr("Each round still writes at least one token, so the text always advances.")),
                (self.tr("It can be slower than no draft at all."),
                 self.tr("Below the break-even rate the drafting time costs more than the slow passes it saves.")),
            ],
            RIGHT["costly"],
        )
        q[DRAG_ID].set_content(
            self.tr("On the chart (k = 4, 100 tokens), drag the orange line to the acceptance rate at which "
                    "writing takes only half the slow passes: 50 instead of 100."),
            self.tr("You said %1; the curve crosses 50 slow passes at α ≈ %2. There each slow pass yields about "
                    "2 tokens."),
            self.tr("You said %1, but the blue curve crosses 50 slow passes at α ≈ %2 (the green lines). "
                    "Follow the dot: it shows the slow passes at your α."),
        )
        self._update_dots()
        self._update_score()
        self._update_position()

    # Screen life -------------------------------------------------------------
    def reset(self) -> None:
        for q in self.questions.values():
            q.reset()
        self.show_question(0)
        self._update_dots()
        self._update_score()

    def settle(self) -> None:
        pass
