"""The Spanish catalogues cover every tr() string, and every entry is finished."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import i18n as i18n_tool  # noqa: E402


def test_no_string_missing_or_unfinished():
    missing, unfinished = i18n_tool.problems("es")
    assert not missing, f"strings missing from the Spanish catalogues: {missing[:10]}"
    assert not unfinished, f"unfinished Spanish entries: {unfinished[:10]}"


def test_every_catalogue_compiles_to_a_loadable_qm(qapp):
    from PySide6.QtCore import QTranslator

    i18n_tool.release()
    for ts in (ROOT / "resources" / "i18n").glob("*_es.ts"):
        qm = ts.with_suffix(".qm")
        assert qm.exists(), qm
        assert QTranslator().load(str(qm)), qm


def test_placeholders_survive_translation():
    """A translation that drops %1 or %n would show a wrong number."""
    import re

    bad = []
    for ts in (ROOT / "resources" / "i18n").glob("*_es.ts"):
        for (ctx, src), tr in i18n_tool.messages(ts).items():
            if tr is None:
                continue
            forms = [n.text or "" for n in tr] or [tr.text or ""]
            for token in set(re.findall(r"%(?:\d|n)", src)):
                if token == "%n":
                    # Singular forms may spell the number out; the plural must keep it.
                    forms_to_check = forms[-1:]
                else:
                    forms_to_check = forms
                if any(token not in f for f in forms_to_check):
                    bad.append((ctx, src, token))
    assert not bad, bad


def test_english_plurals_have_both_forms(qapp):
    from PySide6.QtCore import QCoreApplication

    from desktop import i18n

    i18n_tool.release()
    try:
        assert i18n.set_language("en") == "en"
        src = "Round %1: the draft proposes its %n token(s), one after another: here we count it as free (its cost c = 0)."
        assert QCoreApplication.translate("TokenRows", src, "", 1) == \
            "Round %1: the draft proposes its 1 token, one after another: here we count it as free (its cost c = 0)."
        assert QCoreApplication.translate("TokenRows", src, "", 4) == \
            "Round %1: the draft proposes its 4 tokens, one after another: here we count it as free (its cost c = 0)."
    finally:
        i18n.set_language("es")
