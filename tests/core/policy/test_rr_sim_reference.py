"""rr_sim's speed work changes no answer, bit for bit: the module against the reference.

``rr_sim_reference.py`` is rr_sim as it stood before the what-if speed work (issue 18),
kept verbatim. Every field of the answer (each finish time, the misses, idle times,
saturation and shortfalls) must be the same float, on random queues (running tasks with
progress, multi-CPU jobs, zero shares, suspended and limited projects, ties between
projects) and at every rr_sim call of real emulations.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

import core.engine.engine as engine_module
from core.emulator.run import run_scenario
from core.emulator.scenario import DAY, HostSpec, ProjectSpec, Scenario
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy import rr_sim
from core.policy.estimate import EstimatePolicy, Estimator
from core.state import ActiveTask, App, AppVersion, ClientState, CpuSchedState, Project, Result, ResultState, Workunit
from tests.core.policy import rr_sim_reference

FPOPS = 1e9


def answer(rr: Any) -> tuple[object, ...]:
    """Every figure of an ``RrSimResult``, in a form where equal means the same bits."""
    def bits(x: float) -> object:
        return x.hex() if isinstance(x, float) and not math.isnan(x) else repr(x)

    return (
        [(k, bits(v)) for k, v in rr.finish_time.items()],
        sorted(rr.misses),
        [(k, bits(v)) for k, v in rr.project_idle_at.items()],
        bits(rr.saturated_until),
        bits(rr.shortfall_s),
        [(k, bits(v)) for k, v in rr.project_shortfall_s.items()],
    )


def both(s: ClientState, now: float, policy: EstimatePolicy, horizon: float) -> None:
    new = rr_sim.rr_simulate(s, now, Estimator(policy), horizon)
    old = rr_sim_reference.rr_simulate(s, now, Estimator(policy), horizon)
    assert answer(new) == answer(old)


@st.composite
def queues(draw: st.DrawFn) -> ClientState:
    s = ClientState()
    s.host_info.p_ncpus = draw(st.integers(1, 8))
    s.host_info.p_fpops = FPOPS
    s.time_stats.on_frac = draw(st.sampled_from([1.0, 0.9, 0.37]))
    s.time_stats.active_frac = draw(st.sampled_from([1.0, 0.8, 0.25]))
    urls: list[ProjectUrl] = []
    for i in range(draw(st.integers(1, 6))):
        url = ProjectUrl(f"http://p{i}/")
        s.projects[url] = Project(url, project_name=f"p{i}",
                                  resource_share=draw(st.sampled_from([0.0, 50.0, 100.0, 100.0, 300.0])),
                                  suspended_via_gui=draw(st.booleans()) and draw(st.booleans()),
                                  dont_request_more_work=draw(st.booleans()) and draw(st.booleans()),
                                  project_max_concurrent=draw(st.sampled_from([0, 0, 0, 1, 2])))
        urls.append(url)
    # Equal runtimes are likely: ties between projects' events are where order matters.
    runtime = st.sampled_from([0.0, 100.0, 100.0, 250.0, 1000.0]) | st.floats(0.0, 5000.0)
    for k in range(draw(st.integers(0, 40))):
        url = draw(st.sampled_from(urls))
        ncpus = draw(st.sampled_from([1.0, 1.0, 1.0, 0.5, 2.0, 1.5, 8.0]))
        app = AppName(f"app{ncpus:g}")
        if (url, app) not in s.apps:
            s.apps[(url, app)] = App(url, app, max_concurrent=draw(st.sampled_from([0, 0, 0, 1, 3])))
            s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=ncpus))
        wu = WorkunitName(f"j{k}")
        s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=draw(runtime) * ncpus * FPOPS)
        state = draw(st.sampled_from([ResultState.FILES_DOWNLOADED] * 6 + [ResultState.FILES_DOWNLOADING,
                                                                             ResultState.FILES_UPLOADED]))
        r = Result(url, ResultName(f"j{k}"), wu, version_num=1, state=state,
                   report_deadline=draw(st.sampled_from([0.0, 500.0, 1000.0]) | st.floats(1.0, 20_000.0)),
                   suspended_via_gui=draw(st.booleans()) and draw(st.booleans()))
        s.results[r.key] = r
        if draw(st.booleans()) and draw(st.booleans()):
            task = ActiveTask(url, r.name, scheduler_state=draw(st.sampled_from(
                [CpuSchedState.SCHEDULED, CpuSchedState.PREEMPTED])))
            task.elapsed_time = draw(st.sampled_from([0.0, 50.0, 400.0]))
            task.fraction_done = draw(st.sampled_from([0.0, 0.1, 0.5, 0.99]))
            s.active_tasks[r.key] = task
    return s


@settings(max_examples=400, deadline=None)
@given(queues(), st.sampled_from([0.0, 3600.0, 1e9]), st.sampled_from([0.0, 5000.0, 86400.0, math.inf]),
       st.sampled_from(list(EstimatePolicy)))
def test_random_queues_answer_as_the_reference(s: ClientState, now: float, horizon: float,
                                               policy: EstimatePolicy) -> None:
    both(s, now, policy, horizon)


@st.composite
def serial_queues(draw: st.DrawFn) -> ClientState:
    """More projects than CPUs, one-CPU jobs: each project runs one job at a time (the
    path that applies completions project by project)."""
    s = ClientState()
    s.host_info.p_ncpus = draw(st.integers(1, 3))
    s.host_info.p_fpops = FPOPS
    s.time_stats.on_frac = draw(st.sampled_from([1.0, 0.9]))
    app = AppName("app")
    for i in range(draw(st.integers(s.host_info.p_ncpus + 1, 7))):
        url = ProjectUrl(f"http://p{i}/")
        # (a project that may not fetch leaves the others a larger entitlement than share)
        s.projects[url] = Project(url, project_name=f"p{i}",
                                  resource_share=draw(st.sampled_from([0.0, 50.0, 100.0, 100.0, 250.0])),
                                  dont_request_more_work=draw(st.booleans()) and draw(st.booleans()))
        s.apps[(url, app)] = App(url, app)
        s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=1.0))
        for k in range(draw(st.integers(0, 12))):
            wu = WorkunitName(f"j{i}_{k}")
            size = draw(st.sampled_from([0.0, 100.0, 100.0, 300.0]) | st.floats(0.0, 3000.0))
            s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=size * FPOPS)
            r = Result(url, ResultName(f"j{i}_{k}"), wu, version_num=1, state=ResultState.FILES_DOWNLOADED,
                       report_deadline=draw(st.sampled_from([0.0, 500.0, 2000.0]) | st.floats(1.0, 9000.0)))
            s.results[r.key] = r
            if k == 0 and draw(st.booleans()):
                task = ActiveTask(url, r.name, scheduler_state=CpuSchedState.SCHEDULED)
                task.elapsed_time = draw(st.sampled_from([0.0, 50.0]))
                task.fraction_done = draw(st.sampled_from([0.0, 0.5]))
                s.active_tasks[r.key] = task
    return s


@settings(max_examples=400, deadline=None)
@given(serial_queues(), st.sampled_from([0.0, 2000.0, math.inf]))
def test_one_job_at_a_time_projects_answer_as_the_reference(s: ClientState, horizon: float) -> None:
    both(s, 100.0, EstimatePolicy.JC2, horizon)


def _mix(m: int, days: float, **changes: Any) -> Scenario:
    projects = tuple(replace(ProjectSpec(f"p{i}", resource_share=100 * i, latency_bound_s=9 * DAY * i,
                                         flops_mean=1.3e13 * i), **changes) for i in range(1, m + 1))
    return Scenario(name=f"mix{m}", duration_s=days * DAY, host=HostSpec(ncpus=4), projects=projects)


def _tight() -> Scenario:
    s = _mix(3, 4, flops_std=3e12, estimate_error=1.6)
    return replace(s, projects=tuple(replace(p, latency_bound_s=p.flops_mean / 1e9 * 2.5) for p in s.projects))


def _equal_twins() -> Scenario:
    """Two projects alike in everything: their events fall at the same instants."""
    return Scenario(name="twins", duration_s=2 * DAY, host=HostSpec(ncpus=3),
                    projects=tuple(ProjectSpec(f"t{i}", resource_share=100, latency_bound_s=2 * DAY,
                                               flops_mean=3.6e12) for i in range(2)))


@pytest.fixture
def checked_calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The engine's rr_sim, answering as before and checked against the reference at each call."""
    calls: list[int] = []

    def checked(state: ClientState, now: float, estimator: Estimator, horizon_s: float) -> rr_sim.RrSimResult:
        new = rr_sim.rr_simulate(state, now, estimator, horizon_s)
        old = rr_sim_reference.rr_simulate(state, now, Estimator(estimator.policy), horizon_s)
        assert answer(new) == answer(old)
        calls.append(len(new.finish_time))
        return new

    monkeypatch.setattr(engine_module, "rr_simulate", checked)
    yield calls


def _many_on_two() -> Scenario:
    """Five projects on two CPUs: each runs one job at a time (the what-if bench's shape)."""
    return replace(_mix(5, 3, latency_bound_s=2 * DAY), host=HostSpec(ncpus=2))


def _tight_on_two() -> Scenario:
    return replace(_tight(), host=HostSpec(ncpus=2))


@pytest.mark.parametrize("make, policy", [
    (lambda: _mix(4, 3), "CS2_WF2_WS2_JC2"),
    (_many_on_two, "CS2_WF2_WS1_JC2"),
    (_tight_on_two, "CS2_WF2_WS2_JC2"),
    (_tight, "CS2_WF2_WS2_JC2"),
    (_tight, "BOINC"),
    (_equal_twins, "CS2_WF2_WS1_JC2"),
    (lambda: replace(_mix(3, 3), projects=(replace(_mix(3, 3).projects[0], project_max_concurrent=1),
                                           *_mix(3, 3).projects[1:])), "CS2_WF2_WS2_JC2"),
])
def test_every_call_of_an_emulation_answers_as_the_reference(checked_calls: list[int], make: Any,
                                                              policy: str) -> None:
    run_scenario(make(), policy=policy)
    assert len(checked_calls) > 50 and max(checked_calls) > 3


def test_shortfall_counted_inside_a_one_job_at_a_time_stretch() -> None:
    """Three CPUs, four projects of equal share, only one of which may fetch: it is
    entitled to all three CPUs while it computes on three quarters of one, so its
    shortfall grows at each completion before any project runs out."""
    s = ClientState()
    s.host_info.p_ncpus = 3
    s.host_info.p_fpops = FPOPS
    app = AppName("app")
    for i, sizes in enumerate([(100.0, 200.0, 300.0, 50.0), (4000.0,), (4000.0,), (4000.0,)]):
        url = ProjectUrl(f"http://p{i}/")
        s.projects[url] = Project(url, resource_share=100.0, dont_request_more_work=i > 0)
        s.apps[(url, app)] = App(url, app)
        s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=1.0))
        for k, size in enumerate(sizes):
            wu = WorkunitName(f"j{i}_{k}")
            s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=size * FPOPS)
            r = Result(url, ResultName(f"j{i}_{k}"), wu, version_num=1, state=ResultState.FILES_DOWNLOADED,
                       report_deadline=5000.0)
            s.results[r.key] = r
    for horizon in (0.0, 150.0, 500.0, 1e5):
        both(s, 0.0, EstimatePolicy.JC2, horizon)
    rr = rr_sim.rr_simulate(s, 0.0, Estimator(EstimatePolicy.JC2), 1e5)
    assert rr.project_shortfall_s[ProjectUrl("http://p0/")] > 0
