"""The ``Executor`` port in simulated time: jobs advance at their app version's FLOPS.

A job's true size (FLOPs) is fixed by the emulated server when it sends the job;
the client only ever sees the estimate. A running job advances at
``flops × duty cycle`` FLOP per second; a preempted one stands still (this
emulator models the study's world, where nothing computes while the host is
unavailable: the engine preempts everything then). CPU time is credited at
``avg_ncpus`` per second of running time, scaled by the CPU-usage limit.

Completions are noticed when ``poll`` is called: in event-driven mode the
engine wakes exactly at ``next_event``; in fixed-step mode at the next step
boundary, which reproduces BOINC's emulator (a 13,000 s job takes 13,020 s).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
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


class EmulatedExecutor:
    def __init__(self, duty: float = 1.0) -> None:
        self.duty = duty  # CPU-usage limit as a fraction (prefs cpu_usage_limit)
        self._jobs: dict[ResultKey, _Job] = {}
        self._running: dict[ResultKey, _Job] = {}

    def add_job(self, key: ResultKey, total_flops: float, rate: float, ncpus: float = 1.0) -> None:
        """Called by the emulated server when it sends a job (its true size)."""
        self._jobs[key] = _Job(max(total_flops, 1.0), max(rate, 1.0), ncpus, self.duty)

    def start(self, key: ResultKey, now: float) -> None:
        job = self._jobs[key]
        if not job.running:
            job.running = True
            job.last = now
            self._running[key] = job

    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None:
        job = self._jobs.get(key)
        if job is not None and job.running:
            self._advance(job, now)
            job.running = False
            del self._running[key]

    def abort(self, key: ResultKey, now: float) -> None:
        self.preempt(key, now, False)
        self._jobs.pop(key, None)

    def _advance(self, job: _Job, now: float) -> None:
        dt = now - job.last
        if dt > 0:
            job.done_flops = min(job.total_flops, job.done_flops + dt * job.rate * job.duty)
            job.cpu_time += dt * job.ncpus * job.duty
            job.elapsed += dt
            job.last = now

    def poll(self, now: float) -> Sequence[TaskProgress]:
        out: list[TaskProgress] = []
        finished: list[ResultKey] = []
        for key, job in self._running.items():
            self._advance(job, now)
            done = job.done_flops >= job.total_flops * (1 - 1e-12)
            out.append(TaskProgress(key, job.cpu_time, job.elapsed, job.done_flops / job.total_flops, done))
            if done:
                finished.append(key)
        for key in finished:
            del self._running[key]
            del self._jobs[key]
        return out

    def next_event(self, now: float) -> float:
        t = INF
        for job in self._running.values():
            t = min(t, job.last + (job.total_flops - job.done_flops) / (job.rate * job.duty))
        return t

    def running_cpus(self) -> dict[str, float]:
        """CPUs in use per project URL (for the metrics)."""
        use: dict[str, float] = {}
        for key, job in self._running.items():
            use[key[0]] = use.get(key[0], 0.0) + job.ncpus * job.duty
        return use
