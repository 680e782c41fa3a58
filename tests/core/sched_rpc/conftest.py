"""Shared pieces for the scheduler-RPC tests: fixture paths, a fresh attached state, a loopback server."""
from __future__ import annotations

import http.server
import math
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from core.ids import ProjectUrl, ResultKey
from core.ports import Availability, TaskProgress
from core.state import ClientState, HostInfo, Project

FIXTURES = Path("/work/shared/fixtures/boinc-7.20/sched")
CYCLE = FIXTURES / "signed_job_cycle"
FIXTURE_URL = ProjectUrl("http://127.0.0.1:31480/")
AUTH = "fixture_auth_0123456789abcdef"


def attached_state(url: ProjectUrl = FIXTURE_URL) -> ClientState:
    state = ClientState(host_info=HostInfo(p_ncpus=2, p_fpops=1e9, d_total=2.7e11, d_free=8.1e10,
                                           os_name="Linux Debian", host_cpid="140c1176231469c3e024a2b9514eebdd"))
    state.projects[url] = Project(url, authenticator=AUTH)
    return state


Handler = Callable[[http.server.BaseHTTPRequestHandler], None]


class AlwaysOn:
    """A host that always computes and always has the network (engine tests of RPC timing)."""

    def availability(self, now: float) -> Availability:
        return Availability(True, True, math.inf)


class NoJobs:
    """An executor with nothing to run: the engine's RPC behaviour alone is under test."""

    def start(self, key: ResultKey, now: float) -> None: ...
    def preempt(self, key: ResultKey, now: float, keep_in_memory: bool) -> None: ...
    def abort(self, key: ResultKey, now: float) -> None: ...
    def poll(self, now: float) -> Sequence[TaskProgress]:
        return ()
    def next_event(self, now: float) -> float:
        return math.inf


class LoopbackServer:
    """A real HTTP server on 127.0.0.1 whose GET/POST behaviour a test sets."""

    def __init__(self) -> None:
        self.on_get: Handler = lambda h: _send(h, 404, b"")
        self.on_post: Handler = lambda h: _send(h, 500, b"")
        self.posts: list[bytes] = []
        self.gets = 0
        outer = self

        class _H(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                outer.gets += 1
                outer.on_get(self)

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                outer.posts.append(self.rfile.read(n))
                outer.on_post(self)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _H)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = ProjectUrl(f"http://127.0.0.1:{self.port}/")
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def master_page(self) -> bytes:
        return f'<html><link rel="boinc_scheduler" href="{self.url}cgi"></html>'.encode()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _send(h: http.server.BaseHTTPRequestHandler, status: int, body: bytes) -> None:
    h.send_response(status)
    h.send_header("Content-Type", "text/xml")
    h.send_header("Content-Length", str(len(body)))
    h.end_headers()
    h.wfile.write(body)


send = _send


@pytest.fixture
def server() -> Iterator[LoopbackServer]:
    s = LoopbackServer()
    yield s
    s.close()
