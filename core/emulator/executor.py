"""The ``Executor`` port in simulated time: jobs advance at their app version's FLOPS.

A job's true size (FLOPs) is fixed by the emulated server when it sends the job;
the client only ever sees the estimate. A running job advances at
``flops × duty cycle`` FLOP per second; a preempted one stands still (this
emulator models the study's world, where nothing computes while the host is
unavailable: the engine preempts everything then). CPU time is credited at
``avg_ncpus`` per second of running time, scaled by the CPU-usage limit.

Availability model "boinc" (BOINC's emulator): give the executor ``host_is_on``
and a task the engine preempts while the host is *off* keeps computing (the
engine still sees it preempted, so nothing is scheduled or started); the first
poll after the host is back on stops these tasks, and the engine's reschedule
then resumes whichever it chooses. Such a task can finish while the host is off.

Completions are noticed when ``poll`` is called: in event-driven mode the
engine wakes exactly at ``next_event``; in fixed-step mode at the next step
boundary, which reproduces BOINC's emulator (a 13,000 s job takes 13,020 s).
With ``notice_grid_s`` (a BOINC input directory's event-driven run) a job that has
done its FLOPs is noticed only at the next multiple of the grid after ``grid_origin``,
as BOINC's emulator notices it at its next 60-s step wherever the events fall; until
then it holds its CPUs and its elapsed time grows, as in BOINC's emulator. That
matters where a job's bound leaves it no slack: BOINC's every such job is reported
those seconds after its deadline (slack 1: 1,320 of 1,322 jobs late).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from core.ids import ResultKey
from core.ports import TaskProgress

INF = math.inf


@dataclass(slots=True)
class _Job:
    total_flops: float
    rate: float  # FLOP/s while running
    ncpus: float
    duty: float
    done_flops: float = 0.0
    cpu_time: float = 0.0
    elapsed: float = 0.0
    running: bool = False
    last: float = 0.0
    off_running: bool = False  # "boinc" model: computing on while the host is off
    evicted: bool = False  # preempted out of memory: its next start restarts the process
    ended_at: float = -1.0  # with a notice grid: when its FLOPs were done (-1: not yet)
    gpu_type: str = ""  # a GPU job: the type of device it runs on ("" = a CPU job)
    gpu_usage: float = 0.0  # and how much of one device


class EmulatedExecutor:
    def __init__(self, duty: float = 1.0, host_is_on: Callable[[float], bool] | None = None,
                 resume_cost_s: float = 0.0, notice_grid_s: float = 0.0, grid_origin: float = 0.0) -> None:
        self.duty = duty  # CPU-usage limit as a fraction (prefs cpu_usage_limit)
        # Completions noticed only on this grid (seconds; 0: at their instant), from grid_origin.
        self.notice_grid_s = notice_grid_s if math.isfinite(notice_grid_s) and notice_grid_s > 0 else 0.0
        self.grid_origin = grid_origin
        # Running seconds a job loses when started again after a preemption that took it out
        # of memory (HostSpec.resume_cost_s): its progress goes back by that much.
        self.resume_cost_s = resume_cost_s if math.isfinite(resume_cost_s) and resume_cost_s > 0 else 0.0
        self.host_is_on = host_is_on  # set for the "boinc" availability model only
        self._off_running = 0
        self._jobs: dict[ResultKey, _Job] = {}
        self._running: dict[ResultKey, _Job] = {}
        # running_cpus' answer until the running set changes (the batch asks at every poll)
        self._use: dict[str, float] | None = None
        self._gpu_use: dict[str, dict[str, float]] | None = None  # running_gpus' answer, likewise

    def add_job(self, key: ResultKey, total_flops: float, rate: float, ncpus: float = 1.0,
                done_flops: float = 0.0, gpu_type: str = "", gpu_usage: float = 0.0) -> None:
        """Called by the emulated server when it sends a job (its true size). A GPU job
        (``gpu_type``) advances at ``rate`` too: its version's FLOPS on the device."""
        total = max(total_flops, 1.0)
        self._jobs[key] = _Job(total, max(rate, 1.0), ncpus, self.duty, done_flops=min(max(done_flops, 0.0), total),
                               gpu_type=gpu_type, gpu_usage=gpu_usage)

    def start(self, key: ResultKey, now: float) -> None:
        job = self._jobs[key]
        if job.off_running:
            job.off_running = False
            self._off_running -= 1
        if not job.running:
            if job.evicted:
                job.evicted = False
                lost = self.resume_cost_s * job.rate * job.duty
                job.done_flops = job.done_flops - lost if job.done_flops > lost else 0.0
            job.running = True
            job.last = now
            self._running[key] = job
            self._use = self._gpu_use = None

    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None:
        job = self._jobs.get(key)
        if job is not None and job.running and not job.off_running:
            if self.host_is_on is not None and not self.host_is_on(now):
                job.off_running = True
                self._off_running += 1
                return
            self._advance(job, now)
            job.running = False
            # Out of memory, the live client quits the app, which restarts from its checkpoint
            # (core/exec/executor.py: a task not yet checkpointed is only suspended).
            job.evicted = not keep_in_memory and self.resume_cost_s > 0.0 and job.done_flops > 0.0
            del self._running[key]
            self._use = self._gpu_use = None

    def abort(self, key: ResultKey, now: float) -> None:
        job = self._jobs.get(key)
        if job is not None and job.running:
            self._advance(job, now)
            job.running = False
            if job.off_running:
                self._off_running -= 1
            del self._running[key]
            self._use = self._gpu_use = None
        self._jobs.pop(key, None)

    def _advance(self, job: _Job, now: float) -> None:
        dt = now - job.last
        if dt > 0:
            done = job.done_flops + dt * job.rate * job.duty
            if self.notice_grid_s > 0.0 and job.ended_at < 0.0 and done >= job.total_flops * (1 - 1e-12):
                job.ended_at = job.last + (job.total_flops - job.done_flops) / (job.rate * job.duty)
            job.done_flops = min(job.total_flops, done)
            job.cpu_time += dt * job.ncpus * job.duty
            job.elapsed += dt
            job.last = now

    def _noticed_at(self, end: float) -> float:
        """The first grid point at or after ``end`` (a hair's float error below one counts)."""
        grid, origin = self.notice_grid_s, self.grid_origin
        return origin + math.ceil((end - origin) / grid - 1e-9) * grid

    def poll(self, now: float) -> Sequence[TaskProgress]:
        out: list[TaskProgress] = []
        finished: list[ResultKey] = []
        grid = self.notice_grid_s
        for key, job in self._running.items():
            # _advance, written out (every running job at every poll)
            dt = now - job.last
            total = job.total_flops
            if dt > 0:
                duty = job.duty
                before = job.done_flops
                done_flops = before + dt * job.rate * duty
                if grid > 0.0 and job.ended_at < 0.0 and done_flops >= total * (1 - 1e-12):
                    job.ended_at = job.last + (total - before) / (job.rate * duty)
                job.done_flops = done_flops = done_flops if done_flops < total else total  # min(total, done_flops)
                job.cpu_time += dt * job.ncpus * duty
                job.elapsed += dt
                job.last = now
            else:
                done_flops = job.done_flops
            done = done_flops >= total * (1 - 1e-12)
            if done and grid > 0.0:
                if job.ended_at < 0.0:  # done when it started (nothing left): ends now
                    job.ended_at = now
                done = now >= self._noticed_at(job.ended_at)
            out.append(TaskProgress(key, job.cpu_time, job.elapsed, done_flops / total, done))
            if done:
                finished.append(key)
        for key in finished:
            if self._running[key].off_running:
                self._off_running -= 1
            del self._running[key]
            del self._jobs[key]
            self._use = self._gpu_use = None
        if self._off_running and self.host_is_on is not None and self.host_is_on(now):
            for key, job in list(self._running.items()):
                if job.off_running:
                    job.off_running = False
                    job.running = False
                    del self._running[key]
            self._off_running = 0
            self._use = self._gpu_use = None
        return out

    def next_event(self, now: float) -> float:
        t = INF
        grid = self.notice_grid_s
        for job in self._running.values():
            if job.ended_at >= 0.0:
                end = job.ended_at
            else:
                end = job.last + (job.total_flops - job.done_flops) / (job.rate * job.duty)
            if grid > 0.0:
                end = self._noticed_at(end)
            if end < t:  # min(t, end)
                t = end
        return t

    def running_cpus(self) -> dict[str, float]:
        """CPUs in use per project URL (for the metrics). Read it, don't change it: the
        same dict is returned until the running set changes."""
        if self._use is not None:
            return self._use
        use: dict[str, float] = {}
        get = use.get
        for key, job in self._running.items():
            url = key[0]
            use[url] = get(url, 0.0) + job.ncpus * job.duty
        self._use = use
        return use

    def running_gpus(self) -> dict[str, dict[str, float]]:
        """Devices in use per GPU type, then per project URL (for the metrics; empty on a
        host without GPU jobs). Read it, don't change it, as ``running_cpus``."""
        if self._gpu_use is not None:
            return self._gpu_use
        use: dict[str, dict[str, float]] = {}
        for key, job in self._running.items():
            if job.gpu_type:
                per = use.setdefault(job.gpu_type, {})
                per[key[0]] = per.get(key[0], 0.0) + job.gpu_usage
        self._gpu_use = use
        return use
