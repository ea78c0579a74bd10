"""Where the app's read-only resources and the user's writable files live.

Frozen (PyInstaller) builds unpack resources under ``sys._MEIPASS``; a source
checkout or an editable install reads them from the repository. Nothing is
ever written next to the executable: the install folder may be read-only.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def models_dir() -> Path:
    return resources_dir() / "models"

