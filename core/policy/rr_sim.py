"""Round-robin simulation (rr_sim): what weighted round-robin would do with the queue.

The algorithm (BOINC's ``client/rr_sim.cpp`` in spirit, written as a fluid model):

* Jobs are the unfinished results that are *nearly runnable*, as BOINC's rr_sim counts
  them: runnable (``ClientState.is_runnable``), or still fetching their files (NEW, just
  merged from a reply, or FILES_DOWNLOADING) with no input failed or waiting out a retry
  backoff (``FileInfo.pers_xfer.next_request_time``). Jobs whose files are on their way
  are the queue the work-fetch decision must see: without them, a client that has just
  been sent jobs asks again for the same shortfall while their inputs download. Jobs
  whose active task currently holds a CPU (``ActiveTask.running``) count too, even if
  just suspended: they keep computing until the scheduler takes the CPU away.
* The host has ``state.ncpus`` CPUs. Each project that still has jobs gets a share of
  them proportional to its ``resource_share`` among the projects that still have jobs.
  A project whose share exceeds what its jobs can use (the sum of their ``avg_ncpus``)
  gets only that much, and the rest is split among the others by the same rule
  ("water filling"). Projects with a zero share only get CPUs nobody else can use.
* Within a project, jobs run in earliest-deadline order, as many at once as its CPUs
  allow; the last one may get a fraction of a CPU (it is time-sliced). A job that uses
  ``c`` CPUs (its app version's ``avg_ncpus``, capped at the host's CPUs) and is given
  ``g`` of them progresses at ``g / c`` of its full speed.
* A project with ``max_concurrent`` limits (app_config.xml: ``App.max_concurrent``,
  ``Project.project_max_concurrent``) starts a job only while its app and the project
  are below their limits, as BOINC's rr_sim holds such jobs back; it demands only the
  CPUs of the jobs its limits let run at once, so the rest go to the other projects.
  A completion there re-splits every share (a held-back job may start).
* A job needing ``R`` seconds of running (``Estimator.remaining_s``) takes
  ``R / availability`` of wall time at full speed, where availability is
  ``time_stats.on_frac × active_frac``: the model spreads the host's off and
  suspended time evenly over the future.
* Rates are constant between completions. Shares only change when a project's demand
  drops below its allocation (it runs out of jobs to fill it); otherwise a completion
  only moves the freed CPUs to the project's next job. So each project keeps its own
  event time in one heap, and the whole system is re-split only on those rarer
  occasions. A queue of n jobs costs O(n log n) plus O(running jobs) per completion.

* A job *misses* (``RrSimResult.misses``) when it would finish after its computation
  deadline: its report deadline less the work buffer's low mark (``work_buf_min_s``, at
  least 180 s), the time the host may stay without contacting the project, as BOINC's
  rr_sim judges it (``RESULT::computation_deadline``). The scheduler runs such jobs
  first and work fetch leaves their project alone while it has them, early enough that
  they still make their report deadline.

* On a host with GPU types, rr_sim runs per resource as BOINC's does: GPU jobs are
  simulated on their type's instances (core.policy.rr_sim_gpu), not on the CPUs, and the
  CPUs they hold while running (their ``avg_ncpus``; none while GPU computing is suspended)
  come off the CPUs the CPU jobs share, a step function of time (``_Sim.steps``: each step
  re-splits the shares). ``RrSimResult.gpu`` holds each type's figures; ``finish_time``
  and ``misses`` hold every job's. A GPU job whose type the host lacks is left out. On a
  CPU-only host none of this runs and every figure is what it was, bit for bit.

Reads: results, active tasks, workunits and their inputs' file infos, app versions
(through the estimator and ``avg_ncpus``), apps' and projects' max_concurrent limits,
projects' resource shares and work-fetch flags, ``state.ncpus``, ``time_stats``, the
work buffer's low mark. Writes nothing: the answer is an ``RrSimResult``.

Units: every time in the result is absolute (the clock of ``now``). Shortfalls are
CPU-seconds of *wall* time (idle CPUs × seconds), the same unit as BOINC's
``shortfall`` and the unit a work request is made in: a server that sends a job of
estimated runtime R subtracts R / availability from the request.

The figures: ``project_idle_at`` is when a project's last job finishes;
``saturated_until`` is the first instant the jobs left cannot fill every CPU;
``shortfall_s`` integrates idle CPUs over [now, now + horizon]; a project's
``project_shortfall_s`` integrates max(0, entitlement − CPUs its unfinished jobs could
use) over the same window, where the entitlement is its share of all CPUs among the
projects allowed to fetch work (``Project.can_request_work``; 0 for the others).
"""
from __future__ import annotations

import heapq
import math
from bisect import bisect_left
from collections.abc import Callable, ItemsView, Mapping
from dataclasses import dataclass, field
from itertools import accumulate

from core.ids import ProjectUrl, ResultKey
from core.policy.concurrency import Limits, project_limits
from core.policy.estimate import Estimator
from core.policy.gpu_assign import GpuUse, GpuUseCache, all_excluded, gpu_use_in_pass
from core.policy.lazy_mapping import LazyMapping
from core.state import ClientState, Result, ResultState, RunMode, Workunit
from core.state.files import FileStatus

_COMPUTE_ERROR = ResultState.COMPUTE_ERROR
_FILES_DOWNLOADED = ResultState.FILES_DOWNLOADED
_PRESENT = FileStatus.PRESENT


@dataclass(frozen=True, slots=True)
class ResourceFigures:
    """rr_sim's figures for one GPU type (times absolute, like the rest of ``RrSimResult``)."""

    rsc_type: str
    instances: float
    shortfall_s: float = 0.0
    """Idle instance-seconds within [now, now + horizon]."""
    idle_now: float = 0.0
    """Instances no simulated job uses at the start."""
    saturated_until: float = 0.0
    """Until when every instance stays busy."""
    busy_s: float = 0.0
    """Seconds before a new job of the type could start, counting only the jobs projected
    to miss their deadlines (BOINC's busy-time estimate): the request's ``<estimated_delay>``."""
    misses: frozenset[ResultKey] = frozenset()
    """The type's jobs projected to finish after their computation deadline."""
    project_shortfall_s: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """Instance-seconds a project is entitled to by share (among those that may be asked for
    the type) but lacks jobs for, within the horizon."""


@dataclass(frozen=True, slots=True, init=False)
class RrSimResult:
    """What weighted round-robin would do with the queue as it stands.

    All times are absolute (same clock as ``now``); CPU-seconds are at full
    availability-adjusted rate.
    """

    finish_time: Mapping[ResultKey, float] = field(default_factory=dict)
    """Projected completion of every runnable or running result."""
    misses: frozenset[ResultKey] = frozenset()
    """Results projected to finish after their computation deadline: the report deadline
    less the work buffer's low mark (module doc)."""
    project_idle_at: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """When each project's queued work would run out (now if it has none)."""
    saturated_until: float = 0.0
    """Until when every usable CPU stays busy."""
    shortfall_s: float = 0.0
    """Idle CPU-seconds within [now, now + horizon]."""
    project_shortfall_s: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """CPU-seconds within the horizon a project is entitled to by share but lacks work for."""
    gpu: Mapping[str, ResourceFigures] = field(default_factory=dict)
    """Each GPU type's figures (core.policy.rr_sim_gpu); empty on a host without GPU types.
    The fields above are the CPU's; ``finish_time`` and ``misses`` hold every job's."""

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    # (None for a mapping: a new empty dict, as the default factories gave.)
    def __init__(self, finish_time: Mapping[ResultKey, float] | None = None,
                 misses: frozenset[ResultKey] = frozenset(), project_idle_at: Mapping[ProjectUrl, float] | None = None,
                 saturated_until: float = 0.0, shortfall_s: float = 0.0,
                 project_shortfall_s: Mapping[ProjectUrl, float] | None = None,
                 gpu: Mapping[str, ResourceFigures] | None = None) -> None:
        object.__setattr__(self, "finish_time", {} if finish_time is None else finish_time)
        object.__setattr__(self, "misses", misses)
        object.__setattr__(self, "project_idle_at", {} if project_idle_at is None else project_idle_at)
        object.__setattr__(self, "saturated_until", saturated_until)
        object.__setattr__(self, "shortfall_s", shortfall_s)
        object.__setattr__(self, "project_shortfall_s", {} if project_shortfall_s is None else project_shortfall_s)
        object.__setattr__(self, "gpu", {} if gpu is None else gpu)


class FinishTimes(LazyMapping[ResultKey, float]):
    """``RrSimResult.finish_time``: built into a dict when first read.

    rr_sim runs at every scheduling pass and work-fetch decision, and most of them read
    no finish time (the misses are computed beside it); a queue of hundreds of jobs
    would otherwise build its dict of keys each time for nothing.
    """

    __slots__ = ("_results", "_times")

    def __init__(self, results: list[Result], times: list[float]) -> None:
        super().__init__()
        self._results = results
        self._times = times

    def _build(self) -> dict[ResultKey, float]:
        return {(r.project_url, r.name): f for r, f in zip(self._results, self._times)}

    def __len__(self) -> int:
        return len(self._times)

    def items(self) -> ItemsView[ResultKey, float]:
        # The dict's own view: Mapping's would look every key up again through __getitem__
        # (work fetch's idle-CPU count walks every job's finish at each decision).
        return self._entries().items()


_EPS = 1e-9
"""Slack for CPU counts: a project 'uses its allocation' up to this many CPUs."""


class NcpusLookup:
    """``avg_ncpus`` of the app version a result runs with, memoised per version.

    ``ClientState.app_version_of`` scans every app version; with thousands of queued
    jobs of a handful of apps the scan would dominate the simulation, so the answer is
    cached by (project, app, version_num). Valid for one state snapshot only.
    """

    __slots__ = ("_state", "_cache")

    def __init__(self, state: ClientState) -> None:
        self._state = state
        self._cache: dict[tuple[str, str, int], float] = {}

    def __call__(self, result: Result) -> float:
        wu = self._state.workunits.get((result.project_url, result.wu_name))
        if wu is None:
            return 1.0
        key = (result.project_url, wu.app_name, result.version_num)
        n = self._cache.get(key)
        if n is None:
            av = self._state.app_version_of(result)
            n = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
            # A zero or negative CPU count would make the job infinitely fast.
            n = max(n, 1e-3)
            self._cache[key] = n
        return n


def edf_key(result: Result) -> float:
    """Deadline for earliest-deadline ordering; an unknown deadline (0) sorts last."""
    return result.report_deadline if result.report_deadline > 0 else math.inf


def water_fill(demands: list[float], weights: list[float], capacity: float) -> list[float]:
    """Split ``capacity`` in proportion to ``weights``, never giving anyone more than
    their ``demand``; what a satisfied party does not use goes to the others.

    Parties with a zero (or negative) weight share, equally, only what is left once
    every positive-weight party is satisfied (BOINC's zero-share "backup" projects).
    The result sums to min(capacity, sum of demands).
    """
    alloc = [0.0] * len(demands)
    positive: list[int] = []
    zero: list[int] = []
    for i, d in enumerate(demands):
        if d > _EPS:
            w = weights[i]
            if w > 0:
                positive.append(i)
            elif w <= 0:  # (a NaN weight takes part in neither)
                zero.append(i)
    cap = _fill(positive, weights, demands, alloc, capacity)
    if cap > _EPS and zero:
        _fill(zero, [1.0] * len(demands), demands, alloc, cap)
    return alloc


def _fill(idx: list[int], w: list[float], demands: list[float], alloc: list[float], cap: float) -> float:
    """``water_fill``'s level filling of the parties ``idx``; returns the capacity left."""
    # sum() from 0, left to right; 0.0 + x is the float 0 + x gives (mypyc rejects an int
    # start in a float variable: bench/emulator_speed.py --compiled)
    total_w = 0.0
    for i in idx:
        total_w += w[i]
    # Those who saturate at the lowest level are served first; once one party
    # cannot be satisfied, nobody after it can be either.
    order = sorted(idx, key=lambda i: demands[i] / w[i])
    for k, i in enumerate(order):
        if cap <= _EPS or total_w <= 0:
            return cap
        level = cap / total_w
        if demands[i] <= level * w[i]:
            alloc[i] = demands[i]
            cap -= demands[i]
            total_w -= w[i]
            continue
        for j in order[k:]:
            alloc[j] = level * w[j]
        return 0.0
    return cap


def fill_one(demand: float, weight: float, capacity: float) -> float:
    """``water_fill([demand], [weight], capacity)[0]`` without the lists: the same
    operations in the same order, so the same bits (rr_sim's most common case)."""
    if not demand > _EPS:
        return 0.0
    if weight > 0:
        if capacity <= _EPS:
            return 0.0
        w = weight
    else:  # a zero-share party gets, with weight 1, what is left
        if not capacity > _EPS:
            return 0.0
        w = 1.0
    level = capacity / w
    return demand if demand <= level * w else level * w


class _Proj:
    """One project's part of the simulation (times relative to ``now``)."""

    __slots__ = (
        "url", "index", "weight", "jobs", "next", "running", "alloc", "demand",
        "version", "entitled", "t_demand", "shortfall", "idle_at", "limits",
    )

    def __init__(self, url: ProjectUrl, index: int, weight: float) -> None:
        self.url = url
        self.index = index  # position in _Sim.projs
        self.weight = weight
        self.jobs: list[int] = []  # job indices in EDF order
        self.next = 0  # first job in `jobs` not started yet
        self.running: list[int] = []  # started and unfinished, EDF order
        self.alloc = 0.0  # CPUs it holds now
        self.demand = 0.0  # CPUs its unfinished jobs could use at once
        self.version = 0  # invalidates its stale heap entries
        self.entitled = 0.0  # CPUs its share gives it among work-fetching projects
        self.t_demand = 0.0  # when demand last changed (shortfall integral)
        self.shortfall = 0.0  # CPU-seconds, within the horizon
        self.idle_at = 0.0  # when its last job finished
        self.limits: Limits | None = None  # max_concurrent limits, if it has any


class _Sim:
    """The event loop over completions; see the module docstring.

    Each running job keeps a projected finish time under its current speed, so a
    project's jobs need no updating between the project's own events; remaining work
    is recomputed from that projection only when a job's speed changes. The loop is
    written flat (locals, no per-job method calls) because it runs once per job.
    """

    def __init__(self, ncpus: float, horizon: float, projs: list[_Proj], ncpu_of: list[float],
                 wall_s: list[float], steps: list[tuple[float, float]] | None = None) -> None:
        self.ncpus = ncpus
        # (time, CPUs) at which the CPUs to share out change: GPU jobs hold some of them
        # while they run (rr_simulate on a host with GPUs); none on a CPU-only host.
        self.steps: list[tuple[float, float]] = steps if steps is not None else []
        self.horizon = horizon
        self.projs = projs
        self.ncpu_of = ncpu_of  # CPUs each job uses at full speed
        self.left = wall_s  # wall seconds at full speed still needed, as of its last speed change
        self.speed = [0.0] * len(ncpu_of)  # fraction of full speed now (0 = not running)
        self.fin = [math.inf] * len(ncpu_of)  # projected finish under the current speed
        self.done = [False] * len(ncpu_of)
        self.heap: list[tuple[float, int, int, int]] = []
        self.seq = 0  # heap tie-breaker: equal times pop in push order
        self.total_demand = sum(p.demand for p in projs)
        self.idle = 0.0  # idle CPU-seconds within the horizon
        self.saturated: float | None = None
        # Every job uses one CPU: demands are whole numbers, so completions in different
        # projects commute and _serial_phase may take them out of the heap's order.
        self.unit = all([c == 1.0 for c in ncpu_of])

    def refill(self, p: _Proj, t: float) -> None:
        """Give the project's CPUs to its jobs in EDF order and queue its next event."""
        free = p.alloc
        ncpu, left, speed, fin = self.ncpu_of, self.left, self.speed, self.fin
        running = p.running
        when = math.inf
        for j in running:
            c = ncpu[j]
            give = c if c < free else free
            free -= give
            sp = give / c
            old = speed[j]
            if sp != old:
                if old > 0:
                    left[j] = (fin[j] - t) * old if fin[j] > t else 0.0
                speed[j] = sp
                fin[j] = t + left[j] / sp if sp > 0 else math.inf
            if fin[j] < when:
                when = fin[j]
        jobs = p.jobs
        limits = p.limits
        if limits is not None:
            when = self._start_limited(p, limits, free, t, when)
        else:
            while free > _EPS and p.next < len(jobs):
                j = jobs[p.next]
                p.next += 1
                free = self._start(p, j, free, t)
                if fin[j] < when:
                    when = fin[j]
        p.version += 1
        if when < math.inf:
            self.seq += 1
            heapq.heappush(self.heap, (when, self.seq, p.index, p.version))

    def _start(self, p: _Proj, j: int, free: float, t: float) -> float:
        """Start job ``j`` of ``p`` at ``t`` on what it can have of ``free`` CPUs (all it uses, or
        the rest at a proportional speed); returns the CPUs still free."""
        c = self.ncpu_of[j]
        give = c if c < free else free
        sp = give / c
        self.speed[j] = sp
        self.fin[j] = t + self.left[j] / sp
        p.running.append(j)
        return free - give

    def _start_limited(self, p: _Proj, limits: Limits, free: float, t: float, when: float) -> float:
        """``refill``'s starting of new jobs for a project with limits: the first
        waiting jobs in EDF order that its limits allow. Returns the next event."""
        fin = self.fin
        waiting = p.jobs
        i = 0
        while free > _EPS and i < len(waiting):
            j = waiting[i]
            if not limits.allows(j, limits.count, limits.app_running):
                i += 1
                continue
            del waiting[i]
            limits.started(j)
            free = self._start(p, j, free, t)
            if fin[j] < when:
                when = fin[j]
        return when

    def _serial_phase(self, total: float, t_prev: float) -> tuple[float, float]:
        """Run, without the heap, the completions up to the next re-split of shares,
        when every project that computes runs one job at a time.

        Called right after the shares were split (nothing else has happened since),
        with every CPU busy (``total`` >= CPUs) and every job using one CPU. A project
        whose allocation is at most one CPU runs its jobs one after another at one
        speed: its finish times are a running sum (``t + left / speed``, the very
        operations of ``refill``). Until some project runs out of jobs (the only
        event that re-splits shares then, and the first that can leave a CPU idle),
        completions in different projects touch only their own project and
        whole-number demands, so they can be applied project by project: the same
        values as the heap's order gives. The events from that
        instant on stay in the heap, each project's next one pushed in the order the
        heap would have pushed it; if that order is not known (two projects' last
        completions and next ones both at equal times), nothing is applied.
        Returns the new (total demand, time of the last event applied).
        """
        live = [p for p in self.projs if p.demand > _EPS]
        chains: list[tuple[_Proj, list[float], float]] = []
        left, fin = self.left, self.fin
        for p in live:
            alloc = p.alloc
            if len(p.running) > 1 or alloc > 1.0 + _EPS:
                return total, t_prev  # several jobs at once: the heap's general path
            if not p.running:
                continue  # no CPU for it (a zero share with nothing left over): no events
            sp = 1.0 if alloc > 1.0 else alloc  # refill's give / c for c = 1 with free = alloc
            waiting = p.jobs[p.next:]
            steps = [fin[p.running[0]]]
            steps += [left[j] / sp for j in waiting]
            chain = list(accumulate(steps))
            if chain[-1] != chain[-1]:
                return total, t_prev  # NaN: leave it to the heap
            chains.append((p, chain, sp))
        if not chains:
            return total, t_prev
        # The first re-split: some project's last completion (before it, each project
        # holds at least one job). Every CPU stays busy until then: the shares add up to
        # the CPUs and none exceeds one, so at least as many projects as CPUs hold a job.
        end = min([chain[-1] for _, chain, _ in chains])
        counts = [bisect_left(chain, end) for _, chain, _ in chains]
        if total - sum(counts) < self.ncpus:
            return total, t_prev  # (not expected; the heap counts idle time exactly)
        # Each project's next event after those applied, and when the heap would have pushed it.
        pushed: list[tuple[float, float, int]] = []
        for k, (_, chain, _) in enumerate(chains):
            i = counts[k]
            if i:
                pushed.append((chain[i - 1], chain[i], k))
        if not pushed:
            return total, t_prev
        pushed.sort()
        for one, other in zip(pushed, pushed[1:]):
            if one[0] == other[0] and one[1] == other[1]:
                return total, t_prev  # the heap's order between them is not known here
        speed, done = self.speed, self.done
        horizon = self.horizon
        last = t_prev
        for _, _, k in pushed:
            p, chain, sp = chains[k]
            i = counts[k]
            jobs, first = p.jobs, p.next
            j = p.running[0]
            done[j] = True
            for m in range(1, i):  # jobs started and finished within the phase
                j = jobs[first + m - 1]
                fin[j] = chain[m]
                speed[j] = sp
                done[j] = True
            j = jobs[first + i - 1]  # started at the last completion applied; running on
            fin[j] = chain[i]
            speed[j] = sp
            f = chain[i - 1]
            if f > p.idle_at:
                p.idle_at = f
            # _drop_demand at each completion, in order; only those where the
            # entitlement exceeds the demand add to the shortfall.
            demand = p.demand
            entitled = p.entitled
            a = p.t_demand
            for m in range(i):
                t = chain[m]
                if entitled > demand:
                    span = (horizon if horizon < t else t) - (0.0 if a < 0.0 else a)
                    p.shortfall += (entitled - demand) * (span if span > 0.0 else 0.0)
                a = t
                rest = demand - 1.0
                demand = 0.0 if rest < 0.0 else rest
            p.t_demand = a
            p.demand = demand
            total -= i
            if f > last:
                last = f
            p.next = first + i
            p.running = [j]
            p.version += 1
            self.seq += 1
            heapq.heappush(self.heap, (chain[i], self.seq, p.index, p.version))
        return total, last

    def _limited_event(self, p: _Proj, limits: Limits, t: float, limit: float) -> None:
        """A completion in a project with limits: a finished job may let a held-back
        one start, so its demand is recomputed and every share re-split."""
        fin, done = self.fin, self.done
        running = p.running
        finished = [j for j in running if fin[j] <= limit]
        p.running = [j for j in running if fin[j] > limit]
        for j in finished:
            done[j] = True
            if fin[j] > p.idle_at:
                p.idle_at = fin[j]
            limits.finished(j)
        if finished:
            new = limits.demand(p.running, p.jobs, self.ncpu_of)
            self._drop_demand(p, p.demand - new, t)
            p.demand = new
        if p.demand <= _EPS:
            p.alloc = 0.0
        self.reallocate(t)

    def reallocate(self, t: float) -> None:
        live = [p for p in self.projs if p.demand > _EPS]
        if not live:
            return
        if len(live) == 1:  # the common case: no water filling to do
            p = live[0]
            p.alloc = fill_one(p.demand, p.weight, self.ncpus)
            self.refill(p, t)
            return
        alloc = water_fill([p.demand for p in live], [p.weight for p in live], self.ncpus)
        for p, a in zip(live, alloc):
            p.alloc = a
            self.refill(p, t)

    def run(self) -> None:
        n = self.ncpus
        horizon = self.horizon
        # total_demand, idle and saturated live in locals during the loop: this
        # runs once per job completion.
        total = self.total_demand
        saturated = self.saturated
        idle = self.idle
        if total < n - _EPS:
            saturated = 0.0
        self.reallocate(0.0)
        t_prev = 0.0
        steps = self.steps
        nsteps = len(steps)
        k = 0
        phases = self.unit and all(p.limits is None for p in self.projs) and nsteps == 0
        if phases and saturated is None and total >= n:
            total, t_prev = self._serial_phase(total, t_prev)
        fin, ncpu, done, left, speed = self.fin, self.ncpu_of, self.done, self.left, self.speed
        heap, projs = self.heap, self.projs
        pop, push = heapq.heappop, heapq.heappush
        # (self.refill and self.reallocate are not aliased: compiled, an alias of a method is a
        # generic Python call where the method itself is a C call)
        inf = math.inf
        while heap or k < nsteps:
            if k < nsteps and (not heap or steps[k][0] <= heap[0][0]):
                # The CPUs to share out change (GPU jobs start or end): every share is re-split.
                ts, n = steps[k]
                k += 1
                if ts > t_prev:
                    if total < self.ncpus and t_prev < horizon:
                        idle += (self.ncpus - total) * ((horizon if horizon < ts else ts) - t_prev)
                    t_prev = ts
                self.ncpus = n
                if saturated is None and total < n - _EPS:
                    saturated = ts
                self.reallocate(ts)
                continue
            t, _, pi, version = pop(heap)
            p = projs[pi]
            if version != p.version:
                continue
            if t > t_prev:
                if total < n and t_prev < horizon:
                    idle += (n - total) * ((horizon if horizon < t else t) - t_prev)
                t_prev = t
            # Jobs projected to end within rounding of this instant end together.
            limit = t + 1e-9 * (t if t > 1.0 else 1.0)
            if p.limits is not None:
                self._limited_event(p, p.limits, t, limit)
                total = sum([q.demand for q in projs])
                if saturated is None and total < n - _EPS:
                    saturated = t
                continue
            running = p.running
            if len(running) == 1 and fin[running[0]] <= limit:
                # The usual event: a project's one running job ends and, its share
                # unchanged, the next ones take its CPUs. The general path below,
                # _drop_demand and refill written out: the same operations in the
                # same order, without the calls and lists (this runs once per job).
                j = running[0]
                f = fin[j]
                freed = ncpu[j]
                done[j] = True
                if f > p.idle_at:
                    p.idle_at = f
                demand = p.demand
                entitled = p.entitled
                if entitled > demand:
                    a = p.t_demand
                    span = (horizon if horizon < t else t) - (0.0 if a < 0.0 else a)
                    p.shortfall += (entitled - demand) * (span if span > 0.0 else 0.0)
                p.t_demand = t
                rest = demand - freed
                demand = 0.0 if rest < 0.0 else rest
                p.demand = demand
                total = total - freed
                if total < 0.0:
                    total = 0.0
                if saturated is None and total < n - _EPS:
                    saturated = t
                free = p.alloc
                if demand < free - _EPS:
                    p.running = []
                    if demand <= _EPS:
                        p.alloc = 0.0
                    self.reallocate(t)
                    if phases and saturated is None and total >= n:
                        total, t_prev = self._serial_phase(total, t_prev)
                    continue
                jobs = p.jobs
                k = p.next
                njobs = len(jobs)
                when = inf
                started: list[int] = []
                while free > _EPS and k < njobs:
                    j = jobs[k]
                    k += 1
                    c = ncpu[j]
                    give = c if c < free else free
                    free -= give
                    sp = give / c
                    speed[j] = sp
                    f = t + left[j] / sp
                    fin[j] = f
                    started.append(j)
                    if f < when:
                        when = f
                p.next = k
                p.running = started
                p.version += 1
                if when < inf:
                    self.seq += 1
                    push(heap, (when, self.seq, pi, p.version))
                continue
            freed = 0.0
            if len(running) == 1:
                j = running[0]
                f = fin[j]
                if f <= limit:
                    freed = ncpu[j]
                    done[j] = True
                    if f > p.idle_at:
                        p.idle_at = f
                    p.running = []
            else:
                finished = [j for j in running if fin[j] <= limit]
                p.running = [j for j in running if fin[j] > limit]
                for j in finished:
                    freed += ncpu[j]
                    done[j] = True
                    if fin[j] > p.idle_at:
                        p.idle_at = fin[j]
            if freed:
                self._drop_demand(p, freed, t)
                total = total - freed
                if total < 0.0:
                    total = 0.0
                if saturated is None and total < n - _EPS:
                    saturated = t
            if p.demand < p.alloc - _EPS:
                # It can no longer fill its allocation: everyone's share changes.
                if p.demand <= _EPS:
                    p.alloc = 0.0
                self.reallocate(t)
                if phases and saturated is None and total >= n:
                    total, t_prev = self._serial_phase(total, t_prev)
            else:
                self.refill(p, t)
        if t_prev < horizon:
            idle += max(0.0, n - total) * (horizon - t_prev)
        for p in projs:
            # _drop_demand(p, 0.0, horizon) written out (dropping 0 CPUs leaves the demands).
            if p.entitled > p.demand:
                p.shortfall += (p.entitled - p.demand) * max(0.0, horizon - max(p.t_demand, 0.0))
            p.t_demand = horizon
            if p.demand > _EPS:
                p.idle_at = math.inf  # some job never progresses (infinite estimate)
        if saturated is None:
            saturated = math.inf if total >= n - _EPS else t_prev
        self.total_demand = total
        self.saturated = saturated
        self.idle = idle

    def _drop_demand(self, p: _Proj, cpus: float, t: float) -> None:
        """``cpus`` of the project's demand end at ``t``: close its shortfall integral
        up to then (the length of [t_demand, t] within [0, horizon])."""
        # max/min written out (max(a, b) is b if b > a else a): the same values.
        demand = p.demand
        if p.entitled > demand:
            a = p.t_demand
            horizon = self.horizon
            span = (horizon if horizon < t else t) - (0.0 if a < 0.0 else a)
            p.shortfall += (p.entitled - demand) * (span if span > 0.0 else 0.0)
        p.t_demand = t
        left = demand - cpus
        p.demand = 0.0 if left < 0.0 else left


def _download_stalled(state: ClientState, wu: Workunit, now: float) -> bool:
    """A job still fetching its files whose downloads cannot be counted on soon: one of
    its inputs failed, or waits out a retry backoff (BOINC's ``some_download_stalled``)."""
    file_infos = state.file_infos
    for ref in wu.input_files:
        fi = file_infos.get((wu.project_url, ref.file_name))
        if fi is None or fi.status == _PRESENT:
            continue
        if fi.status < 0:
            return True
        xfer = fi.pers_xfer
        if xfer is not None and xfer.next_request_time > now:
            return True
    return False


def rr_simulate(
    state: ClientState, now: float, estimator: Estimator, horizon_s: float
) -> RrSimResult:
    """Simulate weighted round-robin from ``now`` until every job has finished.

    ``horizon_s`` only bounds the shortfall integrals (usually the work buffer,
    ``prefs.work_buf_total_s``); finish times are projected however far they lie.
    Pure: reads ``state``, writes nothing.
    """
    ncpus = float(state.ncpus)
    horizon = horizon_s if math.isfinite(horizon_s) and horizon_s > 0 else 0.0
    availability = state.time_stats.availability
    projects = state.projects

    # The simulated results (runnable, or holding a CPU now; unknown workunits or
    # projects are left out rather than crash the engine), their CPU counts (as
    # NcpusLookup) and estimates in one pass: for a short queue this setup, not the
    # event loop, is most of the cost.
    results: list[Result] = []
    wus: list[Workunit] = []
    ncpu: list[float] = []
    jobs_of: dict[ProjectUrl, list[int]] = {}
    workunits, active_tasks = state.workunits, state.active_tasks
    ncpus_cache: dict[tuple[str, str, int], float] = {}  # NcpusLookup's answer, capped at the host's CPUs
    app_limited: set[ProjectUrl] = set()  # projects with an app's max_concurrent
    # On a host with GPU types, GPU jobs go to their type's simulation (core.policy.rr_sim_gpu);
    # a GPU job whose type this host lacks cannot run ("GPU missing") and is left out.
    gpu_types = {c.type: float(c.count) for c in state.coprocs if c.count > 0} if state.coprocs else None
    gpu_jobs: dict[str, list[tuple[Result, Workunit, GpuUse]]] = {}
    gpu_uses: GpuUseCache = {}
    inf = math.inf
    j = 0
    for r in state.results.values():
        rstate = r.state
        if rstate >= _COMPUTE_ERROR:  # Result.is_finished
            continue
        url = r.project_url
        project = projects.get(url)
        if project is None:
            continue
        wu = workunits.get((url, r.wu_name))
        if wu is None:
            continue
        # Nearly runnable (module docstring): runnable, or fetching its files with no
        # download backed off; else only if it holds a CPU now.
        if (r.suspended_via_gui or project.suspended_via_gui
                or (rstate != _FILES_DOWNLOADED and _download_stalled(state, wu, now))):
            task = active_tasks.get((url, r.name))
            if task is None or not task.running:
                continue
        if gpu_types is not None:
            use = gpu_use_in_pass(state, r, wu, gpu_uses)
            if use is not None:
                if use.rsc_type in gpu_types:
                    listed = gpu_jobs.get(use.rsc_type)
                    if listed is None:
                        gpu_jobs[use.rsc_type] = [(r, wu, use)]
                    else:
                        listed.append((r, wu, use))
                continue
        av_key = (url, wu.app_name, r.version_num)
        n = ncpus_cache.get(av_key)
        if n is None:
            av = state.app_version_of(r)
            n = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
            # A zero or negative CPU count would make the job infinitely fast.
            n = max(n, 1e-3)
            n = ncpus_cache[av_key] = min(n, ncpus)
            app = state.apps.get((url, wu.app_name))
            if app is not None and app.max_concurrent > 0:
                app_limited.add(url)
        results.append(r)
        wus.append(wu)
        ncpu.append(n)
        js = jobs_of.get(url)
        if js is None:
            jobs_of[url] = [j]
        else:
            js.append(j)
        j += 1
    wall = estimator.remaining_all(state, results, wus, availability)
    deadline = [d if (d := r.report_deadline) > 0 else inf for r in results]  # edf_key

    # Only projects with jobs take part in the simulation; one without any keeps
    # idle_at = now and, if it may fetch, lacks its whole entitlement over the horizon.
    projs: list[_Proj] = []
    entitled: dict[ProjectUrl, float] = {}
    fetch_w = 0.0
    nfetching = 0
    for url, project in projects.items():
        share = project.resource_share
        weight = share if math.isfinite(share) and share > 0 else 0.0
        js = jobs_of.get(url)
        if js is not None:
            p = _Proj(url, len(projs), weight)
            p.jobs = js
            # Summed in queue order, as the jobs were counted.
            p.demand = sum([ncpu[k] for k in js])
            if len(js) > 1:
                # Stable sort of ascending indices: ties stay in queue order.
                js.sort(key=deadline.__getitem__)
            if project.project_max_concurrent > 0 or url in app_limited:
                p.limits = project_limits(state, url, js, results, project.project_max_concurrent)
                p.demand = p.limits.demand([], js, ncpu)
            projs.append(p)
        if not (project.suspended_via_gui or project.dont_request_more_work or project.ended):  # can_request_work
            entitled[url] = weight
            fetch_w += weight
            nfetching += 1
    # Entitlement counts every project that could ask for work, with or without a
    # queue: that is what makes an empty project's share show up as its shortfall.
    for url, weight in entitled.items():
        # With every share zero, they are all backup projects and split equally.
        entitled[url] = ncpus * weight / fetch_w if fetch_w > 0 else ncpus / nfetching
    for p in projs:
        p.entitled = entitled.get(p.url, 0.0)

    gpu_part: _GpuPart | None = None
    steps: list[tuple[float, float]] | None = None
    capacity = ncpus
    if gpu_types is not None:
        gpu_part = _simulate_gpus(state, now, estimator, horizon, gpu_types, gpu_jobs)
        if gpu_part.cpu_steps:
            # The CPUs the GPU jobs hold come off those the CPU jobs share (BOINC's rr_sim fills
            # the GPUs first and counts their jobs' CPUs), as they change over time.
            capacity = max(0.0, ncpus - gpu_part.cpu_steps[0][1])
            steps = [(t, max(0.0, ncpus - held)) for t, held in gpu_part.cpu_steps[1:]]
    sim = _Sim(capacity, horizon, projs, ncpu, wall, steps)
    sim.run()

    # A job with no deadline (inf) is never late; one that never ends (inf) misses any.
    # Late means after the computation deadline: the report deadline less the work
    # buffer's low mark, the time the host may go without contacting the project (BOINC's
    # RESULT::computation_deadline). Aiming at the report deadline itself, the scheduler
    # noticed a job at risk when it could no longer make it: on the what-if honesty bench
    # it then ran such jobs first and still finished them a fraction of a second late.
    absolute = [now + f if d else inf for f, d in zip(sim.fin, sim.done)]
    cushion = state.prefs.work_buf_min_s
    misses = frozenset([(r.project_url, r.name) for r, f, d in zip(results, absolute, deadline) if f > d - cushion])
    idle_at: dict[ProjectUrl, float] = {}
    shortfall: dict[ProjectUrl, float] = {}
    by_url = {q.url: q for q in projs}
    # _Sim.run's closing integral for demand 0 since time 0, for a project without jobs
    open_window = max(0.0, horizon - 0.0)
    idle_now = now + 0.0
    for url in projects:
        simulated = by_url.get(url)
        if simulated is not None:
            idle_at[url] = now + simulated.idle_at
            shortfall[url] = simulated.shortfall
        else:
            idle_at[url] = idle_now
            e = entitled.get(url, 0.0)
            shortfall[url] = 0.0 + e * open_window if e > 0.0 else 0.0
    gpu_figures: dict[str, ResourceFigures] = {}
    if gpu_part is not None and gpu_part.results:
        results = results + gpu_part.results
        absolute = absolute + gpu_part.finish
        misses = misses | gpu_part.misses
        gpu_figures = gpu_part.figures
    elif gpu_part is not None:
        gpu_figures = gpu_part.figures
    return RrSimResult(
        gpu=gpu_figures,
        finish_time=FinishTimes(results, absolute),
        misses=misses,
        project_idle_at=idle_at,
        saturated_until=now + (sim.saturated if sim.saturated is not None else 0.0),
        shortfall_s=sim.idle,
        project_shortfall_s=shortfall,
    )


@dataclass(slots=True)
class _GpuPart:
    """The GPU types' simulations, as rr_simulate merges them into its answer."""

    results: list[Result]
    finish: list[float]  # absolute, as ``results``
    misses: frozenset[ResultKey]
    figures: dict[str, ResourceFigures]
    cpu_steps: list[tuple[float, float]]  # (time from now, CPUs all GPU jobs hold from then)


def _simulate_gpus(state: ClientState, now: float, estimator: Estimator, horizon: float,
                   gpu_types: dict[str, float], gpu_jobs: dict[str, list[tuple[Result, Workunit, GpuUse]]]) -> _GpuPart:
    """Each GPU type's round-robin simulation (core.policy.rr_sim_gpu) and the CPUs their jobs hold."""
    from core.policy.rr_sim_gpu import busy_time, simulate_type  # it imports this module

    # While GPU computing is suspended their CPUs are not counted (BOINC's rr_sim), so
    # that the CPUs are seen free and CPU work is fetched for them.
    gpu_held = state.gpu_suspended or state.gpu_mode == RunMode.NEVER or state.run_mode == RunMode.NEVER
    availability = state.time_stats.availability
    cushion = state.prefs.work_buf_min_s
    all_results: list[Result] = []
    all_finish: list[float] = []
    misses: set[ResultKey] = set()
    figures: dict[str, ResourceFigures] = {}
    held_steps: list[list[tuple[float, float]]] = []
    version_cpus: dict[tuple[str, str, int, str], float] = {}
    weights: dict[ProjectUrl, float] = {}
    for url, project in state.projects.items():
        share = project.resource_share
        weights[url] = share if math.isfinite(share) and share > 0 else 0.0
    for rsc_type, instances in gpu_types.items():
        jobs = gpu_jobs.get(rsc_type, [])
        results = [r for r, _, _ in jobs]
        wall = estimator.remaining_all(state, results, [wu for _, wu, _ in jobs], availability) if jobs else []
        cpus: list[float] = []
        for r, wu, _ in jobs:
            # the scheduler's count of a GPU job's CPUs: its workunit's (BOINC 8.2), else its app
            # version's (kept by what picks the version, as gpu_use_in_pass keeps the GPU use)
            n = wu.avg_ncpus
            if not n > 0:
                av_key = (r.project_url, wu.app_name, r.version_num, r.plan_class)
                cached = version_cpus.get(av_key)
                if cached is None:
                    av = state.app_version_of(r)
                    n = version_cpus[av_key] = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
                else:
                    n = cached
            cpus.append(max(n, 0.0))
        deadline = [edf_key(r) for r in results]
        # Entitled: the projects that may be asked for this type, by share (all zero: equally).
        may = {url: weights[url] for url, p in state.projects.items()
               if p.can_request_work and rsc_type not in p.no_rsc_apps and not all_excluded(state, url, rsc_type)}
        total_w = sum(may.values())
        entitled = {url: instances * w / total_w if total_w > 0 else instances / len(may) for url, w in may.items()}
        run = simulate_type(instances, horizon, [r.project_url for r in results], [u.usage for _, _, u in jobs],
                            cpus, wall, deadline, weights, entitled)
        absolute = [now + f for f in run.finish]
        late = [(f, w, u.usage) for (r, _, u), f, w, d in zip(jobs, absolute, wall, deadline) if f > d - cushion]
        type_misses = frozenset([r.key for r, f, d in zip(results, absolute, deadline) if f > d - cushion])
        figures[rsc_type] = ResourceFigures(
            rsc_type, instances, shortfall_s=run.idle_s, idle_now=run.idle_now,
            saturated_until=now + run.saturated, busy_s=busy_time(instances, late), misses=type_misses,
            project_shortfall_s={url: run.project_shortfall.get(url, 0.0) for url in state.projects})
        all_results += results
        all_finish += absolute
        misses |= type_misses
        if not gpu_held and run.cpu_held:
            held_steps.append(run.cpu_held)
    return _GpuPart(all_results, all_finish, frozenset(misses), figures, _sum_steps(held_steps))


def _sum_steps(lists: list[list[tuple[float, float]]]) -> list[tuple[float, float]]:
    """The sum of step functions given as (time, value from then on) from time 0; one entry per change."""
    if not lists:
        return []
    if len(lists) == 1:
        return [step for step in lists[0]]
    times = sorted({t for steps in lists for t, _ in steps})
    at = [0] * len(lists)
    out: list[tuple[float, float]] = []
    for t in times:
        total = 0.0
        for i, steps in enumerate(lists):
            while at[i] + 1 < len(steps) and steps[at[i] + 1][0] <= t:
                at[i] += 1
            total += steps[at[i]][1] if steps[at[i]][0] <= t else 0.0
        if not out or out[-1][1] != total:
            out.append((t, total))
    return out


def busy_time_s(state: ClientState, rr: RrSimResult, remaining_s: Callable[[ClientState, Result], float],
                ncpus: int) -> float:
    """Seconds before a new job could start, as BOINC's client tells the server
    (<estimated_delay>): the jobs rr_sim predicts will miss their deadlines are
    laid, in the order they finish, each on the least busy CPUs for its remaining
    run time / availability; the answer is the least busy CPU's total. Jobs on
    time count for nothing: the server's deadline check assumes a new job can
    run beside them, as BOINC's busy-time estimator does.
    """
    if not rr.misses or ncpus < 1:
        return 0.0
    frac = state.time_stats.availability
    frac = frac if frac > 0.0 else 1.0
    busy = [0.0] * ncpus
    ncpus_of = NcpusLookup(state)
    for key in sorted(rr.misses, key=lambda k: rr.finish_time.get(k, math.inf)):
        result = state.results.get(key)
        if result is None:
            continue
        used = int(ncpus_of(result))
        if used < 1:
            continue  # BOINC ignores fractional CPU use here
        dur = remaining_s(state, result) / frac
        best = min(range(ncpus), key=busy.__getitem__)
        for i in range(min(used, ncpus)):
            busy[(best + i) % ncpus] += dur
    return min(busy)
