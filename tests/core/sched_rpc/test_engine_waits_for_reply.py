"""While a scheduler RPC is in flight, the engine does not ask to run again at once.

Nothing it could decide then can start another RPC, and the reply wakes the live
client's loop (LiveTransport.on_done). Before, an RPC made every work-fetch check due
and the engine's next wake "now": the live client's loop spun through each exchange,
thousands of passes a second, its engine thread taking the interpreter from the very
thread that waited for the reply (20-ms exchanges with a local server took 0.3-1.6 s)."""
from __future__ import annotations

import random
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.api.commands import Attach
from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import RpcReason
from tests.core.client.e2e import live_client
from tests.core.sched_rpc.conftest import AlwaysOn, LoopbackServer, NoJobs, attached_state, send

pytestmark = pytest.mark.timeout(60)


def test_the_engine_sleeps_through_an_rpc_and_wakes_on_its_reply(server: LoopbackServer, tmp_path: Path) -> None:
    release = threading.Event()

    def held(h: BaseHTTPRequestHandler) -> None:
        release.wait(20)
        send(h, 200, b"<scheduler_reply><request_delay>30</request_delay></scheduler_reply>")

    server.on_post = held
    state = attached_state(server.url)
    project = state.projects[server.url]
    project.scheduler_urls = [f"{server.url}cgi"]
    project.sched_rpc_pending = RpcReason.USER_REQ
    state.host_info.p_calculated = 1.0
    transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=30))
    replied = threading.Event()
    transport.on_done = replied.set
    engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=transport, rng=random.Random(4))
    now = 1_000_000.0
    engine.poll(now)
    assert transport.busy()  # the RPC went out
    for step in range(5):  # the loop looks again (its timer, a GUI command): nothing is due
        t = now + 0.1 * (step + 1)
        assert engine.poll(t) > t
    release.set()
    assert replied.wait(20)
    t = now + 1.0
    engine.poll(t)  # the pass the reply wakes takes it
    assert not transport.busy() and project.sched_rpc_pending == RpcReason.NONE
    assert project.min_rpc_time == pytest.approx(t + 30, abs=1.0)  # the reply's request delay, acted on


def test_the_live_clients_loop_does_not_spin_during_a_slow_rpc(server: LoopbackServer, tmp_path: Path) -> None:
    got_post = threading.Event()

    def slow(h: BaseHTTPRequestHandler) -> None:
        got_post.set()
        time.sleep(3.0)
        send(h, 200, b"<scheduler_reply><request_delay>30</request_delay></scheduler_reply>")

    server.on_post = slow
    server.on_get = lambda h: send(h, 200, f'<html><scheduler>{server.url}cgi</scheduler></html>'.encode())
    client = live_client(tmp_path / "client")
    try:
        client.submit(Attach(str(server.url), "0123456789abcdef0123456789abcdef"))
        assert got_post.wait(20), "no scheduler request"
        before = client.passes
        time.sleep(2.5)  # inside the server's three seconds
        during = client.passes - before
    finally:
        client.stop()
    # The loop's own timer (a pass a second at most) and nothing else; it spun by the thousand.
    assert during <= 10, during
