"""The records the disk port speaks in: a measurement, a planned deletion and what came of it.

They sit here, below the disk policy (core/disk) and the ports, because both the
``Disk`` port (core/ports.py) and the policy that plans deletions use them, and the
ports may depend on nothing but core/state, core/ids and the standard library.
core/disk re-exports each of them from the module that used to define it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from core.ids import FileKey, FileName, ProjectUrl

GB = float(1 << 30)
"""Bytes in the "GB" shown to volunteers (BOINC Manager's convention: 2^30)."""


def fmt_bytes(n: float) -> str:
    """Bytes for volunteers: '2.1 GB', '340 MB', '12 KB'."""
    if abs(n) >= GB:
        return f"{n / GB:.1f} GB"
    if abs(n) >= 1 << 20:
        return f"{n / (1 << 20):.0f} MB"
    if abs(n) >= 1 << 10:
        return f"{n / (1 << 10):.0f} KB"
    return f"{n:.0f} bytes"


@dataclass(frozen=True, slots=True)
class DiskMeasurement:
    """Raw numbers from the filesystem and the data directory, in bytes.

    Produced by the live adapter (real files) or the emulator's disk model.
    ``project_usage`` is keyed by project; treat it as read-only.
    """

    disk_total: float  # size of the filesystem holding the data directory
    disk_free: float  # bytes free on it for this user
    client_usage: float  # everything under the data directory (B)
    project_usage: Mapping[ProjectUrl, float] = field(default_factory=dict)
    problems: tuple[str, ...] = ()  # what could not be measured, in words

    @property
    def core_usage(self) -> float:
        """Core_Usage: the client's own bytes outside the project directories."""
        return max(self.client_usage - sum(self.project_usage.values()), 0.0)

    @property
    def other_usage(self) -> float:
        """Bytes used on the filesystem by everything that is not this client."""
        return max(self.disk_total - self.disk_free - self.client_usage, 0.0)


class DeletionRule(Enum):
    """Why a file sits where it does in its project's deletion order."""

    NOT_NEEDED = "no longer needed by any task"
    EXPIRED = "expired"
    PRIORITY = "lowest priority first"
    LRU = "least recently used first"


class DeletionReason(Enum):
    """Why the data manager deletes a file."""

    OFFENDER = "its project is over its disk share and another project needs the space"
    OWN_FILES = "its project needs the space for a new file"
    OVER_LIMIT = "the client uses more disk than the preferences allow"
    RESULT_ABORTED = "its task was aborted to bring disk usage under the limit"


@dataclass(frozen=True, slots=True)
class Deletion:
    """One file to delete, with why."""

    project_url: ProjectUrl
    file_name: FileName
    nbytes: float
    reason: DeletionReason
    rule: DeletionRule  # where the file sat in its project's deletion order
    detail: str = ""  # context in words, e.g. "project X is 2.1 GB over its share"

    @property
    def key(self) -> FileKey:
        return (self.project_url, self.file_name)

    @property
    def message(self) -> str:
        why = self.detail or self.reason.value
        return f"deleted {self.file_name} ({fmt_bytes(self.nbytes)}): {why} ({self.rule.value})"


class DeletionOutcome(Enum):
    """What happened when a planned deletion was carried out."""

    DELETED = "deleted"
    ALREADY_GONE = "was already gone"  # deleted behind the client's back, or its directory vanished
    FAILED = "could not be deleted"  # permissions, I/O error: the file stays and still counts
    REFUSED = "refused"  # unsafe name, not a regular file, or no directory known: left alone

    @property
    def gone(self) -> bool:
        """The file is no longer on disk: the state should forget it."""
        return self in (DeletionOutcome.DELETED, DeletionOutcome.ALREADY_GONE)


@dataclass(frozen=True, slots=True)
class DiskEvent:
    """One entry for the event log (persisted there as text, not here)."""

    time: float
    project: ProjectUrl
    file: FileName
    bytes: float  # bytes freed on disk (0 unless DELETED)
    reason: DeletionReason  # why the data manager wanted the file gone
    message: str  # the event log line, in words
    outcome: DeletionOutcome = DeletionOutcome.DELETED


@dataclass(frozen=True, slots=True)
class DeletionResult:
    """A planned deletion and what came of it."""

    deletion: Deletion
    outcome: DeletionOutcome
    freed: float  # bytes freed on disk
    message: str

    def event(self, now: float) -> DiskEvent:
        d = self.deletion
        return DiskEvent(now, d.project_url, d.file_name, self.freed, d.reason, self.message, self.outcome)
