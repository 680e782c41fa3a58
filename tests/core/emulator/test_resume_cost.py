"""A task resumed after a preemption out of memory loses time, as the live client's does
(its app is quit and restarts from its checkpoint); the what-if preview measures how much
on the live client's saved state."""
from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from core.emulator.executor import EmulatedExecutor
from core.emulator.from_state import scenario_from_state
from core.ids import ResultKey, ResultName
from core.persist import DataDir
from core.persist.state_file import read_client_state, write_client_state
from core.state.enums import TaskState
from tests.core.emulator.test_from_state import live_dir  # noqa: F401 -- a fixture, used by name

KEY: ResultKey = ("http://127.0.0.1/p/", ResultName("job_0"))  # type: ignore[assignment]


def _finish_time(cost: float, keep_in_memory: bool, preempt_at: float = 4.0) -> float:
    """A job of 10 s at full speed, preempted at ``preempt_at`` and started again at 5 s."""
    ex = EmulatedExecutor(resume_cost_s=cost)
    ex.add_job(KEY, total_flops=10e9, rate=1e9)
    ex.start(KEY, 0.0)
    ex.poll(preempt_at)
    ex.preempt(KEY, preempt_at, keep_in_memory)
    ex.start(KEY, 5.0)
    end = ex.next_event(5.0)
    (progress,) = ex.poll(end)
    assert progress.finished
    return end


def test_a_resume_out_of_memory_costs_the_resume_cost() -> None:
    assert _finish_time(0.0, keep_in_memory=False) == pytest.approx(11.0)  # BOINC's emulator: free
    assert _finish_time(1.5, keep_in_memory=False) == pytest.approx(12.5)
    # Left in memory the app is suspended, not quit: nothing is lost.
    assert _finish_time(1.5, keep_in_memory=True) == pytest.approx(11.0)
    # A job cannot lose more than it has done.
    assert _finish_time(10.0, keep_in_memory=False, preempt_at=0.5) == pytest.approx(15.0)


def test_a_job_preempted_before_it_ran_loses_nothing() -> None:
    ex = EmulatedExecutor(resume_cost_s=2.0)
    ex.add_job(KEY, total_flops=10e9, rate=1e9)
    ex.start(KEY, 0.0)
    ex.preempt(KEY, 0.0, False)
    ex.start(KEY, 1.0)
    assert ex.next_event(1.0) == pytest.approx(11.0)


def test_the_preview_takes_the_cost_from_the_running_tasks_checkpoints(live_dir: Path,  # noqa: F811 -- the fixture imported above
                                                                       tmp_path: Path) -> None:
    data = tmp_path / "client"
    shutil.copytree(live_dir, data, ignore=shutil.ignore_patterns("slots", "projects"))
    dd = DataDir(data)
    now = time.time()
    state = read_client_state(dd, now=now).state
    assert state.active_tasks, "the live client was stopped with a task under way"
    for i, task in enumerate(state.active_tasks.values()):
        task.task_state = TaskState.EXECUTING  # its app was running when the state was saved
        task.checkpoint_cpu_time = 1.0
        task.current_cpu_time = 1.0 + 0.2 * (i + 1)
    write_client_state(state, dd, now)
    n = len(state.active_tasks)
    lost = sum(0.2 * (i + 1) for i in range(n)) / n
    with_checkpoints = scenario_from_state(data, now=now).scenario.host.resume_cost_s
    for task in state.active_tasks.values():
        task.checkpoint_cpu_time = 0.0  # no checkpoint yet: the live client only suspends such a task
    write_client_state(state, dd, now)
    assert scenario_from_state(data, now=now).scenario.host.resume_cost_s == 0.0
    # The turnaround between tasks (from the job log) plus the work since the checkpoints.
    assert with_checkpoints >= lost - 1e-9
    assert with_checkpoints < lost + 10.0
