"""rr_sim: hand-computed examples and invariants of the round-robin simulation."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from core.ids import AppName, FileName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import rr_simulate, water_fill
from core.state import (
    ActiveTask,
    AppVersion,
    ClientState,
    CpuSchedState,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.state.app import FileRef
from core.state.files import FileInfo, FileStatus, PersFileXfer

EST = Estimator(EstimatePolicy.JC1)
FPOPS = 1e9


class StateBuilder:
    """Small states for policy tests: jobs are given by their runtime in seconds."""

    def __init__(self, ncpus: int = 2) -> None:
        self.s = ClientState()
        self.s.host_info.p_ncpus = ncpus
        self.s.host_info.p_fpops = FPOPS

    def project(self, name: str, share: float = 100.0, debt: float = 0.0, *,
                suspended_via_gui: bool = False, dont_request_more_work: bool = False) -> ProjectUrl:
        url = ProjectUrl(f"http://{name}/")
        self.s.projects[url] = Project(url, project_name=name, resource_share=share, debt=debt,
                                       suspended_via_gui=suspended_via_gui,
                                       dont_request_more_work=dont_request_more_work)
        return url

    def width(self, key: ResultKey) -> float:
        """avg_ncpus of a result's app version."""
        av = self.s.app_version_of(self.s.results[key])
        assert av is not None
        return av.avg_ncpus

    def job(
        self,
        url: ProjectUrl,
        name: str,
        runtime_s: float,
        deadline: float,
        *,
        ncpus: float = 1.0,
        task: CpuSchedState | None = None,
        started: float = 0.0,
        state: ResultState = ResultState.FILES_DOWNLOADED,
        suspended: bool = False,
    ) -> ResultKey:
        app = AppName(f"app{ncpus:g}")
        if not any(av.project_url == url and av.app_name == app for av in self.s.app_versions):
            self.s.app_versions.append(AppVersion(url, app, 1, avg_ncpus=ncpus))
        wu = WorkunitName(name)
        # effective FLOPS of a version with avg_ncpus c is c × p_fpops.
        self.s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=runtime_s * ncpus * FPOPS)
        r = Result(url, ResultName(name), wu, report_deadline=deadline, state=state,
                   suspended_via_gui=suspended)
        self.s.results[r.key] = r
        if task is not None:
            self.s.active_tasks[r.key] = ActiveTask(url, r.name, scheduler_state=task, started_time=started)
        return r.key


    def input_file(self, key: ResultKey, *, status: int = FileStatus.NOT_PRESENT, retry_at: float = 0.0) -> None:
        """Give the result's workunit an input file (its status, its transfer's retry time)."""
        url, name = key
        wu = self.s.workunits[(url, self.s.results[key].wu_name)]
        fname = FileName(f"{name}_in")
        wu.input_files.append(FileRef(fname))
        fi = FileInfo(url, fname, status=status)
        if retry_at:
            fi.pers_xfer = PersFileXfer(next_request_time=retry_at)
        self.s.file_infos[(url, fname)] = fi


def two_project_example() -> tuple[StateBuilder, ProjectUrl, ProjectUrl]:
    """2 CPUs; A:B = 2:1. A: a1 600 s (deadline 500), a2 1200 s (deadline 2000);
    B: b1 1000 s (deadline 1100). The work buffer's low mark is its floor, 180 s: a job
    misses when it would end after its deadline less 180 s."""
    b = StateBuilder(ncpus=2)
    b.s.prefs.work_buf_min_days = 0.0
    a_url, b_url = b.project("A", 200), b.project("B", 100)
    b.job(a_url, "a1", 600, 500)
    b.job(a_url, "a2", 1200, 2000)
    b.job(b_url, "b1", 1000, 1100)
    return b, a_url, b_url


def test_hand_computed_two_projects() -> None:
    # A holds 4/3 CPUs: a1 at full speed, a2 at 1/3; B holds 2/3: b1 at 2/3.
    # t=600: a1 done (a2 has 1000 s left, b1 600 s). A now needs only 1 CPU, so B
    # gets the other whole CPU: b1 ends at 1200, a2 at 1600.
    b, a_url, b_url = two_project_example()
    rr = rr_simulate(b.s, 0.0, EST, 2000)
    f = rr.finish_time
    assert f[(a_url, ResultName("a1"))] == pytest.approx(600)
    assert f[(a_url, ResultName("a2"))] == pytest.approx(1600)
    assert f[(b_url, ResultName("b1"))] == pytest.approx(1200)
    assert rr.misses == {(a_url, ResultName("a1")), (b_url, ResultName("b1"))}
    assert rr.project_idle_at == {a_url: pytest.approx(1600), b_url: pytest.approx(1200)}
    assert rr.saturated_until == pytest.approx(1200)
    # One idle CPU over [1200, 1600], two over [1600, 2000].
    assert rr.shortfall_s == pytest.approx(400 + 800)
    # Entitlements 4/3 and 2/3 CPUs. A: (4/3-1)·1000 over [600,1600] + 4/3·400 after;
    # B: its one job covers its 2/3 until 1200, then 2/3·800.
    assert rr.project_shortfall_s[a_url] == pytest.approx(1000 / 3 + 1600 / 3)
    assert rr.project_shortfall_s[b_url] == pytest.approx(1600 / 3)


def test_availability_stretches_wall_time_and_now_offsets() -> None:
    b, a_url, b_url = two_project_example()
    b.s.time_stats.on_frac = 0.5
    now = 10_000.0
    for k in list(b.s.results):  # keep deadlines meaningful relative to now
        b.s.results[k].report_deadline += now
    rr = rr_simulate(b.s, now, EST, 4000)
    assert rr.finish_time[(a_url, ResultName("a1"))] == pytest.approx(now + 1200)
    assert rr.finish_time[(b_url, ResultName("b1"))] == pytest.approx(now + 2400)
    assert rr.project_idle_at[a_url] == pytest.approx(now + 3200)
    assert rr.saturated_until == pytest.approx(now + 2400)
    assert rr.shortfall_s == pytest.approx(800 + 1600)
    # a2 (deadline now+2000) now misses too.
    assert len(rr.misses) == 3


def test_unused_share_goes_to_others() -> None:
    # A (share 3) has one 1-CPU job, so it cannot use its 1.5 CPUs; B gets a full CPU.
    b = StateBuilder(ncpus=2)
    a_url, b_url = b.project("A", 300), b.project("B", 100)
    b.job(a_url, "a1", 1000, 1e9)
    b.job(b_url, "b1", 500, 1e9)
    b.job(b_url, "b2", 500, 1e9)
    rr = rr_simulate(b.s, 0.0, EST, 0)
    assert rr.finish_time[(b_url, ResultName("b1"))] == pytest.approx(500)
    assert rr.finish_time[(b_url, ResultName("b2"))] == pytest.approx(1000)
    assert rr.finish_time[(a_url, ResultName("a1"))] == pytest.approx(1000)
    assert rr.saturated_until == pytest.approx(1000)


def test_edf_within_project_and_multi_cpu_jobs() -> None:
    b = StateBuilder(ncpus=2)
    url = b.project("A")
    b.job(url, "late", 100, 900)
    b.job(url, "wide", 300, 500, ncpus=2)  # earliest deadline: takes both CPUs first
    rr = rr_simulate(b.s, 0.0, EST, 1000)
    assert rr.finish_time[(url, ResultName("wide"))] == pytest.approx(300)
    assert rr.finish_time[(url, ResultName("late"))] == pytest.approx(400)
    assert rr.saturated_until == pytest.approx(300)
    assert rr.shortfall_s == pytest.approx(2 * 1000 - 2 * 300 - 100)


def test_zero_share_project_only_gets_leftovers() -> None:
    b = StateBuilder(ncpus=1)
    main, backup = b.project("main", 100), b.project("backup", 0)
    b.job(main, "m", 100, 1e9)
    b.job(backup, "z", 100, 1e9)
    rr = rr_simulate(b.s, 0.0, EST, 0)
    assert rr.finish_time[(main, ResultName("m"))] == pytest.approx(100)
    assert rr.finish_time[(backup, ResultName("z"))] == pytest.approx(200)


def test_entitlement_only_among_projects_that_can_fetch() -> None:
    b = StateBuilder(ncpus=2)
    empty = b.project("empty", 100)
    busy = b.project("busy", 100, dont_request_more_work=True)
    idle = b.project("paused", 100, suspended_via_gui=True)
    b.job(busy, "x", 10_000, 1e9)
    b.job(busy, "y", 10_000, 1e9)
    rr = rr_simulate(b.s, 0.0, EST, 1000)
    # "empty" is the only project that may fetch, so all 2 CPUs are its entitlement.
    assert rr.project_shortfall_s == {empty: pytest.approx(2000), busy: 0.0, idle: 0.0}
    assert rr.shortfall_s == 0.0
    assert rr.project_idle_at[empty] == 0.0 and rr.project_idle_at[idle] == 0.0


def test_which_results_are_simulated() -> None:
    b = StateBuilder(ncpus=2)
    url = b.project("A")
    paused = b.project("P", suspended_via_gui=True)
    b.job(url, "ok", 100, 1e9)
    b.job(url, "susp", 100, 1e9, suspended=True)
    running_susp = b.job(url, "running_susp", 100, 1e9, suspended=True, task=CpuSchedState.SCHEDULED)
    downloading = b.job(url, "dl", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    new = b.job(url, "new", 100, 1e9, state=ResultState.NEW)
    b.job(paused, "p", 100, 1e9, task=CpuSchedState.PREEMPTED)
    b.job(url, "done", 100, 1e9, state=ResultState.FILES_UPLOADED)
    # Downloads that cannot be counted on: an input failed, or one waits out a retry backoff.
    failed = b.job(url, "failed", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    b.input_file(failed, status=-161)
    backed_off = b.job(url, "backed_off", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    b.input_file(backed_off, retry_at=50.0)
    retrying = b.job(url, "retrying", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    b.input_file(retrying, retry_at=10.0)
    fetched = b.job(url, "fetched", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    b.input_file(fetched, status=FileStatus.PRESENT, retry_at=50.0)
    rr = rr_simulate(b.s, 20.0, EST, 0)
    assert set(rr.finish_time) == {(url, ResultName("ok")), running_susp, downloading, new, retrying, fetched}


def test_jobs_whose_files_are_downloading_are_the_queue_work_fetch_sees() -> None:
    """BOINC's rr_sim counts a job whose inputs are on their way (nearly_runnable): a
    client just sent jobs must not find the same shortfall again while they download."""
    b = StateBuilder(ncpus=2)
    url = b.project("A")
    b.job(url, "running", 100, 1e9, task=CpuSchedState.SCHEDULED)
    empty = rr_simulate(b.s, 0.0, EST, 1000)
    for k in range(20):
        b.job(url, f"sent{k}", 100, 1e9, state=ResultState.FILES_DOWNLOADING)
    fed = rr_simulate(b.s, 0.0, EST, 1000)
    assert empty.shortfall_s == pytest.approx(2 * 1000 - 100)
    assert fed.shortfall_s == 0.0 and fed.saturated_until == pytest.approx(1000)  # 21 jobs of 100 s on 2 CPUs


def test_running_task_progress_counts() -> None:
    b = StateBuilder(ncpus=1)
    url = b.project("A")
    k = b.job(url, "half", 1000, 1e9, task=CpuSchedState.SCHEDULED)
    t = b.s.active_tasks[k]
    t.elapsed_time, t.fraction_done = 500, 0.5
    rr = rr_simulate(b.s, 0.0, EST, 0)
    assert rr.finish_time[k] == pytest.approx(500)


def test_water_fill() -> None:
    assert water_fill([1.0, 5.0, 5.0], [1.0, 1.0, 2.0], 4.0) == pytest.approx([1.0, 1.0, 2.0])
    assert water_fill([0.5, 5.0], [3.0, 1.0], 2.0) == pytest.approx([0.5, 1.5])
    assert water_fill([1.0, 1.0], [1.0, 0.0], 4.0) == pytest.approx([1.0, 1.0])
    assert water_fill([0.0, 3.0], [1.0, 1.0], 2.0) == pytest.approx([0.0, 2.0])


@st.composite
def random_queue(draw: st.DrawFn) -> StateBuilder:
    b = StateBuilder(ncpus=draw(st.integers(1, 6)))
    b.s.time_stats.active_frac = draw(st.sampled_from([1.0, 0.8, 0.25]))
    urls = [b.project(f"p{i}", draw(st.sampled_from([0.0, 50.0, 100.0, 300.0])))
            for i in range(draw(st.integers(1, 5)))]
    for k in range(draw(st.integers(0, 25))):
        b.job(draw(st.sampled_from(urls)), f"j{k}", draw(st.floats(0.0, 5000.0)),
              draw(st.floats(1.0, 20_000.0)), ncpus=draw(st.sampled_from([0.5, 1.0, 1.0, 2.0, 8.0])))
    return b


@settings(max_examples=150, deadline=None)
@given(random_queue())
def test_invariants(b: StateBuilder) -> None:
    s = b.s
    n = s.ncpus
    avail = s.time_stats.availability
    rr = rr_simulate(s, 0.0, EST, 1e9)
    work = {k: EST.remaining_s(s, r) / avail for k, r in s.results.items()}
    width = {k: min(b.width(k), n) for k in s.results}
    assert set(rr.finish_time) == set(s.results)
    total = sum(work[k] * width[k] for k in work)
    longest = max(work.values(), default=0.0)
    for k, f in rr.finish_time.items():
        # No job beats full speed, and the schedule is work-conserving: a job waits
        # only while every CPU is busy.
        assert f >= work[k] * (1 - 1e-9) - 1e-9
        assert f <= total / n + longest + 1e-6 * (1 + total)
        # Late: after the computation deadline, the work buffer's low mark before the report deadline.
        assert (k in rr.misses) == (f > s.results[k].report_deadline - s.prefs.work_buf_min_s)
    for url in s.projects:
        mine = [f for k, f in rr.finish_time.items() if k[0] == url]
        assert rr.project_idle_at[url] == pytest.approx(max(mine, default=0.0))
    # CPU-seconds are conserved: busy + idle = n × horizon.
    assert rr.shortfall_s == pytest.approx(n * 1e9 - total, rel=1e-9, abs=1e-3)
    assert 0.0 <= rr.saturated_until <= max(rr.finish_time.values(), default=0.0) + 1e-6
    assert rr.shortfall_s >= 0 and all(v >= 0 for v in rr.project_shortfall_s.values())


def test_ten_thousand_jobs_over_fifty_projects() -> None:
    rng = random.Random(7)
    b = StateBuilder(ncpus=8)
    urls = [b.project(f"p{i}", rng.uniform(10, 200)) for i in range(50)]
    for k in range(10_000):
        b.job(rng.choice(urls), f"j{k}", rng.uniform(100, 10_000), rng.uniform(1e4, 1e6),
              ncpus=rng.choice([1.0, 1.0, 1.0, 2.0]))
    rr = rr_simulate(b.s, 0.0, EST, 86400)
    assert len(rr.finish_time) == 10_000
    total = sum(EST.remaining_s(b.s, r) * b.width(k) for k, r in b.s.results.items())
    assert max(rr.finish_time.values()) >= total / 8
    assert rr.shortfall_s == 0.0  # far more work than a day


@pytest.mark.parametrize("min_days, low", [(0.0, 180.0), (0.1, 8640.0)])
def test_a_job_misses_when_it_ends_inside_the_low_mark_before_its_deadline(min_days: float, low: float) -> None:
    # BOINC's rr_sim judges a job against its computation deadline: the report deadline
    # less the work buffer's low mark (at least 180 s), the time the host may go without
    # contacting the project. Two 1000-s jobs on one CPU end at 1000 and 2000.
    b = StateBuilder(ncpus=1)
    b.s.prefs.work_buf_min_days = min_days
    url = b.project("P")
    first = b.job(url, "first", 1000, 1000 + low)  # ends exactly at its computation deadline
    second = b.job(url, "second", 1000, 2000 + low - 1)  # one second past it, though before its report deadline
    rr = rr_simulate(b.s, 0.0, EST, 0)
    assert rr.finish_time[first] == pytest.approx(1000) and rr.finish_time[second] == pytest.approx(2000)
    assert rr.finish_time[second] < b.s.results[second].report_deadline
    assert rr.misses == {second}
    # No deadline (0) is never late, whatever the low mark.
    b.s.results[second].report_deadline = 0.0
    assert not rr_simulate(b.s, 0.0, EST, 0).misses
