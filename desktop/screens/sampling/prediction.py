"""Predict first: will the outputs look like p, like q, or in between?

The learner picks an answer and locks it in; only then do the lab's controls
unlock. "Not sure" is an answer too: a question most newcomers cannot answer
must not lock the lab (reviews 27 and 28), and saying so still makes them watch
for the answer. Nothing on the card hints at the answer before the commit, and the
verdict itself waits for evidence: it appears once the learner's own
histogram holds REVEAL_AT outputs. The answer is kept in the settings (under
``progress/predict/sampling``) when the app has settings.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.widgets.flow_row import FlowRow
from desktop.widgets.looks import set_font

CHOICES = ("p", "q", "mix", "unsure")
CORRECT = "p"
REVEAL_AT = 1000


class PredictionCard(i18n.Retranslatable, QFrame):
    committedChanged = Signal(bool)
    revealedChanged = Signal(bool)

    def __init__(self, settings=None, key: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.settings = settings
        self.key = key
        self.choice: str | None = None
        self.had_focus = False
        self.committed = False
        self.revealed = False

        self.question = QLabel(self)
        self._question = ""
        self.question.setObjectName("predictionQuestion")
        self.question.setWordWrap(True)
        self.group = QButtonGroup(self)
        self.options: dict[str, QRadioButton] = {}
        # The answers are long phrases: side by side where they fit, one under the other
        # where they do not (at 1024×768 one row was wider than the window).
        options_row = FlowRow(self, spacing=22, line_spacing=4)
        options_row.setObjectName("predictionOptions")
        for choice in CHOICES:
            button = QRadioButton(self)
            button.setObjectName(f"predict_{choice}")
            self.group.addButton(button)
            self.options[choice] = button
            options_row.add(button)
            button.toggled.connect(self._on_option)
        self.options_row = options_row
        self.commit_button = QPushButton(self)
        self.commit_button.setObjectName("primary")
        self.commit_button.setEnabled(False)
        self.commit_button.clicked.connect(lambda: self.commit())
        # The answers are whole phrases and take the row: the button sits beside the question.
        # Plain words first; the rule in symbols second, smaller (review round 7: the
        # formulas in the question went past school maths before it was even asked).
        self.rule = QLabel(self)
        self.rule.setObjectName("predictionRule")
        self.rule.setWordWrap(True)
        # Behind a link at the end of the question, so the question keeps its height
        # (the lab must fit 1280x800 without scrolling).
        self.rule_shown = False
        self.question.setTextFormat(Qt.TextFormat.RichText)
        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.question.linkActivated.connect(lambda _link: self.set_rule_shown(not self.rule_shown))
        asked = QVBoxLayout()
        asked.setSpacing(2)
        asked.addWidget(self.question)
        asked.addWidget(self.rule)
        question_row = self.question_row = QHBoxLayout()
        question_row.setSpacing(14)
        question_row.addLayout(asked, 1)
        question_row.addWidget(self.commit_button, 0, Qt.AlignmentFlag.AlignBottom)

        self.status = QLabel(self)
        self.status.setObjectName("predictionStatus")
        self.status.setWordWrap(True)
        self.reveal = QLabel(self)
        self.reveal.setObjectName("predictionReveal")
        self.reveal.setWordWrap(True)
        # The verdict is one line; why it holds is a paragraph, behind its own button.
        self.why_button = QPushButton(self)
        self.why_button.setObjectName("predictionWhyButton")
        self.why_button.setCheckable(True)
        self.why_button.toggled.connect(self._sync_why)
        self.why = QLabel(self)
        self.why.setObjectName("predictionWhy")
        self.why.setWordWrap(True)
        reveal_row = self.reveal_row = QHBoxLayout()
        reveal_row.setSpacing(14)
        reveal_row.addWidget(self.reveal, 1)
        reveal_row.addWidget(self.why_button, 0, Qt.AlignmentFlag.AlignTop)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 8, 16, 8)
        lay.setSpacing(6)
        lay.addLayout(question_row)
        lay.addWidget(options_row)
        lay.addWidget(self.status)
        lay.addLayout(reveal_row)
        lay.addWidget(self.why)

        self.apply_scale(1.0)
        stored = self._stored()
        if stored:
            self.commit(stored, store=False)
        self._sync()
        self.retranslate()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # A button beside the words only where they keep 30 characters a line: at 200 % text on a
        # 1024x768 screen the question ran two words a line for 13 lines beside «Fijar mi predicción».
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        words = self.fontMetrics().averageCharWidth() * 30
        beside = room - self.commit_button.sizeHint().width() - self.question_row.spacing() >= words
        if beside != (self.question_row.indexOf(self.commit_button) >= 0):
            # Not beside the question: under the answers, where it comes in reading order.
            self.question_row.removeWidget(self.commit_button)
            self.layout().removeWidget(self.commit_button)
            if beside:
                self.question_row.addWidget(self.commit_button, 0, Qt.AlignmentFlag.AlignBottom)
            else:
                self.layout().insertWidget(self.layout().indexOf(self.options_row) + 1, self.commit_button, 0,
                                           Qt.AlignmentFlag.AlignLeft)
        beside = room - self.why_button.sizeHint().width() - self.reveal_row.spacing() >= words
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.reveal_row.direction() != direction:
            self.reveal_row.setDirection(direction)
            self.reveal_row.setAlignment(self.why_button,
                                         Qt.AlignmentFlag.AlignTop if beside else Qt.AlignmentFlag.AlignLeft)

    def apply_scale(self, scale: float) -> None:
        set_font(self.question, 12.5, scale, bold=True)
        set_font(self.rule, 11, scale)
        set_font(self.status, 13, scale)
        set_font(self.reveal, 13, scale)
        set_font(self.why, 12.5, scale)
        set_font(self.why_button, 12.5, scale)
        for button in (*self.options.values(), self.commit_button):
            set_font(button, 13, scale)

    # Behaviour ----------------------------------------------------------------
    def _stored(self) -> str | None:
        if self.settings is None or not self.key:
            return None
        value = self.settings.get_str(self.key, "", CHOICES)
        return value or None

    def _on_option(self, _checked: bool) -> None:
        picked = next((c for c, b in self.options.items() if b.isChecked()), None)
        if not self.committed:
            self.choice = picked
        self.commit_button.setEnabled(picked is not None and not self.committed)

    def commit(self, choice: str | None = None, store: bool = True) -> None:
        """Lock in ``choice`` (default: the option ticked)."""
        if self.committed:
            return
        choice = choice or self.choice
        if choice not in CHOICES:
            return
        self.choice = choice
        self.committed = True
        # Hiding the options moves the focus away; remember whether it was here.
        focus = QApplication.focusWidget()
        self.had_focus = focus is not None and self.isAncestorOf(focus)
        self.options[choice].setChecked(True)
        if store and self.settings is not None and self.key:
            self.settings.set(self.key, choice)
        self._sync()
        self.committedChanged.emit(True)

    def update_evidence(self, outputs: int) -> None:
        """The histogram holds ``outputs`` outputs; reveal once there are enough."""
        if self.committed and not self.revealed and outputs >= REVEAL_AT:
            self.revealed = True
            self._sync()
            self.revealedChanged.emit(True)

    def reset(self) -> None:
        self.committed = False
        self.revealed = False
        self.choice = None
        self.rule_shown = False
        self.group.setExclusive(False)
        for button in self.options.values():
            button.setChecked(False)
        self.group.setExclusive(True)
        if self.settings is not None and self.key:
            self.settings.remove(self.key)
        self._sync()
        self.committedChanged.emit(False)

    def _sync(self) -> None:
        asking = not self.committed
        for button in self.options.values():
            button.setVisible(asking)
        self.options_row.setVisible(asking)
        self.commit_button.setVisible(asking)
        self.commit_button.setEnabled(asking and self.choice is not None)
        self.question.setVisible(asking)
        self._sync_rule()
        self.status.setVisible(not asking and not self.revealed)
        self.reveal.setVisible(self.revealed)
        self.why_button.setVisible(self.revealed)
        if not self.revealed:
            self.why_button.setChecked(False)
        self._sync_why()
        self._update_texts()

    def set_rule_shown(self, shown: bool) -> None:
        """Show or hide the rule in symbols under the question."""
        self.rule_shown = bool(shown)
        self._sync_rule()

    def _sync_rule(self, *_args) -> None:
        self.rule.setVisible(not self.committed and self.rule_shown)
        link = self.tr("In symbols ▾") if self.rule_shown else self.tr("In symbols ▸")
        # Non-breaking spaces: the link wrapped as "En" / "símbolos ▸" on the projector.
        self.question.setText(f"{html.escape(self._question)} "
                              f'<a href="rule" style="font-weight: normal; color: {theme.current().accent}">{html.escape(link).replace(" ", "&nbsp;")}</a>')

    def _sync_why(self, *_args) -> None:
        self.why.setVisible(self.revealed and self.why_button.isChecked())
        self.why_button.setText(self.tr("Hide why ▾") if self.why_button.isChecked() else self.tr("Why? ▸"))
        self.why_button.setAccessibleName(self.why_button.text())

    # Text ---------------------------------------------------------------------
    def choice_text(self, choice: str | None) -> str:
        return {
            "p": self.tr("the outputs will look like p, the big model"),
            "q": self.tr("the outputs will look like q, the draft"),
            "mix": self.tr("the outputs will land in between p and q"),
        }.get(choice, "")

    def _update_texts(self) -> None:
        if not self.committed:
            self.status.setText("")
            self.reveal.setText("")
            self.why.setText("")
            return
        if self.choice == "unsure":
            mine = self.tr("No prediction: you want to see it first.")
        else:
            mine = i18n.fill(self.tr("Your prediction: %1."), self.choice_text(self.choice))
        if not self.revealed:
            self.status.setText(
                mine + " " + i18n.fill(self.tr("Now sample at least %1 times and compare the histogram with p and q."),
                                       i18n.fmt_int(REVEAL_AT))
            )
            self.reveal.setText("")
            self.why.setText("")
            return
        self.status.setText("")
        t = theme.current()
        if self.choice == CORRECT:
            head = self.tr("✓ You said “like p”, and you were right: the outputs follow p, the big model.")
            colour = t.accepted
        elif self.choice == "q":
            head = self.tr("✕ You said “like q”, but the outputs follow p, the big model, not the draft.")
            colour = t.rejected
        elif self.choice == "mix":
            head = self.tr("✕ You said “in between”, but the outputs follow p, the big model, exactly.")
            colour = t.rejected
        else:
            head = self.tr("→ Now you have seen it: the outputs follow p, the big model, exactly.")
            colour = t.accent
        why = self.tr(
            "Where q is above p the big model rejects just enough proposals, and after each rejection it "
            "draws its replacement from where p is above q: the two cancel exactly, whatever q is. The "
            "draft sets only the speed (α), never the distribution of the text."
        )
        self.reveal.setText(f'<b style="color:{colour}">{html.escape(head)}</b>')
        self.why.setText(why)

    def retranslate(self) -> None:
        self._question = (self.tr(
            "Predict first. The draft proposes; the big model keeps the word or rejects it and picks another "
            "itself. After thousands of samples, which distribution (how often each word comes out) will the "
            "outputs look like?"
        ))
        self.rule.setText(self.tr(
            "In symbols: keep with probability min(1, p/q); after a rejection, draw in proportion to max(0, p − q)."
        ))
        # Short, so the four share one row at 1280x800: the question already says "distribution".
        self.options["p"].setText(self.tr("Like p (the big model)"))
        self.options["q"].setText(self.tr("Like q (the draft)"))
        self.options["mix"].setText(self.tr("In between p and q"))
        self.options["unsure"].setText(self.tr("Not sure: I want to see"))
        self.commit_button.setText(self.tr("Lock in my prediction"))
        self._sync_rule()
        self._sync_why()
        self._update_texts()
