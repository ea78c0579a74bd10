"""The models know nothing of their views: read from their source, not by importing them.

Every ``import`` statement counts, including those inside functions and under
``if TYPE_CHECKING`` (an import that has not run yet in a test still runs for
a user), and so does everything those imports bring in from ``desktop``: a
model module may reach Qt only through ``PySide6.QtCore`` (objects and
signals), never widgets, painting or pyqtgraph. ``desktop/sim`` and
``desktop/realmodels`` reach no Qt at all: they run in the command line, the
benchmark and the real models' child process. import-linter (``make test``)
checks the package-level layers; this test holds the model modules one by one.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
QT = ("PySide6", "shiboken6", "pyqtgraph")
ALLOWED_QT = ("PySide6.QtCore",)

# The state of each lab, apart from its widgets (see the README's layout).
MODEL_MODULES = [
    "desktop.model",
    "desktop.trace_player",
    "desktop.screens.tree.state",
    "desktop.screens.tree.round_player",
    "desktop.screens.tree.layout",
    "desktop.screens.sampling.state",
]
QT_FREE_PACKAGES = ["desktop.sim", "desktop.realmodels"]


def _file(module: str) -> Path | None:
    base = ROOT.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _package_modules(package: str) -> list[str]:
    folder = ROOT.joinpath(*package.split("."))
    return sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in folder.rglob("*.py")
    )


def _imports(module: str) -> list[tuple[str, int]]:
    """(imported module, line) for every import statement in ``module``'s source."""
    path = _file(module)
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against this module's package
                parts = module.split(".")
                keep = len(parts) - node.level + (1 if is_package else 0)
                base = ".".join(parts[:keep] + ([node.module] if node.module else []))
            else:
                base = node.module
            found.append((base, node.lineno))
            # "from PySide6 import QtWidgets", "from desktop.screens import registry"
            found += [(f"{base}.{alias.name}", node.lineno) for alias in node.names if alias.name != "*"]
    return found


def _parents(module: str) -> list[str]:
    """The packages whose __init__ runs before ``module`` does."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _qt_reached(start: str, allowed: tuple[str, ...]) -> list[str]:
    """Every Qt import outside ``allowed`` that importing ``start`` would run, with the chain to it."""
    problems, seen, todo = [], set(), [(start, (start,))]
    while todo:
        module, chain = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for parent in _parents(module):
            if parent not in seen and _file(parent) is not None:
                todo.append((parent, chain + (parent,)))
        for name, line in _imports(module):
            top = name.split(".")[0]
            if top in QT:
                # "from PySide6 import QtCore" also lists "PySide6" itself, which loads nothing of the GUI.
                if name != "PySide6" and not name.startswith(allowed):
                    problems.append(f"{' -> '.join(chain)} imports {name} (line {line})")
            elif top == "desktop" and _file(name) is not None:
                todo.append((name, chain + (name,)))
    return sorted(set(problems))


def test_the_model_modules_are_still_where_this_test_looks():
    missing = [m for m in MODEL_MODULES + QT_FREE_PACKAGES if _file(m) is None]
    assert not missing, f"moved or renamed: update MODEL_MODULES / QT_FREE_PACKAGES here ({missing})"


@pytest.mark.parametrize("module", MODEL_MODULES)
def test_a_model_module_reaches_qt_only_through_qtcore(module):
    assert _qt_reached(module, ALLOWED_QT) == []


@pytest.mark.parametrize("package", QT_FREE_PACKAGES)
def test_the_sim_and_the_real_models_reach_no_qt(package):
    modules = _package_modules(package)
    assert len(modules) > 3
    problems = [p for module in modules for p in _qt_reached(module, ())]
    assert problems == []


def test_the_walk_finds_an_import_inside_a_function():
    """The checker can fail: desktop/app.py imports QApplication inside build(), not at the top."""
    problems = _qt_reached("desktop.app", ALLOWED_QT)
    assert any(p.startswith("desktop.app imports PySide6.QtWidgets") for p in problems), problems
