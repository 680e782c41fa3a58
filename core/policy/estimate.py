"""Completion-time estimation: JC1 and JC2 (duration correction factor).

A job's *static* estimate B is its FLOPs estimate divided by the FLOPS its app
version achieves, stretched by the CPU-usage limit (a throttled task runs only
part of the time). Once a job has run, its progress gives a second estimate
A = elapsed / fraction_done, and the total is the blend F·A + (1−F)·B: early on
the static estimate dominates, near the end the observed rate does.

JC2 multiplies B by the project's duration correction factor (DCF), the learned
ratio of actual to estimated run time. An increase takes effect at once (being
late is worse than being early); a decrease is smoothed exponentially with
weight ``DCF_DECAY`` so one short outlier does not make the client overfetch.

Reads: workunit FLOPs estimate, app version FLOPS, host benchmark, CPU-usage
limit, the active task's elapsed time and fraction done, the project's DCF.
Writes: only ``update_dcf`` writes, and only ``Project.duration_correction_factor``.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.state import ClientState, Project, Result

DCF_DECAY = 0.1
"""Weight of a new observation when the DCF goes down."""

DCF_MIN = 0.01
DCF_MAX = 100.0


class EstimatePolicy(Enum):
    JC1 = "JC1"
    JC2 = "JC2"


@dataclass(frozen=True, slots=True)
class Estimator:
    """Runtime estimates under one policy. Stateless; cheap to construct."""

    policy: EstimatePolicy = EstimatePolicy.JC2

    def raw_runtime_s(self, state: ClientState, result: Result) -> float:
        """Static estimate without the DCF: FLOPs estimate / achieved FLOPS."""
        wu = state.workunit_of(result)
        av = state.app_version_of(result)
        flops = av.effective_flops(state.host_info.p_fpops) if av else state.host_info.p_fpops
        return wu.rsc_fpops_est / max(flops, 1.0) / state.prefs.cpu_usage_fraction

    def static_runtime_s(self, state: ClientState, result: Result) -> float:
        """B: the estimate before the job has run (with the DCF under JC2)."""
        raw = self.raw_runtime_s(state, result)
        if self.policy is EstimatePolicy.JC2:
            project = state.projects[result.project_url]
            if not project.dont_use_dcf:
                raw *= project.duration_correction_factor
        return raw

    def total_runtime_s(self, state: ClientState, result: Result) -> float:
        """F·A + (1−F)·B for a job in progress, B for one not started."""
        static = self.static_runtime_s(state, result)
        task = state.active_tasks.get(result.key)
        if task is None:
            return static
        done = min(max(task.fraction_done, 0.0), 1.0)
        if done <= 0.0 or task.elapsed_time <= 0.0:
            return max(static, task.elapsed_time)
        observed = task.elapsed_time / done
        return done * observed + (1.0 - done) * static

    def remaining_s(self, state: ClientState, result: Result) -> float:
        """Estimated running time still needed (0 once the job is finished)."""
        if result.is_finished:
            return 0.0
        task = state.active_tasks.get(result.key)
        elapsed = task.elapsed_time if task else 0.0
        return max(self.total_runtime_s(state, result) - elapsed, 0.0)


def update_dcf(project: Project, actual_s: float, raw_estimate_s: float) -> float:
    """Fold one finished job into the project's DCF; returns the new value.

    ``raw_estimate_s`` is the estimate *without* the DCF, so the factor learns
    the ratio itself rather than its own error.
    """
    if actual_s <= 0 or raw_estimate_s <= 0 or project.dont_use_dcf:
        return project.duration_correction_factor
    ratio = min(max(actual_s / raw_estimate_s, DCF_MIN), DCF_MAX)
    dcf = project.duration_correction_factor
    if ratio > dcf:
        dcf = ratio
    else:
        dcf += DCF_DECAY * (ratio - dcf)
    project.duration_correction_factor = min(max(dcf, DCF_MIN), DCF_MAX)
    return project.duration_correction_factor
