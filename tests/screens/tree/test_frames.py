"""Frame by frame, the Tree lab's counters agree with what is drawn.

The round player is driven by the one clock, stepped by hand (never slept on).
At every frame: the round label names the round and step on show; the stage
caption is that step's; the canvas draws what that step should (levels growing
while drafting, every node inside the pass, then one accepted path that grows
level by level); the strip spells exactly the accepted words drawn; and the
totals count a round's tokens exactly when its KEEP step is on screen. Rounds
are recomputed from ``desktop.sim.tree`` directly, not read from the player.
"""

from __future__ import annotations

import re

import numpy as np

from desktop.screens.tree import round_player as rp
from desktop.screens.tree.state import ROUNDS
from desktop.sim import tree as sim

DT = 1 / 30


def _sim_rounds(screen):
    tree = sim.full_tree(screen.state.branches)
    a = sim.rank_probabilities(screen.state.a1, screen.state.decay)
    rounds = sim.simulate_rounds(tree, a, ROUNDS, np.random.default_rng(screen.state.seed))
    return [sim.round_detail(tree, rounds, k, [n["word"] for n in screen.state.nodes()]) for k in range(8)]


def _es(value):
    return f"{value:.2f}".replace(".", ",")


def test_every_frame_of_three_rounds_agrees(screen):
    details = _sim_rounds(screen)
    nodes = screen.state.nodes()
    depth = screen.state.depth
    clock = screen.ctx.clock
    screen.play()
    kept_tokens, kept_rounds = 0, 0
    last = None
    frames = 0
    while True:
        clock.advance(DT)
        frames += 1
        player = screen.player
        k, stage = player.round_index, player.stage
        if k >= 3:
            break
        detail = details[k]
        if (k, stage) != last:
            if stage == rp.KEEP:  # a round's tokens land when its KEEP step is shown
                kept_tokens += detail["tokens"]
                kept_rounds += 1
            last = (k, stage)
        # The label and the caption name the step on show.
        label = f"Sorteo {k + 1} · etapa {stage + 1} de 4"
        # While it plays, the kept path's stage says the next sorteo follows (reviews 73, 74, 76 could
        # not tell whether «❚❚ Pausa» beside «1 sorteo terminado» still ran).
        if stage == rp.KEEP:
            label += f"\n(enseguida, sorteo {k + 2})"
        assert screen.round_label.text() == label
        assert screen.stage_caption.text().startswith(f"{stage + 1} · ")
        # The totals: the rounds kept so far, in this run, and nothing else.
        assert player.rounds_done == kept_rounds and player.tokens_done == kept_tokens
        totals = screen.totals_label.text()
        if kept_rounds:
            # Counted in rounds (one round = drafting + one slow pass, longer than a slow pass).
            # Review 29: each round starts again from the root, and the sentence says so.
            assert totals.startswith(f"En {kept_rounds} sorteo")
            assert f": {kept_tokens} tokens, " in totals, totals
            assert totals.endswith("Cada sorteo repite una sola ronda, siempre desde el mismo comienzo; el modelo grande muestrea (elige al azar, con sus probabilidades), así que su rama cambia.")
            assert _es(kept_tokens / kept_rounds) + " por ronda" in totals
        # What the canvas draws for this frame.
        kinds = screen.canvas.kinds()
        shown_words = [text[2:] for kind, text in screen.canvas.strip_items() if kind == "accepted"]
        if stage == rp.DRAFT:
            drawn = {v["depth"] for v, kind in zip(nodes, kinds) if kind == "draft"}
            assert drawn == set(range(1, max(drawn) + 1)) and set(kinds) <= {"draft", "hidden"}
            assert shown_words == []
        elif stage == rp.PASS:
            assert set(kinds) == {"checking"}
            assert shown_words == []
            # β's value where it is first named (review 68 could not find the 0,01 of the round's sum).
            assert f"(β = {_es(screen.state.beta)} por nodo)" in screen.stage_caption.text()
        else:
            accepted = [i for i, kind in enumerate(kinds) if kind == "accepted"]
            # The strip spells exactly the accepted chips drawn, in order, and they
            # are a prefix of the sim's accepted path.
            assert [nodes[i]["word"] for i in accepted] == shown_words
            assert shown_words == detail["words"][: len(shown_words)]
            if stage == rp.KEEP:
                assert shown_words == detail["words"]
                extra = [text for kind, text in screen.canvas.strip_items() if kind == "extra"]
                assert len(extra) == 1
            # The mask outlines the accepted path only once the walk has reached its end.
            if detail["path"] and len(shown_words) == detail["accepted"] and rp.checked_depth(player.view()) > detail["accepted"]:
                assert screen.mask.path_row == detail["path"][-1]
    screen.pause()
    assert frames > 100 and kept_rounds == 3
    assert kept_tokens == sum(d["tokens"] for d in details[:3])
    assert depth == 4


# 60 Hz, as the app's clock ticks and as a teacher pauses: every frame is a possible still.
DT_60 = 1 / 60
_QUOTED = re.compile(r"«([^»]*)»")
# One level drawn reads «nivel 1 de 4», never «niveles 1 a 1 de 4» (review 27).
_COUNT_WORDS = re.compile(r": (\d+) propuestas? hasta ahora, (?:niveles 1 a (\d+)|nivel (1)) de (\d+)\.")
_TICKS = re.compile(r"\((\d+) ✓\)")
# The round's time alone: its parts are the numbers' sums, behind «¿Por qué estos números?».
# Its time with its parts in sight (review 51: with the sums folded the per-node cost was nowhere).
_TOKENS = re.compile(r"(\d+) tokens? en esta ronda, que tardó 1 \+ (\d+) nodos × (\d+,\d+) \(β\) \+ (\d+) niveles × "
                     r"(\d+,\d\d) \(c\) = (\d+,\d\d) pasadas lentas\.$")


def _num(text: str) -> float:
    return float(text.replace(",", "."))


def _caption_claims(caption: str, stage: int) -> dict:
    """What the caption, as read on screen, says is drawn: parsed from its text alone."""
    if stage == rp.DRAFT:
        m = _COUNT_WORDS.search(caption)
        assert m, caption
        assert "niveles 1 a 1 " not in caption, caption
        return {"nodes": int(m.group(1)), "levels": int(m.group(2) or m.group(3))}
    if stage == rp.MATCH:
        quoted = _QUOTED.search(caption)
        if quoted is None:  # nothing matched at level 1
            assert "✕" in caption, caption
            return {"accepted": []}
        ticks = _TICKS.search(caption)
        assert ticks, caption
        words = quoted.group(1).split()
        assert int(ticks.group(1)) == len(words), caption
        return {"accepted": words}
    if stage == rp.KEEP:
        m = _TOKENS.search(caption)
        assert m, caption
        nodes, beta, levels, cost = int(m.group(2)), _num(m.group(3)), int(m.group(4)), _num(m.group(5))
        time = _num(m.group(6))
        # The sum holds for its own printed parts.
        assert abs(1 + nodes * beta + levels * cost - time) <= 0.005 + 1e-9, caption
        return {"tokens": int(m.group(1)), "time": time, "nodes": nodes, "levels": levels}
    return {}


def test_caption_names_what_is_drawn_at_every_60hz_frame(screen, qapp):
    """At every frame of several rounds (none matched, some matched, all matched), the caption's
    count is the one on the canvas as painted: the words drafted so far, the ✓ words of the walk,
    and the kept tokens (✓ plus the + badge). The picture is repainted whenever what a round shows
    changes (a level drafted, a level checked, a new stage), as the app's pending repaint does
    within a frame; in between, the last picture stays on screen and is what is compared."""
    nodes = screen.state.nodes()
    clock = screen.ctx.clock
    canvas = screen.canvas
    seen = {"none": False, "partial": False, "whole": False}
    frames = 0
    last_shown = None
    # The default seed's first rounds accept 4 (all) and 1; the next seed's, 3, 1 and 0 (none).
    for seed_step, rounds in enumerate((2, 3)):
        if seed_step:
            screen.state.new_seed()
        screen.play()
        while screen.player.round_index is None or screen.player.round_index < rounds:
            clock.advance(DT_60)
            qapp.processEvents()
            frames += 1
            view = screen.player.view()
            shows = (view.round_index, view.stage, rp.drafted_depth(view, screen.state.depth),
                     rp.checked_depth(view))
            if shows != last_shown:
                canvas.repaint()
                last_shown = shows
            drawn = canvas.painted_marks()
            claims = _caption_claims(screen.stage_caption.text(), view.stage)
            if view.stage == rp.DRAFT:
                levels = {v["depth"] for v, kind in zip(nodes, canvas.kinds()) if kind != "hidden"}
                assert claims["nodes"] == drawn["nodes"]
                assert claims["levels"] == max(levels)
            elif view.stage == rp.MATCH:
                assert claims["accepted"] == drawn["accepted"]
                accepted = view.detail["accepted"]
                key = "none" if accepted == 0 else "whole" if accepted == screen.state.depth else "partial"
                seen[key] = True
            elif view.stage == rp.KEEP:
                assert drawn["extra"]
                assert claims["tokens"] == len(drawn["accepted"]) + 1
                # The round's time it names: one slow pass, β per verified node, c per level,
                # from the controls' values (review round 7: "one slow pass" alone read as 1).
                st = screen.state
                assert abs(claims["time"] - (1 + st.beta * st.node_count() + st.depth * st.cost)) <= 0.005 + 1e-9
                assert claims["time"] > 1
                assert claims["nodes"] == st.node_count() and claims["levels"] == st.depth
                assert drawn["accepted"] == view.detail["words"]
            # The strip says what the tree shows: its ✓ chips are the ✓ words drawn, in order.
            strip_words = [text[2:] for kind, text in drawn["strip"] if kind == "accepted"]
            if not any(text.startswith("… ") for _kind, text in drawn["strip"]):
                assert strip_words == drawn["accepted"]
        screen.pause()
        screen.player.restart()
    assert all(seen.values()), seen
    assert frames > 1500
