"""Work fetch: whether the host needs work, which project to ask, and for how much.

One scheduler RPC goes to one project, so ``WorkFetch.decide`` names at most one
project (``WorkFetchDecision.project``) with a request in CPU-seconds
(``request_s``) and idle CPU instances (``req_instances``), and gives every
attached project a ``FetchReason`` with the numbers behind it, so the manager can
answer "why no work from X?". Three policies:

**V4** (seeds/cpu-scheduling-and-work-fetch-v4.txt, ``compute_work_request``).
For each project P: min_results(P) = ceil(ncpus · share_frac(P)), share_frac
over the projects whose jobs run here (not suspended, CPU-intensive); ETTPRC(P, k) =
the CPU time of P's queued results R_1..R_{N-k} (ordered by increasing deadline)
divided by avg_proc_rate(P) = share_frac(P) · ncpus · availability. The seed's
pseudocode walks the results in *decreasing* deadline order and skips the first
k it meets; those are the k latest-deadline results, so it names the same set
R_1..R_{N-k} as the prose. We implement the prose directly (sort by deadline,
sum the first N-k); the 4.x client skipped by list position instead, which we do
not copy. S = ETTPRC(P, min_results(P) - 1); S < T means NEED_WORK, S == 0 means
NEED_WORK_IMMEDIATELY; work_request = max(0, (2T - S) · avg_proc_rate(P)).
T, the seed's "connection period", is ``prefs.work_buf_min_s`` (as the 4.x
client did with work_buf_min_days). Availability is ``on_frac · active_frac``.
The seed asks every project with a non-zero request; one RPC reaches one
project, so we ask the one with the largest *resource debt*
(share / exp_avg_cpu, seeds/scheduler-rpc-timing-and-retry.txt) among those
with a request.

**WF1** (POLICIES.md). Water marks from the early design notes: low =
``work_buf_min_s``, high = ``work_buf_total_s`` of queued wall time (the sum of
remaining run times / ncpus / availability). Each project's target is its share
of the high mark in CPU-seconds. When the buffer is *low* (below the low mark,
or a CPU idle now or before the low mark), ask the eligible project whose queue
is the smallest fraction of its target, for the difference. Whatever the
buffer, a project with no job at all is asked for its target, so every project
keeps a job running or queued.

**WF2** (POLICIES.md). A long-term debt (LTD) per project, updated by
``account``. When the buffer is low (as in WF1) the project with the largest
LTD net of its queued work (LTD - wall time its queue lasts at its share, as
BOINC 5.10's ``next_project_need_work``) is asked for enough to reach the high
mark: ``max(rr.shortfall_s, high mark - queued)`` CPU-seconds, at least 1 s.
Otherwise, below the high mark, only a project the round-robin simulation
shows starved (``rr.project_shortfall_s`` > 0) is asked, for its own shortfall. A project with
a result in ``rr.misses`` is never asked (DEADLINES_AT_RISK), nor one whose LTD
is below minus one scheduling period (OVERWORKED) unless a CPU is idle now or it
is the only project that can take work (BOINC 5.10's rule).

**WFREC** (BOINC's current work fetch, ``client/work_fetch.cpp``). Buffer
based: the host needs work when rr_sim says a CPU will be idle before the low
mark (``rr.saturated_until < now + work_buf_min_s``). Projects are then tried
in order of REC fetch priority (``core.policy.rec.fetch_priorities``: REC
priority less the fraction of the whole buffer the project's queue fills); the
first one that may be asked gets a request for the CPU shortfall, the idle
CPU-seconds rr_sim projects within the high mark (at least 1 s), and instances as
below. Backoff after a request that brings nothing is rpc_backoff's.

**Eligibility** (all policies): a project is asked only if it is not suspended,
not "no new tasks" (nor detach-when-done), not ended, CPU-intensive, has a share,
``min_rpc_time <= now`` and ``rsc_backoff_time <= now``. Urgency describes the
host's need, counting projects blocked only by those two backoffs, because their
need is real; the backoffs only decide who may be asked now. Queued work is every unfinished
result not suspended by the volunteer of a project that is not suspended,
including results still downloading (counting only downloaded ones would
re-fetch while downloads are in flight).

**req_instances** (every policy; BOINC 7.20's ``RSC_WORK_FETCH::set_request``): the
chosen project P is asked for max(idle now, ncpus · fetchable share(P) - CPUs of
P's queue) instances. *Idle now* is BOINC's ``nidle_now``: ncpus minus the CPUs of
the jobs round-robin starts at ``now`` (every simulated job while they cannot fill
the CPUs, less those a ``max_concurrent`` limit holds back; 0 once
``rr.saturated_until`` lies past now). The *fetchable share* is P's share over the
projects that may be asked now (no block), and 0 for a project that may be asked
only because a piggyback lifted its backoff, as BOINC leaves a backed-off project's
share unset. *CPUs of P's queue* is BOINC's ``nused_total``: the ``avg_ncpus`` of
every queued job of P, running or not. A project with a ``max_concurrent`` limit
is asked for no instances (BOINC's rule: its limits, not idle CPUs, bound what it
can use). The instance count is the scheduler protocol's field, read by BOINC's
servers and ours the same whatever the client's policy, so V4, WF1 and WF2 use
BOINC's rule too; each policy still decides when to ask, whom and for how many
seconds. *Idle at the low mark* (ncpus minus the CPUs of the jobs projected,
``rr.finish_time``, to finish after now + low; 0 when ``rr.saturated_until``
reaches that mark) is only part of WF1's and WF2's "buffer low" test.

Reads: projects (share, flags, backoffs, LTD, exp_avg_cpu), results and their
estimates, prefs (buffer marks, scheduling period), time_stats, the RrSimResult.
Writes: only ``account`` writes, and only ``Project.long_term_debt``,
``Project.exp_avg_cpu`` and ``Project.exp_avg_cpu_time``.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any

from core.ids import ProjectUrl
from core.policy import words
from core.policy.concurrency import fetch_caps, has_concurrency_limits, project_limits
from core.policy.estimate import Estimator
from core.policy.lazy_mapping import LazyMapping
from core.policy.rec import fetch_priorities
from core.policy.rr_sim import NcpusLookup, RrSimResult, edf_key
from core.policy.words import LazyText, text
from core.state import ClientState, Project, Result, ResultState

SECONDS_PER_DAY = 86400.0

EXP_DECAY_RATE = 1.0 / (7 * SECONDS_PER_DAY)
"""Per second: ``exp_avg_cpu`` decays by a factor of e every week (BOINC's value)."""

MIN_EXP_AVG_CPU_S = 1.0
"""Floor of exp_avg_cpu in the resource debt, so a new project's debt is finite
(its share then orders it among other new projects)."""

MIN_REQUEST_S = 1.0
"""Smallest request: asks the server for one job when the shortfall rounds to 0."""


class WorkFetchPolicy(str, Enum):
    V4 = "v4"
    WF1 = "WF1"
    WF2 = "WF2"
    REC = "WFREC"  # BOINC's current work fetch (buffer, shortfall, REC order)


class Urgency(IntEnum):
    DONT_NEED_WORK = 0
    NEED_WORK = 1
    NEED_WORK_IMMEDIATELY = 2


class FetchReason(Enum):
    """Why a project was or was not asked for work; the value is the short human string."""

    CHOSEN = "asked for work"
    BUFFER_FULL = "the work buffer is full enough"
    PROJECT_HAS_ENOUGH = "has enough work queued"
    LOWER_DEBT = "another project comes first"
    SUSPENDED = "suspended by the volunteer"
    NO_NEW_TASKS = "set to no new tasks"
    ENDED = "project has ended"
    NON_CPU_INTENSIVE = "non-CPU-intensive project"
    ZERO_SHARE = "resource share is 0"
    RPC_BACKOFF = "scheduler contact deferred (min_rpc_time)"
    FETCH_BACKOFF = "work-fetch backoff (rsc_backoff_time)"
    DEADLINES_AT_RISK = "jobs already at risk of missing deadlines"
    OVERWORKED = "has had more than its share lately"
    MAX_CONCURRENT = "has enough work for the tasks its max_concurrent lets run"
    COMPUTING_SUSPENDED = "computing is suspended"


_CHOSEN, _RPC_BACKOFF, _FETCH_BACKOFF = FetchReason.CHOSEN, FetchReason.RPC_BACKOFF, FetchReason.FETCH_BACKOFF
_BUFFER_FULL, _LOWER_DEBT = FetchReason.BUFFER_FULL, FetchReason.LOWER_DEBT

_PERMANENT = frozenset(
    {
        FetchReason.SUSPENDED,
        FetchReason.NO_NEW_TASKS,
        FetchReason.ENDED,
        FetchReason.NON_CPU_INTENSIVE,
        FetchReason.ZERO_SHARE,
    }
)
"""Blocks that mean the project cannot take work at all (they leave urgency alone).
``_block`` returns every one of them before the two backoffs, the only others."""


@dataclass(frozen=True, slots=True)
class ProjectFetch:
    """One project's part of a decision. Not persisted."""

    url: ProjectUrl
    request_s: float  # CPU-seconds asked for; 0 unless the project is CHOSEN
    reason: FetchReason
    time_to_starvation_s: float  # wall seconds until its queue runs out (V4: ETTPRC)
    debt: float  # V4: resource debt (share/exp_avg_cpu); WF1: share deficit, CPU-s;
    # WF2: LTD net of queued work, s
    detail_text: str | LazyText  # a sentence with the numbers; read it as ``detail``

    @property
    def detail(self) -> str:
        return text(self.detail_text)


@dataclass(frozen=True, slots=True, init=False)
class WorkFetchDecision:
    """The outcome of ``WorkFetch.decide``. Not persisted."""

    urgency: Urgency
    project: ProjectUrl | None  # the single project to ask now, if any
    request_s: float  # CPU-seconds to ask it for (0 if project is None)
    req_instances: float  # idle CPU instances to ask it for
    per_project: Mapping[ProjectUrl, ProjectFetch]
    detail_text: str | LazyText = ""  # the host-level sentence (buffer against the marks)

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    def __init__(self, urgency: Urgency, project: ProjectUrl | None, request_s: float, req_instances: float,
                 per_project: Mapping[ProjectUrl, ProjectFetch], detail_text: str | LazyText = "") -> None:
        object.__setattr__(self, "urgency", urgency)
        object.__setattr__(self, "project", project)
        object.__setattr__(self, "request_s", request_s)
        object.__setattr__(self, "req_instances", req_instances)
        object.__setattr__(self, "per_project", per_project)
        object.__setattr__(self, "detail_text", detail_text)

    @property
    def detail(self) -> str:
        return text(self.detail_text)


class ProjectView:
    """One project's working figures for one decision (also read by core.policy.fetch_watch)."""

    __slots__ = ("url", "project", "block", "permanent", "computes", "queue", "queued_cpu_s",
                 "share_frac", "rate", "wall_s", "at_risk")

    def __init__(self, url: ProjectUrl, project: Project, block: FetchReason | None, computes: bool) -> None:
        self.url = url
        self.project = project
        self.block = block  # why it cannot be asked now
        # block in _PERMANENT, by identity (an Enum hashes in Python code)
        self.permanent = block is not None and block is not FetchReason.RPC_BACKOFF \
            and block is not FetchReason.FETCH_BACKOFF
        self.computes = computes  # its queue runs on our CPUs (not suspended, CPU-intensive)
        self.queue: list[tuple[float, float]] = []  # (deadline, remaining_s)
        self.queued_cpu_s = 0.0
        self.share_frac = 0.0  # of the shares of projects that compute
        self.rate = 0.0  # CPU-s per wall second at its share: avg_proc_rate
        self.wall_s = 0.0  # how long its queue lasts at that rate
        self.at_risk = False  # has a result in rr.misses


_Outcome = tuple[Urgency, ProjectUrl | None, "_Verdicts"]


class _Figures:
    """The host's figures for one decision, read from the state once.

    A plain class, not a NamedTuple: a NamedTuple's __new__ is generated at run time and
    stays interpreted in the emulator's compiled copy; nothing reads it as a tuple."""

    __slots__ = ("ncpus", "availability", "low", "high")

    def __init__(self, ncpus: int, availability: float, low: float, high: float) -> None:
        self.ncpus = ncpus  # usable CPUs (state.ncpus)
        self.availability = availability  # time_stats.availability
        self.low = low  # prefs.work_buf_min_s
        self.high = high  # prefs.work_buf_total_s


_FINISHED = ResultState.COMPUTE_ERROR  # Result.is_finished is state >= this
_REC = WorkFetchPolicy.REC  # the emulator's BOINC-format runs decide under it thousands of times a second


class WorkFetch:
    """Work fetch under one policy. Holds only its configuration."""

    def __init__(self, policy: WorkFetchPolicy, estimator: Estimator) -> None:
        self.policy = WorkFetchPolicy(policy)
        # Its value, read once: Enum.value is a property written in Python (interpreted even
        # in the compiled copy), and every decision's sentence takes it.
        self._policy_value: str = self.policy.value
        self.estimator = estimator
        self.last_views: list[ProjectView] | None = None
        """The views the last ``decide`` without ``piggyback`` counted (it leaves them
        as ``views`` made them), for a caller that asks ``fetch_watch.next_change``
        about the same unchanged state at the same instant."""

    def account(
        self, state: ClientState, now: float, work_done: Mapping[ProjectUrl, float], dt: float
    ) -> None:
        """Fold ``work_done`` (CPU-s per project over the last ``dt`` s) into the debts.

        Writes ``Project.exp_avg_cpu`` and ``Project.exp_avg_cpu_time`` of every
        project (decay by e per week since its last update, then add its work),
        and ``Project.long_term_debt`` of the *LTD set*: projects that are
        CPU-intensive and either did work or could use CPU (not suspended, with
        unfinished results or able to fetch). Each member gains
        share_frac · W - work_done (W = the members' total work), so the gains
        sum to zero; then the set is shifted to mean zero (BOINC's
        ``adjust_debts``). Work is clamped to [0, ncpus · dt] because apps report
        their own CPU time and one buggy app must not wreck every debt. Call it
        on the engine thread only.
        """
        cap = max(dt, 0.0) * state.ncpus
        # No aliases of math.isfinite, math.exp or dict.get here: see CpuScheduler.account.
        # The LTD set is found in the same pass, in the projects' order.
        ltd = dt > 0.0
        # Projects with unfinished results, found only if a project that did no work asks
        # (usually none does: the set costs more than the rest of the accounting).
        unfinished: set[ProjectUrl] | None = None
        members: list[Project] = []
        members_done: list[float] = []
        shares: list[float] = []
        for url, p in state.projects.items():
            w = work_done.get(url, 0.0)
            if w - w == 0.0:  # isfinite(w), then min(max(w, 0.0), cap), written out: the same value
                d = 0.0 if w < 0.0 else w
                if cap < d:
                    d = cap
            else:
                d = 0.0
            # _decayed_avg, written out (this runs for every project at every accounting)
            t = p.exp_avg_cpu_time
            if t <= 0.0:
                avg = p.exp_avg_cpu
            else:
                elapsed = now - t
                if elapsed < 0.0:
                    elapsed = 0.0
                avg = p.exp_avg_cpu * math.exp(-elapsed * EXP_DECAY_RATE)
            p.exp_avg_cpu = avg + d
            p.exp_avg_cpu_time = now
            if ltd and not p.non_cpu_intensive:
                if d > 0.0:
                    member = True
                elif p.suspended_via_gui:
                    member = False
                else:
                    if unfinished is None:
                        unfinished = {r.project_url for r in state.results.values() if r.state < _FINISHED}
                    member = url in unfinished or p.can_request_work
                if member:
                    members.append(p)
                    members_done.append(d)
                    x = p.resource_share
                    shares.append(0.0 if x < 0.0 else x)  # max(share, 0.0)

        if not members:
            return
        total_work = sum(members_done)
        total_share = sum(shares)
        n = len(members)
        debts: list[float] = []
        for p, d, share in zip(members, members_done, shares):
            frac = share / total_share if total_share > 0 else 1 / n
            p.long_term_debt += frac * total_work - d
            debts.append(p.long_term_debt)
        mean = sum(debts) / n
        for p in members:
            p.long_term_debt -= mean

    def decide(self, state: ClientState, now: float, rr: RrSimResult, *,
               piggyback: ProjectUrl | None = None,
               rec_priorities: Mapping[ProjectUrl, float] | None = None) -> WorkFetchDecision:
        """Which single project to ask now, for how many CPU-seconds and instances.

        ``piggyback``: the client contacts this project anyway (to report results,
        because the project or the volunteer asked); decide whether that RPC should
        also ask it for work, as BOINC's ``piggyback_work_request`` does. The buffer
        then counts as low anywhere below the high mark (a contact already being
        made costs nothing extra to top the buffer off), and the project's own
        scheduler and work-fetch backoffs do not block it (they gate *making* an
        RPC, which is decided already). Every other rule of the policy, including
        which project comes first, still applies: the RPC asks for work only if
        the decision names this project. V4 keeps its own mark (its request
        formula is built on the low mark; doubling it would double the request).

        ``rec_priorities``: REC's ``priorities(state)`` if the caller has them for this
        same state (the CPU scheduler's under REC); WFREC computes them otherwise.

        Pure: reads ``state`` and ``rr``, writes nothing.
        """
        ncpus = state.ncpus
        availability = state.time_stats.availability
        views = self.views(state, now, rr, ncpus, availability)
        self.last_views = views if piggyback is None else None
        prefs = state.prefs
        low = prefs.work_buf_min_s
        high = prefs.work_buf_total_s
        mark = low
        # BOINC's fetchable share counts the projects that may be asked now; it is
        # taken before a piggyback lifts its project's backoffs (BOINC leaves that
        # project's share at 0). Without a piggyback nothing changes a block before
        # it is read (only when some project is chosen).
        fetchable: set[ProjectUrl] | None = None
        if piggyback is not None:
            fetchable = {v.url for v in views if v.block is None}
            if self.policy is not WorkFetchPolicy.V4:
                mark = high
            for v in views:
                if v.url == piggyback and (v.block is FetchReason.RPC_BACKOFF or v.block is FetchReason.FETCH_BACKOFF):
                    v.block = None
        total_cpu = sum([v.queued_cpu_s for v in views if v.computes])
        total_wall = total_cpu / (ncpus * availability)
        idle_at_low = _idle_instances(state, now + low, rr, ncpus)
        fig = _Figures(ncpus, availability, mark, high)
        idle_now = rr.saturated_until <= now
        host = LazyText(words.buffer_words, self._policy_value, total_wall, low, high, idle_at_low, ncpus, idle_now)
        buffer_low = total_wall < mark or idle_at_low > 0 or idle_now
        policy = self.policy
        if policy is _REC:
            urgency, chosen, per = _decide_rec(state, now, rr, views, idle_now, fig, rec_priorities)
        elif policy is WorkFetchPolicy.WF2:
            minor = total_wall < high
            urgency, chosen, per = _decide_wf2(
                state, now, rr, views, buffer_low, minor, idle_now, total_cpu, fig
            )
        elif policy is WorkFetchPolicy.V4:
            urgency, chosen, per = _decide_v4(state, now, views, fig)
        else:  # WF1
            urgency, chosen, per = _decide_wf1(state, now, views, buffer_low, idle_now, fig)
        req_instances = 0.0
        if chosen is not None:
            if fetchable is None:
                fetchable = {v.url for v in views if v.block is None}
            req_instances = request_instances(state, now, rr, chosen, views, fetchable)
        return WorkFetchDecision(
            urgency=urgency,
            project=chosen,
            request_s=per.request_s(chosen) if chosen is not None else 0.0,
            req_instances=req_instances,
            per_project=per,
            detail_text=host,
        )

    @staticmethod
    def computing_suspended(state: ClientState) -> WorkFetchDecision:
        """The decision while computing is suspended: nobody is asked for work.

        BOINC's client makes no work-fetch request then (``scheduler_rpc_poll`` returns
        before choosing a project unless nothing or only the CPU throttle suspends
        computing): queued work only ages while nothing runs, and a suspension of hours
        would otherwise keep asking for a buffer that never drains."""
        note = "not asking for work while computing is suspended"
        return WorkFetchDecision(
            urgency=Urgency.DONT_NEED_WORK, project=None, request_s=0.0, req_instances=0.0,
            per_project={url: ProjectFetch(url, 0.0, FetchReason.COMPUTING_SUSPENDED, math.inf, 0.0, note)
                         for url in state.projects},
            detail_text=note)

    def views(self, state: ClientState, now: float, rr: RrSimResult, ncpus: int,
              availability: float) -> list[ProjectView]:
        """Every project's queue, share and blocks as a decision counts them."""
        views: dict[ProjectUrl, ProjectView] = {}
        for url, p in state.projects.items():
            computes = not (p.suspended_via_gui or p.non_cpu_intensive)
            views[url] = ProjectView(url, p, _block(p, now), computes)
        remaining_s = self.estimator.remaining_s
        # The snapshot's answers (rr_sim asked about these jobs a moment ago), read here
        memo = self.estimator.snapshot_memo()
        for r in state.results.values():
            v = views.get(r.project_url)  # no alias: see CpuScheduler.account
            if v is None or r.state >= _FINISHED or r.ready_to_report or r.suspended_via_gui:
                continue
            if memo is not None and (seen := memo.get(id(r))) is not None and seen[0] is r:
                remaining = seen[1]
            else:
                remaining = remaining_s(state, r)
            v.queue.append((r.report_deadline, remaining))
            v.queued_cpu_s += remaining
        for url, _ in rr.misses:
            if url in views:
                views[url].at_risk = True
        listed = list(views.values())
        # max(share, 0.0) written out (the same value): this runs at every decision
        total_share = sum([0.0 if (x := v.project.resource_share) < 0.0 else x for v in listed if v.computes])
        full_rate = ncpus * availability
        for v in listed:
            if v.computes and total_share > 0:
                x = v.project.resource_share
                v.share_frac = (0.0 if x < 0.0 else x) / total_share
            v.rate = v.share_frac * full_rate
            q = v.queued_cpu_s
            # _wall(q, rate), written out
            v.wall_s = 0.0 if q <= 0.0 else (q / v.rate if v.rate > 0.0 else math.inf)
        if has_concurrency_limits(state):
            high = state.prefs.work_buf_total_s
            for url, cap in fetch_caps(state, ncpus).items():
                v = views[url]
                # Its queue already fills the CPUs its limits let it use through the buffer.
                if v.block is None and v.queued_cpu_s >= cap * availability * high:
                    v.block = FetchReason.MAX_CONCURRENT
        return listed


def resource_debt(project: Project, now: float) -> float:
    """share / exp_avg_cpu (decayed to ``now``): how much the client owes the project."""
    return project.resource_share / max(_decayed_avg(project, now), MIN_EXP_AVG_CPU_S)


# ---------------------------------------------------------------------- helpers


def _decayed_avg(project: Project, now: float) -> float:
    if project.exp_avg_cpu_time <= 0.0:
        return project.exp_avg_cpu
    elapsed = max(now - project.exp_avg_cpu_time, 0.0)
    return project.exp_avg_cpu * math.exp(-elapsed * EXP_DECAY_RATE)


def _wall(cpu_s: float, rate: float) -> float:
    if cpu_s <= 0.0:
        return 0.0
    return cpu_s / rate if rate > 0.0 else math.inf


def _block(p: Project, now: float) -> FetchReason | None:
    """The first reason the project cannot be asked now, or None."""
    if p.suspended_via_gui:
        return FetchReason.SUSPENDED
    if p.ended:
        return FetchReason.ENDED
    if p.dont_request_more_work or p.detach_when_done:
        return FetchReason.NO_NEW_TASKS
    if p.non_cpu_intensive:
        return FetchReason.NON_CPU_INTENSIVE
    if not p.resource_share > 0.0:
        return FetchReason.ZERO_SHARE
    if p.min_rpc_time > now:
        return FetchReason.RPC_BACKOFF
    if p.rsc_backoff_time > now:
        return FetchReason.FETCH_BACKOFF
    return None


def request_instances(state: ClientState, now: float, rr: RrSimResult, url: ProjectUrl,
                      views: list[ProjectView], fetchable: Collection[ProjectUrl]) -> float:
    """CPU instances to ask project ``url`` for: BOINC 7.20's rule (module docstring).

    ``fetchable``: the projects that may be asked now, before any piggyback lifted a
    backoff. The result lies in [0, ncpus].
    """
    p = state.projects[url]
    if has_concurrency_limits(state) and url in _mc_projects(state):
        return 0.0
    ncpus = state.ncpus
    total_share = 0.0
    for v in views:
        if v.url in fetchable:
            x = v.project.resource_share
            total_share += 0.0 if x < 0.0 else x
    share = p.resource_share if url in fetchable and p.resource_share > 0.0 else 0.0
    frac = share / total_share if total_share > 0.0 else 0.0
    # Capped at the instances the project may use (BOINC: the non-excluded ones; all
    # CPUs here), then less every CPU its queued jobs will use, running or not.
    instance_share = min(ncpus * frac, float(ncpus)) - _nused_total(state, url)
    return max(_idle_now(state, now, rr, ncpus), instance_share, 0.0)


def _mc_projects(state: ClientState) -> set[ProjectUrl]:
    """The projects with a ``max_concurrent`` limit (BOINC's ``project_has_mc``)."""
    limited = {url for url, p in state.projects.items() if p.project_max_concurrent > 0}
    limited.update(url for (url, _name), app in state.apps.items() if app.max_concurrent > 0)
    return limited


def _nused_total(state: ClientState, url: ProjectUrl) -> float:
    """BOINC's ``nused_total``: the CPUs of every queued job of the project (the jobs a
    decision counts in its queue: unfinished, not reported, not suspended)."""
    ncpus_of = NcpusLookup(state)
    total = 0.0
    for r in state.results.values():
        if r.project_url == url and r.state < _FINISHED and not r.ready_to_report and not r.suspended_via_gui:
            total += ncpus_of(r)
    return total


def _idle_now(state: ClientState, now: float, rr: RrSimResult, usable: int) -> float:
    """BOINC's ``nidle_now``: CPUs the jobs round-robin starts at ``now`` leave free.

    While the simulated jobs (``rr.finish_time``) cannot fill the CPUs, every one
    of them runs at once, except those a ``max_concurrent`` limit holds back, so
    the CPUs used are their CPUs (each capped at ncpus, as rr_sim does) summed,
    with a limited project's counted as rr_sim starts them (EDF order, within
    its limits).
    """
    ncpus = float(usable)
    if rr.saturated_until > now:
        return 0.0
    ncpus_of = NcpusLookup(state)
    results = state.results
    mc = _mc_projects(state) if has_concurrency_limits(state) else set()
    held: dict[ProjectUrl, list[Result]] = {}
    busy = 0.0
    for key in rr.finish_time:
        r = results.get(key)
        if r is None or r.state >= _FINISHED:
            continue
        if r.project_url in mc:
            held.setdefault(r.project_url, []).append(r)
            continue
        busy += min(ncpus_of(r), ncpus)
    for url, jobs in held.items():
        jobs.sort(key=edf_key)
        index = list(range(len(jobs)))
        limits = project_limits(state, url, index, jobs, state.projects[url].project_max_concurrent)
        busy += limits.demand([], index, [min(ncpus_of(r), ncpus) for r in jobs])
    return ncpus - busy if busy < ncpus else 0.0


def _idle_instances(state: ClientState, mark: float, rr: RrSimResult, usable: int) -> float:
    """CPUs with nothing to run at ``mark`` according to the round-robin simulation.

    Weighted round-robin runs every unfinished job while there are fewer jobs
    than CPUs, so the CPUs busy at ``mark`` are those the jobs still unfinished
    then occupy (capped at ncpus).
    """
    ncpus = float(usable)
    if rr.saturated_until >= mark:
        return 0.0
    busy = 0.0
    for key, finish in rr.finish_time.items():
        result = state.results.get(key)
        if finish <= mark or result is None:
            continue
        av = state.app_version_of(result)
        busy += av.avg_ncpus if av is not None else 1.0
        if busy >= ncpus:
            return 0.0
    return ncpus - busy


def v4_min_results(ncpus: int, share_frac: float) -> int:
    """V4's min_results(P) = ceil(ncpus · share_frac(P))."""
    # The tolerance keeps 3 × (1/3) at min_results 1 rather than 2.
    return math.ceil(ncpus * share_frac - 1e-9)


def ettprc_cpu_s(v: ProjectView, k: int) -> float:
    """CPU-seconds of the project's queue before it is down to k results (the seed's prose)."""
    queue = sorted(v.queue, key=lambda item: item[0])
    keep = max(len(queue) - max(k, 0), 0)
    return sum(remaining for _, remaining in queue[:keep])


def _ettprc(v: ProjectView, k: int) -> float:
    """Wall seconds until the project's queue is down to k results."""
    return _wall(ettprc_cpu_s(v, k), v.rate)


class _Verdicts(LazyMapping[ProjectUrl, ProjectFetch]):
    """``WorkFetchDecision.per_project``: each project's figures, captured at decision
    time as plain values, become ``ProjectFetch`` objects only when first read (the
    emulator decides thousands of times a second and reads none of them)."""

    __slots__ = ("_rows",)

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[tuple[ProjectUrl, float, FetchReason, float, float, float,
                               Callable[..., str], tuple[Any, ...]]] = []

    def add(self, v: ProjectView, now: float, reason: FetchReason, request: float, tts: float, debt: float,
            say: Callable[..., str], *numbers: Any) -> None:
        """The project's verdict; its sentence is ``say(*numbers)`` after a head naming the reason."""
        p = v.project
        if reason is FetchReason.RPC_BACKOFF:
            left = p.min_rpc_time - now
        elif reason is FetchReason.FETCH_BACKOFF:
            left = p.rsc_backoff_time - now
        else:
            left = 0.0
        self._rows.append((v.url, request, reason, tts, debt, left, say, numbers))

    def request_s(self, url: ProjectUrl) -> float:
        return next(row[1] for row in self._rows if row[0] == url)

    def _build(self) -> dict[ProjectUrl, ProjectFetch]:
        return {
            url: ProjectFetch(url, request, reason, tts, debt,
                              LazyText(_entry_words, reason, request, left, say, numbers))
            for url, request, reason, tts, debt, left, say, numbers in self._rows
        }

    def __len__(self) -> int:
        return len(self._rows)


def _entry_words(reason: FetchReason, request: float, left: float, say: Callable[..., str],
                 numbers: tuple[Any, ...]) -> str:
    if reason is FetchReason.RPC_BACKOFF or reason is FetchReason.FETCH_BACKOFF:
        head = f"{reason.value} for {left:.0f} s more"
    elif reason is FetchReason.CHOSEN:
        head = f"{reason.value}: {request:.0f} CPU-s"
    else:
        head = reason.value
    return f"{head}; {say(*numbers)}"


def _reason(
    v: ProjectView, chosen: ProjectUrl | None, urgency: Urgency, wants: bool, why_not: FetchReason | None
) -> FetchReason:
    """Precedence: chosen, blocked, buffer full, policy filter, someone else first."""
    if v.url == chosen:
        return FetchReason.CHOSEN
    if v.block is not None:
        return v.block
    if urgency == Urgency.DONT_NEED_WORK:
        return FetchReason.BUFFER_FULL
    if why_not is not None:
        return why_not
    return FetchReason.LOWER_DEBT if wants else FetchReason.PROJECT_HAS_ENOUGH


def _decide_v4(state: ClientState, now: float, views: list[ProjectView], fig: _Figures) -> _Outcome:
    t = fig.low
    ncpus = fig.ncpus
    urgency = Urgency.DONT_NEED_WORK
    figures: dict[ProjectUrl, tuple[int, float, float]] = {}  # min_results, S, work_request
    for v in views:
        if v.permanent:
            continue
        min_results = v4_min_results(ncpus, v.share_frac)
        s = _ettprc(v, min_results - 1)
        if s < t:
            urgency = max(urgency, Urgency.NEED_WORK_IMMEDIATELY if s == 0 else Urgency.NEED_WORK)
        figures[v.url] = (min_results, s, max(0.0, (2 * t - s) * v.rate))

    debts = {v.url: resource_debt(v.project, now) for v in views}
    chosen: ProjectUrl | None = None
    if urgency > Urgency.DONT_NEED_WORK:
        for v in views:
            if v.block is None and figures[v.url][2] > 0:
                if chosen is None or debts[v.url] > debts[chosen]:
                    chosen = v.url

    per = _Verdicts()
    for v in views:
        min_results, s, req = figures.get(v.url, (0, v.wall_s, 0.0))
        reason = _reason(v, chosen, urgency, req > 0, None)
        request = req if reason is FetchReason.CHOSEN else 0.0
        per.add(v, now, reason, request, s, debts[v.url],
                words.v4_words, min_results, s, t, v.rate, req, debts[v.url])
    return urgency, chosen, per


def _decide_wf1(
    state: ClientState, now: float, views: list[ProjectView], buffer_low: bool, idle_now: bool, fig: _Figures
) -> _Outcome:
    high_cpu = fig.high * fig.ncpus * fig.availability
    deficit = {v.url: v.share_frac * high_cpu - v.queued_cpu_s for v in views}
    # A project wants work when the buffer is low and it is under its share of
    # the high mark, or (whatever the buffer) when it has no job at all.
    wants = {
        v.url
        for v in views
        if not v.permanent and (not v.queue or (buffer_low and deficit[v.url] > 0))
    }
    urgency = Urgency.DONT_NEED_WORK
    if wants:
        urgency = Urgency.NEED_WORK_IMMEDIATELY if idle_now else Urgency.NEED_WORK

    def fill(v: ProjectView) -> tuple[float, float]:
        # Least-filled share first; among equals, the larger share.
        target = v.share_frac * high_cpu
        return (v.queued_cpu_s / target if target > 0 else math.inf, -v.share_frac)

    candidates = [v for v in views if v.block is None and v.url in wants]
    chosen = min(candidates, key=fill).url if candidates else None

    per = _Verdicts()
    for v in views:
        reason = _reason(v, chosen, urgency, v.url in wants, None)
        request = max(deficit[v.url], MIN_REQUEST_S) if reason is FetchReason.CHOSEN else 0.0
        per.add(v, now, reason, request, v.wall_s, deficit[v.url],
                words.wf1_words, v.queued_cpu_s, len(v.queue), v.share_frac * high_cpu)
    return urgency, chosen, per


def _decide_wf2(
    state: ClientState,
    now: float,
    rr: RrSimResult,
    views: list[ProjectView],
    major: bool,
    below_high: bool,
    idle_now: bool,
    total_cpu: float,
    fig: _Figures,
) -> _Outcome:
    takers = [v for v in views if not v.permanent]
    # Between the marks only a project with nothing queued is asked: the early
    # design notes' hysteresis (fetch below the low mark, fill to the high mark)
    # keeps RPCs few, while an empty project still gets its share of the CPUs.
    # Topping up every shortfall inside the horizon cost one RPC per job.
    project_shortfall = rr.project_shortfall_s
    starved = {
        v.url: project_shortfall[v.url]
        for v in takers
        if not v.queue and project_shortfall.get(v.url, 0.0) > 0
    }
    minor = not major and below_high and bool(starved)
    urgency = Urgency.DONT_NEED_WORK
    if major:
        urgency = Urgency.NEED_WORK_IMMEDIATELY if idle_now else Urgency.NEED_WORK
    elif minor:
        urgency = Urgency.NEED_WORK
    high_cpu = fig.high * fig.ncpus * fig.availability
    major_request = max(rr.shortfall_s, high_cpu - total_cpu, MIN_REQUEST_S)
    overworked_below = -state.prefs.cpu_scheduling_period_s
    several_takers = len(takers) > 1

    # Each project's policy filter (why it may not be asked), once.
    why: list[FetchReason | None] = []
    for v in views:
        if v.at_risk:
            why.append(FetchReason.DEADLINES_AT_RISK)
        elif v.project.long_term_debt < overworked_below and not idle_now and several_takers:
            why.append(FetchReason.OVERWORKED)
        elif minor and v.url not in starved:
            why.append(FetchReason.PROJECT_HAS_ENOUGH)
        else:
            why.append(None)

    net = [v.project.long_term_debt - v.wall_s for v in views]
    chosen: ProjectUrl | None = None
    if urgency > Urgency.DONT_NEED_WORK:
        best = -math.inf
        for i, v in enumerate(views):
            if v.block is None and why[i] is None:
                if chosen is None or net[i] > best:
                    chosen, best = v.url, net[i]

    per = _Verdicts()
    shortfall = rr.shortfall_s
    idle_at_of = rr.project_idle_at
    for i, v in enumerate(views):
        reason = _reason(v, chosen, urgency, True, why[i])
        request = 0.0
        if reason is FetchReason.CHOSEN:
            request = major_request if major else starved[v.url]
        idle_at = idle_at_of.get(v.url)
        tts = max(idle_at - now, 0.0) if idle_at is not None else v.wall_s
        per.add(v, now, reason, request, tts, net[i], words.wf2_words, v.project.long_term_debt,
                v.wall_s, net[i], shortfall, project_shortfall.get(v.url, 0.0))
    return urgency, chosen, per


def _decide_rec(
    state: ClientState, now: float, rr: RrSimResult, views: list[ProjectView], idle_now: bool, fig: _Figures,
    rec_priorities: Mapping[ProjectUrl, float] | None = None,
) -> _Outcome:
    low = fig.low
    need = rr.saturated_until < now + low
    urgency = Urgency.DONT_NEED_WORK
    if need:
        urgency = Urgency.NEED_WORK_IMMEDIATELY if idle_now else Urgency.NEED_WORK
    prio = fetch_priorities(state, {v.url: v.queued_cpu_s for v in views}, rec_priorities)
    chosen: ProjectUrl | None = None
    if need:
        for v in sorted(views, key=lambda v: -prio[v.url]):
            if v.block is None:
                chosen = v.url
                break
    request = max(rr.shortfall_s, MIN_REQUEST_S)
    busy_s = max(rr.saturated_until - now, 0.0)
    per = _Verdicts()
    rows = per._rows
    say, shortfall = words.rec_fetch_words, rr.shortfall_s
    buffer_full = urgency == Urgency.DONT_NEED_WORK
    for v in views:
        # _reason(v, chosen, urgency, True, None) and _Verdicts.add, written out (per project per decision)
        url, p = v.url, v.project
        block = v.block
        req = left = 0.0
        if url == chosen:
            reason = _CHOSEN
            req = request
        elif block is not None:
            reason = block
            if block is _RPC_BACKOFF:
                left = p.min_rpc_time - now
            elif block is _FETCH_BACKOFF:
                left = p.rsc_backoff_time - now
        else:
            reason = _BUFFER_FULL if buffer_full else _LOWER_DEBT
        pr = prio[url]
        rows.append((url, req, reason, v.wall_s, pr, left, say, (p.rec, pr, busy_s, low, shortfall)))
    return urgency, chosen, per
