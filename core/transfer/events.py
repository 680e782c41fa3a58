"""What the transfer manager hands out: events, status snapshots, persisted state.

All frozen, safe to pass to other threads. ``TransferEvent`` has the same
``key``/``upload``/``ok``/``error``/``error_code`` fields as
``core.ports.TransferDone``; only events with ``final`` set end a
transfer. ``TransferStatus`` carries what the Transfers tab and GUI RPC
``get_file_transfers`` show (file-transfer.md §7), and ``PersXferState`` is
``<persistent_file_xfer>`` (client-state.md §2.8.1).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.ids import FileKey, FileName, ProjectUrl


class EventKind(Enum):
    FINISHED = "finished"  # the file is in place (download) or on the server (upload)
    FAILED = "failed"  # permanent: gave up or aborted; error_code is the file's new status
    RETRY_SCHEDULED = "retry_scheduled"  # an attempt failed; next try at next_request_time


@dataclass(frozen=True, slots=True)
class TransferEvent:
    key: FileKey
    upload: bool
    kind: EventKind
    error_code: int = 0  # BOINC error number of the failed attempt; 0 when FINISHED
    error: str = ""  # human-readable reason
    next_request_time: float = 0.0  # RETRY_SCHEDULED: engine time of the next attempt
    nbytes: float = 0.0  # FINISHED: size of the file (uncompressed for gzip downloads)
    md5_cksum: str = ""  # FINISHED: MD5 of the file's bytes

    @property
    def ok(self) -> bool:
        return self.kind is EventKind.FINISHED

    @property
    def final(self) -> bool:
        """True when the transfer is over (finished or failed for good)."""
        return self.kind is not EventKind.RETRY_SCHEDULED


@dataclass(frozen=True, slots=True)
class PersXferState:
    """``<persistent_file_xfer>``; persisted in client_state.xml so backoff survives restarts."""

    num_retries: int = 0
    first_request_time: float = 0.0  # engine time the transfer was created
    next_request_time: float = 0.0  # engine time before which no attempt starts
    time_so_far: float = 0.0  # seconds spent with an attempt running
    last_bytes_xferred: float = 0.0  # bytes in place after the latest attempt (incl. resumed part)
    is_upload: bool = False


@dataclass(frozen=True, slots=True)
class TransferStatus:
    """One row of the Transfers view."""

    project_url: ProjectUrl
    name: FileName
    upload: bool
    bytes_done: float  # bytes in place (partial file offset + this attempt)
    total_bytes: float  # nbytes (gzipped size for gzip downloads); 0 = unknown
    speed_bytes_s: float  # smoothed; 0 when not active
    elapsed_s: float  # active time so far (time_so_far)
    num_retries: int
    first_request_time: float
    next_request_time: float
    is_active: bool  # an HTTP attempt is running
    url: str  # URL of the running attempt, "" when idle
    last_error: str
    last_error_code: int
    project_backoff_s: float  # seconds of project-wide backoff left, 0 = none
    status: str  # Manager wording, e.g. "Download: retry in 00:02:00"

    @property
    def direction(self) -> str:
        return "Upload" if self.upload else "Download"


def _hms(seconds: float) -> str:
    s = int(max(0.0, seconds))
    return f"{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}"


def status_text(upload: bool, active: bool, suspended: bool, next_request_time: float,
                project_backoff_s: float, now: float) -> str:
    """The Manager's status words (``ViewTransfers.cpp`` ``GetDocStatus``)."""
    head = "Upload: " if upload else "Download: "
    if next_request_time > now:
        words = f"retry in {_hms(next_request_time - now)}"
    elif suspended:
        words = "suspended - network activity suspended"
    elif active:
        words = "active"
    else:
        words = "pending"
    if project_backoff_s > 0:
        words += f" (project backoff: {_hms(project_backoff_s)})"
    return head + words
