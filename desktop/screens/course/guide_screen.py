"""The teacher's guide as a page under "Reference" (the same HTML as its PDF)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QTextOption
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from desktop import i18n, theme
from desktop.screens.base import AppContext, Screen
from desktop.screens.course import kit


class GuideScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName("guide")
        # The guide reflows to the box: a long command or file name breaks rather than scrolling sideways
        # (review: a horizontal scrollbar at 1024x768).
        self.browser.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t = theme.current()
        self.browser.setStyleSheet(f"QTextBrowser {{ background: {t.surface}; border: 1px solid #c8c8c4; "
                                   f"border-radius: 10px; padding: 10px 24px; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.browser, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.note.setText(self.tr("For the teacher. The menu saves this guide, and a printable worksheet with its "
                                  "answer key, as PDF files."))
        self.browser.setAccessibleName(self.tr("Teacher's guide"))
        # The guide's words depend on the language only (it builds a quiz to quote it: ~0,1 s), so a
        # guide built again for the projector or a text size takes them from the last build.
        html = self.ctx.remember(("guide html", i18n.current_language()), lambda: kit.guide_html(self.ctx.clock))
        # On screen the text follows the app's own size (16 px at 100 %), not the page's 11 pt.
        px = max(16, QFontInfo(self.font()).pixelSize())
        # The page's smaller print (the wrong answers, the long command) keeps the
        # body's size on screen: a projected guide must stay readable.
        html = (html.replace("font-size: 11pt", f"font-size: {px}px")
                .replace("<small>", "<span>").replace("</small>", "</span>")
                .replace("font-size: 8.5pt", f"font-size: {px}px")
                .replace("font-size: 10pt", f"font-size: {px}px")
                # A <pre> never wraps; on screen the example command wraps like the text around it.
                .replace("<pre style='", "<p style='font-family: monospace; ").replace("</pre>", "</p>")
                # A 100 % table plus its border came out a pixel wider than the box: a scrollbar for it.
                .replace('width="100%"', 'width="99%"'))
        self.browser.setHtml(html)
