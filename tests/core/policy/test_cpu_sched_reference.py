"""The CPU scheduler's speed work changes no decision: the module against the reference.

``cpu_sched_reference.py`` is the scheduler as it stood before the what-if speed work
(issue 18), kept verbatim. Since then the candidates carry their EDF key for the sort and
the verdicts of the candidates nobody picked are worked out when first read. Every part
of a schedule (what runs, in which order, each verdict with its action, reason, value
and sentence, the priorities, the misses, the pay-off) must be the same, on random
queues under every policy and at every scheduling pass of real emulations, where the
verdicts are read only after the engine has acted on the schedule (tasks started and
preempted, time gone by): a verdict worked out late must be the one decided then.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from core.emulator.run import run_scenario
from core.emulator.scenario import DAY, HostSpec, Scenario
from core.ids import AppName, ProjectUrl
from core.policy import cpu_sched
from core.policy.estimate import Estimator
from core.policy.rr_sim import rr_simulate
from core.state import ClientState, RunMode
from tests.core.policy import cpu_sched_reference as reference
from tests.core.policy.test_rr_sim_reference import _mix, _tight, _tight_on_two, queues


def _bits(x: object) -> object:
    return x.hex() if isinstance(x, float) and not math.isnan(x) else repr(x)


def answer(schedule: Any) -> tuple[object, ...]:
    """Every part of a ``CpuSchedule`` (either module's), where equal means the same bits."""
    return (
        list(schedule.run),
        [(k, v.run, v.action.value, v.reason.value, _bits(v.value), v.message)
         for k, v in schedule.verdicts.items()],
        [(k, _bits(v)) for k, v in schedule.project_priority.items()],
        sorted(schedule.deadline_misses),
        _bits(schedule.expected_pay_off_s),
    )


def reference_schedule(scheduler: cpu_sched.CpuScheduler, state: ClientState, now: float,
                       rr: Any) -> tuple[object, ...]:
    """What the reference decides with the same policy, half-life and measured CPU rate."""
    old = reference.CpuScheduler(reference.CpuSchedPolicy(scheduler.policy.value),
                                 Estimator(scheduler.estimator.policy), scheduler.rec_half_life_s)
    old._cpu_rate = scheduler._cpu_rate
    return answer(old.schedule(state, now, rr))


@st.composite
def scheduling_states(draw: st.DrawFn) -> ClientState:
    """rr_sim's random queues, with debts, REC priorities, a run mode and backoffs."""
    s = draw(queues())
    for p in s.projects.values():
        p.debt = draw(st.sampled_from([0.0, 0.0, 100.0, -250.0]) | st.floats(-1e4, 1e4))
        p.rec = draw(st.sampled_from([0.0, 10.0, 500.0]))
        p.rec_time = 0.0
    for task in s.active_tasks.values():
        task.started_time = draw(st.sampled_from([0.0, 3000.0, 3590.0]))
    for r in s.results.values():
        if draw(st.booleans()) and draw(st.booleans()):
            r.schedule_backoff = draw(st.sampled_from([10.0, 5000.0]))
    s.run_mode = draw(st.sampled_from([RunMode.AUTO] * 5 + [RunMode.NEVER]))
    return s


@settings(max_examples=300, deadline=None)
@given(scheduling_states(), st.sampled_from(list(cpu_sched.CpuSchedPolicy)),
       st.sampled_from([None, 0.0, 0.37, 1.0]), st.sampled_from([0.0, 3600.0]))
def test_random_states_schedule_as_the_reference(s: ClientState, policy: cpu_sched.CpuSchedPolicy,
                                                 rate: float | None, now: float) -> None:
    scheduler = cpu_sched.CpuScheduler(policy, Estimator())
    scheduler._cpu_rate = rate
    rr = rr_simulate(s, now, Estimator(), s.prefs.work_buf_total_s)
    expected = reference_schedule(scheduler, s, now, rr)
    assert answer(scheduler.schedule(s, now, rr)) == expected
    # and without a given rr_sim (each computes its own)
    expected = reference_schedule(scheduler, s, now, None)
    assert answer(scheduler.schedule(s, now)) == expected


@pytest.fixture
def checked_passes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The engine's scheduler, deciding as before; each schedule is compared with the
    reference's at the next pass (or at the end), after the engine has acted on it."""
    pending: list[tuple[Any, tuple[object, ...]]] = []
    checked: list[int] = []
    original = cpu_sched.CpuScheduler.schedule

    def settle() -> None:
        for new, expected in pending:
            assert answer(new) == expected
            checked.append(len(new.verdicts))
        pending.clear()

    def schedule(self: cpu_sched.CpuScheduler, state: ClientState, now: float,
                 rr: Any = None) -> cpu_sched.CpuSchedule:
        settle()
        expected = reference_schedule(self, state, now, rr)
        new = original(self, state, now, rr)
        pending.append((new, expected))
        return new

    monkeypatch.setattr(cpu_sched.CpuScheduler, "schedule", schedule)
    yield checked
    settle()


def _limited() -> Scenario:
    base = _mix(3, 3)
    return replace(base, projects=(replace(base.projects[0], project_max_concurrent=1), *base.projects[1:]))


def _many_on_two() -> Scenario:
    return replace(_mix(5, 3, latency_bound_s=2 * DAY), host=HostSpec(ncpus=2))


@pytest.mark.parametrize("make, policy", [
    (lambda: _mix(4, 3), "CS2_WF2_WS2_JC2"),
    (_many_on_two, "CS2_WF2_WS1_JC2"),
    (_tight_on_two, "CS2_WF2_WS2_JC2"),
    (_tight, "BOINC"),
    (_tight, "CS1_WF2_WS2_JC2"),
    (lambda: _mix(3, 2), "DEBT_WF1_WS1_JC1"),
    (_limited, "CS2_WF2_WS2_JC2"),
])
def test_every_pass_of_an_emulation_schedules_as_the_reference(checked_passes: list[int], make: Any,
                                                               policy: str) -> None:
    run_scenario(make(), policy=policy)
    assert len(checked_passes) > 50 and max(checked_passes) > 3


def test_a_verdict_read_late_is_the_one_decided() -> None:
    """The queue changes after the decision (a task starts, a project is renamed, a job
    ends): the verdicts, read only then, still say what was decided and why."""
    s = ClientState()
    s.host_info.p_ncpus = 1
    s.host_info.p_fpops = 1e9
    from core.ids import ResultName, WorkunitName
    from core.state import ActiveTask, App, AppVersion, CpuSchedState, Project, Result, ResultState, Workunit
    app = AppName("app")
    for i, debt in enumerate((50.0, 10.0)):
        url = ProjectUrl(f"http://p{i}/")
        s.projects[url] = Project(url, project_name=f"Project {i}", debt=debt)
        s.apps[(url, app)] = App(url, app)
        s.app_versions.append(AppVersion(url, app, 1))
        for k in range(2):
            wu = WorkunitName(f"j{i}_{k}")
            s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=1e12)
            r = Result(url, ResultName(f"j{i}_{k}"), wu, version_num=1, state=ResultState.FILES_DOWNLOADED,
                       report_deadline=1e6 + k)
            s.results[r.key] = r
    running = (ProjectUrl("http://p1/"), ResultName("j1_0"))
    s.active_tasks[running] = ActiveTask(*running, scheduler_state=CpuSchedState.SCHEDULED, started_time=-1e4)
    scheduler = cpu_sched.CpuScheduler(cpu_sched.CpuSchedPolicy.CS1, Estimator())
    expected = reference_schedule(scheduler, s, 0.0, None)
    schedule = scheduler.schedule(s, 0.0)
    # the engine acts: the running task is preempted, the chosen one started; names change
    s.active_tasks[running].scheduler_state = CpuSchedState.PREEMPTED
    first = schedule.run[0]
    s.active_tasks[first] = ActiveTask(*first, scheduler_state=CpuSchedState.SCHEDULED, started_time=0.0)
    for p in s.projects.values():
        p.project_name = "renamed"
    s.results[(ProjectUrl("http://p0/"), ResultName("j0_1"))].state = ResultState.FILES_UPLOADED
    assert answer(schedule) == expected
    verdict = schedule.verdicts[running]
    assert verdict.action is cpu_sched.TaskAction.PREEMPT and "Project 0" in verdict.message
