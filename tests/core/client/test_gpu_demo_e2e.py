"""End to end: a GPU declared in cc_config.xml gets GPU jobs from the demo project and runs them.

The live client (real child processes, the demo project over HTTP on 127.0.0.1) with the
cc_config of fixtures/boinc-7.20/gpu-declared: a ``fakegpu`` type with two devices. The
demo project answers the request's ``<coprocs>`` with an app version of plan class
``fakegpu`` (``<coproc><type>fakegpu</type><count>0.5</count>``) running the ordinary
demo app, a stand-in that needs no GPU. Two devices at 0.5 each run four GPU jobs at
once, each with ``--device`` 0 or 1 (two each), beside a CPU job; the GPU mode never
stops them, CPU jobs go on, and no request asks for GPU work while it lasts.
"""
from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from core.client.session import LiveSession
from core.demo import DemoConfig, DemoProject
from core.demo.server import DEFAULT_APP_DIR
from core.state import GlobalPrefs, RunMode
from tests.core.client.e2e import attach, live_client, on_engine, wait_for

pytestmark = pytest.mark.timeout(240)

FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")
PREFS = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=0.001,
                    work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60.0)


def _running(s: LiveSession) -> list[tuple[str, int, tuple[str, ...]]]:
    """(result, device, its command line) of each running task; device -1 for a CPU job."""
    out = []
    for key, t in s.state.active_tasks.items():
        if not t.running:
            continue
        rt = s.executor.running_task(key)
        out.append((str(key[1]), t.gpu_device, tuple(rt.spec.args) if rt is not None else ()))
    return out


def _gpu_req_secs(body: bytes) -> float:
    found = re.search(rb"<coprocs>.*?<req_secs>([^<]*)</req_secs>", body, re.S)
    return float(found.group(1)) if found else 0.0


def _project(tmp_path: Path) -> DemoProject:
    app = tmp_path / "app"
    shutil.copytree(DEFAULT_APP_DIR, app)
    # Some seconds of real work per job, estimated about right.
    (app / "boinc_app.toml").write_text("job_size = 400000\nfpops_per_unit = 2.5e4\n")
    project = DemoProject(tmp_path / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=12, max_jobs_per_rpc=8))
    project.start()
    return project


def test_four_gpu_jobs_on_two_half_used_devices_beside_cpu_jobs_and_gpu_mode_never(tmp_path: Path) -> None:
    project = _project(tmp_path)
    sched = project.scheduler
    assert sched is not None
    bodies: list[tuple[float, bytes]] = []
    real_handle = sched.handle

    def recording(body: bytes, now: float) -> bytes:
        bodies.append((time.monotonic(), body))
        return real_handle(body, now)

    sched.handle = recording  # type: ignore[method-assign]
    data = tmp_path / "client"
    data.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", data / "cc_config.xml")
    client = live_client(data, PREFS)
    try:
        assert on_engine(client, lambda s: [(c.type, c.count) for c in s.state.coprocs]) == [("fakegpu", 2)]
        attach(client, project)
        seen: list[list[tuple[str, int, tuple[str, ...]]]] = []

        def four_gpu_jobs() -> bool:
            now = on_engine(client, _running)
            seen.append(now)
            return len([r for r in now if r[1] >= 0]) == 4 and any(r[1] < 0 for r in now)

        wait_for(four_gpu_jobs, 150, "four GPU jobs running beside a CPU job")
        running = seen[-1]
        gpu = [r for r in running if r[1] >= 0]
        assert sorted(r[1] for r in gpu) == [0, 0, 1, 1]
        for _, device, args in gpu:
            assert args[-2:] == ("--device", str(device))
        assert all("--device" not in args for _, device, args in running if device < 0)
        assert any(b"<plan_class>fakegpu</plan_class>" in b for _, b in bodies)  # versions held, told back

        on_engine(client, lambda s: s.engine.set_gpu_mode(RunMode.NEVER, time.time()))
        since = time.monotonic()
        wait_for(lambda: not any(r[1] >= 0 for r in on_engine(client, _running)), 30, "GPU jobs stopped")
        wait_for(lambda: any(r[1] < 0 for r in on_engine(client, _running)), 60, "CPU jobs still running")
        # A request made while GPUs are suspended asks for no GPU work (BOINC issue #4623: it does).
        wait_for(lambda: any(t > since for t, _ in bodies), 60, "a scheduler request while the GPU is suspended")
        assert all(_gpu_req_secs(b) == 0.0 for t, b in bodies if t > since)
        assert on_engine(client, lambda s: s.state.gpu_mode) == RunMode.NEVER
    finally:
        client.stop()
        project.stop()


def test_an_excluded_device_gets_no_jobs(tmp_path: Path) -> None:
    project = _project(tmp_path)
    data = tmp_path / "client"
    data.mkdir()
    declared = (FIXTURE / "cc_config.xml").read_text()
    exclusion = (f"<exclude_gpu><url>{project.master_url}</url><device_num>1</device_num>"
                 "<type>fakegpu</type></exclude_gpu>\n</options>")
    (data / "cc_config.xml").write_text(declared.replace("</options>", exclusion))
    client = live_client(data, PREFS)
    try:
        attach(client, project)
        devices: set[int] = set()
        most = 0

        def two_on_device_0() -> bool:
            nonlocal most
            gpu = [r[1] for r in on_engine(client, _running) if r[1] >= 0]
            devices.update(gpu)
            most = max(most, len(gpu))
            return len(gpu) == 2

        wait_for(two_on_device_0, 150, "two GPU jobs on device 0")
        time.sleep(3)
        two_on_device_0()
        assert devices == {0} and most == 2
    finally:
        client.stop()
        project.stop()
