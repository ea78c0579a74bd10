"""Shared test helper: the repository's translation tool (tools/i18n.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("speclab_i18n_tool", ROOT / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)


def check_area(catalogue: Path, sources) -> tuple[dict, dict, list, list]:
    """(wanted, have, missing, unfinished-among-wanted) for one area's catalogue."""
    files = [str(Path(f).resolve().relative_to(ROOT)) if Path(f).is_absolute() else str(f) for f in sources]
    wanted, have, missing, _ = tool.check_catalogue(files, [catalogue])
    unfinished = sorted(k for k in wanted if k in have and tool.is_unfinished(have[k]))
    return wanted, have, missing, unfinished
