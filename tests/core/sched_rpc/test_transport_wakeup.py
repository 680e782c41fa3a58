"""LiveTransport says when an exchange is over, so the live client acts on the reply at once."""
from __future__ import annotations

import socket
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.ids import ProjectUrl, ResultName
from core.ports import SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from tests.core.sched_rpc.conftest import LoopbackServer, attached_state, send

pytestmark = pytest.mark.timeout(60)


def _exchange(url: ProjectUrl, tmp_path: Path) -> tuple[LiveTransport, threading.Event, float]:
    state = attached_state(url)
    state.projects[url].scheduler_urls = [f"{url}cgi"]
    transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
    ended = threading.Event()
    transport.on_done = ended.set
    start = time.monotonic()
    transport.send(SchedulerRequest(url, reason=2, work_req_seconds=0.0, req_instances=0.0,
                                    report=(ResultName("none_0"),)), 100.0)
    return transport, ended, start


def test_the_hook_fires_when_the_reply_is_in_and_before_any_poll(server: LoopbackServer, tmp_path: Path) -> None:
    def slow(h: BaseHTTPRequestHandler) -> None:
        time.sleep(0.4)
        send(h, 200, b"<scheduler_reply><request_delay>7</request_delay></scheduler_reply>")

    server.on_post = slow
    transport, ended, start = _exchange(server.url, tmp_path)
    assert not ended.is_set()  # the server is still thinking
    assert ended.wait(20), "no word of the reply"
    assert time.monotonic() - start >= 0.4
    # The reply the hook announced is there for the very next poll.
    [(_, reply)] = transport.poll(101.0)
    assert reply.ok and reply.request_delay_s == 7 and not transport.busy()


def test_a_failed_exchange_fires_the_hook_too(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    transport, ended, _ = _exchange(ProjectUrl(f"http://127.0.0.1:{port}/"), tmp_path)
    assert ended.wait(20), "no word of the failure"
    [(_, reply)] = transport.poll(101.0)
    assert not reply.ok and "cannot connect" in reply.error
