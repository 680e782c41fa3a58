"""CPU scheduling: which runnable results hold the CPUs now (DEBT, CS1, CS2, REC).

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

GPU jobs (their app version's or workunit's ``<coproc>``, core.policy.gpu_assign) go
first, as in BOINC's client: each gets a device of its type with room for its share
(two 0.5 jobs per device), never one excluded for its project, and its CPUs are counted
before the CPU jobs fill what is left; with the GPU suspended (GPU mode never) they
wait. On a host without GPU types and without GPU app versions none of this runs, and
the decisions are the CPU-only ones, bit for bit.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from operator import itemgetter
from typing import Final

from core.ids import AppName, ProjectUrl, ResultKey
from core.policy import words
from core.policy.concurrency import has_concurrency_limits
from core.policy.estimate import Estimator
from core.policy.gpu_assign import DeviceBook, GpuSlot, GpuUse, GpuUseCache, app_excluded, gpu_use_in_pass
from core.policy.lazy_mapping import LazyMapping
from core.policy.rec import DEFAULT_REC_HALF_LIFE_S, priorities_and_steps, update_rec
from core.policy.rr_sim import RrSimResult, rr_simulate
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
    GPU_JOB = "GPU job (GPU jobs go first)"
    """A device of its type had room for it; ``value`` = its share of the device."""


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
    GPU_SUSPENDED = "GPU suspended"
    """A GPU job while GPU computing is suspended (GPU mode never)."""
    NO_FREE_GPU = "no free GPU"
    """Every device of its type it may use is taken; ``value`` = its share of a device."""
    MISSING_GPU = "GPU missing"
    """Its GPU type is not on this host, every device of it is excluded for its app, or the
    device has too little memory; ``value`` = bytes it needs."""


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


@dataclass(frozen=True, slots=True, init=False)
class CpuSchedule:
    """One decision of the CPU scheduler. Not persisted."""

    run: tuple[ResultKey, ...] = ()
    """What should be running, in the order chosen; fits in ``state.ncpus``."""
    verdicts: Mapping[ResultKey, TaskVerdict] = field(default_factory=dict)
    """Every unfinished result (runnable, holding a slot, or not yet downloaded)."""
    project_priority: Mapping[ProjectUrl, float] = field(default_factory=dict)
    """Each project's debt, CPU seconds (positive = owed CPU time)."""
    deadline_misses: frozenset[ResultKey] = frozenset()
    """CS2: results rr_sim projects to finish after their computation deadline (the report
    deadline less the work buffer's low mark), which run first, in high priority; empty
    for the others."""
    deadline_late: frozenset[ResultKey] = frozenset()
    """Those of ``deadline_misses`` projected to finish after the report deadline itself:
    the ones that may really miss it. Inside the buffer's margin alone is no miss."""
    expected_pay_off_s: float = 0.0
    """CPU seconds one CPU was expected to deliver until the next decision."""
    gpu_slots: Mapping[ResultKey, GpuSlot] = field(default_factory=dict)
    """The device each GPU job in ``run`` is given."""

    # __init__ spelled out: see core.ports.Availability (the decorator's stays interpreted when compiled)
    # (None for a mapping: a new empty dict, as the default factories gave.)
    def __init__(self, run: tuple[ResultKey, ...] = (), verdicts: Mapping[ResultKey, TaskVerdict] | None = None,
                 project_priority: Mapping[ProjectUrl, float] | None = None,
                 deadline_misses: frozenset[ResultKey] = frozenset(), deadline_late: frozenset[ResultKey] = frozenset(),
                 expected_pay_off_s: float = 0.0, gpu_slots: Mapping[ResultKey, GpuSlot] | None = None) -> None:
        object.__setattr__(self, "run", run)
        object.__setattr__(self, "verdicts", {} if verdicts is None else verdicts)
        object.__setattr__(self, "project_priority", {} if project_priority is None else project_priority)
        object.__setattr__(self, "deadline_misses", deadline_misses)
        object.__setattr__(self, "deadline_late", deadline_late)
        object.__setattr__(self, "expected_pay_off_s", expected_pay_off_s)
        object.__setattr__(self, "gpu_slots", {} if gpu_slots is None else gpu_slots)


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
        # No aliases of math.isfinite, math.exp or dict.get here: in the compiled copy an alias is a
        # generic Python call, while ``x - x == 0.0`` (True exactly for finite x), math.exp and
        # d.get(...) compile to C; interpreted they cost about the same.
        done: dict[ProjectUrl, float] = {}
        for u, v in work_done.items():
            done[u] = v if v - v == 0.0 and v > 0 else 0.0  # _nonneg
        with_work = state.projects_with_runnable()
        projects = state.projects
        # Summed in the projects' order: a set of URLs iterates in a hash order
        # that changes from process to process, and float sums of three or more
        # terms depend on the order (the emulator must reproduce its runs).
        works: list[float] = []
        share: dict[ProjectUrl, float] = {}
        for u, p in projects.items():
            if u in with_work:
                works.append(done.get(u, 0.0))
                x = p.resource_share
                share[u] = x if x - x == 0.0 and x > 0 else 0.0  # _nonneg
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
            project.debt += frac * total - done.get(url, 0.0)
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
        late: frozenset[ResultKey] = _NO_MISSES
        # GPU jobs come after CPU jobs in deadline danger, as BOINC's; before them with
        # cc_config <prioritize_gpu>.
        gpu_first = bool(plan.gpu_cands) and state.prioritize_gpu
        finish: Mapping[ResultKey, float] = {}
        if self._uses_rr:
            if rr is None:
                rr = rr_simulate(state, now, self.estimator, state.prefs.work_buf_total_s)
            if rr.misses:
                misses = frozenset(k for k in rr.misses if k in state.results)
                finish, results = rr.finish_time, state.results
                late = frozenset(k for k in misses if 0 < results[k].report_deadline < finish.get(k, math.inf))
        if gpu_first:
            plan.gpu_stage(misses, finish)
        if misses:
            plan.edf_stage(misses, finish)
        if plan.gpu_cands and not gpu_first:
            plan.gpu_stage(misses, finish)
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
            deadline_late=late,
            expected_pay_off_s=plan.pay_off,
            gpu_slots=plan.gpu_slots,
        )


# One verdict's values: (key, run, action, reason, value, message)
_Row = tuple[ResultKey, bool, TaskAction, RunReason | WaitReason, float, str | LazyText]


class _Verdicts(LazyMapping[ResultKey, TaskVerdict]):
    """``CpuSchedule.verdicts``: each verdict's values, captured when decided, become
    ``TaskVerdict`` objects only when first read (the emulator schedules thousands of
    times a second and reads none of them; the live client's manager reads a few)."""

    __slots__ = ("_rows", "_finish")

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[_Row] = []
        # The rows still to work out, after _rows (_Plan.finish_verdicts), or None
        self._finish: Callable[[], list[_Row]] | None = None

    def _build(self) -> dict[ResultKey, TaskVerdict]:
        rows = self._rows if self._finish is None else self._rows + self._finish()
        return {key: TaskVerdict(run, action, reason, value, message)
                for key, run, action, reason, value, message in rows}


def _nonneg(x: float) -> float:
    """A CPU time or share from outside: NaN, inf and negatives count as 0."""
    return x if math.isfinite(x) and x > 0 else 0.0


# A candidate: (class, EDF key, result, its active task, CPUs, app name). A plain tuple,
# built for every queued job at every pass: a dataclass's __init__ per job cost more than
# the rest of the pass. The class is _RUNNING, _PREEMPTED or _NEW; the EDF key is
# edf_key(result); the app's name is filled only when some max_concurrent limit exists.
# Picked candidates are known by their Result's identity (_Plan.picked): not the tuple's,
# which compiled code (core/emulator/compiled.py) unboxes and boxes again as a new object.
_Cand = tuple[int, float, Result, "ActiveTask | None", float, str]
_C: Final = 0
_E: Final = 1
_R: Final = 2
_T: Final = 3
_N: Final = 4
_A: Final = 5

# Within a project: running, preempted, new; each by ``edf_key`` (kept in the candidate,
# so the sort reads its key without a Python call per candidate).
_cand_order = itemgetter(_C, _E)


class _Plan:
    """One schedule() call's working set: candidates, free CPUs, anticipated debts."""

    __slots__ = ("_rows", "anticipated", "app_chosen", "bumped", "cands", "edf_picks", "free", "got_cpu",
                 "gpu_cands", "gpu_slots",
                 "last_priority_pick", "limited", "names", "ncpus", "now", "pay_off", "picked", "priority_at_start",
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
        self.picked: set[int] = set()  # id() of the picked candidates' Results (one candidate each)
        self.gpu_cands: list[tuple[_Cand, GpuUse, str]] = []  # GPU jobs, with their use and app name
        self.gpu_slots: dict[ResultKey, GpuSlot] = {}
        # GPU jobs are looked for only where they may exist (a host GPU type or a GPU app version).
        gpu_on = bool(state.coprocs) or any(av.gpu_type for av in state.app_versions)
        gpu_held = state.gpu_suspended or state.gpu_mode == RunMode.NEVER
        ncpus_cache: dict[tuple[str, str, int], float] = {}
        gpu_uses: GpuUseCache = {}
        workunits = state.workunits
        never = state.run_mode == RunMode.NEVER
        inf = math.inf
        active_tasks, by_project, projects = state.active_tasks, self.cands, state.projects
        # A result's task, looked up only if some task has its name (a name is hashed once;
        # the (url, name) key of the look-up is built and hashed each time)
        task_names = {name for _, name in active_tasks}
        limited = self.limited
        for r in state.results.values():
            rstate = r.state
            if rstate >= _FINISHED:  # Result.is_finished
                continue
            task = active_tasks.get((r.project_url, r.name)) if r.name in task_names else None
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
            wu = workunits.get((r.project_url, r.wu_name))
            if gpu_on and (use := gpu_use_in_pass(state, r, wu, gpu_uses)) is not None:
                if self._gpu_candidate(r, task, cls, use, gpu_held):
                    continue
            # NcpusLookup, written out (its workunit serves the app name too)
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
            d = r.report_deadline
            cand = (cls, d if d > 0 else inf, r, task, n, wu.app_name if limited and wu is not None else "")
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
        names = {name for _, name in misses}  # (Result.key built only for those that may be in it)
        at_risk = [c for cs in self.cands.values() for c in cs
                   if c[_R].name in names and (c[_R].project_url, c[_R].name) in misses]
        at_risk.sort(key=itemgetter(_E))  # edf_key(result)
        for c in at_risk:
            if c[_N] > self.free + _EPS or (self.limited and self._limit_reached(c)):
                continue
            late = finish.get(c[_R].key, math.inf) - c[_R].report_deadline
            self.edf_picks += 1
            self._pick(c, RunReason.DEADLINE_AT_RISK, late, LazyText(words.late_words, late))

    def _gpu_candidate(self, r: Result, task: ActiveTask | None, cls: int, use: GpuUse, held: bool) -> bool:
        """Queue a GPU job for gpu_stage, or give it its waiting verdict. True = dealt with here."""
        if held:
            self._wait(r, task, WaitReason.GPU_SUSPENDED, 0.0, "waiting: GPU computing is suspended")
            return True
        coproc = next((c for c in self.state.coprocs if c.type == use.rsc_type), None)
        if coproc is None or coproc.count <= 0:
            self._wait(r, task, WaitReason.MISSING_GPU, use.gpu_ram,
                       f"waiting: needs a {use.rsc_type} GPU, which this computer does not have")
            return True
        if use.gpu_ram > 0 and coproc.available_ram > 0 and use.gpu_ram > coproc.available_ram:
            self._wait(r, task, WaitReason.MISSING_GPU, use.gpu_ram,
                       f"waiting: needs {use.gpu_ram / 1e6:.0f} MB of GPU memory, the device has "
                       f"{coproc.available_ram / 1e6:.0f} MB")
            return True
        wu = self.state.workunits.get((r.project_url, r.wu_name))
        app = wu.app_name if wu is not None else ""
        if self.state.gpu_exclusions and app_excluded(self.state, r.project_url, app, use.rsc_type):
            self._wait(r, task, WaitReason.MISSING_GPU, use.gpu_ram,
                       f"waiting: every {use.rsc_type} device is excluded for its app (cc_config.xml <exclude_gpu>)")
            return True
        av = self.state.app_version_of(r)
        ncpus = av.avg_ncpus if av is not None and math.isfinite(av.avg_ncpus) else 1.0
        if wu is not None and wu.avg_ncpus > 0:
            ncpus = wu.avg_ncpus
        d = r.report_deadline
        cand: _Cand = (cls, d if d > 0 else math.inf, r, task, max(ncpus, 0.0), app if self.limited else "")
        self.gpu_cands.append((cand, use, app))
        return True

    def gpu_stage(self, misses: frozenset[ResultKey], finish: Mapping[ResultKey, float]) -> None:
        """GPU jobs: those rr_sim projects to miss their deadlines first, earliest deadline first
        (BOINC's add_coproc_jobs), then running ones (they keep their device), then by
        project priority, then deadline."""
        book = DeviceBook(self.state)
        anticipated = self.anticipated

        def at_risk(c: _Cand) -> bool:
            return bool(misses) and (c[_R].project_url, c[_R].name) in misses

        order = sorted(self.gpu_cands, key=lambda g: (not at_risk(g[0]), g[0][_E] if at_risk(g[0]) else 0.0,
                                                       g[0][_C] != _RUNNING,
                                                       -anticipated.get(g[0][_R].project_url, 0.0), g[0][_E]))
        for c, use, app in order:
            r, task = c[_R], c[_T]
            limit = self._limit_reached(c) if self.limited else None
            if limit is not None:
                self._wait(
                    r, task, WaitReason.MAX_CONCURRENT, limit[0], LazyText(words.limit_words, limit[0], limit[1])
                )
                continue
            current = (GpuSlot(task.gpu_type, task.gpu_device, task.gpu_usage)
                       if task is not None and task.gpu_device >= 0 else None)
            got = book.assign(use, r.project_url, app, current)
            if got is None:
                gone = current is not None and not any(
                    c.type == current.rsc_type and current.device_num in c.device_nums for c in self.state.coprocs)
                why = (f"its {use.rsc_type} device {current.device_num} is gone and no other has room"
                       if gone and current is not None else
                       f"no {use.rsc_type} GPU with room for {use.usage:g} of a device")
                self._wait(r, task, WaitReason.NO_FREE_GPU, use.usage, f"waiting: {why}")
                continue
            self.gpu_slots[(r.project_url, r.name)] = got
            if at_risk(c):
                late = finish.get((r.project_url, r.name), math.inf) - r.report_deadline
                self.edf_picks += 1
                self._pick(c, RunReason.DEADLINE_AT_RISK, late, LazyText(words.late_words, late))
                continue
            self._pick(c, RunReason.GPU_JOB, use.usage,
                       f"GPU job: {use.usage:g} of {use.rsc_type} device {got.device_num}")

    def keep_stage(self, period_s: float) -> None:
        soon = self.now + 1e-3
        keep = [
            c for cs in self.cands.values() for c in cs
            if c[_C] == _RUNNING and id(c[_R]) not in self.picked and c[_T] is not None
            and soon < c[_T].started_time + period_s
        ]
        # If they cannot all stay (EDF took CPUs, or fewer CPUs are usable now), the
        # projects owed most keep theirs.
        if len(keep) > 1:
            keep.sort(key=lambda c: (-self.anticipated[c[_R].project_url],
                                     c[_T].started_time if c[_T] else 0.0))
        for c in keep:
            if self.limited and self._limit_reached(c):
                continue
            if c[_N] > self.free + _EPS:
                self.bumped.add(c[_R].key)
                continue
            left = c[_T].started_time + period_s - self.now if c[_T] else 0.0
            self._pick(c, RunReason.KEEP_RUNNING, left, LazyText(words.slice_words, left))

    def priority_stage(self) -> None:
        order = list(self.cands.items())
        anticipated, limited, picked = self.anticipated, self.limited, self.picked
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
                    if id(c[_R]) not in picked and c[_N] <= fits and not (limited and self._limit_reached(c)):
                        best, best_debt = c, debt
                        break
            if best is None:
                return
            url = best[_R].project_url
            self.last_priority_pick = (url, best_debt)
            self._pick(best, RunReason.LARGEST_DEBT, best_debt,
                       LazyText(words.priority_words, self._name(url), self.rec_steps is not None, best_debt, best[_C]))

    def finish_verdicts(self) -> Mapping[ResultKey, TaskVerdict]:
        """Verdicts for the candidates nobody picked, then all of them.

        Those verdicts are worked out when first read (the emulator schedules thousands
        of times and reads none; the live client's manager reads a few): after the
        stages nothing they depend on changes, for they read the plan's own final
        values, each candidate's class (a running task is preempted, else it waits)
        and the project names, which are looked up now. With max_concurrent limits
        they are worked out now, for those read the state's limits.
        """
        if self.limited:
            self._rows.extend(self._finish_rows())
        else:
            for url in self.cands:
                self._name(url)
            self.verdicts._finish = self._finish_rows
        return self.verdicts

    def _finish_rows(self) -> list[_Row]:
        rows: list[_Row] = []
        append = rows.append
        for url, cands in self.cands.items():
            for c in cands:
                if id(c[_R]) in self.picked:
                    continue
                r, a = c[_R], self.anticipated[url]
                key = (r.project_url, r.name)
                # _wait's action: a task holding a CPU when the plan was made is preempted
                action = TaskAction.PREEMPT if c[_C] == _RUNNING else TaskAction.WAIT
                limit = self._limit_reached(c) if self.limited else None
                if c[_N] > self.ncpus + _EPS:
                    append((key, False, action, WaitReason.TOO_MANY_CPUS, c[_N],
                            f"waiting: needs {c[_N]:g} CPUs but only {self.ncpus} may be used"))
                elif limit is not None:
                    append((key, False, action, WaitReason.MAX_CONCURRENT, limit[0],
                            LazyText(words.limit_words, limit[0], limit[1])))
                elif key in self.bumped:
                    why = ("its CPU is needed by a job whose deadline is at risk" if self.edf_picks
                           else "fewer CPUs may be used than tasks were running")
                    append((key, False, action, WaitReason.NO_FREE_CPU, c[_N],
                            f"preempted before its time slice ended: {why}"))
                elif url in self.got_cpu:
                    append((key, False, action, WaitReason.QUEUED_BEHIND, a,
                            LazyText(words.behind_words, self._name(url))))
                elif self.last_priority_pick is not None and a <= self.last_priority_pick[1]:
                    other, b = self.last_priority_pick
                    append((key, False, action, WaitReason.LOWER_PRIORITY, a,
                            LazyText(words.lower_words, self._name(url), self.rec_steps is not None, a,
                                     self._name(other), b)))
                elif self.last_priority_pick is None:
                    append((key, False, action, WaitReason.NO_FREE_CPU, c[_N],
                            "waiting: every CPU runs a job whose deadline is at risk "
                            "or whose time slice is not over"))
                else:  # its project was owed more, but its jobs did not fit in what was left
                    append((key, False, action, WaitReason.NO_FREE_CPU, c[_N],
                            LazyText(words.needs_words, c[_N], max(self.free, 0.0))))
        return rows

    # ---- helpers ----

    def _pick(self, c: _Cand, reason: RunReason, value: float, message: str | LazyText) -> None:
        self.picked.add(id(c[_R]))
        r = c[_R]
        url = r.project_url
        key = (url, r.name)
        self.run.append(key)
        self.free -= c[_N]
        self.got_cpu.add(url)
        step = self.pay_off if self.rec_steps is None else self.rec_steps.get(url, 0.0)
        self.anticipated[url] -= step * c[_N]
        if self.limited:
            self.app_chosen[(url, c[_A])] = self.app_chosen.get((url, c[_A]), 0) + 1
            self.project_chosen[url] = self.project_chosen.get(url, 0) + 1
        self._rows.append((key, True, _ACTION_OF_CLASS[c[_C]], reason, value, message))

    def _limit_reached(self, c: _Cand) -> tuple[int, str] | None:
        """(limit, what) if choosing ``c`` would exceed its app's ``max_concurrent`` or
        its project's ``project_max_concurrent`` (BOINC's ``max_concurrent_exceeded``)."""
        url = c[_R].project_url
        app = self.state.apps.get((url, AppName(c[_A])))
        if app is not None and app.max_concurrent > 0 and \
                self.app_chosen.get((url, c[_A]), 0) >= app.max_concurrent:
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



