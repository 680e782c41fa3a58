"""Cases shared by test_run_c.py and test_run_demo.py: a real BOINC-API app driven by LiveExecutor.

Each of those files defines the ``kind`` fixture ("c" or "demo") and imports these
tests; this module's name keeps pytest from collecting them twice.
"""
from __future__ import annotations

import time
from pathlib import Path

import psutil
import pytest

from core.ids import ProjectUrl, ResultName
from core.ports import TaskProgress
from core.state import FileStatus, TaskState
from tests.core.exec.conftest import DEMO_APP, Env, Job

C_INPUT, C_ARGS, C_OUTPUT = "24\n", "--unit-ms 80", "24 units done\n"
DEMO_INPUT, DEMO_ARGS, DEMO_OUTPUT = "0 100000000\n", "--chunk 2500000 --delay 0.06", "5761455\n"


def add(env: Env, kind: str, c_app: Path) -> tuple[Job, str]:
    if kind == "c":
        return env.add_job(c_app, C_INPUT, args=C_ARGS), C_OUTPUT
    return env.add_job(DEMO_APP, DEMO_INPUT, args=DEMO_ARGS), DEMO_OUTPUT


@pytest.fixture
def app_path(kind: str, request: pytest.FixtureRequest) -> Path:
    return request.getfixturevalue("c_app") if kind == "c" else DEMO_APP


def tree_cpu(pid: int) -> float:
    p = psutil.Process(pid)
    t = p.cpu_times()
    return float(t.user + t.system)


def test_progress_from_shmem_and_finish(env: Env, kind: str, app_path: Path) -> None:
    job, expected = add(env, kind, app_path)
    env.executor.start(job.key, time.time())
    seen = env.poll_until(lambda s: job.key in s and s[job.key].fraction_done > 0.1 and s[job.key].cpu_time > 0)
    assert not seen[job.key].finished
    active = env.state.active_tasks[job.key]
    assert active.task_state == TaskState.EXECUTING and active.fraction_done > 0.1
    seen = env.poll_until(lambda s: s[job.key].finished)
    p = seen[job.key]
    assert (p.exit_status, p.error) == (0, "")
    assert p.fraction_done == 1.0 and p.cpu_time > 0.3
    assert job.out_path.read_text() == expected
    fi = env.state.file_infos[(job.key[0], job.out_path.name)]  # type: ignore[index]
    assert fi.status == FileStatus.PRESENT and fi.nbytes == len(expected) and len(fi.md5_cksum) == 32
    assert "<stderr_txt>" in p.stderr_out
    slot = env.data_dir / "slots" / str(env.state.active_tasks[job.key].slot)
    assert list(slot.iterdir()) == []  # emptied after the end


def test_suspend_stops_cpu_and_resume_continues(env: Env, kind: str, app_path: Path) -> None:
    job, expected = add(env, kind, app_path)
    env.executor.start(job.key, time.time())
    env.poll_until(lambda s: job.key in s and s[job.key].fraction_done > 0.05)
    rt = env.executor.running_task(job.key)
    assert rt is not None
    env.executor.preempt(job.key, time.time(), keep_in_memory=True)
    env.poll_for(0.6)  # let the app take <suspend/> (it reads every 0.1 s)
    assert rt.state == TaskState.SUSPENDED and rt.process_exists
    before, frac = tree_cpu(rt.pid), env.state.active_tasks[job.key].fraction_done
    env.poll_for(1.0)
    assert tree_cpu(rt.pid) - before < 0.05
    assert env.state.active_tasks[job.key].fraction_done == pytest.approx(frac, abs=0.03)
    env.executor.start(job.key, time.time())  # resume
    t0 = tree_cpu(rt.pid)
    # At the lowest priority on a busy machine the app may wait for a CPU a while;
    # what matters is that its CPU time grows again, within a generous bound.
    deadline = time.monotonic() + 15.0
    while tree_cpu(rt.pid) - t0 <= 0.2 and time.monotonic() < deadline:
        env.poll_for(0.5)
    assert tree_cpu(rt.pid) - t0 > 0.2
    seen = env.poll_until(lambda s: s[job.key].finished)
    assert seen[job.key].exit_status == 0 and job.out_path.read_text() == expected


def test_quit_and_restart_from_checkpoint(env: Env, kind: str, app_path: Path) -> None:
    job, expected = add(env, kind, app_path)
    env.executor.start(job.key, time.time())
    active = env.state.active_tasks[job.key]
    env.poll_until(lambda s: active.checkpoint_cpu_time > 0 and active.checkpoint_fraction_done > 0.1)
    env.executor.preempt(job.key, time.time(), keep_in_memory=False)
    rt = env.executor.running_task(job.key)
    assert rt is not None and rt.state == TaskState.QUIT_PENDING
    env.poll_until(lambda s: not rt.process_exists, 5)
    ckpt = active.checkpoint_fraction_done
    assert ckpt > 0.1 and rt.outcome is None
    env.executor.start(job.key, time.time())
    assert active.fraction_done == pytest.approx(ckpt)
    fractions: list[float] = []

    def first_report(s: dict[tuple[ProjectUrl, ResultName], TaskProgress]) -> bool:
        fractions.append(s[job.key].fraction_done)
        return s[job.key].cpu_time > active.checkpoint_cpu_time

    env.poll_until(first_report)
    assert min(fractions) >= ckpt - 1e-9  # never went back to 0
    seen = env.poll_until(lambda s: s[job.key].finished)
    assert seen[job.key].exit_status == 0 and job.out_path.read_text() == expected
