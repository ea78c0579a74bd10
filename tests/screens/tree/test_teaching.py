"""What the Tree lab teaches (issue 16, review screen 15): β as a refinement behind
"Advanced", like-with-like labels for the chain and the greedy tree, every term
defined on screen, a numbered and readable mask, back-row font sizes."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLabel

from desktop.screens.tree import round_player as rp
from desktop.sim import tree as sim


def _shown(screen) -> str:
    widgets = screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
    return "\n".join(w.text() for w in widgets if w.isVisible() and w.text())


def test_beta_is_a_refinement_behind_advanced(screen):
    assert not screen.advanced
    assert not screen.sliders["beta"].isVisible() and not screen.mask.isVisible()
    # The button names what is inside in words (review round 7: a bare β there was undefined;
    # round 8: a bare «máscara» too); the slider it opens carries the same words and the symbol
    # the main view's note uses.
    button = screen.advanced_button.text()
    assert "coste por nodo" in button and "β" not in button and "máscara" not in button.lower()
    screen.set_advanced(True)
    assert screen.sliders["beta"].isVisible()
    label = screen.sliders["beta"].label.text()
    assert "coste por nodo" in label.lower() and label.endswith("β")
    note = screen.notes["beta"].text()
    assert note.startswith("Un refinamiento del modelo sencillo de la lección")
    assert "una pasada lenta" in note and "β = 0 es el modelo de la lección" in note
    # Reset closes it again.
    screen.reset()
    assert not screen.advanced and not screen.sliders["beta"].isVisible()


def test_terms_are_defined_on_screen(screen):
    shown = _shown(screen)
    for words in ("Tasa de aceptación de la 1.ª propuesta, α",
                  "α: como en la lección, la probabilidad de aceptar una propuesta; aquí, la 1.ª (la favorita) de cada nodo",
                  "Factor por candidato, r", "r: cada candidato acierta con r × la probabilidad del anterior",
                  "Niveles por delante",
                  "Coste del borrador c, por nivel", "1 nivel = 1 paso del borrador",
                  "c = 0,05, como EAGLE",
                  "Niveles: tokens por delante", "Voraz: el mismo número de nodos, en tus 4 niveles como mucho, primero los caminos más probables",
                  "Tu árbol (33 nodos)", "Cadena (4 niveles)", "Voraz (33 nodos)"):
        assert words in shown, words
    assert "Hace de α" not in shown and "Profundidad" not in shown
    # Review round 7: "puesto" read as a tree level; a round is not "una pasada".
    assert "puesto" not in shown and "por pasada" not in shown
    # The presets' values moved to their tooltips (one line less in a full column).
    assert "α = 0,55, r = 0,35" in screen.preset_buttons["weak_heads"].toolTip()
    assert "(escala log.)" in screen.chart.x_title.text()
    assert "Escala logarítmica: de 1 a 10 nodos ocupa lo mismo" in screen.chart.log_note.text()


def test_the_chain_and_the_greedy_tree_are_labelled_like_with_like(screen):
    legend = [text for _kind, _sample, text in screen.chart.legend.entries]
    assert "árbol voraz, ≤ 4 niveles" in legend and "cadena: n nodos, n niveles" in legend
    assert "solo porque llega más lejos" in screen.chart.accessibleDescription()
    # The numbers compare a chain of the same depth as the tree (like with like), from the sim.
    r = sim.rank_probabilities(screen.state.a1, screen.state.decay)
    chain = sim.chain_expected_tokens(r, screen.state.depth)
    assert screen.numbers.value_text("chain", "tokens") == f"{chain:.2f}".replace(".", ",")
    screen.steppers.depth_spin.setValue(3)
    legend = [text for _kind, _sample, text in screen.chart.legend.entries]
    assert "árbol voraz, ≤ 3 niveles" in legend


def test_the_mask_is_numbered_on_every_level_and_explained(screen):
    screen.set_advanced(True)
    screen.show_mask(True)
    mask = screen.mask
    assert mask.isVisible() and mask.width() >= 280 and mask.height() >= 280
    rect, cell, words, _ = mask.matrix_geometry()
    assert not words  # 33 nodes: the level blocks are numbered
    small, _legend = mask.fonts()
    labels = mask.level_labels(rect, cell, QFontMetricsF(small))
    assert [label for label, _l, _t in labels] == ["1", "2", "3", "4"]
    tops = [top for _label, _left, top in labels]
    for a, b in zip(tops, tops[1:]):
        assert a.right() <= b.left() + 1  # the numbers above the columns never overlap
    assert "cada nodo solo puede mirar a sus antepasados" in screen.mask_why.text()
    assert "una sola pasada lenta verifica todas las ramas" in screen.mask_why.text()
    assert "33 × 33" in mask.accessibleDescription()
    screen.show_mask(False)
    assert screen.canvas.isVisible()


def test_round_label_never_breaks(screen):
    screen.settle()
    label = screen.round_label
    assert label.text() == "Sorteo 1 · etapa 4 de 4"
    assert not label.wordWrap()
    assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())
    assert label.height() < 2 * label.fontMetrics().height()


def _too_small(screen, floor):
    small = []
    for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton) + screen.findChildren(QAbstractSpinBox):
        text = w.text() if hasattr(w, "text") else ""
        if w.isVisible() and (text.strip() or isinstance(w, QAbstractSpinBox)):
            if QFontInfo(w.font()).pixelSize() < floor:
                small.append((w.objectName() or text[:30], QFontInfo(w.font()).pixelSize()))
    for painted in (screen.canvas, screen.mask, screen.chart.tokens_plot, screen.chart.speed_plot):
        if painted.isVisible():
            for font in painted.painted_fonts():
                if QFontInfo(font).pixelSize() < floor:
                    small.append((painted.objectName(), QFontInfo(font).pixelSize()))
    return small


@pytest.mark.parametrize("projector, floor", [(False, 14), (True, 18)])
def test_text_is_big_enough_at_1280x800(make_window, projector, floor):
    args = ["--screen", "tree", "--size", "1280x800"] + (["--projector"] if projector else [])
    window = make_window(*args)
    screen = window.current_screen()
    screen.settle()
    assert not _too_small(screen, floor), _too_small(screen, floor)
    # The default tree's words are chips, not dots, and at least the floor.
    geo = screen.canvas.geometry_for_paint()
    if not projector:
        assert geo.labelled == screen.state.depth
    assert QFontInfo(geo.font).pixelSize() >= floor
    # The chart, in its own panel.
    screen.show_view("chart")
    assert screen.chart.tokens_plot.isVisible()
    assert not _too_small(screen, floor), _too_small(screen, floor)
    screen.set_advanced(True)
    screen.show_mask(True)
    assert not _too_small(screen, floor), _too_small(screen, floor)


def test_charts_have_names_and_descriptions_with_their_numbers(screen):
    nums = screen.state.numbers()
    tokens = f"{nums['tokens_per_pass']:.2f}".replace(".", ",")
    speed = f"{nums['speedup']:.2f}".replace(".", ",")
    assert screen.chart.accessibleName()
    assert tokens in screen.chart.tokens_plot.accessibleDescription()
    assert speed in screen.chart.speed_plot.accessibleDescription()
    assert screen.chart.tokens_plot.accessibleName() and screen.chart.speed_plot.accessibleName()
    assert rp.STAGE_COUNT == 4


def test_beta_is_defined_in_words_where_the_main_view_uses_it(screen):
    """Round 4: the formula under the numbers uses β without saying what it is. Round 8: it was
    said only inside the formula; now it is said in words on a line of its own, Advanced closed:
    what each verified node adds to the one slow pass. Review 12: right above the formula, so β is
    said before it is used."""
    assert not screen.advanced
    formula, words = screen.numbers.cost_note, screen.numbers.beta_note
    for label in (formula, words):
        assert label.isVisible() and not label.visibleRegion().isEmpty()
    assert "1 + β·nodos" in formula.text() and "β·nodos" not in words.text()
    # Its own line, directly above the formula (nothing in between).
    assert formula.geometry().top() >= words.geometry().bottom()
    assert formula.geometry().top() - words.geometry().bottom() <= 8
    assert words.text() == "β = 0,01: lo que cada nodo verificado añade a la única pasada lenta (en la lección, 0)."
    # Its value is the one in the formula, next to the nodes it multiplies.
    assert "= 1 + 0,01·33 + " in formula.text()
    # It follows the slider (Advanced).
    screen.state.set("beta", 0.025)
    assert "0,025·33" in formula.text() and words.text().startswith("β = 0,025: lo que cada nodo verificado")


def test_the_speed_combo_is_labelled(screen):
    label = screen.speed_label
    assert label.text() == "Velocidad:" and label.isVisible()
    assert label.buddy() is screen.speed_box
    # Beside its combo, on the same line of the play bar.
    assert abs(label.mapTo(screen, label.rect().center()).y()
               - screen.speed_box.mapTo(screen, screen.speed_box.rect().center()).y()) <= 4
