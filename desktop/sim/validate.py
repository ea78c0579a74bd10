"""Input validation shared by the sim library and every CLI.

One message format everywhere, so the app, ``python -m desktop.sim`` and
``python -m desktop`` name a bad parameter and its range the same way:

    invalid value for alpha: 'abc' (expected a number from 0 to 1)
"""

from __future__ import annotations

import math
import numbers


def _fail(name: str, value, expected: str) -> ValueError:
    return ValueError(f"invalid value for {name}: {value!r} (expected {expected})")


def check_int(name: str, value, lo: int, hi: int | None) -> int:
    """Return ``value`` as an int in [lo, hi] (hi None = unbounded) or raise ValueError."""
    rng = f"an integer from {lo} to {hi}" if hi is not None else f"an integer >= {lo}"
    if isinstance(value, bool):
        raise _fail(name, value, rng)
    if isinstance(value, str):
        try:
            value = int(value.strip(), 10)
        except ValueError:
            raise _fail(name, value, rng) from None
    if isinstance(value, numbers.Integral):
        value = int(value)
    elif isinstance(value, numbers.Real) and float(value).is_integer():
        value = int(value)
    else:
        raise _fail(name, value, rng)
    if value < lo or (hi is not None and value > hi):
        raise _fail(name, value, rng)
    return value


def check_float(name: str, value, lo: float, hi: float) -> float:
    """Return ``value`` as a finite float in [lo, hi] or raise ValueError."""
    rng = f"a number from {lo:g} to {hi:g}"
    if isinstance(value, bool):
        raise _fail(name, value, rng)
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            raise _fail(name, value, rng) from None
    if not isinstance(value, numbers.Real):
        raise _fail(name, value, rng)
    value = float(value)
    if math.isnan(value) or value < lo or value > hi:
        raise _fail(name, value, rng)
    return value + 0.0  # turns -0.0 into 0.0


# The ranges of issue #2; the app's CLI reuses them.
K_RANGE = (0, 64)
ALPHA_RANGE = (0.0, 1.0)
COST_RANGE = (0.0, 10.0)
TOKENS_RANGE = (1, 100_000)
TRIALS_RANGE = (1, 1_000_000)
SEED_RANGE = (0, None)


def k(value) -> int:
    return check_int("k", value, *K_RANGE)


def alpha(value) -> float:
    return check_float("alpha", value, *ALPHA_RANGE)


def cost(value) -> float:
    return check_float("cost", value, *COST_RANGE)


def tokens(value) -> int:
    return check_int("tokens", value, *TOKENS_RANGE)


def trials(value) -> int:
    return check_int("trials", value, *TRIALS_RANGE)


def seed(value) -> int:
    return check_int("seed", value, *SEED_RANGE)
