"""The desktop app is manageable like BOINC's client: GUI RPC on its port, or a clear word when it is taken."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.core.client.e2e import REPO, free_port

pytestmark = pytest.mark.timeout(120)


@contextmanager
def desktop_app(data: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "boinc_gui.app", "--no-demo", "--data", str(data),
                             "--gui-rpc-port", str(port)], cwd=REPO, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        yield proc
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _wait(pred: object, what: str, limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while not pred():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)


@pytest.mark.skipif(shutil.which("boinccmd") is None, reason="Debian's boinccmd is not installed")
def test_boinccmd_manages_the_desktop_app(tmp_path: Path) -> None:
    data, port = tmp_path / "data", free_port()
    with desktop_app(data, port):
        auth = data / "gui_rpc_auth.cfg"
        _wait(lambda: auth.exists() and auth.read_text().strip(), "the GUI RPC password")

        def answered() -> bool:
            r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{port}", "--passwd", auth.read_text().strip(),
                                "--get_cc_status"], capture_output=True, text=True, timeout=20)
            return r.returncode == 0 and "CPU status" in r.stdout

        _wait(answered, "boinccmd --get_cc_status to answer")


def test_a_taken_port_is_said_and_the_app_runs_on(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        with desktop_app(data, port) as proc:
            log = data / "stdoutdae.txt"
            _wait(lambda: log.exists() and "GUI RPC is not available" in log.read_text(), "the port-taken alert")
            assert proc.poll() is None  # it runs on without GUI RPC
    line = next(x for x in log.read_text().splitlines() if "GUI RPC is not available" in x)
    assert f"127.0.0.1:{port}" in line and "--gui-rpc-port" in line and "[Errno" not in line
