"""The GUI RPC operations: authentication, the op table, and the control replies.

``handle`` turns one request into a reply body and says whether to close the
connection afterwards, applying BOINC's rules (gui-rpc.md 2.2 and 2.4): auth1/auth2
found by substring anywhere, a second auth1 or a stray auth2 while unauthenticated
closes, a wrong hash answers ``<unauthorized/>`` and closes, ops needing auth are
refused and the second refusal closes, remote peers may do nothing before auth.

Read ops (core/guirpc/read_ops.py) answer from one ``GuiRpcSnapshot``; control ops
here validate against it and post a ``Command`` to the backend. Nothing here blocks.
``Session`` (core/guirpc/session.py) holds one connection's state.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from core.accounts.attach_probe import normalise_url
from core.api.commands import (
    Attach,
    Command,
    NetworkAvailable,
    ProjectAction,
    ProjectOp,
    Quit,
    ReadConfigFiles,
    ReadPrefsFiles,
    RunBenchmarks,
    SetAppConfig,
    SetGpuMode,
    SetNetworkMode,
    SetProxy,
    SetRunMode,
    SoftStop,
    TaskAction,
    TaskOp,
    TransferAction,
    TransferOp,
    WriteConfigFile,
)
from core.errors import XmlInputError
from core.guirpc.account_ops import ACCOUNT_OPS, PUBLIC_ACCOUNT_OPS
from core.guirpc.backend import GuiRpcBackend, RulesFiles
from core.guirpc.gui_proxy import parse_proxy_info, proxy_problem
from core.guirpc.read_ops import PRIVATE_READS, PUBLIC_READS
from core.guirpc.request import Request
from core.guirpc.session import (
    SERVER_VERSION,
    Ctx,
    Handler,
    Session,
    canonical,
    error,
    find_project,
    fixed,
    lines,
    success,
)
from core.hashing import nonce_hash
from core.ids import FileName, ProjectUrl, ResultName
from core.persist.app_config import APP_CONFIG_FILE, parse_app_config
from core.rules.rules_file import RuleError
from core.state.enums import RunMode
from core.xml.text_escape import escape_gui_rpc as esc

MAX_PREFS_TEXT = 65536

__all__ = [
    "ARGUMENT_FREE",
    "MAX_PREFS_TEXT",
    "OP_OF_COMMAND",
    "NEED_AUTH",
    "NO_AUTH",
    "SERVER_VERSION",
    "SNAPSHOT_FREE",
    "Answer",
    "Session",
    "canonical",
    "handle",
    "route",
]


# ---------------------------------------------------------------- control ops

_MODES = (("<always/>", RunMode.ALWAYS), ("<auto/>", RunMode.AUTO),
          ("<never/>", RunMode.NEVER), ("<restore/>", RunMode.RESTORE))


def _set_mode(which: str) -> Callable[[Ctx], str]:
    kinds: dict[str, Callable[[RunMode, float, str], Command]] = {"run": SetRunMode, "network": SetNetworkMode,
                                                                  "gpu": SetGpuMode}
    kind = kinds.get(which)

    def handler(ctx: Ctx) -> str:
        for literal, mode in _MODES:
            if ctx.req.has(literal):
                duration = max(ctx.req.number("duration"), 0.0)
                return _post(ctx, kind(mode, duration, ctx.req.string("reason")) if kind is not None else None)
        return error("Missing mode")
    return handler


def _soft_stop(ctx: Ctx) -> str:
    """Our extension ``<soft_stop><reason>…</reason></soft_stop>`` (the reason optional):
    each running task is suspended after its next checkpoint, then the run mode is never."""
    return _post(ctx, SoftStop(ctx.req.string("reason")))


def _post(ctx: Ctx, command: Command | None) -> str:
    """Post ``command`` and answer success; None: an op this client accepts and has nothing to do
    for (reset_host_info)."""
    if command is not None:
        ctx.backend.post(command)
    return success()


def _project_op(action: ProjectAction) -> Callable[[Ctx], str]:
    op = action.value  # the op's name after "project_"

    def handler(ctx: Ctx) -> str:
        url = ctx.req.string("project_url")
        if not url:
            return error("Missing project URL")
        key = find_project(ctx, url)
        if key is None:
            return error("No such project")
        if op == "detach" and ctx.snap.state.projects[key].attached_via_acct_mgr:
            ctx.backend.post(ProjectOp(key, action))  # refused there too, with the event-log line BOINC writes
            return error("must detach using account manager")
        return _post(ctx, ProjectOp(key, action))
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
    if find_project(ctx, url) is not None:
        return error("Already attached to project")
    return _post(ctx, Attach(normalise_url(url), auth))


def _project_attach_poll(ctx: Ctx) -> str:
    return lines(["<project_attach_reply>", "    <error_num>0</error_num>", "</project_attach_reply>"])


@dataclass(frozen=True, slots=True)
class _Refused:
    message: str  # the error reply to send


def _named(ctx: Ctx, tag: str, missing: str) -> tuple[ProjectUrl, str] | _Refused:
    """The project and the task or file (its name in ``tag``) a task or transfer operation
    names, or the reply refusing it (``missing``: the words when no name is given)."""
    url = ctx.req.string("project_url")
    if not url:
        return _Refused(error("Missing project URL"))
    key = find_project(ctx, url)
    if key is None:
        return _Refused(error("No such project"))
    name = ctx.req.string(tag)
    return (key, name) if name else _Refused(error(missing))


def _result_op(op: TaskAction) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        named = _named(ctx, "name", "Missing result name")
        if isinstance(named, _Refused):
            return named.message
        task = (named[0], ResultName(named[1]))
        if task not in ctx.snap.state.results:
            return error("no such result")
        return _post(ctx, TaskOp(task, op))
    return handler


def _transfer_op(op: TransferAction) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        named = _named(ctx, "filename", "Missing filename")
        if isinstance(named, _Refused):
            return named.message
        key, name = named
        if not any(t.project_url == key and t.name == name for t in ctx.snap.transfers):
            return error("No such transfer waiting")
        return _post(ctx, TransferOp((key, FileName(name), ""), op))  # GUI RPC names no direction
    return handler


def _set_text(kind: Literal["global_prefs_override", "cc_config"]) -> Callable[[Ctx], str]:
    def handler(ctx: Ctx) -> str:
        text = ctx.req.between(f"set_{kind}")
        if len(text) > MAX_PREFS_TEXT:
            return error("request too long")
        return _post(ctx, WriteConfigFile(kind, text))
    return handler


def _set_app_config(ctx: Ctx) -> str:
    """BOINC's handle_set_app_config: parse first (a bad file changes nothing), then write and apply."""
    if not ctx.req.has("<app_config>"):
        return error("XML parse failed")
    text = f"<app_config>{ctx.req.between('app_config')}</app_config>"
    if len(text) > MAX_PREFS_TEXT:
        return error("request too long")
    try:
        parsed = parse_app_config(text, source=APP_CONFIG_FILE)
    except XmlInputError as exc:
        return error(f"XML parse failed: {exc}")
    if parsed.problems:
        return error("XML parse failed: " + "; ".join(str(p) for p in parsed.problems))
    key = find_project(ctx, ctx.req.string("url"))
    if key is None:
        return error("no such project")
    return _post(ctx, SetAppConfig(key, parsed.config.to_xml()))


def _set_proxy_settings(ctx: Ctx) -> str:
    if not ctx.req.has("<proxy_info>"):
        return error("Missing proxy info")
    info = parse_proxy_info(ctx.req.between("proxy_info"))
    problem = proxy_problem(info)
    if problem:
        return error(problem)
    return _post(ctx, SetProxy(info))


# ---------------------------------------------------------------- rules (our extension)
# A client that evaluates rules (core/rules) lets a manager read and replace its rules
# file: the rules belong to the computer whose temperature, programs and battery they
# read. Formats in docs/rules-and-alerts.md. A client without rules answers as BOINC's
# does for any op it does not know ("unrecognized op"), which managers take as "no rules".


def _get_rules(ctx: Ctx) -> str:
    if ctx.rules is None:
        return error(f"unrecognized op: {ctx.req.op_raw}")
    info = ctx.rules.rules_info()
    out = ["<rules_info>"]
    if info.text is not None:
        out.append(f"<rules_file>{esc(info.text)}</rules_file>")
    out.extend(f"<refused>{esc(p)}</refused>" for p in info.refused)
    out.extend(f"<in_force><name>{esc(n)}</name><reason>{esc(r)}</reason></in_force>" for n, r in info.in_force)
    if info.computing_suspended:
        out.append(f"<computing_suspended>{esc(info.computing_suspended)}</computing_suspended>")
    if info.network_suspended:
        out.append(f"<network_suspended>{esc(info.network_suspended)}</network_suspended>")
    out.append("</rules_info>")
    return lines(out)


def _set_rules(ctx: Ctx) -> str:
    if ctx.rules is None:
        return error(f"unrecognized op: {ctx.req.op_raw}")
    text = ctx.req.between("set_rules").strip()
    if not text.startswith("<rules"):
        return error("Missing <rules>")
    if len(text) > MAX_PREFS_TEXT:
        return error("request too long")
    try:
        ctx.rules.replace_rules(text + "\n")  # the request's framing took the file's last newline
    except RuleError as exc:
        return error(f"rules refused: {exc}")
    except OSError as exc:
        return error(f"rules not written: {exc.strerror or exc}")
    return success()


def _simple(command: Command | None) -> Callable[[Ctx], str]:
    return lambda ctx: _post(ctx, command)


NO_AUTH: dict[str, Handler] = {**PUBLIC_READS, **PUBLIC_ACCOUNT_OPS}

NEED_AUTH: dict[str, Handler] = {
    **PRIVATE_READS,
    "set_proxy_settings": _set_proxy_settings,
    "set_run_mode": _set_mode("run"),
    "set_gpu_mode": _set_mode("gpu"),
    "set_network_mode": _set_mode("network"),
    "soft_stop": _soft_stop,
    "project_attach": _project_attach,
    "project_attach_poll": _project_attach_poll,
    "suspend_result": _result_op(TaskAction.SUSPEND),
    "resume_result": _result_op(TaskAction.RESUME),
    "abort_result": _result_op(TaskAction.ABORT),
    "retry_file_transfer": _transfer_op(TransferAction.RETRY),
    "abort_file_transfer": _transfer_op(TransferAction.ABORT),
    "set_global_prefs_override": _set_text("global_prefs_override"),
    "set_cc_config": _set_text("cc_config"),
    "set_app_config": _set_app_config,
    "get_rules": _get_rules,
    "set_rules": _set_rules,
}
for _action in ProjectAction:  # project_update, project_suspend, ... project_dont_detach_when_done
    NEED_AUTH[f"project_{_action.value}"] = _project_op(_action)
#: The argument-free ops and the command each posts (None: accepted, nothing to do). The remote
#: client sends these commands by the same table (core/remote/client.py), so an argument-free
#: command reaches GUI RPC both ways with one line here.
ARGUMENT_FREE: dict[str, Command | None] = {
    "read_global_prefs_override": ReadPrefsFiles(), "read_cc_config": ReadConfigFiles(),
    "run_benchmarks": RunBenchmarks(), "quit": Quit(), "network_available": NetworkAvailable(),
    "reset_host_info": None,
}
for _op, _command in ARGUMENT_FREE.items():
    NEED_AUTH[_op] = _simple(_command)
OP_OF_COMMAND: dict[type, str] = {type(c): op for op, c in ARGUMENT_FREE.items() if c is not None}
NEED_AUTH.update(ACCOUNT_OPS)
for _op in ("set_host_info", "set_language", "report_device_status"):
    NEED_AUTH[_op] = fixed(error(f"{_op} is not supported by this client"))


# ---------------------------------------------------------------- dispatch


def _auth1(s: Session) -> tuple[str, bool]:
    if not s.authorized and s.auth1_count:
        return "", True
    s.auth1_count += 1
    import secrets  # here, as hmac below: both load OpenSSL (core/hashing.py), and only a login needs them

    s.nonce = f"{time.time():f}{secrets.token_hex(8)}"
    return f"<nonce>{s.nonce}</nonce>\n", False


def _auth2(s: Session, req: Request) -> tuple[str, bool]:
    if not s.authorized and (s.nonce is None or s.auth2_tried):
        return "", True
    s.auth2_tried = True
    nonce, s.nonce = s.nonce, None  # one use only, so a captured hash cannot be replayed
    got = req.string("nonce_hash").lower().encode("ascii", "replace")
    want = nonce_hash(nonce or "", s.password).encode()
    import hmac

    if nonce is not None and hmac.compare_digest(got, want):
        s.authorized = True
        return "<authorized/>\n", False
    if s.authorized:
        return "<unauthorized/>\n", False
    return "<unauthorized/>\n", True


Answer = tuple[str, bool]
"""A reply body without its envelope, and whether to close the connection afterwards."""

# Ops whose handlers never look at the snapshot (they post blindly, answer from the
# request or answer a constant): no need to wait for a fresh one.
SNAPSHOT_FREE = frozenset({
    "exchange_versions", "get_newer_version", "run_graphics_app",
    "set_run_mode", "set_gpu_mode", "set_network_mode", "soft_stop", "set_proxy_settings", "project_attach_poll",
    "set_global_prefs_override", "set_cc_config",
    "read_global_prefs_override", "read_cc_config", "run_benchmarks", "network_available", "quit",
    "reset_host_info", "create_account", "create_account_poll",
    "get_project_config", "get_project_config_poll", "lookup_account", "lookup_account_poll",
    "set_host_info", "set_language", "report_device_status",
    "get_rules", "set_rules",  # they read the rules file and the rules' state, not the snapshot
})


def route(req: Request, session: Session) -> Answer | Handler:
    """The answer to ``req`` when it needs no backend (authentication, refusals,
    unknown ops), else the handler to run. Updates the session's authentication state."""
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
    return handler


def handle(req: Request, backend: GuiRpcBackend, session: Session) -> Answer:
    """Answer one request: (reply body without envelope, close afterwards?)."""
    routed = route(req, session)
    if isinstance(routed, tuple):
        return routed
    rules = backend if isinstance(backend, RulesFiles) else None
    return routed(Ctx(req, backend, session, rules=rules)), False
