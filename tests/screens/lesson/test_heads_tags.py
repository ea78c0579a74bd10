"""Review 34: with heads, each proposal says which head made it («✓ que ← C2»), so the picture does not
leave it to the order of the chips; a separate draft model has no heads, so no tag."""

from __future__ import annotations


def test_each_proposal_names_its_head(make_window):
    w = make_window("--screen", "heads", "--size", "1280x800")
    screen = w.current_screen()
    screen.settle()  # the paused frame a projector shows: the proposals drawn, verified
    diagram = screen.diagram
    assert diagram.mode == "heads"
    diagram.grab()
    heads = [i + 1 for i in diagram.proposal_indices()]
    assert heads == [2, 3]  # the big model's own head, C1, proposes nothing to verify
    assert diagram.drawn_head_tags == [(i - 1, f"C{i}") for i in heads]
    diagram.mode = "separate"
    diagram.grab()
    assert diagram.drawn_head_tags == []
