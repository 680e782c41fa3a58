"""Which files the data manager may delete, and in what order.

A file is *referenced* (never deletable) when

* it is an input of a result whose computation is not over (queued, downloading
  or running, or holding an active task), counted per result so that aborting a
  result can release its inputs;
* it is an output of a result the server has not acknowledged (it must still
  be uploaded and reported);
* it belongs to the app version such a result runs with, or to the newest
  version of an app (the next job needs it; BOINC's garbage collector keeps it
  too);
* the engine says it is busy (a transfer in progress, a file open for a job);
* or it is not on disk yet (status other than PRESENT: being downloaded).

Every other file of a project is a *candidate*. Candidates are ordered by the
project's deletion policy and given a *level*; a decision "deleting at priority
pr" may take candidates of level <= pr:

* level 0: files nobody needs any more (not sticky) and, under
  ``<deletion_policy_expire/>``, expired files: these go first;
* under ``<deletion_policy_priority/>``: the file's priority (P_LOW=1 ..
  P_HIGH=5), lowest first, in the order the files arrived;
* otherwise (the default): level P_LOW for every sticky file;
* within a level, least recently used first (``last_use_time``), then by name
  so that the order is total and reproducible.

Because the sort key starts with the level, the candidates a decision may take
at priority pr are always a prefix of the project's list. A ``DiskIndex`` keeps,
per project, that sorted list with running byte totals, so "how much could
this project give up to level pr" is a binary search, and planning deletions
costs O(projects x levels x log files) plus the files actually chosen.

The index is a snapshot of the state at ``now``. The engine must build a new one
after results, workunits, app versions or files change, and when
``valid_until`` has passed (a file expired, which changes the order). Decision
functions build one themselves when none is given.

Reads: results, workunits, active tasks, app versions, file infos and the
projects' deletion-policy flags. Writes nothing.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter

from core.disk.accounting import clean_bytes
from core.ids import AppName, FileKey, ProjectUrl, ResultKey
from core.state import AppVersion, ClientState, FileInfo, FilePriority, FileStatus, Project
from core.state.enums import ResultState
from core.state.files import DEFAULT_EXPIRY_S

LEVEL_FIRST = 0
"""Level of files deleted before any priority level: unneeded and expired ones."""

MAX_LEVEL = int(FilePriority.HIGH)


class DeletionRule(Enum):
    """Why a file sits where it does in its project's deletion order."""

    NOT_NEEDED = "no longer needed by any task"
    EXPIRED = "expired"
    PRIORITY = "lowest priority first"
    LRU = "least recently used first"


def expiry_time(fi: FileInfo) -> float:
    """When the file expires: its exp_time, or arrival + 60 days by default."""
    return fi.exp_time if fi.exp_time > 0 else fi.arrival_time + DEFAULT_EXPIRY_S


def clamp_priority(priority: int) -> int:
    """A priority usable as a level: outside 1..5 is pulled to the nearest bound."""
    return min(max(int(priority), int(FilePriority.LOW)), MAX_LEVEL)


def deletion_level(project: Project, fi: FileInfo, now: float) -> int:
    """The file's level in its project's deletion order (see the module text)."""
    if not fi.sticky:
        return LEVEL_FIRST
    if project.deletion_policy_expire and expiry_time(fi) <= now:
        return LEVEL_FIRST
    if project.deletion_policy_priority:
        return clamp_priority(fi.priority)
    return int(FilePriority.LOW)


def deletion_rule(project: Project, fi: FileInfo, now: float) -> DeletionRule:
    if not fi.sticky:
        return DeletionRule.NOT_NEEDED
    if project.deletion_policy_expire and expiry_time(fi) <= now:
        return DeletionRule.EXPIRED
    if project.deletion_policy_priority:
        return DeletionRule.PRIORITY
    return DeletionRule.LRU


def deletion_key(project: Project, fi: FileInfo, now: float) -> tuple[int, float, float, str]:
    """Sort key: smaller is deleted first."""
    arrival = fi.arrival_time if project.deletion_policy_priority else 0.0
    return (deletion_level(project, fi, now), arrival, fi.last_use_time, fi.name)


_by_name = attrgetter("name")
_by_last_use = attrgetter("last_use_time")
_by_arrival = attrgetter("arrival_time")


@dataclass(frozen=True, slots=True)
class References:
    """What keeps files alive (see the module text)."""

    input_refs: dict[FileKey, int]  # unfinished results naming the file as input
    pinned: frozenset[FileKey]  # outputs, app version files, busy files

    def is_referenced(self, key: FileKey) -> bool:
        return key in self.pinned or self.input_refs.get(key, 0) > 0


def _app_version_index(
    state: ClientState,
) -> tuple[dict[tuple[ProjectUrl, AppName, int], AppVersion], dict[tuple[ProjectUrl, AppName], AppVersion]]:
    exact: dict[tuple[ProjectUrl, AppName, int], AppVersion] = {}
    newest: dict[tuple[ProjectUrl, AppName], AppVersion] = {}
    for av in state.app_versions:
        exact.setdefault((av.project_url, av.app_name, av.version_num), av)
        key = (av.project_url, av.app_name)
        best = newest.get(key)
        if best is None or av.version_num > best.version_num:
            newest[key] = av
    return exact, newest


def computing(state: ClientState, result_key: ResultKey, result_state: int) -> bool:
    """Is the result queued or computing (its inputs still needed)?"""
    return result_state < ResultState.COMPUTE_ERROR or result_key in state.active_tasks


def references(state: ClientState, busy: Iterable[FileKey] = ()) -> References:
    """Every reference that protects a file, computed in one pass over the results."""
    exact, newest = _app_version_index(state)
    input_refs: dict[FileKey, int] = {}
    pinned: set[FileKey] = set(busy)
    for latest in newest.values():
        pinned.update((latest.project_url, ref.file_name) for ref in latest.file_refs)
    for key, result in state.results.items():
        if result.got_server_ack:
            continue
        url = result.project_url
        for ref in result.output_files:
            pinned.add((url, ref.file_name))
        if not computing(state, key, result.state):
            continue
        wu = state.workunits.get((url, result.wu_name))
        if wu is None:
            continue
        for ref in wu.input_files:
            fk = (url, ref.file_name)
            input_refs[fk] = input_refs.get(fk, 0) + 1
        av: AppVersion | None = None
        if result.version_num:
            av = exact.get((url, wu.app_name, result.version_num))
        if av is None:
            av = newest.get((url, wu.app_name))
        if av is not None:
            pinned.update((url, ref.file_name) for ref in av.file_refs)
    return References(input_refs, frozenset(pinned))


@dataclass(slots=True)
class ProjectCandidates:
    """One project's deletable files in deletion order, with running byte totals."""

    url: ProjectUrl
    files: list[FileInfo] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)  # non-decreasing
    cum: list[float] = field(default_factory=lambda: [0.0])  # cum[i] = bytes of files[:i]

    def end_at(self, level: int) -> int:
        """Index one past the last file a decision at priority ``level`` may take."""
        return bisect_right(self.levels, level)

    def bytes_between(self, start: int, stop: int) -> float:
        return self.cum[stop] - self.cum[start]

    def covering(self, start: int, stop: int, amount: float) -> int:
        """Smallest j in [start, stop] with bytes_between(start, j) >= amount (stop if none)."""
        if amount <= 0:
            return start
        j = bisect_left(self.cum, self.cum[start] + amount, start + 1, stop + 1)
        return min(j, stop)

    @property
    def total_bytes(self) -> float:
        return self.cum[-1]


@dataclass(frozen=True, slots=True)
class DiskIndex:
    """Per-project sorted candidate lists for one state at one instant.

    Build with ``DiskIndex.build``; do not mutate. Rebuild after the state's
    results, workunits, app versions or files change, or once ``valid_until``
    has passed.
    """

    now: float
    refs: References
    candidates: dict[ProjectUrl, ProjectCandidates]
    valid_until: float  # the earliest expiry that would reorder a list (inf if none)

    @staticmethod
    def build(state: ClientState, now: float, busy: Collection[FileKey] = ()) -> DiskIndex:
        refs = references(state, busy)
        input_refs = refs.input_refs
        pinned = refs.pinned
        present = int(FileStatus.PRESENT)
        low = int(FilePriority.LOW)
        # One bucket per level and project: the scan only appends, and each bucket is
        # then ordered by stable sorts on plain attributes. This gives the order of
        # deletion_key without building a key tuple per file (100k files: 3x faster).
        buckets: dict[ProjectUrl, list[list[FileInfo]]] = {
            url: [[] for _ in range(MAX_LEVEL + 1)] for url in state.projects
        }
        flags = {url: (p.deletion_policy_expire, p.deletion_policy_priority) for url, p in state.projects.items()}
        valid_until = float("inf")
        for key, fi in state.file_infos.items():
            if fi.status != present or key in pinned or key in input_refs:
                continue
            found = flags.get(fi.project_url)
            if found is None:
                continue
            expire, by_priority = found
            if not fi.sticky:
                level = LEVEL_FIRST
            else:
                level = min(max(int(fi.priority), low), MAX_LEVEL) if by_priority else low
                if expire:
                    expiry = fi.exp_time if fi.exp_time > 0 else fi.arrival_time + DEFAULT_EXPIRY_S
                    if expiry <= now:
                        level = LEVEL_FIRST
                    elif expiry < valid_until:
                        valid_until = expiry
            buckets[fi.project_url][level].append(fi)
        candidates: dict[ProjectUrl, ProjectCandidates] = {}
        for url, per_level in buckets.items():
            by_priority = flags[url][1]
            files: list[FileInfo] = []
            levels: list[int] = []
            for level, bucket in enumerate(per_level):
                if not bucket:
                    continue
                bucket.sort(key=_by_name)
                bucket.sort(key=_by_last_use)
                if by_priority:
                    bucket.sort(key=_by_arrival)
                files += bucket
                levels += [level] * len(bucket)
            cum = [0.0]
            total = 0.0
            for fi in files:
                total += clean_bytes(fi.nbytes)
                cum.append(total)
            candidates[url] = ProjectCandidates(url, files, levels, cum)
        return DiskIndex(now, refs, candidates, valid_until)

    def valid_at(self, now: float) -> bool:
        """True while the order computed at ``self.now`` still holds."""
        return self.now <= now < self.valid_until

    def of(self, url: ProjectUrl) -> ProjectCandidates:
        found = self.candidates.get(url)
        return found if found is not None else ProjectCandidates(url)

    def deletable_bytes(self, url: ProjectUrl, max_level: int = MAX_LEVEL) -> float:
        """Bytes of the project's candidates at level <= max_level."""
        c = self.of(url)
        return c.cum[c.end_at(max_level)]
