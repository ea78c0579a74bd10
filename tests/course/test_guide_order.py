"""Blind review 3: the teacher's guide sent the class to "the Lab, then the quiz", but the app goes the
other way (the quiz is the lesson's step, the Lab comes after it in the list and under "Next ▶"). The
guide's plan, its screen table and its example command follow the app's own order."""

from __future__ import annotations

import re


def _guide(qapp, lang="es"):
    from desktop import i18n
    from desktop.clock import Clock
    from desktop.screens.course import kit

    i18n.set_language(lang, qapp)
    return kit.guide_html(Clock(qapp))


def _walk_with_next(make_window, names):
    """The screens a class sees, pressing "Next" from the first one, with the guide's --screens."""
    window = make_window("--screens", ",".join(names), "--screen", names[0])
    seen = [window.current_name()]
    for _ in range(len(names) + 2):
        window.go_next()
        if window.current_name() == seen[-1]:
            break
        seen.append(window.current_name())
    return seen


def test_the_example_command_goes_in_the_order_next_goes(make_window, qapp):
    from desktop.screens.course import kit

    html = _guide(qapp)
    command = re.search(r"--screens ([\w,]+)", html).group(1).split(",")
    assert command == kit.class_screens()
    assert _walk_with_next(make_window, command) == command
    assert command.index("quiz") < command.index("lab")  # what the app does today


def test_the_plan_rows_follow_the_app_and_the_equipment_note_agrees(make_window, qapp):
    from desktop.screens.course import kit

    html = _guide(qapp)
    plan_start = html.index("<h2>Plan de clase (50 minutos)</h2>")
    plan_end = html.index("<h2>Pantalla por pantalla</h2>")
    plan = html[plan_start:plan_end]
    titles = {name: kit.screen_title(name) for name in kit.class_screens()}
    where = {name: plan.index(f">{title}<") for name, title in titles.items()}
    in_plan = sorted(where, key=where.get)
    assert in_plan == _walk_with_next(make_window, kit.class_screens())
    # "Pairs use their computer from minute M on (first, then second)": the minute where the first of the
    # two pair steps starts in the table, and the two in the table's order.
    quiz, lab = titles["quiz"], titles["lab"]
    note = re.search(r"a partir del minuto (\d+) del plan de la clase, más abajo \(«([^»]+)», luego «([^»]+)»\)", html)
    assert note, "the equipment note names the two steps in order"
    first = in_plan[min(in_plan.index("quiz"), in_plan.index("lab"))]
    row_start = re.search(r"<td[^>]*>(\d+)–\d+</td><td[^>]*>" + re.escape(titles[first]) + "<", plan)
    assert int(note.group(1)) == int(row_start.group(1))
    assert (note.group(2), note.group(3)) == ((quiz, lab) if first == "quiz" else (lab, quiz))
    assert "el laboratorio y luego el cuestionario" not in html


def test_the_screen_table_lists_the_screens_in_the_apps_order(qapp):
    from desktop.screens import registry
    from desktop.screens.course import kit

    html = _guide(qapp, "en")
    table = html[html.index("<h2>Screen by screen</h2>"):html.index("<h2>After the class</h2>")]
    found = [(table.index(f"<b>{kit.screen_title(name)}</b>"), name) for name, _s, _c in kit.SCREENS]
    listed = [name for _pos, name in sorted(found)]
    order = [s.name for s in registry.all_screens()]
    assert listed == sorted(listed, key=order.index)


def test_every_label_the_guide_quotes_is_one_the_app_still_has(qapp):
    """The guide told teachers to read "Tokens por pasada lenta" in the panel after the panel had become
    "Tokens por ronda": a label the guide quotes must still be a translated entry of the app."""
    from desktop import i18n
    from desktop.screens.course import kit

    i18n.set_language("es", qapp)
    spanish = kit.ui_labels()
    i18n.set_language("en", qapp)
    english = kit.ui_labels()
    untranslated = [key for key in english if spanish[key] == english[key]]
    assert not untranslated, untranslated


def test_the_final_challenge_leads_to_the_written_lesson_and_the_guide_comes_last(make_window):
    """Reviews 34, 37 and 39: «Siguiente» after the final challenge opened the teacher's guide and its
    solutions in front of the pupils. The guide is the last screen; from the challenge a pupil goes on
    to the lesson in writing."""
    w = make_window("--screen", "challenge")
    names = w.screen_names()
    assert names[-1] == "guide"
    assert names[names.index("challenge") + 1] == "explainer"
    w.show_screen("challenge")
    w.next_button.click()
    assert w.current_name() == "explainer"
