"""The study's sweeps (bench/paper_sweeps.py) test what the study tested: each one leaves the
scheduler, fetcher, server or estimator a choice to make (issue 19: with the old parameters
every policy pair gave the same figures because nothing could go wrong)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from core.emulator.run import run_scenario
from core.emulator.scenario import DAY
from core.policy.work_send import Candidate, HostWorkload, SendReason, WorkSendPolicy

ROOT = Path(__file__).resolve().parents[3]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("paper_sweeps", ROOT / "bench" / "paper_sweeps.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["paper_sweeps"] = module  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


ps = _load()


def _buffer_days(sc: object) -> tuple[float, float]:
    prefs = sc.prefs  # type: ignore[attr-defined]
    return prefs.work_buf_min_days, prefs.work_buf_min_days + prefs.work_buf_additional_days


def test_a_lone_mix_project_with_exact_estimates_meets_every_deadline() -> None:
    """A job fetched at the high mark waits that queue out, then runs: it must still make it."""
    for m in ps.MIX_MS:
        sc = ps.scenario("mix", m, 1)
        _, high = _buffer_days(sc)
        for p in sc.projects:
            assert ps.queue_wall_s(high) + ps.job_wall_s(p.flops_mean) <= p.latency_bound_s, (m, p.name)


def test_round_robin_over_more_than_three_projects_misses_deadlines() -> None:
    """For M > 3, running every project's job at once by share (CS1, or WF1's one job per
    project) makes the least-share project late: the order the scheduler picks matters."""
    for m in ps.MIX_MS:
        projects = ps.scenario("mix", m, 1).projects
        late = ps.round_robin_wall_s(projects, 0) > projects[0].latency_bound_s
        assert late == (m > 3), m
    # The old bound (9 days per unit of size) absorbed it up to 12 projects.
    old = [p.__class__(p.name, resource_share=p.resource_share, latency_bound_s=9 * DAY * (i + 1),
                       flops_mean=p.flops_mean) for i, p in enumerate(ps.scenario("mix", 8, 1).projects)]
    assert ps.round_robin_wall_s(old, 0) < old[0].latency_bound_s


def test_estimate_error_deadline_fits_exact_estimates_but_not_a_fourfold_overfetch() -> None:
    exact = ps.scenario("jc", 1, 1)
    (p,) = exact.projects
    low, high = _buffer_days(exact)
    assert ps.queue_wall_s(high) + ps.job_wall_s(p.flops_mean) <= p.latency_bound_s
    # JC1 at f = 4 believes each job takes a quarter of its time: even the low mark holds 4× it.
    (p4,) = ps.scenario("jc", 4, 1).projects
    assert p4.estimate_error == 4 and p4.latency_bound_s == p.latency_bound_s
    assert 4 * ps.queue_wall_s(low) + ps.job_wall_s(p4.flops_mean) > p4.latency_bound_s
    # The old 9-day bound absorbed the whole over-fetched high mark.
    assert 4 * ps.queue_wall_s(high) + ps.job_wall_s(p4.flops_mean) < 9 * DAY


@pytest.mark.parametrize("s", ps.WS_S)
def test_work_send_uses_the_studys_std_dev_and_a_bound_the_server_can_refuse_by(s: float) -> None:
    sc = ps.scenario("ws", s, 1)
    small, large = sc.projects
    for p in (small, large):
        assert p.flops_std == pytest.approx(s * p.flops_mean)
        assert p.resource_share == small.resource_share
    assert large.flops_mean == 10 * small.flops_mean
    assert sc.host.connection_interval_s == 2 * DAY
    _, high = _buffer_days(sc)
    assert high == 2
    # Behind a full 2-day queue a large job misses and a small one does not: WS2 has a choice.
    assert ps.queue_wall_s(high) + ps.job_wall_s(large.flops_mean) > large.latency_bound_s
    assert ps.queue_wall_s(high) + ps.job_wall_s(small.flops_mean) < small.latency_bound_s


def test_study_ws1_sends_what_our_servers_check_refuses() -> None:
    """The study's WS1 has no deadline check; inside ``study_ws1`` the emulated server's WS1
    sends a job the check would refuse, and the check is back afterwards."""
    import core.emulator.server as server

    host = HostWorkload(ncpus=1, flops_per_cpu=1e9, availability=1.0, estimated_delay_s=0.0)
    late = [Candidate("long", 2e13, deadline=1e4)]  # 20,000 s of work, 10,000 s to its deadline

    def ws1() -> tuple[tuple[str, ...], SendReason]:
        d = server.select_jobs(WorkSendPolicy.WS1, 0.0, 1e4, 0.0, host, late, latency_check=True)
        return d.sent, d.verdicts[0].reason

    assert ws1() == ((), SendReason.WOULD_MISS_DEADLINE)
    with ps.study_ws1():
        assert ws1() == (("long",), SendReason.SENT)
    assert ws1() == ((), SendReason.WOULD_MISS_DEADLINE)


def test_tight_mix_is_a_real_choice_in_the_emulator() -> None:
    """Run it: one project alone misses nothing, five projects under CS1 miss deadlines."""
    alone = run_scenario(ps.scenario("mix", 1, 15), policy="CS2_WF2_WS2_JC2")
    assert alone.figures["jobs_done"] > 100 and alone.figures["jobs_late"] == 0
    five = run_scenario(ps.scenario("mix", 5, 15), policy="CS1_WF2_WS2_JC2")
    assert five.figures["jobs_late"] > 0
