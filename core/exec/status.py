"""Task status in the words of BOINC Manager.

``result_status_text`` follows ``result_description`` (``clientgui/MainDocument.cpp``,
gui-rpc.md section 9): by result state, then suspensions, waits and the active
task's scheduler state; core/engine/from_state builds the Tasks tab's rows with it.
Pure functions over the state; no I/O, no clock.
"""
from __future__ import annotations

from core.state import (
    ActiveTask,
    CpuSchedState,
    Project,
    Result,
    ResultState,
    TaskState,
)

EXIT_UNSTARTED_LATE = 200
EXIT_DISK_LIMIT_EXCEEDED = 196
EXIT_TIME_LIMIT_EXCEEDED = 197
EXIT_MEM_LIMIT_EXCEEDED = 198
EXIT_ABORTED_BY_PROJECT = 202
EXIT_ABORTED_VIA_GUI = 203

HIGH_PRIORITY_SUFFIX = ", high priority"
"""BOINC Manager's wording for a task running in deadline (EDF) mode: "Running, high priority"."""

ABORT_TEXT = {
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
        return _transfer_text(result, "Download failed", "Downloading", network_suspend_reason)
    if state == ResultState.FILES_DOWNLOADED:
        if scheduler_wait_reason is not None:
            # The Manager's last word for a downloaded task: the postponement overrides
            # even a suspension (gui-rpc.md section 9).
            return f"Postponed: {scheduler_wait_reason}" if scheduler_wait_reason else "Postponed"
        return _downloaded_text(result, task, project, suspend_reason, high_priority, non_cpu_intensive, too_large)
    if state == ResultState.COMPUTE_ERROR:
        return "Computation error"
    if state == ResultState.FILES_UPLOADING:
        return _transfer_text(result, "Upload failed", "Uploading", network_suspend_reason)
    if state == ResultState.ABORTED:
        return ABORT_TEXT.get(result.exit_status, "Aborted")
    if result.got_server_ack:
        return "Acknowledged"
    if result.ready_to_report:
        return "Ready to report"
    return f"Error: invalid state '{int(state)}'"


def _transfer_text(result: Result, failed: str, moving: str, network_suspend_reason: str) -> str:
    """A task whose files are on the way: failed (given up, to be reported) or moving, maybe suspended."""
    if result.ready_to_report:
        return failed
    return moving + (f" (suspended - {network_suspend_reason})" if network_suspend_reason else "")


def _downloaded_text(
    result: Result,
    task: ActiveTask | None,
    project: Project | None,
    suspend_reason: str,
    high_priority: bool,
    non_cpu_intensive: bool,
    too_large: bool,
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
    elif task.want_network:
        text = "Waiting for network"
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
    return text


def version_text(version_num: int) -> str:
    """BOINC's version number as shown: 100 -> "1.00"."""
    return f"{version_num // 100}.{version_num % 100:02d}"


def app_words(name: str, version: str, plan_class: str = "") -> str:
    """The Application column from a task's application facts: "<name> <version> (<plan class>)",
    the name alone when no version is known (a BOINC 8 sub-app, an app version not yet known)."""
    if not version:
        return name
    return f"{name} {version} ({plan_class})" if plan_class else f"{name} {version}"


def app_label(app_name: str, version_num: int, plan_class: str = "") -> str:
    return app_words(app_name, version_text(version_num), plan_class)
