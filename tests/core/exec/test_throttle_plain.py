"""Throttling apps without the BOINC API (SIGSTOP/SIGCONT), and its limits: scheduler
suspensions stay, sub-CPU tasks are never held, 100 % means off."""
from __future__ import annotations

import time
from pathlib import Path

import psutil
import pytest

from core.state import TaskState
from tests.core.exec.conftest import Env, Job
from tests.core.exec.test_throttle import (
    check_held_half_the_time,
    drive,
    tree_cpu,
    window,
)

pytestmark = [pytest.mark.timeout(90), pytest.mark.serial]  # measures time: run alone

PLAIN_SPIN = """#!/usr/bin/env python3
while True:
    sum(range(1000))
"""


def spin_job(env: Env, tmp_path: Path) -> Job:
    exe = tmp_path / "spin.py"
    exe.write_text(PLAIN_SPIN)
    return env.add_job(exe, "", api=False)


def test_plain_app_at_50_percent_is_stopped_half_the_time(env: Env, tmp_path: Path) -> None:
    job = spin_job(env, tmp_path)
    env.executor.start(job.key, time.time())
    drive(env, 0.3)
    rt = env.executor.running_task(job.key)
    assert rt is not None
    statuses: set[str] = set()
    # The process's own state, as the OS has it, looked at after each poll of the 4 s at 50 %.
    split = check_held_half_the_time(env, job, 4.0, lambda: statuses.add(psutil.Process(rt.pid).status()))
    assert split.held_s > 0
    assert psutil.STATUS_STOPPED in statuses and statuses - {psutil.STATUS_STOPPED}
    window(env, job, 100.0, 0.3)
    assert psutil.Process(rt.pid).status() != psutil.STATUS_STOPPED  # released at 100


def test_scheduler_suspension_survives_throttle_cycles(env: Env, tmp_path: Path) -> None:
    job = spin_job(env, tmp_path)
    env.state.prefs.cpu_usage_limit = 50.0
    env.executor.start(job.key, time.time())
    drive(env, 1.0)
    rt = env.executor.running_task(job.key)
    assert rt is not None
    env.executor.preempt(job.key, time.time(), keep_in_memory=True)  # the scheduler's suspension
    drive(env, 0.2)
    cpu = tree_cpu(rt.pid)
    drive(env, 3.0)  # three throttle steps: none may wake it
    assert tree_cpu(rt.pid) - cpu < 0.05
    assert rt.state == TaskState.SUSPENDED and not rt.throttled
    assert psutil.Process(rt.pid).status() == psutil.STATUS_STOPPED
    env.executor.start(job.key, time.time())  # the scheduler resumes it; throttling goes on
    statuses: set[str] = set()
    for _ in range(16):
        drive(env, 0.2)
        statuses.add(psutil.Process(rt.pid).status())
    assert psutil.STATUS_STOPPED in statuses and statuses - {psutil.STATUS_STOPPED}


def test_no_throttling_at_100_nor_for_tasks_under_one_cpu(env: Env, tmp_path: Path) -> None:
    job = spin_job(env, tmp_path)
    env.state.app_versions[-1].avg_ncpus = 0.5  # less than a CPU: BOINC never throttles it
    other = spin_job(env, tmp_path)
    env.executor.start(job.key, time.time())
    env.executor.start(other.key, time.time())
    rt, rt2 = env.executor.running_task(job.key), env.executor.running_task(other.key)
    assert rt is not None and rt2 is not None and rt.spec.high_priority
    for _ in range(6):  # 100 %: nobody held, and polls are asked for once a second
        drive(env, 0.2)
        assert not rt.throttled and not rt2.throttled
    assert env.executor.next_event(1000.0) == 1001.0
    env.state.prefs.cpu_usage_limit = 50.0
    held_other = False
    for _ in range(16):
        drive(env, 0.2)
        assert not rt.throttled and rt.state == TaskState.EXECUTING
        held_other = held_other or rt2.throttled
    assert held_other
