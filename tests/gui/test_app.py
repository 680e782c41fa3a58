"""Start-up: the no-display message, the missing-library message, single instance, the entry point."""
from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys

import pytest
from PySide6.QtNetwork import QLocalServer
from pytestqt.qtbot import QtBot

from boinc_gui import app as app_module
from boinc_gui.runtime import services
from boinc_gui.runtime.single_instance import SingleInstance, server_name, signal_running_instance
from tests.gui.conftest import ROOT

pytestmark = [pytest.mark.gui, pytest.mark.timeout(60)]


def test_without_a_display_it_says_how_to_run() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "boinc_gui.app"], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=30)
    assert proc.returncode == 2
    assert "xvfb-run" in proc.stderr and "QT_QPA_PLATFORM=offscreen" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_missing_xcb_library_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    assert app_module.display_problem({"DISPLAY": ":99"}) == ""  # this machine has them (Qt runs here)
    assert all(app_module.library_loadable(lib) for lib in app_module.XCB_LIBRARIES)
    # One of them gone: its file name not found by the loader, nor any other version of it.
    monkeypatch.setitem(app_module.XCB_SONAMES, "xcb-cursor", "libxcb-cursor-not-here.so.0")
    real = ctypes.util.find_library
    monkeypatch.setattr(ctypes.util, "find_library",
                        lambda name: None if name == "xcb-cursor" else real(name))
    assert not app_module.library_loadable("xcb-cursor")
    message = app_module.display_problem({"DISPLAY": ":99"})
    assert "libxcb-cursor0" in message and "apt-get install" in message
    assert "libxcb-icccm4" not in message
    assert app_module.display_problem({"QT_QPA_PLATFORM": "offscreen"}) == ""


def test_second_launch_raises_the_first(qtbot: QtBot, tmp_path: os.PathLike[str]) -> None:
    from pathlib import Path

    name = server_name(Path(tmp_path))
    assert name != server_name(Path(tmp_path) / "other")
    first = SingleInstance(name)
    assert first.listen()
    with qtbot.waitSignal(first.raise_requested, timeout=3000):
        assert signal_running_instance(name)
    qtbot.wait(50)
    first.server.close()
    QLocalServer.removeServer(name)
    assert not signal_running_instance(name, timeout_ms=200)
    first.deleteLater()
    qtbot.wait(50)


def test_arguments() -> None:
    args = app_module.parse_args(["--emulate", "x.xml", "--data", "/tmp/d", "--speed", "10"])
    assert str(args.emulate) == "x.xml" and str(args.data) == "/tmp/d" and args.speed == 10.0
    # Without --emulate the window runs the live client; --emulate alone means the demo scenario.
    assert app_module.parse_args([]).emulate is None
    assert app_module.parse_args(["--emulate"]).emulate == app_module.DEFAULT_SCENARIO


def test_bad_scenario_is_a_message_not_a_traceback(tmp_path: os.PathLike[str]) -> None:
    from pathlib import Path

    bad = Path(tmp_path) / "bad.xml"
    bad.write_text("<scenario><nonsense>1</nonsense></scenario>")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "boinc_gui.app", "--emulate", str(bad), "--data",
                           str(Path(tmp_path) / "data")], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=30)
    assert proc.returncode == 2 and "cannot load the scenario" in proc.stderr and "Traceback" not in proc.stderr


def test_metrics_port_serves_the_live_client(tmp_path: os.PathLike[str]) -> None:
    """--metrics-port in the window's client: /metrics served from the live client's snapshots."""
    import urllib.error
    import urllib.request
    from pathlib import Path

    from tests.core.client.e2e import free_port, live_client, wait_for

    args = app_module.parse_args(["--metrics-port", str(free_port())])
    assert args.metrics_address == "127.0.0.1" and app_module.parse_args([]).metrics_port == 0
    client = live_client(Path(tmp_path) / "data")
    starter = services.MetricsStarter(client, args.metrics_port, args.metrics_address)
    try:
        assert starter.started.wait(60) and starter.service is not None
        url = f"http://127.0.0.1:{starter.service.port}/metrics"

        def served() -> bool:
            try:
                with urllib.request.urlopen(url, timeout=5) as r:
                    return r.status == 200 and b"boinc_engine_tick_duration_seconds_count" in r.read()
            except urllib.error.HTTPError:
                return False  # 503 until the first snapshot is published
        wait_for(served, 30, "the window client's metrics")
    finally:
        starter.stop()
        client.stop()
    assert services.MetricsStarter(None, 9999).started.is_set()  # the emulator: nothing served


def test_a_service_stopped_while_starting_is_not_left_serving(tmp_path: os.PathLike[str]) -> None:
    """The app quitting while the engine opens: the metrics server is either never started or
    stopped; nothing listens on its port afterwards (boinc_gui/runtime/services.py)."""
    import socket
    from pathlib import Path

    from tests.core.client.e2e import free_port, live_client

    port = free_port()
    client = live_client(Path(tmp_path) / "data")
    try:
        starter = services.MetricsStarter(client, port)
        starter.stop()
        assert starter.started.wait(60)  # stop() came first, or found the started server and stopped it
        with socket.socket() as s, pytest.raises(OSError):
            s.connect(("127.0.0.1", port))
    finally:
        client.stop()
