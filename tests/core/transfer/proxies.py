"""Real proxies on 127.0.0.1 for tests: an HTTP proxy (forwarding and CONNECT) and a SOCKS5 server.

Both accept connections in a thread, handle each client in its own thread,
check credentials (HTTP Basic ``Proxy-Authorization``; SOCKS5 username/password,
RFC 1929), connect to the requested target and relay bytes both ways. They
record what they saw (targets, user names, bytes relayed in each direction) so
tests can assert that the traffic really went through them. Stdlib only.
"""
from __future__ import annotations

import base64
import select
import socket
import struct
import threading
from dataclasses import dataclass, field
from types import TracebackType


@dataclass
class ProxyLog:
    targets: list[str] = field(default_factory=list)  # "GET http://h:p/x", "CONNECT h:p", "SOCKS h:p"
    users: list[str] = field(default_factory=list)  # user names that authenticated
    refused: int = 0  # connections refused for bad or missing credentials
    bytes_down: int = 0  # target -> client
    bytes_up: int = 0  # client -> target


class _Server:
    """Accept loop and relay shared by both proxies."""

    def __init__(self, user: str = "", password: str = "") -> None:
        self.user, self.password = user, password
        self.log = ProxyLog()
        self._lock = threading.Lock()
        self._sock = socket.socket()
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self.port: int = self._sock.getsockname()[1]
        self._stop = False

    def __enter__(self) -> _Server:
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self._stop = True
        self._sock.close()

    def _accept(self) -> None:
        while not self._stop:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            threading.Thread(target=self._guarded, args=(conn,), daemon=True).start()

    def _guarded(self, conn: socket.socket) -> None:
        with conn:
            try:
                self.handle(conn)
            except OSError:
                pass

    def handle(self, conn: socket.socket) -> None:
        raise NotImplementedError

    def relay(self, client: socket.socket, upstream: socket.socket, first_up: bytes = b"",
              closing_response: bool = False) -> None:
        """Copy bytes both ways until one side closes.

        ``closing_response``: add ``Connection: close`` to the response head, as a
        proxy that closes after one forwarded request must (else the client may
        reuse the connection and see it die).
        """
        if first_up:
            upstream.sendall(first_up)
            self._count(up=len(first_up))
        socks = [client, upstream]
        head_pending = closing_response
        while True:
            readable, _, _ = select.select(socks, [], [], 30)
            if not readable:
                return
            for s in readable:
                data = s.recv(65536)
                if not data:
                    return
                if s is client:
                    upstream.sendall(data)
                    self._count(up=len(data))
                    continue
                self._count(down=len(data))
                if head_pending and b"\r\n" in data:
                    status, rest = data.split(b"\r\n", 1)
                    data = status + b"\r\nConnection: close\r\n" + rest
                    head_pending = False
                client.sendall(data)

    def _count(self, up: int = 0, down: int = 0) -> None:
        with self._lock:
            self.log.bytes_up += up
            self.log.bytes_down += down


def _read_head(conn: socket.socket) -> tuple[bytes, bytes]:
    """(request head up to the blank line, bytes already read after it)."""
    buf = b""
    while b"\r\n\r\n" not in buf:
        chunk = conn.recv(65536)
        if not chunk:
            raise OSError("client closed before the end of the request head")
        buf += chunk
    head, rest = buf.split(b"\r\n\r\n", 1)
    return head, rest


class HttpProxy(_Server):
    """An HTTP proxy: absolute-form requests are forwarded (with ``Connection: close``), CONNECT is tunnelled."""

    def handle(self, conn: socket.socket) -> None:
        head, rest = _read_head(conn)
        lines = head.decode("latin-1").split("\r\n")
        method, target, version = lines[0].split(" ", 2)
        headers = [ln for ln in lines[1:] if ln]
        given = next(
            (ln.split(":", 1)[1].strip() for ln in headers if ln.lower().startswith("proxy-authorization:")), ""
        )
        if self.user or self.password:
            wanted = "Basic " + base64.b64encode(f"{self.user}:{self.password}".encode()).decode()
            if given != wanted:
                with self._lock:
                    self.log.refused += 1
                conn.sendall(
                    b"HTTP/1.1 407 Proxy Authentication Required\r\n"
                    b'Proxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
                )
                return
            with self._lock:
                self.log.users.append(self.user)
        with self._lock:
            self.log.targets.append(f"{method} {target}")
        if method == "CONNECT":
            host, port = target.rsplit(":", 1)
            with socket.create_connection((host.strip("[]"), int(port)), timeout=10) as upstream:
                conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                self.relay(conn, upstream, b"")
            return
        scheme_rest = target.split("://", 1)[1]
        hostport, _, path = scheme_rest.partition("/")
        host, _, port = hostport.rpartition(":") if ":" in hostport else (hostport, "", "80")
        keep = [
            ln
            for ln in headers
            if not ln.lower().startswith(("proxy-authorization:", "proxy-connection:", "connection:"))
        ]
        out = "\r\n".join([f"{method} /{path} {version}", *keep, "Connection: close"]) + "\r\n\r\n"
        with socket.create_connection((host, int(port)), timeout=10) as upstream:
            self.relay(conn, upstream, out.encode("latin-1") + rest, closing_response=True)


def _recv_exact(conn: socket.socket, n: int) -> bytes:
    buf = b""
    while len(buf) < n:
        chunk = conn.recv(n - len(buf))
        if not chunk:
            raise OSError("SOCKS client closed early")
        buf += chunk
    return buf


class Socks5Proxy(_Server):
    """A SOCKS5 server (CONNECT only) with optional username/password authentication."""

    def handle(self, conn: socket.socket) -> None:
        version, nmethods = _recv_exact(conn, 2)
        if version != 5:
            return
        methods = _recv_exact(conn, nmethods)
        need_auth = bool(self.user or self.password)
        method = 0x02 if need_auth else 0x00
        if method not in methods:
            conn.sendall(b"\x05\xff")
            with self._lock:
                self.log.refused += 1
            return
        conn.sendall(bytes([5, method]))
        if need_auth:
            _ver, ulen = _recv_exact(conn, 2)
            user = _recv_exact(conn, ulen).decode()
            (plen,) = _recv_exact(conn, 1)
            password = _recv_exact(conn, plen).decode()
            if (user, password) != (self.user, self.password):
                conn.sendall(b"\x01\x01")
                with self._lock:
                    self.log.refused += 1
                return
            conn.sendall(b"\x01\x00")
            with self._lock:
                self.log.users.append(user)
        _ver, cmd, _rsv, atyp = _recv_exact(conn, 4)
        if atyp == 1:
            host = socket.inet_ntoa(_recv_exact(conn, 4))
        elif atyp == 3:
            (n,) = _recv_exact(conn, 1)
            host = _recv_exact(conn, n).decode()
        else:
            host = socket.inet_ntop(socket.AF_INET6, _recv_exact(conn, 16))
        (port,) = struct.unpack("!H", _recv_exact(conn, 2))
        with self._lock:
            self.log.targets.append(f"SOCKS {host}:{port}")
        if cmd != 1:
            conn.sendall(b"\x05\x07\x00\x01" + bytes(6))  # command not supported
            return
        try:
            upstream = socket.create_connection((host, port), timeout=10)
        except OSError:
            conn.sendall(b"\x05\x05\x00\x01" + bytes(6))  # connection refused
            return
        with upstream:
            conn.sendall(b"\x05\x00\x00\x01" + bytes(6))
            self.relay(conn, upstream)


def closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
