"""Build a ``ClientSnapshot`` from the engine's state and its latest decisions.

Runs on the engine thread once per refresh (about once a second), so it must
stay cheap with 10,000 results: one pass over results, no rr_sim, no sorting.
Rows equal to the previous snapshot's are replaced by the previous objects, so
the window's models can skip them with an identity test. A task row is rebuilt
only when its inputs changed (``TaskRowMemo``, carried in the snapshot): most
results sit queued and unchanged for hours, and building and comparing their
rows was most of the cost.

Reads: ``ClientState`` (projects, results, workunits, active tasks, prefs,
host), the engine's ``EngineStatus`` (CPU schedule verdicts, work-fetch and RPC
reasons) and an optional ``Estimator``. Writes nothing.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from operator import attrgetter
from pathlib import Path
from typing import Any

from core.api.commands import DayPrefs
from core.api.snapshot import (
    ActivityStatus,
    ClientSnapshot,
    HostSummary,
    MessageRow,
    NoticeRow,
    ProjectRow,
    ProjectStats,
    TaskRow,
    TransferRow,
    changes_between,
    task_outcome,
)
from core.disk.snapshot import DiskSnapshot
from core.engine.engine import EngineStatus
from core.engine.gpu_status import gpu_summaries
from core.engine.task_resources import resources_text
from core.exec.spec import EXIT_ABORTED_VIA_GUI
from core.exec.status import app_words, result_status_text, scheduler_wait_reason, version_text
from core.ids import ProjectUrl, ResultKey
from core.persist.gui_urls import parse_gui_urls
from core.persist.paths import DataDir, UnsafePathError
from core.policy.estimate import Estimator
from core.policy.gpu_assign import gpu_missing
from core.sched_rpc.affinity import is_kept, sticky_files
from core.spans import format_span as format_span  # re-exported: callers import it from here
from core.state import ActiveTask, ClientState, Project, Result, RpcReason


@dataclass(frozen=True, slots=True)
class SnapshotInputs:
    """What a client adds to the state when it publishes (all optional but ``activity``)."""

    activity: ActivityStatus
    seq: int = 0
    disk: DiskSnapshot | None = None
    transfers: tuple[TransferRow, ...] = ()
    messages: tuple[MessageRow, ...] = ()
    notices: tuple[NoticeRow, ...] = ()
    notices_refreshed: bool = False  # ``notices`` is the whole list: notices were removed (NoticeBoard.generation)
    emulated: bool = False
    speed: float = 1.0
    error: str = ""
    host_name: str = ""
    day_prefs: tuple[DayPrefs, ...] = ()
    data_dir: str = ""  # the client's data directory: slot and graphics paths ("" = not on this computer)


def project_status(p: Project, now: float) -> str:
    """The Projects tab's status text: BOINC Manager's parts joined by ", "."""
    parts: list[str] = []
    if p.suspended_via_gui:
        parts.append("Suspended by user")
    if p.dont_request_more_work:
        parts.append("Won't get new tasks")
    if p.ended:
        parts.append("Project ended - OK to remove")
    if p.detach_when_done:
        parts.append("Will remove when tasks done")
    if p.sched_rpc_pending != RpcReason.NONE:
        parts.append(f"Scheduler request pending: {p.sched_rpc_pending.words or 'Unknown reason'}")
    if p.min_rpc_time > now:
        parts.append(f"Communication deferred {format_span(p.min_rpc_time - now)}")
    return ", ".join(parts)


def task_status(r: Result, state: ClientState, at: ActiveTask | None, activity: ActivityStatus,
                wait_reason: str | None = None, high_priority: bool = False) -> str:
    """The Tasks tab's status text (manager-ui.md 2.2), in BOINC Manager's words.

    The wording is ``core.exec.status.result_status_text``'s, shared with the
    executor's tests; this adds what only the whole client knows: the activity's
    suspension reasons and a result kept for its successor (workunit affinity).
    ``wait_reason`` (not None) says a temporary exit postponed the task; ``high_priority``
    that the scheduler runs it first for its deadline ("Running, high priority").
    A GPU job that cannot run on this host starts with "GPU missing, ", as BOINC Manager says it.
    """
    if is_kept(r):
        return "Kept for successor"
    text = result_status_text(
        r, at, state.projects.get(r.project_url),
        suspend_reason=activity.task_suspend_reason if not activity.computing else "",
        network_suspend_reason=activity.network_suspend_reason if not activity.network else "",
        scheduler_wait_reason=wait_reason, high_priority=high_priority,
    )
    # A GPU job that cannot run here (its type gone, or every device excluded for its app),
    # in BOINC Manager's words for a result marked <coproc_missing/>.
    return f"GPU missing, {text}" if not r.is_finished and gpu_missing(state, r) else text


def _app_parts(state: ClientState, r: Result) -> tuple[str, str, str]:
    """The application a result runs: (name, version "1.00", plan class); "" for what is unknown."""
    wu = state.workunits.get((r.project_url, r.wu_name))
    if wu is None:
        return "", "", ""
    if wu.sub_appname:  # BOINC 8: the job's own name for what it runs, shown alone (as the Manager)
        return wu.sub_appname, "", ""
    app = state.apps.get((r.project_url, wu.app_name))
    name = (app.user_friendly_name if app and app.user_friendly_name else str(wu.app_name))
    av = state.app_version_of(r)
    if av is None:
        return name, "", ""
    return name, version_text(av.version_num), av.plan_class


def _application(state: ClientState, r: Result) -> str:
    """The Application column's words for ``r``."""
    return app_words(*_app_parts(state, r))



def _remaining(state: ClientState, r: Result, est: Estimator | None, frac: float, elapsed: float) -> float:
    if r.is_finished:
        return 0.0
    if est is not None:
        return est.remaining_s(state, r)
    wu = state.workunits.get((r.project_url, r.wu_name))
    av = state.app_version_of(r) if wu is not None else None
    if wu is None or av is None:
        return 0.0
    total = wu.rsc_fpops_est / av.effective_flops(state.host_info.p_fpops)
    if frac > 0 and elapsed > 0:
        # Blend the static estimate with the one the progress so far implies, as BOINC does.
        total = frac * (elapsed / frac) + (1 - frac) * total
    return max(total - elapsed, 0.0)


@dataclass(slots=True)
class TaskRowMemo:
    """Each result's last ``TaskRow`` with the inputs it was built from.

    Carried from one snapshot to the next in ``ClientSnapshot.memo``, so that a
    tick rebuilds only the rows of results whose inputs changed. A row is reused
    only while its fingerprint (the result's and its active task's fields the row
    shows, its scheduler verdict, deadline risk and workunit) and the context
    (activity, suspended projects, project names, everything the runtime estimate
    reads beyond the row) are equal to what it was built from.
    """

    context: tuple[Any, ...] | None = None
    rows: dict[ResultKey, tuple[tuple[Any, ...], TaskRow]] = field(default_factory=dict)


# The fields of a result and of its active task that a TaskRow (or its estimate) reads.
_result_inputs = attrgetter(
    "state",
    "ready_to_report",
    "suspended_via_gui",
    "got_server_ack",
    "exit_status",
    "final_elapsed_time",
    "final_cpu_time",
    "completed_time",
    "report_deadline",
    "received_time",
    "version_num",
    "name",
    "wu_name",
    "project_url",
    "has_successor",
    "previous_result_name",
)
_task_inputs = attrgetter("scheduler_state", "fraction_done", "elapsed_time", "current_cpu_time", "slot",
                          "checkpoint_cpu_time", "working_set_size_smoothed", "pid", "swap_size",
                          "peak_working_set_size", "peak_swap_size", "peak_disk_usage", "gpu_device")


def _context(state: ClientState, act: ActivityStatus, suspended: set[ProjectUrl], names: dict[ProjectUrl, str],
             estimator: Estimator | None) -> tuple[Any, ...]:
    """What every task row depends on besides its own inputs (see ``TaskRowMemo``)."""
    hi = state.host_info
    return (
        act, frozenset(suspended), tuple(names.items()), estimator, hi.p_fpops, state.prefs.cpu_usage_limit,
        tuple((av.project_url, av.app_name, av.version_num, av.plan_class, av.flops, av.avg_ncpus,
               av.gpu_type, av.gpu_usage)
              for av in state.app_versions),
        tuple((url, p.duration_correction_factor, p.dont_use_dcf) for url, p in state.projects.items()),
    )


def _task_row(state: ClientState, r: Result, at: ActiveTask | None, verdict: Any, risk: bool, high: bool,
              act: ActivityStatus, names: dict[ProjectUrl, str], suspended: set[ProjectUrl],
              estimator: Estimator | None, prev: TaskRow | None, wait: str | None, data_dir: str = "") -> TaskRow:
    """One task row; ``prev`` (the result's previous row) is returned instead when equal.

    ``wait`` is the temporary-exit reason while the task is postponed (else None).
    """
    running = at is not None and at.running
    kept = is_kept(r)
    frac = at.fraction_done if at else (1.0 if r.is_finished else 0.0)
    elapsed = at.elapsed_time if at else r.final_elapsed_time
    app = (prev.app_name, prev.app_version, prev.plan_class) if prev is not None else _app_parts(state, r)
    row = TaskRow(
        key=r.key,
        project_url=r.project_url,
        project_name=names.get(r.project_url, str(r.project_url)),
        name=str(r.name),
        wu_name=str(r.wu_name),
        application=prev.application if prev is not None else app_words(*app),
        fraction_done=frac,
        status=task_status(r, state, at, act, wait, high),
        active=at is not None,
        running=running,
        suspended=r.suspended_via_gui or r.project_url in suspended,
        finished=r.is_finished,
        elapsed_s=elapsed,
        cpu_time_s=at.current_cpu_time if at else r.final_cpu_time,
        remaining_s=_remaining(state, r, estimator, frac, elapsed),
        deadline=r.report_deadline,
        received_time=r.received_time,
        deadline_risk=risk,
        slot=at.slot if at else -1,
        checkpoint_cpu_time_s=at.checkpoint_cpu_time if at else 0.0,
        working_set_bytes=at.working_set_size_smoothed if at else 0.0,
        why=verdict.message if verdict else ("" if not r.is_finished else "finished"),
        postponed_until=r.schedule_backoff if wait is not None else 0.0,
        has_successor=r.has_successor,
        previous_result=r.previous_result_name,
        kept_for_successor=kept,
        # The files a kept result pins; they cannot change while it is kept (losing one releases it).
        kept_files=tuple(str(name) for _url, name in sticky_files(state, r)) if kept else (),
        exit_status=r.exit_status,
        completed_time=r.completed_time if r.is_finished else 0.0,
        high_priority=high,
        phase=r.state, reported=r.got_server_ack,
        outcome=task_outcome(r.state, r.exit_status, r.ready_to_report, r.exit_status == EXIT_ABORTED_VIA_GUI),
        app_name=app[0], app_version=app[1], plan_class=app[2],
        pid=at.pid if at else 0,
        resources=resources_text(state, r),
        swap_bytes=at.swap_size if at else 0.0,
        peak_working_set_bytes=at.peak_working_set_size if at else 0.0,
        peak_swap_bytes=at.peak_swap_size if at else 0.0,
        peak_disk_bytes=at.peak_disk_usage if at else 0.0,
        slot_path=str(DataDir(Path(data_dir)).slot_dir(at.slot)) if data_dir and at and at.slot >= 0 else "",
        graphics_exec_path=_graphics_path(state, r, data_dir) if data_dir and not r.is_finished else "",
        cpu_percent=_cpu_percent(prev, running, at),
    )
    return prev if prev is not None and prev == row else row


def _cpu_percent(prev: TaskRow | None, running: bool, at: ActiveTask | None) -> float:
    """CPU seconds per elapsed second since the result's previous row, in %; kept while the
    clock has not moved (a row rebuilt for another reason), 0 when not running."""
    if not running or at is None or prev is None:
        return 0.0
    d_elapsed = at.elapsed_time - prev.elapsed_s
    if d_elapsed <= 0:
        return prev.cpu_percent
    return max(at.current_cpu_time - prev.cpu_time_s, 0.0) / d_elapsed * 100.0


def _graphics_path(state: ClientState, r: Result, data_dir: str) -> str:
    """The app version's graphics program (its file opened as "graphics_app"), "" when it has none."""
    av = state.app_version_of(r)
    for ref in av.file_refs if av is not None else ():
        if ref.open_name == "graphics_app":
            try:
                return str(DataDir(Path(data_dir)).project_dir(r.project_url) / ref.file_name)
            except UnsafePathError:
                return ""
    return ""


def build_snapshot(
    state: ClientState,
    now: float,
    status: EngineStatus | None,
    inputs: SnapshotInputs,
    previous: ClientSnapshot | None = None,
    estimator: Estimator | None = None,
) -> ClientSnapshot:
    """One snapshot of ``state`` at ``now``. Pure; call on the engine thread."""
    schedule = status.schedule if status else None
    fetch = status.fetch if status else None
    rpc = status.rpc if status else None
    verdicts = schedule.verdicts if schedule else {}
    misses = schedule.deadline_misses if schedule else frozenset()  # high priority
    late = schedule.deadline_late if schedule else frozenset()  # may miss the report deadline
    prio = schedule.project_priority if schedule else {}
    act = inputs.activity
    total_share = state.total_resource_share() or 1.0
    names = {url: p.project_name or str(url) for url, p in state.projects.items()}

    suspended_projects = {url for url, p in state.projects.items() if p.suspended_via_gui}
    prev_projects = {p.url: p for p in previous.projects} if previous else {}
    if previous is not None and previous.activity == act:
        act = previous.activity  # the same object: the fingerprints below then compare it by identity
    memo = previous.memo if previous is not None and isinstance(previous.memo, TaskRowMemo) else TaskRowMemo()
    context = _context(state, act, suspended_projects, names, estimator)
    context_same = memo.context == context
    memo.context = context
    old_rows = memo.rows
    new_rows: dict[ResultKey, tuple[tuple[Any, ...], TaskRow]] = {}
    workunits, active_tasks = state.workunits, state.active_tasks

    tasks: list[TaskRow] = []
    queued: dict[ProjectUrl, float] = dict.fromkeys(state.projects, 0.0)
    cpus: dict[ProjectUrl, float] = dict.fromkeys(state.projects, 0.0)
    for key, r in state.results.items():
        at = active_tasks.get(key)
        wu = workunits.get((r.project_url, r.wu_name))
        verdict = verdicts.get(key)
        # The wait ends by the clock alone, so it is part of the fingerprint, not only its inputs.
        wait = scheduler_wait_reason(r, now) if r.schedule_backoff else None
        fp = (_result_inputs(r), _task_inputs(at) if at is not None else None, key in misses, key in late,
              verdict.message if verdict is not None else None,
              (wu, wu.rsc_fpops_est, wu.app_name) if wu is not None else None, wait, r.schedule_backoff)
        hit = old_rows.get(key)
        if hit is not None and context_same and hit[0] == fp:
            row = hit[1]
        else:
            row = _task_row(
                state,
                r,
                at,
                verdict,
                key in late,
                key in misses,
                act,
                names,
                suspended_projects,
                estimator,
                hit[1] if hit is not None else None,
                wait,
                inputs.data_dir,
            )
        new_rows[key] = (fp, row)
        tasks.append(row)
        if r.project_url in queued:
            queued[r.project_url] += row.remaining_s
            if row.running:
                av = state.app_version_of(r)
                cpus[r.project_url] += av.avg_ncpus if av else 1.0
    memo.rows = new_rows

    projects: list[ProjectRow] = []
    stats: list[ProjectStats] = []
    busy = sum(cpus.values()) or 1.0
    for url, p in state.projects.items():
        pf = fetch.per_project.get(url) if fetch else None
        deferred = rpc.deferred.get(url) if rpc else None
        fetch_reason = pf.reason.value if pf else ""
        reasons: tuple[tuple[str, str], ...] = ((f"fetch:{pf.reason.name}", pf.reason.value),) if pf else ()
        if deferred is not None and deferred[0].name != "NONE":
            fetch_reason = f"{fetch_reason}; {deferred[0].value}" if fetch_reason else deferred[0].value
            reasons += ((f"defer:{deferred[0].name}", deferred[0].value),)
        row_p = ProjectRow(
            url=url,
            name=names[url],
            account=p.user_name,
            team=p.team_name,
            user_total_credit=p.user_total_credit,
            user_expavg_credit=p.user_expavg_credit,
            host_total_credit=p.host_total_credit,
            resource_share=p.resource_share,
            share_fraction=p.resource_share / total_share,
            status=project_status(p, now),
            suspended=p.suspended_via_gui,
            no_new_tasks=p.dont_request_more_work,
            ended=p.ended,
            detach_when_done=p.detach_when_done,
            sched_rpc_pending=p.sched_rpc_pending.words,
            rpc_deferred_until=p.min_rpc_time if p.min_rpc_time > now else 0.0,
            priority=prio.get(url, p.debt),
            long_term_debt=p.long_term_debt,
            fetch_reason=fetch_reason,
            fetch_reasons=reasons,
            fetch_detail=pf.detail if pf else "",
            cpu_time_s=p.cpu_time,
            gpu_time_s=p.gpu_time,
            njobs_success=p.njobs_success,
            njobs_error=p.njobs_error,
            disk_usage_bytes=p.disk_usage,
            duration_correction_factor=p.duration_correction_factor,
            last_rpc_time=p.last_rpc_time,
            rpc_failures=p.nrpc_failures,
            host_expavg_credit=p.host_expavg_credit,
            links=parse_gui_urls(p.gui_urls, bool(p.team_name)),
        )
        prev_p = prev_projects.get(url)
        projects.append(prev_p if prev_p is not None and prev_p == row_p else row_p)
        stats.append(
            ProjectStats(
                url=url,
                name=names[url],
                priority=prio.get(url, p.debt),
                cpu_share=cpus[url] / busy if sum(cpus.values()) else 0.0,
                resource_share=p.resource_share / total_share,
                queued_work_s=queued[url],
                credit=p.user_total_credit,
            )
        )

    hi = state.host_info
    host = HostSummary(
        name=inputs.host_name or hi.domain_name or "this computer",
        ncpus=hi.p_ncpus,
        usable_cpus=state.ncpus,
        flops_per_cpu=hi.p_fpops,
        memory_bytes=hi.m_nbytes,
        os_name=hi.os_name,
        gpus=gpu_summaries(state.coprocs),
    )
    snap = ClientSnapshot(
        seq=inputs.seq,
        time=now,
        host=host if previous is None or previous.host != host else previous.host,
        activity=act,
        projects=tuple(projects),
        tasks=tuple(tasks),
        transfers=inputs.transfers,
        disk=inputs.disk,
        messages=inputs.messages,
        notices=inputs.notices,
        notices_refreshed=inputs.notices_refreshed,
        stats=tuple(stats),
        emulated=inputs.emulated,
        speed=inputs.speed,
        error=inputs.error,
        prefs=previous.prefs if previous is not None and previous.prefs == state.prefs else copy.copy(state.prefs),
        day_prefs=inputs.day_prefs,
        memo=memo,
    )
    return replace(snap, changes=changes_between(previous, snap))
