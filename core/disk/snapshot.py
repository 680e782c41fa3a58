"""The Disk tab's snapshot and the explanation shown to the volunteer.

One immutable ``DiskSnapshot`` per engine tick (or whenever disk figures
change): per project its usage, its limit by resource share, whether it is an
offender and by how much, and how many bytes the data manager could delete;
for the client its total, Core_Usage, Total_Limit and the rule that set it; for
the disk what other programs use and what is free. ``explanation`` answers
"why is my disk this full / why was this deleted / why no work" in one or two
sentences, e.g. "project X is over its share by 2.1 GB; its expired files will
be deleted first".

Reads: as ``policy.py`` (state, DiskLimits, a DiskIndex). Writes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.disk.accounting import DiskAccounts, accounts
from core.disk.candidates import MAX_LEVEL, DeletionRule, DiskIndex, deletion_rule
from core.disk.limits import DiskLimits, LimitSource
from core.disk.policy import fmt_bytes
from core.ids import ProjectUrl
from core.state import ClientState

_FIRST_WORDS = {
    DeletionRule.NOT_NEEDED: "files no task needs any more will be deleted first",
    DeletionRule.EXPIRED: "its expired files will be deleted first",
    DeletionRule.PRIORITY: "its lowest-priority files will be deleted first",
    DeletionRule.LRU: "its least recently used files will be deleted first",
}


@dataclass(frozen=True, slots=True)
class ProjectDiskRow:
    """One project's line in the Disk tab (bytes)."""

    url: ProjectUrl
    name: str
    usage: float  # Project_usage
    limit: float  # Project_limit (its share of all_Projects_limit)
    share: float  # fraction of all_Projects_limit, 0..1
    offender: bool
    over_by: float  # usage - limit (negative: unused share, lent to others)
    deletable: float  # bytes the data manager could delete (unreferenced files)


@dataclass(frozen=True, slots=True)
class DiskSnapshot:
    """Everything the Disk tab shows, at one instant (bytes)."""

    time: float
    projects: tuple[ProjectDiskRow, ...]
    client_total: float  # Core_Usage + all projects
    core_usage: float
    other_programs: float  # bytes used by everything else on the filesystem
    disk_free: float  # free on the filesystem
    disk_total: float
    total_limit: float  # Total_Limit
    limit_source: LimitSource
    all_projects_limit: float
    free_for_projects: float  # free_space (negative when over the limit)
    problems: tuple[str, ...]  # preference and measurement problems, in words
    explanation: str  # the notes' English
    notes: tuple[DiskNote, ...] = ()  # the explanation typed, one per sentence


def _name(state: ClientState, url: ProjectUrl) -> str:
    return state.projects[url].project_name or url


class DiskSaid(Enum):
    """What one sentence of the explanation says, for a window that words it in its own language."""

    NO_SPACE = "no_space"  # the client may use no disk space (``source`` says why)
    OVER_LIMIT = "over_limit"  # figures: usage, bytes over, the limit; ``source``
    PROJECT_OVER = "project_over"  # ``name`` over its share by figures[0]; ``rule``: what goes first
    ALL_WITHIN = "all_within"  # figures: free for projects, the limit; ``source``


@dataclass(frozen=True, slots=True)
class DiskNote:
    """One sentence of the explanation, typed (``DiskSnapshot.explanation`` is their English)."""

    said: DiskSaid
    figures: tuple[float, ...] = ()  # bytes, in the order ``said`` lists them
    name: str = ""  # PROJECT_OVER: the project's name
    source: LimitSource | None = None  # the rule that set the limit
    rule: DeletionRule | None = None  # PROJECT_OVER: whose files go first; None: every file is in use


def _notes(state: ClientState, limits: DiskLimits, acc: DiskAccounts, index: DiskIndex) -> tuple[DiskNote, ...]:
    notes: list[DiskNote] = []
    usage = limits.core_usage + acc.total_usage
    if limits.total_limit <= 0:
        notes.append(DiskNote(DiskSaid.NO_SPACE, source=limits.source))
    elif usage > limits.total_limit:
        notes.append(DiskNote(DiskSaid.OVER_LIMIT, (usage, usage - limits.total_limit, limits.total_limit),
                              source=limits.source))
    for url in acc.offenders()[:3]:
        row = acc.projects[url]
        c = index.of(url)
        rule = deletion_rule(state.projects[url], c.files_between(0, 1)[0], index.now) if len(c) else None
        notes.append(DiskNote(DiskSaid.PROJECT_OVER, (row.over_by,), name=_name(state, url), rule=rule))
    if not notes:
        notes.append(DiskNote(DiskSaid.ALL_WITHIN, (max(acc.free_space, 0.0), limits.total_limit),
                              source=limits.source))
    return tuple(notes)


def _english(note: DiskNote) -> str:
    f, source = note.figures, note.source.value if note.source is not None else ""
    if note.said is DiskSaid.NO_SPACE:
        return f"The client may use no disk space ({source}); change the disk preferences or free space on the disk"
    if note.said is DiskSaid.OVER_LIMIT:
        return (f"The client uses {fmt_bytes(f[0])}, {fmt_bytes(f[1])} more than the {fmt_bytes(f[2])} allowed "
                f"({source}); files will be deleted, from projects over their share first")
    if note.said is DiskSaid.PROJECT_OVER:
        first = (_FIRST_WORDS[note.rule] if note.rule is not None
                 else "but every one of its files is in use, so none can be deleted")
        return f"project {note.name} is over its share by {fmt_bytes(f[0])}; {first}"
    return (f"All projects are within their disk shares; {fmt_bytes(f[0])} of the {fmt_bytes(f[1])} allowed is "
            f"free ({source})")


def _explain(state: ClientState, limits: DiskLimits, acc: DiskAccounts, index: DiskIndex) -> str:
    return _sentences(_notes(state, limits, acc, index))


def _sentences(notes: tuple[DiskNote, ...]) -> str:
    parts = [_english(n) for n in notes]
    return ". ".join(p[0].upper() + p[1:] for p in parts) + "."


def explain(state: ClientState, limits: DiskLimits, now: float, index: DiskIndex | None = None) -> str:
    """The volunteer-facing explanation alone."""
    idx = index if index is not None else DiskIndex.build(state, now)
    return _explain(state, limits, accounts(state, limits), idx)


def disk_snapshot(
    state: ClientState, limits: DiskLimits, now: float, index: DiskIndex | None = None
) -> DiskSnapshot:
    """Build the Disk tab's snapshot (safe to hand to another thread)."""
    idx = index if index is not None else DiskIndex.build(state, now)
    acc = accounts(state, limits)
    notes = _notes(state, limits, acc, idx)
    rows = tuple(
        ProjectDiskRow(
            url, _name(state, url), p.usage, p.limit, p.share, p.offender, p.over_by,
            idx.deletable_bytes(url, MAX_LEVEL),
        )
        for url, p in acc.projects.items()
    )
    return DiskSnapshot(
        time=now,
        projects=rows,
        client_total=limits.core_usage + acc.total_usage,
        core_usage=limits.core_usage,
        other_programs=limits.other_usage,
        disk_free=limits.disk_free,
        disk_total=limits.disk_total,
        total_limit=limits.total_limit,
        limit_source=limits.source,
        all_projects_limit=acc.all_projects_limit,
        free_for_projects=acc.free_space,
        problems=limits.problems,
        explanation=_sentences(notes),
        notes=notes,
    )
