"""A real HTTP server on 127.0.0.1 for transfer tests, with switchable misbehaviour.

Files come from ``root`` through ``core.demo.files.serve_download``; uploads go
through ``handle_upload``. Per-path ``Route`` entries make a path fail, drop the
connection, lie, trickle, redirect or answer slowly. The server counts body
bytes sent per path, records every request, and tracks how many requests are in
flight per path prefix (the first path component), so tests can check caps.
"""
from __future__ import annotations

import contextlib
import gzip
import socket
import ssl
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType

from core.demo.files import handle_upload, serve_download
from core.transfer.upload_protocol import parse_upload_request


@dataclass
class Route:
    status: int | None = None  # answer this status with a short body
    drop_after: int | None = None  # send this many body bytes, then close the connection (once)
    fake_length: int | None = None  # announce this Content-Length, send the real bytes, close
    no_length: bool = False  # close-delimited body, no Content-Length
    trickle_s: float | None = None  # send one byte per this many seconds
    delay_s: float = 0.0  # wait before answering
    redirect: str | None = None  # Location to answer 302 with
    gzip_encoding: bool = False  # send with Content-Encoding: gzip
    upload_reply: bytes | None = None  # fixed upload handler reply
    upload_drop_after: int | None = None  # of a longer body read this many bytes, store them, close (once)
    ignore_range: bool = False  # answer 200 with the whole file even when a Range was asked for


@dataclass
class Record:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes = b""


@dataclass
class Loopback:
    root: Path
    upload_root: Path
    routes: dict[str, Route] = field(default_factory=dict)
    records: list[Record] = field(default_factory=list)
    sent_bytes: dict[str, int] = field(default_factory=dict)
    in_flight: dict[str, int] = field(default_factory=dict)
    max_in_flight: dict[str, int] = field(default_factory=dict)
    max_total_in_flight: int = 0
    upload_cap: float = 1e9
    tls: ssl.SSLContext | None = None  # serve HTTPS with this server context
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _server: ThreadingHTTPServer | None = None

    @property
    def base(self) -> str:
        assert self._server is not None
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> Loopback:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 -- http.server's parameter name
                pass

            def do_GET(self) -> None:
                owner._serve(self, "GET")

            def do_POST(self) -> None:
                owner._serve(self, "POST")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        if self.tls is not None:
            self._server.socket = self.tls.wrap_socket(self._server.socket, server_side=True)
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()

    # ---- request handling ----

    def _serve(self, h: BaseHTTPRequestHandler, method: str) -> None:
        path = h.path.split("?", 1)[0]
        group = path.strip("/").split("/", 1)[0]
        with self._lock:
            self.in_flight[group] = self.in_flight.get(group, 0) + 1
            self.max_in_flight[group] = max(self.max_in_flight.get(group, 0), self.in_flight[group])
            self.max_total_in_flight = max(self.max_total_in_flight, sum(self.in_flight.values()))
        try:
            self._answer(h, method, path)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with self._lock:
                self.in_flight[group] -= 1

    def _answer(self, h: BaseHTTPRequestHandler, method: str, path: str) -> None:
        route = self.routes.get(path, Route())
        record = Record(method, path, {k.lower(): v for k, v in h.headers.items()})
        self.records.append(record)
        if route.delay_s:
            time.sleep(route.delay_s)
        if route.redirect is not None:
            self._reply(h, 302, b"moved", {"Location": route.redirect})
            return
        if route.status is not None:
            self._reply(h, route.status, b"<html>error page</html>")
            return
        if method == "POST":
            self._upload(h, route, record)
            return
        asked_range = None if route.ignore_range else h.headers.get("Range")
        status, headers, body = serve_download(self.root, path.lstrip("/"), asked_range)
        data = b"".join(body)
        if route.gzip_encoding and status == 200:
            data = gzip.compress(data)
            headers = headers | {"Content-Encoding": "gzip", "Content-Length": str(len(data))}
        if route.fake_length is not None:
            headers = headers | {"Content-Length": str(route.fake_length)}
        if route.no_length:
            headers = {k: v for k, v in headers.items() if k != "Content-Length"} | {"Connection": "close"}
        h.send_response(status)
        for k, v in headers.items():
            h.send_header(k, v)
        h.end_headers()
        if route.drop_after is not None:
            cut, route.drop_after = route.drop_after, None
            self._send(h, path, data[:cut])
            self._hang_up(h)
            return
        if route.trickle_s is not None:
            for i in range(len(data)):
                self._send(h, path, data[i : i + 1])
                time.sleep(route.trickle_s)
            return
        self._send(h, path, data)
        if route.fake_length is not None or route.no_length:
            self._hang_up(h)

    def _upload(self, h: BaseHTTPRequestHandler, route: Route, record: Record) -> None:
        length = int(h.headers.get("Content-Length", "0"))
        if route.upload_drop_after is not None and length > route.upload_drop_after:
            cut, route.upload_drop_after = route.upload_drop_after, None
            record.body = h.rfile.read(min(cut, length))
            handle_upload(self.upload_root, record.body, lambda name: self.upload_cap)
            self._hang_up(h)
            return
        record.body = h.rfile.read(length)
        if route.upload_reply is not None:
            reply = route.upload_reply
        else:
            reply = handle_upload(self.upload_root, record.body, lambda name: self.upload_cap)
        self._reply(h, 200, reply)

    def _reply(self, h: BaseHTTPRequestHandler, status: int, body: bytes, extra: dict[str, str] | None = None) -> None:
        h.send_response(status)
        h.send_header("Content-Type", "text/plain")
        h.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            h.send_header(k, v)
        h.end_headers()
        h.wfile.write(body)

    def _send(self, h: BaseHTTPRequestHandler, path: str, data: bytes) -> None:
        h.wfile.write(data)
        h.wfile.flush()
        with self._lock:
            self.sent_bytes[path] = self.sent_bytes.get(path, 0) + len(data)

    @staticmethod
    def _hang_up(h: BaseHTTPRequestHandler) -> None:
        h.wfile.flush()
        h.close_connection = True
        with contextlib.suppress(OSError):  # the client may have hung up first (ENOTCONN): the same end
            h.connection.shutdown(socket.SHUT_RDWR)

    # ---- helpers for tests ----

    def uploads(self) -> Iterator[Record]:
        return (r for r in self.records if r.method == "POST")

    def upload_ops(self) -> list[str]:
        """'size' or 'data@<offset>' for each upload request, in order."""
        ops = []
        for r in self.uploads():
            req = parse_upload_request(r.body)
            ops.append("size" if req.get_file_size is not None else f"data@{req.offset:.0f}")
        return ops
