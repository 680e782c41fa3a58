"""A demo account manager on loopback: BOINC's acct_mgr_rpc protocol (``POST /rpc.php``).

An account manager (BAM!, Science United) keeps a volunteer's list of projects and
tells each of their computers which to attach, detach or suspend and with what
resource share. The client posts ``<acct_mgr_request>`` (the login name and
password hash, or the account manager's authenticator; the projects it has);
the reply (``<acct_mgr_reply>``) names the manager, carries its signing key and
one ``<account>`` per project, each URL signed with that key (BOINC's client
attaches no URL whose signature does not verify). Tags and error numbers are
those of BOINC 7.20's client/acct_mgr.cpp.

Also served: ``GET /`` (a page naming the manager) and ``GET /get_project_config.php``
with ``<account_manager/>`` (how BOINC Manager tells a manager from a project).

Like a real self-hosted manager (shared/fixtures/boinc-7.20/acct-mgr/README.md), it refuses
a request that lacks what BOINC's client sends (``REQUIRED_REQUEST_ELEMENTS``, and per
project ``REQUIRED_PROJECT_ELEMENTS``) with HTTP 400 and ``<error_msg>Invalid request
format</error_msg>``. ``global_prefs`` and ``opaque``, when set, go into every reply as given.

``users`` maps the lower-cased login name to a ``DemoAmUser``; tests change a
user's ``accounts`` between syncs (attach two projects, later detach one).
``requests`` keeps every request body received. Reads and writes: ``data_dir/keys``.
"""
from __future__ import annotations

import logging
import secrets
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import urlsplit

from lxml import etree

from core.demo.http_handler import DemoHandler, DemoHttpServer
from core.errors import XmlInputError
from core.hashing import passwd_hash
from core.signing import load_or_create_key_pair, sign_bytes
from core.xml.hardened import parse_xml
from core.xml.text_escape import escape

log = logging.getLogger(__name__)

MAX_REQUEST_BYTES = 4 * 1024 * 1024
ERR_DB_NOT_FOUND = -136
ERR_BAD_PASSWD = -206
ERR_XML_PARSE = -112
REQUIRED_REQUEST_ELEMENTS = ("working_global_preferences", "host_info", "time_stats", "net_stats")
"""What a real manager refuses a request without (the fixtures' README): BOINC's client always sends them."""
REQUIRED_PROJECT_ELEMENTS = ("not_started_dur", "in_progress_dur", "disk_share")


def missing_request_elements(root: etree._Element) -> list[str]:
    """The elements a real manager demands that the request ``root`` lacks ("project/x" for a project's)."""
    missing = [tag for tag in REQUIRED_REQUEST_ELEMENTS if root.find(tag) is None]
    for project in root.findall("project"):
        missing += [f"project/{tag}" for tag in REQUIRED_PROJECT_ELEMENTS
                    if project.find(tag) is None and f"project/{tag}" not in missing]
    return missing


@dataclass(slots=True)
class DemoAmAccount:
    """One project as the manager tells a computer about it."""

    url: str
    authenticator: str
    resource_share: float | None = None  # None: the project's own share
    suspend: bool | None = None  # None: leave as the volunteer set it
    detach: bool = False
    dont_request_more_work: bool | None = None
    update: bool = False  # ask for a scheduler RPC now


@dataclass(slots=True)
class DemoAmUser:
    name: str
    password_hash: str  # md5(password + lower-cased name)
    authenticator: str = field(default_factory=lambda: secrets.token_hex(16))
    accounts: list[DemoAmAccount] = field(default_factory=list)


class DemoAccountManager(DemoHttpServer):
    """``start()`` binds and serves in a thread; ``stop()`` ends it."""

    def __init__(self, data_dir: Path, host: str = "127.0.0.1", port: int = 0,
                 name: str = "boinc-gui Demo Account Manager", repeat_sec: float = 3600.0) -> None:
        self.data_dir = Path(data_dir)
        self.host = host
        self.port = port
        self.name = name
        self.repeat_sec = repeat_sec
        self.users: dict[str, DemoAmUser] = {}
        self.requests: list[bytes] = []
        self.messages: list[str] = []  # sent as <message> with every reply
        self.global_prefs = ""  # a <global_preferences> element sent with every reply when set
        self.opaque = ""  # the inside of an <opaque> element sent with every reply when set
        self.require_full_request = True  # refuse, as real managers do, a request lacking BOINC's elements
        self._lock = threading.Lock()
        self._keys = load_or_create_key_pair(self.data_dir / "keys")

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    @property
    def signing_key(self) -> str:
        return self._keys.public_text

    def add_user(self, name: str, password: str, accounts: list[DemoAmAccount] | None = None) -> DemoAmUser:
        user = DemoAmUser(name, passwd_hash(password, name), accounts=list(accounts or []))
        with self._lock:
            self.users[name.lower()] = user
        return user

    def set_accounts(self, name: str, accounts: list[DemoAmAccount]) -> None:
        with self._lock:
            self.users[name.lower()].accounts = list(accounts)

    def start(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._bind(_make_handler(self))
        self._serve("demo-am")

    # ---- replies

    def project_config(self) -> bytes:
        return _doc(f"<project_config>\n    <name>{escape(self.name)}</name>\n"
                    f"    <master_url>{escape(self.url)}</master_url>\n    <account_manager/>\n"
                    "    <min_passwd_length>6</min_passwd_length>\n</project_config>\n")

    def rpc(self, body: bytes) -> tuple[int, bytes]:
        """The HTTP status and reply for one ``<acct_mgr_request>``."""
        with self._lock:
            self.requests.append(body)
        try:
            root = parse_xml(body, source="acct_mgr_request")
        except XmlInputError as exc:
            return 200, self._error(-112, f"Invalid XML: {exc}")
        if root.tag != "acct_mgr_request":
            return 200, self._error(-112, "Invalid XML")
        if self.require_full_request and missing_request_elements(root):
            return 400, self._error(ERR_XML_PARSE, "Invalid request format")
        return 200, self._reply(root)

    def _reply(self, root: etree._Element) -> bytes:
        auth = (root.findtext("authenticator") or "").strip()
        name = (root.findtext("name") or "").strip()
        hashed = (root.findtext("password_hash") or "").strip().lower()
        with self._lock:
            if auth:
                user = next((u for u in self.users.values() if u.authenticator == auth), None)
                if user is None:
                    return self._error(ERR_BAD_PASSWD, "Invalid authenticator")
            else:
                user = self.users.get(name.lower())
                if user is None:
                    return self._error(ERR_DB_NOT_FOUND, "No account with that name")
                if not secrets.compare_digest(user.password_hash, hashed):
                    return self._error(ERR_BAD_PASSWD, "Invalid password")
            accounts = list(user.accounts)
            messages = list(self.messages)
            prefs, opaque = self.global_prefs, self.opaque
        out = [f"<acct_mgr_reply>\n    <name>{escape(self.name)}</name>",
               f"    <signing_key>\n{self.signing_key.strip()}\n    </signing_key>",
               f"    <repeat_sec>{self.repeat_sec:f}</repeat_sec>",
               f"    <authenticator>{user.authenticator}</authenticator>",
               f"    <user_name>{escape(user.name)}</user_name>"]
        out += [f"    <message>{escape(m)}</message>" for m in messages]
        for a in accounts:
            out.append(self._account(a))
        if prefs:
            out.append(prefs)
        if opaque:
            out.append(f"    <opaque>{opaque}</opaque>")
        out.append("</acct_mgr_reply>\n")
        return _doc("\n".join(out))

    def _account(self, a: DemoAmAccount) -> str:
        sig = sign_bytes(self._keys.private, a.url.encode("utf-8"))
        lines = ["    <account>", f"        <url>{escape(a.url)}</url>",
                 f"        <url_signature>\n{sig.strip()}\n        </url_signature>",
                 f"        <authenticator>{escape(a.authenticator)}</authenticator>"]
        if a.resource_share is not None:
            lines.append(f"        <resource_share>{a.resource_share:f}</resource_share>")
        if a.suspend is not None:
            lines.append(f"        <suspend>{int(a.suspend)}</suspend>")
        if a.dont_request_more_work is not None:
            lines.append(f"        <dont_request_more_work>{int(a.dont_request_more_work)}</dont_request_more_work>")
        if a.detach:
            lines.append("        <detach>1</detach>")
        if a.update:
            lines.append("        <update>1</update>")
        lines.append("    </account>")
        return "\n".join(lines)

    def _error(self, num: int, msg: str) -> bytes:
        return _doc(f"<acct_mgr_reply>\n    <error_num>{num}</error_num>\n"
                    f"    <error_msg>{escape(msg)}</error_msg>\n</acct_mgr_reply>\n")


def _doc(body: str) -> bytes:
    return ('<?xml version="1.0" encoding="UTF-8" ?>\n' + body).encode("utf-8")


def _make_handler(am: DemoAccountManager) -> type[BaseHTTPRequestHandler]:
    class Handler(DemoHandler):
        server_version = "boinc-gui-demo-am"

        def do_GET(self) -> None:
            path = urlsplit(self.path).path
            if path == "/get_project_config.php":
                self._send(200, am.project_config())
            elif path in ("/", "/index.html"):
                self._send(200, f"<html><head><title>{escape(am.name)}</title></head><body><h1>"
                                f"{escape(am.name)}</h1></body></html>\n".encode(), "text/html")
            else:
                self._send(404, b"not found\n", "text/plain")

        def do_POST(self) -> None:
            if urlsplit(self.path).path != "/rpc.php":
                self._send(404, b"not found\n", "text/plain")
                return
            body = self._body(MAX_REQUEST_BYTES)
            if body is None:
                return
            try:
                self._send(*am.rpc(body))
            except Exception:  # one bad request must not stop the manager
                log.exception("demo account manager POST")
                self.close_connection = True

    return Handler
