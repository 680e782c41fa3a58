"""fetch_watch.next_change against the policies themselves: the instant it names
is when ``WorkFetch.decide`` first asks a project, never later, as the running
tasks drain their estimates."""
from __future__ import annotations

import copy
import math

import pytest

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.fetch_watch import CROSSING_SLACK_S, next_change, running_drain
from core.policy.rr_sim import rr_simulate
from core.policy.work_fetch import WorkFetch, WorkFetchPolicy
from core.state import ActiveTask, AppVersion, ClientState, CpuSchedState, Project, Result, ResultState, Workunit

A = ProjectUrl("http://a/")
B = ProjectUrl("http://b/")
NOW = 1_000_000.0
DAY = 86400.0
EST = Estimator(EstimatePolicy.JC2)


def world(shares: dict[ProjectUrl, float], on_frac: float = 0.8) -> ClientState:
    s = ClientState()
    s.host_info.p_ncpus = 2
    s.host_info.p_fpops = 1e9
    s.time_stats.on_frac = on_frac
    s.prefs.work_buf_min_days = 0.1
    s.prefs.work_buf_additional_days = 0.25
    for url, share in shares.items():
        s.projects[url] = Project(url, resource_share=share, exp_avg_cpu_time=NOW)
        s.app_versions.append(AppVersion(url, AppName("app"), 1, avg_ncpus=1.0, flops=1e9))
    return s


def job(s: ClientState, url: ProjectUrl, name: str, runtime_s: float, done: float | None = None,
        speed: float = 1.0) -> Result:
    """A queued job, or a running one ``done`` of the way through at ``speed`` x its estimate."""
    wu = Workunit(url, WorkunitName(name), AppName("app"), version_num=1, rsc_fpops_est=runtime_s * 1e9)
    s.workunits[(url, wu.name)] = wu
    r = Result(url, ResultName(name), wu.name, report_deadline=NOW + 20 * DAY,
               state=ResultState.FILES_DOWNLOADED, version_num=1)
    s.results[r.key] = r
    if done is not None:
        s.active_tasks[r.key] = ActiveTask(url, r.name, slot=len(s.active_tasks),
                                           scheduler_state=CpuSchedState.SCHEDULED,
                                           elapsed_time=done * runtime_s / speed, fraction_done=done)
    return r


def advance(s: ClientState, dt: float, speeds: dict[str, float]) -> ClientState:
    """The state ``dt`` seconds later: every running task progressed at its speed."""
    later = copy.deepcopy(s)
    for task in later.active_tasks.values():
        if task.running:
            runtime = later.workunits[(task.project_url, WorkunitName(task.result_name))].rsc_fpops_est / 1e9
            task.elapsed_time += dt
            task.fraction_done += dt * speeds.get(task.result_name, 1.0) / runtime
    return later


def asks(policy: WorkFetchPolicy, s: ClientState, now: float) -> ProjectUrl | None:
    rr = rr_simulate(s, now, EST, s.prefs.work_buf_total_s)
    return WorkFetch(policy, EST).decide(s, now, rr).project


def predicted(policy: WorkFetchPolicy, s: ClientState, now: float) -> float:
    rr = rr_simulate(s, now, EST, s.prefs.work_buf_total_s)
    return next_change(WorkFetch(policy, EST), s, now, rr, running_drain(s, EST))


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
@pytest.mark.parametrize("speed", [1.0, 1.7])
def test_the_named_instant_is_when_the_policy_first_asks(policy: WorkFetchPolicy, speed: float) -> None:
    s = world({A: 100.0})
    job(s, A, "r1", 30_000.0, done=0.2, speed=speed)
    job(s, A, "r2", 30_000.0, done=0.1, speed=speed)
    job(s, A, "q1", 20_000.0)
    speeds = {"r1": speed, "r2": speed}
    assert asks(policy, s, NOW) is None
    t = predicted(policy, s, NOW)
    assert NOW < t < math.inf
    just_before = t - CROSSING_SLACK_S - 1.0
    assert asks(policy, advance(s, just_before - NOW, speeds), just_before) is None
    assert asks(policy, advance(s, t - NOW, speeds), t) == A


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
def test_a_task_faster_than_the_rest_makes_it_early_never_late(policy: WorkFetchPolicy) -> None:
    s = world({A: 100.0})
    job(s, A, "r1", 30_000.0, done=0.3, speed=2.5)
    job(s, A, "r2", 30_000.0, done=0.1)
    job(s, A, "q1", 20_000.0)
    speeds = {"r1": 2.5}
    t = predicted(policy, s, NOW)
    first_ask = next(now for now in range(int(NOW), int(NOW + DAY), 30)
                     if asks(policy, advance(s, now - NOW, speeds), float(now)) is not None)
    assert t <= first_ask


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
def test_nothing_running_means_no_crossing_until_an_event(policy: WorkFetchPolicy) -> None:
    s = world({A: 100.0})
    job(s, A, "q1", 40_000.0)
    job(s, A, "q2", 40_000.0)
    assert asks(policy, s, NOW) is None
    assert predicted(policy, s, NOW) == math.inf


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
def test_a_backed_off_project_counts_from_the_end_of_its_backoff(policy: WorkFetchPolicy) -> None:
    s = world({A: 100.0})
    job(s, A, "r1", 5_000.0, done=0.5)
    s.projects[A].min_rpc_time = NOW + 3 * DAY
    assert asks(policy, s, NOW) is None  # it needs work, but may not be asked yet
    assert predicted(policy, s, NOW) == NOW + 3 * DAY


@pytest.mark.parametrize("policy", list(WorkFetchPolicy))
def test_two_projects_the_named_instant_is_not_late(policy: WorkFetchPolicy) -> None:
    s = world({A: 300.0, B: 100.0}, on_frac=0.6)
    job(s, A, "a1", 20_000.0, done=0.2)
    job(s, A, "a2", 10_000.0)
    job(s, B, "b1", 15_000.0, done=0.4)
    job(s, B, "b2", 5_000.0)
    t = predicted(policy, s, NOW)
    steps = [float(now) for now in range(int(NOW), int(NOW + DAY), 60)]
    first_ask = next((now for now in steps if asks(policy, advance(s, now - NOW, {}), now) is not None), math.inf)
    assert NOW < t <= first_ask < math.inf


def test_wf2_below_the_high_mark_with_nobody_asked_still_watches_the_low_mark() -> None:
    """B has nothing queued and the buffer is already below the high mark, but B is
    overworked (LTD below minus one scheduling period) and A has a queue: nobody is
    asked. The decision changes when rr_sim's saturation comes within the low mark
    (A's first job ends after 9,000 s of wall time, the mark is 8,640 s); the
    already-true high-mark test must not hide that crossing."""
    s = world({A: 100.0, B: 100.0})
    job(s, A, "r1", 9_000.0, done=0.2)
    job(s, A, "r2", 25_000.0, done=0.2)
    s.projects[B].long_term_debt = -5_000.0
    rr = rr_simulate(s, NOW, EST, s.prefs.work_buf_total_s)
    d = WorkFetch(WorkFetchPolicy.WF2, EST).decide(s, NOW, rr)
    assert d.urgency > 0 and d.project is None  # below the high mark, nobody asked
    t = predicted(WorkFetchPolicy.WF2, s, NOW)
    steps = [float(now) for now in range(int(NOW), int(NOW + DAY), 60)]
    first_ask = next((now for now in steps if asks(WorkFetchPolicy.WF2, advance(s, now - NOW, {}), now) is not None),
                     math.inf)
    assert NOW < t <= first_ask < math.inf
