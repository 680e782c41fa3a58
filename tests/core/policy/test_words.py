"""Decisions' sentences are formatted on first read, from the values of decision time."""
from __future__ import annotations

from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler
from core.policy.estimate import Estimator
from core.policy.rr_sim import rr_simulate
from core.policy.words import LazyText, text
from core.policy.work_fetch import FetchReason, WorkFetch, WorkFetchPolicy
from tests.core.policy.test_rr_sim import StateBuilder


def test_lazy_text_formats_once_and_compares_as_its_text() -> None:
    calls: list[float] = []

    def say(x: float) -> str:
        calls.append(x)
        return f"{x:.1f} s"

    t = LazyText(say, 2.25)
    assert calls == []
    assert str(t) == "2.2 s" and t == "2.2 s" and t == LazyText(say, 2.2)
    assert str(t) == "2.2 s"
    assert calls == [2.25, 2.2]  # once for t, once for the other one
    assert hash(t) == hash("2.2 s") and text(t) == "2.2 s" and text("plain") == "plain"


def test_verdicts_keep_the_numbers_of_their_decision() -> None:
    b = StateBuilder(ncpus=1)
    a, c = b.project("A", 100, debt=50.0), b.project("C", 100)
    ka = b.job(a, "a", 3600, 1e9)
    kc = b.job(c, "c", 3600, 1e9)
    est = Estimator()
    schedule = CpuScheduler(CpuSchedPolicy.CS1, est).schedule(b.s, 0.0)
    for project in b.s.projects.values():  # later changes must not leak into old sentences
        project.debt = -999.0
        project.project_name = "renamed"
    ran, waited = schedule.verdicts[ka], schedule.verdicts[kc]
    assert ran.run and "A has the largest debt (+50 s)" in ran.message
    assert not waited.run and "C has lower debt (+0 s) than A (+50 s)" in waited.message


def test_work_fetch_per_project_entries_are_built_when_read() -> None:
    b = StateBuilder(ncpus=2)
    a, c = b.project("A", 100), b.project("C", 100)
    b.job(a, "a", 600, 1e9)
    b.s.projects[c].min_rpc_time = 500.0
    est = Estimator()
    rr = rr_simulate(b.s, 0.0, est, b.s.prefs.work_buf_total_s)
    decision = WorkFetch(WorkFetchPolicy.WF2, est).decide(b.s, 0.0, rr)
    b.s.projects[c].min_rpc_time = 10_000.0  # after the decision
    assert decision.project == a and decision.request_s > 0
    assert set(decision.per_project) == {a, c} and len(decision.per_project) == 2
    chosen, blocked = decision.per_project[a], decision.per_project[c]
    assert chosen.reason is FetchReason.CHOSEN and chosen.request_s == decision.request_s
    assert chosen.detail.startswith(f"asked for work: {decision.request_s:.0f} CPU-s; LTD ")
    assert blocked.reason is FetchReason.RPC_BACKOFF
    assert blocked.detail.startswith("scheduler contact deferred (min_rpc_time) for 500 s more;")
    assert "queued work lasts" in decision.detail
