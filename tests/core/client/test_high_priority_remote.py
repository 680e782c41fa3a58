"""A task in high priority says so over GUI RPC too (issue 36, item 7).

A real ``boinc-core run`` with 60-s jobs due in an hour and a 72-minute work buffer runs
them first (rr_sim's computation deadline is the report deadline less the buffer). Its
GUI RPC marks them ``<edf_scheduled/>`` as BOINC's client does, and the manager's remote
view of it shows BOINC Manager's "Running, high priority", with no projected miss.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from core.api.snapshot import ClientSnapshot
from core.guirpc.client import GuiRpcClient
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.remote.client import RemoteClient
from tests.core.client.e2e import FAST_PREFS, core_run, demo_project, free_port, wait_for

pytestmark = pytest.mark.timeout(150)


def test_a_task_run_first_for_its_deadline_is_running_high_priority_on_a_remote_view(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=60_000_000, delay_bound_s=3600.0, ready_jobs=4)
    data = tmp_path / "client"
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, replace(FAST_PREFS, work_buf_min_days=0.05))
    port = free_port()
    try:
        with core_run(data, project, port, override=dd.global_prefs_override.read_bytes()) as (_proc, password):
            with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                wait_for(lambda: any(r.edf_scheduled and r.scheduler_state == 2 for r in rpc.get_results()),
                         60, "a task running first for its deadline")
            seen: list[ClientSnapshot] = []
            remote = RemoteClient("127.0.0.1", port, password, poll_interval_s=0.2, timeout_s=5)
            remote.add_listener(seen.append)
            remote.start()
            try:
                wait_for(lambda: any(t.status == "Running, high priority" for s in seen[-1:] for t in s.tasks),
                         30, "the remote view's status")
                rows = [t for t in seen[-1].tasks if t.running]
            finally:
                remote.stop()
    finally:
        project.stop()
    assert rows and all(t.high_priority and not t.deadline_risk for t in rows if "high priority" in t.status)
