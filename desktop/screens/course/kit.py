"""The teacher's kit: the guide ("Guía docente") and the worksheet ("Hoja de
trabajo"), as HTML for the in-app page and as A4 PDFs (QPdfWriter and
QTextDocument: no new dependency).

The quiz answers are read from the quiz screen itself (``quiz_content``);
the worksheet's numbers come from ``desktop.course.worksheet`` (the Lab's own
function), so the app reproduces every value the sheet quotes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import (QPageLayout, QPageSize, QPdfWriter, QTextBlockFormat, QTextCursor, QTextDocument,
                           QTextFormat)

from desktop import i18n
from desktop.course import worksheet
from desktop.sim import analytic
from desktop.widgets.readouts import passes_digits, time_digits


def _e(text: str) -> str:
    return html.escape(text)


STYLE = """
body { font-family: sans-serif; font-size: 11pt; color: #1b1b1b; }
h1 { font-size: 20pt; color: #0b5e9c; margin-bottom: 4px; }
h2 { font-size: 14pt; color: #0b5e9c; margin-top: 14px; }
li { margin-bottom: 4px; }
.key { font-size: 10pt; }
td, th { padding: 4px 6px; vertical-align: top; }
th { background: #e6eef5; text-align: left; }
.box { border: 1px solid #888; }
.lines { color: #888; }
"""

# Where a classroom gets the app: (system, install, open). From README.md,
# "Installing in a classroom"; everything there works offline.
INSTALL = (
    (QT_TRANSLATE_NOOP("TeacherKit", "Windows 10 and 11"),
     QT_TRANSLATE_NOOP("TeacherKit", "Run speclab-0.1.0-windows-x64-setup.exe (for every user: administrator rights; or “only for "
                     "me”)."),
     QT_TRANSLATE_NOOP("TeacherKit", "Start menu → SpecLab folder → SpecLab.")),
    (QT_TRANSLATE_NOOP("TeacherKit", "Linux (Debian, Ubuntu, Mint)"),
     QT_TRANSLATE_NOOP("TeacherKit", "sudo apt install ./speclab_0.1.0_amd64.deb. Without administrator rights, unpack "
                     "speclab-0.1.0-linux-x86_64.tar.gz (it runs from its folder, even from a USB stick)."),
     QT_TRANSLATE_NOOP("TeacherKit", "Applications menu → Education → SpecLab. Portable folder: run speclab-0.1.0/speclab.")),
    (QT_TRANSLATE_NOOP("TeacherKit", "macOS 11 and later"),
     QT_TRANSLATE_NOOP("TeacherKit", "Open speclab-0.1.0-macos-arm64.dmg (Macs with an Apple M chip) or …-macos-x86_64.dmg (older Macs, Intel) and drag "
                     "SpecLab onto Applications."),
     # Review 54: from macOS 15 on, right-click → Open no longer passes Gatekeeper for an app that is not
     # notarized; the override moved to System Settings.
     QT_TRANSLATE_NOOP("TeacherKit", "Applications → SpecLab. The first time (the app is not notarized by Apple): right-click it "
                     "and choose Open; on macOS 15 and later, open it once, then System Settings → Privacy & "
                     "Security → Open Anyway.")),
)

# (screen name, minutes, who does what and where to click, question to ask and the answer to expect)
PLAN = (
    ("", 4, QT_TRANSLATE_NOOP("TeacherKit", "Students sit in pairs, log in and open SpecLab (see “Before the class”). Hand out one "
                            "worksheet per pair. You open SpecLab on the projector at the first screen."), ""),
    ("intro", 5, QT_TRANSLATE_NOOP("TeacherKit", "You, at the front: press “%1” and let the big model write the sentence, one slow "
                                 "pass per token."),
     QT_TRANSLATE_NOOP("TeacherKit", "Why does a chatbot write one word at a time? Let them vote: A) to look human; B) each word "
                     "needs the words before it, so each one is a new slow pass of the big model; C) the network is "
                     "slow. Expected: B. Students say “word”; the app says “token” (a word or a piece of a word): "
                     "accept both.")),
    ("checking", 6, QT_TRANSLATE_NOOP("TeacherKit", "You: press “%1”. Top lane: writing, one slow pass per token. Bottom lane: the "
                                    "draft's small steps, then one slow pass (V) verifies them all. Drag “%2” to "
                                    "change how many tokens are proposed."),
     QT_TRANSLATE_NOOP("TeacherKit", "Why can the big model check five tokens at once but not write five at once? Expected: the "
                     "proposed tokens already exist, so every position is checked in the same pass; writing token 6 "
                     "has to wait for token 5.")),
    ("rounds", 7, QT_TRANSLATE_NOOP("TeacherKit", "You: click “%1” for one stage at a time (propose → verify → keep the prefix → one "
                                  "more), “%2” for a whole round, “%3” for new luck. Each row is a round: ✓ accepted, "
                                  "✕ first rejected, + the big model's own token."),
     QT_TRANSLATE_NOOP("TeacherKit", "How many tokens does a round with one ✓ and then a ✕ add? Expected: 2, the ✓ and the big "
                     "model's correction; everything after the ✕ is thrown away.")),
    ("operate", 5, QT_TRANSLATE_NOOP("TeacherKit", "You move the sliders at the front; students watch (they use the same panel in "
                                   "the Lab later). Start at k = 4, α = %1 (if the screen shows other values, press "
                                   "“%6”). Drag “%2” to %3, then to %4, and read “%5” in the panel at the bottom "
                                   "right."),
     QT_TRANSLATE_NOOP("TeacherKit", "Before you move it: with k = 4, how many tokens per slow pass at α = %1, and at α = %2? Write "
                     "it down. Expected: %3 and %4 (%5 at the start): a higher α keeps longer prefixes.")),
    ("baddraft", 4, QT_TRANSLATE_NOOP("TeacherKit", "You: drag “%1” down and press “%2”: most rounds leave a single token (bar 1 "
                                    "of the chart)."),
     QT_TRANSLATE_NOOP("TeacherKit", "Does a bad draft make the text worse? Expected: no. The text is the same the big model would "
                     "write alone; a bad free draft only gains little time.")),
    ("lab", 10, QT_TRANSLATE_NOOP("TeacherKit", "Pairs, on their computer: click “%1” in the list on the left (under “%2”). The "
                                "worksheet, tasks 1 to 3, about 3 minutes each: the prediction on paper first, then "
                                "the sliders. Walk around; the answer key is page 3 of the worksheet PDF."),
     QT_TRANSLATE_NOOP("TeacherKit", "Where is the break-even α for k = 4 and c = %1? Expected: %2. The Lab shows it in its panel "
                     "(“%3”) and as a red dashed line on the chart.")),
    ("quiz", 9, QT_TRANSLATE_NOOP("TeacherKit", "Pairs, on their computer: click “%1” in the list on the left (under “%2”) and "
                                "answer the %3 questions, about 5 minutes (“%4” moves on). Then 4 minutes together: "
                                "read each question aloud, ask for a show of hands of who got it right at the first "
                                "try (the app collects no results), and discuss the one with the fewest hands."),
     QT_TRANSLATE_NOOP("TeacherKit", "Which answer surprised you?")),
)

# (screen name, what it shows, what to click)
SCREENS = (
    ("intro", QT_TRANSLATE_NOOP("TeacherKit", "The big model writing a sentence alone: one slow pass per token, strictly one after "
                              "another."),
     QT_TRANSLATE_NOOP("TeacherKit", "“%1”, then watch the counter.")),
    ("checking", QT_TRANSLATE_NOOP("TeacherKit", "Two lanes side by side: writing k tokens (k slow passes) against proposing them "
                                 "and verifying the whole window (one slow pass)."),
     QT_TRANSLATE_NOOP("TeacherKit", "“%1”; the “%2” slider.")),
    ("rounds", QT_TRANSLATE_NOOP("TeacherKit", "Rounds one under another, with ✓, ✕ and the big model's own token (+), and a counter "
                               "of slow passes against the tokens written."),
     QT_TRANSLATE_NOOP("TeacherKit", "“%1” (one stage), “%2” (one round), “%3”, “%4” (new luck).")),
    ("operate", QT_TRANSLATE_NOOP("TeacherKit", "The time for 100 tokens as a curve over α, your setting as a dot, and the panel "
                                "with the tokens per slow pass, the slow passes and the speed-up. The draft is free "
                                "here (c = 0)."),
     QT_TRANSLATE_NOOP("TeacherKit", "The “%1” and “%2” sliders.")),
    ("baddraft", QT_TRANSLATE_NOOP("TeacherKit", "A bad draft: how many tokens each round leaves (a bar chart) and how many "
                                 "proposals are thrown away."),
     QT_TRANSLATE_NOOP("TeacherKit", "The “%1” slider; “%2”.")),
    ("lab", QT_TRANSLATE_NOOP("TeacherKit", "Everything together, with a draft that costs time: sliders for k, α, c and N, the panel "
                            "“%1” (speed-up, tokens per slow pass, slow passes, total time, break-even α, best "
                            "window), the chart with the break-even α as a red dashed line, and one run round by "
                            "round."),
     QT_TRANSLATE_NOOP("TeacherKit", "The four sliders; “%1” and “%2” for the rounds below the chart.")),
    ("quiz", QT_TRANSLATE_NOOP("TeacherKit", "The key idea and %1 questions: each answer is explained at once, and the score counts "
                             "only the first choice. Question 5 is answered by dragging an orange line on its own "
                             "chart."),
     QT_TRANSLATE_NOOP("TeacherKit", "An option (A to D), then “%1”; the numbered buttons jump to a question.")),
    ("review", QT_TRANSLATE_NOOP("TeacherKit", "Review cards, from the day after the quiz is finished on this computer and user "
                               "account."),
     QT_TRANSLATE_NOOP("TeacherKit", "Answer each card; it shows why.")),
    ("challenge", QT_TRANSLATE_NOOP("TeacherKit", "Five goals, from easy to hard, each checked live with its numbers."),
     QT_TRANSLATE_NOOP("TeacherKit", "The controls of each challenge.")),
    ("sampling", QT_TRANSLATE_NOOP("TeacherKit", "Not in this plan: why the guarantee under random sampling is the same "
                                 "distribution of texts."),
     QT_TRANSLATE_NOOP("TeacherKit", "For a second class or a curious pair.")),
)

MISCONCEPTIONS = (
    (QT_TRANSLATE_NOOP("TeacherKit", "“The big model skips the easy words.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "It verifies every token. The draft writes the easy ones ahead; the big model still checks each "
                     "one in a slow pass (screens “%1” and “%2”, quiz question 1).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“A bad draft makes the text worse.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "The text is always the same text the big model would write alone; a bad draft only costs time "
                     "(screen “%1”, quiz question 4).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“Speculation changes the answer.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "Every kept token is one the big model accepts, and each rejection is replaced by its own "
                     "token. Under random sampling the promise is the same distribution of texts (the optional "
                     "screen “%1”).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“Verifying k tokens costs k passes.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "Verifying a whole window costs about one slow pass: the proposed tokens already exist, so "
                     "every position is checked at the same time (screen “%1”).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“Why throw away the tokens after the first rejection, if they were fine?”"),
     QT_TRANSLATE_NOOP("TeacherKit", "They were proposed as the continuation of a token the big model did not keep. After its "
                     "correction the text is different, so they continue a text that no longer exists (screen "
                     "“%1”).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“The small model writes the answer.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "It only proposes. Nothing enters the text without the big model's verification, and every "
                     "round ends with a token of the big model's own (quiz question 4).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“A bigger k is always better.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "Only for a free draft with a high α. Proposal number i is kept only if all before it are, so "
                     "long windows rarely fill, and a costly draft pays c for each proposal: with α = %1 and c = %2, "
                     "k = 1 gives %3× and k = 4 gives %4× (the Lab's “%5”).")),
)

OPTIONS = (
    ("--list-screens",
     QT_TRANSLATE_NOOP("TeacherKit", "Print every screen's name and title, then exit (the names are in the table below).")),
    ("--screens A,B,...",
     QT_TRANSLATE_NOOP("TeacherKit", "Show only these screens, for a class.")),
    ("--screen NAME",
     QT_TRANSLATE_NOOP("TeacherKit", "Open at this screen.")),
    ("--kiosk",
     QT_TRANSLATE_NOOP("TeacherKit", "Shared screen: full screen, locked, starts over when idle; nothing is saved or scheduled.")),
    ("--projector",
     QT_TRANSLATE_NOOP("TeacherKit", "High-contrast palette, larger text and thick lines for a projector; the labs "
                     "show their numbers and keep their sums one press away, behind “Why…?” (the same as "
                     "⚙ Menu → “Projector mode (high contrast)”).")),
    ("--font-scale PERCENT",
     QT_TRANSLATE_NOOP("TeacherKit", "Text size, 100 to 200.")),
    ("--k, --alpha, --cost, --tokens",
     QT_TRANSLATE_NOOP("TeacherKit", "Start values of the Lab (the answer key gives each task as a command).")),
    ("--lang es|en",
     QT_TRANSLATE_NOOP("TeacherKit", "Language of the interface.")),
)

SHORTCUTS = (
    (QT_TRANSLATE_NOOP("TeacherKit", "→, Page Down"),
     QT_TRANSLATE_NOOP("TeacherKit", "Next screen (a presenter's clicker works), unless a slider has the focus.")),
    (QT_TRANSLATE_NOOP("TeacherKit", "←, Page Up"),
     QT_TRANSLATE_NOOP("TeacherKit", "Previous screen, unless a slider has the focus.")),
    (QT_TRANSLATE_NOOP("TeacherKit", "Arrows on a slider"),
     QT_TRANSLATE_NOOP("TeacherKit", "Click a slider first: then ← and → move it by one step (k by 1; α and c by 0.01) and the "
                     "arrows no longer change the screen. Its value is written at its right.")),
    ("Tab, Shift+Tab",
     QT_TRANSLATE_NOOP("TeacherKit", "Move between controls.")),
    ("Alt+R",
     QT_TRANSLATE_NOOP("TeacherKit", "Reset all values on this screen.")),
    ("Ctrl+Shift+P",
     QT_TRANSLATE_NOOP("TeacherKit", "Projector mode on or off.")),
)

# The steps the pairs do on their own computers (the rest is shown at the front).
PAIR_SCREENS = ("quiz", "lab")


def plan() -> list[tuple]:
    """PLAN in the order the app itself goes (the registry's: what "Next ▶" and the list show),
    so the guide never sends a class through the screens in an order the app contradicts."""
    return [row for row in PLAN if not row[0]] + _in_app_order([row for row in PLAN if row[0]])


def class_screens() -> list[str]:
    """The screens the example command shows (``--screens`` keeps the app's order: the plan's)."""
    return [row[0] for row in plan() if row[0]]


def _in_app_order(rows):
    """Rows keyed by screen name (their first item), sorted as the registry lists the screens."""
    from desktop.screens import registry

    order = {spec.name: i for i, spec in enumerate(registry.all_screens())}
    return sorted(rows, key=lambda row: order[row[0]])


def _table(rows, header=None, widths=None) -> str:
    """A bordered table. With ``widths`` (percent per column) every row is its
    own table of the same columns, so ``keep_together`` can move a row that a
    page boundary would cut to the next page, as a whole."""
    def cells(row, tag):
        out = []
        for i, cell in enumerate(row):
            w = f" width='{widths[i]}%'" if widths else ""
            out.append(f"<{tag}{w}>{cell}</{tag}>")
        return "<tr>" + "".join(out) + "</tr>"

    head = cells([_e(h) for h in header], "th") if header else ""
    opening = '<table class="box" cellspacing="0" width="100%">'
    if not widths:
        return opening + head + "".join(cells(r, "td") for r in rows) + "</table>"
    rows = list(rows)
    out = [opening + head + (cells(rows[0], "td") if rows else "") + "</table>"]
    out += [opening + cells(r, "td") + "</table>" for r in rows[1:]]
    return "".join(out)


def screen_title(name: str) -> str:
    from desktop.screens import registry

    spec = registry.by_name(name)
    return spec.translated_title() if spec else name


def _tr(text: str) -> str:
    return QCoreApplication.translate("TeacherKit", text)


def _fill(text: str, *values) -> str:
    # i18n.fill, taking ints too: the guide's tables hold minutes and counts as plain numbers.
    return i18n.fill(text, *map(str, values))


def _ui(context: str, text: str) -> str:
    """A label exactly as the app shows it (the same catalogue entry)."""
    return QCoreApplication.translate(context, text)


def ui_labels() -> dict[str, str]:
    return {
        "play": _ui("PlayButton", "▶ Play"),  # the one Play button of every animated screen
        "step": _ui("PlaybackBar", "Step one round"),
        "new_run": _ui("PlaybackBar", "Another run"),
        "stage": _ui("RoundsScreen", "Show the next stage"),
        "k": _ui("ParameterSlider", "Draft window k"),
        "alpha": _ui("ParameterSlider", "Acceptance rate α"),
        "next_question": _ui("QuizScreen", "Next question ▶"),
        "expected": _ui("Readouts", "Expected (the average of many runs)"),
        "best": _ui("Readouts", "Best window:").rstrip(":"),
        "per_pass": _ui("Readouts", "Tokens per round"),  # the panel's own label (it counts per round)
        "details": _ui("Readouts", "▸ Why these numbers?"),
        "labs": _ui("Screens", "Practice"),
        "lesson": _ui("Screens", "Lesson"),
        "reset": _ui("MainWindow", "Reset screen"),
        "menu": _ui("MainWindow", "⚙ Menu"),
        "start_over": _ui("MainWindow", "Start over…"),
        "card": _ui("MainWindow", "Save my achievement card…"),
        "projector": _ui("MainWindow", "Projector mode (high contrast)"),
    }


def _h2(text: str, new_page: bool = False) -> str:
    brk = " style='page-break-before: always'" if new_page else ""
    return f"<h2{brk}>{_e(_tr(text))}</h2>"


def _numbers() -> dict:
    """Every number the guide quotes, from the sim (the Lab's own functions)."""
    from desktop.course import worksheet as ws
    from desktop.sim import analytic

    f = i18n.fmt
    good = analytic.lab_numbers(4, 0.8, 0.0, ws.TOKENS)
    costly = analytic.lab_numbers(4, 0.3, 0.2, ws.TOKENS)
    return {
        "e08": f(good["tokens_per_pass"], 2), "naive08": f(ws.TOKENS / good["tokens_per_pass"], 1),
        "passes08": f(good["slow_passes"], 1), "speed08": f(good["speedup_finite"], 2),
        "e03": f(costly["tokens_per_pass"], 2), "speed03": f(analytic.speedup(4, 0.3, 0.2), 2),
        "be": f(costly["break_even_alpha"], 2),
        "e05": f(analytic.tokens_per_pass(4, 0.5), 2), "e09": f(analytic.tokens_per_pass(4, 0.9), 2),
        "k1": f(analytic.speedup(1, 0.3, 0.2), 2), "k4": f(analytic.speedup(4, 0.3, 0.2), 2),
    }


def guide_html(clock) -> str:
    from desktop.screens.course import quiz_content
    from desktop.screens.lesson import quiz

    f = i18n.fmt
    u = ui_labels()
    num = _numbers()
    t = screen_title
    questions, drag = quiz_content.load(clock)
    n_questions = i18n.fmt_int(len(quiz.IDS))
    title = QCoreApplication.translate("TeacherKit", "Teacher’s guide: speculative decoding with SpecLab")
    intro = QCoreApplication.translate("TeacherKit", "A 50-minute lesson for students from 15 years on, one computer per pair. Nothing needs the "
                "internet, and nothing needs more than these pages.")
    parts = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{_e(title)}</h1>", f"<p>{_e(intro)}</p>"]

    # Before the class: installing, equipment, printing, the projector.
    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Before the class")))
    parts.append("<p>" + _e(QCoreApplication.translate("TeacherKit", "1. Install SpecLab on every computer, and open it once to check that it starts. "
                                "It needs no internet and nothing else to download; the installer fits on a USB "
                                "stick.")) + "</p>")
    head = (QCoreApplication.translate("TeacherKit", "System"), QCoreApplication.translate("TeacherKit", "Install"), QCoreApplication.translate("TeacherKit", "Open"))
    parts.append(_table([(f"<b>{_e(_tr(s))}</b>", _e(_tr(i)), _e(_tr(o))) for s, i, o in INSTALL], head,
                        (18, 46, 36)))
    rows = plan()
    starts = {}
    minute = 0
    for name, minutes, _what, _ask in rows:
        starts[name] = minute
        minute += minutes
    pair_steps = [name for name, *_rest in rows if name in PAIR_SCREENS]
    for item in (
        _fill(QCoreApplication.translate("TeacherKit", "2. Equipment: one computer per pair (the worksheet has two name lines), and yours "
                                         "on the projector. Pairs use their computer from minute %1 of the lesson plan below on (“%2”, then “%3”)."),
              starts[pair_steps[0]], t(pair_steps[0]), t(pair_steps[1])),
        _fill(QCoreApplication.translate("TeacherKit", "3. Print the worksheet: %1 → “Save the worksheet with its answer key (PDF)…”, then print only "
                  "pages 1–2, one copy per pair. Page 3 is the answer key: keep it for yourself."), u["menu"]),
        _fill(QCoreApplication.translate("TeacherKit", "4. On the projector, turn on %1 → “%2” (Ctrl+Shift+P), and check the text is readable from the "
                  "back row (%1 → text size)."), u["menu"], u["projector"]),
        QCoreApplication.translate("TeacherKit", "5. SpecLab sends nothing and collects no results: you will not see the students' answers, so the "
            "plan uses a show of hands."),
        _fill(QCoreApplication.translate("TeacherKit", "6. Each user account keeps its own progress (review cards, challenges). If the whole class "
                  "shares one account, choose %1 → “%2” at the end, so the next group starts clean."),
              u["menu"], u["start_over"]),
    ):
        parts.append(f"<p>{_e(item)}</p>")
        if item.startswith("4."):
            # The flag opens its own line, so it never breaks at its dashes.
            flag = QCoreApplication.translate("TeacherKit", "does the same when the app starts (the options for a "
                                              "class are at the end).")
            parts.append(f"<p><tt>--projector</tt> {_e(flag)}</p>")

    # What the teacher needs to know to answer "why".
    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "What you need to know")))
    terms = (
        (QCoreApplication.translate("TeacherKit", "token"), QCoreApplication.translate("TeacherKit", "The unit of text a model writes with, one at a time when it writes alone: a word or a piece of a word. On the "
                           "lesson's screens one word is one token; in the real models lab a token is one "
                           "character.")),
        (QCoreApplication.translate("TeacherKit", "slow pass"), QCoreApplication.translate("TeacherKit", "One run of the big model. Writing alone costs one slow pass per token: it is the "
                               "unit of time on every chart except the real-models lab's, which measures "
                               "milliseconds.")),
        (QCoreApplication.translate("TeacherKit", "round"), QCoreApplication.translate("TeacherKit", "The draft proposes k tokens, one slow pass verifies them all, and the big model keeps "
                           "the accepted prefix (✓ up to the first ✕) plus one token of its own: the extra token "
                           "if all k were accepted, otherwise the correction of the first ✕.")),
        (QCoreApplication.translate("TeacherKit", "acceptance rate α"),
         i18n.fill(QCoreApplication.translate("TeacherKit", "The chance that the big model accepts one proposed token (%1 "
                                              "means 3 times in 10)."), f(0.3, 2))),
        (QCoreApplication.translate("TeacherKit", "window k"), QCoreApplication.translate("TeacherKit", "How many tokens the draft proposes in each round.")),
        (QCoreApplication.translate("TeacherKit", "draft cost c"), QCoreApplication.translate("TeacherKit", "The time of one draft step, in slow passes. c = 0 is a free draft.")),
        (QCoreApplication.translate("TeacherKit", "break-even α"), QCoreApplication.translate("TeacherKit", "For a given k and c, the α at which the speed-up is exactly 1×; below it the "
                                  "draft makes writing slower. With c = 0 there is none: a free draft never "
                                  "loses.")),
    )
    parts.append(_table([(f"<b>{_e(a)}</b>", _e(b)) for a, b in terms], None, (22, 78)))
    parts.append("<p><b>" + _e(QCoreApplication.translate("TeacherKit", "The formulas")) + "</b></p><ul>")
    for item in (
        QCoreApplication.translate("TeacherKit", "Tokens per slow pass, expected: E = 1 + α + α² + … + α^k = (1 − α^(k+1)) / (1 − α)."),
        QCoreApplication.translate("TeacherKit", "Time of one round, in slow passes: 1 + k·c. Speed-up = E ÷ (1 + k·c)."),
        _fill(QCoreApplication.translate("TeacherKit", "Why %1? With α = 0.8 and k = 4: E = 1 + 0.8 + 0.64 + 0.51 + 0.41 = %1 tokens per slow pass."),
              num["e08"]).replace("0.8", f(0.8, 1)).replace("0.64", f(0.64, 2)).replace("0.51", f(0.51, 2))
        .replace("0.41", f(0.41, 2)),
        _fill(QCoreApplication.translate("TeacherKit", "Why %1? With α = %2, k = 4 and c = %3: E = %4, each round costs 1 + 4 × %3 = %5 slow passes, "
                  "so the speed-up is %4 ÷ %5 = %6×. The break-even α = %1 is the α at which E reaches %5."),
              num["be"], f(0.3, 2), f(0.2, 1), num["e03"], f(1.8, 1), num["speed03"]),
        _fill(QCoreApplication.translate("TeacherKit", "The screens count a text of exactly 100 tokens, so they show a few more slow passes than "
                  "100 ÷ E: the last round can run past token 100, and its extra tokens do not count. For α = %1 "
                  "and k = 4: %2 slow passes, not 100 ÷ %3 = %4, and a speed-up of 100 ÷ %2 = %5×."),
              f(0.8, 1), num["passes08"], num["e08"], num["naive08"], num["speed08"]),
    ):
        parts.append(f"<li>{_e(item)}</li>")
    parts.append("</ul>")
    same = QCoreApplication.translate("TeacherKit", "The promise is the same text the big model would write alone. On the lesson's screens the big "
               "model always takes its most likely token, and then it is literally the same text. With random "
               "sampling the promise is the same distribution: like the big model alone, another run may write "
               "another text. (The real models lab shows identical texts because both of its runs share the same "
               "random numbers.)")
    parts.append(f"<p>{_e(same)}</p>")

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Learning goals")))
    parts.append("<ul>")
    for goal in (
        QCoreApplication.translate("TeacherKit", "Explain why writing is one slow pass per token, and why verifying a whole window costs about one."),
        QCoreApplication.translate("TeacherKit", "Describe a round: the draft proposes k tokens, the big model verifies them, keeps the accepted prefix "
            "and adds its own token."),
        QCoreApplication.translate("TeacherKit", "Predict the speed-up from α, k and c, and find the break-even α."),
        QCoreApplication.translate("TeacherKit", "Explain why the result is the same text the big model would write alone."),
    ):
        parts.append(f"<li>{_e(goal)}</li>")
    parts.append("</ul>")

    # The plan: who does what, where to click, and what answer to expect.
    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Lesson plan (50 minutes)")))
    fills = {
        "intro": ((u["play"],), ()),
        "checking": ((u["play"], u["k"]), ()),
        "rounds": ((u["stage"], u["step"], u["new_run"]), ()),
        "operate": ((f(0.8, 2), u["alpha"], f(0.5, 2), f(0.9, 2), u["per_pass"], u["reset"]),
                    (f(0.5, 2), f(0.9, 2), num["e05"], num["e09"], num["e08"])),
        "baddraft": ((u["alpha"], u["play"]), ()),
        "lab": ((t("lab"), u["labs"]), (f(0.2, 2), num["be"], _fill(_ui("Readouts", "Break-even α (for k = %1 and c = %2):"), "4", f(0.2, 2)).rstrip(":"))),
        "quiz": ((t("quiz"), u["lesson"], n_questions, u["next_question"]), ()),
    }
    rows, start = [], 0
    for name, minutes, what, ask in plan():
        what_args, ask_args = fills.get(name, ((), ()))
        screen = _e(t(name)) if name else _e(QCoreApplication.translate("TeacherKit", "Start"))
        rows.append((f"{start}–{start + minutes}", screen, _e(_fill(_tr(what), *what_args)),
                     f"<i>{_e(_fill(_tr(ask), *ask_args))}</i>" if ask else ""))
        start += minutes
    header = (QCoreApplication.translate("TeacherKit", "Minutes"), QCoreApplication.translate("TeacherKit", "Screen"), QCoreApplication.translate("TeacherKit", "Who does what"), QCoreApplication.translate("TeacherKit", "Question to ask, and the answer to expect"))
    parts.append(_table(rows, header, (14, 17, 33, 36)))
    if start != 50:
        raise AssertionError(f"the plan lasts {start} minutes")
    parts.append("<p>" + _e(QCoreApplication.translate("TeacherKit", "The rows follow the app's own order, the order of the "
                                                       "list on the left. End with “After the class”, below.")) + "</p>")

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Screen by screen")))
    nav = _fill(QCoreApplication.translate("TeacherKit", "On every screen: the list on the left jumps to any screen; “◀ Back” and “Next ▶” at the top "
                    "step through the lesson; “%1” puts the screen's values back; “%2” holds projector mode, text "
                    "size, language, the PDFs and “%3”."), u["reset"], u["menu"], u["start_over"])
    parts.append(f"<p>{_e(nav)}</p>")
    clicks = {
        "intro": (u["play"],), "checking": (u["play"], u["k"]),
        "rounds": (u["stage"], u["step"], u["play"], u["new_run"]), "operate": (u["k"], u["alpha"]),
        "baddraft": (u["alpha"], u["play"]), "lab": (u["play"], u["step"]), "quiz": (u["next_question"],),
    }
    shows_args = {"lab": (u["expected"],), "quiz": (n_questions,)}
    rows = [(f"<b>{_e(t(name))}</b>", _e(_fill(_tr(shows), *shows_args.get(name, ()))),
             _e(_fill(_tr(click), *clicks.get(name, ())))) for name, shows, click in _in_app_order(SCREENS)]
    parts.append(_table(rows, (QCoreApplication.translate("TeacherKit", "Screen"), QCoreApplication.translate("TeacherKit", "What it shows"), QCoreApplication.translate("TeacherKit", "What to click")), (22, 48, 30)))

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "After the class")))
    parts.append("<ul>")
    for item in (
        _fill(QCoreApplication.translate("TeacherKit", "Review (“%1”, under “%2” in the list): from the day after a pair finishes the quiz, SpecLab brings "
                  "its questions back as short cards, some with new numbers, after 1, 3, 7 and 21 days; a session "
                  "takes two to five minutes. The cards stay on the computer and user account where the quiz was "
                  "done: use them at the start of the next class on the same computers. Nothing is scheduled in "
                  "kiosk mode."), t("review"), u["labs"]),
        _fill(QCoreApplication.translate("TeacherKit", "Final challenge (“%1”, under “%2”): five goals, from easy to hard, each checked by the app with "
                  "its numbers. It is homework only for students who have SpecLab at home (the same installers, "
                  "copied from your USB stick, work offline); otherwise use it in the next class."),
              t("challenge"), u["labs"]),
        _fill(QCoreApplication.translate("TeacherKit", "Achievement card: %1 → “%2” saves an image with the quiz result and the challenges reached."),
              u["menu"], u["card"]),
    ):
        parts.append(f"<li>{_e(item)}</li>")
    parts.append("</ul>")

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Misconceptions to watch for")))
    m_args = (
        (t("checking"), t("rounds")), (t("baddraft"),), (t("sampling"),), (t("checking"),), (t("rounds"),), (),
        (f(0.3, 2), f(0.2, 2), num["k1"], num["k4"], u["best"]),
    )
    header = (QCoreApplication.translate("TeacherKit", "What a student may say"), QCoreApplication.translate("TeacherKit", "How to answer it"))
    parts.append(_table([(f"<b>{_e(_tr(m))}</b>", _e(_fill(_tr(a), *args)))
                         for (m, a), args in zip(MISCONCEPTIONS, m_args)], header, (35, 65)))

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Quiz answers")))
    parts.append("<p>" + _e(QCoreApplication.translate("TeacherKit", "The app keeps the options in this order, A to D as on the screen (it does not "
                                "shuffle them). For each question: the right answer and why, then why each other "
                                "option is wrong.")) + "</p><ol>")
    answer_word = QCoreApplication.translate("TeacherKit", "Answer %1:")
    letters = "ABCDEF"
    for qid in quiz.IDS:
        if qid == quiz.DRAG_ID:
            text, target, tol = drag
            answer = _fill(QCoreApplication.translate("TeacherKit", "Answer: α ≈ %1 (accepted within ±%2)."), f(target, 2), f(tol, 2))
            note = _fill(QCoreApplication.translate("TeacherKit", "The chart is on the quiz screen itself, for a free draft (c = 0): there, about 2 tokens per "
                       "slow pass halve the slow passes. Answers from %1 to %2 count as right; at the edges, α = %4 "
                       "gives %3 tokens per slow pass, just under 2."),
                         f(target - tol, 2), f(target + tol, 2), f(analytic.tokens_per_pass(4, 0.5), 2), f(0.5, 2))
            parts.append(f"<li><b>{_e(text)}</b><br/>{_e(answer)}<br/><i>{_e(note)}</i></li>")
            continue
        q = questions[qid]
        option, why = q.options[q.right]
        item = [f"<li><b>{_e(q.text)}</b><br/>{_e(_fill(answer_word, letters[q.right]))} {_e(option)}<br/>"
                f"<i>{_e(why)}</i>"]
        wrong = [f"{letters[i]}: {_e(o)} — {_e(w)}" for i, (o, w) in enumerate(q.options) if i != q.right]
        item.append("<br/><small>" + "<br/>".join(wrong) + "</small>")
        if qid == "heads":
            item.append("<br/>" + _e(QCoreApplication.translate("TeacherKit", "For the teacher: “the text does not change” holds for the exact "
                                         "verification the app teaches. Medusa adds several heads; EAGLE adds one "
                                         "small draft head. Some published variants accept tokens that are only "
                                         "close enough, and then the text can change.")))
        parts.append("".join(item) + "</li>")
    parts.append("</ol>")

    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Command-line options for a class")))
    parts.append("<p>" + _e(QCoreApplication.translate("TeacherKit", "Optional: the Start menu entries are enough for this plan. To pass options: Linux, "
                                "speclab OPTIONS in a terminal (portable folder: ./speclab-0.1.0/speclab OPTIONS); "
                                "macOS, open -a SpecLab --args OPTIONS; Windows, right-click the SpecLab shortcut → "
                                "Properties, and add the options at the end of “Target”.")) + "</p>")
    example = QCoreApplication.translate("TeacherKit", "Example, typed on one line:")
    command = "speclab --projector --font-scale 150 --screens " + ",".join(class_screens())
    parts.append(f"<p>{_e(example)}</p><pre style='font-size: 8.5pt'>{_e(command)}</pre>")
    parts.append(_table([(f"<tt>{_e(o)}</tt>", _e(_tr(d))) for o, d in OPTIONS], None, (32, 68)))
    parts.append("<p><b>" + _e(QCoreApplication.translate("TeacherKit", "Screen names for --screens and --screen")) + "</b></p>")
    from desktop.screens import registry

    names = [s.name for s in registry.all_screens()]
    half = (len(names) + 1) // 2
    rows = []
    for i in range(half):
        row = [f"<tt>{names[i]}</tt>", _e(t(names[i]))]
        if i + half < len(names):
            row += [f"<tt>{names[i + half]}</tt>", _e(t(names[i + half]))]
        else:
            row += ["", ""]
        rows.append(row)
    parts.append(_table(rows, None, (19, 31, 19, 31)))
    parts.append(_h2(QT_TRANSLATE_NOOP("TeacherKit", "Keyboard shortcuts")))
    parts.append(_table([(f"<b>{_e(_tr(k))}</b>", _e(_tr(d))) for k, d in SHORTCUTS], None, (25, 75)))
    parts.append("</body></html>")
    return "".join(parts)


def task_texts(task: worksheet.Task) -> dict:
    f = i18n.fmt
    n = task.numbers
    settings = _fill(QCoreApplication.translate("TeacherKit", "Set the Lab to k = %1, α = %2, c = %3 (and N = 100 tokens, as it opens)."),
                     i18n.fmt_int(task.k), f(task.alpha, 2), f(task.cost, 2))
    # The Lab counts exactly N tokens: the last round can run past the end,
    # so its slow passes are a little above N ÷ E (docs/model.md).
    naive = f(worksheet.TOKENS / n["tokens_per_pass"], 1)
    end_note = _fill(QCoreApplication.translate("TeacherKit", "The Lab shows %1 slow passes, a little more than 100 ÷ %2 = %3: the last "
                                      "round can run past token 100, and its extra tokens do not count."),
                     f(n["slow_passes"], 1), f(n["tokens_per_pass"], 2), naive)
    if task.id == "good":
        predict = _fill(QCoreApplication.translate("TeacherKit", "Predict: a free draft proposes %1 tokens per round, and the big model "
                                         "accepts each one 7 times in 10 (α = %2). How many slow passes will 100 "
                                         "tokens need: about 100, 70 or 40?"), i18n.fmt_int(task.k), f(task.alpha, 2))
        terms = " + ".join([f(1, 0)] + [f(task.alpha ** i, 2) for i in range(1, task.k + 1)])
        explain = _fill(QCoreApplication.translate("TeacherKit", "Each slow pass keeps the accepted prefix plus one token of its own: "
                                         "%1 = %2 tokens on average, so about 40 slow passes instead of 100. %3 "
                                         "Speed-up: 100 ÷ %4 = %5×."),
                        terms, f(n["tokens_per_pass"], 2), end_note, f(n["slow_passes"], 1),
                        f(n["speedup_finite"], 2))
    elif task.id == "useless":
        predict = QCoreApplication.translate("TeacherKit", "Predict: a free draft that is always rejected (α = 0). Faster, just as fast, or "
                                   "slower than no draft?")
        explain = QCoreApplication.translate("TeacherKit", "Every round still writes one token, the big model's correction, and the draft "
                                   "costs nothing: exactly as fast as without it, never slower.")
    else:
        predict = _fill(QCoreApplication.translate("TeacherKit", "Predict: a draft that proposes k = %3 tokens per round, each of its "
                                         "steps taking %1 times as long as a slow pass (c = %1), and accepted only 3 "
                                         "times in 10 (α = %2). Faster or slower than no draft?"),
                        f(task.cost, 1), f(task.alpha, 2), str(task.k))
        explain = _fill(QCoreApplication.translate("TeacherKit", "The time of each round, in slow passes, is 1 + %1 × %2 = %3, "
                                         "but it gives only %4 tokens: %4 ÷ %3 ≈ %5×, slower. %6 Total time: %7 × %3 = %8 (the Lab "
                                         "multiplies before rounding). Below α = %9 this draft does not pay for "
                                         "itself."),
                        i18n.fmt_int(task.k), f(task.cost, 1), f(1 + task.k * task.cost, 1),
                        f(n["tokens_per_pass"], 2), f(n["speedup_finite"], 2), end_note, f(n["slow_passes"], 2),
                        f(n["slow_passes"] * (1 + task.k * task.cost), 1), f(n["break_even_alpha_finite"], 2))
    # (label, value, the Lab readout that shows it): the Lab's speed-up is for
    # the N = 100 tokens of the sheet (speedup_finite), its time row appears
    # only for a costly draft, and its break-even α only means a number then.
    speed = f(n["speedup_finite"], 2) + "×"
    if n["speedup_finite"] < 1 and f(n["speedup_finite"], 2) != f(1.0, 2):
        speed = i18n.fill(QCoreApplication.translate("TeacherKit", "%1× (slower)"), f(n["speedup_finite"], 2))
    readings = [
        # The Lab's own name for the row; it waits behind the panel's "Why these numbers?" button.
        (_ui("Readouts", "Tokens per round"), f(n["tokens_per_pass"], 2), "tokens_per_pass"),
        # With the Lab's digits: two beside a costly draft's total time.
        (QCoreApplication.translate("TeacherKit", "Slow passes with the draft (of 100)"),
         f(n["slow_passes"], passes_digits(task.cost, task.k, 100, n["slow_passes"])), "slow_passes"),
    ]
    if task.cost > 0:
        total = n["slow_passes"] * (1 + task.k * task.cost)
        readings.append((QCoreApplication.translate("TeacherKit", "Total time, in slow passes"),
                         f(total, time_digits(100, total)), "total_time"))
    readings.append((QCoreApplication.translate("TeacherKit", "Speed-up"), speed, "speedup"))
    if task.cost > 0:
        readings.append((_fill(QCoreApplication.translate("TeacherKit", "Break-even α (for k = %1 and c = %2)"), i18n.fmt_int(task.k),
                               f(task.cost, 2)), f(n["break_even_alpha_finite"], 2), "break_even"))
    return {"settings": settings, "predict": predict, "readings": readings, "explain": explain}


def worksheet_html() -> str:
    u = ui_labels()
    blank = "&nbsp;" * 30
    line = "<p class='lines'>" + "_" * 70 + "</p>"
    title = QCoreApplication.translate("TeacherKit", "Worksheet: predict, operate, prove")
    who = _fill(QCoreApplication.translate("TeacherKit", "Names (pair): %1 and %2 Date: %3"), "_" * 20, "_" * 20 + " &nbsp;", "_" * 10)
    how = _fill(QCoreApplication.translate("TeacherKit", "Open SpecLab and click “%1” in the list on the left (under “%2”). For each task: "
                                 "write your prediction first, then set the values, read the numbers in the panel "
                                 "“%3” (the tokens per round are behind “%4”), and explain them in one sentence."),
                screen_title("lab"), u["labs"], u["expected"], u["details"])
    task_word = QCoreApplication.translate("TeacherKit", "Task %1")
    read = QCoreApplication.translate("TeacherKit", "Write what you read:")
    why = QCoreApplication.translate("TeacherKit", "Explain in one sentence why:")
    tip = QCoreApplication.translate("TeacherKit", "Tip: click a slider, then use the ← and → keys to reach an exact value: each press moves "
                           "k by 1, and α or c by 0.01. The value is written at the slider's right.").replace(
        "0.01", i18n.fmt(0.01, 2))
    parts = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{_e(title)}</h1>",
             f"<p>{who}</p>", f"<p>{_e(how)}</p>", f"<p><i>{_e(tip)}</i></p>"]
    tasks = worksheet.tasks()
    for i, task in enumerate(tasks, 1):
        t = task_texts(task)
        # Two tasks on page 1, the third and the conclusion on page 2.
        brk = " style='page-break-before: always'" if i == 3 else ""
        parts.append(f"<h2{brk}>{_e(i18n.fill(task_word, i18n.fmt_int(i)))}</h2>")
        parts.append(f"<p><b>1. {_e(t['predict'])}</b></p>{line}")
        parts.append(f"<p><b>2. {_e(t['settings'])}</b> {_e(read)}</p>")
        parts.append(_table([(_e(name), blank) for name, _v, _key in t["readings"]]))
        parts.append(f"<p><b>3. {_e(why)}</b></p>{line}{line}")
    conclusion = QCoreApplication.translate("TeacherKit", "To finish: when does a draft make writing faster, and when can it make it "
                                  "slower? Use α and c in your answer.")
    conclusion_title = QCoreApplication.translate("TeacherKit", "Conclusion")
    parts.append(f"<h2>{_e(conclusion_title)}</h2><p><b>{_e(conclusion)}</b></p>{line}{line}{line}")
    key = QCoreApplication.translate("TeacherKit", "Answer key (for the teacher; do not hand it out)")
    note = QCoreApplication.translate("TeacherKit", "Print pages 1–2 for the class, not this page. These are expected values, the ones the "
                            "Lab shows: no single random run is quoted, so every computer shows the same numbers. "
                            "Each task is also a command line.")
    # The key is one page (page 3), so "print pages 1–2" leaves it out.
    parts.append(f"<h1 style='page-break-before: always; font-size: 16pt'>{_e(key)}</h1>"
                 f"<p class='key'>{_e(note)}</p>")
    for i, task in enumerate(tasks, 1):
        t = task_texts(task)
        parts.append(f"<h2 style='margin-top: 6px'>{_e(i18n.fill(task_word, i18n.fmt_int(i)))}</h2>")
        parts.append(f"<p class='key'>{_e(t['settings'])}<br/><tt>{_e(task.command())}</tt></p>")
        parts.append(_table([(_e(name), f"<b>{_e(v)}</b>") for name, v, _key in t["readings"]]))
        parts.append(f"<p class='key'><i>{_e(t['explain'])}</i></p>")
    answer = QCoreApplication.translate("TeacherKit", "Conclusion, expected: a free draft (c = 0) is never slower, and it is faster the higher "
                              "α is; a draft that costs time is slower when α is below its break-even α, which "
                              "depends on k and c.")
    parts.append(f"<p class='key'><i>{_e(answer)}</i></p>")
    parts.append("</body></html>")
    return "".join(parts)


def _units(doc: QTextDocument) -> list[list]:
    """The document's top-level pieces in order: a paragraph, or a whole table
    (each piece as [first block, last block, its top-level table or None])."""
    root = doc.rootFrame()
    units: list[list] = []
    block = doc.begin()
    while block.isValid():
        frame = QTextCursor(block).currentFrame()
        while frame is not None and frame.parentFrame() is not None and frame.parentFrame() != root:
            frame = frame.parentFrame()
        top = frame if frame is not None and frame != root else None
        if units and top is not None and units[-1][2] == top:
            units[-1][1] = block
        else:
            units.append([block, block, top])
        block = block.next()
    return units


def keep_together(doc: QTextDocument) -> int:
    """Move to the next page every paragraph or table that a page boundary
    would cut (a table row split between two pages, a quiz answer away from
    its question), and every heading left alone at the bottom of a page.
    Returns how many breaks it added. Pieces taller than a page stay cut."""
    layout = doc.documentLayout()
    height = doc.pageSize().height()
    added = 0
    for _ in range(400):
        layout.documentSize()  # lay out again after the last break
        units = _units(doc)
        spans = []
        for first, last, _table in units:
            top = layout.blockBoundingRect(first).top()
            if _table is not None:
                rect = layout.frameBoundingRect(_table)
                top, bottom = rect.top(), rect.bottom()
            else:
                bottom = layout.blockBoundingRect(last).bottom()
            spans.append((top, bottom))
        moved = False
        for i, ((first, _last, table), (top, bottom)) in enumerate(zip(units, spans)):
            cut = int(top // height) != int((bottom - 1) // height) and bottom - top < height * 0.9
            heading = first.blockFormat().headingLevel() > 0 and table is None
            orphan = heading and i + 1 < len(spans) and int(top // height) != int((spans[i + 1][0] + 1) // height)
            if not (cut or orphan):
                continue
            # Break before the heading that introduces this piece, if any.
            j = i
            while j > 0 and units[j - 1][2] is None and units[j - 1][0].blockFormat().headingLevel() > 0:
                j -= 1
            first_j, _l, table_j = units[j]
            if table_j is not None:
                fmt = table_j.format()
                if fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                    continue
                fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                table_j.setFormat(fmt)
            else:
                fmt = first_j.blockFormat()
                if fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                    continue
                fmt = QTextBlockFormat()
                fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                QTextCursor(first_j).mergeBlockFormat(fmt)
            added += 1
            moved = True
            break
        if not moved:
            return added
    return added


def layout_document(html_text: str, writer: QPdfWriter) -> QTextDocument:
    doc = QTextDocument()
    # Lay the text out for the printer, so 11 pt is 11 pt on paper.
    doc.documentLayout().setPaintDevice(writer)
    doc.setHtml(html_text)
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    doc.setPageSize(QSizeF(rect.width(), rect.height()))
    keep_together(doc)
    return doc


def pdf_writer(path: str, title: str) -> QPdfWriter:
    writer = QPdfWriter(path)
    writer.setTitle(title)
    writer.setCreator("SpecLab")
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 16, 18, 16), QPageLayout.Unit.Millimeter))
    return writer


def write_pdf(html_text: str, path: str, title: str) -> None:
    """An A4 PDF of ``html_text``, paginated by QTextDocument, no piece cut in two."""
    writer = pdf_writer(path, title)
    doc = layout_document(html_text, writer)
    doc.print_(writer)


def write_guide_pdf(path: str, clock) -> None:
    write_pdf(guide_html(clock), path, QCoreApplication.translate("TeacherKit", "Teacher’s guide"))


def write_worksheet_pdf(path: str) -> None:
    write_pdf(worksheet_html(), path, QCoreApplication.translate("TeacherKit", "Worksheet"))
