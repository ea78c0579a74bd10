"""Independent reference runs: the library called directly, not through the screen."""

from __future__ import annotations

from desktop.realmodels import generate, load_models, stream


def reference(prompt: str, chars: int, k: int, draft: str | None, temperature: float, seed: int):
    return generate(load_models(), prompt, chars, k=k, draft=draft, temperature=temperature, seed=seed)


def reference_alpha(prompt: str, chars: int, k: int, draft: str, temperature: float, seed: int) -> float:
    """Per-character acceptance, counted round by round: a round whose first
    j < k' drafted characters match and whose next one does not checked j + 1
    characters and accepted j; a round that matched all k' checked k'."""
    accepted = checked = 0
    committed = 0
    for ev in stream(load_models(), prompt, chars, k=k, draft=draft, temperature=temperature, seed=seed):
        left = chars - committed
        k_round = min(k, left - 1)  # no room to draft past the requested length
        written = ev.chars - committed
        committed = ev.chars
        j = written - 1  # every round adds its accepted characters plus one of the big model's own
        accepted += j
        checked += j + (1 if j < k_round else 0)
    assert accepted == ev.accepted
    return accepted / checked


def wait_done(qtbot, screen, timeout=60_000):
    qtbot.waitUntil(lambda: not screen.running, timeout=timeout)
