"""The narrow ports every effect goes through (DESIGN.md, "ports").

The engine calls these; the live client plugs in real implementations (wall
clock, HTTP, child processes, files, psutil) and the emulator plugs in emulated
ones (virtual clock, emulated servers and job execution, availability model).
The disk and the file transfers are ports too (``Disk``, ``Transfers``), so that the
client loop in core/engine drives them the same way in both worlds.
Policy code never sees a port: the engine reads the ports, updates the state,
runs the policies, and carries their decisions out through the ports.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from core.ids import FileKey, ProjectUrl, ResultKey, ResultName
from core.state import ClientState, FileInfo, Result, Workunit
from core.state.disk import Deletion, DeletionResult, DiskMeasurement
from core.state.enums import SuspendReason
from core.state.merged import MergeOutcome
from core.state.work import (
    GpuAsk as GpuAsk,  # GpuAsk: the policies make it, requests carry it
    QueuedJob,
)


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch (wall or virtual). Read once per engine tick."""
        ...


@dataclass(frozen=True, slots=True)
class Availability:
    """What the host allows at an instant, and until when that holds."""

    computing: bool  # CPU work allowed (host on, not suspended by prefs or the user)
    network: bool  # scheduler RPCs and transfers allowed
    until: float  # the earliest time either may change (inf if unknown/never)
    gpu: bool = True  # the preferences allow GPU computing now (False: in use and not run_gpu_if_user_active)
    # Why ``gpu`` is False: USER_ACTIVE, or EXCLUSIVE_APP_RUNNING (a cc_config <exclusive_gpu_app> runs)
    gpu_reason: SuspendReason = SuspendReason.USER_ACTIVE


class Host(Protocol):
    def availability(self, now: float) -> Availability: ...


@dataclass(frozen=True, slots=True)
class BatteryReading:
    """The battery as the host's sensors see it."""

    percent: float  # charge, 0..100
    plugged: bool  # on mains power (charging or full)


class Sensors(Protocol):
    """What the host's sensors read now, for the volunteer's rules (core/rules).

    The live client reads psutil; tests and the emulator plug in their own readings.
    ``None`` means this computer has no such sensor, never "zero".
    """

    def cpu_temperature_c(self) -> float | None:
        """The hottest CPU temperature sensor, °C; None = no sensor."""
        ...

    def battery(self) -> BatteryReading | None:
        """None = no battery."""
        ...

    def process_names(self) -> frozenset[str]:
        """Names of the programs running now (as the process table shows them)."""
        ...


@dataclass(frozen=True, slots=True)
class TaskProgress:
    """A task's counters as the executor last measured them."""

    key: ResultKey
    cpu_time: float  # CPU seconds used so far in total
    elapsed_time: float  # wall seconds it has run so far in total
    fraction_done: float
    finished: bool = False
    exit_status: int = 0  # non-zero = computation error
    error: str = ""  # what went wrong, in words
    stderr_out: str = ""  # the result's <stderr_out> text (message + stderr.txt tail), on finish


class Executor(Protocol):
    """Runs jobs. ``start`` also resumes; ``preempt`` suspends or quits."""

    def start(self, key: ResultKey, now: float) -> None: ...
    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None: ...
    def abort(self, key: ResultKey, now: float) -> None: ...
    def poll(self, now: float) -> Sequence[TaskProgress]:
        """Progress of every task it holds, running or not; finished ones once."""
        ...
    def next_event(self, now: float) -> float:
        """When the next task will finish if nothing changes (inf if none)."""
        ...


@dataclass(frozen=True, slots=True)
class SchedulerRequest:
    project: ProjectUrl
    reason: int  # RpcReason value
    work_req_seconds: float  # CPU seconds of work asked for (0 = none)
    req_instances: float  # idle CPUs to fill
    report: tuple[ResultName, ...] = ()  # results reported (and their outcome is in the state)
    ncpus: int = 1
    p_fpops: float = 1e9
    availability: float = 1.0  # on_frac × active_frac
    queued: tuple[QueuedJob, ...] = ()  # every unfinished job, for WS2
    estimated_delay_s: float = 0.0  # busy time before a new job could start (BOINC's <estimated_delay>)
    dcf: float = 1.0  # the project's duration correction factor as the client uses it (1 when it does not)
    gpu_asks: tuple[GpuAsk, ...] = ()  # per GPU type; a type of the host's not named asks for nothing


@dataclass(frozen=True, slots=True)
class SchedulerReply:
    """A scheduler reply, parsed and validated, as the engine acts on it."""

    ok: bool
    error: str = ""
    request_delay_s: float = 0.0
    next_rpc_delay_s: float = 0.0
    project_is_down: bool = False
    acked: tuple[ResultName, ...] = ()  # results the server acknowledged
    workunits: tuple[Workunit, ...] = ()  # the new work, already merged into the state by the transport
    results: tuple[Result, ...] = ()
    messages: tuple[str, ...] = ()
    # What merging it changed beyond the work (project-directed files, results kept or
    # released for a successor, a newer client version): the live transport's merge
    # fills it and the engine hands it on after the acks and backoffs. None where
    # replies carry no such directions (the emulated servers).
    merged: MergeOutcome | None = field(default=None, compare=False)


class Transport(Protocol):
    """Scheduler RPCs (and, in the live client, file transfers).

    ``send`` starts an RPC; its reply is returned by a later ``poll`` (the live
    client) or by the very next one (the emulator, which answers at once). A reply
    comes back merged: its workunits and results are in the state already (once,
    by the transport), and the engine only acts on them.
    """

    def send(self, request: SchedulerRequest, now: float) -> None: ...
    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]: ...
    def busy(self) -> bool: ...


class Storage(Protocol):
    """Where the state survives a restart: the live client's client_state.xml, or nothing.

    Parts of the client say ``save_soon`` when they changed something; the tick calls
    ``flush`` once at its end, and the storage decides whether a write is due (the live
    one: at most every 10 s for routine changes, at once for urgent ones such as an
    acknowledged report, retried with a backoff after a failed write). The emulator's
    storage keeps nothing.
    """

    def save_soon(self, urgent: bool = False) -> None: ...

    def flush(self, now: float) -> bool:
        """Write now if a write is due; True when one was written."""
        ...


class NoStorage:
    """The emulator's storage: its state lives and dies with the run."""

    def save_soon(self, urgent: bool = False) -> None:
        pass

    def flush(self, now: float) -> bool:
        return False


class Disk(Protocol):
    """The client's files as bytes on a disk: measured, and deleted when the data manager says so.

    Live: the data directory on the real filesystem (core/disk/live.py, ``LiveDiskPort``);
    emulated: the sizes of the state's present files on a modelled disk (core/disk/emulated.py).
    """

    @property
    def books_follow_measurement(self) -> bool:
        """True: a measurement is the truth about each project's usage and the state's books
        are set from it (real files can change behind the client's back). False: the state's
        books are the model and a measurement is derived from them (the emulator)."""
        ...

    def measure(self, state: ClientState) -> DiskMeasurement: ...

    def delete(self, state: ClientState, deletions: Sequence[Deletion], now: float) -> Sequence[DeletionResult]:
        """Carry out the deletions in order; one result each, never an exception for one file's trouble.
        Does not touch the state's books (the caller records what is gone)."""
        ...


class TransferOutcome(Protocol):
    """What the file flow reads of a transfer that ended or broke off."""

    @property
    def key(self) -> FileKey: ...
    @property
    def upload(self) -> bool: ...
    @property
    def ok(self) -> bool: ...
    @property
    def final(self) -> bool:
        """True: the transfer is over (done, or failed for good); False: an attempt failed and
        it will be tried again at ``next_request_time``."""
        ...
    @property
    def error(self) -> str: ...
    @property
    def error_code(self) -> int: ...
    @property
    def next_request_time(self) -> float: ...


@dataclass(frozen=True, slots=True)
class TransferDone:
    """A transfer that ended (ok, or failed for good) or an attempt that broke off."""

    key: FileKey
    upload: bool
    ok: bool
    error: str = ""
    error_code: int = 0
    final: bool = True
    next_request_time: float = 0.0


class Transfers(Protocol):
    """Moves files between the projects' servers and the client's disk (the file flow's port).

    Live: HTTP transfers into the project directories (core/transfer, through
    core/client/file_flow.LiveTransfers); emulated: transfers in simulated time at an
    emulated bandwidth (core/emulator/window_client/emulated_transfers.py). The file flow (core/engine/
    file_flow.py) decides what moves; the port moves it and checks what arrived.
    """

    def start_download(self, fi: FileInfo, now: float) -> None: ...
    def start_upload(self, fi: FileInfo, now: float) -> None: ...
    def poll(self, now: float) -> Sequence[TransferOutcome]:
        """Transfers that ended or broke off since the last poll."""
        ...
    def active(self, key: FileKey, upload: bool) -> bool: ...
    def abort(self, key: FileKey, upload: bool) -> None:
        """Stop the transfer (the project asked to delete its file); a later poll may report it as failed."""
        ...
    def on_disk(self, fi: FileInfo) -> bool:
        """The file is whole on the client's disk: a download can be skipped, an upload has its source."""
        ...
    def intact(self, fi: FileInfo) -> bool:
        """The file is on the disk with the MD5 checksum its file_info gives (False without one):
        a project-directed download that is already there is taken as it is."""
        ...
    def signature_ok(self, fi: FileInfo, public_key: str) -> bool:
        """The file's code signature verifies with the project's key."""
        ...
    def arrived(self, fi: FileInfo) -> None:
        """A download passed its checks: make it usable (an executable gets its execute bits)."""
        ...
    def discard(self, fi: FileInfo) -> None:
        """A download that was refused goes from the disk."""
        ...
