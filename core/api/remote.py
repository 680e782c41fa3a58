"""``RemoteClient``: any BOINC-compatible client over GUI RPC, behind the one client interface.

A worker thread of its own owns one ``GuiRpcClient`` (one socket, one request at
a time). About once a second it asks the host for ``get_cc_status``,
``get_project_status``, ``get_results``, ``get_file_transfers`` and the event-log
messages it has not seen yet, and turns the replies into a ``ClientSnapshot``
with BOINC Manager's status words (gui-rpc.md section 9). ``get_state`` is read on
connecting and when a task names a workunit it does not know, only for the
application names and the host description, because it is the heaviest reply.

Commands are queued by ``submit`` and sent by the same thread between polls;
control requests are never retried, so a command cannot be applied twice.

Health (``health()``, thread-safe): connected or not, round-trip latency, wall
time of the last answer, and the last error in plain words ("wrong password",
"connection refused", ...). Failed connections are retried with exponential
backoff; ``set_password`` or ``reconnect_now`` skip the wait. A slow or dead host
only ever blocks this client's own thread, never the caller's.

Reads and writes nothing on disk.
"""
from __future__ import annotations

import logging
import math
import queue
import socket
import threading
import time
from collections.abc import Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from core.api.client import Capabilities, SnapshotListener
from core.api.commands import (
    Attach, Command, CommandResult, ProjectOp, Quit, SetNetworkMode, SetPrefs, SetRunMode, Snooze, TaskOp,
    TransferOp,
)
from core.api.from_state import RPC_REASON_WORDS, format_span
from core.api.prefs_io import prefs_to_xml
from core.api.snapshot import (
    ActivityStatus, ClientSnapshot, HostSummary, MessagePriority, MessageRow, ProjectRow, TaskRow,
    TransferDirection, TransferRow, changes_between,
)
from core.client.suspend import SuspendReason
from core.exec.status import app_label
from core.guirpc.client import GuiRpcAuthError, GuiRpcClient, GuiRpcConnectionError, GuiRpcError
from core.guirpc.client_types import (
    CcStatusInfo, ClientStateInfo, HostInfoView, ProjectInfo, ResultInfo, TransferInfo, text,
)
from core.ids import ProjectUrl, ResultName
from core.state.enums import RpcReason, RunMode
from core.transfer.events import status_text as transfer_status_text

log = logging.getLogger(__name__)

_STATE_REFRESH_S = 600.0  # re-read get_state this often even when nothing looks new
_STATE_MIN_GAP_S = 10.0  # but never more often than this for unknown workunits
_ABORT_WORDS = {203: "Aborted by user", 202: "Aborted by project", 200: "Aborted: not started by deadline",
                196: "Aborted: task disk limit exceeded", 197: "Aborted: run time limit exceeded",
                198: "Aborted: memory limit exceeded"}


@dataclass(frozen=True, slots=True)
class HostHealth:
    """How the connection to one host is doing (what the status bar and host list show)."""

    connected: bool
    latency_s: float | None = None  # round trip of the last get_cc_status; None = unknown
    last_contact: float = 0.0  # wall time of the last answer; 0 = never
    error: str = ""  # the last problem in plain words; "" = none
    retry_at: float = 0.0  # wall time of the next connection attempt; 0 = none planned

    def summary(self) -> str:
        """One line for a status bar."""
        if self.connected:
            ms = f", {self.latency_s * 1000:.0f} ms" if self.latency_s is not None else ""
            return f"connected{ms}"
        words = self.error or "connecting…"
        if self.retry_at > time.time():
            words += f"; retrying in {max(1, round(self.retry_at - time.time()))} s"
        return words


def describe_error(exc: BaseException, password_given: bool = True) -> str:
    """A connection or protocol failure in the volunteer's words."""
    if isinstance(exc, GuiRpcAuthError):
        return "wrong password" if password_given else "password needed"
    cause: BaseException | None = exc
    while cause is not None:  # GuiRpcClient wraps socket errors ``from None``; the context keeps them
        if isinstance(cause, ConnectionRefusedError):
            return "connection refused (is the client running, and does it accept this computer?)"
        if isinstance(cause, (socket.timeout, TimeoutError)):
            return "no answer (timed out)"
        if isinstance(cause, socket.gaierror):
            return "unknown host name"
        if isinstance(cause, ConnectionResetError):
            return "connection reset by the host"
        if isinstance(cause, OSError) and cause.errno in (101, 113):
            return "host unreachable"
        cause = cause.__cause__ or cause.__context__
    msg = str(exc)
    if "refused" in msg:
        return "connection refused (is the client running, and does it accept this computer?)"
    if "timed out" in msg:
        return "no answer (timed out)"
    if "closed the connection" in msg:
        return "the host closed the connection (this computer may not be in its remote_hosts.cfg)"
    return msg or type(exc).__name__


def suspend_words(reason: int) -> str:
    try:
        return SuspendReason(reason).words or f"reason {reason}"
    except ValueError:
        return f"reason {reason}"


def activity_from(cc: CcStatusInfo, now: float) -> ActivityStatus:
    def mode(v: int) -> RunMode:
        return RunMode(v) if v in (1, 2, 3) else RunMode.AUTO
    return ActivityStatus(
        run_mode=mode(cc.task_mode), network_mode=mode(cc.network_mode),
        computing=cc.task_suspend_reason == 0, network=cc.network_suspend_reason == 0,
        task_suspend_reason=suspend_words(cc.task_suspend_reason) if cc.task_suspend_reason else "",
        network_suspend_reason=suspend_words(cc.network_suspend_reason) if cc.network_suspend_reason else "",
        snooze_until=None,
        run_mode_until=now + cc.task_mode_delay if cc.task_mode_delay > 0 else None,
        network_mode_until=now + cc.network_mode_delay if cc.network_mode_delay > 0 else None,
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
            s += "Project suspended by user"
        elif r.suspended_via_gui:
            s += "Task suspended by user"
        elif act.task_suspend_reason and not executing:
            s += f"Suspended - {act.task_suspend_reason}"
        else:
            if not r.has_active_task:
                words = "Ready to start"
            elif r.too_large:
                words = "Waiting for memory"
            elif r.want_network:
                words = "Waiting for network"
            else:
                words = {2: "Running", 1: "Waiting to run"}.get(r.scheduler_state, "Ready to start")
            if r.scheduler_wait:
                words = "Postponed"
            if r.network_wait:
                words = "Waiting for network access"
            s += words
    elif r.state == 3:
        s += "Computation error"
    elif r.state == 6:
        s += _ABORT_WORDS.get(r.exit_status, "Aborted")
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
            pending = RPC_REASON_WORDS.get(RpcReason(p.sched_rpc_pending), "Unknown reason")
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
    )


def task_row(r: ResultInfo, names: Mapping[str, str], application: str, act: ActivityStatus) -> TaskRow:
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
    )


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


def _reuse(new: list[Any], old: tuple[Any, ...], key: Any) -> tuple[Any, ...]:
    """Hand back the previous row object when a row is unchanged (models test identity first)."""
    before = {key(r): r for r in old}
    return tuple(before[key(r)] if before.get(key(r)) == r else r for r in new)


class RemoteClient:
    """A remote host as a ``ClientInterface``. ``start``/``stop`` from the owner's thread;
    ``submit``, ``poll_snapshot``, ``health``, ``set_password`` from any thread."""

    def __init__(self, host: str, port: int = 31416, password: str = "", *, label: str = "",
                 poll_interval_s: float = 1.0, timeout_s: float = 10.0, backoff_s: float = 1.0,
                 max_backoff_s: float = 60.0) -> None:
        self.host, self.port = host, port
        self.capabilities = Capabilities(label=label or f"{host}:{port}", can_set_prefs=True, has_disk=False)
        self.poll_interval_s = poll_interval_s
        # GuiRpcClient's own backoff is disabled: this class decides when to try again.
        self._rpc = GuiRpcClient(host, port, password, timeout_s=timeout_s, backoff_s=0.0, max_backoff_s=0.0)
        self._password = password
        self._backoff_first, self._backoff, self._max_backoff = backoff_s, backoff_s, max_backoff_s
        self._next_connect = 0.0  # monotonic
        self._lock = threading.Lock()
        self._commands: queue.Queue[tuple[Command, Future[CommandResult]] | None] = queue.Queue()
        self._listeners: list[SnapshotListener] = []
        self._latest: ClientSnapshot | None = None
        self._health = HostHealth(connected=False)
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self._wake = threading.Event()
        self._seq = 0
        self._msg_seen = 0
        self._state: ClientStateInfo | None = None
        self._wu_app: dict[tuple[str, str], str] = {}  # (project url, workunit) -> app name
        self._state_read_at = -math.inf  # monotonic

    # ------------------------------------------------------------ interface
    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name=f"remote {self.host}:{self.port}", daemon=True)
        self._thread.start()

    def stop(self, timeout_s: float = 5.0) -> None:
        """Stop the worker. A request already in flight may outlive ``timeout_s`` (daemon thread)."""
        self._stopping.set()
        self._commands.put(None)
        if self._thread is not None:
            self._thread.join(timeout_s)
        self._fail_pending("the connection to the host was closed")

    def submit(self, command: Command) -> Future[CommandResult]:
        fut: Future[CommandResult] = Future()
        if self._stopping.is_set():
            fut.set_result(CommandResult(False, "the connection to the host was closed"))
        else:
            self._commands.put((command, fut))
        return fut

    def poll_snapshot(self) -> ClientSnapshot | None:
        with self._lock:
            return self._latest

    def add_listener(self, listener: SnapshotListener) -> None:
        with self._lock:
            self._listeners.append(listener)

    def remove_listener(self, listener: SnapshotListener) -> None:
        with self._lock:
            if listener in self._listeners:
                self._listeners.remove(listener)

    # --------------------------------------------------------------- health
    def health(self) -> HostHealth:
        with self._lock:
            return self._health

    def set_password(self, password: str) -> None:
        """Use ``password`` from the next connection on, and connect again at once."""
        with self._lock:
            self._password = password
        self.reconnect_now()

    def reconnect_now(self) -> None:
        self._next_connect = 0.0
        self._backoff = self._backoff_first
        self._wake.set()

    def _set_health(self, **changes: Any) -> None:
        with self._lock:
            h = self._health
            self._health = HostHealth(**{**{f: getattr(h, f) for f in HostHealth.__dataclass_fields__}, **changes})

    # --------------------------------------------------------------- thread
    def _run(self) -> None:
        next_poll = 0.0
        while not self._stopping.is_set():
            now = time.monotonic()
            if now >= next_poll:
                self._poll_once()
                next_poll = time.monotonic() + self.poll_interval_s
            wait = max(0.0, next_poll - time.monotonic())
            try:
                item = self._commands.get(timeout=min(wait, 0.25))
            except queue.Empty:
                if self._wake.is_set():
                    self._wake.clear()
                    next_poll = 0.0
                continue
            if item is None:
                continue
            command, fut = item
            result = self._execute(command)
            if not fut.done():
                fut.set_result(result)
            next_poll = 0.0  # show the command's effect at once
        self._rpc.close()

    def _ensure_connected(self) -> bool:
        if self._rpc.connected:
            return True
        if time.monotonic() < self._next_connect:
            return False
        with self._lock:
            self._rpc.password = self._password
        try:
            self._rpc.connect()
        except (GuiRpcError, OSError) as exc:
            self._connection_failed(exc)
            return False
        self._backoff = self._backoff_first
        self._state = None
        self._set_health(connected=True, error="", retry_at=0.0, last_contact=time.time())
        return True

    def _connection_failed(self, exc: BaseException) -> None:
        self._rpc.close()
        self._next_connect = time.monotonic() + self._backoff
        retry_at = time.time() + self._backoff
        self._backoff = min(self._backoff * 2, self._max_backoff)
        words = describe_error(exc, bool(self._password))
        log.info("GUI RPC %s:%d: %s", self.host, self.port, words)
        self._set_health(connected=False, error=words, retry_at=retry_at, latency_s=None)

    def _poll_once(self) -> None:
        if not self._ensure_connected():
            return
        try:
            snap = self._read_snapshot()
        except (GuiRpcError, OSError) as exc:
            self._connection_failed(exc)
            return
        with self._lock:
            self._latest = snap
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(snap)
            except Exception:
                log.exception("snapshot listener failed")

    def _read_state(self) -> None:
        reply = self._rpc.call("<get_state/>")
        cs = reply.find("client_state")
        if cs is None:
            raise GuiRpcError(text(reply, "error") or "get_state: reply has no <client_state>")
        self._state = ClientStateInfo.parse(cs)
        url = ""
        for child in cs:  # workunits follow their project, like apps
            if child.tag == "project":
                url = text(child, "master_url")
            elif child.tag == "workunit":
                self._wu_app[(url, text(child, "name"))] = text(child, "app_name")
        self._state_read_at = time.monotonic()

    def _read_snapshot(self) -> ClientSnapshot:
        t0 = time.monotonic()
        cc = self._rpc.get_cc_status()
        latency = time.monotonic() - t0
        if self._state is None or t0 - self._state_read_at > _STATE_REFRESH_S:
            self._read_state()
            if self._rpc.get_message_count() < self._msg_seen:
                self._msg_seen = 0  # the host restarted: its sequence numbers began again
        projects = self._rpc.get_project_status()
        results = self._rpc.get_results()
        if any((r.project_url, r.wu_name) not in self._wu_app for r in results) \
                and t0 - self._state_read_at > _STATE_MIN_GAP_S:
            self._read_state()
        transfers = self._rpc.get_file_transfers()
        messages = self._rpc.get_messages(self._msg_seen)
        if messages:
            self._msg_seen = max(m.seqno for m in messages)
        now = time.time()
        self._set_health(connected=True, latency_s=latency, last_contact=now, error="", retry_at=0.0)
        return self._build(cc, projects, results, transfers, messages, now)

    def _build(self, cc: CcStatusInfo, projects: list[ProjectInfo], results: list[ResultInfo],
               transfers: list[TransferInfo], messages: list[Any], now: float) -> ClientSnapshot:
        prev = self._latest
        act = activity_from(cc, now)
        names = {p.master_url: p.project_name or p.master_url for p in projects}
        total_share = sum(p.resource_share for p in projects)
        app_names = self._state.app_names if self._state else {}
        tasks = []
        for r in results:
            app = self._wu_app.get((r.project_url, r.wu_name), "")
            friendly = app_names.get((r.project_url, app), "") or app
            tasks.append(task_row(r, names, app_label(friendly, r.version_num, r.plan_class) if friendly else "",
                                  act))
        hi = self._state.host if self._state else HostInfoView()
        host = HostSummary(name=hi.domain_name or self.host, ncpus=hi.p_ncpus, usable_cpus=hi.p_ncpus,
                           flops_per_cpu=hi.p_fpops, memory_bytes=hi.m_nbytes,
                           os_name=f"{hi.os_name} {hi.os_version}".strip())
        self._seq += 1
        snap = ClientSnapshot(
            seq=self._seq, time=now,
            host=prev.host if prev is not None and prev.host == host else host, activity=act,
            projects=_reuse([project_row(p, total_share, now) for p in projects], prev.projects if prev else (),
                            lambda row: row.url),
            tasks=_reuse(tasks, prev.tasks if prev else (), lambda row: row.key),
            transfers=_reuse([transfer_row(t, names, act, now) for t in transfers],
                             prev.transfers if prev else (), lambda row: row.key),
            disk=None,
            messages=tuple(MessageRow(m.seqno, float(m.time), m.project,
                                      MessagePriority(m.priority) if m.priority in (1, 2, 3, 4)
                                      else MessagePriority.INFO, m.body) for m in messages),
            notices=(), stats=(),
        )
        return ClientSnapshot(**{**{f: getattr(snap, f) for f in ClientSnapshot.__dataclass_fields__},
                                 "changes": changes_between(prev, snap)})

    # ------------------------------------------------------------- commands
    def _execute(self, c: Command) -> CommandResult:
        if not self._ensure_connected():
            return CommandResult(False, f"{self.capabilities.label}: {self.health().error or 'not connected'}")
        try:
            self._send(c)
        except GuiRpcError as exc:
            if isinstance(exc, (GuiRpcConnectionError, GuiRpcAuthError)):
                self._connection_failed(exc)
                return CommandResult(False, f"{self.capabilities.label}: {describe_error(exc, bool(self._password))}")
            return CommandResult(False, str(exc))
        except OSError as exc:
            self._connection_failed(exc)
            return CommandResult(False, f"{self.capabilities.label}: {describe_error(exc)}")
        return CommandResult(True)

    def _send(self, c: Command) -> None:
        rpc = self._rpc
        if isinstance(c, ProjectOp):
            rpc.project_op(c.url, c.op.value)
        elif isinstance(c, TaskOp):
            rpc.result_op(c.key[0], c.key[1], c.op.value)
        elif isinstance(c, TransferOp):
            rpc.file_transfer_op(c.key[0], c.key[1], c.op.value)
        elif isinstance(c, SetRunMode):
            rpc.set_run_mode(c.mode, c.duration_s)
        elif isinstance(c, SetNetworkMode):
            rpc.set_network_mode(c.mode, c.duration_s)
        elif isinstance(c, Snooze):
            # BOINC Manager's snooze: a temporary NEVER for both; RESTORE ends it early.
            if c.duration_s is not None and c.duration_s <= 0:
                rpc.set_run_mode(RunMode.RESTORE)
                rpc.set_network_mode(RunMode.RESTORE)
            else:
                rpc.set_run_mode(RunMode.NEVER, c.duration_s or 0.0)
                rpc.set_network_mode(RunMode.NEVER, c.duration_s or 0.0)
        elif isinstance(c, Attach):
            rpc.project_attach(c.url.strip(), c.authenticator.strip())
        elif isinstance(c, SetPrefs):
            rpc.set_global_prefs_override(prefs_to_xml(c.prefs, c.day_prefs))
            rpc.simple("read_global_prefs_override")
        elif isinstance(c, Quit):
            rpc.simple("quit")
        else:
            raise GuiRpcError(f"{type(c).__name__} is not supported over GUI RPC")

    def _fail_pending(self, why: str) -> None:
        while True:
            try:
                item = self._commands.get_nowait()
            except queue.Empty:
                return
            if item is not None and not item[1].done():
                item[1].set_result(CommandResult(False, why))
