"""The Lab's numbers: tokens per slow pass, slow passes against the baseline,
speed-up, break-even acceptance and the best draft window. Every value is the
sim's (``LessonModel.numbers()``), only formatted here."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from desktop import i18n, theme
from desktop.model import PARAMS, LessonModel
from desktop.sim import analytic

ROWS = ("tokens_per_pass", "slow_passes", "speedup", "break_even", "optimal_k")


class Readouts(QFrame):
    def __init__(self, model: LessonModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.model = model
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        for row, key in enumerate(ROWS):
            name = QLabel(self)
            name.setWordWrap(True)
            # Scroll areas size by minimum hints, which ignore word-wrap
            # height: promise at least one full line.
            name.setMinimumHeight(name.sizeHint().height())
            value = QLabel(self)
            value.setObjectName(f"readout_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = value.font()
            font.setPointSizeF(theme.pt(15))
            font.setBold(True)
            value.setFont(font)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            self.names[key] = name
            self.values[key] = value
        grid.setColumnStretch(0, 1)
        model.parametersChanged.connect(self._update)
        self.retranslate()

    def _update(self) -> None:
        n = self.model.numbers()
        self.values["tokens_per_pass"].setText(i18n.fmt(n["tokens_per_pass"], 2))
        self.values["slow_passes"].setText(
            self.tr("%1 of %2").replace("%1", i18n.fmt(n["slow_passes"], 1)).replace("%2", i18n.fmt_int(n["baseline_passes"]))
        )
        self.values["speedup"].setText(self.tr("%1×").replace("%1", i18n.fmt(n["speedup"], 2)))
        be = n["break_even_alpha"]
        if be is None:
            text = self.tr("never")
            tip = self.tr("With this draft cost the draft never pays for itself.")
        elif be == 0:
            text = i18n.fmt(0, 2)
            tip = self.tr("A free draft never slows you down: even a fully rejected round writes one token.")
        else:
            text = i18n.fmt(be, 2)
            tip = self.tr("Below this acceptance rate the draft costs more time than it saves.")
        self.values["break_even"].setText(text)
        self.values["break_even"].setToolTip(tip)
        # The sim searches k up to 64; the Lab's slider stops at 16, so name
        # the best k the learner can actually set, and say when more would help.
        best = analytic.optimal_k(self.model.alpha, self.model.cost, k_max=PARAMS["k"].hi)
        text = f"k = {i18n.fmt_int(best)}"
        if n["optimal_k"] > best:
            text = self.tr("k = %1 (or more)").replace("%1", i18n.fmt_int(best))
        self.values["optimal_k"].setText(text)
        for key in ROWS:
            self.values[key].setAccessibleName(f"{self.names[key].text()} {self.values[key].text()}")

    def retranslate(self) -> None:
        self.names["tokens_per_pass"].setText(self.tr("Tokens per slow pass"))
        self.names["slow_passes"].setText(self.tr("Slow passes (without a draft)"))
        self.names["speedup"].setText(self.tr("Speed-up (long text, with draft cost)"))
        self.names["break_even"].setText(self.tr("Break-even acceptance rate"))
        self.names["optimal_k"].setText(self.tr("Best draft window for this α and c"))
        self._update()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
