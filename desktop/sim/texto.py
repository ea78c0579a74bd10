"""A short original Spanish story: the text the target model "writes" in every trace.

Written for SpecLab (no external source). One token = one whitespace-separated
word, punctuation attached, so the token rows read as plain Spanish.
"""

from __future__ import annotations

TEXTO = """\
En un jardín lleno de flores vivía una tortuga muy sabia que escribía cuentos
para los animales del barrio. Escribía despacio, con mucho cuidado, y cada
palabra le costaba un buen rato. Un día llegó un colibrí pequeño y rápido que
quería ayudar. El colibrí le dijo a la tortuga: yo puedo adivinar las
próximas palabras de tu cuento, y tú solo tienes que mirar si están bien. La
tortuga aceptó con una sonrisa. Cada mañana el colibrí volaba sobre el papel
y proponía cuatro palabras de una vez. La tortuga las leía todas juntas, de
un solo vistazo. Si la primera palabra era buena, la guardaba; si la segunda
también, la guardaba; y así seguía hasta encontrar la primera que no le
gustaba. Esa palabra la cambiaba por la suya, y el resto lo borraba sin
enfadarse. A veces el colibrí acertaba todas, y entonces la tortuga añadía
una palabra más, como premio. Otras veces fallaba ya en la primera, pero aun
así el cuento avanzaba una palabra, igual que antes. Los animales del barrio
notaron que los cuentos llegaban mucho antes. El conejo preguntó cuál era el
secreto. La tortuga respondió que el colibrí conocía bien su manera de
escribir, y por eso acertaba casi siempre. Cuando el cuento hablaba de
dragones o de estrellas lejanas, el colibrí se equivocaba más, y el trabajo
iba más lento. Cuando hablaba del jardín, de la lluvia o de la merienda,
acertaba sin parar. Al final del verano habían escrito un libro entero. La
tortuga lo firmó con su nombre, porque cada palabra del libro era justo la
palabra que ella habría escrito. El colibrí firmó debajo, con una letra muy
pequeña, y los dos celebraron con una tarta de fresas en medio del jardín.
"""

WORDS: tuple[str, ...] = tuple(TEXTO.split())
