"""Soft stop: hold each running task right after its next checkpoint, then stop computing.

A volunteer (the window, the tray, GUI RPC's ``<soft_stop/>``, a rule, the MQTT button)
asks to stop without losing work. Every task running then goes on until the app reports a
new checkpoint (its ``checkpoint_cpu_time`` changes in the app's status message, which the
executor copies into the task's ``ActiveTask``), and is suspended at that moment, kept in
memory: what it has computed is on disk and in memory both. A task whose app cannot report
checkpoints (no ``<api_version>``: a plain program), or that has run ``wait_bound_s`` without
ever checkpointing, is suspended at once and the event log says so. No other task starts
meanwhile. Once none is left running, the run mode becomes "never" with the reason (the
engine's owner does that: ``SoftStopRun.done`` is its call).

A held task whose deadline comes near is not held silently: once the time to its deadline,
less the computing it still needs, falls under ``DEADLINE_MARGIN_S``, the event log and a
notice say so (once per task), while the soft stop's hold lasts.

Decisions of ours (BOINC has no soft stop): the hold ends when computing is allowed again
(any run-mode change, snooze's end) or a new run-mode command cancels the stop; held tasks
are suspended, not quit, so nothing since the checkpoint is thrown away while the client runs.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from core.ids import ProjectUrl, ResultKey
from core.state import ClientState, CpuSchedState

DEADLINE_MARGIN_S = 3600.0
"""A held task whose slack (time to deadline less the computing it still needs) falls under
this is named in the event log and a notice: resuming later may make it miss its deadline."""

MIN_WAIT_BOUND_S = 10.0
"""The least time a task that never checkpointed is given to make its first checkpoint."""

Say = Callable[[ProjectUrl | str, str], None]
Alert = Callable[[str], None]


def wait_bound_s(disk_interval_s: float) -> float:
    """How long a task may run without any checkpoint before it counts as one that never
    checkpoints: twice the checkpoint period the client asks apps for (init_data.xml's
    ``checkpoint_period``), so an app that keeps to it has checkpointed by then."""
    return max(2.0 * disk_interval_s, MIN_WAIT_BOUND_S)


@dataclass(slots=True)
class SoftStopRun:
    """One soft stop in progress (the engine holds at most one)."""

    reason: str
    done: Callable[[float], None]
    """Called once, on the engine thread, when no task is left running: sets the run mode."""
    say: Say
    alert: Alert
    waiting: dict[ResultKey, float] = field(default_factory=dict)
    """Running tasks still to checkpoint, with their checkpoint CPU time when the stop was asked."""
    held: dict[ResultKey, float] = field(default_factory=dict)
    """Tasks the stop suspended, with when their deadline margin runs out (warned: removed)."""
    finished: bool = False

    def may_run(self, key: ResultKey) -> bool:
        """Whether the scheduler may keep ``key`` running: only a task still waiting for its checkpoint."""
        return key in self.waiting


def begin(state: ClientState, run: SoftStopRun) -> None:
    """Note every task running now, with the checkpoint it has."""
    for key, task in state.active_tasks.items():
        if task.scheduler_state == CpuSchedState.SCHEDULED:
            run.waiting[key] = task.checkpoint_cpu_time


def step(state: ClientState, run: SoftStopRun, now: float, disk_interval_s: float,
         remaining_s: Callable[[ResultKey], float], suspend: Callable[[ResultKey], None]) -> None:
    """One engine pass: suspend the tasks that checkpointed (or never will), warn about held
    tasks near their deadline, and call ``run.done`` once none runs."""
    bound = wait_bound_s(disk_interval_s)
    for key, base in list(run.waiting.items()):
        task = state.active_tasks.get(key)
        result = state.results.get(key)
        if task is None or result is None or task.scheduler_state != CpuSchedState.SCHEDULED:
            del run.waiting[key]  # finished, aborted or preempted meanwhile: nothing runs to hold
            continue
        av = state.app_version_of(result)
        plain = av is not None and not av.api_version
        never = plain or (task.checkpoint_cpu_time <= 0 and task.elapsed_time >= bound)
        if task.checkpoint_cpu_time == base and not never:
            continue
        suspend(key)
        del run.waiting[key]
        if never and task.checkpoint_cpu_time == base:
            why = "cannot report checkpoints" if plain else f"has not checkpointed in {task.elapsed_time:.0f} s"
            run.say(result.project_url, f"Soft stop: task {result.name} does not checkpoint ({why}): suspended now")
        else:
            run.say(result.project_url, f"Soft stop: task {result.name} suspended after its checkpoint at "
                                        f"{100.0 * task.checkpoint_fraction_done:.2f}% done")
        run.held[key] = result.report_deadline - remaining_s(key) - DEADLINE_MARGIN_S
    for key, warn_at in list(run.held.items()):
        result = state.results.get(key)
        if result is None or result.is_finished:
            del run.held[key]
            continue
        if result.report_deadline > 0 and now >= warn_at:
            del run.held[key]
            left_h = (result.report_deadline - now) / 3600.0
            need_h = remaining_s(key) / 3600.0
            run.alert(f"Task {result.name} is held by the soft stop; it needs about {need_h:.1f} h of computing "
                      f"and its deadline is in {left_h:.1f} h: resume computing soon or it may miss it")
    if not run.waiting and not run.finished:
        run.finished = True
        run.done(now)
