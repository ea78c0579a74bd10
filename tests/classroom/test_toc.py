"""The table of contents and the header: no blank gaps, nothing hidden without a cue,
a next button that says where it leads, a reset button that says what it resets."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def _settled(make_window, *args, opened=True):
    w = make_window("--size", "1280x800", *args)
    if opened and w.contents.collapsed:  # projected at 1280 px it starts folded; the teacher opens it
        w.contents.set_collapsed(False, remember=True)  # as its button does
    for _ in range(5):
        QApplication.processEvents()
    return w


def _rows(w):
    toc = w.toc
    return [(toc.item(i).text(), toc.visualItemRect(toc.item(i))) for i in range(toc.count())]


def _gaps(w):
    """Rows whose top is not where the row above ends (a blank band between two titles)."""
    rows = _rows(w)
    return [(a, b, rb.top() - ra.bottom()) for (a, ra), (b, rb) in zip(rows, rows[1:]) if rb.top() - ra.bottom() != 1]


def test_no_blank_gap_between_titles(make_window):
    # A row is measured and painted at the same width: no band under "Laboratorio
    # de muestreo" (the list's own side padding made Qt measure it for two lines).
    for args in ((), ("--projector",)):
        w = _settled(make_window, "--screen", "intro", *args)
        assert not _gaps(w), (args, _gaps(w))


def test_the_whole_contents_are_visible_at_1280x800(make_window):
    w = _settled(make_window, "--screen", "intro")
    bottom = w.toc.viewport().height()
    hidden = [text for text, rect in _rows(w) if rect.bottom() > bottom]
    assert not hidden, hidden
    assert not w.toc_column.more.isVisible()


def test_projector_contents_below_the_fold_have_a_cue_that_scrolls_to_them(make_window, qtbot):
    # Projected at 1280 px the column starts folded (18 px text needs the width)...
    assert _settled(make_window, "--screen", "intro", "--projector", opened=False).contents.collapsed
    # ...and a teacher who opens it finds the cue.
    w = _settled(make_window, "--screen", "intro", "--projector")
    toc, more = w.toc, w.toc_column.more
    bottom = toc.viewport().height()
    hidden = [text for text, rect in _rows(w) if rect.bottom() > bottom and text not in ("Lección", "Práctica", "Consulta")]
    assert hidden, "the projector's 18 px text should not fit 800 px: this test would not check the cue"
    assert more.isVisible()
    assert str(len(hidden)) in more.text() and "más abajo" in more.text()
    more.click()
    qtbot.waitUntil(lambda: toc.visualItemRect(toc.item(toc.count() - 1)).bottom() <= toc.viewport().height())
    qtbot.waitUntil(lambda: not more.isVisible())


def test_next_names_where_it_leads_when_it_leaves_the_lesson(make_window):
    w = _settled(make_window, "--screen", "next")
    assert w.step_label.text() == "Pantalla\n11 de 11"
    assert w.next_button.isEnabled()
    assert "Laboratorio" in w.next_button.text() and "▶" in w.next_button.text()
    assert "Laboratorio" in w.next_button.accessibleName()
    w.show_screen("rounds")
    assert w.next_button.text() == "Siguiente ▶"  # inside the lesson, the plain word


def test_the_window_reset_says_it_resets_the_screen_and_start_over_names_what_is_lost(make_window):
    w = _settled(make_window, "--screen", "intro")
    # Its name says it; a narrow header shows the first word only (the name contains it, WCAG 2.5.3).
    assert w.reset_button.accessibleName() == "Reiniciar pantalla"
    assert "Reiniciar pantalla".startswith(w.reset_button.text())
    asked = []
    w.confirm = lambda _parent, title, text: asked.append(text) or False
    assert w.start_over() is False
    assert "tarjetas de repaso" in asked[0] and "retos" in asked[0]
