"""The client loop of the early design notes, over ports.

Each ``poll(now)`` does, in order: read availability; collect task progress and
handle finished tasks; take scheduler replies; account CPU time and run the CPU
scheduler when a trigger says so; decide on a scheduler RPC and send it; and
finally say when it next needs to run. The live client calls ``poll`` about once
a second with the wall clock; the emulator calls it at the time ``poll``
returned (event driven) or at every fixed step.

Scheduling triggers (``request_reschedule``) only set a flag with a reason; the
work happens once per poll, as BOINC's ``request_schedule_cpus`` does. A poll
with no trigger due is cheap: it reads the executor and returns.

Work-fetch checks run either every ``WORK_FETCH_PERIOD`` (``fetch_check=
"periodic"``, what the real client does) or at the earliest time the policy in
force could ask a project if only time passed (``"predicted"``,
core.policy.fetch_watch; what lets the emulator jump over hours in one step).
Both give the same decisions up to the 60-second quantisation;
tests/core/emulator checks that.
"""
from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol

from core.engine import soft_stop
from core.engine.directed_files import DirectedFiles
from core.engine.policy_spec import PolicySpec
from core.exec.status import EXIT_UNSTARTED_LATE
from core.ids import ProjectUrl, ResultKey
from core.policy import fetch_watch, gpu_fetch, rpc_backoff
from core.policy.cpu_sched import CpuSchedPolicy, CpuSchedule, CpuScheduler
from core.policy.estimate import EstimatePolicy, Estimator, update_dcf
from core.policy.gpu_assign import GpuSlot, gpu_use_of
from core.policy.rr_sim import RrSimResult, busy_time_s, rr_simulate
from core.policy.work_fetch import ProjectView, Urgency, WorkFetch, WorkFetchDecision, WorkFetchPolicy
from core.ports import (
    Executor,
    Host,
    SchedulerReply,
    SchedulerRequest,
    TaskProgress,
    Transport,
)
from core.state import ActiveTask, ClientState, CpuSchedState, Project, Result, ResultState, RpcReason, RunMode
from core.state.enums import SuspendReason
from core.state.merged import MergeOutcome
from core.state.work import QueuedJob

INF = math.inf
WORK_FETCH_PERIOD = rpc_backoff.WORK_FETCH_PERIOD
EXIT_ABORT_CODES = frozenset({202, 203, 209})
"""EXIT_ABORTED_BY_PROJECT, EXIT_ABORTED_VIA_GUI, EXIT_OVERDUE_EXCEEDED."""
MAX_SETTLE_ROUNDS = 8
"""Schedule/RPC rounds one poll may run before it yields (an answered RPC can
bring work that wants scheduling, which can want another RPC)."""

_SCHEDULED, _PREEMPTED = CpuSchedState.SCHEDULED, CpuSchedState.PREEMPTED
_FILES_DOWNLOADED = ResultState.FILES_DOWNLOADED
_REQUESTED = (RpcReason.INIT, RpcReason.USER_REQ, RpcReason.ACCT_MGR_REQ)  # RPCs a person or an attach asked for


class EngineObserver(Protocol):
    """What the engine tells whoever watches it (the emulator's metrics, the GUI bridge)."""

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None: ...
    def result_reported(self, result: Result, now: float) -> None: ...
    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None: ...
    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None: ...
    def task_abandoned(self, result: Result, now: float) -> None:
        """A task was aborted because its deadline passed before it started."""


def mark_aborted(result: Result, exit_status: int, now: float) -> None:
    """A result that will not be computed (any more): aborted, to be reported."""
    result.state = ResultState.ABORTED
    result.exit_status = exit_status
    result.ready_to_report = True
    result.completed_time = now


def abandoned_words(result: Result) -> str:
    """The event-log line for a task aborted because it could not start by its deadline."""
    return f"Aborting task {result.name}: not started and its deadline has passed"


class _NullObserver:
    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        pass

    def result_reported(self, result: Result, now: float) -> None:
        pass

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        pass

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        pass

    def task_abandoned(self, result: Result, now: float) -> None:
        pass


@dataclass(slots=True)
class EngineStatus:
    """The engine's latest decisions, kept so a volunteer can ask "why?"."""

    schedule: CpuSchedule | None = None
    fetch: WorkFetchDecision | None = None
    rpc: rpc_backoff.RpcChoice | None = None
    reschedule_reasons: list[str] = field(default_factory=list)
    gpu_fetch: dict[ProjectUrl, dict[str, str]] = field(default_factory=dict)
    """Per project and GPU type, why it is not asked for GPU work ("" = it may be); empty without GPUs."""


class Engine:
    """Owns a ``ClientState`` and drives it. Not thread-safe: one owner thread."""

    def __init__(
        self,
        state: ClientState,
        policy: PolicySpec,
        *,
        host: Host,
        executor: Executor,
        transport: Transport,
        rng: random.Random,
        observer: EngineObserver | None = None,
        fetch_check: Literal["periodic", "predicted"] = "periodic",
        client_rules: bool = True,
    ) -> None:
        self.state = state
        self.policy = policy
        self.estimator = Estimator(policy.estimate)
        self.cpu_scheduler = CpuScheduler(policy.cpu, self.estimator, policy.rec_half_life_s)
        self.work_fetch = WorkFetch(policy.fetch, self.estimator)
        self.host = host
        self.executor = executor
        self.transport = transport
        self.rng = rng
        self.observer: EngineObserver = observer or _NullObserver()
        # A merged reply's directions beyond work (files, kept results): the live client's
        # DirectedFiles; and what only that client reads in a reply (notices, app_config).
        # Both None in the emulators, whose replies carry no merge outcome.
        self.directed: DirectedFiles | None = None
        self.on_merged: Callable[[ProjectUrl, MergeOutcome, float], None] | None = None
        self.fetch_check = fetch_check
        # BOINC's client, not its simulator (whose study the batch emulator reproduces):
        # a task whose deadline passed before it started is aborted; every completed RPC,
        # and the end of any project's request delay or backoff, brings a work-fetch
        # decision at once instead of at the next 60-s tick.
        self.client_rules = client_rules
        self._late_check = -INF if client_rules else INF  # earliest deadline of a task not started
        # Projects whose min_rpc_time may still lie ahead (BOINC's possibly_backed_off):
        # all at start, as BOINC's client starts with each project flagged.
        self._backed_off: set[ProjectUrl] = set(state.projects) if client_rules else set()
        self.status = EngineStatus()
        self._computing = False
        self._network = False
        self._avail_until = -INF
        self._reschedule: list[str] = ["start"]
        self._next_sched_time = -INF
        self._last_account_time: float | None = None
        self._next_fetch_check = -INF
        self._last_work_fetch = -INF
        self._rpc_wake = -INF
        self._rr: RrSimResult | None = None
        self._rr_time = -INF
        self._sched_needs_rr = policy.cpu in (CpuSchedPolicy.CS2, CpuSchedPolicy.REC)
        self._sched_slices = policy.cpu is not CpuSchedPolicy.DEBT
        self._sched_is_rec = policy.cpu in (CpuSchedPolicy.REC, CpuSchedPolicy.RECRR)
        self._sched_priorities: Mapping[ProjectUrl, float] | None = None
        self._soft_stop: soft_stop.SoftStopRun | None = None

    # ------------------------------------------------------------------ public

    def soft_stop(self, run: soft_stop.SoftStopRun, now: float) -> None:
        """Begin a soft stop (core/engine/soft_stop.py); one already under way is replaced."""
        soft_stop.begin(self.state, run)
        self._soft_stop = run
        self._step_soft_stop(now)  # tasks that never checkpoint are held at once

    def cancel_soft_stop(self) -> bool:
        """End a soft stop's hold (a run-mode command came); True if one was still waiting for
        checkpoints (one that had finished only held its tasks until now)."""
        was, self._soft_stop = self._soft_stop, None
        if was is not None:
            self.request_reschedule("soft stop ended")
        return was is not None and not was.finished

    def _step_soft_stop(self, now: float) -> None:
        run = self._soft_stop
        if run is None:
            return
        keep = True  # held in memory: nothing computed since the checkpoint is thrown away

        def suspend(key: ResultKey) -> None:
            task = self.state.active_tasks.get(key)
            if task is not None and task.scheduler_state == _SCHEDULED:
                self.executor.preempt(key, now, keep)
                task.scheduler_state = _PREEMPTED

        def remaining(key: ResultKey) -> float:
            result = self.state.results.get(key)
            return self.estimator.remaining_s(self.state, result) if result is not None else 0.0

        soft_stop.step(self.state, run, now, self.state.prefs.disk_interval, remaining, suspend)

    def request_reschedule(self, reason: str) -> None:
        """Ask for a CPU-scheduling pass at the next poll (cheap; coalesced)."""
        self._reschedule.append(reason)

    def set_gpu_mode(self, mode: RunMode, now: float, duration_s: float = 0.0, reason: str = "") -> None:
        """The volunteer's GPU mode (BOINC's set_gpu_mode): with NEVER no GPU job runs and no
        GPU work is asked for; CPU jobs go on. Kept in client_state.xml (``state.modes.gpu``:
        user_gpu_request). ``duration_s`` > 0: for that long, then the mode before comes back."""
        self.state.modes.gpu.set(mode, duration_s, now, reason)
        self._apply_gpu_mode(now)

    def _apply_gpu_mode(self, now: float) -> None:
        """``state.gpu_mode``, which the policies read, follows the saved setting (a temporary
        mode ends by itself; a mode loaded from the state file holds from the first pass)."""
        mode = self.state.modes.gpu.current(now)
        if self.state.gpu_mode != mode:
            self.state.gpu_mode = mode
            self.request_reschedule("GPU mode changed")
            self.request_work_fetch_check()
            self.refresh_availability()  # whether the preferences' GPU hold applies depends on the mode

    def request_work_fetch_check(self) -> None:
        self._next_fetch_check = -INF
        self._rpc_wake = -INF

    def request_fetch_now(self) -> None:
        """Make the next poll a full work-fetch tick (attach, a user's "update"),
        instead of waiting for the 60-second period."""
        self.request_work_fetch_check()
        self._last_work_fetch = -INF

    def refresh_availability(self) -> None:
        """Re-read the host at the next poll (run mode or snooze changed)."""
        self._avail_until = -INF

    def poll(self, now: float) -> float:
        """Run one tick at ``now``; return when the engine next needs to run."""
        self._apply_gpu_mode(now)
        if now >= self._avail_until:
            avail = self.host.availability(now)
            self._avail_until = avail.until
            if avail.computing != self._computing:
                self._computing = avail.computing
                if avail.computing and self._soft_stop is not None and self._soft_stop.finished:
                    self._soft_stop = None  # computing allowed again: the stop's hold ends
                self.request_reschedule("computing allowed" if avail.computing else "computing suspended")
                if self.client_rules:
                    self.request_fetch_now()  # a resumed host asks for work at once (none was asked meanwhile)
            if avail.network != self._network:
                self._network = avail.network
                self.request_work_fetch_check()
            # Only a host with GPUs reacts (a CPU-only host's passes stay as they were).
            gpu_held = not avail.gpu and self.state.gpu_mode == RunMode.AUTO and bool(self.state.coprocs)
            self.state.gpu_hold_reason = avail.gpu_reason if gpu_held else SuspendReason.NONE
            if gpu_held != self.state.gpu_suspended:
                self.state.gpu_suspended = gpu_held
                self.request_reschedule("GPU computing suspended" if gpu_held else "GPU computing allowed")
                self.request_work_fetch_check()
        self._collect_progress(self.executor.poll(now), now)
        if self._soft_stop is not None:
            self._step_soft_stop(now)
        if now >= self._late_check:
            self._abort_unstarted_late(now)
        estimator = self.estimator
        for _ in range(MAX_SETTLE_ROUNDS):
            self._take_replies(now)
            sent = False
            try:
                if self._reschedule or now >= self._next_sched_time:
                    self._run_cpu_scheduler(now)
                sent = self._maybe_start_rpc(now)
            finally:
                estimator.end_snapshot()
                self._sched_priorities = None
            # The break stays outside the try: mypyc cannot compile a break inside try/finally
            # (bench/emulator_speed.py --compiled builds this module with it).
            if not sent:
                break
        return self.next_wake(now)

    def next_wake(self, now: float) -> float:
        t = min(self._avail_until, self.executor.next_event(now))
        if self._computing and (self.state.active_tasks or self._has_runnable()):
            t = min(t, self._next_sched_time)
        # While a scheduler RPC is in flight no other can start, whatever is due: the
        # reply wakes the loop (LiveTransport.on_done). Counting what is due here made
        # the live client spin through every RPC, its engine thread taking the
        # interpreter from the RPC's own thread (20-ms exchanges took 0.3-1.6 s).
        if self._network and not self.transport.busy():
            fetch_at = max(self._next_fetch_check, self._last_work_fetch + WORK_FETCH_PERIOD)
            t = min(t, fetch_at, self._rpc_wake)
        t = min(t, self._late_check)
        t = min(t, self.state.modes.gpu.change_at(now))  # a temporary GPU mode ends
        if self._reschedule:
            t = now
        return max(t, now)

    # ------------------------------------------------------------- progress

    def _collect_progress(self, progress: Iterable[TaskProgress], now: float) -> None:
        for p in progress:
            task = self.state.active_tasks.get(p.key)
            if task is None:
                continue
            task.current_cpu_time = p.cpu_time
            task.elapsed_time = p.elapsed_time
            task.fraction_done = p.fraction_done
            if p.finished:
                self._task_finished(task, p, now)

    def _task_finished(self, task: ActiveTask, p: TaskProgress, now: float) -> None:
        key = task.key
        result = self.state.results[key]
        project = self.state.projects[result.project_url]
        # Credit the CPU time of the last stretch before the task disappears.
        self._account(now)
        del self.state.active_tasks[key]
        result.final_cpu_time = p.cpu_time
        result.final_elapsed_time = p.elapsed_time
        result.completed_time = now
        result.exit_status = p.exit_status
        if p.exit_status == 0 and not p.error:
            update_dcf(project, p.elapsed_time, self.estimator.raw_runtime_s(self.state, result))
            needs_upload = any(
                (fi := self.state.file_infos.get((result.project_url, ref.file_name))) is not None
                and fi.upload_urls
                and not fi.uploaded
                for ref in result.output_files
            )
            result.state = ResultState.FILES_UPLOADING if needs_upload else ResultState.FILES_UPLOADED
            result.ready_to_report = not needs_upload
            result.stderr_out = p.stderr_out
            project.njobs_success += 1
            project.computation_failures = 0
        else:
            # Aborts (via the GUI, by the project, overdue) are ABORTED; anything else is
            # a computation error (app-api.md section 6).
            aborted = p.exit_status in EXIT_ABORT_CODES
            result.state = ResultState.ABORTED if aborted else ResultState.COMPUTE_ERROR
            result.ready_to_report = True
            result.stderr_out = p.stderr_out or p.error
            project.njobs_error += 1
            if not aborted:  # an abort says nothing about the app's health
                project.computation_failures += 1
                rpc_backoff.on_computation_failure(project, now, self.rng)
        self.observer.task_finished(result, p.cpu_time, now)
        self.request_reschedule("task finished")
        if result.ready_to_report and result.report_immediately:
            # Nothing to upload: the project wants it now, as the live client's file flow
            # says when an upload ends (BOINC's request_work_fetch bypasses the 60 s tick).
            self.request_fetch_now()
        else:
            self.request_work_fetch_check()

    def _abort_unstarted_late(self, now: float) -> None:
        """Abort the tasks not started whose deadline has come; note the next such deadline."""
        nearest = INF
        active = self.state.active_tasks
        aborted = False
        for result in self.state.results.values():
            if result.state > _FILES_DOWNLOADED or result.ready_to_report or result.key in active:
                continue
            deadline = result.report_deadline
            if deadline <= 0:
                continue
            if deadline > now:
                nearest = min(nearest, deadline)
                continue
            # BOINC's client does so: the result would come back too late to count
            mark_aborted(result, EXIT_UNSTARTED_LATE, now)
            aborted = True
            self.observer.task_abandoned(result, now)
        self._late_check = nearest
        if aborted:
            self.request_reschedule("unstarted tasks past their deadline aborted")
            self.request_work_fetch_check()

    # ------------------------------------------------------------ scheduling

    def _account(self, now: float) -> None:
        """Credit the CPU use since the last accounting to the policies.

        What a project used is, as BOINC counts it (its ``accumulate_inst_sec``), the wall
        time its tasks were scheduled times the CPUs each app version says it takes, not
        the CPU time the apps report: an app that waits on I/O, or one throttled by
        the CPU-use limit, holds its CPU all the same. A gap longer than two scheduling
        periods (the machine slept, the clock jumped) credits no one, as in BOINC.
        """
        work_done: dict[ProjectUrl, float] = {}
        dt = 0.0 if self._last_account_time is None else now - self._last_account_time
        self._last_account_time = now
        credited = 0.0 <= dt <= 2.0 * max(self.state.prefs.cpu_scheduling_period_s, WORK_FETCH_PERIOD)
        state = self.state
        for task in state.active_tasks.values():
            delta = task.current_cpu_time - task.cpu_time_at_last_sched
            if delta > 0:
                state.projects[task.project_url].cpu_time += delta
            task.cpu_time_at_last_sched = task.current_cpu_time
            if credited and dt > 0 and task.scheduler_state == _SCHEDULED:
                if task.gpu_usage > 0:  # device-seconds, as BOINC's <gpu_time> counts them
                    state.projects[task.project_url].gpu_time += dt * task.gpu_usage
                result = state.results.get(task.key)
                av = state.app_version_of(result) if result is not None else None
                used = dt * (av.avg_ncpus if av is not None and av.avg_ncpus > 0 else 1.0)
                work_done[task.project_url] = work_done.get(task.project_url, 0.0) + used
        if not credited:
            dt = 0.0
        self.cpu_scheduler.account(self.state, now, work_done, dt)
        self.work_fetch.account(self.state, now, work_done, dt)

    def _rr_sim(self, now: float) -> RrSimResult:
        if self._rr is None or self._rr_time != now:
            horizon = self.state.prefs.work_buf_total_s
            self._rr = rr_simulate(self.state, now, self.estimator, horizon)
            self._rr_time = now
        return self._rr

    def _invalidate_rr(self) -> None:
        self._rr = None

    def _run_cpu_scheduler(self, now: float) -> None:
        self.status.reschedule_reasons = self._reschedule or ["scheduling period"]
        self._reschedule = []
        self._next_sched_time = now + self.state.prefs.cpu_scheduling_period_s
        self.request_work_fetch_check()
        self._account(now)
        if not self._computing:
            self._apply({}, now)
            return
        # From here to the RPC decision of this round nothing an estimate reads changes
        # (starting a task gives it no progress yet), so rr_sim, the fetch decision and
        # its prediction share each job's estimate; poll closes the snapshot.
        self.estimator.begin_snapshot()
        schedule = self.cpu_scheduler.schedule(self.state, now, self._rr_sim(now) if self._sched_needs_rr else None)
        self.status.schedule = schedule
        if self._sched_is_rec:
            # REC's priorities for this round's fetch decision (nothing they read changes before it)
            self._sched_priorities = schedule.project_priority
        self._apply(dict.fromkeys(schedule.run), now, schedule.gpu_slots)
        if self._sched_slices:
            # A slice that began mid-period ends before the next period boundary.
            slice_end = self.cpu_scheduler.next_slice_end(self.state, now)
            if now < slice_end < self._next_sched_time:
                self._next_sched_time = slice_end
        self.observer.schedule_ran(schedule, now)

    def _apply(
        self, run: dict[ResultKey, None], now: float, gpu_slots: Mapping[ResultKey, GpuSlot] | None = None
    ) -> None:
        keep = self.state.prefs.leave_apps_in_memory
        active_tasks = self.state.active_tasks
        if self._soft_stop is not None and self._computing:
            # Only the tasks still to checkpoint run (a slice's end does not preempt them); none starts.
            run = {
                k: None
                for k, t in active_tasks.items()
                if self._soft_stop.may_run(k) and t.scheduler_state == _SCHEDULED
            }
        # ActiveTask.running (scheduler_state == SCHEDULED) written out: every poll that schedules
        for key, active in active_tasks.items():
            if active.scheduler_state == _SCHEDULED and key not in run:
                self.executor.preempt(key, now, keep)
                active.scheduler_state = _PREEMPTED
        for key in run:
            task = active_tasks.get(key)
            if task is None:
                task = ActiveTask(key[0], key[1], slot=self._free_slot())
                active_tasks[key] = task
            if task.scheduler_state != _SCHEDULED:
                if gpu_slots:
                    # The device goes with the task to the executor (--device, init_data.xml).
                    gpu = gpu_slots.get(key)
                    if gpu is not None:
                        task.gpu_type, task.gpu_device = gpu.rsc_type, gpu.device_num
                        task.gpu_usage, task.gpu_opencl_index = gpu.usage, gpu.opencl_index
                task.scheduler_state = _SCHEDULED
                task.started_time = now
                self.executor.start(key, now)

    def _free_slot(self) -> int:
        used = {t.slot for t in self.state.active_tasks.values()}
        slot = 0
        while slot in used:
            slot += 1
        return slot

    def _has_runnable(self) -> bool:
        return any(self.state.is_runnable(r) for r in self.state.results.values())

    # ------------------------------------------------------------------ RPCs

    def _maybe_start_rpc(self, now: float) -> bool:
        """Decide on a scheduler RPC and send it; True if one was sent."""
        if not self._network or self.transport.busy():
            return False
        if self._backed_off:
            self._check_backoffs_ended(now)
        # A wake-up for an RPC reason (a report trigger, a backoff ending) is a
        # full work-fetch tick too, as in the real client's 60 s tick: reports are
        # made there and carry a work request with them.
        fetch_due = now >= self._last_work_fetch + WORK_FETCH_PERIOD and (
            now >= self._next_fetch_check or now >= self._rpc_wake
        )
        if now < self._rpc_wake and not fetch_due:
            return False
        fetch: WorkFetchDecision | None = None
        views: list[ProjectView] | None = None
        # Up to _send nothing here writes the state, so rr_sim, the fetch decision
        # and the prediction may share each job's runtime estimate (the snapshot the
        # scheduler opened in this round, if it ran).
        if not self.estimator.in_snapshot():
            self.estimator.begin_snapshot()
        try:
            if fetch_due:
                self._last_work_fetch = now
            # BOINC's client makes no work-fetch RPC of its own while computing is suspended
            # (scheduler_rpc_poll); a contact made anyway (attach, Update, reports) still
            # carries a work request (its piggyback_work_request has no such check).
            no_work = self.client_rules and not self._computing
            if fetch_due and no_work and not self._rpc_requested():
                fetch = self.work_fetch.computing_suspended(self.state)
                self.status.fetch = fetch
            elif fetch_due or self._rpc_requested():
                # A requested RPC (attach, Update) carries a work request at once, as
                # BOINC's does, instead of waiting for the next work-fetch tick.
                fetch = self.work_fetch.decide(self.state, now, self._rr_sim(now),
                                               rec_priorities=self._sched_priorities)
                views = self.work_fetch.last_views
                if self.state.coprocs:
                    need_of = {n.rsc_type: n for n in self._gpu_needs(now)}
                    self.status.gpu_fetch = {url: {c.type: gpu_fetch.why_not(self.state, p, c.type, now,
                                                                             need_of.get(c.type))
                                                   for c in self.state.coprocs}
                                             for url, p in self.state.projects.items()}
                if (
                    self.state.coprocs
                    and fetch_due
                    and (fetch.project is None or fetch.urgency == Urgency.DONT_NEED_WORK)
                ):
                    # Only a GPU type may lack work: ask a project for it alone (core.policy.gpu_fetch).
                    gpu_url = gpu_fetch.gpu_project(self.state, now, self._gpu_needs(now))
                    if gpu_url is not None:
                        fetch = WorkFetchDecision(Urgency.NEED_WORK, gpu_url, 0.0, 0.0, fetch.per_project,
                                                  "a GPU lacks work")
                self.status.fetch = fetch
            triggers = rpc_backoff.report_triggers(self.state)
            choice = rpc_backoff.choose_rpc(self.state, now, fetch, work_fetch_due=fetch_due, triggers=triggers)
            self.status.rpc = choice
            if choice.project is None:
                self._rpc_wake = rpc_backoff.next_rpc_wakeup(self.state, now, triggers)
                if fetch_due:
                    self._next_fetch_check = self._predict_fetch_check(now, fetch, views)
                return False
            if not choice.ask_for_work and not choice.master_fetch:
                # The project is contacted anyway (reports, its own or the volunteer's
                # request): ask it for work too if the policy would (BOINC's
                # piggyback_work_request). Without this a one-project host makes a
                # report-only RPC and soon after a fetch-only one, twice BOINC's load
                # on the project's server.
                piggy = self.work_fetch.decide(self.state, now, self._rr_sim(now), piggyback=choice.project,
                                               rec_priorities=self._sched_priorities)
                gpu_wants = bool(self.state.coprocs) and bool(
                    gpu_fetch.asks(self.state, choice.project, now, self._gpu_needs(now)))
                if piggy.project == choice.project and (piggy.request_s > 0 or piggy.req_instances > 0):
                    fetch = piggy
                    self.status.fetch = piggy
                    choice = dataclasses.replace(choice, ask_for_work=True)
                    self.status.rpc = choice
                elif gpu_wants:
                    # Only a GPU type lacks work: the report asks for it alone.
                    fetch = WorkFetchDecision(Urgency.NEED_WORK, choice.project, 0.0, 0.0, piggy.per_project,
                                              "a GPU lacks work")
                    self.status.fetch = fetch
                    choice = dataclasses.replace(choice, ask_for_work=True)
                    self.status.rpc = choice
        finally:
            self.estimator.end_snapshot()
        self._send(choice, fetch, now)
        return True

    def _check_backoffs_ended(self, now: float) -> None:
        """A project's request delay or backoff has ended: decide on work fetch now
        (BOINC's client: "Backoff ended for <project>"), for any project, needed or not."""
        projects = self.state.projects
        ended = [url for url in self._backed_off if url not in projects or projects[url].min_rpc_time <= now]
        if ended:
            self._backed_off.difference_update(ended)
            self.request_fetch_now()

    def _rpc_requested(self) -> bool:
        return any(p.sched_rpc_pending in _REQUESTED for p in self.state.projects.values())

    def _send(self, choice: rpc_backoff.RpcChoice, fetch: WorkFetchDecision | None, now: float) -> None:
        url = choice.project
        assert url is not None
        project = self.state.projects[url]
        ask = choice.ask_for_work and fetch is not None and fetch.project == url
        request = SchedulerRequest(
            project=url,
            reason=int(choice.reason),
            work_req_seconds=fetch.request_s if ask and fetch else 0.0,
            req_instances=fetch.req_instances if ask and fetch else 0.0,
            report=choice.report,
            ncpus=self.state.ncpus,
            p_fpops=self.state.host_info.p_fpops,
            availability=self.state.time_stats.availability,
            queued=self._workload() if ask else (),
            estimated_delay_s=busy_time_s(self.state, self._rr_sim(now), self.estimator.remaining_s,
                                          self.state.ncpus) if ask else 0.0,
            dcf=project.duration_correction_factor
            if self.estimator.policy is EstimatePolicy.JC2 and not project.dont_use_dcf else 1.0,
            gpu_asks=gpu_fetch.asks(self.state, url, now, self._gpu_needs(now)) if ask and self.state.coprocs else (),
        )
        project.rpc_seqno += 1
        project.last_rpc_time = now
        # sched_rpc_pending stays set while the RPC is in flight: a reply clears it
        # (on_rpc_success), a failure clears it except for INIT and ACCT_MGR_REQ,
        # which are retried as such (on_rpc_failure; BOINC's rpc_failed). rpc_count
        # is counted there too, once per RPC.
        self.transport.send(request, now)
        self._rpc_wake = -INF
        self._next_fetch_check = -INF

    def _gpu_needs(self, now: float) -> list[gpu_fetch.GpuNeed]:
        """Each GPU type's need, from rr_sim's simulation of the type (the same pass the CPU's comes from)."""
        return gpu_fetch.needs(self.state, self._rr_sim(now))

    def _workload(self) -> tuple[QueuedJob, ...]:
        jobs = []
        state = self.state
        workunits = state.workunits
        # A job's CPUs by what picks its app version (ClientState.app_version_of): the project,
        # the workunit's app, the version number and plan class. The queue is hundreds of
        # jobs of a version or two, and this runs at every scheduler request.
        version_cpus: dict[tuple[str, str, int, str], float] = {}
        for r in state.results.values():
            if r.is_finished:
                continue
            key = (r.project_url, workunits[(r.project_url, r.wu_name)].app_name, r.version_num, r.plan_class)
            ncpus = version_cpus.get(key)
            if ncpus is None:
                av = state.app_version_of(r)
                ncpus = version_cpus[key] = av.avg_ncpus if av else 1.0
            jobs.append(
                QueuedJob(
                    str(r.name),
                    self.estimator.remaining_s(state, r),
                    r.report_deadline,
                    ncpus,
                )
            )
        return tuple(jobs)

    def _take_replies(self, now: float) -> None:
        for request, reply in self.transport.poll(now):
            self._handle_reply(request, reply, now)

    def _handle_reply(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        project = self.state.projects.get(request.project)
        if project is None:  # detached while the RPC was in flight
            return
        if not reply.ok or reply.project_is_down:
            if reply.request_delay_s > 0:
                project.min_rpc_time = max(project.min_rpc_time, now + reply.request_delay_s)
            rpc_backoff.on_rpc_failure(project, now, self.rng)
            if reply.merged is not None:  # a project that is down still sent its messages
                self._act_on_merged(request.project, reply.merged, now)
            self._rpc_complete(project, now)
            self.observer.rpc_done(request, reply, now)
            return
        rpc_backoff.on_rpc_success(
            project, now, request_delay_s=reply.request_delay_s, next_rpc_delay_s=reply.next_rpc_delay_s
        )
        for name in reply.acked:
            result = self.state.results.get((request.project, name))
            if result is not None:
                result.got_server_ack = True
                self.observer.result_reported(result, now)
                self._forget_result(result)
        # The transport has merged the reply's work into the state (sched_rpc.merge live);
        # what else the merge asks for is acted on below, in _act_on_merged.
        if request.work_req_seconds > 0 or request.req_instances > 0:
            got = len(reply.results)
            if self.state.coprocs:  # the CPU backoff counts CPU jobs only (GPU jobs: gpu_fetch.after_reply)
                got = sum(1 for r in reply.results
                          if (k := (request.project, r.name)) in self.state.results
                          and gpu_use_of(self.state, self.state.results[k]) is None)
            rpc_backoff.on_work_fetch_result(project, now, request.work_req_seconds, got, self.rng,
                                             reason=RpcReason(request.reason))
        if request.gpu_asks or (self.state.coprocs and reply.results):
            merged = [self.state.results[k] for k in ((request.project, r.name) for r in reply.results)
                      if k in self.state.results]
            gpu_fetch.after_reply(self.state, project, request.gpu_asks, merged, RpcReason(request.reason), now,
                                  self.rng)
        if reply.merged is not None:
            self._act_on_merged(request.project, reply.merged, now)
        if reply.results:
            self.request_reschedule("new work arrived")
            if self.client_rules:
                self._late_check = -INF
        self._invalidate_rr()
        self._rpc_complete(project, now)
        self.observer.rpc_done(request, reply, now)

    def _rpc_complete(self, project: Project, now: float) -> None:
        """BOINC's client asks for a work-fetch decision after every RPC ("RPC complete")
        and watches for the delay the reply set to end."""
        if not self.client_rules:
            return
        self.request_fetch_now()
        if project.min_rpc_time > now:
            self._backed_off.add(project.master_url)

    def _act_on_merged(self, url: ProjectUrl, outcome: MergeOutcome, now: float) -> None:
        """The rest of a merged reply, after acks and backoffs: the client's own reading
        first, then project-directed files and results kept for a successor."""
        if self.on_merged is not None:
            self.on_merged(url, outcome, now)
        if self.directed is not None:
            self.directed.on_merged(url, outcome, now)

    def _forget_result(self, result: Result) -> None:
        """Drop an acknowledged result, and its workunit once nothing else uses it."""
        del self.state.results[result.key]
        wu_key = (result.project_url, result.wu_name)
        if not self.state.workunit_in_use(wu_key):  # counted by the state's ResultTable: no scan per drop
            self.state.workunits.pop(wu_key, None)

    def _predict_fetch_check(self, now: float, fetch: WorkFetchDecision | None,
                             views: list[ProjectView] | None = None) -> float:
        """Earliest time a work-fetch decision could change if nothing else happens.

        ``views``: the decision's own project views (nothing has changed since it was made)."""
        if self.fetch_check == "periodic" or fetch is None:
            return now + WORK_FETCH_PERIOD
        drain = fetch_watch.running_drain(self.state, self.estimator,
                                          with_cpus=self.work_fetch.policy is not WorkFetchPolicy.REC)
        earliest = fetch_watch.next_change(self.work_fetch, self.state, now, self._rr_sim(now), drain, views)
        return max(now + WORK_FETCH_PERIOD, earliest)
