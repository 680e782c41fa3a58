"""Figures of merit, ours and BOINC's, accumulated over piecewise-constant intervals.

Between two engine polls nothing changes, so the recorder is told about each
interval once (``advance``) and about discrete events through the engine's
observer interface. The exact formulas are in docs/emulator.md; in short, with
A = CPU-seconds available (CPUs × time the host could compute), U = CPU-seconds
used, U_p per project, s_p = normalised resource shares:

ours (the study's definitions, each in [0, 1], 0 best)
- idleness = (A − U) / A
- waste = CPU-seconds of jobs that completed after their deadline / U
- share violation = ½·Σ|U_p/U − s_p| / (1 − min s_p)  (total-variation distance
  from the shares, divided by its largest possible value; 0 for one project)
- monotony = x / (1 + x), x = mean_p RMS(time since p last ran) / (period × #projects),
  BOINC's formula measured over the time the host was available (an unavailable
  host switches nothing, so its off time is not counted against the scheduler)

BOINC's (client/sim.cpp, from ../shared/reference/emulator-compat.md)
- idle fraction = max(0, Peak − U) / Peak with Peak = CPUs × all time
- wasted fraction = CPU-seconds of jobs *reported* after their deadline / Peak
- share violation = Σ_p |U_p − U·s_p| / U
- monotony as above but over all time; RPCs per job = RPCs / (2 × jobs sent)

Per project (BOINC's summary): FLOPs used = its CPU-seconds × the host's peak
FLOPS per CPU (BOINC counts peak speed, not the app's), its share of all FLOPs
used, FLOPs wasted (jobs *reported* late, BOINC's rule), deadlines met and
missed (ours: by completion time).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from core.ids import ProjectUrl
from core.policy.cpu_sched import CpuSchedule
from core.ports import SchedulerReply, SchedulerRequest
from core.state import ClientState, Result


@dataclass(slots=True)
class ProjectFigures:
    name: str
    share: float  # normalised resource share
    cpu_s: float = 0.0
    wasted_cpu_s: float = 0.0
    wasted_reported_cpu_s: float = 0.0  # BOINC's rule: reported after the deadline
    jobs_done: int = 0
    jobs_late: int = 0
    jobs_unstarted_late: int = 0  # aborted, their deadline passed before they started
    jobs_sent: int = 0
    rpcs: int = 0
    # monotony bookkeeping: time since the project last had a task running, in
    # available time (ours) and in all time (BOINC's)
    since_ran_s: float = 0.0
    since_ran_sq_integral: float = 0.0
    boinc_since_ran_s: float = 0.0
    boinc_since_ran_sq_integral: float = 0.0


@dataclass(slots=True)
class Sample:
    """One point of the per-project time series for the GUI's charts."""

    time: float
    priority: dict[str, float]
    cpu_share: dict[str, float]
    queued_s: dict[str, float]


@dataclass(slots=True)
class MetricsRecorder:
    state: ClientState
    period_s: float
    names: dict[str, str]  # project URL -> display name
    total_time_s: float = 0.0
    available_time_s: float = 0.0
    available_cpu_s: float = 0.0
    peak_cpu_s: float = 0.0
    used_cpu_s: float = 0.0
    wasted_cpu_s: float = 0.0  # completed late (ours)
    wasted_reported_s: float = 0.0  # reported late (BOINC's)
    rpc_count: int = 0
    jobs_done: int = 0
    jobs_late: int = 0
    jobs_sent: int = 0
    projects: dict[str, ProjectFigures] = field(default_factory=dict)
    samples: list[Sample] = field(default_factory=list)
    sample_every_s: float = 3600.0
    _next_sample: float = -math.inf
    # Per GPU type (a host with GPUs only): devices, device-seconds available (host computing)
    # and in all time, used per project, and used by jobs that completed late.
    gpu_counts: dict[str, int] = field(default_factory=dict)
    gpu_available_s: dict[str, float] = field(default_factory=dict)
    gpu_peak_s: dict[str, float] = field(default_factory=dict)
    gpu_used_s: dict[str, dict[str, float]] = field(default_factory=dict)
    gpu_wasted_s: dict[str, float] = field(default_factory=dict)
    cpu_wasted_by_cpu_jobs_s: float = 0.0

    def __post_init__(self) -> None:
        total = sum(p.resource_share for p in self.state.projects.values()) or 1.0
        for url, p in self.state.projects.items():
            self.projects[url] = ProjectFigures(self.names.get(url, url), p.resource_share / total)
        for c in self.state.coprocs:
            self.gpu_counts[c.type] = c.count
            self.gpu_available_s[c.type] = self.gpu_peak_s[c.type] = self.gpu_wasted_s[c.type] = 0.0
            self.gpu_used_s[c.type] = {}

    # ---- intervals ----

    def advance(self, dt: float, ncpus: int, computing: bool, running: dict[str, float]) -> None:
        if dt <= 0:
            return
        self.total_time_s += dt
        self.peak_cpu_s += ncpus * dt
        if computing:
            self.available_cpu_s += ncpus * dt
            self.available_time_s += dt
        get = running.get
        for url, fig in self.projects.items():
            cpus = get(url, 0.0)
            if cpus > 0:
                fig.cpu_s += cpus * dt
                self.used_cpu_s += cpus * dt
                fig.since_ran_s = fig.boinc_since_ran_s = 0.0
                continue
            # _cube_step written out (this runs for every project at every poll)
            r0 = fig.boinc_since_ran_s
            r1 = r0 + dt
            fig.boinc_since_ran_sq_integral += (r1 * r1 * r1 - r0 * r0 * r0) / 3.0
            fig.boinc_since_ran_s += dt
            if computing:
                # An unavailable host switches nothing; our monotony waits it out.
                r0 = fig.since_ran_s
                r1 = r0 + dt
                fig.since_ran_sq_integral += (r1 * r1 * r1 - r0 * r0 * r0) / 3.0
                fig.since_ran_s += dt

    def advance_gpus(self, dt: float, computing: bool, running: dict[str, dict[str, float]]) -> None:
        """The GPUs' side of ``advance`` (called only on a host with GPU types): devices in use
        per type and project, from the executor's ``running_gpus``."""
        if dt <= 0:
            return
        for rsc, count in self.gpu_counts.items():
            self.gpu_peak_s[rsc] += count * dt
            if computing:
                self.gpu_available_s[rsc] += count * dt
            per = running.get(rsc)
            if per:
                used = self.gpu_used_s[rsc]
                for url, devices in per.items():
                    used[url] = used.get(url, 0.0) + devices * dt

    # ---- engine observer ----

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        fig = self.projects[result.project_url]
        fig.jobs_done += 1
        self.jobs_done += 1
        if result.report_deadline and now > result.report_deadline:
            fig.jobs_late += 1
            fig.wasted_cpu_s += cpu_time
            self.jobs_late += 1
            self.wasted_cpu_s += cpu_time
            if self.gpu_counts:
                av = self.state.app_version_of(result)
                if av is not None and av.uses_gpu and av.gpu_type in self.gpu_wasted_s:
                    elapsed = cpu_time / max(av.avg_ncpus, 1e-9)
                    self.gpu_wasted_s[av.gpu_type] += elapsed * av.gpu_usage
                else:
                    self.cpu_wasted_by_cpu_jobs_s += cpu_time

    def task_abandoned(self, result: Result, now: float) -> None:
        fig = self.projects.get(result.project_url)
        if fig is not None:
            fig.jobs_unstarted_late += 1

    def result_reported(self, result: Result, now: float) -> None:
        if result.report_deadline and now > result.report_deadline:
            av = self.state.app_version_of(result)
            cpu_s = result.final_elapsed_time * (av.avg_ncpus if av is not None else 1.0)
            self.wasted_reported_s += cpu_s
            fig = self.projects.get(result.project_url)
            if fig is not None:
                fig.wasted_reported_cpu_s += cpu_s

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        if now < self._next_sample:
            return
        self._next_sample = now + self.sample_every_s
        used = self.used_cpu_s or 1.0
        queued: dict[str, float] = {}
        for r in self.state.results.values():
            if not r.is_finished:
                wu = self.state.workunits.get((r.project_url, r.wu_name))
                if wu is not None:
                    name = self.names.get(r.project_url, r.project_url)
                    queued[name] = queued.get(name, 0.0) + wu.rsc_fpops_est / self.state.host_info.p_fpops
        self.samples.append(
            Sample(
                now,
                {self.names.get(u, u): v for u, v in schedule.project_priority.items()},
                {f.name: f.cpu_s / used for f in self.projects.values()},
                queued,
            )
        )

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        self.rpc_count += 1
        fig = self.projects.get(request.project)
        if fig is not None:
            fig.rpcs += 1
            fig.jobs_sent += len(reply.results)
        self.jobs_sent += len(reply.results)

    # ---- figures ----

    def monotony(self, boinc: bool = False) -> float:
        span = self.total_time_s if boinc else self.available_time_s
        if span <= 0 or not self.projects:
            return 0.0
        rms = [
            math.sqrt((f.boinc_since_ran_sq_integral if boinc else f.since_ran_sq_integral) / span)
            for f in self.projects.values()
        ]
        x = (sum(rms) / len(rms)) / (self.period_s * len(rms))
        return x / (1.0 + x)

    def share_violation(self) -> float:
        if self.used_cpu_s <= 0 or len(self.projects) < 2:
            return 0.0
        tv = 0.5 * sum(abs(f.cpu_s / self.used_cpu_s - f.share) for f in self.projects.values())
        worst = 1.0 - min(f.share for f in self.projects.values())
        return min(tv / worst, 1.0) if worst > 0 else 0.0

    def figures(self) -> dict[str, float | int]:
        used = self.used_cpu_s
        return {
            "idleness": max(0.0, self.available_cpu_s - used) / self.available_cpu_s if self.available_cpu_s else 0.0,
            "waste": self.wasted_cpu_s / used if used else 0.0,
            "share_violation": self.share_violation(),
            "monotony": self.monotony(),
            "rpc_count": self.rpc_count,
            "jobs_done": self.jobs_done,
            "jobs_late": self.jobs_late,
        }

    def boinc_figures(self) -> dict[str, float]:
        used, peak = self.used_cpu_s, self.peak_cpu_s
        sv = (
            sum(abs(f.cpu_s - used * f.share) for f in self.projects.values()) / used if used else 0.0
        )
        return {
            "idle_fraction": max(0.0, peak - used) / peak if peak else 0.0,
            "wasted_fraction": self.wasted_reported_s / peak if peak else 0.0,
            "share_violation": sv,
            "monotony": self.monotony(boinc=True),
            "rpcs_per_job": self.rpc_count / (2 * self.jobs_sent) if self.jobs_sent else 0.0,
        }

    def resources(self) -> dict[str, dict[str, object]] | None:
        """The study's figures per resource type (None on a host without GPUs): for "CPU" and
        each GPU type, idleness (of the time the host could compute), BOINC's idle fraction
        (of all time), waste (instance-seconds of jobs that completed late / used) and share
        violation among the projects with a version for that resource, their shares
        renormalised among them (a CPU-only project cannot use a GPU, so it is owed none).
        The CPU's use counts every job's CPUs, a GPU job's ``avg_ncpus`` included (they are busy)."""
        if not self.gpu_counts:
            return None
        eligible: dict[str, set[str]] = {"CPU": set()}
        for av in self.state.app_versions:
            key = av.gpu_type if av.uses_gpu else "CPU"
            eligible.setdefault(key, set()).add(str(av.project_url))
        cpu_used = {str(url): f.cpu_s for url, f in self.projects.items()}
        out: dict[str, dict[str, object]] = {
            "CPU": self._resource_figures(eligible["CPU"], cpu_used, self.available_cpu_s, self.peak_cpu_s,
                                          self.cpu_wasted_by_cpu_jobs_s, self.state.ncpus)}
        for rsc, count in self.gpu_counts.items():
            out[rsc] = self._resource_figures(eligible.get(rsc, set()), self.gpu_used_s[rsc],
                                              self.gpu_available_s[rsc], self.gpu_peak_s[rsc],
                                              self.gpu_wasted_s[rsc], count)
        return out

    def _resource_figures(self, eligible: set[str], used: dict[str, float], available: float, peak: float,
                          wasted: float, instances: int) -> dict[str, object]:
        total_used = sum(used.values())
        shares = {url: self.state.projects[ProjectUrl(url)].resource_share
                  for url in eligible if ProjectUrl(url) in self.state.projects}
        total_share = sum(shares.values()) or 1.0
        norm = {url: s / total_share for url, s in shares.items()}
        violation = 0.0
        if total_used > 0 and len(norm) > 1:
            tv = 0.5 * sum(abs(used.get(url, 0.0) / total_used - s) for url, s in norm.items())
            worst = 1.0 - min(norm.values())
            violation = min(tv / worst, 1.0) if worst > 0 else 0.0
        return {
            "instances": instances,
            "idleness": max(0.0, available - total_used) / available if available else 0.0,
            "idle_fraction": max(0.0, peak - total_used) / peak if peak else 0.0,
            "waste": wasted / total_used if total_used else 0.0,
            "share_violation": violation,
            "used_instance_s": total_used,
            "projects": {self.names.get(url, url): {"share": norm.get(url, 0.0),
                                                   "used_share": used.get(url, 0.0) / total_used if total_used else 0.0}
                         for url in sorted(set(norm) | {u for u, v in used.items() if v > 0})},
        }

    def per_project(self) -> list[dict[str, float | int | str]]:
        used = self.used_cpu_s or 1.0
        peak = self.state.host_info.p_fpops
        return [
            {
                "name": f.name,
                "share": f.share,
                "cpu_share": f.cpu_s / used,
                "cpu_s": f.cpu_s,
                "flops_used": f.cpu_s * peak,
                "flops_share": f.cpu_s / used,
                "flops_wasted": f.wasted_reported_cpu_s * peak,
                "wasted_cpu_s": f.wasted_cpu_s,
                "jobs_done": f.jobs_done,
                "deadlines_met": f.jobs_done - f.jobs_late,
                # a task aborted unstarted missed its deadline too (never done, never met)
                "deadlines_missed": f.jobs_late + f.jobs_unstarted_late,
                "jobs_sent": f.jobs_sent,
                "rpcs": f.rpcs,
            }
            for f in self.projects.values()
        ]


def _cube_step(r0: float, dt: float) -> float:
    """∫ r² dr from r0 to r0 + dt: the exact integral of R² while R grows linearly."""
    r1 = r0 + dt
    return (r1 * r1 * r1 - r0 * r0 * r0) / 3.0
