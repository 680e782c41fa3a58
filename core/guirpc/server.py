"""The GUI RPC server: BOINC's TCP protocol on port 31416, in its own thread.

One ``selectors`` loop serves every connection (like the real client's select
loop) on a thread of its own, so the engine never waits for it; replies are
built from the backend's immutable snapshot and control ops only post
commands. Framing (gui-rpc.md 1.2): bytes accumulate until the first 0x03; the
text before it is the request and anything after it in the buffer is dropped;
a buffer that reaches ``max_request_bytes`` without a terminator closes the
connection. Replies are ``<boinc_gui_rpc_reply>`` envelopes ending in 0x03.

Who may connect (2.3): 127.0.0.1 and ::1; anyone when ``allow_remote``; or an
address listed in ``remote_hosts`` or in ``remote_hosts.cfg`` of ``data_dir``
(re-read on every non-local connection, as BOINC does). Others are closed at
once. Limits: connection count, request size, idle time.
"""
from __future__ import annotations

import logging
import selectors
import socket
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from core.guirpc import ops
from core.guirpc.backend import Command, GuiRpcBackend, GuiRpcSnapshot
from core.guirpc.password import read_remote_hosts
from core.guirpc.request import parse_request

log = logging.getLogger(__name__)

GUI_RPC_PORT = 31416
REPLY_HEAD = b"<boinc_gui_rpc_reply>\n"
REPLY_TAIL = b"</boinc_gui_rpc_reply>\n\x03"
_LOCAL = ("127.0.0.1", "::1")
# Replies to these ops depend only on the snapshot, so one rendering per snapshot serves
# every connection (50 managers polling get_state cost one rendering a second).
_CACHEABLE = frozenset({
    "get_state", "get_project_status", "get_cc_status", "get_file_transfers", "get_host_info",
    "get_disk_usage", "get_statistics", "get_simple_gui_info", "get_message_count",
    "get_daily_xfer_history", "get_old_results",
})


@dataclass(slots=True)
class _Conn:
    sock: socket.socket
    peer: str
    session: ops.Session
    inbuf: bytearray = field(default_factory=bytearray)
    outbuf: bytearray = field(default_factory=bytearray)
    sent: int = 0  # bytes of outbuf already sent (trimming a 10 MB buffer per send is quadratic)
    close_after_send: bool = False
    last_active: float = 0.0


class GuiRpcServer:
    """Serve GUI RPC for ``backend``.

    ``host`` None binds 127.0.0.1, or 0.0.0.0 when remote access is allowed (as
    BOINC). ``port`` 0 picks a free port (see ``port`` after ``start``).
    Thread-safe to ``start``/``stop`` from any thread; never calls into the
    engine except ``backend.snapshot()`` and ``backend.post()``.
    """

    def __init__(
        self,
        backend: GuiRpcBackend,
        password: str,
        host: str | None = None,
        port: int = GUI_RPC_PORT,
        allow_remote: bool = False,
        remote_hosts: Iterable[str] = (),
        data_dir: Path | str | None = None,
        max_connections: int = 128,
        max_request_bytes: int = 100_000,
        idle_timeout_s: float = 600.0,
    ) -> None:
        self.backend = backend
        self.password = password
        self.allow_remote = allow_remote
        self.remote_hosts = set(remote_hosts)
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.max_connections = max_connections
        self.max_request_bytes = max_request_bytes
        self.idle_timeout_s = idle_timeout_s
        if host is None:
            remote = allow_remote or bool(self.remote_hosts) or bool(self._file_hosts())
            host = "0.0.0.0" if remote else "127.0.0.1"
        self.host = host
        self.port = port
        self.requests_served = 0
        self.connections_refused = 0
        self._sel = selectors.DefaultSelector()
        self._conns: dict[int, _Conn] = {}
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._wake_r, self._wake_w = socket.socketpair()
        self._cache: dict[str, tuple[GuiRpcSnapshot, bytes]] = {}

    # ---- lifecycle ----

    def start(self) -> None:
        """Bind, listen and serve on a daemon thread. Raises OSError if the port is taken."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
            sock.listen(999)
        except OSError:
            sock.close()
            raise
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        self._listener = sock
        self._sel.register(sock, selectors.EVENT_READ, "listen")
        self._wake_r.setblocking(False)
        self._sel.register(self._wake_r, selectors.EVENT_READ, "wake")
        self._thread = threading.Thread(target=self._run, name="gui-rpc-server", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Close every connection and the listener; waits for the thread."""
        self._stop.set()
        try:
            self._wake_w.send(b"x")
        except OSError:
            pass
        if self._thread is not None:
            self._thread.join(5)
        for conn in list(self._conns.values()):
            self._close(conn)
        if self._listener is not None:
            self._listener.close()
        self._sel.close()
        self._wake_r.close()
        self._wake_w.close()

    def __enter__(self) -> GuiRpcServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def connection_count(self) -> int:
        return len(self._conns)

    # ---- loop ----

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                events = self._sel.select(timeout=min(1.0, self.idle_timeout_s / 2))
            except OSError:
                break
            for key, mask in events:
                if key.data == "listen":
                    self._accept()
                elif key.data == "wake":
                    self._wake_r.recv(64)
                else:
                    conn = self._conns.get(key.fd)
                    if conn is None:
                        continue
                    try:
                        if mask & selectors.EVENT_WRITE:
                            self._send(conn)
                        elif mask & selectors.EVENT_READ:
                            self._recv(conn)
                    except Exception:  # one bad connection must never stop the server
                        log.exception("GUI RPC connection from %s failed", conn.peer)
                        self._close(conn)
            self._expire_idle()

    def _file_hosts(self) -> set[str]:
        return read_remote_hosts(self.data_dir) if self.data_dir is not None else set()

    def _allowed(self, ip: str) -> bool:
        if ip in _LOCAL or self.allow_remote or ip in self.remote_hosts:
            return True
        return ip in self._file_hosts()

    def _accept(self) -> None:
        assert self._listener is not None
        try:
            sock, addr = self._listener.accept()
        except OSError:
            return
        ip = str(addr[0])
        if len(self._conns) >= self.max_connections or not self._allowed(ip):
            self.connections_refused += 1
            log.info("GUI RPC: refused connection from %s", ip)
            sock.close()
            return
        sock.setblocking(False)
        conn = _Conn(sock, ip, ops.Session(self.password, is_local=ip in _LOCAL), last_active=time.monotonic())
        self._conns[sock.fileno()] = conn
        self._sel.register(sock, selectors.EVENT_READ, "conn")

    def _close(self, conn: _Conn) -> None:
        fd = conn.sock.fileno()
        self._conns.pop(fd, None)
        if fd >= 0:
            try:
                self._sel.unregister(conn.sock)
            except (KeyError, ValueError, OSError):
                pass
        conn.sock.close()

    def _expire_idle(self) -> None:
        cutoff = time.monotonic() - self.idle_timeout_s
        for conn in [c for c in self._conns.values() if c.last_active < cutoff]:
            self._close(conn)

    def _recv(self, conn: _Conn) -> None:
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._close(conn)
            return
        if not data:
            self._close(conn)
            return
        conn.last_active = time.monotonic()
        room = self.max_request_bytes - len(conn.inbuf)
        conn.inbuf += data[:room]
        end = conn.inbuf.find(b"\x03")
        if end < 0:
            if len(conn.inbuf) >= self.max_request_bytes:
                log.info("GUI RPC: request from %s over %d bytes; closing", conn.peer, self.max_request_bytes)
                self._close(conn)
            elif bytes(conn.inbuf[:4]) in (b"GET ", b"POST", b"OPTI"):
                # HTTP mode is not offered; answer as the real client does for GET.
                conn.outbuf += b"HTTP/1.0 403 Access denied\r\n\r\n"
                conn.close_after_send = True
                self._send(conn)
            return
        request = bytes(conn.inbuf[:end])
        conn.inbuf.clear()  # bytes after the terminator are dropped: no pipelining
        body, close = self._answer(request, conn)
        conn.outbuf += REPLY_HEAD + body + REPLY_TAIL
        conn.close_after_send = close
        self.requests_served += 1
        self._send(conn)

    def _answer(self, data: bytes, conn: _Conn) -> tuple[bytes, bool]:
        req = parse_request(data)
        op = req.op
        allowed_now = conn.session.authorized or conn.session.is_local
        if op in _CACHEABLE and allowed_now and req.op_raw and "<auth" not in req.text:
            snap = self.backend.snapshot()
            hit = self._cache.get(op)
            if hit is not None and hit[0] is snap:
                return hit[1], False
            text, close = ops.handle(req, _Fixed(snap), conn.session)
            body = text.encode("utf-8")
            self._cache[op] = (snap, body)
            return body, close
        text, close = ops.handle(req, self.backend, conn.session)
        return text.encode("utf-8"), close

    def _send(self, conn: _Conn) -> None:
        try:
            with memoryview(conn.outbuf) as view:
                conn.sent += conn.sock.send(view[conn.sent:])
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self._close(conn)
            return
        if conn.sent >= len(conn.outbuf):
            conn.outbuf.clear()
            conn.sent = 0
        conn.last_active = time.monotonic()
        if conn.outbuf:
            self._sel.modify(conn.sock, selectors.EVENT_WRITE, "conn")
        elif conn.close_after_send:
            self._close(conn)
        else:
            self._sel.modify(conn.sock, selectors.EVENT_READ, "conn")


class _Fixed:
    """A backend view pinned to one snapshot (so a cached reply matches its snapshot)."""

    def __init__(self, snap: GuiRpcSnapshot) -> None:
        self._snap = snap

    def snapshot(self) -> GuiRpcSnapshot:
        return self._snap

    def post(self, command: Command) -> None:  # cacheable ops never post
        raise RuntimeError("read-only view")
