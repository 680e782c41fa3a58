"""A host kept busy by other programs, under the CPU-busy rule, with a real ``boinc-core run``.

The override file a real BOINC server's volunteer wrote set only ``suspend_cpu_usage`` 0;
BOINC then uses 0 for the not-in-use limit too, so tasks run however busy the host is.
With a real limit the suspension is told in the event log, in BOINC's words (whether it
lifts again depends on everything else this machine runs, so that is left to unit tests).
"""
from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.core.client.e2e import core_run, credited, demo_project, free_port, wait_for

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
