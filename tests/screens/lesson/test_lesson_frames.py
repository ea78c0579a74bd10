"""Every frame of the lesson's own animations agrees with itself.

A teacher may pause on any frame. At each one, the counters a lane shows
("slow passes done: 5 · tokens: 5 · pass 6 under way") must match what is
drawn: the slots that are filled and the pass blocks that are finished. The
animations are stepped through the app's one clock, a frame at a time; the
expected counts are computed here from the lane's own plan of segments and
the time, not read back from the counting code.
"""

from __future__ import annotations

import re

import pytest

from desktop.screens.lesson.widgets import heads_diagram, lanes as lanes_mod
from desktop.screens.lesson.widgets.lanes import DRAWN_LAYERS

FRAME = 1 / 60  # seconds: one frame of the app's clock
NUMBER = re.compile(r"\d+")


def _numbers(text: str) -> list[int]:
    return [int(n) for n in NUMBER.findall(text)]


def _heads_counts(text: str) -> dict[str, int]:
    """The heads diagram's counter, read by its labels (English): each number with what it counts."""
    out = {}
    for key, label in (("draft", "draft steps"), ("passes", "slow passes"), ("tokens", "new tokens")):
        found = re.findall(label + r": (?:≈\s)?(\d+)", text)  # with heads, "draft steps: ≈ 0"
        assert len(found) == 1, f"{label!r} once in {text!r}"
        out[key] = int(found[0])
    return out


def _expected_lane(lane, t: float) -> tuple[int, int, int | None]:
    """(passes done, tokens drawn as final, number of the pass under way or None), from the plan."""
    eps = 1e-9
    passes = sum(1 for s in lane.segments if s.kind == "pass" and s.end <= t + eps)
    # A pass is at work from its start until it ends (ended = end reached, to within rounding).
    running = (None if t <= 0 else
               next((s for s in lane.segments if s.kind == "pass" and s.start <= t + eps < s.end), None))
    # A token lands when the slow pass that writes (or verifies) it ends.
    landed = set()
    for s in lane.segments:
        if s.kind == "pass" and s.end <= t + eps:
            landed.update(s.positions)
    return passes, len(landed), (passes + 1 if running is not None else None)


def _check_lane_frame(widget, where: str) -> None:
    t = widget.now()
    for lane in widget.lanes:
        passes, tokens, running = _expected_lane(lane, t)
        shown = _numbers(widget.status_text(lane))
        want = [passes, tokens] + ([running] if running is not None else [])
        assert shown == want, f"{where} t={t:.3f} {lane.key}: shows {shown}, drawn {want}"
        # What the slots show: every landed token is drawn filled, no other.
        filled = sum(1 for i in range(len(lane.words)) if widget.slot_state(lane, i) in ("written", "checked"))
        assert filled == tokens, f"{where} t={t:.3f} {lane.key}: {filled} slots filled, counter {tokens}"


def _play_lanes(window, widget, where: str, on_frame=None) -> int:
    widget.restart()
    widget.play()
    frames = 0
    while widget.playing:
        window.ctx.clock.advance(FRAME)
        frames += 1
        _check_lane_frame(widget, where)
        if on_frame is not None:
            on_frame()
        assert frames < 60 * 120, "the animation never ends"
    return frames


def test_the_opening_lanes_count_a_pass_when_its_token_lands(make_window):
    w = make_window("--screen", "intro", "--lang", "en")
    screen = w.current_screen()
    lanes = screen.lanes
    seen_running = []

    def caption_agrees():
        # "Slow pass 6 is writing token 6": the caption names the pass the counter says is under way.
        running = _expected_lane(lanes.lanes[0], lanes.now())[2]
        if running is not None and running > 1:
            assert screen.status.text().startswith(f"Slow pass {running} is writing token {running}."), (
                lanes.now(), screen.status.text())
            seen_running.append(running)

    frames = _play_lanes(w, lanes, "intro", caption_agrees)
    assert frames > 100  # many frames, not one jump to the end
    n = len(lanes.lanes[0].words)
    assert sorted(set(seen_running)) == list(range(2, n + 1))  # every pass was seen under way
    assert _numbers(lanes.status_text(lanes.lanes[0])) == [n, n]  # the end: n passes, n tokens, none running


@pytest.mark.parametrize("k", [1, 3, 5])
def test_the_paused_checking_frame_shows_verifying_done_first(make_window, k):
    """The screenshot frame (what a paused projector shows): verifying has landed its k + 1 tokens with
    one slow pass while writing is still working on its second pass."""
    w = make_window("--screen", "checking", "--lang", "en")
    screen = w.current_screen()
    screen.model.set_k(k)
    screen.settle()
    writing, checking = screen.lanes.lanes
    assert _numbers(screen.lanes.status_text(checking)) == [1, k + 1]  # one pass, every token, none running
    done, tokens, *running = _numbers(screen.lanes.status_text(writing))
    assert (done, tokens) == (1, 1) and running == [2]


@pytest.mark.parametrize("k", [1, 3, 5])
def test_the_checking_lanes_agree_at_every_frame(make_window, k):
    w = make_window("--screen", "checking", "--lang", "en")
    screen = w.current_screen()
    screen.model.set_k(k)
    _play_lanes(w, screen.lanes, f"checking k={k}")
    writing, checking = screen.lanes.lanes
    # Every proposal is accepted here, so by step 3's rule the one pass keeps all k and adds its own
    # token: both lanes end with k + 1 tokens, writing after k + 1 passes, verifying after one.
    assert len(checking.words) == len(writing.words) == k + 1
    assert sum(1 for s in checking.segments if s.kind == "draft") == k  # the draft proposed k, not k + 1
    assert _numbers(screen.lanes.status_text(writing)) == [k + 1, k + 1]
    assert _numbers(screen.lanes.status_text(checking)) == [1, k + 1]
    states = [screen.lanes.slot_state(checking, i) for i in range(k + 1)]
    assert states == ["checked"] * k + ["written"]  # the last token is the big model's own, not a checked guess
    # R1: the caption's time for verifying is where the lane ends on the time axis (the draft's
    # steps plus V), not "1 slow pass"; writing's is its own end.
    verify_end = max(s.end for s in checking.segments)
    draft_time = sum(s.end - s.start for s in checking.segments if s.kind == "draft")
    caption = screen.status.text()
    assert f"verifying, {verify_end:.2f}:" in caption and f"({draft_time:.2f})" in caption, caption
    assert f"writing, {max(s.end for s in writing.segments):.0f} slow passes" in caption, caption


def test_the_chatbot_lanes_agree_at_every_frame(make_window):
    w = make_window("--screen", "chatbot", "--lang", "en")
    screen = w.current_screen()
    screen.question.submit(screen.question.right_answer())  # the "today" lane appears
    assert len(screen.lanes.lanes) == 2
    _play_lanes(w, screen.lanes, "chatbot")
    today = screen.lanes.lanes[1]
    rounds = sum(1 for s in today.segments if s.kind == "pass")
    assert _numbers(screen.lanes.status_text(today)) == [rounds, len(today.words)]


def test_a_paused_lane_keeps_its_counts(make_window):
    w = make_window("--screen", "intro", "--lang", "en")
    lanes = w.current_screen().lanes
    lanes.play()
    for _ in range(int(2.5 * lanes_mod.SECONDS_PER_PASS / FRAME)):
        w.ctx.clock.advance(FRAME)
    lanes.pause()
    before = lanes.status_text(lanes.lanes[0])
    for _ in range(30):
        w.ctx.clock.advance(FRAME)  # a paused animation does not move
    assert lanes.status_text(lanes.lanes[0]) == before
    assert "under way" in before  # paused mid-pass: the counter says the pass is not counted yet
    _check_lane_frame(lanes, "paused")


@pytest.mark.parametrize("mode", ["heads", "separate"])
def test_the_heads_diagram_counts_its_pass_and_its_tokens_when_its_verdict_shows(make_window, mode):
    """Review 44: «1 slow pass · 0 new tokens» read as a pass that left nothing. The verdict, the pass
    and the tokens it writes arrive together, as in the Lab's rows."""
    w = make_window("--screen", "heads", "--lang", "en")
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    stages = {diagram.stage}  # before Play: the text so far
    diagram.play()
    frames = 0
    while diagram.playing:
        w.ctx.clock.advance(FRAME)
        frames += 1
        stage = diagram.stage
        stages.add(stage)
        landed = stage >= 3  # the verdict: the kept prefix and the own token are in the text
        # Accepted proposals of this pass + its own token; with heads, +1 (niña) came with the previous pass.
        accepted = 1 if mode == "heads" else 2
        joined = accepted + 1 if landed else 0
        shown = _heads_counts(diagram.status_text())
        running = stage == 2  # the layers fill; from the verdict (stage 3) on, the pass is done
        want = {"passes": 1 if stage >= 3 else 0, "tokens": joined}
        assert {k: shown[k] for k in want} == want, f"{mode} stage {stage}: shows {shown}, drawn {want}"
        assert ("pass 1 under way" in diagram.status_text()) == running
        # The caption under the diagram speaks of the same stage.
        if stage == heads_diagram.LAST_STAGE:
            assert f"{joined} new tokens for one slow pass" in screen.caption.text()
        elif landed:
            assert "join the text" in screen.caption.text()
        assert frames < 60 * 60
    assert stages == set(range(0, heads_diagram.LAST_STAGE + 1))  # every stage was on screen


@pytest.mark.parametrize("mode", ["heads", "separate"])
def test_a_heads_pass_adds_its_accepted_proposals_plus_one_at_every_frame(make_window, mode):
    """R3: a pass adds accepted + 1 tokens. With heads, +1 and the proposals come from the previous
    pass: +1 is in the text before this pass starts and is not counted for it."""
    w = make_window("--screen", "heads", "--lang", "en")
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    start = diagram.text_words()
    assert start[:len(heads_diagram.CONTEXT)] == list(heads_diagram.CONTEXT)
    if mode == "heads":
        assert start[-1] == "niña"  # written by the previous pass, on screen before Play
    assert "niña" not in diagram.proposals() if mode == "heads" else "niña" in diagram.proposals()
    diagram.play()
    frames = 0
    while True:
        shown = _heads_counts(diagram.status_text())
        words = diagram.text_words()
        assert words[:len(start)] == start  # the text only grows
        added = len(words) - len(start)
        marks = [diagram.guess_label(i)[0] for i in diagram.proposal_indices()]
        if diagram.stage >= heads_diagram.VERDICT_STAGE:  # the verdict: its tokens join with it
            accepted = marks.count("✓")
            assert marks.count("✕") == len(marks) - accepted
            assert added == accepted + 1, f"{mode}: the pass added {added}, accepted {accepted}"
            assert words[-1] == heads_diagram.CORRECTION  # the pass's own token comes last
        else:
            assert added == 0
        assert shown["tokens"] == added, f"{mode} stage {diagram.stage}: counter {shown}, text grew by {added}"
        if not diagram.playing:
            break
        w.ctx.clock.advance(FRAME)
        frames += 1
        assert frames < 60 * 60
    assert added == (2 if mode == "heads" else 3)
    # The column's title counts exactly the boxes it holds.
    assert _numbers(diagram.labels["guesses"])[0] == len(diagram.proposal_indices())


@pytest.mark.parametrize("mode", ["heads", "separate"])
def test_the_heads_counter_names_draft_steps_apart_from_slow_passes_at_every_frame(make_window, mode):
    """Blind review 3: "pasadas lentas: 0" beside "de la pasada anterior" read as a contradiction. The
    counter speaks of this round and names each count: the heads take no draft step (their proposals
    came out of the previous slow pass) but the round still has its own slow pass; a separate draft
    model takes one step per proposal, as each one appears."""
    w = make_window("--screen", "heads")  # Spanish, as the readers saw it
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    n_proposals = len(diagram.proposals())
    steps_seen, last_steps, frames = set(), 0, 0
    diagram.play()
    while True:
        status, caption = diagram.status_text(), screen.caption.text()
        counts = {}
        for key, label in (("draft", "pasos del borrador"), ("passes", "pasadas lentas"), ("tokens", "tokens nuevos")):
            found = re.findall(label + r": (?:≈\s)?(\d+)", status)
            assert len(found) == 1, (label, status)
            counts[key] = int(found[0])
        assert status.startswith("Esta ronda"), status  # the previous pass is not this round's
        assert screen.counter.text() == status and screen.counter.isVisibleTo(screen)  # what the screen shows
        assert "pasadas del borrador" not in status  # a draft step is a step, not a pass (docs/estilo.md)
        judged = diagram.stage >= 3  # the verdict is the pass's result: from then on it is done
        assert counts["passes"] == (1 if judged else 0), (diagram.stage, status)
        if mode == "heads":
            # No draft step in this round, and the counter says why, next to a caption about the previous pass.
            assert counts["draft"] == 0, status
            assert "pasada lenta anterior" in status, status
        else:
            assert "anterior" not in caption and "anterior" not in status
            assert counts["draft"] >= last_steps, "draft steps never go back within a round"
            if diagram.stage == 0:
                assert counts["draft"] == 0
            if diagram.stage >= 2:  # the slow pass verifies what was drafted: every proposal took its step
                assert counts["draft"] == n_proposals
            last_steps = counts["draft"]
            steps_seen.add(counts["draft"])
        if not diagram.playing:
            break
        w.ctx.clock.advance(FRAME)
        frames += 1
        assert frames < 60 * 60
    if mode == "separate":
        assert steps_seen == set(range(n_proposals + 1)), "one step per proposal, as each one appears"


def test_a_paused_heads_round_differs_from_the_unstarted_one(make_window):
    w = make_window("--screen", "heads", "--lang", "en")
    diagram = w.current_screen().diagram
    assert diagram.stage == 0
    diagram.play()
    for _ in range(int(1.2 / FRAME)):
        w.ctx.clock.advance(FRAME)
    assert diagram.stage >= 1  # a second in, the proposals are being drafted


@pytest.mark.parametrize("mode, proposals", [("heads", ["que", "tenía"]), ("separate", ["niña", "que", "tenía"])])
def test_the_heads_diagram_counts_only_drafted_guesses_as_proposals(make_window, mode, proposals):
    # With drafting heads, +1 comes from the big model's own head: it is its own output, never checked.
    # Only the added heads' +2, +3 are proposals. A separate draft model proposes all three.
    w = make_window("--screen", "heads", "--lang", "en")
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    assert diagram.proposals() == proposals
    assert _numbers(diagram.labels["guesses"])[-1] == len(proposals)  # the column's title counts them
    own = [i for i in range(len(heads_diagram.GUESSES)) if i not in diagram.proposal_indices()]
    for stage in range(heads_diagram.LAST_STAGE + 1):
        diagram.set_stage(stage)
        for i in own:
            label = diagram.guess_label(i)
            assert "✓" not in label and "✕" not in label, f"{mode} stage {stage}: own token marked: {label}"
        if stage == 2:
            said = _numbers(re.sub(r"\+\d", "", screen.caption.text()))  # the numbers that are not head names
            assert said == [len(proposals)], f"{mode}: the caption verifies {said} proposals"
        if stage >= 3:
            marked = [diagram.guess_label(i) for i in diagram.proposal_indices()]
            assert all(m[0] in "✓✕" for m in marked)


def test_the_bad_draft_counts_one_token_rounds_as_they_are_drawn(make_window):
    """06: "x of y rounds that left just one token" agrees, at every frame, with the rounds drawn so far
    (each round is seen when it lands, with its verdict, even if it scrolls out of view later) and with
    the pass counter."""
    w = make_window("--screen", "baddraft", "--lang", "en")
    screen = w.current_screen()
    rows = screen.rows
    rows.set_speed("fast")
    rows.play()
    landed: dict[int, int] = {}
    frames = 0
    while not rows.player.finished:
        w.ctx.clock.advance(FRAME)
        frames += 1
        for row in rows.drawn_rows():
            if row["landed"]:
                landed[row["index"]] = row["written"]
        single = sum(1 for n in landed.values() if n == 1)
        shown = _numbers(screen.number_values["single"].text())
        assert shown == [single, len(landed)], f"frame {frames}: shows {shown}, drawn {single} of {len(landed)}"
        assert len(landed) == rows.counters()["passes"]
        assert frames < 60 * 200
    assert len(landed) == len(rows.player.rounds) and single > 0


def test_the_chatbot_year_ago_lane_plays_before_an_answer(make_window):
    """09: before an answer, the old way can be played (paused frames differ); today's lane waits."""
    w = make_window("--screen", "chatbot", "--lang", "en")
    screen = w.current_screen()
    assert len(screen.lanes.lanes) == 1  # today's lane would give the answer away
    assert screen.controls.isVisibleTo(screen)
    screen.controls.play_button.click()
    seen = []
    for _ in range(int(1.5 / FRAME)):
        w.ctx.clock.advance(FRAME)
        seen.append(_numbers(screen.lanes.status_text(screen.lanes.lanes[0]))[0])
    assert seen[0] < seen[-1] < len(screen.lanes.lanes[0].words)  # it moves, and is not done yet
    _check_lane_frame(screen.lanes, "chatbot before an answer")


@pytest.mark.parametrize("screen_name, k", [("intro", None), ("checking", 1), ("checking", 5), ("chatbot", None)])
def test_the_playhead_never_crosses_text_at_any_frame(make_window, screen_name, k):
    """Review round 4 (02): the dotted playhead ran through the draft's orange label. Each frame is
    painted, and the pieces of playhead it drew are held against the boxes of the text it drew."""
    w = make_window("--screen", screen_name)
    w.resize(1280, 800)
    screen = w.current_screen()
    if k is not None:
        screen.model.set_k(k)
    if screen_name == "chatbot":
        screen.question.submit(screen.question.right_answer())
    lanes = screen.lanes
    lanes.restart()
    lanes.play()
    frames = crossings = 0
    while lanes.playing:
        w.ctx.clock.advance(FRAME)
        frames += 1
        lanes.grab()  # paint this frame
        texts = lanes.drawn_text_boxes()
        assert texts, "the paint drew text"
        lines = lanes.playhead_lines()
        if 0 < lanes.now() < lanes.duration():
            assert lines, f"t={lanes.now():.3f}: no playhead drawn"
        for a, b in lines:
            for box in texts:
                if box.left() <= a.x() <= box.right() and min(b.y(), box.bottom()) > max(a.y(), box.top()):
                    crossings += 1
                    raise AssertionError(f"t={lanes.now():.3f}: the playhead crosses the text at {box}")
        assert frames < 60 * 120
    # Every frame from the first pass to the last (k = 1 on step 2 is the shortest: about 97 frames).
    assert frames > 80 and crossings == 0
    if screen_name == "checking":
        # The draft's label is drawn, beside the axis, below every lane's blocks.
        note = screen.lanes.draft_note
        assert note and lanes.grab() is not None


def test_the_intro_opens_on_its_starting_frame_not_mid_pass(make_window):
    """Review round 4: the settled screenshot (what a learner first sees) was paused mid-pass, a half-drawn
    picture. It opens on the starting frame: nothing at work, nothing counted, and an invitation to play."""
    w = make_window("--screen", "intro")
    screen = w.current_screen()
    screen.lanes.play()
    for _ in range(90):
        w.ctx.clock.advance(FRAME)
    screen.settle()
    lanes, lane = screen.lanes, screen.lanes.lanes[0]
    assert lanes.now() == 0 and not lanes.playing
    assert lanes.active(lane) is None and lanes.passes_done(lane) == 0
    assert _numbers(lanes.status_text(lane)) == [0, 0]
    assert screen.status.text().startswith("Pulsa Reproducir")
    assert screen.controls.play_button.text() == "▶ Reproducir"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_explainers_lane_figures_are_finished_frames_whose_counters_agree(make_window, monkeypatch, lang):
    """Blind review (Lee primero): the writing figure was frozen at "pasada 7 en curso", a half-done
    picture under a caption about every block. Each lane figure the page grabs is held, as it is
    grabbed, against its own plan: the counters agree with the slots drawn, and it is the finished
    frame (no pass under way, every token in the text)."""
    from desktop.screens.reference import figures

    grabbed = []
    real_grab = figures.grab

    from desktop.screens.lesson.widgets.weights_figure import WeightsFigure

    trips = []

    def spy(widget, width, height):
        found = [widget] if isinstance(widget, lanes_mod.PassLanes) else widget.findChildren(lanes_mod.PassLanes)
        for lanes in found:
            _check_lane_frame(lanes, "explainer figure")
            for lane in lanes.lanes:
                passes, tokens, running = _expected_lane(lane, lanes.now())
                assert running is None, f"{lane.key}: pass {running} under way in a still figure"
                assert tokens == len(lane.words), f"{lane.key}: {tokens} of {len(lane.words)} tokens"
                assert passes == sum(1 for s in lane.segments if s.kind == "pass")
            grabbed.append([lane.key for lane in lanes.lanes])
            # The checking figure draws its trips to memory too, one per token it writes (review 45's drawing).
            for figure in widget.findChildren(WeightsFigure):
                trips.append((figure.tokens, [len(lane.words) for lane in lanes.lanes]))
        return real_grab(widget, width, height)

    monkeypatch.setattr(figures, "grab", spy)
    w = make_window("--screen", "explainer", "--lang", lang)
    assert w.current_screen().browser.figures  # the page was drawn with its figures
    assert grabbed == [["writing"], ["writing", "checking"]]  # both lane figures were seen
    assert trips == [(6, [6, 6])]  # six trips for the six tokens of the checking figure's lanes


LAYERS = DRAWN_LAYERS  # the big model's layers in the heads diagram (six, as step 1 draws them)


def _drawn_layers(diagram) -> int:
    """Count the big model's filled layers in the painted picture: sample the centre of each layer bar
    (the painter's own geometry, repeated here) and ask whether it is the accent colour."""
    from PySide6.QtGui import QColor, QFontMetricsF

    from desktop import theme

    # At the size a 1280x800 window gives it, where a layer is tall enough to tell filled from empty.
    size = diagram.size()
    diagram.resize(760, 380)
    image = diagram.grab().toImage()
    W = float(diagram.width())
    H = min(float(diagram.height()), W * 0.5)
    top = (diagram.height() - H) / 2
    cfm = QFontMetricsF(diagram.label_font(13.5, True))
    chip_h = cfm.height() * 1.6
    label_top = H - chip_h - 8 - cfm.height() * 1.25
    left, bt, bw = W * 0.36, H * 0.24, W * 0.26
    bh = min(H * 0.50, label_top - H * 0.24 - 6)
    inner_top, inner_bottom = bt + 12 + cfm.height() * 1.2, bt + bh - 12
    lh = (inner_bottom - inner_top) / LAYERS
    accent = QColor(theme.current().accent)
    dpr = image.devicePixelRatio()
    filled = 0
    for i in range(LAYERS):
        y = top + inner_bottom - (i + 0.5) * lh
        c = image.pixelColor(int((left + bw / 2) * dpr), int(y * dpr))
        if abs(c.red() - accent.red()) + abs(c.green() - accent.green()) + abs(c.blue() - accent.blue()) < 40:
            filled += 1
    diagram.resize(size)
    return filled


def _heads_window(make_window):
    return make_window("--screen", "heads", "--lang", "en")


@pytest.mark.parametrize("mode", ["heads", "separate"])
def test_every_heads_frame_counts_what_the_picture_draws_and_the_round_ends_credited(make_window, mode):
    """Blind review (step 8): at a paused frame the verdict (✓ que, ✕ tenía) stood beside empty layers
    and "pasadas lentas: 0 (pasada 1 en curso)": the picture ran backwards and the pass was never
    credited. At every frame of the app's 60 Hz clock, read from the PAINTED picture: the layers fill
    while the pass is under way, a verdict only comes with every layer filled, the counter credits
    the pass exactly when its verdict shows, and new tokens are the chips the text row gained. The
    last frame is the finished round: 1 pass, accepted + 1 tokens, nothing under way."""
    w = _heads_window(make_window)
    screen = w.current_screen()
    screen.set_mode(mode)
    diagram = screen.diagram
    diagram.restart()
    start = len(diagram.text_words())
    screen.play_button.click()  # what a teacher presses
    assert diagram.playing and screen.play_button.text() == "❚❚ Pause"
    frames, last_layers, seen = 0, 0, set()
    while True:
        status = diagram.status_text()
        shown = _heads_counts(status)
        layers = _drawn_layers(diagram)
        marks = [diagram.guess_label(i)[:1] for i in diagram.proposal_indices()]
        verdict = any(m in ("✓", "✕") for m in marks)
        under_way = "pass 1 under way" in status
        where = f"{mode} frame {frames} (stage {diagram.stage}): {status!r}, {layers} layers drawn"
        assert screen.counter.text() == status, where
        if verdict:
            assert layers == LAYERS, "a verdict beside layers not yet filled: " + where
            assert shown["passes"] == 1 and not under_way, where
            # A pass counted leaves its tokens at once (review 44: «1 slow pass · 0 new tokens»).
            assert shown["tokens"] == marks.count("✓") + 1, where
        else:
            assert shown["passes"] == 0, where
            # Layers lit and no verdict yet: the pass is at work, and the counter says so.
            assert under_way == (layers > 0), where
        assert layers >= last_layers, "the layers emptied within the round: " + where
        assert shown["tokens"] == len(diagram.text_words()) - start, where
        seen.add((layers, verdict))
        last_layers = layers
        if not diagram.playing:
            break
        w.ctx.clock.advance(FRAME)
        frames += 1
        assert frames < 60 * 60, "the round never ends"
    accepted = 1 if mode == "heads" else 2
    assert shown["passes"] == 1 and shown["tokens"] == accepted + 1 and not under_way, status
    assert screen.play_button.text() == "▶ Play a round"
    assert {(0, False), (LAYERS, True)} <= seen and any(0 < n < LAYERS for n, _v in seen)  # filled one by one


def test_the_heads_round_can_be_paused_and_resumed_with_its_play_button(make_window):
    w = make_window("--screen", "heads", "--lang", "en")
    screen = w.current_screen()
    diagram = screen.diagram
    screen.play_button.click()
    for _ in range(int(1.8 / FRAME)):
        w.ctx.clock.advance(FRAME)
    assert diagram.playing and screen.play_button.text() == "❚❚ Pause"
    screen.play_button.click()
    held = diagram.s
    assert not diagram.playing and screen.play_button.text() == "▶ Resume"
    for _ in range(30):
        w.ctx.clock.advance(FRAME)
    assert diagram.s == held  # paused: the picture holds still
    screen.play_button.click()
    assert diagram.playing and diagram.s == held  # resumed where it stopped, not from the start
    # One width for Play, Pause and Resume: the button beside it never jumps.
    button = screen.play_button
    widths = set()
    for playing, midway, text in ((False, False, "▶ Play a round"), (True, True, "❚❚ Pause"),
                                  (False, True, "▶ Resume")):
        button.show_state(playing, midway)
        assert button.text() == text
        widths.add(button.sizeHint().width())
    assert len(widths) == 1
    # ... and that width holds the widest text (measured here, as a push button measures it).
    fm = button.fontMetrics()
    assert min(widths) >= max(fm.horizontalAdvance(t) for t in ("▶ Play a round", "▶ Resume"))


def test_the_settled_heads_screen_shows_the_finished_round(make_window):
    """Blind review: the screenshot showed a pass half done (layers part filled, "pasada 1 en curso")."""
    w = _heads_window(make_window)
    screen = w.current_screen()
    screen.settle()
    shown = _heads_counts(screen.diagram.status_text())
    assert _drawn_layers(screen.diagram) == LAYERS
    assert shown["passes"] == 1 and shown["tokens"] == 2 and "under way" not in screen.diagram.status_text()


@pytest.mark.parametrize("screen_name", ["intro", "checking", "chatbot"])
@pytest.mark.parametrize("size", [("1440x900", True), ("1024x768", False), ("1280x800", True)])
def test_the_time_axis_numbers_stay_inside_the_lanes(make_window, screen_name, size):
    """Review 29: on a 1440x900 projector step 1's last tick, «10», was half cut by the right edge."""
    geometry, projector = size
    w = make_window("--screen", screen_name, "--size", geometry, *(["--projector"] if projector else []))
    lanes = w.current_screen().lanes
    lanes.grab()
    boxes = lanes.axis_label_boxes()
    assert len(boxes) >= 2
    assert all(box.left() >= 0 and box.right() <= lanes.width() for box in boxes), (lanes.width(), boxes[-1])
    # Still beside their ticks: the last number ends at the axis's end, never far from it.
    assert boxes[-1].right() >= lanes.width() - 12 - boxes[-1].width()
