"""Every tab works with only what the installed bundle holds (issue 36, item 1).

The PyInstaller build leaves modules out (installers/common/spec_common.py, EXCLUDES); a
tab that imports one fails there only, with a traceback on a standard error that a menu
launch never shows: pyqtgraph imports multiprocessing, and the Statistics tab stayed blank.
A real child process blocks every excluded module, starts the manager as a volunteer does
(tests/gui/bundle_tabs_child.py), and opens each tab from the View menu. No uncaught
exception, no Qt warning (bar the offscreen platform's own), the real Statistics tab built.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(180)]

# The offscreen platform's own notice: windows there have no size hints to pass on.
OFFSCREEN_ONLY = ("This plugin does not support propagateSizeHints()",)


def test_every_tab_opens_with_the_bundles_modules_only(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "gui" / "bundle_tabs_child.py"), str(out),
         "--no-demo", "--data", str(tmp_path / "data"), "--gui-rpc-port", "0"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=150)
    assert out.exists(), f"the manager did not come up (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    report = json.loads(out.read_text())
    assert report["errors"] == [], "\n".join(report["errors"])[-4000:]
    assert report["tabs"] == report["all_tabs"] and "Statistics" in report["tabs"]
    assert report["statistics"] == "StatisticsTab"  # the charts, not the blank stand-in
    assert report["loaded_excluded"] == []
    warnings = [m for m in report["qt"] if not m.endswith(OFFSCREEN_ONLY) and not m.startswith("QtDebugMsg")]
    assert warnings == []
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
