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
from urllib.parse import urlsplit

import psutil
import pytest

from core.api.commands import Attach
from core.client.embedded_demo import demo_url, port_taken, start_demo, wants_demo
from core.persist import DataDir
from tests.core.client.e2e import REPO, live_client, wait_for

pytestmark = pytest.mark.timeout(120)


def test_a_live_client_attaches_to_the_demo_served_by_a_child(tmp_path: Path) -> None:
    # Another test in this worker may still be stopping an in-process demo server of its own.
    others = {t.ident for t in threading.enumerate() if t.name == "demo-project"}
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
        assert not [t for t in threading.enumerate() if t.name == "demo-project" and t.ident not in others]
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


def test_a_taken_port_moves_a_new_demo_and_the_port_is_kept(tmp_path: Path) -> None:
    """BOINC-gui's demo port (31480) may be another program's: a demo not attached yet is served
    on a free port, which later starts keep (the client's attachment names it)."""
    data = tmp_path / "data"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert wants_demo(data, port)
        demo = start_demo(data, port=port)
        try:
            moved = urlsplit(demo.master_url).port
            assert moved and moved != port
        finally:
            demo.stop()
        again = start_demo(data, port=port)  # the next start: the same URL as the first
        try:
            # Unless the kept port was given meanwhile to another program's connection (the system
            # picked it from the range it hands out for those): once in make test, many tests' own.
            assert again.master_url == demo.master_url or port_taken(moved), (again.master_url, demo.master_url)
        finally:
            again.stop()


def test_a_port_holding_only_closed_connections_is_free_for_the_demo(tmp_path: Path) -> None:
    """A server's connection closed by its side keeps the server's port for a minute (TIME_WAIT):
    a demo restarted within it binds there all the same, as http.server sets SO_REUSEADDR, so
    the port is not "taken". Judged taken, a demo not yet attached moved to another port."""
    with socket.socket() as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the demo's server (http.server)
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port)) as peer:
            served, _ = listener.accept()
            served.close()  # this side first: its end of the connection waits on the port
            peer.recv(1)
    with socket.socket() as plain, pytest.raises(OSError):
        plain.bind(("127.0.0.1", port))  # a bind without SO_REUSEADDR still fails: the port waits
    assert not port_taken(port)
    demo = start_demo(tmp_path / "data", port=port)
    try:
        assert urlsplit(demo.master_url).port == port
    finally:
        demo.stop()


def test_a_taken_port_of_an_attached_demo_is_a_clear_error(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        dd = DataDir(data)
        dd.ensure()
        dd.account_file(demo_url(port)).write_text("<account></account>\n")  # attached under this port
        assert wants_demo(data, port)
        started = time.monotonic()
        with pytest.raises(OSError) as caught:
            start_demo(data, port=port)
        assert "did not start" in str(caught.value) and "demo-project:" in str(caught.value)
        assert time.monotonic() - started < 30
