"""The ``/metrics`` endpoint: OpenMetrics (or Prometheus text) from published snapshots.

The server never touches the engine: each scrape takes the latest published
``ClientSnapshot`` (``LiveClient.poll_snapshot``, a lock held for one attribute read)
and renders it on the server's own thread. A snapshot is immutable, so the text
rendered for it is kept and served again until a newer snapshot is published (about
once a second): scrapers polling faster, or several Prometheus servers, cost one
rendering per snapshot and format.

Listens on 127.0.0.1 unless told another address: the figures name the projects and
the host, which is nobody else's business unless the volunteer says so.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from core.api.snapshot import ClientSnapshot
from core.metrics.exposition import (
    OPENMETRICS_TYPE,
    PROMETHEUS_TYPE,
    render_openmetrics,
    render_prometheus,
    wants_openmetrics,
)
from core.metrics.series import families

log = logging.getLogger(__name__)

SnapshotSource = Callable[[], ClientSnapshot | None]


class _Rendered:
    """The last rendering per format, for the snapshot object it was made from."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._done: dict[bool, tuple[ClientSnapshot, bytes]] = {}

    def get(self, snap: ClientSnapshot, openmetrics: bool) -> bytes:
        with self._lock:
            hit = self._done.get(openmetrics)
        if hit is not None and hit[0] is snap:
            return hit[1]
        fams = families(snap)
        body = (render_openmetrics(fams) if openmetrics else render_prometheus(fams)).encode("utf-8")
        with self._lock:
            self._done[openmetrics] = (snap, body)
        return body


class MetricsServer:
    """Serves ``/metrics`` on ``address:port`` (port 0: any free port, see ``port``)."""

    def __init__(self, source: SnapshotSource, port: int, address: str = "127.0.0.1") -> None:
        self.source = source
        self.rendered = _Rendered()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            server_version = "boinc-core-metrics"
            timeout = 30  # a connection that sends no request in time is closed, not kept for ever

            def do_GET(self) -> None:
                outer._get(self)

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 -- http.server's parameter name
                pass  # a scrape a second would flood standard error

        self._httpd = ThreadingHTTPServer((address, port), Handler)
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def address(self) -> str:
        return str(self._httpd.server_address[0])

    def start(self) -> MetricsServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.5},
                                        name="metrics-http", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> MetricsServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _get(self, req: BaseHTTPRequestHandler) -> None:
        path = req.path.split("?", 1)[0]
        if path == "/":
            self._reply(req, 200, "text/html; charset=utf-8",
                        b'<html><body><a href="/metrics">/metrics</a></body></html>\n')
            return
        if path != "/metrics":
            self._reply(req, 404, "text/plain; charset=utf-8", b"Not found: the figures are at /metrics\n")
            return
        snap = self.source()
        if snap is None:
            self._reply(req, 503, "text/plain; charset=utf-8", b"The client has not published its state yet\n")
            return
        openmetrics = wants_openmetrics(req.headers.get("Accept"))
        try:
            body = self.rendered.get(snap, openmetrics)
        except Exception:  # a bug in one series must not kill the endpoint silently
            log.exception("rendering /metrics failed")
            self._reply(req, 500, "text/plain; charset=utf-8", b"Rendering the metrics failed; see the log\n")
            return
        self._reply(req, 200, OPENMETRICS_TYPE if openmetrics else PROMETHEUS_TYPE, body)

    @staticmethod
    def _reply(req: BaseHTTPRequestHandler, code: int, ctype: str, body: bytes) -> None:
        try:
            req.send_response(code)
            req.send_header("Content-Type", ctype)
            req.send_header("Content-Length", str(len(body)))
            req.end_headers()
            req.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the scraper gave up (its timeout); nothing to do


def start_metrics_server(source: SnapshotSource, port: int, address: str = "127.0.0.1") -> MetricsServer:
    """Start serving ``/metrics`` from ``source``; OSError when the port cannot be had."""
    return MetricsServer(source, port, address).start()


__all__ = ["MetricsServer", "SnapshotSource", "start_metrics_server"]
