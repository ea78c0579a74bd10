"""The verdict once both runs are done: same text?, how much faster, how often accepted.

Every number here is measured on this computer in this run: the speed-up is
the ratio of the two runs' compute times.

The acceptance rate is the one the Lab's theory curve is drawn against: the
chance that the big model accepts a drafted character it checks, estimated as
accepted ÷ (accepted + rejected). A round stops at its first rejection, so
the drafted characters after it are never checked; counting them (accepted ÷
drafted) would give a smaller number that the theory does not speak of, and
the Lab would show real models far off a curve they actually follow. With
per-character acceptance α, a round of k keeps (1 - α^(k+1)) / (1 - α)
characters on average (Leviathan, Kalman & Matias, 2023, eq. 1), which is
the curve the measured point is put on. The share of all drafted characters
that were kept is shown as well, in the tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QWidget

from desktop import i18n, theme
from desktop.screens.realmodels import looks
from desktop.screens.realmodels.panels import Stat


@dataclass(frozen=True)
class Result:
    job: object  # worker.Job
    solo: object  # desktop.realmodels.Progress, the last one of the run
    spec: object
    rejections: int  # rounds of the speculative run that ended in a rejection

    @property
    def identical(self) -> bool:
        return self.solo.text == self.spec.text

    @property
    def speedup(self) -> float | None:
        return self.solo.elapsed / self.spec.elapsed if self.spec.elapsed > 0 else None

    @property
    def checked(self) -> int:
        """Drafted characters the big model actually compared with its own choice."""
        return self.spec.accepted + self.rejections

    @property
    def acceptance_rate(self) -> float:
        """Per checked character: the α of the Lab's theory."""
        return self.spec.accepted / self.checked if self.checked else 0.0

    @property
    def kept_share(self) -> float:
        """Accepted ÷ all drafted characters (checked or not)."""
        return self.spec.accepted / self.spec.drafted if self.spec.drafted else 0.0


class VerdictCard(QFrame):
    toLab = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.result: Result | None = None
        self.mode = "idle"  # idle | running | cancelled | failed | result
        self._error = ""
        t = theme.current()

        self.badge = QLabel(self)
        self.badge.setObjectName("verdictBadge")
        self.badge.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("verdictMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.speedup = Stat(self, t.accepted)
        self.speedup.setObjectName("verdictSpeedup")
        self.acceptance = Stat(self, t.draft)
        self.acceptance.setObjectName("verdictAcceptance")
        self.passes = Stat(self, t.accent)
        self.passes.setObjectName("verdictPasses")
        self.lab_button = QPushButton(self)
        self.lab_button.setObjectName("toLabButton")
        self.lab_button.clicked.connect(self.toLab)

        grid = QGridLayout(self)
        grid.setContentsMargins(14, 8, 14, 10)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(4)
        grid.addWidget(self.badge, 0, 0, 1, 2)
        grid.addWidget(self.lab_button, 0, 2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.message, 1, 0, 1, 3)
        grid.addWidget(self.speedup, 2, 0)
        grid.addWidget(self.acceptance, 2, 1)
        grid.addWidget(self.passes, 2, 2)
        for col in range(3):
            grid.setColumnStretch(col, 1)
        self._scale = 0.0
        self.apply_scale(1.0)
        self.retranslate()

    # States ----------------------------------------------------------------------------
    def show_idle(self) -> None:
        self._set("idle")

    def show_running(self) -> None:
        self._set("running")

    def show_cancelled(self) -> None:
        self._set("cancelled")

    def show_failed(self, message: str) -> None:
        self._error = message
        self._set("failed")

    def show_result(self, result: Result) -> None:
        self.result = result
        self._set("result")

    def _set(self, mode: str) -> None:
        self.mode = mode
        if mode != "result":
            self.result = None
        self._update()

    def _update(self) -> None:
        t = theme.current()
        has = self.mode == "result" and self.result is not None
        for w in (self.badge, self.speedup, self.acceptance, self.passes):
            w.setVisible(has)
        self.message.setVisible(not has)
        self.lab_button.setEnabled(has)
        if not has:
            self.message.setText({
                "idle": self.tr("Press Generate: first the big model writes alone, then the draft proposes and "
                                "the big model verifies. Then compare the two texts and the two clocks."),
                "running": self.tr("Generating… the verdict comes when both runs are done."),
                "cancelled": self.tr("Cancelled: no verdict. Press Generate to start again."),
                "failed": self.tr("The models could not run: %1").replace("%1", self._error),
            }[self.mode])
            return
        r = self.result
        if r.identical:
            self.badge.setText(self.tr("Identical text ✓"))
            self.badge.setStyleSheet(f"color: {t.accepted};")
        else:
            self.badge.setText(self.tr("The texts differ ✕"))
            self.badge.setStyleSheet(f"color: {t.rejected};")
        speedup = r.speedup
        self.speedup.set_value("–" if speedup is None else i18n.fmt(speedup, 2) + "×")
        self.speedup.caption.setText(
            self.tr("measured speed-up (%1 ms ÷ %2 ms)")
            .replace("%1", i18n.fmt_int(round(r.solo.elapsed * 1000)))
            .replace("%2", i18n.fmt_int(round(r.spec.elapsed * 1000))))
        self.acceptance.set_value("α = " + i18n.fmt(r.acceptance_rate, 2))
        self.acceptance.caption.setText(
            self.tr("acceptance rate (%1 of %2 checked)")
            .replace("%1", i18n.fmt_int(r.spec.accepted)).replace("%2", i18n.fmt_int(r.checked)))
        self.acceptance.setToolTip(
            self.tr("The big model checks a round's drafted characters in order and stops at the first one it "
                    "rejects, so α counts the checked ones only, as the Lab's theory does. Of all %1 drafted "
                    "characters, %2 were kept (%3 %).")
            .replace("%1", i18n.fmt_int(r.spec.drafted)).replace("%2", i18n.fmt_int(r.spec.accepted))
            .replace("%3", i18n.fmt_int(round(100 * r.kept_share))))
        self.passes.set_value(f"{i18n.fmt_int(r.solo.slow_passes)} → {i18n.fmt_int(r.spec.slow_passes)}")
        self.passes.caption.setText(self.tr("slow passes"))

    # Looks and language ----------------------------------------------------------------
    def apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        looks.set_font(self.badge, 19, scale, bold=True)
        looks.set_font(self.message, 12.5, scale)
        looks.set_font(self.lab_button, 12.5, scale, bold=True)
        for stat in (self.speedup, self.acceptance, self.passes):
            stat.apply_scale(scale)

    def retranslate(self) -> None:
        self.lab_button.setText(self.tr("Take it to the Lab ▶"))
        self.lab_button.setToolTip(self.tr("Put this measured point on the Lab's theory chart"))
        self._update()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
