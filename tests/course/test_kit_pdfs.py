"""Review of the kit PDFs, round 1: what a teacher holding only the pages needs.

The numbers the guide quotes are read back from the screens it names, the
worksheet prints as exactly two pages plus a one-page key, and no paragraph or
table row is cut by a page boundary."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel


def _guide(qapp, lang="es"):
    from desktop import i18n
    from desktop.clock import Clock
    from desktop.screens.course import kit

    i18n.set_language(lang, qapp)
    return kit.guide_html(Clock(qapp))


def _tokens_per_pass(k, alpha):
    # The series 1 + α + … + α^k summed term by term (not the closed form the sim uses).
    return sum(alpha ** i for i in range(k + 1))


def test_the_guide_says_how_to_install_open_and_print(qapp):
    html = _guide(qapp)
    for needed in ("windows-x64-setup.exe", "Menú Inicio", "amd64.deb", "Educación", "linux-x86_64.tar.gz", ".dmg",
                   "imprime solo las páginas 1–2", "un ordenador por pareja", "no recoge resultados",
                   "manos levantadas", "«Empezar de nuevo…»"):
        assert needed in html, needed


def test_the_guide_names_the_buttons_as_the_app_shows_them(qapp):
    html = _guide(qapp)
    for label in ("«▶ Reproducir»", "«Etapa ▸»", "«Ronda siguiente ▸»",
                  "«Otra tirada»", "«Tasa de aceptación α»", "«Ventana de borrador k»",
                  "«Pregunta siguiente ▶»", "«Práctica»", "«Reiniciar pantalla»"):
        assert label in html, label
    # Screens by title, never by a number that the plan's order contradicts.
    assert "pantalla 6" not in html and "«El mal borrador»" in html


def test_every_screen_name_and_option_for_a_class_is_listed(qapp):
    from desktop.screens import registry

    html = _guide(qapp)
    for spec in registry.all_screens():
        assert f"<tt>{spec.name}</tt>" in html, spec.name
    for flag in ("--list-screens", "--screens", "--kiosk", "--projector", "--font-scale"):
        assert flag in html


def test_the_guide_answers_the_common_misconceptions_and_the_wrong_options(qapp):
    from desktop.screens.lesson import quiz

    html = _guide(qapp)
    for m in ("¿Por qué descartar los tokens", "El modelo pequeño escribe la respuesta", "Una k mayor siempre es mejor"):
        assert m in html
    # Every wrong option is explained: one "X: option — why" line per wrong option.
    wrong = sum(html.count(f"<br/>{letter}: ") + html.count(f"<small>{letter}: ") for letter in "ABCD")
    assert wrong == 3 * len(quiz.CHOICE_IDS)
    assert "no las baraja" in html


def test_the_plan_lasts_fifty_minutes(qapp):
    import re

    html = _guide(qapp)
    spans = [(int(a), int(b)) for a, b in re.findall(r"<td[^>]*>(\d+)–(\d+)</td>", html)]
    assert spans[0][0] == 0 and spans[-1][1] == 50
    assert all(b == c for (_a, b), (c, _d) in zip(spans, spans[1:]))


@pytest.mark.parametrize("alpha", [0.5, 0.8, 0.9])
def test_the_operate_step_quotes_what_the_screen_shows(make_window, qapp, alpha):
    from desktop import i18n

    window = make_window("--screen", "operate", "--k", "4", "--alpha", str(alpha))
    shown = window.current_screen().findChild(QLabel, "readout_tokens_per_pass")
    expected = i18n.fmt(_tokens_per_pass(4, alpha), 2)
    assert expected in shown.text()
    assert f"{expected}" in _guide(qapp)


def test_the_formula_examples_agree_with_the_lab(make_window, qapp):
    from desktop import i18n

    window = make_window("--screen", "lab", "--k", "4", "--alpha", "0.3", "--cost", "0.2")
    lab = window.current_screen()
    html = _guide(qapp)
    e = _tokens_per_pass(4, 0.3)
    assert i18n.fmt(e, 2) in lab.findChild(QLabel, "readout_tokens_per_pass").text()
    assert f"E = {i18n.fmt(e, 2)}" in html
    assert f"= {i18n.fmt(e / 1.8, 2)}×" in html
    assert lab.findChild(QLabel, "readout_break_even").text().startswith("0,46") and "0,46" in html
    # "A bigger k is always better": k = 1 against k = 4 at α = 0,3, c = 0,2.
    assert f"k = 1 da {i18n.fmt(1.3 / 1.2, 2)}×" in html
    assert "k = 1: " + i18n.fmt(1.3 / 1.2, 2) in lab.findChild(QLabel, "readout_optimal_k").text()


def _cut_blocks(html: str, tmp_path) -> tuple[int, list[str]]:
    """Pages, and the text of every block that runs over a page boundary."""
    from desktop.screens.course import kit

    writer = kit.pdf_writer(str(tmp_path / "x.pdf"), "x")
    doc = kit.layout_document(html, writer)
    height = doc.pageSize().height()
    layout = doc.documentLayout()
    cut, block = [], doc.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        if rect.height() > 0 and int(rect.top() // height) != int((rect.bottom() - 1) // height):
            cut.append(block.text()[:60])
        block = block.next()
    return doc.pageCount(), cut


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_paragraph_or_row_is_cut_and_the_sheet_is_two_pages_and_a_key(qapp, tmp_path, lang):
    from desktop import i18n
    from desktop.screens.course import kit

    i18n.set_language(lang, qapp)
    pages, cut = _cut_blocks(kit.worksheet_html(), tmp_path)
    assert pages == 3 and not cut, cut
    pages, cut = _cut_blocks(_guide(qapp, lang), tmp_path)
    assert not cut, cut
