"""rr_sim per resource type, as BOINC's client/rr_sim.cpp: GPU jobs are simulated on their type's
instances (fractional usage: 0.5 = two jobs per device), their CPUs come off the CPUs the CPU
jobs share (not while GPU computing is suspended), and each type gets its own shortfall, idle
instances, saturation, deadline misses and busy time. GPU work fetch and the scheduler's
deadline handling read those figures.

Host: two CPUs and two ``fakegpu`` devices; jobs take an hour at full speed; the work buffer
is 0.1 day (8640 s).
"""
from __future__ import annotations

from dataclasses import fields

from core.coprocs.devices import Coproc
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.policy import gpu_fetch
from core.policy.cpu_sched import CpuSchedPolicy, CpuScheduler, RunReason
from core.policy.estimate import EstimatePolicy, Estimator
from core.policy.rr_sim import RrSimResult, rr_simulate
from core.state import ActiveTask, AppVersion, ClientState, CpuSchedState, Result, ResultState, RunMode, Workunit
from tests.core.policy.test_rr_sim import StateBuilder

EST = Estimator(EstimatePolicy.JC1)
HOUR, BUF, FAR = 3600.0, 8640.0, 1e9


def _host(gpu_jobs: int, gpu_ncpus: float = 0.5, deadline: float = FAR,
          cpu_jobs: int = 0) -> tuple[StateBuilder, ProjectUrl, list[ResultKey], list[ResultKey]]:
    b = StateBuilder(ncpus=2)
    s = b.s
    s.prefs.work_buf_min_days, s.prefs.work_buf_additional_days = 0.1, 0.0
    s.coprocs = [Coproc("fakegpu", count=2, peak_flops=1e12, device_nums=[0, 1])]
    url = b.project("P")
    s.projects[url].hostid = 12
    app = AppName("gpuapp")
    s.app_versions.append(AppVersion(url, app, 1, plan_class="fakegpu", avg_ncpus=gpu_ncpus, flops=1e9,
                                      gpu_type="fakegpu", gpu_usage=0.5))
    gpu: list[ResultKey] = []
    for i in range(gpu_jobs):
        wu = WorkunitName(f"g{i}")
        s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=HOUR * 1e9)
        r = Result(url, ResultName(f"g{i}"), wu, version_num=1, plan_class="fakegpu",
                   report_deadline=deadline + i, state=ResultState.FILES_DOWNLOADED)
        s.results[r.key] = r
        gpu.append(r.key)
    cpu = [b.job(url, f"c{i}", HOUR, FAR + 100 + i) for i in range(cpu_jobs)]
    return b, url, gpu, cpu


def _rr(b: StateBuilder) -> RrSimResult:
    return rr_simulate(b.s, 0.0, EST, b.s.prefs.work_buf_total_s)


def test_gpu_jobs_run_on_their_devices_two_per_device() -> None:
    b, _, gpu, _ = _host(gpu_jobs=6)
    rr = _rr(b)
    # Four at once (two devices at 0.5), then the last two.
    assert [rr.finish_time[k] for k in gpu] == [HOUR] * 4 + [2 * HOUR] * 2
    f = rr.gpu["fakegpu"]
    assert f.idle_now == 0.0 and f.saturated_until == HOUR
    # One device idle in the second hour, both after it until the buffer's end.
    assert abs(f.shortfall_s - (1 * HOUR + 2 * (BUF - 2 * HOUR))) < 1e-6
    assert f.misses == frozenset() and f.busy_s == 0.0
    (need,) = gpu_fetch.needs(b.s, rr)
    assert (need.shortfall_s, need.idle, need.delay_s) == (f.shortfall_s, 0.0, 0.0)


def test_gpu_jobs_cpus_come_off_the_cpus_unless_the_gpu_is_suspended() -> None:
    # Six GPU jobs at 0.5 CPU: two CPUs held in the first hour, one in the second.
    b, _, _, cpu = _host(gpu_jobs=6, cpu_jobs=1)
    rr = _rr(b)
    assert rr.finish_time[cpu[0]] == 2 * HOUR  # it gets a CPU only in the second hour
    # The CPUs: busy for two hours, then both idle until the buffer's end.
    assert abs(rr.shortfall_s - 2 * (BUF - 2 * HOUR)) < 1e-6
    assert rr.saturated_until == 2 * HOUR
    b.s.gpu_mode = RunMode.NEVER
    rr = _rr(b)
    assert rr.finish_time[cpu[0]] == HOUR  # the GPU jobs' CPUs are not counted: it runs at once
    assert rr.saturated_until == 0.0


def test_a_cpu_only_host_has_no_gpu_figures() -> None:
    b, url, _, cpu = _host(gpu_jobs=0, cpu_jobs=3)
    b.s.coprocs = []
    rr = _rr(b)
    assert rr.gpu == {} and [rr.finish_time[k] for k in cpu] == [HOUR, HOUR, 2 * HOUR]


def test_gpu_jobs_that_miss_their_deadline_run_first_at_high_priority_and_fetch_stops() -> None:
    # Six GPU jobs due in 1.5 h (less the buffer's low mark): the two that wait for a device miss.
    b, url, gpu, _ = _host(gpu_jobs=6, deadline=1.5 * HOUR + BUF)
    # A running job keeps its device otherwise; the at-risk ones still come first.
    b.s.active_tasks[gpu[0]] = ActiveTask(url, gpu[0][1], scheduler_state=CpuSchedState.SCHEDULED,
                                          gpu_type="fakegpu", gpu_device=0, gpu_usage=0.5)
    rr = _rr(b)
    f = rr.gpu["fakegpu"]
    assert f.misses == frozenset(gpu[4:]) and set(gpu[4:]) <= rr.misses
    out = CpuScheduler(CpuSchedPolicy.CS2, EST).schedule(b.s, 0.0, rr)
    assert set(out.run[:2]) == set(gpu[4:])
    assert all(out.verdicts[k].reason == RunReason.DEADLINE_AT_RISK for k in gpu[4:])
    assert set(gpu[4:]) <= out.deadline_misses  # shown as high priority
    assert out.run[2] == gpu[0] and out.verdicts[gpu[0]].reason == RunReason.GPU_JOB
    assert len([k for k in out.run if k in gpu]) == 4  # two devices at 0.5 each
    (need,) = gpu_fetch.needs(b.s, rr)
    assert need.at_risk == frozenset([url]) and need.shortfall_s > 0
    assert gpu_fetch.why_not(b.s, b.s.projects[url], "fakegpu", 0.0, need) == \
        "its fakegpu jobs may miss their deadlines"
    assert gpu_fetch.asks(b.s, url, 0.0, [need]) == () and gpu_fetch.gpu_project(b.s, 0.0, [need]) is None


def test_busy_time_counts_whole_devices_of_the_jobs_that_miss() -> None:
    b, _, gpu, _ = _host(gpu_jobs=3, deadline=0.5 * HOUR + BUF)
    for av in b.s.app_versions:
        av.gpu_usage = 1.0  # one device each: two run, the third waits an hour
    f = _rr(b).gpu["fakegpu"]
    assert f.misses == frozenset(gpu)  # all due before they can end
    # Laid on the least busy device in finishing order: 1 h, 1 h, then 1 h more on one: least busy 1 h.
    assert f.busy_s == HOUR


class _VersionAsks(ClientState):
    """A state that counts how often a result's app version is looked up."""

    __slots__ = ("asked",)

    def __init__(self, source: ClientState) -> None:
        super().__init__(**{f.name: getattr(source, f.name) for f in fields(ClientState) if f.init})
        self.asked = 0

    def app_version_of(self, result: Result) -> AppVersion | None:
        self.asked += 1
        return super().app_version_of(result)


def test_a_pass_over_the_queue_looks_up_each_app_version_once_not_each_job() -> None:
    # The what-if preview's live queue: hundreds of jobs of one CPU and one GPU version, and
    # rr_sim and the scheduler at every event. The version picked for a job depends only on
    # its project, app, version number and plan class, so one look-up per version serves all.
    b, _, gpu, cpu = _host(gpu_jobs=40, cpu_jobs=40)
    plain = _rr(b)
    counting = _VersionAsks(b.s)
    estimator = Estimator(EstimatePolicy.JC1)
    rr_simulate(counting, 0.0, estimator, counting.prefs.work_buf_total_s)  # the estimator learns each job once
    counting.asked = 0
    rr = rr_simulate(counting, 0.0, estimator, counting.prefs.work_buf_total_s)
    versions = len(counting.app_versions)
    assert versions == 2
    # CPUs per CPU version, GPU use per version, CPUs per GPU version: never one per job.
    assert counting.asked <= 3 * versions, counting.asked
    assert dict(rr.finish_time) == dict(plain.finish_time) and len(rr.finish_time) == len(gpu) + len(cpu)
    assert rr.gpu == plain.gpu and rr.misses == plain.misses
    counting.asked = 0
    out = CpuScheduler(CpuSchedPolicy.CS2, EST).schedule(counting, 0.0, rr)
    # The GPU candidates still read their version's CPUs one by one (there are few of them
    # at a time); the GPU use and the CPU jobs' CPUs are asked once per version.
    assert counting.asked <= len(gpu) + 2 * versions, counting.asked
    assert out.run == CpuScheduler(CpuSchedPolicy.CS2, EST).schedule(b.s, 0.0, plain).run


def test_the_finish_times_are_walked_as_a_dict_not_key_by_key() -> None:
    # Work fetch's idle-CPU count walks every job's finish at each decision: the items come
    # from the dict built once, not from a look-up of each key again.
    b, _, gpu, cpu = _host(gpu_jobs=6, cpu_jobs=6)
    rr = _rr(b)
    items = rr.finish_time.items()
    assert isinstance(items, type({}.items()))
    assert list(items) == [(k, rr.finish_time[k]) for k in rr.finish_time] and len(items) == len(gpu) + len(cpu)
