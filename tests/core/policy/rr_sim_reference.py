"""rr_sim as it stood before the what-if speed work (issue 18), kept for tests/core/policy/
test_rr_sim_reference.py; only the choice of simulated results follows today's rule.

Round-robin simulation (rr_sim): what weighted round-robin would do with the queue.

The algorithm (BOINC's ``client/rr_sim.cpp`` in spirit, written as a fluid model):

* Jobs are the unfinished results that are runnable (``ClientState.is_runnable``),
  plus those whose active task currently holds a CPU (``ActiveTask.running``) even if
  they were just suspended: they keep computing until the scheduler takes the CPU away.
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

Reads: results, active tasks, workunits and app versions (through the estimator and
``avg_ncpus``), apps' and projects' max_concurrent limits, projects' resource shares
and work-fetch flags, ``state.ncpus``, ``time_stats``. Writes nothing: the answer is
an ``RrSimResult``.

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from core.ids import ProjectUrl, ResultKey
from core.policy.concurrency import Limits, project_limits
from core.policy.estimate import Estimator
from core.policy.rr_sim import _download_stalled
from core.state import ClientState, Result, ResultState

_COMPUTE_ERROR = ResultState.COMPUTE_ERROR
_FILES_DOWNLOADED = ResultState.FILES_DOWNLOADED


@dataclass(frozen=True, slots=True)
class RrSimResult:
    """What weighted round-robin would do with the queue as it stands.

    All times are absolute (same clock as ``now``); CPU-seconds are at full
    availability-adjusted rate.
    """

    finish_time: Mapping[ResultKey, float] = field(default_factory=dict)
    """Projected completion of every runnable or running result."""
    misses: frozenset[ResultKey] = frozenset()
    """Results projected to finish after their computation deadline (report deadline less work_buf_min_s)."""
    project_idle_at: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """When each project's queued work would run out (now if it has none)."""
    saturated_until: float = 0.0
    """Until when every usable CPU stays busy."""
    shortfall_s: float = 0.0
    """Idle CPU-seconds within [now, now + horizon]."""
    project_shortfall_s: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """CPU-seconds within the horizon a project is entitled to by share but lacks work for."""


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
    total_w: float = 0  # an int 0, as sum() starts
    for i in idx:
        total_w += w[i]  # sum() from 0, left to right
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
                 wall_s: list[float]) -> None:
        self.ncpus = ncpus
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
                c = ncpu[j]
                give = c if c < free else free
                free -= give
                sp = give / c
                speed[j] = sp
                fin[j] = t + left[j] / sp
                running.append(j)
                if fin[j] < when:
                    when = fin[j]
        p.version += 1
        if when < math.inf:
            self.seq += 1
            heapq.heappush(self.heap, (when, self.seq, p.index, p.version))

    def _start_limited(self, p: _Proj, limits: Limits, free: float, t: float, when: float) -> float:
        """``refill``'s starting of new jobs for a project with limits: the first
        waiting jobs in EDF order that its limits allow. Returns the next event."""
        ncpu, left, speed, fin = self.ncpu_of, self.left, self.speed, self.fin
        waiting = p.jobs
        i = 0
        while free > _EPS and i < len(waiting):
            j = waiting[i]
            if not limits.allows(j, limits.count, limits.app_running):
                i += 1
                continue
            del waiting[i]
            limits.started(j)
            c = ncpu[j]
            give = c if c < free else free
            free -= give
            sp = give / c
            speed[j] = sp
            fin[j] = t + left[j] / sp
            p.running.append(j)
            if fin[j] < when:
                when = fin[j]
        return when

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
        fin, ncpu, done = self.fin, self.ncpu_of, self.done
        heap, projs = self.heap, self.projs
        pop = heapq.heappop
        refill, reallocate = self.refill, self.reallocate
        while heap:
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
                reallocate(t)
            else:
                refill(p, t)
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
    ncpu: list[float] = []
    wall: list[float] = []
    deadline: list[float] = []
    jobs_of: dict[ProjectUrl, list[int]] = {}
    workunits, active_tasks = state.workunits, state.active_tasks
    remaining = estimator.remaining_s
    ncpus_cache: dict[tuple[str, str, int], float] = {}
    app_limited: set[ProjectUrl] = set()  # projects with an app's max_concurrent
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
        # Which results take part follows rr_sim's rule (nearly runnable), so that the
        # comparison is of the simulation alone.
        if (r.suspended_via_gui or project.suspended_via_gui
                or (rstate != _FILES_DOWNLOADED and _download_stalled(state, wu, now))):
            task = active_tasks.get((url, r.name))
            if task is None or not task.running:
                continue
        av_key = (url, wu.app_name, r.version_num)
        n = ncpus_cache.get(av_key)
        if n is None:
            av = state.app_version_of(r)
            n = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
            # A zero or negative CPU count would make the job infinitely fast.
            n = max(n, 1e-3)
            ncpus_cache[av_key] = n
            app = state.apps.get((url, wu.app_name))
            if app is not None and app.max_concurrent > 0:
                app_limited.add(url)
        results.append(r)
        ncpu.append(min(n, ncpus))
        wall.append(remaining(state, r) / availability)
        d = r.report_deadline
        deadline.append(d if d > 0 else inf)  # edf_key
        js = jobs_of.get(url)
        if js is None:
            jobs_of[url] = [j]
        else:
            js.append(j)
        j += 1

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

    sim = _Sim(ncpus, horizon, projs, ncpu, wall)
    sim.run()

    finish: dict[ResultKey, float] = {}
    misses: set[ResultKey] = set()
    fin, done = sim.fin, sim.done
    for j, r in enumerate(results):
        f = now + fin[j] if done[j] else inf
        key = (r.project_url, r.name)
        finish[key] = f
        if r.report_deadline > 0 and f > r.report_deadline - state.prefs.work_buf_min_s:  # computation deadline
            misses.add(key)
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
    return RrSimResult(
        finish_time=finish,
        misses=frozenset(misses),
        project_idle_at=idle_at,
        saturated_until=now + (sim.saturated if sim.saturated is not None else 0.0),
        shortfall_s=sim.idle,
        project_shortfall_s=shortfall,
    )


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
