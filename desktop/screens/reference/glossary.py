"""The glossary: every term of the lesson defined in plain words, each with a
link back to the first step that explains it.

Lesson screens open it at a term (``show_term``); the term is highlighted
and scrolled into view, and a button leads back to where the learner was.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QPushButton, QTextBrowser, QWidget

from desktop import i18n, theme
from desktop.screens.base import AppContext, Screen
from desktop.screens.lesson import links
from desktop.screens.reference.page import lay_out_page
from desktop.screens.reference.terms import TERMS, term


def _title_of(screen: str) -> str:
    from desktop.screens import registry

    spec = registry.by_name(screen)
    return spec.translated_title() if spec else screen


def _step_of(screen: str) -> int:
    from desktop.screens.lesson import SCREENS

    names = [s.name for s in SCREENS]
    return names.index(screen) + 1 if screen in names else 0


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class GlossaryScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.highlighted: str | None = None
        self.origin: str | None = None
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("glossaryBack")
        self.back_button.clicked.connect(self.go_back)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("glossaryText")
        self.browser.anchorClicked.connect(self._on_link)
        lay_out_page(self, self.back_button, self.browser, padding_x=16)
        self.retranslate()

    # Navigation --------------------------------------------------------------
    def show_term(self, key: str, origin: str | None = None) -> None:
        if term(key) is None:
            return
        self.highlighted = key
        if origin and origin != "glossary":
            self.origin = origin
        self.render()
        self.browser.scrollToAnchor(key)

    def go_back(self) -> None:
        if self.origin:
            links.follow(self, f"screen:{self.origin}")

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("gloss:"):
            self.show_term(text[len("gloss:"):])
        else:
            links.follow(self, text)

    # Content -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.browser.setAccessibleName(self.tr("Glossary"))
        self.render()
        self._update_back()

    def _update_back(self) -> None:
        self.back_button.setVisible(bool(self.origin))
        if self.origin:
            self.back_button.setText(i18n.fill(self.tr("◀ Back to: %1"), _title_of(self.origin)))

    def render(self) -> None:
        t = theme.current()
        heading = self.tr("Glossary")
        intro = self.tr("Every term of the lesson in plain words. The link under each one takes you to the step "
                        "that first explains it.")
        parts = [
            f"<h1 style='font-size:{theme.pt(20):.0f}pt'>{heading}</h1>",
            f"<p style='color:{t.muted_text}'>{intro}</p>",
        ]
        for entry in TERMS:
            on = entry.key == self.highlighted
            bg = "background-color:#fff4d6;" if on else ""
            step = _step_of(entry.first_screen)
            if step:
                where = i18n.fill(self.tr("First used in step %1: %2"), str(step), _title_of(entry.first_screen))
            else:  # a lab's own word
                where = i18n.fill(self.tr("Appears in: %1"), _title_of(entry.first_screen))
            parts.append(
                f"<table width='100%' cellpadding='8' style='{bg} margin-top:6px'><tr><td>"
                f"<p style='font-size:{theme.pt(16):.0f}pt; font-weight:bold; color:{t.accent}; margin:0'>"
                f"<a name='{entry.key}'>{_capitalised(entry.translated_term())}</a></p>"
                f"<p style='margin:4px 0'>{entry.translated_definition()}</p>"
                f"<p style='margin:0'><a href='screen:{entry.first_screen}' style='color:{t.accent}'>{where}</a></p>"
                f"</td></tr></table>"
            )
        font_pt = theme.pt(14)
        self.browser.document().setDefaultStyleSheet(f"body {{ font-size: {font_pt:.0f}pt; color: {t.text}; }}")
        bar = self.browser.verticalScrollBar()
        keep = bar.value()
        self.browser.setHtml("<body>" + "".join(parts) + "</body>")
        bar.setValue(keep)
        self._update_back()

    def reset(self) -> None:
        self.highlighted = None
        self.origin = None
        self.render()
        self.browser.verticalScrollBar().setValue(0)

    def activated(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)
