"""Running a scenario: the emulated assembly (core/emulator/assembly.py: the emulator's ports
around the live client's ``Engine``) driven as fast as it goes, with figures recorded.

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
another (the assembly's text has the order).

A scenario with files or a host disk (``Scenario.uses_disk``) also runs the
disk model (core.emulator.disk_model): it sits on the transport (downloads,
disk figures in requests), the engine's observer (outputs) and the host
(suspension for disk), and ticks after each engine poll (``EmulatedAssembly.step``).
Without those options none of it is built, and runs are exactly as before.
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

from core.emulator.assembly import START_TIME as START_TIME, EmulatedAssembly, build_state as build_state
from core.emulator.disk_figures import DiskAudit, summary_lines
from core.emulator.metrics import MetricsRecorder, Sample
from core.emulator.scenario import Scenario
from core.engine.policy_spec import BOINC_POLICY, DEFAULT_POLICY, PolicySpec
from core.engine.tick import ClientTick
from core.errors import CoreError
from core.ids import ProjectUrl
from core.policy.work_send import WorkSendPolicy
from core.ports import NoStorage

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
    resources: dict[str, Any] | None = None  # per resource type (a host with GPUs), None without GPUs

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
        if self.resources is not None:
            out["resources"] = self.resources
        return out


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
    emu = EmulatedAssembly(
        scenario, spec, seed, fetch_check="periodic" if step_s > 0 else "predicted",
        quantised=quantised, availability_model=model, existing_jobs_only=existing_only, disk_audit=disk_audit)
    state, host, executor, disk, servers = emu.state, emu.emulated_host, emu.executor, emu.disk, emu.servers
    recorder = MetricsRecorder(
        state, state.prefs.cpu_scheduling_period_s, {ProjectUrl(p.url): p.name for p in scenario.projects}
    )
    emu.observe(recorder)
    # The same tick as every client; the batch run has no file flow or disk driver
    # here (its jobs' files arrive with them, through the assembly's disk model) and saves nothing.
    tick = ClientTick(emu.engine, NoStorage(), step=emu.step)

    wall0 = time.perf_counter()
    now, end = START_TIME, START_TIME + duration
    ncpus = state.ncpus
    gpus = bool(scenario.gpus)
    polls = same_instant = 0
    while now < end:
        wake = tick.run(now)
        polls += 1
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
        if gpus:
            recorder.advance_gpus(nxt - now, avail.computing, executor.running_gpus())
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
        resources=recorder.resources(),
    )
