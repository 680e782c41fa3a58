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
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from core.emulator.availability import OnOffProcess
from core.emulator.executor import EmulatedExecutor
from core.emulator.scenario import AppSpec, ProjectSpec
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.work_send import Candidate, HostWorkload, WorkSendPolicy, select_jobs
from core.ports import SchedulerReply, SchedulerRequest
from core.state import ResultState, Result, Workunit

APP_NAME = AppName("emu_app")
MAX_JOBS_PER_REPLY = 100


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
    ) -> None:
        self.spec = spec
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
        self.true_flops: dict[ResultName, float] = {}

    def handle(self, request: SchedulerRequest, now: float) -> SchedulerReply:
        up, _ = self.up.state(now)
        if not up:
            return SchedulerReply(ok=False, error="project server not reachable")
        acked = request.report
        workunits: list[Workunit] = []
        results: list[Result] = []
        if self.send_work and (request.work_req_seconds > 0 or request.req_instances > 0):
            send = self._send_apps if self.spec.apps else self._send_work
            workunits, results = send(request, now)
        return SchedulerReply(ok=True, acked=acked, workunits=tuple(workunits), results=tuple(results))

    def _send_work(self, request: SchedulerRequest, now: float) -> tuple[list[Workunit], list[Result]]:
        est = self.spec.client_fpops_est
        deadline = now + self.spec.latency_bound_s
        host = HostWorkload(
            ncpus=request.ncpus,
            flops_per_cpu=request.p_fpops,
            availability=max(request.availability, 1e-3),
            queued=request.queued,
        )
        runtime = est / max(request.p_fpops, 1.0)
        batch = min(MAX_JOBS_PER_REPLY, int(request.work_req_seconds / max(runtime, 1.0)) + 2 + int(request.req_instances))
        first = self.seq
        candidates = [Candidate(f"{self.spec.name}_{first + i}", est, deadline) for i in range(batch)]
        self.seq += batch
        decision = select_jobs(
            self.policy, now, request.work_req_seconds, request.req_instances, host, candidates,
            max_jobs=MAX_JOBS_PER_REPLY,
        )
        workunits: list[Workunit] = []
        results: list[Result] = []
        for name in decision.sent:
            wu = Workunit(self.url, WorkunitName(name), APP_NAME, version_num=1, rsc_fpops_est=est,
                          rsc_fpops_bound=est * 1e3)
            result = Result(self.url, ResultName(name + "_0"), wu.name, report_deadline=deadline,
                            received_time=now, state=ResultState.FILES_DOWNLOADED, version_num=1)
            true = self._draw_size()
            self.executor.add_job(result.key, true, request.p_fpops)
            self.true_flops[result.name] = true
            workunits.append(wu)
            results.append(result)
        self.jobs_sent += len(results)
        return workunits, results

    def _send_apps(self, request: SchedulerRequest, now: float) -> tuple[list[Workunit], list[Result]]:
        apps = self.spec.apps
        weights = [a.weight for a in apps]
        host = HostWorkload(
            ncpus=request.ncpus,
            flops_per_cpu=request.p_fpops,
            availability=max(request.availability, 1e-3),
            queued=request.queued,
        )
        mean_runtime = sum(a.fpops_est * w for a, w in zip(apps, weights)) / max(sum(weights), 1e-9)
        mean_runtime /= max(request.p_fpops, 1.0)
        batch = min(MAX_JOBS_PER_REPLY,
                    int(request.work_req_seconds / max(mean_runtime, 1.0)) + 2 + int(request.req_instances))
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
            max_jobs=MAX_JOBS_PER_REPLY,
        )
        workunits: list[Workunit] = []
        results: list[Result] = []
        for name in decision.sent:
            app = by_name[name]
            wu = Workunit(self.url, WorkunitName(name), AppName(app.name), version_num=1,
                          rsc_fpops_est=app.fpops_est, rsc_fpops_bound=app.fpops_est * 1e3)
            result = Result(self.url, ResultName(name + "_0"), wu.name, report_deadline=now + app.latency_bound_s,
                            received_time=now, state=ResultState.FILES_DOWNLOADED, version_num=1)
            mean = app.fpops_mean or app.fpops_est
            true = mean if app.fpops_std <= 0 else max(self.rng.gauss(mean, app.fpops_std), 0.01 * mean)
            rate = app.flops or app.avg_ncpus * (self.host_flops or request.p_fpops)
            self.executor.add_job(result.key, true, rate, app.avg_ncpus)
            self.true_flops[result.name] = true
            workunits.append(wu)
            results.append(result)
        self.jobs_sent += len(results)
        return workunits, results

    def _draw_size(self) -> float:
        mean, std = self.spec.flops_mean, self.spec.flops_std
        if std <= 0:
            return mean
        return max(self.rng.gauss(mean, std), 0.01 * mean)


class EmulatedTransport:
    """Answers every request at once, in simulated time."""

    def __init__(self, servers: dict[ProjectUrl, EmulatedProjectServer]) -> None:
        self.servers = servers
        self._replies: list[tuple[SchedulerRequest, SchedulerReply]] = []

    def send(self, request: SchedulerRequest, now: float) -> None:
        server = self.servers.get(request.project)
        reply = server.handle(request, now) if server else SchedulerReply(ok=False, error="no such project")
        self._replies.append((request, reply))

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        out, self._replies = self._replies, []
        return out

    def busy(self) -> bool:
        return False


