"""The GUI RPC server: BOINC's TCP protocol on port 31416, in its own thread.

One ``selectors`` loop serves every connection (like the real client's select
loop) on a thread of its own, so the engine never waits for it; replies are
built from the backend's immutable snapshot and control ops only post
commands. Framing (gui-rpc.md 1.2): bytes accumulate until the first 0x03; the
text before it is the request and anything after it in the buffer is dropped;
a buffer that reaches ``max_request_bytes`` without a terminator closes the
connection. Replies are ``<boinc_gui_rpc_reply>`` envelopes ending in 0x03.

Freshness: a backend offering ``fresh_snapshot`` (backend.FreshSnapshots) is asked
for a snapshot no older than the requests read in one loop round; while the engine
makes one, those connections wait (unwatched by the loop, which goes on serving the
others), and one snapshot answers them all. Ops in ``ops.SNAPSHOT_FREE`` never wait.

Who may connect (2.3): 127.0.0.1 and ::1; anyone when ``allow_remote``; or an
address listed in ``remote_hosts`` or in ``remote_hosts.cfg`` of ``data_dir``
(re-read on every non-local connection, as BOINC does). Others are closed at
once. With an empty password nobody but 127.0.0.1 and ::1 may connect, whatever
``allow_remote`` says (``remote_refused`` tells the caller to alert the user).

Limits, so that no one holding many connections can shut out a manager:
connections in all and per address; request size; a connection that has not
authenticated must complete each request (and take its reply) within
``request_deadline_s`` of its previous reply or its accept, however many bytes it
trickles; an authenticated one is closed after ``idle_timeout_s`` without a
request or reply progress. A new connection over a limit closes the oldest idle
one in the way (connections that have not authenticated first), and is refused
only when every connection in the way is busy and authenticated.
"""
from __future__ import annotations

import logging
import selectors
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

from core.api.commands import Command
from core.guirpc import ops
from core.guirpc.backend import FreshSnapshots, GuiRpcBackend, GuiRpcSnapshot, RulesFiles
from core.guirpc.password import read_remote_hosts
from core.guirpc.request import Request, parse_request
from core.guirpc.session import Ctx, Handler

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
    # When it last became ready for a request (accept, or its last reply fully sent): an
    # unauthenticated connection's deadline runs from here, and bytes do not extend it.
    ready_at: float = 0.0
    last_active: float = 0.0  # last complete request or reply progress: idle timeout, eviction order
    waiting: bool = False  # a request waits for a fresh snapshot; the socket is out of the selector

    @property
    def busy(self) -> bool:
        return self.waiting or bool(self.outbuf)


@dataclass(slots=True)
class _Batch:
    """Requests read in one loop round, answered together from one fresh snapshot."""

    items: list[tuple[_Conn, Request, Handler]]
    give_up_at: float  # then answer from the latest snapshot rather than wait on


def listening_socket(host: str, port: int, backlog: int) -> socket.socket:
    """A TCP socket listening on ``host:port`` (0: any free port); raises OSError if the port is taken."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(backlog)
    except OSError:
        sock.close()
        raise
    return sock


class Listener:
    """A server started by ``start()`` and ended by ``stop()``, usable in ``with``."""

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class GuiRpcServer(Listener):
    """Serve GUI RPC for ``backend``.

    ``host`` None binds 127.0.0.1, or 0.0.0.0 when remote access is allowed (as
    BOINC) and a password is set. ``port`` 0 picks a free port (see ``port`` after
    ``start``). Thread-safe to ``start``/``stop`` from any thread; never calls into
    the engine except ``backend.snapshot()``, ``backend.fresh_snapshot()`` and
    ``backend.post()``.
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
        max_per_address: int = 32,
        request_deadline_s: float = 30.0,
        fresh_wait_s: float = 10.0,
    ) -> None:
        self.backend = backend
        self._fresh = backend.fresh_snapshot if isinstance(backend, FreshSnapshots) else None
        self._rules = backend if isinstance(backend, RulesFiles) else None  # get_rules / set_rules
        self.password = password
        self.allow_remote = allow_remote
        self.remote_hosts = set(remote_hosts)
        self.data_dir = Path(data_dir) if data_dir is not None else None
        self.max_connections = max_connections
        self.max_per_address = max(1, min(max_per_address, max_connections))
        self.max_request_bytes = max_request_bytes
        self.idle_timeout_s = idle_timeout_s
        self.request_deadline_s = request_deadline_s
        self.fresh_wait_s = fresh_wait_s
        wants_remote = allow_remote or bool(self.remote_hosts) or bool(self._file_hosts())
        # Without a password, anyone who can reach the port could control the client.
        self.remote_refused = wants_remote and not password
        if self.remote_refused:
            log.warning("GUI RPC: no password in gui_rpc_auth.cfg; remote access refused")
        if host is None:
            host = "0.0.0.0" if wants_remote and password else "127.0.0.1"
        self.host = host
        self.port = port
        self.requests_served = 0
        self.connections_refused = 0
        self.connections_evicted = 0  # closed to make room for a new one
        self.connections_expired = 0  # closed by the request deadline or the idle timeout
        self.stale_answers = 0  # requests answered from the latest snapshot after fresh_wait_s
        self._sel = selectors.DefaultSelector()
        self._conns: dict[int, _Conn] = {}
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._wake_r, self._wake_w = socket.socketpair()
        # The engine thread wakes the loop through _wake_w: it must never block there.
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        # Rendered replies of the cacheable ops, for one snapshot only: an entry per op that
        # kept its own snapshot pinned up to 11 of them (each a copy of the state and of
        # the 2000 messages), which is most of what grew under 110,000 mutated requests.
        self._cache_snap: GuiRpcSnapshot | None = None
        self._cache: dict[str, bytes] = {}
        self._round: list[tuple[_Conn, Request, Handler]] = []  # this round's requests that wait
        self._batches: list[_Batch] = []
        self._ready: deque[tuple[_Batch, GuiRpcSnapshot]] = deque()  # appended by other threads
        self._adopted: deque[tuple[socket.socket, str]] = deque()  # handed over by adopt (other threads)

    # ---- lifecycle ----

    def start(self) -> None:
        """Bind, listen and serve on a daemon thread. Raises OSError if the port is taken."""
        sock = listening_socket(self.host, self.port, 999)
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        self._listener = sock
        self._sel.register(sock, selectors.EVENT_READ, "listen")
        self._sel.register(self._wake_r, selectors.EVENT_READ, "wake")
        self._thread = threading.Thread(target=self._run, name="gui-rpc-server", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Close every connection and the listener; waits for the thread."""
        self._stop.set()
        self._poke()
        if self._thread is not None:
            self._thread.join(5)
        for conn in list(self._conns.values()):
            self._close(conn)
        if self._listener is not None:
            self._listener.close()
        self._sel.close()
        self._wake_r.close()
        self._wake_w.close()

    @property
    def connection_count(self) -> int:
        return len(self._conns)

    def _poke(self) -> None:
        try:
            self._wake_w.send(b"x")
        except OSError:  # full (a wake is pending anyway) or closed
            pass

    # ---- loop ----

    def _run(self) -> None:
        tick = max(0.05, min(1.0, self.idle_timeout_s / 2, self.request_deadline_s / 4, self.fresh_wait_s / 4))
        while not self._stop.is_set():
            try:
                # Deadlines exist only while a connection is open or a request waits: an idle
                # server sleeps until a connection, a wake or stop() (no timer wake-ups).
                events = self._sel.select(timeout=tick if self._conns or self._batches else None)
            except OSError:
                break
            for key, mask in events:
                if key.data == "listen":
                    self._accept()
                elif key.data == "wake":
                    self._drain_wake()
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
            try:
                self._ask_fresh()
                self._answer_ready()
                self._expire(time.monotonic())
            except Exception:
                log.exception("GUI RPC server loop")

    def adopt(self, sock: socket.socket, peer: str) -> None:
        """Serve ``sock`` as a connection from ``peer``; any thread. The TLS front
        (core/guirpc/tls_front.py) hands over the plain end of each connection it decrypts,
        so that access rules, limits and the password see the real peer."""
        self._adopted.append((sock, peer))
        self._poke()

    def _drain_wake(self) -> None:
        try:
            while self._wake_r.recv(4096):
                pass
        except OSError:
            pass
        while self._adopted:
            self._admit(*self._adopted.popleft())

    def _file_hosts(self) -> set[str]:
        return read_remote_hosts(self.data_dir) if self.data_dir is not None else set()

    def _allowed(self, ip: str) -> bool:
        if ip in _LOCAL:
            return True
        if not self.password:
            return False
        if self.allow_remote or ip in self.remote_hosts:
            return True
        return ip in self._file_hosts()

    def _accept(self) -> None:
        assert self._listener is not None
        for _ in range(64):  # a burst of connections is taken in one round, not one per select
            try:
                sock, addr = self._listener.accept()
            except OSError:
                return
            self._admit(sock, str(addr[0]))

    def _admit(self, sock: socket.socket, ip: str) -> None:
        if not self._allowed(ip) or not self._make_room(ip):
            self.connections_refused += 1
            log.info("GUI RPC: refused connection from %s", ip)
            sock.close()
            return
        sock.setblocking(False)
        now = time.monotonic()
        conn = _Conn(sock, ip, ops.Session(self.password, is_local=ip in _LOCAL), ready_at=now, last_active=now)
        self._conns[sock.fileno()] = conn
        self._sel.register(sock, selectors.EVENT_READ, "conn")

    def _make_room(self, ip: str) -> bool:
        """Close the oldest idle connection in the way of one more from ``ip``; False if none may go."""
        same = [c for c in self._conns.values() if c.peer == ip]
        if len(same) >= self.max_per_address:
            pool = same
        elif len(self._conns) >= self.max_connections:
            pool = list(self._conns.values())
        else:
            return True
        # Unauthenticated ones go first, whatever they are doing, oldest exchange first:
        # trickling bytes or leaving a reply unread keeps none of them.
        unauth = [c for c in pool if not c.session.authorized]
        if unauth:
            victim = min(unauth, key=lambda c: c.ready_at)
        else:
            idle = [c for c in pool if not c.busy]
            if not idle:
                return False
            victim = min(idle, key=lambda c: c.last_active)
        log.info("GUI RPC: closing an idle connection from %s to make room", victim.peer)
        self.connections_evicted += 1
        self._close(victim)
        return True

    def _close(self, conn: _Conn) -> None:
        fd = conn.sock.fileno()
        if fd >= 0 and self._conns.get(fd) is conn:
            del self._conns[fd]
        if fd >= 0 and not conn.waiting:
            try:
                self._sel.unregister(conn.sock)
            except (KeyError, ValueError, OSError):
                pass
        conn.sock.close()

    def _open(self, conn: _Conn) -> bool:
        fd = conn.sock.fileno()
        return fd >= 0 and self._conns.get(fd) is conn

    def _expire(self, now: float) -> None:
        for conn in list(self._conns.values()):
            if not conn.session.authorized and now - conn.ready_at > self.request_deadline_s:
                log.info("GUI RPC: %s did not complete a request in %.0f s; closing", conn.peer,
                         self.request_deadline_s)
            elif not conn.waiting and now - conn.last_active > self.idle_timeout_s:
                pass
            else:
                continue
            self.connections_expired += 1
            self._close(conn)
        for batch in [b for b in self._batches if b.give_up_at < now]:
            # The engine is stuck or gone: the latest snapshot beats no answer at all.
            log.warning("GUI RPC: no fresh snapshot in %.0f s; answering from the latest", self.fresh_wait_s)
            self.stale_answers += len(batch.items)
            self._batches.remove(batch)
            self._answer_batch(batch, self.backend.snapshot())

    # ---- requests ----

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
        conn.last_active = time.monotonic()
        req = parse_request(request)
        routed = ops.route(req, conn.session)
        if isinstance(routed, tuple):
            self._reply(conn, routed[0].encode("utf-8"), routed[1])
        elif self._fresh is None or req.op in ops.SNAPSHOT_FREE:
            self._reply(conn, self._render(conn, req, routed, self.backend.snapshot()), False)
        else:
            conn.waiting = True
            self._sel.unregister(conn.sock)  # one request at a time: nothing more is read meanwhile
            self._round.append((conn, req, routed))

    def _ask_fresh(self) -> None:
        """One fresh snapshot for every request read in this round."""
        if not self._round or self._fresh is None:
            return
        batch = _Batch(self._round, time.monotonic() + self.fresh_wait_s)
        self._round = []

        def ready(snap: GuiRpcSnapshot) -> None:  # any thread
            self._ready.append((batch, snap))
            self._poke()

        snap = self._fresh(ready)
        if snap is None:
            self._batches.append(batch)
        else:
            self._answer_batch(batch, snap)

    def _answer_ready(self) -> None:
        while self._ready:
            batch, snap = self._ready.popleft()
            if batch in self._batches:  # not yet answered from a stale snapshot
                self._batches.remove(batch)
                self._answer_batch(batch, snap)

    def _answer_batch(self, batch: _Batch, snap: GuiRpcSnapshot) -> None:
        for conn, req, handler in batch.items:
            conn.waiting = False
            if not self._open(conn):
                continue
            try:
                self._sel.register(conn.sock, selectors.EVENT_READ, "conn")
                self._reply(conn, self._render(conn, req, handler, snap), False)
            except Exception:  # one bad request must never stop the others
                log.exception("GUI RPC request from %s failed", conn.peer)
                self._close(conn)

    def _render(self, conn: _Conn, req: Request, handler: Handler, snap: GuiRpcSnapshot) -> bytes:
        op = req.op
        if op in _CACHEABLE:
            if snap is not self._cache_snap:
                self._cache.clear()
                self._cache_snap = snap
            hit = self._cache.get(op)
            if hit is not None:
                return hit
        body = handler(Ctx(req, _Fixed(snap, self.backend.post), conn.session, rules=self._rules)).encode("utf-8")
        if op in _CACHEABLE:
            self._cache[op] = body
        return body

    def _reply(self, conn: _Conn, body: bytes, close: bool) -> None:
        conn.outbuf += REPLY_HEAD + body + REPLY_TAIL
        conn.close_after_send = close
        self.requests_served += 1
        self._send(conn)

    def _send(self, conn: _Conn) -> None:
        try:
            with memoryview(conn.outbuf) as view:
                sent = conn.sock.send(view[conn.sent:])
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._close(conn)
            return
        conn.sent += sent
        now = time.monotonic()
        if sent:
            conn.last_active = now
        if conn.sent >= len(conn.outbuf):
            conn.outbuf.clear()
            conn.sent = 0
            conn.ready_at = now
        if conn.outbuf:
            self._sel.modify(conn.sock, selectors.EVENT_WRITE, "conn")
        elif conn.close_after_send:
            self._close(conn)
        else:
            self._sel.modify(conn.sock, selectors.EVENT_READ, "conn")


class _Fixed:
    """A backend view pinned to one snapshot (so a reply, cached or not, matches it)."""

    def __init__(self, snap: GuiRpcSnapshot, post: Callable[[Command], None]) -> None:
        self._snap = snap
        self.post = post

    def snapshot(self) -> GuiRpcSnapshot:
        return self._snap
