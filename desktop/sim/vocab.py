"""The small Spanish vocabulary the Sampling and Tree labs draw on.

Both labs continue the lesson's own example, the opening of a fairy tale,
"Érase una ...". The numbers are invented for teaching, not measured from a
model: they only need to look plausible (the target is sure about "vez"; the
draft is a smaller, less sure model with its own preferences).

Words are data shown to the learner as they are, so they are not translated.
"""

from __future__ import annotations

PROMPT = "Érase una"

# Next-word candidates after PROMPT, ranked by the target model.
NEXT_WORDS = (
    "vez", "niña", "princesa", "bruja", "reina",
    "casa", "noche", "ciudad", "historia", "mañana",
)

# Target logits: one clear favourite ("vez"), a plausible tail.
TARGET_LOGITS = (4.0, 1.9, 1.7, 1.2, 1.0, 0.6, 0.3, 0.0, -0.3, -0.6)

# A deliberately different distribution: what a poor draft believes. The
# draft's logits are interpolated between TARGET_LOGITS and these, so one
# knob goes from "the draft equals the target" to "it is badly off".
AWAY_LOGITS = (0.4, 0.2, -0.2, 0.8, -0.4, 3.2, 2.4, 1.8, 0.0, 2.0)

# How far (0..1) the default draft sits from the target along that line.
DEFAULT_DIFFERENCE = 0.3

# Ranked continuations for the Tree lab's node labels: after a word, the
# draft's candidates best first. Every list holds at least MAX_BRANCH words
# (see tree.py) so that any node of any allowed tree gets a label.
CONTINUATIONS = {
    PROMPT: NEXT_WORDS,
    "vez": ("una", "un", "en", "dos", "hace", "más", "la", "tres"),
    "una": ("niña", "princesa", "casa", "bruja", "reina", "cabra", "gata", "aldea"),
    "un": ("rey", "niño", "lobo", "pueblo", "dragón", "gato", "bosque", "castillo"),
    "dos": ("hermanos", "amigos", "niños", "gatos", "reyes", "hermanas", "osos", "lobos"),
    "niña": ("que", "muy", "llamada", "pequeña", "con", "de", "curiosa", "sola"),
    "niño": ("que", "muy", "llamado", "pequeño", "con", "de", "curioso", "solo"),
    "princesa": ("que", "muy", "llamada", "triste", "valiente", "de", "con", "sin"),
    "bruja": ("que", "muy", "malvada", "buena", "vieja", "llamada", "de", "con"),
    "reina": ("que", "muy", "sabia", "triste", "llamada", "de", "con", "sin"),
    "rey": ("que", "muy", "sabio", "llamado", "viejo", "de", "con", "sin"),
    "casa": ("en", "de", "muy", "con", "que", "pequeña", "vieja", "junto"),
    "noche": ("de", "muy", "oscura", "fría", "en", "sin", "con", "que"),
    "ciudad": ("de", "muy", "lejana", "grande", "en", "sin", "con", "que"),
    "historia": ("de", "que", "muy", "sobre", "triste", "con", "sin", "en"),
    "mañana": ("de", "muy", "fría", "soleada", "en", "sin", "con", "que"),
    "lobo": ("que", "feroz", "muy", "hambriento", "gris", "de", "con", "sin"),
    "que": ("vivía", "tenía", "soñaba", "quería", "no", "siempre", "cantaba", "nunca"),
    "vivía": ("en", "sola", "con", "junto", "cerca", "lejos", "feliz", "tranquila"),
    "tenía": ("un", "una", "miedo", "tres", "dos", "siete", "muchos", "hambre"),
    "en": ("un", "una", "el", "la", "lo", "medio", "su", "aquel"),
    "de": ("un", "una", "la", "los", "las", "piedra", "oro", "cristal"),
    "muy": ("lejos", "pobre", "curiosa", "valiente", "vieja", "triste", "alegre", "sabia"),
    "llamada": ("Lucía", "Rosa", "Alba", "Nora", "Marta", "Inés", "Clara", "Elena"),
    "llamado": ("Pedro", "Juan", "Hugo", "Leo", "Mario", "Pablo", "Tomás", "Marco"),
    "el": ("bosque", "castillo", "pueblo", "río", "mar", "camino", "palacio", "monte"),
    "la": ("montaña", "ciudad", "aldea", "torre", "selva", "playa", "cueva", "orilla"),
    "con": ("su", "sus", "un", "una", "tres", "siete", "el", "la"),
    "su": ("abuela", "madre", "padre", "gato", "perro", "hermano", "hermana", "amiga"),
}

# After a word without its own list: common words that can follow almost anything.
GENERIC_CONTINUATIONS = ("que", "y", "en", "con", "de", "muy", "sin", "para")


def continuations(word: str) -> tuple[str, ...]:
    """The draft's ranked candidates after ``word``."""
    return CONTINUATIONS.get(word, GENERIC_CONTINUATIONS)
