"""GUI RPC for the live client: the server's backend, fed from the engine thread.

Every reply reflects the client as it was when the request arrived (as BOINC's
single-threaded client does), yet an unwatched client pays nothing: the engine
thread makes a ``GuiRpcSnapshot`` (with its own copy of the state) only when the
server asks for one, at the end of an engine pass that began after the request,
and one snapshot serves every request that was waiting for it. The last snapshot
is reused as long as no engine pass has begun and no command was posted since it
was made, since only those change the session. The config files a snapshot shows
are re-read only when they change on disk.
Commands from boinccmd, boinctui or BOINC Manager arrive as the client's own commands
(core.api.commands, built by core/guirpc/ops.py), applied by the one interpreter
(core.engine.commands).
"""
from __future__ import annotations

import copy
import dataclasses
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.api.commands import Command, Tell
from core.client.live import LiveClient
from core.client.session import LiveSession
from core.engine.gpu_status import gpu_suspend_reason, gpu_suspend_words
from core.engine.task_resources import resources_text
from core.errors import XmlInputError
from core.guirpc import backend as g
from core.guirpc.server import GuiRpcServer
from core.persist.cc_config import ProxyInfo
from core.policy.gpu_assign import gpu_missing
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, read_capped

EMPTY_PASSWORD_ALERT = ("GUI RPC password is empty (gui_rpc_auth.cfg): any user of this computer can control "
                        "this client. Put a password in the file to prevent that.")
REMOTE_REFUSED_ALERT = ("Remote GUI RPC access refused: gui_rpc_auth.cfg sets no password, so other computers "
                        "could control this client without one. Put a password in the file and restart to "
                        "allow them.")
# A file changed again within the timestamp granularity after we read it could keep its
# size and times; until a read happens this long after its last change, read it again.
RACY_MTIME_S = 2.0


def _read(path: Path) -> str | None:
    # Capped like the config readers, and never a FIFO: the engine thread reads these.
    try:
        return read_capped(path, MAX_CONFIG_FILE_BYTES).decode("utf-8", errors="replace")
    except (OSError, XmlInputError):
        return None


_FileKey = tuple[int, int, int, int, int]  # device, inode, size, mtime ns, ctime ns


@dataclass(slots=True)
class _Cached:
    key: _FileKey | None
    read_at: float  # wall clock, comparable with st_mtime
    mtime: float
    text: str | None


def _file_key(path: Path) -> _FileKey | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


class FileTexts:
    """The raw text of the files a snapshot shows, re-read only when a file changes.

    Engine thread only. ``reads`` counts the files actually read.
    """

    def __init__(self) -> None:
        self._cache: dict[Path, _Cached] = {}
        self.reads = 0

    def text(self, path: Path) -> str | None:
        try:
            st = os.stat(path)
        except OSError:
            self._cache.pop(path, None)
            return None
        key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        hit = self._cache.get(path)
        if hit is not None and hit.key == key and self._settled(hit):
            return hit.text
        read_at = time.time()
        text = _read(path)
        self.reads += 1
        self._cache[path] = _Cached(key, read_at, st.st_mtime, text)
        return text

    def stamp(self, paths: tuple[Path, ...]) -> tuple[_FileKey | None, ...] | None:
        """What ``paths`` looked like when last read (None: absent), or None when a read
        came too soon after a change for the file's times to tell a later change."""
        out: list[_FileKey | None] = []
        for path in paths:
            hit = self._cache.get(path)
            if hit is not None and not self._settled(hit):
                return None
            out.append(hit.key if hit is not None else None)
        return tuple(out)

    @staticmethod
    def _settled(hit: _Cached) -> bool:
        return hit.read_at - hit.mtime > RACY_MTIME_S


@dataclass(frozen=True, slots=True)
class _Waiter:
    ready: Callable[[g.GuiRpcSnapshot], None]
    since_pass: int  # LiveClient.passes when the request came; served by a later pass


class LiveGuiRpcBackend:
    def __init__(self, client: LiveClient) -> None:
        self.client = client
        self._lock = threading.Lock()
        self._snapshot = g.GuiRpcSnapshot()
        self._made_in = -1  # the engine pass at whose end _snapshot was made; -1: not current
        self._posted_in = -1  # LiveClient.passes just after the last command was posted
        dd = client.session.dd
        self._file_paths = (dd.global_prefs_override, dd.global_prefs, dd.cc_config)
        self._file_stamp: tuple[_FileKey | None, ...] | None = None  # the files as _snapshot shows them
        self._waiters: list[_Waiter] = []
        self.files = FileTexts()
        self.builds = 0  # snapshots made (engine thread)
        client.after_pass.append(self._after_pass)

    # ---- server side (any thread) ----

    def snapshot(self) -> g.GuiRpcSnapshot:
        with self._lock:
            return self._snapshot

    def fresh_snapshot(self, ready: Callable[[g.GuiRpcSnapshot], None]) -> g.GuiRpcSnapshot | None:
        # Other programs may change the files the snapshot shows while the engine sleeps.
        files_now = tuple(_file_key(p) for p in self._file_paths)
        with self._lock:
            passes = self.client.passes
            current = self._made_in == passes and self._file_stamp == files_now
            if current or not self.client.running:
                return self._snapshot
            self._waiters.append(_Waiter(ready, passes))
        self.client.wake()
        return None

    def post(self, command: Command) -> None:
        self.client.submit(command)  # GUI RPC's ops build the client's own commands (core.engine.commands applies them)
        with self._lock:
            # Until the engine has applied it, the last snapshot no longer answers for "now";
            # a pass that began after this point applies it (passes is read after the queueing).
            self._posted_in = self.client.passes
            self._made_in = -1

    # ---- rules (our extension: get_rules / set_rules; server thread) ----

    def rules_info(self) -> g.RulesInfo:
        return self.client.get_rules().result()

    def replace_rules(self, text: str) -> None:
        self.client.set_rules(text).result()  # raises the refusal (RuleError) or OSError
        with self._lock:
            self._made_in = -1  # cc_status may change with the new rules

    # ---- engine thread ----

    def _after_pass(self, s: LiveSession, now: float) -> None:
        passes = self.client.passes
        with self._lock:
            # A request that came during this pass may follow a command posted after this
            # pass applied its commands: it waits for the next pass (its wake() made one due).
            due = [w for w in self._waiters if w.since_pass < passes]
            if not due:
                return
            self._waiters = [w for w in self._waiters if w.since_pass >= passes]
            snap = self._snapshot
        try:
            snap = build_gui_rpc_snapshot(s, now, self.client.gui_proxy, self.files)
            am = self.client.acct_mgr.view()
            snap = dataclasses.replace(snap, acct_mgr_url=am.url, acct_mgr_name=am.name,
                                       acct_mgr_have_credentials=am.have_credentials,
                                       acct_mgr_error_num=am.error_num, acct_mgr_messages=am.messages)
            self.builds += 1
            stamp = self.files.stamp(self._file_paths)
            with self._lock:
                self._snapshot = snap
                self._file_stamp = stamp
                if self._posted_in < passes:
                    self._made_in = passes
        finally:  # even when the build failed, nobody may wait for ever
            for w in due:
                w.ready(snap)



def build_gui_rpc_snapshot(s: LiveSession, now: float, gui_proxy: ProxyInfo | None = None,
                           files: FileTexts | None = None) -> g.GuiRpcSnapshot:
    h = s.host
    read = files.text if files is not None else _read  # FileTexts: once per change, not per snapshot
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

    def mode(setting_mode: object, perm: object, until: float, reason: int, words: str) -> g.ModeState:
        return g.ModeState(setting_mode, perm, max(0.0, until - now) if until > now else 0.0, reason,  # type: ignore[arg-type]
                           words if reason else "")

    gpu = s.state.modes.gpu
    gpu_reason, gpu_words = gpu_suspend_reason(s.state, now), gpu_suspend_words(s.state, now)
    cc = g.CcStatus(
        network_status=0 if statuses else 2,
        task=mode(h.run_mode.current(now), h.run_mode.perm, h.run_mode.until, int(h.task_reason), h.suspend_words(now)),
        network=mode(h.network_mode.current(now), h.network_mode.perm, h.network_mode.until, int(h.network_reason),
                     h.suspend_words(now, network=True)),
        gpu=mode(gpu.current(now), gpu.perm, gpu.until, int(gpu_reason), gpu_words),
    )
    extras = {}
    schedule = s.engine.status.schedule
    edf = schedule.deadline_misses if schedule is not None else frozenset()
    for key in s.state.active_tasks:
        info = s.executor.task_info(key)
        pid = int(getattr(info, "pid", 0) or 0) if info is not None else 0
        r = s.state.results.get(key)
        remaining = s.engine.estimator.remaining_s(s.state, r) if r is not None else -1.0
        extras[key] = g.TaskExtras(pid=pid, estimated_remaining_s=remaining, edf_scheduled=key in edf,
                                   resources=resources_text(s.state, r) if r is not None else "",
                                   coproc_missing=r is not None and bool(gpu_missing(s.state, r)))
    for key, r in s.state.results.items():  # a waiting GPU or multi-CPU task says what it will use, as BOINC's
        if key not in extras and (words := resources_text(s.state, r)):
            missing = not r.is_finished and bool(gpu_missing(s.state, r))
            extras[key] = g.TaskExtras(resources=words, coproc_missing=missing)
    return g.GuiRpcSnapshot(
        now=now, state=state, cc_status=cc, messages=messages, notices=notices, transfers=tuple(transfers),
        disk_usage=disk, task_extras=extras, old_results=s.old_results.current(now),
        global_prefs_override=read(s.dd.global_prefs_override), global_prefs_file=read(s.dd.global_prefs),
        cc_config=read(s.dd.cc_config), executing_as_daemon=False,
        timezone_s=-time.timezone, data_dir=str(s.dd.root), gui_proxy=copy.copy(gui_proxy),
    )


def start_gui_rpc(client: LiveClient, port: int, *, allow_remote: bool = False) -> GuiRpcServer:
    """Start the GUI RPC server for ``client`` (which must be open).

    With an empty password (as BOINC) local tools need none, and the user is alerted;
    unlike BOINC, remote access is then refused, since anyone on the network could
    otherwise control the client.
    """
    backend = LiveGuiRpcBackend(client)
    s = client.session
    server = GuiRpcServer(
        backend,
        s.password,
        port=port,
        allow_remote=allow_remote or s.cc.options.allow_remote_gui_rpc,
        data_dir=s.dd.root,
    )
    server.start()
    if not s.password:
        alerts = [EMPTY_PASSWORD_ALERT] + ([REMOTE_REFUSED_ALERT] if server.remote_refused else [])
        for alert in alerts:
            client.submit(Tell(alert, alert=True))
    return server


__all__ = ["FileTexts", "LiveGuiRpcBackend", "build_gui_rpc_snapshot", "start_gui_rpc"]
