"""Task status in the words of BOINC Manager, and one immutable row per task for the Tasks tab.

``result_status_text`` follows ``result_description`` (``clientgui/MainDocument.cpp``,
gui-rpc.md section 9): by result state, then suspensions, waits and the active
task's scheduler state. ``TaskRow`` is what the GUI shows for a task: name,
project, application, status text, progress, elapsed, CPU time, remaining
(estimated), deadline, checkpoint age and memory. Pure functions over the state;
no I/O, no clock.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.state import ActiveTask, CpuSchedState, Project, Result, ResultState, TaskState

EXIT_UNSTARTED_LATE = 200
EXIT_DISK_LIMIT_EXCEEDED = 196
EXIT_TIME_LIMIT_EXCEEDED = 197
EXIT_MEM_LIMIT_EXCEEDED = 198
EXIT_ABORTED_BY_PROJECT = 202
EXIT_ABORTED_VIA_GUI = 203

HIGH_PRIORITY_SUFFIX = ", high priority"
"""BOINC Manager's wording for a task running in deadline (EDF) mode: "Running, high priority"."""

_ABORT_TEXT = {
    EXIT_ABORTED_VIA_GUI: "Aborted by user",
    EXIT_ABORTED_BY_PROJECT: "Aborted by project",
    EXIT_UNSTARTED_LATE: "Aborted: not started by deadline",
    EXIT_DISK_LIMIT_EXCEEDED: "Aborted: task disk limit exceeded",
    EXIT_TIME_LIMIT_EXCEEDED: "Aborted: run time limit exceeded",
    EXIT_MEM_LIMIT_EXCEEDED: "Aborted: memory limit exceeded",
}


def scheduler_wait_reason(result: Result, now: float) -> str | None:
    """The reason a temporary exit postponed ``result`` (GUI RPC ``<scheduler_wait_reason>``),
    "" if it gave none, None when the result is not waiting (``<scheduler_wait/>`` absent)."""
    if result.schedule_backoff > now:
        return result.schedule_backoff_reason
    return None


def result_status_text(
    result: Result,
    task: ActiveTask | None,
    project: Project | None = None,
    *,
    suspend_reason: str = "",
    network_suspend_reason: str = "",
    high_priority: bool = False,
    non_cpu_intensive: bool = False,
    too_large: bool = False,
    scheduler_wait_reason: str | None = None,
) -> str:
    """The Status column text for ``result``.

    ``suspend_reason`` is the words of the global computing suspension
    ("computer is in use", "user request", ...; "" = computing allowed);
    ``high_priority`` marks a task running in deadline (EDF) mode;
    ``scheduler_wait_reason`` (not None) means "Postponed" by a temporary exit.
    """
    state = result.state
    if state == ResultState.NEW:
        return "New"
    if state == ResultState.FILES_DOWNLOADING:
        if result.ready_to_report:
            return "Download failed"
        return "Downloading" + (f" (suspended - {network_suspend_reason})" if network_suspend_reason else "")
    if state == ResultState.FILES_DOWNLOADED:
        return _downloaded_text(
            result, task, project, suspend_reason, high_priority, non_cpu_intensive, too_large, scheduler_wait_reason
        )
    if state == ResultState.COMPUTE_ERROR:
        return "Computation error"
    if state == ResultState.FILES_UPLOADING:
        if result.ready_to_report:
            return "Upload failed"
        return "Uploading" + (f" (suspended - {network_suspend_reason})" if network_suspend_reason else "")
    if state == ResultState.ABORTED:
        return _ABORT_TEXT.get(result.exit_status, "Aborted")
    if result.got_server_ack:
        return "Acknowledged"
    if result.ready_to_report:
        return "Ready to report"
    return f"Error: invalid state '{int(state)}'"


def _downloaded_text(
    result: Result,
    task: ActiveTask | None,
    project: Project | None,
    suspend_reason: str,
    high_priority: bool,
    non_cpu_intensive: bool,
    too_large: bool,
    scheduler_wait_reason: str | None,
) -> str:
    if project is not None and project.suspended_via_gui:
        return "Project suspended by user"
    if result.suspended_via_gui:
        return "Task suspended by user"
    executing = task is not None and task.task_state == TaskState.EXECUTING
    if suspend_reason and not executing:
        return f"Suspended - {suspend_reason}"
    if task is None:
        text = "Ready to start"
    elif too_large:
        text = "Waiting for memory"
    elif task.scheduler_state == CpuSchedState.SCHEDULED:
        text = "Running"
        if non_cpu_intensive:
            text += " (non-CPU-intensive)"
        if high_priority:
            text += HIGH_PRIORITY_SUFFIX
    elif task.scheduler_state == CpuSchedState.PREEMPTED:
        text = "Waiting to run"
    else:
        text = "Ready to start"
    if scheduler_wait_reason is not None:
        text = f"Postponed: {scheduler_wait_reason}" if scheduler_wait_reason else "Postponed"
    return text


@dataclass(frozen=True, slots=True)
class TaskRow:
    """One line of the Tasks tab (a snapshot; never changes after creation)."""

    project_url: str
    project_name: str
    name: str
    app: str  # "<app name> <major>.<minor> (<plan class>)"
    status: str
    progress: float  # fraction done, 0..1
    elapsed_s: float
    cpu_s: float
    remaining_s: float  # estimated; 0 when finished
    deadline: float  # report deadline, seconds since the epoch
    checkpoint_age_s: float | None  # None = never checkpointed / not running
    memory_bytes: float  # working set of the process tree (0 when not running)
    active: bool  # has an active task (shown by "Show active tasks")


def app_label(app_name: str, version_num: int, plan_class: str = "") -> str:
    text = f"{app_name} {version_num // 100}.{version_num % 100:02d}"
    return text + (f" ({plan_class})" if plan_class else "")


def task_row(
    result: Result,
    task: ActiveTask | None,
    project: Project | None,
    app_name: str,
    status: str,
    now: float,
    *,
    est_runtime_s: float = 0.0,
    checkpoint_wall_time: float = 0.0,
) -> TaskRow:
    """Build a row; ``est_runtime_s`` is the estimate of the whole run (for remaining)."""
    if task is not None:
        progress, elapsed, cpu = task.fraction_done, task.elapsed_time, task.current_cpu_time
    elif result.is_finished:
        progress, elapsed, cpu = 1.0, result.final_elapsed_time, result.final_cpu_time
    else:
        progress, elapsed, cpu = 0.0, 0.0, 0.0
    if result.is_finished:
        remaining = 0.0
    elif progress > 0 and elapsed > 0:
        # BOINC's blend: trust the app's fraction more as it grows.
        from_fraction = elapsed / progress - elapsed
        from_estimate = max(est_runtime_s - elapsed, 0.0)
        remaining = progress * from_fraction + (1 - progress) * from_estimate
    else:
        remaining = est_runtime_s
    age = now - checkpoint_wall_time if task is not None and checkpoint_wall_time > 0 else None
    return TaskRow(
        project_url=result.project_url,
        project_name=(project.project_name if project is not None and project.project_name else result.project_url),
        name=result.name,
        app=app_label(app_name, result.version_num, result.plan_class),
        status=status,
        progress=progress,
        elapsed_s=elapsed,
        cpu_s=cpu,
        remaining_s=max(remaining, 0.0),
        deadline=result.report_deadline,
        checkpoint_age_s=age,
        memory_bytes=task.working_set_size if task is not None else 0.0,
        active=task is not None,
    )
