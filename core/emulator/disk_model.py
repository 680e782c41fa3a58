"""The client's files and disk in the emulator: downloads, outputs, garbage and the data manager.

Active when a scenario uses files or gives the host a disk (``Scenario.uses_disk``);
otherwise the emulator runs exactly as without it. It runs the real disk policy
(core.disk) on the emulated state, over an ``EmulatedDisk`` of the scenario's
size shared with other programs:

* **Requests.** Each scheduler request carries the three free-space figures
  (``request_figures``) and the names of the project's sticky files present,
  so the server's disk passes and affinity can honour them (``host_disk``).
* **Downloads.** A reply's jobs are taken in order. Each input not yet present
  goes through ``associate_file``: accepted files are downloaded at once
  (their bytes counted), after the deletions the policy chose; a refused file
  makes its job wait (state FILES_DOWNLOADING, not runnable) until a later tick
  finds room. While a reply is handled, the files its jobs read are protected
  from deletion (the engine has not merged the jobs yet). A file already
  present is reused and its LRU time updated.
* **Outputs** appear when a job completes (the app writes them; no admission),
  are uploaded at once (counted) and stay until the server acknowledges the
  result. Then the garbage collector removes the job's output and non-sticky
  inputs; sticky files stay until the data manager deletes them, or until a
  reply's ``<delete_file_info>`` (a chain that ended on this host) clears
  their sticky flag, after which they go as soon as no job reads them.
* **data_manager_poll** runs at every emulator step after disk usage may have
  grown (a completion wrote an output), and again while computing is
  suspended whenever space was freed. Nothing else moves usage up or the limit
  (the disk, other programs and the preferences are fixed in a scenario), so
  this gives the decisions of the live client's 60-second poll. Deletions and
  task aborts are carried out on the emulated disk; when the poll says nothing
  more can go, computing is suspended (``DiskGatedHost``) until it can resume.

Reads and writes the engine's ``ClientState`` (file infos, projects' disk
usage and deletion flags, results' states), from the engine's thread, inside
its poll (transport and observer hooks) and between polls (``tick``).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from core.disk.accounting import accounts, clean_bytes
from core.disk.candidates import MAX_LEVEL, DiskIndex
from core.disk.emulated import EmulatedDisk
from core.disk.limits import DiskLimits, DiskMeasurement
from core.disk.policy import (
    Deletion,
    apply_association,
    init_file_attributes,
)
from core.disk.poll import PollDecision
from core.disk.server import DiskRequestFigures
from core.emulator.chains import JobFiles
from core.emulator.disk_figures import (
    ClientDiskFigures,
    DecisionRecord,
    DeletionKey,
    DeletionRecord,
    DiskAudit,
    ProjectDiskFigures,
    RefusalRecord,
    audit_records,
    client_row,
    project_row,
)
from core.emulator.scenario import Scenario
from core.emulator.server import EmulatedProjectServer, HostDisk
from core.engine.disk import DiskDriver
from core.ids import FileKey, FileName, ProjectUrl, ResultKey
from core.policy.cpu_sched import CpuSchedule
from core.ports import Availability, Host, SchedulerReply, SchedulerRequest
from core.state import ClientState, FileInfo, FileStatus, Result, ResultState
from core.state.disk import DeletionResult
from core.state.prefs import GIB

UNLIMITED_DISK = 1e15
"""Disk size (bytes) when a scenario uses files but gives the host no disk size."""

MAX_MISMATCHES = 20


class DiskModel:
    """The emulated client's files; see the module text. One per run."""

    def __init__(self, scenario: Scenario, state: ClientState, *, audit: bool = False) -> None:
        h = scenario.host
        total = h.disk_total_gb * GIB if h.disk_total_gb > 0 else UNLIMITED_DISK
        self.state = state
        self.disk = EmulatedDisk(total, h.disk_other_gb * GIB, h.disk_core_gb * GIB)
        self.client = ClientDiskFigures(total, self.disk.other_usage, self.disk.core_usage)
        self.figs: dict[ProjectUrl, ProjectDiskFigures] = {}
        for spec in scenario.projects:
            url = ProjectUrl(spec.url)
            project = state.projects[url]
            # What a first scheduler reply would have set from the project's config.xml.
            project.deletion_policy_priority = spec.deletion_policy_priority
            project.deletion_policy_expire = spec.deletion_policy_expire
            project.delete_from_self = spec.delete_from_self
            self.figs[url] = ProjectDiskFigures(spec.name)
        self.audit = DiskAudit() if audit else None
        self._jobs: dict[ResultKey, JobFiles] = {}  # results not yet acknowledged
        self._reading: set[ResultKey] = set()  # results whose inputs count in _in_use
        self._in_use: dict[FileKey, int] = {}  # unfinished results reading each file
        self._outputs: set[FileKey] = set()  # outputs of results not yet acknowledged
        self._waiting: dict[ResultKey, Result] = {}  # jobs waiting for room for their files, oldest first
        self._starved: set[ProjectUrl] = set()  # last work request turned down for disk
        # audit only: per project, the last request's (time, figures, other offenders)
        self._asked: dict[ProjectUrl, tuple[float, DiskRequestFigures, dict[str, tuple[float, float]]]] = {}
        self._dirty = True
        self._freed = False
        # audit only: what the decision being carried out deletes, recorded before it happens
        self._records: tuple[list[DeletionRecord], dict[str, DeletionKey | None]] = ([], {})
        # The one disk driver, as the live client's: the emulator polls when a job wrote
        # its output (check_soon), never by the clock; a file it admits is present at once;
        # and every decision gets a fresh index (its figures must not move).
        self.driver = DiskDriver(state, self.disk, period=math.inf, reserve_on_admit=False,
                                 index_per_tick=False, watcher=self)
        self.driver.measure()

    @property
    def limits(self) -> DiskLimits:
        assert self.driver.limits is not None  # measured in the constructor
        return self.driver.limits

    @property
    def suspended(self) -> bool:
        return self.driver.over_limit

    # ---------------------------------------------------------------- limits

    def measured(self, m: DiskMeasurement, limits: DiskLimits) -> None:
        self.client.total_limit = limits.total_limit
        self.client.limit_source = limits.source.name.lower()
        if self.audit is not None and len(self.audit.usage_mismatches) < MAX_MISMATCHES:
            for url, measured in m.project_usage.items():
                kept = self.state.projects[url].disk_usage
                if abs(kept - measured) > 1e-6 * max(measured, 1.0):
                    self.audit.usage_mismatches.append(f"{url}: disk_usage {kept} but files hold {measured}")

    def _usage(self) -> float:
        return self.limits.core_usage + sum(clean_bytes(p.disk_usage) for p in self.state.projects.values())

    # ------------------------------------------------- transport hooks

    def host_disk(self, url: ProjectUrl, now: float) -> HostDisk:
        figures = self.driver.figures(url, now)
        assert figures is not None  # measured, and every scenario project is known
        held = frozenset(
            str(fi.name) for (u, _), fi in self.state.file_infos.items()
            if u == url and fi.sticky and fi.status == FileStatus.PRESENT
        )
        if self.audit is not None:
            self._asked[url] = (now, figures, self._offenders(url, now))
        return HostDisk(figures, held)

    def _offenders(self, url: ProjectUrl, now: float) -> dict[str, tuple[float, float]]:
        """Other offenders: bytes over their share and bytes the data manager could delete."""
        index = DiskIndex.build(self.state, now)
        return {
            str(u): (p.over_by, index.deletable_bytes(u, MAX_LEVEL))
            for u, p in accounts(self.state, self.limits).projects.items() if u != url and p.offender
        }

    def receive(self, request: SchedulerRequest, reply: SchedulerReply, server: EmulatedProjectServer,
                now: float) -> None:
        fig = self.figs.get(request.project)
        if not reply.ok or fig is None:
            return
        url = request.project
        for name in reply.acked:
            self._acked((url, name))
        for deleted in server.file_deletes:
            self._unstick((url, FileName(deleted)))
        if server.refused_for_disk:
            fig.work_refused += 1
            self._starved.add(url)
            self._audit_refusal(url, server.refused_need)
        elif request.work_req_seconds > 0 or request.req_instances > 0:
            self._starved.discard(url)
        new: list[tuple[Result, JobFiles]] = []
        for r in reply.results:
            job = server.job_files.pop(r.name, None)
            if job is None:
                continue
            self._jobs[r.key] = job
            self._reading.add(r.key)
            for f in job.inputs:
                k = (url, FileName(f.name))
                self._in_use[k] = self._in_use.get(k, 0) + 1
            new.append((r, job))
        # The engine merges these jobs after this hook: until then nothing in the
        # state protects the files they read, so protect them here.
        busy = frozenset((url, FileName(f.name)) for _, job in new for f in job.inputs)
        for r, job in new:
            if not self._fetch(url, job, now, busy):
                r.state = ResultState.FILES_DOWNLOADING
                self._waiting[r.key] = r
                fig.jobs_waited += 1
        self._note_peak()

    def _fetch(self, url: ProjectUrl, job: JobFiles, now: float, busy: frozenset[FileKey]) -> bool:
        """Download the job's missing inputs, in order; False at the first one refused."""
        fig = self.figs[url]
        for f in job.inputs:
            key = (url, FileName(f.name))
            fi = self.state.file_infos.get(key)
            if fi is not None and fi.status == FileStatus.PRESENT:
                fi.last_use_time = now
                continue
            fi = FileInfo(url, FileName(f.name), nbytes=f.nbytes, sticky=f.sticky)
            init_file_attributes(fi, now, f.priority, f.exp_days if f.sticky else None)
            if not self._admit(fi, now, busy):
                return False
            fi.status = FileStatus.PRESENT
            apply_association(self.state, fi)
            fig.bytes_down[f.kind] += f.nbytes
        return True

    def _admit(self, fi: FileInfo, now: float, busy: frozenset[FileKey]) -> bool:
        return self.driver.admit(fi, now, busy)[0]

    # ------------------------------------------------- engine observer

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        job = self._jobs.get(result.key)
        if job is None:
            return
        self._release_inputs(result.key, job, now)
        if job.output is None or result.state != ResultState.FILES_UPLOADED:
            return
        url = result.project_url
        fi = FileInfo(url, FileName(job.output.name), nbytes=job.output.nbytes, status=FileStatus.PRESENT,
                      is_upload=True, uploaded=True)
        init_file_attributes(fi, now)
        apply_association(self.state, fi)
        self._outputs.add((url, fi.name))
        self.figs[url].bytes_up += job.output.nbytes
        self._dirty = True

    def result_reported(self, result: Result, now: float) -> None:
        pass

    def task_abandoned(self, result: Result, now: float) -> None:
        job = self._jobs.get(result.key)
        if job is not None:
            self._release_inputs(result.key, job, now)

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        pass

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        pass

    def _release_inputs(self, key: ResultKey, job: JobFiles, now: float | None = None) -> None:
        if key not in self._reading:
            return
        self._reading.discard(key)
        for f in job.inputs:
            k = (key[0], FileName(f.name))
            n = self._in_use.get(k, 0) - 1
            if n > 0:
                self._in_use[k] = n
            else:
                self._in_use.pop(k, None)
            fi = self.state.file_infos.get(k)
            if fi is not None and now is not None:
                fi.last_use_time = now

    def _acked(self, key: ResultKey) -> None:
        """The server has the result: its output and non-sticky inputs are garbage now."""
        job = self._jobs.pop(key, None)
        if job is None:
            return
        self._release_inputs(key, job)
        self._waiting.pop(key, None)
        url = key[0]
        for f in job.inputs:
            k = (url, FileName(f.name))
            fi = self.state.file_infos.get(k)
            # The state's flag, not the description's: <delete_file_info> may have cleared it.
            if fi is not None and not fi.sticky and self._in_use.get(k, 0) == 0:
                self._collect(k)
        if job.output is not None:
            k = (url, FileName(job.output.name))
            self._outputs.discard(k)
            self._collect(k)

    def _unstick(self, key: FileKey) -> None:
        """``<delete_file_info>``: the file is no longer sticky; it goes as soon as no job reads it."""
        fi = self.state.file_infos.get(key)
        if fi is None:
            return
        fi.sticky = False
        if self._in_use.get(key, 0) == 0:
            self._collect(key, "delete_file_info")

    def _collect(self, key: FileKey, reason: str = "not_needed") -> None:
        # BOINC's garbage collector, not the data manager: these files have no further use.
        fi = self.state.file_infos.pop(key, None)
        if fi is None:
            return
        n = clean_bytes(fi.nbytes)
        project = self.state.projects[key[0]]
        project.disk_usage = max(clean_bytes(project.disk_usage) - n, 0.0)
        self.figs[key[0]].add_deleted(reason, "not_needed", n)
        self._freed = True

    # ------------------------------------------------- between engine polls

    def tick(self, now: float) -> bool:
        """Poll and retry waiting downloads; True if the engine must look again (jobs or suspension changed)."""
        changed = False
        if self._dirty or (self.suspended and self._freed):
            self._dirty = False
            changed = self._poll(now)
        if self._freed and self._waiting:
            changed = self._retry(now) or changed
        self._freed = False
        self._note_peak()
        return changed

    def _poll(self, now: float) -> bool:
        self.driver.check_soon()
        return self.driver.poll(now)

    # ------------------------------------------------- the driver's watcher

    def polled(self, decision: PollDecision, now: float) -> None:
        action = decision.action.name.lower()
        self.client.polls += 1
        self.client.poll_actions[action] = self.client.poll_actions.get(action, 0) + 1
        for a in decision.aborts:
            job = self._jobs.get(a.key)
            if job is not None:
                self._release_inputs(a.key, job)
            self._waiting.pop(a.key, None)
        self._records = ([], {})
        if decision.deletions:
            self._freed = True

    def deleting(self, deletions: Sequence[Deletion], index: DiskIndex, now: float) -> None:
        self._records = self._audit_records(tuple(deletions), index, now)

    def deleted(self, result: DeletionResult) -> None:
        d = result.deletion
        self.figs[d.project_url].add_deleted(d.reason.name.lower(), d.rule.name.lower(), result.freed)

    def decided(self, kind: str, action: str, now: float) -> None:
        records, next_key = self._records
        self._records = ([], {})
        deletable = -1.0
        if kind == "poll" and self.audit is not None:
            after = DiskIndex.build(self.state, now)
            deletable = sum(after.deletable_bytes(u, MAX_LEVEL) for u in self.state.projects)
        self._audit(kind, action, records, next_key, now, deletable)

    def _retry(self, now: float) -> bool:
        changed = False
        for key, r in list(self._waiting.items()):
            job = self._jobs.get(key)
            if job is None or r.state != ResultState.FILES_DOWNLOADING:
                del self._waiting[key]
                continue
            # The waiting job is in the state now: its present inputs are referenced.
            if self._fetch(key[0], job, now, frozenset()):
                r.state = ResultState.FILES_DOWNLOADED
                del self._waiting[key]
                changed = True
        return changed

    # ------------------------------------------------- figures and audit

    def advance(self, dt: float) -> None:
        if dt <= 0:
            return
        waiting = {key[0] for key in self._waiting}
        blocked = self.suspended
        for url, fig in self.figs.items():
            if url in self._starved or url in waiting:
                fig.blocked_s += dt
                blocked = True
        if blocked:
            self.client.blocked_s += dt
        if self.suspended:
            self.client.suspended_s += dt

    def _note_peak(self) -> None:
        total = self.limits.core_usage
        for url, fig in self.figs.items():
            used = clean_bytes(self.state.projects[url].disk_usage)
            total += used
            fig.peak = max(fig.peak, used)
        self.client.peak = max(self.client.peak, total)

    def _audit_records(self, deletions: tuple[Deletion, ...], index: DiskIndex,
                 now: float) -> tuple[list[DeletionRecord], dict[str, DeletionKey | None]]:
        if self.audit is None:
            return [], {}
        return audit_records(self.state, deletions, index, now,
                             lambda key: self._in_use.get(key, 0) > 0 or key in self._outputs)

    def _audit_refusal(self, url: ProjectUrl, need: float) -> None:
        asked = self._asked.get(url)
        if self.audit is None or asked is None:
            return
        when, f, offenders = asked
        self.audit.refusals.append(RefusalRecord(
            when, str(url), f.d_boinc_used_project, f.d_project_share, f.free, f.free_if_offenders,
            f.free_if_self, need, offenders))

    def _audit(self, kind: str, action: str, records: list[DeletionRecord],
               next_key: dict[str, DeletionKey | None], now: float, deletable: float) -> None:
        if self.audit is None:
            return
        rec = DecisionRecord(now, kind, action, tuple(records), next_key, self._usage(),
                             self.limits.total_limit, deletable)
        if records:
            self.audit.decisions.append(rec)
        if kind == "poll":
            self.audit.polls.append(rec)

    def report(
        self, servers: dict[ProjectUrl, EmulatedProjectServer]
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        """(the top-level ``disk`` object, per project name its keys) for ``--json``."""
        acc = accounts(self.state, self.limits)
        rows: dict[str, dict[str, Any]] = {}
        for url, fig in self.figs.items():
            p = acc.projects[url]
            server = servers.get(url)
            chains = None
            if server is not None and server.files is not None:
                c = server.files.counts
                chains = {"started": c.started, "successors_sent": c.successors_sent, "migrated": c.migrated,
                          "released": c.released}
            rows[fig.name] = project_row(fig, p.usage, p.limit, p.share, chains)
        return client_row(self.client, self._usage(), list(self.figs.values())), rows


class DiskGatedHost:
    """The emulated host, with computing suspended while the disk model says so."""

    def __init__(self, host: Host, disk: DiskModel) -> None:
        self.host = host
        self.disk = disk

    def availability(self, now: float) -> Availability:
        a = self.host.availability(now)
        if self.disk.suspended:
            return Availability(False, a.network, a.until)
        return a
