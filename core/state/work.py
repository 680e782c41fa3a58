"""Workunits (what to compute) and results (one instance of computing it)."""
from __future__ import annotations

from dataclasses import dataclass, field

from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.state.app import FileRef
from core.state.enums import ResultState

_COMPUTE_ERROR = ResultState.COMPUTE_ERROR  # a module global is found faster than an enum member


@dataclass(slots=True)
class Workunit:
    project_url: ProjectUrl
    name: WorkunitName
    app_name: AppName
    version_num: int = 0
    rsc_fpops_est: float = 6.048e14  # BOINC's parse default
    rsc_fpops_bound: float = 2.4192e15
    rsc_memory_bound: float = 1e8
    rsc_disk_bound: float = 1e9
    command_line: str = ""
    input_files: list[FileRef] = field(default_factory=list)
    sub_appname: str = ""  # BOINC 8 (BUDA): the name shown for the job instead of the app's
    # BOINC 8.2: a workunit may carry its own resource usage (plan class, CPUs, GPU), which
    # then replaces its app version's; plan_class "" and avg_ncpus 0 = the version's.
    plan_class: str = ""
    avg_ncpus: float = 0.0
    gpu_type: str = ""
    gpu_usage: float = 0.0
    gpu_ram: float = 0.0


@dataclass(slots=True)
class Result:
    project_url: ProjectUrl
    name: ResultName
    wu_name: WorkunitName
    report_deadline: float = 0.0
    received_time: float = 0.0
    state: ResultState = ResultState.NEW
    version_num: int = 0
    platform: str = ""
    plan_class: str = ""
    final_cpu_time: float = 0.0
    final_elapsed_time: float = 0.0
    exit_status: int = 0
    got_server_ack: bool = False
    ready_to_report: bool = False
    completed_time: float = 0.0
    suspended_via_gui: bool = False
    report_immediately: bool = False
    stderr_out: str = ""
    output_files: list[FileRef] = field(default_factory=list)
    # workunit affinity (early design notes)
    previous_resultid: int = 0
    has_successor: bool = False
    previous_result_name: str = ""  # the predecessor's result name (<previous_result_name>); persisted
    # boinc_temporary_exit: not to be started before this time (s since epoch, 0 = none), and why
    schedule_backoff: float = 0.0
    schedule_backoff_reason: str = ""

    @property
    def key(self) -> tuple[ProjectUrl, ResultName]:
        return (self.project_url, self.name)

    @property
    def is_finished(self) -> bool:
        """Computation is over (successfully or not); only reporting remains."""
        return self.state >= _COMPUTE_ERROR

    @property
    def missed_deadline_at_report(self) -> bool:
        return self.completed_time > self.report_deadline > 0


@dataclass(frozen=True, slots=True, init=False)
class QueuedJob:
    """A job on the host, running or waiting, as the request reports it."""

    name: str
    remaining_s: float
    """Estimated run time still needed (s of computing, not wall time)."""
    deadline: float
    """Report deadline, absolute (same clock as ``now``)."""
    ncpus: float = 1.0
    """CPUs it uses while running."""

    # __init__ spelled out: the decorator's is generated at run time and stays interpreted in
    # the emulator's compiled copy (core.emulator.compiled), four times the cost of this one.
    def __init__(self, name: str, remaining_s: float, deadline: float, ncpus: float = 1.0) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "remaining_s", remaining_s)
        object.__setattr__(self, "deadline", deadline)
        object.__setattr__(self, "ncpus", ncpus)


@dataclass(frozen=True, slots=True)
class GpuAsk:
    """What a request asks of one GPU resource type (BOINC's per-resource request)."""

    rsc_type: str  # the coproc type: NVIDIA, ATI, intel_gpu, apple_gpu or a declared name
    req_secs: float = 0.0  # instance-seconds of work
    req_instances: float = 0.0  # idle instances to fill
    estimated_delay_s: float = 0.0  # until an instance of this type frees up
