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
from desktop.widgets.readouts import Readouts


def _quarter(model) -> bool:
    return model.numbers()["slow_passes"] < model.tokens / 4


class OperateScreen(LessonScreen):
    NAME = "operate"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        model = ctx.model
        self.sliders = {name: lesson_slider(model, name, self) for name in ("k", "alpha")}
        self.readouts = Readouts(model, self)
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
        right.addWidget(self.chart, 1)
        right.addWidget(self.readouts)
        row = QHBoxLayout()
        row.setSpacing(20)
        row.addLayout(left, 2)
        row.addLayout(right, 3)
        self.body.addLayout(row, 1)
        QWidget.setTabOrder(self.sliders["k"].slider, self.sliders["alpha"].slider)
        model.tokensChanged.connect(lambda _n: self.retranslate())
        self.retranslate()

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
        self.hint.setText(self.tr(
            "On the chart, the dot is your setting and the dashed line is writing without a draft.<br>"
            "<b>c = 0</b>: for now we pretend the draft is free (<a href=\"gloss:cost\">c</a> is its "
            "cost); in step 5 you give it a price.<br>"
            "<b>Best window</b>: the k that gives the highest speed-up at this α."))
        n = i18n.fmt_int(self.ctx.model.tokens)
        self.challenges.set_texts({
            "zero": (
                self.tr("Push α all the way down to 0. How many slow passes now?"),
                self.tr("As many as tokens, exactly as without a draft: each round still writes one token."),
            ),
            "quarter": (
                i18n.fill(self.tr("Get the %1 tokens in fewer than a quarter of the slow passes."), n),
                self.tr("That takes a high α and a long enough window: over four tokens per slow pass."),
            ),
            "half": (
                self.tr("Set α near 0.5, then stretch the window to k = 10 or more. Does it help much?"),
                self.tr("Hardly: at α = 0.5 a round can never average 2 tokens. Long windows pay only when α is high."),
            ),
        })

    def reset(self) -> None:
        self.challenges.reset()
