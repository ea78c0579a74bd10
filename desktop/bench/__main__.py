"""``python -m desktop.bench [--json] [--quick]`` and ``python -m desktop.bench realmodels ...``.

Without a subcommand it runs the app benchmark (``desktop.bench.app``);
``realmodels`` hands the rest of the command line to ``desktop.bench.realmodels``
(and likewise ``sim``, ``app``, ``display`` and ``projector``, the offscreen projector toggle).
"""

from __future__ import annotations

import importlib
import sys

SUBCOMMANDS = {
    "realmodels": "desktop.bench.realmodels",
    "sim": "desktop.bench.sim",
    "app": "desktop.bench.app",
    "display": "desktop.bench.display",
    "projector": "desktop.bench.projector",
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        name, rest = argv[0], argv[1:]
        try:
            module = importlib.import_module(SUBCOMMANDS[name])
        except ModuleNotFoundError as exc:
            if exc.name == SUBCOMMANDS[name]:
                sys.stderr.write(f"python -m desktop.bench: error: {name} is not part of this build\n")
                return 2
            raise
        return int(module.main(rest) or 0)
    from desktop.bench import app

    return app.main(argv)


if __name__ == "__main__":
    sys.exit(main())
