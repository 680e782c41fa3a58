from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given, settings, strategies as st

from core.policy.work_send import (
    Candidate,
    EdfProjection,
    HostWorkload,
    QueuedJob,
    SendDecision,
    SendReason,
    WorkSendPolicy,
    edf_sim,
    estimated_runtime_s,
    select_jobs,
)

WS1 = WorkSendPolicy.WS1
WS2 = WorkSendPolicy.WS2
GFLOPS = 1e9


def host(ncpus: int = 1, availability: float = 1.0, queued: Sequence[QueuedJob] = ()) -> HostWorkload:
    return HostWorkload(ncpus=ncpus, flops_per_cpu=GFLOPS, availability=availability, queued=tuple(queued))


def cand(name: str, runtime_s: float, deadline: float, ncpus: float = 1.0) -> Candidate:
    """A candidate that takes ``runtime_s`` on one 1 GFLOPS CPU."""
    return Candidate(name, runtime_s * GFLOPS, deadline, ncpus)


def by_name(projections: Sequence[EdfProjection]) -> dict[str, EdfProjection]:
    return {p.name: p for p in projections}


# ---------------------------------------------------------------------------
# The EDF simulation


HAND_QUEUE = [
    QueuedJob("A", 300, 1000),
    QueuedJob("B", 200, 400),
    QueuedJob("C", 400, 800),
    QueuedJob("D", 100, 500),
]


def test_edf_sim_two_cpus_hand_computed() -> None:
    # Deadline order B, D, C, A. B: CPU0 0->200. D: CPU1 0->100.
    # C: CPU1 (free at 100) 100->500. A: CPU0 (free at 200) 200->500.
    out = edf_sim(0.0, 2, 1.0, HAND_QUEUE)
    assert [p.name for p in out] == ["A", "B", "C", "D"]  # input order kept
    assert [p.finish for p in out] == [500, 200, 500, 100]
    assert not any(p.misses for p in out)


def test_edf_sim_availability_stretches_wall_time() -> None:
    # At availability 0.5 every wall time doubles: B 0->400, D 0->200,
    # C 200->1000 (deadline 800: late by 200), A 400->1000 (deadline 1000: just made).
    out = by_name(edf_sim(0.0, 2, 0.5, HAND_QUEUE))
    assert (out["B"].finish, out["D"].finish, out["C"].finish, out["A"].finish) == (400, 200, 1000, 1000)
    assert out["C"].misses and out["C"].lateness_s == 200
    assert not out["A"].misses


def test_edf_sim_multi_cpu_job_waits_for_both_cpus() -> None:
    # E needs both CPUs and comes second (deadline 450): B holds CPU0 until 200, so E
    # runs 200->300 on both; then D 300->400, C 300->700, A 400->700.
    jobs = [*HAND_QUEUE, QueuedJob("E", 100, 450, ncpus=2)]
    out = by_name(edf_sim(0.0, 2, 1.0, jobs))
    assert {n: p.finish for n, p in out.items()} == {"B": 200, "E": 300, "D": 400, "C": 700, "A": 700}


def test_edf_sim_starts_at_now_and_done_jobs_take_no_cpu() -> None:
    out = by_name(edf_sim(1e6, 1, 1.0, [QueuedJob("done", 0, 1e6 - 1), QueuedJob("x", 50, 2e6)]))
    assert out["x"].finish == 1e6 + 50
    assert out["done"].finish == 1e6 and out["done"].misses  # its deadline passed already


def _boinc_array_edf(now: float, ncpus: int, jobs: Sequence[QueuedJob]) -> list[float]:
    """sched/edf_sim.cpp's way: stable sort by deadline, each job onto the least-booked CPU."""
    booked = [now] * ncpus
    finish = [0.0] * len(jobs)
    for i in sorted(range(len(jobs)), key=lambda k: jobs[k].deadline):
        cpu = min(range(ncpus), key=lambda c: booked[c])
        booked[cpu] += jobs[i].remaining_s
        finish[i] = booked[cpu]
    return finish


times = st.integers(min_value=1, max_value=5000).map(float)
deadlines = st.integers(min_value=0, max_value=30000).map(float)
queued_jobs = st.lists(
    st.builds(QueuedJob, name=st.just(""), remaining_s=times, deadline=deadlines,
              ncpus=st.sampled_from([1.0, 1.0, 1.0, 2.0])),
    max_size=40,
).map(lambda js: [QueuedJob(f"q{i}", j.remaining_s, j.deadline, j.ncpus) for i, j in enumerate(js)])


@settings(max_examples=150, deadline=None)
@given(queued_jobs, st.integers(min_value=1, max_value=4))
def test_edf_sim_matches_boinc_array_algorithm(jobs: list[QueuedJob], ncpus: int) -> None:
    single = [QueuedJob(j.name, j.remaining_s, j.deadline) for j in jobs]
    assert [p.finish for p in edf_sim(0.0, ncpus, 1.0, single)] == _boinc_array_edf(0.0, ncpus, single)


@settings(max_examples=150, deadline=None)
@given(queued_jobs, st.integers(min_value=1, max_value=4), times, deadlines, st.sampled_from([1.0, 2.0, 3.0]))
def test_adding_a_job_never_makes_another_finish_earlier(
    jobs: list[QueuedJob], ncpus: int, extra_s: float, extra_deadline: float, extra_cpus: float
) -> None:
    before = edf_sim(0.0, ncpus, 0.7, jobs)
    after = edf_sim(0.0, ncpus, 0.7, [*jobs, QueuedJob("new", extra_s, extra_deadline, extra_cpus)])
    assert all(a.finish >= b.finish for a, b in zip(after, before))


# ---------------------------------------------------------------------------
# WS1


def test_ws1_sends_until_the_request_is_covered() -> None:
    jobs = [cand(f"j{i}", 1000, 1e9) for i in range(10)]
    d = select_jobs(WS1, 0.0, 2500, 0, host(), jobs)
    assert d.sent == ("j0", "j1", "j2")  # 1000 + 1000 < 2500 <= 3000
    assert d.seconds_sent == 3000
    assert d.stop_reason is SendReason.REQUEST_SATISFIED
    assert [v.reason for v in d.verdicts] == [SendReason.SENT] * 3


def test_ws1_exact_request_stops_at_equality() -> None:
    d = select_jobs(WS1, 0.0, 2000, 0, host(), [cand(f"j{i}", 1000, 1e9) for i in range(5)])
    assert d.sent == ("j0", "j1")


def test_ws1_idle_instances_get_jobs_even_for_zero_seconds() -> None:
    jobs = [cand(f"j{i}", 1000, 1e9) for i in range(5)]
    assert select_jobs(WS1, 0.0, 0, 1, host(), jobs).sent == ("j0",)
    assert select_jobs(WS1, 0.0, 0, 2, host(2), jobs).sent == ("j0", "j1")
    nothing = select_jobs(WS1, 0.0, 0, 0, host(), jobs)
    assert nothing.sent == () and nothing.verdicts == ()
    assert nothing.stop_reason is SendReason.REQUEST_SATISFIED


def test_ws1_charge_is_stretched_by_availability() -> None:
    # At 50% availability a 1000 s job fills 2000 s of the request (BOINC's emulated server).
    d = select_jobs(WS1, 0.0, 2500, 0, host(availability=0.5), [cand(f"j{i}", 1000, 1e9) for i in range(5)])
    assert d.sent == ("j0", "j1")
    assert d.seconds_sent == 4000
    assert d.verdicts[0].charge_s == 2000


def test_ws1_multi_cpu_job_runs_faster_but_charges_its_flops() -> None:
    big = Candidate("mt", 4000 * GFLOPS, 1e9, ncpus=4)
    assert estimated_runtime_s(big, GFLOPS) == 1000
    d = select_jobs(WS1, 0.0, 100, 0, host(4), [big])
    assert d.seconds_sent == 4000  # 1000 s on 4 CPUs


def test_ws1_ignores_deadlines_unless_asked() -> None:
    q = [QueuedJob("q", 5000, 1e6)]
    late = cand("late", 1000, 5500)
    assert select_jobs(WS1, 0.0, 1, 0, host(queued=q), [late]).sent == ("late",)
    d = select_jobs(WS1, 0.0, 1, 0, host(queued=q), [late], latency_check=True)
    assert d.sent == ()
    v = d.verdicts[0]
    assert v.reason is SendReason.WOULD_MISS_DEADLINE
    assert (v.finish, v.deadline) == (6000, 5500)
    assert "5000" in v.detail and "1000" in v.detail


def test_ws1_latency_check_grows_the_queue_delay_with_each_job() -> None:
    # 2 CPUs, empty queue: delay 0, then +1000/2 per 1000 s job sent.
    jobs = [cand(f"j{i}", 1000, 2200) for i in range(4)]
    d = select_jobs(WS1, 0.0, 1e9, 0, host(2), jobs, latency_check=True)
    # j0: 0+1000, j1: 500+1000, j2: 1000+1000 <= 2200, j3: 1500+1000 > 2200.
    assert d.sent == ("j0", "j1", "j2")
    assert d.verdicts[3].reason is SendReason.WOULD_MISS_DEADLINE


def test_max_jobs_caps_the_reply() -> None:
    d = select_jobs(WS1, 0.0, 1e9, 0, host(), [cand(f"j{i}", 10, 1e9) for i in range(10)], max_jobs=4)
    assert len(d.sent) == 4 and d.stop_reason is SendReason.MAX_JOBS


def test_candidates_consumed_only_as_far_as_needed() -> None:
    def gen() -> Iterator[Candidate]:
        for i in range(100):
            yield cand(f"j{i}", 1000, 1e9)

    it = gen()
    d = select_jobs(WS2, 0.0, 1500, 0, host(), it)
    assert d.sent == ("j0", "j1")
    assert next(it).name == "j2"  # nothing was pulled past the point of satisfaction


def test_unusable_candidates_are_refused_with_reason() -> None:
    bad = [
        Candidate("zero", 0.0, 1e9),
        Candidate("nan", float("nan"), 1e9),
        Candidate("nodl", 1e12, float("nan")),
        Candidate("wide", 1e12, 1e9, ncpus=8),
        Candidate("good", 1e12, 1e9),
    ]
    for policy in (WS1, WS2):
        d = select_jobs(policy, 0.0, 1, 0, host(2), bad)
        assert d.sent == ("good",)
        assert [v.reason for v in d.verdicts] == [
            SendReason.INVALID_CANDIDATE, SendReason.INVALID_CANDIDATE, SendReason.INVALID_CANDIDATE,
            SendReason.TOO_MANY_CPUS, SendReason.SENT,
        ]


def test_hostile_host_numbers_do_not_crash() -> None:
    h = HostWorkload(ncpus=0, flops_per_cpu=float("nan"), availability=0.0,
                     queued=(QueuedJob("q", float("nan"), float("nan")),))
    for policy in (WS1, WS2):
        d = select_jobs(policy, 0.0, float("nan"), 1, h, [Candidate("c", 10.0, float("inf"))])
        assert d.sent == ("c",)


# ---------------------------------------------------------------------------
# WS2


def test_ws2_refuses_a_job_that_would_miss_its_own_deadline() -> None:
    # q runs 0->100; the candidate (1000 s, deadline 1050) would run 100->1100.
    d = select_jobs(WS2, 0.0, 1, 0, host(queued=[QueuedJob("q", 100, 1000)]), [cand("c", 1000, 1050)])
    assert d.sent == ()
    v = d.verdicts[0]
    assert v.reason is SendReason.WOULD_MISS_DEADLINE and not v.sent
    assert (v.finish, v.deadline, v.affected) == (1100, 1050, None)
    assert "1100" in v.detail and "1050" in v.detail and "50" in v.detail
    assert d.stop_reason is SendReason.CANDIDATES_EXHAUSTED


def test_ws2_refuses_a_job_that_would_make_a_queued_job_miss() -> None:
    # The candidate's earlier deadline puts it first (0->600); q would finish at 1100 > 1000.
    d = select_jobs(WS2, 0.0, 1, 0, host(queued=[QueuedJob("q", 500, 1000)]), [cand("c", 600, 700)])
    v = d.verdicts[0]
    assert v.reason is SendReason.WOULD_MAKE_OTHER_MISS
    assert (v.affected, v.finish, v.deadline, v.previous_finish) == ("q", 1100, 1000, 500)
    assert "q" in v.detail and "1100" in v.detail


def test_ws2_refuses_a_job_that_would_make_a_late_job_later() -> None:
    # late already misses (0->2000, deadline 1000); the candidate would push it to 2100.
    d = select_jobs(WS2, 0.0, 1, 0, host(queued=[QueuedJob("late", 2000, 1000)]), [cand("c", 100, 500)])
    v = d.verdicts[0]
    assert v.reason is SendReason.WOULD_WORSEN_MISS
    assert (v.affected, v.finish, v.previous_finish) == ("late", 2100, 2000)


def test_ws2_late_job_on_another_cpu_does_not_block() -> None:
    # 2 CPUs: late holds CPU0 0->2000; the candidate fits on CPU1 and does not touch it.
    h = host(2, queued=[QueuedJob("late", 2000, 1000)])
    d = select_jobs(WS2, 0.0, 1, 0, h, [cand("c", 100, 500)])
    assert d.sent == ("c",)
    assert d.verdicts[0].finish == 100


def test_ws2_accepts_a_job_that_fits() -> None:
    # 2 CPUs, queue a 0->1000 and b 0->800; the candidate runs 800->1800 <= 2000, a and b unchanged.
    h = host(2, queued=[QueuedJob("a", 1000, 1500), QueuedJob("b", 800, 1500)])
    d = select_jobs(WS2, 0.0, 500, 0, h, [cand("c", 1000, 2000)])
    assert d.sent == ("c",)
    v = d.verdicts[0]
    assert v.reason is SendReason.SENT and v.sent
    assert (v.finish, v.deadline, v.charge_s) == (1800, 2000, 1000)
    assert d.seconds_sent == 1000 and d.stop_reason is SendReason.REQUEST_SATISFIED


def test_ws2_counts_chosen_jobs_and_keeps_scanning_after_a_refusal() -> None:
    # One CPU; availability 0.5 does not stretch the check (BOINC's edf_sim). c0 0->500,
    # c1 500->1000, big (4500 s) would end at 5500 > 5000: refused; c2 1000->1500.
    jobs = [cand("c0", 500, 5000), cand("c1", 500, 5000), cand("big", 4500, 5000), cand("c2", 500, 5000)]
    d = select_jobs(WS2, 0.0, 1e9, 0, host(availability=0.5), jobs)
    assert d.sent == ("c0", "c1", "c2")
    assert [v.finish for v in d.verdicts] == [500, 1000, 5500, 1500]
    assert d.verdicts[2].reason is SendReason.WOULD_MISS_DEADLINE


def test_ws2_stops_when_satisfied() -> None:
    d = select_jobs(WS2, 0.0, 1500, 0, host(), [cand(f"j{i}", 1000, 1e9) for i in range(5)])
    assert d.sent == ("j0", "j1") and d.stop_reason is SendReason.REQUEST_SATISFIED
    assert len(d.verdicts) == 2


def test_ws2_times_are_absolute() -> None:
    now = 1.7e9
    h = host(queued=[QueuedJob("q", 100, now + 1000)])
    d = select_jobs(WS2, now, 1, 0, h, [cand("tight", 1000, now + 1050), cand("ok", 1000, now + 1100)])
    assert d.sent == ("ok",)
    assert d.verdicts[1].finish == now + 1100


# ---------------------------------------------------------------------------
# Properties


def _naive_ws2(now: float, request_s: float, h: HostWorkload, cands: Sequence[Candidate]) -> list[str]:
    """WS2 straight from its definition: re-simulate the whole queue for every candidate."""
    queue = list(h.queued)
    sent: list[str] = []
    seconds = 0.0
    for c in cands:
        if not seconds < request_s:
            break
        if c.ncpus > h.ncpus:
            continue
        runtime = estimated_runtime_s(c, h.flops_per_cpu)
        trial = [*queue, QueuedJob(c.name, runtime, c.deadline, c.ncpus)]
        before = edf_sim(now, h.ncpus, 1.0, queue)
        after = edf_sim(now, h.ncpus, 1.0, trial)
        ok = not after[-1].misses and all(
            (a.finish <= b.finish) if b.misses else not a.misses for b, a in zip(before, after)
        )
        if ok:
            queue = trial
            sent.append(c.name)
            seconds += runtime * c.ncpus / h.availability
    return sent


hosts = st.builds(
    lambda n, a, q: host(n, a, q),
    st.integers(min_value=1, max_value=4),
    st.sampled_from([1.0, 0.8, 0.5, 0.33]),
    queued_jobs,
)
candidate_lists = st.lists(
    st.tuples(times, deadlines, st.sampled_from([1.0, 1.0, 1.0, 2.0])), max_size=25
).map(lambda cs: [cand(f"c{i}", r, d, n) for i, (r, d, n) in enumerate(cs)])
requests = st.integers(min_value=0, max_value=60000).map(float)


def _final_queue(h: HostWorkload, d: SendDecision, cands: Sequence[Candidate]) -> list[QueuedJob]:
    chosen = {c.name: c for c in cands}
    return [*h.queued, *(QueuedJob(n, estimated_runtime_s(chosen[n], GFLOPS), chosen[n].deadline,
                                   chosen[n].ncpus) for n in d.sent)]


@settings(max_examples=200, deadline=None)
@given(hosts, candidate_lists, requests)
def test_ws2_final_queue_keeps_every_promise(h: HostWorkload, cands: list[Candidate], request_s: float) -> None:
    d = select_jobs(WS2, 0.0, request_s, 0, h, cands)
    before = edf_sim(0.0, h.ncpus, 1.0, h.queued)
    final = edf_sim(0.0, h.ncpus, 1.0, _final_queue(h, d, cands))
    for b, a in zip(before, final):
        if b.misses:
            assert a.finish <= b.finish, (b, a)
        else:
            assert not a.misses, (b, a)
    assert not any(p.misses for p in final[len(before):])


@settings(max_examples=200, deadline=None)
@given(hosts, candidate_lists, requests)
def test_ws2_incremental_plan_agrees_with_full_resimulation(
    h: HostWorkload, cands: list[Candidate], request_s: float
) -> None:
    d = select_jobs(WS2, 0.0, request_s, 0, h, cands)
    assert list(d.sent) == _naive_ws2(0.0, request_s, h, cands)


def test_ws2_incremental_plan_across_many_checkpoints() -> None:
    # A long queue (several checkpoint strides) with candidates landing all over it.
    queue = [QueuedJob(f"q{i}", 300 + 37 * (i % 7), 1600 + 120 * i, 1.0 + (i % 5 == 0)) for i in range(90)]
    h = host(3, 0.8, queue)
    cands = [cand(f"c{i}", 100 + 53 * (i % 9), 1500 + 977 * ((i * 7) % 45)) for i in range(60)]
    d = select_jobs(WS2, 0.0, 1e9, 0, h, cands)
    assert list(d.sent) == _naive_ws2(0.0, 1e9, h, cands)
    # The example exercises every answer: the queue falls behind, so some queued jobs are late.
    assert {v.reason for v in d.verdicts} == {
        SendReason.SENT, SendReason.WOULD_MISS_DEADLINE, SendReason.WOULD_MAKE_OTHER_MISS,
        SendReason.WOULD_WORSEN_MISS,
    }


@pytest.mark.parametrize("queued", [0, 15, 16, 17, 32])
def test_ws2_fresh_jobs_appended_at_the_end_of_the_queue(queued: int) -> None:
    # The emulator's usual case: each new job's deadline is later than everything queued,
    # so it lands at the end of the schedule, across checkpoint boundaries.
    queue = [QueuedJob(f"q{i}", 1000, 1e9 + i) for i in range(queued)]
    h = host(2, 1.0, queue)
    cands = [cand(f"c{i}", 1000, 1e9 + 100 + i) for i in range(40)]
    d = select_jobs(WS2, 0.0, 1e9, 0, h, cands)
    assert len(d.sent) == 40
    # Two CPUs, 1000 s jobs: the k-th job overall finishes at 1000 * (k // 2 + 1).
    assert [v.finish for v in d.verdicts] == [1000.0 * ((queued + i) // 2 + 1) for i in range(40)]


@settings(max_examples=200, deadline=None)
@given(hosts, candidate_lists, requests, st.integers(min_value=0, max_value=3))
def test_ws1_sends_the_request_unless_candidates_run_out(
    h: HostWorkload, cands: list[Candidate], request_s: float, instances: int
) -> None:
    usable = [c for c in cands if c.ncpus <= h.ncpus]
    d = select_jobs(WS1, 0.0, request_s, instances, h, cands)
    charges = [v.charge_s for v in d.verdicts if v.sent]
    if d.stop_reason is SendReason.REQUEST_SATISFIED:
        assert d.seconds_sent >= request_s
        assert sum(c.ncpus for c in usable[: len(d.sent)]) >= instances
    else:
        assert d.stop_reason is SendReason.CANDIDATES_EXHAUSTED
        assert list(d.sent) == [c.name for c in usable]
    # No overshoot beyond the job that crossed the line.
    if d.sent:
        short_s = sum(charges[:-1]) < request_s
        short_instances = sum(c.ncpus for c in usable[: len(d.sent) - 1]) < instances
        assert short_s or short_instances
    assert d.seconds_sent == pytest.approx(sum(charges))
    assert list(d.sent) == [c.name for c in usable[: len(d.sent)]]  # in candidate order
