"""What a task run needs and how it ended: exit codes, file lists, watchdog periods, ``TaskSpec``.

Plain frozen data shared by ``task`` (which runs a ``TaskSpec``) and ``executor``
(which builds it from the client state). Exit codes keep BOINC's names
(``lib/error_numbers.h``, app-api.md section 11).
"""
from __future__ import annotations

import signal
from dataclasses import dataclass
from pathlib import Path

from core.exec.init_data import InitData

EXIT_ABORTED_BY_CLIENT = 194
EXIT_DISK_LIMIT_EXCEEDED = 196
EXIT_TIME_LIMIT_EXCEEDED = 197
EXIT_MEM_LIMIT_EXCEEDED = 198
EXIT_ABORTED_BY_PROJECT = 202
EXIT_ABORTED_VIA_GUI = 203
ERR_FILE_TOO_BIG = -131
ERR_NOT_FOUND = -161
ERR_RESULT_START = -185
ERR_TOO_MANY_EXITS = -226
MAX_PREMATURE_EXITS = 100
TEMPORARY_EXIT_MAX_S = 86400.0  # a boinc_temporary_exit delay above this (or unreadable) ...
TEMPORARY_EXIT_DEFAULT_S = 300.0  # ... becomes this
RESTART_SIGNALS = frozenset(
    {signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGKILL, signal.SIGTERM, signal.SIGSTOP}
)


@dataclass(frozen=True, slots=True)
class SlotFile:
    physical: str  # name in the project directory
    logical: str  # name the app opens in the slot
    copy: bool = False
    executable: bool = False


@dataclass(frozen=True, slots=True)
class OutputFile:
    physical: str
    logical: str
    copy: bool = False  # <copy_file/>: the app writes it in the slot; moved afterwards
    optional: bool = False
    max_nbytes: float = 0.0  # 0 = no limit


@dataclass(frozen=True, slots=True)
class Timeouts:
    """Watchdog periods in seconds (BOINC's values by default; tests shorten them)."""

    quit_s: float = 60.0  # QUIT_TIMEOUT
    abort_s: float = 60.0  # ABORT_TIMEOUT
    stuck_msg_s: float = 180.0  # an undelivered control message means a hung app
    finish_file_s: float = 300.0  # FINISH_FILE_TIMEOUT
    memory_check_s: float = 10.0  # MEMORY_USAGE_PERIOD
    disk_check_s: float = 300.0  # max(disk_interval, 300)
    min_time_limit_s: float = 120.0  # an elapsed-time limit below this becomes 12 h (BOINC)


@dataclass(frozen=True, slots=True)
class TaskSpec:
    """Everything needed to (re)start one task, built by the executor from the state."""

    slot: int
    slot_dir: Path
    project_dir: Path
    main_program: str  # physical name of the executable in the project directory
    args: tuple[str, ...]
    files: tuple[SlotFile, ...]  # app-version files and inputs
    outputs: tuple[OutputFile, ...]
    init_data: InitData
    uses_api: bool = True
    est_runtime_s: float = 3600.0  # for the progress of non-API apps
    max_elapsed_s: float = 0.0  # 0 = none
    max_memory_bytes: float = 0.0  # rsc_memory_bound (0 = none)
    max_disk_bytes: float = 0.0  # rsc_disk_bound (0 = none)
    max_usable_ram_bytes: float = 0.0  # heartbeat <max_wss>
    high_priority: bool = False
    project_url: str = ""  # for boinc_task_state.xml


@dataclass(slots=True)
class Outcome:
    """How a finished task ended (reported once)."""

    exit_status: int
    error: str  # "" = success
    stderr_out: str = ""
    aborted: bool = False
