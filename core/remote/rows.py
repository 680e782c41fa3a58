"""GUI RPC replies as snapshot rows, in BOINC Manager's words (gui-rpc.md section 9).

Pure functions used by ``core.remote.client.RemoteClient``: the activity from
``get_cc_status``, a task's status text (the Manager's ``result_description``),
and project, task and transfer rows. Reads and writes nothing.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.api.snapshot import (
    ActivityStatus,
    ProjectRow,
    TaskRow,
    TransferDirection,
    TransferRow,
    task_outcome,
)
from core.exec.spec import EXIT_ABORTED_VIA_GUI
from core.exec.status import ABORT_TEXT, HIGH_PRIORITY_SUFFIX
from core.guirpc.client_types import CcStatusInfo, ProjectInfo, ResultInfo, TransferInfo
from core.ids import ProjectUrl, ResultName
from core.spans import format_span
from core.state.enums import ResultState, RpcReason, RunMode, SuspendReason
from core.transfer.events import status_text as transfer_status_text


def suspend_words(reason: int) -> str:
    try:
        return SuspendReason(reason).words or f"reason {reason}"
    except ValueError:
        return f"reason {reason}"


def activity_from(cc: CcStatusInfo, now: float) -> ActivityStatus:
    def mode(v: int) -> RunMode:
        return RunMode(v) if v in (1, 2, 3) else RunMode.AUTO
    return ActivityStatus(
        run_mode=mode(cc.task_mode),
        network_mode=mode(cc.network_mode),
        computing=cc.task_suspend_reason == 0,
        network=cc.network_suspend_reason == 0,
        # Our client says the suspension in words (a requester's reason included); BOINC's, by number.
        task_suspend_reason=(cc.task_suspend_text or suspend_words(cc.task_suspend_reason))
        if cc.task_suspend_reason
        else "",
        network_suspend_reason=(cc.network_suspend_text or suspend_words(cc.network_suspend_reason))
        if cc.network_suspend_reason
        else "",
        snooze_until=None,
        run_mode_until=now + cc.task_mode_delay if cc.task_mode_delay > 0 else None,
        network_mode_until=now + cc.network_mode_delay if cc.network_mode_delay > 0 else None,
        gpu_mode=mode(cc.gpu_mode),
        gpu_suspend_reason=(cc.gpu_suspend_text or suspend_words(cc.gpu_suspend_reason))
        if cc.gpu_suspend_reason
        else "",
        gpu_mode_until=now + cc.gpu_mode_delay if cc.gpu_mode_delay > 0 else None,
    )


def result_status(r: ResultInfo, act: ActivityStatus) -> str:
    """BOINC Manager's ``result_description`` over a GUI RPC result (gui-rpc.md section 9)."""
    s = "GPU missing, " if r.coproc_missing else ""
    if r.state == 0:
        s += "New"
    elif r.state in (1, 4):
        verb = "Downloading" if r.state == 1 else "Uploading"
        if r.ready_to_report:
            s += "Download failed" if r.state == 1 else "Upload failed"
        else:
            s += verb + (f" (suspended - {act.network_suspend_reason})" if act.network_suspend_reason else "")
    elif r.state == 2:
        executing = r.has_active_task and r.active_task_state == 1
        if r.project_suspended_via_gui:
            words = "Project suspended by user"
        elif r.suspended_via_gui:
            words = "Task suspended by user"
        elif act.task_suspend_reason and not executing:
            words = f"Suspended - {act.task_suspend_reason}"
        elif not r.has_active_task:
            words = "Ready to start"
        elif r.too_large:
            words = "Waiting for memory"
        elif r.swap_too_large:
            words = "Waiting for swap space"
        elif r.needs_shmem:
            words = "Waiting for shared memory"
        elif r.want_network:
            words = "Waiting for network"
        else:
            words = {2: "Running", 1: "Waiting to run"}.get(r.scheduler_state, "Ready to start")
            if r.scheduler_state == 2 and r.edf_scheduled:
                words += HIGH_PRIORITY_SUFFIX
        # BOINC Manager overrides whatever the branch above said, suspensions included.
        if r.scheduler_wait:
            words = f"Postponed: {r.scheduler_wait_reason}" if r.scheduler_wait_reason else "Postponed"
        if r.network_wait:
            words = "Waiting for network access"
        s += words
    elif r.state == 3:
        s += "Computation error"
    elif r.state == 6:
        s += ABORT_TEXT.get(r.exit_status, "Aborted")
    else:
        s += ("Acknowledged" if r.got_server_ack else "Ready to report" if r.ready_to_report
              else "Error: invalid state")
    if len(r.resources) > 1:
        s += f" ({r.resources})"
    return s


def project_row(p: ProjectInfo, total_share: float, now: float) -> ProjectRow:
    parts = [w for flag_on, w in ((p.suspended_via_gui, "Suspended by user"),
                                  (p.dont_request_more_work, "Won't get new tasks"),
                                  (p.ended, "Project ended - OK to remove"),
                                  (p.detach_when_done, "Will remove when tasks done"),
                                  (p.scheduler_rpc_in_progress, "Scheduler request in progress")) if flag_on]
    pending = ""
    if p.sched_rpc_pending:
        try:
            pending = RpcReason(p.sched_rpc_pending).words or "Unknown reason"
        except ValueError:
            pending = "Unknown reason"
        parts.append(f"Scheduler request pending: {pending}")
    if p.min_rpc_time > now:
        parts.append(f"Communication deferred {format_span(p.min_rpc_time - now)}")
    url = ProjectUrl(p.master_url)
    return ProjectRow(
        url=url, name=p.project_name or p.master_url, account=p.user_name, team=p.team_name,
        user_total_credit=p.user_total_credit, user_expavg_credit=p.user_expavg_credit,
        host_total_credit=p.host_total_credit, resource_share=p.resource_share,
        share_fraction=p.resource_share / total_share if total_share > 0 else 0.0, status=", ".join(parts),
        suspended=p.suspended_via_gui, no_new_tasks=p.dont_request_more_work, ended=p.ended,
        detach_when_done=p.detach_when_done, sched_rpc_pending=pending,
        rpc_deferred_until=p.min_rpc_time if p.min_rpc_time > now else 0.0, priority=0.0, long_term_debt=0.0,
        fetch_reason="", fetch_detail="", cpu_time_s=0.0, njobs_success=0, njobs_error=0,
        disk_usage_bytes=p.disk_usage, duration_correction_factor=1.0, last_rpc_time=p.last_rpc_time,
        rpc_failures=p.nrpc_failures, host_expavg_credit=p.host_expavg_credit,
    )


def task_row(r: ResultInfo, names: Mapping[str, str], application: str, act: ActivityStatus,
             app: tuple[str, str, str] = ("", "", "")) -> TaskRow:
    """``app``: the application's (name, version "1.00", plan class) that ``application`` words."""
    finished = r.state >= 3
    running = r.has_active_task and r.scheduler_state == 2 and r.active_task_state == 1
    frac = r.fraction_done if r.has_active_task else (1.0 if finished else 0.0)
    return TaskRow(
        key=(ProjectUrl(r.project_url), ResultName(r.name)), project_url=ProjectUrl(r.project_url),
        project_name=names.get(r.project_url, r.project_url), name=r.name, wu_name=r.wu_name,
        application=application, fraction_done=frac, status=result_status(r, act), active=r.has_active_task,
        running=running, suspended=r.suspended_via_gui or r.project_suspended_via_gui, finished=finished,
        elapsed_s=r.elapsed_time if r.has_active_task else r.final_elapsed_time,
        cpu_time_s=r.current_cpu_time if r.has_active_task else r.final_cpu_time,
        remaining_s=0.0 if finished else r.estimated_cpu_time_remaining, deadline=r.report_deadline,
        received_time=r.received_time, deadline_risk=False, slot=r.slot if r.has_active_task else -1,
        checkpoint_cpu_time_s=0.0, working_set_bytes=r.working_set_size, why="",
        exit_status=r.exit_status, completed_time=r.completed_time if finished else 0.0,
        high_priority=r.edf_scheduled,
        phase=_phase(r.state), reported=r.got_server_ack,
        outcome=task_outcome(_phase(r.state), r.exit_status, r.ready_to_report, r.exit_status == EXIT_ABORTED_VIA_GUI),
        app_name=app[0], app_version=app[1], plan_class=app[2], resources=r.resources.strip(),
    )


def _phase(state: int) -> ResultState:
    try:
        return ResultState(state)
    except ValueError:  # a state this manager does not know: shown as not started
        return ResultState.NEW


def transfer_row(t: TransferInfo, names: Mapping[str, str], act: ActivityStatus, now: float) -> TransferRow:
    direction = TransferDirection.UPLOAD if t.is_upload else TransferDirection.DOWNLOAD
    status = transfer_status_text(t.is_upload, t.xfer_active, not act.network, t.next_request_time,
                                  t.project_backoff, now)
    return TransferRow(
        key=(ProjectUrl(t.project_url), t.name, direction.value), project_url=ProjectUrl(t.project_url),
        project_name=t.project_name or names.get(t.project_url, t.project_url), file_name=t.name,
        direction=direction, bytes_done=t.bytes_xferred, nbytes=t.nbytes, elapsed_s=t.time_so_far,
        speed_bps=t.xfer_speed if t.xfer_active else 0.0, status=status,
        retry_at=t.next_request_time if t.next_request_time > now else 0.0, failed=t.status != 0 and not t.xfer_active,
    )


def reuse_rows(new: list[Any], old: tuple[Any, ...], key: Any) -> tuple[Any, ...]:
    """Hand back the previous row object when a row is unchanged (models test identity first)."""
    before = {key(r): r for r in old}
    out = []
    for r in new:
        b = before.get(key(r))
        out.append(b if b is r or b == r else r)  # identity first: most rows are reused already
    return tuple(out)
