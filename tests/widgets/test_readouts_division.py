"""The speed-up's label writes its division (blind review 31 rebuilt «3,31× = 100 ÷ 30,2» by hand).

The two numbers in the label are the rows the panel shows (the time without a draft and the time
with it), and dividing them gives the value shown, to the rounding of what is written.
"""

from __future__ import annotations

import re

import pytest

from desktop.sim import analytic


def _num(text: str) -> float:
    return float(text.replace(".", "").replace(",", "."))


@pytest.mark.parametrize("k, alpha, cost", [(4, 0.8, 0.0), (5, 0.7, 0.05), (10, 0.55, 0.1), (3, 0.2, 0.25), (0, 0.8, 0.0)])
def test_the_speed_up_label_divides_the_rows_shown(make_window, k, alpha, cost):
    w = make_window("--screen", "lab", "--k", str(k), "--alpha", str(alpha), "--cost", str(cost))
    panel = w.current_screen().readouts
    name = panel.names["speedup"].text()
    match = re.fullmatch(r"Aceleración = ([\d.]+) ÷ ([\d.,]+) \(sin ÷ con borrador\)", name)
    assert match, name
    without, with_draft = _num(match.group(1)), _num(match.group(2))
    # The numbers are the panel's own rows: the time with a draft is the total time when the draft
    # costs, else the slow passes; without a draft it is N, one pass per token.
    row = "total_time" if cost > 0 and k > 0 else "slow_passes"
    assert match.group(2) == panel.values[row].text()
    assert match.group(1) == panel.baseline_values[row].text() == "100"
    shown = _num(re.search(r"([\d,]+)×", panel.values["speedup"].text()).group(1))
    # Rebuilt by hand: with_draft is rounded to 0,05 at most, so the quotient moves by that much.
    low, high = without / (with_draft + 0.05), without / max(with_draft - 0.05, 1e-9)
    assert low - 0.005 <= shown <= high + 0.005, (without, with_draft, shown)


@pytest.mark.parametrize("k, alpha, cost, tokens", [(10, 0.95, 0.0, 100), (4, 0.8, 0.0, 100), (16, 0.99, 0.0, 100),
                                                    (2, 0.4, 0.15, 100), (6, 0.9, 0.05, 100), (8, 0.85, 0.0, 40),
                                                    (12, 0.97, 0.0, 200), (3, 0.3, 0.2, 100), (7, 0.8, 0.04, 100)])
def test_dividing_what_is_written_gives_the_speed_up_written(make_window, k, alpha, cost, tokens):
    """Review 79 divided «100 ÷ 12,1» by hand, got 8,26 and read «8,25×» beside it as an error: the
    division rounded to two decimals, as a pupil does it, must give exactly the figure shown."""
    w = make_window("--screen", "lab", "--k", str(k), "--alpha", str(alpha), "--cost", str(cost),
                    "--tokens", str(tokens))
    panel = w.current_screen().readouts
    match = re.fullmatch(r"Aceleración = ([\d.]+) ÷ ([\d.,]+) \(sin ÷ con borrador\)", panel.names["speedup"].text())
    assert match, panel.names["speedup"].text()
    shown = re.search(r"([\d,]+)×", panel.values["speedup"].text()).group(1)
    quotient = _num(match.group(1)) / _num(match.group(2))
    assert f"{quotient + 1e-12:.2f}".replace(".", ",") == shown, (match.group(0), shown)
    # Never a third decimal (review 80: «31,495» beside every other time's one or two).
    assert len(match.group(2).split(",")[-1]) <= 2, match.group(2)
    # And the figure is the model's own, to the rounding of a hair's edge (3,1750 reads 3,17 from 100 ÷ 31,5).
    assert abs(_num(shown) - analytic.speedup_finite(k, alpha, cost, tokens)) <= 0.0051
    # The chart's dot says the same time as the row the division uses.
    assert match.group(2) in w.current_screen().chart.marker_label_text()
