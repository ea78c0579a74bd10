"""Blind review round 8 (a teacher and a 16-year-old, Spanish screenshots at 1280×800):

1. Too many new terms at once (β, «máscara», «Voraz», α, r): each is now glossed in plain
   words where it appears, and «máscara» is shown in the main view only with its gloss.
2. Back-row legibility 2/5: the help notes are drawn in the normal text colour, the tree's
   words are larger, and the formula reads in two short lines; it all still fits.

Every check reads what is shown or drawn (texts, geometry, pixels of a grab).
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from desktop.screens.tree import round_player as rp


def _settle():
    for _ in range(6):
        QApplication.processEvents()


def _shown_texts(screen) -> list[str]:
    widgets = screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
    return [w.text() for w in widgets if w.isVisible() and w.text()]


def _top(widget, screen) -> int:
    return widget.mapTo(screen, QPoint(0, 0)).y()


def _bottom(widget, screen) -> int:
    return widget.mapTo(screen, QPoint(0, widget.height())).y()


# --- 1. One term at a time, each glossed where it appears -------------------------------------

def test_a1_is_tied_to_the_lessons_alpha_right_under_its_slider(screen):
    note, slider, next_slider = screen.notes["a1"], screen.sliders["a1"], screen.sliders["decay"]
    assert note.isVisible()
    assert note.text() == "α: como en la lección, la probabilidad de aceptar una propuesta; aquí, la 1.ª (la favorita) de cada nodo."
    # Between its slider and the next one: the gloss is read with the symbol.
    assert _bottom(slider, screen) <= _top(note, screen) and _bottom(note, screen) <= _top(next_slider, screen)


def test_r_is_named_by_its_symbol_where_it_is_explained(screen):
    note = screen.notes["decay"]
    assert note.isVisible() and note.text().startswith("r: cada candidato acierta con r × la probabilidad del anterior")
    assert _bottom(screen.sliders["decay"], screen) <= _top(note, screen)


def test_greedy_is_glossed_right_under_the_rows_it_names(make_window):
    """Where the column is short (a projector at 1280x800), the gloss folds with the sums behind «¿Por qué
    estos números?», which sits right under the rows; opened, the gloss is its first line."""
    screen = make_window("--screen", "tree", "--size", "1280x800", "--projector").current_screen()
    _settle()
    numbers = screen.numbers
    greedy = numbers.names["greedy"]
    note = screen.notes["numbers"]
    assert greedy.text().startswith("Voraz (")
    assert numbers.foldable and not note.isVisible(), "the column has room: this test no longer folds"
    button = numbers.details_button
    assert _bottom(greedy, screen) <= _top(button, screen) <= _bottom(greedy, screen) + 8
    button.click()
    _settle()
    assert note.isVisible()
    assert _bottom(greedy, screen) <= _top(note, screen) <= _bottom(greedy, screen) + 8
    assert "Voraz: el mismo número de nodos, en tus 4 niveles como mucho, primero los caminos más probables" in note.text()
    assert "Cadena: 1 propuesta por nivel" in note.text()
    # Inside the numbers' card, directly under the rows (before the formula).
    assert note.parentWidget() is numbers
    assert _bottom(note, screen) <= _top(numbers.cost_note, screen)


def test_where_the_column_has_room_greedy_is_glossed_right_under_its_row(make_window):
    window = make_window("--screen", "tree", "--size", "1280x800")
    _settle()
    screen = window.current_screen()
    numbers, note = screen.numbers, screen.notes["numbers"]
    assert not numbers.foldable and note.isVisible()
    greedy = numbers.names["greedy"]
    assert _bottom(greedy, screen) <= _top(note, screen) <= _bottom(greedy, screen) + 8


def test_beta_is_said_in_words_once_in_the_main_view(screen):
    assert not screen.advanced
    words = screen.numbers.beta_note
    assert words.isVisible()
    assert "lo que cada nodo verificado añade a la única pasada lenta" in words.text()
    # Said once: no other visible text repeats the definition.
    texts = _shown_texts(screen)
    assert sum("lo que cada nodo verificado añade" in t for t in texts) == 1


def _mask_mentions(screen) -> list[str]:
    return [t for t in _shown_texts(screen) if "máscara" in t.lower()]


def test_the_mask_is_never_named_without_its_gloss(screen):
    """Advanced closed, «máscara» appears only where its meaning is said with it; under
    Advanced, the note beside β says what the Mask view shows."""
    assert not screen.advanced
    for stage in range(rp.STAGE_COUNT + 1):
        for text in _mask_mentions(screen):
            assert "quién puede mirar a quién" in text, (stage, text)
        screen.step_stage()
    # Stage 2 (the one slow pass) is where the main view points to it, and glosses it there.
    screen.player.restart()
    screen.step_stage()
    screen.step_stage()
    assert "quién puede mirar a quién" in screen.stage_caption.text()
    assert "Máscara" in screen.stage_caption.text()
    # Under Advanced the Mask button appears, and so does its gloss.
    screen.set_advanced(True)
    assert screen.mask_button.isVisible() and screen.mask_button.text() == "Máscara"
    note = screen.notes["mask"]
    assert note.isVisible()
    assert note.text().startswith("Máscara (una vista, junto a Árbol y Gráfica)")
    assert "a qué tokens propuestos puede mirar cada uno" in note.text()
    assert "a qué tokens propuestos puede mirar cada uno" in screen.advanced_button.toolTip()


# --- 2. Back-row legibility -------------------------------------------------------------------

def _luminance(rgb) -> float:
    def lin(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _drawn_contrast(window, label) -> float:
    """Contrast of the text as drawn: the darkest pixel of the label (the core of a stem)
    against the colour most of its area has (its background), from a grab of the window."""
    top_left = label.mapTo(window, QPoint(0, 0))
    image = window.grab(QRect(top_left, label.size())).toImage()
    pixels = Counter()
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            pixels[(c.red(), c.green(), c.blue())] += 1
    background = pixels.most_common(1)[0][0]
    darkest = min(pixels, key=_luminance)
    return _contrast(darkest, background)


def test_the_help_notes_are_drawn_as_dark_as_the_body_text(make_window):
    window = make_window("--screen", "tree", "--size", "1280x800")
    _settle()
    screen = window.current_screen()
    screen.settle()
    _settle()
    body = _drawn_contrast(window, screen.sliders["a1"].label)
    assert body >= 4.5
    numbers = screen.numbers
    notes = [n for key, n in screen.notes.items() if n.isVisible()]
    notes += [numbers.cost_note, numbers.beta_note, numbers.result_note, screen.totals_label]
    assert len(notes) >= 8
    for note in notes:
        assert note.isVisible() and note.text()
        drawn = _drawn_contrast(window, note)
        # WCAG AA for normal text, and as dark as the labels (the muted grey read as faint).
        assert drawn >= 4.5, (note.objectName(), drawn)
        assert drawn >= 0.9 * body, (note.objectName(), drawn, body)


@pytest.mark.parametrize("size", ["1280x800", "1024x768"])
def test_the_formula_reads_in_two_short_lines(make_window, size):
    window = make_window("--screen", "tree", "--size", size)
    _settle()
    screen = window.current_screen()
    formula = screen.numbers.cost_note
    lines = formula.text().split("\n")
    assert lines == ["Tu árbol: tiempo de una ronda, en pasadas lentas:", "1 + β·nodos + niveles·c",
                     "= 1 + 0,01·33 + 4·0,05 = 1,53"]
    fm = QFontMetricsF(formula.font())
    # Each line fits the label's width, so it is drawn unbroken: three lines, no more.
    for line in lines:
        assert fm.horizontalAdvance(line) <= formula.width(), (line, formula.width())
    assert formula.height() < 4 * fm.lineSpacing()
    # The formula's two lines are short (the old one sentence ran over five lines).
    assert all(len(line) <= 32 for line in lines[1:])
    # The whole card shows without scrolling the column (stacked at 1024×768: the page scrolls).
    assert screen.left_scroll.verticalScrollBar().maximum() == 0
    card = screen.numbers
    assert card.mapTo(screen.left_scroll.viewport(), QPoint(0, card.height())).y() <= \
        screen.left_scroll.viewport().height()
    assert screen.narrow == (size == "1024x768")


@pytest.mark.parametrize("size, floor", [("1280x800", 18), ("1024x768", 20)])
def test_the_tree_words_are_larger_and_still_fit_their_chips(make_window, size, floor):
    """They were 16 px at 1280×800 and 18 px at 1024×768; the chips keep air between levels."""
    window = make_window("--screen", "tree", "--size", size)
    _settle()
    screen = window.current_screen()
    screen.settle()
    canvas = screen.canvas
    geo = canvas.geometry_for_paint()
    assert geo.labelled == screen.state.depth
    assert QFontInfo(geo.font).pixelSize() >= floor and QFontInfo(geo.bold).pixelSize() >= floor
    nodes = canvas.state.nodes()
    fm = QFontMetricsF(geo.bold)
    for index, rect in geo.rects.items():
        assert fm.horizontalAdvance(nodes[index]["word"]) <= rect.width(), nodes[index]["word"]
        assert rect.right() <= canvas.width()
    assert geo.root.right() <= min(r.left() for i, r in geo.rects.items() if nodes[i]["depth"] == 1)
    # Between two levels, room for the edges (and the ✓ badge that sits on the gap).
    for level in range(1, geo.labelled):
        right = max(r.right() for i, r in geo.rects.items() if nodes[i]["depth"] == level)
        left = min(r.left() for i, r in geo.rects.items() if nodes[i]["depth"] == level + 1)
        assert left - right >= 6, (level, left - right)
