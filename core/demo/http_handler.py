"""What the demo servers' HTTP handlers share: quiet logging, sized replies, capped bodies."""
from __future__ import annotations

import logging
from http.server import BaseHTTPRequestHandler

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
