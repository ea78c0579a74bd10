"""The shareable "tarjeta de logro": a small PNG for a passed quiz.

It carries the lesson's title, the date, the quiz score and the key idea,
painted with the normal palette (never the projector's) so every card looks
the same wherever it was earned. ``render_card`` makes the image;
``save_card`` asks where to put it through ``export.choose_path`` (the seam
tests replace).
"""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop import i18n, theme
from desktop.classroom import export
from desktop.classroom.progress import QuizResult

SIZE = (1200, 675)  # 16:9, the shape social networks and chat apps preview well


_TEXTS = {
    "kind": QT_TRANSLATE_NOOP("AchievementCard", "Achievement card"),
    "title": QT_TRANSLATE_NOOP("AchievementCard", "Speculative decoding"),
    "subtitle": QT_TRANSLATE_NOOP("AchievementCard", "Two models, one fast answer"),
    "score": QT_TRANSLATE_NOOP("AchievementCard", "Quiz passed: %1 of %2"),
    "challenges": QT_TRANSLATE_NOOP("AchievementCard", "Final challenge: %1 of %2 goals reached"),
    # A date pattern, translated too: "29 de noviembre de 2026", "November 29, 2026".
    "date": QT_TRANSLATE_NOOP("AchievementCard", "MMMM d, yyyy"),
    "idea_title": QT_TRANSLATE_NOOP("AchievementCard", "The key idea"),
    "idea": QT_TRANSLATE_NOOP(
        "AchievementCard",
        "A small draft model writes a few tokens ahead; the big model checks them all in a single slow pass "
        "and keeps the prefix it agrees with, plus one token of its own. Same words, fewer slow passes.",
    ),
    "save_title": QT_TRANSLATE_NOOP("AchievementCard", "Save your achievement card"),
    "file": QT_TRANSLATE_NOOP("AchievementCard", "speclab-achievement"),
    "filter": QT_TRANSLATE_NOOP("AchievementCard", "PNG image (*.png)"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("AchievementCard", _TEXTS[key])


def card_texts(result: QuizResult, date: _dt.date, challenges: tuple[int, int] | None = None) -> dict[str, str]:
    """``challenges``: (goals reached, goals) of the final challenge, shown when any was reached."""
    qdate = QDate(date.year, date.month, date.day)
    texts = {key: _t(key) for key in ("kind", "title", "subtitle", "idea_title", "idea")}
    texts["score"] = i18n.fill(_t("score"), i18n.fmt_int(result.score), i18n.fmt_int(result.total))
    if challenges and challenges[0] > 0:
        texts["challenges"] = i18n.fill(_t("challenges"), i18n.fmt_int(challenges[0]), i18n.fmt_int(challenges[1]))
    texts["date"] = i18n.locale().toString(qdate, _t("date"))
    return texts


def render_card(result: QuizResult, date: _dt.date | None = None,
                challenges: tuple[int, int] | None = None) -> QImage:
    date = date or _dt.date.today()
    texts = card_texts(result, date, challenges)
    t = theme.NORMAL
    w, h = SIZE
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor(t.surface))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def font(size: float, bold: bool = False) -> QFont:
        f = QFont()
        f.setPixelSize(int(size))
        f.setBold(bold)
        return f

    # A band on the left in the accent colour, with the V of the one slow pass.
    band = 220
    p.fillRect(QRectF(0, 0, band, h), QColor(t.accent))
    p.setPen(QPen(QColor(t.on_accent), 8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QRectF(band / 2 - 70, 90, 140, 140))
    p.setFont(font(96, True))
    p.drawText(QRectF(band / 2 - 70, 90, 140, 140), Qt.AlignmentFlag.AlignCenter, "✓")
    p.setFont(font(30, True))
    p.drawText(QRectF(0, h - 110, band, 60), Qt.AlignmentFlag.AlignCenter, "SpecLab")

    left, right = band + 60, w - 60
    width = right - left
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    y = 60.0

    def block(text: str, f: QFont, colour: str, gap: float) -> None:
        nonlocal y
        p.setFont(f)
        p.setPen(QColor(colour))
        rect = p.boundingRect(QRectF(left, y, width, h), flags, text)
        p.drawText(QRectF(left, y, width, rect.height()), flags, text)
        y += rect.height() + gap

    block(texts["kind"].upper(), font(26, True), t.accent, 12)
    block(texts["title"], font(64, True), t.text, 4)
    block(texts["subtitle"], font(30), t.muted_text, 30)
    block(texts["score"], font(38, True), t.accepted, 6)
    if "challenges" in texts:
        block(texts["challenges"], font(30, True), t.accepted, 6)
    block(texts["date"], font(26), t.muted_text, 34)
    p.setPen(QPen(QColor(t.card_border), 2))
    p.drawLine(int(left), int(y - 16), int(right), int(y - 16))
    block(texts["idea_title"], font(26, True), t.text, 6)
    block(texts["idea"], font(27), t.text, 0)
    p.end()
    return image


def save_card(result: QuizResult, parent: QWidget | None = None, date: _dt.date | None = None,
              challenges: tuple[int, int] | None = None) -> str | None:
    """Ask where to save the card and write it. Returns the path, or None if cancelled."""
    path = export.choose_path(parent, _t("save_title"), _t("file") + ".png", _t("filter"))
    if not path:
        return None
    if not path.lower().endswith(".png"):
        path += ".png"
    if not render_card(result, date, challenges).save(path, "PNG"):
        raise OSError(f"cannot write the achievement card to {path!r}")
    return path
