"""Status strings as BOINC Manager words them, and Tasks-tab rows."""
from __future__ import annotations

import pytest

from core.exec.status import app_label, result_status_text
from core.ids import ProjectUrl, ResultName, WorkunitName
from core.state import (
    ActiveTask,
    CpuSchedState,
    Project,
    Result,
    ResultState,
    TaskState,
)

URL = ProjectUrl("http://p/")


def result(state: ResultState, **kw: object) -> Result:
    r = Result(URL, ResultName("r"), WorkunitName("w"), state=state)
    for k, v in kw.items():
        setattr(r, k, v)
    return r


def active(sched: CpuSchedState, ts: TaskState = TaskState.EXECUTING) -> ActiveTask:
    return ActiveTask(URL, ResultName("r"), 0, sched, ts)


RUN, PRE = CpuSchedState.SCHEDULED, CpuSchedState.PREEMPTED
DL = ResultState.FILES_DOWNLOADED


@pytest.mark.parametrize(
    ("res", "task", "kw", "expected"),
    [
        (result(ResultState.NEW), None, {}, "New"),
        (result(ResultState.FILES_DOWNLOADING), None, {}, "Downloading"),
        (
            result(ResultState.FILES_DOWNLOADING),
            None,
            {"network_suspend_reason": "user request"},
            "Downloading (suspended - user request)",
        ),
        (result(ResultState.FILES_DOWNLOADING, ready_to_report=True), None, {}, "Download failed"),
        (result(DL), None, {}, "Ready to start"),
        (result(DL), active(RUN), {}, "Running"),
        (result(DL), active(RUN), {"high_priority": True}, "Running, high priority"),
        (result(DL), active(RUN), {"non_cpu_intensive": True}, "Running (non-CPU-intensive)"),
        (result(DL), active(PRE, TaskState.SUSPENDED), {}, "Waiting to run"),
        (result(DL), active(CpuSchedState.UNINITIALIZED, TaskState.UNINITIALIZED), {}, "Ready to start"),
        (result(DL, suspended_via_gui=True), active(PRE), {}, "Task suspended by user"),
        (
            result(DL),
            active(PRE, TaskState.SUSPENDED),
            {"suspend_reason": "computer is in use"},
            "Suspended - computer is in use",
        ),
        (result(DL), active(RUN), {"too_large": True}, "Waiting for memory"),
        (result(DL), active(PRE, TaskState.UNINITIALIZED), {"scheduler_wait_reason": "no GPU"}, "Postponed: no GPU"),
        (result(ResultState.COMPUTE_ERROR), None, {}, "Computation error"),
        (result(ResultState.FILES_UPLOADING), None, {}, "Uploading"),
        (result(ResultState.FILES_UPLOADING, ready_to_report=True), None, {}, "Upload failed"),
        (result(ResultState.FILES_UPLOADED, ready_to_report=True), None, {}, "Ready to report"),
        (result(ResultState.FILES_UPLOADED, ready_to_report=True, got_server_ack=True), None, {}, "Acknowledged"),
        (result(ResultState.FILES_UPLOADED), None, {}, "Error: invalid state '5'"),
        (result(ResultState.ABORTED, exit_status=203), None, {}, "Aborted by user"),
        (result(ResultState.ABORTED, exit_status=202), None, {}, "Aborted by project"),
        (result(ResultState.ABORTED, exit_status=200), None, {}, "Aborted: not started by deadline"),
        (result(ResultState.ABORTED, exit_status=196), None, {}, "Aborted: task disk limit exceeded"),
        (result(ResultState.ABORTED, exit_status=197), None, {}, "Aborted: run time limit exceeded"),
        (result(ResultState.ABORTED, exit_status=198), None, {}, "Aborted: memory limit exceeded"),
        (result(ResultState.ABORTED, exit_status=194), None, {}, "Aborted"),
    ],
)
def test_status_text(res: Result, task: ActiveTask | None, kw: dict[str, object], expected: str) -> None:
    assert result_status_text(res, task, None, **kw) == expected  # type: ignore[arg-type]


def test_postponed_overrides_suspensions() -> None:
    suspended = result(DL, suspended_via_gui=True)
    assert result_status_text(suspended, None, None, scheduler_wait_reason="no GPU") == "Postponed: no GPU"
    assert (
        result_status_text(result(DL), None, None, suspend_reason="user request", scheduler_wait_reason="")
        == "Postponed"
    )


def test_project_suspended_wins() -> None:
    project = Project(URL, suspended_via_gui=True)
    assert result_status_text(result(DL), active(RUN), project) == "Project suspended by user"


def test_app_label() -> None:
    assert app_label("x", 5) == "x 0.05" and app_label("sim", 712, "mt") == "sim 7.12 (mt)"
