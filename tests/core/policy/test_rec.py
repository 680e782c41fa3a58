"""REC (recent estimated credit): averaging, priorities, the REC CPU scheduler and work fetch."""
from __future__ import annotations

import math

import pytest

from core.engine.policy_spec import PolicySpec
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rec import COBBLESTONE_SCALE, priorities, sched_steps, update_rec
from core.policy.rr_sim import rr_simulate
from core.policy.work_fetch import FetchReason, WorkFetch, WorkFetchPolicy
from core.policy.work_send import WorkSendPolicy
from core.state import App, AppVersion, ClientState, Project, Result, ResultState, Workunit

A, B = ProjectUrl("http://a.org/"), ProjectUrl("http://b.org/")
DAY = 86400.0


def state_with(jobs: int = 2) -> ClientState:
    s = ClientState()
    s.host_info.p_ncpus = 1
    s.host_info.p_fpops = 1e9
    for url in (A, B):
        s.projects[url] = Project(url, project_name=str(url), resource_share=100)
        s.apps[(url, AppName("x"))] = App(url, AppName("x"))
        s.app_versions.append(AppVersion(url, AppName("x"), 1, flops=1e9))
        for i in range(jobs):
            wu = Workunit(url, WorkunitName(f"w{i}"), AppName("x"), version_num=1, rsc_fpops_est=3.6e12)
            s.workunits[(url, wu.name)] = wu
            r = Result(url, ResultName(f"w{i}_0"), wu.name, report_deadline=30 * DAY, received_time=0,
                       state=ResultState.FILES_DOWNLOADED, version_num=1)
            s.results[r.key] = r
    return s


def test_rec_starts_from_zero_then_halves_per_half_life() -> None:
    s = state_with(0)
    update_rec(s, 1000.0, {A: 1000.0}, 1000.0, half_life_s=10 * DAY)
    rate = 1000.0 * 1e9 * COBBLESTONE_SCALE / (1000.0 / DAY)  # credit per day in that interval
    first = (1 - math.exp(-1000.0 * math.log(2) / (10 * DAY))) * rate  # "start averages at zero"
    assert s.projects[A].rec == pytest.approx(first)
    update_rec(s, 1000.0 + 10 * DAY, {}, 10 * DAY, half_life_s=10 * DAY)
    assert s.projects[A].rec == pytest.approx(first / 2)
    assert s.projects[B].rec == 0.0 and s.projects[B].rec_time == 1000.0 + 10 * DAY


def test_priority_favours_the_project_with_less_recent_credit_per_share() -> None:
    s = state_with(0)
    s.projects[A].rec, s.projects[B].rec = 30.0, 10.0
    pr = priorities(s)
    assert pr[B] > pr[A]
    assert pr[A] == pytest.approx(-0.75 / 0.5) and pr[B] == pytest.approx(-0.25 / 0.5)
    s.projects[B].resource_share = 0
    assert priorities(s)[B] < -999  # a zero share is always last
    assert sched_steps(state_with(0))[A] == pytest.approx(1 / 24 / 0.5)


def test_rec_scheduler_runs_the_low_rec_project_and_reasons_say_rec() -> None:
    s = state_with()
    s.projects[A].rec, s.projects[B].rec = 50.0, 5.0
    sched = CpuScheduler(CpuSchedPolicy.REC, Estimator(EstimatePolicy.JC2), rec_half_life_s=DAY)
    out = sched.schedule(s, 0.0)
    assert [k[0] for k in out.run] == [B]
    assert "REC priority" in out.verdicts[out.run[0]].message
    assert out.project_priority[B] > out.project_priority[A]
    sched.account(s, 3600.0, {B: 3600.0}, 3600.0)  # REC policies update REC when accounting
    assert s.projects[B].rec_time == 3600.0


def test_rec_work_fetch_asks_the_highest_priority_project_for_the_shortfall() -> None:
    s = state_with(0)
    s.prefs.work_buf_min_days, s.prefs.work_buf_additional_days = 0.1, 0.25
    s.projects[A].rec, s.projects[B].rec = 50.0, 5.0
    est = Estimator(EstimatePolicy.JC2)
    rr = rr_simulate(s, 0.0, est, s.prefs.work_buf_total_s)
    d = WorkFetch(WorkFetchPolicy.REC, est).decide(s, 0.0, rr)
    assert d.project == B and d.request_s == pytest.approx(rr.shortfall_s)
    assert d.per_project[A].reason is FetchReason.LOWER_DEBT
    s.projects[B].min_rpc_time = 100.0  # backed off: the next in priority order is asked
    assert WorkFetch(WorkFetchPolicy.REC, est).decide(s, 0.0, rr).project == A


def test_policy_names() -> None:
    boinc = PolicySpec.parse("boinc")
    assert (boinc.cpu, boinc.fetch, boinc.send) == (CpuSchedPolicy.REC, WorkFetchPolicy.REC, WorkSendPolicy.WS1)
    assert boinc.name == "REC_WFREC_WS1_JC2"
    assert boinc.rr_only().name == "RECRR_WFREC_WS1_JC2"
    assert PolicySpec.parse("CS2_WF2_WS2_JC2").rr_only().name == "CS1_WF2_WS2_JC2"
    assert PolicySpec.parse("V4").rr_only().name == "DEBT_WFV4_WS1_JC1"
