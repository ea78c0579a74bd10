"""Test helper: every English source string of the catalogues."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=1)
def english_sources() -> frozenset[str]:
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n as tool

    out = set()
    for ts in (ROOT / "resources" / "i18n").glob("*_es.ts"):
        for (_ctx, src), tr in tool.messages(ts).items():
            if tr is not None and (tr.text or "") != src:
                out.add(src)
    return frozenset(out)
