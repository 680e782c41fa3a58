"""Figures of the emulator's file and disk model, and the records tests audit.

Per project: bytes downloaded (by kind of file: per-job input, sticky, chain),
bytes uploaded, bytes deleted by reason (the data manager's reasons, plus
``not_needed`` for the files of finished, reported jobs that the client's
garbage collector removes) and by rule of the deletion order, peak usage, time
blocked for disk (a job waiting for room for its files, or the last work
request turned down because no job fitted the host's free-space figures),
jobs that waited, and usage against the project's disk share at the end.

For the whole client: Total_Limit and what set it, peak usage, time blocked
and time computing was suspended because nothing more could be deleted, and
how many data manager polls ended how.

``DiskAudit`` (only with ``run_scenario(..., disk_audit=True)``) keeps every
decision that deleted files, with the deletion-order key of each file deleted
and of the first candidate left, and every poll's outcome, so tests can check
the invariants: usage within the limit after each poll whenever anything was
still deletable, no file deleted that a job still needed, and each project's
deletions a prefix of its deletion order. It also keeps every work request
turned down for disk, with the figures sent and what the offenders held, so
tests can check that a project within its share is refused only jobs that
would take it past its share.

Writes nothing outside itself; the disk model fills it in.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.disk.candidates import DiskIndex, deletion_key
from core.disk.policy import Deletion
from core.ids import FileKey
from core.state import ClientState

DeletionKey = tuple[int, float, float, str]


@dataclass(slots=True)
class ProjectDiskFigures:
    name: str
    bytes_down: dict[str, float] = field(default_factory=lambda: {"input": 0.0, "sticky": 0.0, "chain": 0.0})
    bytes_up: float = 0.0
    deleted: dict[str, float] = field(default_factory=dict)  # reason -> bytes
    deleted_by_rule: dict[str, float] = field(default_factory=dict)  # deletion-order rule -> bytes
    files_deleted: int = 0
    peak: float = 0.0
    blocked_s: float = 0.0
    jobs_waited: int = 0  # jobs that had to wait for room for their files
    work_refused: int = 0  # work requests answered with no job for lack of disk space

    def add_deleted(self, reason: str, rule: str, nbytes: float) -> None:
        self.deleted[reason] = self.deleted.get(reason, 0.0) + nbytes
        self.deleted_by_rule[rule] = self.deleted_by_rule.get(rule, 0.0) + nbytes
        self.files_deleted += 1


@dataclass(slots=True)
class ClientDiskFigures:
    disk_total: float
    other_usage: float
    core_usage: float
    total_limit: float = 0.0
    limit_source: str = ""
    peak: float = 0.0
    blocked_s: float = 0.0  # some project blocked for disk, or computing suspended
    suspended_s: float = 0.0
    polls: int = 0
    poll_actions: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DeletionRecord:
    time: float
    project: str
    file: str
    nbytes: float
    reason: str  # DeletionReason name, lower case
    rule: str  # DeletionRule name, lower case
    priority: int
    sticky: bool
    key: DeletionKey  # core.disk.candidates.deletion_key when deleted
    in_use: bool  # the emulator's own bookkeeping: a job still needed it (must never be True)


@dataclass(frozen=True, slots=True)
class DecisionRecord:
    time: float
    kind: str  # "add" (a download made room) or "poll" (data_manager_poll)
    action: str  # AddFileReason or PollAction name
    deletions: tuple[DeletionRecord, ...]
    next_key: dict[str, DeletionKey | None]  # per project: first candidate left in deletion order
    usage_after: float  # Core_Usage + all projects, after the deletions
    limit: float  # Total_Limit
    deletable_after: float  # bytes still deletable afterwards (polls; -1 when not measured)


@dataclass(frozen=True, slots=True)
class RefusalRecord:
    """A work request the server turned down for disk, with what the client had told it."""

    time: float
    project: str
    usage: float  # the project's Project_usage when it asked
    limit: float  # its Project_limit
    free: float  # the request's three free-space figures
    free_if_offenders: float
    free_if_self: float
    smallest_need: float  # the least any job (or jobs sharing a file) of the batch needed
    offenders: dict[str, tuple[float, float]]  # other offenders: (bytes over their share, bytes deletable)


@dataclass(slots=True)
class DiskAudit:
    decisions: list[DecisionRecord] = field(default_factory=list)
    polls: list[DecisionRecord] = field(default_factory=list)  # every poll, deletions or not
    usage_mismatches: list[str] = field(default_factory=list)  # disk_usage vs the files present
    refusals: list[RefusalRecord] = field(default_factory=list)  # every request turned down for disk


def audit_records(state: ClientState, deletions: tuple[Deletion, ...], index: DiskIndex, now: float,
                  in_use: Callable[[FileKey], bool]) -> tuple[list[DeletionRecord], dict[str, DeletionKey | None]]:
    """The files a decision is about to delete, and per project the first candidate that stays.

    Call before the deletions are carried out (the index reads the state lazily).
    ``in_use`` is the emulator's own answer to "does a job still need this file?".
    """
    out: list[DeletionRecord] = []
    for d in deletions:
        fi = state.file_infos.get(d.key)
        if fi is None:
            continue
        out.append(DeletionRecord(now, str(d.project_url), str(d.file_name), d.nbytes, d.reason.name.lower(),
                                  d.rule.name.lower(), int(fi.priority), fi.sticky,
                                  deletion_key(state.projects[d.project_url], fi, now), in_use(d.key)))
    deleted = {(r.project, r.file) for r in out}
    next_key: dict[str, DeletionKey | None] = {}
    for url, c in index.candidates.items():
        project = state.projects[url]
        left = (fi for fi in c.files if (str(url), str(fi.name)) not in deleted)
        next_key[str(url)] = min((deletion_key(project, fi, now) for fi in left), default=None)
    return out, next_key


def project_row(f: ProjectDiskFigures, usage_end: float, share_end: float, share: float,
                chains: dict[str, int] | None) -> dict[str, Any]:
    """One project's keys in ``--json`` (merged into its row of ``projects``)."""
    row: dict[str, Any] = {
        "bytes_down": sum(f.bytes_down.values()),
        "bytes_up": f.bytes_up,
        "bytes_down_by_kind": dict(f.bytes_down),
        "bytes_deleted": dict(sorted(f.deleted.items())),
        "bytes_deleted_by_rule": dict(sorted(f.deleted_by_rule.items())),
        "files_deleted": f.files_deleted,
        "disk_peak_bytes": f.peak,
        "disk_usage_end": usage_end,
        "disk_share_end": share_end,
        "disk_share_fraction": share,
        "disk_blocked_s": f.blocked_s,
        "jobs_waited_for_disk": f.jobs_waited,
        "work_refused_for_disk": f.work_refused,
    }
    if chains is not None:
        row["chains"] = chains
    return row


def client_row(c: ClientDiskFigures, usage_end: float, rows: list[ProjectDiskFigures]) -> dict[str, Any]:
    """The top-level ``disk`` object of ``--json``."""
    deleted: dict[str, float] = {}
    for f in rows:
        for reason, n in f.deleted.items():
            deleted[reason] = deleted.get(reason, 0.0) + n
    return {
        "disk_total": c.disk_total,
        "other_usage": c.other_usage,
        "core_usage": c.core_usage,
        "total_limit": c.total_limit,
        "limit_source": c.limit_source,
        "peak_bytes": c.peak,
        "usage_end": usage_end,
        "blocked_s": c.blocked_s,
        "suspended_s": c.suspended_s,
        "polls": c.polls,
        "poll_actions": dict(sorted(c.poll_actions.items())),
        "bytes_down": sum(sum(f.bytes_down.values()) for f in rows),
        "bytes_up": sum(f.bytes_up for f in rows),
        "bytes_deleted": dict(sorted(deleted.items())),
    }


def summary_lines(projects: list[dict[str, Any]], disk: dict[str, Any]) -> list[str]:
    """The ``--summary`` table of the disk figures (sizes in MB of 10^6 bytes)."""
    mb = 1e6
    lines = [
        (f"  disk: limit {disk['total_limit'] / mb:.1f} MB ({disk['limit_source']}), peak "
         f"{disk['peak_bytes'] / mb:.1f} MB, end {disk['usage_end'] / mb:.1f} MB, blocked "
         f"{disk['blocked_s'] / 3600:.1f} h, suspended {disk['suspended_s'] / 3600:.1f} h"),
        (f"  {'project':<16}{'down MB':>10}{'up MB':>9}{'deleted MB':>11}{'peak MB':>9}"
         f"{'end MB':>9}{'share MB':>10}{'blocked h':>10}{'waited':>7}"),
    ]
    for p in projects:
        if "bytes_down" not in p:
            continue
        lines.append(
            f"  {p['name']:<16}{p['bytes_down'] / mb:>10.1f}{p['bytes_up'] / mb:>9.1f}"
            f"{sum(p['bytes_deleted'].values()) / mb:>11.1f}{p['disk_peak_bytes'] / mb:>9.1f}"
            f"{p['disk_usage_end'] / mb:>9.1f}{p['disk_share_end'] / mb:>10.1f}"
            f"{p['disk_blocked_s'] / 3600:>10.1f}{p['jobs_waited_for_disk']:>7}"
        )
    return lines
