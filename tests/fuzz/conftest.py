"""Options of the GUI fuzzer, and its figures in the terminal summary.

    pytest tests/fuzz -q --fuzz-events=10000 [--fuzz-seed=N | --fuzz-seed=random] [--fuzz-screens=lab,tree]

CI runs the default (2,000 events, fixed seed); ``make fuzz`` runs 10,000.
The options exist only when tests/fuzz is named on the command line (pytest
reads ``pytest_addoption`` from initial conftests only); otherwise the
defaults apply.
"""

from __future__ import annotations

import pytest

DEFAULT_EVENTS = 2000
DEFAULT_SEED = 20240611

_REPORTS: list[str] = []


def pytest_addoption(parser):
    group = parser.getgroup("speclab-fuzz", "SpecLab GUI fuzzer")
    group.addoption("--fuzz-events", type=int, default=DEFAULT_EVENTS,
                    help=f"events per fuzz run (default {DEFAULT_EVENTS}; make fuzz uses 10000)")
    group.addoption("--fuzz-seed", default=None,
                    help=f"seed of the fuzzer: an integer, or 'random' (default {DEFAULT_SEED})")
    group.addoption("--fuzz-screens", default=None,
                    help="fuzz only these screens, comma-separated (passed to the app's --screens)")


@pytest.fixture
def fuzz_events(request) -> int:
    return int(request.config.getoption("--fuzz-events", default=DEFAULT_EVENTS))


@pytest.fixture
def fuzz_seed(request) -> int:
    value = request.config.getoption("--fuzz-seed", default=None)
    if value is None:
        return DEFAULT_SEED
    if str(value).lower() == "random":
        import secrets

        return secrets.randbelow(2**31)
    return int(value)


@pytest.fixture
def fuzz_app_args(request) -> list[str]:
    screens = request.config.getoption("--fuzz-screens", default=None)
    return ["--screens", screens] if screens else []


@pytest.fixture
def fuzz_report():
    """Tests append one line each; the lines are printed in the terminal summary."""
    return _REPORTS.append


def pytest_terminal_summary(terminalreporter):
    if _REPORTS:
        terminalreporter.section("SpecLab fuzzer")
        for line in _REPORTS:
            terminalreporter.write_line(line)
