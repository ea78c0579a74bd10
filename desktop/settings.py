"""Preferences and a self-learner's progress, in QSettings (INI, user scope).

The file lives in the user's config folder, never beside the executable. A
corrupt or unreadable file never crashes the app: it is moved aside as a
backup (so nothing the learner saved is overwritten), defaults are used, and
``recovered_from`` tells the window to show a notice.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

ORG = "SpecLab"
APP = "SpecLab"
FORMAT_VERSION = 1


class Settings:
    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)
            path = probe.fileName()
        self.path = Path(path)
        self.recovered_from: Path | None = None
        self._qs = self._open()

    def _open(self) -> QSettings:
        qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        version = qs.value("format_version")
        bad = qs.status() != QSettings.Status.NoError
        if not bad and version is not None:
            try:
                bad = int(version) > FORMAT_VERSION
            except (TypeError, ValueError):
                bad = True
        if not bad and self.path.exists() and self.path.stat().st_size and not qs.allKeys():
            bad = True  # parsed to nothing: garbage, not an empty file
        if bad:
            backup = self.path.with_name(f"{self.path.name}.bak-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                self.path.replace(backup)
                self.recovered_from = backup
            except OSError:
                log.exception("could not move aside the unreadable settings file %s", self.path)
                self.recovered_from = self.path
            log.warning("settings file %s was unreadable; moved to %s", self.path, backup)
            qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        qs.setValue("format_version", FORMAT_VERSION)
        return qs

    # Typed access with validation: a value out of range falls back to the default.
    def get_str(self, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
        value = self._qs.value(key, default)
        if not isinstance(value, str) or (allowed and value not in allowed):
            return default
        return value

    def get_bool(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def get_float(self, key: str, default: float, lo: float, hi: float) -> float:
        try:
            value = float(self._qs.value(key, default))
        except (TypeError, ValueError):
            return default
        return value if lo <= value <= hi else default

    def get_list(self, key: str) -> list[str]:
        value = self._qs.value(key, [])
        if isinstance(value, str):
            return [value] if value else []
        if isinstance(value, list):
            return [str(v) for v in value]
        return []

    def set(self, key: str, value) -> None:
        self._qs.setValue(key, value)

    def remove(self, key: str) -> None:
        self._qs.remove(key)

    def clear_progress(self) -> None:
        self._qs.remove("progress")

    def sync(self) -> None:
        self._qs.sync()
