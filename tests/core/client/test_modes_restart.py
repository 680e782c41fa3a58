"""The volunteer's activity modes survive a restart of the client (issue 36, item 2).

A real ``boinc-core run`` is told over GUI RPC to suspend computing for good and the
network for an hour, as BOINC Manager's Activity menu and ``boinccmd --set_network_mode
never 3600`` do; it is stopped and started again on the same data directory, and its
cc_status still says so, with the hour counting from when it was set. The state file
carries BOINC's own tags for the permanent modes.
"""
from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from core.guirpc.client import GuiRpcClient
from core.persist import DataDir
from core.state.enums import RunMode
from tests.core.client.e2e import core_run, demo_project, free_port

pytestmark = pytest.mark.timeout(150)


def _tag(text: str, tag: str) -> str:
    found = re.findall(rf"<{tag}>([^<]*)</{tag}>", text)
    return found[-1] if found else ""


def test_suspend_and_a_timed_network_suspension_survive_a_restart(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    port = free_port()
    with core_run(data, project, port) as (_proc, password):
        with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
            rpc.set_run_mode(RunMode.NEVER)
            rpc.set_network_mode(RunMode.NEVER, 3600.0)
            set_at = time.time()
            status = rpc.get_cc_status()
            assert status.task_mode == int(RunMode.NEVER) and status.network_mode == int(RunMode.NEVER)
    saved = DataDir(data).client_state.read_text()
    assert _tag(saved, "user_run_request") == str(int(RunMode.NEVER))
    assert _tag(saved, "user_run_prev_request") == str(int(RunMode.AUTO))
    assert _tag(saved, "user_network_request") == str(int(RunMode.AUTO))  # the hour is temporary

    with core_run(data, project, port) as (_proc, password):
        with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
            status = rpc.get_cc_status()
            elapsed = time.time() - set_at
    assert status.task_mode == int(RunMode.NEVER) and status.task_mode_perm == int(RunMode.NEVER)
    assert status.task_suspend_reason != 0
    assert status.network_mode == int(RunMode.NEVER) and status.network_mode_perm == int(RunMode.AUTO)
    assert 3600.0 - elapsed - 5 <= status.network_mode_delay <= 3600.0 - elapsed + 1
