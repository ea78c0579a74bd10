"""The Spanish catalogues follow docs/estilo.md: no entry uses a word the style sheet bans."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import i18n as i18n_tool  # noqa: E402

# Pattern -> the word to use instead (docs/estilo.md, "Palabras que evitamos").
BANNED = {
    r"\bbonus\b": "token extra",
    r"\bcache(ar|ado|ada|a|o)\b": "guardar, reutilizar",
    r"\bcaracter[ií]sticas\b": "lo que el modelo ya calculó",
    r"\bmodelo objetivo\b": "modelo grande",
    r"\bmaestro\b|\balumno\b": "modelo grande / borrador",
    r"\brevis(ar|a|an|ado|ada|ados|adas|ión|iones|e|o|amos)\b": "verificar",
    r"\badivin\w*": "proponer, propuesta",
    r"\bapuestas?\b": "propuesta",
    r"\bconjeturas?\b": "propuesta",
    r"\btasa de acierto\b": "tasa de aceptación",
    r"\bsin tocar\w*": "sin cambiar lo que escribe",
    r"\btexto (exactamente )?correcto\b": "el mismo texto que el modelo grande solo",
    r"\bmuere\b|\bmorir\b": "deja de ganar (1×)",
    r"\bquédate\b(?! con)": "quédate con",
    r"\b(la|una) (α|alfa)\b": "el α (se lee «el alfa»), o α sin artículo",
    r"\bpasadas? lentas? de tiempo\b": "tiempo, en pasadas lentas: N",
    r"\bnotariza\w*": "certificar",
    r"\bse tiran?\b|\btirar\b": "se descarta, descartar (junto a «tirada», review 41)",
    r"\bcasi (una|1) pasada\b|\bcasi una»": "una pasada, o poco más («casi» es un poco menos, review 99)",
}


def _translations():
    for ts in sorted((ROOT / "resources" / "i18n").glob("*_es.ts")):
        for (ctx, src), tr in i18n_tool.messages(ts).items():
            if tr is None:
                continue
            for form in [n.text or "" for n in tr] or [tr.text or ""]:
                yield ts.name, ctx, src, form


def test_no_catalogue_entry_uses_a_banned_word():
    bad = []
    for name, ctx, src, text in _translations():
        for pattern, instead in BANNED.items():
            m = re.search(pattern, text, re.IGNORECASE)
            if m:
                bad.append(f"{name} [{ctx}] «{m.group(0)}» → {instead}: {text[:80]!r}")
    assert not bad, f"{len(bad)} entries break docs/estilo.md:\n" + "\n".join(bad[:40])


def test_the_checker_catches_each_banned_word():
    """Each pattern matches the word it is meant for (so the test above can fail)."""
    samples = ["un token bonus", "cachea el prompt", "las características del modelo", "el modelo objetivo",
               "maestro", "revisa la ventana", "adivina el siguiente", "la apuesta", "una conjetura",
               "la tasa de acierto", "sin tocarlo", "el texto correcto", "¿dónde muere?", "Redacta y quédate",
               "encuentra la α de equilibrio", "1,60 pasadas lentas de tiempo", "notariza", "el resto se tira",
               "Verificar cuesta casi una pasada"]
    for pattern, sample in zip(BANNED, samples):
        assert re.search(pattern, sample, re.IGNORECASE), (pattern, sample)
    assert not re.search(r"\bquédate\b(?! con)", "quédate con el prefijo")


# A numbered part of the lesson: «paso 5», «pasos 4 y 6», «paso %1», «Lección\npaso 8 de 11».
LESSON_STEP = re.compile(r"\bpasos?\s+(?:\d|%\d)", re.IGNORECASE)


def test_a_lesson_screen_is_a_pantalla_never_a_paso():
    """docs/estilo.md: «paso» is the draft's alone. Review 39's teacher read «(paso 5)» beside «5 pasos del
    borrador» as one thing; the lesson's parts are «pantalla 5», as the index numbers them."""
    bad = [f"[{ctx}] {text[:80]!r}" for _name, ctx, _src, text in _translations() if LESSON_STEP.search(text)]
    assert not bad, "\n".join(bad)
    assert LESSON_STEP.search("con coste (paso 5), no") and LESSON_STEP.search("Lección\npaso %1 de %2")
    assert not LESSON_STEP.search("5 pasos del borrador") and not LESSON_STEP.search("un paso del borrador")


def test_the_sampling_lab_calls_a_draw_a_sample_not_a_step():
    """docs/estilo.md: «paso» is a draft run (a lesson's part is a «pantalla»). Review 32's pupil
    read the sampling lab's «Una muestra es un paso» as a third meaning; there a draw is «una muestra»."""
    bad = [f"[{ctx}] {text[:80]!r}" for name, ctx, _src, text in _translations()
           if name == "sampling_es.ts" and re.search(r"\bpasos?\b", text, re.IGNORECASE)]
    assert not bad, "\n".join(bad)
