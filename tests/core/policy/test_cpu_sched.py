"""CPU scheduling: the seed's debt examples, DEBT/CS1/CS2 choices, verdicts, convergence."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from core.ids import ProjectUrl, ResultKey
from core.policy.cpu_sched import (
    CpuSchedPolicy,
    CpuScheduler,
    RunReason,
    TaskAction,
    WaitReason,
)
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import edf_key
from core.state import ActiveTask, CpuSchedState, ResultState, RunMode
from tests.core.policy.test_rr_sim import StateBuilder

EST = Estimator(EstimatePolicy.JC1)
RUNNING, PREEMPTED = CpuSchedState.SCHEDULED, CpuSchedState.PREEMPTED
HOUR = 3600.0
FAR = 1e9


def sched(policy: CpuSchedPolicy = CpuSchedPolicy.DEBT) -> CpuScheduler:
    return CpuScheduler(policy, EST)


# ---- debt bookkeeping ----

def test_seed_worked_example_75_25() -> None:
    # A and B with shares 75% / 25%; A got 25 min, B 15 min of CPU in the period.
    b = StateBuilder(ncpus=1)
    a, bb = b.project("A", 75), b.project("B", 25)
    b.job(a, "a", HOUR, FAR)
    b.job(bb, "b", HOUR, FAR)
    sched().account(b.s, 0.0, {a: 25 * 60, bb: 15 * 60}, 40 * 60)
    assert b.s.projects[a].debt == pytest.approx(30 * 60 - 25 * 60)  # +5 min
    assert b.s.projects[bb].debt == pytest.approx(10 * 60 - 15 * 60)  # -5 min


def test_project_without_runnable_results_is_reset_and_excluded() -> None:
    b = StateBuilder(ncpus=2)
    a, bb = b.project("A"), b.project("B")
    c = b.project("C", debt=500.0)  # no runnable work: only a result still downloading
    b.job(a, "a", HOUR, FAR)
    b.job(bb, "b", HOUR, FAR)
    b.job(c, "c", HOUR, FAR, state=ResultState.FILES_DOWNLOADING)
    sched().account(b.s, 0.0, {a: 1000.0, bb: 0.0}, 1000.0)
    assert b.s.projects[c].debt == 0.0
    # Shares split between A and B only (1/2 each, not 1/3).
    assert b.s.projects[a].debt == pytest.approx(500 - 1000)
    assert b.s.projects[bb].debt == pytest.approx(500)


def test_work_of_a_project_that_ran_out_is_not_shared_out() -> None:
    b = StateBuilder(ncpus=2)
    a, bb, c = b.project("A"), b.project("B"), b.project("C", debt=-40.0)
    b.job(a, "a", HOUR, FAR)
    b.job(bb, "b", HOUR, FAR)
    sched().account(b.s, 0.0, {a: 600.0, bb: 0.0, c: 600.0}, 600.0)  # C's last job just finished
    assert b.s.projects[a].debt == pytest.approx(-300)
    assert b.s.projects[bb].debt == pytest.approx(300)
    assert b.s.projects[c].debt == 0.0


@st.composite
def debt_case(draw: st.DrawFn) -> tuple[StateBuilder, dict[ProjectUrl, float]]:
    b = StateBuilder(ncpus=draw(st.integers(1, 8)))
    done: dict[ProjectUrl, float] = {}
    for i in range(draw(st.integers(1, 6))):
        url = b.project(f"p{i}", draw(st.sampled_from([0.0, 1.0, 25.0, 100.0, 1e4])),
                        debt=draw(st.floats(-1e5, 1e5)))
        if draw(st.booleans()):
            b.job(url, f"r{i}", HOUR, FAR, suspended=draw(st.booleans()))
        done[url] = draw(st.floats(0.0, 1e5))
    return b, done


@settings(max_examples=200, deadline=None)
@given(debt_case())
def test_debt_update_is_zero_sum_over_projects_with_work(case: tuple[StateBuilder, dict[ProjectUrl, float]]) -> None:
    b, done = case
    with_work = b.s.projects_with_runnable()
    before = {u: p.debt for u, p in b.s.projects.items()}
    sched().account(b.s, 0.0, done, 3600.0)
    assert sum(b.s.projects[u].debt - before[u] for u in with_work) == pytest.approx(0.0, abs=1e-6)
    for u, p in b.s.projects.items():
        if u not in with_work:
            assert p.debt == 0.0


# ---- DEBT choices ----

def test_debt_prefers_running_then_preempted_then_new_by_deadline() -> None:
    b = StateBuilder(ncpus=1)
    a = b.project("A")
    run = b.job(a, "run", HOUR, 9000, task=RUNNING)
    pre = b.job(a, "pre", HOUR, 5000, task=PREEMPTED)
    b.job(a, "new_late", HOUR, 3000)
    new_early = b.job(a, "new_early", HOUR, 2000)
    s = sched()
    first = s.schedule(b.s, 0.0)
    assert first.run == (run,)
    assert first.verdicts[run].action is TaskAction.CONTINUE
    assert first.verdicts[pre].reason is WaitReason.QUEUED_BEHIND
    del b.s.results[run], b.s.active_tasks[run]
    second = s.schedule(b.s, 0.0)
    assert second.run == (pre,) and second.verdicts[pre].action is TaskAction.RESUME
    del b.s.results[pre], b.s.active_tasks[pre]
    third = s.schedule(b.s, 0.0)
    assert third.run == (new_early,) and third.verdicts[new_early].action is TaskAction.START
    # With enough CPUs the same order is the order chosen.
    b2 = StateBuilder(ncpus=3)
    a2 = b2.project("A")
    keys = [b2.job(a2, "new", HOUR, 1000), b2.job(a2, "pre", HOUR, 5000, task=PREEMPTED),
            b2.job(a2, "run", HOUR, 9000, task=RUNNING), b2.job(a2, "new2", HOUR, 500)]
    assert sched().schedule(b2.s, 0.0).run == (keys[2], keys[1], keys[3])


def test_debt_orders_projects_and_explains_waiting() -> None:
    b = StateBuilder(ncpus=1)
    x = b.project("X", debt=-1520.0)
    y = b.project("Y", debt=340.0)
    kx = b.job(x, "x", HOUR, FAR)
    ky = b.job(y, "y", HOUR, FAR, task=PREEMPTED)
    plan = sched().schedule(b.s, 0.0)
    assert plan.run == (ky,)
    assert plan.verdicts[ky].reason is RunReason.LARGEST_DEBT and plan.verdicts[ky].value == 340.0
    v = plan.verdicts[kx]
    assert (v.run, v.action, v.reason, v.value) == (False, TaskAction.WAIT, WaitReason.LOWER_PRIORITY, -1520.0)
    assert v.message == "waiting: X has lower debt (-1520 s) than Y (+340 s)"
    assert plan.project_priority == {x: -1520.0, y: 340.0}
    assert plan.deadline_misses == frozenset()


def test_debt_anticipated_debt_uses_pay_off() -> None:
    # Y is owed more, but after one CPU (a period's pay-off) X is owed more.
    b = StateBuilder(ncpus=2)
    x, y = b.project("X", debt=-1000.0), b.project("Y", debt=1000.0)
    for i in range(2):
        b.job(x, f"x{i}", HOUR, FAR)
        b.job(y, f"y{i}", HOUR, FAR)
    s = sched()
    plan = s.schedule(b.s, 0.0)
    assert plan.expected_pay_off_s == HOUR  # fallback: nothing measured yet
    assert [k[0] for k in plan.run] == [y, x]
    # The seed's pay-off after a full period with both CPUs busy is also one period;
    # after a 10-minute interval with both busy it is still one period's worth.
    s.account(b.s, 0.0, {x: 600.0, y: 600.0}, 600.0)
    assert s.expected_pay_off(b.s) == pytest.approx(HOUR)
    s.account(b.s, 0.0, {x: 3600.0, y: 0.0}, 3600.0)  # one CPU idle: half the rate
    assert s.expected_pay_off(b.s) == pytest.approx(HOUR / 2)


def test_debt_first_call_does_not_give_one_project_every_cpu() -> None:
    b = StateBuilder(ncpus=2)
    x, y = b.project("X"), b.project("Y")
    for i in range(3):
        b.job(x, f"x{i}", HOUR, FAR)
        b.job(y, f"y{i}", HOUR, FAR)
    assert {k[0] for k in sched().schedule(b.s, 0.0).run} == {x, y}


# ---- CS1 / CS2 ----

def deadline_case() -> tuple[StateBuilder, ResultKey, ResultKey]:
    """1 CPU. A is owed 1000 s and has a job with a far deadline; B owes 1000 s and has a
    1-hour job due in 1.5 hours: sharing the CPU round-robin, it would take 2 hours."""
    b = StateBuilder(ncpus=1)
    a, bb = b.project("A", debt=1000.0), b.project("B", debt=-1000.0)
    ka = b.job(a, "a", 10 * HOUR, FAR)
    kb = b.job(bb, "b", HOUR, 1.5 * HOUR)
    return b, ka, kb


def test_cs2_runs_deadline_at_risk_job_first_cs1_does_not() -> None:
    b, ka, kb = deadline_case()
    cs2 = sched(CpuSchedPolicy.CS2).schedule(b.s, 0.0)
    assert cs2.run == (kb,)
    assert cs2.deadline_misses == {kb}
    v = cs2.verdicts[kb]
    assert v.reason is RunReason.DEADLINE_AT_RISK and v.value == pytest.approx(0.5 * HOUR)
    assert cs2.verdicts[ka].reason is WaitReason.NO_FREE_CPU
    cs1 = sched(CpuSchedPolicy.CS1).schedule(b.s, 0.0)
    assert cs1.run == (ka,) and cs1.deadline_misses == frozenset()
    assert cs1.verdicts[kb].reason is WaitReason.LOWER_PRIORITY
    assert sched(CpuSchedPolicy.DEBT).schedule(b.s, 0.0).run == (ka,)


def test_cs2_runs_first_a_job_that_would_end_inside_the_low_mark() -> None:
    # Under round-robin B's job ends at 2 h, before its 2.5-h deadline but inside the
    # work buffer's low mark (0.1 day) before it: at risk, as BOINC's client counts it.
    b = StateBuilder(ncpus=1)
    a, bb = b.project("A", debt=1000.0), b.project("B", debt=-1000.0)
    ka = b.job(a, "a", 10 * HOUR, FAR)
    kb = b.job(bb, "b", HOUR, 2.5 * HOUR)
    assert b.s.prefs.work_buf_min_s == pytest.approx(0.1 * 86400)
    plan = sched(CpuSchedPolicy.CS2).schedule(b.s, 0.0)
    assert plan.run == (kb,) and plan.deadline_misses == {kb}
    v = plan.verdicts[kb]
    assert v.reason is RunReason.DEADLINE_AT_RISK and v.value == pytest.approx(-0.5 * HOUR)
    assert "before its deadline" in str(v.message)
    # With a low mark of its 180-s floor the job is on time and B waits its turn.
    b.s.prefs.work_buf_min_days = 0.0
    assert sched(CpuSchedPolicy.CS2).schedule(b.s, 0.0).run == (ka,)


def test_cs2_uses_given_rr_result() -> None:
    from core.policy.rr_sim import RrSimResult

    b, ka, kb = deadline_case()
    rr = RrSimResult(finish_time={ka: 2 * FAR, kb: 1.0}, misses=frozenset({ka}))
    plan = sched(CpuSchedPolicy.CS2).schedule(b.s, 0.0, rr)
    assert plan.run == (ka,) and plan.verdicts[ka].reason is RunReason.DEADLINE_AT_RISK


def test_time_slice_protects_running_task_under_cs1_not_debt() -> None:
    b = StateBuilder(ncpus=1)
    a, bb = b.project("A", debt=5000.0), b.project("B", debt=-5000.0)
    ka = b.job(a, "a", 10 * HOUR, FAR)
    kb = b.job(bb, "b", 10 * HOUR, FAR, task=RUNNING, started=0.0)
    now = 600.0  # ten minutes into B's one-hour slice
    cs1 = sched(CpuSchedPolicy.CS1).schedule(b.s, now)
    assert cs1.run == (kb,)
    assert cs1.verdicts[kb].reason is RunReason.KEEP_RUNNING and cs1.verdicts[kb].value == pytest.approx(3000)
    assert cs1.verdicts[ka].reason is WaitReason.NO_FREE_CPU
    debt = sched(CpuSchedPolicy.DEBT).schedule(b.s, now)
    assert debt.run == (ka,)
    assert debt.verdicts[kb].action is TaskAction.PREEMPT and debt.verdicts[ka].action is TaskAction.START
    # At the end of the slice CS1 switches too.
    assert sched(CpuSchedPolicy.CS1).schedule(b.s, HOUR).run == (ka,)
    assert sched(CpuSchedPolicy.CS1).next_slice_end(b.s, now) == HOUR


def test_edf_takes_the_cpu_of_an_unfinished_slice() -> None:
    b, ka, kb = deadline_case()
    b.s.active_tasks[ka] = ActiveTask(ka[0], ka[1], scheduler_state=RUNNING, started_time=0.0)
    plan = sched(CpuSchedPolicy.CS2).schedule(b.s, 60.0)
    assert plan.run == (kb,)
    assert plan.verdicts[ka].action is TaskAction.PREEMPT and plan.verdicts[ka].reason is WaitReason.NO_FREE_CPU


# ---- verdicts for what cannot run ----

def test_verdicts_for_results_that_cannot_run() -> None:
    b = StateBuilder(ncpus=2)
    a, paused = b.project("A"), b.project("P", suspended_via_gui=True)
    susp = b.job(a, "susp", HOUR, FAR, suspended=True, task=RUNNING)
    dl = b.job(a, "dl", HOUR, FAR, state=ResultState.FILES_DOWNLOADING)
    pp = b.job(paused, "pp", HOUR, FAR, task=PREEMPTED)
    wide = b.job(a, "wide", HOUR, FAR, ncpus=4)
    b.job(a, "done", HOUR, FAR, state=ResultState.FILES_UPLOADED)
    plan = sched(CpuSchedPolicy.CS2).schedule(b.s, 0.0)
    assert plan.run == ()
    assert set(plan.verdicts) == {susp, dl, pp, wide}
    assert plan.verdicts[susp].reason is WaitReason.RESULT_SUSPENDED
    assert plan.verdicts[susp].action is TaskAction.PREEMPT
    assert plan.verdicts[dl].reason is WaitReason.NOT_DOWNLOADED
    assert plan.verdicts[pp].reason is WaitReason.PROJECT_SUSPENDED
    assert plan.verdicts[wide].reason is WaitReason.TOO_MANY_CPUS and plan.verdicts[wide].value == 4
    b.s.run_mode = RunMode.NEVER
    ok = b.job(a, "ok", HOUR, FAR)
    plan = sched().schedule(b.s, 0.0)
    assert plan.run == () and plan.verdicts[ok].reason is WaitReason.COMPUTING_SUSPENDED


def test_max_ncpus_pct_is_honoured() -> None:
    b = StateBuilder(ncpus=4)
    a = b.project("A")
    for i in range(4):
        b.job(a, f"j{i}", HOUR, FAR)
    b.s.prefs.max_ncpus_pct = 50
    assert len(sched().schedule(b.s, 0.0).run) == 2


# ---- properties of every decision ----

@st.composite
def sched_case(draw: st.DrawFn, widths: tuple[float, ...] = (0.5, 1.0, 1.0, 2.0, 3.0)) -> StateBuilder:
    b = StateBuilder(ncpus=draw(st.integers(1, 4)))
    urls = [b.project(f"p{i}", draw(st.sampled_from([0.0, 50.0, 100.0])), debt=draw(st.floats(-1e4, 1e4)),
                      suspended_via_gui=draw(st.booleans()) and draw(st.booleans()))
            for i in range(draw(st.integers(1, 4)))]
    for k in range(draw(st.integers(0, 14))):
        task = draw(st.sampled_from([None, None, RUNNING, PREEMPTED]))
        b.job(draw(st.sampled_from(urls)), f"r{k}", draw(st.floats(1.0, 4 * HOUR)),
              draw(st.floats(HOUR, 10 * HOUR)), ncpus=draw(st.sampled_from(widths)), task=task,
              started=draw(st.floats(-2 * HOUR, 0.0)),
              state=draw(st.sampled_from([ResultState.FILES_DOWNLOADED] * 4 + [ResultState.NEW])),
              suspended=draw(st.booleans()) and draw(st.booleans()))
    return b


@settings(max_examples=150, deadline=None)
@given(sched_case(), st.sampled_from(list(CpuSchedPolicy)))
def test_schedule_invariants(b: StateBuilder, policy: CpuSchedPolicy) -> None:
    s = b.s
    plan = sched(policy).schedule(s, 0.0)
    width = {k: b.width(k) for k in s.results}
    assert len(set(plan.run)) == len(plan.run)
    assert all(s.is_runnable(s.results[k]) for k in plan.run)
    used = sum(width[k] for k in plan.run)
    assert used <= s.ncpus + 1e-9
    assert all(plan.verdicts[k].run for k in plan.run)
    assert all(not v.run for k, v in plan.verdicts.items() if k not in plan.run)
    for k, r in s.results.items():
        if not r.is_finished and (s.is_runnable(r) or k in s.active_tasks):
            assert k in plan.verdicts
    # No CPU is left idle that a waiting runnable job could have used.
    free = s.ncpus - used
    assert not any(s.is_runnable(r) and k not in plan.run and width[k] <= free + 1e-9
                   for k, r in s.results.items())


@settings(max_examples=150, deadline=None)
@given(sched_case(widths=(1.0,)), st.sampled_from(list(CpuSchedPolicy)))
def test_no_job_starts_that_the_policy_would_not_choose(b: StateBuilder, policy: CpuSchedPolicy) -> None:
    s = b.s
    plan = sched(policy).schedule(s, 0.0)
    chosen = set(plan.run)
    runnable = [r for r in s.results.values() if s.is_runnable(r)]
    for k in plan.run:
        v = plan.verdicts[k]
        if v.reason is not RunReason.LARGEST_DEBT:
            continue
        same = [r for r in runnable if r.project_url == k[0] and r.key not in chosen]
        if v.action is not TaskAction.CONTINUE:
            # A preempted task is resumed or a new one started only when every running
            # task of the project already has a CPU ...
            assert not any(s.active_tasks.get(r.key) and s.active_tasks[r.key].running for r in same)
        if v.action is TaskAction.START:
            # ... and a new one only when no preempted one waits, and it has the
            # earliest deadline among the project's new results.
            assert not any(r.key in s.active_tasks for r in same)
            assert all(edf_key(r) >= edf_key(s.results[k]) for r in same)
    # Priority picks go to projects in non-increasing order of anticipated debt.
    debts = [plan.verdicts[k].value for k in plan.run if plan.verdicts[k].reason is RunReason.LARGEST_DEBT]
    assert debts == sorted(debts, reverse=True)
    if policy is not CpuSchedPolicy.DEBT:
        # An unfinished time slice is only given up when no CPU is free for it.
        for k, t in s.active_tasks.items():
            if t.running and s.is_runnable(s.results[k]) and t.started_time + 3600 > 1e-3:
                assert k in chosen or plan.verdicts[k].reason is WaitReason.NO_FREE_CPU
    if policy not in (CpuSchedPolicy.CS2, CpuSchedPolicy.REC):  # the policies with an EDF stage
        assert not any(plan.verdicts[k].reason is RunReason.DEADLINE_AT_RISK for k in plan.run)


# ---- convergence to the resource shares ----

def run_loop(policy: CpuSchedPolicy, periods: int = 300) -> dict[ProjectUrl, float]:
    """A tiny engine: 2 CPUs, shares 1:2:3, jobs of two periods each, always work."""
    b = StateBuilder(ncpus=2)
    urls = [b.project(f"p{i}", share) for i, share in enumerate((100.0, 200.0, 300.0))]
    length = 2 * HOUR
    count = {u: 0 for u in urls}

    def top_up(url: ProjectUrl, now: float) -> None:
        while sum(1 for r in b.s.results.values() if r.project_url == url and not r.is_finished) < 4:
            count[url] += 1
            b.job(url, f"{url}-{count[url]}", length, now + 30 * 86400)

    for u in urls:
        top_up(u, 0.0)
    scheduler = CpuScheduler(policy, EST)
    cpu = {u: 0.0 for u in urls}
    now = 0.0
    for _ in range(periods):
        plan = scheduler.schedule(b.s, now)
        chosen = set(plan.run)
        for k, t in b.s.active_tasks.items():
            if k not in chosen:
                t.scheduler_state = PREEMPTED
        for k in plan.run:
            t = b.s.active_tasks.setdefault(k, ActiveTask(k[0], k[1]))
            if not t.running:
                t.scheduler_state, t.started_time = RUNNING, now
        now += HOUR
        done: dict[ProjectUrl, float] = {u: 0.0 for u in urls}
        for k, t in list(b.s.active_tasks.items()):
            if t.running:
                t.current_cpu_time += HOUR
                t.elapsed_time += HOUR
                t.fraction_done = t.elapsed_time / length
            done[k[0]] += t.current_cpu_time - t.cpu_time_at_last_sched
            t.cpu_time_at_last_sched = t.current_cpu_time
            if t.elapsed_time >= length:
                b.s.results[k].state = ResultState.FILES_UPLOADED
                del b.s.active_tasks[k]
        for u in urls:
            top_up(u, now)
            cpu[u] += done[u]
        scheduler.account(b.s, now, done, HOUR)
    total = sum(cpu.values())
    assert total == pytest.approx(2 * HOUR * periods)  # never an idle CPU
    return {u: cpu[u] / total for u in urls}


@pytest.mark.parametrize("policy", list(CpuSchedPolicy))
def test_cpu_time_converges_to_shares(policy: CpuSchedPolicy) -> None:
    shares = run_loop(policy)
    for got, want in zip(shares.values(), (1 / 6, 2 / 6, 3 / 6)):
        assert got == pytest.approx(want, rel=0.03)
