"""Child of tests/gui/test_bundle_excludes.py: the manager as the bundle runs it, one tab at a time.

Blocks every module the PyInstaller build leaves out (installers/common/spec_common.py's
EXCLUDES), starts the manager as a volunteer does (``boinc_gui.app.main``), opens each tab
from the View menu, and writes what it saw as JSON to ``argv[1]``: the tabs shown, whether
the Statistics tab was really built, every uncaught exception and every Qt message.
The remaining arguments go to the manager.
"""
from __future__ import annotations

import importlib.abc
import json
import os
import signal
import sys
import traceback
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "installers" / "common")]

import spec_common  # noqa: E402  (plain Python: no PyInstaller, no Qt)

EXCLUDED = tuple(spec_common.EXCLUDES)


class LeftOut(importlib.abc.MetaPathFinder):
    """Imports of what the bundle lacks fail as they fail there."""

    def find_spec(self, name: str, path: Any = None, target: ModuleType | None = None) -> ModuleSpec | None:
        if any(name == m or name.startswith(m + ".") for m in EXCLUDED):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())

from PySide6.QtCore import QTimer, qInstallMessageHandler  # noqa: E402 -- after the import hook above is installed
from PySide6.QtWidgets import QApplication  # noqa: E402 -- after the import hook above is installed

report: dict[str, Any] = {"tabs": [], "errors": [], "qt": [], "statistics": "", "loaded_excluded": []}


def _qt_message(mode: Any, context: Any, message: str) -> None:
    report["qt"].append(f"{getattr(mode, 'name', mode)}: {message}")


def _uncaught(kind: type[BaseException], value: BaseException, tb: Any) -> None:
    report["errors"].append("".join(traceback.format_exception(kind, value, tb)))


qInstallMessageHandler(_qt_message)
sys.excepthook = _uncaught
app = QApplication(sys.argv[:1])  # the manager's main uses this one


def _window() -> Any:
    return next((w for w in app.topLevelWidgets() if hasattr(w, "view_menu") and w.isVisible()), None)


def _finish() -> None:
    w = _window()
    stats = getattr(w, "stats", None)
    built = getattr(stats, "_tab", stats)
    report["statistics"] = type(built).__name__ if built is not None else ""
    report["loaded_excluded"] = sorted(m for m in sys.modules if any(m == x or m.startswith(x + ".")
                                                                       for x in EXCLUDED))
    Path(sys.argv[1]).write_text(json.dumps(report))
    os.kill(os.getpid(), signal.SIGTERM)  # the manager quits on it as from its menu


def _visit(names: list[str]) -> None:
    w = _window()
    if w is None or not getattr(w, "populated", False):
        QTimer.singleShot(200, lambda: _visit(names))
        return
    if not names:
        names[:] = [w.tabs.tabText(i).replace("&", "") for i in range(w.tabs.count())]
        report["all_tabs"] = list(names)
    name = names.pop(0)
    entry = next(a for a in w.view_menu.actions() if a.text().replace("&", "") == name)
    entry.trigger()  # View > <tab>, as the volunteer picks it
    report["tabs"].append(w.tabs.tabText(w.tabs.currentIndex()).replace("&", ""))
    QTimer.singleShot(700, _finish if not names else (lambda: _visit(names)))


QTimer.singleShot(0, lambda: _visit([]))
from boinc_gui import app as manager  # noqa: E402 -- after the import hook above is installed

sys.exit(manager.main(sys.argv[2:]))
