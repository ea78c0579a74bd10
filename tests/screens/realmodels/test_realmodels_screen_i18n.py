"""The screen renders through --screenshot in both languages and at both classroom
sizes, its Spanish catalogue is complete, and the marks stay readable."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.i18n_check import check_area, tool
from support.screenshot_check import assert_screenshot

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "resources" / "i18n" / "realmodels_es.ts"
SOURCES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop" / "screens" / "realmodels").glob("*.py"))




@pytest.mark.parametrize("lang, size", [("es", "1280x800"), ("en", "1920x1080")])
def test_screenshot(tmp_path, lang, size):
    assert_screenshot(tmp_path, "realmodels", lang, size, min_bytes=20000)


def test_settle_runs_a_comparison_for_the_screenshot(screen):
    screen.settle()
    assert screen.result is not None and screen.result.identical
    assert screen.verdict.badge.isVisible()


def test_spanish_catalogue_is_complete():
    wanted, have, missing, unfinished = check_area(TS, SOURCES)
    assert len(wanted) > 40, "lupdate found too few strings: wrong sources?"
    assert not missing, missing
    assert not unfinished, unfinished
    assert have[("Screens", "Real models lab")].text == "Laboratorio de modelos reales"
    assert have[("RunPanel", "The big model alone")].text == "Solo el modelo grande"
    assert have[("RunPanel", "Draft + verification")].text == "Borrador + verificación"
    assert have[("VerdictCard", "Identical text ✓")].text == "Texto idéntico ✓"
    assert have[("VerdictCard", "Take it to the Lab ▶")].text == "Llevar al laboratorio ▶"


def test_spanish_screen_shows_no_english(qtbot, screen):
    """After a run, every label and button the Spanish screen shows differs from its English source."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    with qtbot.waitSignal(screen.finished, timeout=60_000):
        screen.start(20)
    sources = {src for (_ctx, src) in tool.messages(TS)}
    shown = [w.text() for w in screen.findChildren(QLabel) + screen.findChildren(QAbstractButton)
             if w.isVisible() and w.text()]
    assert len(shown) > 10
    same_in_both = {"k = %1", "%1 ms"}
    english = [text for text in shown if text in sources - same_in_both]
    assert not english, english


@pytest.mark.parametrize("projector", [False, True])
def test_marks_are_readable_and_differ_by_shape(projector):
    """WCAG AA for every mark on its fill (computed here from the WCAG formula),
    and the draft's accepted characters differ from the big model's own in
    something besides colour."""
    from desktop import theme
    from desktop.screens.realmodels import marks

    def luminance(hex_colour):
        channels = [int(hex_colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    def ratio(a, b):
        hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    t = theme.PROJECTOR if projector else theme.NORMAL
    table = marks.looks(t)
    for kind, look in table.items():
        assert ratio(look.fg, look.bg or t.surface) >= 4.5, (kind, look)
    accepted, own = table["accepted"], table["correction"]
    assert (accepted.underline, accepted.bold) != (own.underline, own.bold)
    assert table["bonus"] == own


def test_the_intro_links_are_drawn_in_the_theme_accent_not_the_default_blue(qtbot, screen):
    """Review 67: «transformers» and «T» were the web's default blue beside the lesson's links."""
    from PySide6.QtGui import QColor

    from desktop import theme

    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    image = screen.intro.grab().toImage()
    accent = QColor(theme.current().accent)

    def near(c: QColor, ref: QColor) -> bool:
        return abs(c.red() - ref.red()) + abs(c.green() - ref.green()) + abs(c.blue() - ref.blue()) < 30

    pixels = [image.pixelColor(x, y) for x in range(0, image.width(), 2) for y in range(image.height())]
    assert sum(near(c, accent) for c in pixels) > 20  # the two links' letters and underlines
    assert not any(near(c, QColor(0, 0, 255)) for c in pixels)


def test_sampling_says_beside_the_texts_why_they_match(screen):
    """Rounds 81 and 82: four readers saw two identical texts under «Muestreo, T = 0,8» and read it as a
    contradiction; the reason (the same random numbers) was only in the verdict below. The texts' key
    says it while the shown runs sample, and not when they take the likeliest character."""
    said = "muestreo: los dos sacan los mismos números al azar, así que el texto coincide"
    assert screen.job().temperature > 0 and said in screen.legend.text()
    screen.mode_box.setCurrentIndex(1)
    assert screen.job().temperature == 0
    screen._describe_runs()  # as a new run does
    assert said not in screen.legend.text()
