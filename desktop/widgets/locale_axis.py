"""A pyqtgraph axis whose tick labels follow the current QLocale (0,5 in Spanish)."""

from __future__ import annotations

import math

import pyqtgraph as pg

from desktop import i18n


class LocaleAxis(pg.AxisItem):
    def tickStrings(self, values, scale, spacing):
        if spacing <= 0:
            return [i18n.fmt(v * scale, 0) for v in values]
        decimals = max(0, -int(math.floor(math.log10(spacing * scale) + 1e-9)))
        return [i18n.fmt(v * scale, decimals) if decimals else i18n.fmt_int(round(v * scale)) for v in values]


def fixed_ticks(axis: pg.AxisItem) -> list[tuple[float, str]]:
    """The major ticks given to ``axis.setTicks`` as (value, label): what a reader sees on the axis.
    pyqtgraph keeps them without a public getter; the one private read is here."""
    levels = getattr(axis, "_tickLevels", None) or []
    return list(levels[0]) if levels else []
