"""Review round 1: E10 (one phrase for the cost of verifying) and the projector
switch named where a teacher finds it, in the menu, not only as a flag."""

from __future__ import annotations


def _guide(qapp):
    from desktop import i18n
    from desktop.clock import Clock
    from desktop.screens.course import kit

    i18n.set_language("es", qapp)
    return kit.guide_html(Clock(qapp))


def test_verifying_costs_about_one_pass_everywhere(qapp):
    html = _guide(qapp)
    assert "cuesta solo una" not in html
    assert "ventana entera cuesta más o menos una" in html
    assert "cuesta más o menos una pasada lenta" in html


def test_projector_mode_is_named_in_the_menu(qapp):
    html = _guide(qapp)
    assert "⚙ Menú → «Modo proyector (alto contraste)» (Ctrl+Shift+P)" in html
    # The flag starts its own line, so it is never split at its dashes.
    assert "<p><tt>--projector</tt> hace lo mismo al abrir la app" in html
