"""app_config.xml's max_concurrent and project_max_concurrent in the CPU scheduler and rr_sim.

BOINC skips a job in its run list when its app (or project) already has that many
jobs chosen to run, in every stage including EDF, and its rr_sim holds such jobs
back. Checked here on single decisions, on rr_sim's projections, and over a
simulated day of a real Engine driving the emulator's executor (4 CPUs).
"""
from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from core.emulator.executor import EmulatedExecutor
from core.engine.engine import Engine
from core.engine.policy_spec import PolicySpec
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler, RunReason, WaitReason
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import rr_simulate
from core.policy.work_fetch import FetchReason, WorkFetch, WorkFetchDecision, WorkFetchPolicy
from core.ports import Availability, SchedulerReply, SchedulerRequest
from core.state import App, AppVersion, ClientState, Project, Result, ResultState, Workunit

FPOPS = 1e9
HOUR = 3600.0
FAR = 1e9
EST = Estimator(EstimatePolicy.JC1)


class World:
    """A 4-CPU host; jobs are given by runtime (seconds at one CPU) and app name."""

    def __init__(self, ncpus: int = 4) -> None:
        self.s = ClientState()
        self.s.host_info.p_ncpus = ncpus
        self.s.host_info.p_fpops = FPOPS

    def project(self, name: str, share: float = 100.0, *, project_max: int = 0) -> ProjectUrl:
        url = ProjectUrl(f"http://{name}/")
        self.s.projects[url] = Project(url, project_name=name, resource_share=share,
                                       project_max_concurrent=project_max)
        return url

    def app(self, url: ProjectUrl, name: str, max_concurrent: int = 0) -> AppName:
        app = AppName(name)
        self.s.apps[(url, app)] = App(url, app, user_friendly_name=name, max_concurrent=max_concurrent)
        self.s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=1.0, flops=FPOPS))
        return app

    def job(self, url: ProjectUrl, app: AppName, name: str, runtime_s: float, deadline: float = FAR) -> ResultKey:
        wu = WorkunitName(name)
        self.s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=runtime_s * FPOPS)
        r = Result(url, ResultName(name), wu, report_deadline=deadline, state=ResultState.FILES_DOWNLOADED,
                   version_num=1)
        self.s.results[r.key] = r
        return r.key


def apps_of(w: World, keys: Sequence[ResultKey]) -> Counter[str]:
    return Counter(str(w.s.workunits[(k[0], w.s.results[k].wu_name)].app_name) for k in keys)


@pytest.mark.parametrize("policy", list(CpuSchedPolicy))
def test_one_job_of_a_limited_app_runs_and_the_others_fill_the_cpus(policy: CpuSchedPolicy) -> None:
    w = World()
    p = w.project("P")
    limited, free = w.app(p, "limited", max_concurrent=1), w.app(p, "free")
    waiting = [w.job(p, limited, f"l{i}", HOUR) for i in range(4)]
    for i in range(4):
        w.job(p, free, f"f{i}", HOUR)
    schedule = CpuScheduler(policy, EST).schedule(w.s, 0.0)
    assert apps_of(w, schedule.run) == Counter(limited=1, free=3)
    held = [k for k in waiting if k not in schedule.run]
    assert len(held) == 3
    for k in held:
        verdict = schedule.verdicts[k]
        assert verdict.reason is WaitReason.MAX_CONCURRENT and verdict.value == 1
        assert "at most 1 tasks of app limited" in verdict.message


def test_without_other_work_cpus_stay_idle_rather_than_exceed_the_limit() -> None:
    w = World()
    p = w.project("P")
    app = w.app(p, "a", max_concurrent=2)
    for i in range(5):
        w.job(p, app, f"a{i}", HOUR)
    schedule = CpuScheduler(CpuSchedPolicy.CS1, EST).schedule(w.s, 0.0)
    assert len(schedule.run) == 2


def test_edf_honours_max_concurrent() -> None:
    # Four jobs that all miss their deadline under round-robin; only one may run.
    w = World()
    p, q = w.project("P"), w.project("Q")
    tight = w.app(p, "tight", max_concurrent=1)
    urgent = [w.job(p, tight, f"u{i}", 2 * HOUR, deadline=HOUR) for i in range(4)]
    other = w.app(q, "other")
    for i in range(4):
        w.job(q, other, f"o{i}", HOUR)
    rr = rr_simulate(w.s, 0.0, EST, w.s.prefs.work_buf_total_s)
    assert set(urgent) <= rr.misses
    for policy in (CpuSchedPolicy.CS2, CpuSchedPolicy.REC):
        schedule = CpuScheduler(policy, EST).schedule(w.s, 0.0, rr)
        edf = [k for k in schedule.run if schedule.verdicts[k].reason is RunReason.DEADLINE_AT_RISK]
        assert len(edf) == 1 and edf[0] in urgent
        assert apps_of(w, schedule.run) == Counter(tight=1, other=3)


def test_project_max_concurrent_limits_the_project_across_its_apps() -> None:
    w = World()
    p, q = w.project("P", project_max=2), w.project("Q", share=1.0)
    a, b = w.app(p, "a"), w.app(p, "b")
    c = w.app(q, "c")
    for i in range(3):
        w.job(p, a, f"a{i}", HOUR)
        w.job(p, b, f"b{i}", HOUR)
        w.job(q, c, f"c{i}", HOUR)
    schedule = CpuScheduler(CpuSchedPolicy.CS1, EST).schedule(w.s, 0.0)
    by_project = Counter(k[0] for k in schedule.run)
    assert by_project == Counter({p: 2, q: 2})  # Q's small share still gets the CPUs P may not use
    held = [k for k in w.s.results if k[0] == p and k not in schedule.run]
    assert all(schedule.verdicts[k].reason is WaitReason.MAX_CONCURRENT for k in held)
    assert "project P" in schedule.verdicts[held[0]].message


def test_rr_sim_runs_a_limited_app_one_job_at_a_time() -> None:
    w = World()
    p = w.project("P")
    app = w.app(p, "one", max_concurrent=1)
    low = w.s.prefs.work_buf_min_s  # rr_sim's computation deadline lies this far before the report deadline
    keys = [w.job(p, app, f"j{i}", 1000.0, deadline=1000.0 * (i + 1) + 1 + low) for i in range(3)]
    rr = rr_simulate(w.s, 0.0, EST, 4000.0)
    assert [rr.finish_time[k] for k in keys] == pytest.approx([1000.0, 2000.0, 3000.0])
    assert not rr.misses
    assert rr.saturated_until == 0.0  # one job cannot fill 4 CPUs
    assert rr.shortfall_s == pytest.approx(3 * 3000.0 + 4 * 1000.0)
    # The same queue without the limit runs at once and finishes together.
    w.s.apps[(p, app)].max_concurrent = 0
    unlimited = rr_simulate(w.s, 0.0, EST, 4000.0)
    assert [unlimited.finish_time[k] for k in keys] == pytest.approx([1000.0] * 3)


def test_rr_sim_a_held_back_job_misses_its_deadline_and_others_take_the_cpus() -> None:
    w = World(ncpus=2)
    p, q = w.project("P", 300.0), w.project("Q", 100.0)
    app = w.app(p, "one", max_concurrent=1)
    low = w.s.prefs.work_buf_min_s  # rr_sim's computation deadline lies this far before the report deadline
    first = w.job(p, app, "p1", 1000.0, deadline=1500.0 + low)
    second = w.job(p, app, "p2", 1000.0, deadline=1500.0 + low)
    other = w.app(q, "other")
    qs = [w.job(q, other, f"q{i}", 1000.0) for i in range(3)]
    rr = rr_simulate(w.s, 0.0, EST, 0.0)
    assert rr.finish_time[first] == pytest.approx(1000.0)
    assert rr.finish_time[second] == pytest.approx(2000.0)
    assert rr.misses == {second}
    # P can use one CPU at a time, so Q gets the other one although P's share is 3/4.
    assert sorted(rr.finish_time[k] for k in qs) == pytest.approx([1000.0, 2000.0, 3000.0])


def test_rr_sim_project_max_concurrent() -> None:
    w = World()
    p = w.project("P", project_max=2)
    a, b = w.app(p, "a"), w.app(p, "b")
    keys = [w.job(p, a, "a0", 1000.0), w.job(p, b, "b0", 1000.0), w.job(p, a, "a1", 1000.0)]
    rr = rr_simulate(w.s, 0.0, EST, 0.0)
    assert sorted(rr.finish_time[k] for k in keys) == pytest.approx([1000.0, 1000.0, 2000.0])


class _AlwaysComputing:
    def availability(self, now: float) -> Availability:
        return Availability(True, False, math.inf)


class _NoServer:
    def send(self, request: SchedulerRequest, now: float) -> None:
        raise AssertionError("the network is off")

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        return ()

    def busy(self) -> bool:
        return False


@pytest.mark.parametrize("policy", ["CS1_WF2_WS1_JC2", "CS2_WF2_WS1_JC2", "DEBT_WF2_WS1_JC2", "BOINC"])
def test_an_engine_never_runs_more_than_max_concurrent(policy: str) -> None:
    # A day of a real engine over the emulator's executor: jobs of random sizes
    # finish at odd times, so every scheduling path (period, completion, EDF) runs.
    w = World()
    p, q = w.project("P", 300.0), w.project("Q", 100.0, project_max=2)
    one, many = w.app(p, "one", max_concurrent=1), w.app(p, "many")
    other = w.app(q, "other")
    executor = EmulatedExecutor()
    rng = random.Random(7)
    for i in range(12):
        for url, app in ((p, one), (p, many), (q, other)):
            runtime = rng.uniform(0.2, 2.0) * HOUR
            deadline = rng.uniform(2, 10) * HOUR if app == one else FAR
            key = w.job(url, app, f"{app}{i}", runtime, deadline)
            executor.add_job(key, runtime * FPOPS, FPOPS)
    engine = Engine(w.s, PolicySpec.parse(policy), host=_AlwaysComputing(), executor=executor,
                    transport=_NoServer(), rng=random.Random(1), fetch_check="predicted")
    now, end, busiest = 0.0, 24 * HOUR, 0
    while now < end:
        wake = engine.poll(now)
        running = [k for k, t in w.s.active_tasks.items() if t.running]
        per_app = apps_of(w, running)
        assert per_app["one"] <= 1
        assert sum(1 for k in running if k[0] == q) <= 2
        assert len(running) <= 4
        busiest = max(busiest, len(running))
        now = max(wake, now + 1.0)
    assert busiest == 4  # the limits left work for every CPU
    done = [r for r in w.s.results.values() if r.is_finished]
    assert sum(1 for r in done if str(r.name).startswith("one")) >= 4


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
def test_work_fetch_does_not_fill_cpus_a_limit_keeps_idle(policy: WorkFetchPolicy) -> None:
    """One project limited to one task at a time on 4 CPUs: once one CPU's worth of
    buffer is queued it is not asked again, though three CPUs stay idle (BOINC's
    mc_shortfall); without the limit the same queue is far from enough."""
    def decide(limit: int, queued_h: float) -> WorkFetchDecision:
        w = World()
        url = w.project("limited", project_max=limit)
        app = w.app(url, "sim")
        w.s.prefs.work_buf_min_days, w.s.prefs.work_buf_additional_days = 0.1, 0.1
        for i in range(int(queued_h)):
            w.job(url, app, f"j{i}", HOUR)
        rr = rr_simulate(w.s, 0.0, EST, w.s.prefs.work_buf_total_s)
        return WorkFetch(policy, EST).decide(w.s, 0.0, rr)

    buffer_h = 0.2 * 24
    enough_for_one = decide(1, buffer_h + 2)
    assert enough_for_one.project is None
    assert enough_for_one.per_project[ProjectUrl("http://limited/")].reason is FetchReason.MAX_CONCURRENT
    assert decide(0, buffer_h + 2).project == ProjectUrl("http://limited/")  # 4 CPUs: far from full
    assert decide(1, 1).project == ProjectUrl("http://limited/")  # even its one CPU runs dry
