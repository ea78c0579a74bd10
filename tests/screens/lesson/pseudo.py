"""Pseudo-localisation: every string 40 % longer, and a check for clipped labels.

    with pseudo_translation(app):        # every tr() string grows by 40 %
        ...
    clipped_labels(root)                 # [(label, text width, label width), ...]

A translation is usually longer than its English source (Spanish by 20-30 %);
a layout that survives +40 % survives the real languages. The padding is
appended, so placeholders (%1, %n) and rich-text markup stay intact.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget

GROWTH = 0.4
PAD = " ·~~~~"  # short words, so word-wrapped text can still wrap


class PseudoTranslator(QTranslator):
    """Returns every source string padded to 140 % of its length."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "QT_LAYOUT_DIRECTION" or not source:
            return ""
        extra = int(round(len(source) * GROWTH))
        return source + (PAD * extra)[:extra]

    def isEmpty(self) -> bool:
        return False


@contextlib.contextmanager
def pseudo_translation(app: QCoreApplication | None = None):
    app = app or QCoreApplication.instance()
    translator = PseudoTranslator(app)
    app.installTranslator(translator)
    try:
        yield translator
    finally:
        app.removeTranslator(translator)
        translator.deleteLater()


def _text_width(label: QLabel) -> int:
    """Width of the label's text on one line, as the label would draw it."""
    text = label.text()
    fm = QFontMetrics(label.font())
    if label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    ):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        return int(doc.idealWidth() + 0.999)
    if label.buddy() is not None:
        # A label with a buddy draws "&S" as an underlined S: the "&" takes no room ("&&" is one "&").
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0)


def clipped_labels(root: QWidget) -> list[tuple[QLabel, int, int]]:
    """Visible, non-word-wrapped labels under ``root`` whose text is wider than the label."""
    out = []
    for label in root.findChildren(QLabel):
        if label.wordWrap() or not label.isVisibleTo(root) or not label.text():
            continue
        if label.pixmap() is not None and not label.pixmap().isNull():
            continue
        available = label.contentsRect().width() - 2 * label.margin() - label.indent() * (label.indent() > 0)
        needed = _text_width(label)
        if needed > available + 1:
            out.append((label, needed, available))
    return out
