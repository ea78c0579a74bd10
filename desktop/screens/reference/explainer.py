"""Read first: the whole lesson as a readable page, figures included.

One section per lesson step, in the same order, each ending with a link to
the step where the learner can operate it. Every lesson step has a "Read
first" button that opens this page at its section (``show_section``); a
button at the top leads back. The figures are frames of the lesson's own
widgets (desktop.screens.reference.figures), rebuilt when the language
changes so their labels match the text.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, Qt, QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton, QTextBrowser, QWidget

from desktop import i18n, theme
from desktop.screens.base import AppContext, Screen
from desktop.screens.lesson import SCREENS as LESSON
from desktop.screens.lesson import links
from desktop.screens.reference import figures
from desktop.screens.reference.page import lay_out_page
from desktop.sim import analytic


def _fitted(width: int, height: int, room: int) -> tuple[int, int]:
    """A figure's shown size: its own, or scaled down to the room, keeping its proportions."""
    if width <= room:
        return width, height
    return room, max(1, round(height * room / width))


class _Figure:
    """A figure kept as PNG bytes until the page first paints it.

    Decoded, the eight figures take about 7 MiB; as PNG they take a few hundred
    KiB, and the page decodes (and then keeps) only those the reader scrolls to.
    """

    __slots__ = ("png", "width", "height")

    def __init__(self, image: QImage) -> None:
        self.width, self.height = image.width(), image.height()
        self.png = QByteArray()
        buffer = QBuffer(self.png)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()


class _Browser(QTextBrowser):
    """Serves the figures to the page from memory (``fig:NAME``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: dict[str, _Figure] = {}
        self.resized = lambda: None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)  # the viewport has its new size after this
        self.resized()

    def loadResource(self, kind: int, url: QUrl):
        figure = self.figures.get(url.path()) if url.scheme() == "fig" else None
        if figure is not None:
            return figure.png  # QTextDocument decodes image bytes itself and caches the result
        return super().loadResource(kind, url)


class ExplainerScreen(Screen):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.origin: str | None = None
        self.section: str | None = None
        self._figures_lang: str | None = None
        self._rendered_room = figures.WIDTH
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("explainerBack")
        self.back_button.clicked.connect(self.go_back)
        self.browser = _Browser(self)
        self.browser.setObjectName("explainerText")
        self.browser.resized = self._room_changed
        self.browser.anchorClicked.connect(lambda url: links.follow(self, url.toString()))
        lay_out_page(self, self.back_button, self.browser, padding_x=24)
        self.retranslate()

    # Navigation --------------------------------------------------------------
    def show_section(self, name: str, origin: str | None = None) -> None:
        self.section = name
        if origin and origin not in ("explainer", "glossary"):
            self.origin = origin
        self._update_back()
        self.browser.scrollToAnchor(name)

    def go_back(self) -> None:
        if self.origin:
            links.follow(self, f"screen:{self.origin}")

    def _update_back(self) -> None:
        self.back_button.setVisible(bool(self.origin))
        if self.origin:
            from desktop.screens import registry

            spec = registry.by_name(self.origin)
            title = spec.translated_title() if spec else self.origin
            self.back_button.setText(i18n.fill(self.tr("◀ Back to: %1"), title))

    # Figures -------------------------------------------------------------------
    def _make_figures(self) -> None:
        lang = i18n.current_language()
        if self._figures_lang == lang:
            return
        axis = QCoreApplication.translate("IntroScreen", "time, in slow passes →")
        # One at a time: each figure is encoded before the next is drawn.
        makers = {
            "writing": lambda: figures.writing(
                {"writing": QCoreApplication.translate("IntroScreen", "The big model writes, one slow pass per token")},
                axis,
            ),
            "checking": lambda: figures.checking({
                "writing": QCoreApplication.translate("CheckingScreen", "Writing: the big model, no draft"),
                "checking": QCoreApplication.translate("CheckingScreen",
                                                       "Verifying: the draft proposes, then one slow pass (V)"),
            }, axis),
            "rounds": figures.rounds,
            "chart": lambda: figures.chart(0.0),
            "breakeven": lambda: figures.chart(0.25, alpha=0.6),
            "histogram": figures.histogram,
            "easy": figures.easy_words,
            "heads": lambda: figures.heads({
                "big": QCoreApplication.translate("HeadsScreen", "Big model"),
                "draft": QCoreApplication.translate("HeadsScreen", "Small draft model"),
                # The step's own words: "Hn" names a head, "+" only the big model's own token.
                "head": QCoreApplication.translate("HeadsScreen", "H%1"),
                "heads": QCoreApplication.translate(
                    "HeadsScreen", "Tokens ahead: H1, the big model's own head; H2 and H3, the added heads"),
                "text": QCoreApplication.translate("HeadsScreen", "The text so far"),
                "text_heads": i18n.fill(QCoreApplication.translate(
                              "HeadsScreen", "The text so far (“%1”: the previous pass's H1)"), "niña"),
                "guesses": QCoreApplication.translate("HeadsScreen", "Proposals"),
                "status": QCoreApplication.translate("HeadsScreen", "slow passes: %1 · new tokens: %2"),
                "status_running": QCoreApplication.translate(
                    "HeadsScreen", "slow passes: %1 · new tokens: %2 · pass 1 under way"),
            }),
        }
        # The last two sets (a few hundred KiB of PNG each): the palette or language a class
        # switches to and back from. Drawing them takes about 0,4 s, most of a projector toggle.
        self.browser.figures = self.ctx.remember(
            ("explainer figures", lang, theme.current()),
            lambda: {name: _Figure(make()) for name, make in makers.items()}, keep=2)
        self._figures_lang = lang

    # Content -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.browser.setAccessibleName(self.tr("The written explainer"))
        self._make_figures()
        self.render()
        self._update_back()

    def _sections(self) -> dict[str, tuple[list[str], str | None, str]]:
        """step name -> (paragraphs, figure or None, figure caption)."""
        e = analytic.tokens_per_pass(4, 0.8)
        passes = analytic.expected_passes(4, 0.8, 100)
        be = analytic.break_even_alpha_finite(4, 0.25, 100)  # the figure's chart is for 100 tokens
        return {
            "intro": ([
                self.tr("A language model writes its answer one token (a word or a piece of a word) at a time, "
                        # Step 1's reason, the memory trip, said here too (review 51 found only the kept work).
                        "in order. To choose each token the whole big model runs once: it fetches all its weights from "
                        "memory, layer by layer, and that is the slow part (what it worked out for the earlier text it "
                        "keeps and does not redo). That is one slow pass. The next pass cannot start before that token "
                        "exists, because it needs it as input. Ten tokens, ten slow passes, one after another."),
                # Short, with the figure's caption: at 1280x800 the first view holds the figure and its whole
                # caption (review round 7 saw the caption cut at the bottom).
                self.tr("The question of this lesson: the order cannot change, but can we cut the wait? The "
                        "answer is called speculative decoding."),
            ], "writing", self.tr("Each blue block is one slow pass: it writes a single token and waits for the "
                                  "one before.")),
            "checking": ([
                self.tr("Suppose a small, fast draft model has already proposed the next k tokens. The big model "
                        "no longer has to write them, only to verify them: at every position it asks “is this "
                        "the token I would have chosen here?”"),
                self.tr("The proposed tokens all exist already, so the k positions do not wait for each other. "
                        "And a slow pass is mostly reading the model's weights from memory: once read, they "
                        "serve every position, and the GPU computes the positions in parallel. So verifying k "
                        "tokens costs about one slow pass, while writing them costs k slow passes in a row."),
            # Six, not five: the figure's lanes hold five proposals and the pass's own token (it said five).
            ], "checking", self.tr("The same six tokens. Top: written by the big model, six slow passes. Bottom: the "
                                   "draft proposes five in short steps (orange: cheap, not free) and a single slow "
                                   "pass (V) verifies them and adds the sixth, its own (+). Below, why: writing makes "
                                   "six trips to memory for the weights, one after another; verifying makes one.")),
            "rounds": ([
                self.tr("Speculative decoding repeats one round. First the draft proposes k tokens. Then one "
                        "slow pass of the big model verifies them all. It keeps the accepted prefix (the "
                        "proposals it accepts one after another from the start, up to the first one it "
                        "rejects) and throws away the rest, even those after it. The same pass also gives its "
                        "own next token: where the first proposal failed it is a correction; if all k were "
                        "accepted, it is an extra token. That token is not free: it costs the pass, just as "
                        "without a draft."),
                self.tr("So every round leaves at least one token and at most k + 1, for one slow pass, and the "
                        "text is the same text the big model would write alone."),
            ], "rounds", self.tr("Each row is one round. V: the slow pass; ✓ accepted; ✕ the first rejected "
                                 "proposal; struck out: thrown away; +: the big model's own token.")),
            "operate": ([
                self.tr("Two numbers decide how much a round gains. The acceptance rate α is the chance that the "
                        "big model accepts a proposed token; the window k is how many tokens the draft proposes "
                        "per round."),
                i18n.fill(self.tr("If each proposal is accepted with probability α, a round leaves on average 1 + α + α² + "
                                  "… + αᵏ tokens. With α = %1 and k = 4 that is %2 tokens per slow pass (expected), so 100 "
                                  "tokens need about %3 slow passes instead of 100."), i18n.fmt(0.8, 1), i18n.fmt(e, 2),
                          i18n.fmt(passes, 0)),
            ], "chart", self.tr("Slow passes needed for 100 tokens against α, with k = 4 and a free draft. The "
                                "dashed line is writing without a draft; lower is better.")),
            "predict": ([
                # "While checking costs one pass": the real-models lab measures more (review 18).
                self.tr("A free draft never loses, as long as checking the window costs one slow pass, as in this "
                        "lesson. Even when every proposal is rejected, each pass still leaves one token, the big "
                        "model's correction: exactly what writing alone gives. A useless free draft ties (1×); it "
                        "never falls below."),
                i18n.fill(self.tr("Real drafts cost time. If each draft step costs c slow passes, a round lasts 1 + k·c slow "
                                  "passes and pays off only while it leaves more tokens than that. With k = 4 and c = %1 "
                                  "the break-even (for k = 4) is α ≈ %2: there the speed-up is 1×, and below it the draft "
                                  "makes you slower."), i18n.fmt(0.25, 2), i18n.fmt(be, 2)),
            ], "breakeven", self.tr("The same chart when each draft step costs a quarter of a slow pass: the total "
                                    "time (orange) crosses the line of writing alone at the break-even rate "
                                    "(red).")),
            "baddraft": ([
                self.tr("With a low α most proposals are rejected at once, so nearly every round leaves only the "
                        "big model's own token: close to one slow pass per token, and most of the draft's work is "
                        "thrown away. The text is still the same text the big model would write alone. A free "
                        "bad draft gains little but never loses (while checking costs one slow pass); a bad draft "
                        "that costs time makes you slower."),
            ], "histogram", self.tr("How many tokens one round leaves, expected for k = 4 and α = 0.2: four rounds "
                                    "in five leave a single token.")),
            "easywords": ([
                self.tr("Real text is mostly predictable. After “Érase una” even a tiny model proposes “vez”; "
                        "grammar words and the ends of common phrases are easy too. Only at the forks, where many "
                        "continuations fit, does the small model often propose something else."),
                self.tr("The big model still verifies every token. What the easy tokens change is how often it "
                        "accepts them: the average acceptance rate is high, the accepted prefixes are long, and "
                        "the trick pays."),
            ], "easy", self.tr("Each token with its acceptance probability (illustrative values). Dashed: the "
                               "hard forks.")),
            "heads": ([
                # Medusa and EAGLE told apart as on step 8 (review round 7), EAGLE's cost as the tree lab's c.
                self.tr("A separate draft model has to be loaded beside the big one. Many services now do "
                        "without it: they add small drafting heads to the big model and train them (a head is a "
                        "last layer that picks a token: the big model has its own, the added ones, small, look "
                        "further ahead). In Medusa, the "
                        "big model's own head gives the next token (H1) and each added head proposes one more "
                        "position (H2, H3, …), all in the same slow pass and without knowing H1: drafting costs "
                        "≈ 0. EAGLE adds one head, with a small layer of its own, that proposes token after token, each time knowing "
                        "its previous proposal: each step costs little, about 0.05 of a slow pass. Either way the "
                        "big model verifies the proposals exactly as before and keeps only what it would have "
                        "written itself."),
            ], "heads", self.tr("Medusa's way: the previous slow pass wrote H1 with the big model's own head and "
                                "its two added heads proposed H2, H3; this round's slow pass verifies those two.")),
            "chatbot": ([
                self.tr("If answers arrive faster than last year with the same model and the same quality, one "
                        "likely reason is speculative decoding: same model, same words, fewer slow passes of the "
                        "big model, and a lower cost per answer. It is not the only one: faster chips, serving "
                        "many users at once and storing the weights with fewer bits help too."),
            ], None, ""),
            "quiz": ([
                self.tr("The key idea: a draft proposes, the big model verifies the whole window in one pass and "
                        "keeps what it accepts, so the answer arrives sooner with the big model's own text (how exactly: "
                        "below)."),
                self.tr("When the big model always takes its most likely token, the text is identical. When it "
                        "samples at random, a careful acceptance rule (accept a proposal with probability min(1, "
                        "p/q), where p and q are the big and the small model's probabilities, otherwise draw a "
                        "replacement from the difference) keeps the big model's probabilities exactly: the same "
                        "distribution, not letter for letter the same text."),
            ], None, ""),
            "next": ([
                self.tr("Another way to be faster and cheaper does change the model: shrink it. Quantisation "
                        "stores each weight with fewer bits; distillation trains a small model to imitate the big "
                        "one, and a good imitation makes a good draft model."),
            ], None, ""),
        }

    def render(self) -> None:
        t = theme.current()
        room = self._figure_room()
        self._rendered_room = room
        sections = self._sections()
        title = self.tr("Speculative decoding: propose cheaply, verify in one pass")
        parts = [f"<h1 style='font-size:{theme.pt(21):.0f}pt'>{title}</h1>"]
        intro = self.tr("The whole lesson in writing, with its figures; each section ends with a link to its step.")
        parts.append(f"<p style='color:{t.muted_text}'>{intro}</p>")
        for i, spec in enumerate(LESSON):
            paragraphs, figure, caption = sections[spec.name]
            heading = f"{i + 1}. {spec.translated_title()}"
            parts.append(f"<h2 style='font-size:{theme.pt(17):.0f}pt; color:{t.accent}; margin-top:18px'>"
                         f"<a name='{spec.name}'>{heading}</a></h2>")
            parts.extend(f"<p>{p}</p>" for p in paragraphs)
            if figure:
                image = self.browser.figures[figure]
                width, height = _fitted(image.width, image.height, room)
                parts.append(f"<p align='center'><img src='fig:{figure}' width='{width}' height='{height}'></p>")
                parts.append(f"<p align='center' style='color:{t.muted_text}; font-size:{theme.pt(12):.0f}pt'>"
                             f"<i>{caption}</i></p>")
            link = i18n.fill(self.tr("Operate it: step %1 →"), str(i + 1))
            parts.append(f"<p><a href='screen:{spec.name}' style='color:{t.accent}'><b>{link}</b></a></p>")
        self.browser.document().setDefaultStyleSheet(f"body {{ font-size: {theme.pt(14):.0f}pt; color: {t.text}; }}")
        bar = self.browser.verticalScrollBar()
        keep = bar.value()
        self.browser.setHtml("<body>" + "".join(parts) + "</body>")
        bar.setValue(keep)

    def _figure_room(self) -> int:
        """The width a figure may take on the page: the browser's viewport less the document's
        margins and the paragraph's. A figure wider than that scrolled the page sideways at
        1024x768 in projector mode (review 10)."""
        margin = 2 * self.browser.document().documentMargin()
        return max(200, int(self.browser.viewport().width() - margin - 8))

    def _room_changed(self) -> None:
        room = self._figure_room()
        # Lay the page out again only when a figure's size changes with the room.
        if room != self._rendered_room and min(room, self._rendered_room) < figures.WIDTH:
            self.render()

    def reset(self) -> None:
        self.origin = None
        self.section = None
        self._update_back()
        self.browser.verticalScrollBar().setValue(0)

    def activated(self) -> None:
        self.setFocus(Qt.FocusReason.OtherFocusReason)

