"""The TLS port of the GUI RPC server: decrypts, then hands each connection to the plain server.

``TlsFront`` listens on a port of its own with the client's certificate
(core/guirpc/tls.py). Each accepted connection gets a thread that completes the
TLS handshake (within ``handshake_timeout_s``, so a silent peer holds nothing for
long), makes a socket pair, gives one end to ``GuiRpcServer.adopt`` with the
peer's real address, and copies bytes between the TLS socket and the other end.
The server then treats it as any other connection: the same access rules
(remote_hosts.cfg, allow_remote, no remote access without a password), the same
MD5 challenge, the same limits and time-outs; when the server closes its end,
the TLS connection closes too.

Why a front and not TLS inside the server's select loop: a non-blocking TLS socket
may hold decrypted bytes the selector never reports, and its handshake needs states
of its own; keeping TLS out of that loop leaves the plain port's code, which BOINC's
tools use, exactly as it was.
"""
from __future__ import annotations

import logging
import select
import socket
import ssl
import threading
from pathlib import Path

from core.guirpc.server import GuiRpcServer, Listener, listening_socket
from core.guirpc.tls import certificate_fingerprint, ensure_certificate, server_context

log = logging.getLogger(__name__)

DEFAULT_TLS_PORT = 31418  # the port the docs suggest; the option is off unless a port is given


class TlsFront(Listener):
    """Serve ``server``'s GUI RPC inside TLS on ``port`` (0: a free one; see ``port`` after ``start``)."""

    def __init__(self, server: GuiRpcServer, data_dir: Path, port: int = DEFAULT_TLS_PORT,
                 host: str | None = None, handshake_timeout_s: float = 10.0) -> None:
        self.server = server
        self.cert_path, self.key_path = ensure_certificate(data_dir)
        self.fingerprint = certificate_fingerprint(self.cert_path)
        self._ctx = server_context(self.cert_path, self.key_path)
        self.host = host if host is not None else server.host
        self.port = port
        self.handshake_timeout_s = handshake_timeout_s
        self.handshakes_failed = 0
        self._listener: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._open: set[socket.socket] = set()  # every socket of a live relay, closed by stop

    def start(self) -> None:
        """Bind and listen; raises OSError if the port is taken."""
        sock = listening_socket(self.host, self.port, 128)
        self.port = sock.getsockname()[1]
        self._listener = sock
        self._thread = threading.Thread(target=self._accept_loop, name="gui-rpc-tls", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._listener is not None:
            try:
                self._listener.shutdown(socket.SHUT_RDWR)  # wakes accept()
            except OSError:
                pass
            self._listener.close()
        if self._thread is not None:
            self._thread.join(5)
        with self._lock:
            for s in list(self._open):
                try:
                    s.close()
                except OSError:
                    pass
            self._open.clear()

    def _accept_loop(self) -> None:
        assert self._listener is not None
        while not self._stop.is_set():
            try:
                raw, addr = self._listener.accept()
            except OSError:
                return
            with self._lock:
                # Each relay holds two sockets; beyond the server's own limit they would only be evicted.
                full = len(self._open) >= 2 * self.server.max_connections
                if not full:
                    self._open.add(raw)
            if full:
                log.info("GUI RPC TLS: too many connections; refusing %s", addr[0])
                raw.close()
                continue
            threading.Thread(target=self._serve, args=(raw, str(addr[0])), name="gui-rpc-tls-conn",
                             daemon=True).start()

    def _forget(self, *socks: socket.socket) -> None:
        with self._lock:
            for s in socks:
                self._open.discard(s)
                try:
                    s.close()
                except OSError:
                    pass

    def _serve(self, raw: socket.socket, peer: str) -> None:
        raw.settimeout(self.handshake_timeout_s)
        try:
            tls = self._ctx.wrap_socket(raw, server_side=True)
        except (OSError, ssl.SSLError) as exc:
            self.handshakes_failed += 1
            log.info("GUI RPC TLS: handshake with %s failed: %s", peer, exc)
            self._forget(raw)
            return
        tls.settimeout(None)
        inner, outer = socket.socketpair()
        with self._lock:
            self._open.discard(raw)
            self._open.update((tls, outer))
        self.server.adopt(inner, peer)
        try:
            self._relay(tls, outer)
        except (OSError, ValueError):  # ValueError: a socket closed by stop
            pass
        finally:
            self._forget(tls, outer)

    def _relay(self, tls: ssl.SSLSocket, outer: socket.socket) -> None:
        while not self._stop.is_set():
            # Bytes TLS has already decrypted are not seen by select: read them first.
            readable = [tls] if tls.pending() else select.select([tls, outer], [], [], 1.0)[0]
            if tls in readable:
                data = tls.recv(65536)
                if not data:
                    return
                outer.sendall(data)
            if outer in readable:
                data = outer.recv(65536)
                if not data:  # the server closed the connection (refused, timed out, evicted)
                    return
                tls.sendall(data)
