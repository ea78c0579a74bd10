"""The Tree lab: build a tree of guesses and watch one slow pass verify all of it.

Left: the drafting heads (presets, a₁, r), the tree's shape (candidates per
level), the two costs (β, c) and the numbers. Right: the tree and its
attention mask side by side, the step-through of one verification round,
and the chart of tokens per pass and speed-up against the node count.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n, theme
from desktop.screens.base import AppContext, Screen
from desktop.screens.tree import round_player as rp
from desktop.screens.tree.branch_steppers import BranchSteppers
from desktop.screens.tree.mask_view import MaskView
from desktop.screens.tree.state import TreeState
from desktop.screens.tree.tree_canvas import TreeCanvas
from desktop.screens.tree.tree_chart import TreeChart
from desktop.screens.tree.tree_numbers import TreeNumbers
from desktop.screens.tree.tree_slider import TreeSlider
from desktop.sim import tree as sim
from desktop.sim import vocab

PRESET_KEYS = ("weak_heads", "eagle_like")
SPEEDS = ("slow", "normal", "fast")
LESSON_SCREEN = "heads"


def _set_text(label: QLabel, text: str) -> None:
    # Setting the same text again would still re-lay out a word-wrapped label.
    if label.text() != text:
        label.setText(text)


def _bold(label: QLabel, size: float | None = None) -> QLabel:
    font = label.font()
    font.setBold(True)
    if size:
        font.setPointSizeF(theme.pt(size))
    label.setFont(font)
    return label


class TreeScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.state = TreeState(self)
        self.player = rp.RoundPlayer(self.state.round_detail)
        self._playing = False
        self._frame = None

        # Left column: the knobs, the numbers, and what the papers report -------
        left = QWidget(self)
        left.setObjectName("treeControls")
        self.preset_buttons: dict[str, QPushButton] = {}
        presets = QHBoxLayout()
        presets.setSpacing(6)
        self.presets_label = _bold(QLabel(left))
        presets.addWidget(self.presets_label)
        for key in PRESET_KEYS:
            button = QPushButton(left)
            button.setObjectName(f"preset_{key}")
            button.setCheckable(True)
            # Narrow side padding: both presets must fit side by side in the column.
            button.setStyleSheet("QPushButton { padding-left: 6px; padding-right: 6px; }")
            button.clicked.connect(lambda _checked=False, key=key: self._apply_preset(key))
            presets.addWidget(button, 1)
            self.preset_buttons[key] = button
        self.sliders = {name: TreeSlider(self.state, name, left) for name in ("a1", "decay", "beta", "cost")}
        self.steppers = BranchSteppers(self.state, left)
        self.numbers = TreeNumbers(self.state, left)
        self.papers = QLabel(left)
        self.papers.setObjectName("treePapers")
        self.papers.setWordWrap(True)
        self.papers.setTextFormat(Qt.TextFormat.RichText)
        self.papers.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        font = self.papers.font()
        font.setPointSizeF(theme.pt(10.5))
        self.papers.setFont(font)
        # The link back to the lesson is keyboard-reachable too (Tab, then Enter).
        self.papers.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.papers.setOpenExternalLinks(False)
        self.papers.linkActivated.connect(self._go_to_lesson)

        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(5)
        lv.addLayout(presets)
        lv.addWidget(self.sliders["a1"])
        lv.addWidget(self.sliders["decay"])
        lv.addSpacing(6)
        lv.addWidget(self.steppers)
        lv.addSpacing(6)
        lv.addWidget(self.sliders["beta"])
        lv.addWidget(self.sliders["cost"])
        lv.addSpacing(4)
        lv.addWidget(self.numbers)
        lv.addSpacing(4)
        lv.addWidget(self.papers)
        lv.addStretch(1)
        # No fixed minimum: the column is as narrow as its contents allow at the current
        # font scale (a larger scale scrolls rather than clips).
        left.setMaximumWidth(int(480 * theme.current().font_scale))

        # Right: tree and mask, the step-through, the chart ---------------------
        self.canvas = TreeCanvas(self.state, self)
        self.mask_title = _bold(QLabel(self))
        self.mask_title.setWordWrap(True)
        self.mask = MaskView(self.state, self)
        self.mask_caption = QLabel(self)
        self.mask_caption.setObjectName("caption")
        self.mask_caption.setWordWrap(True)
        self.mask_caption.setMinimumHeight(self.mask_caption.fontMetrics().height() * 3 + 4)
        self.mask_caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        mask_box = QVBoxLayout()
        mask_box.setSpacing(2)
        mask_box.addWidget(self.mask_title)
        mask_box.addWidget(self.mask, 1)
        mask_box.addWidget(self.mask_caption)
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.canvas, 2)
        top.addLayout(mask_box, 1)

        self.play_button = QPushButton(self)
        self.play_button.setObjectName("treePlayButton")
        self.play_button.setCheckable(True)
        self.play_button.clicked.connect(self.toggle)
        self.step_button = QPushButton(self)
        self.step_button.setObjectName("treeStepButton")
        self.step_button.clicked.connect(self.step_stage)
        self.speed_box = QComboBox(self)
        self.speed_box.setObjectName("treeSpeedBox")
        for speed in SPEEDS:
            self.speed_box.addItem("", speed)
        self.speed_box.setCurrentIndex(SPEEDS.index("normal"))
        self.speed_box.currentIndexChanged.connect(self._on_speed)
        self.new_rounds_button = QPushButton(self)
        self.new_rounds_button.setObjectName("treeNewRoundsButton")
        self.new_rounds_button.clicked.connect(self.state.new_seed)
        self.round_label = _bold(QLabel(self))
        self.round_label.setObjectName("treeRoundLabel")
        self.round_label.setWordWrap(True)
        bar = QHBoxLayout()
        bar.setSpacing(6)
        for w in (self.play_button, self.step_button, self.speed_box, self.new_rounds_button):
            bar.addWidget(w)
        bar.addSpacing(10)
        bar.addWidget(self.round_label, 1)
        self.stage_caption = QLabel(self)
        self.stage_caption.setObjectName("treeStageCaption")
        self.stage_caption.setWordWrap(True)
        font = self.stage_caption.font()
        font.setPointSizeF(theme.pt(13))
        self.stage_caption.setFont(font)
        self.stage_caption.setMinimumHeight(self.stage_caption.fontMetrics().height() * 2 + 4)
        self.stage_caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.totals_label = QLabel(self)
        self.totals_label.setObjectName("caption")
        self.totals_label.setWordWrap(True)

        self.chart = TreeChart(self.state, self)

        right = QVBoxLayout()
        right.setSpacing(4)
        right.addLayout(top, 10)
        right.addSpacing(2)
        right.addLayout(bar)
        right.addWidget(self.stage_caption)
        right.addWidget(self.totals_label)
        right.addWidget(self.chart, 7)

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
        grid.addWidget(left, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.setColumnStretch(0, 10)
        grid.setColumnStretch(1, 23)

        chain = (list(self.preset_buttons.values())
                 + [self.sliders["a1"].slider, self.sliders["decay"].slider]
                 + [self.steppers.depth_spin] + self.steppers.spins
                 + [self.sliders["beta"].slider, self.sliders["cost"].slider, self.canvas,
                    self.play_button, self.step_button, self.speed_box, self.new_rounds_button,
                    self.papers])
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

        ctx.clock.add(self)
        self.state.structureChanged.connect(self._restart_rounds)
        self.state.ranksChanged.connect(self._restart_rounds)
        self.state.seedChanged.connect(self._restart_rounds)
        self.state.ranksChanged.connect(self._sync_presets)
        self.state.costsChanged.connect(self._update_texts)
        self.canvas.highlightChanged.connect(self._on_tree_highlight)
        self.mask.rowHovered.connect(self._on_mask_hover)
        self._sync_presets()
        self.retranslate()
        self._refresh()

    # Parameters -----------------------------------------------------------------
    def _apply_preset(self, key: str) -> None:
        self.state.apply_preset(key)
        self._sync_presets()

    def _sync_presets(self) -> None:
        for key, button in self.preset_buttons.items():
            button.setChecked(self.state.preset_matches(key))

    def _on_speed(self, index: int) -> None:
        self.player.speed = SPEEDS[index]

    def _restart_rounds(self) -> None:
        self.player.restart()
        self._refresh()

    def _lesson_available(self) -> bool:
        window = self.window()
        return hasattr(window, "screen_names") and LESSON_SCREEN in window.screen_names()

    def _go_to_lesson(self, _url: str = "") -> None:
        if self._lesson_available():
            self.window().show_screen(LESSON_SCREEN)

    # Playback (driven by the app's clock) -----------------------------------------
    @property
    def playing(self) -> bool:
        return self._playing

    def play(self) -> None:
        if not self._playing:
            self._playing = True
            self.ctx.clock.acquire(self)
            self._sync_play_button()

    def pause(self) -> None:
        if self._playing:
            self._playing = False
            self.ctx.clock.release(self)
            self._sync_play_button()

    def toggle(self) -> None:
        self.pause() if self._playing else self.play()

    def step(self, dt: float) -> None:
        if not self._playing:
            return
        self.player.step(dt)
        self._refresh(force=False)

    def step_stage(self) -> None:
        """The step button: pause, then show the next stage complete."""
        self.pause()
        self.player.next_stage()
        self._refresh()

    def _sync_play_button(self) -> None:
        self.play_button.setChecked(self._playing)
        self.play_button.setText(self.tr("❚❚ Pause") if self._playing else self.tr("▶ Play"))
        self.play_button.setAccessibleName(self.tr("Pause") if self._playing else self.tr("Play"))

    # View -------------------------------------------------------------------------
    def _refresh(self, force: bool = True) -> None:
        view = self.player.view()
        # Most frames change nothing visible (a stage only shows something new when a
        # level appears or is checked): skip them, so playing costs little.
        frame = (view.round_index, view.stage, rp.drafted_depth(view, self.state.depth),
                 rp.checked_depth(view) if view.stage is not None else 0)
        if not force and frame == self._frame:
            return
        self._frame = frame
        self.canvas.set_view(view)
        path_row = None
        if view.stage is not None and view.stage >= rp.MATCH and view.detail["path"]:
            if rp.checked_depth(view) >= view.detail["accepted"]:
                path_row = view.detail["path"][-1]
        self.mask.set_path_row(path_row)
        self._update_texts()

    def _update_texts(self) -> None:
        view = self.player.view()
        _set_text(self.stage_caption, self.stage_text(view))
        if view.stage is None:
            round_text = self.tr("No round yet")
        else:
            round_text = (self.tr("Round %1 · step %2 of 4").replace("%1", i18n.fmt_int(view.round_index + 1))
                          .replace("%2", i18n.fmt_int(view.stage + 1)))
        _set_text(self.round_label, round_text)
        expected = i18n.fmt(self.state.numbers()["tokens_per_pass"], 2)
        mean = self.player.mean_tokens()
        if mean is None:
            totals = self.tr("Expected: %1 tokens per slow pass.").replace("%1", expected)
        else:
            totals = (self.tr("So far %1 tokens in %n slow pass(es): %2 per pass (expected %3).", "",
                              self.player.rounds_done)
                      .replace("%1", i18n.fmt_int(self.player.tokens_done))
                      .replace("%2", i18n.fmt(mean, 2)).replace("%3", expected))
        _set_text(self.totals_label, totals)
        self._update_mask_caption()

    def stage_text(self, view: rp.View) -> str:
        n, d = self.state.node_count(), self.state.depth
        if view.stage is None:
            return self.tr("Press ▶ Play, or Step, to verify one round of this tree. "
                           "Point at a node to see the row of the mask it uses.")
        if view.stage == rp.DRAFT:
            return (self.tr("1 · Draft: the heads guess the whole tree, %1 words over %2 levels, "
                            "cheaply and before the big model runs.")
                    .replace("%1", i18n.fmt_int(n)).replace("%2", i18n.fmt_int(d)))
        if view.stage == rp.PASS:
            return (self.tr("2 · One slow pass: the big model checks all %1 nodes at once. The mask lets each "
                            "node look only at its own ancestors, so the branches never mix.")
                    .replace("%1", i18n.fmt_int(n)))
        detail = view.detail
        if view.stage == rp.MATCH:
            if detail["accepted"] == 0:
                return self.tr("3 · Find the matching path: none of the first-level guesses is the big model's "
                               "word (✕). Nothing from the tree is kept this time.")
            return (self.tr("3 · Find the matching path: the big model agrees with «%1» along one branch (✓). "
                            "Every other branch is thrown away.")
                    .replace("%1", " ".join(detail["words"])))
        word = detail["bonus_word"]
        if word is None:
            return (self.tr("4 · Keep the path plus one token of the big model's own (+), here a word the heads "
                            "did not guess: %n token(s) from one slow pass.", "", detail["tokens"]))
        return (self.tr("4 · Keep the path plus one token of the big model's own (+ %1): "
                        "%n token(s) from one slow pass.", "", detail["tokens"]).replace("%1", word))

    def _on_tree_highlight(self, index: int) -> None:
        self.mask.set_row(index)
        self._update_mask_caption()

    def _on_mask_hover(self, index: int) -> None:
        self.canvas.set_linked(index)
        self._update_mask_caption()

    def _update_mask_caption(self) -> None:
        row = self.mask.shown_row()
        path_row = self.mask.path_row
        nodes = self.state.nodes()
        if row is None and path_row is not None:
            words = " → ".join([vocab.PROMPT] + [nodes[i]["word"] for i in self.canvas.ancestors(path_row)])
            self.mask_caption.setText(
                self.tr("Green row: the last matching node. What it may look at is exactly the accepted path: %1.")
                .replace("%1", words))
            return
        if row is None:
            self.mask_caption.setText(self.tr("Point at a node, in the tree or here, to light up its row."))
            return
        chain = self.canvas.ancestors(row)
        words = " → ".join([vocab.PROMPT] + [nodes[i]["word"] for i in chain])
        self.mask_caption.setText(
            self.tr("Row «%1»: it may look at %2 only; the other %n node(s) are hidden from it.", "",
                    self.state.node_count() - len(chain))
            .replace("%1", nodes[row]["word"]).replace("%2", words))

    # Screen hooks -------------------------------------------------------------------
    def retranslate(self) -> None:
        self.presets_label.setText(self.tr("Heads:"))
        labels = {"weak_heads": self.tr("weak"), "eagle_like": self.tr("EAGLE-like")}
        names = {"weak_heads": self.tr("Weak heads"), "eagle_like": self.tr("EAGLE-like heads")}
        for key, button in self.preset_buttons.items():
            p = sim.PRESETS[key]
            button.setText(labels[key])
            button.setAccessibleName(self.tr("Preset: %1").replace("%1", names[key]))
            button.setToolTip(self.tr("a₁ = %1, r = %2").replace("%1", i18n.fmt(p["a1"], 2))
                              .replace("%2", i18n.fmt(p["decay"], 2)))
        self.mask_title.setText(self.tr("Attention mask"))
        self._sync_play_button()
        self.play_button.setToolTip(self.tr("Play the verification rounds one after another"))
        self.step_button.setText(self.tr("Step ▸"))
        self.step_button.setAccessibleName(self.tr("Next step of the round"))
        self.step_button.setToolTip(self.tr("Show the next step of the round: draft, one pass, find the path, keep it"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        for i, speed in enumerate(SPEEDS):
            self.speed_box.setItemText(i, names[speed])
        self.speed_box.setAccessibleName(self.tr("Playback speed"))
        self.new_rounds_button.setText(self.tr("New rounds"))
        self.new_rounds_button.setAccessibleName(self.tr("Draw new random rounds"))
        self.new_rounds_button.setToolTip(self.tr("Start again with other random choices of the big model"))
        self._update_papers()
        self._update_texts()

    def _update_papers(self) -> None:
        text = self.tr(
            "<a href=\"screen:heads\">Back to the lesson</a>: in today's serving the draft is often a few extra "
            "heads on the big model (EAGLE, Medusa), and guessing a tree is what takes them further. "
            "<b>What the papers report</b> (their models and hardware, not this app's results): "
            "Medusa-1 more than 2.2×, Medusa-2 2.3–3.6× (Vicuna 7B–33B); "
            "EAGLE 2.7–3.5× (LLaMA2-Chat 70B); EAGLE-3 up to about 6.5×.")
        if not self._lesson_available():
            # A class run with --screens may leave the lesson out: keep the words, drop the link.
            text = re.sub(r"</?a[^>]*>", "", text)
        self.papers.setText(text)
        self.papers.setAccessibleName(self.tr("What the papers report"))

    def showEvent(self, event) -> None:
        # The window (and so its list of screens) is known only once the screen sits in it.
        self._update_papers()
        super().showEvent(event)

    def reset(self) -> None:
        self.pause()
        self.state.reset()
        self.speed_box.setCurrentIndex(SPEEDS.index("normal"))
        self.canvas.select(None)
        self.player.restart()
        self._sync_presets()
        self._refresh()

    def deactivated(self) -> None:
        self.pause()

    def settle(self) -> None:
        """A representative frame: the first round, kept (path ✓ and the big model's + token)."""
        self.pause()
        self.player.restart()
        for _ in range(rp.STAGE_COUNT):
            self.player.next_stage()
        self._refresh()
