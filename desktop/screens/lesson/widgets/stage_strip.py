"""The four stages of a round, with the one in progress highlighted.

Follows a Lab ``TokenRows`` (through its public player) so the learner sees
where the round is: draft, one slow pass, keep the ✓ prefix, add one token.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop import trace_player as tp
from desktop.widgets import looks
from desktop.widgets.token_rows import TokenRows

_STAGE_OF = {tp.DRAFTING: 0, tp.VERIFYING: 1, tp.MARKING: 2, tp.EXTRA: 3, tp.DONE: 3}


class StageStrip(i18n.Retranslatable, QWidget):
    def __init__(self, rows: TokenRows, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self._titles_only = False
        self.frames: list[QFrame] = []
        self.titles: list[QLabel] = []
        self.texts: list[QLabel] = []
        self.arrows: list[QLabel] = []
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(6)
        self._two_rows: bool | None = None
        for i in range(4):
            frame = QFrame(self)
            frame.setObjectName("stage")
            v = QVBoxLayout(frame)
            v.setContentsMargins(10, 6, 10, 8)
            v.setSpacing(2)
            title = QLabel(frame)
            title.setObjectName("stageTitle")
            title.setWordWrap(True)
            text = QLabel(frame)
            text.setObjectName("stageText")
            text.setWordWrap(True)
            v.addWidget(title)
            v.addWidget(text, 1, Qt.AlignmentFlag.AlignTop)
            if i < 3:
                arrow = QLabel("→", self)
                arrow.setObjectName("stageArrow")
                self.arrows.append(arrow)
            self.frames.append(frame)
            self.titles.append(title)
            self.texts.append(text)
        t = theme.current()
        self.setStyleSheet(f"""
            QFrame#stage {{ background: {t.surface}; border: 2px solid #c8c8c4; border-radius: 10px; }}
            QFrame#stageActive {{ background: #eaf2f8; border: 3px solid {t.accent}; border-radius: 10px; }}
            QLabel#stageTitle {{ font-size: {theme.pt(13):.0f}pt; font-weight: bold; color: {t.text}; }}
            QLabel#stageText {{ font-size: {theme.pt(12):.0f}pt; color: {t.muted_text}; }}
            QLabel#stageArrow {{ font-size: {theme.pt(18):.0f}pt; color: {t.muted_text}; }}
        """)
        rows.progressChanged.connect(self._update)
        self._place(False)
        self.retranslate()

    # One row of four, or two rows of two when large text leaves no room ---------------
    def _one_row_width(self) -> int:
        gap = self._grid.horizontalSpacing()
        return (sum(f.minimumSizeHint().width() for f in self.frames)
                + sum(a.sizeHint().width() for a in self.arrows) + gap * 6)

    def _two_row_width(self) -> int:
        gap = self._grid.horizontalSpacing()
        pair = max(self.frames[0].minimumSizeHint().width() + self.frames[1].minimumSizeHint().width(),
                   self.frames[2].minimumSizeHint().width() + self.frames[3].minimumSizeHint().width())
        return pair + self.arrows[0].sizeHint().width() + gap * 2

    def minimumSizeHint(self) -> QSize:
        # The narrow arrangement's width: in one row the strip would hold the screen wider
        # than the window and never get the chance to fold (the choice follows the width it gets).
        return QSize(self._two_row_width(), super().minimumSizeHint().height())

    @property
    def two_rows(self) -> bool:
        return bool(self._two_rows)

    def _place(self, two_rows: bool) -> None:
        if two_rows == self._two_rows:
            return
        self._two_rows = two_rows
        grid = self._grid
        for w in (*self.frames, *self.arrows):
            grid.removeWidget(w)
        for col in range(7):
            grid.setColumnStretch(col, 0)
        if two_rows:
            # 1 → 2 above, 3 → 4 below: the numbers in the titles carry the order from 2 to 3.
            for i, frame in enumerate(self.frames):
                grid.addWidget(frame, i // 2, 2 * (i % 2))
            grid.addWidget(self.arrows[0], 0, 1)
            grid.addWidget(self.arrows[2], 1, 1)
            self.arrows[1].hide()
            stretched = (0, 2)
        else:
            for i, frame in enumerate(self.frames):
                grid.addWidget(frame, 0, 2 * i)
            for i, arrow in enumerate(self.arrows):
                grid.addWidget(arrow, 0, 2 * i + 1)
            self.arrows[1].show()
            stretched = (0, 2, 4, 6)
        for col in stretched:
            grid.setColumnStretch(col, 1)

    def set_titles_only(self, on: bool) -> None:
        """Hide the four descriptions, for a screen short of room (1024x768 on a projector): they pushed
        the rounds themselves below the fold (review 15), and the lead above says the same. The
        accessible descriptions keep the words."""
        self._titles_only = on
        for text in self.texts:
            if text.isHidden() != on:
                text.setVisible(not on)

    def _fit(self) -> None:
        self._place(self.width() < self._one_row_width())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def current(self) -> int | None:
        """Index of the stage in progress, or None between rounds (of the frame the rows show)."""
        p = self.rows.frame
        if p.finished or p.t == 0.0:
            return None
        return _STAGE_OF[p.stage_of_current()]

    def active(self) -> set[int]:
        """The stages lit: the one in progress, and with the ✓/✕ marks the own token's too. The rows draw
        the verdict and the (+) together, as one pass gives both, and «3» lit alone beside a row that
        already showed its «+ que» read as the strip lagging the picture (review 76)."""
        current = self.current()
        if current is None:
            return set()
        return {2, 3} if current == 2 else {current}

    def _update(self) -> None:
        active = self.active()
        for i, frame in enumerate(self.frames):
            name = "stageActive" if i in active else "stage"
            if frame.objectName() != name:
                frame.setObjectName(name)
                looks.repolish(frame)

    def retranslate(self) -> None:
        titles = (
            self.tr("1 · Draft"),
            self.tr("2 · Verify (V)"),
            self.tr("3 · Keep the ✓ prefix"),
            self.tr("4 · Its own token (+)"),  # one name for (+) across the lesson (review 31 counted five)
        )
        texts = (
            # "Counted as free" as the rows' caption says: "a small part of a slow pass" beside
            # "here we count it as free" read as two claims (review 22).
            self.tr("The draft proposes k tokens: cheap; here counted as free."),
            self.tr("One slow pass verifies the whole window."),
            # Why the rest goes even if right (review 25): each was guessed after a wrong word.
            self.tr("Up to the first ✕; the rest is dropped: it came after a wrong word."),
            # Why it can (review 35): the pass works out the big model's own choice at every position.
            self.tr("The pass works out the big model's own token at every position: after the last ✓ it adds "
                    "its own."),
        )
        for label, text in zip(self.titles, titles):
            label.setText(text)
        for label, text in zip(self.texts, texts):
            label.setText(text)
        for frame, title, text in zip(self.frames, titles, texts):
            frame.setAccessibleName(title)
            frame.setAccessibleDescription(text)  # heard even where the text is folded away
        self._update()
        if self._two_rows is not None and self.width() > 0:
            self._fit()  # other words, other widths


def advance_stage(rows: TokenRows, dt: float = 0.01) -> None:
    """Move ``rows`` to the next stage of its round and stop there.

    Stops when the draft has written all its guesses, at the slow pass, at the
    ✓/✕ marks, at the extra token, and then at the end of the round. Uses only
    the rows' public playback (play, step, pause, step_round).
    """
    p = rows.player
    if p.finished:
        rows.restart()
    if p.t > 0 and p.stage_of_current() in (tp.EXTRA, tp.DONE):
        rows.step_round()
        return
    start = p.stage_of_current() if p.t > 0 else None
    completed = p.completed
    rows.play()
    try:
        for _ in range(5000):
            rows.step(dt)
            if p.finished or p.completed != completed:
                break
            stage = p.stage_of_current()
            if start is None:
                k = len(p.rounds[p.completed].drafted)
                if p.row_state(p.completed).drafted_visible >= k or stage > tp.DRAFTING:
                    break
            elif stage > start:
                break
    finally:
        rows.pause()
