"""The small surface the screen and the CLI use; see the package docstring."""

from __future__ import annotations

from pathlib import Path

from desktop.realmodels.decoding import Progress, generate, stream
from desktop.realmodels.models import load_card, load_models


def generate_dict(prompt: str, chars: int, k: int = 4, draft: str = "tiny", temperature: float = 0.0,
                  seed: int = 0, rejection: bool = False, models_dir: Path | None = None) -> dict:
    """One generation as the JSON object ``python -m desktop.sim generate --json`` prints."""
    models = load_models(models_dir)
    last = generate(models, prompt, chars, k=k, draft=None if draft == "none" else draft,
                    temperature=temperature, seed=seed, rejection=rejection)
    return progress_dict(last, prompt=prompt, k=k, draft=draft, temperature=temperature,
                         seed=seed, rejection=rejection)


def progress_dict(p: Progress, **extra) -> dict:
    out = dict(extra)
    out.update(
        text=p.text,
        chars=p.chars,
        slow_passes=p.slow_passes,
        draft_passes=p.draft_passes,
        drafted=p.drafted,
        accepted=p.accepted,
        acceptance_rate=p.acceptance_rate,
        tokens_per_pass=p.tokens_per_pass,
        tie_reruns=p.tie_reruns,
        seconds=p.elapsed,
        cancelled=p.cancelled,
    )
    return out


def model_cards(models_dir: Path | None = None) -> dict:
    """Model cards of the installed models, by file stem."""
    out = {}
    for stem in ("target", "draft", "distilled", "ngram"):
        try:
            out[stem] = load_card(stem, models_dir)
        except FileNotFoundError:
            pass
    return out


__all__ = ["generate", "generate_dict", "load_models", "model_cards", "progress_dict", "stream", "Progress"]
