"""A running task's address space and swap, measured as BOINC 8 reports them (VmSize, VmSwap).

The demo app runs as a real child; after a memory check the task's record holds
its virtual size (never below its resident set) and its swap as the kernel's
``/proc/<pid>/status`` tells it, which GUI RPC sends as ``virtual_size`` and ``swap_size``.
"""
from __future__ import annotations

import time

import psutil
import pytest

from core.exec.process import swapped_bytes
from tests.core.exec.conftest import DEMO_APP, FAST, Env

pytestmark = pytest.mark.timeout(60)


def test_virtual_and_swap_sizes_reach_the_task_record(env: Env) -> None:
    job = env.add_job(DEMO_APP, "0 100000000\n", args="--chunk 2500000 --delay 0.06")
    env.executor.start(job.key, time.time())
    task = env.state.active_tasks[job.key]
    # The app reports progress only from its work loop, so its interpreter is up by then; a
    # memory check made while the process was still starting (mid-exec) saw a few kB, and both
    # that check and psutil could agree on it. Checks made after the first progress are the app's.
    env.poll_until(lambda s: job.key in s and s[job.key].fraction_done > 0)
    pid = env.executor.task_info(job.key).pid  # type: ignore[union-attr]
    env.poll_for(3 * FAST.memory_check_s)
    env.poll_until(lambda s: task.working_set_size > 0 and task.virtual_size > 0)
    vms = psutil.Process(pid).memory_info().vms
    assert task.virtual_size >= task.working_set_size
    assert task.virtual_size == pytest.approx(vms, rel=0.5)  # the app's own VmSize, give or take its growth
    assert task.swap_size == pytest.approx(swapped_bytes(pid), abs=4 * 1024 * 1024)
    env.executor.abort(job.key, time.time())


def test_swapped_bytes_reads_this_process_and_nothing_for_a_gone_one() -> None:
    with open("/proc/self/status") as f:
        line = next((x for x in f if x.startswith("VmSwap:")), "VmSwap: 0 kB")
    assert swapped_bytes(psutil.Process().pid) == pytest.approx(float(line.split()[1]) * 1024, abs=1024 * 1024)
    assert swapped_bytes(2 ** 22 + 12345) == 0.0
