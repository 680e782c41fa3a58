"""Running a scenario: build the emulated world around a real ``Engine`` and drive its clock.

Event-driven mode (the default, ``step_s=0``): after each poll the clock jumps
to the earliest of the engine's next wake-up, the next job completion, the next
availability change and the end. Fixed-step mode (``step_s>0``, the study's
60 s): the clock advances by exactly one step per poll, so completions and
availability changes are seen at step boundaries, as in BOINC's emulator, and
work fetch is checked every 60 s as the real client does.

Availability model: "study" (nothing computes while the host is unavailable;
the default for our own scenarios) or "boinc" (running jobs keep computing
while the host is off, as BOINC's emulator does; the default for BOINC
emulator directories). ``RunOptions`` carries BOINC's command-line switches.

Every random draw comes from generators seeded from the scenario's seed, one
per process (host availability, each server's availability, each server's job
sizes), so a run is reproducible and a change in one process never perturbs
another.

A scenario with files or a host disk (``Scenario.uses_disk``) also runs the
disk model (core.emulator.disk_model): it sits on the transport (downloads,
disk figures in requests), the engine's observer (outputs) and the host
(suspension for disk), and ticks after each engine poll. Without those options
none of it is built, and runs are exactly as before.
"""
from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from core.emulator.availability import EmulatedHost
from core.emulator.disk_figures import DiskAudit, summary_lines
from core.emulator.disk_model import DiskGatedHost, DiskModel
from core.emulator.executor import EmulatedExecutor
from core.emulator.metrics import MetricsRecorder, Sample
from core.emulator.scenario import Scenario
from core.emulator.server import APP_NAME, EmulatedProjectServer, EmulatedTransport
from core.engine.engine import Engine, EngineObserver
from core.engine.policy_spec import BOINC_POLICY, DEFAULT_POLICY, PolicySpec
from core.errors import CoreError
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedule
from core.policy.work_send import WorkSendPolicy
from core.ports import SchedulerReply, SchedulerRequest
from core.state import (
    App,
    AppVersion,
    ClientState,
    Project,
    Result,
    ResultState,
    Workunit,
)

START_TIME = 3600.0
"""Simulated time starts here (as BOINC's emulator does), not at 0, so that
"never" (0) and "now" are distinguishable in timestamps."""

MAX_POLLS_AT_ONE_INSTANT = 20


@dataclass(frozen=True, slots=True)
class RunOptions:
    """BOINC's emulator switches and our availability-model choice (None = the scenario's)."""

    existing_jobs_only: bool | None = None  # servers send no work
    server_uses_workload: bool = False  # WS2: the server runs an EDF check on the host's queue
    rr_only: bool = False  # no EDF stage in CPU scheduling (CS2 -> CS1, REC -> RECRR)
    availability_model: str | None = None  # "study" | "boinc"


@dataclass(slots=True)
class EmulationResult:
    scenario: str
    policy: str
    seed: int
    step_s: float
    availability_model: str
    simulated_days: float
    wall_seconds: float
    polls: int
    figures: dict[str, float | int]
    boinc_metrics: dict[str, float]
    projects: list[dict[str, Any]]
    samples: list[Sample] = field(default_factory=list)
    disk: dict[str, Any] | None = None  # the disk model's client figures (docs/emulator.md), None without it
    disk_audit: DiskAudit | None = None  # with run_scenario(disk_audit=True): every disk decision

    def disk_summary(self) -> list[str]:
        """The ``--summary`` lines of the disk figures (none without the disk model)."""
        return summary_lines(self.projects, self.disk) if self.disk is not None else []

    def fingerprint(self) -> dict[str, Any]:
        """Everything the run reports except its wall time, the hourly series as a digest:
        what must not change when only the emulator's speed does (tests/core/emulator/
        test_speed_golden.py). JSON-normalised; floats stay exact (JSON writes repr)."""
        out = self.as_json()
        del out["wall_seconds"]
        series = repr([(s.time, sorted(s.priority.items()), sorted(s.cpu_share.items()), sorted(s.queued_s.items()))
                       for s in self.samples])
        out["samples_sha256"] = hashlib.sha256(series.encode()).hexdigest()
        out["samples"] = len(self.samples)
        normalised: dict[str, Any] = json.loads(json.dumps(out))
        return normalised

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = dict(self.figures)
        out.update(
            scenario=self.scenario,
            policy=self.policy,
            seed=self.seed,
            step_s=self.step_s,
            mode="fixed-step" if self.step_s > 0 else "event-driven",
            availability_model=self.availability_model,
            simulated_days=self.simulated_days,
            wall_seconds=self.wall_seconds,
            polls=self.polls,
            boinc_metrics=self.boinc_metrics,
            projects=self.projects,
        )
        if self.disk is not None:
            out["disk"] = self.disk
        return out


class ObserverPair:
    """Tells two engine observers (the metrics recorder, then the disk model) everything."""

    def __init__(self, first: EngineObserver, second: EngineObserver) -> None:
        self.first = first
        self.second = second

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        self.first.task_finished(result, cpu_time, now)
        self.second.task_finished(result, cpu_time, now)

    def result_reported(self, result: Result, now: float) -> None:
        self.first.result_reported(result, now)
        self.second.result_reported(result, now)

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        self.first.schedule_ran(schedule, now)
        self.second.schedule_ran(schedule, now)

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        self.first.rpc_done(request, reply, now)
        self.second.rpc_done(request, reply, now)


def build_state(scenario: Scenario) -> ClientState:
    state = ClientState()
    state.host_info.p_ncpus = scenario.host.ncpus
    state.host_info.p_fpops = scenario.host.flops
    state.host_info.p_calculated = START_TIME
    state.prefs = scenario.prefs
    # The real client learns these fractions as moving averages; the emulator
    # starts it from the long-run values, as if it had been running for a while.
    state.time_stats.on_frac = scenario.host.availability
    state.time_stats.active_frac = 1.0
    state.time_stats.connected_frac = 1.0
    for spec in scenario.projects:
        url = ProjectUrl(spec.url)
        state.projects[url] = Project(url, project_name=spec.name, resource_share=spec.resource_share,
                                      project_max_concurrent=spec.project_max_concurrent)
        if not spec.apps:
            state.apps[(url, APP_NAME)] = App(url, APP_NAME, user_friendly_name="emulated app")
            state.app_versions.append(AppVersion(url, APP_NAME, 1, avg_ncpus=1.0, flops=scenario.host.flops))
        for app in spec.apps:
            name = AppName(app.name)
            state.apps[(url, name)] = App(url, name, user_friendly_name=app.name, max_concurrent=app.max_concurrent)
            state.app_versions.append(AppVersion(url, name, 1, avg_ncpus=app.avg_ncpus,
                                                 flops=app.flops or app.avg_ncpus * scenario.host.flops))
        for job in spec.initial_jobs:
            wu = Workunit(url, WorkunitName(job.wu_name), AppName(job.app), version_num=1,
                          rsc_fpops_est=job.fpops_est, rsc_fpops_bound=job.fpops_est * 1e3)
            state.workunits[(url, wu.name)] = wu
            result = Result(url, ResultName(job.name), wu.name, report_deadline=job.report_deadline,
                            received_time=job.received_time, state=ResultState.FILES_DOWNLOADED, version_num=1,
                            report_immediately=spec.report_immediately)
            state.results[result.key] = result
    return state


def _add_initial_jobs(scenario: Scenario, state: ClientState, executor: EmulatedExecutor) -> None:
    """Initial jobs' true size is their estimate (BOINC's emulator does the same), unless
    the scenario knows better (``InitialJob.true_fpops``: a live host's job log)."""
    for spec in scenario.projects:
        url = ProjectUrl(spec.url)
        for job in spec.initial_jobs:
            app = next((a for a in spec.apps if a.name == job.app), None)
            avg_ncpus = app.avg_ncpus if app else 1.0
            rate = (app.flops if app and app.flops else avg_ncpus * scenario.host.flops)
            true = job.true_fpops or job.fpops_est
            executor.add_job((url, ResultName(job.name)), true, rate, avg_ncpus,
                             done_flops=true * job.fraction_done)


def resolve_policy(scenario: Scenario, policy: str | None, options: RunOptions) -> PolicySpec:
    default = BOINC_POLICY if scenario.source_format == "boinc" else DEFAULT_POLICY
    spec = PolicySpec.parse(policy or scenario.policy or default)
    if options.server_uses_workload:
        spec = spec.with_send(WorkSendPolicy.WS2)
    if options.rr_only:
        spec = spec.rr_only()
    return spec.with_rec_half_life(scenario.rec_half_life_s)


def run_scenario(
    scenario: Scenario,
    *,
    policy: str | None = None,
    seed: int | None = None,
    step_s: float = 0.0,
    days: float | None = None,
    options: RunOptions | None = None,
    disk_audit: bool = False,
) -> EmulationResult:
    """Emulate ``scenario``; ``policy``/``seed``/``days``/``options`` override the scenario's.

    ``disk_audit`` keeps every disk decision in ``EmulationResult.disk_audit`` (for tests).
    """
    options = options or RunOptions()
    spec = resolve_policy(scenario, policy, options)
    model = options.availability_model or scenario.availability_model
    if model not in ("study", "boinc"):
        raise CoreError(f"availability model must be 'study' or 'boinc', not {model!r}")
    existing_only = scenario.existing_jobs_only if options.existing_jobs_only is None else options.existing_jobs_only
    quantised = step_s > 0
    seed = scenario.seed if seed is None else seed
    duration = days * 86400.0 if days is not None else scenario.duration_s
    master = random.Random(seed)
    host_rng, engine_rng = random.Random(master.random()), random.Random(master.random())

    state = build_state(scenario)
    host = EmulatedHost(scenario.host, host_rng, START_TIME, quantised=quantised)
    executor = EmulatedExecutor(duty=state.prefs.cpu_usage_fraction,
                                host_is_on=host.is_on if model == "boinc" else None)
    _add_initial_jobs(scenario, state, executor)
    servers = {
        ProjectUrl(p.url): EmulatedProjectServer(
            p, spec.send, executor, random.Random(master.random()), START_TIME,
            host_flops=scenario.host.flops, existing_jobs_only=existing_only, quantised=quantised)
        for p in scenario.projects
    }
    recorder = MetricsRecorder(
        state, state.prefs.cpu_scheduling_period_s, {ProjectUrl(p.url): p.name for p in scenario.projects}
    )
    disk = DiskModel(scenario, state, audit=disk_audit) if scenario.uses_disk else None
    engine = Engine(
        state,
        spec,
        host=host if disk is None else DiskGatedHost(host, disk),
        executor=executor,
        transport=EmulatedTransport(state, servers, disk),
        rng=engine_rng,
        observer=recorder if disk is None else ObserverPair(recorder, disk),
        fetch_check="periodic" if step_s > 0 else "predicted",
    )

    wall0 = time.perf_counter()
    now, end = START_TIME, START_TIME + duration
    ncpus = state.ncpus
    polls = same_instant = 0
    while now < end:
        wake = engine.poll(now)
        polls += 1
        if disk is not None and disk.tick(now):
            # Jobs got their files, were aborted, or computing was suspended or resumed.
            engine.request_reschedule("disk")
            engine.request_work_fetch_check()
            engine.refresh_availability()
            wake = now
        if step_s > 0:
            nxt = now + step_s
        elif wake > now:
            nxt = wake
            same_instant = 0
        else:
            # The engine wants to run again at once (work arrived that wants
            # scheduling); bounded so a policy bug cannot hang the emulator.
            same_instant += 1
            nxt = now if same_instant < MAX_POLLS_AT_ONE_INSTANT else now + 1.0
        nxt = min(nxt, end)
        avail = host.availability(now)
        recorder.advance(nxt - now, ncpus, avail.computing, executor.running_cpus())
        if disk is not None:
            disk.advance(nxt - now)
        now = nxt
    wall = time.perf_counter() - wall0

    projects = recorder.per_project()
    disk_figures: dict[str, Any] | None = None
    if disk is not None:
        disk_figures, rows = disk.report(servers)
        for row in projects:
            row.update(rows.get(str(row["name"]), {}))
    return EmulationResult(
        scenario=scenario.name,
        policy=spec.name,
        seed=seed,
        step_s=step_s,
        availability_model=model,
        simulated_days=duration / 86400.0,
        wall_seconds=wall,
        polls=polls,
        figures=recorder.figures(),
        boinc_metrics=recorder.boinc_figures(),
        projects=projects,
        samples=recorder.samples,
        disk=disk_figures,
        disk_audit=disk.audit if disk is not None else None,
    )
