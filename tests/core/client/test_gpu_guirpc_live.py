"""GUI RPC sees our GPUs and GPU mode as it sees BOINC's: Debian's boinccmd drives a live client.

A real ``boinc-core run`` with the cc_config of fixtures/boinc-7.20/gpu-declared (a declared
``fakegpu`` type, two devices), attached to the demo project, which sends it GPU jobs.
``boinccmd --get_tasks`` shows each GPU job's resources as BOINC's client words them
("0.5 CPUs + 0.5 fakegpus (device 1)"); ``--set_gpu_mode never`` stops the GPU jobs (CPU
jobs go on) and ``--get_cc_status`` then shows the GPU block as BOINC's client does after
its next pass (client/cs_prefs.cpp: the mode "never" is a user request); the host info
carries the ``<coprocs>`` block in BOINC's layout. The mode is kept over a restart.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from lxml import etree

from core.api.commands import SetGpuMode
from core.api.snapshot import ClientSnapshot
from core.client.live import LiveClient
from core.guirpc.client import GuiRpcClient
from core.persist import DataDir
from core.remote.client import RemoteClient
from core.state.enums import RunMode
from tests.core.client.e2e import core_run, demo_project, free_port, live_client, paced_demo_app

BOINCCMD = shutil.which("boinccmd") or "/usr/bin/boinccmd"
FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")

pytestmark = [pytest.mark.timeout(300),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


def _cmd(port: int, password: str, *args: str) -> str:
    r = subprocess.run([BOINCCMD, "--host", f"127.0.0.1:{port}", "--passwd", password, *args],
                       capture_output=True, text=True, timeout=20)
    return r.stdout + r.stderr


def _executing(tasks_out: str) -> list[str]:
    """The resources line of each executing task (BOINC's boinccmd prints "1 CPU" for plain ones)."""
    found = []
    for block in re.split(r"\n\d+\) -+\n", tasks_out)[1:]:
        if "active_task_state: EXECUTING" in block:
            m = re.search(r"resources: (.*)", block)
            found.append(m.group(1).strip() if m else "")
    return found


def _poll(what: str, fn: object, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if fn():  # type: ignore[operator]
            return
        time.sleep(0.5)
    raise AssertionError(f"never: {what}")


def _gpu_block(status: str) -> str:
    return status.split("GPU status\n", 1)[1].split("Network status", 1)[0]


def test_boinccmd_sees_gpu_jobs_sets_gpu_mode_never_and_the_mode_survives_a_restart(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=12, max_jobs_per_rpc=8)
    data = tmp_path / "client"
    data.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", data / "cc_config.xml")
    port = free_port()
    try:
        with core_run(data, project, port) as (proc, password):
            last: list[str] = []

            def gpu_running() -> bool:
                last[:] = _executing(_cmd(port, password, "--get_tasks"))
                return any("fakegpu" in r for r in last)

            _poll("a GPU job executing", gpu_running, 150)
            gpu = [r for r in last if "fakegpu" in r]
            assert all(re.fullmatch(r"[\d.]+ CPUs? \+ 0\.5 fakegpus \(device [01]\)", r) for r in gpu), gpu

            status = _cmd(port, password, "--get_cc_status")
            assert "GPU status\n    not suspended\n    current mode: according to prefs" in status, status

            host = _cmd(port, password, "--get_host_info")
            assert "domain name:" in host  # boinccmd prints no generic coprocessor: the XML is checked below
            with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                raw = etree.tostring(rpc.call("<get_host_info/>")).decode()
                info = rpc.get_host_info()
            assert "<n_usable_coprocs>2</n_usable_coprocs>" in raw
            assert re.search(r"<coprocs>\s*<coproc>\s*<type>fakegpu</type>\s*<count>2</count>", raw), raw
            assert [(c.type, c.count, c.peak_flops) for c in info.coprocs] == [("fakegpu", 2, 1e12)]

            out = _cmd(port, password, "--set_gpu_mode", "never")
            assert "failed" not in out.lower(), out

            def gpu_stopped() -> bool:
                return not any("fakegpu" in r for r in _executing(_cmd(port, password, "--get_tasks")))

            _poll("GPU jobs stopped", gpu_stopped, 30)
            want = FIXTURE.joinpath("boinccmd_get_cc_status_after_set_gpu_mode_never.txt").read_text()
            status = _cmd(port, password, "--get_cc_status")
            # The mode lines are the real client's; its recording was taken before its next
            # pass set the reason, which BOINC's check_suspend_processing then sets to "user request".
            mode_lines = [ln for ln in _gpu_block(want).splitlines() if "mode" in ln]
            assert mode_lines == [ln for ln in _gpu_block(status).splitlines() if "mode" in ln]
            assert "suspended: user request" in _gpu_block(status)
            assert "CPU status\n    not suspended" in status
            assert proc.poll() is None
        saved = DataDir(data).client_state.read_text()
        assert re.search(r"<user_gpu_request>3</user_gpu_request>", saved), saved

        with core_run(data, project, port) as (_proc, password):
            with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                cc = rpc.get_cc_status()
        assert cc.gpu_mode == int(RunMode.NEVER) and cc.gpu_mode_perm == int(RunMode.NEVER)
        assert cc.gpu_suspend_reason == 4
    finally:
        project.stop()


def _snapshot_where(client: LiveClient | RemoteClient, pred: object, timeout_s: float, what: str) -> ClientSnapshot:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        snap = client.poll_snapshot()
        if snap is not None and pred(snap):  # type: ignore[operator]
            return snap
        time.sleep(0.3)
    raise AssertionError(f"no snapshot with {what}")


def _gpu_rows(snap: ClientSnapshot) -> list[str]:
    return [t.resources for t in snap.tasks if t.running and "fakegpu" in t.resources]


def _gpu_unfinished(snap: ClientSnapshot) -> list[str]:
    return [t.resources for t in snap.tasks if not t.finished and "fakegpu" in t.resources]


def test_the_snapshots_carry_gpu_mode_resources_and_gpus_in_process_and_over_gui_rpc(tmp_path: Path) -> None:
    """The in-process client's snapshot and the remote client's (parsed from GUI RPC) agree."""
    # Jobs of some 3 s (ten chunks, 0.3 s apart): the mode must find a GPU job running, and on a
    # loaded machine (make test with two busy cores) the default half-second jobs all ended
    # between the snapshot that showed one and the mode taking effect, five times in a row.
    project = demo_project(tmp_path, app_dir=paced_demo_app(tmp_path, 0.3), ready_jobs=12, max_jobs_per_rpc=8,
                           job_size=200_000)
    data = tmp_path / "client"
    data.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", data / "cc_config.xml")
    port = free_port()
    try:
        with core_run(data, project, port) as (_proc, password):
            remote = RemoteClient("127.0.0.1", port, password, label="far", poll_interval_s=0.3)
            remote.start()
            try:
                # The mode "never" stops the GPU jobs it finds running; they stay queued for the
                # in-process part below. Should every GPU job still end before the mode takes effect,
                # it is set again until one is kept.
                for _ in range(5):
                    snap = _snapshot_where(remote, lambda s: bool(_gpu_rows(s)), 150, "a running GPU job")
                    assert all(re.fullmatch(r"[\d.]+ CPUs? \+ 0\.5 fakegpus \(device [01]\)", r)
                               for r in _gpu_rows(snap))
                    assert [(g.rsc_type, g.count, g.device_nums) for g in snap.host.gpus] == [("fakegpu", 2, (0, 1))]
                    assert snap.activity.gpu_mode == RunMode.AUTO and snap.activity.gpu_suspend_reason == ""
                    assert remote.submit(SetGpuMode(RunMode.NEVER, 600.0, "too hot")).result(timeout=20).ok
                    snap = _snapshot_where(remote, lambda s: s.activity.gpu_mode == RunMode.NEVER and not _gpu_rows(s),
                                           30, "the GPU mode never and no GPU job running")
                    if _gpu_unfinished(snap):
                        break
                    assert remote.submit(SetGpuMode(RunMode.AUTO, 0.0, "")).result(timeout=20).ok
                else:
                    pytest.fail("every GPU job ended before the mode 'never' took effect, five times")
                assert snap.activity.gpu_suspend_reason == "user request: too hot"
                assert snap.activity.gpu_mode_until is not None and snap.activity.gpu_mode_until > time.time() + 500
            finally:
                remote.stop()
    finally:
        project.stop()

    # The same data directory in process: the mode (600 s, temporary) and the GPUs come back.
    client = live_client(data)
    try:
        # The GPUs and the GPU tasks the mode stopped (a first snapshot may come before the tasks).
        snap = _snapshot_where(client, lambda s: bool(s.host.gpus) and any("fakegpu" in t.resources for t in s.tasks),
                               30, "the GPUs and their queued tasks")
        assert snap.activity.gpu_mode == RunMode.NEVER
        assert snap.activity.gpu_suspend_reason == "user request"  # reasons are not saved (as for the run mode)
        assert snap.activity.gpu_mode_until is not None
        assert snap.host.gpus[0].label == "fakegpu" and snap.host.gpus[0].declared
        queued = [t.resources for t in snap.tasks if "fakegpu" in t.resources]
        assert queued and all(re.fullmatch(r"[\d.]+ CPUs? \+ 0\.5 fakegpus", r) for r in queued), queued
    finally:
        client.stop()
