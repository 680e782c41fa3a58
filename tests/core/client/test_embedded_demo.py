"""The embedded demo project runs as a child process of the window's (core.client.embedded_demo):
a live client attaches to it and gets work; it stops when asked, and on its own when the
process that started it dies; a port already taken is a clear error."""
from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import psutil
import pytest

from core.api.commands import Attach
from core.client.embedded_demo import start_demo
from tests.core.client.e2e import REPO, live_client, wait_for

pytestmark = pytest.mark.timeout(120)


def test_a_live_client_attaches_to_the_demo_served_by_a_child(tmp_path: Path) -> None:
    demo = start_demo(tmp_path / "data", port=0)
    try:
        assert demo.proc.pid in [p.pid for p in psutil.Process().children()]
        assert demo.master_url.startswith("http://127.0.0.1:") and demo.authenticator
        assert len(list((tmp_path / "data" / "demo-project").iterdir())) > 1  # its data, beside the log
        client = live_client(tmp_path / "client")
        try:
            result = client.submit(Attach(demo.master_url, demo.authenticator)).result(timeout=30)
            assert result.ok, result.message
            wait_for(lambda: bool(client.session.state.results), 60, "work from the demo project's child")
        finally:
            client.stop()
        # No demo server thread in this process: its work is the child's.
        assert not [t for t in threading.enumerate() if t.name == "demo-project"]
    finally:
        demo.stop()
    assert demo.proc.returncode == 0


PARENT = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from core.client.embedded_demo import start_demo
    demo = start_demo(Path(sys.argv[1]), port=0)
    print(demo.proc.pid, flush=True)
    time.sleep(600)
""")


def test_the_demo_ends_when_the_window_process_dies(tmp_path: Path) -> None:
    parent = subprocess.Popen([sys.executable, "-c", PARENT, str(tmp_path / "data")], cwd=REPO,
                              stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    child = psutil.Process(int(parent.stdout.readline()))
    assert child.is_running()
    parent.kill()  # as a crash or kill -9 would: nothing asks the demo to stop
    parent.wait()
    gone, alive = psutil.wait_procs([child], timeout=30)
    assert gone and not alive, "the demo server outlived the window's process"


def test_a_taken_port_is_a_clear_error(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = time.monotonic()
        with pytest.raises(OSError) as caught:
            start_demo(tmp_path / "data", port=port)
        assert "did not start" in str(caught.value) and "demo-project:" in str(caught.value)
        assert time.monotonic() - started < 30
