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
per project, that list with running byte totals, so "how much could this
project give up to level pr" is a lookup and "which files cover N bytes" a
binary search. It is lazy: building it costs one pass over the results (the
references); a project's files are found, filtered and split into levels
when a decision first looks at that project, and a level is sorted when a
decision first needs a position inside it. Adding one file to a client with
100k files thus reads the files of the one or two projects it takes space
from and sorts only the level it deletes from (bench/disk_add_file.py: about
4x faster than building everything at 100k files; forcing every project's
sorted list costs about a fifth more than the former eager build).

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
from dataclasses import dataclass
from itertools import accumulate, chain
from operator import attrgetter

from core.disk.accounting import clean_bytes
from core.ids import AppName, FileKey, ProjectUrl, ResultKey
from core.state import AppVersion, ClientState, FileInfo, FilePriority, FileStatus, Project
from core.state.disk import DeletionRule as DeletionRule  # moved to core/state; kept here too
from core.state.enums import ResultState
from core.state.files import DEFAULT_EXPIRY_S

LEVEL_FIRST = 0
"""Level of files deleted before any priority level: unneeded and expired ones."""

MAX_LEVEL = int(FilePriority.HIGH)


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


def _sort_level(bucket: list[FileInfo], by_priority: bool) -> None:
    # Stable sorts on plain attributes, last key first: the order of deletion_key
    # without building a key tuple per file (100k files: 3x faster than tuples).
    bucket.sort(key=_by_name)
    bucket.sort(key=_by_last_use)
    if by_priority:
        bucket.sort(key=_by_arrival)


def _clean_total(files: list[FileInfo]) -> float:
    """sum(clean_bytes(fi.nbytes)) without a call per file in the usual case."""
    sizes = [fi.nbytes for fi in files]
    total = float(sum(sizes))
    if total == total and (not sizes or (min(sizes) >= 0.0 and max(sizes) < 1e18)):  # see _clean_sizes
        return total
    return float(sum(map(clean_bytes, sizes)))


def _clean_sizes(files: list[FileInfo]) -> list[float]:
    """The files' sizes as clean_bytes gives them, without a call per file in the usual case."""
    sizes = [fi.nbytes for fi in files]
    # A NaN anywhere makes the sum NaN (and would fool min and max); without one,
    # min and max are exact.
    total = sum(sizes)
    if sizes and not (total == total and min(sizes) >= 0.0 and max(sizes) < 1e18):
        sizes = [clean_bytes(x) for x in sizes]
    return sizes


class ProjectCandidates:
    """One project's deletable files in deletion order, with running byte totals.

    The files come grouped by level and each level is sorted the first time a
    question needs a position inside it; questions that stop at a level
    boundary (``end_at``, ``total_bytes``, whole levels) use per-level totals
    alone. A decision that takes a few files from the front of a big project
    therefore sorts only the level it takes them from. Positions are indexes
    into the whole list (``files``), as if it were fully sorted.
    """

    __slots__ = ("url", "_by_priority", "_buckets", "_starts", "_start_bytes", "_level_cum")

    def __init__(self, url: ProjectUrl, buckets: list[list[FileInfo]] | None = None, by_priority: bool = False) -> None:
        self.url = url
        self._by_priority = by_priority
        self._buckets = buckets if buckets is not None else []  # [level] -> files, unsorted until needed
        starts = [0]
        start_bytes = [0.0]
        for bucket in self._buckets:
            starts.append(starts[-1] + len(bucket))
            start_bytes.append(start_bytes[-1] + _clean_total(bucket))
        self._starts = starts  # [level] -> position of the level's first file; [-1] = count
        self._start_bytes = start_bytes  # [level] -> bytes before the level; [-1] = total
        self._level_cum: list[list[float] | None] = [None] * len(self._buckets)

    def _cum_of_level(self, level: int) -> list[float]:
        """Running totals inside a level, sorting it first: [k] = bytes of the list up to its k-th file."""
        cum = self._level_cum[level]
        if cum is None:
            bucket = self._buckets[level]
            _sort_level(bucket, self._by_priority)
            cum = list(accumulate(_clean_sizes(bucket), initial=self._start_bytes[level]))
            self._level_cum[level] = cum
        return cum

    def _level_at(self, i: int) -> int:
        """The level whose range holds position ``i`` (for i == count: one past the last)."""
        return bisect_right(self._starts, i) - 1

    def cum_at(self, i: int) -> float:
        """Bytes of the first ``i`` files in deletion order."""
        level = self._level_at(i)
        start = self._starts[level]
        if i == start:
            return self._start_bytes[level]
        return self._cum_of_level(level)[i - start]

    def end_at(self, level: int) -> int:
        """Index one past the last file a decision at priority ``level`` may take."""
        return self._starts[min(max(level + 1, 0), len(self._buckets))]

    def bytes_between(self, start: int, stop: int) -> float:
        return self.cum_at(stop) - self.cum_at(start)

    def covering(self, start: int, stop: int, amount: float) -> int:
        """Smallest j in [start, stop] with bytes_between(start, j) >= amount (stop if none)."""
        if amount <= 0:
            return start
        target = self.cum_at(start) + amount
        if stop <= start or self.cum_at(stop) < target:
            return stop
        level = self._level_at(start)
        while self._start_bytes[level + 1] < target:  # find the level where the total reaches target
            level += 1
        first = self._starts[level]
        cum = self._cum_of_level(level)
        # min(): the level's total was summed unsorted and may differ in the last bit
        k = min(bisect_left(cum, target, max(start + 1 - first, 1)), len(cum) - 1)
        return min(first + k, stop)

    def files_between(self, start: int, stop: int) -> list[FileInfo]:
        """The files at positions [start, stop) in deletion order."""
        out: list[FileInfo] = []
        for level, bucket in enumerate(self._buckets):
            first, end = self._starts[level], self._starts[level + 1]
            if end <= start or first >= stop or not bucket:
                continue
            self._cum_of_level(level)
            out += bucket[max(start - first, 0) : stop - first]
        return out

    def __len__(self) -> int:
        return self._starts[-1]

    @property
    def files(self) -> list[FileInfo]:
        """Every candidate in deletion order (sorts every level)."""
        return self.files_between(0, len(self))

    @property
    def levels(self) -> list[int]:
        """The level of each file in ``files`` (non-decreasing)."""
        out: list[int] = []
        for level, bucket in enumerate(self._buckets):
            out += [level] * len(bucket)
        return out

    @property
    def cum(self) -> list[float]:
        """cum[i] = bytes of files[:i] (sorts every level)."""
        return [self.cum_at(i) for i in range(len(self) + 1)]

    @property
    def total_bytes(self) -> float:
        return self._start_bytes[-1]


SCANS_BEFORE_GROUPING = 2
"""Projects looked up by scanning every file before one pass groups them all.

A scan for one project costs about a third of grouping every file, and an
add-file decision usually looks at one or two projects (the greatest
offenders); a poll or a snapshot that walks every project groups once."""


class DiskIndex:
    """Per-project candidate lists for one state at one instant.

    ``build`` does only what every decision needs: the references, and a copy
    of the list of files. A project's files are found on its first ``of`` (by
    a scan of that list for the first ``SCANS_BEFORE_GROUPING`` projects, then
    by grouping all files once), split into levels, and each level is sorted
    when first needed, so a decision pays only for the projects and levels it
    looks at. Do not mutate the state while using an index: rebuild after the
    state's results, workunits, app versions or files change, or once
    ``valid_until`` has passed. Engine thread only (the lazy parts fill in
    caches).
    """

    __slots__ = ("now", "refs", "_files", "_groups", "_held", "_flags", "_built", "_valid_until")

    def __init__(self, now: float, refs: References, files: list[FileInfo],
                 held: dict[ProjectUrl, set[str]], flags: dict[ProjectUrl, tuple[bool, bool]]) -> None:
        self.now = now
        self.refs = refs
        self._files = files  # every file of the state, in state order
        self._groups: dict[ProjectUrl, list[FileInfo]] | None = None  # project -> its files, once grouped
        self._held = held  # project -> names of its referenced files
        self._flags = flags  # project -> (deletion_policy_expire, deletion_policy_priority), state order
        self._built: dict[ProjectUrl, ProjectCandidates] = {}
        self._valid_until: dict[ProjectUrl, float] = {}

    @staticmethod
    def build(state: ClientState, now: float, busy: Collection[FileKey] = ()) -> DiskIndex:
        refs = references(state, busy)
        held: dict[ProjectUrl, set[str]] = {}
        for url, name in chain(refs.pinned, refs.input_refs):
            held.setdefault(url, set()).add(name)
        flags = {url: (p.deletion_policy_expire, p.deletion_policy_priority) for url, p in state.projects.items()}
        return DiskIndex(now, refs, list(state.file_infos.values()), held, flags)

    def _files_of(self, url: ProjectUrl) -> list[FileInfo]:
        if self._groups is None and len(self._built) < SCANS_BEFORE_GROUPING:
            return [fi for fi in self._files if fi.project_url == url]
        return self._grouped()[url]

    def _grouped(self) -> dict[ProjectUrl, list[FileInfo]]:
        if self._groups is None:
            groups: dict[ProjectUrl, list[FileInfo]] = {u: [] for u in self._flags}
            append_to = {u: group.append for u, group in groups.items()}.get
            # Nothing but grouping here: filtering happens per project in _split
            # (a key look-up per file in this loop would cost 4x the whole pass).
            for fi in self._files:
                append = append_to(fi.project_url)
                if append is not None:
                    append(fi)
            self._groups = groups
        return self._groups

    def _split(self, url: ProjectUrl) -> ProjectCandidates:
        """Sort one project's deletable files into levels (see the module text); levels stay unsorted."""
        present = int(FileStatus.PRESENT)
        expire, by_priority = self._flags[url]
        files = self._files_of(url)
        held = self._held.get(url)
        if held:
            files = [fi for fi in files if fi.name not in held]
        # Comprehensions rather than one loop with branches: a pass costs little
        # more than its attribute reads, and the rare cases get passes of their own.
        first = [fi for fi in files if not fi.sticky and fi.status == present]
        sticky = [fi for fi in files if fi.sticky and fi.status == present]
        next_expiry = float("inf")
        if expire and sticky:
            now = self.now
            expiry = [fi.exp_time if fi.exp_time > 0 else fi.arrival_time + DEFAULT_EXPIRY_S for fi in sticky]
            future = [e for e in expiry if e > now]
            if len(future) < len(expiry):
                first += [fi for fi, e in zip(sticky, expiry) if e <= now]
                sticky = [fi for fi, e in zip(sticky, expiry) if e > now]
            next_expiry = min(future, default=next_expiry)
        buckets: list[list[FileInfo]] = [[] for _ in range(MAX_LEVEL + 1)]
        buckets[LEVEL_FIRST] = first
        if by_priority:
            low = int(FilePriority.LOW)
            for fi in sticky:
                buckets[min(max(int(fi.priority), low), MAX_LEVEL)].append(fi)
        else:
            buckets[int(FilePriority.LOW)] = sticky
        self._valid_until[url] = next_expiry
        return ProjectCandidates(url, buckets, by_priority)

    def of(self, url: ProjectUrl) -> ProjectCandidates:
        found = self._built.get(url)
        if found is None:
            if url not in self._flags:
                return ProjectCandidates(url)
            found = self._built[url] = self._split(url)
        return found

    @property
    def candidates(self) -> dict[ProjectUrl, ProjectCandidates]:
        """Every project's candidates, in the state's project order."""
        self._grouped()
        return {url: self.of(url) for url in self._flags}

    @property
    def valid_until(self) -> float:
        """The earliest expiry that would reorder a list (inf if none); splits every project."""
        self._grouped()
        for url in self._flags:
            self.of(url)
        return min(self._valid_until.values(), default=float("inf"))

    def valid_at(self, now: float) -> bool:
        """True while the order computed at ``self.now`` still holds."""
        return self.now <= now < self.valid_until

    def deletable_bytes(self, url: ProjectUrl, max_level: int = MAX_LEVEL) -> float:
        """Bytes of the project's candidates at level <= max_level."""
        c = self.of(url)
        return c.cum_at(c.end_at(max_level))
