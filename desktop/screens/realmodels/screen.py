"""The Real models lab: the same prompt, written twice by real models on this computer.

Left: the prompt (with Spanish presets: the models only know Cervantes'
Spanish), the draft window k, the drafter, the decoding mode, the length, and
Generate / Cancel; below, an honest note and the model cards' key facts.
Right: the two runs side by side, "the big model alone" and "draft +
verification", streaming as they are written, each with live counters; a
legend of the marks; and the verdict (identical text?, measured speed-up,
measured acceptance rate) with "Take it to the Lab".

The runs happen in a child process (``worker.Generation``), one after the
other; the screen drains their events from the app clock's ``step``. A run is
cancelled by Cancel, by Reset All, when the screen stays hidden for
HIDDEN_GRACE_MS, when the screen is deleted, and when the app quits.
"""

from __future__ import annotations

import weakref
from pathlib import Path

import shiboken6

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, paths, theme
from desktop.model import PARAMS
from desktop.screens.base import AppContext, Screen
from desktop.screens.realmodels import looks
from desktop.screens.realmodels.panels import RunPanel
from desktop.screens.realmodels.verdict import Result, VerdictCard
from desktop.screens.realmodels.worker import SOLO, SPEC, Generation, Job

PRESETS = ("En un lugar de la Mancha", "Dijo Sancho", "Érase una vez")
K_RANGE = (1, 8)
DEFAULT_K = 4
LENGTHS = (100, 300, 600)
DEFAULT_LENGTH = 300
KIOSK_LENGTHS = (60, 120)  # a workshop visitor should see the verdict in seconds
TEMPERATURES = (("sampling", 0.8), ("greedy", 0.0))
SEED = 1
PROMPT_MAX = 160
HIDDEN_GRACE_MS = 20_000  # a quick look at another screen does not kill a run
JOIN_TIMEOUT_S = 3.0
# Model card stem -> draft name the decoder takes; the order of the choice box.
DRAFTS = (("draft", "tiny"), ("ngram", "ngram"), ("distilled", "distilled"))

# Every generation still running anywhere, so the app can stop them when it quits.
_live: "weakref.WeakSet[Generation]" = weakref.WeakSet()
_quit_hooked = False


def _stop_all() -> None:
    for gen in list(_live):
        gen.cancel()
    for gen in list(_live):
        gen.stop(JOIN_TIMEOUT_S)


def _hook_quit() -> None:
    global _quit_hooked
    app = QCoreApplication.instance()
    if app is not None and not _quit_hooked:
        app.aboutToQuit.connect(_stop_all)
        _quit_hooked = True


class _Owner:
    """Holds the screen's running generation outside the Qt object, so that the
    screen's ``destroyed`` signal can still cancel it while the C++ side goes."""

    def __init__(self) -> None:
        self.gen: Generation | None = None

    def cancel(self, *_args) -> None:
        if self.gen is not None:
            self.gen.cancel()


class RealModelsScreen(Screen):
    finished = Signal(object)  # Result, or None when cancelled or failed
    # Tests point this at another folder; None means the installed models.
    models_dir: Path | None = None

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        _hook_quit()
        self._owner = _Owner()
        self.destroyed.connect(self._owner.cancel)  # its process ends with the run
        self.result: Result | None = None
        self._job: Job | None = None
        self._error = ""
        self._scale = 1.0
        self._kiosk_lengths = None
        self._cards: dict = {}
        self._on_screen = False
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.setInterval(HIDDEN_GRACE_MS)
        self._grace.timeout.connect(self.cancel)

        self._build_controls()
        self.solo = RunPanel(SOLO, self)
        self.spec = RunPanel(SPEC, self)
        self.verdict = VerdictCard(self)
        self.verdict.toLab.connect(self.to_lab)
        self.legend = QLabel(self)
        self.legend.setObjectName("realmodelsLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.missing = QLabel(self)
        self.missing.setObjectName("realmodelsMissing")
        self.missing.setWordWrap(True)
        self.missing.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        t = theme.current()
        self.missing.setStyleSheet(
            f"QLabel#realmodelsMissing {{ background: {t.rejected_fill}; color: {t.text}; "
            f"border: {t.border_width}px solid {t.rejected}; border-radius: 8px; padding: 10px; }}")
        self.missing.hide()

        runs = QHBoxLayout()
        runs.setSpacing(12)
        runs.addWidget(self.solo, 1)
        runs.addWidget(self.spec, 1)
        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(self.missing)
        right.addLayout(runs, 1)
        right.addWidget(self.legend)
        right.addWidget(self.verdict)
        right.addWidget(self.note)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
        grid.addWidget(self.controls, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.setColumnStretch(0, 0)
        grid.setColumnStretch(1, 1)

        chain = [self.prompt_edit, *self.preset_buttons, self.k_slider, self.draft_box, self.mode_box,
                 self.length_box, self.generate_button, self.cancel_button, self.solo.view, self.spec.view,
                 self.verdict.lab_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

        self._load_cards()
        self._sync_lengths()
        self.solo.clear()
        self.spec.clear()
        self.verdict.show_idle()
        self._sync_buttons()
        self.retranslate()

    # Building ---------------------------------------------------------------------------
    def _build_controls(self) -> None:
        box = self.controls = QWidget(self)
        box.setObjectName("realmodelsControls")
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.intro = QLabel(box)
        self.intro.setObjectName("caption")
        self.intro.setWordWrap(True)
        self.prompt_label = QLabel(box)
        self.prompt_edit = QLineEdit(PRESETS[0], box)
        self.prompt_edit.setObjectName("promptEdit")
        self.prompt_edit.setMaxLength(PROMPT_MAX)
        t = theme.current()
        self.prompt_edit.setStyleSheet(
            f"QLineEdit {{ padding: 6px 8px; border: {t.border_width}px solid {t.border}; border-radius: 6px; "
            f"background: {t.surface}; color: {t.text}; min-height: 1.6em; }}"
            f"QLineEdit:focus {{ border: {t.focus_width}px solid {t.accent}; }}"
            f"QLineEdit:disabled {{ color: {t.disabled_text}; border-style: dashed; }}")
        self.prompt_edit.textChanged.connect(self._sync_buttons)
        self.prompt_edit.returnPressed.connect(self.start)
        self.prompt_label.setBuddy(self.prompt_edit)
        self.preset_buttons = []
        presets = QGridLayout()
        presets.setSpacing(6)
        for i, text in enumerate(PRESETS):
            button = QPushButton(text, box)
            button.setObjectName(f"preset{i}")
            button.setStyleSheet("QPushButton { padding-left: 8px; padding-right: 8px; }")
            button.clicked.connect(lambda _c=False, text=text: self.prompt_edit.setText(text))
            self.preset_buttons.append(button)
        presets.addWidget(self.preset_buttons[0], 0, 0, 1, 2)
        presets.addWidget(self.preset_buttons[1], 1, 0)
        presets.addWidget(self.preset_buttons[2], 1, 1)

        self.k_label = QLabel(box)
        self.k_value = QLabel(box)
        self.k_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.k_slider = QSlider(Qt.Orientation.Horizontal, box)
        self.k_slider.setObjectName("realmodelsK")
        self.k_slider.setRange(*K_RANGE)
        self.k_slider.setPageStep(2)
        self.k_slider.setValue(DEFAULT_K)
        self.k_slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.k_slider.valueChanged.connect(self._update_k)
        self.k_label.setBuddy(self.k_slider)

        self.draft_label = QLabel(box)
        self.draft_box = QComboBox(box)
        self.draft_box.setObjectName("draftBox")
        self.mode_label = QLabel(box)
        self.mode_box = QComboBox(box)
        self.mode_box.setObjectName("modeBox")
        for key, temperature in TEMPERATURES:
            self.mode_box.addItem("", temperature)
        self.length_label = QLabel(box)
        self.length_box = QComboBox(box)
        self.length_box.setObjectName("lengthBox")
        for label, combo in ((self.draft_label, self.draft_box), (self.mode_label, self.mode_box),
                             (self.length_label, self.length_box)):
            label.setBuddy(combo)
            # Narrow windows and large text: the box may shrink (its list still shows the whole text).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)

        self.generate_button = QPushButton(box)
        self.generate_button.setObjectName("primary")
        self.generate_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(box)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.generate_button, 1)
        buttons.addWidget(self.cancel_button, 1)

        self.note = QLabel(self)
        self.note.setObjectName("realmodelsNote")
        self.note.setWordWrap(True)
        self.facts = QLabel(box)
        self.facts.setObjectName("caption")
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)

        form = QGridLayout()
        form.setHorizontalSpacing(10)
        form.setVerticalSpacing(6)
        k_head = QHBoxLayout()
        k_head.addWidget(self.k_label, 1)
        k_head.addWidget(self.k_value)
        form.addLayout(k_head, 0, 0, 1, 2)
        form.addWidget(self.k_slider, 1, 0, 1, 2)
        form.addWidget(self.draft_label, 2, 0)
        form.addWidget(self.draft_box, 2, 1)
        form.addWidget(self.mode_label, 3, 0)
        form.addWidget(self.mode_box, 3, 1)
        form.addWidget(self.length_label, 4, 0)
        form.addWidget(self.length_box, 4, 1)
        form.setColumnStretch(1, 1)

        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        v.addWidget(self.intro)
        v.addWidget(self.prompt_label)
        v.addWidget(self.prompt_edit)
        v.addLayout(presets)
        v.addSpacing(4)
        v.addLayout(form)
        v.addSpacing(4)
        v.addLayout(buttons)
        v.addSpacing(6)
        v.addWidget(self.facts)
        v.addStretch(1)
        self._apply_control_scale(1.0)

    # Models on disk ----------------------------------------------------------------------
    def _dir(self) -> Path:
        return Path(self.models_dir or paths.models_dir())

    def _load_cards(self) -> None:
        from desktop.realmodels.api import model_cards

        try:
            cards = model_cards(self._dir())
        except (OSError, ValueError):  # a card half-written by a training run
            cards = {}
        d = self._dir()
        self._cards = {stem: card for stem, card in cards.items() if (d / f"{stem}.npz").exists()}
        current = self.draft_box.currentData()
        self.draft_box.blockSignals(True)
        self.draft_box.clear()
        for stem, name in DRAFTS:
            if stem in self._cards:
                self.draft_box.addItem("", name)
        index = self.draft_box.findData(current)
        self.draft_box.setCurrentIndex(max(0, index))
        self.draft_box.blockSignals(False)
        self._retranslate_drafts()

    @property
    def available(self) -> bool:
        """The big model and at least one draft are installed."""
        return "target" in self._cards and self.draft_box.count() > 0

    # Settings ---------------------------------------------------------------------------
    def _sync_lengths(self) -> None:
        kiosk = bool(self.ctx.kiosk)
        if self._kiosk_lengths is kiosk:
            return
        self._kiosk_lengths = kiosk
        lengths = KIOSK_LENGTHS if kiosk else LENGTHS
        default = KIOSK_LENGTHS[-1] if kiosk else DEFAULT_LENGTH
        self.length_box.blockSignals(True)
        self.length_box.clear()
        for n in lengths:
            self.length_box.addItem("", n)
        self.length_box.setCurrentIndex(lengths.index(default))
        self.length_box.blockSignals(False)
        self._retranslate_lengths()

    def max_chars(self) -> int:
        return KIOSK_LENGTHS[-1] if self.ctx.kiosk else LENGTHS[-1]

    def job(self, chars: int | None = None) -> Job:
        chars = int(chars if chars is not None else self.length_box.currentData())
        return Job(
            prompt=self.prompt_edit.text(),
            chars=max(1, min(chars, self.max_chars())),
            k=self.k_slider.value(),
            draft=self.draft_box.currentData(),
            temperature=float(self.mode_box.currentData()),
            seed=SEED,
            models_dir=self._dir(),
        )

    def _update_k(self, value: int) -> None:
        self.k_value.setText(i18n.fmt_int(value))
        self.k_slider.setAccessibleDescription(self.tr("k = %1").replace("%1", i18n.fmt_int(value)))

    # Running ----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._owner.gen is not None

    @property
    def generation(self) -> Generation | None:
        return self._owner.gen

    def start(self, chars: int | None = None) -> bool:
        """Start both runs in the background; False when it cannot start now."""
        if self.running or not self.available or not self.prompt_edit.text().strip():
            return False
        self._sync_lengths()
        gen = self._begin(self.job(chars if isinstance(chars, int) and not isinstance(chars, bool) else None))
        gen.start()
        self.ctx.clock.acquire(self)
        return True

    def _begin(self, job: Job) -> Generation:
        self._job = job
        self.result = None
        self._error = ""
        self.solo.start(job.prompt)
        self.spec.start(job.prompt)
        self.solo.set_state("loading")
        self.spec.set_state("waiting")
        self._describe_runs()
        self.verdict.show_running()
        gen = Generation(job)
        self._owner.gen = gen
        _live.add(gen)
        self._sync_buttons()
        return gen

    def cancel(self) -> None:
        gen = self._owner.gen
        if gen is not None:
            gen.cancel()
            self.cancel_button.setEnabled(False)

    def step(self, dt: float) -> None:
        """Clock tick: show whatever the worker wrote since the last one."""
        if not shiboken6.isValid(self):  # deleted without the window's clean-up
            self._owner.cancel()
            self.ctx.clock.remove(self)
            return
        gen = self._owner.gen
        if gen is None:
            self.ctx.clock.release(self)
            return
        for event in gen.drain():
            self._handle(gen, event)

    def _handle(self, gen: Generation, event) -> None:
        kind = event.kind
        if kind == "loaded":
            self.solo.set_state("running")
        elif kind in (SOLO, SPEC):
            panel = self.solo if kind == SOLO else self.spec
            p = event.progress
            if panel.state != "running":
                panel.set_state("running")
            panel.update_progress(p)
            if p.done:
                panel.set_state("cancelled" if p.cancelled else "done")
        elif kind in ("missing", "error"):
            self._error = event.message
        elif kind == "died":
            self._error = self.tr("their process stopped unexpectedly (exit code %1)").replace("%1", event.message)
        elif kind == "end":
            self._finish(gen)

    def _finish(self, gen: Generation) -> None:
        if self._owner.gen is gen:
            self._owner.gen = None
        _live.discard(gen)
        self.ctx.clock.release(self)
        solo, spec = self.solo.progress, self.spec.progress
        complete = (not gen.cancelled and not self._error and solo is not None and spec is not None
                    and solo.done and spec.done and not solo.cancelled and not spec.cancelled)
        for panel in (self.solo, self.spec):
            if panel.state in ("loading", "waiting", "running"):
                panel.set_state("failed" if self._error else "cancelled")
        if complete:
            self.result = Result(self._job, solo, spec, self.spec.rejections)
            self.verdict.show_result(self.result)
        elif self._error:
            self.verdict.show_failed(self._error)
        else:
            self.verdict.show_cancelled()
        self._sync_buttons()
        self.finished.emit(self.result)

    def _stop(self) -> None:
        """Cancel any run and wait for its process to end (Reset All, screen going away)."""
        gen = self._owner.gen
        if gen is None:
            return
        gen.stop(JOIN_TIMEOUT_S)
        self._owner.gen = None
        _live.discard(gen)
        self.ctx.clock.release(self)

    def _sync_buttons(self, *_args) -> None:
        running = self.running
        ok = self.available
        self.generate_button.setEnabled(ok and not running and bool(self.prompt_edit.text().strip()))
        self.cancel_button.setEnabled(running)
        for w in (self.prompt_edit, *self.preset_buttons, self.k_slider, self.draft_box, self.mode_box,
                  self.length_box):
            w.setEnabled(ok and not running)

    # The Lab ----------------------------------------------------------------------------
    def lab_point(self) -> dict | None:
        """The measured point for the Lab's chart, with the slow passes scaled to the Lab's N."""
        r = self.result
        if r is None:
            return None
        spec = PARAMS["tokens"]
        chars = r.spec.chars
        tokens = int(min(max(chars, spec.lo), spec.hi))
        k = r.job.k
        alpha = r.acceptance_rate
        label = (self.tr("real models: α = %1, k = %2")
                 .replace("%1", i18n.fmt(alpha, 2)).replace("%2", i18n.fmt_int(k)))
        return {"alpha": alpha, "slow_passes": r.spec.slow_passes * tokens / chars, "tokens": tokens,
                "k": k, "label": label}

    def to_lab(self) -> None:
        point = self.lab_point()
        if point is None:
            return
        self.ctx.model.set_measured_point(point)
        window = self.window()
        if hasattr(window, "show_screen") and "lab" in window.screen_names():
            window.show_screen("lab")

    # Screen hooks -----------------------------------------------------------------------
    def reset(self) -> None:
        self._stop()
        self.result = None
        self._error = ""
        self.prompt_edit.setText(PRESETS[0])
        self.k_slider.setValue(DEFAULT_K)
        self.draft_box.setCurrentIndex(0)
        self.mode_box.setCurrentIndex(0)
        self._kiosk_lengths = None
        self._sync_lengths()
        self.solo.clear()
        self.spec.clear()
        self._describe_runs()
        self.verdict.show_idle()
        self._sync_buttons()

    def activated(self) -> None:
        self._on_screen = True
        self._grace.stop()
        self._sync_lengths()
        if not self.running:
            self._load_cards()  # the models may have been retrained or installed meanwhile
            self._update_availability()
            self._sync_buttons()
        else:
            self.ctx.clock.acquire(self)

    def deactivated(self) -> None:
        self._on_screen = False
        if self.running:
            self._grace.start()

    def settle(self) -> None:
        """For --screenshot: run a short comparison to the end, right here."""
        if self.running or self.result is not None or not self.available:
            return
        gen = self._begin(self.job())
        gen.run_here()
        for event in gen.drain():
            self._handle(gen, event)

    # Looks and language -------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = looks.screen_scale(self.width(), self.height())
        if scale != self._scale:
            self._scale = scale
            self._apply_control_scale(scale)
            for part in (self.solo, self.spec, self.verdict):
                part.apply_scale(scale)
            self._update_legend()

    def _apply_control_scale(self, scale: float) -> None:
        looks.set_font(self.intro, 12, scale)
        for label in (self.prompt_label, self.k_label, self.draft_label, self.mode_label, self.length_label):
            looks.set_font(label, 12, scale, bold=label is self.prompt_label)
        looks.set_font(self.k_value, 13, scale, bold=True)
        for w in (self.prompt_edit, *self.preset_buttons, self.draft_box, self.mode_box, self.length_box,
                  self.cancel_button):
            looks.set_font(w, 12, scale)
        looks.set_font(self.generate_button, 13, scale, bold=True)
        looks.set_font(self.note, 11, scale)
        looks.set_font(self.facts, 10.5, scale)
        self.controls.setMaximumWidth(int(340 * theme.current().font_scale * scale))
        if hasattr(self, "legend"):
            looks.set_font(self.legend, 11, scale)

    def _update_availability(self) -> None:
        if self.available:
            self.missing.hide()
            return
        self.missing.setText(self.tr(
            "The model files are not installed, so this screen cannot run. SpecLab looked for "
            "target.npz, draft.npz and ngram.npz in %1. The rest of the app works without them."
        ).replace("%1", str(self._dir())))
        self.missing.show()

    def _describe_runs(self) -> None:
        job = self._job or self.job()
        self.solo.set_description(self.tr("one slow pass per character"))
        index = self.draft_box.findData(job.draft)
        draft = self.draft_box.itemText(index) if index >= 0 else ""
        self.spec.set_description(self.tr("draft: %1 · k = %2").replace("%1", draft)
                                  .replace("%2", i18n.fmt_int(job.k)))

    def _update_legend(self) -> None:
        self.legend.setText(" &nbsp; ".join([
            looks.html_sample("accepted", "de la") + " " + self.tr("the draft's, accepted"),
            looks.html_sample("correction", "n") + " " + self.tr("the big model's own (a correction or the extra one)"),
        ]))

    def _retranslate_drafts(self) -> None:
        names = {
            "tiny": self.tr("Tiny transformer"),
            "ngram": self.tr("n-gram (last %1 characters)").replace("%1", i18n.fmt_int(self._ngram_context())),
            "distilled": self.tr("Tiny, distilled from the big one"),
        }
        for i in range(self.draft_box.count()):
            self.draft_box.setItemText(i, names[self.draft_box.itemData(i)])

    def _ngram_context(self) -> int:
        try:
            return int(self._cards["ngram"]["architecture"]["order"]) - 1
        except (KeyError, TypeError, ValueError):
            return 4

    def _retranslate_lengths(self) -> None:
        for i in range(self.length_box.count()):
            n = int(self.length_box.itemData(i))
            self.length_box.setItemText(i, self.tr("%n character(s)", "", n))

    def _facts_text(self) -> str:
        def params(n: int) -> str:
            if n >= 1_000_000:
                return self.tr("%1 million").replace("%1", i18n.fmt(n / 1e6, 1))
            return i18n.fmt_int(n)

        names = {
            "target": self.tr("Big model"),
            "draft": self.tr("Tiny draft"),
            "distilled": self.tr("Distilled draft"),
            "ngram": self.tr("n-gram draft"),
        }
        rows = []
        for stem in ("target", "draft", "distilled", "ngram"):
            card = self._cards.get(stem)
            if not card:
                continue
            try:
                n = int(card["parameters"])
                val = float(card["loss_nats_per_char"]["val"])
            except (KeyError, TypeError, ValueError):
                continue
            rows.append(f"<tr><td>{names[stem]}</td><td align='right'>{params(n)}</td>"
                        f"<td align='right'>{i18n.fmt(val, 2)}</td></tr>")
        if not rows:
            return ""
        model, parameters, loss = self.tr("Model"), self.tr("Parameters"), self.tr("Loss*")
        head = (f"<tr><th align='left'>{model}</th><th align='right'>{parameters}</th>"
                f"<th align='right'>{loss}</th></tr>")
        foot = self.tr("*nats per character on text the model never saw: lower is better")
        return (f"<table cellspacing='0' cellpadding='1' width='100%'>{head}{''.join(rows)}</table>"
                f"<div>{foot}</div>")

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "Two real language models, trained on Don Quijote, write here on your computer: first the big "
            "one alone, then draft + verification."))
        self.prompt_label.setText(self.tr("The text begins with"))
        self.prompt_edit.setAccessibleName(self.tr("The text begins with"))
        for button in self.preset_buttons:
            button.setToolTip(self.tr("The models only know the Spanish of Don Quijote"))
        self.k_label.setText(self.tr("Draft window k"))
        self.k_slider.setAccessibleName(self.tr("Draft window k"))
        self.k_slider.setToolTip(self.tr("How many characters the draft writes ahead in each round"))
        self._update_k(self.k_slider.value())
        self.draft_label.setText(self.tr("Draft"))
        self.mode_label.setText(self.tr("Mode"))
        self.length_label.setText(self.tr("Length"))
        self.mode_box.setItemText(0, self.tr("Sampling, T = %1").replace("%1", i18n.fmt(TEMPERATURES[0][1], 1)))
        self.mode_box.setItemText(1, self.tr("Greedy (T = 0)"))
        self.mode_box.setToolTip(self.tr(
            "Sampling draws each character at random, from noise fixed by a seed, so both runs draw the same. "
            "Greedy always takes the most likely character."))
        self._retranslate_drafts()
        self._retranslate_lengths()
        self.generate_button.setText(self.tr("▶ Generate"))
        self.generate_button.setAccessibleName(self.tr("Generate"))
        self.cancel_button.setText(self.tr("■ Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.note.setText(self.tr(
            "An honest note: these are tiny models trained on a single book, one character at a time, so their "
            "Spanish only sounds like Cervantes from afar. The chatbots you know are about a million times "
            "larger, and the principle is the same."))
        self.facts.setText(self._facts_text())
        self._update_availability()
        self._describe_runs()
        self._update_legend()
