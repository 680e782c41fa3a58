"""Start-up order (issue 20): the window is shown before the rest is loaded, and all of it is
there once built.

Each check starts the manager as a volunteer does (``boinc_gui.app.main``) in a child process
of its own (this test process has long since imported everything): its ``MainWindow.show``
is wrapped to note, at the moment the window is mapped, what the process has loaded, then
the window's tabs, menus and tray are looked at once step two has built them, a second launch
is made, and SIGTERM ends the app as a logout does.
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from boinc_gui.runtime.single_instance import SingleInstance, server_name, signal_running_instance
from tests.gui.app_child import app_child, app_env, wait_for
from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

_DRIVER = r"""
import json, os, sys
from boinc_gui import app
import boinc_gui.main_window as mw

out = sys.argv[1]
seen = {}
raised = []
real_show = mw.MainWindow.show
real_raise = mw.MainWindow.bring_to_front

def show(self):
    import PySide6.QtCore
    seen["at_show"] = {
        "modules": sorted(sys.modules),
        "qt_namespace_built": "Qt" in vars(PySide6.QtCore),  # PySide6 adds it on first use
        "populated": self.populated,
        "title": self.windowTitle(),
        "painted": self._painted,
    }
    real_show(self)
    from PySide6.QtCore import QTimer

    def built():
        # Complete once painted: the title names the computer, then the tray and the rest follow at once.
        if not self.populated or self.windowTitle() == "boinc-gui — starting…":
            QTimer.singleShot(50, built)
            return
        from PySide6.QtWidgets import QApplication
        menus = [a.text() for a in self.menuBar().actions()]
        seen["built"] = {
            "painted_first": self._painted,
            "title": self.windowTitle(),
            "tabs": [self.tabs.tabText(i) for i in range(self.tabs.count())],
            "menus": menus,
            "tray": self.tray is not None,
            "window_icon": not QApplication.instance().windowIcon().isNull(),
            "status": self.activity_label.text(),
        }
        with open(out + ".tmp", "w") as f:
            json.dump(seen, f)
        os.replace(out + ".tmp", out)
    QTimer.singleShot(0, built)

def bring_to_front(self):
    raised.append(1)
    with open(out + ".raised", "w") as f:
        f.write(str(len(raised)))
    real_raise(self)

mw.MainWindow.show = show
mw.MainWindow.bring_to_front = bring_to_front
sys.exit(app.main(sys.argv[2:]))
"""


def test_the_window_is_shown_before_the_rest_loads_and_everything_is_there_after(tmp_path: Path) -> None:
    data = tmp_path / "data"
    out = tmp_path / "seen.json"
    env = app_env()
    with app_child(_DRIVER, out, ["--no-demo", "--data", str(data), "--gui-rpc-port", "0"], env) as proc:
        wait_for(out, proc)
        seen = json.loads(out.read_text())
        # A second launch now finds this one and raises its window instead of starting.
        second = subprocess.run([sys.executable, "-m", "boinc_gui.app", "--data", str(data)], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0 and "already running" in second.stderr, second.stderr[-2000:]
        wait_for(Path(str(out) + ".raised"), proc)

    at_show = seen["at_show"]
    mods = set(at_show["modules"])
    assert not at_show["populated"] and not at_show["painted"] and at_show["title"] == "boinc-gui — starting…"
    # Nothing of the engine, the charts, the HTTP client, the tray or the tabs yet ...
    for name in ("core.client.live", "core.api.client", "boinc_gui.hosts.bridge", "boinc_gui.hosts.manager",
                 "boinc_gui.shell.tray", "boinc_gui.icons", "boinc_gui.tables.table_view", "boinc_gui.tabs.log",
                 "pyqtgraph", "numpy", "httpx",
                 "PySide6.QtCharts", "PySide6.QtNetwork", "PySide6.QtSvg", "hashlib", "ctypes.util"):
        assert name not in mods, f"{name} is loaded before the window is shown"
    # ... and PySide6 has not built its Qt namespace (every Qt.* enum at once, ~17 ms).
    assert not at_show["qt_namespace_built"]

    built = seen["built"]
    assert built["painted_first"]  # step two ran after the first paint
    assert built["title"] == "boinc-gui — this computer"
    assert built["tabs"] == ["Projects", "Tasks", "Transfers", "Disk", "Statistics", "Event log", "Notices",
                             "History"]
    assert [m.replace("&", "") for m in built["menus"]][:2] == ["File", "View"]
    assert built["tray"] and built["window_icon"]


def test_the_instance_socket_lives_in_the_users_runtime_directory(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = Path(tempfile.mkdtemp(prefix="rt", dir="/tmp"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    name = server_name(tmp_path / "a")
    assert Path(name).parent == runtime and name != server_name(tmp_path / "b")
    assert name == server_name(tmp_path / "x" / ".." / "a")  # one data directory, one name
    # A runtime directory too deep for a socket's path: the temporary directory, named by user.
    deep = tmp_path / ("d" * 120)
    deep.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(deep))
    monkeypatch.setenv("TMPDIR", str(runtime))
    assert Path(server_name(tmp_path / "a")).parent == runtime
    assert f"-{os.getuid()}-" in Path(server_name(tmp_path / "a")).name


def test_a_crashed_instances_socket_neither_answers_nor_blocks_the_next(qtbot: object, tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = Path(tempfile.mkdtemp(prefix="rt", dir="/tmp"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    name = server_name(tmp_path)
    # What a killed instance leaves: the socket file, with nobody listening on it.
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(name)
    dead.close()
    assert Path(name).exists()
    t0 = time.monotonic()
    assert not signal_running_instance(name)
    assert time.monotonic() - t0 < 0.4  # refused at once, not a timeout
    first = SingleInstance(name)
    try:
        assert first.listen()
        with qtbot.waitSignal(first.raise_requested, timeout=3000):  # type: ignore[attr-defined]
            assert signal_running_instance(name)
    finally:
        first.close()
        first.deleteLater()
    assert not Path(name).exists()
    assert not signal_running_instance(name, timeout_ms=200)


def test_before_the_first_paint_the_system_theme_is_judged_by_the_platform_palette(qapp: object) -> None:
    """looks_dark answers without PySide6's Qt namespace; is_dark, after the paint, has the last word."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from boinc_gui.theme import Theme, is_dark, looks_dark

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    saved = app.palette()
    try:
        assert looks_dark(Theme.DARK, app) and not looks_dark(Theme.LIGHT, app)
        for window_colour, dark in (("#202225", True), ("#f3f4f6", False)):
            palette = QPalette(saved)
            palette.setColor(QPalette.ColorRole.Window, QColor(window_colour))
            app.setPalette(palette)
            assert looks_dark(Theme.SYSTEM, app) is dark
        assert is_dark(Theme.DARK) and not is_dark(Theme.LIGHT)
    finally:
        app.setPalette(saved)
