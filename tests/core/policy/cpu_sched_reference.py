"""The CPU scheduler as it stood before the what-if speed work (issue 18), kept for
tests/core/policy/test_cpu_sched_reference.py.

CPU scheduling: which runnable results hold the CPUs now (DEBT, CS1, CS2, REC).

Three policies share one debt account and one selection loop:

* **DEBT** — the version-4 client's scheduler (seeds/cpu-scheduling-and-work-fetch-v4).
  ``account`` moves each project's *debt* (CPU seconds the host owes it): a project
  with runnable results is credited its share of the CPU time all such projects got
  in the last interval and debited what it got itself; the share is taken among
  projects with runnable results only (the "adjusted total resource share"), and a
  project without runnable results has its debt reset to 0, so it cannot build up a
  claim while it has no work. ``schedule`` starts every project's *anticipated debt*
  at its debt and fills the CPUs one at a time: the project with the largest
  anticipated debt gets the CPU, for its running task if it has one, else its
  preempted task, else its new result with the earliest deadline; its anticipated
  debt then drops by the *expected pay-off*, the CPU time one CPU delivers in a
  scheduling period.
* **CS1** — weighted round-robin time slicing: the same debt ordering, but a task
  whose time slice (``prefs.cpu_scheduling_period_s`` since ``ActiveTask.started_time``)
  has not ended keeps its CPU, so a reschedule caused by a finished task or new work
  does not preempt anything.
* **CS2** — rr_sim (``core.policy.rr_sim``) projects which results would miss their
  deadline under round-robin; those run first, earliest deadline first (EDF), and the
  remaining CPUs are filled as in CS1. A time slice does not protect a CPU that EDF
  needs.
* **REC** — BOINC's current scheduler: CS2's rr_sim and EDF stages, then the
  remaining CPUs by recent estimated credit (``core.policy.rec``) instead of debt;
  each pick lowers its project's priority as BOINC's ``adjust_rec_sched`` does.
  **RECRR** is REC without the EDF stage (BOINC's emulator's round-robin-only switch).

In every stage a job is passed over when its app already has ``App.max_concurrent``
jobs chosen, or its project ``Project.project_max_concurrent`` (app_config.xml; 0 = no
limit), as BOINC's ``max_concurrent_exceeded`` does; the CPUs go to other jobs or stay
idle, and the job's verdict says which limit held it back.

A job occupies its app version's ``avg_ncpus`` CPUs and the chosen set always fits in
``state.ncpus`` (which already applies ``max_ncpus_pct``). The seed fills "num_cpus
times"; with multi-CPU or fractional jobs we fill until no remaining job fits, a job
never being split, and a pick lowers its project's anticipated debt by the pay-off
times its CPUs. EDF picks and kept time slices lower it the same way, so CS1/CS2
fill the rest of the CPUs knowing what those projects already get. The CPU-time limit
(``cpu_usage_limit``) is not the scheduler's business: the executor throttles running
tasks to that duty cycle, and the estimator stretches runtimes by it.

Degenerate spot in the seed: it sets expected_pay_off = total_work_done / ncpus from
the last interval, which is 0 on the first call (or after an idle interval) and tiny
after a short interval (say a task finished 10 s after the last decision); with a
near-zero pay-off the anticipated debt never moves and one project takes every CPU.
We use the per-CPU *rate* of the last interval times one scheduling period, which is
exactly the seed's value when the interval was a full period, and fall back to one
full period of one CPU when nothing was measured. The rate is the one piece of state
the scheduler object keeps between ``account`` and ``schedule``; a fresh object uses
the fallback.

Reads: results, active tasks (running/preempted, ``started_time``), projects' debts,
shares, suspension flags and max_concurrent limits, apps' limits, app versions'
``avg_ncpus``, prefs, run mode; CS2 also what rr_sim reads. Writes: ``account`` writes
``Project.debt`` only; ``schedule`` writes nothing and returns a ``CpuSchedule`` with a
verdict (and its reason) for every result that is waiting to run or holds a slot.
"""
from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum

from core.ids import AppName, ProjectUrl, ResultKey
from core.policy import words
from core.policy.concurrency import has_concurrency_limits
from core.policy.estimate import Estimator
from core.policy.rec import DEFAULT_REC_HALF_LIFE_S, priorities_and_steps, update_rec
from core.policy.rr_sim import RrSimResult, edf_key, rr_simulate
from core.policy.words import LazyText, text
from core.state import ActiveTask, ClientState, CpuSchedState, Result, ResultState, RunMode


class CpuSchedPolicy(str, Enum):
    DEBT = "debt"
    CS1 = "CS1"
    CS2 = "CS2"
    REC = "REC"
    RECRR = "RECRR"  # REC without the EDF stage


class RunReason(str, Enum):
    """Why a result was given a CPU. The value is a volunteer-readable phrase."""

    DEADLINE_AT_RISK = "deadline at risk (earliest deadline first)"
    """CS2: rr_sim projects a miss; ``value`` = projected lateness, seconds."""
    KEEP_RUNNING = "time slice not over"
    """CS1/CS2: ``value`` = seconds left in its slice."""
    LARGEST_DEBT = "largest debt"
    """Its project had the largest anticipated debt; ``value`` = that debt, seconds."""


class WaitReason(str, Enum):
    """Why a result is not given a CPU. The value is a volunteer-readable phrase."""

    LOWER_PRIORITY = "lower priority"
    """Its project's anticipated debt (``value``, seconds) is below the projects that got CPUs."""
    QUEUED_BEHIND = "project's other jobs first"
    """Its project got CPUs, for its running or earlier-deadline jobs.

    ``value`` = the project's anticipated debt, seconds."""
    NO_FREE_CPU = "no free CPU"
    """The CPUs went to deadline-at-risk jobs or unfinished time slices, or what is left
    is too few for it; ``value`` = CPUs it needs."""
    TOO_MANY_CPUS = "needs more CPUs than usable"
    """``value`` = CPUs it needs."""
    MAX_CONCURRENT = "max_concurrent reached"
    """Its app (or project) already has as many tasks chosen to run as app_config.xml's
    ``max_concurrent`` (``project_max_concurrent``) allows; ``value`` = that limit."""
    """``value`` = CPUs it needs."""
    PROJECT_SUSPENDED = "project suspended"
    RESULT_SUSPENDED = "task suspended"
    NOT_DOWNLOADED = "not downloaded yet"
    COMPUTING_SUSPENDED = "computing suspended"


class TaskAction(str, Enum):
    """What the engine does to the task to carry out the verdict."""

    CONTINUE = "continue"  # running and stays running
    RESUME = "resume"  # preempted (has a slot) and runs again
    START = "start"  # no task yet; start one
    PREEMPT = "preempt"  # running and must stop (suspend, or quit if not kept in memory)
    WAIT = "wait"  # not running and stays so


@dataclass(frozen=True, slots=True)
class TaskVerdict:
    """The scheduler's answer to "why is (or isn't) this running?"."""

    run: bool
    action: TaskAction
    reason: RunReason | WaitReason
    value: float  # the number behind the reason; unit per reason (see the enums)
    message_text: str | LazyText  # one short sentence for the volunteer; read it as ``message``

    @property
    def message(self) -> str:
        return text(self.message_text)


@dataclass(frozen=True, slots=True)
class CpuSchedule:
    """One decision of the CPU scheduler. Not persisted."""

    run: tuple[ResultKey, ...] = ()
    """What should be running, in the order chosen; fits in ``state.ncpus``."""
    verdicts: Mapping[ResultKey, TaskVerdict] = field(default_factory=dict)
    """Every unfinished result (runnable, holding a slot, or not yet downloaded)."""
    project_priority: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """Each project's debt, CPU seconds (positive = owed CPU time)."""
    deadline_misses: frozenset[ResultKey] = frozenset()
    """CS2: results rr_sim projects to miss their deadline; empty for the others."""
    expected_pay_off_s: float = 0.0
    """CPU seconds one CPU was expected to deliver until the next decision."""


_EPS = 1e-9
_SCHEDULED = CpuSchedState.SCHEDULED  # ActiveTask.running is scheduler_state == this
_FINISHED = ResultState.COMPUTE_ERROR  # Result.is_finished is state >= this
_FILES_DOWNLOADED = ResultState.FILES_DOWNLOADED
_REC_POLICIES = (CpuSchedPolicy.REC, CpuSchedPolicy.RECRR)
_NO_MISSES: frozenset[ResultKey] = frozenset()

# Within a project: running tasks first, then preempted ones, then new results.
_RUNNING, _PREEMPTED, _NEW = 0, 1, 2
_ACTION_OF_CLASS = (TaskAction.CONTINUE, TaskAction.RESUME, TaskAction.START)


class CpuScheduler:
    """The CPU scheduler under one policy. Engine thread only; no I/O, no clock."""

    def __init__(
        self, policy: CpuSchedPolicy, estimator: Estimator, rec_half_life_s: float = DEFAULT_REC_HALF_LIFE_S
    ) -> None:
        self.policy = policy
        self.estimator = estimator
        self.rec_half_life_s = rec_half_life_s  # REC/RECRR: cc_config rec_half_life_days, in seconds
        self._cpu_rate: float | None = None
        """CPU seconds per usable CPU per wall second in the last accounted interval."""
        # The policy's branches, decided once (an Enum's attribute and ``in`` cost more
        # than the accounting they steer; the emulator schedules thousands of times a second).
        self._is_rec = policy in _REC_POLICIES
        self._uses_rr = policy in (CpuSchedPolicy.CS2, CpuSchedPolicy.REC)
        self._slices = policy is not CpuSchedPolicy.DEBT

    # ---- debt bookkeeping ----

    def account(
        self, state: ClientState, now: float, work_done: Mapping[ProjectUrl, float], dt: float
    ) -> None:
        """Fold the last interval's CPU time into the projects' debts.

        ``work_done``: CPU seconds each project's tasks used since the last call;
        ``dt``: wall seconds since the last call. Writes ``Project.debt``.

        The credit shared out is the CPU time of projects that have runnable results
        (the seed adds everyone's), so the debts of those projects change by amounts
        that sum to zero; the time of a project that just ran out of work would
        otherwise inflate every other debt. Its debt is reset to 0 anyway.
        """
        isfinite = math.isfinite
        done: dict[ProjectUrl, float] = {}
        for u, v in work_done.items():
            done[u] = v if isfinite(v) and v > 0 else 0.0  # _nonneg
        with_work = state.projects_with_runnable()
        projects = state.projects
        # Summed in the projects' order: a set of URLs iterates in a hash order
        # that changes from process to process, and float sums of three or more
        # terms depend on the order (the emulator must reproduce its runs).
        get = done.get
        works: list[float] = []
        share: dict[ProjectUrl, float] = {}
        for u, p in projects.items():
            if u in with_work:
                works.append(get(u, 0.0))
                x = p.resource_share
                share[u] = x if isfinite(x) and x > 0 else 0.0  # _nonneg
        total = sum(works)
        adjusted_total_share = sum(share.values())
        for url, project in projects.items():
            if url not in with_work:
                project.debt = 0.0
                continue
            if adjusted_total_share > 0:
                frac = share[url] / adjusted_total_share
            else:
                frac = 1.0 / len(with_work)  # all zero shares: treat them as equal
            project.debt += frac * total - get(url, 0.0)
        if self._is_rec:
            update_rec(state, now, done, dt, self.rec_half_life_s)
        delivered = sum(done.values())
        if dt > 0 and delivered > 0:
            self._cpu_rate = delivered / (dt * max(state.ncpus, 1))

    def expected_pay_off(self, state: ClientState) -> float:
        """CPU seconds one CPU is expected to deliver in a scheduling period."""
        period = state.prefs.cpu_scheduling_period_s
        if self._cpu_rate is None or not math.isfinite(self._cpu_rate):
            return period
        return self._cpu_rate * period

    def next_slice_end(self, state: ClientState, now: float) -> float:
        """When the earliest running task's time slice ends (inf if none runs).

        The engine should schedule again then (CS1/CS2); DEBT decides only at
        period boundaries and events, as the seed does.
        """
        period = state.prefs.cpu_scheduling_period_s
        ends = [t.started_time + period for t in state.active_tasks.values() if t.scheduler_state == _SCHEDULED]
        return max(min(ends), now) if ends else math.inf

    # ---- the decision ----

    def schedule(
        self, state: ClientState, now: float, rr: RrSimResult | None = None
    ) -> CpuSchedule:
        """Decide what runs now. Pure: reads ``state``, writes nothing.

        ``rr`` (CS2 only) is this tick's rr_sim result; computed here if None.
        """
        is_rec = self._is_rec
        rec = priorities_and_steps(state) if is_rec else None
        plan = _Plan(state, now, self.expected_pay_off(state), rec)
        misses: frozenset[ResultKey] = _NO_MISSES
        if self._uses_rr:
            if rr is None:
                rr = rr_simulate(state, now, self.estimator, state.prefs.work_buf_total_s)
            if rr.misses:
                misses = frozenset(k for k in rr.misses if k in state.results)
                plan.edf_stage(misses, rr.finish_time)
        if self._slices:
            plan.keep_stage(state.prefs.cpu_scheduling_period_s)
        plan.priority_stage()
        return CpuSchedule(
            run=tuple(plan.run),
            verdicts=plan.finish_verdicts(),
            # REC: priorities_and_steps' own dict, which the plan never changes (it works on a copy)
            project_priority=(plan.priority_at_start if is_rec
                              else {u: p.debt for u, p in state.projects.items()}),
            deadline_misses=misses,
            expected_pay_off_s=plan.pay_off,
        )


class _Verdicts(Mapping[ResultKey, TaskVerdict]):
    """``CpuSchedule.verdicts``: each verdict's values, captured when decided, become
    ``TaskVerdict`` objects only when first read (the emulator schedules thousands of
    times a second and reads none of them; the live client's manager reads a few)."""

    __slots__ = ("_rows", "_built")

    def __init__(self) -> None:
        self._rows: list[tuple[ResultKey, bool, TaskAction, RunReason | WaitReason, float, str | LazyText]] = []
        self._built: dict[ResultKey, TaskVerdict] | None = None

    def _entries(self) -> dict[ResultKey, TaskVerdict]:
        built = self._built
        if built is None:
            built = {key: TaskVerdict(run, action, reason, value, message)
                     for key, run, action, reason, value, message in self._rows}
            self._built = built  # a second thread building at once builds the same
        return built

    def __getitem__(self, key: ResultKey) -> TaskVerdict:
        return self._entries()[key]

    def __iter__(self) -> Iterator[ResultKey]:
        return iter(self._entries())

    def __len__(self) -> int:
        return len(self._entries())

    def __repr__(self) -> str:
        return repr(self._entries())


def _cand_order(c: _Cand) -> tuple[int, float]:
    """Within a project: running, preempted, new; each by ``edf_key`` (written out)."""
    d = c.result.report_deadline
    return (c.cls, d if d > 0 else math.inf)


def _nonneg(x: float) -> float:
    """A CPU time or share from outside: NaN, inf and negatives count as 0."""
    return x if math.isfinite(x) and x > 0 else 0.0


@dataclass(slots=True)
class _Cand:
    result: Result
    task: ActiveTask | None
    cls: int  # _RUNNING, _PREEMPTED or _NEW
    ncpus: float
    picked: bool = False
    app: str = ""  # its app's name; filled only when some max_concurrent limit exists


class _Plan:
    """One schedule() call's working set: candidates, free CPUs, anticipated debts."""

    __slots__ = ("_rows", "anticipated", "app_chosen", "bumped", "cands", "edf_picks", "free", "got_cpu",
                 "last_priority_pick", "limited", "names", "ncpus", "now", "pay_off", "priority_at_start",
                 "project_chosen", "rec_steps", "run", "state", "verdicts")

    def __init__(self, state: ClientState, now: float, pay_off: float,
                 rec: tuple[dict[ProjectUrl, float], dict[ProjectUrl, float]] | None = None) -> None:
        """``rec``: REC priorities and steps (REC/RECRR order projects by these instead of debt)."""
        self.state = state
        self.now = now
        self.pay_off = pay_off
        self.ncpus = state.ncpus
        self.free = float(self.ncpus)
        self.run: list[ResultKey] = []
        self.verdicts = _Verdicts()
        self._rows = self.verdicts._rows
        self.rec_steps: dict[ProjectUrl, float] | None = None  # REC: priority drop per CPU picked
        if rec is None:
            self.anticipated = {u: p.debt for u, p in state.projects.items()}
            self.priority_at_start: dict[ProjectUrl, float] = self.anticipated
        else:
            self.anticipated = dict(rec[0])
            self.priority_at_start = rec[0]
            self.rec_steps = rec[1]
        self.got_cpu: set[ProjectUrl] = set()
        self.last_priority_pick: tuple[ProjectUrl, float] | None = None
        self.bumped: set[ResultKey] = set()  # running, slice not over, but no CPU left for it
        self.edf_picks = 0
        self.names: dict[ProjectUrl, str] = {}  # project names as the sentences show them
        # max_concurrent: tasks chosen so far per (project, app) and per project
        self.limited = has_concurrency_limits(state)
        self.app_chosen: dict[tuple[ProjectUrl, str], int] = {}
        self.project_chosen: dict[ProjectUrl, int] = {}
        self.cands: dict[ProjectUrl, list[_Cand]] = {}
        ncpus_cache: dict[tuple[str, str, int], float] = {}
        workunits = state.workunits
        never = state.run_mode == RunMode.NEVER
        active_tasks, by_project, projects = state.active_tasks, self.cands, state.projects
        for r in state.results.values():
            rstate = r.state
            if rstate >= _FINISHED:  # Result.is_finished
                continue
            task = active_tasks.get((r.project_url, r.name))
            # ClientState.is_runnable, written out
            if rstate != _FILES_DOWNLOADED or r.suspended_via_gui or (
                    (project := projects.get(r.project_url)) is None or project.suspended_via_gui):
                self._not_runnable(r, task)
                continue
            if never:
                self._wait(r, task, WaitReason.COMPUTING_SUSPENDED, 0.0,
                           "waiting: computing is suspended (run mode: never)")
                continue
            if r.schedule_backoff > now:  # the app's boinc_temporary_exit; value = seconds left
                self._wait(r, task, WaitReason.RESULT_SUSPENDED, r.schedule_backoff - now,
                           f"waiting: postponed by the app ({r.schedule_backoff_reason or 'temporary exit'})")
                continue
            cls = _NEW if task is None else (_RUNNING if task.scheduler_state == _SCHEDULED else _PREEMPTED)
            # NcpusLookup, written out (its workunit serves the app name too)
            wu = workunits.get((r.project_url, r.wu_name))
            if wu is None:
                n = 1.0
            else:
                av_key = (r.project_url, wu.app_name, r.version_num)
                cached = ncpus_cache.get(av_key)
                if cached is None:
                    av = state.app_version_of(r)
                    n = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
                    n = max(n, 1e-3)
                    ncpus_cache[av_key] = n
                else:
                    n = cached
            cand = _Cand(r, task, cls, n)
            if self.limited:
                cand.app = wu.app_name if wu is not None else ""
            listed = by_project.get(r.project_url)
            if listed is None:
                by_project[r.project_url] = [cand]
            else:
                listed.append(cand)
        for cands in by_project.values():
            if len(cands) > 1:
                cands.sort(key=_cand_order)

    # ---- stages ----

    def edf_stage(self, misses: frozenset[ResultKey], finish: Mapping[ResultKey, float]) -> None:
        at_risk = [c for cs in self.cands.values() for c in cs if c.result.key in misses]
        at_risk.sort(key=lambda c: edf_key(c.result))
        for c in at_risk:
            if c.ncpus > self.free + _EPS or (self.limited and self._limit_reached(c)):
                continue
            late = finish.get(c.result.key, math.inf) - c.result.report_deadline
            self.edf_picks += 1
            self._pick(c, RunReason.DEADLINE_AT_RISK, late, LazyText(words.late_words, late))

    def keep_stage(self, period_s: float) -> None:
        soon = self.now + 1e-3
        keep = [
            c for cs in self.cands.values() for c in cs
            if c.cls == _RUNNING and not c.picked and c.task is not None
            and soon < c.task.started_time + period_s
        ]
        # If they cannot all stay (EDF took CPUs, or fewer CPUs are usable now), the
        # projects owed most keep theirs.
        if len(keep) > 1:
            keep.sort(key=lambda c: (-self.anticipated[c.result.project_url],
                                     c.task.started_time if c.task else 0.0))
        for c in keep:
            if self.limited and self._limit_reached(c):
                continue
            if c.ncpus > self.free + _EPS:
                self.bumped.add(c.result.key)
                continue
            left = c.task.started_time + period_s - self.now if c.task else 0.0
            self._pick(c, RunReason.KEEP_RUNNING, left, LazyText(words.slice_words, left))

    def priority_stage(self) -> None:
        order = list(self.cands.items())
        anticipated, limited = self.anticipated, self.limited
        while self.free > _EPS:
            best: _Cand | None = None
            best_debt = -math.inf
            fits = self.free + _EPS
            for url, cands in order:
                debt = anticipated[url]
                if debt <= best_debt and best is not None:
                    continue
                # its first candidate not picked that fits (and its limits allow)
                for c in cands:
                    if not c.picked and c.ncpus <= fits and not (limited and self._limit_reached(c)):
                        best, best_debt = c, debt
                        break
            if best is None:
                return
            url = best.result.project_url
            self.last_priority_pick = (url, best_debt)
            self._pick(best, RunReason.LARGEST_DEBT, best_debt,
                       LazyText(words.priority_words, self._name(url), self.rec_steps is not None, best_debt, best.cls))

    def finish_verdicts(self) -> Mapping[ResultKey, TaskVerdict]:
        """Verdicts for the candidates nobody picked, then all of them."""
        for url, cands in self.cands.items():
            for c in cands:
                if c.picked:
                    continue
                r, a = c.result, self.anticipated[url]
                limit = self._limit_reached(c) if self.limited else None
                if c.ncpus > self.ncpus + _EPS:
                    self._wait(r, c.task, WaitReason.TOO_MANY_CPUS, c.ncpus,
                               f"waiting: needs {c.ncpus:g} CPUs but only {self.ncpus} may be used")
                elif limit is not None:
                    self._wait(r, c.task, WaitReason.MAX_CONCURRENT, limit[0],
                               LazyText(words.limit_words, limit[0], limit[1]))
                elif r.key in self.bumped:
                    why = ("its CPU is needed by a job whose deadline is at risk" if self.edf_picks
                           else "fewer CPUs may be used than tasks were running")
                    self._wait(r, c.task, WaitReason.NO_FREE_CPU, c.ncpus,
                               f"preempted before its time slice ended: {why}")
                elif url in self.got_cpu:
                    self._wait(r, c.task, WaitReason.QUEUED_BEHIND, a,
                               LazyText(words.behind_words, self._name(url)))
                elif self.last_priority_pick is not None and a <= self.last_priority_pick[1]:
                    other, b = self.last_priority_pick
                    self._wait(r, c.task, WaitReason.LOWER_PRIORITY, a,
                               LazyText(words.lower_words, self._name(url), self.rec_steps is not None, a,
                                        self._name(other), b))
                elif self.last_priority_pick is None:
                    self._wait(r, c.task, WaitReason.NO_FREE_CPU, c.ncpus,
                               "waiting: every CPU runs a job whose deadline is at risk "
                               "or whose time slice is not over")
                else:  # its project was owed more, but its jobs did not fit in what was left
                    self._wait(r, c.task, WaitReason.NO_FREE_CPU, c.ncpus,
                               LazyText(words.needs_words, c.ncpus, max(self.free, 0.0)))
        return self.verdicts

    # ---- helpers ----

    def _pick(self, c: _Cand, reason: RunReason, value: float, message: str | LazyText) -> None:
        c.picked = True
        r = c.result
        url = r.project_url
        key = (url, r.name)
        self.run.append(key)
        self.free -= c.ncpus
        self.got_cpu.add(url)
        step = self.pay_off if self.rec_steps is None else self.rec_steps.get(url, 0.0)
        self.anticipated[url] -= step * c.ncpus
        if self.limited:
            self.app_chosen[(url, c.app)] = self.app_chosen.get((url, c.app), 0) + 1
            self.project_chosen[url] = self.project_chosen.get(url, 0) + 1
        self._rows.append((key, True, _ACTION_OF_CLASS[c.cls], reason, value, message))

    def _limit_reached(self, c: _Cand) -> tuple[int, str] | None:
        """(limit, what) if choosing ``c`` would exceed its app's ``max_concurrent`` or
        its project's ``project_max_concurrent`` (BOINC's ``max_concurrent_exceeded``)."""
        url = c.result.project_url
        app = self.state.apps.get((url, AppName(c.app)))
        if app is not None and app.max_concurrent > 0 and \
                self.app_chosen.get((url, c.app), 0) >= app.max_concurrent:
            return app.max_concurrent, f"app {app.user_friendly_name or app.name}"
        project = self.state.projects.get(url)
        if project is not None and project.project_max_concurrent > 0 and \
                self.project_chosen.get(url, 0) >= project.project_max_concurrent:
            return project.project_max_concurrent, f"project {self._name(url)}"
        return None

    def _wait(
        self, r: Result, task: ActiveTask | None, reason: WaitReason, value: float, message: str | LazyText
    ) -> None:
        action = TaskAction.PREEMPT if task is not None and task.running else TaskAction.WAIT
        self._rows.append(((r.project_url, r.name), False, action, reason, value, message))

    def _not_runnable(self, r: Result, task: ActiveTask | None) -> None:
        project = self.state.projects.get(r.project_url)
        if r.suspended_via_gui:
            self._wait(r, task, WaitReason.RESULT_SUSPENDED, 0.0, "waiting: suspended by the user")
        elif project is None or project.suspended_via_gui:
            self._wait(r, task, WaitReason.PROJECT_SUSPENDED, 0.0,
                       f"waiting: project {self._name(r.project_url)} is suspended")
        else:  # is_runnable's only other condition: state before FILES_DOWNLOADED
            self._wait(r, task, WaitReason.NOT_DOWNLOADED, 0.0,
                       "waiting: input files are not downloaded yet")

    def _name(self, url: ProjectUrl) -> str:
        name = self.names.get(url)
        if name is None:
            p = self.state.projects.get(url)
            name = self.names[url] = p.project_name if p is not None and p.project_name else str(url)
        return name



