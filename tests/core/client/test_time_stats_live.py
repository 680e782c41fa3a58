"""The live client measures time_stats and net_stats, saves them, and servers and the
what-if preview read them (issue 34 item 6), end to end on loopback.

The issue's run: 20 minutes, mostly suspended, and the request still said on_frac 1,
active_frac 1, client_start_time 0 and net_stats 0. Here a client computes and
transfers one job's files, is then suspended for a few of BOINC's 10-second
intervals, and asks the project again: the request shows the suspension and the
transfers; after a restart the figures come back from client_state.xml, the
request says how long the last session lasted, and the preview built from the
data directory uses the measured fractions.
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.api.commands import ProjectAction, ProjectOp, SetRunMode
from core.client.live import LiveClient
from core.emulator.from_state import scenario_from_state
from core.ids import ProjectUrl
from core.persist import DataDir, read_client_state
from core.state import RunMode
from core.xml.hardened import parse_xml
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for
from tests.core.sched_rpc.test_real_server_request import DISK_USAGE_KNOWS, SCHEDULER_KNOWS


def _request_after(client: LiveClient, dd: DataDir, url: ProjectUrl, since: float) -> dict[str, float]:
    """Ask the project now; the figures of the request that went (once its file is newer than ``since``)."""
    path = dd.sched_request_file(str(url))
    assert client.submit(ProjectOp(url, ProjectAction.UPDATE)).result(timeout=10).ok
    wait_for(lambda: path.exists() and path.stat().st_mtime > since, 30, "the next scheduler request")
    time.sleep(0.2)  # written in one go, but let the writer close it
    root = parse_xml(path.read_bytes(), source=str(path))
    # Nothing a stock scheduler would call unrecognized (issue 34 item 5), from the live client too.
    assert {str(el.tag) for el in root} <= SCHEDULER_KNOWS
    assert {str(el.tag) for el in root.iterfind("disk_usage/*")} <= DISK_USAGE_KNOWS
    out: dict[str, float] = {}
    for block in ("time_stats", "net_stats"):
        el = root.find(block)
        assert el is not None, block
        out.update({str(c.tag): float(c.text or "nan") for c in el})
    return out


@pytest.mark.timeout(180)
def test_measured_time_and_net_stats_reach_the_server_and_survive_a_restart(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    url = ProjectUrl(project.master_url)
    data = tmp_path / "client"
    dd = DataDir(data)
    try:
        client = live_client(data)
        try:
            started = time.time()
            attach(client, project)
            wait_for(lambda: credited(project) >= 1, 60, "a credited result (downloads and an upload)")
            assert client.submit(SetRunMode(RunMode.NEVER)).result(timeout=10).ok
            time.sleep(25)  # two of BOINC's 10-second intervals and more, computing suspended
            first = _request_after(client, dd, url, time.time() - 0.5)
        finally:
            client.stop()
        assert first["client_start_time"] >= started - 30
        assert 0 < first["active_frac"] < 1.0  # the suspension counts
        assert first["cpu_and_network_available_frac"] < 1.0
        assert first["on_frac"] == 1.0  # it ran all the time
        assert first["connected_frac"] == -1.0  # unknown on Linux, as the real client sends
        assert first["total_duration"] >= 20
        # The job took a few seconds (maybe inside one 10-second interval); the suspension did not count.
        assert 0 <= first["session_active_duration"] < first["total_duration"] - 20
        assert first["total_active_duration"] == first["session_active_duration"]  # the first session
        assert first["total_start_time"] >= started - 30
        assert first["bwdown"] > 0 and first["avg_down"] > 0 and first["avg_time_down"] >= started
        assert first["bwup"] > 0 and first["avg_time_up"] >= started

        saved = read_client_state(dd).state
        assert saved.time_stats.active_frac < 1.0
        assert saved.time_stats.total_duration >= first["total_duration"] - 1e-6  # the request rounds to 6 places
        assert saved.net_stats.down.max_rate > 0 and saved.net_stats.up.max_rate > 0
        # The what-if preview reads the measured fractions.
        preview = scenario_from_state(data, days=1.0).scenario.host
        assert preview.active_frac == pytest.approx(saved.time_stats.active_frac)
        assert preview.availability == pytest.approx(saved.time_stats.on_frac)

        again = live_client(data)
        try:
            second = _request_after(again, dd, url, time.time() - 0.5)
        finally:
            again.stop()
        assert second["previous_uptime"] >= first["total_duration"]  # the first session's length
        assert second["client_start_time"] > first["client_start_time"]
        assert second["total_start_time"] == first["total_start_time"]
        assert second["total_duration"] >= first["total_duration"]
        assert second["active_frac"] <= saved.time_stats.active_frac + 1e-6
        assert second["bwdown"] == pytest.approx(saved.net_stats.down.max_rate, rel=1e-5)
    finally:
        project.stop()
