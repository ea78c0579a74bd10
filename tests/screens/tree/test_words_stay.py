"""Review 79 (1024x768, projector): halfway through the first try the tree's levels 3 and 4 turned
from words into dots. The totals under the tree grew a line when the try ended, and the tree gave up
that height. Now the captions push the page down instead: at every frame of the first two tries, each
level keeps its words."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.screens.tree import round_player as rp

DT = 1 / 60


@pytest.mark.parametrize("args", [["--size", "1024x768", "--projector"], ["--size", "1024x768"],
                                  ["--size", "1280x800"], ["--size", "1280x800", "--projector"]])
def test_every_level_keeps_its_words_while_the_tries_play(make_window, args):
    window = make_window("--screen", "tree", *args)
    for _ in range(5):
        QApplication.processEvents()
    screen = window.current_screen()
    depth = screen.state.depth
    assert screen.canvas.geometry_for_paint().labelled == depth  # on arrival: the case exists
    screen.play()
    frames, totals_grew = 0, False
    first_totals = screen.totals_label.height()
    while screen.player.round_index is None or screen.player.round_index < 2:
        window.ctx.clock.advance(DT)
        QApplication.processEvents()
        frames += 1
        totals_grew = totals_grew or screen.totals_label.height() > first_totals
        view = screen.player.view()
        assert screen.canvas.geometry_for_paint().labelled == depth, (frames, view.round_index, view.stage)
        assert frames < 60 * 60
    assert screen.player.rounds_done >= 1 and view.stage is not None and rp.KEEP >= view.stage
    if args == ["--size", "1024x768", "--projector"]:
        assert totals_grew  # the captions did grow, where review 79 saw the words go



@pytest.mark.parametrize("args", [["--size", "1280x800", "--projector"], ["--size", "1024x768", "--font-scale", "200"]])
def test_levels_drawn_as_dots_still_give_their_node_counts(make_window, args):
    """Round 82: levels 3 and 4 as dots were headed only «3» and «4», and «Tu árbol (33 nodos)» could not
    be rebuilt from the picture. Drawn too short for words, each level's header still gives its count
    (round 97, 200 % text: dot columns too narrow for «12» and «24» dropped them; they now share a header)."""
    window = make_window("--screen", "tree", *args)
    for _ in range(5):
        QApplication.processEvents()
    canvas = window.current_screen().canvas
    canvas.resize(canvas.width(), canvas.labelled_height() - 80)  # squeezed below its words' height
    geo = canvas.geometry_for_paint()
    assert geo.labelled < geo.visible, "every level has its words here: this test no longer checks anything"
    canvas.grab()
    headers = canvas.drawn_headers[1:]  # after «cada ronda / parte de aquí»
    assert not any("…" in line for header in headers for line in header), headers
    # Every number on the second lines, in order: one per level, or «12 + 24 nodos» for a shared header.
    counts = [int(word) for _first, second in headers for word in second.split() if word.isdigit()]
    assert counts == list(geo.counts[:geo.visible]) and sum(counts) == len(canvas.state.nodes())


@pytest.mark.parametrize("args", [["--size", "1280x800", "--font-scale", "150"], ["--size", "1024x768", "--projector"],
                                  ["--size", "1280x800"]])
def test_no_header_is_cut_short(make_window, args):
    """Round 84 (text at 150 %): the root's header read «parte de a…»."""
    window = make_window("--screen", "tree", *args)
    for _ in range(5):
        QApplication.processEvents()
    canvas = window.current_screen().canvas
    canvas.grab()
    assert canvas.drawn_headers[0] == ("cada ronda", "parte de aquí")
    assert not any("…" in line for header in canvas.drawn_headers for line in header), canvas.drawn_headers
