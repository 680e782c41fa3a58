"""Soft stop (issue 39, part 3) on a real ``boinc-core run`` and the demo project's app.

The demo app (resources/demo_app) counts primes in chunks, waiting ``--delay`` seconds
after each, and checkpoints (``demo_checkpoint.txt`` in its slot: the position reached)
every ``disk_interval`` seconds. Over GUI RPC (our ``<soft_stop>`` op) a soft stop is asked at
seeded random instants; each task that was running must end up suspended with the progress
the client shows equal to the checkpoint the app wrote in its slot (nothing is held only in
memory), the run mode must be "never" with the reason in cc_status, and after a resume each
task continues from there, never from earlier. An app that never checkpoints is suspended at
once, and the event log says so.
"""
from __future__ import annotations

import random
import re
import shutil
import time
from dataclasses import replace
from pathlib import Path

import pytest

from core.api.commands import SoftStop
from core.demo import DemoConfig, DemoProject
from core.guirpc.client import GuiRpcClient
from core.guirpc.client_types import ResultInfo
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.remote.client import RemoteClient
from core.state.enums import CpuSchedState, RunMode, TaskState
from tests.core.client.e2e import FAST_PREFS, REPO, core_run, free_port, wait_for

pytestmark = pytest.mark.timeout(300)

DELAY_S = 4.0  # per chunk: longer than the client takes to see a checkpoint and suspend
CHECKPOINT_S = 6.0  # disk_interval: a checkpoint every second chunk
CHUNK = 2000
JOB = 400_000  # 200 chunks: no task finishes during the test


def _app_dir(tmp: Path, args: str) -> Path:
    d = tmp / "app"
    d.mkdir()
    shutil.copy(REPO / "resources" / "demo_app" / "demo_app.py", d / "demo_app.py")
    (d / "boinc_app.toml").write_text(
        'name = "demo_app"\nmain_program = "demo_app.py"\napi_version = "7.20.0"\n'
        f'command_line = "{args}"\njob_size = {JOB}\nfpops_per_unit = 1e7\n')
    return d


def _override(tmp: Path, disk_interval: float) -> bytes:
    dd = DataDir(tmp / "prefs")
    dd.ensure()
    write_global_prefs_override(dd, replace(FAST_PREFS, disk_interval=disk_interval))
    return dd.global_prefs_override.read_bytes()


def _project(tmp: Path, args: str) -> DemoProject:
    project = DemoProject(tmp / "project", app_dir=_app_dir(tmp, args),
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=4, max_jobs_per_rpc=4))
    project.start()
    return project


def _checkpoint_fraction(data: Path, slot: int) -> float:
    """The fraction done the app's own checkpoint file holds (its position in its range)."""
    slot_dir = data / "slots" / str(slot)
    pos = int((slot_dir / "demo_checkpoint.txt").read_text().split()[0])
    link = (slot_dir / "in").read_text()
    m = re.search(r"<soft_link>(.*?)</soft_link>", link)
    start, end = (int(x) for x in Path(m.group(1) if m else slot_dir / "in").read_text().split()[:2])
    return (pos - start) / (end - start)


def _executing(rpc: GuiRpcClient) -> list[ResultInfo]:
    return [r for r in rpc.get_results(active_only=True)
            if r.scheduler_state == int(CpuSchedState.SCHEDULED) and r.active_task_state == int(TaskState.EXECUTING)]


def _by_name(rpc: GuiRpcClient) -> dict[str, ResultInfo]:
    return {r.name: r for r in rpc.get_results()}


def _log(rpc: GuiRpcClient) -> str:
    return "\n".join(m.body for m in rpc.get_messages())


def test_soft_stop_at_random_instants_loses_no_work(tmp_path: Path) -> None:
    project = _project(tmp_path, f"--delay {DELAY_S:g} --chunk {CHUNK}")
    data = tmp_path / "client"
    rng = random.Random(39)
    try:
        with core_run(data, project, port := free_port(),
                      override=_override(tmp_path, CHECKPOINT_S)) as (_proc, password):
            with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                for trial in range(3):
                    wait_for(lambda: any(r.fraction_done > 0 for r in _executing(rpc)), 120, "a task making progress")
                    time.sleep(rng.uniform(0.5, 2 * CHECKPOINT_S))
                    running = [r.name for r in _executing(rpc)]
                    reason = f"electricity price above 0.30 (trial {trial})"
                    asked = time.monotonic()
                    rpc.soft_stop(reason)
                    wait_for(lambda: rpc.get_cc_status().task_mode == int(RunMode.NEVER), 60, "run mode never")
                    took = time.monotonic() - asked
                    # The suspension (with the requester's reason) is worked out by the pass after the
                    # mode changed, as BOINC's client does it in its next poll: under load, a moment later.
                    def reason_shown(said: str = reason) -> bool:
                        return said in rpc.get_cc_status().task_suspend_text

                    wait_for(reason_shown, 30, "the soft stop's reason")
                    now = _by_name(rpc)
                    stopped: dict[str, float] = {}
                    for name in running:
                        r = now[name]
                        assert r.active_task_state == int(TaskState.SUSPENDED), (name, r.active_task_state)
                        on_disk = _checkpoint_fraction(data, r.slot)
                        assert on_disk > 0
                        # The progress the client holds is exactly what the app's checkpoint saved.
                        assert abs(r.fraction_done - on_disk) < 1e-5, (name, r.fraction_done, on_disk, took)
                        stopped[name] = r.fraction_done
                    log = _log(rpc)
                    assert all(f"task {n} suspended after its checkpoint" in log for n in running), log[-2000:]
                    # Resumed, each continues from its checkpoint, never from earlier.
                    rpc.set_run_mode(RunMode.AUTO)
                    wait_for(lambda: bool(_executing(rpc)), 60, "tasks running again")
                    for _ in range(6):
                        seen = _by_name(rpc)
                        for name, fraction in stopped.items():
                            if name in seen and seen[name].has_active_task:
                                assert seen[name].fraction_done >= fraction - 1e-9, (name, seen[name].fraction_done)
                        time.sleep(1.0)
                # A run-mode change while the stop still waits cancels it: computing goes on.
                wait_for(lambda: bool(_executing(rpc)), 60, "tasks running")
                rpc.soft_stop("cancelled soon")
                rpc.set_run_mode(RunMode.AUTO)
                wait_for(lambda: "Soft stop cancelled: the run mode was set" in _log(rpc), 20, "the cancellation")
                time.sleep(2 * CHECKPOINT_S)  # past the next checkpoints: nothing holds the tasks
                assert rpc.get_cc_status().task_mode == int(RunMode.AUTO)
                assert _executing(rpc)
    finally:
        project.stop()


def test_an_app_that_never_checkpoints_is_suspended_at_once(tmp_path: Path) -> None:
    project = _project(tmp_path, "--delay 1 --chunk 2000 --no-checkpoint")
    data = tmp_path / "client"
    port = free_port()
    try:
        with core_run(data, project, port, override=_override(tmp_path, 2.0)) as (_proc, password):
            with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                # Past the bound (twice the checkpoint period, at least 10 s) without a checkpoint.
                wait_for(lambda: any(r.elapsed_time > 12 for r in _executing(rpc)), 120, "a task running 12 s")
                running = [r.name for r in _executing(rpc)]
                asked = time.monotonic()
                rpc.soft_stop()
                wait_for(lambda: rpc.get_cc_status().task_mode == int(RunMode.NEVER), 30, "run mode never")
                assert time.monotonic() - asked < 10  # not waiting for a checkpoint that never comes
                now = _by_name(rpc)
                assert all(now[n].active_task_state == int(TaskState.SUSPENDED) for n in running)
                log = _log(rpc)
                for n in running:
                    assert f"task {n} does not checkpoint" in log and "suspended now" in log, log[-2000:]
                assert not (data / "slots" / str(now[running[0]].slot) / "demo_checkpoint.txt").exists()
    finally:
        project.stop()


def test_the_remote_client_sends_a_soft_stop_with_its_reason(tmp_path: Path) -> None:
    """The manager's remote client (core/remote/client.py) reaches the same op: the demo
    project's default app is a plain program, held at once, and the run mode follows."""
    project = DemoProject(tmp_path / "project", config=DemoConfig(request_delay_s=1.0, job_size=20_000_000))
    project.start()
    port = free_port()
    try:
        with core_run(tmp_path / "client", project, port) as (_proc, password):
            remote = RemoteClient("127.0.0.1", port, password, poll_interval_s=0.3, timeout_s=5)
            remote.start()
            try:
                with GuiRpcClient(port=port, password=password, timeout_s=10) as rpc:
                    wait_for(lambda: bool(_executing(rpc)), 120, "a task running")
                    assert remote.submit(SoftStop("solar surplus gone")).result(timeout=30).ok
                    wait_for(lambda: rpc.get_cc_status().task_mode == int(RunMode.NEVER), 30, "run mode never")
                    assert rpc.get_cc_status().task_suspend_text == "solar surplus gone"
                    assert not _executing(rpc)
                    assert "cannot report checkpoints" in _log(rpc)
            finally:
                remote.stop()
    finally:
        project.stop()
