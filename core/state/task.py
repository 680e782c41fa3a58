"""``<active_task>``: a result that has a slot, running or preempted."""
from __future__ import annotations

from dataclasses import dataclass

from core.ids import ProjectUrl, ResultName
from core.state.enums import CpuSchedState, TaskState

_SCHEDULED = CpuSchedState.SCHEDULED  # read per task many times a poll; a global is quicker than the enum class


@dataclass(slots=True)
class ActiveTask:
    project_url: ProjectUrl
    result_name: ResultName
    slot: int = -1
    scheduler_state: CpuSchedState = CpuSchedState.UNINITIALIZED
    task_state: TaskState = TaskState.UNINITIALIZED
    app_version_num: int = 0
    current_cpu_time: float = 0.0  # CPU seconds so far
    elapsed_time: float = 0.0  # wall seconds while running so far
    fraction_done: float = 0.0
    checkpoint_cpu_time: float = 0.0
    checkpoint_elapsed_time: float = 0.0
    checkpoint_fraction_done: float = 0.0
    cpu_time_at_last_sched: float = 0.0  # for the v4 debt update
    once_ran_edf: bool = False
    working_set_size: float = 0.0
    working_set_size_smoothed: float = 0.0
    swap_size: float = 0.0  # bytes of the task's processes in swap (VmSwap)
    virtual_size: float = 0.0  # bytes of their address space (VmSize)
    want_network: bool = False  # the app's last status asked for the network (BOINC 8)
    started_time: float = 0.0  # when this run (since the last start/resume) began
    # The GPU device the scheduler gave it (core.policy.gpu_assign): "" / -1 for a CPU job.
    # Not persisted: assigned again at each start, as BOINC does.
    gpu_type: str = ""
    gpu_device: int = -1
    gpu_usage: float = 0.0
    gpu_opencl_index: int = -1
    # Not saved: what the manager's task properties show of the running process.
    pid: int = 0  # its process id while it runs; 0 = none
    peak_working_set_size: float = 0.0  # bytes, the largest seen since the client started it
    peak_swap_size: float = 0.0
    peak_disk_usage: float = 0.0  # bytes the slot directory held at most

    @property
    def key(self) -> tuple[ProjectUrl, ResultName]:
        return (self.project_url, self.result_name)

    @property
    def running(self) -> bool:
        return self.scheduler_state == _SCHEDULED
