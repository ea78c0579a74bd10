"""Real speculative decoding with two tiny language models trained on Don Quijote.

numpy only: no Qt, no torch at run time. The screen uses:

    from desktop.realmodels import load_models, stream
    models = load_models()                       # once; thread-safe, cached
    for ev in stream(models, "En un lugar de la Mancha", 300, k=4, draft="tiny",
                     temperature=0.8, seed=1, cancel=stop_event):
        ev.pieces      # [(text, "target"|"accepted"|"correction"|"bonus"), ...] added this round
        ev.text, ev.chars, ev.slow_passes, ev.draft_passes, ev.elapsed
        ev.acceptance_rate, ev.tokens_per_pass, ev.done, ev.cancelled

``draft=None`` is the target-only run. ``generate(...)`` returns the last event.
``set_blas_threads(1)`` (best effort, ctypes) makes OpenBLAS single-threaded even
after numpy is loaded: faster at these sizes, and it leaves a core to the GUI.
Modules: transformer (forward pass + KV cache), ngram (5-gram drafter),
decoding (the rules, target-only and speculative loops), models (loading).
"""

import os

# Small matrices: one BLAS thread is faster and leaves a core to the GUI. Only
# effective when numpy has not been imported yet (the CLI and the benchmark).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from desktop.realmodels.decoding import Progress, generate, rejection_round, stream
from desktop.realmodels.blas import set_blas_threads
from desktop.realmodels.models import ModelSet, load_models

__all__ = ["ModelSet", "Progress", "generate", "load_models", "rejection_round", "set_blas_threads", "stream"]
