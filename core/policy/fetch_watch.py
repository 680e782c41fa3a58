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
  nothing queued (once below it with nobody asked, only the low mark is
  watched).
* WF1: a project is wanted once the host is low (as WF2) and its queue is
  below its share of the high mark.
* WFREC: the host needs work once saturation comes within the low mark.
* V4: once any project's ETTPRC falls below the low mark, each project whose
  ETTPRC is below twice the mark has a request.

A wanted project counts from the end of its backoffs (``min_rpc_time``,
``rsc_backoff_time``). Filters that only events move (deadlines at risk,
overwork, max_concurrent) are not watched.

The queues, shares and blocks come from ``WorkFetch.views`` and V4's backlog
from ``ettprc_cpu_s``, so what is watched is what the decision counts.

Reads: projects, results and their estimates, active tasks, app versions, prefs,
time_stats, the RrSimResult. Writes nothing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from core.ids import ProjectUrl
from core.policy.estimate import Estimator
from core.policy.rr_sim import NcpusLookup, RrSimResult
from core.policy.work_fetch import ProjectView, WorkFetch, WorkFetchPolicy, ettprc_cpu_s, v4_min_results
from core.state import ClientState, CpuSchedState, Project

INF = math.inf

CROSSING_SLACK_S = 1.0
"""How far past a predicted crossing the check is placed: a mark reached
exactly is not yet crossed, and the check must see the change."""


@dataclass(frozen=True, slots=True, init=False)
class Drain:
    """How fast queued work can shrink until the next poll."""

    rate: float  # estimated seconds the fastest running task completes per second; 0 = nothing runs
    cpus: dict[ProjectUrl, float] = field(default_factory=dict)  # CPUs each project's running tasks use

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    def __init__(self, rate: float, cpus: dict[ProjectUrl, float] | None = None) -> None:
        object.__setattr__(self, "rate", rate)
        object.__setattr__(self, "cpus", {} if cpus is None else cpus)

    @property
    def total_cpus(self) -> float:
        return sum(self.cpus.values())


_SCHEDULED = CpuSchedState.SCHEDULED


def running_drain(state: ClientState, estimator: Estimator, with_cpus: bool = True) -> Drain:
    """The drain bound and the CPUs of the tasks running now.

    ``with_cpus=False`` leaves ``Drain.cpus`` empty (WFREC's check reads only the rate).
    """
    fastest = 0.0
    cpus: dict[ProjectUrl, float] = {}
    # The CPU counts only when asked for (WFREC's check, the BOINC policy, reads the rate only).
    ncpus = float(state.ncpus) if with_cpus else 0.0
    ncpus_of = NcpusLookup(state) if with_cpus else None
    results = state.results
    static_runtime_s = estimator.static_runtime_s
    for task in state.active_tasks.values():
        if task.scheduler_state != _SCHEDULED:  # ActiveTask.running
            continue
        url = task.project_url
        result = results.get((url, task.result_name))
        if result is None:
            continue
        rate = 1.0
        done, elapsed = task.fraction_done, task.elapsed_time
        if 0.0 < done < 1.0 and elapsed > 0.0:
            x = static_runtime_s(state, result) * done / elapsed
            rate = x if x > rate else rate  # max(rate, x), the same value (NaN gives rate)
        if rate > fastest:  # fastest = max(fastest, rate); rate is at least 1.0, never NaN
            fastest = rate
        if ncpus_of is not None:
            cpus[url] = cpus.get(url, 0.0) + min(ncpus_of(result), ncpus)
    return Drain(fastest, cpus)


def next_change(
    work_fetch: WorkFetch,
    state: ClientState,
    now: float,
    rr: RrSimResult,
    drain: Drain,
    views: list[ProjectView] | None = None,
) -> float:
    """Earliest instant after ``now`` a decision that asked nobody could ask someone (INF: none by time alone).

    ``views``: ``work_fetch.views`` of this same state, instant and ``rr`` if the caller has them
    (the decision's own, ``WorkFetch.last_views``); computed here otherwise.
    """
    ncpus = state.ncpus
    availability = state.time_stats.availability
    low = state.prefs.work_buf_min_s
    high = state.prefs.work_buf_total_s
    rate = drain.rate
    policy = work_fetch.policy

    def below(excess: float, speed: float) -> float:
        """When an amount ``excess`` above its mark, shrinking at ``speed`` per second, is below it."""
        if excess < 0.0:
            return now
        if speed <= 0.0:
            return INF
        return now + excess / speed + CROSSING_SLACK_S

    # The queues, shares and blocks exactly as the decision counts them (the
    # estimates are the decision's own, remembered by the estimator's snapshot).
    if views is None:
        views = work_fetch.views(state, now, rr, ncpus, availability)
    takers_v = [v for v in views if not v.permanent]
    saturation_low = below(rr.saturated_until - now - low, rate / availability if availability > 0 else 0.0)
    if policy is WorkFetchPolicy.REC:  # it compares saturation only
        return _first_unblocked(now, [(v.project, saturation_low) for v in takers_v])
    full_rate = ncpus * availability
    total_cpu = sum([v.queued_cpu_s for v in views if v.computes])
    buffer_low = min(below(total_cpu - low * full_rate, rate * drain.total_cpus), saturation_low)
    if policy is WorkFetchPolicy.WF2:
        if any(not v.queue for v in takers_v):  # a project may be starved: the high mark counts too
            minor = below(total_cpu - high * full_rate, rate * drain.total_cpus)
            # Already below the high mark, yet nobody was asked (the starved test or a
            # filter held every project back): only the low mark's need can change the
            # decision now, and an instant of "now" here would hide its crossing.
            if minor > now:
                buffer_low = min(buffer_low, minor)
        return _first_unblocked(now, [(v.project, buffer_low) for v in takers_v])

    cpus = drain.cpus
    if policy is WorkFetchPolicy.WF1:
        high_cpu = high * full_rate
        return _first_unblocked(now, [
            (v.project, max(buffer_low, below(v.queued_cpu_s - v.share_frac * high_cpu, rate * cpus.get(v.url, 0.0))))
            for v in takers_v
        ])

    # V4: ETTPRC(P, min_results - 1) against T = the low mark, in CPU-seconds at the project's rate
    backlog = {v.url: ettprc_cpu_s(v, v4_min_results(ncpus, v.share_frac) - 1) for v in takers_v}

    def ettprc_below(v: ProjectView, mark: float) -> float:
        cpu_s = backlog[v.url]
        if cpu_s <= 0.0:
            return now  # ETTPRC is 0
        if v.rate <= 0.0:
            return INF  # ETTPRC is infinite
        return below(cpu_s - mark * v.rate, rate * cpus.get(v.url, 0.0))

    any_need = min([ettprc_below(v, low) for v in takers_v], default=INF)
    return _first_unblocked(now, [(v.project, max(any_need, ettprc_below(v, 2 * low))) for v in takers_v])


def _first_unblocked(now: float, wanted: list[tuple[Project, float]]) -> float:
    """The earliest instant after ``now`` some project is wanted and out of its backoffs."""
    earliest = INF
    for p, when in wanted:
        at = max(when, p.min_rpc_time, p.rsc_backoff_time)
        if now < at < earliest:
            earliest = at
    return earliest
