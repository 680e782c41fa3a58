"""Adding a file: get_more_disk_space, associate_file and the free-space estimates.

The procedure (the data manager seed, "Adding a file to a project"):

1. If ``free_space`` covers the file, accept it; nothing is deleted.
2. Otherwise take space from offenders (``get_more_disk_space``): at priority
   level pr = P_LOW, repeatedly pick the greatest offender not yet visited at
   this level and delete its candidates of level <= pr, in its deletion order,
   until it is no longer an offender or enough space is made. When no offender
   is left, or the greatest one is the requesting project itself (a project
   over its share may only take space from projects further over theirs), raise
   pr by one and start again; past P_HIGH, give up.
3. Otherwise, if the project asked for it with ``<delete_from_self/>``, delete
   its own expendable files (not referenced, priority P_LOW or expired) in its
   deletion order.
4. Otherwise refuse, with the numbers that explain why.

Decisions are plans: nothing is deleted here. A refused file deletes nothing,
even if steps 2 and 3 could have freed part of the space: there is no point in
destroying a volunteer's stored data for a file that will not fit anyway.
The engine carries an accepted plan out (``live.LiveDisk.carry_out`` or the
emulator's disk), then records it with ``apply_deletions`` and
``apply_association``.

``potentially_free`` and ``total_potentially_free`` answer "how much would the
client free for this project" with the same planner, so the figures sent to
schedulers (``server.py``) promise exactly what ``associate_file`` would do.
(The seed's pseudo-code sums every other offender's eligible files without
stopping at its share; we count only what step 2 would really delete.)

Reads: projects (disk_usage, disk_reserved, resource_share, deletion flags), file infos and
everything that references files (via ``DiskIndex``), ``DiskLimits``, ``now``.
Writes: only the ``apply_*`` and ``init_file_attributes`` functions write.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from core.disk.accounting import DiskAccounts, accounts, clean_bytes
from core.disk.candidates import MAX_LEVEL, DiskIndex, deletion_rule
from core.disk.limits import DiskLimits
from core.ids import FileKey, ProjectUrl
from core.state import ClientState, FileInfo, FilePriority, FileStatus, Project

# Deletion, its reasons and fmt_bytes moved to core/state/disk.py (the Disk port speaks them); kept here too.
from core.state.disk import GB as GB, Deletion as Deletion, DeletionReason as DeletionReason, fmt_bytes as fmt_bytes
from core.state.files import DEFAULT_EXPIRY_S

MAX_EXP_DAYS = 36500.0
"""Longest ``<exp_days>`` honoured (a century); longer values are taken as this."""


@dataclass(slots=True)
class _Segment:
    url: ProjectUrl
    start: int
    stop: int
    reason: DeletionReason
    detail: str


@dataclass(slots=True)
class Plan:
    """Deletions chosen so far: a cursor into each project's candidate list.

    Used by this module and by ``poll.py``; not part of the public API.
    """

    index: DiskIndex
    usage: dict[ProjectUrl, float]
    limit: dict[ProjectUrl, float]
    names: dict[ProjectUrl, str]
    cursor: dict[ProjectUrl, int] = field(default_factory=dict)
    segments: list[_Segment] = field(default_factory=list)
    freed: float = 0.0

    @staticmethod
    def start(state: ClientState, acc: DiskAccounts, index: DiskIndex) -> Plan:
        return Plan(
            index,
            {u: p.usage for u, p in acc.projects.items()},
            {u: p.limit for u, p in acc.projects.items()},
            {u: p.project_name or u for u, p in state.projects.items()},
        )

    def over_by(self, url: ProjectUrl) -> float:
        return self.usage[url] - self.limit[url]

    def take(self, url: ProjectUrl, stop: int, reason: DeletionReason, detail: str) -> float:
        start = self.cursor.get(url, 0)
        if stop <= start:
            return 0.0
        got = self.index.of(url).bytes_between(start, stop)
        self.segments.append(_Segment(url, start, stop, reason, detail))
        self.cursor[url] = stop
        self.usage[url] -= got
        self.freed += got
        return got

    def greatest_offender(self, skip: set[ProjectUrl]) -> ProjectUrl | None:
        best: ProjectUrl | None = None
        best_over = 0.0
        for url in self.usage:
            over = self.usage[url] - self.limit[url]
            if over > best_over and url not in skip:
                best, best_over = url, over
        return best

    def take_from_offenders(
        self, requester: ProjectUrl | None, needed: float, reason: DeletionReason, max_level: int = MAX_LEVEL
    ) -> None:
        """Step 2 of adding a file (and step 1 of data_manager_poll): see the module text."""
        for level in range(int(FilePriority.LOW), max_level + 1):
            visited: set[ProjectUrl] = set()
            while self.freed < needed:
                g = self.greatest_offender(visited)
                if g is None or g == requester:
                    break
                visited.add(g)
                c = self.index.of(g)
                start = self.cursor.get(g, 0)
                stop = c.end_at(level)
                over = self.over_by(g)
                j = c.covering(start, stop, min(over, needed - self.freed))
                detail = f"project {self.names[g]} is {fmt_bytes(over)} over its disk share"
                self.take(g, j, reason, detail)
            if self.freed >= needed:
                return

    def deletions(self, state: ClientState) -> tuple[Deletion, ...]:
        out: list[Deletion] = []
        now = self.index.now
        for seg in self.segments:
            project = state.projects[seg.url]
            for fi in self.index.of(seg.url).files_between(seg.start, seg.stop):
                out.append(
                    Deletion(
                        fi.project_url,
                        fi.name,
                        clean_bytes(fi.nbytes),
                        seg.reason,
                        deletion_rule(project, fi, now),
                        seg.detail,
                    )
                )
        return tuple(out)


def _index(state: ClientState, now: float, index: DiskIndex | None) -> DiskIndex:
    return index if index is not None else DiskIndex.build(state, now)


@dataclass(frozen=True, slots=True)
class SpacePlan:
    """The answer of get_more_disk_space."""

    ok: bool  # enough space without touching the requester's own files
    needed: float  # bytes asked for
    free_before: float  # free_space before any deletion
    freed: float  # bytes the deletions free
    deletions: tuple[Deletion, ...]


def get_more_disk_space(
    state: ClientState,
    limits: DiskLimits,
    now: float,
    url: ProjectUrl,
    space_needed: float,
    index: DiskIndex | None = None,
) -> SpacePlan:
    """Make ``space_needed`` bytes available to project ``url`` from free space and offenders."""
    acc = accounts(state, limits)
    free = acc.free_space
    if free >= space_needed:
        return SpacePlan(True, space_needed, free, 0.0, ())
    plan = Plan.start(state, acc, _index(state, now, index))
    plan.take_from_offenders(url, space_needed - free, DeletionReason.OFFENDER)
    ok = free + plan.freed >= space_needed
    return SpacePlan(ok, space_needed, free, plan.freed, plan.deletions(state))


class AddFileReason(Enum):
    """The outcome of associate_file."""

    FITS = "fits in the free space"
    OFFENDERS_DELETED = "fits after deleting files of projects over their share"
    OWN_FILES_DELETED = "fits after deleting the project's own expendable files"
    REFUSED_NO_SPACE = "not enough disk space"
    REFUSED_TOO_LARGE = "larger than all the space projects may use"
    REFUSED_BAD_SIZE = "the file's size is not a usable number"
    REFUSED_UNKNOWN_PROJECT = "the project is not attached"


@dataclass(frozen=True, slots=True)
class AddFileDecision:
    """Whether a file may be added, which files must go first, and why."""

    accepted: bool
    reason: AddFileReason
    file: FileKey
    nbytes: float
    free_before: float  # free_space when asked (may be negative)
    from_offenders: float  # bytes the offender deletions free (0 if refused)
    from_self: float  # bytes the project's own deletions free (0 if refused)
    deletions: tuple[Deletion, ...]
    message: str


def associate_file(
    state: ClientState,
    limits: DiskLimits,
    now: float,
    fi: FileInfo,
    index: DiskIndex | None = None,
) -> AddFileDecision:
    """Decide whether ``fi`` may be added to its project, and what to delete first.

    Call before the file is added to the state; on acceptance carry out the
    deletions, then call ``apply_deletions`` and ``apply_association``.
    """
    url = fi.project_url
    key = (url, fi.name)
    project = state.projects.get(url)

    def refuse(reason: AddFileReason, free: float, message: str) -> AddFileDecision:
        return AddFileDecision(False, reason, key, fi.nbytes, free, 0.0, 0.0, (), message)

    if project is None:
        return refuse(AddFileReason.REFUSED_UNKNOWN_PROJECT, 0.0, f"{fi.name}: project {url} is not attached")
    name = project.project_name or url
    nbytes = fi.nbytes
    if not math.isfinite(nbytes) or nbytes < 0:
        return refuse(AddFileReason.REFUSED_BAD_SIZE, 0.0, f"{fi.name} of {name}: unusable size {nbytes}")
    acc = accounts(state, limits)
    free = acc.free_space
    if nbytes <= free:
        return AddFileDecision(
            True, AddFileReason.FITS, key, nbytes, free, 0.0, 0.0, (),
            f"{fi.name} ({fmt_bytes(nbytes)}) fits in the {fmt_bytes(free)} free for projects",
        )
    if nbytes > acc.all_projects_limit:
        return refuse(
            AddFileReason.REFUSED_TOO_LARGE,
            free,
            f"{fi.name} of {name} needs {fmt_bytes(nbytes)}, more than the "
            f"{fmt_bytes(acc.all_projects_limit)} all projects together may use; "
            "raise the disk limits in the preferences to accept it",
        )
    idx = _index(state, now, index)
    needed = nbytes - free
    plan = Plan.start(state, acc, idx)
    plan.take_from_offenders(url, needed, DeletionReason.OFFENDER)
    from_offenders = plan.freed
    if plan.freed >= needed:
        return AddFileDecision(
            True, AddFileReason.OFFENDERS_DELETED, key, nbytes, free, from_offenders, 0.0,
            plan.deletions(state),
            f"{fi.name} ({fmt_bytes(nbytes)}) fits after deleting {fmt_bytes(from_offenders)} "
            "from projects over their disk share",
        )
    own = idx.of(url)
    own_stop = own.end_at(int(FilePriority.LOW))
    own_expendable = own.bytes_between(0, own_stop)
    if project.delete_from_self:
        j = own.covering(0, own_stop, needed - plan.freed)
        plan.take(url, j, DeletionReason.OWN_FILES, f"project {name} needs the space for {fi.name}")
        if plan.freed >= needed:
            return AddFileDecision(
                True, AddFileReason.OWN_FILES_DELETED, key, nbytes, free, from_offenders,
                plan.freed - from_offenders, plan.deletions(state),
                f"{fi.name} ({fmt_bytes(nbytes)}) fits after deleting "
                f"{fmt_bytes(plan.freed - from_offenders)} of {name}'s own expendable files"
                + (f" and {fmt_bytes(from_offenders)} from projects over their share" if from_offenders else ""),
            )
    own_words = (
        f"its own expendable files hold {fmt_bytes(own_expendable)}"
        if project.delete_from_self
        else f"its own expendable files ({fmt_bytes(own_expendable)}) may not be deleted: "
        "the project did not ask for <delete_from_self/>"
    )
    return refuse(
        AddFileReason.REFUSED_NO_SPACE,
        free,
        f"not enough disk space for {fi.name} of {name}: it needs {fmt_bytes(nbytes)}, "
        f"{fmt_bytes(max(free, 0.0))} is free, projects over their share could give up "
        f"{fmt_bytes(from_offenders)}, and {own_words}",
    )


def potentially_free(
    state: ClientState,
    limits: DiskLimits,
    now: float,
    url: ProjectUrl,
    priority: int = MAX_LEVEL,
    index: DiskIndex | None = None,
) -> float:
    """Bytes the data manager would take from ``url`` as an offender, at levels <= priority.

    Zero for a project within its share; otherwise its candidates in deletion
    order until it is back within its share (or they run out).
    """
    acc = accounts(state, limits)
    row = acc.projects[url]
    if not row.offender:
        return 0.0
    c = _index(state, now, index).of(url)
    stop = c.end_at(priority)
    return c.bytes_between(0, c.covering(0, stop, row.over_by))


def total_potentially_free(
    state: ClientState,
    limits: DiskLimits,
    now: float,
    url: ProjectUrl,
    priority: int = MAX_LEVEL,
    index: DiskIndex | None = None,
) -> tuple[float, float, float]:
    """(free_space, bytes offenders would give ``url``, ``url``'s own expendable bytes).

    The sum is the seed's total_potentially_free; the parts are the three
    free-space figures of a scheduler request (``server.py``). free_space may be
    negative when the client is over its limit.
    """
    acc = accounts(state, limits)
    idx = _index(state, now, index)
    plan = Plan.start(state, acc, idx)
    plan.take_from_offenders(url, math.inf, DeletionReason.OFFENDER, max_level=priority)
    return acc.free_space, plan.freed, idx.deletable_bytes(url, int(FilePriority.LOW))


# ---- applying decisions to the state (the engine calls these after carrying them out) ----


def apply_deletions(state: ClientState, deletions: Iterable[Deletion]) -> float:
    """Forget deleted files and lower their projects' usage; returns the bytes freed.

    Pass only deletions that were carried out (or whose file had already gone).
    """
    freed = 0.0
    for d in deletions:
        fi = state.file_infos.pop(d.key, None)
        if fi is None:
            continue
        project = state.projects.get(d.project_url)
        nbytes = clean_bytes(fi.nbytes)
        freed += nbytes
        if project is not None:
            _book(project, fi, -nbytes)
    return freed


def book_downloaded(state: ClientState, fi: FileInfo) -> None:
    """A download passed its checks: its bytes move from the reservation it was admitted with
    to what is on disk. Call it before ``fi`` is marked present (once present it is counted)."""
    project = state.projects.get(fi.project_url)
    if project is None or fi.status == FileStatus.PRESENT:
        return
    nbytes = clean_bytes(fi.nbytes)
    project.disk_reserved = max(clean_bytes(project.disk_reserved) - nbytes, 0.0)
    project.disk_usage = clean_bytes(project.disk_usage) + nbytes


def book_written(state: ClientState, fi: FileInfo, nbytes: float) -> None:
    """An app wrote ``fi`` (an output, never reserved): ``nbytes`` more on disk. Call it
    before ``fi`` is marked present."""
    project = state.projects.get(fi.project_url)
    if project is not None and fi.status != FileStatus.PRESENT:
        project.disk_usage = clean_bytes(project.disk_usage) + clean_bytes(nbytes)


def book_removed(state: ClientState, fi: FileInfo) -> None:
    """``fi`` left the disk outside a data-manager decision (the garbage collector): its
    bytes leave the books."""
    project = state.projects.get(fi.project_url)
    if project is not None:
        _book(project, fi, -clean_bytes(fi.nbytes))


def _book(project: Project, fi: FileInfo, nbytes: float) -> None:
    """Add ``nbytes`` (negative: remove) to what is on disk, or to the reservation of a file not there yet.

    A file that arrived since the last measurement still sits in the reservation;
    removing it takes what the one bucket lacks from the other, so that the sum
    (Project_usage) stays exact until the next measurement splits it again.
    """
    usage, reserved = clean_bytes(project.disk_usage), clean_bytes(project.disk_reserved)
    if nbytes >= 0:
        if fi.status == FileStatus.PRESENT:
            project.disk_usage = usage + nbytes
        else:
            project.disk_reserved = reserved + nbytes
        return
    first, second = (usage, reserved) if fi.status == FileStatus.PRESENT else (reserved, usage)
    take = min(first, -nbytes)
    first, second = first - take, max(second - (-nbytes - take), 0.0)
    if fi.status == FileStatus.PRESENT:
        project.disk_usage, project.disk_reserved = first, second
    else:
        project.disk_reserved, project.disk_usage = first, second


def apply_association(state: ClientState, fi: FileInfo) -> None:
    """Record an accepted file: add it to the state and count its bytes (p.size += nbytes)."""
    key = (fi.project_url, fi.name)
    if key in state.file_infos:
        return
    state.file_infos[key] = fi
    project = state.projects.get(fi.project_url)
    if project is not None:
        _book(project, fi, clean_bytes(fi.nbytes))


def init_file_attributes(
    fi: FileInfo, now: float, priority: int | None = None, exp_days: float | None = None
) -> tuple[str, ...]:
    """Set a new file's deletion attributes: defaults, or the template's overrides.

    Defaults: priority P_LOW, last use and arrival now, expiry 60 days from now.
    ``priority`` and ``exp_days`` are the values of ``<priority>`` and
    ``<exp_days>`` from the workunit or result template, already parsed.
    Unusable values keep the default; the problems are returned in words.
    """
    problems: list[str] = []
    fi.priority = int(FilePriority.LOW)
    if priority is not None:
        if int(FilePriority.LOW) <= priority <= int(FilePriority.HIGH):
            fi.priority = int(priority)
        else:
            problems.append(f"{fi.name}: <priority> {priority} is outside 1-5; P_LOW is used")
    fi.last_use_time = now
    fi.arrival_time = now
    fi.exp_time = now + DEFAULT_EXPIRY_S
    if exp_days is not None:
        if not math.isfinite(exp_days) or exp_days < 0:
            problems.append(f"{fi.name}: <exp_days> {exp_days} is unusable; 60 days are used")
        else:
            if exp_days > MAX_EXP_DAYS:
                problems.append(f"{fi.name}: <exp_days> {exp_days:g} is taken as {MAX_EXP_DAYS:g}")
            fi.exp_time = now + min(exp_days, MAX_EXP_DAYS) * 86400.0
    # exp_time 0 means "arrival + 60 days" in FileInfo; keep an explicit expiry distinct.
    fi.exp_time = max(fi.exp_time, 1e-6)
    return tuple(problems)
