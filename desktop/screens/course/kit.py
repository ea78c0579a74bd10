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
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from desktop import i18n
from desktop.course import worksheet


def _e(text: str) -> str:
    return html.escape(text)


STYLE = """
body { font-family: sans-serif; font-size: 11pt; color: #1b1b1b; }
h1 { font-size: 20pt; color: #0b5e9c; margin-bottom: 4px; }
h2 { font-size: 14pt; color: #0b5e9c; margin-top: 14px; }
td, th { padding: 4px 6px; vertical-align: top; }
th { background: #e6eef5; text-align: left; }
.box { border: 1px solid #888; }
.lines { color: #888; }
"""

# (screen name, minutes, what to do, question to ask)
PLAN = (
    ("intro", 5, QT_TRANSLATE_NOOP("TeacherKit", "Start from the question on screen 1; let the class vote."),
     QT_TRANSLATE_NOOP("TeacherKit", "Why does a chatbot write one word at a time?")),
    ("checking", 7, QT_TRANSLATE_NOOP("TeacherKit", "Show that verifying k tokens costs about one slow pass."),
     QT_TRANSLATE_NOOP("TeacherKit", "Why can the big model check five tokens at once but not write five at once?")),
    ("rounds", 8, QT_TRANSLATE_NOOP("TeacherKit", "Play rounds step by step: propose, verify, keep the accepted prefix."),
     QT_TRANSLATE_NOOP("TeacherKit", "How many tokens does a round with one ✓ and then a ✕ add?")),
    ("operate", 8, QT_TRANSLATE_NOOP("TeacherKit", "Students move α and k and read the slow passes."),
     QT_TRANSLATE_NOOP("TeacherKit", "What do you expect for α = %1 and k = 4? Write it before you move the slider.")),
    ("baddraft", 6, QT_TRANSLATE_NOOP("TeacherKit", "A bad draft: it is never slower when it is free."), QT_TRANSLATE_NOOP("TeacherKit", "Does a bad draft make the text worse?")),
    ("lab", 8, QT_TRANSLATE_NOOP("TeacherKit", "The worksheet, in pairs: predict, operate, prove."), QT_TRANSLATE_NOOP("TeacherKit", "Where is the break-even α for k = 4 and c = %1?")),
    ("quiz", 6, QT_TRANSLATE_NOOP("TeacherKit", "The quiz, alone; then discuss the most missed question."), QT_TRANSLATE_NOOP("TeacherKit", "Which answer surprised you?")),
)

MISCONCEPTIONS = (
    (QT_TRANSLATE_NOOP("TeacherKit", "“The big model skips the easy words.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "It verifies every token. The draft writes the easy ones ahead; the big model still checks each in one pass "
     "(screens 2 and 3, quiz question 1).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“A bad draft makes the text worse.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "The text is always the same text the big model would write alone; a bad draft only costs time "
     "(screen 6, quiz question 4).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“Speculation changes the answer.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "Every kept token is one the big model accepts, and each rejection is replaced by its own token "
     "(the sampling lab shows that even the probabilities stay the same).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "“Verifying k tokens costs k passes.”"),
     QT_TRANSLATE_NOOP("TeacherKit", "Verifying a whole window costs about one slow pass: the proposed tokens already exist, so every position is "
     "checked at the same time (screen 2).")),
)

OPTIONS = (
    ("--screens A,B,...",
     QT_TRANSLATE_NOOP("TeacherKit", "Show only these screens, for a class (names from --list-screens).")),
    ("--screen NAME",
     QT_TRANSLATE_NOOP("TeacherKit", "Open at this screen.")),
    ("--kiosk",
     QT_TRANSLATE_NOOP("TeacherKit", "Shared screen: full screen, locked, starts over when idle; nothing is saved or scheduled.")),
    ("--projector",
     QT_TRANSLATE_NOOP("TeacherKit", "High-contrast palette and thick lines for a projector (the same as "
     "☰ Menu → “Projector mode (high contrast)”).")),
    ("--font-scale PERCENT",
     QT_TRANSLATE_NOOP("TeacherKit", "Text size, 100 to 200.")),
    ("--k, --alpha, --cost, --tokens",
     QT_TRANSLATE_NOOP("TeacherKit", "Start values of the Lab (the worksheet uses them).")),
    ("--lang es|en",
     QT_TRANSLATE_NOOP("TeacherKit", "Language of the interface.")),
)

SHORTCUTS = (
    (QT_TRANSLATE_NOOP("TeacherKit", "→, Page Down"),
     QT_TRANSLATE_NOOP("TeacherKit", "Next screen (a presenter's clicker works).")),
    (QT_TRANSLATE_NOOP("TeacherKit", "←, Page Up"),
     QT_TRANSLATE_NOOP("TeacherKit", "Previous screen.")),
    ("Alt+R",
     QT_TRANSLATE_NOOP("TeacherKit", "Reset all values on this screen.")),
    ("Ctrl+Shift+P",
     QT_TRANSLATE_NOOP("TeacherKit", "Projector mode on or off.")),
    ("Tab, Shift+Tab",
     QT_TRANSLATE_NOOP("TeacherKit", "Move between controls; arrows move a focused slider.")),
)


def _table(rows, header=None) -> str:
    out = ['<table class="box" cellspacing="0" width="100%">']
    if header:
        out.append("<tr>" + "".join(f"<th>{_e(h)}</th>" for h in header) + "</tr>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>")
    out.append("</table>")
    return "".join(out)


def _screen_title(name: str) -> str:
    from desktop.screens import registry

    spec = registry.by_name(name)
    return spec.translated_title() if spec else name


def _tr(text: str) -> str:
    return QCoreApplication.translate("TeacherKit", text)


def guide_html(clock) -> str:
    from desktop.screens.course import quiz_content
    from desktop.screens.lesson import quiz

    f = i18n.fmt
    title = QCoreApplication.translate("TeacherKit", "Teacher’s guide: speculative decoding with SpecLab")
    intro = QCoreApplication.translate("TeacherKit", "A 50-minute lesson for students from 15 years on. "
                                       "Nothing needs the internet.")
    parts = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{_e(title)}</h1>", f"<p>{_e(intro)}</p>"]
    before = QCoreApplication.translate("TeacherKit", "Before the class: print one worksheet per pair (menu, "
                                        "“Save the worksheet with its answer key (PDF)…”). On the projector, turn on "
                                        "☰ Menu → “Projector mode (high contrast)” (Ctrl+Shift+P).")
    parts.append(f"<p>{_e(before)}</p>")
    # The flag opens its own line, so it never breaks at its dashes.
    flag = QCoreApplication.translate("TeacherKit", "does the same when the app starts (the options for a class "
                                      "are at the end).")
    parts.append(f"<p><tt>--projector</tt> {_e(flag)}</p>")
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Learning goals")) + "</h2><ul>")
    for goal in (
        QCoreApplication.translate("TeacherKit", "Explain why writing is one slow pass per token, and why verifying "
                                   "a whole window costs about one."),
        QCoreApplication.translate("TeacherKit", "Describe a round: the draft proposes k tokens, the big model "
                                   "verifies them, keeps the accepted prefix and adds its own token."),
        QCoreApplication.translate("TeacherKit", "Predict the speed-up from α, k and c, and find the break-even α."),
        QCoreApplication.translate("TeacherKit", "Argue that the text is the same text the big model would write "
                                   "alone."),
    ):
        parts.append(f"<li>{_e(goal)}</li>")
    parts.append("</ul>")
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Lesson plan (50 minutes)")) + "</h2>")
    rows, start = [], 0
    for name, minutes, what, ask in PLAN:
        ask = _tr(ask).replace("%1", f(0.8, 1) if name == "operate" else f(0.2, 1))
        rows.append((f"{start}–{start + minutes}", _e(_screen_title(name)), _e(_tr(what)), f"<i>{_e(ask)}</i>"))
        start += minutes
    close = QCoreApplication.translate("TeacherKit", "Close: the review brings the cards back from tomorrow on, "
                                       "on each student's own computer; the final challenge is homework.")
    rows.append((f"{start}–50", _e(_screen_title("review")), _e(close), ""))
    header = (QCoreApplication.translate("TeacherKit", "Minutes"), QCoreApplication.translate("TeacherKit", "Screen"),
              QCoreApplication.translate("TeacherKit", "What to do"),
              QCoreApplication.translate("TeacherKit", "Question to ask"))
    parts.append(_table(rows, header))
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "After the class")) + "</h2><ul>")
    for item in (
        QCoreApplication.translate("TeacherKit", "Review: once a student finishes the quiz on their own computer, its "
                                   "questions and new questions with numbers from the simulator come back after 1, 3, "
                                   "7 and 21 days; a session takes two to five minutes. Nothing is scheduled in kiosk "
                                   "mode."),
        QCoreApplication.translate("TeacherKit", "Final challenge: five goals, from easy to hard, each checked by the "
                                   "app with its numbers. The goals reached appear on the achievement card."),
    ):
        parts.append(f"<li>{_e(item)}</li>")
    parts.append("</ul>")
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Misconceptions to watch for")) + "</h2>")
    header = (QCoreApplication.translate("TeacherKit", "What a student may say"),
              QCoreApplication.translate("TeacherKit", "How the app answers it"))
    parts.append(_table([(f"<b>{_e(_tr(m))}</b>", _e(_tr(a))) for m, a in MISCONCEPTIONS], header))
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Quiz answers")) + "</h2><ol>")
    questions, drag = quiz_content.load(clock)
    answer_word = QCoreApplication.translate("TeacherKit", "Answer %1:")
    for qid in quiz.IDS:
        if qid == quiz.DRAG_ID:
            text, target, tol = drag
            answer = QCoreApplication.translate("TeacherKit", "Answer: α ≈ %1 (accepted within ±%2).")
            answer = answer.replace("%1", f(target, 2)).replace("%2", f(tol, 2))
            parts.append(f"<li><b>{_e(text)}</b><br/>{_e(answer)}</li>")
            continue
        q = questions[qid]
        option, why = q.options[q.right]
        letter = "ABCDEF"[q.right]
        parts.append(f"<li><b>{_e(q.text)}</b><br/>{_e(answer_word.replace('%1', letter))} {_e(option)}<br/>"
                     f"<i>{_e(why)}</i></li>")
    parts.append("</ol>")
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Command-line options for a class")) + "</h2>")
    example = QCoreApplication.translate("TeacherKit", "Example:")
    parts.append(f"<p>{_e(example)} <tt>python -m desktop --projector --font-scale 150 "
                 f"--screens intro,checking,rounds,operate,baddraft,lab,quiz,review</tt></p>")
    parts.append(_table([(f"<tt>{_e(o)}</tt>", _e(_tr(d))) for o, d in OPTIONS]))
    parts.append("<h2>" + _e(QCoreApplication.translate("TeacherKit", "Keyboard shortcuts")) + "</h2>")
    parts.append(_table([(f"<b>{_e(_tr(k))}</b>", _e(_tr(d))) for k, d in SHORTCUTS]))
    parts.append("</body></html>")
    return "".join(parts)


def task_texts(task: worksheet.Task) -> dict:
    f = i18n.fmt
    n = task.numbers
    settings = QCoreApplication.translate("TeacherKit", "Set the Lab to k = %1, α = %2, c = %3 (100 tokens).")
    settings = settings.replace("%1", i18n.fmt_int(task.k)).replace("%2", f(task.alpha, 2)).replace("%3", f(task.cost, 2))
    if task.id == "good":
        predict = QCoreApplication.translate("TeacherKit", "Predict: with a good free draft, how many slow passes "
                                             "will 100 tokens need: about 100, 50 or 30?")
        explain = QCoreApplication.translate("TeacherKit", "Each slow pass keeps the accepted prefix plus one token "
                                             "of its own: %1 tokens on average, so about %2 slow passes instead of "
                                             "100.").replace("%1", f(n["tokens_per_pass"], 2)).replace(
                                                 "%2", f(n["slow_passes"], 0))
    elif task.id == "useless":
        predict = QCoreApplication.translate("TeacherKit", "Predict: a free draft that is always rejected (α = 0). "
                                             "Faster, just as fast, or slower than no draft?")
        explain = QCoreApplication.translate("TeacherKit", "Every round still writes one token, the big model's "
                                             "correction, and the draft costs nothing: exactly as fast as without "
                                             "it, never slower.")
    else:
        predict = QCoreApplication.translate("TeacherKit", "Predict: a draft that costs %1 slow passes per step and "
                                             "is rarely accepted. Faster or slower?").replace("%1", f(task.cost, 1))
        explain = QCoreApplication.translate("TeacherKit", "Each round costs 1 + %1 × %2 = %3 slow passes of time "
                                             "but gives only %4 tokens: %5×, slower. Below α = %6 this draft does "
                                             "not pay for itself.")
        explain = (explain.replace("%1", i18n.fmt_int(task.k)).replace("%2", f(task.cost, 1))
                   .replace("%3", f(1 + task.k * task.cost, 1)).replace("%4", f(n["tokens_per_pass"], 2))
                   .replace("%5", f(n["speedup_finite"], 2)).replace("%6", f(n["break_even_alpha"], 2)))
    # (label, value, the Lab readout that shows it): the Lab's speed-up is for
    # the N = 100 tokens of the sheet (speedup_finite), its time row appears
    # only for a costly draft, and its break-even α only means a number then.
    speed = f(n["speedup_finite"], 2) + "×"
    if n["speedup_finite"] < 1 and f(n["speedup_finite"], 2) != f(1.0, 2):
        speed = QCoreApplication.translate("TeacherKit", "%1× (slower)").replace("%1", f(n["speedup_finite"], 2))
    readings = [
        (QCoreApplication.translate("TeacherKit", "Tokens per slow pass"), f(n["tokens_per_pass"], 2), "tokens_per_pass"),
        (QCoreApplication.translate("TeacherKit", "Slow passes with the draft (of 100)"), f(n["slow_passes"], 1),
         "slow_passes"),
    ]
    if task.cost > 0:
        readings.append((QCoreApplication.translate("TeacherKit", "Total time, in slow passes"),
                         f(n["slow_passes"] * (1 + task.k * task.cost), 1), "total_time"))
    readings.append((QCoreApplication.translate("TeacherKit", "Speed-up"), speed, "speedup"))
    if task.cost > 0:
        readings.append((QCoreApplication.translate("TeacherKit", "Break-even α (for k = %1)").replace(
            "%1", i18n.fmt_int(task.k)), f(n["break_even_alpha"], 2), "break_even"))
    return {"settings": settings, "predict": predict, "readings": readings, "explain": explain}


def worksheet_html() -> str:
    blank = "&nbsp;" * 30
    line = "<p class='lines'>" + "_" * 70 + "</p>"
    title = QCoreApplication.translate("TeacherKit", "Worksheet: predict, operate, prove")
    who = QCoreApplication.translate("TeacherKit", "Name: %1 Date: %2").replace("%1", "_" * 28 + " &nbsp; ").replace(
        "%2", "_" * 12)
    how = QCoreApplication.translate("TeacherKit", "Open the Lab. For each task: write your prediction first, then "
                                     "set the values, read the numbers, and explain them in one sentence.")
    task_word = QCoreApplication.translate("TeacherKit", "Task %1")
    read = QCoreApplication.translate("TeacherKit", "Write what you read:")
    why = QCoreApplication.translate("TeacherKit", "Explain in one sentence why:")
    tip = QCoreApplication.translate("TeacherKit", "Tip: click a slider, then use the arrow keys to reach an exact "
                                     "value (each press moves it by one step).")
    parts = [f"<html><head><style>{STYLE}</style></head><body>", f"<h1>{_e(title)}</h1>",
             f"<p>{who}</p>", f"<p>{_e(how)}</p>", f"<p><i>{_e(tip)}</i></p>"]
    tasks = worksheet.tasks()
    for i, task in enumerate(tasks, 1):
        t = task_texts(task)
        # Two tasks a page: no task is split between two sheets.
        brk = " style='page-break-before: always'" if i > 1 and i % 2 == 1 else ""
        parts.append(f"<h2{brk}>{_e(task_word.replace('%1', i18n.fmt_int(i)))}</h2>")
        parts.append(f"<p><b>1. {_e(t['predict'])}</b></p>{line}")
        parts.append(f"<p><b>2. {_e(t['settings'])}</b> {_e(read)}</p>")
        parts.append(_table([(_e(name), blank) for name, _v, _key in t["readings"]]))
        parts.append(f"<p><b>3. {_e(why)}</b></p>{line}{line}")
    key = QCoreApplication.translate("TeacherKit", "Answer key (for the teacher)")
    note = QCoreApplication.translate("TeacherKit", "These are expected values, the ones the Lab shows: no single "
                                      "random run is quoted, so every computer shows the same numbers. Each task is "
                                      "also a command line.")
    parts.append(f"<h1 style='page-break-before: always'>{_e(key)}</h1><p>{_e(note)}</p>")
    for i, task in enumerate(tasks, 1):
        t = task_texts(task)
        parts.append(f"<h2>{_e(task_word.replace('%1', i18n.fmt_int(i)))}</h2>")
        parts.append(f"<p>{_e(t['settings'])}<br/><tt>{_e(task.command())}</tt></p>")
        parts.append(_table([(_e(name), f"<b>{_e(v)}</b>") for name, v, _key in t["readings"]]))
        parts.append(f"<p><i>{_e(t['explain'])}</i></p>")
    parts.append("</body></html>")
    return "".join(parts)


def write_pdf(html_text: str, path: str, title: str) -> None:
    """An A4 PDF of ``html_text``, paginated by QTextDocument."""
    writer = QPdfWriter(path)
    writer.setTitle(title)
    writer.setCreator("SpecLab")
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 16, 18, 16), QPageLayout.Unit.Millimeter))
    doc = QTextDocument()
    # Lay the text out for the printer, so 11 pt is 11 pt on paper.
    doc.documentLayout().setPaintDevice(writer)
    doc.setHtml(html_text)
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    doc.setPageSize(QSizeF(rect.width(), rect.height()))
    doc.print_(writer)


def write_guide_pdf(path: str, clock) -> None:
    write_pdf(guide_html(clock), path, QCoreApplication.translate("TeacherKit", "Teacher’s guide"))


def write_worksheet_pdf(path: str) -> None:
    write_pdf(worksheet_html(), path, QCoreApplication.translate("TeacherKit", "Worksheet"))
