"""Final challenge ("Reto final"): five goals, easy to hard, checked live.

Every control change re-runs the check of ``desktop.course.challenges`` and
explains the result with its numbers; a goal reached once is recorded under
``progress/challenges/<id>`` (never in a kiosk) and counted on the
achievement card. The tree and two-draft goals carry their own controls: this
screen cannot read the tree lab's or the real-models lab's state, so it uses
the same sim with the tree lab's defaults, and two stated drafts in place of
a measurement of this computer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.classroom.progress import Progress
from desktop.course import challenges as ch
from desktop.screens.base import AppContext, Screen
from desktop.screens.course import card_text
from desktop.screens.lesson.base import Card, plain_label, stylesheet
from desktop.screens.lesson.widgets.flow import FlowLayout
from desktop.widgets import a11y, looks


def _alpha_slider(parent: QWidget, start: float) -> QSlider:
    s = QSlider(Qt.Orientation.Horizontal, parent)
    # A screen reader hears the α it shows (0,30), not the slider's step (30). First of all: with a
    # screen reader on, setValue below already makes Qt build (and cache) the slider's interface.
    a11y.set_value_map(s, lambda raw: raw / 100, 0.01)
    s.setRange(0, 100)
    s.setValue(int(round(start * 100)))
    s.setPageStep(5)
    return s


def _alpha_row(parent: QWidget, slider: QSlider) -> tuple[QWidget, QLabel]:
    """The slider with "α = 0,30" at its right, in a box of their own: the number shown beside a
    control is its only neighbour (the card's numbered title is not)."""
    box = QWidget(parent)
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    slider.setParent(box)
    row.addWidget(slider, 1)
    symbol = plain_label(box, "body", wrap=False)
    symbol.setText("α =")
    value = plain_label(box, "body", wrap=False)
    symbol.setBuddy(slider)
    pair = QHBoxLayout()
    pair.setSpacing(4)
    pair.addWidget(symbol)
    pair.addWidget(value)
    row.addLayout(pair)
    return box, value


class ChallengeScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        # One goal fills a card with room to spare: its task and its numbers at the lead's size, not the
        # lesson's body and caption sizes (review 64 rated the explanation too small from the back row).
        big = f"{theme.pt(14):.0f}pt"
        self.setStyleSheet(stylesheet() + f"QLabel#body, QLabel#challengeStart, QLabel#good, QLabel#bad "
                                          f"{{ font-size: {big}; }}")
        self.progress = Progress(ctx.settings) if ctx.settings is not None and not ctx.kiosk else None
        self.reached: dict[str, bool] = {cid: False for cid in ch.IDS}
        self.results: dict[str, ch.Result] = {}
        self.touched: set[str] = set()  # goals whose controls the learner has moved
        self._never_answer: float | None | str = "unset"
        self._built = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.lead = plain_label(self, "lead")
        outer.addWidget(self.lead)
        # One goal at a time, picked by number (as in the quiz): a card of its own has room for its
        # whole explanation at 1280x800. In a grid of five the bottom cards' feedback fell below the
        # fold, and a projected screenshot showed it cut (blind review round 4).
        picker = FlowLayout(spacing=6)
        self.pick_buttons: dict[str, QPushButton] = {}
        for i, cid in enumerate(ch.IDS):
            b = QPushButton(i18n.fmt_int(i + 1), self)
            b.setObjectName("challengePick")
            b.setCheckable(True)
            b.clicked.connect(lambda _c=False, j=i: self.show_goal(j))
            picker.add(b)
            self.pick_buttons[cid] = b
        self.score = plain_label(self, "sectionTitle", wrap=False)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        picker.add(self.score, 1)
        outer.addLayout(picker)
        self.stack = QStackedWidget(self)
        self.cards: dict[str, Card] = {}
        self.titles: dict[str, QLabel] = {}
        self.statements: dict[str, QLabel] = {}
        self.feedback: dict[str, QLabel] = {}
        for cid in ch.IDS:
            card = Card(self.stack, margins=16, spacing=10)
            self.cards[cid] = card
            self.titles[cid] = card.add(plain_label(card, "sectionTitle"))
            self.statements[cid] = card.add(plain_label(card, "body"))
            controls = QHBoxLayout()
            card.layout_.addLayout(controls)
            getattr(self, f"_build_{cid}")(card, controls)
            self.feedback[cid] = card.add(plain_label(card, "bad"))
            card.layout_.addStretch(1)
            self.stack.addWidget(card)
        outer.addWidget(self.stack, 1)
        bottom = QHBoxLayout()
        self.prev_button = QPushButton(self)
        self.prev_button.clicked.connect(lambda: self.show_goal(self.current - 1))
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(lambda: self.show_goal(self.current + 1))
        self.position = plain_label(self, "body", wrap=False)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bottom.addWidget(self.prev_button)
        bottom.addWidget(self.position, 1)
        bottom.addWidget(self.next_button)
        outer.addLayout(bottom)
        self.current = 0
        self._load_done()
        self._built = True
        self.show_goal(0)
        self.retranslate()

    def show_goal(self, index: int) -> None:
        self.current = max(0, min(index, len(ch.IDS) - 1))
        self.stack.setCurrentIndex(self.current)
        for i, b in enumerate(self.pick_buttons.values()):
            b.setChecked(i == self.current)
        self.prev_button.setEnabled(self.current > 0)
        self.next_button.setEnabled(self.current < len(ch.IDS) - 1)
        self._update_position()

    def _update_position(self) -> None:
        self.position.setText(i18n.fill(self.tr("Goal %1 of %2"), i18n.fmt_int(self.current + 1),
                                        i18n.fmt_int(len(ch.IDS))))

    # Controls -------------------------------------------------------------------
    @staticmethod
    def _big(spin: QSpinBox) -> QSpinBox:
        """Spin boxes carry the answer: larger and bold, read from the back row (review round 1)."""
        font = spin.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        spin.setFont(font)
        spin.setMinimumHeight(spin.fontMetrics().height() + 14)
        return spin

    def _build_window(self, card, row) -> None:
        self.window_k = QSpinBox(card)
        self.window_k.setRange(1, ch.K_MAX)
        self.window_k.setValue(1)
        self.window_k.valueChanged.connect(lambda _v: self.try_goal("window"))
        self.window_k_label = self._spin_label(card, self.window_k, "k =")
        row.addWidget(self.window_k_label)
        row.addWidget(self._big(self.window_k))
        row.addStretch(1)

    @staticmethod
    def _spin_label(card, spin: QSpinBox, text: str = "") -> QLabel:
        """The spin box's name on a label of its own (its buddy): the box shows only its number, the
        value a screen reader reads."""
        label = plain_label(card, "body", wrap=False)
        label.setText(text)
        label.setBuddy(spin)
        return label

    def _build_never_slower(self, card, row) -> None:
        self.never_alpha = _alpha_slider(card, 0.3)
        never_box, self.never_value = _alpha_row(card, self.never_alpha)
        self.never_try = QPushButton(card)
        self.never_try.clicked.connect(lambda: self.answer_never(self.never_alpha.value() / 100))
        self.never_none = QPushButton(card)
        self.never_none.clicked.connect(lambda: self.answer_never(None))
        self.never_alpha.valueChanged.connect(lambda _v: self._show_alpha(self.never_alpha, self.never_value))
        row.addWidget(never_box, 1)
        buttons = QHBoxLayout()  # a row of their own: long labels never push the card wider
        buttons.addWidget(self.never_try)
        buttons.addWidget(self.never_none)
        buttons.addStretch(1)
        card.layout_.addLayout(buttons)

    def _build_break_even(self, card, row) -> None:
        self.break_alpha = _alpha_slider(card, 0.8)
        break_box, self.break_value = _alpha_row(card, self.break_alpha)
        self.break_alpha.valueChanged.connect(lambda _v: self.try_goal("break_even"))
        row.addWidget(break_box, 1)

    def _build_tree(self, card, row) -> None:
        self.tree_spins: list[QSpinBox] = []
        self.tree_labels: list[QLabel] = []
        grid = QGridLayout()
        for d in range(ch.TREE_DEPTHS):
            spin = QSpinBox(card)
            spin.setRange(0 if d else 1, ch.TREE_MAX_BRANCH)
            spin.setValue(1)
            spin.valueChanged.connect(lambda _v: self.try_goal("tree"))
            self.tree_spins.append(spin)
            label = self._spin_label(card, spin)
            self.tree_labels.append(label)
            grid.addWidget(label, d // 2, 2 * (d % 2))
            grid.addWidget(self._big(spin), d // 2, 2 * (d % 2) + 1)
        grid.setColumnStretch(4, 1)
        card.layout_.addLayout(grid)

    def _build_two_drafts(self, card, row) -> None:
        self.draft_group = QButtonGroup(card)
        self.draft_buttons: dict[str, QRadioButton] = {}
        for name in ch.DRAFTS:
            b = QRadioButton(card)
            self.draft_group.addButton(b)
            self.draft_buttons[name] = b
            row.addWidget(b)
        # Checked before it is watched: the start is not the learner's move (it showed «✕ Not yet» on a goal
        # never touched, review 64's session).
        self.draft_buttons["A"].setChecked(True)
        for b in self.draft_buttons.values():
            b.toggled.connect(lambda on: on and self.try_goal("two_drafts"))
        self.draft_k = QSpinBox(card)
        self.draft_k.setRange(1, ch.K_MAX)
        self.draft_k.setValue(1)
        self.draft_k.valueChanged.connect(lambda _v: self.try_goal("two_drafts"))
        self.draft_k_label = self._spin_label(card, self.draft_k, "k =")
        row.addWidget(self.draft_k_label)
        row.addWidget(self._big(self.draft_k))
        row.addStretch(1)

    # Checks ------------------------------------------------------------------------
    def chosen_draft(self) -> str:
        return next(n for n, b in self.draft_buttons.items() if b.isChecked())

    def branches(self) -> list[int]:
        return [s.value() for s in self.tree_spins]

    def answer_never(self, alpha: float | None) -> None:
        self._never_answer = alpha
        self.try_goal("never_slower")

    def compute(self, cid: str) -> ch.Result | None:
        if cid == "window":
            return ch.check_window(self.window_k.value())
        if cid == "never_slower":
            return None if self._never_answer == "unset" else ch.check_never_slower(self._never_answer)
        if cid == "break_even":
            self._show_alpha(self.break_alpha, self.break_value)
            return ch.check_break_even(self.break_alpha.value() / 100)
        if cid == "tree":
            return ch.check_tree(self.branches())
        return ch.check_two_drafts(self.chosen_draft(), self.draft_k.value())

    def try_goal(self, cid: str) -> None:
        """The learner moved a control of goal ``cid``: from now on its feedback says ✓ or ✕."""
        self.touched.add(cid)
        self.update_check(cid)

    def update_check(self, cid: str) -> None:
        if not self._built:
            return
        result = self.compute(cid)
        label = self.feedback[cid]
        if result is None:
            label.hide()  # nothing answered yet: the statement says what to do
            return
        label.show()
        self.results[cid] = result
        if result.reached and not self.reached[cid]:
            self.reached[cid] = True
            if self.progress is not None:
                self.progress.record_challenge(cid)
                self.ctx.settings.sync()
        label.setText(self.explain(cid, result))
        # Untouched, a goal is not "wrong" yet: a red «✕ Todavía no» before any move read as a failed
        # answer (review 14).
        self._style(label, "good" if result.reached else ("bad" if cid in self.touched else "challengeStart"))
        self._update_title(cid)
        self._update_score()

    @staticmethod
    def _show_alpha(slider: QSlider, label: QLabel) -> None:
        # The slider's accessible value is mapped to the real α (0,30); its text is the one shown.
        text = i18n.fmt(slider.value() / 100, 2)
        changed = text != label.text()
        label.setText(text)
        slider.setAccessibleDescription("α = " + text)
        a11y.set_value_text(slider, text)
        if changed:
            a11y.value_changed(slider)

    @staticmethod
    def _style(label: QLabel, name: str) -> None:
        if label.objectName() != name:
            label.setObjectName(name)
            looks.repolish(label)

    def explain(self, cid: str, r: ch.Result) -> str:
        n = r.numbers
        f = i18n.fmt
        if r.reached:
            head = self.tr("✓ Goal reached.")
        elif cid in self.touched:
            head = self.tr("✕ Not yet.")
        else:
            head = self.tr("Where you start:")
        if cid == "window":
            # A count per slow pass, then a time: the round's time in slow passes (docs/estilo.md).
            body = self.tr("k = %1: %2 tokens per round. Time of a round, in slow passes: 1 + %1 × %5 = %3. "
                           "Speed-up on a long text: %2 ÷ %3 = %4×, the one this goal checks (the Lab's 100 tokens "
                           "give a hair less: the last pass is paid in full).")
            body = i18n.fill(body, i18n.fmt_int(n["k"]), f(n["tokens"], 2), f(n["time"], 2), f(n["speedup"], 2),
                             f(ch.WINDOW_COST, 2))
            if r.reason == "too_small":
                # Not "bigger is better": with c > 0 the speed-up peaks and falls (review 29 found k = 5
                # below the goal where k = 2 to 4 reach it).
                body += " " + self.tr("A somewhat bigger window keeps more of the accepted proposals; not too big, "
                                      "since every draft step costs.")
            elif r.reason == "too_big":
                body += " " + self.tr("Too big: you pay for proposals that come after the first rejection.")
        elif cid == "never_slower":
            if r.reason == "none_exists":
                body = i18n.fill(self.tr("It does not exist. With c = 0 the draft costs no time, and every slow pass leaves at "
                                         "least one token, the big model's own. Even at α = 0 the speed-up is %1×: a tie, "
                                         "never slower."), f(n["worst"], 2))
            else:
                body = i18n.fill(self.tr("At α = %1 (k = 4) the speed-up is %2×: not slower. Try another α, or think: can a "
                                         "free draft ever lose?"), f(n["alpha"], 2), f(n["speedup"], 2))
        elif cid == "break_even":
            body = i18n.fill(self.tr("At α = %1 the speed-up is %2×."), f(n["alpha"], 2), f(n["speedup"], 2))
            if r.reached:
                body += " " + i18n.fill(self.tr("The break-even α for k = 4 is %1: there the draft neither wins nor loses."),
                                        f(n["target"], 2))
            elif r.reason == "still_wins":
                body += " " + self.tr("The draft still wins: lower α.")
            else:
                body += " " + self.tr("The draft loses: raise α.")
        elif cid == "tree":
            if r.reason == "empty":
                return head
            body = i18n.fill(self.tr("Your tree: %1 nodes, %2 tokens per slow pass, %3×. The best chain with at most %1 nodes "
                                     "(%4 levels) gives %5×."), i18n.fmt_int(n["nodes"]), f(n["tokens"], 2),
                             f(n["speedup"], 2), i18n.fmt_int(n["chain_depth"]), f(n["chain_speedup"], 2))
            if r.reason == "is_chain":
                body += " " + self.tr("This is a chain itself: give some level two or more candidates.")
            elif r.reason == "chain_wins":
                body += " " + self.tr("The chain is deeper for as many nodes; try more candidates at level 1, "
                                      "then fewer further down.")
        else:
            body = i18n.fill(self.tr("Draft %1 (α = %2, c = %3), k = %4: %5 tokens per round. Time of a round, in slow "
                                     "passes: 1 + %4 × %3 = %6. Speed-up on a long text: %5 ÷ %6 = %7×."), n["draft"],
                             f(n["alpha"], 2), f(n["cost"], 2), i18n.fmt_int(n["k"]), f(n["tokens"], 2),
                             f(n["time"], 2), f(n["speedup"], 2))
            if r.reason == "draft_too_costly":
                body += " " + i18n.fill(self.tr("Even its best window (k = %1) gives only %2×: this draft costs too much."),
                                        i18n.fmt_int(n["best_k"]), f(n["best"], 2))
            elif r.reason == "wrong_window":
                body += " " + self.tr("This draft can do it: change k.")
        return card_text.mark_slowdowns(f"{head} {body}")

    def _load_done(self) -> None:
        if self.progress is not None:
            for cid in self.progress.challenges_done():
                if cid in self.reached:
                    self.reached[cid] = True

    # Texts ---------------------------------------------------------------------------
    def _update_title(self, cid: str) -> None:
        names = {
            "window": self.tr("1. Pick the window (easy)"),
            "never_slower": self.tr("2. Can a free draft lose? (medium)"),  # not a trick: "it does not exist" is offered
            "break_even": self.tr("3. Find the break-even α for k = 4 (medium)"),
            "tree": self.tr("4. Beat the chain with a tree (hard)"),
            "two_drafts": self.tr("5. Choose the draft and k (hard)"),
        }
        self.titles[cid].setText(("✓ " if self.reached[cid] else "") + names[cid])
        i = ch.IDS.index(cid)
        button = self.pick_buttons[cid]
        button.setText(("✓ " if self.reached[cid] else "") + i18n.fmt_int(i + 1))  # a mark, not only a colour
        button.setAccessibleName(names[cid] + (" — " + self.tr("reached") if self.reached[cid] else ""))
        button.setToolTip(names[cid])

    def _update_score(self) -> None:
        done = sum(self.reached.values())
        self.score.setText(i18n.fill(self.tr("Goals reached: %1 of %2"), i18n.fmt_int(done), i18n.fmt_int(len(ch.IDS))))

    def retranslate(self) -> None:
        self.lead.setText(self.tr(
            "Use the whole idea. Each goal is checked as you change the values, and the numbers say why."))
        s = self.statements
        s["window"].setText(i18n.fill(self.tr("With c = %1 and α = %2, choose the window k for a speed-up of at least %3×."),
                                      i18n.fmt(ch.WINDOW_COST, 1), i18n.fmt(ch.WINDOW_ALPHA, 1),
                                      i18n.fmt(ch.WINDOW_GOAL, 1)))
        s["never_slower"].setText(self.tr("With c = 0 and k = 4, find an α with which the draft is slower than the "
                                          "big model alone. Try an α, or answer that it does not exist."))
        s["break_even"].setText(i18n.fill(self.tr("Find the break-even α for k = 4 and c = %1, within ±%2."),
                                          i18n.fmt(ch.BREAK_COST, 2), i18n.fmt(ch.BREAK_TOLERANCE, 2)))
        s["tree"].setText(i18n.fill(self.tr("The Tree lab's EAGLE-like draft. Time of a round, in slow passes: 1 + β·nodes + levels·c, "
                                            "with β = %1 and c = %2. Set the candidates per level (0 ends the tree) and beat the "
                                            "best chain with the same number of nodes or fewer."), i18n.fmt(0.01, 2),
                                    i18n.fmt(0.05, 2)))
        a, b = ch.DRAFTS["A"], ch.DRAFTS["B"]
        s["two_drafts"].setText(i18n.fill(self.tr("Two drafts, with their numbers given: A has α = %1 and c = %2; B has α = %3 "
                                                  "and c = %4. Choose a draft and k for more than %5×."),
                                          i18n.fmt(a[0], 2), i18n.fmt(a[1], 2), i18n.fmt(b[0], 2), i18n.fmt(b[1], 2),
                                          i18n.fmt(ch.DRAFTS_GOAL, 1)))
        self.prev_button.setText(self.tr("◀ Previous goal"))
        self.next_button.setText(self.tr("Next goal ▶"))
        self._update_position()
        self.never_try.setText(self.tr("Try this α"))
        self.never_none.setText(self.tr("It does not exist"))
        self._show_alpha(self.never_alpha, self.never_value)
        for d, spin in enumerate(self.tree_spins):
            self.tree_labels[d].setText(i18n.fill(self.tr("level %1:"), i18n.fmt_int(d + 1)))
            spin.setAccessibleName(i18n.fill(self.tr("Candidates at level %1"), i18n.fmt_int(d + 1)))
        for name, button in self.draft_buttons.items():
            button.setText(i18n.fill(self.tr("Draft %1"), name))
        self.window_k.setAccessibleName(self.tr("Draft window k"))
        self.draft_k.setAccessibleName(self.tr("Draft window k"))
        self.never_alpha.setAccessibleName(self.tr("Acceptance rate α"))
        self.break_alpha.setAccessibleName(self.tr("Acceptance rate α"))
        self._show_alpha(self.break_alpha, self.break_value)
        for cid in ch.IDS:
            self.update_check(cid)
            self._update_title(cid)
        self._update_score()

    def reset(self) -> None:
        self.window_k.setValue(1)
        self.never_alpha.setValue(30)
        self._never_answer = "unset"
        self.break_alpha.setValue(80)
        for d, spin in enumerate(self.tree_spins):
            spin.setValue(1)
        self.draft_buttons["A"].setChecked(True)
        self.draft_k.setValue(1)
        self.touched.clear()  # after the values: setting them back is not the learner's move
        for cid in ch.IDS:
            self.update_check(cid)
        self.show_goal(0)
