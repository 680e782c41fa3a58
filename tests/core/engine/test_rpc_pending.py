"""A failed first scheduler RPC after attach is retried as INIT (BOINC keeps
sched_rpc_pending until a reply succeeds), against a real loopback server.

The engine runs on an injected clock; the HTTP exchanges are real. The server
answers the first request with HTTP 500 and the later ones with a valid reply.
"""
from __future__ import annotations

import random
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.policy.cpu_sched import CpuSchedule
from core.ports import SchedulerReply, SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import ClientState, Result, RpcReason
from tests.core.sched_rpc.conftest import AlwaysOn, LoopbackServer, NoJobs, attached_state, send


class _Rpcs:
    """Each RPC's reason, outcome and the project's pending reason right after it."""

    def __init__(self, state: ClientState) -> None:
        self.state = state
        self.log: list[tuple[RpcReason, bool, RpcReason]] = []

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None: ...
    def result_reported(self, result: Result, now: float) -> None: ...
    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None: ...
    def task_abandoned(self, result: Result, now: float) -> None: ...
    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        pending = self.state.projects[request.project].sched_rpc_pending
        self.log.append((RpcReason(request.reason), reply.ok, pending))


@pytest.mark.timeout(60)
@pytest.mark.parametrize("first_pending", [RpcReason.INIT, RpcReason.USER_REQ])
def test_failed_rpc_keeps_init_pending_until_a_reply_succeeds(tmp_path: Path, first_pending: RpcReason) -> None:
    server = LoopbackServer()
    answers = iter([(500, b"down for maintenance")])
    ok = (200, b"<scheduler_reply><hostid>12</hostid></scheduler_reply>")

    def answer(h: BaseHTTPRequestHandler) -> None:
        status, body = next(answers, ok)
        send(h, status, body)

    server.on_post = answer
    try:
        state = attached_state(server.url)
        project = state.projects[server.url]
        project.scheduler_urls = [f"{server.url}cgi"]
        project.sched_rpc_pending = first_pending
        state.host_info.p_calculated = 1.0
        transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
        rpcs = _Rpcs(state)
        engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                        transport=transport, rng=random.Random(3), observer=rpcs)
        now, end = 1_000_000.0, 1_000_000.0 + 3600.0
        while now < end and len(rpcs.log) < 2:
            wake = engine.poll(now)
            if transport.busy():
                if not rpcs.log:  # the first RPC in flight: its reason stays pending
                    assert project.sched_rpc_pending == first_pending
                assert transport.wait(10)
                wake = engine.poll(now)
            now = max(min(wake, end), now + 1.0)
        # Every completed RPC asks for a work-fetch decision at once (BOINC's "RPC
        # complete"), so a further request may be on its way: let what was sent come back.
        for _ in range(5):
            if not transport.busy():
                break
            assert transport.wait(10)
            engine.poll(now)
    finally:
        server.close()

    first, second = rpcs.log[0], rpcs.log[1]
    assert first[:2] == (first_pending, False)
    if first_pending is RpcReason.INIT:
        # Retried as INIT after the backoff, then cleared by the successful reply.
        assert first[2] == RpcReason.INIT
        assert second == (RpcReason.INIT, True, RpcReason.NONE)
    else:
        # A user's request is not retried as such (BOINC's rpc_failed clears it).
        assert first[2] == RpcReason.NONE
        assert second[0] != RpcReason.USER_REQ and second[1]
    assert project.sched_rpc_pending == RpcReason.NONE and project.hostid == 12
    assert project.rpc_count == len(rpcs.log) == len(server.posts)  # counted once per RPC
