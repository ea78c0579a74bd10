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
    """An expected time (or count of slow passes) as every screen writes it: two decimals, whatever its
    size (round 93 read «30,2» beside «70,46» as a mistake). A reader who divides ``tokens`` by it gets
    the speed-up shown, or within a hair of it at a rounding edge."""
    return es_number(time, 2)
