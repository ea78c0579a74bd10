"""The Leitner schedule and the generated cards, with a fake clock (no Qt)."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from desktop.course import cards, leitner, review

T0 = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.timezone.utc)
DAY = dt.timedelta(days=1)


class FakeSettings:
    """The part of desktop.settings.Settings the schedule uses, in a dict."""

    def __init__(self):
        self.values = {}

    def get(self, key, default=None):
        return self.values.get(key, default)

    def set(self, key, value):
        self.values[key] = value

    def contains(self, key):
        return key in self.values

    def keys(self, group=""):
        return sorted(k for k in self.values if k.startswith(group + "/"))


def test_new_cards_come_due_after_one_day():
    s = FakeSettings()
    assert review.schedule(s, ["quiz.how", "sim.tokens"], T0) == 2
    assert review.due(s, T0 + DAY - dt.timedelta(seconds=1)) == []
    assert review.due(s, T0 + DAY) == ["quiz.how", "sim.tokens"]


def test_right_answers_climb_the_boxes_and_a_wrong_one_drops_to_box_one():
    s = FakeSettings()
    review.schedule(s, ["quiz.how"], T0)
    now = T0 + DAY
    expected_gaps = [3, 7, 21, 21]  # box 2, 3, 4, then box 4 stays
    for gap in expected_gaps:
        entry = review.record(s, "quiz.how", True, now)
        assert entry.due - now == dt.timedelta(days=gap)
        assert review.due(s, now + dt.timedelta(days=gap) - dt.timedelta(seconds=1)) == []
        now = now + dt.timedelta(days=gap)
        assert review.due(s, now) == ["quiz.how"]
    assert review.entries(s, now)["quiz.how"].box == 4
    entry = review.record(s, "quiz.how", False, now)
    assert entry.box == 1 and entry.due - now == DAY


def test_a_session_is_capped_and_most_overdue_first():
    s = FakeSettings()
    ids = [f"quiz.q{i}" for i in range(8)]
    for i, cid in enumerate(ids):
        review.schedule(s, [cid], T0 + dt.timedelta(hours=i))
    now = T0 + 3 * DAY
    assert review.session(s, now) == ids[:review.SESSION_CARDS]
    assert review.due_count(s, now) == 8


def test_kiosk_never_schedules_or_records():
    s = FakeSettings()
    assert review.schedule(s, ["quiz.how"], T0, kiosk=True) == 0
    assert s.values == {}
    assert review.record(s, "quiz.how", True, T0, kiosk=True) is None
    assert review.due_count(s, T0 + DAY, kiosk=True) == 0


@pytest.mark.parametrize("raw", ["garbage", "9|2026-12-02T10:00:00Z", "1|not a date", "1|2027-06-01T00:00:00Z", 42])
def test_a_corrupt_or_future_dated_entry_is_backed_up_and_due_now(raw):
    s = FakeSettings()
    s.set("progress/review/quiz.how", raw)
    assert review.due(s, T0) == ["quiz.how"]
    assert s.get("progress/review_backup/quiz.how") == str(raw)
    assert leitner.decode(s.get("progress/review/quiz.how"), T0) == leitner.Entry(1, T0)


def test_a_tokens_card_agrees_with_brute_force_enumeration():
    rng = random.Random(3)
    for _ in range(20):
        card = cards.generate("sim.tokens", rng)
        k, a = card.params["k"], card.params["alpha"]
        # Enumerate every accept/reject pattern of the k proposals: the round keeps
        # the accepted prefix plus one token of the big model's own.
        expected = 0.0
        for mask in range(2 ** k):
            bits = [(mask >> i) & 1 for i in range(k)]
            p = 1.0
            for b in bits:
                p *= a if b else 1 - a
            prefix = next((i for i, b in enumerate(bits) if not b), k)
            expected += p * (prefix + 1)
        assert card.answer == pytest.approx(expected, rel=1e-12)
        assert card.check(expected + 0.09) and not card.check(expected + 0.2)


def test_a_wins_card_agrees_with_the_time_per_round():
    rng = random.Random(5)
    for _ in range(30):
        card = cards.generate("sim.wins", rng)
        k, a, c = card.params["k"], card.params["alpha"], card.params["cost"]
        tokens = sum(a**i for i in range(k + 1))
        assert card.answer == (tokens / (1 + k * c) > 1)
        assert card.check(card.answer) and not card.check(not card.answer)


def test_a_break_even_card_is_where_the_speed_up_is_one():
    rng = random.Random(11)
    for _ in range(10):
        card = cards.generate("sim.breakeven", rng)
        k, c, a = card.params["k"], card.params["cost"], card.answer
        assert sum(a**i for i in range(1, k + 1)) == pytest.approx(k * c, abs=1e-9)
        assert card.check(a + 0.02) and not card.check(a + 0.05)


def test_generated_numbers_do_not_repeat_every_time():
    rng = random.Random(1)
    seen = {tuple(sorted(cards.generate("sim.tokens", rng).params.items())) for _ in range(10)}
    assert len(seen) > 3
