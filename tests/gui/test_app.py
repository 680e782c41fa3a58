"""Start-up: the no-display message, the missing-library message, single instance, the entry point."""
from __future__ import annotations

import ctypes.util
import os
import subprocess
import sys

import pytest
from pytestqt.qtbot import QtBot

from boinc_gui import app as app_module
from boinc_gui.runtime import services
from boinc_gui.runtime.single_instance import SingleInstance, _UnixServer, server_name, signal_running_instance
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
    first.close()
    assert not os.path.exists(name)
    assert not signal_running_instance(name, timeout_ms=200)
    first.deleteLater()
    qtbot.wait(50)


def test_the_instance_socket_is_the_users_own_and_only_a_question_raises_the_window(
        qtbot: QtBot, tmp_path: os.PathLike[str]) -> None:
    """A crashed instance's socket (or any file) in the way is replaced; the socket is this user's
    alone; a connection that says something else, or nothing, raises nothing, and a question that
    arrives in pieces still counts."""
    import socket
    import stat
    from pathlib import Path

    name = str(Path(tmp_path) / "boinc-gui-test")
    Path(name).write_text("left by a crash")
    first = SingleInstance(name)
    assert first.listen() and first.listening
    assert stat.S_ISSOCK(os.stat(name).st_mode) and stat.S_IMODE(os.stat(name).st_mode) == 0o600
    raised: list[int] = []
    first.raise_requested.connect(lambda: raised.append(1))
    idle = [socket.socket(socket.AF_UNIX) for _ in range(_UnixServer.MAX_ASKING + 2)]
    for s in idle:
        s.connect(name)  # more than it keeps waiting: the oldest are let go
        qtbot.wait(10)  # taken from the backlog (8) as the window's event loop turns
    idle[0].settimeout(3)
    assert idle[0].recv(1) == b""  # the oldest silent one was closed
    wrong = socket.socket(socket.AF_UNIX)
    wrong.connect(name)
    wrong.sendall(b"GET / HTTP/1.0\r\n\r\n")
    qtbot.wait(200)
    assert raised == []
    pieces = socket.socket(socket.AF_UNIX)
    pieces.connect(name)
    pieces.sendall(b"rai")
    qtbot.wait(100)
    assert raised == []
    pieces.sendall(b"se\n")
    qtbot.waitUntil(lambda: raised == [1], timeout=3000)
    for s in (*idle, wrong, pieces):
        s.close()
    first.close()
    assert not os.path.exists(name) and not first.listening
    first.deleteLater()
    qtbot.wait(50)


def test_the_instance_server_does_not_load_qtnetwork() -> None:
    """QtNetwork and the Kerberos libraries it links stayed in the window's memory for this one
    socket (2.3 MB of its idle RSS); on POSIX the server is a plain socket."""
    probe = (
        "import sys, tempfile, os\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from boinc_gui.runtime.single_instance import SingleInstance\n"
        "app = QCoreApplication([])\n"
        "s = SingleInstance(os.path.join(tempfile.mkdtemp(), 'sock'))\n"
        "assert s.listen()\n"
        "s.close()\n"
        "print('PySide6.QtNetwork' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


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
