"""``python -m desktop.sim SUBCOMMAND ... [--json]``.

Each subcommand lives in its own module. A command module keeps heavy imports
inside ``run`` so that building the parser stays fast, and exposes ``add_arguments(parser, name)``, ``run(args) -> dict`` (raising ValueError on
bad input) and ``summary(result) -> str`` for the human-readable output.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

# name -> (module, one-line help)
COMMANDS = {
    "expected": ("desktop.sim.cli_core", "exact expectations and speed-up for k, alpha, cost, N"),
    "montecarlo": ("desktop.sim.cli_core", "simulate many generations, seeded"),
    "trace": ("desktop.sim.cli_core", "one reproducible round-by-round generation"),
    "sample": ("desktop.sim.sampling", "speculative sampling against a target distribution"),
    "tree": ("desktop.sim.tree", "tree verification (EAGLE/Medusa style)"),
    "generate": ("desktop.realmodels.cli", "real tiny models: speculative generation"),
}


class _Parser(argparse.ArgumentParser):
    """argparse, but every usage error is one line on stderr and exit status 2."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m desktop.sim", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name, (module_name, help_text) in COMMANDS.items():
        module = _import_command(module_name)
        if module is None:
            continue
        p = sub.add_parser(name, help=help_text)
        p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
        p.set_defaults(_module=module)
        module.add_arguments(p, name)
    return parser


def _import_command(module_name):
    """Import a command module; None if it is not part of this build."""
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    module = args._module
    try:
        result = module.run(args)
    except ValueError as exc:
        print(f"python -m desktop.sim {args.command}: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(result, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(module.summary(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
