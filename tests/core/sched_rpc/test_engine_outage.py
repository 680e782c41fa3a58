"""A real Engine with LiveTransport against a project whose server is down, over simulated days.

The engine runs on an injected clock (poll(now) with our own now values); the
HTTP attempts are real (connection refused on loopback). The RPC rate must stay
within rpc_backoff's policy: no attempt before the backoff the previous failure set.
"""
from __future__ import annotations

import random
import socket
from pathlib import Path

import pytest

from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import ProjectUrl
from core.policy.cpu_sched import CpuSchedule
from core.ports import SchedulerReply, SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import Result, RpcReason
from tests.core.sched_rpc.conftest import AlwaysOn, NoJobs, attached_state


class _Attempts:
    def __init__(self, url: ProjectUrl, engine_state: object) -> None:
        self.log: list[tuple[float, float, bool]] = []  # (time, min_rpc_time after it, ok)
        self.url = url
        self.state = engine_state

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None: ...
    def result_reported(self, result: Result, now: float) -> None: ...
    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None: ...
    def task_abandoned(self, result: Result, now: float) -> None: ...
    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        project = self.state.projects[self.url]  # type: ignore[attr-defined]
        self.log.append((now, project.min_rpc_time, reply.ok))


@pytest.mark.timeout(60)
def test_rpc_rate_over_a_three_day_outage_stays_within_the_backoff_policy(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = ProjectUrl(f"http://127.0.0.1:{port}/")
    state = attached_state(url)
    project = state.projects[url]
    project.scheduler_urls = [f"{url}cgi"]
    project.sched_rpc_pending = RpcReason.INIT
    state.host_info.p_calculated = 1.0
    transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=2, reply_timeout_s=2))
    attempts = _Attempts(url, state)
    engine = Engine(state, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=transport, rng=random.Random(4), observer=attempts)
    now, end = 1_000_000.0, 1_000_000.0 + 3 * 86400
    while now < end:
        wake = engine.poll(now)
        if transport.busy():
            assert transport.wait(10)
            wake = engine.poll(now)  # collect the failure at the same instant
        now = max(min(wake, end), now + 1.0)

    times = [t for t, _, _ in attempts.log]
    assert not any(ok for _, _, ok in attempts.log)
    assert 10 <= len(times) <= 50, times
    for (t0, backoff_until, _), t1 in zip(attempts.log, times[1:]):
        assert t1 >= backoff_until - 1e-6 and t1 - t0 >= 30.0
    last_day = [t for t in times if t >= end - 86400]
    assert len(last_day) <= 86400 / 3600 + 1  # at most one per hour once backed off to the cap
    assert transport.attempts >= len(times)
    # After 10 failed RPCs the master page is fetched again; its failures lead to the daily retry.
    assert project.master_fetch_failures >= 1 and times[-1] - times[-2] >= 86400 - 1
