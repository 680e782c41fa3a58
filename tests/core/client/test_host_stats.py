"""time_stats and net_stats measured as BOINC's client measures them (issue 34 item 6).

The figures are checked against closed forms of BOINC's averages
(client/time_stats.cpp, client/net_stats.cpp, lib/util.cpp update_average):
n intervals of dt folded in one by one decay a fraction by exp(-n·dt / 10 days),
whatever n is; a week's half-life halves the network average in a week.
"""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from core.client.host_stats import AVERAGING_S, NET_HALF_LIFE_S, TimeStatsMeter, record_transfer
from core.persist import DataDir, read_client_state
from core.persist.paths import escape_url as escape_project_url
from core.persist.state_writer import render_client_state
from core.ports import SchedulerRequest
from core.sched_rpc import LiveTransport, TransportConfig
from core.state import ClientState, NetInfo, TimeStats
from core.xml.hardened import parse_xml
from tests.core.sched_rpc.conftest import LoopbackServer, attached_state, send

T0 = 1.8e9
DAY = 86400.0


def _fresh() -> tuple[TimeStats, TimeStatsMeter]:
    ts = TimeStats()
    meter = TimeStatsMeter(ts, T0)
    assert meter.update(T0, computing=True, network=True)  # the data directory's first run
    return ts, meter


def test_a_day_suspended_decays_active_frac_by_a_tenth_of_its_time_constant() -> None:
    ts, meter = _fresh()
    step = 60.0
    n = int(DAY / step)
    for i in range(1, n + 1):
        meter.update(T0 + i * step, computing=False, network=True)
    assert ts.active_frac == pytest.approx(math.exp(-DAY / AVERAGING_S), rel=1e-9)
    assert ts.gpu_active_frac == pytest.approx(ts.active_frac)
    assert ts.cpu_and_network_available_frac == pytest.approx(math.exp(-DAY / AVERAGING_S), rel=1e-9)
    assert ts.on_frac == pytest.approx(1.0)  # it ran all the time
    assert ts.connected_frac == -1.0  # a Linux host cannot tell: "unknown", as BOINC sends
    assert ts.total_duration == pytest.approx(DAY)
    assert ts.total_active_duration == 0.0 and ts.session_active_duration == 0.0
    assert ts.client_start_time == T0 and ts.total_start_time == T0


def test_computing_half_the_time_counts_that_half() -> None:
    ts, meter = _fresh()
    for i in range(1, 121):
        meter.update(T0 + i * 30.0, computing=i % 2 == 0, network=False)
    assert ts.total_active_duration == pytest.approx(60 * 30.0)
    assert ts.session_active_duration == pytest.approx(60 * 30.0)
    # Network suspended: "not connected", which decays the fraction (never -1 "unknown").
    assert ts.connected_frac == pytest.approx(math.exp(-3600.0 / AVERAGING_S), rel=1e-9)
    assert ts.cpu_and_network_available_frac == pytest.approx(ts.connected_frac)
    assert ts.active_frac < 1.0


def test_short_intervals_wait_and_a_gap_is_time_off() -> None:
    ts, meter = _fresh()
    assert not meter.update(T0 + 5.0, computing=False, network=True)  # 10 s or less: later
    assert ts.last_update == T0
    meter.update(T0 + 20.0, computing=True, network=True)
    # The host slept an hour: on_frac decays, nothing else moves, no active time is added.
    active = ts.active_frac
    meter.update(T0 + 20.0 + 3600.0, computing=True, network=True)
    assert ts.on_frac == pytest.approx(math.exp(-3600.0 / AVERAGING_S), rel=1e-9)
    assert ts.active_frac == active
    assert ts.total_duration == pytest.approx(20.0)


def test_a_restart_counts_the_time_the_client_was_off() -> None:
    ts, meter = _fresh()
    meter.update(T0 + 60.0, computing=True, network=True)
    saved_total = ts.total_duration
    later = T0 + 60.0 + DAY
    again = TimeStatsMeter(ts, later)  # a new session on the same figures
    assert ts.client_start_time == later and ts.session_active_duration == 0.0
    again.update(later + 15.0, computing=True, network=True)
    assert ts.on_frac == pytest.approx(math.exp(-(DAY + 15.0) / AVERAGING_S), rel=1e-9)
    assert ts.total_duration == saved_total


def test_net_stats_follow_boincs_rate_and_average() -> None:
    info = NetInfo()
    record_transfer(info, 1e6, 2.0, T0)
    assert info.max_rate == 5e5
    # First average: the bytes over the transfer's own duration, per day.
    assert info.avg_rate == pytest.approx(1e6 / (2.0 / DAY)) and info.avg_time == T0
    first = info.avg_rate
    record_transfer(info, 1e6, 1.0, T0 + NET_HALF_LIFE_S)
    w = math.log(1e6) / 500
    assert info.max_rate == pytest.approx(w * 1e6 + (1 - w) * 5e5)
    assert info.avg_rate == pytest.approx(first / 2 + 0.5 * 1e6 / (NET_HALF_LIFE_S / DAY))
    record_transfer(info, 0.0, 1.0, T0 + 2 * NET_HALF_LIFE_S)  # nothing moved: no sample
    assert info.avg_time == T0 + NET_HALF_LIFE_S


def test_the_state_file_keeps_them_as_boinc_saves_them(tmp_path: Path) -> None:
    state = ClientState()
    ts = state.time_stats
    meter = TimeStatsMeter(ts, T0)
    meter.update(T0, computing=True, network=True)
    for i in range(1, 11):
        meter.update(T0 + i * 60.0, computing=i > 5, network=True)
    record_transfer(state.net_stats.down, 5e6, 2.0, T0 + 100)
    record_transfer(state.net_stats.up, 2e5, 1.0, T0 + 200)
    now = T0 + 700.0
    data = render_client_state(state, now)
    root = parse_xml(data, source="written")
    saved = root.find("time_stats")
    assert saved is not None
    assert [el.tag for el in saved] == [
        "on_frac", "connected_frac", "cpu_and_network_available_frac", "active_frac", "gpu_active_frac",
        "client_start_time", "total_start_time", "total_duration", "total_active_duration",
        "total_gpu_active_duration", "previous_uptime", "last_update"]
    assert saved.findtext("previous_uptime") == "700.000000"  # this session's length so far
    assert [el.tag for el in root.find("net_stats")] == [
        "bwup", "avg_up", "avg_time_up", "bwdown", "avg_down", "avg_time_down"]
    assert [el.tag for el in root][:4] == ["host_info", "time_stats", "net_stats", "active_task_set"]

    dd = DataDir(tmp_path)
    dd.ensure()
    dd.client_state.write_bytes(data)
    back = read_client_state(dd, now=now + 5).state
    got = back.time_stats
    for name in ("on_frac", "active_frac", "cpu_and_network_available_frac", "total_start_time",
                 "total_duration", "total_active_duration", "last_update"):
        assert getattr(got, name) == pytest.approx(getattr(ts, name), abs=1e-6), name
    assert got.previous_uptime == 700.0  # read back as the last session's length
    assert got.client_start_time == 0.0  # a new session sets its own
    assert back.net_stats.down.max_rate == pytest.approx(2.5e6, abs=1e-6)
    assert back.net_stats.up.avg_time == pytest.approx(T0 + 200, abs=1e-6)


def test_a_scheduler_exchange_counts_both_ways(tmp_path: Path) -> None:
    # BOINC's client folds every HTTP operation into net_stats, scheduler requests too.
    server = LoopbackServer()
    reply = b"<scheduler_reply>\n<request_delay>1</request_delay>\n" + b" " * 4000 + b"</scheduler_reply>\n"
    server.on_post = lambda h: send(h, 200, reply)
    try:
        url = server.url
        state = attached_state(url)
        state.projects[url].scheduler_urls = [f"{url}cgi"]
        transport = LiveTransport(state, tmp_path, config=TransportConfig(connect_timeout_s=5, reply_timeout_s=5))
        transport.send(SchedulerRequest(url, reason=2, work_req_seconds=0.0, req_instances=0.0), T0)
        assert transport.wait(30)
        [(_, got)] = transport.poll(T0 + 1)
        assert got.ok
        body = (tmp_path / f"sched_request_{escape_project_url(url)}.xml").read_bytes()
        samples = transport.take_net_samples()
        assert [(up, n) for up, n, _ in samples] == [(True, float(len(body))), (False, float(len(reply)))]
        assert all(s > 0 for _, _, s in samples)
        assert transport.take_net_samples() == []  # taken once
    finally:
        server.close()
