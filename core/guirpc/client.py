"""A typed GUI RPC client for BOINC-compatible clients (the real one or ours).

Sends the request shapes of lib/gui_rpc_client_ops.cpp, reads until 0x03,
parses with ``core.xml.hardened`` (retrying in recover mode, since real
clients leave ``&`` unescaped in some texts), and returns the dataclasses of
``client_types``. Blocking, one request at a time, one socket: give each host
its own worker thread (the manager does). On a broken connection the next
call reconnects and re-authenticates; failed connects back off exponentially
(``backoff_s`` doubling to ``max_backoff_s``) so a dead host is not hammered.
Read ops are retried once after a reconnect; control ops never are, so a
command is not applied twice.
"""
from __future__ import annotations

import time
from typing import Any

from lxml import etree

from core.api.client import RulesInfo
from core.errors import XmlInputError
from core.guirpc.client_types import (
    CcStatusInfo,
    ClientStateInfo,
    DiskUsageInfo,
    HostInfoView,
    MessageInfo,
    NoticeInfo,
    ProjectInfo,
    ResultInfo,
    TransferInfo,
    integer,
    text,
)

# Re-exported: the client's callers name its errors and connector here.
from core.guirpc.connection import (
    Connector as Connector,
    GuiRpcAuthError as GuiRpcAuthError,
    GuiRpcConnectionError as GuiRpcConnectionError,
    GuiRpcError as GuiRpcError,
    GuiRpcProtocolError as GuiRpcProtocolError,
    GuiRpcReplyTooLarge as GuiRpcReplyTooLarge,
    GuiRpcUnsupported as GuiRpcUnsupported,
    Stream as Stream,
    TransportError as TransportError,
    plain_tcp as plain_tcp,
)
from core.hashing import nonce_hash
from core.state.enums import RunMode
from core.xml.hardened import parse_xml
from core.xml.text_escape import escape_gui_rpc as esc

MAX_REPLY_BYTES = 64 * 1024 * 1024
CLIENT_VERSION = (7, 20, 5)
_MODE_TAGS = {RunMode.ALWAYS: "<always/>", RunMode.AUTO: "<auto/>", RunMode.NEVER: "<never/>",
              RunMode.RESTORE: "<restore/>"}


class GuiRpcClient:
    """One connection to one host. Not thread-safe: one worker per host."""

    def __init__(self, host: str = "127.0.0.1", port: int = 31416, password: str = "",
                 timeout_s: float = 30.0, backoff_s: float = 1.0, max_backoff_s: float = 60.0,
                 name: str = "boinc-gui", connector: Connector | None = None) -> None:
        self.host, self.port, self.password = host, port, password
        self.connector: Connector = connector or plain_tcp
        self.timeout_s = timeout_s
        self.name = name
        self.server_version: tuple[int, int, int] = (0, 0, 0)
        self._sock: Stream | None = None
        self._backoff_first = backoff_s
        self._backoff = backoff_s
        self._max_backoff = max_backoff_s
        self._next_attempt = 0.0
        self.last_error = ""
        # The last get_results reply's records by their element's bytes (key: active_only).
        self._results_seen: dict[bool, dict[bytes, ResultInfo]] = {}

    # ---- connection ----

    @property
    def connected(self) -> bool:
        return self._sock is not None

    def connect(self) -> None:
        """Connect, authenticate and exchange versions. Raises GuiRpcError subclasses."""
        self.close()
        now = time.monotonic()
        if now < self._next_attempt:
            raise GuiRpcConnectionError(
                f"{self.host}:{self.port} unreachable ({self.last_error}); retrying in {self._next_attempt - now:.0f} s"
            )
        try:
            self._sock = self.connector(self.host, self.port, self.timeout_s)
            if self.password:
                self._authorize()
            reply = self._call(f"<exchange_versions>\n   <major>{CLIENT_VERSION[0]}</major>\n"
                               f"   <minor>{CLIENT_VERSION[1]}</minor>\n   <release>{CLIENT_VERSION[2]}</release>\n"
                               f"   <name>{esc(self.name)}</name>\n</exchange_versions>")
            sv = reply.find("server_version")
            self.server_version = (integer(sv, "major"), integer(sv, "minor"), integer(sv, "release"))
        except GuiRpcAuthError as exc:
            self.close()
            self.last_error = str(exc)
            raise
        except (OSError, GuiRpcError) as exc:
            self.close()
            self.last_error = f"{exc}"
            self._next_attempt = time.monotonic() + self._backoff
            self._backoff = min(self._backoff * 2, self._max_backoff)
            if isinstance(exc, GuiRpcError):
                raise
            raise GuiRpcConnectionError(f"cannot connect to {self.host}:{self.port}: {exc}") from None
        self._backoff = self._backoff_first
        self._next_attempt = 0.0

    def close(self) -> None:
        if self._sock is not None:
            try:
                self._sock.close()
            finally:
                self._sock = None

    def __enter__(self) -> GuiRpcClient:
        self.connect()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _authorize(self) -> None:
        nonce = text(self._call("<auth1/>"), "nonce")
        digest = nonce_hash(nonce, self.password)
        reply = self._call(f"<auth2>\n<nonce_hash>{digest}</nonce_hash>\n</auth2>")
        if reply.find("authorized") is None:
            raise GuiRpcAuthError()

    def _exchange(self, body: str) -> bytes:
        """Send one request and return the reply's bytes up to the 0x03 terminator."""
        if self._sock is None:
            raise GuiRpcConnectionError("not connected")
        try:
            self._sock.sendall(f"<boinc_gui_rpc_request>\n{body}\n</boinc_gui_rpc_request>\n\x03".encode())
            buf = bytearray()
            while True:
                chunk = self._sock.recv(1 << 20)
                if not chunk:
                    raise GuiRpcConnectionError(f"{self.host}:{self.port} closed the connection")
                buf += chunk
                end = buf.find(b"\x03", len(buf) - len(chunk))
                if end >= 0:
                    del buf[end:]
                    break
                if len(buf) > MAX_REPLY_BYTES:
                    raise GuiRpcReplyTooLarge(f"reply from {self.host}:{self.port} is over {MAX_REPLY_BYTES} bytes")
        except (OSError, GuiRpcError):
            self.close()
            raise
        return bytes(buf)

    def _parse(self, raw: bytes) -> Any:
        source = f"GUI RPC reply from {self.host}:{self.port}"
        try:
            root = parse_xml(raw, source=source)
        except XmlInputError:
            root = parse_xml(raw, source=source, recover=True)
        if root.find("unauthorized") is not None:
            raise GuiRpcAuthError("not authorized: wrong or missing GUI RPC password")
        return root

    def _call(self, body: str) -> Any:
        return self._parse(self._exchange(body))

    def call(self, body: str, retry: bool = True) -> Any:
        """Send one request body; return the reply envelope element."""
        if self._sock is None:
            self.connect()
        try:
            return self._call(body)
        except (OSError, GuiRpcConnectionError) as exc:
            self.last_error = str(exc)
            if not retry:
                raise GuiRpcConnectionError(str(exc)) from None
            self.connect()
            return self._call(body)

    def _command(self, body: str) -> None:
        reply = self.call(body, retry=False)
        err = reply.find("error")
        if err is not None:
            message = "".join(err.itertext()).strip()
            if message.startswith("unrecognized op"):
                raise GuiRpcUnsupported(message)
            code = -130 if "Already attached" in message else -189 if "Missing URL" in message else -1
            raise GuiRpcError(message or "error", code)
        status = reply.find("status")
        if status is not None and integer(reply, "status") != 0:
            raise GuiRpcError(f"error {integer(reply, 'status')}", integer(reply, "status"))
        if reply.find("success") is None and status is None:
            raise GuiRpcProtocolError("unexpected reply")

    # ---- reads ----

    def get_state(self) -> ClientStateInfo:
        return ClientStateInfo.parse(self._one(self.call("<get_state/>"), "client_state"))

    def get_cc_status(self) -> CcStatusInfo:
        return CcStatusInfo.parse(self._one(self.call("<get_cc_status/>"), "cc_status"))

    def get_results(self, active_only: bool = False) -> list[ResultInfo]:
        """Every task (``active_only``: those with a process slot).

        A host with thousands of tasks sends them all every second while only the running
        ones change, so a ``<result>`` whose serialized element equals one of the previous
        reply is not read field by field again: its ``ResultInfo`` (the same object) is
        reused. The whole reply still goes through the hardened parser each time.
        """
        reply = self.call(f"<get_results>\n<active_only>{int(active_only)}</active_only>\n</get_results>")
        elements = self._one(reply, "results").findall("result")
        cache = self._results_seen.get(active_only, {})
        fresh: dict[bytes, ResultInfo] = {}
        out: list[ResultInfo] = []
        for el in elements:
            raw = etree.tostring(el, with_tail=False)
            info = cache.get(raw)
            if info is None:
                info = ResultInfo.parse(el)
            fresh[raw] = info
            out.append(info)
        self._results_seen[active_only] = fresh  # only the last reply's: the cache never outgrows it
        return out

    def get_project_status(self) -> list[ProjectInfo]:
        return [
            ProjectInfo.parse(p) for p in self._one(self.call("<get_project_status/>"), "projects").findall("project")
        ]

    def get_file_transfers(self) -> list[TransferInfo]:
        reply = self._one(self.call("<get_file_transfers/>"), "file_transfers")
        return [TransferInfo.parse(t) for t in reply.findall("file_transfer")]

    def get_messages(self, seqno: int = 0, translatable: bool = False) -> list[MessageInfo]:
        """Messages after ``seqno``; ``translatable`` asks the client to keep the ``_("…")``
        markers around the fragments a manager translates (without it the client drops them)."""
        flag = "  <translatable/>\n" if translatable else ""
        reply = self.call(f"<get_messages>\n  <seqno>{int(seqno)}</seqno>\n{flag}</get_messages>")
        return [MessageInfo.parse(m) for m in self._one(reply, "msgs").findall("msg")]

    def get_message_count(self) -> int:
        return integer(self.call("<get_message_count/>"), "seqno")

    def get_notices(self, seqno: int = 0, public: bool = False) -> list[NoticeInfo]:
        """Notices after ``seqno`` (``public``: without private ones; needs no password).

        A first notice with seqno -1 is the host's refresh: drop every notice you hold,
        the rest of the list is complete (gui-rpc.md 5.6).
        """
        op = "get_notices_public" if public else "get_notices"
        reply = self.call(f"<{op}>\n   <seqno>{int(seqno)}</seqno>\n</{op}>")
        return [NoticeInfo.parse(n) for n in self._one(reply, "notices").findall("notice")]

    def get_host_info(self) -> HostInfoView:
        return HostInfoView.parse(self._one(self.call("<get_host_info/>"), "host_info"))

    def get_disk_usage(self) -> DiskUsageInfo:
        return DiskUsageInfo.parse(self._one(self.call("<get_disk_usage/>"), "disk_usage_summary"))

    def get_global_prefs_override(self) -> str | None:
        """The override file's text, or None when the host has none."""
        reply = self.call("<get_global_prefs_override/>")
        prefs = reply.find("global_preferences")
        return None if prefs is None else etree.tostring(prefs, encoding="unicode")

    def get_cc_config(self) -> str:
        cfg = self.call("<get_cc_config/>").find("cc_config")
        return "" if cfg is None else etree.tostring(cfg, encoding="unicode")

    @staticmethod
    def _one(reply: Any, tag: str) -> Any:
        el = reply.find(tag)
        if el is None:
            err = text(reply, "error")
            if not err:
                raise GuiRpcProtocolError(f"reply has no <{tag}>")
            raise GuiRpcError(err)
        return el

    # ---- control ----

    def _set_mode(self, op: str, mode: RunMode, duration_s: float, reason: str = "") -> None:
        # <reason>: our client's extension (BOINC issue #5753); BOINC's client skips the element.
        why = f"  <reason>{esc(reason)}</reason>\n" if reason else ""
        self._command(f"<{op}>\n{_MODE_TAGS[mode]}\n  <duration>{duration_s:f}</duration>\n{why}</{op}>")

    def set_run_mode(self, mode: RunMode, duration_s: float = 0.0, reason: str = "") -> None:
        self._set_mode("set_run_mode", mode, duration_s, reason)

    def set_gpu_mode(self, mode: RunMode, duration_s: float = 0.0, reason: str = "") -> None:
        self._set_mode("set_gpu_mode", mode, duration_s, reason)

    def set_network_mode(self, mode: RunMode, duration_s: float = 0.0, reason: str = "") -> None:
        self._set_mode("set_network_mode", mode, duration_s, reason)

    def soft_stop(self, reason: str = "") -> None:
        """Our extension: suspend each running task after its next checkpoint, then the run
        mode "never" (docs/automation.md, Soft stop). A stock BOINC client answers "unrecognized op"."""
        body = f"\n  <reason>{esc(reason)}</reason>\n" if reason else ""
        self._command(f"<soft_stop>{body}</soft_stop>" if body else "<soft_stop/>")

    def project_op(self, url: str, op: str) -> None:
        """op: update, suspend, resume, nomorework, allowmorework, detach, reset,
        detach_when_done, dont_detach_when_done."""
        self._command(f"<project_{op}>\n  <project_url>{esc(url)}</project_url>\n</project_{op}>")

    def result_op(self, url: str, name: str, op: str) -> None:
        """op: suspend, resume, abort."""
        self._command(f"<{op}_result>\n   <project_url>{esc(url)}</project_url>\n   <name>{esc(name)}</name>\n"
                      f"</{op}_result>")

    def file_transfer_op(self, url: str, filename: str, op: str) -> None:
        """op: retry, abort."""
        self._command(f"<{op}_file_transfer>\n   <project_url>{esc(url)}</project_url>\n"
                      f"   <filename>{esc(filename)}</filename>\n</{op}_file_transfer>")

    def project_attach(self, url: str, authenticator: str, project_name: str = "") -> None:
        self._command(f"<project_attach>\n  <project_url>{esc(url)}</project_url>\n"
                      f"  <authenticator>{esc(authenticator)}</authenticator>\n"
                      f"  <project_name>{esc(project_name)}</project_name>\n</project_attach>")

    def set_global_prefs_override(self, xml: str) -> None:
        self._command(f"<set_global_prefs_override>\n{xml}\n</set_global_prefs_override>")

    def set_cc_config(self, xml: str) -> None:
        self._command(f"<set_cc_config>\n{xml}\n</set_cc_config>")

    def simple(self, op: str) -> None:
        """read_global_prefs_override, read_cc_config, run_benchmarks, network_available, quit."""
        self._command(f"<{op}/>")

    # ---- rules (our extension; a real BOINC client raises GuiRpcUnsupported) ----

    def get_rules(self) -> RulesInfo:
        """The host's rules file and what its rules do now (docs/rules-and-alerts.md)."""
        reply = self.call("<get_rules/>")
        info = reply.find("rules_info")
        if info is None:
            message = text(reply, "error")
            if message.startswith("unrecognized op"):
                raise GuiRpcUnsupported(message)
            if not message:
                raise GuiRpcProtocolError("reply has no <rules_info>")
            raise GuiRpcError(message)
        file = info.find("rules_file")
        return RulesInfo(
            text=None if file is None else (file.text or ""),
            refused=tuple((e.text or "").strip() for e in info.findall("refused")),
            in_force=tuple((text(e, "name"), text(e, "reason")) for e in info.findall("in_force")),
            computing_suspended=text(info, "computing_suspended"),
            network_suspended=text(info, "network_suspended"),
        )

    def set_rules(self, rules_xml: str) -> None:
        """Replace the host's rules file; ``GuiRpcError`` with the host's words when it refuses them
        (the file is then unchanged)."""
        body = rules_xml.strip()
        if body.startswith("<?xml"):  # the request is one XML document: no declaration inside
            body = body[body.find("?>") + 2:].strip()
        self._command(f"<set_rules>\n{body}\n</set_rules>")
