"""When only a GPU lacks work, the engine asks a project for GPU work alone, and backs the type off
when none comes (BOINC's per-resource work fetch, client/work_fetch.cpp).

The CPUs' queue is a day deep, so the CPU policy asks for nothing; the two declared
``fakegpu`` devices are idle. The engine's request (to a real HTTP server on 127.0.0.1)
asks 0 s of CPU work and the GPU's shortfall with both devices idle; the empty reply backs
the type off for 600 s × 0.5..1.5. With the GPU mode never no such request is made.
"""
from __future__ import annotations

import random
import re
import threading
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from core.coprocs.devices import Coproc
from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import AppName, ResultName, WorkunitName
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import AppVersion, ClientState, Result, ResultState, RunMode, Workunit
from tests.core.sched_rpc.conftest import AlwaysOn, LoopbackServer, NoJobs, attached_state, send

pytestmark = pytest.mark.timeout(60)


def _state(server: LoopbackServer) -> ClientState:
    state = attached_state(server.url)
    p = state.projects[server.url]
    p.scheduler_urls = [f"{server.url}cgi"]
    p.rpc_count, p.hostid = 3, 7
    state.host_info.p_calculated = 1.0
    state.prefs.work_buf_min_days, state.prefs.work_buf_additional_days = 0.1, 0.0
    state.coprocs = [Coproc("fakegpu", count=2, peak_flops=1e12, device_nums=[0, 1])]
    app = AppName("cpuapp")
    state.app_versions.append(AppVersion(server.url, app, 1, avg_ncpus=1.0, flops=1e9))
    for i in range(4):  # two CPUs, four jobs of a day each: the CPU buffer is full
        wu = WorkunitName(f"c{i}")
        state.workunits[(server.url, wu)] = Workunit(server.url, wu, app, rsc_fpops_est=86400e9,
                                                     rsc_fpops_bound=1e20)
        r = Result(server.url, ResultName(f"c{i}"), wu, report_deadline=1e12, state=ResultState.FILES_DOWNLOADED)
        state.results[r.key] = r
    return state


def _tag(body: bytes, path: bytes) -> float:
    found = re.search(path, body, re.S)
    return float(found.group(1)) if found else -1.0


def _run(server: LoopbackServer, state: ClientState, tmp_path: Path, polls: int = 3) -> Engine:
    replied = threading.Event()

    def empty(h: BaseHTTPRequestHandler) -> None:
        send(h, 200, b"<scheduler_reply><scheduler_version>1</scheduler_version></scheduler_reply>")

    server.on_post = empty
    transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=30))
    transport.on_done = replied.set
    engine = Engine(state, PolicySpec.parse("CS2_WFREC_WS2_JC2"), host=AlwaysOn(), executor=NoJobs(),
                    transport=transport, rng=random.Random(4))
    now = 1_000_000.0
    for i in range(polls):
        engine.poll(now + i)
        if transport.busy():
            assert replied.wait(20)
            replied.clear()
            engine.poll(now + i + 0.5)
            return engine
    return engine


def test_gpu_only_request_then_backoff(server: LoopbackServer, tmp_path: Path) -> None:
    state = _state(server)
    _run(server, state, tmp_path)
    assert len(server.posts) == 1
    body = server.posts[0]
    assert _tag(body, rb"<cpu_req_secs>([^<]*)<") == 0.0
    assert _tag(body, rb"<coprocs>.*?<req_secs>([^<]*)<") == pytest.approx(0.1 * 86400 * 2)
    assert _tag(body, rb"<coprocs>.*?<req_instances>([^<]*)<") == 2.0
    until, interval = state.projects[server.url].gpu_backoff["fakegpu"]
    assert interval == 600.0 and 1_000_000.0 + 300 <= until <= 1_000_000.0 + 901


def test_no_gpu_request_with_the_gpu_mode_never(server: LoopbackServer, tmp_path: Path) -> None:
    state = _state(server)
    state.modes.gpu.perm = RunMode.NEVER  # the saved GPU mode, as the state file would give it
    engine = _run(server, state, tmp_path)
    assert server.posts == []
    # The volunteer can read why (per project, per type).
    assert engine.status.gpu_fetch == {server.url: {"fakegpu": "GPU computing is suspended"}}
