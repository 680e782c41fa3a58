"""The window's package map holds: each area imports only the areas below it at run time.

docs/window.md draws the layers. Type-only imports (under ``if TYPE_CHECKING:``) are allowed
anywhere: they cost nothing at run time and make no cycle. Plain AST reading, no Qt.
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "boinc_gui"

# Lowest first. The top-level helpers hold words, colours, icons and plain data.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"i18n", "a11y", "pseudo_translation", "theme", "icons", "formatting", "pref_fields", "eventlog_words",
               "command_words", "problem_words"}),
    frozenset({"runtime", "charts"}),
    frozenset({"tables"}),
    frozenset({"hosts"}),
    frozenset({"tabs"}),
    frozenset({"dialogs"}),
    frozenset({"shell"}),
    frozenset({"main_window"}),
    frozenset({"app"}),
)


def _area(path: Path) -> str:
    rel = path.relative_to(PACKAGE)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def _level(area: str) -> int:
    return next(i for i, layer in enumerate(LAYERS) if area in layer)


def _runtime_imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(n) for n in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "boinc_gui":
            parts = node.module.split(".")
            names = [parts[1]] if len(parts) > 1 else [a.name for a in node.names]
            found += [(node.lineno, n) for n in names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name.split(".")[1]) for a in node.names
                      if a.name.startswith("boinc_gui.")]
    return found


def _modules() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if p.name != "__init__.py" or p.parent != PACKAGE]


def test_every_module_belongs_to_a_layer() -> None:
    unplaced = sorted({_area(p) for p in _modules()} - set().union(*LAYERS))
    assert unplaced == [], f"add these to LAYERS and docs/window.md: {unplaced}"


def test_no_area_imports_one_above_it_at_run_time() -> None:
    upward = []
    for path in _modules():
        mine = _area(path)
        for line, target in _runtime_imports(path):
            if target != mine and _level(target) > _level(mine):
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} ({mine}) imports {target}")
    assert upward == [], "\n".join(upward)


def test_the_check_sees_an_upward_import(tmp_path: Path) -> None:
    # The walker itself: a tab importing the main window at run time is found, a
    # type-only import is not.
    sample = tmp_path / "sample.py"
    sample.write_text("from typing import TYPE_CHECKING\nfrom boinc_gui.main_window import X\n"
                      "if TYPE_CHECKING:\n    from boinc_gui.app import Y\n")
    assert _runtime_imports(sample) == [(2, "main_window")]


def test_the_main_window_opens_no_dialog_and_builds_no_menu_itself() -> None:
    # Issue 38: the window keeps construction and wiring; the dialogs open through
    # shell/dialog_openers.py and the menus are built by shell/menus.py, so the window's module
    # names no dialog module at run time and stays a size a newcomer reads in one sitting.
    window = PACKAGE / "main_window.py"
    dialogs = [f"line {line}: {target}" for line, target in _runtime_imports(window) if target == "dialogs"]
    assert dialogs == []
    source = window.read_text(encoding="utf-8")
    assert "addMenu(" not in source and "QAction(" not in source
    assert len(source.splitlines()) <= 600
