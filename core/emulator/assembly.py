"""The emulated client: the emulator's ports around one ``Engine``.

Both emulators are this assembly. The batch emulator (core/emulator/run.py) drives its
clock as fast as it can and records figures; the emulated client in the window
(core/emulator/window_client/emulated_world.py) drives it at a chosen speed on a thread and adds only what a
volunteer sees there (run modes, transfers to watch, messages, snapshots). The engine
is the live client's (core/engine/engine.py); only the ports differ:

* **Clock**: simulated seconds from ``START_TIME``; ``step(now)`` is one tick.
* **Host**: ``EmulatedHost`` (availability from the scenario's on/off processes),
  wrapped by the caller's filter (the window's run modes) and, with a disk, by
  ``DiskGatedHost`` (computing suspended while the disk is over its limit).
* **Executor**: ``EmulatedExecutor`` (jobs advance at their app version's FLOPS).
* **Transport**: ``EmulatedTransport`` over one ``EmulatedProjectServer`` per project.
* **Disk**: with files or a host disk in the scenario (``Scenario.uses_disk``), the
  disk model (core/emulator/disk_model.py) on the one disk driver over an
  ``EmulatedDisk``; without them none of it is built.

Random draws: one master generator from the seed gives, in this order, the host's
generator, the engine's, and one per project server (the window's client: one stream
that gives each server its own, so that a project attached later takes that stream's
next draw), then one per further process (``next_rng``: the window's transfers). So a
run is reproducible and a change in one process never perturbs another. The initial
jobs' sizes, when the scenario says how they vary, come from a generator of their own
seeded apart from the master (``add_initial_jobs``), so that no other draw moves.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from core.coprocs.devices import Coproc
from core.emulator.availability import EmulatedHost
from core.emulator.disk_model import DiskGatedHost, DiskModel
from core.emulator.executor import EmulatedExecutor
from core.emulator.scenario import ProjectSpec, Scenario, gpu_plan_class, gpu_version_flops
from core.emulator.server import APP_NAME, EmulatedProjectServer, EmulatedTransport
from core.engine.engine import Engine, EngineObserver
from core.engine.policy_spec import PolicySpec
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.policy.cpu_sched import CpuSchedule
from core.ports import Host, SchedulerReply, SchedulerRequest
from core.state import App, AppVersion, ClientState, Project, Result, ResultState, Workunit

START_TIME = 3600.0
"""Simulated time starts here (as BOINC's emulator does), not at 0, so that
"never" (0) and "now" are distinguishable in timestamps."""


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
    # The scenario's GPUs, as a declared <coproc> is (no detection in an emulated world).
    state.coprocs = [Coproc(g.type, g.count, g.peak_flops, device_nums=list(range(g.count)), specified_in_config=True)
                     for g in scenario.gpus]
    gpu_types = {g.type for g in scenario.gpus}
    for spec in scenario.projects:
        url = ProjectUrl(spec.url)
        state.projects[url] = Project(url, project_name=spec.name, resource_share=spec.resource_share,
                                      project_max_concurrent=spec.project_max_concurrent, debt=spec.debt,
                                      long_term_debt=spec.long_term_debt, rec=spec.rec,
                                      rec_time=START_TIME if spec.rec > 0 else 0.0)
        if not spec.apps:
            state.apps[(url, APP_NAME)] = App(url, APP_NAME, user_friendly_name="emulated app")
            state.app_versions.append(AppVersion(url, APP_NAME, 1, avg_ncpus=1.0, flops=scenario.host.flops))
        for app in spec.apps:
            name = AppName(app.name)
            state.apps[(url, name)] = App(url, name, user_friendly_name=app.name, max_concurrent=app.max_concurrent)
            if app.cpu_version:
                state.app_versions.append(AppVersion(url, name, 1, avg_ncpus=app.avg_ncpus,
                                                     flops=app.flops or app.avg_ncpus * scenario.host.flops))
            for v in app.gpu_versions:
                if v.type in gpu_types:  # a version for a type the host lacks is never sent
                    state.app_versions.append(AppVersion(
                        url, name, 1, plan_class=gpu_plan_class(v.type), avg_ncpus=v.avg_ncpus,
                        flops=gpu_version_flops(v, scenario.gpus), gpu_type=v.type, gpu_usage=v.gpu_usage))
        for job in spec.initial_jobs:
            wu = Workunit(url, WorkunitName(job.wu_name), AppName(job.app), version_num=1,
                          rsc_fpops_est=job.fpops_est, rsc_fpops_bound=job.fpops_est * 1e3)
            state.workunits[(url, wu.name)] = wu
            result = Result(url, ResultName(job.name), wu.name, report_deadline=job.report_deadline,
                            received_time=job.received_time, state=ResultState.FILES_DOWNLOADED, version_num=1,
                            report_immediately=spec.report_immediately, plan_class=job.plan_class)
            state.results[result.key] = result
    return state


def add_initial_jobs(scenario: Scenario, executor: EmulatedExecutor, seed: int = 1) -> None:
    """Initial jobs' true size is their estimate (BOINC's emulator does the same), unless
    the scenario knows better (``InitialJob.true_fpops``: a live host's job log). Where it
    also knows how such jobs varied (``true_fpops_std``), each run draws every job's size
    around that, as the emulated servers draw the jobs they send: the live jobs a preview
    starts from will not all take the median, and under deadline pressure which of them
    ends a fraction of a second before or after its deadline decides what happens next."""
    rng = random.Random(f"initial jobs {seed}")
    for spec in scenario.projects:
        url = ProjectUrl(spec.url)
        for job in spec.initial_jobs:
            app = next((a for a in spec.apps if a.name == job.app), None)
            avg_ncpus = app.avg_ncpus if app else 1.0
            rate = (app.flops if app and app.flops else avg_ncpus * scenario.host.flops)
            true = job.true_fpops or job.fpops_est
            if job.true_fpops_std > 0:
                true = max(rng.gauss(true, job.true_fpops_std), 0.01 * true)
            gpu = next((v for v in (app.gpu_versions if app else ()) if gpu_plan_class(v.type) == job.plan_class),
                       None) if job.plan_class else None
            if gpu is not None:  # a GPU job already on the host: it runs on its device
                executor.add_job((url, ResultName(job.name)), true, gpu_version_flops(gpu, scenario.gpus),
                                 gpu.avg_ncpus, done_flops=true * job.fraction_done, gpu_type=gpu.type,
                                 gpu_usage=gpu.gpu_usage)
                continue
            executor.add_job((url, ResultName(job.name)), true, rate, avg_ncpus,
                             done_flops=true * job.fraction_done)


class ObserverPair:
    """Tells two engine observers (the assembly's, then the disk model) everything."""

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

    def task_abandoned(self, result: Result, now: float) -> None:
        self.first.task_abandoned(result, now)
        self.second.task_abandoned(result, now)


class EmulatedAssembly:
    """One emulated client: state, ports and engine. Single-threaded (its owner's thread)."""

    def __init__(
        self,
        scenario: Scenario,
        spec: PolicySpec,
        seed: int,
        *,
        fetch_check: Literal["periodic", "predicted"] = "periodic",
        quantised: bool = False,
        availability_model: str = "study",
        existing_jobs_only: bool = False,
        disk_audit: bool = False,
        host_filter: Callable[[Host], Host] | None = None,
        servers_from_one_stream: bool = False,
    ) -> None:
        self.scenario = scenario
        self.spec = spec
        self._quantised = quantised
        self._existing_only = existing_jobs_only
        self._master = random.Random(seed)
        host_rng, engine_rng = random.Random(self._master.random()), random.Random(self._master.random())
        # The window's client draws its servers' generators from one stream of their own
        # (the master's third draw), so that attaching a project later leaves the rest alone.
        self._server_stream = random.Random(self._master.random()) if servers_from_one_stream else self._master
        self.state = build_state(scenario)
        self.emulated_host = EmulatedHost(scenario.host, host_rng, START_TIME, quantised=quantised)
        # "boinc" model: a task keeps computing while the host is off (BOINC's emulator).
        self.executor = EmulatedExecutor(duty=self.state.prefs.cpu_usage_fraction,
                                         host_is_on=self.emulated_host.is_on if availability_model == "boinc" else None,
                                         resume_cost_s=scenario.host.resume_cost_s,
                                         # fixed steps notice completions at their steps already
                                         notice_grid_s=0.0 if quantised else scenario.completion_grid_s,
                                         grid_origin=START_TIME)
        add_initial_jobs(scenario, self.executor, seed)
        self.servers: dict[ProjectUrl, EmulatedProjectServer] = {}
        for p in scenario.projects:
            self.add_server(ProjectUrl(p.url), p, START_TIME)
        self.disk = DiskModel(scenario, self.state, audit=disk_audit) if scenario.uses_disk else None
        host: Host = host_filter(self.emulated_host) if host_filter is not None else self.emulated_host
        self.host = host if self.disk is None else DiskGatedHost(host, self.disk)
        self.engine = Engine(
            self.state,
            spec,
            host=self.host,
            executor=self.executor,
            transport=EmulatedTransport(self.state, self.servers, self.disk),
            rng=engine_rng,
            observer=self.disk,
            fetch_check=fetch_check,
            client_rules=scenario.client_rules,
        )

    def observe(self, observer: EngineObserver) -> None:
        """Whoever watches the engine (the batch's metrics, the window's log); before the disk model."""
        self.engine.observer = observer if self.disk is None else ObserverPair(observer, self.disk)

    def next_rng(self) -> random.Random:
        """A generator for one more process of the emulated world (the master's next draw)."""
        return random.Random(self._master.random())

    def add_server(self, url: ProjectUrl, project: ProjectSpec, now: float) -> EmulatedProjectServer:
        """The emulated scheduler of a project, with its own generator."""
        server = EmulatedProjectServer(
            project, self.spec.send, self.executor, random.Random(self._server_stream.random()), now,
            host_flops=self.scenario.host.flops, existing_jobs_only=self._existing_only, quantised=self._quantised,
            gpus=self.scenario.gpus,
            uses_dcf=self.scenario.source_format != "boinc")
        server.url = url
        self.servers[url] = server
        return server

    def step(self, now: float) -> float:
        """One tick at ``now``: the engine, then the disk; returns when the next one is wanted."""
        wake = self.engine.poll(now)
        if self.disk is not None and self.disk.tick(now):
            # Jobs got their files, were aborted, or computing was suspended or resumed.
            self.engine.request_reschedule("disk")
            self.engine.request_work_fetch_check()
            self.engine.refresh_availability()
            wake = now
        return wake
