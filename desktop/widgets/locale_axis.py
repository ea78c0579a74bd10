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
