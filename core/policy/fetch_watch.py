"""When could a work-fetch decision change if only time passes?

The real client asks its work-fetch policy every 60 s. The emulator's
event-driven mode instead asks again only when the answer could differ, so a
100-day run wakes a few thousand times instead of 144,000. After a decision
that asked nobody, ``next_change`` names the earliest instant at which, with
nothing but time passing, some project could become one the policy asks.
Everything else that changes a decision is an event the engine polls at anyway
(a task starts, ends or is preempted, work arrives, an RPC ends, the host comes
and goes, accounting moves a debt), and each of those re-arms the check.

Between two polls the set of running tasks is fixed, so only their remaining
estimates move: a started task's estimate is (1 - fraction done) x its static
estimate and drains at static x done / elapsed estimated seconds per second (1
when the estimate is right, more for a job smaller than its estimate).
``running_drain`` takes the fastest running task as the bound for all, so the
instant named is never later than the real crossing. Queued CPU-seconds then
fall at most ``rate`` x (CPUs running) per second, and rr_sim's projections,
which stretch running time by 1 / availability, at most ``rate`` /
availability per second.

What each policy compares (core.policy.work_fetch's docstring), and so what is
watched here, "below" meaning strictly below as the policies test:

* WF2: the host needs work once the queued wall time falls below the low mark
  or rr_sim's saturation comes within it; between the marks, once the queued
  wall time falls below the high mark while a project that may fetch has
  nothing queued.
* WF1: a project is wanted once the host is low (as WF2) and its queue is
  below its share of the high mark.
* WFREC: the host needs work once saturation comes within the low mark.
* V4: once any project's ETTPRC falls below the low mark, each project whose
  ETTPRC is below twice the mark has a request.

A wanted project counts from the end of its backoffs (``min_rpc_time``,
``rsc_backoff_time``). Filters that only events move (deadlines at risk,
overwork, max_concurrent) are not watched.

Reads: projects, results and their estimates, active tasks, app versions, prefs,
time_stats, the RrSimResult. Writes nothing.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from core.ids import ProjectUrl
from core.policy.estimate import Estimator
from core.policy.rr_sim import RrSimResult
from core.policy.work_fetch import WorkFetchPolicy, permanently_blocked
from core.state import ClientState, Result

INF = math.inf

CROSSING_SLACK_S = 1.0
"""How far past a predicted crossing the check is placed: a mark reached
exactly is not yet crossed, and the check must see the change."""


@dataclass(frozen=True, slots=True)
class Drain:
    """How fast queued work can shrink until the next poll."""

    rate: float  # estimated seconds the fastest running task completes per second; 0 = nothing runs
    cpus: dict[ProjectUrl, float] = field(default_factory=dict)  # CPUs each project's running tasks use

    @property
    def total_cpus(self) -> float:
        return sum(self.cpus.values())


def running_drain(state: ClientState, estimator: Estimator) -> Drain:
    """The drain bound and the CPUs of the tasks running now."""
    fastest = 0.0
    cpus: dict[ProjectUrl, float] = {}
    ncpus = float(state.ncpus)
    for task in state.active_tasks.values():
        if not task.running:
            continue
        result = state.results.get(task.key)
        if result is None:
            continue
        rate = 1.0
        done, elapsed = task.fraction_done, task.elapsed_time
        if 0.0 < done < 1.0 and elapsed > 0.0:
            rate = max(rate, estimator.static_runtime_s(state, result) * done / elapsed)
        fastest = max(fastest, rate)
        av = state.app_version_of(result)
        n = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) and av.avg_ncpus > 0 else 1.0
        cpus[task.project_url] = cpus.get(task.project_url, 0.0) + min(n, ncpus)
    return Drain(fastest, cpus)


def next_change(
    policy: WorkFetchPolicy,
    state: ClientState,
    now: float,
    rr: RrSimResult,
    remaining: Callable[[ClientState, Result], float],
    drain: Drain,
) -> float:
    """Earliest instant after ``now`` a decision that asked nobody could ask someone (INF: none by time alone)."""
    ncpus = state.ncpus
    availability = state.time_stats.availability
    low = state.prefs.work_buf_min_s
    high = state.prefs.work_buf_total_s
    rate = drain.rate

    def below(excess: float, speed: float) -> float:
        """When an amount ``excess`` above its mark, shrinking at ``speed`` per second, is below it."""
        if excess < 0.0:
            return now
        if speed <= 0.0:
            return INF
        return now + excess / speed + CROSSING_SLACK_S

    projects = state.projects
    takers = [url for url, p in projects.items() if not permanently_blocked(p, now)]
    saturation_low = below(rr.saturated_until - now - low, rate / availability if availability > 0 else 0.0)
    if policy is WorkFetchPolicy.REC:  # it compares saturation only
        return _first_unblocked(state, now, dict.fromkeys(takers, saturation_low))

    # The queues as work_fetch counts them (its _views).
    queued: dict[ProjectUrl, list[tuple[float, float]]] = {url: [] for url in projects}
    for r in state.results.values():
        q = queued.get(r.project_url)
        if q is None or r.is_finished or r.ready_to_report or r.suspended_via_gui:
            continue
        q.append((r.report_deadline, remaining(state, r)))
    computes = [url for url, p in projects.items() if not (p.suspended_via_gui or p.non_cpu_intensive)]
    full_rate = ncpus * availability
    queued_cpu = {url: sum([s for _, s in q]) for url, q in queued.items()}
    total_cpu = sum([queued_cpu[url] for url in computes])
    host_speed = rate * drain.total_cpus
    buffer_low = min(below(total_cpu - low * full_rate, host_speed), saturation_low)
    if policy is WorkFetchPolicy.WF2:
        if any(not queued[url] for url in takers):  # a project may be starved: the high mark counts too
            buffer_low = min(buffer_low, below(total_cpu - high * full_rate, host_speed))
        return _first_unblocked(state, now, dict.fromkeys(takers, buffer_low))

    total_share = sum([max(projects[url].resource_share, 0.0) for url in computes])
    frac = {url: (max(projects[url].resource_share, 0.0) / total_share if total_share > 0 else 0.0)
            for url in computes}
    cpus = drain.cpus
    wanted: dict[ProjectUrl, float] = {}
    if policy is WorkFetchPolicy.WF1:
        high_cpu = high * full_rate
        for url in takers:
            mine = below(queued_cpu[url] - frac.get(url, 0.0) * high_cpu, rate * cpus.get(url, 0.0))
            wanted[url] = max(buffer_low, mine)
        return _first_unblocked(state, now, wanted)

    # V4: ETTPRC(P, min_results - 1) against T = the low mark
    first: dict[ProjectUrl, tuple[float, float]] = {}  # CPU-s counted by ETTPRC, the project's rate
    for url in takers:
        f = frac.get(url, 0.0)
        min_results = math.ceil(ncpus * f - 1e-9)
        queue = sorted(queued[url], key=lambda item: item[0])
        keep = max(len(queue) - max(min_results - 1, 0), 0)
        first[url] = (sum([s for _, s in queue[:keep]]), f * full_rate)

    def ettprc_below(url: ProjectUrl, mark: float) -> float:
        cpu_s, proj_rate = first[url]
        if cpu_s <= 0.0:
            return now  # ETTPRC is 0
        if proj_rate <= 0.0:
            return INF  # ETTPRC is infinite
        return below(cpu_s - mark * proj_rate, rate * cpus.get(url, 0.0))

    any_need = min([ettprc_below(url, low) for url in takers], default=INF)
    return _first_unblocked(state, now, {url: max(any_need, ettprc_below(url, 2 * low)) for url in takers})


def _first_unblocked(state: ClientState, now: float, wanted: dict[ProjectUrl, float]) -> float:
    """The earliest instant after ``now`` some project is wanted and out of its backoffs."""
    earliest = INF
    projects = state.projects
    for url, when in wanted.items():
        p = projects[url]
        at = max(when, p.min_rpc_time, p.rsc_backoff_time)
        if now < at < earliest:
            earliest = at
    return earliest
