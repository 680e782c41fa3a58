"""The engine's ports wrapped so that every event kind is logged under its log flag.

The early design notes list what a client logs (start and stop, transfers, task
starts and finishes, scheduler calls, errors); cc_config's log flags switch each
kind. The wrappers sit between the engine and the real ports, so the engine stays
free of logging and the emulator pays nothing for it.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from core.client.file_flow import TransferOutcome
from core.client.job_records import append_job_log
from core.engine.engine import abandoned_words
from core.exec.executor import LiveExecutor
from core.ids import FileKey, ResultKey
from core.policy.cpu_sched import CpuSchedule
from core.ports import SchedulerReply, SchedulerRequest, TaskProgress, Transport
from core.state import FileInfo, Result, RpcReason
from core.transfer import TransferManager

if TYPE_CHECKING:
    from core.client.session import LiveSession


class _Observer:
    """Engine events: log them and mark what must be saved."""

    def __init__(self, session: LiveSession) -> None:
        self.s = session

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        how = (
            "ok"
            if result.exit_status == 0 and not result.stderr_out.startswith("error")
            else f"exit status {result.exit_status}"
        )
        self.s.log(result.project_url, f"Computation for task {result.name} finished ({how})", flag="task")
        if result.exit_status == 0:
            append_job_log(self.s.dd, self.s.state, result, _raw_runtime(self.s, result), now)
        self.s.save_soon(urgent=True)

    def result_reported(self, result: Result, now: float) -> None:
        self.s.acked_any = True
        self.s.old_results.add(self.s.state, result, now)
        self.s.save_soon(urgent=True)

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        self.s.save_soon()

    def task_abandoned(self, result: Result, now: float) -> None:
        self.s.log(result.project_url, abandoned_words(result))
        self.s.save_soon(urgent=True)

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        self.s.counters.rpc_done(request.project, reply.ok, reply.project_is_down, len(reply.results),
                                 len(request.report))
        if reply.ok:
            asked = request.work_req_seconds > 0 or request.req_instances > 0
            # BOINC's line, for people: the most a reply brought is kept as Project.largest_reply
            got = f": got {len(reply.results)} new tasks" if asked else ""
            self.s.log(request.project, f"Scheduler request completed{got}", flag="sched_ops")
        if reply.request_delay_s > 0:
            # BOINC says so after the reply is read, a project that is down included (cs_scheduler.cpp).
            self.s.log(request.project, f"Project requested delay of {reply.request_delay_s:.0f} seconds",
                       flag="sched_ops")
        # A failure is already in the log, in the transport's words.
        self.s.save_soon(urgent=True)


def _raw_runtime(session: LiveSession, result: Result) -> float:
    """The job log's "ue": the runtime estimate without the duration correction factor."""
    try:
        return session.engine.estimator.raw_runtime_s(session.state, result)
    except (KeyError, ZeroDivisionError):
        return 0.0


def _rpc_words(reason: int) -> str:
    """The reason's words, "" for none or one this client does not know."""
    try:
        return RpcReason(reason).words
    except ValueError:
        return ""


class _LoggedTransport:
    """The engine's transport: logs each request as it is sent (``sched_ops``)."""

    def __init__(self, session: LiveSession, inner: Transport) -> None:
        self.s, self.inner = session, inner

    def send(self, request: SchedulerRequest, now: float) -> None:
        project = self.s.state.projects.get(request.project)
        if project is not None and (project.master_url_fetch_pending or not project.scheduler_urls):
            self.s.log(request.project, "Fetching scheduler list", flag="sched_ops", now=now)
        # A master fetch carries no reason (RpcReason.NONE): name it as BOINC would.
        fallback = "Project initialization" if project is not None and project.hostid == 0 else "To fetch work"
        why = _rpc_words(request.reason) or fallback
        self.s.log(request.project, f"Sending scheduler request: {why}.", flag="sched_ops", now=now)
        self.s.counters.rpc_sent(request.project)
        if request.report:
            self.s.log(request.project, f"Reporting {len(request.report)} completed tasks", flag="sched_ops", now=now)
        if request.work_req_seconds > 0 or request.req_instances > 0:
            self.s.log(request.project, "Requesting new tasks for CPU", flag="sched_ops", now=now)
        else:
            self.s.log(request.project, "Not requesting tasks", flag="sched_ops", now=now)
        self.inner.send(request, now)

    def poll(self, now: float) -> Sequence[tuple[SchedulerRequest, SchedulerReply]]:
        return self.inner.poll(now)

    def busy(self) -> bool:
        return self.inner.busy()


class _LoggedExecutor:
    """The engine's executor: logs task starts and resumptions (``task``)."""

    def __init__(self, session: LiveSession, inner: LiveExecutor) -> None:
        self.s, self.inner = session, inner

    def start(self, key: ResultKey, now: float) -> None:
        task = self.s.state.active_tasks.get(key)
        if self.inner.task_info(key) is not None:
            verb = "Resuming"
        else:
            verb = "Restarting" if task is not None and task.elapsed_time > 0 else "Starting"
        self.s.log(key[0], f"{verb} task {key[1]}", flag="task", now=now)
        self.inner.start(key, now)

    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None:
        self.s.log(key[0], f"Preempting task {key[1]}", flag="cpu_sched", now=now)
        self.inner.preempt(key, now, keep_in_memory)

    def abort(self, key: ResultKey, now: float) -> None:
        self.inner.abort(key, now)

    def poll(self, now: float) -> Sequence[TaskProgress]:
        return self.inner.poll(now)

    def next_event(self, now: float) -> float:
        return self.inner.next_event(now)


class _LoggedTransfers:
    """The file flow's transfers: logs each transfer as it starts (``file_xfer``)."""

    def __init__(self, session: LiveSession, inner: TransferManager) -> None:
        self.s, self.inner = session, inner

    def start_download(self, fi: FileInfo, dest: Path, now: float) -> None:
        self.s.log(fi.project_url, f"Started download of {fi.name}", flag="file_xfer", now=now)
        self.inner.start_download(fi, dest, now)

    def start_upload(self, fi: FileInfo, src: Path, now: float) -> None:
        self.s.log(fi.project_url, f"Started upload of {fi.name}", flag="file_xfer", now=now)
        self.inner.start_upload(fi, src, now)

    def poll(self, now: float) -> Sequence[TransferOutcome]:
        done = self.inner.poll(now)
        for event in done:
            self.s.counters.transfer_done(
                event.upload, "finished" if event.ok else "failed" if event.final else "retry"
            )
        return done

    def active(self, key: FileKey, upload: bool) -> bool:
        return self.inner.active(key, upload)

    def abort(self, key: FileKey, upload: bool) -> bool:
        return self.inner.abort(key, upload)
