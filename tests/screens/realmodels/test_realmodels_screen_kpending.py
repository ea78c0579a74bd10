"""While a comparison's calibration is still to choose k, the k control must not show a
value (review 7: the slider showed 4 beside "k aún está por elegir", then settled on 5),
and it says how far the measurement is; once chosen, the slider shows the k the run uses."""

from __future__ import annotations

import re

from desktop.realmodels.calibration import STAGES
from desktop.screens.realmodels.costs_panel import ms


def test_the_slider_shows_no_k_until_the_calibration_chooses_it(qtbot, screen):
    screen.prompt_edit.setText("Dijo Sancho")
    screen.draft_box.setCurrentIndex(screen.draft_box.findData("ngram"))
    seen, cells = [], []
    handle = screen.handle_event

    def spy(gen, event):
        handle(gen, event)
        if event.kind == "measuring":
            seen.append((screen.k_slider.isVisibleTo(screen), screen.k_value.text(),
                         screen.k_progress.isVisibleTo(screen), screen.k_progress.text(),
                         screen.verdict.message.text()))
            cells.append((event.message, event.progress, screen.costs_panel.one.value.text(),
                          screen.costs_panel.draft.value.text(), screen.costs_panel.status.text()))

    screen.handle_event = spy
    with qtbot.waitSignal(screen.finished, timeout=120_000) as blocker:
        assert screen.start(24)
        # The calibrating stage, before any event: no handle, no number, the text says so.
        assert not screen.k_slider.isVisibleTo(screen)
        assert screen.k_value.text() == "?"
        assert "por elegir" in screen.k_note.text() and screen.k_note.isVisibleTo(screen)
        assert "por elegir" in screen.verdict.message.text()
        assert "k = ?" in screen.spec.description
        # Step 1 from the start, the models loading, in the card and beside k (review 43: the first
        # seconds said nothing of what was happening). Not "aún sin medir".
        total = 2 + len(STAGES)
        first = f"Midiendo (parte 1 de {total}): cargando los dos modelos…"
        assert screen.costs_panel.status.text() == first
        assert screen.k_progress.text() == first
    r = blocker.args[0]
    assert r is not None
    # One report per stage (the warm-up, then the calibration's own), in order, each while
    # the slider is hidden and with its number out of the total.
    assert len(seen) == total - 1
    steps = []
    for slider_shown, value, progress_shown, progress, message in seen:
        assert not slider_shown and value == "?" and progress_shown
        m = re.search(r"Midiendo \(parte (\d+) de (\d+)\):", progress)
        assert m and int(m.group(2)) == total
        steps.append(int(m.group(1)))
        assert progress in message  # the verdict card says the same
    assert steps == list(range(2, total + 1))
    # Each time shows as soon as it is measured, with the digits the finished card gives it: one pass
    # once the passes are timed, one draft step once it is (the report of the stage after each).
    stages = [stage for stage, *_ in cells]
    assert stages == ["warm", *STAGES]
    for stage, known, one, draft, status in cells:
        assert status.startswith("Midiendo (parte ")
        done = stages.index(stage)
        assert (one != "–") == (done > stages.index("passes")), (stage, one)
        assert (draft != "–") == (done > stages.index("draft")), (stage, draft)
        if known and known.get("t_pass"):
            assert one == ms(known["t_pass"][0])
    assert screen.costs_panel.one.value.text() == ms(r.costs.t(1))  # the same figure when it settles
    assert "sobre 1 a 9 posiciones" in seen[1][3]  # the ngram draft: k up to 8, passes over up to 9
    # Settled: the slider is back, at the k the run used, and the number says that k.
    k = r.job.k
    assert k == r.costs.best_k(screen.k_max("ngram"))
    assert screen.k_slider.isVisibleTo(screen) and not screen.k_progress.isVisibleTo(screen)
    assert screen.k_slider.value() == k and screen.k_value.text() == str(k)
    note = screen.k_note.text()
    assert note.startswith(f"k = {k}, ") and "puesta por la app: la más rápida en esta medida" in note
    # At the slider's end «the fastest» may only be the cap, and the note says so (round 93).
    assert ("el tope del control" in note) == (k == screen.k_max("ngram")), note
    # Review 66: α sat in «Este ordenador» as if the computer set it; the header says whose each figure is.
    assert screen.costs_panel.status.text() == (
        "tiempos de este ordenador, ahora; α de una prueba fija (igual cada vez)")
    assert "por elegir" not in screen.k_note.text()


def test_a_chosen_k_is_shown_throughout(qtbot, screen):
    screen.prompt_edit.setText("Dijo Sancho")
    screen.draft_box.setCurrentIndex(screen.draft_box.findData("ngram"))
    screen.choose_k(3)
    with qtbot.waitSignal(screen.finished, timeout=120_000):
        assert screen.start(16)
        # The learner chose k: nothing is pending, the slider shows it.
        assert screen.k_slider.isVisibleTo(screen) and screen.k_value.text() == "3"
        assert not screen.k_progress.isVisibleTo(screen)
    assert screen.k_slider.value() == 3 and screen.k_value.text() == "3"


def test_the_screen_says_once_that_the_models_are_tiny(screen):
    """Review 7: every time on this screen is small-scale; the intro at the top says why, once."""
    intro = screen.intro.text()
    assert screen.intro.isVisibleTo(screen)
    assert "diminutos" in intro and "carácter a carácter" in intro
    # Review 27: why checking 8 positions costs more than in a chatbot, in a few words.
    assert "cada posición que verifican añade tiempo (en un chatbot, casi nada)" in intro
    assert "no tiene sentido" in intro  # review 11: the half-nonsense text is expected, and said so
    assert "esta app" in intro  # trained for this app, not the chatbots' models
