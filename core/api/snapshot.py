"""What a client publishes: immutable snapshots the manager window draws.

A client (the in-process engine, the emulator, or a remote BOINC client over
GUI RPC) publishes one ``ClientSnapshot`` per refresh. Everything in it is a
frozen dataclass or a tuple, so it can cross threads without copying and the
window can never reach back into engine objects (DESIGN.md, threads).

Rows carry stable keys (``ProjectRow.url``, ``TaskRow.key``, ``TransferRow.key``)
so table models can update incrementally: insert what is new, remove what is
gone, and emit ``dataChanged`` for rows whose value differs. Producers reuse the
previous row object when nothing in it changed, so ``old is new`` is the cheap
first test a model makes.

Times are seconds on the client's clock (wall clock for a live client,
simulated time for the emulator: ``time`` says which instant the snapshot is
of). Strings in ``status`` fields are the volunteer-facing words of BOINC
Manager (manager-ui.md) so volunteers find what they know.

Reads nothing, writes nothing: pure data types.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import TYPE_CHECKING

from core.api.commands import DayPrefs
from core.api.figures import EngineFigures
from core.ids import ProjectUrl, ResultKey
from core.state.enums import ResultState, RunMode
from core.state.messages import MessageKind
from core.state.prefs import GlobalPrefs

if TYPE_CHECKING:  # a type only: the Disk tab's figures are built by core/disk, which sits above the contract
    from core.disk.snapshot import DiskSnapshot


class MessagePriority(IntEnum):
    """Event-log severities with BOINC's ``MSG_*`` values (gui-rpc.md)."""

    INFO = 1
    USER_ALERT = 2  # needs the volunteer's attention
    INTERNAL_ERROR = 3
    SCHEDULER_ALERT = 4  # a project's message to the volunteer


class Change(Enum):
    """Which part of a snapshot differs from the previous one."""

    STATUS = "status"
    PROJECTS = "projects"
    TASKS = "tasks"
    TRANSFERS = "transfers"
    DISK = "disk"
    MESSAGES = "messages"
    STATS = "stats"


@dataclass(frozen=True, slots=True)
class ProjectLink:
    """One of a project's web links (its ``<gui_urls>``: core/persist/gui_urls.py reads them)."""

    name: str
    description: str
    url: str


@dataclass(frozen=True, slots=True)
class HostSummary:
    """The computer the client runs on."""

    name: str  # domain name, or "emulated host"
    ncpus: int  # logical CPUs the host has
    usable_cpus: int  # CPUs the preferences let the client use
    flops_per_cpu: float  # benchmark, FLOPS
    memory_bytes: float
    os_name: str = ""
    gpus: tuple[GpuSummary, ...] = ()  # the GPU types the client uses, one per type


@dataclass(frozen=True, slots=True)
class GpuSummary:
    """One GPU type of the host: ``count`` equal devices (BOINC counts only those equal to the best)."""

    rsc_type: str  # BOINC's type name: NVIDIA, ATI, intel_gpu, apple_gpu, or a declared one
    label: str  # what the volunteer reads: "NVIDIA GPU", or the type itself
    count: int
    name: str = ""  # the best device's model ("" for a declared type)
    memory_bytes: float = 0.0  # of one device; 0 = not known
    peak_flops: float = 0.0  # of one device
    driver: str = ""  # driver version, when detection told it
    opencl_version: str = ""  # "" = no OpenCL
    device_nums: tuple[int, ...] = ()
    declared: bool = False  # from cc_config.xml, not detected


@dataclass(frozen=True, slots=True)
class ActivityStatus:
    """Run and network modes, and why work is (not) happening now."""

    run_mode: RunMode  # the volunteer's choice (ALWAYS / AUTO / NEVER)
    network_mode: RunMode
    computing: bool  # computing is allowed at this instant
    network: bool  # network activity is allowed at this instant
    task_suspend_reason: str  # "" when computing; else e.g. "user request", "snoozed"
    network_suspend_reason: str
    snooze_until: float | None  # client time the snooze ends; None = not snoozed;
    # inf = snoozed until resumed
    run_mode_until: float | None = None  # a temporary run mode ends here (client time)
    network_mode_until: float | None = None
    # The GPU mode, apart from computing (BOINC's set_gpu_mode); on a host without GPUs
    # it is kept but means nothing. ``gpu_suspend_reason``: "" when GPUs may compute.
    gpu_mode: RunMode = RunMode.AUTO
    gpu_suspend_reason: str = ""
    gpu_mode_until: float | None = None


@dataclass(frozen=True, slots=True)
class ProjectRow:
    """One line of the Projects tab, plus the scheduling state behind it."""

    url: ProjectUrl  # key
    name: str
    account: str  # user name at the project
    team: str
    user_total_credit: float  # "Work done"
    user_expavg_credit: float  # "Avg. work done"
    host_total_credit: float
    resource_share: float
    share_fraction: float  # resource_share / sum of all shares, 0..1
    status: str  # BOINC Manager's joined status text ("" = nothing to say)
    suspended: bool
    no_new_tasks: bool
    ended: bool
    detach_when_done: bool
    sched_rpc_pending: str  # scheduler reason in words; "" = none
    rpc_deferred_until: float  # client time; 0 = not deferred
    priority: float  # scheduling priority the CPU scheduler uses (debt, CPU s)
    long_term_debt: float  # work-fetch debt, s
    fetch_reason: str  # why the project is (not) being asked for work, in words
    fetch_detail: str  # the sentence with the numbers
    cpu_time_s: float  # total CPU seconds given to the project
    njobs_success: int
    njobs_error: int
    disk_usage_bytes: float
    duration_correction_factor: float
    last_rpc_time: float  # client time; 0 = never
    rpc_failures: int = 0  # consecutive failed scheduler requests (the backoff's cause); 0 = none
    host_expavg_credit: float = 0.0  # this host's recent average credit (after the fields every producer fills)
    gpu_time_s: float = 0.0  # GPU device-seconds given to the project (0: no GPU work, or not known)
    # The reasons behind ``fetch_reason``, each as (a stable key, its words): the key is
    # "fetch:<FetchReason name>" or "defer:<DeferReason name>" (core/policy work_fetch and
    # rpc_backoff). The window explains a reason by its key, never by its words.
    fetch_reasons: tuple[tuple[str, str], ...] = ()
    links: tuple[ProjectLink, ...] = ()  # the project's web links (<gui_urls>), in the project's order


class TaskOutcome(Enum):
    """How a task's computation ended, once it has (a row's ``outcome`` is None until then).

    The facts behind the Status column's last words; alerts and the history read these,
    never the words, so the words may change freely."""

    SUCCESS = "success"  # computed; uploading, ready to report or reported
    COMPUTE_ERROR = "computation error"
    DOWNLOAD_FAILED = "download failed"
    UPLOAD_FAILED = "upload failed"
    ABORTED_BY_USER = "aborted by user"
    ABORTED = "aborted"  # by the project, or by the client (a limit, a missed start)

    @property
    def failed(self) -> bool:
        """The task ended without a result the volunteer chose to give up on."""
        return self not in (TaskOutcome.SUCCESS, TaskOutcome.ABORTED_BY_USER)


def task_outcome(
    state: ResultState, exit_status: int, ready_to_report: bool, aborted_by_user: bool
) -> TaskOutcome | None:
    """The outcome of a result in ``state`` (BOINC's RESULT_* states; GUI RPC's task states are the same
    numbers); None while it is not over. ``aborted_by_user``: its exit status says the volunteer aborted it."""
    if state == ResultState.FILES_DOWNLOADING:
        return TaskOutcome.DOWNLOAD_FAILED if ready_to_report else None
    if state == ResultState.COMPUTE_ERROR:
        return TaskOutcome.COMPUTE_ERROR
    if state == ResultState.FILES_UPLOADING and ready_to_report:
        return TaskOutcome.UPLOAD_FAILED
    if state in (ResultState.FILES_UPLOADING, ResultState.FILES_UPLOADED):
        return TaskOutcome.SUCCESS if exit_status == 0 else TaskOutcome.COMPUTE_ERROR
    if state == ResultState.ABORTED:
        return TaskOutcome.ABORTED_BY_USER if aborted_by_user else TaskOutcome.ABORTED
    return None


@dataclass(frozen=True, slots=True)
class TaskRow:
    """One line of the Tasks tab."""

    key: ResultKey  # (project url, result name)
    project_url: ProjectUrl
    project_name: str
    name: str
    wu_name: str
    application: str  # "<app name> <ver>.<ver> (<plan class>)"
    fraction_done: float  # 0..1
    status: str  # BOINC Manager's task status text
    active: bool  # holds a slot (running or preempted in memory) or is running
    running: bool
    suspended: bool  # suspended by the volunteer (task or project)
    finished: bool  # computation over; uploading, reporting or done
    elapsed_s: float
    cpu_time_s: float
    remaining_s: float  # estimated; 0 when finished
    deadline: float  # client time
    received_time: float
    deadline_risk: bool  # projected to finish after its report deadline: it may miss it
    slot: int  # -1 = none
    checkpoint_cpu_time_s: float
    working_set_bytes: float
    why: str  # the scheduler's sentence: why it is or is not running
    # A temporary exit (boinc_temporary_exit) holds it back until this client time; 0 = not postponed.
    postponed_until: float = 0.0
    # Workunit affinity (a chain of results): the project says this result has a successor,
    # and names its predecessor ("" = none). Not in GUI RPC, so remote rows leave them empty.
    has_successor: bool = False
    previous_result: str = ""
    # Acknowledged, but kept with its sticky files because its successor may come here.
    kept_for_successor: bool = False
    kept_files: tuple[str, ...] = ()  # the sticky files it keeps (names), when kept
    # The task's end, once ``finished``: its exit status (BOINC's codes; 0 = success) and the
    # client time its computation ended (0 = not known). The task history records them.
    exit_status: int = 0
    completed_time: float = 0.0
    # Run first because it would end inside the work buffer's margin before its deadline
    # (rr_sim's computation deadline); BOINC Manager's "high priority". No miss by itself.
    high_priority: bool = False
    # The facts behind ``status`` and ``application`` (which are words for the volunteer):
    # the result's state, how it ended (None: not over), and the application it runs.
    phase: ResultState = ResultState.NEW
    outcome: TaskOutcome | None = None
    reported: bool = False  # the project acknowledged the report (got_server_ack)
    app_name: str = ""  # the user-friendly name (or a BOINC 8 job's sub-app name); "" = unknown
    app_version: str = ""  # "1.00"; "" = unknown (or a sub-app, shown without one)
    plan_class: str = ""  # "" = none
    # BOINC Manager's task properties, where the client knows them (0 / "" = not known here).
    pid: int = 0  # the app's process while it runs
    # What the task uses, in BOINC's words: "0.5 CPUs + 0.5 NVIDIA GPUs (device 0)"; "" = one CPU.
    resources: str = ""
    swap_bytes: float = 0.0
    peak_working_set_bytes: float = 0.0
    peak_swap_bytes: float = 0.0
    peak_disk_bytes: float = 0.0
    slot_path: str = ""  # the slot directory on the client's computer
    graphics_exec_path: str = ""  # the app version's graphics program ("graphics_app"), if it has one
    # CPU time over elapsed time since the row before, in % of one CPU (BoincTasks' "CPU %"); 0 = not running.
    cpu_percent: float = 0.0


class TransferDirection(Enum):
    UPLOAD = "Upload"
    DOWNLOAD = "Download"


@dataclass(frozen=True, slots=True)
class TransferRow:
    """One line of the Transfers tab."""

    key: tuple[ProjectUrl, str, str]  # (project url, file name, direction value)
    project_url: ProjectUrl
    project_name: str
    file_name: str
    direction: TransferDirection
    bytes_done: float
    nbytes: float
    elapsed_s: float
    speed_bps: float  # bytes per second now; 0 when idle
    status: str  # "Download: active", "Upload: retry in 00:01:00", ...
    retry_at: float  # client time of the next attempt; 0 = none pending
    failed: bool  # gave up (permanent error)


@dataclass(frozen=True, slots=True)
class MessageRow:
    """One event-log line. ``seqno`` increases by one per message, never reused."""

    seqno: int
    time: float  # client time
    project: str  # project name; "" for the client itself
    priority: MessagePriority
    body: str
    kind: MessageKind = MessageKind.PLAIN  # what the line is about: consumers act on this, not on the words


@dataclass(frozen=True, slots=True)
class NoticeRow:
    """A notice for the volunteer (project news or a client alert)."""

    seqno: int
    time: float
    title: str
    body: str
    project: str = ""


@dataclass(frozen=True, slots=True)
class ProjectStats:
    """One project's figures at the snapshot's instant, for the live charts."""

    url: ProjectUrl
    name: str
    priority: float  # scheduling priority / short-term debt, CPU s
    cpu_share: float  # fraction of the busy CPUs this project uses now, 0..1
    resource_share: float  # its share of the total resource share, 0..1
    queued_work_s: float  # estimated CPU seconds of unfinished work
    credit: float  # total credit (work done)


@dataclass(frozen=True, slots=True)
class ClientSnapshot:
    """Everything a client tells the window at one instant. Immutable."""

    seq: int  # increases by one per snapshot from one client
    time: float  # client clock, seconds (see module docstring)
    host: HostSummary
    activity: ActivityStatus
    projects: tuple[ProjectRow, ...]
    tasks: tuple[TaskRow, ...]
    transfers: tuple[TransferRow, ...]
    disk: DiskSnapshot | None
    messages: tuple[MessageRow, ...]  # new since the previous snapshot, oldest first
    notices: tuple[NoticeRow, ...]  # new since the previous snapshot
    stats: tuple[ProjectStats, ...]
    changes: frozenset[Change] = field(default_factory=frozenset)
    emulated: bool = False  # True when the figures come from the emulator, not real work
    speed: float = 1.0  # client seconds per wall second (1 for a live client)
    error: str = ""  # a problem that needs the volunteer (shown in the tray), "" = none
    prefs: GlobalPrefs | None = None  # the preferences in force: a private copy, never mutated
    day_prefs: tuple[DayPrefs, ...] = ()  # their per-weekday windows
    # True when ``notices`` is the client's whole notice list, not only new ones: notices
    # were removed there (GUI RPC's refresh, a notice with seqno -1), so drop those shown.
    notices_refreshed: bool = False
    # The producer's private cache, handed back to it with the next ``previous`` snapshot
    # (core/engine/from_state.py keeps its task rows here). Consumers ignore it; never compared.
    memo: object = field(default=None, compare=False, repr=False)
    # The engine's own counts (scheduler requests, transfers, state-file writes, tick times) for
    # /metrics (core/metrics); None where a client keeps none (the emulator, a remote client).
    engine: EngineFigures | None = field(default=None, compare=False, repr=False)


def changes_between(old: ClientSnapshot | None, new: ClientSnapshot) -> frozenset[Change]:
    """Which parts differ, comparing row identity first (producers reuse unchanged rows)."""
    if old is None:
        return frozenset(Change)
    out: set[Change] = set()
    if old.activity != new.activity:
        out.add(Change.STATUS)
    for change, a, b in (
        (Change.PROJECTS, old.projects, new.projects),
        (Change.TASKS, old.tasks, new.tasks),
        (Change.TRANSFERS, old.transfers, new.transfers),
        (Change.STATS, old.stats, new.stats),
    ):
        if len(a) != len(b) or any(x is not y for x, y in zip(a, b)):
            out.add(change)
    if old.disk is not new.disk:
        out.add(Change.DISK)
    if new.messages:
        out.add(Change.MESSAGES)
    return frozenset(out)
