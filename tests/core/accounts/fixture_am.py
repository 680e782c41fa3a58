"""An account manager on 127.0.0.1 that answers with the real manager's recorded replies (tests only).

/work/shared/fixtures/boinc-7.20/acct-mgr/ holds what a self-hosted manager built on BOINC's
protocol answered Debian's BOINC 7.20.5 client. ``FixtureManager`` serves those reply files
byte for byte, in the order the test queues them (the last one again when the queue runs
out), and refuses as that manager does: HTTP 400 with ``<error_msg>Invalid request
format</error_msg>`` for a request lacking what BOINC's client sends
(core.demo.acct_mgr.missing_request_elements). Every request body is kept in ``requests``.
"""
from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from core.demo.acct_mgr import missing_request_elements
from core.errors import XmlInputError
from core.xml.hardened import parse_xml
from tests.element_paths import element_paths

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/acct-mgr")
REFUSAL = (b"<?xml version='1.0' encoding='utf-8'?>\n<acct_mgr_reply>\n  <error_num>-112</error_num>\n"
           b"  <error_msg>Invalid request format</error_msg>\n</acct_mgr_reply>\n")


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def document_paths(document: bytes) -> set[str]:
    """Every element's path below the root ("project/url", "host_info/coprocs"), for comparing layouts."""
    return element_paths(parse_xml(document))


class FixtureManager:
    def __init__(self, replies: list[bytes]) -> None:
        self.replies = list(replies)
        self.requests: list[bytes] = []
        self.refused = 0  # requests answered with HTTP 400
        self.always_refuse = False
        self._lock = threading.Lock()
        self._last = self.replies[-1] if self.replies else REFUSAL
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/"

    def queue(self, *replies: bytes) -> None:
        with self._lock:
            self.replies.extend(replies)

    def answer(self, body: bytes) -> tuple[int, bytes]:
        with self._lock:
            self.requests.append(body)
            try:
                missing = missing_request_elements(parse_xml(body))
            except XmlInputError:  # a request that is not XML is refused like a bad one
                missing = ["(not XML)"]
            if missing or self.always_refuse:
                self.refused += 1
                return 400, REFUSAL
            if self.replies:
                self._last = self.replies.pop(0)
            return 200, self._last

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        am = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0") or 0))
                status, reply = am.answer(body)
                self.send_response(status)
                self.send_header("Content-Type", "application/xml")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

        return Handler

    def __enter__(self) -> FixtureManager:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
