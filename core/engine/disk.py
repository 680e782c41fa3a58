"""The one disk driver: the data manager's decisions (core/disk) carried out over the Disk port.

The live client and the emulator both keep their disk with a ``DiskDriver``; only the
``Disk`` port differs (core/ports.py: the real data directory, or modelled sizes on an
emulated disk), and so do a few settings:

* **Poll.** ``poll`` measures the disk, recomputes the limits, runs
  ``data_manager_poll`` and carries out its deletions and task aborts. It runs when due:
  every ``period`` seconds (the live client's 60 s) and whenever ``check_soon`` was
  called (the emulator, whose disk only moves when a job writes its output, polls only
  then: ``period`` is infinite there). When nothing more can go, ``over_limit`` asks the
  host to suspend computing (BOINC's "need disk space"), said once in the log.
* **Admission.** ``admit`` asks ``associate_file`` whether a new file may come, and
  deletes what the policy chose to make room. The live client then reserves the file's
  bytes until its download ends (``reserve_on_admit``); the emulator's file is present at
  once and booked by the caller.
* **A full filesystem** (``note_write_failure``: ENOSPC or EDQUOT) raises ``disk_full``:
  computing is suspended with the same reason as ``over_limit`` and new downloads wait
  until a write succeeds again (``note_write_ok``).
* **One index per tick.** ``DiskIndex`` (references and deletion order, a pass over every
  result and file) is built at most once per tick (``begin_tick``) when ``index_per_tick``
  is set, and shared by the poll, admissions, the scheduler request's figures and the
  Disk tab's snapshot; it is rebuilt when the driver itself deleted or admitted a file,
  when results, workunits, app versions, active tasks, files or projects were added or
  removed, or when an expiry reordered it. Other changes within a tick only make a file
  look *more* referenced than it is (a download that just ended, a task that just
  finished), never less, so a reused index never deletes a file a task needs. The
  emulator builds a fresh index at every use instead: its figures are compared byte for
  byte with those it produced before this driver existed.
* **The Disk tab's snapshot** is rebuilt only when its figures can have moved (a
  measurement, a deletion, an admission, files or results that came or went, an expiry),
  not at every publication: a quiet tick builds no index at all.
* Files the assembly ``pinned`` (a live chain's, workunit affinity) are never chosen.

An assembly that wants more than the state tells (the emulator's figures and audit)
passes a ``DiskWatcher``. Reads and writes the ``ClientState`` (file infos, projects'
usage and reservations, aborted results); engine thread only.
"""
from __future__ import annotations

import errno
from collections.abc import Callable, Collection, Sequence
from typing import Protocol

from core.disk.accounting import accounts, clean_bytes, free_space
from core.disk.candidates import DiskIndex
from core.disk.limits import DiskLimits, limits_from_measurement
from core.disk.live import apply_measurement
from core.disk.policy import apply_deletions, associate_file
from core.disk.poll import PollDecision, apply_poll, data_manager_poll
from core.disk.server import DiskRequestFigures, request_figures
from core.disk.snapshot import DiskSnapshot, disk_snapshot
from core.ids import FileKey, ProjectUrl
from core.ports import Disk
from core.state import ClientState, FileInfo
from core.state.disk import Deletion, DeletionResult, DiskMeasurement

DISK_CHECK_PERIOD = 60.0
"""Seconds between the live client's measurements of its data directory."""

_FULL_DISK_ERRORS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})

Log = Callable[[str, str, int], None]  # (project, body, priority 1 info / 2 alert)


class DiskWatcher(Protocol):
    """What an assembly learns of the driver's work beyond the state (the emulator's figures)."""

    def measured(self, measurement: DiskMeasurement, limits: DiskLimits) -> None: ...
    def polled(self, decision: PollDecision, now: float) -> None:
        """A poll decided (before anything is carried out)."""
        ...
    def deleting(self, deletions: Sequence[Deletion], index: DiskIndex, now: float) -> None:
        """About to carry out ``deletions``, planned over ``index`` (the state is still as planned)."""
        ...
    def deleted(self, result: DeletionResult) -> None:
        """One file is gone (deleted, or found gone already)."""
        ...
    def decided(self, kind: str, action: str, now: float) -> None:
        """A poll (kind "poll", every one) or an admission that deleted files ("add") is recorded."""
        ...


def _no_log(project: str, body: str, priority: int) -> None:
    pass


class DiskDriver:
    def __init__(
        self,
        state: ClientState,
        disk: Disk,
        *,
        log: Log | None = None,
        pinned: Callable[[], Collection[FileKey]] | None = None,
        period: float = DISK_CHECK_PERIOD,
        reserve_on_admit: bool = True,
        index_per_tick: bool = True,
        watcher: DiskWatcher | None = None,
    ) -> None:
        self.state = state
        self.disk = disk
        self._log = log or _no_log
        self._pinned = pinned
        self.period = period
        self.reserve_on_admit = reserve_on_admit
        self.index_per_tick = index_per_tick
        self.watcher = watcher
        self.limits: DiskLimits | None = None
        self.over_limit = False
        self.disk_full = False
        self._next_check = 0.0
        self._said_over = False
        self._tick = 0
        self._index: DiskIndex | None = None
        self._index_key: tuple[object, ...] = ()
        self._generation = 0  # moves on each measurement and each change the driver makes to the files
        self._snapshot: DiskSnapshot | None = None
        self._snapshot_key: tuple[object, ...] = ()
        self._snapshot_until = 0.0
        self.index_builds = 0  # DiskIndex built so far (tests and bench/tick_cost.py read it)

    # ------------------------------------------------------------ suspension

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

    # ------------------------------------------------------------ the index

    def begin_tick(self) -> None:
        """A new pass of the client loop: the next ``index`` is built afresh."""
        self._tick += 1

    def _shape(self) -> tuple[int, ...]:
        s = self.state
        return (len(s.file_infos), len(s.results), len(s.workunits), len(s.app_versions), len(s.active_tasks),
                len(s.projects))

    def index(self, now: float, busy: Collection[FileKey] = ()) -> DiskIndex:
        """The deletion index at ``now`` (pinned and ``busy`` files held back)."""
        if self.index_per_tick:
            key = (self._tick, self._shape(), frozenset(busy))
            idx = self._index
            if idx is not None and key == self._index_key and (now == idx.now or idx.valid_at(now)):
                return idx
        pinned = set(self._pinned()) if self._pinned is not None else set()
        idx = DiskIndex.build(self.state, now, pinned | set(busy) if pinned else busy)
        self.index_builds += 1
        if self.index_per_tick:
            self._index, self._index_key = idx, key
        return idx

    def _files_changed(self) -> None:
        self._index = None
        self._generation += 1

    # ------------------------------------------------------------ measuring

    def check_soon(self) -> None:
        self._next_check = 0.0

    def measure(self) -> DiskLimits:
        m = self.disk.measure(self.state)
        if self.disk.books_follow_measurement:
            apply_measurement(self.state, m)
        self.limits = limits_from_measurement(self.state.prefs, m)
        self._generation += 1
        if self.watcher is not None:
            self.watcher.measured(m, self.limits)
        return self.limits

    # ------------------------------------------------------------ poll

    def poll(self, now: float) -> bool:
        """The data manager's poll when due; True when tasks were aborted or the suspension changed."""
        if now < self._next_check:
            return False
        self._next_check = now + self.period
        limits = self.measure()
        over = limits.core_usage + accounts(self.state, limits).total_usage > limits.total_limit
        # Within the limit the poll decides from the books alone; no index needed.
        index = self.index(now) if over else None
        decision = data_manager_poll(self.state, limits, now, index)
        if self.watcher is not None:
            self.watcher.polled(decision, now)
        for a in decision.aborts:
            self._log(str(a.key[0]), f"Aborting task {a.key[1]}: {a.message}", 2)
        gone: list[Deletion] = []
        if decision.deletions:
            assert index is not None  # data_manager_poll deletes only when over the limit
            gone = self._delete(decision.deletions, index, now)
        apply_poll(self.state, decision, gone)
        if decision.aborts:
            self._files_changed()
        changed = bool(decision.aborts) or decision.suspend != self.over_limit
        self.over_limit = decision.suspend
        if decision.suspend and not self._said_over:
            self._log("", f"Computing suspended: {decision.message}", 2)
        self._said_over = decision.suspend
        if self.watcher is not None:
            self.watcher.decided("poll", decision.action.name.lower(), now)
        return changed

    def _delete(self, deletions: tuple[Deletion, ...], index: DiskIndex, now: float) -> list[Deletion]:
        """Carry the deletions out through the port; returns those that are gone."""
        if self.watcher is not None:
            self.watcher.deleting(deletions, index, now)
        gone: list[Deletion] = []
        for res in self.disk.delete(self.state, deletions, now):
            if res.outcome.gone:
                gone.append(res.deletion)
                if self.watcher is not None:
                    self.watcher.deleted(res)
        self._files_changed()
        return gone

    # ------------------------------------------------------------ admission

    def admit(self, fi: FileInfo, now: float, busy: Collection[FileKey] = ()) -> tuple[bool, str]:
        """May ``fi`` come? Makes room as the policy says; returns (ok, why).

        ``busy``: files the caller is about to use that the state does not yet show as used.
        """
        limits = self.limits or self.measure()
        # An index only when the file does not fit in what is free (then it may delete).
        index = self.index(now, busy) if fi.nbytes > free_space(self.state, limits) else None
        decision = associate_file(self.state, limits, now, fi, index)
        if not decision.accepted:
            return False, decision.message
        if decision.deletions:
            assert index is not None
            apply_deletions(self.state, self._delete(decision.deletions, index, now))
            if self.watcher is not None:
                self.watcher.decided("add", decision.reason.name.lower(), now)
        if self.reserve_on_admit:
            # The reply merge already put ``fi`` in the state (not present yet); reserve its
            # bytes now so that the next admission in this tick sees the space as taken.
            project = self.state.projects.get(fi.project_url)
            if project is not None:
                project.disk_reserved += clean_bytes(fi.nbytes)
                self._generation += 1
        return True, decision.message

    # ------------------------------------------------------------ figures

    def figures(self, url: ProjectUrl, now: float) -> DiskRequestFigures | None:
        """A scheduler request's free-space figures (pinned files cannot be freed: not counted)."""
        if self.limits is None or url not in self.state.projects:
            return None
        return request_figures(self.state, self.limits, now, url, self.index(now))

    def snapshot(self, now: float) -> DiskSnapshot | None:
        """The Disk tab's figures. Rebuilt only when they can have moved: after a measurement,
        a deletion or an admission, when files, results or projects came or went, or when a
        file's expiry reordered its project; otherwise the last one is handed out again (the
        snapshot publisher then sees the same object and sends nothing new)."""
        if self.limits is None:
            return None
        key = (self._generation, self._shape())
        if self._snapshot is None or key != self._snapshot_key or now >= self._snapshot_until:
            index = self.index(now)
            self._snapshot = disk_snapshot(self.state, self.limits, now, index)
            self._snapshot_key, self._snapshot_until = key, index.valid_until
        return self._snapshot

