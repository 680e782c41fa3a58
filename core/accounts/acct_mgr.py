"""Account managers: BOINC's acct_mgr_rpc protocol and its two files (client/acct_mgr.cpp, 7.20).

The client posts ``<acct_mgr_request>`` to ``<manager URL>rpc.php``: the login name and
password hash (md5(password + lower-cased name)) or the manager's authenticator, the
host's identity, and one ``<project>`` per attached project. The ``<acct_mgr_reply>``
names the manager, gives its signing key, and has one ``<account>`` per project:
attach it (the URL must carry a valid ``url_signature``, an authenticator), detach it,
suspend or resume it, set its resource share, stop asking for work.

This module is pure except for the two files: it reads and writes
``acct_mgr_url.xml`` and ``acct_mgr_login.xml`` (BOINC's layouts, written atomically
inside the data directory), builds requests, parses replies through the hardened
parser and turns a reply into ``AmAction``s (``plan``). A hostile reply is refused
with a message: malformed XML, a project URL that is not http(s) or names a path
("file:///etc/", "/etc/passwd", "../x"), a URL whose signature does not verify, a
signing key different from the one kept. Nothing from a reply is used as a path.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from xml.sax.saxutils import escape

from lxml import etree

from core.accounts.fetch import check_web_url
from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.persist import DataDir, canonicalize_master_url
from core.persist.atomic import write_atomic
from core.signing import verify_signature
from core.state import ClientState
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped

ACCT_MGR_URL_FILE = "acct_mgr_url.xml"
ACCT_MGR_LOGIN_FILE = "acct_mgr_login.xml"
DEFAULT_SYNC_S = 86400.0  # BOINC: once a day unless the manager says repeat_sec
MIN_REPEAT_S = 60.0  # a manager cannot make us call it more often than this
ACCT_MGR_MIN_BACKOFF = 600.0
ACCT_MGR_MAX_BACKOFF = 86400.0
MAX_ACCOUNTS = 500
ERR_BAD_PASSWD = -206
ERR_XML_PARSE = -112
ERR_INVALID_URL = -189


@dataclass(slots=True)
class AcctMgrInfo:
    """The manager this client uses (ACCT_MGR_INFO); persisted in the two files."""

    url: str = ""  # master URL; "" = no manager
    name: str = ""  # the manager's name, from its replies
    login_name: str = ""
    password_hash: str = ""
    authenticator: str = ""  # the manager's own key for this volunteer, if it gave one
    signing_key: str = ""  # kept from the first reply; a different one later is refused
    previous_host_cpid: str = ""
    next_rpc_time: float = 0.0
    opaque: str = ""
    user_name: str = ""
    team_name: str = ""
    nfailures: int = 0  # not persisted (BOINC neither)

    @property
    def using_am(self) -> bool:
        return bool(self.url)

    @property
    def have_credentials(self) -> bool:
        return bool(self.login_name or self.authenticator)


def read_info(dd: DataDir) -> tuple[AcctMgrInfo, list[str]]:
    """The manager from the two files (an empty ``AcctMgrInfo`` when none), and any problems."""
    info = AcctMgrInfo()
    problems: list[str] = []
    url_file = dd.root / ACCT_MGR_URL_FILE
    if not url_file.exists():
        return info, problems
    try:
        root = parse_xml(read_capped(url_file, MAX_CONFIG_FILE_BYTES), source=str(url_file), recover=True)
        info.url = _t(root, "url")
        info.name = _t(root, "name")
        info.signing_key = _t(root, "signing_key")
    except XmlInputError as exc:
        problems.append(f"{ACCT_MGR_URL_FILE} ignored: {exc}")
        return AcctMgrInfo(), problems
    if info.url and check_web_url(info.url):
        problems.append(f"{ACCT_MGR_URL_FILE} ignored: {check_web_url(info.url)}")
        return AcctMgrInfo(), problems
    login = dd.root / ACCT_MGR_LOGIN_FILE
    if login.exists():
        try:
            root = parse_xml(read_capped(login, MAX_CONFIG_FILE_BYTES), source=str(login), recover=True)
            info.login_name = _t(root, "login")
            info.password_hash = _t(root, "password_hash")
            info.authenticator = _t(root, "authenticator")
            info.previous_host_cpid = _t(root, "previous_host_cpid")
            info.next_rpc_time = _float(_t(root, "next_rpc_time"))
            info.opaque = _t(root, "opaque")
            info.user_name = _t(root, "user_name")
            info.team_name = _t(root, "team_name")
        except XmlInputError as exc:
            problems.append(f"{ACCT_MGR_LOGIN_FILE} ignored: {exc}")
    return info, problems


def write_info(dd: DataDir, info: AcctMgrInfo) -> None:
    """Both files in BOINC's layout (ACCT_MGR_INFO::write_info), atomically; removes them when no manager."""
    url_file, login = dd.root / ACCT_MGR_URL_FILE, dd.root / ACCT_MGR_LOGIN_FILE
    if not info.url:
        url_file.unlink(missing_ok=True)
        login.unlink(missing_ok=True)
        return
    text = f"<acct_mgr>\n    <name>{escape(info.name)}</name>\n    <url>{escape(info.url)}</url>\n"
    if info.signing_key:
        text += f"    <signing_key>\n{escape(info.signing_key)}\n</signing_key>\n"
    write_atomic(url_file, (text + "</acct_mgr>\n").encode("utf-8"))
    if not info.have_credentials:
        login.unlink(missing_ok=True)
        return
    out = ["<acct_mgr_login>"]
    if info.authenticator:
        out.append(f"    <authenticator>{escape(info.authenticator)}</authenticator>")
    else:
        out.append(f"    <login>{escape(info.login_name)}</login>")
        out.append(f"    <password_hash>{escape(info.password_hash)}</password_hash>")
    out += [f"    <previous_host_cpid>{escape(info.previous_host_cpid)}</previous_host_cpid>",
            f"    <next_rpc_time>{info.next_rpc_time:f}</next_rpc_time>",
            f"    <opaque>\n{escape(info.opaque)}\n    </opaque>",
            "    <no_project_notices>0</no_project_notices>", "    <dynamic>0</dynamic>"]
    if info.user_name:
        out.append(f"<user_name>{escape(info.user_name)}</user_name>")
    if info.team_name:
        out.append(f"<team_name>{escape(info.team_name)}</team_name>")
    out.append("</acct_mgr_login>\n")
    write_atomic(login, "\n".join(out).encode("utf-8"))


def _t(root: etree._Element, tag: str) -> str:
    found = root.find(tag)
    return "" if found is None else "".join(found.itertext()).strip()


def _float(text: str, default: float = 0.0) -> float:
    try:
        value = float(text)
    except ValueError:
        return default
    return value if math.isfinite(value) else default


# ---------------------------------------------------------------- request


@dataclass(frozen=True, slots=True)
class HostFacts:
    host_cpid: str = ""
    domain_name: str = ""
    client_version: str = "7.20.5"
    run_mode: str = "auto"
    platform: str = "x86_64-pc-linux-gnu"


def build_request(info: AcctMgrInfo, state: ClientState, attached_via_am: set[ProjectUrl],
                  host: HostFacts = HostFacts()) -> bytes:
    """The ``<acct_mgr_request>`` body (ACCT_MGR_OP::do_rpc's element order)."""
    out = ['<?xml version="1.0" encoding="UTF-8" ?>', "<acct_mgr_request>"]
    if info.authenticator:
        out.append(f"   <authenticator>{escape(info.authenticator)}</authenticator>")
    else:
        out.append(f"   <name>{escape(info.login_name)}</name>")
        out.append(f"   <password_hash>{escape(info.password_hash)}</password_hash>")
    out += [f"   <host_cpid>{escape(host.host_cpid)}</host_cpid>",
            f"   <domain_name>{escape(host.domain_name)}</domain_name>",
            f"   <client_version>{escape(host.client_version)}</client_version>",
            f"   <run_mode>{escape(host.run_mode)}</run_mode>",
            f"   <platform_name>{escape(host.platform)}</platform_name>"]
    if info.previous_host_cpid:
        out.append(f"   <previous_host_cpid>{escape(info.previous_host_cpid)}</previous_host_cpid>")
    for p in state.projects.values():
        via = p.master_url in attached_via_am
        out += ["   <project>", f"      <url>{escape(p.master_url)}</url>",
                f"      <project_name>{escape(p.project_name)}</project_name>",
                f"      <suspended_via_gui>{int(p.suspended_via_gui)}</suspended_via_gui>",
                f"      <hostid>{p.hostid}</hostid>",
                f"      <attached_via_acct_mgr>{int(via)}</attached_via_acct_mgr>",
                f"      <dont_request_more_work>{int(p.dont_request_more_work)}</dont_request_more_work>",
                f"      <detach_when_done>{int(p.detach_when_done)}</detach_when_done>",
                f"      <ended>{int(p.ended)}</ended>",
                f"      <resource_share>{p.resource_share:f}</resource_share>",
                f"      <disk_usage>{p.disk_usage:f}</disk_usage>"]
        if via:
            out.append(f"      <account_key>{escape(p.authenticator)}</account_key>")
        out.append("   </project>")
    if info.opaque:
        out.append(f"   <opaque>\n{escape(info.opaque)}\n   </opaque>")
    out.append("</acct_mgr_request>\n")
    return "\n".join(out).encode("utf-8")


# ---------------------------------------------------------------- reply


@dataclass(frozen=True, slots=True)
class AmAccount:
    """One ``<account>`` of a reply; ``None`` = the reply did not say."""

    url: str
    url_signature: str = ""
    authenticator: str = ""
    detach: bool = False
    update: bool = False
    dont_request_more_work: bool | None = None
    detach_when_done: bool | None = None
    suspend: bool | None = None
    resource_share: float | None = None


@dataclass(frozen=True, slots=True)
class AmReply:
    name: str = ""
    error_num: int = 0
    error_msg: str = ""
    signing_key: str = ""
    authenticator: str = ""
    user_name: str = ""
    team_name: str = ""
    opaque: str = ""
    repeat_sec: float = 0.0
    messages: tuple[str, ...] = ()
    accounts: tuple[AmAccount, ...] = ()
    problems: tuple[str, ...] = ()  # accounts skipped and why


def _opt_bool(e: etree._Element, tag: str) -> bool | None:
    found = e.find(tag)
    if found is None:
        return None
    return "".join(found.itertext()).strip() not in ("0", "false")


def parse_reply(data: bytes, source: str = "account manager") -> AmReply:
    """Parse an ``<acct_mgr_reply>``; raises ``XmlInputError`` for anything else."""
    root = parse_xml(data, source=source, recover=False)
    if root.tag != "acct_mgr_reply":
        raise XmlInputError(f"the reply is <{root.tag}>, not <acct_mgr_reply>", source=source)
    accounts: list[AmAccount] = []
    problems: list[str] = []
    for a in root.findall("account")[:MAX_ACCOUNTS]:
        url = _t(a, "url")
        if not url:
            problems.append("an <account> without a URL was skipped")
            continue
        share: float | None = None
        if a.find("resource_share") is not None:
            share = _float(_t(a, "resource_share"), -1.0)
            if share < 0 or share > 1e9:
                problems.append(f"{url}: resource share {_t(a, 'resource_share')!r} out of range, ignored")
                share = None
        accounts.append(AmAccount(
            url=url, url_signature=_t(a, "url_signature"), authenticator=_t(a, "authenticator"),
            detach=bool(_opt_bool(a, "detach")), update=bool(_opt_bool(a, "update")),
            dont_request_more_work=_opt_bool(a, "dont_request_more_work"),
            detach_when_done=_opt_bool(a, "detach_when_done"), suspend=_opt_bool(a, "suspend"),
            resource_share=share))
    error_num = 0
    try:
        error_num = int(_t(root, "error_num") or 0)
    except ValueError:
        error_num = -1
    return AmReply(
        name=_t(root, "name")[:256], error_num=error_num,
        error_msg=(_t(root, "error_msg") or _t(root, "error"))[:1024], signing_key=_t(root, "signing_key"),
        authenticator=_t(root, "authenticator")[:256], user_name=_t(root, "user_name")[:256],
        team_name=_t(root, "team_name")[:256], opaque=_t(root, "opaque")[:4096],
        repeat_sec=_float(_t(root, "repeat_sec")), messages=tuple(m.text.strip()[:1024] for m in
                                                                   root.findall("message") if m.text)[:50],
        accounts=tuple(accounts), problems=tuple(problems))


# ---------------------------------------------------------------- plan


class AmOp(Enum):
    ATTACH = "attach"
    DETACH = "detach"
    UPDATE = "update"  # flags and share of a project already attached


@dataclass(frozen=True, slots=True)
class AmAction:
    op: AmOp
    url: ProjectUrl
    authenticator: str = ""
    suspend: bool | None = None
    dont_request_more_work: bool = False
    detach_when_done: bool = False
    resource_share: float | None = None
    sched_rpc: bool = False


def check_project_url(url: str) -> str:
    """"" when an account manager may attach ``url``, else why not."""
    problem = check_web_url(url)
    if problem:
        return problem
    canon = canonicalize_master_url(url)
    if ".." in canon.split("://", 1)[1].split("/"):
        return f"{url!r} climbs out of its directory ('..')"
    return ""


def plan(reply: AmReply, info: AcctMgrInfo, state: ClientState,
         attached_via_am: set[ProjectUrl]) -> tuple[list[AmAction], list[str]]:
    """What the reply asks of this client (ACCT_MGR_OP::handle_reply), and what was refused and why.

    Pure: reads ``state`` and returns actions; the caller applies them on the engine thread.
    """
    actions: list[AmAction] = []
    refused: list[str] = list(reply.problems)
    key = info.signing_key or reply.signing_key
    if info.signing_key and reply.signing_key and _norm(info.signing_key) != _norm(reply.signing_key):
        return [], ["the account manager sent a different signing key than before; reply refused"]
    by_canon = {canonicalize_master_url(u).split("://", 1)[-1].lower(): u for u in state.projects}
    for a in reply.accounts:
        problem = check_project_url(a.url)
        if problem:
            refused.append(f"account manager asked to attach {problem}; refused")
            continue
        canon = canonicalize_master_url(a.url)
        existing = by_canon.get(canon.split("://", 1)[-1].lower())
        if existing is not None:
            if a.detach:
                if existing in attached_via_am:
                    actions.append(AmAction(AmOp.DETACH, existing))
                continue
            dwd = bool(a.detach_when_done)
            actions.append(AmAction(AmOp.UPDATE, existing, suspend=a.suspend,
                                    dont_request_more_work=bool(a.dont_request_more_work) or dwd,
                                    detach_when_done=dwd, resource_share=a.resource_share, sched_rpc=a.update))
            continue
        if a.detach or a.detach_when_done:
            continue
        if not key:
            refused.append(f"{a.url}: the account manager sent no signing key; not attached")
            continue
        if not verify_signature(key, a.url.encode("utf-8"), a.url_signature):
            refused.append(f"Bad signature for URL {a.url}; not attached")
            continue
        if not a.authenticator or any(c.isspace() or c in "<>&" for c in a.authenticator) or len(a.authenticator) > 256:
            refused.append(f"Account manager reply missing authenticator for {a.url}; not attached")
            continue
        actions.append(AmAction(AmOp.ATTACH, ProjectUrl(canon), authenticator=a.authenticator, suspend=a.suspend,
                                dont_request_more_work=bool(a.dont_request_more_work),
                                resource_share=a.resource_share))
    return actions, refused


def _norm(key: str) -> str:
    return "".join(key.split())


def after_success(info: AcctMgrInfo, reply: AmReply, now: float, host_cpid: str) -> AcctMgrInfo:
    """The manager's record after a successful reply (name, key, authenticator, next sync)."""
    repeat = max(reply.repeat_sec, MIN_REPEAT_S) if reply.repeat_sec > 0 else DEFAULT_SYNC_S
    return replace(info, name=reply.name or info.name, signing_key=info.signing_key or reply.signing_key,
                   authenticator=reply.authenticator or info.authenticator, opaque=reply.opaque or info.opaque,
                   user_name=reply.user_name or info.user_name, team_name=reply.team_name or info.team_name,
                   previous_host_cpid=host_cpid, next_rpc_time=now + repeat, nfailures=0)


def after_failure(info: AcctMgrInfo, now: float) -> AcctMgrInfo:
    """Exponential backoff between ACCT_MGR_MIN_BACKOFF and ACCT_MGR_MAX_BACKOFF (no jitter: one manager)."""
    delay = min(ACCT_MGR_MAX_BACKOFF, ACCT_MGR_MIN_BACKOFF * (2 ** min(info.nfailures, 20)))
    return replace(info, next_rpc_time=now + delay, nfailures=info.nfailures + 1)


@dataclass(slots=True)
class AmStatus:
    """The last account-manager RPC as acct_mgr_rpc_poll reports it."""

    error_num: int = 0  # -204 while in progress
    messages: list[str] = field(default_factory=list)
