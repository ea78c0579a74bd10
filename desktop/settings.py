"""Preferences and a self-learner's progress, in QSettings (INI, user scope).

The file lives in the user's config folder, never beside the executable. A
corrupt or unreadable file never crashes the app: it is moved aside as a
backup (so nothing the learner saved is overwritten), defaults are used, and
``recovered_from`` tells the window to show a notice.

Keys: preferences at the top level (``language``, ``projector``,
``font_scale``, ``kiosk``...); everything a learner did under ``progress/``
(``progress/visited``, ``progress/last_screen``, ``progress/predict/...``,
``progress/quiz/...``), so "start over" is one ``remove("progress")``.

A kiosk is shared by strangers: there the settings are *volatile*. Reads
still see the file (the host's preferences), but writes stay in memory and
vanish at the next idle reset, so one visitor's answers never reach the next.
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
PROGRESS = "progress"
_MISSING = object()

# Preferences the command line, the settings file and the interface share. They
# are defined here, once, because the command line is read before any of Qt's
# graphical libraries is loaded (desktop.runtime.xcb_check must be able to run first),
# so its parser cannot import the theme or the kiosk.
FONT_SCALE_RANGE = (100, 200)  # percent ("font_scale", --font-scale)
DEFAULT_IDLE_TIMEOUT = 90  # seconds before a kiosk starts over ("idle_timeout", --idle-timeout)
IDLE_TIMEOUT_RANGE = (20, 3600)


class Settings:
    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)
            path = probe.fileName()
        self.path = Path(path)
        self.recovered_from: Path | None = None
        self._volatile: dict[str, object] | None = None
        self._removed: set[str] = set()
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
        try:
            if not bad and self.path.exists() and self.path.stat().st_size and not qs.allKeys():
                bad = True  # parsed to nothing: garbage, not an empty file
        except OSError:
            bad = True
        if bad:
            backup = self._backup_name()
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

    def _backup_name(self) -> Path:
        stem = f"{self.path.name}.bak-{time.strftime('%Y%m%d-%H%M%S')}"
        candidate = self.path.with_name(stem)
        n = 1
        while candidate.exists():  # two recoveries in one second keep both backups
            candidate = self.path.with_name(f"{stem}-{n}")
            n += 1
        return candidate

    # Volatile (kiosk) mode ----------------------------------------------------
    @property
    def volatile(self) -> bool:
        return self._volatile is not None

    def set_volatile(self, on: bool = True) -> None:
        """Keep every write in memory from now on (kiosk)."""
        self._volatile = {} if on else None
        self._removed.clear()

    def forget_volatile(self) -> None:
        """Drop everything written since volatile mode began."""
        if self._volatile is not None:
            self._volatile.clear()
            self._removed.clear()

    def _raw(self, key: str, default):
        if self._volatile is not None:
            if key in self._volatile:
                return self._volatile[key]
            if any(key == r or key.startswith(r + "/") for r in self._removed):
                return default
        return self._qs.value(key, default)

    def get(self, key: str, default=None):
        """The stored value as it is (a str after a restart, whatever was set before)."""
        return self._raw(key, default)

    # Typed access with validation: a value out of range falls back to the default.
    def get_str(self, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
        value = self._raw(key, default)
        if not isinstance(value, str) or (allowed and value not in allowed):
            return default
        return value

    def get_bool(self, key: str, default: bool) -> bool:
        value = self._raw(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def get_int(self, key: str, default: int, lo: int, hi: int) -> int:
        try:
            value = int(self._raw(key, default))
        except (TypeError, ValueError):
            return default
        return value if lo <= value <= hi else default

    def get_float(self, key: str, default: float, lo: float, hi: float) -> float:
        try:
            value = float(self._raw(key, default))
        except (TypeError, ValueError):
            return default
        return value if lo <= value <= hi else default

    def get_list(self, key: str) -> list[str]:
        value = self._raw(key, [])
        if isinstance(value, str):
            return [value] if value else []
        if isinstance(value, list):
            return [str(v) for v in value]
        return []

    def contains(self, key: str) -> bool:
        return self._raw(key, _MISSING) is not _MISSING

    def keys(self, group: str = "") -> list[str]:
        """Every key under ``group`` (full paths), file and memory together."""
        prefix = f"{group}/" if group else ""
        found = {k for k in self._qs.allKeys() if k.startswith(prefix)}
        if self._volatile is not None:
            found = {k for k in found if self.contains(k)} | {k for k in self._volatile if k.startswith(prefix)}
        return sorted(found)

    def set(self, key: str, value) -> None:
        if self._volatile is not None:
            self._volatile[key] = value
            return
        self._qs.setValue(key, value)

    def remove(self, key: str) -> None:
        if self._volatile is not None:
            for k in [k for k in self._volatile if k == key or k.startswith(key + "/")]:
                del self._volatile[k]
            self._removed.add(key)
            return
        self._qs.remove(key)

    def clear_progress(self) -> None:
        self.remove(PROGRESS)

    def sync(self) -> None:
        if self._volatile is None:
            self._qs.sync()
