from __future__ import annotations

import copy
import math

import pytest
from hypothesis import given, settings, strategies as st

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import RrSimResult, rr_simulate
from core.policy.work_fetch import (
    EXP_DECAY_RATE,
    FetchReason,
    Urgency,
    WorkFetch,
    WorkFetchPolicy,
    request_instances,
    resource_debt,
)
from core.state import App, AppVersion, ClientState, Project, Result, ResultState, Workunit

A = ProjectUrl("http://a/")
B = ProjectUrl("http://b/")
C = ProjectUrl("http://c/")
NOW = 1_000_000.0
DAY = 86400.0
FAR = RrSimResult(saturated_until=NOW + 1e9)  # CPUs busy long past any mark


def make_state(ncpus: int = 2, shares: dict[ProjectUrl, float] | None = None) -> ClientState:
    s = ClientState()
    s.host_info.p_ncpus = ncpus
    s.host_info.p_fpops = 1e9
    for url, share in (shares or {A: 100.0, B: 100.0}).items():
        s.projects[url] = Project(url, resource_share=share, exp_avg_cpu_time=NOW)
        s.app_versions.append(AppVersion(url, AppName("app"), 1))
    return s


def add_result(
    s: ClientState,
    url: ProjectUrl,
    name: str,
    runtime_s: float,
    deadline: float = NOW + 30 * DAY,
    state: ResultState = ResultState.FILES_DOWNLOADED,
) -> Result:
    wu = Workunit(url, WorkunitName(name), AppName("app"), rsc_fpops_est=runtime_s * 1e9)
    s.workunits[(url, wu.name)] = wu
    r = Result(url, ResultName(name), wu.name, report_deadline=deadline, state=state)
    s.results[r.key] = r
    return r


def wf(policy: WorkFetchPolicy) -> WorkFetch:
    return WorkFetch(policy, Estimator(EstimatePolicy.JC1))


# ------------------------------------------------------------------------ v4


def v4_example() -> ClientState:
    """Two CPUs, active 80 % of the time, T = 0.1 day = 8640 s, shares 300 : 100.

    A: min_results = ceil(2 · 0.75) = 2, so ETTPRC skips the one latest-deadline
    result (a3, listed first on purpose): S_A = (3600 + 7200) / avg_proc_rate,
    avg_proc_rate(A) = 0.75 · 2 · 0.8 = 1.2, so S_A = 9000 s >= T: A is fine,
    but work_request(A) = (2·8640 - 9000) · 1.2 = 9936 CPU-s.
    B: min_results = ceil(2 · 0.25) = 1, k = 0; avg_proc_rate(B) = 0.4;
    S_B = 2000 / 0.4 = 5000 s < T: NEED_WORK; work_request(B) = (17280 - 5000) · 0.4
    = 4912 CPU-s. Resource debts: A 300/3000 = 0.1, B 100/500 = 0.2.
    """
    s = make_state(2, {A: 300.0, B: 100.0})
    s.time_stats.active_frac = 0.8
    s.prefs.work_buf_min_days = 0.1
    add_result(s, A, "a3", 36000, deadline=NOW + 30 * DAY)
    add_result(s, A, "a1", 3600, deadline=NOW + 10 * DAY)
    add_result(s, A, "a2", 7200, deadline=NOW + 20 * DAY)
    add_result(s, B, "b1", 2000)
    s.projects[A].exp_avg_cpu = 3000.0
    s.projects[B].exp_avg_cpu = 500.0
    return s


def test_v4_hand_computed_example() -> None:
    d = wf(WorkFetchPolicy.V4).decide(v4_example(), NOW, FAR)
    assert d.urgency == Urgency.NEED_WORK
    assert d.project == B
    assert d.request_s == pytest.approx(4912.0)
    assert d.req_instances == 0
    a, b = d.per_project[A], d.per_project[B]
    assert a.time_to_starvation_s == pytest.approx(9000.0)
    assert b.time_to_starvation_s == pytest.approx(5000.0)
    assert a.debt == pytest.approx(0.1) and b.debt == pytest.approx(0.2)
    assert a.reason is FetchReason.LOWER_DEBT and a.request_s == 0.0
    assert "9936" in a.detail  # its own work_request is reported
    assert b.reason is FetchReason.CHOSEN


def test_v4_asks_the_largest_resource_debt_even_if_not_starving() -> None:
    s = v4_example()
    s.projects[B].exp_avg_cpu = 5000.0  # B's debt 0.02 < A's 0.1
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.project == A
    assert d.request_s == pytest.approx(9936.0)


def test_v4_starved_project_means_need_work_immediately() -> None:
    s = v4_example()
    del s.results[(B, ResultName("b1"))]
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.urgency == Urgency.NEED_WORK_IMMEDIATELY
    assert d.per_project[B].time_to_starvation_s == 0.0
    assert d.project == B and d.request_s == pytest.approx(2 * 8640 * 0.4)


def test_v4_no_need_zeroes_every_request() -> None:
    s = v4_example()
    add_result(s, B, "b2", 6000)  # S_B = 8000 / 0.4 = 20000 s >= T
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.urgency == Urgency.DONT_NEED_WORK and d.project is None and d.request_s == 0
    assert {pf.reason for pf in d.per_project.values()} == {FetchReason.BUFFER_FULL}


def test_v4_counts_downloading_results_but_not_finished_ones() -> None:
    s = v4_example()
    add_result(s, B, "b0", 6000, state=ResultState.FILES_DOWNLOADING)
    add_result(s, A, "done", 1e6, state=ResultState.FILES_UPLOADED)
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.per_project[B].time_to_starvation_s == pytest.approx(20000.0)
    assert d.per_project[A].time_to_starvation_s == pytest.approx(9000.0)


def test_backed_off_project_is_not_asked_but_keeps_its_need() -> None:
    s = v4_example()
    s.projects[B].min_rpc_time = NOW + 500
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.urgency == Urgency.NEED_WORK
    assert d.project == A
    assert d.per_project[B].reason is FetchReason.RPC_BACKOFF
    assert "500 s more" in d.per_project[B].detail
    s.projects[A].rsc_backoff_time = NOW + 1
    d = wf(WorkFetchPolicy.V4).decide(s, NOW, FAR)
    assert d.project is None and d.per_project[A].reason is FetchReason.FETCH_BACKOFF


# ------------------------------------------------------------ req_instances
# BOINC 7.20's set_request: max(CPUs idle now, ncpus × fetchable share - CPUs of the
# project's queued jobs). The expected counts below are worked out by hand from that rule.


def simulate(s: ClientState) -> RrSimResult:
    return rr_simulate(s, NOW, Estimator(EstimatePolicy.JC1), s.prefs.work_buf_total_s)


def test_req_instances_is_not_the_cpus_a_short_job_frees_before_the_low_mark() -> None:
    """The rule this replaced asked for every CPU idle at the low mark (here 2: A's job
    ends after 1000 s, long before 8640 s). BOINC asks for the CPU idle now (1); A's
    share of the CPUs, 2 × 0.5 = 1, is used by its queued job."""
    s = v4_example()
    s.results.clear()
    s.projects[A].resource_share = s.projects[B].resource_share = 100.0
    s.time_stats.active_frac = 1.0
    add_result(s, A, "short", 1000)
    rr = simulate(s)
    assert rr.saturated_until == NOW and rr.finish_time[(A, ResultName("short"))] < NOW + s.prefs.work_buf_min_s
    for policy in WorkFetchPolicy:
        d = wf(policy).decide(s, NOW, rr)
        assert d.project is not None, policy
        assert d.req_instances == 1.0, policy
        assert "2 of 2 CPUs idle at the low mark" in d.detail  # still the buffer test's figure
        assert request_instances(s, NOW, rr, A, wf(policy).views(s, NOW, rr, 2, 1.0), {A, B}) == 1.0


def test_req_instances_asks_for_the_projects_share_of_the_cpus_less_its_queue() -> None:
    s = make_state(4, {A: 100.0, B: 100.0})
    for i in range(4):
        add_result(s, B, f"b{i}", 1000)  # fills the 4 CPUs for 1000 s: none idle now
    rr = simulate(s)
    assert rr.saturated_until > NOW

    def ask(url: ProjectUrl) -> float:
        views = wf(WorkFetchPolicy.REC).views(s, NOW, rr, 4, 1.0)
        return request_instances(s, NOW, rr, url, views, {A, B})

    assert ask(A) == 2.0  # 4 × 0.5 - 0 queued
    assert ask(B) == 0.0  # 4 × 0.5 - 4 queued, none idle
    # WFREC asks A (no queue, so the highest fetch priority) for its two CPUs; the
    # rule it replaced asked for the CPUs idle now, none.
    d = wf(WorkFetchPolicy.REC).decide(s, NOW, rr)
    assert d.project == A and d.req_instances == 2.0
    add_result(s, A, "a0", 50000)
    add_result(s, A, "a1", 50000, state=ResultState.FILES_DOWNLOADING)  # queued too
    rr = simulate(s)
    assert ask(A) == 0.0  # 2 - 2
    s.results[(A, ResultName("a1"))].suspended_via_gui = True  # not queued
    assert ask(A) == 1.0


def test_req_instances_counts_the_cpus_of_multi_cpu_jobs() -> None:
    s = make_state(4, {A: 100.0})
    s.app_versions[0].avg_ncpus = 3.0
    add_result(s, A, "mt", 50000)
    rr = simulate(s)
    views = wf(WorkFetchPolicy.WF2).views(s, NOW, rr, 4, 1.0)
    assert request_instances(s, NOW, rr, A, views, {A}) == 1.0  # idle now 4 - 3; share 4 - 3


def test_piggybacked_backed_off_project_asks_only_for_idle_cpus() -> None:
    """BOINC gives a backed-off project no fetchable share: when a report RPC
    piggybacks a request on it, it asks for the CPUs idle now only."""
    s = wf2_state()
    s.projects[B].long_term_debt = 5000.0  # B comes first
    add_result(s, A, "a0", 2000)
    add_result(s, A, "a1", 2000)  # 2 CPUs busy: none idle now
    rr = simulate(s)
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr, piggyback=B)
    assert d.project == B and d.req_instances == 1.0  # 2 × 0.5 - 0
    s.projects[B].min_rpc_time = NOW + 600
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr, piggyback=B)
    assert d.project == B and d.request_s > 0 and d.req_instances == 0.0


def test_max_concurrent_project_asks_for_no_instances_and_its_held_jobs_leave_cpus_idle() -> None:
    s = make_state(2, {A: 300.0, B: 100.0})
    s.projects[A].project_max_concurrent = 1
    for i in range(3):
        add_result(s, A, f"a{i}", 5000)  # one runs, two wait behind the limit
    rr = simulate(s)
    assert rr.saturated_until == NOW
    views = wf(WorkFetchPolicy.WF2).views(s, NOW, rr, 2, 1.0)
    assert request_instances(s, NOW, rr, A, views, {A, B}) == 0.0
    # B: its share term is 2 × 0.25 = 0.5; one CPU is idle now (A's limit).
    assert request_instances(s, NOW, rr, B, views, {A, B}) == 1.0
    s.apps[(A, AppName("app"))] = App(A, AppName("app"), max_concurrent=2)
    s.projects[A].project_max_concurrent = 0
    rr = simulate(s)
    views = wf(WorkFetchPolicy.WF2).views(s, NOW, rr, 2, 1.0)
    assert request_instances(s, NOW, rr, A, views, {A, B}) == 0.0
    assert request_instances(s, NOW, rr, B, views, {A, B}) == 0.5  # none idle now


# ------------------------------------------------------------------------ WF1


def wf1_state() -> ClientState:
    """2 CPUs, always available; marks 8640 s and 8640 + 21600 = 30240 s.

    High mark in CPU-s: 30240 · 2 = 60480, split 3 : 1 -> A 45360, B 15120.
    """
    s = make_state(2, {A: 300.0, B: 100.0})
    s.prefs.work_buf_min_days = 0.1
    s.prefs.work_buf_additional_days = 0.25
    return s


def test_wf1_splits_the_buffer_by_share() -> None:
    s = wf1_state()
    add_result(s, A, "a", 9000)
    add_result(s, B, "b", 1000)  # 10000 CPU-s = 5000 s of wall time < 8640: buffer low
    d = wf(WorkFetchPolicy.WF1).decide(s, NOW, FAR)
    assert d.urgency == Urgency.NEED_WORK
    # Fill fractions: A 9000/45360 = 0.20, B 1000/15120 = 0.07: B first, up to its share.
    assert d.project == B and d.request_s == pytest.approx(15120 - 1000)
    assert d.per_project[A].debt == pytest.approx(45360 - 9000)
    assert d.per_project[A].reason is FetchReason.LOWER_DEBT

    s.results[(B, ResultName("b"))].state = ResultState.FILES_UPLOADED
    add_result(s, B, "b2", 15120)  # B at its share; total 24120 CPU-s = 12060 s > low
    d = wf(WorkFetchPolicy.WF1).decide(s, NOW, FAR)
    assert d.urgency == Urgency.DONT_NEED_WORK and d.project is None

    s.results[(A, ResultName("a"))].state = ResultState.FILES_UPLOADED
    add_result(s, A, "a2", 1000)  # total 16120 CPU-s = 8060 s < low
    d = wf(WorkFetchPolicy.WF1).decide(s, NOW, FAR)
    assert d.project == A and d.request_s == pytest.approx(45360 - 1000)
    assert d.per_project[B].reason is FetchReason.PROJECT_HAS_ENOUGH


def test_wf1_keeps_a_job_for_every_project_even_with_a_full_buffer() -> None:
    s = wf1_state()
    add_result(s, A, "a", 80000)  # 40000 s of wall time: above the high mark
    d = wf(WorkFetchPolicy.WF1).decide(s, NOW, FAR)
    assert d.urgency == Urgency.NEED_WORK
    assert d.project == B and d.request_s == pytest.approx(15120)
    assert d.per_project[A].reason is FetchReason.PROJECT_HAS_ENOUGH


# ------------------------------------------------------------------------ WF2


def wf2_state() -> ClientState:
    s = make_state(2, {A: 100.0, B: 100.0})
    s.prefs.work_buf_min_days = 0.1
    s.prefs.work_buf_additional_days = 0.25
    s.projects[A].long_term_debt = 500.0
    s.projects[B].long_term_debt = -200.0
    return s


def test_wf2_picks_the_largest_long_term_debt() -> None:
    s = wf2_state()
    rr = RrSimResult(saturated_until=NOW + 100, shortfall_s=70000.0)
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr)
    assert d.urgency == Urgency.NEED_WORK and d.project == A
    # Empty queue: request the larger of the rr shortfall and high mark - queued (60480).
    assert d.request_s == pytest.approx(70000.0)
    # This rr has no CPU idle now (saturated past now): A's share of the CPUs, 2 × 0.5.
    assert d.req_instances == 1.0
    assert d.per_project[B].reason is FetchReason.LOWER_DEBT
    assert d.per_project[A].debt == pytest.approx(500.0)


def test_wf2_debt_is_net_of_queued_work() -> None:
    s = wf2_state()
    add_result(s, A, "a", 2000)  # at its share (1 CPU) A's queue lasts 2000 s: net -1500
    rr = RrSimResult(saturated_until=NOW + 100, shortfall_s=1.0)
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr)
    assert d.per_project[A].debt == pytest.approx(500 - 2000)
    assert d.project == B
    assert d.request_s == pytest.approx(60480 - 2000)


def test_wf2_refuses_a_project_with_jobs_at_risk() -> None:
    s = wf2_state()
    add_result(s, A, "late", 100)
    rr = RrSimResult(saturated_until=NOW + 100, misses=frozenset({(A, ResultName("late"))}))
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr)
    assert d.project == B
    assert d.per_project[A].reason is FetchReason.DEADLINES_AT_RISK


def test_wf2_overworked_project_waits_unless_a_cpu_is_idle() -> None:
    s = wf2_state()
    s.projects[B].long_term_debt = -5000.0  # below minus one scheduling period (3600 s)
    add_result(s, A, "late", 100)
    misses = frozenset({(A, ResultName("late"))})
    busy = RrSimResult(saturated_until=NOW + 100, misses=misses)
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, busy)
    assert d.project is None and d.per_project[B].reason is FetchReason.OVERWORKED
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, RrSimResult(saturated_until=NOW, misses=misses))
    assert d.urgency == Urgency.NEED_WORK_IMMEDIATELY and d.project == B


def test_wf2_between_the_marks_only_an_empty_starved_project_is_asked() -> None:
    s = wf2_state()
    add_result(s, A, "a", 40000)  # 40000 CPU-s = 20000 s: between 8640 and 30240
    rr = RrSimResult(saturated_until=NOW + 1e6, project_shortfall_s={A: 300.0, B: 800.0})
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr)
    assert d.urgency == Urgency.NEED_WORK
    assert d.project == B and d.request_s == pytest.approx(800.0)
    assert d.per_project[A].reason is FetchReason.PROJECT_HAS_ENOUGH
    add_result(s, B, "b", 1000)  # B has a job now: no top-up between the marks
    d = wf(WorkFetchPolicy.WF2).decide(s, NOW, rr)
    assert d.urgency == Urgency.DONT_NEED_WORK and d.project is None


# ------------------------------------------------------------- accounting


def test_long_term_debt_follows_the_seed_example() -> None:
    """Shares 75 % / 25 %; A got 25 min, B 15 min: A's debt rises 300 s, B's falls 300 s."""
    s = make_state(2, {A: 75.0, B: 25.0})
    wf(WorkFetchPolicy.WF2).account(s, NOW + 1200, {A: 1500.0, B: 900.0}, 1200.0)
    assert s.projects[A].long_term_debt == pytest.approx(300.0)
    assert s.projects[B].long_term_debt == pytest.approx(-300.0)


def test_resource_debt_decays_by_e_per_week() -> None:
    s = make_state(1, {A: 100.0})
    p = s.projects[A]
    p.exp_avg_cpu, p.exp_avg_cpu_time = 1000.0, NOW
    week = 7 * DAY
    assert EXP_DECAY_RATE * week == pytest.approx(1.0)
    wf(WorkFetchPolicy.V4).account(s, NOW + week, {}, week)
    assert p.exp_avg_cpu == pytest.approx(1000.0 / math.e, rel=1e-12)
    assert p.exp_avg_cpu_time == NOW + week
    assert resource_debt(p, NOW + week) == pytest.approx(100.0 / (1000.0 / math.e))
    wf(WorkFetchPolicy.V4).account(s, NOW + 2 * week, {A: 50.0}, week)
    assert p.exp_avg_cpu == pytest.approx(1000.0 / math.e**2 + 50.0, rel=1e-12)


def test_account_clamps_impossible_cpu_time() -> None:
    s = make_state(2, {A: 100.0, B: 100.0})
    wf(WorkFetchPolicy.WF2).account(s, NOW + 10, {A: 1e9, B: -5.0}, 10.0)
    assert s.projects[A].exp_avg_cpu == pytest.approx(20.0)  # 2 CPUs × 10 s
    assert s.projects[A].long_term_debt == pytest.approx(-10.0)


# -------------------------------------------------------------- properties

rarely = st.sampled_from([False, False, False, False, True])
project_st = st.fixed_dictionaries(
    {
        "share": st.sampled_from([0.0, 25.0, 100.0, 300.0, 300.0]),
        "suspended": rarely,
        "nnt": rarely,
        "ended": rarely,
        "min_rpc": st.sampled_from([0.0, -10.0, -10.0, 100.0]),
        "rsc_backoff": st.sampled_from([0.0, -10.0, -10.0, 100.0]),
        "ltd": st.floats(-1e5, 1e5),
        "exp_avg": st.floats(0, 1e6),
        "jobs": st.lists(
            st.tuples(st.floats(1, 2e5), st.floats(-DAY, 20 * DAY), st.booleans(), st.booleans()),
            max_size=4,
        ),
        "short": st.floats(0, 1e5),
    }
)


@st.composite
def scenarios(draw: st.DrawFn) -> tuple[ClientState, RrSimResult]:
    specs = draw(st.lists(project_st, min_size=1, max_size=4))
    urls = [ProjectUrl(f"http://p{i}/") for i in range(len(specs))]
    s = make_state(draw(st.integers(1, 8)), {u: sp["share"] for u, sp in zip(urls, specs)})
    s.prefs.work_buf_min_days = draw(st.floats(0, 2))
    s.prefs.work_buf_additional_days = draw(st.floats(0, 2))
    s.time_stats.on_frac = draw(st.floats(0.05, 1))
    s.time_stats.active_frac = draw(st.floats(0.05, 1))
    misses: set[tuple[ProjectUrl, ResultName]] = set()
    finish = {}
    for u, sp in zip(urls, specs):
        p = s.projects[u]
        p.suspended_via_gui, p.dont_request_more_work, p.ended = (
            sp["suspended"], sp["nnt"], sp["ended"]
        )
        p.min_rpc_time, p.rsc_backoff_time = NOW + sp["min_rpc"], NOW + sp["rsc_backoff"]
        p.long_term_debt, p.exp_avg_cpu = sp["ltd"], sp["exp_avg"]
        for j, (runtime, deadline, finished, late) in enumerate(sp["jobs"]):
            state = ResultState.FILES_UPLOADED if finished else ResultState.FILES_DOWNLOADED
            r = add_result(s, u, f"{u}-{j}", runtime, NOW + deadline, state)
            finish[r.key] = NOW + runtime
            if late:
                misses.add(r.key)
    rr = RrSimResult(
        finish_time=finish,
        misses=frozenset(misses),
        saturated_until=NOW + draw(st.floats(-10, 1e6)),
        shortfall_s=draw(st.floats(0, 1e6)),
        project_shortfall_s={u: sp["short"] for u, sp in zip(urls, specs)},
    )
    return s, rr


@settings(max_examples=150, deadline=None)
@given(scenarios(), st.sampled_from(list(WorkFetchPolicy)))
def test_decision_is_never_negative_and_never_targets_an_ineligible_project(
    scenario: tuple[ClientState, RrSimResult], policy: WorkFetchPolicy
) -> None:
    s, rr = scenario
    before = copy.deepcopy(s)
    d = wf(policy).decide(s, NOW, rr)
    assert s == before  # decide is pure
    assert set(d.per_project) == set(s.projects)
    assert d.request_s >= 0 and math.isfinite(d.request_s)
    assert 0 <= d.req_instances <= s.ncpus
    for url, pf in d.per_project.items():
        assert pf.request_s >= 0
        assert (pf.reason is FetchReason.CHOSEN) == (url == d.project)
    if d.urgency == Urgency.DONT_NEED_WORK:
        assert d.project is None
    if d.project is not None:
        p = s.projects[d.project]
        assert not (p.suspended_via_gui or p.dont_request_more_work or p.ended)
        assert p.resource_share > 0
        assert p.min_rpc_time <= NOW and p.rsc_backoff_time <= NOW
        assert d.request_s > 0
        if policy is WorkFetchPolicy.WF2:
            assert all(key[0] != d.project for key in rr.misses)


@settings(max_examples=150, deadline=None)
@given(scenarios(), st.lists(st.floats(-100, 5000), min_size=4, max_size=4), st.floats(0.1, 3000))
def test_long_term_debt_update_sums_to_zero_over_the_ltd_set(
    scenario: tuple[ClientState, RrSimResult], work: list[float], dt: float
) -> None:
    s, _ = scenario
    done = {u: w for u, w in zip(s.projects, work)}
    before = {u: p.long_term_debt for u, p in s.projects.items()}
    wf(WorkFetchPolicy.WF2).account(s, NOW + dt, done, dt)
    unfinished = {r.project_url for r in s.results.values() if not r.is_finished}
    members = [
        u
        for u, p in s.projects.items()
        if done[u] > 0 or (not p.suspended_via_gui and (u in unfinished or p.can_request_work))
    ]
    if members:
        assert sum(s.projects[u].long_term_debt for u in members) == pytest.approx(0.0, abs=1e-6)
    for u in s.projects:
        if u not in members:
            assert s.projects[u].long_term_debt == before[u]
