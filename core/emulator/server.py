"""Emulated project servers and the ``Transport`` port that reaches them.

Each server has an infinite supply of jobs of one app. On a request it
acknowledges the reported results, then asks the work-send policy (WS1/WS2,
core.policy.work_send — the same code the demo server uses) which of a batch
of candidate jobs to send. A sent job's true size is drawn from the project's
normal distribution (cut at 1% of the mean) and handed to the emulated executor;
the client sees only the estimate ``flops_est / estimate_error``. This draws the
*true* size from the distribution, as the study describes (BOINC's emulator
does the reverse: see docs/emulator.md).

A project read from a BOINC emulator directory has several apps (``AppSpec``):
each candidate job's app is drawn by the apps' weights, and its deadline,
estimate, size distribution and speed are that app's. With
``existing_jobs_only`` the server acknowledges reports but sends nothing.

A server that is down (its own on/off process) answers nothing, which the
client treats as a failed RPC and backs off from.

Files (docs/emulator.md, "Files and disk"): when the scenario gives an app
files, the jobs the work-send policy chose are drafted with their files
(core.emulator.chains), and the disk passes of core.disk.server keep those that
fit the three free-space figures of the host's request (``HostDisk``, which
the emulated transport asks the client's disk model for, as the real request
carries them in ``<disk_usage>``). Each sent job's file descriptions wait in
``job_files`` for the client's disk model, which downloads them; the chain
files the host lists but no longer needs are named in ``file_deletes`` (the
reply's ``<delete_file_info>``), which the disk model applies first. As in the
demo scheduler, the free-space figures the passes use are the request's: the
space those deletions free counts from the next request on.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from core.disk.server import DiskRequestFigures, ServerPass, server_passes
from core.emulator.availability import OnOffProcess
from core.emulator.chains import JobFiles, ProjectFiles, bundles
from core.emulator.executor import EmulatedExecutor
from core.emulator.scenario import AppSpec, FileSpec, GpuSpec, ProjectSpec, gpu_plan_class, gpu_version_flops
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.policy.work_send import Candidate, HostWorkload, WorkSendPolicy, select_jobs
from core.ports import SchedulerReply, SchedulerRequest
from core.state import ClientState, FileRef, Result, ResultState, Workunit

APP_NAME = AppName("emu_app")
MAX_JOBS_PER_REPLY = 100


@dataclass(frozen=True, slots=True)
class HostDisk:
    """The disk side of a request: the three free-space figures and the sticky files held."""

    figures: DiskRequestFigures
    sticky_held: frozenset[str]  # names of the project's sticky files present on the host


class DiskHooks(Protocol):
    """What the emulated transport asks of the client's disk model (core.emulator.disk_model)."""

    def host_disk(self, url: ProjectUrl, now: float) -> HostDisk: ...
    def receive(self, request: SchedulerRequest, reply: SchedulerReply, server: EmulatedProjectServer,
                now: float) -> None: ...


class EmulatedProjectServer:
    def __init__(
        self,
        spec: ProjectSpec,
        policy: WorkSendPolicy,
        executor: EmulatedExecutor,
        rng: random.Random,
        start: float,
        *,
        host_flops: float = 0.0,
        existing_jobs_only: bool = False,
        quantised: bool = False,
        uses_dcf: bool = True,
        gpus: tuple[GpuSpec, ...] = (),
    ) -> None:
        self.spec = spec
        self.gpus = gpus  # the host's GPU types: versions for them are sent when a request asks
        # The apps with a CPU version (all of them in a scenario without GPU-only apps)
        self.cpu_apps = spec.apps if all(a.cpu_version for a in spec.apps) else tuple(
            a for a in spec.apps if a.cpu_version)
        # BOINC's emulated server (client/sim.cpp simulate_rpc) takes a job's run time as
        # its estimate / the version's FLOPS, whatever DCF the client has learnt: a BOINC
        # input directory's run (uses_dcf False) does the same, so a host whose jobs end a
        # step after their estimate is not refused every job whose bound equals its run time.
        self.uses_dcf = uses_dcf
        self.host_flops = host_flops
        self.send_work = not existing_jobs_only
        self.url = ProjectUrl(spec.url)
        self.policy = policy
        self.executor = executor
        self.rng = rng
        self.up = OnOffProcess(spec.server_availability, spec.server_mean_up_s, random.Random(rng.random()), start,
                               quantised=quantised)
        self.seq = 0
        self.jobs_sent = 0
        self.max_jobs = spec.max_jobs_per_reply if spec.max_jobs_per_reply > 0 else MAX_JOBS_PER_REPLY
        self._cpu_room = self.max_jobs  # of the reply being made, what the GPU jobs left to the CPUs' ones
        uses_files = spec.files.used or any(a.files.used for a in spec.apps)
        # Only scenarios with files draw from this generator, so others keep their draws.
        self.files = ProjectFiles(spec.name, spec.affinity, random.Random(rng.random())) if uses_files else None
        self.job_files: dict[ResultName, JobFiles] = {}  # sent, not yet taken by the client's disk model
        self.refused_for_disk = False  # the last request's jobs were all kept back for lack of disk space
        self.file_deletes: list[str] = []  # the last reply's <delete_file_info> names (chain files)
        self.refused_need = 0.0  # bytes: the least need of a job (or bundle) the last refusal turned down
        self.disk_refusals = 0

    def handle(self, request: SchedulerRequest, now: float, disk: HostDisk | None = None) -> SchedulerReply:
        """Answer one request. Run times are the estimate × the request's DCF, as BOINC's
        scheduler reads <duration_correction_factor> (not with ``uses_dcf`` False, as BOINC's
        emulated server); the deadline check (WS1) starts from the request's estimated delay,
        as BOINC's emulated server does."""
        up, _ = self.up.state(now)
        if not up:
            return SchedulerReply(ok=False, error="project server not reachable")
        acked = request.report
        self.file_deletes = []
        if self.files is not None:
            self.files.reported([str(n) for n in acked])
            if disk is not None:
                self.file_deletes = self.files.unwanted(disk.sticky_held)
                if self.file_deletes:
                    disk = HostDisk(disk.figures, disk.sticky_held.difference(self.file_deletes))
        self.refused_for_disk = False
        workunits: list[Workunit] = []
        results: list[Result] = []
        gpu_wus: list[Workunit] = []
        gpu_results: list[Result] = []
        cpu_asks = request.work_req_seconds > 0 or request.req_instances > 0
        if self.send_work and request.gpu_asks and self.gpus:
            # The reply's room is shared: GPU jobs first (BOINC's scheduler picks the fastest
            # version, a GPU's, while that resource still needs work), up to half of it when the
            # CPUs ask too, as the demo project does; else a project capping its replies (a live
            # one's habit, in the what-if preview) filled them with CPU jobs and its GPUs never got one.
            self._send_gpu(request, now, gpu_wus, gpu_results, self.max_jobs // 2 if cpu_asks else self.max_jobs)
        self._cpu_room = self.max_jobs - len(gpu_results)
        if self.send_work and cpu_asks and self._cpu_room > 0:
            send = self._send_apps if self.spec.apps else self._send_work
            if self.cpu_apps or not self.spec.apps:
                workunits, results = send(request, now, disk, request.dcf if self.uses_dcf else 1.0)
        workunits += gpu_wus
        results += gpu_results
        if self.spec.report_immediately:
            for result in results:
                result.report_immediately = True
        return SchedulerReply(ok=True, acked=acked, workunits=tuple(workunits), results=tuple(results),
                              request_delay_s=self.spec.request_delay_s)

    def _fit_disk(self, sent: Sequence[str], spec_of: dict[str, tuple[str, FileSpec]],
                  disk: HostDisk | None) -> tuple[Sequence[str], dict[str, JobFiles]]:
        """Draft the chosen jobs' files and keep those the host's disk figures allow.

        Without a client disk model (``disk`` None) jobs carry no files at all.
        """
        if self.files is None or disk is None or not sent:
            return sent, {}
        batch: set[str] = set()
        drafts: dict[str, JobFiles] = {}
        for name in sent:
            app, spec = spec_of.get(name, (str(APP_NAME), self.spec.files))
            drafts[name] = self.files.draft(app, spec, name, name + "_0", disk.sticky_held, batch)
        groups = bundles([(n, drafts[n]) for n in sent], disk.sticky_held)
        passes = server_passes(range(len(groups)), lambda g: sum(drafts[n].need for n in groups[g]),
                               disk.figures, self.spec.delete_from_self)
        order = {name: i for i, name in enumerate(sent)}
        keep = sorted((n for g in passes.jobs for n in groups[g]), key=order.__getitem__)
        if passes.pass_used is ServerPass.NONE:
            self.refused_for_disk = True
            self.disk_refusals += 1
            self.refused_need = min(sum(drafts[n].need for n in g) for g in groups)
        kept = set(keep)
        for name in reversed(sent):  # reversed: released successors regain their queue order
            if name not in kept:
                self.files.release(drafts[name])
        for name in keep:
            self.files.commit(drafts[name], name + "_0")
        return keep, {n: drafts[n] for n in keep}

    def _attach_files(self, wu: Workunit, result: Result, job: JobFiles | None) -> None:
        if job is None:
            return
        wu.input_files = [FileRef(FileName(f.name)) for f in job.inputs]
        if job.output is not None:
            result.output_files = [FileRef(FileName(job.output.name))]
        wu.rsc_disk_bound = sum(f.nbytes for f in job.inputs) + (job.output.nbytes if job.output else 0.0)
        self.job_files[result.name] = job

    def _send_work(self, request: SchedulerRequest, now: float,
                   disk: HostDisk | None = None, dcf: float = 1.0) -> tuple[list[Workunit], list[Result]]:
        est = self.spec.client_fpops_est
        deadline = now + self.spec.latency_bound_s
        host = _host_workload(request, dcf)
        runtime = est / max(request.p_fpops, 1.0) * dcf
        cap = self._cpu_room
        batch = min(cap, int(request.work_req_seconds / max(runtime, 1.0)) + 2 + int(request.req_instances))
        first = self.seq
        candidates = [Candidate(f"{self.spec.name}_{first + i}", est, deadline) for i in range(batch)]
        self.seq += batch
        decision = select_jobs(
            self.policy, now, request.work_req_seconds, request.req_instances, host, candidates,
            max_jobs=cap, latency_check=True,
        )
        workunits: list[Workunit] = []
        results: list[Result] = []
        sent, files = self._fit_disk(decision.sent, {}, disk)
        for name in sent:
            wu = Workunit(self.url, WorkunitName(name), APP_NAME, version_num=1, rsc_fpops_est=est,
                          rsc_fpops_bound=est * 1e3)
            result = Result(self.url, ResultName(name + "_0"), wu.name, report_deadline=deadline,
                            received_time=now, state=ResultState.FILES_DOWNLOADED, version_num=1)
            self._attach_files(wu, result, files.get(name))
            true = self._draw_size()
            self.executor.add_job(result.key, true, request.p_fpops)
            workunits.append(wu)
            results.append(result)
        self.jobs_sent += len(results)
        return workunits, results

    def _send_gpu(self, request: SchedulerRequest, now: float, workunits: list[Workunit],
                  results: list[Result], room: int) -> None:
        """Jobs for the GPU types the request asks for, as BOINC's emulated server makes them
        (client/sim.cpp simulate_rpc): while a type's ask (instance-seconds, idle instances)
        is not met, a job of one of the project's apps with a version for that type, drawn by
        the apps' weights; each job takes its estimated run time × the version's device usage
        off the ask. A job whose estimated run time exceeds its latency bound is not sent
        (the deadline check). GPU jobs carry no files."""
        for ask in request.gpu_asks:
            secs, instances = ask.req_secs, ask.req_instances
            if secs <= 0 and instances <= 0:
                continue
            pairs = [(a, v) for a in self.spec.apps for v in a.gpu_versions if v.type == ask.rsc_type]
            if not pairs:
                continue
            weights = [a.weight for a, _ in pairs]
            while room > 0 and (secs > 0 or instances > 0):
                app, version = self.rng.choices(pairs, weights=weights, k=1)[0] if len(pairs) > 1 else pairs[0]
                rate = gpu_version_flops(version, self.gpus)
                runtime = app.fpops_est / rate
                if runtime > app.latency_bound_s:
                    break
                name = f"{self.spec.name}_{app.name}_{self.seq}"
                self.seq += 1
                wu = Workunit(self.url, WorkunitName(name), AppName(app.name), version_num=1,
                              rsc_fpops_est=app.fpops_est, rsc_fpops_bound=app.fpops_est * 1e3)
                result = Result(self.url, ResultName(name + "_0"), wu.name, report_deadline=now + app.latency_bound_s,
                                received_time=now, state=ResultState.FILES_DOWNLOADED, version_num=1,
                                plan_class=gpu_plan_class(version.type))
                mean = app.fpops_mean or app.fpops_est
                true = mean if app.fpops_std <= 0 else max(self.rng.gauss(mean, app.fpops_std), 0.01 * mean)
                self.executor.add_job(result.key, true, rate, version.avg_ncpus, gpu_type=version.type,
                                      gpu_usage=version.gpu_usage)
                workunits.append(wu)
                results.append(result)
                self.jobs_sent += 1
                room -= 1
                secs -= runtime * version.gpu_usage
                instances -= version.gpu_usage

    def _send_apps(self, request: SchedulerRequest, now: float,
                   disk: HostDisk | None = None, dcf: float = 1.0) -> tuple[list[Workunit], list[Result]]:
        apps = self.cpu_apps
        weights = [a.weight for a in apps]
        host = _host_workload(request, dcf)
        mean_runtime = sum(a.fpops_est * w for a, w in zip(apps, weights)) / max(sum(weights), 1e-9)
        mean_runtime *= dcf / max(request.p_fpops, 1.0)
        cap = self._cpu_room
        batch = min(cap, int(request.work_req_seconds / max(mean_runtime, 1.0)) + 2 + int(request.req_instances))
        chosen = self.rng.choices(apps, weights=weights, k=batch) if len(apps) > 1 else [apps[0]] * batch
        by_name: dict[str, AppSpec] = {}
        candidates: list[Candidate] = []
        for app in chosen:
            name = f"{self.spec.name}_{app.name}_{self.seq}"
            self.seq += 1
            by_name[name] = app
            candidates.append(Candidate(name, app.fpops_est, now + app.latency_bound_s, app.avg_ncpus))
        decision = select_jobs(
            self.policy, now, request.work_req_seconds, request.req_instances, host, candidates,
            max_jobs=cap, latency_check=True,
        )
        workunits: list[Workunit] = []
        results: list[Result] = []
        sent, files = self._fit_disk(decision.sent, {n: (a.name, a.files) for n, a in by_name.items()}, disk)
        for name in sent:
            app = by_name[name]
            wu = Workunit(self.url, WorkunitName(name), AppName(app.name), version_num=1,
                          rsc_fpops_est=app.fpops_est, rsc_fpops_bound=app.fpops_est * 1e3)
            result = Result(self.url, ResultName(name + "_0"), wu.name, report_deadline=now + app.latency_bound_s,
                            received_time=now, state=ResultState.FILES_DOWNLOADED, version_num=1)
            self._attach_files(wu, result, files.get(name))
            mean = app.fpops_mean or app.fpops_est
            true = mean if app.fpops_std <= 0 else max(self.rng.gauss(mean, app.fpops_std), 0.01 * mean)
            rate = app.flops or app.avg_ncpus * (self.host_flops or request.p_fpops)
            self.executor.add_job(result.key, true, rate, app.avg_ncpus)
            workunits.append(wu)
            results.append(result)
        self.jobs_sent += len(results)
        return workunits, results

    def _draw_size(self) -> float:
        mean, std = self.spec.flops_mean, self.spec.flops_std
        if std <= 0:
            return mean
        return max(self.rng.gauss(mean, std), 0.01 * mean)


def _host_workload(request: SchedulerRequest, dcf: float) -> HostWorkload:
    """What the feeder's job selection knows of the requesting host."""
    return HostWorkload(
        ncpus=request.ncpus,
        flops_per_cpu=request.p_fpops,
        availability=max(request.availability, 1e-3),
        queued=request.queued,
        dcf=dcf,
        estimated_delay_s=request.estimated_delay_s,
    )


class EmulatedTransport:
    """Answers every request at once, in simulated time.

    With ``disk`` (the client's disk model) a request carries the host's disk
    figures to the server, and each reply's files are downloaded (or the jobs
    wait) before the engine sees the new jobs.
    """

    def __init__(self, state: ClientState, servers: dict[ProjectUrl, EmulatedProjectServer],
                 disk: DiskHooks | None = None) -> None:
        self.state = state
        self.servers = servers
        self.disk = disk
        self._replies: list[tuple[SchedulerRequest, SchedulerReply]] = []

    def send(self, request: SchedulerRequest, now: float) -> None:
        server = self.servers.get(request.project)
        if server is None:
            reply = SchedulerReply(ok=False, error="no such project")
        elif self.disk is None:
            reply = server.handle(request, now)
        else:
            reply = server.handle(request, now, self.disk.host_disk(request.project, now))
            self.disk.receive(request, reply, server, now)
        self._replies.append((request, reply))

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        """The replies so far, their new work already merged into the state.

        As the live transport's merge does: the engine acts on a reply's work, it does
        not insert it a second time.
        """
        out, self._replies = self._replies, []
        for request, reply in out:
            if reply.ok and request.project in self.state.projects:
                for wu in reply.workunits:
                    self.state.workunits[(wu.project_url, wu.name)] = wu
                for result in reply.results:
                    self.state.results[result.key] = result
        return out

    def busy(self) -> bool:
        return False


