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
