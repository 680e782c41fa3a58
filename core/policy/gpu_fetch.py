"""Work fetch for GPU resource types, beside the CPU policies (BOINC's client/work_fetch.cpp).

BOINC's client keeps its buffer per resource type: for each GPU type its round-robin
simulation (core.policy.rr_sim_gpu) gives the shortfall (idle instance-seconds within the
work buffer), the instances idle now and the busy time of the jobs that would miss their
deadlines, and it asks a project for that type unless the project is backed off for
it, has no apps for it (``<no_rsc_apps>``), or every device of the type is excluded for it
(cc_config ``<exclude_gpu>``). As our CPU work fetch does, a project whose jobs of the type
are projected to miss their deadlines is not asked for more of it. Unlike BOINC (issue
#4623) we never ask for a type the volunteer has suspended: with the GPU mode never, no GPU work is requested.

The CPU decision (core.policy.work_fetch, whichever policy) is left as it is: GPU asks
ride along with any request that asks for work, and when only a GPU lacks work the
engine contacts the project that ``gpu_project`` names, asking for 0 s of CPU work.
On a host without GPU types nothing here runs.

Per-project per-type backoff as BOINC: a request that asked a type for work and got no
job of it (and was made for a routine reason) backs off that type for a random time in
0.5..1.5 × an interval that doubles from 600 s up to a day; a job of the type clears it.
"""
from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from core.ids import ProjectUrl
from core.policy.gpu_assign import all_excluded, gpu_use_of
from core.policy.rr_sim import RrSimResult
from core.state import ClientState, Project, Result, RpcReason, RunMode
from core.state.work import GpuAsk

MIN_BACKOFF_S = 600.0  # BOINC's WF_MIN_BACKOFF_INTERVAL
MAX_BACKOFF_S = 86400.0  # WF_MAX_BACKOFF_INTERVAL
INITIAL_REQUEST_S = 1.0  # a new project is asked for 1 s of each resource (set_initial_work_request)

_ROUTINE = (RpcReason.RESULTS_DUE, RpcReason.NEED_WORK, RpcReason.TRICKLE_UP)


@dataclass(frozen=True, slots=True)
class GpuNeed:
    """One GPU type's buffer on this host, from rr_sim's simulation of the type."""

    rsc_type: str
    shortfall_s: float  # idle instance-seconds within the work buffer
    idle: float  # instances with no job now
    delay_s: float  # busy time of the type's jobs that miss their deadlines (<estimated_delay>)
    at_risk: frozenset[ProjectUrl] = frozenset()  # projects with jobs of the type projected to miss


def gpu_suspended(state: ClientState) -> bool:
    return state.gpu_suspended or state.gpu_mode == RunMode.NEVER or state.run_mode == RunMode.NEVER


def needs(state: ClientState, rr: RrSimResult) -> list[GpuNeed]:
    """Each GPU type's shortfall, idle instances, delay and projects at risk, as rr_sim
    (core.policy.rr_sim_gpu) projects them for the type."""
    out = []
    for c in state.coprocs:
        if c.count <= 0:
            continue
        f = rr.gpu.get(c.type)
        if f is None:  # (an rr_sim result made before the type was known: treat it as empty)
            out.append(GpuNeed(c.type, state.prefs.work_buf_total_s * c.count, float(c.count), 0.0))
            continue
        at_risk = frozenset([url for url, _ in f.misses])
        out.append(GpuNeed(c.type, f.shortfall_s, f.idle_now, f.busy_s, at_risk))
    return out


def why_not(state: ClientState, project: Project, rsc_type: str, now: float, need: GpuNeed | None = None) -> str:
    """Why the project is not asked for this type ("" = it may be), in words for the volunteer."""
    if gpu_suspended(state):
        return "GPU computing is suspended"
    if not project.can_request_work:
        return "the project takes no new work"
    if rsc_type in project.no_rsc_apps:
        return f"the project has no {rsc_type} apps"
    if all_excluded(state, project.master_url, rsc_type):
        return f"every {rsc_type} device is excluded for the project"
    if need is not None and project.master_url in need.at_risk:
        # As the CPU's work fetch leaves a project with jobs at risk alone: more work would
        # only make them later.
        return f"its {rsc_type} jobs may miss their deadlines"
    until, _ = project.gpu_backoff.get(rsc_type, (0.0, 0.0))
    if until > now:
        return f"backed off for {rsc_type} for {until - now:.0f} s"
    return ""


def asks(state: ClientState, url: ProjectUrl, now: float, gpu_needs: Iterable[GpuNeed]) -> tuple[GpuAsk, ...]:
    """What a request to ``url`` asks of each GPU type (types it may not be asked for are left out)."""
    project = state.projects[url]
    # Never contacted yet (no host id from it): BOINC's first request asks 1 s of each resource.
    initial = project.hostid == 0 and not any(r.project_url == url for r in state.results.values())
    out = []
    for need in gpu_needs:
        if why_not(state, project, need.rsc_type, now, need):
            continue
        if initial:
            out.append(GpuAsk(need.rsc_type, INITIAL_REQUEST_S, 0.0, 0.0))
        elif need.shortfall_s > 0 or need.idle > 0:
            out.append(GpuAsk(need.rsc_type, max(need.shortfall_s, INITIAL_REQUEST_S if need.idle > 0 else 0.0),
                              need.idle, need.delay_s))
    return tuple(out)


def gpu_project(state: ClientState, now: float, gpu_needs: list[GpuNeed]) -> ProjectUrl | None:
    """The project to contact when only a GPU type lacks work: among those that may be asked
    for a lacking type and may be contacted now, the one with the largest resource share."""
    lacking = [n for n in gpu_needs if n.idle > 0 or n.shortfall_s > 0]
    if not lacking:
        return None
    best: tuple[float, ProjectUrl] | None = None
    for url, p in state.projects.items():
        if p.min_rpc_time > now or p.suspended_via_gui:
            continue
        if any(not why_not(state, p, n.rsc_type, now, n) for n in lacking):
            if best is None or p.resource_share > best[0]:
                best = (p.resource_share, url)
    return best[1] if best is not None else None


def after_reply(state: ClientState, project: Project, asked: Iterable[GpuAsk], new_results: Iterable[Result],
                reason: RpcReason, now: float, rng: random.Random) -> None:
    """Per-type backoff after a reply: back off a type asked for and not sent, clear one sent."""
    got = set()
    for r in new_results:
        use = gpu_use_of(state, r)
        if use is not None:
            got.add(use.rsc_type)
    for rsc_type in got:
        project.gpu_backoff[rsc_type] = (0.0, 0.0)
    for ask in asked:
        if ask.req_secs <= 0 or ask.rsc_type in got:
            continue
        until, interval = project.gpu_backoff.get(ask.rsc_type, (0.0, 0.0))
        if until >= now or reason not in _ROUTINE:
            continue
        interval = min(interval * 2, MAX_BACKOFF_S) if interval > 0 else MIN_BACKOFF_S
        project.gpu_backoff[ask.rsc_type] = (now + (0.5 + rng.random()) * interval, interval)
