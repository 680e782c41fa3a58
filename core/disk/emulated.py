"""The emulator's disk: the same measurements and deletions as ``live.py``, in memory.

A scenario gives the disk's size, what other programs use and the client's
own (Core_Usage) bytes; project usage is the sum of the sizes of the present
files in the state, so workunits with big input files and sticky files that
accumulate over simulated weeks fill the emulated disk exactly as real ones
would. Deletions always succeed unless the file is not in the state (reported
as already gone), and are reported through ``on_event`` like the live adapter's.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from core.disk.accounting import clean_bytes
from core.disk.events import DeletionOutcome, DeletionResult, DiskEvent
from core.disk.limits import DiskMeasurement
from core.disk.policy import Deletion, apply_deletions
from core.ids import ProjectUrl
from core.state import ClientState, FileStatus

log = logging.getLogger(__name__)


@dataclass(slots=True)
class EmulatedDisk:
    """A disk of ``disk_total`` bytes shared with other programs."""

    disk_total: float
    other_usage: float = 0.0  # bytes other programs use; a scenario may change it over time
    core_usage: float = 0.0  # the client's own bytes outside project directories
    on_event: Callable[[DiskEvent], None] | None = None
    # False (the batch emulator): the state's books are the model, a measurement is derived
    # from them. True (the window's client): each measurement sets the books, as live.
    measured_books: bool = False

    @property
    def books_follow_measurement(self) -> bool:
        return self.measured_books

    def measure(self, state: ClientState) -> DiskMeasurement:
        per_project: dict[ProjectUrl, float] = {url: 0.0 for url in state.projects}
        for fi in state.file_infos.values():
            if fi.status == FileStatus.PRESENT and fi.project_url in per_project:
                per_project[fi.project_url] += clean_bytes(fi.nbytes)
        client = self.core_usage + sum(per_project.values())
        free = max(self.disk_total - self.other_usage - client, 0.0)
        return DiskMeasurement(self.disk_total, free, client, per_project)

    def delete(self, state: ClientState, deletions: Iterable[Deletion], now: float) -> tuple[DeletionResult, ...]:
        out: list[DeletionResult] = []
        for d in deletions:
            fi = state.file_infos.get(d.key)
            if fi is None or fi.status != FileStatus.PRESENT:
                result = DeletionResult(d, DeletionOutcome.ALREADY_GONE, 0.0, f"{d.file_name} was already gone")
            else:
                result = DeletionResult(d, DeletionOutcome.DELETED, clean_bytes(fi.nbytes), d.message)
            out.append(result)
            if self.on_event is not None:
                try:
                    self.on_event(result.event(now))
                except Exception:
                    log.exception("[disk] event listener failed")
        return tuple(out)

    def carry_out(self, state: ClientState, deletions: Iterable[Deletion], now: float) -> tuple[DeletionResult, ...]:
        """Delete and forget the files in the state (as ``LiveDisk.carry_out``)."""
        results = self.delete(state, deletions, now)
        apply_deletions(state, (r.deletion for r in results if r.outcome.gone))
        return results
