"""What the demo servers share: their handlers' quiet logging, sized replies and capped bodies,
and the serving thread each runs its HTTP server on."""
from __future__ import annotations

import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self

log = logging.getLogger("core.demo")


class DemoHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 -- http.server's parameter name
        log.debug("%s " + format, self.address_string(), *args)

    def _send(self, status: int, body: bytes, content_type: str = "text/xml") -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _body(self, limit: int) -> bytes | None:
        """The request body, or None after answering 411/413 (no length, or over ``limit``)."""
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            self._send(411, b"Content-Length required\n", "text/plain")
            return None
        if length < 0 or length > limit:
            self.close_connection = True
            self._send(413, b"request body too large\n", "text/plain")
            return None
        return self.rfile.read(length)


class DemoHttpServer:
    """A demo server's lifecycle: ``start()`` binds and serves on a daemon thread, ``stop()`` ends it
    (idempotent), and ``with`` does both. A subclass sets ``host`` and ``port`` (0: any free port)
    and writes ``start`` from ``_bind`` and ``_serve``, with its own preparation in between."""

    host: str
    port: int
    _server: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    def start(self) -> None:
        raise NotImplementedError

    def _bind(self, handler: type[BaseHTTPRequestHandler]) -> None:
        """Bind ``host:port``; from here ``port`` is the bound one (and the URLs built from it)."""
        self._server = ThreadingHTTPServer((self.host, self.port), handler)
        self._server.daemon_threads = True
        self.port = int(self._server.server_address[1])

    def _serve(self, thread_name: str) -> None:
        assert self._server is not None, "_bind first"
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), name=thread_name,
                                        daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
