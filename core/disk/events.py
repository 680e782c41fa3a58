"""Events the disk adapters report for the event log: one per deletion attempted."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.disk.policy import Deletion, DeletionReason
from core.ids import FileName, ProjectUrl


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
