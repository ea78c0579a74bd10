"""The review schedule: Leitner boxes with intervals of 1, 3, 7 and 21 days.

Sebastian Leitner, *So lernt man lernen* (1972): cards sit in numbered boxes;
a card answered right moves up one box, a card answered wrong goes back to
the first; each box is reviewed less often than the one before. Here a box is
an interval: a card in box b is due ``INTERVALS[b - 1]`` days after its last
answer. A right answer in the last box keeps it there (due again in 21 days).

Times are timezone-aware UTC datetimes passed in by the caller, so tests use
a fake clock and nothing here reads the real one.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

INTERVALS = (1, 3, 7, 21)  # days, box 1..4
BOXES = len(INTERVALS)
# A due date further ahead than the longest interval (plus a day of clock
# drift) cannot come from this schedule: it is future-dated, so not trusted.
MAX_AHEAD = _dt.timedelta(days=INTERVALS[-1] + 1)


@dataclass(frozen=True)
class Entry:
    box: int  # 1..BOXES
    due: _dt.datetime  # UTC


def interval(box: int) -> _dt.timedelta:
    return _dt.timedelta(days=INTERVALS[box - 1])


def new_entry(now: _dt.datetime) -> Entry:
    """A card just learnt: box 1, due one interval from now."""
    return Entry(1, now + interval(1))


def answer(entry: Entry, right: bool, now: _dt.datetime) -> Entry:
    box = min(entry.box + 1, BOXES) if right else 1
    return Entry(box, now + interval(box))


def is_due(entry: Entry, now: _dt.datetime) -> bool:
    return entry.due <= now


def encode(entry: Entry) -> str:
    return f"{entry.box}|{entry.due.astimezone(_dt.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')}"


def decode(raw: object, now: _dt.datetime) -> Entry | None:
    """The stored entry, or None when it is unreadable, out of range or future-dated."""
    if not isinstance(raw, str) or raw.count("|") != 1:
        return None
    box_text, due_text = raw.split("|")
    try:
        box = int(box_text)
        due = _dt.datetime.strptime(due_text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=_dt.timezone.utc)
    except ValueError:
        return None
    if not 1 <= box <= BOXES or due - now > MAX_AHEAD:
        return None
    return Entry(box, due)
