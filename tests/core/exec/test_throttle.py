"""CPU throttling (``cpu_usage_limit``): the duty cycle, and real apps held and released by it.

The CPU-time measurements run the apps at their normal low priority on a shared
machine, so each compares a throttled window with unthrottled windows on both
sides of it (the load of other programs changes slowly), and a machine too busy
to give the app a useful share of a core skips the measurement instead of guessing.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import psutil
import pytest

from core.engine.run_modes import current_cpu_usage_limit
from core.exec.throttle import DutyCycle
from core.state import GlobalPrefs, TaskState
from core.state.prefs import effective_cpu_usage_limit
from tests.core.exec.conftest import Env, Job

pytestmark = [pytest.mark.timeout(90), pytest.mark.serial]  # measures time: run alone

# ------------------------------------------------------------------ the duty cycle


def steps(limit: float, n: int) -> list[bool]:
    duty, out = DutyCycle(), []
    for i in range(n):
        out.append(duty.update(limit, 1000.0 + i))
    return out


def test_duty_cycle_holds_for_the_right_share_of_seconds() -> None:
    # The level starts full (BOINC: 100), so the first step always runs.
    for limit, share in ((50, 0.5), (75, 0.25), (25, 0.75), (10, 0.9)):
        held = steps(limit, 400)
        assert not held[0]
        assert abs(held.count(True) - 400 * share) <= 1, limit
    held = steps(50, 8)
    assert all(held[i] != held[i + 1] for i in range(2, 7))  # one on, one off, ...


def test_duty_cycle_off_at_100_0_and_nonsense() -> None:
    for limit in (100, 0, 99.995, 0.001, 150, -5, math.nan, math.inf):
        assert steps(limit, 6) == [False] * 6
        assert effective_cpu_usage_limit(limit) == 100.0
    duty = DutyCycle()
    duty.update(100, 5.0)
    assert duty.wake_at() == math.inf and not duty.active


def test_duty_cycle_keeps_a_one_second_cadence() -> None:
    duty = DutyCycle()
    duty.update(50, 10.0)
    assert duty.wake_at() == 11.0
    held = duty.held
    assert duty.update(50, 10.6) == held  # between steps nothing changes
    duty.update(50, 11.05)  # a slightly late poll does not shift the grid
    assert duty.wake_at() == 12.0
    duty.update(50, 30.0)  # after a stall, a fresh cadence
    assert duty.wake_at() == 31.0
    duty.update(100, 31.0)  # back to 100: released at once
    assert not duty.held and duty.wake_at() == math.inf


def test_not_in_use_limit_applies_while_the_user_is_away() -> None:
    prefs = GlobalPrefs(cpu_usage_limit=100.0, niu_cpu_usage_limit=40.0)
    assert current_cpu_usage_limit(prefs, active=True) == 100.0
    assert current_cpu_usage_limit(prefs, active=False) == 40.0
    prefs.niu_cpu_usage_limit = -1.0  # "not set": the in-use value holds
    assert current_cpu_usage_limit(prefs, active=False) == 100.0
    assert current_cpu_usage_limit(GlobalPrefs(cpu_usage_limit=0.0), active=True) == 100.0


# ------------------------------------------------------------------ real apps


def drive(env: Env, seconds: float) -> None:
    """Poll as the engine does: at the executor's own next_event (capped at 0.1 s for the test)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        now = time.time()
        for p in env.executor.poll(now):
            env.seen[p.key] = p
        wake = env.executor.next_event(time.time())
        time.sleep(max(0.0, min(wake - time.time(), 0.1, end - time.monotonic())))


def tree_cpu(pid: int) -> float:
    proc = psutil.Process(pid)
    total = 0.0
    for p in [proc, *proc.children(recursive=True)]:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


@dataclass
class Split:
    """CPU and wall seconds while the task was held by the throttle and while it ran."""

    held_s: float = 0.0
    run_s: float = 0.0
    held_cpu: float = 0.0
    run_cpu: float = 0.0
    elapsed: float = 0.0

    @property
    def held_share(self) -> float:
        return self.held_s / max(self.held_s + self.run_s, 1e-9)

    def rates(self) -> tuple[float, float]:
        """CPU seconds per wall second while held and while running."""
        return self.held_cpu / max(self.held_s, 1e-9), self.run_cpu / max(self.run_s, 1e-9)


def window(env: Env, job: Job, limit: float, seconds: float, split: Split | None = None,
           each: Callable[[], None] | None = None) -> float:
    """Run ``seconds`` under ``limit``; returns CPU seconds per wall second. With ``split``,
    each poll's CPU and time are added to the held or the running side (by the state
    before the poll: an app takes a moment to obey, which blurs the sides a little).
    ``each`` is called after every poll (to look at the app meanwhile)."""
    env.state.prefs.cpu_usage_limit = limit
    rt = env.executor.running_task(job.key)
    assert rt is not None
    cpu0, el0, t0 = tree_cpu(rt.pid), env.state.active_tasks[job.key].elapsed_time, time.monotonic()
    last_cpu, last_t = cpu0, t0
    while time.monotonic() - t0 < seconds:
        held = rt.throttled
        drive(env, 0.1)
        cpu, t = tree_cpu(rt.pid), time.monotonic()
        if each is not None:
            each()
        if split is not None:
            if held:
                split.held_s += t - last_t
                split.held_cpu += cpu - last_cpu
            else:
                split.run_s += t - last_t
                split.run_cpu += cpu - last_cpu
        last_cpu, last_t = cpu, t
    if split is not None:
        split.elapsed += env.state.active_tasks[job.key].elapsed_time - el0
    return (last_cpu - cpu0) / (last_t - t0)


def check_held_half_the_time(env: Env, job: Job, seconds: float, each: Callable[[], None] | None = None) -> Split:
    """At 50 %: held about half the wall time, nearly no CPU while held, elapsed time going on."""
    window(env, job, 50.0, 2.0)  # the duty cycle's level starts full: the first two steps both run
    split = Split()
    window(env, job, 50.0, seconds, split, each)
    held_rate, run_rate = split.rates()
    if run_rate < 0.05:
        pytest.skip(f"machine too busy to see the app run ({run_rate:.2f} CPU s per s)")
    assert 0.35 <= split.held_share <= 0.65, split
    assert held_rate < 0.35 * run_rate, split  # it really stops (the rest is the app's reaction time)
    assert split.elapsed / (split.held_s + split.run_s) > 0.9  # elapsed goes on while held, as BOINC's
    return split


def test_c_app_is_held_half_the_time_at_50_percent(env: Env, c_app: Path) -> None:
    job = env.add_job(c_app, "1\n", args="--forever --unit-ms 50")
    env.executor.start(job.key, time.time())
    drive(env, 0.5)  # started, shared memory attached
    check_held_half_the_time(env, job, 6.0)
    window(env, job, 100.0, 0.5)
    rt = env.executor.running_task(job.key)
    assert rt is not None and not rt.throttled
    assert env.state.active_tasks[job.key].task_state == TaskState.EXECUTING
