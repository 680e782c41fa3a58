"""The emulated server's side of job files: inputs, outputs, sticky files and chains.

An app whose scenario gives it a ``FileSpec`` sends jobs that read and write
files, named and sized here:

* a per-job input (``input_bytes``, not sticky) and output (``output_bytes``);
* sticky inputs: a new file of ``sticky_bytes`` with probability
  ``sticky_probability`` per job, and/or one file shared by each run of
  ``sticky_per_jobs`` consecutive jobs (K); each with the app's
  ``sticky_priority`` and ``sticky_exp_days``;
* chains (workunit affinity, the early design notes): jobs come in chains of
  ``chain_length`` (N) that share one sticky input of ``chain_bytes`` (S). The
  successor of a job becomes sendable when the server learns the job was done
  (its report). With affinity on, the server sends a ready successor first,
  and only to a host that lists the chain's file among its sticky files; a
  successor whose file the host no longer holds migrates to another host (it
  leaves this emulation). With affinity off, the scheduler ignores where the
  files are: in a population of hosts a job's predecessor almost never ran on
  this one, so every job comes from a chain this host has not seen and brings
  its chain file with it. Expected chain bytes downloaded: S per chain with
  affinity, S per job without, a ratio of about 1/N.
* the end of a chain on this host: a chain file the host lists that neither a
  job in progress there nor a ready successor reads is of no more use to it
  (the chain ended, or its next job went elsewhere), so the reply tells the
  host to delete it (``<delete_file_info>``, ``unwanted``), as the demo
  scheduler does (core.demo.affinity). Without this a finished chain's file
  would stay on the host until the data manager took it, and within the
  project's share only ``<delete_from_self/>`` could; a project whose share
  holds a couple of dead chain files could then never fit a new one.

The server drafts the files of the jobs the work-send policy chose, asks the
disk passes (core.disk.server) which of them fit the host's three free-space
figures, then commits the sent drafts and releases the others (a successor
goes back to the front of its queue). A draft's ``need`` is the bytes the host
must find room for: the inputs it does not hold yet (a file shared with an
earlier job of the same reply counts once) and the output. The passes may skip
a job that does not fit and keep a later one; if the two shared a file, the
later one's need would count the file as brought by the skipped one and the
host would get a job whose file it cannot hold. So the passes see ``bundles``:
jobs sharing a file the host lacks are taken or skipped together.

Reads: the apps' ``FileSpec``, the sticky file names the host lists, reported
result names. Writes: only its own bookkeeping.
"""
from __future__ import annotations

import random
from collections import deque
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from core.emulator.scenario import FileSpec


@dataclass(frozen=True, slots=True)
class FileDesc:
    """One file as the server describes it in a reply (``<file_info>``)."""

    name: str
    nbytes: float
    kind: str  # "input", "sticky", "chain" or "output"
    sticky: bool = False
    priority: int = 1  # <priority>
    exp_days: float = 60.0  # <exp_days>


@dataclass(slots=True)
class JobFiles:
    """A drafted job's files and what it needs on the host."""

    app: str
    inputs: tuple[FileDesc, ...]
    output: FileDesc | None
    need: float  # bytes the host must find room for (inputs it lacks + the output)
    chain: int = -1  # chain id (-1: not chained)
    position: int = 0  # place in its chain, 0 = first
    successor: bool = False  # taken from the ready queue (affinity)


@dataclass(slots=True)
class _AppFiles:
    spec: FileSpec
    shared_jobs: int = 0  # jobs that used a K-shared sticky file so far
    next_chain: int = 0
    ready: deque[tuple[int, int]] = field(default_factory=deque)  # (chain, position) sendable successors


@dataclass(slots=True)
class ChainCounts:
    """How chains went, per project (for the figures)."""

    started: int = 0  # first jobs of chains sent (affinity off: every chained job)
    successors_sent: int = 0  # jobs sent to the host already holding their chain file
    migrated: int = 0  # ready successors dropped because the host no longer held the file
    released: int = 0  # chain files the host was told to delete (<delete_file_info>)


class ProjectFiles:
    """One project's file catalogue: what each job it sends reads and writes."""

    def __init__(self, prefix: str, affinity: bool, rng: random.Random) -> None:
        self.prefix = prefix
        self.affinity = affinity
        self.rng = rng
        self.counts = ChainCounts()
        self._apps: dict[str, _AppFiles] = {}
        self._waiting_report: dict[str, tuple[str, int, int]] = {}  # result -> (app, chain, position)
        self._in_progress: dict[str, tuple[str, int]] = {}  # sent chained result -> (app, chain)
        self._chain_files: dict[str, tuple[str, int]] = {}  # chain file sent to the host -> (app, chain)

    def _app(self, app: str, spec: FileSpec) -> _AppFiles:
        found = self._apps.get(app)
        if found is None:
            found = self._apps[app] = _AppFiles(spec)
        return found

    def reported(self, names: Collection[str]) -> None:
        """Results the host reported: their chains' successors become sendable."""
        for name in names:
            self._in_progress.pop(name, None)
            link = self._waiting_report.pop(name, None)
            if link is not None:
                app, chain, position = link
                self._apps[app].ready.append((chain, position + 1))

    def chain_file(self, app: str, chain: int) -> str:
        return f"{self.prefix}_{app}_chain_{chain}"

    def unwanted(self, held: Collection[str]) -> list[str]:
        """Chain files among ``held`` that no job in progress and no ready successor reads.

        Call after ``reported`` (a report can end a chain) and before drafting;
        the names returned are forgotten, as the host deletes them.
        """
        wanted = set(self._in_progress.values())
        for app, book in self._apps.items():
            wanted.update((app, chain) for chain, _ in book.ready)
        out = [name for name in held
               if (link := self._chain_files.get(name)) is not None and link not in wanted]
        out.sort()  # held is a set: a fixed order keeps runs reproducible
        for name in out:
            del self._chain_files[name]
        self.counts.released += len(out)
        return out

    def draft(self, app: str, spec: FileSpec, wu_name: str, result_name: str,
              held: Collection[str], batch: set[str]) -> JobFiles:
        """Files of one job about to be sent; ``batch`` collects the files earlier drafts bring."""
        book = self._app(app, spec)
        inputs: list[FileDesc] = []
        if spec.input_bytes > 0:
            inputs.append(FileDesc(f"{wu_name}.in", spec.input_bytes, "input"))
        if spec.sticky_bytes > 0 and spec.sticky_per_jobs > 0:
            group = book.shared_jobs // spec.sticky_per_jobs
            book.shared_jobs += 1
            inputs.append(FileDesc(f"{self.prefix}_{app}_shared_{group}", spec.sticky_bytes, "sticky", True,
                                   spec.sticky_priority, spec.sticky_exp_days))
        if spec.sticky_bytes > 0 and spec.sticky_probability > 0 and self.rng.random() < spec.sticky_probability:
            inputs.append(FileDesc(f"{wu_name}.sticky", spec.sticky_bytes, "sticky", True,
                                   spec.sticky_priority, spec.sticky_exp_days))
        chain, position, successor = -1, 0, False
        if spec.chain_length > 1:
            chain, position, successor = self._chain_slot(app, book, held)
            inputs.append(FileDesc(self.chain_file(app, chain), spec.chain_bytes, "chain", True,
                                   spec.chain_priority, spec.chain_exp_days))
        output = FileDesc(f"{result_name}.out", spec.output_bytes, "output") if spec.output_bytes > 0 else None
        need = output.nbytes if output is not None else 0.0
        for f in inputs:
            if f.name not in held and f.name not in batch:
                need += f.nbytes
                batch.add(f.name)
        return JobFiles(app, tuple(inputs), output, need, chain, position, successor)

    def _chain_slot(self, app: str, book: _AppFiles, held: Collection[str]) -> tuple[int, int, bool]:
        if self.affinity:
            while book.ready:
                chain, position = book.ready.popleft()
                if self.chain_file(app, chain) in held:
                    return chain, position, True
                self.counts.migrated += 1
        chain = book.next_chain
        book.next_chain += 1
        return chain, 0, False

    def release(self, job: JobFiles) -> None:
        """A drafted job that was not sent (it did not fit the host's disk)."""
        if job.successor:
            self._apps[job.app].ready.appendleft((job.chain, job.position))

    def commit(self, job: JobFiles, result_name: str) -> None:
        """A drafted job that was sent."""
        if job.chain < 0:
            return
        self._in_progress[result_name] = (job.app, job.chain)
        self._chain_files[self.chain_file(job.app, job.chain)] = (job.app, job.chain)
        if job.successor:
            self.counts.successors_sent += 1
        else:
            self.counts.started += 1
        length = self._apps[job.app].spec.chain_length
        if self.affinity and job.position + 1 < length:
            self._waiting_report[result_name] = (job.app, job.chain, job.position)


def bundles(jobs: Sequence[tuple[str, JobFiles]], held: Collection[str]) -> list[list[str]]:
    """The names of ``jobs`` grouped so that jobs sharing a file the host lacks are together.

    Groups come in the order of their first job, and each lists its jobs in
    order. A group's need is the sum of its drafts' needs (the file counts for
    the first of them), and no file is shared across groups, so the server's
    passes can take or skip whole groups without miscounting.
    """
    group_of: dict[str, int] = {}  # file the host lacks -> the group that brings it
    groups: list[list[str]] = []
    for name, job in jobs:
        lacking = [f.name for f in job.inputs if f.name not in held]
        ids = sorted({group_of[f] for f in lacking if f in group_of})
        if ids:
            target = ids[0]
            for other in ids[1:]:  # the job links groups that were apart: merge them
                groups[target] += groups[other]
                groups[other] = []
            if len(ids) > 1:
                merged = set(ids[1:])
                group_of = {f: target if g in merged else g for f, g in group_of.items()}
        else:
            target = len(groups)
            groups.append([])
        groups[target].append(name)
        for f in lacking:
            group_of[f] = target
    order = {name: i for i, (name, _) in enumerate(jobs)}
    return [sorted(g, key=order.__getitem__) for g in groups if g]
