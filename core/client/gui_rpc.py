"""GUI RPC for the live client: the server's backend, fed from the engine thread.

The engine thread publishes a ``GuiRpcSnapshot`` (with its own copy of the state)
once per publish period, but only while someone asked for one in the last
``DEMAND_WINDOW`` seconds, so an unwatched client pays nothing for the server.
Commands from boinccmd, boinctui or BOINC Manager become the manager's own
commands, or engine-thread calls for the ones the manager has no button for.
"""
from __future__ import annotations

import copy
import threading
import time
from pathlib import Path

from core.api.commands import (
    Attach,
    CommandResult,
    ProjectAction,
    SetNetworkMode,
    SetRunMode,
    TaskAction,
    TaskOp,
)
from core.api.commands import ProjectOp as ApiProjectOp
from core.api.commands import Quit
from core.client.live import EngineCall, LiveClient
from core.client.session import LiveSession
from core.eventlog.log import MsgPriority
from core.guirpc import backend as g
from core.guirpc.server import GuiRpcServer
from core.ids import FileName, ResultName
from core.persist.atomic import write_atomic
from core.persist.cc_config import ProxyInfo, read_cc_config
from core.persist.prefs_file import read_global_prefs

DEMAND_WINDOW = 30.0

_PROJECT_OPS = {
    "update": ProjectAction.UPDATE, "suspend": ProjectAction.SUSPEND, "resume": ProjectAction.RESUME,
    "nomorework": ProjectAction.NO_MORE_WORK, "allowmorework": ProjectAction.ALLOW_MORE_WORK,
    "reset": ProjectAction.RESET, "detach": ProjectAction.DETACH,
}


def _read(path: Path) -> str | None:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return None


class LiveGuiRpcBackend:
    def __init__(self, client: LiveClient) -> None:
        self.client = client
        self._lock = threading.Lock()
        self._snapshot = g.GuiRpcSnapshot()
        self._wanted_at = time.monotonic()
        client.publishers.append(self._publish)

    # ---- server side (any thread) ----

    def snapshot(self) -> g.GuiRpcSnapshot:
        with self._lock:
            self._wanted_at = time.monotonic()
            return self._snapshot

    def post(self, command: g.Command) -> None:
        c = command
        if isinstance(c, g.SetMode):
            if c.which == "run":
                self.client.submit(SetRunMode(c.mode, c.duration_s))
            elif c.which == "network":
                self.client.submit(SetNetworkMode(c.mode, c.duration_s))
        elif isinstance(c, g.ProjectOp):
            if c.op in _PROJECT_OPS:
                self.client.submit(ApiProjectOp(c.url, _PROJECT_OPS[c.op]))
            elif c.op in ("detach_when_done", "dont_detach_when_done"):
                flag = c.op == "detach_when_done"
                self.client.submit(EngineCall(lambda s, now: _set_detach_when_done(s, c.url, flag)))
        elif isinstance(c, g.ProjectAttach):
            self.client.submit(Attach(str(c.url), c.authenticator))
        elif isinstance(c, g.ResultOp):
            self.client.submit(TaskOp((c.url, ResultName(c.name)), TaskAction(c.op)))
        elif isinstance(c, g.FileTransferOp):
            self.client.submit(EngineCall(lambda s, now: _transfer_op(s, c)))
        elif isinstance(c, g.SetGlobalPrefsOverride):
            self.client.submit(EngineCall(lambda s, now: _write_file(s, s.dd.global_prefs_override, c.xml)))
        elif isinstance(c, g.SetCcConfig):
            self.client.submit(EngineCall(lambda s, now: _write_file(s, s.dd.cc_config, c.xml)))
        elif isinstance(c, g.SetProxySettings):
            self.client.submit(EngineCall(lambda s, now: self.client.set_gui_proxy(c.info)))
        elif isinstance(c, g.Simple):
            if c.op == "quit":
                self.client.submit(Quit())
            elif c.op == "read_global_prefs_override":
                self.client.submit(EngineCall(_reload_prefs))
            elif c.op == "read_cc_config":
                self.client.submit(EngineCall(self._reload_cc_config))
            elif c.op == "run_benchmarks":
                self.client.submit(EngineCall(lambda s, now: _note(s, "CPU benchmarks are not run by this client; "
                                                                  "estimates learn from finished tasks")))

    # ---- engine thread ----

    def _publish(self, s: LiveSession, now: float) -> None:
        if time.monotonic() - self._wanted_at > DEMAND_WINDOW:
            return
        snap = build_gui_rpc_snapshot(s, now, self.client.gui_proxy)
        with self._lock:
            self._snapshot = snap

    def _reload_cc_config(self, s: LiveSession, now: float) -> CommandResult:
        result = _reload_cc_config(s, now)
        self.client.select_proxy()  # cc_config's <proxy_info> may have come, changed or gone
        return result


def build_gui_rpc_snapshot(s: LiveSession, now: float, gui_proxy: ProxyInfo | None = None) -> g.GuiRpcSnapshot:
    h = s.host
    state = copy.deepcopy(s.state)
    messages = tuple(
        g.Message(m.seqno, m.project, m.wire_priority, m.body, int(m.time))
        for m in (s.eventlog.messages_since(0) if s.eventlog else [])
    )
    notices = tuple(
        g.Notice(n.seqno, n.title, n.description, n.create_time, n.arrival_time, n.is_private,
                 n.project_name, n.category, n.link)
        for n in s.notices.notices_since(0)
    )
    statuses = s.transfers.statuses(now)
    transfers = []
    for t in statuses:
        fi = s.state.file_infos.get((t.project_url, t.name))
        transfers.append(g.FileTransfer(
            t.project_url, s.project_name(t.project_url), t.name, t.total_bytes,
            fi.max_nbytes if fi else 0.0, int(fi.status) if fi else 0, t.upload, t.num_retries,
            t.first_request_time, t.next_request_time, t.elapsed_s, t.bytes_done, t.is_active,
            t.bytes_done, t.bytes_done, t.speed_bytes_s,
            (t.total_bytes - t.bytes_done) / t.speed_bytes_s if t.speed_bytes_s > 0 else 0.0,
            t.url, t.project_backoff_s,
        ))
    limits = s.disk.limits
    disk = g.DiskUsage(
        projects=tuple((u, p.disk_usage) for u, p in s.state.projects.items()),
        d_total=limits.disk_total if limits else s.state.host_info.d_total,
        d_free=limits.disk_free if limits else s.state.host_info.d_free,
        d_boinc=limits.core_usage if limits else 0.0,
        d_allowed=limits.total_limit if limits else 0.0,
    )

    def mode(setting_mode: object, perm: object, until: float, reason: int) -> g.ModeState:
        return g.ModeState(setting_mode, perm, max(0.0, until - now) if until > now else 0.0, reason)  # type: ignore[arg-type]

    cc = g.CcStatus(
        network_status=0 if statuses else 2,
        task=mode(h.run_mode.current(now), h.run_mode.perm, h.run_mode.until, int(h.task_reason)),
        network=mode(h.network_mode.current(now), h.network_mode.perm, h.network_mode.until, int(h.network_reason)),
    )
    extras = {}
    for key in s.state.active_tasks:
        info = s.executor.task_info(key)
        pid = int(getattr(info, "pid", 0) or 0) if info is not None else 0
        r = s.state.results.get(key)
        remaining = s.engine.estimator.remaining_s(s.state, r) if r is not None else -1.0
        extras[key] = g.TaskExtras(pid=pid, estimated_remaining_s=remaining)
    return g.GuiRpcSnapshot(
        now=now, state=state, cc_status=cc, messages=messages, notices=notices, transfers=tuple(transfers),
        disk_usage=disk, task_extras=extras,
        global_prefs_override=_read(s.dd.global_prefs_override), global_prefs_file=_read(s.dd.global_prefs),
        cc_config=_read(s.dd.cc_config), executing_as_daemon=False,
        timezone_s=-time.timezone, data_dir=str(s.dd.root), gui_proxy=copy.copy(gui_proxy),
    )


def _note(s: LiveSession, text: str) -> CommandResult:
    s.log("", text)
    return CommandResult(True, text)


def _set_detach_when_done(s: LiveSession, url: object, flag: bool) -> CommandResult:
    p = s.state.projects.get(url)  # type: ignore[call-overload]
    if p is None:
        return CommandResult(False, f"not attached to {url}")
    p.detach_when_done = flag
    p.dont_request_more_work = flag or p.dont_request_more_work
    s.save_soon(urgent=True)
    return CommandResult(True)


def _transfer_op(s: LiveSession, c: g.FileTransferOp) -> CommandResult:
    key = (c.url, FileName(c.filename))
    for upload in (False, True):
        if s.transfers.active(key, upload) or s.transfers.persistent_state(key, upload) is not None:
            if c.op == "retry":
                s.transfers.retry_now(key, upload)
            else:
                s.transfers.abort(key, upload)
            return CommandResult(True)
    return CommandResult(False, f"no transfer of {c.filename}")


def _write_file(s: LiveSession, path: Path, text: str) -> CommandResult:
    if not text.strip():
        path.unlink(missing_ok=True)
    else:
        write_atomic(path, text.encode())
    return CommandResult(True)


def _reload_prefs(s: LiveSession, now: float) -> CommandResult:
    load = read_global_prefs(s.dd, now=now)
    s.state.prefs = load.prefs
    for w in load.warnings:
        s.log("", w, MsgPriority.USER_ALERT)
    s.refresh_availability()
    s.engine.request_reschedule("preferences changed")
    s.disk.check_soon()
    s.log("", "Reading preferences override file")
    return CommandResult(True)


def _reload_cc_config(s: LiveSession, now: float) -> CommandResult:
    if s.dd.cc_config.exists():
        cc, warnings = read_cc_config(s.dd.cc_config)
        s.cc = cc
        if s.eventlog is not None:
            s.eventlog.set_log_flags(cc.log_flags)
        for w in warnings:
            s.log("", w)
    s.log("", "Re-reading cc_config.xml")
    return CommandResult(True)


def start_gui_rpc(client: LiveClient, port: int, *, allow_remote: bool = False) -> GuiRpcServer:
    """Start the GUI RPC server for ``client`` (which must be open)."""
    backend = LiveGuiRpcBackend(client)
    s = client.session
    server = GuiRpcServer(backend, s.password, port=port, allow_remote=allow_remote or s.cc.options.allow_remote_gui_rpc,
                          data_dir=s.dd.root)
    server.start()
    return server


__all__ = ["LiveGuiRpcBackend", "build_gui_rpc_snapshot", "start_gui_rpc"]
