"""The disk data manager, carried out on the live client's real files.

Once per ``DISK_CHECK_PERIOD`` (and whenever asked) it measures the data directory,
recomputes the limits, runs ``data_manager_poll`` and carries out its deletions. When the
poll cannot get under the limit it raises ``over_limit``, which the live host turns into
BOINC's "need disk space" suspension, and says so once in the event log. Before a new
file is downloaded, ``admit`` asks ``associate_file`` whether it may come (deleting what
the policy chose to make room) so that a download never starts that the limits forbid.
Files the caller ``pinned`` (a live chain's, workunit affinity) are never chosen.

A write that fails because the filesystem is full (``note_write_failure``: ENOSPC or
EDQUOT, from the state file) raises ``disk_full``: computing is suspended with the
same reason as ``over_limit`` (BOINC's ``SUSPEND_REASON_DISK_SIZE``) and new downloads
wait, until a write succeeds again (``note_write_ok``). Each is said once.
"""
from __future__ import annotations

import errno
from collections.abc import Callable, Collection
from pathlib import Path

from core.disk import (
    DiskEvent,
    DiskIndex,
    DiskLimits,
    DiskRequestFigures,
    DiskSnapshot,
    apply_deletions,
    apply_poll,
    associate_file,
    data_manager_poll,
    disk_snapshot,
    limits_from_measurement,
    request_figures,
)
from core.disk.accounting import clean_bytes
from core.disk.live import LiveDisk, apply_measurement
from core.ids import FileKey, ProjectUrl
from core.state import ClientState, FileInfo

DISK_CHECK_PERIOD = 60.0

_FULL_DISK_ERRORS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})

Log = Callable[[str, str, int], None]  # (project, body, priority)


class DiskKeeper:
    def __init__(self, state: ClientState, data_dir: Path, project_dir: Callable[[ProjectUrl], Path], log: Log,
                 pinned: Callable[[], Collection[FileKey]] | None = None) -> None:
        self.state = state
        self._pinned = pinned
        self._project_dir = project_dir
        self._log = log
        self.disk = LiveDisk(data_dir, {}, on_event=self._event)
        self.limits: DiskLimits | None = None
        self.over_limit = False
        self._next_check = 0.0
        self._said_over = False
        self.disk_full = False

    @property
    def suspend_computing(self) -> bool:
        """Computing must stop: over the volunteer's limit, or the filesystem is full."""
        return self.over_limit or self.disk_full

    def note_write_failure(self, what: str, exc: OSError) -> bool:
        """A write of ``what`` failed; True when it was a full disk (computing is then suspended)."""
        if exc.errno not in _FULL_DISK_ERRORS:
            return False
        if not self.disk_full:
            self.disk_full = True
            self._log("", f"Disk full: couldn't write {what} ({exc.strerror}). Computing and new downloads "
                          "are suspended until space is freed", 2)
            self.check_soon()  # re-measure: the limits and the GUI's figures are stale
        return True

    def note_write_ok(self) -> None:
        """A write succeeded: a full disk has room again."""
        if self.disk_full:
            self.disk_full = False
            self._log("", "Disk space available again: computing and downloads resume", 1)
            self.check_soon()

    def _event(self, e: DiskEvent) -> None:
        self._log(str(e.project), e.message, 1)

    def _sync_dirs(self) -> None:
        known = set(self.disk.project_dirs)
        for url in self.state.projects:
            if url not in known:
                self.disk.set_project_dir(url, self._project_dir(url))
        for url in known - set(self.state.projects):
            self.disk.set_project_dir(url, None)

    def measure(self) -> DiskLimits:
        self._sync_dirs()
        m = self.disk.measure()
        apply_measurement(self.state, m)
        self.limits = limits_from_measurement(self.state.prefs, m)
        return self.limits

    def check_soon(self) -> None:
        self._next_check = 0.0

    def poll(self, now: float) -> None:
        if now < self._next_check:
            return
        self._next_check = now + DISK_CHECK_PERIOD
        limits = self.measure()
        index = DiskIndex.build(self.state, now, self._pinned() if self._pinned else ())
        decision = data_manager_poll(self.state, limits, now, index)
        if decision.deletions or decision.aborts:
            done = self.disk.carry_out(self.state, decision.deletions, now)
            apply_poll(self.state, decision, [r.deletion for r in done if r.outcome.gone])
            for a in decision.aborts:
                self._log(str(a.key[0]), f"Aborting task {a.key[1]}: {a.message}", 2)
        self.over_limit = decision.suspend
        if decision.suspend and not self._said_over:
            self._log("", f"Computing suspended: {decision.message}", 2)
        self._said_over = decision.suspend

    def admit(self, fi: FileInfo, now: float) -> tuple[bool, str]:
        """May ``fi`` be downloaded? Makes room as the policy says; returns (ok, why)."""
        limits = self.limits or self.measure()
        decision = associate_file(self.state, limits, now, fi)
        pinned = self._pinned() if self._pinned else ()
        if decision.deletions and pinned:
            # Only a decision that deletes can touch pinned files; plan it again without them
            # (building the index costs a pass over all files, so not for every admission).
            decision = associate_file(self.state, limits, now, fi, DiskIndex.build(self.state, now, pinned))
        if not decision.accepted:
            return False, decision.message
        if decision.deletions:
            done = self.disk.carry_out(self.state, decision.deletions, now)
            apply_deletions(self.state, [r.deletion for r in done if r.outcome.gone])
        # The reply merge already put ``fi`` in the state (not present yet); reserve its
        # bytes now so that the next admission in this tick sees the space as taken.
        project = self.state.projects.get(fi.project_url)
        if project is not None:
            project.disk_reserved += clean_bytes(fi.nbytes)
        return True, decision.message

    def _pinned_index(self, now: float) -> DiskIndex | None:
        """An index that knows the pinned files, or None (the default one) when none are."""
        pinned = self._pinned() if self._pinned else ()
        return DiskIndex.build(self.state, now, pinned) if pinned else None

    def figures(self, url: ProjectUrl, now: float) -> DiskRequestFigures | None:
        # Pinned files cannot be freed, so the server must not count on them.
        if self.limits is None or url not in self.state.projects:
            return None
        return request_figures(self.state, self.limits, now, url, self._pinned_index(now))

    def snapshot(self, now: float) -> DiskSnapshot | None:
        if self.limits is None:
            return None
        return disk_snapshot(self.state, self.limits, now, self._pinned_index(now))

