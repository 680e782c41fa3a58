"""core/ must import with Qt made unimportable (DESIGN.md: no Qt under core/)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "core"

BLOCKER = r"""
import importlib, importlib.abc, pkgutil, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph', 'boinc_gui'):
            raise ImportError('blocked: ' + name)
        return None
sys.meta_path.insert(0, Block())
import core
names = [m.name for m in pkgutil.walk_packages(core.__path__, 'core.')]
for n in names:
    importlib.import_module(n)
print(len(names))
"""


def test_every_core_module_imports_without_qt() -> None:
    out = subprocess.run(
        [sys.executable, "-c", BLOCKER], capture_output=True, text=True, cwd=CORE.parent, check=False
    )
    assert out.returncode == 0, out.stderr
    expected = sum(1 for p in CORE.rglob("*.py") if p.name != "__init__.py") + sum(
        1 for p in CORE.rglob("__init__.py") if p.parent != CORE
    )
    assert int(out.stdout.strip()) == expected


def _core_imports(path: Path) -> set[str]:
    """The core.* modules a file imports (at any depth: lazy imports count too)."""
    import ast

    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("core"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("core"))
    return found


def test_ports_and_policies_depend_only_on_state_and_ids() -> None:
    """The seams and the pure policies sit below everything else: no engine, client, api or I/O layer."""
    allowed = ("core.state", "core.ids")
    files = [CORE / "ports.py", *sorted((CORE / "policy").rglob("*.py"))]
    wrong = {}
    for path in files:
        own = ("core.policy",) if path.parent.name == "policy" else ()
        bad = {m for m in _core_imports(path) if not m.startswith(allowed + own)}
        if bad:
            wrong[str(path.relative_to(CORE))] = sorted(bad)
    assert not wrong, wrong


def test_api_and_client_do_not_import_each_other_both_ways() -> None:
    """core/client assembles the live client over core/api's records; core/api never reaches back."""
    back = {str(p.relative_to(CORE)): sorted(m for m in _core_imports(p) if m.startswith("core.client"))
            for p in sorted((CORE / "api").rglob("*.py"))}
    assert not {k: v for k, v in back.items() if v}
