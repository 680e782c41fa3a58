"""The tray under a real X server (Xvfb) with a real tray host (Debian's trayer)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gui.conftest import ARTIFACTS, ROOT
from tests.gui.xvfb import tray_host, xvfb_display

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(90)]


@pytest.fixture
def x_display() -> Iterator[str]:
    with xvfb_display() as display, tray_host(dict(os.environ, DISPLAY=display)):
        yield display


def test_tray_icon_tooltip_menu_and_actions(x_display: str, tmp_path: Path) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    report_path = ARTIFACTS / "tray-report.json"
    # The child keeps its window settings beside the report: start each run from none, or the
    # first-close hint a previous run showed (remembered there) is not shown again.
    report_path.with_suffix(".ini").unlink(missing_ok=True)
    env = dict(os.environ, DISPLAY=x_display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT))
    env.pop("WAYLAND_DISPLAY", None)
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "gui" / "tray_child.py"), str(report_path)],
                          env=env, capture_output=True, text=True, timeout=80, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    r = json.loads(report_path.read_text())
    assert r["platform"] == "xcb" and r["tray_available"] and r["shown"] and r["visible"], r
    assert r["first_snapshot"] and r["tooltip"].startswith("boinc-gui (emulated):") and "running" in r["tooltip"]
    assert r["menu"] == ["Open manager", "Snooze", "Suspend computing", "Soft stop (after the next checkpoint)",
                         "Suspend network", "Exit"]
    assert [t.replace("&", "") for t in r["snooze_menu"]] == [
        "15 minutes", "1 hour", "3 hours", "Until resumed", "Resume now"]
    assert r["suspended"] and "computing suspended" in r["suspended_tooltip"] and r["suspended_state"] == "suspended"
    assert r["suspended_menu_text"] == "Resume computing" and r["resumed"]
    assert r["network_suspended"] and r["network_menu_text"] == "Resume network" and r["network_resumed"]
    assert r["snoozed"] and "snoozed" in r["snoozed_tooltip"] and r["snoozed_state"] == "snoozed"
    assert r["snooze_ended"] and r["screenshot"]
    # The first close to the tray says so (issue 36, item 15); later closes do not repeat it.
    assert r["closed_to_tray"] and r["hint_messages"] == ["boinc-gui keeps computing"]
    assert r["hint_messages_after_second_close"] == ["boinc-gui keeps computing"]
