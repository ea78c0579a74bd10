"""A projector toggle builds the shown screen again; what it drew that depends
only on the language and the theme (the explainer's figures) is drawn once per
theme and reused after. What the page shows must be what a fresh draw shows."""

from __future__ import annotations

from PySide6.QtGui import QImage


def _pixels(figures: dict) -> dict[str, bytes]:
    out = {}
    for name, figure in figures.items():
        image = QImage.fromData(figure.png, "PNG").convertToFormat(QImage.Format.Format_RGB32)
        out[name] = bytes(image.constBits())
    return out


def test_explainer_figures_are_drawn_once_per_theme_and_match_a_fresh_draw(make_window, monkeypatch):
    from desktop import theme
    from desktop.screens.reference import figures

    grabbed = []
    real_grab = figures.grab
    monkeypatch.setattr(figures, "grab", lambda w, *a: grabbed.append(type(w).__name__) or real_grab(w, *a))
    window = make_window("--screen", "explainer")
    drawn_normal = len(grabbed)
    assert drawn_normal > 0 and theme.current().name == "normal"
    normal = _pixels(window.current_screen().browser.figures)
    window.set_projector(True)
    drawn_projector = len(grabbed) - drawn_normal
    assert drawn_projector == drawn_normal
    projector = _pixels(window.current_screen().browser.figures)
    assert projector.keys() == normal.keys() and projector != normal  # the palette shows in them
    window.set_projector(False)
    window.set_projector(True)
    assert len(grabbed) == drawn_normal + drawn_projector  # nothing drawn again
    assert _pixels(window.current_screen().browser.figures) == projector

    # A window that starts in projector mode draws its own: the same pixels.
    fresh = make_window("--screen", "explainer", "--projector")
    assert len(grabbed) == 2 * drawn_normal + drawn_projector
    assert _pixels(fresh.current_screen().browser.figures) == projector
    window.set_projector(False)
    assert _pixels(window.current_screen().browser.figures) == normal


def test_the_guide_is_written_once_per_language_and_reads_the_same_after_a_toggle(make_window, monkeypatch, qtbot):
    from desktop.screens.course import kit

    calls = []
    real = kit.guide_html
    monkeypatch.setattr(kit, "guide_html", lambda clock: calls.append(1) or real(clock))
    window = make_window("--screen", "guide")
    text = window.current_screen().browser.toPlainText()
    assert len(calls) == 1 and "SpecLab" in text
    window.set_projector(True)
    assert len(calls) == 1  # taken from the last build
    fresh = make_window("--screen", "guide", "--projector")  # a window of its own writes it again
    assert len(calls) == 2
    assert window.current_screen().browser.toPlainText() == fresh.current_screen().browser.toPlainText()
    window.set_projector(False)
    assert window.current_screen().browser.toPlainText() == text
    window.set_language("en")
    # Another language: each of the two windows writes it again (LanguageChange is posted).
    qtbot.waitUntil(lambda: len(calls) == 4)
    assert window.current_screen().browser.toPlainText() != text
    window.set_language("es")


def test_remember_makes_once_and_keeps_the_newest_of_a_kind():
    from desktop.screens.base import AppContext

    ctx = AppContext(model=None, clock=None)
    made = []

    def make(tag):
        return lambda: made.append(tag) or tag

    assert ctx.remember(("figs", "es"), make("es"), keep=2) == "es"
    assert ctx.remember(("figs", "es"), make("again"), keep=2) == "es" and made == ["es"]
    ctx.remember(("other", 1), make("other"))
    ctx.remember(("figs", "en"), make("en"), keep=2)
    assert set(ctx.drawn) == {("figs", "es"), ("figs", "en"), ("other", 1)}
    ctx.remember(("figs", "ca"), make("ca"), keep=2)  # the oldest of its kind goes, the other kind stays
    assert set(ctx.drawn) == {("figs", "en"), ("figs", "ca"), ("other", 1)}
    ctx.remember(("other", 2), make("other 2"))  # keep=1: only the newest
    assert set(ctx.drawn) == {("figs", "en"), ("figs", "ca"), ("other", 2)}
    assert made == ["es", "other", "en", "ca", "other 2"]
