"""The shared frame of the reference pages: a back button above a text browser."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from desktop import theme


def lay_out_page(page: QWidget, back_button: QPushButton, browser: QTextBrowser, padding_x: int) -> None:
    """Links are handled by the page (``anchorClicked``), not followed by the browser."""
    browser.setOpenLinks(False)
    t = theme.current()
    browser.setStyleSheet(f"QTextBrowser {{ background: {t.surface}; border: 1px solid #c8c8c4; "
                          f"border-radius: 10px; padding: 10px {padding_x}px; }}")
    top = QHBoxLayout()
    top.addWidget(back_button)
    top.addStretch(1)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(top)
    layout.addWidget(browser, 1)
