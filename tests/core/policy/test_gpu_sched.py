"""GPU jobs in the scheduler: devices shared by fractional usage, exclusions, memory, GPU mode.

A host with two ``fakegpu`` devices (declared as in fixtures/boinc-7.20/gpu-declared) and two
CPUs; GPU jobs whose app version says ``<coproc><type>fakegpu</type><count>0.5</count>``
and 0.1 CPU each. As BOINC's client (client/coproc_sched.cpp, cpu_sched.cpp) does:
GPU jobs go first, two per device, each on a device of its own choosing, never one the
volunteer excluded for the project; their CPUs are counted before the CPU jobs fill
the rest; with the GPU mode never they wait while CPU jobs run.
"""
from __future__ import annotations

from core.coprocs.devices import Coproc
from core.ids import AppName, ProjectUrl, ResultKey, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedPolicy, CpuSchedule, CpuScheduler, RunReason, WaitReason
from core.policy.estimate import EstimatePolicy, Estimator
from core.state import ActiveTask, AppVersion, CpuSchedState, GpuExclusion, Result, ResultState, RunMode, Workunit
from tests.core.policy.test_rr_sim import StateBuilder

HOUR, FAR = 3600.0, 1e9


def _host(gpu_jobs: int = 5, cpu_jobs: int = 3) -> tuple[StateBuilder, ProjectUrl, list[ResultKey], list[ResultKey]]:
    b = StateBuilder(ncpus=2)
    b.s.coprocs = [Coproc("fakegpu", count=2, peak_flops=1e12, device_nums=[0, 1])]
    url = b.project("P")
    app = AppName("gpuapp")
    b.s.app_versions.append(AppVersion(url, app, 1, plan_class="fakegpu", avg_ncpus=0.1,
                                       gpu_type="fakegpu", gpu_usage=0.5))
    gpu: list[ResultKey] = []
    for i in range(gpu_jobs):
        wu = WorkunitName(f"g{i}")
        b.s.workunits[(url, wu)] = Workunit(url, wu, app, rsc_fpops_est=HOUR * 1e9)
        r = Result(url, ResultName(f"g{i}"), wu, report_deadline=FAR + i, state=ResultState.FILES_DOWNLOADED)
        b.s.results[r.key] = r
        gpu.append(r.key)
    cpu = [b.job(url, f"c{i}", HOUR, FAR + 100 + i) for i in range(cpu_jobs)]
    return b, url, gpu, cpu


def _schedule(b: StateBuilder, policy: CpuSchedPolicy = CpuSchedPolicy.CS1) -> CpuSchedule:
    return CpuScheduler(policy, Estimator(EstimatePolicy.JC1)).schedule(b.s, 0.0)


def test_two_devices_at_half_usage_run_four_gpu_jobs_first_beside_a_cpu_job() -> None:
    b, _, gpu, cpu = _host()
    for policy in (CpuSchedPolicy.DEBT, CpuSchedPolicy.CS1, CpuSchedPolicy.CS2, CpuSchedPolicy.REC):
        out = _schedule(b, policy)
        assert list(out.run[:4]) == gpu[:4], policy
        assert [out.gpu_slots[k].device_num for k in gpu[:4]] == [0, 0, 1, 1]
        assert all(out.gpu_slots[k].usage == 0.5 for k in gpu[:4])
        assert out.verdicts[gpu[0]].reason == RunReason.GPU_JOB
        assert out.verdicts[gpu[4]].reason == WaitReason.NO_FREE_GPU
        # 4 × 0.1 CPU for the GPU jobs leaves 1.6 CPUs: one CPU job.
        assert [k for k in out.run if k in cpu] == cpu[:1]


def test_a_running_gpu_job_keeps_its_device() -> None:
    b, url, gpu, _ = _host(gpu_jobs=2)
    b.s.active_tasks[gpu[1]] = ActiveTask(url, gpu[1][1], scheduler_state=CpuSchedState.SCHEDULED,
                                          gpu_type="fakegpu", gpu_device=1, gpu_usage=0.5)
    out = _schedule(b)
    assert out.gpu_slots[gpu[1]].device_num == 1
    assert out.gpu_slots[gpu[0]].device_num == 1  # the partly used device fills first


def test_an_excluded_device_gets_no_jobs() -> None:
    b, url, gpu, _ = _host()
    b.s.gpu_exclusions = [GpuExclusion(str(url), device_num=1)]
    out = _schedule(b)
    assert {out.gpu_slots[k].device_num for k in out.gpu_slots} == {0}
    assert len(out.gpu_slots) == 2
    b.s.gpu_exclusions = [GpuExclusion(str(url), device_num=-1, rsc_type="fakegpu", app="gpuapp")]
    assert _schedule(b).gpu_slots == {}


def test_gpu_mode_never_stops_gpu_jobs_and_cpu_jobs_run() -> None:
    b, url, gpu, cpu = _host()
    b.s.active_tasks[gpu[0]] = ActiveTask(url, gpu[0][1], scheduler_state=CpuSchedState.SCHEDULED,
                                          gpu_type="fakegpu", gpu_device=0, gpu_usage=0.5)
    b.s.gpu_mode = RunMode.NEVER
    out = _schedule(b)
    assert not any(k in out.run for k in gpu)
    assert out.verdicts[gpu[0]].reason == WaitReason.GPU_SUSPENDED
    assert out.verdicts[gpu[0]].action.value == "preempt"
    assert [k for k in out.run if k in cpu] == cpu[:2]


def test_too_little_gpu_memory_or_a_missing_type_waits() -> None:
    b, _, gpu, _ = _host(gpu_jobs=1)
    b.s.coprocs[0].available_ram = 1e9
    b.s.app_versions[0].gpu_ram = 2e9
    out = _schedule(b)
    assert out.verdicts[gpu[0]].reason == WaitReason.MISSING_GPU and "GPU memory" in out.verdicts[gpu[0]].message
    b.s.coprocs = []
    assert _schedule(b).verdicts[gpu[0]].reason == WaitReason.MISSING_GPU


def test_cpu_jobs_in_deadline_danger_come_before_gpu_jobs_unless_prioritize_gpu() -> None:
    b, url, gpu, cpu = _host(gpu_jobs=4, cpu_jobs=2)
    for k in cpu:  # due in a minute: rr_sim sees both miss
        b.s.results[k].report_deadline = 60.0
    out = _schedule(b, CpuSchedPolicy.CS2)
    assert list(out.run[:2]) == cpu and out.verdicts[cpu[0]].reason == RunReason.DEADLINE_AT_RISK
    assert set(out.run[2:]) == set(gpu)  # the GPU jobs still run: their CPUs may overcommit
    b.s.prioritize_gpu = True
    out = _schedule(b, CpuSchedPolicy.CS2)
    assert list(out.run[:4]) == gpu
    # 4 × 0.1 CPU taken first leaves 1.6: one deadline job fits, the other waits.
    assert [k for k in out.run if k in cpu] == cpu[:1]
