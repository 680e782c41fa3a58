"""DemoProject: a BOINC-protocol project server on loopback, in-process.

Paths served (all on one ``ThreadingHTTPServer``):

* ``GET /``: the master page, with ``<link rel="boinc_scheduler" href=".../cgi">``
  and the old-style ``<scheduler>`` tag (scheduler-rpc.md §1);
* ``POST /cgi``: the scheduler (``core.demo.scheduler``);
* ``GET /download/<name>``: app files and job inputs (``core.demo.files``);
* ``POST /file_upload_handler``: job outputs (``core.demo.files``);
* ``GET /get_project_config.php``, ``/lookup_account.php``, ``/create_account.php``,
  ``/am_get_info.php``: the account web RPCs (``core.demo.web_rpc``).

Data directory layout: ``keys/`` (code_sign_private, code_sign_public),
``project.db`` (sqlite3), ``download/``, ``upload/``. The key pair and the
account are made on first start and kept. Bodies over the caps are refused
with 413 before being read; a handler error becomes a 500 reply, never a dead
server.

``download_counts`` counts, per file name, the GETs answered with file bytes
(200 or 206, body sent in full), so tests can see what hosts fetched.
The scheduler reads the time from ``clock`` (default ``time.time``); tests pass
their own to let a chain's reservation run out without waiting.

Reads and writes: the data directory. Threads: one serving thread plus one per
connection; the scheduler serialises on the database lock.
"""
from __future__ import annotations

import collections
import logging
import shutil
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, unquote, urlsplit

from core.demo.appdir import AppDescription, load_app_dir
from core.demo.files import handle_upload, serve_download
from core.demo.http_handler import DemoHandler, DemoHttpServer
from core.demo.reply import error_reply
from core.demo.scheduler import DemoConfig, Scheduler, SignedApp
from core.demo.store import ProjectStore
from core.demo.web_rpc import DemoAccounts, WebRpcSettings, handle_get
from core.signing import load_or_create_key_pair, sign_file
from core.transfer.upload_protocol import parse_upload_request
from core.xml.text_escape import escape

if TYPE_CHECKING:  # only a type here; core.signing loads cryptography when it signs (issue 20)
    from cryptography.hazmat.primitives.asymmetric import rsa

log = logging.getLogger(__name__)

MAX_SCHEDULER_BODY = 16 * 1024 * 1024
"""A real request is ~6 KB plus ~1 KB per reported job; 16 MB is generous."""
UPLOAD_HEADER_ALLOWANCE = 64 * 1024
SCHEDULER_PATH = "/cgi"

DEFAULT_APP_DIR = Path(__file__).resolve().parents[2] / "resources" / "demo_app"


class DemoProject(DemoHttpServer):
    """A demo project server. ``start()`` binds and serves in a thread; ``stop()`` ends it."""

    def __init__(self, data_dir: Path, host: str = "127.0.0.1", port: int = 0, app_dir: Path | None = None,
                 config: DemoConfig | None = None, clock: Callable[[], float] = time.time,
                 web: WebRpcSettings | None = None) -> None:
        self.clock = clock
        self.web = web or WebRpcSettings()
        self.accounts: DemoAccounts | None = None
        self.download_counts: collections.Counter[str] = collections.Counter()
        self._count_lock = threading.Lock()
        self.data_dir = Path(data_dir)
        self.host = host
        self.port = port
        self.app_dir = Path(app_dir) if app_dir is not None else DEFAULT_APP_DIR
        self.config = config or DemoConfig()
        self.store: ProjectStore | None = None
        self.scheduler: Scheduler | None = None
        self.authenticator = ""

    # -- lifecycle ---------------------------------------------------------

    @property
    def master_url(self) -> str:
        """``http://host:port/`` (valid after ``start()``)."""
        return f"http://{self.host}:{self.port}/"

    @property
    def download_dir(self) -> Path:
        return self.data_dir / "download"

    @property
    def upload_dir(self) -> Path:
        return self.data_dir / "upload"

    def start(self) -> None:
        """Prepare the data dir, sign the app, bind and serve. Raises AppDirError / OSError."""
        desc = load_app_dir(self.app_dir)
        for d in (self.data_dir, self.download_dir, self.upload_dir):
            d.mkdir(parents=True, exist_ok=True)
        keys = load_or_create_key_pair(self.data_dir / "keys")
        signed = self._publish_app(desc, keys.private)
        self.store = ProjectStore(self.data_dir / "project.db")
        self.authenticator = self.store.ensure_user(self.clock()).authenticator
        self._bind(_make_handler(self))
        self.accounts = DemoAccounts(self.store, self.web, self.config.project_name, self.master_url)
        self.scheduler = Scheduler(self.store, signed, self.config, self.master_url, self.download_dir,
                                   self.upload_dir, keys.public_text)
        self._serve("demo-project")
        log.info("demo project at %s", self.master_url)

    def stop(self) -> None:
        """Stop serving and close the database (idempotent)."""
        super().stop()
        if self.store is not None:
            self.store.close()
            self.store = None

    def _publish_app(self, desc: AppDescription, private_key: rsa.RSAPrivateKey) -> SignedApp:
        signed = SignedApp(desc)
        for name in desc.files:
            dest = self.download_dir / desc.physical_name(name)
            shutil.copyfile(desc.directory / name, dest)
            sig = sign_file(private_key, dest) if self.config.sign_executables else None
            signed.files.append((name, dest.stat().st_size, sig))
        return signed

    # -- pages -------------------------------------------------------------

    def master_page(self) -> bytes:
        sched = escape(self.master_url.rstrip("/") + SCHEDULER_PATH)
        name = escape(self.config.project_name)
        return (f'<html>\n<head>\n<title>{name}</title>\n'
                f'<link rel="boinc_scheduler" href="{sched}">\n</head>\n<body>\n<h1>{name}</h1>\n'
                f'<!-- <scheduler>{sched}</scheduler> -->\n</body>\n</html>\n').encode()

    def max_nbytes_of(self, name: str) -> float | None:
        """Upload cap for an output file the project issued and still expects, or for a
        file it asked a host to send back; else None."""
        if self.store is None or self.scheduler is None:
            return None
        cap = self.store.output_max_nbytes(name, self.scheduler.max_output_bytes)
        if cap is None:
            requested = self.scheduler.storage.upload_cap(name)
            cap = None if requested is None else float(requested)
        return cap

    def upload_body_cap(self) -> int:
        """Largest body accepted for an upload POST (before its header is read)."""
        if self.scheduler is None:
            return UPLOAD_HEADER_ALLOWANCE
        return max(self.scheduler.max_output_bytes, self.scheduler.storage.largest_upload_cap()) \
            + UPLOAD_HEADER_ALLOWANCE

    def upload_done(self, body: bytes) -> None:
        """After a successful upload POST: tell the scheduler when a requested file is complete."""
        req = parse_upload_request(body)
        if self.scheduler is None or req.name is None or req.nbytes is None:
            return
        if self.scheduler.storage.upload_cap(req.name) is None:
            return
        path = self.upload_dir / req.name
        if path.is_file() and path.stat().st_size >= req.nbytes:
            self.scheduler.storage.upload_received(req.name, path.stat().st_size)

    def count_download(self, name: str) -> None:
        with self._count_lock:
            self.download_counts[name] += 1


def _make_handler(project: DemoProject) -> type[BaseHTTPRequestHandler]:
    class Handler(DemoHandler):
        server_version = "boinc-gui-demo"

        def do_GET(self) -> None:
            try:
                path = urlsplit(self.path).path
                web = None if project.accounts is None else \
                    handle_get(project.accounts, path, parse_qs(urlsplit(self.path).query, keep_blank_values=True),
                               project.clock())
                if web is not None:
                    self._send(200, web)
                elif path in ("/", "/index.html"):
                    self._send(200, project.master_page(), "text/html")
                elif path.startswith("/download/"):
                    resp = serve_download(project.download_dir, unquote(path[len("/download/"):]),
                                          self.headers.get("Range"))
                    self.send_response(resp.status)
                    for k, v in resp.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    body = resp.body
                    for chunk in ([body] if isinstance(body, bytes) else body):
                        self.wfile.write(chunk)
                    if resp.status in (200, 206):
                        project.count_download(unquote(path[len("/download/"):]))
                else:
                    self._send(404, b"not found\n", "text/plain")
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True
            except Exception:  # a bug in one request must not stop the server
                log.exception("demo project GET %s", self.path)
                self.close_connection = True

        def do_POST(self) -> None:
            try:
                path = urlsplit(self.path).path
                if path == SCHEDULER_PATH:
                    body = self._body(MAX_SCHEDULER_BODY)
                    if body is None:
                        return
                    sched = project.scheduler
                    if sched is None:
                        reply = error_reply(project.master_url, project.config.project_name,
                                            "Project is starting or stopping", 60.0)
                    else:
                        reply = sched.handle(body, project.clock())
                    self._send(200, reply)
                elif path == "/file_upload_handler":
                    body = self._body(project.upload_body_cap())
                    if body is None:
                        return
                    answer = handle_upload(project.upload_dir, body, project.max_nbytes_of)
                    project.upload_done(body)
                    self._send(200, answer, "text/plain")
                else:
                    self._send(404, b"not found\n", "text/plain")
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True
            except Exception:
                log.exception("demo project POST %s", self.path)
                self.close_connection = True
                try:
                    self._send(500, b"internal error\n", "text/plain")
                except OSError:
                    pass

    return Handler
