"""The GUI RPC operations: authentication, the op table, and each reply.

``Session`` holds one connection's authentication state; ``handle`` turns one
request into a reply body and says whether to close the connection afterwards,
applying BOINC's rules (gui-rpc.md 2.2 and 2.4): auth1/auth2 found by substring
anywhere, a second auth1 or a stray auth2 while unauthenticated closes, a wrong
hash answers ``<unauthorized/>`` and closes, ops needing auth are refused and
the second refusal closes, remote peers may do nothing before auth.

Read ops answer from one ``GuiRpcSnapshot``; control ops validate against it
and post a ``Command`` to the backend. Nothing here blocks.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from core.guirpc import render
from core.guirpc.backend import (
    Command, FileTransferOp, GuiRpcBackend, GuiRpcSnapshot, ProjectAttach, ProjectOp, ResultOp,
    SetCcConfig, SetGlobalPrefsOverride, SetMode, Simple,
)
from core.guirpc.request import Request
from core.ids import FileName, ProjectUrl, ResultName
from core.state.enums import RunMode

SERVER_VERSION = (7, 20, 5)
"""Reported by exchange_versions and get_state; the protocol we emulate (fixtures' client)."""

MAX_PREFS_TEXT = 65536


@dataclass(slots=True)
class Session:
    """One connection's authentication state."""

    password: str
    is_local: bool
    authorized: bool = False
    nonce: str | None = None
    auth1_count: int = 0
    auth2_tried: bool = False
    refusals: int = 0
    client_name: str = ""

    def __post_init__(self) -> None:
        if not self.password:
            self.authorized = True


@dataclass(slots=True)
class Ctx:
    req: Request
    backend: GuiRpcBackend
    session: Session
    _snap: GuiRpcSnapshot | None = None

    @property
    def snap(self) -> GuiRpcSnapshot:
        if self._snap is None:
            self._snap = self.backend.snapshot()
        return self._snap


def lines(out: list[str]) -> str:
    return "\n".join(out) + "\n" if out else ""


def success() -> str:
    return "<success/>\n"


def error(text: str) -> str:
    return f"<error>{render.esc(text)}</error>\n"


def canonical(url: str) -> str:
    """Project URL for comparison: no scheme, no leading www., lower case, trailing '/'."""
    u = url.strip().lower()
    u = u.split("://", 1)[-1]
    if u.startswith("www."):
        u = u[4:]
    return u if u.endswith("/") else u + "/"


def _find_project(ctx: Ctx, url: str) -> ProjectUrl | None:
    want = canonical(url)
    for key in ctx.snap.state.projects:
        if canonical(key) == want:
            return key
    return None


# ---------------------------------------------------------------- read ops


def _exchange_versions(ctx: Ctx) -> str:
    ctx.session.client_name = ctx.req.string("name")[:256]
    ma, mi, rel = SERVER_VERSION
    return lines(["<server_version>", f"   <major>{ma}</major>", f"   <minor>{mi}</minor>",
                  f"   <release>{rel}</release>", "</server_version>"])


def _get_state(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    out = ["<client_state>"]
    render.host_info(out, st.host_info, snap)
    render.net_stats(out)
    render.time_stats(out, st, snap.now)
    # One pass per collection, then per project in order: the reference parser
    # attaches apps, versions, workunits and results to the preceding <project>.
    groups: dict[ProjectUrl, list[str]] = {url: [] for url in st.projects}
    for a in st.apps.values():
        if a.project_url in groups:
            render.app(groups[a.project_url], a)
    for av in st.app_versions:
        if av.project_url in groups:
            render.app_version(groups[av.project_url], av, st.host_info.p_fpops)
    for wu in st.workunits.values():
        if wu.project_url in groups:
            render.workunit(groups[wu.project_url], wu)
    for r in st.results.values():
        if r.project_url in groups:
            render.result(groups[r.project_url], r, st, snap.task_extras.get(r.key))
    for url, p in st.projects.items():
        render.project(out, p, snap)
        out += groups[url]
    ma, mi, rel = SERVER_VERSION
    out += [
        f"<platform_name>{render.esc(st.platform)}</platform_name>",
        f"<core_client_major_version>{ma}</core_client_major_version>",
        f"<core_client_minor_version>{mi}</core_client_minor_version>",
        f"<core_client_release>{rel}</core_client_release>",
        f"<executing_as_daemon>{int(snap.executing_as_daemon)}</executing_as_daemon>",
        f"<platform>{render.esc(st.platform)}</platform>",
    ]
    render.global_prefs(out, st.prefs, snap.global_prefs_override is not None)
    out.append("</client_state>")
    return lines(out)


def _get_results(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    out = ["<results>"]
    if ctx.req.flag("active_only"):
        chosen = [st.results[k] for k in st.active_tasks if k in st.results]
    else:
        chosen = list(st.results.values())
    for r in chosen:
        render.result(out, r, st, snap.task_extras.get(r.key))
    out.append("</results>")
    return lines(out)


def _get_project_status(ctx: Ctx) -> str:
    out = ["<projects>"]
    for p in ctx.snap.state.projects.values():
        render.project(out, p, ctx.snap)
    out.append("</projects>")
    return lines(out)


def _get_simple_gui_info(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    out = ["<simple_gui_info>"]
    for p in st.projects.values():
        render.project(out, p, snap)
    for k in st.active_tasks:
        if k in st.results:
            render.result(out, st.results[k], st, snap.task_extras.get(k))
    out.append("</simple_gui_info>")
    return lines(out)


def _get_file_transfers(ctx: Ctx) -> str:
    out = ["<file_transfers>"]
    for t in ctx.snap.transfers:
        render.file_transfer(out, t)
    out.append("</file_transfers>")
    return lines(out)


def _get_messages(ctx: Ctx) -> str:
    after = ctx.req.integer("seqno", 0)
    translatable = ctx.req.flag("translatable")
    out = ["<msgs>"]
    for m in ctx.snap.messages:
        if m.seqno > after:
            render.message(out, m, translatable)
    out.append("</msgs>")
    return lines(out)


def _get_message_count(ctx: Ctx) -> str:
    msgs = ctx.snap.messages
    return f"<seqno>{max((m.seqno for m in msgs), default=0)}</seqno>\n"


def _notices(ctx: Ctx, public: bool) -> str:
    after = ctx.req.integer("seqno", 0)
    out = ["<notices>"]
    for n in ctx.snap.notices:
        if n.seqno > after and not (public and n.is_private):
            render.notice(out, n)
    out.append("</notices>")
    return lines(out)


def _get_cc_status(ctx: Ctx) -> str:
    out: list[str] = []
    render.cc_status(out, ctx.snap.cc_status)
    return lines(out)


def _get_host_info(ctx: Ctx) -> str:
    out: list[str] = []
    render.host_info(out, ctx.snap.state.host_info, ctx.snap)
    return lines(out)


def _get_disk_usage(ctx: Ctx) -> str:
    d = ctx.snap.disk_usage
    f6 = render.f6
    out = ["<disk_usage_summary>"]
    for url, used in d.projects:
        out += ["<project>", f"  <master_url>{render.esc(url)}</master_url>",
                f"  <disk_usage>{f6(used)}</disk_usage>", "</project>"]
    out += [f"<d_total>{f6(d.d_total)}</d_total>", f"<d_free>{f6(d.d_free)}</d_free>",
            f"<d_boinc>{f6(d.d_boinc)}</d_boinc>", f"<d_allowed>{f6(d.d_allowed)}</d_allowed>",
            "</disk_usage_summary>"]
    return lines(out)


def _get_statistics(ctx: Ctx) -> str:
    f6 = render.f6
    out = ["<statistics>"]
    for url, days in ctx.snap.statistics.items():
        out += ["<project_statistics>", f"    <master_url>{render.esc(url)}</master_url>"]
        for d in days:
            out += ["    <daily_statistics>", f"        <day>{f6(d.day)}</day>",
                    f"        <user_total_credit>{f6(d.user_total_credit)}</user_total_credit>",
                    f"        <user_expavg_credit>{f6(d.user_expavg_credit)}</user_expavg_credit>",
                    f"        <host_total_credit>{f6(d.host_total_credit)}</host_total_credit>",
                    f"        <host_expavg_credit>{f6(d.host_expavg_credit)}</host_expavg_credit>",
                    "    </daily_statistics>"]
        out.append("</project_statistics>")
    out.append("</statistics>")
    return lines(out)


def _get_daily_xfer_history(ctx: Ctx) -> str:
    out = ["<daily_xfers>"]
    for x in ctx.snap.daily_xfers:
        out += ["<dx>", f"   <when>{x.when}</when>", f"   <up>{render.f6(x.up)}</up>",
                f"   <down>{render.f6(x.down)}</down>", "</dx>"]
    out.append("</daily_xfers>")
    return lines(out)


def _get_old_results(ctx: Ctx) -> str:
    f6, e, i = render.f6, render.esc, "         "
    out = ["<old_results>"]
    for o in ctx.snap.old_results:
        out += ["    <old_result>", f"{i}<project_url>{e(o.project_url)}</project_url>",
                f"{i}<result_name>{e(o.result_name)}</result_name>", f"{i}<app_name>{e(o.app_name)}</app_name>",
                f"{i}<exit_status>{o.exit_status}</exit_status>", f"{i}<elapsed_time>{f6(o.elapsed_time)}</elapsed_time>",
                f"{i}<cpu_time>{f6(o.cpu_time)}</cpu_time>", f"{i}<completed_time>{f6(o.completed_time)}</completed_time>",
                f"{i}<create_time>{f6(o.create_time)}</create_time>", "    </old_result>"]
    out.append("</old_results>")
    return lines(out)


def _get_global_prefs_working(ctx: Ctx) -> str:
    out: list[str] = []
    render.global_prefs(out, ctx.snap.state.prefs, ctx.snap.global_prefs_override is not None)
    return lines(out)


def _raw_file(text: str | None, missing: str) -> str:
    if text is None:
        return missing
    stripped = text.strip()
    return stripped + "\n" if stripped else ""


def _get_proxy_settings(ctx: Ctx) -> str:
    i = "    "
    return lines(["<proxy_info>", f"{i}<socks_server_name></socks_server_name>",
                  f"{i}<socks_server_port>80</socks_server_port>", f"{i}<http_server_name></http_server_name>",
                  f"{i}<http_server_port>80</http_server_port>", f"{i}<socks5_user_name></socks5_user_name>",
                  f"{i}<socks5_user_passwd></socks5_user_passwd>", f"{i}<socks5_remote_dns>0</socks5_remote_dns>",
                  f"{i}<http_user_name></http_user_name>", f"{i}<http_user_passwd></http_user_passwd>",
                  f"{i}<no_proxy></no_proxy>", f"{i}<no_autodetect>0</no_autodetect>", "</proxy_info>"])


def _acct_mgr_info(ctx: Ctx) -> str:
    s = ctx.snap
    return lines(["<acct_mgr_info>", f"   <acct_mgr_url>{render.esc(s.acct_mgr_url)}</acct_mgr_url>",
                  f"   <acct_mgr_name>{render.esc(s.acct_mgr_name)}</acct_mgr_name>", "</acct_mgr_info>"])


def _get_screensaver_tasks(ctx: Ctx) -> str:
    snap = ctx.snap
    st = snap.state
    out = ["<get_screensaver_tasks>", f"    <suspend_reason>{snap.cc_status.task.suspend_reason}</suspend_reason>"]
    for k, at in st.active_tasks.items():
        if at.running and k in st.results:
            render.result(out, st.results[k], st, snap.task_extras.get(k))
    out.append("</get_screensaver_tasks>")
    return lines(out)


# ---------------------------------------------------------------- control ops

_MODES = (("<always/>", RunMode.ALWAYS), ("<auto/>", RunMode.AUTO),
          ("<never/>", RunMode.NEVER), ("<restore/>", RunMode.RESTORE))


def _set_mode(which: str) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        for literal, mode in _MODES:
            if ctx.req.has(literal):
                duration = max(ctx.req.number("duration"), 0.0)
                return _post(ctx, SetMode(which, mode, duration))
        return error("Missing mode")
    return handler


def _post(ctx: Ctx, command: Command) -> str:
    ctx.backend.post(command)
    return success()


def _project_op(op: str) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        url = ctx.req.string("project_url")
        if not url:
            return error("Missing project URL")
        key = _find_project(ctx, url)
        if key is None:
            return error("No such project")
        return _post(ctx, ProjectOp(key, op))
    return handler


def _project_attach(ctx: Ctx) -> str:
    if ctx.req.flag("use_config_file"):
        return error("no project_init.xml file")
    url = ctx.req.string("project_url")
    auth = ctx.req.string("authenticator")
    if not url:
        return error("Missing URL")
    if not auth:
        return error("Missing authenticator")
    if _find_project(ctx, url) is not None:
        return error("Already attached to project")
    if "://" not in url:
        url = "http://" + url
    if not url.endswith("/"):
        url += "/"
    return _post(ctx, ProjectAttach(ProjectUrl(url), auth, ctx.req.string("project_name")))


def _project_attach_poll(ctx: Ctx) -> str:
    return lines(["<project_attach_reply>", "    <error_num>0</error_num>", "</project_attach_reply>"])


def _result_op(op: str) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        url = ctx.req.string("project_url")
        if not url:
            return error("Missing project URL")
        key = _find_project(ctx, url)
        if key is None:
            return error("No such project")
        name = ctx.req.string("name")
        if not name:
            return error("Missing result name")
        if (key, ResultName(name)) not in ctx.snap.state.results:
            return error("no such result")
        return _post(ctx, ResultOp(key, ResultName(name), op))
    return handler


def _transfer_op(op: str) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        url = ctx.req.string("project_url")
        if not url:
            return error("Missing project URL")
        key = _find_project(ctx, url)
        if key is None:
            return error("No such project")
        name = ctx.req.string("filename")
        if not name:
            return error("Missing filename")
        if not any(t.project_url == key and t.name == name for t in ctx.snap.transfers):
            return error("No such transfer waiting")
        return _post(ctx, FileTransferOp(key, FileName(name), op))
    return handler


def _set_text(kind: str) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        text = ctx.req.between(f"set_{kind}")
        if len(text) > MAX_PREFS_TEXT:
            return error("request too long")
        command: Command = SetCcConfig(text) if kind == "cc_config" else SetGlobalPrefsOverride(text)
        return _post(ctx, command)
    return handler


def _simple(op: str) -> Callable[[Ctx], str]:
    return lambda ctx: _post(ctx, Simple(op))


def _fixed(body: str) -> Callable[[Ctx], str]:
    return lambda ctx: body


Handler = Callable[[Ctx], str]

NO_AUTH: dict[str, Handler] = {
    "exchange_versions": _exchange_versions,
    "get_all_projects_list": _fixed(""),
    "get_cc_status": _get_cc_status,
    "get_disk_usage": _get_disk_usage,
    "get_daily_xfer_history": _get_daily_xfer_history,
    "get_file_transfers": _get_file_transfers,
    "get_host_info": _get_host_info,
    "get_messages": _get_messages,
    "get_message_count": _get_message_count,
    "get_newer_version": _fixed("<newer_version></newer_version>\n<download_url></download_url>\n"),
    "get_notices_public": lambda ctx: _notices(ctx, public=True),
    "get_old_results": _get_old_results,
    "get_project_status": _get_project_status,
    "get_results": _get_results,
    "get_screensaver_tasks": _get_screensaver_tasks,
    "get_simple_gui_info": _get_simple_gui_info,
    "get_state": _get_state,
    "get_statistics": _get_statistics,
    "run_graphics_app": _fixed(error("run_graphics_app RPC is currently available only on Mac OS")),
}

NEED_AUTH: dict[str, Handler] = {
    "acct_mgr_info": _acct_mgr_info,
    "get_cc_config": lambda ctx: _raw_file(ctx.snap.cc_config, ""),
    "get_global_prefs_file": lambda ctx: _raw_file(ctx.snap.global_prefs_file, "<error>-108</error>\n"),
    "get_global_prefs_override": lambda ctx: _raw_file(
        ctx.snap.global_prefs_override, error("no prefs override file")),
    "get_global_prefs_working": _get_global_prefs_working,
    "get_notices": lambda ctx: _notices(ctx, public=False),
    "get_project_init_status": _fixed(lines(["<get_project_init_status>", "    <url></url>",
                                             "    <name></name>", "</get_project_init_status>"])),
    "get_proxy_settings": _get_proxy_settings,
    "set_proxy_settings": _fixed(success()),
    "set_run_mode": _set_mode("run"),
    "set_gpu_mode": _set_mode("gpu"),
    "set_network_mode": _set_mode("network"),
    "project_attach": _project_attach,
    "project_attach_poll": _project_attach_poll,
    "suspend_result": _result_op("suspend"),
    "resume_result": _result_op("resume"),
    "abort_result": _result_op("abort"),
    "retry_file_transfer": _transfer_op("retry"),
    "abort_file_transfer": _transfer_op("abort"),
    "set_global_prefs_override": _set_text("global_prefs_override"),
    "set_cc_config": _set_text("cc_config"),
}
for _op in ("update", "suspend", "resume", "nomorework", "allowmorework", "detach", "reset",
            "detach_when_done", "dont_detach_when_done"):
    NEED_AUTH[f"project_{_op}"] = _project_op(_op)
for _op in ("read_global_prefs_override", "read_cc_config", "run_benchmarks", "network_available",
            "quit", "reset_host_info"):
    NEED_AUTH[_op] = _simple(_op)
for _op in ("acct_mgr_rpc", "acct_mgr_rpc_poll", "create_account", "create_account_poll", "get_project_config",
            "get_project_config_poll", "lookup_account", "lookup_account_poll", "get_app_config",
            "set_app_config", "set_host_info", "set_language", "report_device_status"):
    NEED_AUTH[_op] = _fixed(error(f"{_op} is not supported by this client"))


# ---------------------------------------------------------------- dispatch


def _auth1(s: Session) -> tuple[str, bool]:
    if not s.authorized and s.auth1_count:
        return "", True
    s.auth1_count += 1
    s.nonce = f"{time.time():f}{secrets.token_hex(8)}"
    return f"<nonce>{s.nonce}</nonce>\n", False


def _auth2(s: Session, req: Request) -> tuple[str, bool]:
    if not s.authorized and (s.nonce is None or s.auth2_tried):
        return "", True
    s.auth2_tried = True
    nonce, s.nonce = s.nonce, None  # one use only, so a captured hash cannot be replayed
    got = req.string("nonce_hash").lower().encode("ascii", "replace")
    want = hashlib.md5(((nonce or "") + s.password).encode("utf-8")).hexdigest().encode()
    if nonce is not None and hmac.compare_digest(got, want):
        s.authorized = True
        return "<authorized/>\n", False
    if s.authorized:
        return "<unauthorized/>\n", False
    return "<unauthorized/>\n", True


def handle(req: Request, backend: GuiRpcBackend, session: Session) -> tuple[str, bool]:
    """Answer one request: (reply body without envelope, close afterwards?)."""
    if req.has("<auth1>") or req.has("<auth1/>"):
        return _auth1(session)
    if req.has("<auth2>") or req.has("<auth2/>"):
        return _auth2(session, req)
    op = req.op
    if not req.op_raw:
        return error("missing request"), False
    handler = NO_AUTH.get(op)
    needs_auth = handler is None
    if handler is None:
        handler = NEED_AUTH.get(op)
    if handler is None:
        return error(f"unrecognized op: {req.op_raw}"), False
    if not session.authorized and (needs_auth or not session.is_local):
        session.refusals += 1
        return "<unauthorized/>\n", session.refusals >= 2
    return handler(Ctx(req, backend, session)), False
