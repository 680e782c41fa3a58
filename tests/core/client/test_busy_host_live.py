"""A host kept busy by other programs, under the CPU-busy rule, with a real ``boinc-core run``.

The override file a real BOINC server's volunteer wrote set only ``suspend_cpu_usage`` 0;
BOINC then uses 0 for the not-in-use limit too, so tasks run however busy the host is.
With a real limit the suspension is told in the event log, in BOINC's words (whether it
lifts again depends on everything else this machine runs, so that is left to unit tests).
Work at the lowest priority on every CPU (another BOINC client's apps) is no reason to
stop: the client runs in a PID namespace of its own with those loops
(tests/core/client/cpu_busy_world.py), so nothing else this machine runs is in its /proc.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest

from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.cpu_busy_world import HERE as WORLD, isolation
from tests.core.client.e2e import FAST_PREFS, REPO, core_run, credited, demo_project, free_port, wait_for

pytestmark = pytest.mark.timeout(240)

ONLY_SUSPEND_CPU_USAGE_0 = b"<global_preferences>\n   <suspend_cpu_usage>0</suspend_cpu_usage>\n</global_preferences>\n"


@contextmanager
def busy_host() -> Iterator[None]:
    """Other programs keeping every CPU busy (niced, so the rest of the machine still moves)."""
    spin = "import os\nos.nice(10)\nwhile True: pass\n"
    procs = [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(2 * (os.cpu_count() or 1))]
    try:
        yield
    finally:
        for p in procs:
            p.kill()
            p.wait(10)


def _log(data: Path) -> str:
    path = data / "stdoutdae.txt"
    return path.read_text(errors="replace") if path.exists() else ""


def test_override_of_suspend_cpu_usage_alone_runs_tasks_on_a_busy_host(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=5_000)
    data = tmp_path / "client"
    try:
        with busy_host(), core_run(data, project, free_port(), override=ONLY_SUSPEND_CPU_USAGE_0):
            wait_for(lambda: credited(project) >= 1, 180, "a credited result on a busy host")
    finally:
        project.stop()
    log = _log(data)
    assert "CPU is busy" not in log, log[-2000:]


def test_a_busy_host_suspends_computation_and_says_so(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=5_000)
    data = tmp_path / "client"
    busy_limit = (b"<global_preferences>\n   <suspend_cpu_usage>5</suspend_cpu_usage>\n"
                  b"   <niu_suspend_cpu_usage>5</niu_suspend_cpu_usage>\n</global_preferences>\n")
    try:
        with busy_host(), core_run(data, project, free_port(), override=busy_limit):
            wait_for(lambda: "Suspending computation - CPU is busy" in _log(data), 60,
                     "the CPU-busy suspension in the event log")
    finally:
        project.stop()


def _launcher_pid(proc: subprocess.Popen[bytes], isolated: bool) -> int:
    """The world's first process: ``proc`` itself, or the child ``unshare`` forked."""
    if not isolated:
        return proc.pid
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
        if children:
            return int(children[0])
        time.sleep(0.05)
    raise AssertionError("unshare started no launcher")


@pytest.mark.serial
@pytest.mark.slow
def test_lowest_priority_work_on_every_cpu_does_not_stop_our_client(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=5_000)
    data = tmp_path / "client"
    dd = DataDir(data)
    dd.ensure()
    prefix = isolation()
    # A limit under the loops' share (more than 10 %, asserted below): on a loaded machine they
    # got 20 %, under a 25 % limit, and a meter that counted them passed unseen. Alone in a
    # PID namespace nothing else is counted; outside one, other programs would be.
    limit = 5.0 if prefix else 25.0
    write_global_prefs_override(dd, replace(FAST_PREFS, suspend_cpu_usage=limit, niu_suspend_cpu_usage=limit))
    out = tmp_path / "world.json"
    plan = {"background": [{"count": os.cpu_count() or 1, "nice": 19, "secs": 200}]}
    proc = subprocess.Popen(
        [*prefix, sys.executable, str(WORLD), "launch", str(out), json.dumps(plan), "--", sys.executable, "-m",
         "core.cli", "run", "--dir", str(data), "--gui-rpc-port", str(free_port()),
         "--attach", project.master_url, project.authenticator],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=REPO)
    try:
        launcher = _launcher_pid(proc, bool(prefix))
        # The client's meter starts at its first pass, just after this line is logged; timed
        # from here, not from the launch, the interpreter's start-up (seconds under load) is
        # not waited for twice.
        wait_for(lambda: "Starting boinc-gui client" in _log(data), 60, "the client's start")
        t_start = time.monotonic()
        wait_for(lambda: credited(project) >= 1, 120, "a credited result under nice-19 loads")
        # Past the meter's first 10-second window and a pass or two: still computing (a meter
        # that counted the loops suspends at that first reading, and says so in the log).
        time.sleep(max(0.0, t_start + 15.0 - time.monotonic()))
        before = credited(project)
        wait_for(lambda: credited(project) > before, 90, "more credited results after 15 s under load")
        os.kill(launcher, signal.SIGTERM)  # passed on to the client: its clean shutdown
        proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        project.stop()
    world = json.loads(out.read_text())
    assert world["cmd_exit"] == 0 and world["loop_pct"] > 10, world
    log = _log(data)
    assert "Suspending computation" not in log and "CPU is busy" not in log, log[-2000:]
