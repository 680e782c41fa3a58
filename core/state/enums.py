"""Enumerations with BOINC's numeric values (gui-rpc.md section 8)."""
from __future__ import annotations

from enum import IntEnum


class ResultState(IntEnum):
    """A result's place in its life (``<state>`` in client_state.xml).

    The early design notes list the client-side states in words; they map here:
    "don't have files yet" = NEW / FILES_DOWNLOADING; "have files, not started" =
    FILES_DOWNLOADED without an active task; "have files, started" =
    FILES_DOWNLOADED with an active task; "completed, sending output files" =
    FILES_UPLOADING; "output files sent" = FILES_UPLOADED; "output files sent,
    some sticky files deleted" = FILES_UPLOADED after the disk manager removed
    some of its sticky files (the result record stays until the server acks).
    """

    NEW = 0
    FILES_DOWNLOADING = 1
    FILES_DOWNLOADED = 2
    COMPUTE_ERROR = 3
    FILES_UPLOADING = 4
    FILES_UPLOADED = 5
    ABORTED = 6
    UPLOAD_FAILED = 7


class CpuSchedState(IntEnum):
    """``scheduler_state`` of an active task: what the CPU scheduler last decided."""

    UNINITIALIZED = 0
    PREEMPTED = 1
    SCHEDULED = 2


class TaskState(IntEnum):
    """``active_task_state``: the process's state."""

    UNINITIALIZED = 0
    EXECUTING = 1
    EXITED = 2
    WAS_SIGNALED = 3
    EXIT_UNKNOWN = 4
    ABORT_PENDING = 5
    ABORTED = 6
    COULDNT_START = 7
    QUIT_PENDING = 8
    SUSPENDED = 9
    COPY_PENDING = 10


class RunMode(IntEnum):
    """Run mode for computing and network (``RUN_MODE_*``)."""

    ALWAYS = 1
    AUTO = 2
    NEVER = 3
    RESTORE = 4


class RpcReason(IntEnum):
    """Why a scheduler RPC is (or was) made: ``sched_rpc_pending`` values."""

    NONE = 0
    USER_REQ = 1
    RESULTS_DUE = 2
    NEED_WORK = 3
    TRICKLE_UP = 4
    ACCT_MGR_REQ = 5
    INIT = 6
    PROJECT_REQ = 7

    @property
    def words(self) -> str:
        """BOINC's wording of the reason (its ``rpc_reason_string``): the event log's "Sending scheduler
        request: ..." and the Projects tab's "Scheduler request pending: ..." ("" for NONE)."""
        return _RPC_WORDS.get(self, "")


_RPC_WORDS = {
    RpcReason.USER_REQ: "Requested by user",
    RpcReason.RESULTS_DUE: "To report completed tasks",
    RpcReason.NEED_WORK: "To fetch work",
    RpcReason.TRICKLE_UP: "To send trickle-up message",
    RpcReason.ACCT_MGR_REQ: "Requested by account manager",
    RpcReason.INIT: "Project initialization",
    RpcReason.PROJECT_REQ: "Requested by project",
}


class SuspendReason(IntEnum):
    NONE = 0
    BATTERIES = 1
    USER_ACTIVE = 2
    USER_REQ = 4
    TIME_OF_DAY = 8
    BENCHMARKS = 16
    DISK_SIZE = 32
    NO_RECENT_INPUT = 128
    INITIAL_DELAY = 256
    EXCLUSIVE_APP_RUNNING = 512
    CPU_USAGE = 1024
    NETWORK_QUOTA_EXCEEDED = 2048
    OS = 4096
    # Android's and BOINC 8's reasons (lib/common_defs.h); a remote client may send them.
    WIFI_STATE = 4097
    BATTERY_CHARGING = 4098
    BATTERY_OVERHEATED = 4099
    NO_GUI_KEEPALIVE = 4100
    PODMAN_INIT = 4101  # macOS: the Podman virtual machine is starting
    BATTERY_CHARGE_WAIT = 4102
    BATTERY_HEAT_WAIT = 4103

    @property
    def words(self) -> str:
        return _WORDS.get(self, "")


_WORDS = {
    SuspendReason.BATTERIES: "on batteries",
    SuspendReason.USER_ACTIVE: "computer is in use",
    SuspendReason.USER_REQ: "user request",
    SuspendReason.TIME_OF_DAY: "time of day",
    SuspendReason.BENCHMARKS: "CPU benchmarks in progress",
    SuspendReason.DISK_SIZE: "need disk space - check preferences",
    SuspendReason.NO_RECENT_INPUT: "no recent user activity",
    SuspendReason.INITIAL_DELAY: "initial delay",
    SuspendReason.EXCLUSIVE_APP_RUNNING: "an exclusive app is running",
    SuspendReason.CPU_USAGE: "CPU is busy",
    SuspendReason.NETWORK_QUOTA_EXCEEDED: "network transfer limit exceeded",
    SuspendReason.OS: "requested by operating system",
    SuspendReason.WIFI_STATE: "not connected to WiFi network",
    SuspendReason.BATTERY_CHARGING: "battery low",
    SuspendReason.BATTERY_OVERHEATED: "battery thermal protection",
    SuspendReason.NO_GUI_KEEPALIVE: "GUI not active",
    SuspendReason.PODMAN_INIT: "Podman initializing",
    SuspendReason.BATTERY_CHARGE_WAIT: "battery charge wait",
    SuspendReason.BATTERY_HEAT_WAIT: "battery heat wait",
}
