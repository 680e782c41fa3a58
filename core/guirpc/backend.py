"""The narrow interface between the GUI RPC server and the engine.

The server never touches live engine objects. It reads one immutable
``GuiRpcSnapshot`` (the engine publishes a fresh one, e.g. once a second, by
building a new object; nothing in a published snapshot is mutated afterwards)
and posts the client's own ``Command`` objects (core/api/commands.py) that the
engine applies at its next poll. Both
calls return at once, so a slow client can never stall the engine and a busy
engine can never stall the server.

A backend that can tell whether its latest snapshot is still current also offers
``fresh_snapshot`` (``FreshSnapshots``): the server then answers every request from
a snapshot taken after the request arrived, waiting (without blocking its loop) for
the engine to make one when the engine may have changed since the last.

``StateBackend`` is a ready reference implementation: a snapshot slot guarded
by a lock plus a thread-safe command list. Tests use it directly; the engine
can use it too (call ``publish`` each tick, drain ``take_commands``).
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from core.api.client import RulesInfo as RulesInfo  # what get_rules answers (the contract's record)
from core.api.commands import Command
from core.ids import FileName, ProjectUrl, ResultKey, ResultName
from core.persist.cc_config import ProxyInfo
from core.state.client_state import ClientState
from core.state.enums import RunMode

# ---------------------------------------------------------------- read side


@dataclass(frozen=True, slots=True)
class Message:
    """One event-log line (``<msg>``)."""

    seqno: int  # 1, 2, 3 ... for the life of the process
    project_name: str  # "" for client-level messages
    priority: int  # 1 info, 2 user alert, 3 internal error
    body: str
    time: int  # Unix seconds


@dataclass(frozen=True, slots=True)
class Notice:
    """One notice (``<notice>``)."""

    seqno: int
    title: str
    description: str
    create_time: float
    arrival_time: float
    is_private: bool = False
    project_name: str = ""
    category: str = "client"  # client | scheduler | server ...
    link: str = ""


@dataclass(frozen=True, slots=True)
class FileTransfer:
    """A file with a persistent transfer (``<file_transfer>``)."""

    project_url: ProjectUrl
    project_name: str
    name: FileName
    nbytes: float
    max_nbytes: float = 0.0
    status: int = 0  # 0 not present, 1 present, negative = error
    is_upload: bool = False
    num_retries: int = 0
    first_request_time: float = 0.0
    next_request_time: float = 0.0  # > now means in retry backoff
    time_so_far: float = 0.0  # seconds
    last_bytes_xferred: float = 0.0
    active: bool = False  # an HTTP transfer is in progress now
    bytes_xferred: float = 0.0
    file_offset: float = 0.0
    xfer_speed: float = 0.0  # bytes/s
    estimated_xfer_time_remaining: float = 0.0  # seconds
    url: str = ""
    project_backoff: float = 0.0  # seconds remaining; 0 = none


@dataclass(frozen=True, slots=True)
class ModeState:
    """One of the three run modes (computing, GPU, network) as cc_status shows it."""

    mode: RunMode = RunMode.AUTO  # in force now
    perm_mode: RunMode = RunMode.AUTO
    delay_s: float = 0.0  # until the temporary mode expires
    suspend_reason: int = 0  # BOINC SUSPEND_REASON_* value, 0 = not suspended
    suspend_text: str = ""  # our extension: the suspension in words, a requester's reason included


@dataclass(frozen=True, slots=True)
class CcStatus:
    """``<cc_status>``."""

    network_status: int = 2  # 0 online, 1 want connection, 2 want disconnect
    ams_password_error: bool = False
    task: ModeState = ModeState()
    gpu: ModeState = ModeState()
    network: ModeState = ModeState()
    disallow_attach: bool = False
    simple_gui_only: bool = False
    max_event_log_lines: int = 2000


@dataclass(frozen=True, slots=True)
class DiskUsage:
    """``<disk_usage_summary>``; sizes in bytes."""

    projects: tuple[tuple[ProjectUrl, float], ...] = ()
    d_total: float = 0.0
    d_free: float = 0.0
    d_boinc: float = 0.0
    d_allowed: float = 0.0


@dataclass(frozen=True, slots=True)
class DailyStatistics:
    day: float  # Unix time of the day's start
    user_total_credit: float = 0.0
    user_expavg_credit: float = 0.0
    host_total_credit: float = 0.0
    host_expavg_credit: float = 0.0


@dataclass(frozen=True, slots=True)
class DailyXfer:
    """Bytes moved on one day; ``when`` = (now + timezone) // 86400."""

    when: int
    up: float
    down: float


@dataclass(frozen=True, slots=True)
class OldResult:
    """A task finished in the last hour (``<old_result>``)."""

    project_url: ProjectUrl
    result_name: ResultName
    app_name: str
    exit_status: int
    elapsed_time: float
    cpu_time: float
    completed_time: float
    create_time: float


@dataclass(frozen=True, slots=True)
class TaskExtras:
    """Per-task facts the state model does not hold but the GUI shows."""

    pid: int = 0
    estimated_remaining_s: float = -1.0  # < 0: the server estimates it
    progress_rate: float = 0.0
    resources: str = ""  # e.g. "0.5 CPUs + 1 NVIDIA GPU"; "" for one plain CPU
    edf_scheduled: bool = False  # run first for its deadline (BOINC Manager: "Running, high priority")
    coproc_missing: bool = False  # a GPU job that cannot run here (<coproc_missing/>: "GPU missing")


@dataclass(frozen=True, slots=True)
class GuiRpcSnapshot:
    """Everything the server may answer from, as of ``now``.

    ``state`` is a copy owned by this snapshot; nobody mutates it after publishing.
    """

    now: float = 0.0
    state: ClientState = field(default_factory=ClientState)
    cc_status: CcStatus = CcStatus()
    messages: tuple[Message, ...] = ()
    notices: tuple[Notice, ...] = ()
    transfers: tuple[FileTransfer, ...] = ()
    disk_usage: DiskUsage = DiskUsage()
    statistics: Mapping[ProjectUrl, tuple[DailyStatistics, ...]] = field(default_factory=dict)
    daily_xfers: tuple[DailyXfer, ...] = ()
    old_results: tuple[OldResult, ...] = ()
    task_extras: Mapping[ResultKey, TaskExtras] = field(default_factory=dict)
    global_prefs_override: str | None = None  # raw file text; None = no file
    global_prefs_file: str | None = None  # raw global_prefs.xml; None = no file
    cc_config: str | None = None  # raw cc_config.xml; None = no file
    acct_mgr_url: str = ""
    acct_mgr_name: str = ""
    acct_mgr_have_credentials: bool = False
    acct_mgr_error_num: int = 0  # the last acct_mgr_rpc: 0 done, -204 in progress, else BOINC's error
    acct_mgr_messages: tuple[str, ...] = ()  # what the manager (or the refusal of its reply) said
    executing_as_daemon: bool = False
    timezone_s: int = 0  # seconds east of UTC
    data_dir: str = ""
    gui_proxy: ProxyInfo | None = None  # the GUI-set proxy (set_proxy_settings); None = never set


# ---------------------------------------------------------------- write side
# GUI RPC's control ops post the client's own commands (core/api/commands.py), built by
# core/guirpc/ops.py and account_ops.py; there is no second vocabulary to translate.


@runtime_checkable
class RulesFiles(Protocol):
    """A backend whose client evaluates rules (core/rules): get_rules and set_rules.

    Both are called on the server's thread and must be quick (one small file).
    """

    def rules_info(self) -> RulesInfo:
        """The rules file and the rules' effect now."""
        ...

    def replace_rules(self, text: str) -> None:
        """Check ``text`` whole and replace the rules file with it atomically.

        Raises ``RuleError`` naming every refused rule (the file is then unchanged), or
        ``OSError`` when it cannot be written.
        """
        ...


class GuiRpcBackend(Protocol):
    """What the server needs from the engine. Both methods must return at once
    and may be called from the server thread while the engine runs."""

    def snapshot(self) -> GuiRpcSnapshot:
        """The latest published snapshot (never mutated afterwards)."""
        ...

    def post(self, command: Command) -> None:
        """Queue a command for the engine's next poll."""
        ...


@runtime_checkable
class FreshSnapshots(Protocol):
    """A backend whose replies can reflect the engine's state at the time of each request."""

    def fresh_snapshot(self, ready: Callable[[GuiRpcSnapshot], None]) -> GuiRpcSnapshot | None:
        """A snapshot no older than this call, or None when one must be made first.

        On None, ``ready`` is called once, from any thread, with a snapshot made after
        this call (or with the latest one if the engine has stopped). Returns at once.
        """
        ...


class StateBackend:
    """Reference backend: a locked snapshot slot and a locked command list."""

    def __init__(self, snapshot: GuiRpcSnapshot | None = None) -> None:
        self._lock = threading.Lock()
        self._snapshot = snapshot if snapshot is not None else GuiRpcSnapshot()
        self._commands: list[Command] = []
        self._posted = threading.Condition(self._lock)

    def snapshot(self) -> GuiRpcSnapshot:
        with self._lock:
            return self._snapshot

    def publish(self, snapshot: GuiRpcSnapshot) -> None:
        """Replace the snapshot (engine thread). The caller hands over ownership."""
        with self._lock:
            self._snapshot = snapshot

    def post(self, command: Command) -> None:
        with self._lock:
            self._commands.append(command)
            self._posted.notify_all()

    def take_commands(self) -> list[Command]:
        """Remove and return every queued command, oldest first."""
        with self._lock:
            out, self._commands = self._commands, []
            return out

    def commands(self) -> list[Command]:
        """A copy of the queued commands, without removing them."""
        with self._lock:
            return list(self._commands)

    def wait_for_command(self, timeout_s: float) -> bool:
        """Block until at least one command is queued (tests and simple loops)."""
        with self._lock:
            return self._posted.wait_for(lambda: bool(self._commands), timeout_s)
