"""The numbers the printable worksheet ("Hoja de trabajo") quotes.

Every value is one the Lab shows for the settings the sheet gives, computed
here by the same function the Lab's readouts use (``analytic.lab_numbers``:
Leviathan et al. 2023, eq. 1 and Thm 3.8; the exact expected passes of
``docs/model.md``). Only expected values are quoted, never a single random
run, so the app reproduces every number exactly whatever its seed. The same
settings are also a command line: ``python -m desktop --screen lab --k 3
--alpha 0.7 --cost 0``.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.sim import analytic

TOKENS = 100


@dataclass(frozen=True)
class Task:
    id: str
    k: int
    alpha: float
    cost: float
    numbers: dict  # analytic.lab_numbers for these settings

    def command(self) -> str:
        return (f"speclab --screen lab --k {self.k} --alpha {self.alpha:g} "
                f"--cost {self.cost:g} --tokens {TOKENS}")


# (id, k, alpha, cost): a good free draft, a free draft that is always
# rejected, and a costly draft below its break-even rate. The good draft is not
# k = 4, α = 0.8: "Operate the machine" opens there and shows its numbers on the
# projector before the class reaches the worksheet.
SETTINGS = (
    ("good", 3, 0.7, 0.0),
    ("useless", 4, 0.0, 0.0),
    ("costly", 4, 0.3, 0.2),
)


def tasks() -> list[Task]:
    return [Task(tid, k, a, c, analytic.lab_numbers(k, a, c, TOKENS)) for tid, k, a, c in SETTINGS]
