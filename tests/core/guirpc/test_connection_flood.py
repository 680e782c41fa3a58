"""Many idle or slow connections cannot shut a manager out (issue 16, item 3).

Against a real ``boinc-core run``: 500 connections from 127.0.0.1 that send
nothing, or send one byte a second and never finish a request, are held while
Debian's boinccmd asks for the client's status; it is answered, well within a
second. Against the server alone: the deadline to complete a request is not
extended by trickled bytes, and a connection over the per-address limit closes
the oldest unauthenticated one of that address.
"""
from __future__ import annotations

import shutil
import socket
import statistics
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from core.demo import DemoProject
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from tests.core.client.e2e import core_run, demo_project, free_port
from tests.core.client.gui_rpc_run import boinccmd
from tests.core.guirpc.sample import PASSWORD, RawConn, attached_snapshot

pytestmark = pytest.mark.timeout(180)
HELD = 500
CALLS = 5
WITHIN_S = 1.0


@dataclass
class Client:
    project: DemoProject
    port: int
    password: str


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    tmp = tmp_path_factory.mktemp("flood")
    project = demo_project(tmp)
    port = free_port()
    try:
        with core_run(tmp / "client", project, port) as (proc, password):
            deadline = time.monotonic() + 30
            while boinccmd(port, password, "--get_cc_status").returncode != 0:
                assert proc.poll() is None and time.monotonic() < deadline, "the GUI RPC server never answered"
                time.sleep(0.2)
            yield Client(project, port, password)
    finally:
        project.stop()


def _open(port: int, n: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.setblocking(False)
        socks.append(s)
    return socks


def _timed_status_calls(c: Client) -> list[float]:
    times = []
    for _ in range(CALLS):
        start = time.monotonic()
        r = boinccmd(c.port, c.password, "--get_cc_status")
        times.append(time.monotonic() - start)
        assert r.returncode == 0 and "CPU status" in r.stdout, (r.stdout, r.stderr)
    return times


def _report(what: str, times: list[float]) -> None:
    print(f"\nboinccmd --get_cc_status with {HELD} {what} connections held: "
          + ", ".join(f"{t * 1000:.0f}" for t in times) + " ms")


@pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")
def test_boinccmd_is_answered_while_500_idle_connections_are_held(client: Client) -> None:
    held = _open(client.port, HELD)
    try:
        times = _timed_status_calls(client)
        _report("idle", times)
        assert statistics.median(times) < WITHIN_S, times
    finally:
        for s in held:
            s.close()


@pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")
def test_boinccmd_is_answered_while_500_slow_connections_are_held(client: Client) -> None:
    held = _open(client.port, HELD)
    stop = threading.Event()
    request = b"<boinc_gui_rpc_request>\n<get_state/>\n</boinc_gui_rpc_request>\n"

    def trickle() -> None:  # one more byte of a request on every connection, every second
        sent = 0
        while not stop.wait(1.0):
            for s in held:
                try:
                    s.send(request[sent % len(request):][:1])
                except OSError:
                    pass
            sent += 1

    t = threading.Thread(target=trickle, daemon=True)
    t.start()
    try:
        time.sleep(2.5)  # a couple of bytes each before the manager comes
        times = _timed_status_calls(client)
        _report("slow", times)
        assert statistics.median(times) < WITHIN_S, times
    finally:
        stop.set()
        t.join(10)
        for s in held:
            s.close()


def test_trickled_bytes_do_not_extend_the_request_deadline() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0, request_deadline_s=1.0, idle_timeout_s=600) as server:
        slow = RawConn(server.port)
        slow.sock.settimeout(0.2)
        closed = False
        give_up = time.monotonic() + 30
        while not closed and time.monotonic() < give_up:
            try:
                slow.sock.send(b"<")
                closed = slow.sock.recv(1) == b""
            except TimeoutError:
                continue
            except OSError:
                closed = True
        assert closed, "a connection sending a byte every 0.2 s was never closed"
        assert server.connections_expired == 1
        fine = RawConn(server.port)  # an authenticated manager is not held to it
        assert b"<authorized/>" in fine.authorize()
        time.sleep(1.5)
        assert b"<cc_status>" in fine.call("<get_cc_status/>")


def test_per_address_limit_closes_the_oldest_unauthenticated_connection() -> None:
    backend = StateBackend(attached_snapshot())
    with GuiRpcServer(backend, PASSWORD, port=0, max_connections=10, max_per_address=3) as server:
        manager = RawConn(server.port)
        assert b"<authorized/>" in manager.authorize()
        oldest, newer = RawConn(server.port), RawConn(server.port)
        assert b"<cc_status>" in newer.call("<get_cc_status/>")  # a completed request renews nothing for oldest
        latest = RawConn(server.port)
        assert b"<cc_status>" in latest.call("<get_cc_status/>")
        assert oldest.closed()
        assert b"<cc_status>" in newer.call("<get_cc_status/>")
        assert b"<cc_status>" in manager.call("<get_cc_status/>")
        assert server.connection_count == 3 and server.connections_evicted == 1
