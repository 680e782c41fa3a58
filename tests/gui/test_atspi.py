"""The running manager read through AT-SPI, the stack Orca uses (issue 37, item 5).

The real app (``python -m boinc_gui.app --emulate``) runs on an Xvfb display inside a private
D-Bus session (dbus-run-session, which starts at-spi2-core's accessibility bus on demand), with
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 as Qt wants when no screen reader asked yet. Debian's
python3 with its python3-pyatspi bindings runs tests/gui/atspi_reader.py, which finds the
window there, reads the tab names, the Tasks table's cells and the preferences' fields, and
listens for the announcements while it suspends computing from the Activity menu, all through
AT-SPI (the menus are worked by AT-SPI actions, as an assistive tool would).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gui.conftest import ROOT
from tests.gui.xvfb import xvfb_display

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(200)]
SYSTEM_PYTHON = "/usr/bin/python3"


def _why_not() -> str:
    """Why the AT-SPI stack cannot run here ('' when it can)."""
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus"), ("dbus-daemon", "dbus")):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian package {package})"
    if not any(Path(d, "at-spi-bus-launcher").exists() for d in ("/usr/libexec", "/usr/lib/at-spi2-core")):
        return "at-spi2-core is not installed (Debian package at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"no {SYSTEM_PYTHON} (the pyatspi bindings are Debian's python3's)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, text=True, timeout=30)
    if probe.returncode != 0:
        return "python3-pyatspi is not installed (Debian package python3-pyatspi; make deps installs it)"
    return ""


@pytest.fixture
def x_display() -> Iterator[str]:
    why = _why_not()
    if why:
        pytest.skip(why)
    with xvfb_display() as display:
        yield display


def test_orca_s_view_tabs_task_cells_preferences_and_announcements(x_display: str, tmp_path: Path) -> None:
    report_path = tmp_path / "atspi.json"
    env = dict(os.environ, DISPLAY=x_display, PYTHONPATH=str(ROOT), LANG="C.UTF-8", LANGUAGE="")
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)  # dbus-run-session gives the private one
    env.pop("QT_QPA_PLATFORM", None)
    app = [sys.executable, "-m", "boinc_gui.app", "--emulate", "--speed", "600", "--data", str(tmp_path / "data"),
           "--gui-rpc-port", "0"]
    proc = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tests" / "gui" / "atspi_reader.py"),
                           str(report_path), "--", *app],
                          env=env, cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert report_path.exists(), proc.stdout[-2000:] + proc.stderr[-3000:]
    r = json.loads(report_path.read_text(encoding="utf-8"))
    assert "error" not in r, r["error"] + "\n" + r.get("app_output", "")
    assert r["app_name"] == "boinc-gui"
    # The main tabs, by the names a volunteer sees (Notices may carry its unread count).
    assert [t.split(" (")[0] for t in r["tabs"]] == [
        "Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices", "History"]
    # The Tasks table's cells through the Table interface: its headers, and a first row that
    # reads as the table shows it (an emulated demo task, running or waiting).
    assert r["tasks_rows"] >= 1
    headers = r["tasks_headers"]
    assert {"Project", "Status", "Application", "Name"} <= set(headers)
    row = dict(zip(headers, r["tasks_first_row"]))
    assert row["Project"] in {"climate", "pulsars", "proteins"}, row  # the demo scenario's projects
    assert row["Name"].startswith(row["Project"]), row
    assert row["Application"].startswith("emulated app"), row
    # The preferences dialog opened from the Tools menu: its fields by name.
    assert r["prefs_title"].startswith("Preferences")
    fields = {tuple(f) for f in r["prefs_fields"]}
    assert ("check box", "Suspend when computer is on battery") in fields
    assert ("spin button", "Use at most (% of the CPUs)") in fields
    assert all(name for _role, name in r["prefs_fields"]), [f for f in r["prefs_fields"] if not f[1]]
    # Computing suspended and resumed from the Activity menu, heard as announcements.
    assert "Computing suspended: user request" in r["heard"]
