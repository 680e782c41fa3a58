from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.rpc_backoff import (
    MASTER_FETCH_INTERVAL,
    RESULT_REPORT_IF_AT_LEAST_N,
    DeferReason,
    calculate_exponential_backoff,
    choose_rpc,
    next_rpc_wakeup,
    on_computation_failure,
    on_master_fetch_failure,
    on_master_fetch_success,
    on_rpc_failure,
    on_rpc_success,
    on_user_update,
    on_work_fetch_result,
    report_trigger_time,
)
from core.policy.work_fetch import FetchReason, ProjectFetch, Urgency, WorkFetchDecision
from core.state import ClientState, Project, Result, ResultState, RpcReason, RunMode, Workunit

A = ProjectUrl("http://a/")
B = ProjectUrl("http://b/")
NOW = 1_000_000.0
DAY = 86400.0


class FixedRandom(random.Random):
    """An RNG whose random() always answers ``u``."""

    def __init__(self, u: float) -> None:
        super().__init__(0)
        self.u = u

    def random(self) -> float:
        return self.u


def make_state(*urls: ProjectUrl) -> ClientState:
    s = ClientState()
    for url in urls or (A, B):
        s.projects[url] = Project(url, scheduler_urls=[url + "cgi"])
    return s


def add_ready(
    s: ClientState, url: ProjectUrl, name: str, completed: float, deadline: float = NOW + 30 * DAY
) -> Result:
    wu = Workunit(url, WorkunitName(name), AppName("app"))
    s.workunits[(url, wu.name)] = wu
    r = Result(
        url, ResultName(name), wu.name, report_deadline=deadline, state=ResultState.FILES_UPLOADED,
        ready_to_report=True, completed_time=completed,
    )
    s.results[r.key] = r
    return r


def fetch_from(url: ProjectUrl, request_s: float = 1000.0) -> WorkFetchDecision:
    pf = ProjectFetch(url, request_s, FetchReason.CHOSEN, 0.0, 0.0, "")
    return WorkFetchDecision(Urgency.NEED_WORK, url, request_s, 1.0, {url: pf})


# ----------------------------------------------------------------- formula


@pytest.mark.parametrize(
    ("n", "low", "high"),
    [(0, 30, 60), (1, 60, 120), (2, 120, 240), (7, 3840, 7680), (8, 7200, 14400), (10, 7200, 14400)],
)
def test_backoff_bounds_per_n(n: int, low: float, high: float) -> None:
    assert calculate_exponential_backoff(n, 60, 14400, 0.0) == low
    assert calculate_exponential_backoff(n, 60, 14400, 0.999999) == pytest.approx(high, rel=1e-5)
    assert calculate_exponential_backoff(n, 60, 14400, 0.999999) < high


@settings(max_examples=200, deadline=None)
@given(st.integers(-5, 5000), st.floats(0, 1, exclude_max=True))
def test_backoff_is_within_half_and_full_capped_delay(n: int, u: float) -> None:
    capped = min(60 * 2.0 ** min(max(n, 0), 20), 14400)
    d = calculate_exponential_backoff(n, 60, 14400, u)
    assert capped / 2 <= d <= capped  # 0.5 + 0.5·u may round up to 1.0


def test_rpc_backoff_exponent_is_capped_at_retry_cap() -> None:
    p = Project(A)
    for _ in range(10):
        on_rpc_failure(p, NOW, FixedRandom(0.0))
    assert p.nrpc_failures == 10
    assert p.min_rpc_time == NOW + 7200  # n = 10: min(60·1024, 14400) · 0.5


# ----------------------------------------------------------- master refetch


def test_master_refetch_after_ten_failures() -> None:
    p = Project(A)
    rng = FixedRandom(0.0)
    for i in range(1, 11):
        on_rpc_failure(p, NOW, rng)
        assert p.nrpc_failures == i and not p.master_url_fetch_pending
    # The real client tests nrpc_failures == 10 before counting this failure.
    p.min_rpc_time = 0.0
    on_rpc_failure(p, NOW, rng)
    assert p.master_url_fetch_pending
    assert p.nrpc_failures == 1 and p.master_fetch_failures == 1
    assert p.min_rpc_time == NOW + 60  # starts again at n = 1


def test_long_wait_after_three_master_fetch_failures() -> None:
    p = Project(A, master_url_fetch_pending=True)
    rng = FixedRandom(0.0)
    on_master_fetch_failure(p, NOW, rng)
    assert p.master_fetch_failures == 1 and p.min_rpc_time == NOW + 60
    on_master_fetch_failure(p, NOW, rng)
    assert p.master_fetch_failures == 2 and p.min_rpc_time == NOW + 120
    on_master_fetch_failure(p, NOW, rng)
    assert p.master_fetch_failures == 3 and p.nrpc_failures == 2
    assert p.min_rpc_time == NOW + MASTER_FETCH_INTERVAL and p.master_url_fetch_pending
    s = make_state(A)
    s.projects[A] = p
    choice = choose_rpc(s, NOW + 100, None, work_fetch_due=True)
    assert choice.project is None
    assert choice.deferred[A] == (DeferReason.MASTER_FETCH_WAIT, NOW + MASTER_FETCH_INTERVAL)
    on_master_fetch_success(p, NOW + DAY, urls_changed=True)
    assert (p.master_fetch_failures, p.nrpc_failures, p.min_rpc_time) == (0, 0, 0.0)
    assert not p.master_url_fetch_pending


def test_set_min_rpc_time_only_moves_later() -> None:
    p = Project(A, min_rpc_time=NOW + 10000)
    on_rpc_failure(p, NOW, FixedRandom(0.0))
    assert p.min_rpc_time == NOW + 10000
    on_computation_failure(p, NOW, FixedRandom(0.0))
    assert p.min_rpc_time == NOW + 10000 and p.nrpc_failures == 2
    on_rpc_failure(p, NOW + 9990, FixedRandom(0.0))  # n = 3: 240 s from NOW + 9990
    assert p.min_rpc_time == NOW + 9990 + 240


def test_computation_failure_delays_contact() -> None:
    s = make_state(A)
    on_computation_failure(s.projects[A], NOW, FixedRandom(0.5))
    assert s.projects[A].computation_failures == 1
    assert s.projects[A].min_rpc_time == NOW + 90  # 120 · 0.75
    choice = choose_rpc(s, NOW + 1, fetch_from(A), work_fetch_due=True)
    assert choice.project is None and choice.deferred[A] == (DeferReason.RPC_BACKOFF, NOW + 90)


# ------------------------------------------------------ success and delays


def test_request_delay_is_honoured() -> None:
    s = make_state(A)
    p = s.projects[A]
    p.nrpc_failures = 4
    on_rpc_success(p, NOW, request_delay_s=300, next_rpc_delay_s=0)
    assert p.nrpc_failures == 0 and p.min_rpc_time == NOW + 300 and p.next_rpc_time == 0
    early = choose_rpc(s, NOW + 299, fetch_from(A), work_fetch_due=True)
    assert early.project is None
    assert early.deferred[A] == (DeferReason.REQUEST_DELAY, NOW + 300)
    on_time = choose_rpc(s, NOW + 300, fetch_from(A), work_fetch_due=True)
    assert (on_time.project, on_time.reason, on_time.ask_for_work) == (A, RpcReason.NEED_WORK, True)


def test_hostile_delay_is_capped() -> None:
    p = Project(A)
    on_rpc_success(p, NOW, request_delay_s=1e30, next_rpc_delay_s=math.nan)
    assert p.min_rpc_time == NOW + 30 * DAY and p.next_rpc_time == 0.0


def test_user_request_ignores_backoff_and_suspension() -> None:
    s = make_state(A)
    p = s.projects[A]
    p.min_rpc_time, p.suspended_via_gui = NOW + 5000, True
    p.rsc_backoff_time, p.rsc_backoff_interval = NOW + 600, 600.0
    p.sched_rpc_pending = RpcReason.PROJECT_REQ
    assert choose_rpc(s, NOW, None, work_fetch_due=True).project is None
    on_user_update(p)
    assert p.rsc_backoff_time == 0 and p.rsc_backoff_interval == 0
    choice = choose_rpc(s, NOW, None, work_fetch_due=False)
    assert (choice.project, choice.reason) == (A, RpcReason.USER_REQ)


def test_init_ignores_suspension_but_not_backoff() -> None:
    s = make_state(A)
    p = s.projects[A]
    p.suspended_via_gui, p.sched_rpc_pending = True, RpcReason.INIT
    assert choose_rpc(s, NOW, None, work_fetch_due=False).reason == RpcReason.INIT
    p.min_rpc_time = NOW + 1
    assert choose_rpc(s, NOW, None, work_fetch_due=False).project is None
    on_rpc_failure(p, NOW, FixedRandom(0))
    assert p.sched_rpc_pending == RpcReason.INIT  # retried
    p.sched_rpc_pending = RpcReason.PROJECT_REQ
    on_rpc_failure(p, NOW, FixedRandom(0))
    assert p.sched_rpc_pending == RpcReason.NONE


def test_priority_master_fetch_then_pending_then_results_then_work() -> None:
    s = make_state(A, B)
    add_ready(s, B, "old", completed=NOW - 7200)  # due: an hour past MAX_REPORT_DELAY
    s.projects[B].sched_rpc_pending = RpcReason.PROJECT_REQ
    s.projects[A].master_url_fetch_pending = True
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert c.master_fetch and c.project == A and c.report == ()
    assert c.deferred[B] == (DeferReason.OTHER_PROJECT_FIRST, NOW)
    s.projects[A].master_url_fetch_pending = False
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert (c.project, c.reason, c.report) == (B, RpcReason.PROJECT_REQ, ("old",))
    assert not c.ask_for_work  # A is the one to ask for work
    s.projects[B].sched_rpc_pending = RpcReason.NONE
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert (c.project, c.reason) == (B, RpcReason.RESULTS_DUE)
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=False)
    assert c.project is None and c.deferred[B][0] is DeferReason.WORK_FETCH_NOT_DUE
    del s.results[(B, ResultName("old"))]
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert (c.project, c.reason, c.ask_for_work) == (A, RpcReason.NEED_WORK, True)


def test_next_rpc_delay_becomes_a_project_request() -> None:
    s = make_state(A)
    p = s.projects[A]
    on_rpc_success(p, NOW, request_delay_s=0, next_rpc_delay_s=3600)
    assert next_rpc_wakeup(s, NOW) == NOW + 3600
    assert choose_rpc(s, NOW + 3599, None, work_fetch_due=True).project is None
    assert choose_rpc(s, NOW + 3600, None, work_fetch_due=True).reason == RpcReason.PROJECT_REQ
    p.dont_request_more_work = True  # no new tasks and no jobs: nothing to ask for
    assert choose_rpc(s, NOW + 3600, None, work_fetch_due=True).project is None


def test_network_never_means_no_rpc_at_all() -> None:
    s = make_state(A)
    s.projects[A].sched_rpc_pending = RpcReason.USER_REQ
    s.network_mode = RunMode.NEVER
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert c.project is None and c.deferred[A] == (DeferReason.NETWORK_SUSPENDED, math.inf)


# ----------------------------------------------------------- report triggers


def test_report_an_hour_after_completion() -> None:
    s = make_state(A)
    r = add_ready(s, A, "r", completed=NOW)
    assert report_trigger_time(s, r) == NOW + 3600
    c = choose_rpc(s, NOW + 3599, None, work_fetch_due=True)
    assert c.project is None and c.deferred[A] == (DeferReason.REPORT_NOT_DUE, NOW + 3600)
    assert next_rpc_wakeup(s, NOW + 3599) == NOW + 3600
    c = choose_rpc(s, NOW + 3600, None, work_fetch_due=True)
    assert (c.project, c.reason, c.report) == (A, RpcReason.RESULTS_DUE, ("r",))


def test_report_a_day_before_the_deadline() -> None:
    s = make_state(A)
    # Deadline 88000 s after completion: deadline - 86400 = completion + 1600 comes first.
    r = add_ready(s, A, "r", completed=NOW, deadline=NOW + 88000)
    assert report_trigger_time(s, r) == NOW + 1600
    s.prefs.work_buf_min_days = 2  # the cushion grows to work_buf_min: due already
    assert report_trigger_time(s, r) == NOW + 88000 - 2 * DAY


def test_report_at_64_ready_results() -> None:
    s = make_state(A)
    for i in range(RESULT_REPORT_IF_AT_LEAST_N - 1):
        add_ready(s, A, f"r{i}", completed=NOW)
    assert choose_rpc(s, NOW, None, work_fetch_due=True).project is None
    add_ready(s, A, "last", completed=NOW)
    c = choose_rpc(s, NOW, None, work_fetch_due=True)
    assert c.reason == RpcReason.RESULTS_DUE and len(c.report) == RESULT_REPORT_IF_AT_LEAST_N


def test_report_at_once_for_no_new_tasks_and_report_immediately() -> None:
    s = make_state(A, B)
    ra = add_ready(s, A, "ra", completed=NOW)
    rb = add_ready(s, B, "rb", completed=NOW)
    s.projects[A].dont_request_more_work = True
    rb.report_immediately = True
    assert report_trigger_time(s, ra) == NOW and report_trigger_time(s, rb) == NOW
    assert choose_rpc(s, NOW, None, work_fetch_due=True).project == A


def test_every_rpc_piggybacks_ready_results() -> None:
    s = make_state(A)
    add_ready(s, A, "not-due", completed=NOW)
    acked = add_ready(s, A, "acked", completed=NOW - DAY)
    acked.got_server_ack = True
    c = choose_rpc(s, NOW, fetch_from(A), work_fetch_due=True)
    assert (c.reason, c.report, c.ask_for_work) == (RpcReason.NEED_WORK, ("not-due",), True)


# ------------------------------------------------------- work-fetch backoff


def test_work_fetch_backoff_starts_doubles_caps_and_clears() -> None:
    p = Project(A)
    on_work_fetch_result(p, NOW, 1000, 0, FixedRandom(0.0))
    assert p.rsc_backoff_interval == 600 and p.rsc_backoff_time == NOW + 300
    # Each later empty reply comes once the running backoff has ended (a request made
    # during one is a piggybacked one and leaves it alone: the next test).
    t = NOW + 300
    on_work_fetch_result(p, t, 1000, 0, FixedRandom(0.5))
    assert p.rsc_backoff_interval == 1200 and p.rsc_backoff_time == t + 1200
    for _ in range(10):
        t = p.rsc_backoff_time
        on_work_fetch_result(p, t, 1000, 0, FixedRandom(0.0))
    assert p.rsc_backoff_interval == 86400
    on_work_fetch_result(p, p.rsc_backoff_time, 0, 0, FixedRandom(0.0))  # nothing asked: unchanged
    assert p.rsc_backoff_interval == 86400
    on_work_fetch_result(p, NOW, 1000, 3, FixedRandom(0.0))
    assert p.rsc_backoff_interval == 0 and p.rsc_backoff_time == 0


def test_a_piggybacked_request_during_a_backoff_does_not_extend_it() -> None:
    p = Project(A)
    on_work_fetch_result(p, NOW, 1000, 0, FixedRandom(0.0), reason=RpcReason.NEED_WORK)
    until = p.rsc_backoff_time
    on_work_fetch_result(p, NOW + 10, 1000, 0, FixedRandom(0.9), reason=RpcReason.RESULTS_DUE)
    assert p.rsc_backoff_interval == 600 and p.rsc_backoff_time == until


def test_no_work_fetch_backoff_for_a_user_request() -> None:
    p = Project(A)
    on_work_fetch_result(p, NOW, 1000, 0, FixedRandom(0.0), reason=RpcReason.USER_REQ)
    assert p.rsc_backoff_time == 0


# --------------------------------------------------------------- properties

project_st = st.fixed_dictionaries(
    {
        "suspended": st.booleans(),
        "min_rpc": st.sampled_from([0.0, -5.0, 50.0, 4000.0]),
        "next_rpc": st.sampled_from([0.0, -5.0, 70.0]),
        "pending": st.sampled_from(list(RpcReason)),
        "master": st.booleans(),
        "nnt": st.booleans(),
        "failures": st.integers(0, 3),
        "ready": st.lists(
            st.tuples(st.floats(-2 * DAY, 0), st.floats(0, 3 * DAY), st.booleans()), max_size=3
        ),
    }
)


@st.composite
def rpc_scenarios(draw: st.DrawFn) -> tuple[ClientState, WorkFetchDecision | None, bool]:
    specs = draw(st.lists(project_st, min_size=1, max_size=3))
    urls = [ProjectUrl(f"http://p{i}/") for i in range(len(specs))]
    s = make_state(*urls)
    for u, sp in zip(urls, specs):
        p = s.projects[u]
        p.suspended_via_gui, p.dont_request_more_work = sp["suspended"], sp["nnt"]
        p.min_rpc_time, p.next_rpc_time = NOW + sp["min_rpc"], NOW + sp["next_rpc"]
        p.sched_rpc_pending, p.master_url_fetch_pending = sp["pending"], sp["master"]
        p.nrpc_failures = sp["failures"]
        for j, (completed, slack, immediately) in enumerate(sp["ready"]):
            r = add_ready(s, u, f"r{j}", NOW + completed, NOW + completed + slack)
            r.report_immediately = immediately
    fetch = draw(st.one_of(st.none(), st.sampled_from(urls).map(fetch_from)))
    return s, fetch, draw(st.booleans())


@settings(max_examples=200, deadline=None)
@given(rpc_scenarios(), st.floats(0, 1, exclude_max=True))
def test_choice_is_stable_until_the_wakeup_and_respects_backoff(
    scenario: tuple[ClientState, WorkFetchDecision | None, bool], frac: float
) -> None:
    s, fetch, due = scenario
    c = choose_rpc(s, NOW, fetch, work_fetch_due=due)
    if c.project is not None:
        p = s.projects[c.project]
        if c.reason != RpcReason.USER_REQ:
            assert p.min_rpc_time <= NOW
        if p.suspended_via_gui:
            assert c.reason in (RpcReason.USER_REQ, RpcReason.INIT, RpcReason.ACCT_MGR_REQ)
        assert set(c.report) == {r.name for r in s.results_to_report(c.project)} or c.master_fetch
        assert c.project not in c.deferred
    wake = next_rpc_wakeup(s, NOW)
    assert wake > NOW
    later = NOW + frac * (min(wake, NOW + 10 * DAY) - NOW)
    later = min(later, math.nextafter(wake, -math.inf))  # NOW + frac·x may round up to wake
    c2 = choose_rpc(s, later, fetch, work_fetch_due=due)
    assert (c2.project, c2.reason, c2.master_fetch, c2.ask_for_work, c2.report) == (
        c.project, c.reason, c.master_fetch, c.ask_for_work, c.report
    )
