"""GUI RPC account operations, laid out as BOINC 7.20's client answers them.

* ``get_project_config`` / ``lookup_account`` / ``create_account`` start a project web RPC
  (core.accounts.web_rpc) on a worker thread and answer ``<success/>``; their ``_poll``
  answers ``<error_num>-204</error_num>`` until it is done, then the project's answer
  (``<project_config>``, ``<account_out>`` or its ``<error>``). As in BOINC each
  connection has its own operation of each kind. What the project sent is parsed and
  written again, never passed through: a hostile reply cannot reach the GUI.
* ``acct_mgr_rpc`` posts an ``AcctMgrRpc`` command (join, sync or leave); ``acct_mgr_rpc_poll``
  and ``acct_mgr_info`` answer from the snapshot (the live client's account-manager driver).
* ``get_all_projects_list``: the client's all_projects_list.xml, else the list shipped in resources/.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.accounts.fetch import WebRpcError
from core.accounts.project_list import ALL_PROJECTS_LIST_FILE, list_text
from core.accounts.web_rpc import (
    ERR_IN_PROGRESS,
    AccountOut,
    ProjectConfig,
    create_account,
    get_project_config,
    lookup_account,
)
from core.api.commands import AcctMgrRpc, Tell
from core.guirpc import render
from core.guirpc.session import Ctx, Handler, canonical, error, lines, success
from core.hashing import passwd_hash
from core.persist import canonicalize_master_url

MAX_WORKERS = 16  # web RPC threads at once over all connections; more are refused
_workers = threading.BoundedSemaphore(MAX_WORKERS)


@dataclass(slots=True)
class WebOp:
    """One connection's web RPC of one kind: ``reply`` is None while in progress."""

    reply: str | None = None


def _start(ctx: Ctx, kind: str, work: Callable[[], str]) -> str:
    if not _workers.acquire(blocking=False):
        return error("too many account requests in progress; try again")
    op = WebOp()
    ctx.session.web_ops[kind] = op

    def run() -> None:
        try:
            op.reply = work()
        except WebRpcError as exc:
            op.reply = _error_num(kind, exc.error_num, exc.message)
        except Exception as exc:  # noqa: BLE001 -- the poll must always end
            op.reply = _error_num(kind, -1, f"internal error: {exc}")
        finally:
            _workers.release()

    threading.Thread(target=run, name=f"guirpc-{kind}", daemon=True).start()
    return success()


def _outer(kind: str) -> str:
    return "project_config" if kind == "get_project_config" else "account_out"


def _error_num(kind: str, num: int, message: str = "") -> str:
    out = [f"<{_outer(kind)}>", f"    <error_num>{num}</error_num>"]
    if message:
        out.append(f"    <error_msg>{render.esc(message)}</error_msg>")
    out.append(f"</{_outer(kind)}>")
    return lines(out)


def _poll(kind: str) -> Handler:
    def handler(ctx: Ctx) -> str:
        op = ctx.session.web_ops.get(kind)
        if op is None:  # nothing asked yet: BOINC's op starts with error_num 0 and an empty reply
            return lines([f"<{_outer(kind)}/>"])
        reply = op.reply
        return _error_num(kind, ERR_IN_PROGRESS) if reply is None else reply
    return handler


def render_account_out(out: AccountOut) -> str:
    if out.error_num:
        return lines(["<error>", f"    <error_num>{out.error_num}</error_num>",
                      f"    <error_msg>{render.esc(out.error_msg)}</error_msg>", "</error>"])
    return lines(["<account_out>", f"    <authenticator>{render.esc(out.authenticator)}</authenticator>",
                  "</account_out>"])


def render_project_config(c: ProjectConfig) -> str:
    """The project's own reply when there is one (as BOINC's get_project_config_poll
    returns it), else the parsed fields."""
    if c.raw_xml and not c.error_num:
        return lines([c.raw_xml.strip()])
    e = render.esc
    out = ["<project_config>"]
    if c.error_num:
        out.append(f"    <error_num>{c.error_num}</error_num>")
    if c.error_msg:
        out.append(f"    <error_msg>{e(c.error_msg)}</error_msg>")
    out += [f"    <name>{e(c.name)}</name>", f"    <master_url>{e(c.master_url)}</master_url>",
            f"    <web_rpc_url_base>{e(c.web_rpc_url_base)}</web_rpc_url_base>",
            f"    <web_stopped>{int(c.web_stopped)}</web_stopped>",
            f"    <sched_stopped>{int(c.sched_stopped)}</sched_stopped>",
            f"    <min_passwd_length>{c.min_passwd_length}</min_passwd_length>"]
    for flag, on in (("account_manager", c.account_manager), ("uses_username", c.uses_username),
                     ("account_creation_disabled", c.account_creation_disabled),
                     ("client_account_creation_disabled", c.client_account_creation_disabled)):
        if on:
            out.append(f"    <{flag}/>")
    if c.min_client_version:
        out.append(f"    <min_client_version>{c.min_client_version}</min_client_version>")
    if c.platforms:
        out.append("    <platforms>")
        out += [f"        <platform><platform_name>{e(p)}</platform_name></platform>" for p in c.platforms]
        out.append("    </platforms>")
    if c.terms_of_use:
        out.append(f"    <terms_of_use>{e(c.terms_of_use)}</terms_of_use>")
    out.append("</project_config>")
    return lines(out)


def _get_project_config(ctx: Ctx) -> str:
    url = ctx.req.string("url")
    if not url:
        return error("no url")
    # BOINC's line, with the address it asks (client/acct_setup.cpp).
    ctx.backend.post(Tell(f"Fetching configuration file from {canonicalize_master_url(url)}get_project_config.php"))
    return _start(ctx, "get_project_config", lambda: render_project_config(get_project_config(url)))


def _lookup_account(ctx: Ctx) -> str:
    url, email, hashed = ctx.req.string("url"), ctx.req.string("email_addr"), ctx.req.string("passwd_hash")
    if not url or not email or not hashed:
        return error("missing URL, email address, or password")
    return _start(ctx, "lookup_account", lambda: render_account_out(lookup_account(url, email, hashed)))


def _create_account(ctx: Ctx) -> str:
    consented = ctx.req.flag("consented_to_terms")
    if consented and not ctx.session.client_name:
        return error("<name> must be set in <exchange_versions> before using <consented_to_terms/>")
    url, email, hashed = ctx.req.string("url"), ctx.req.string("email_addr"), ctx.req.string("passwd_hash")
    user, team = ctx.req.string("user_name"), ctx.req.string("team_name")
    source = ctx.session.client_name if consented else ""
    return _start(ctx, "create_account", lambda: render_account_out(
        create_account(url, email, hashed, user, team_name=team, consent_source=source)))


def _acct_mgr_rpc(ctx: Ctx) -> str:
    if ctx.req.flag("use_config_file"):
        if not ctx.snap.acct_mgr_url:
            return error("bad arg")
        ctx.backend.post(AcctMgrRpc(use_config_file=True))
        return success()
    found = {tag: ctx.req.has(f"<{tag}>") or ctx.req.has(f"<{tag}/>") for tag in ("url", "name", "password")}
    if not all(found.values()):
        return error("bad arg")
    url, name, password = ctx.req.string("url"), ctx.req.string("name"), ctx.req.string("password")
    hashed = password[5:] if password.startswith("hash:") else passwd_hash(password, name)
    current = ctx.snap.acct_mgr_url
    if current and url and canonical(url) != canonical(current):
        return error("attached to a different AM - detach first")
    ctx.backend.post(AcctMgrRpc(url, name, hashed if url else ""))
    return success()


def _acct_mgr_rpc_poll(ctx: Ctx) -> str:
    s = ctx.snap
    out = ["<acct_mgr_rpc_reply>"]
    out += [f"    <message>{render.esc(m)}</message>" for m in s.acct_mgr_messages]
    out += [f"    <error_num>{s.acct_mgr_error_num}</error_num>", "</acct_mgr_rpc_reply>"]
    return lines(out)


def _acct_mgr_info(ctx: Ctx) -> str:
    s = ctx.snap
    out = ["<acct_mgr_info>", f"   <acct_mgr_url>{render.esc(s.acct_mgr_url)}</acct_mgr_url>",
           f"   <acct_mgr_name>{render.esc(s.acct_mgr_name)}</acct_mgr_name>"]
    if s.acct_mgr_have_credentials:
        out.append("   <have_credentials/>")
    out.append("</acct_mgr_info>")
    return lines(out)


def _get_all_projects_list(ctx: Ctx) -> str:
    return list_text(Path(ctx.snap.data_dir) / ALL_PROJECTS_LIST_FILE if ctx.snap.data_dir else None)


ACCOUNT_OPS: dict[str, Handler] = {
    "get_project_config": _get_project_config,
    "get_project_config_poll": _poll("get_project_config"),
    "lookup_account": _lookup_account,
    "lookup_account_poll": _poll("lookup_account"),
    "create_account": _create_account,
    "create_account_poll": _poll("create_account"),
    "acct_mgr_rpc": _acct_mgr_rpc,
    "acct_mgr_rpc_poll": _acct_mgr_rpc_poll,
    "acct_mgr_info": _acct_mgr_info,
}
PUBLIC_ACCOUNT_OPS: dict[str, Handler] = {"get_all_projects_list": _get_all_projects_list}
"""Ops answered before authentication (BOINC: get_all_projects_list needs none)."""
