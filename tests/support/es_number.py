"""Numbers written the way a Spanish reader writes them by hand, independently of the app's Qt.

A reader rounds an exact half up: 150 ms ÷ 24 = 6,25 reads «6,3». Python's ``f"{6.25:.1f}"`` gives
«6.2» (round half to even), so a test that formats a measured value with an f-string fails on the
rare run that lands on an exact half (CI stop 44). The exact binary value is rounded: 2,675 is
stored as 2,67499… and reads «2,67», as it does on screen.
"""

from decimal import ROUND_HALF_UP, Decimal


def es_number(value: float, decimals: int) -> str:
    step = Decimal(1).scaleb(-decimals)
    return str(Decimal(value).quantize(step, rounding=ROUND_HALF_UP)).replace(".", ",")


def es_time(tokens: int, time: float) -> str:
    """An expected time written so that a reader who divides ``tokens`` by it, to two decimals, gets
    the speed-up shown: one decimal where that is enough, else two (review 79 divided «100 ÷ 12,1» = 8,26
    beside 8,25×; review 80 read a third decimal, «31,495», as another kind of number)."""
    wanted = es_number(tokens / time, 2)
    for decimals in (1, 2):
        if es_number(tokens / float(es_number(time, decimals).replace(",", ".")), 2) == wanted:
            return es_number(time, decimals)
    # Within a hair of a rounding edge no digits do: one decimal, and the speed-up is the reader's division.
    return es_number(time, 1)
