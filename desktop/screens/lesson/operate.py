"""Step 4, operate the machine: the Lab's sliders, chart and readouts on the
shared model, with three things to try that each reveal one idea."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from desktop import i18n
from desktop.screens.base import AppContext
from desktop.screens.lesson.base import Card, LessonScreen, link_label, plain_label
from desktop.screens.lesson.widgets.challenges import Challenge, ChallengeList
from desktop.widgets.lesson_sliders import lesson_slider
from desktop.widgets.pass_chart import PassChart
from desktop.widgets.readouts import EXPECTED_DIGITS, Readouts, _power


def _quarter(model) -> bool:
    return model.numbers()["slow_passes"] < model.tokens / 4


class _StepReadouts(Readouts):
    """The Lab's readouts, with the note under them told by the step (``note_for``): where each factor
    α of the sum comes from, and which of the two slow-pass counts is the expected one."""

    note_for = None

    def _note(self, n: dict) -> str:
        said = self.note_for(n) if self.note_for is not None else None
        return said if said is not None else super()._note(n)


class OperateScreen(LessonScreen):
    NAME = "operate"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        model = ctx.model
        self.sliders = {name: lesson_slider(model, name, self) for name in ("k", "alpha")}
        self.readouts = _StepReadouts(model, self)
        # Beside the chart, the division may take two lines: on one, at 150 % text it made the step wider
        # than a 1024x768 window (round 95 read the lead cut off at the right edge).
        self.readouts.names["speedup"].setWordWrap(True)
        self.readouts.note_for = self._readout_note
        self.readouts.retranslate()  # it drew its note before it had this one
        self.follow_sums(self.readouts)
        self.chart = PassChart(model, self)
        self.challenges = ChallengeList(model, [
            Challenge("zero", lambda m: m.alpha == 0.0),
            Challenge("quarter", _quarter),
            Challenge("half", lambda m: 0.4 <= m.alpha <= 0.6 and m.k >= 10),
        ], self)
        tasks = Card(self)
        self.tasks_title = plain_label(tasks, "sectionTitle")
        tasks.add(self.tasks_title)
        tasks.add(self.challenges)

        left = QVBoxLayout()
        left.setSpacing(14)
        for slider in self.sliders.values():
            left.addWidget(slider)
        left.addWidget(tasks)
        self.hint = link_label(self, "caption")
        left.addWidget(self.hint)
        left.addStretch(1)
        right = QVBoxLayout()
        right.setSpacing(10)
        # Never squeezed flat by the readouts under it: at 1024x768 on a projector it was ~45 px tall, its
        # axis labels on top of each other (review 15); the page scrolls instead.
        # Thirteen lines of text: the legend, the title and the axes take about six, the plot the rest.
        self.chart.setMinimumHeight(13 * self.fontMetrics().height())
        right.addWidget(self.chart, 1)
        right.addWidget(self.readouts)
        row = QHBoxLayout()
        row.setSpacing(20)
        row.addLayout(left, 2)
        row.addLayout(right, 3)
        self.body.addLayout(row, 1)
        self.stack_when_narrow(row)
        QWidget.setTabOrder(self.sliders["k"].slider, self.sliders["alpha"].slider)
        model.tokensChanged.connect(lambda _n: self.retranslate())
        self.retranslate()

    def _readout_note(self, n: dict) -> str | None:
        """Blind review, round 7: readers asked why each term is multiplied by 0,80, and took "30,2 and not
        29,8" for two answers to one question. Say that each factor is α, the chance that the next proposal
        is accepted too; and call 30,2 the expected count, 29,8 only the quick sum that misses the end."""
        m = self.ctx.model
        if m.k == 0:
            return None  # the Lab's words for k = 0
        alpha = i18n.fmt(m.alpha, 2)
        powers = [_power(alpha, i) for i in range(m.k + 1)]
        if len(powers) > 6:
            powers = [*powers[:3], "…", powers[-1]]
        # Divide by the value written here, so the sum the reader does is the one shown; to three decimals,
        # as the Lab's sums: «100 ÷ 3,36 = 29,8» here and «100 ÷ 3,362 = 29,7» there (round 89).
        shown_tpp = round(n["tokens_per_pass"], 3)
        # Review 11: "each × 0,80 is α" read clumsily, and the leading 1 went unexplained.
        # Review 14: why powers? Review 15: «whatever the others did» read against the prefix rule.
        text = i18n.fill(self.tr("Tokens per round: %1 = %2. 1: the big model's own token; each × %3: one more "
                                 "proposal accepted, which counts only if those before it were accepted too "
                                 "(%3 × %3 = %3² for the first two)."),
                         " + ".join(powers), i18n.fmt(shown_tpp, 3), alpha)
        passes, naive = n["slow_passes"], m.tokens / shown_tpp
        if i18n.fmt(passes, EXPECTED_DIGITS) == i18n.fmt(naive, EXPECTED_DIGITS):
            return text
        end = i18n.fill(self.tr("Expected: %4 slow passes. The quick sum %1 ÷ %2 = %3 falls short: the text ends "
                                "at token %1 and what the last round leaves over is not used."),
                        i18n.fmt_int(m.tokens), i18n.fmt(shown_tpp, 3), i18n.fmt(naive, EXPECTED_DIGITS),
                        i18n.fmt(passes, EXPECTED_DIGITS))
        return f"{text}\n{end}".replace("× ", "×\u00a0")  # "Cada ×" and "0,80" on one line

    def fold_details(self, fold: bool) -> None:
        # Short of room (a projector at 1280x800), the sums under the numbers go behind the panel's
        # «Why these numbers?», as in the Lab: the chart keeps its height and the step its one screen.
        self.readouts.offer_details(fold)

    def retranslate(self) -> None:
        super().retranslate()
        self.set_lead(self.tr(
            'Your turn. Move the <a href="gloss:window">window</a> k (tokens the draft proposes per round) and the '
            '<a href="gloss:alpha">acceptance rate</a> α (the chance that the big model accepts each one). On the '
            'chart lower is better; the panel gives the <a href="gloss:speedup">speed-up</a>.'
        ))
        self.tasks_title.setText(self.tr("Try this"))
        # The panel below the chart names c and the best window before the lesson reaches them: say what
        # they are here, one line each (the break-even is left to step 5, which asks for it).
        n = i18n.fmt_int(self.ctx.model.tokens)
        # N named where the chart's title and «Mejor ventana» first use it (review 60).
        self.hint.setText(i18n.fill(self.tr(
            "On the chart, the dot (on its dotted line) is your setting; the dashed line is writing without a draft.<br>"
            "<b>c = 0</b>: for now we pretend the draft is free (<a href=\"gloss:cost\">c</a> is its "
            "cost; in step 2 each step cost 0.12); in step 5 you see one with a price.<br>"
            "<b>Best window</b>: the k that gives the highest speed-up at this α.<br>"
            "<b>N = %1</b>: the length of the text, in tokens (the Lab has a slider for it)."), n))
        self.challenges.set_texts({
            "zero": (
                self.tr("Push α all the way down to 0. How many slow passes now?"),
                self.tr("As many as tokens, exactly as without a draft: each round still writes one token."),
            ),
            "quarter": (
                # The count, not «a quarter of the slow passes»: a quarter of what? (round 81)
                i18n.fill(self.tr("Get the %1 tokens in fewer than %2 slow passes (a quarter)."), n,
                          i18n.fmt(self.ctx.model.tokens / 4, 0 if self.ctx.model.tokens % 4 == 0 else 2)),
                self.tr("That takes a high α and a long enough window: over four tokens per slow pass."),
            ),
            "half": (
                self.tr("Set α near 0.5, then stretch the window to k = 10 or more. Does it help much?"),
                self.tr("Hardly: at α = 0.5 a round can never average 2 tokens. Long windows pay only when α is high."),
            ),
        })

    def reset(self) -> None:
        self.challenges.reset()
