"""Faulty apps: each ends as the reference says, and the executor keeps working."""
from __future__ import annotations

import signal
import time
from pathlib import Path

import psutil
import pytest

from core.exec.spec import (
    ERR_NOT_FOUND,
    EXIT_ABORTED_VIA_GUI,
    EXIT_DISK_LIMIT_EXCEEDED,
    EXIT_MEM_LIMIT_EXCEEDED,
    EXIT_TIME_LIMIT_EXCEEDED,
)
from tests.core.exec.conftest import Env

pytestmark = pytest.mark.timeout(60)


def finish(env: Env, key: object, timeout: float = 20.0):  # type: ignore[no-untyped-def]
    return env.poll_until(lambda s: key in s and s[key].finished, timeout)[key]  # type: ignore[index]


def test_crash_is_computation_error_with_code_and_stderr(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--unit-ms 20 --crash")
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == 3 and "process exited with code 3" in p.error
    assert "crashing on purpose" in p.stderr_out


def test_killed_by_signal_is_computation_error(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--unit-ms 20 --signal")
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == int(signal.SIGSEGV) and f"process got signal {int(signal.SIGSEGV)}" in p.error
    assert "raising SIGSEGV" in p.stderr_out


def test_hung_app_is_killed_after_quit_timeout_and_restarts(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--hang --unit-ms 50")
    env.executor.start(job.key, time.time())
    env.poll_for(0.5)
    rt = env.executor.running_task(job.key)
    assert rt is not None and rt.process_exists
    pid = rt.pid
    rt.quit(time.time())  # a hung app never takes <quit/>: SIGKILL after quit_s (3 s here)
    env.poll_for(1.5)
    assert psutil.pid_exists(pid) and rt.process_exists
    env.poll_until(lambda s: not rt.process_exists, 5)
    assert rt.outcome is None  # not an error: it restarts later
    env.executor.start(job.key, time.time())
    assert rt.process_exists and rt.pid != pid
    env.executor.abort(job.key, time.time())  # <abort/> ignored too: SIGKILL after abort_s
    p = finish(env, job.key, 10)
    assert p.exit_status == EXIT_ABORTED_VIA_GUI and p.error == "aborted by user"
    assert not psutil.pid_exists(rt.pid) or psutil.Process(rt.pid).status() == psutil.STATUS_ZOMBIE


def test_elapsed_time_bound_aborts(env: Env, c_app: Path) -> None:
    # flops = 1e9 (host p_fpops), so the bound of 2e9 FLOP allows 2 s.
    job = env.add_job(c_app, "10", args="--forever --sleepy --unit-ms 50", fpops_bound=2e9)
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == EXIT_TIME_LIMIT_EXCEEDED and "exceeded elapsed time limit" in p.error
    assert 2.0 <= p.elapsed_time < 4.0


def test_memory_bound_aborts(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--forever --sleepy --unit-ms 50 --alloc-mb 200", memory_bound=100e6)
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == EXIT_MEM_LIMIT_EXCEEDED and "exceeds the memory bound" in p.error


def test_disk_bound_aborts(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--forever --sleepy --unit-ms 50 --flood-stderr 3000000", disk_bound=1e6)
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == EXIT_DISK_LIMIT_EXCEEDED and "exceeds the disk bound" in p.error


def test_missing_output_is_an_error(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "5", args="--unit-ms 20 --no-output")
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == ERR_NOT_FOUND and "absent" in p.error


def test_stderr_flood_is_capped(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "5", args="--unit-ms 20 --flood-stderr 2000000")
    env.executor.start(job.key, time.time())
    p = finish(env, job.key)
    assert p.exit_status == 0 and p.error == ""
    assert 60000 < len(p.stderr_out) <= 65536
    assert p.stderr_out.rstrip().endswith("</stderr_txt>")


def test_abort_kills_forked_children(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "10", args="--forever --sleepy --unit-ms 50 --fork 3")
    env.executor.start(job.key, time.time())
    rt = env.executor.running_task(job.key)
    assert rt is not None
    deadline = time.monotonic() + 5
    children: list[psutil.Process] = []
    while time.monotonic() < deadline and len(children) < 3:
        env.executor.poll(time.time())
        children = psutil.Process(rt.pid).children(recursive=True)
        time.sleep(0.1)
    assert len(children) >= 3
    family = [rt.pid] + [c.pid for c in children]
    env.executor.abort(job.key, time.time())
    p = finish(env, job.key, 10)
    assert p.exit_status == EXIT_ABORTED_VIA_GUI
    time.sleep(0.2)
    survivors = [
        pid for pid in family if psutil.pid_exists(pid) and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    ]
    assert survivors == []


def test_executor_survives_faults_next_to_good_work(env: Env, c_app: Path) -> None:
    bad = [
        env.add_job(c_app, "6", args="--unit-ms 20 --crash"),
        env.add_job(c_app, "6", args="--unit-ms 20 --no-output"),
        env.add_job(c_app, "6", args="--unit-ms 20 --signal"),
    ]
    good = env.add_job(c_app, "10", args="--unit-ms 30")
    broken = env.add_job(c_app, "1")
    (env.project_dir / env.state.app_versions[-1].file_refs[0].file_name).unlink()  # exec fails
    for job in [*bad, good, broken]:
        env.executor.start(job.key, time.time())
    seen = env.poll_until(lambda s: all(j.key in s and s[j.key].finished for j in [*bad, good, broken]))
    assert [seen[j.key].exit_status != 0 for j in bad] == [True, True, True]
    assert seen[good.key].exit_status == 0 and good.out_path.read_text() == "10 units done\n"
    assert seen[broken.key].exit_status == -185 and "couldn't start app" in seen[broken.key].error
