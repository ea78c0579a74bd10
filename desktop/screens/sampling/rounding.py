"""Probabilities as the bars print them: two decimals that add up to exactly 1.

Rounding each value to the nearest hundredth can print 1,01 in total (review
round 4), and a class that adds the bars then doubts the chart. Largest
remainder rounding (Hamilton's method) rounds every value down, then rounds up
the ones with the largest remainders until the hundredths add up to 100. Every
printed value is still one of the two hundredths around the true value, and
only as few values as needed leave nearest rounding.
"""

from __future__ import annotations

import numpy as np


def rounded_shares(values, decimals: int = 2) -> np.ndarray:
    """``values`` (non-negative, summing to 1, or all 0) rounded to ``decimals`` with a sum of 1."""
    v = np.asarray(values, dtype=float)
    total = v.sum()
    if v.size == 0 or total <= 0:
        return np.zeros_like(v)
    scale = 10 ** decimals
    # Round away float noise first (0.045 * 100 is 4.499999…), so a true half is a half.
    scaled = np.round(v / total * scale, 9)
    floors = np.floor(scaled)
    missing = int(round(scale - floors.sum()))
    # Largest remainders first; a tie goes to the larger value, then to the earlier word. The
    # remainders are rounded too: 53.571… − 53 and 3.571… − 3 differ in their last bits.
    remainders = np.round(scaled - floors, 6)
    order = np.lexsort((np.arange(v.size), -scaled, -remainders))
    floors[order[:missing]] += 1
    return floors / scale
