"""The learner's review schedule, kept with the rest of their progress.

Each card's Leitner entry (``desktop.course.leitner``) is stored as
``progress/review/<card id>`` = ``"box|due"``, so "start over", which removes
``progress``, clears it too. ``settings`` is a ``desktop.settings.Settings``
(or anything with ``get``/``set``/``remove``/``keys``); this module never
imports Qt.

A stored entry that cannot be read, or whose due date lies further ahead than
the schedule allows (a future-dated entry, e.g. after a clock was wrong), is
copied to ``progress/review_backup/<card id>`` and replaced by the safe
default: box 1, due now. Kiosk mode never schedules (a shared screen has no
single learner): the caller passes ``kiosk`` and nothing is written.

A session shows at most ``SESSION_CARDS`` cards, the most overdue first:
about 30 to 50 seconds a card keeps it within two to five minutes.
"""

from __future__ import annotations

import datetime as _dt

from desktop.course import cards, leitner

GROUP = "progress/review"
BACKUP = "progress/review_backup"
SESSION_CARDS = 5


def now_utc() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0)


def _key(card_id: str) -> str:
    return f"{GROUP}/{card_id}"


def deck(quiz_ids) -> list[str]:
    """Every card id: the quiz's questions, then the generated kinds."""
    return [cards.quiz_card_id(q) for q in quiz_ids] + list(cards.SIM_IDS)


def scheduled(settings) -> bool:
    return bool(settings.keys(GROUP))


def schedule(settings, card_ids, now: _dt.datetime, kiosk: bool = False) -> int:
    """Put every card not yet scheduled in box 1 (due tomorrow). Returns how many were added."""
    if kiosk or settings is None:
        return 0
    added = 0
    for card_id in card_ids:
        if not settings.contains(_key(card_id)):
            settings.set(_key(card_id), leitner.encode(leitner.new_entry(now)))
            added += 1
    return added


def entries(settings, now: _dt.datetime) -> dict[str, leitner.Entry]:
    """Every stored entry; bad ones are backed up and replaced by box 1, due now."""
    out: dict[str, leitner.Entry] = {}
    if settings is None:
        return out
    for key in settings.keys(GROUP):
        card_id = key[len(GROUP) + 1:]
        raw = settings.get(key)
        entry = leitner.decode(raw, now)
        if entry is None:
            settings.set(f"{BACKUP}/{card_id}", str(raw))
            entry = leitner.Entry(1, now)
            if not getattr(settings, "volatile", False):
                settings.set(key, leitner.encode(entry))
        out[card_id] = entry
    return out


def due(settings, now: _dt.datetime) -> list[str]:
    """Ids of the cards due now, the most overdue first."""
    found = [(e.due, cid) for cid, e in entries(settings, now).items() if leitner.is_due(e, now)]
    return [cid for _due, cid in sorted(found)]


def due_count(settings, now: _dt.datetime, kiosk: bool = False) -> int:
    return 0 if kiosk or settings is None else len(due(settings, now))


def session(settings, now: _dt.datetime, limit: int = SESSION_CARDS) -> list[str]:
    return due(settings, now)[:limit]


def record(settings, card_id: str, right: bool, now: _dt.datetime, kiosk: bool = False) -> leitner.Entry | None:
    """Move a reviewed card: up one box if right, back to box 1 if wrong."""
    if kiosk or settings is None:
        return None
    current = entries(settings, now).get(card_id, leitner.Entry(1, now))
    moved = leitner.answer(current, right, now)
    settings.set(_key(card_id), leitner.encode(moved))
    return moved


def next_due(settings, now: _dt.datetime) -> _dt.datetime | None:
    found = [e.due for e in entries(settings, now).values()]
    return min(found) if found else None
