"""``boinc_temporary_exit``: the task waits out the app's delay, then restarts; the CPU goes elsewhere.

The apps are small Python scripts run as real child processes: the first run
writes ``boinc_temporary_exit`` and exits 0, the second does its work. Each run
appends its start time to a log file whose path is the app's argument.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from core.client.live_host import LiveHost
from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.engine.run_modes import HostConditions
from core.exec.slots import read_temporary_exit
from core.exec.status import result_status_text, scheduler_wait_reason
from core.ports import SchedulerReply, SchedulerRequest
from core.state import CpuSchedState, ResultState, RunMode, TaskState
from tests.core.exec.conftest import Env, Job

pytestmark = pytest.mark.timeout(60)

WAITER = """#!/usr/bin/env python3
import os, sys, time
with open(sys.argv[1], "a") as log:
    log.write(f"{time.time()}\\n")
if not os.path.exists("ran_once"):
    open("ran_once", "w").close()
    with open("boinc_temporary_exit", "w") as f:
        f.write("DELAY\\nwaiting for GPU\\n")
    sys.exit(0)
open("out", "w").write("done\\n")
if API:
    open("boinc_finish_called", "w").write("0\\n")
"""

SLEEPER = """#!/usr/bin/env python3
import sys, time
with open(sys.argv[1], "a") as log:
    log.write(f"{time.time()}\\n")
time.sleep(1.0)
open("out", "w").write("done\\n")
"""


def app(tmp_path: Path, name: str, text: str) -> Path:
    exe = tmp_path / name
    exe.write_text(text)
    return exe


def waiter_job(env: Env, tmp_path: Path, delay: float, api: bool, log: Path) -> Job:
    text = WAITER.replace("DELAY", str(int(delay))).replace("API", str(api))
    job = env.add_job(app(tmp_path, f"waiter{env.count}.py", text), "", args=str(log), api=api)
    res = env.state.results[job.key]
    res.output_files[0].copy_file = True  # a real file in the slot, moved to the project at the end
    return job


def starts(log: Path) -> list[float]:
    return [float(x) for x in log.read_text().split()] if log.exists() else []


# ------------------------------------------------------------------ the file


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30\nwaiting for GPU\n", (30.0, "waiting for GPU")),
        ("  45 s\n  reason with spaces  \nnotice\n", (45.0, "reason with spaces")),
        ("soon\nr\n", (300.0, "r")),  # unreadable delay
        ("100000\nr\n", (300.0, "r")),  # over a day
        ("-5\nr\n", (300.0, "r")),
        ("0\n\n", (0.0, "")),
        ("12\n", None),  # no reason line: BOINC ignores the file
        ("", None),
        ("7\nbad\x00\x1bname\n", (7.0, "badname")),
    ],
)
def test_reading_the_temporary_exit_file(tmp_path: Path, text: str, expected: tuple[float, str] | None) -> None:
    (tmp_path / "boinc_temporary_exit").write_text(text)
    assert read_temporary_exit(tmp_path) == expected


def test_missing_or_huge_file(tmp_path: Path) -> None:
    assert read_temporary_exit(tmp_path) is None
    (tmp_path / "boinc_temporary_exit").write_bytes(b"5\n" + b"x" * 1_000_000 + b"\n")
    got = read_temporary_exit(tmp_path)
    assert got is not None and got[0] == 5.0 and len(got[1]) == 255


# ------------------------------------------------------------------ the executor


@pytest.mark.parametrize("api", [True, False], ids=["api", "plain"])
def test_task_waits_out_the_delay_then_restarts(env: Env, tmp_path: Path, api: bool) -> None:
    log = tmp_path / "starts.log"
    job = waiter_job(env, tmp_path, 2, api, log)
    asked: list[str] = []
    env.executor.on_reschedule = asked.append
    env.executor.start(job.key, time.time())
    result = env.state.results[job.key]
    env.poll_until(lambda s: result.schedule_backoff > 0, timeout=10)
    rt = env.executor.running_task(job.key)
    assert rt is not None and not rt.process_exists and rt.outcome is None
    exited_at = time.time()
    assert result.schedule_backoff == pytest.approx(exited_at + 2.0, abs=0.5)
    assert result.schedule_backoff_reason == "waiting for GPU"
    assert asked == ["application exited"]
    assert rt.premature_exits == 0  # a temporary exit is not a premature one
    assert env.executor.next_event(exited_at) <= result.schedule_backoff
    active = env.state.active_tasks[job.key]
    active.scheduler_state = CpuSchedState.PREEMPTED
    status = result_status_text(result, active, scheduler_wait_reason=scheduler_wait_reason(result, time.time()))
    assert status == "Postponed: waiting for GPU"
    env.executor.start(job.key, time.time())  # even if asked, it does not start early
    env.poll_for(1.0)
    assert len(starts(log)) == 1 and active.task_state == TaskState.UNINITIALIZED
    seen = env.poll_until(lambda s: s[job.key].finished, timeout=15)
    runs = starts(log)
    assert len(runs) == 2 and runs[1] >= result.schedule_backoff - 0.05
    assert asked == ["application exited", "temporary exit backoff ended"]
    assert (seen[job.key].exit_status, seen[job.key].error) == (0, "")
    assert job.out_path.read_text() == "done\n"
    assert scheduler_wait_reason(result, time.time()) is None


# ------------------------------------------------------------------ with the engine


class _Offline:
    """A transport the engine never uses here: the network is off (run mode never)."""

    def send(self, request: SchedulerRequest, now: float) -> None:
        raise AssertionError("no scheduler RPC expected with the network off")

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        return ()

    def busy(self) -> bool:
        return False


def test_engine_gives_the_cpu_away_during_the_wait_and_takes_the_task_back(env: Env, tmp_path: Path) -> None:
    st = env.state
    st.host_info.p_ncpus = 1
    st.host_info.p_fpops = 1e9
    waiting_log, other_log = tmp_path / "waiter.log", tmp_path / "other.log"
    waiter = waiter_job(env, tmp_path, 3, False, waiting_log)
    other = env.add_job(app(tmp_path, "sleeper.py", SLEEPER), "", args=str(other_log), api=False)
    st.results[other.key].output_files[0].copy_file = True
    st.results[waiter.key].report_deadline = time.time() + 3600  # earlier deadline: runs first
    for job in (waiter, other):
        del st.active_tasks[job.key]  # the engine creates tasks as it starts them
    host = LiveHost(lambda: st.prefs, conditions=lambda now: HostConditions(local_hour=12.0))
    host.network_mode.set(RunMode.NEVER, 0, time.time())
    engine = Engine(st, PolicySpec.parse("CS2_WF2_WS2_JC2"), host=host, executor=env.executor,
                    transport=_Offline(), rng=random.Random(1))
    env.executor.on_reschedule = engine.request_reschedule
    waiter_status: list[str] = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        now = time.time()
        wake = engine.poll(now)
        res = st.results[waiter.key]
        waiter_status.append(result_status_text(res, st.active_tasks.get(waiter.key),
                                                scheduler_wait_reason=scheduler_wait_reason(res, now)))
        if all(st.results[j.key].state >= ResultState.FILES_UPLOADING for j in (waiter, other)):
            break
        time.sleep(max(0.0, min(wake - time.time(), 0.1)))
    else:
        raise AssertionError(f"jobs did not finish: {[st.results[j.key].state for j in (waiter, other)]}")
    w_runs, o_runs = starts(waiting_log), starts(other_log)
    backoff = st.results[waiter.key].schedule_backoff
    assert len(w_runs) == 2 and len(o_runs) == 1
    assert o_runs[0] < backoff  # the other job got the CPU during the wait ...
    assert w_runs[1] >= backoff - 0.05  # ... and the waiter was not restarted before its time
    assert "Postponed: waiting for GPU" in waiter_status
    assert math.isclose(backoff - w_runs[0], 3.0, abs_tol=1.0)
    for job in (waiter, other):
        r = st.results[job.key]
        assert r.state == ResultState.FILES_UPLOADING and r.exit_status == 0
        assert job.out_path.read_text() == "done\n"
