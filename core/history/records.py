"""The records of the task history: one finished task, one day's statistics.

A ``TaskRecord`` is what the manager keeps of a task once its computation is
over, whatever told it (a snapshot of the local client, a remote host's
``get_results`` or ``get_old_results``, a job log line). Fields a source does
not know are None; the store keeps what an earlier source said for them
(core/history/db.py), so a job log line never erases the application a snapshot
named. Times are Unix seconds; durations seconds.

Outcomes and exit statuses carry BOINC's facts: the ``EXIT_*`` values of
lib/error_numbers.h and the task states of gui-rpc.md section 8. Pure data and
pure functions; no I/O.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum


class Outcome(Enum):
    """How a finished task ended, in the words the History tab shows."""

    SUCCESS = "success"
    ERROR = "error"  # the application failed (computation error)
    ABORTED = "aborted"
    DOWNLOAD_FAILED = "download failed"
    UPLOAD_FAILED = "upload failed"


class AbortedBy(Enum):
    """Who aborted a task (from its exit status)."""

    USER = "user"
    PROJECT = "project"
    CLIENT = "client"  # a limit (time, disk, memory) or a missed start


# BOINC's EXIT_* codes (lib/error_numbers.h) and the client's errors a task ends with.
EXIT_MEANINGS: dict[int, str] = {
    0: "finished normally",
    192: "could not write its state file (EXIT_STATEFILE_WRITE)",
    193: "killed by a signal (EXIT_SIGNAL)",
    194: "aborted by the client (EXIT_ABORTED_BY_CLIENT)",
    195: "a child process failed (EXIT_CHILD_FAILED)",
    196: "disk limit exceeded (EXIT_DISK_LIMIT_EXCEEDED)",
    197: "run time limit exceeded (EXIT_TIME_LIMIT_EXCEEDED)",
    198: "memory limit exceeded (EXIT_MEM_LIMIT_EXCEEDED)",
    199: "the client was exiting (EXIT_CLIENT_EXITING)",
    200: "not started by its deadline (EXIT_UNSTARTED_LATE)",
    201: "a GPU it needs is missing (EXIT_MISSING_COPROC)",
    202: "aborted by the project (EXIT_ABORTED_BY_PROJECT)",
    203: "aborted by the user (EXIT_ABORTED_VIA_GUI)",
    204: "unknown error (EXIT_UNKNOWN)",
    205: "out of memory (EXIT_OUT_OF_MEMORY)",
    206: "initialization failed (EXIT_INIT_FAILURE)",
    207: "no sub-tasks (EXIT_NO_SUB_TASKS)",
    208: "a sub-task failed (EXIT_SUB_TASK_FAILURE)",
    -119: "an input file's checksum was wrong (ERR_MD5_FAILED)",
    -120: "a signature check failed (ERR_RSA_FAILED)",
    -123: "an executable was not signed (ERR_NO_SIGNATURE)",
    -131: "an output file was too big (ERR_FILE_TOO_BIG)",
    -148: "the program could not be started (ERR_EXEC)",
    -161: "a file was not found (ERR_NOT_FOUND)",
    -163: "a file was missing (ERR_FILE_MISSING)",
    -185: "the task could not start (ERR_RESULT_START)",
    -186: "an input file could not be downloaded (ERR_RESULT_DOWNLOAD)",
    -187: "an output file could not be uploaded (ERR_RESULT_UPLOAD)",
    -197: "aborted by the user (ERR_ABORTED_VIA_GUI)",
    -226: "exited too many times without finishing (ERR_TOO_MANY_EXITS)",
}

_ABORTERS = {203: AbortedBy.USER, -197: AbortedBy.USER, 202: AbortedBy.PROJECT}


def exit_meaning(status: int | None) -> str:
    """What an exit status means, in words ("" when unknown)."""
    if status is None:
        return ""
    words = EXIT_MEANINGS.get(status)
    if words is not None:
        return words
    if 0 < status < 128:
        return f"the application exited with code {status}"
    if status < 0:
        return f"client error {status}"
    return f"exit code {status}"


def aborted_by(status: int) -> AbortedBy:
    return _ABORTERS.get(status, AbortedBy.CLIENT)


# GUI RPC result states (gui-rpc.md section 8).
_STATE_ERROR, _STATE_UPLOADING, _STATE_UPLOADED, _STATE_ABORTED, _STATE_UPLOAD_FAILED = 3, 4, 5, 6, 7


def outcome_of_state(state: int, exit_status: int, *, download_failed: bool = False) -> Outcome | None:
    """The outcome of a result in GUI RPC state ``state`` (None: not finished)."""
    if state == _STATE_ABORTED:
        return Outcome.ABORTED
    if state == _STATE_UPLOAD_FAILED:
        return Outcome.UPLOAD_FAILED
    if state == _STATE_ERROR:
        return Outcome.DOWNLOAD_FAILED if download_failed else Outcome.ERROR
    if state in (_STATE_UPLOADING, _STATE_UPLOADED):
        return Outcome.SUCCESS if exit_status == 0 else Outcome.ERROR
    return None


def finite_or_none(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


@dataclass(frozen=True, slots=True)
class TaskRecord:
    """One finished task of one host. Key: (host, project_url, name). None = not known."""

    host: str  # the host's name as its client reports it (domain name)
    project_url: str
    name: str
    outcome: Outcome
    project_name: str | None = None
    app: str | None = None  # user-friendly name when known, else the app's short name
    version: str | None = None  # "1.00"
    plan_class: str | None = None  # "" = none
    exit_status: int | None = None
    aborted_by: AbortedBy | None = None
    validated: bool | None = None  # the project's verdict; clients rarely learn it
    cpu_time_s: float | None = None
    elapsed_s: float | None = None
    received_time: float | None = None
    completed_time: float | None = None  # the computation ended
    reported_time: float | None = None  # the project acknowledged the report
    deadline: float | None = None
    credit: float | None = None  # granted credit, where known
    source: str = ""  # "snapshot", "get_results", "get_old_results", "job_log"

    @property
    def exit_meaning(self) -> str:
        return exit_meaning(self.exit_status)


@dataclass(frozen=True, slots=True)
class DailyStat:
    """One project's figures on one host at the end of one day (BOINC's ``daily_statistics``)."""

    host: str
    project_url: str
    day: float  # Unix time of the day's start (UTC midnight, as BOINC's statistics files)
    user_total_credit: float | None = None
    user_expavg_credit: float | None = None
    host_total_credit: float | None = None
    host_expavg_credit: float | None = None
    cpu_time_s: float | None = None  # CPU seconds of the tasks that finished that day


def day_of(t: float) -> float:
    """The start of ``t``'s day as BOINC's statistics count days (UTC midnight)."""
    return math.floor(t / 86400.0) * 86400.0
