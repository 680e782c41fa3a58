"""``RemoteClient``: any BOINC-compatible client over GUI RPC, behind the one client interface.

A worker thread of its own owns one ``GuiRpcClient`` (one socket, one request at
a time). About once a second it asks the host for ``get_cc_status``,
``get_project_status``, ``get_file_transfers``, the event-log messages and notices
it has not seen yet (the whole notice list again after a reconnect or when the host
signals a refresh) and the tasks: only those with a process (``active_only``) unless
something hints that another task changed, and all of them at least every 10 s
(``_read_results``; a host with 1,000 tasks sends 1.3 MB for them all). It turns the
replies into a ``ClientSnapshot``
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

import errno
import logging
import math
import queue
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import Any, TypeVar

from core.api.client import AccountManagerView, Capabilities, ConnectionProblem, HostHealth, RulesInfo
from core.api.commands import (
    Attach,
    Command,
    CommandProblem,
    CommandResult,
    ExcludeGpu,
    ProjectOp,
    SetGpuMode,
    SetNetworkMode,
    SetPrefs,
    SetRunMode,
    Snooze,
    SoftStop,
    TaskOp,
    TransferOp,
)
from core.api.snapshot import (
    ClientSnapshot,
    HostSummary,
    MessagePriority,
    MessageRow,
    NoticeRow,
    TaskRow,
    changes_between,
)
from core.api.threaded import HubClient, RealTimeClient, SnapshotHub
from core.engine.gpu_status import gpu_summaries
from core.errors import XmlInputError
from core.exec.status import app_words, version_text
from core.guirpc.client import (
    GuiRpcAuthError,
    GuiRpcClient,
    GuiRpcConnectionError,
    GuiRpcError,
    GuiRpcProtocolError,
    GuiRpcReplyTooLarge,
    GuiRpcUnsupported,
    TransportError,
)
from core.guirpc.client_types import (
    CcStatusInfo,
    ClientStateInfo,
    HostInfoView,
    ProjectInfo,
    ResultInfo,
    TransferInfo,
    text,
)
from core.guirpc.ops import OP_OF_COMMAND
from core.guirpc.ssh_tunnel import SshTunnel
from core.guirpc.tls import PinnedTls
from core.guirpc.transport import Transport, connector_for
from core.persist.cc_config_exclude import add_gpu_exclusion
from core.persist.prefs_io import prefs_to_xml
from core.remote.rows import activity_from, project_row, reuse_rows, task_row, transfer_row
from core.rules.runner import kind_of_words
from core.state.enums import RunMode

log = logging.getLogger(__name__)
_T = TypeVar("_T")

_STATE_REFRESH_S = 600.0  # re-read get_state this often even when nothing looks new
_STATE_MIN_GAP_S = 10.0  # but never more often than this for unknown workunits
ALL_TASKS_EVERY_S = 10.0  # every task is read this often; in between only running ones, unless hinted


def connection_problem(exc: BaseException, password_given: bool = True) -> tuple[ConnectionProblem, tuple[str, ...]]:
    """A connection or protocol failure's kind, and the facts its words name (ConnectionProblem)."""
    if isinstance(exc, GuiRpcAuthError):
        return (ConnectionProblem.WRONG_PASSWORD if password_given else ConnectionProblem.PASSWORD_NEEDED), ()
    if isinstance(exc, TransportError):  # TLS or SSH: its kind, or its message, says what happened and what to do
        return (exc.problem, exc.facts) if exc.problem is not None else (ConnectionProblem.TRANSPORT, (str(exc),))
    cause: BaseException | None = exc
    while cause is not None:  # GuiRpcClient wraps socket errors ``from None``; the context keeps them
        if isinstance(cause, ConnectionRefusedError):
            return ConnectionProblem.REFUSED, ()
        if isinstance(cause, (socket.timeout, TimeoutError)):
            return ConnectionProblem.TIMED_OUT, ()
        if isinstance(cause, socket.gaierror):
            return ConnectionProblem.UNKNOWN_HOST, ()
        if isinstance(cause, ConnectionResetError):
            return ConnectionProblem.RESET, ()
        if isinstance(cause, OSError) and cause.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
            return ConnectionProblem.UNREACHABLE, ()
        cause = cause.__cause__ or cause.__context__
    msg = str(exc)
    if "refused" in msg:
        return ConnectionProblem.REFUSED, ()
    if "timed out" in msg:
        return ConnectionProblem.TIMED_OUT, ()
    if "closed the connection" in msg:
        return ConnectionProblem.CLOSED, ()
    if isinstance(exc, GuiRpcReplyTooLarge):
        return ConnectionProblem.REPLY_TOO_LARGE, ()
    if isinstance(exc, (GuiRpcProtocolError, XmlInputError)):
        return ConnectionProblem.NOT_GUI_RPC, ()
    if isinstance(exc, GuiRpcUnsupported):
        return ConnectionProblem.UNSUPPORTED, (msg,)
    cause = exc
    while cause is not None:  # an OS error of another kind: its symbolic name reads the same in every language
        code = cause.errno if isinstance(cause, OSError) else None
        if code is not None and code in errno.errorcode:
            return ConnectionProblem.NETWORK_ERROR, (errno.errorcode[code],)
        cause = cause.__cause__ or cause.__context__
    if isinstance(exc, GuiRpcError) and not isinstance(exc, GuiRpcConnectionError):
        return ConnectionProblem.CLIENT_ERROR, (msg,)  # the client's own refusal, in its words
    return ConnectionProblem.OTHER, (msg or type(exc).__name__,)


def describe_error(exc: BaseException, password_given: bool = True) -> str:
    """A connection or protocol failure in the volunteer's words (English: logs, HostHealth.error)."""
    problem, facts = connection_problem(exc, password_given)
    return problem.words(facts)


class RemoteHost(HubClient, RealTimeClient):
    """What a remote host's client says alike, polled here (``RemoteClient``) or by the host
    poller's child (``PolledClient``): its health under ``self._lock``, no account manager."""

    _lock: threading.Lock
    _health: HostHealth

    def health(self) -> HostHealth:
        with self._lock:
            return self._health

    def account_manager(self) -> AccountManagerView | None:
        return None  # not read from remote hosts (yet): the window shows this computer's only


class RemoteClient(RemoteHost):
    """A remote host as a ``ClientInterface``. ``start``/``stop`` from the owner's thread;
    ``submit``, ``poll_snapshot``, ``health``, ``set_password`` from any thread."""

    def __init__(self, host: str, port: int = 31416, password: str = "", *, label: str = "",
                 poll_interval_s: float = 1.0, timeout_s: float = 10.0, backoff_s: float = 1.0,
                 max_backoff_s: float = 60.0, all_tasks_every_s: float = ALL_TASKS_EVERY_S,
                 transport: Transport | None = None) -> None:
        self.host, self.port = host, port
        self.capabilities = Capabilities(label=label or f"{host}:{port}", can_set_prefs=True, has_disk=False,
                                         has_rules=True)
        self.poll_interval_s = poll_interval_s
        self.all_tasks_every_s = all_tasks_every_s
        # GuiRpcClient's own backoff is disabled: this class decides when to try again.
        # TLS with a pinned certificate or an SSH tunnel (core/guirpc/transport.py); None: plain TCP.
        self._connector = connector_for(transport, self._pinned)
        self._rpc = GuiRpcClient(host, port, password, timeout_s=timeout_s, backoff_s=0.0, max_backoff_s=0.0,
                                 connector=self._connector)
        self._password = password
        self._backoff_first, self._backoff, self._max_backoff = backoff_s, backoff_s, max_backoff_s
        self._next_connect = 0.0  # monotonic
        self._lock = threading.Lock()
        self._commands: queue.Queue[tuple[Command, Future[CommandResult]] | None] = queue.Queue()
        self._hub = SnapshotHub()
        pin = self._connector.pin if isinstance(self._connector, PinnedTls) else ""
        self._health = HostHealth(connected=False, tls_fingerprint=pin)
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self._wake = threading.Event()
        self._seq = 0
        self._msg_seen = 0
        self._notice_seen = 0  # highest notice seqno received on this connection
        self._notices_restart = True  # the next notices read starts over (a new connection)
        self._state: ClientStateInfo | None = None
        self._wu_app: dict[tuple[str, str], str] = {}  # (project url, workunit) -> app name
        self._wu_sub: dict[tuple[str, str], str] = {}  # BOINC 8's <sub_appname>, shown instead of the app
        self._state_read_at = -math.inf  # monotonic
        self._all_results: list[ResultInfo] = []  # the last full get_results
        self._all_results_at = -math.inf  # monotonic
        self._results_due = True  # the next poll reads every task
        self._active_keys: set[tuple[str, str]] = set()  # tasks with a process in the last full read
        self._result_hints: object = None  # what else the last poll saw (see _read_results)
        self._task_rows: dict[tuple[str, str], tuple[ResultInfo, TaskRow]] = {}  # the last poll's, by task
        self._task_context: object = None  # what those rows were built with besides their record
        self._task_index: dict[tuple[str, str], int] = {}  # a task's place in the last snapshot's tasks

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
        self._fail_pending(CommandProblem.CONNECTION_CLOSED)

    def submit(self, command: Command) -> Future[CommandResult]:
        fut: Future[CommandResult] = Future()
        if self._stopping.is_set():
            fut.set_result(CommandResult.refused(CommandProblem.CONNECTION_CLOSED))
        else:
            self._commands.put((command, fut))
        return fut

    # ---------------------------------------------------------------- rules
    # Our extension (get_rules / set_rules): the rules a boinc-core on that host evaluates.
    # Each call takes a connection of its own on a thread of its own, so the editor's
    # reads and writes neither wait behind nor delay the polls. A real BOINC client
    # answers GuiRpcUnsupported.

    def get_rules(self) -> Future[RulesInfo]:
        """The host's rules file and what its rules do now; the future raises ``GuiRpcError``."""
        return self._rules_call(lambda rpc: rpc.get_rules())

    def set_rules(self, rules_xml: str) -> Future[None]:
        """Replace the host's rules file; the future raises ``GuiRpcError`` with the host's refusal."""
        return self._rules_call(lambda rpc: rpc.set_rules(rules_xml))

    def _rules_call(self, fn: Callable[[GuiRpcClient], _T]) -> Future[_T]:
        fut: Future[_T] = Future()
        with self._lock:
            password = self._password
        timeout_s = self._rpc.timeout_s

        def work() -> None:
            rpc = GuiRpcClient(self.host, self.port, password, timeout_s=timeout_s, backoff_s=0.0, max_backoff_s=0.0,
                               connector=self._connector)
            try:
                rpc.connect()
                fut.set_result(fn(rpc))
            except (GuiRpcError, OSError) as exc:
                fut.set_exception(exc)
            finally:
                rpc.close()

        threading.Thread(target=work, name=f"rules {self.host}:{self.port}", daemon=True).start()
        return fut

    # --------------------------------------------------------------- health
    def set_password(self, password: str) -> None:
        """Use ``password`` from the next connection on, and connect again at once."""
        with self._lock:
            self._password = password
        self.reconnect_now()

    def _pinned(self, fingerprint: str) -> None:
        # Trust on first use: the first certificate seen is the one kept (the health tells the manager).
        log.info("GUI RPC %s:%d: TLS certificate pinned at first use: SHA-256 %s", self.host, self.port, fingerprint)
        self._set_health(tls_fingerprint=fingerprint)

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
            self._results_due = True  # a command may change any task: read them all next
            if not fut.done():
                fut.set_result(result)
            next_poll = 0.0  # show the command's effect at once
        self._rpc.close()
        if isinstance(self._connector, SshTunnel):
            self._connector.close()  # the SSH login itself, which outlives each GUI RPC channel

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
        self._results_due = True
        self._notices_restart = True  # another connection may be another client run: read all again
        self._set_health(connected=True, error="", problem=None, problem_facts=(), retry_at=0.0,
                         last_contact=time.time())
        return True

    def _connection_failed(self, exc: BaseException) -> None:
        self._rpc.close()
        self._next_connect = time.monotonic() + self._backoff
        retry_at = time.time() + self._backoff
        self._backoff = min(self._backoff * 2, self._max_backoff)
        problem, facts = connection_problem(exc, bool(self._password))
        words = problem.words(facts)
        log.info("GUI RPC %s:%d: %s", self.host, self.port, words)
        self._set_health(connected=False, error=words, problem=problem, problem_facts=facts, retry_at=retry_at,
                         latency_s=None)

    def _poll_once(self) -> None:
        if not self._ensure_connected():
            return
        try:
            snap = self._read_snapshot()
        except (GuiRpcError, OSError) as exc:
            self._connection_failed(exc)
            return
        self._hub.publish(snap)

    def _read_state(self) -> None:
        reply = self._rpc.call("<get_state/>")
        cs = reply.find("client_state")
        if cs is None:
            if not text(reply, "error"):
                raise GuiRpcProtocolError("get_state: reply has no <client_state>")
            raise GuiRpcError(text(reply, "error"))
        self._state = ClientStateInfo.parse(cs, results=False)  # tasks come from get_results
        url = ""
        for child in cs:  # workunits follow their project, like apps
            if child.tag == "project":
                url = text(child, "master_url")
            elif child.tag == "workunit":
                self._wu_app[(url, text(child, "name"))] = text(child, "app_name")
                sub = text(child, "sub_appname")
                if sub:
                    self._wu_sub[(url, text(child, "name"))] = sub
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
        transfers = self._rpc.get_file_transfers()
        # Marked: the window translates the marked fragments into its language (boinc_gui/i18n.py).
        messages = self._rpc.get_messages(self._msg_seen, translatable=True)
        if messages:
            self._msg_seen = max(m.seqno for m in messages)
        results, running = self._read_results(t0, cc, projects, transfers, bool(messages))
        if (
            any(
                (r.project_url, r.wu_name) not in self._wu_app
                for r in (results if running is None else running.values())
            )
            and t0 - self._state_read_at > _STATE_MIN_GAP_S
        ):
            self._read_state()
        notices, refreshed = self._read_notices()
        now = time.time()
        self._set_health(connected=True, latency_s=latency, last_contact=now, error="", problem=None,
                         problem_facts=(), retry_at=0.0)
        snap = self._build(cc, projects, results, running, transfers, messages, now)
        return replace(snap, notices=notices, notices_refreshed=refreshed)

    def _read_results(self, t0: float, cc: CcStatusInfo, projects: list[ProjectInfo], transfers: list[TransferInfo],
                      news: bool) -> tuple[list[ResultInfo], dict[tuple[str, str], ResultInfo] | None]:
        """Every task, asking only for those with a process when nothing hints that another changed.

        Returns the last full read and, when only the running tasks were read, their records
        by (project URL, name); None when ``results`` is a full read of this poll.

        A host with thousands of tasks would send them all every second while only the
        running ones change. Between full reads (every ``all_tasks_every_s``) only
        ``get_results`` with ``active_only`` is asked, and its records replace those of the
        last full read. Anything that may have moved another task reads them all at once:
        a new event-log line (the client logs starts, ends, uploads, reports), a task that
        started or left its process, a change in the projects, in the set of transfers or
        in what suspends work, a command sent, a new connection.
        """
        hints = (projects, frozenset((t.project_url, t.name, t.is_upload) for t in transfers),
                 (cc.task_suspend_reason, cc.network_suspend_reason, cc.gpu_suspend_reason, cc.task_mode,
                  cc.network_mode, cc.gpu_mode))
        due = (self._results_due or news or hints != self._result_hints
               or t0 - self._all_results_at >= self.all_tasks_every_s)
        self._result_hints = hints
        if not due:
            active = {(r.project_url, r.name): r for r in self._rpc.get_results(active_only=True)}
            if active.keys() == self._active_keys:
                return self._all_results, active
        results = self._rpc.get_results()
        self._all_results, self._all_results_at, self._results_due = results, t0, False
        self._active_keys = {(r.project_url, r.name) for r in results if r.has_active_task}
        return results, None

    def _read_notices(self) -> tuple[tuple[NoticeRow, ...], bool]:
        """New notices, or the whole list (True) after a reconnect or the host's refresh (seqno -1)."""
        refreshed = self._notices_restart
        got = self._rpc.get_notices(0 if refreshed else self._notice_seen, public=not self._password)
        self._notices_restart = False
        for i in range(len(got) - 1, -1, -1):
            if got[i].seqno == -1:
                got, refreshed = got[i + 1:], True
                break
        if refreshed:
            self._notice_seen = 0
        if got:
            self._notice_seen = max(self._notice_seen, *(n.seqno for n in got))
        rows = tuple(NoticeRow(n.seqno, n.create_time, n.title, n.description, n.project_name) for n in got)
        return rows, refreshed

    def _build(self, cc: CcStatusInfo, projects: list[ProjectInfo], results: list[ResultInfo],
               running: dict[tuple[str, str], ResultInfo] | None, transfers: list[TransferInfo],
               messages: list[Any], now: float) -> ClientSnapshot:
        prev = self._hub.latest
        act = activity_from(cc, now)
        names = {p.master_url: p.project_name or p.master_url for p in projects}
        total_share = sum(p.resource_share for p in projects)
        app_names = self._state.app_names if self._state else {}
        # A task whose record is the very object of the last poll (client.get_results reuses
        # unchanged ones) keeps its row while the things a row also reads stay the same.
        # what task_row reads
        context = (names, act.task_suspend_reason, act.network_suspend_reason, self._state_read_at)

        def make_row(r: ResultInfo) -> TaskRow:
            sub = self._wu_sub.get((r.project_url, r.wu_name), "")
            if sub:  # BOINC Manager shows a job's sub-app name alone, without version or plan class
                return task_row(r, names, sub, act, (sub, "", ""))
            app = self._wu_app.get((r.project_url, r.wu_name), "")
            friendly = app_names.get((r.project_url, app), "") or app
            if not friendly:
                return task_row(r, names, "", act)
            version = version_text(r.version_num)
            return task_row(
                r, names, app_words(friendly, version, r.plan_class), act, (friendly, version, r.plan_class)
            )

        index = self._task_index
        if running is not None and prev is not None and context == self._task_context \
                and len(prev.tasks) == len(index) and running.keys() <= index.keys():
            # Only the running tasks were read: their rows change in place, the others are
            # the previous snapshot's (the work is the running tasks', not the host's 1,000).
            listed = list(prev.tasks)
            for key, r in running.items():
                before = self._task_rows[key]
                if before[0] is not r:
                    row = make_row(r)
                    old = listed[index[key]]
                    listed[index[key]] = row = old if row == old else row
                    self._task_rows[key] = (r, row)
            tasks = tuple(listed)
        else:
            if running is not None:
                results = [running.get((r.project_url, r.name), r) for r in results]
            known = self._task_rows if context == self._task_context else {}
            rows: dict[tuple[str, str], tuple[ResultInfo, TaskRow]] = {}
            fresh = []
            for r in results:
                key = (r.project_url, r.name)
                had = known.get(key)
                row = had[1] if had is not None and had[0] is r else make_row(r)
                rows[key] = (r, row)
                fresh.append(row)
            self._task_rows, self._task_context = rows, context
            tasks = reuse_rows(fresh, prev.tasks if prev else (), lambda row: row.key)
            self._task_index = {(r.project_url, r.name): i for i, r in enumerate(results)}
        hi = self._state.host if self._state else HostInfoView()
        host = HostSummary(name=hi.domain_name or self.host, ncpus=hi.p_ncpus, usable_cpus=hi.p_ncpus,
                           flops_per_cpu=hi.p_fpops, memory_bytes=hi.m_nbytes,
                           os_name=f"{hi.os_name} {hi.os_version}".strip(), gpus=gpu_summaries(hi.coprocs))
        self._seq += 1
        snap = ClientSnapshot(
            seq=self._seq, time=now,
            host=prev.host if prev is not None and prev.host == host else host, activity=act,
            projects=reuse_rows([project_row(p, total_share, now) for p in projects], prev.projects if prev else (),
                            lambda row: row.url),
            tasks=tasks,
            transfers=reuse_rows([transfer_row(t, names, act, now) for t in transfers],
                             prev.transfers if prev else (), lambda row: row.key),
            disk=None,
            messages=tuple(MessageRow(m.seqno, float(m.time), m.project,
                                      MessagePriority(m.priority) if m.priority in (1, 2, 3, 4)
                                      else MessagePriority.INFO, m.body, kind_of_words(m.body)) for m in messages),
            notices=(), stats=(),
        )
        return ClientSnapshot(**{**{f: getattr(snap, f) for f in ClientSnapshot.__dataclass_fields__},
                                 "changes": changes_between(prev, snap)})

    # ------------------------------------------------------------- commands
    def _execute(self, c: Command) -> CommandResult:
        if not self._ensure_connected():
            health = self.health()
            if health.problem is None:  # no attempt failed yet: still a kind, never English for a window to show
                return CommandResult.refused(CommandProblem.HOST_UNREACHABLE, self.capabilities.label,
                                             ConnectionProblem.NOT_CONNECTED.words(),
                                             connection=ConnectionProblem.NOT_CONNECTED)
            return CommandResult.refused(CommandProblem.HOST_UNREACHABLE, self.capabilities.label,
                                         health.error or health.problem.words(health.problem_facts),
                                         connection=health.problem, connection_facts=health.problem_facts)
        try:
            self._send(c)
        except GuiRpcError as exc:
            kind, facts = connection_problem(exc, bool(self._password))
            if isinstance(exc, (GuiRpcConnectionError, GuiRpcAuthError)):
                self._connection_failed(exc)
                return CommandResult.refused(CommandProblem.HOST_UNREACHABLE, self.capabilities.label,
                                             kind.words(facts), connection=kind, connection_facts=facts)
            return CommandResult.refused(CommandProblem.HOST_REFUSED, str(exc), connection=kind, connection_facts=facts)
        except OSError as exc:
            self._connection_failed(exc)
            kind, facts = connection_problem(exc)
            return CommandResult.refused(CommandProblem.HOST_UNREACHABLE, self.capabilities.label, kind.words(facts),
                                         connection=kind, connection_facts=facts)
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
            rpc.set_run_mode(c.mode, c.duration_s, c.reason)
        elif isinstance(c, SetNetworkMode):
            rpc.set_network_mode(c.mode, c.duration_s, c.reason)
        elif isinstance(c, SetGpuMode):
            rpc.set_gpu_mode(c.mode, c.duration_s, c.reason)
        elif isinstance(c, ExcludeGpu):  # as the window's own client does it, over GUI RPC's file ops
            rpc.set_cc_config(add_gpu_exclusion(rpc.get_cc_config(), str(c.url), c.device_num, c.rsc_type, c.app))
            rpc.simple("read_cc_config")
        elif isinstance(c, Snooze):
            # BOINC Manager's snooze: a temporary NEVER for both; RESTORE ends it early.
            if c.duration_s is not None and c.duration_s <= 0:
                rpc.set_run_mode(RunMode.RESTORE)
                rpc.set_network_mode(RunMode.RESTORE)
            else:
                rpc.set_run_mode(RunMode.NEVER, c.duration_s or 0.0, c.reason)
                rpc.set_network_mode(RunMode.NEVER, c.duration_s or 0.0, c.reason)
        elif isinstance(c, SoftStop):
            rpc.soft_stop(c.reason)
        elif isinstance(c, Attach):
            rpc.project_attach(c.url.strip(), c.authenticator.strip())
        elif isinstance(c, SetPrefs):
            rpc.set_global_prefs_override(prefs_to_xml(c.prefs, c.day_prefs))
            rpc.simple("read_global_prefs_override")
        elif type(c) in OP_OF_COMMAND:  # Quit, RunBenchmarks, ...: as GUI RPC's server reads them
            rpc.simple(OP_OF_COMMAND[type(c)])
        else:
            raise GuiRpcError(f"{type(c).__name__} is not supported over GUI RPC")

    def _fail_pending(self, problem: CommandProblem) -> None:
        while True:
            try:
                item = self._commands.get_nowait()
            except queue.Empty:
                return
            if item is not None and not item[1].done():
                item[1].set_result(CommandResult.refused(problem))
