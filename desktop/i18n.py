"""Loading and switching the UI language.

Spanish is the default; English is the source language, so it needs no
catalogue. Qt's own ``qtbase_<lang>`` is loaded first (standard dialogs and
context menus), then every app catalogue ``resources/i18n/*_<lang>.qm``. Each
QTranslator is parented to the application: an unparented one is garbage
collected and the UI silently falls back to English.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from desktop import paths

log = logging.getLogger(__name__)

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"
_LOCALES = {
    "es": QLocale(QLocale.Language.Spanish, QLocale.Country.Spain),
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
}

_installed: list[QTranslator] = []
_current = "en"


def current_language() -> str:
    return _current


def locale() -> QLocale:
    return _LOCALES[_current]


def _qt_translations_dirs() -> list[Path]:
    # A frozen build carries qtbase_es.qm in its own resources; from source,
    # Qt's installed translations folder has it.
    return [paths.i18n_dir(), Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]


def _load(app: QCoreApplication, path: Path) -> QTranslator | None:
    translator = QTranslator(app)
    if not translator.load(str(path)):
        log.warning("could not load translation catalogue %s", path)
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


def set_language(lang: str, app: QCoreApplication | None = None) -> str:
    """Install the catalogues for ``lang`` (replacing any previous ones).

    Returns the language actually in effect: a missing or unreadable catalogue
    means English with a logged warning, never a crash. Installing translators
    posts LanguageChange to every widget, so the running UI retranslates.
    """
    global _current
    app = app or QCoreApplication.instance()
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    effective = lang
    if lang != "en":
        for folder in _qt_translations_dirs():
            qt_qm = folder / f"qtbase_{lang}.qm"
            if qt_qm.exists():
                tr = _load(app, qt_qm)
                if tr:
                    _installed.append(tr)
                break
    # English needs only its plural forms ("1 token", "2 tokens").
    app_catalogues = sorted(paths.i18n_dir().glob(f"*_{lang}.qm"))
    app_catalogues = [p for p in app_catalogues if not p.name.startswith(("qtbase_", "."))]
    if not app_catalogues and lang != "en":
        log.warning("no %s catalogue in %s; the interface stays in English", lang, paths.i18n_dir())
    loaded = [tr for tr in (_load(app, p) for p in app_catalogues) if tr]
    _installed.extend(loaded)
    if lang != "en" and app_catalogues and not loaded:
        effective = "en"
    _current = effective if (effective == "en" or loaded) else "en"
    QLocale.setDefault(_LOCALES[_current])
    return _current


def fmt(value: float, decimals: int = 2) -> str:
    """A number in the current language's notation (Spanish: 0,80)."""
    return locale().toString(float(value), "f", decimals)


def fmt_int(value: int) -> str:
    return locale().toString(int(value))


# Qt's own placeholder syntax: "%" and one or two digits, read greedily as
# QString::arg does ("%10" is the tenth value, never the first and a "0").
_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def fill(template: str, *values: str, first: int = 1) -> str:
    """``template`` with ``%1`` .. ``%99`` replaced by ``values`` (``%1`` is the first, or ``%first``).

    PySide6 has no ``QString.arg`` for Python strings, and a translated
    sentence may put its numbers in another order ("%2 de %1"), so each
    placeholder names its value by number, as in Qt. Substitution is one pass:
    a value that itself contains "%2" is left as it is, not filled again.
    A placeholder with no value ("%3" given two values, or "%0") stays in the
    text; a value whose placeholder the template lacks is dropped, silently,
    because a translation may leave a number out. ``%n`` (the plural count)
    is tr()'s, and untouched here. A plural sentence whose count comes first
    ("%n slow passes → %2 of %3 tokens") has no %1: ``first=2`` makes the first
    value fill %2. The values are text: numbers go through ``fmt``/``fmt_int``
    first, so they follow the language's notation.
    """
    for value in values:
        if not isinstance(value, str):
            raise TypeError(f"fill() takes text values, not {type(value).__name__}: format numbers with fmt()")

    def _value(match: re.Match) -> str:
        index = int(match.group(1)) - first
        return values[index] if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(_value, template)


class Retranslatable:
    """Mixin for a widget whose texts come from tr(): ``class Foo(Retranslatable, QWidget)``.

    Installing translators (``set_language``) posts LanguageChange to every
    widget; this one answers by calling its own ``retranslate()``, which sets
    every text again. It goes before the Qt class among the bases, so that its
    ``changeEvent`` is the one Qt calls; it passes the event on to Qt after.
    """

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError(f"{type(self).__name__} is Retranslatable but has no retranslate()")
