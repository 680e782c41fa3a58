"""Account managers: BOINC's acct_mgr_rpc protocol and its two files (client/acct_mgr.cpp, 7.20).

The client posts ``<acct_mgr_request>`` to ``<manager URL>rpc.php``: the login name and
password hash (md5(password + lower-cased name)) or the manager's authenticator, the
host's identity, one ``<project>`` per attached project (with its queued work and disk
share), the working preferences, the preferences file, the host description, the
manager's ``<opaque>`` block and the time and network statistics, in the order and
nesting of BOINC's client (real managers refuse a request without them). The
``<acct_mgr_reply>`` names the manager, gives its signing key, and has one
``<account>`` per project: attach it (the URL must carry a valid ``url_signature``,
an authenticator), detach it, suspend or resume it, set its resource share, stop
asking for work; it may carry ``<global_preferences>`` and an ``<opaque>`` block, both
kept as the manager wrote them (tags and all) and given back unchanged.

This module is pure except for the two files: it reads and writes
``acct_mgr_url.xml`` and ``acct_mgr_login.xml`` (BOINC's layouts, written atomically
inside the data directory), builds requests, parses replies through the hardened
parser and turns a reply into ``AmAction``s (``plan``). A hostile reply is refused
with a message: malformed XML, a project URL that is not http(s) or names a path
("file:///etc/", "/etc/passwd", "../x"), a URL whose signature does not verify, a
signing key different from the one kept. Nothing from a reply is used as a path.
A tag repeated in a reply counts with its last value, as in BOINC's parsers.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from urllib.parse import unquote, urlsplit

from lxml import etree

from core.accounts.fetch import check_web_url
from core.errors import XmlInputError
from core.ids import ProjectUrl
from core.persist import DataDir, canonicalize_master_url
from core.persist.atomic import write_atomic
from core.sched_rpc.host_blocks import (
    RequestExtras,
    global_prefs_file_xml,
    host_info_xml,
    net_stats_xml,
    time_stats_xml,
    working_prefs_xml,
)
from core.signing import verify_signature
from core.state import ClientState, Result
from core.xml.fields import child_text, last_child, number_or
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, parse_xml, read_capped
from core.xml.raw_contents import last_child_contents
from core.xml.text_escape import escape

ACCT_MGR_URL_FILE = "acct_mgr_url.xml"
ACCT_MGR_LOGIN_FILE = "acct_mgr_login.xml"
DEFAULT_SYNC_S = 86400.0  # BOINC: once a day unless the manager says repeat_sec
MIN_REPEAT_S = 60.0  # a manager cannot make us call it more often than this
ACCT_MGR_MIN_BACKOFF = 600.0
ACCT_MGR_MAX_BACKOFF = 86400.0
MAX_ACCOUNTS = 500  # projects taken from one reply; the rest are named as dropped in the event log
MAX_OPAQUE_CHARS = 65536  # BOINC keeps 255 bytes; a longer block is refused, not cut (a cut one is not XML)
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
            login_bytes = read_capped(login, MAX_CONFIG_FILE_BYTES)
            root = parse_xml(login_bytes, source=str(login), recover=True)
            info.login_name = _t(root, "login")
            info.password_hash = _t(root, "password_hash")
            info.authenticator = _t(root, "authenticator")
            info.previous_host_cpid = _t(root, "previous_host_cpid")
            info.next_rpc_time = number_or(_t(root, "next_rpc_time"))
            info.opaque = _opaque_of(login_bytes)
            info.user_name = _t(root, "user_name")
            info.team_name = _t(root, "team_name")
        except XmlInputError as exc:
            problems.append(f"{ACCT_MGR_LOGIN_FILE} ignored: {exc}")
    return info, problems


def _credential_lines(info: AcctMgrInfo, indent: str, name_tag: str) -> list[str]:
    """How the volunteer is known to the manager: the authenticator once there is one, else the
    login name (``name_tag``: <login> in the saved file, <name> in a request) and password hash."""
    if info.authenticator:
        return [f"{indent}<authenticator>{escape(info.authenticator)}</authenticator>"]
    return [f"{indent}<{name_tag}>{escape(info.login_name)}</{name_tag}>",
            f"{indent}<password_hash>{escape(info.password_hash)}</password_hash>"]


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
    out = ["<acct_mgr_login>", *_credential_lines(info, "    ", "login")]
    out += [f"    <previous_host_cpid>{escape(info.previous_host_cpid)}</previous_host_cpid>",
            f"    <next_rpc_time>{info.next_rpc_time:f}</next_rpc_time>",
            f"    <opaque>\n{info.opaque}\n    </opaque>",  # XML from the manager, kept as it came
            "    <no_project_notices>0</no_project_notices>", "    <dynamic>0</dynamic>"]
    if info.user_name:
        out.append(f"<user_name>{escape(info.user_name)}</user_name>")
    if info.team_name:
        out.append(f"<team_name>{escape(info.team_name)}</team_name>")
    out.append("</acct_mgr_login>\n")
    write_atomic(login, "\n".join(out).encode("utf-8"))


def _t(root: etree._Element, tag: str) -> str:
    """The last ``tag`` child's text: BOINC's parsers assign as they read, so the last one wins."""
    return child_text(root, tag)


def _opaque_of(document: bytes) -> str:
    """The root's last ``<opaque>`` block exactly as written, less surrounding white space ("" if none).

    ``document`` must have been accepted by the hardened parser (it is the reply or the
    login file just parsed).
    """
    inner = last_child_contents(document.decode("utf-8", errors="replace"), "opaque")
    if inner is None:
        return ""
    inner = inner.strip()
    try:  # a recovered (damaged) login file could yield a piece that is not XML: never send that on
        parse_xml(f"<opaque>{inner}</opaque>", source="opaque")
    except XmlInputError:
        return ""
    return inner


# ---------------------------------------------------------------- request


@dataclass(frozen=True, slots=True)
class HostFacts:
    host_cpid: str = ""
    domain_name: str = ""
    client_version: str = "7.20.5"
    run_mode: str = "auto"
    platform: str = "x86_64-pc-linux-gnu"


@dataclass(frozen=True, slots=True)
class ProjectFigures:
    """What a request says of a project's queue and disk (BOINC's get_task_durs and disk_share)."""

    not_started_dur: float = 0.0  # s of computing the tasks not started still need, over availability
    in_progress_dur: float = 0.0  # the same for the tasks started
    disk_share: float = 0.0  # bytes this project may use


@dataclass(frozen=True, slots=True)
class HostBlocks:
    """The host's part of a request, built by the scheduler request's own writers.

    ``extras`` is what the scheduler requests carry besides the state: the network and
    session figures, and global_prefs.xml as it is on disk (``global_prefs_xml``), sent
    after the working preferences as BOINC's client sends it.
    """

    now: float = 0.0
    extras: RequestExtras = RequestExtras()
    projects: Mapping[ProjectUrl, ProjectFigures] = field(default_factory=dict)


def task_durations(state: ClientState, remaining_s: Callable[[ClientState, Result], float],
                   availability: float) -> dict[ProjectUrl, ProjectFigures]:
    """Each project's queued work for the manager (PROJECT::get_task_durs): the estimated
    computing still needed by its tasks not started and by those started, each divided by
    the host's availability (on_frac x active_frac; 1 when unknown)."""
    avail = availability if availability > 0 and math.isfinite(availability) else 1.0
    out: dict[ProjectUrl, list[float]] = {u: [0.0, 0.0] for u in state.projects}
    for key, r in state.results.items():
        sums = out.get(r.project_url)
        if sums is None:
            continue
        d = remaining_s(state, r) / avail
        if not math.isfinite(d) or d < 0:
            d = 0.0
        started = r.is_finished or key in state.active_tasks
        sums[1 if started else 0] += d
    return {u: ProjectFigures(ns, ip) for u, (ns, ip) in out.items()}


def build_request(info: AcctMgrInfo, state: ClientState, attached_via_am: set[ProjectUrl],
                  host: HostFacts = HostFacts(), blocks: HostBlocks = HostBlocks()) -> bytes:
    """The ``<acct_mgr_request>`` body, in the order and nesting of ACCT_MGR_OP::do_rpc."""
    out = ['<?xml version="1.0" encoding="UTF-8" ?>', "<acct_mgr_request>", *_credential_lines(info, "   ", "name")]
    out += [f"   <host_cpid>{escape(host.host_cpid)}</host_cpid>",
            f"   <domain_name>{escape(host.domain_name)}</domain_name>",
            f"   <client_version>{escape(host.client_version)}</client_version>",
            f"   <run_mode>{escape(host.run_mode)}</run_mode>",
            f"    <platform_name>{escape(host.platform)}</platform_name>"]
    if info.previous_host_cpid:
        out.append(f"   <previous_host_cpid>{escape(info.previous_host_cpid)}</previous_host_cpid>")
    for p in state.projects.values():
        via = p.master_url in attached_via_am
        fig = blocks.projects.get(p.master_url, ProjectFigures())
        out += ["   <project>", f"      <url>{escape(p.master_url)}</url>",
                f"      <project_name>{escape(p.project_name)}</project_name>",
                f"      <suspended_via_gui>{int(p.suspended_via_gui)}</suspended_via_gui>",
                f"      <hostid>{p.hostid}</hostid>",
                f"      <not_started_dur>{_real(fig.not_started_dur)}</not_started_dur>",
                f"      <in_progress_dur>{_real(fig.in_progress_dur)}</in_progress_dur>",
                f"      <attached_via_acct_mgr>{int(via)}</attached_via_acct_mgr>",
                f"      <dont_request_more_work>{int(p.dont_request_more_work)}</dont_request_more_work>",
                f"      <detach_when_done>{int(p.detach_when_done)}</detach_when_done>",
                f"      <ended>{int(p.ended)}</ended>",
                f"      <resource_share>{_real(p.resource_share)}</resource_share>",
                f"      <disk_usage>{_real(p.disk_usage)}</disk_usage>",
                f"      <disk_share>{_real(fig.disk_share)}</disk_share>"]
        if via:
            out.append(f"      <account_key>{escape(p.authenticator)}</account_key>")
        out.append("   </project>")
    # The host's blocks come from the scheduler request's writers: one copy of each.
    text = "\n".join(out) + "\n"
    # The working prefs are those in force (the state's), whatever the file says.
    text += working_prefs_xml(state, replace(blocks.extras, global_prefs_xml=None))
    text += global_prefs_file_xml(state, blocks.extras, scheduler=False)
    text += _with_coprocs(host_info_xml(state, blocks.extras))
    if info.opaque:
        text += f"   <opaque>\n{info.opaque}\n   </opaque>\n"  # XML from the manager, as it came
    text += time_stats_xml(state, blocks.now, blocks.extras)
    text += net_stats_xml(blocks.extras, state)
    text += "</acct_mgr_request>\n"
    return text.encode("utf-8")


def _real(x: float) -> str:
    return f"{x:f}" if math.isfinite(x) else "0.000000"


def _with_coprocs(host_info: str) -> str:
    """BOINC describes the coprocessors inside ``<host_info>`` for a manager (HOST_INFO::write with
    include_coprocs) and beside it for a scheduler; this client uses none, so the list is empty."""
    tail = "</host_info>\n"
    if "<coprocs>" in host_info or not host_info.endswith(tail):
        return host_info
    return host_info[:-len(tail)] + "    <coprocs>\n    </coprocs>\n" + tail


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
    accounts_listed: int = 0  # <account>s in the reply; those past MAX_ACCOUNTS are not looked at
    global_prefs: str | None = None  # the inside of <global_preferences>, exactly as sent; None: none sent


def accounts_dropped(reply: AmReply) -> int:
    """How many of the reply's projects were dropped unread (past MAX_ACCOUNTS)."""
    return max(0, reply.accounts_listed - MAX_ACCOUNTS)


def _opt_bool(e: etree._Element, tag: str) -> bool | None:
    found = last_child(e, tag)
    if found is None:
        return None
    return "".join(found.itertext()).strip() not in ("0", "false")


def _error_text(root: etree._Element) -> str:
    """BOINC reads ``<error>`` and ``<error_msg>`` into one string: the last of either wins."""
    text = ""
    for el in root.iterchildren("error", "error_msg"):
        text = "".join(el.itertext()).strip()
    return text


def parse_reply(data: bytes, source: str = "account manager") -> AmReply:
    """Parse an ``<acct_mgr_reply>``; raises ``XmlInputError`` for anything else."""
    root = parse_xml(data, source=source, recover=False)
    if root.tag != "acct_mgr_reply":
        raise XmlInputError(f"the reply is <{root.tag}>, not <acct_mgr_reply>", source=source)
    accounts: list[AmAccount] = []
    problems: list[str] = []
    listed = root.findall("account")
    for a in listed[:MAX_ACCOUNTS]:
        url = _t(a, "url")
        if not url:
            problems.append("an <account> without a URL was skipped")
            continue
        share: float | None = None
        if last_child(a, "resource_share") is not None:
            share = number_or(_t(a, "resource_share"), -1.0)
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
    opaque = _opaque_of(data) if last_child(root, "opaque") is not None else ""
    if len(opaque) > MAX_OPAQUE_CHARS:
        problems.append(f"the manager's <opaque> block ({len(opaque)} characters) is longer than this client "
                        f"keeps ({MAX_OPAQUE_CHARS}); the previous one is kept")
        opaque = ""
    prefs: str | None = None
    if last_child(root, "global_preferences") is not None:
        prefs = last_child_contents(data.decode("utf-8", errors="replace"), "global_preferences")
    return AmReply(
        name=_t(root, "name")[:256], error_num=error_num,
        error_msg=_error_text(root)[:1024], signing_key=_t(root, "signing_key"),
        authenticator=_t(root, "authenticator")[:256], user_name=_t(root, "user_name")[:256],
        team_name=_t(root, "team_name")[:256], opaque=opaque,
        repeat_sec=number_or(_t(root, "repeat_sec")), messages=tuple(m.text.strip()[:1024] for m in
                                                                   root.findall("message") if m.text)[:50],
        accounts=tuple(accounts), problems=tuple(problems),
        accounts_listed=len(listed), global_prefs=prefs)


def am_prefs_document(inner: str, am_url: str) -> str:
    """global_prefs.xml as BOINC's client writes it from a manager's prefs (save_global_prefs):
    the manager's text inside ``<global_preferences>``, tagged with the manager's URL as the
    source unless the text names one."""
    head = "<global_preferences>\n"
    if "<source_project>" not in inner:
        head += (f"    <source_project>{escape(am_url)}</source_project>\n"
                 f"    <source_scheduler>{escape(am_url)}</source_scheduler>\n")
    return f"{head}{inner}</global_preferences>\n"


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


_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]*[a-z0-9])?\Z")


def check_project_url(url: str) -> str:
    """"" when an account manager may attach ``url``, else why not, in words.

    BOINC's own rule (valid_master_url, lib/url.cpp): http:// or https://, a host with a
    dot that does not start it, a path, a final "/". Stricter here, because the project's
    directory name is made from the URL: no backslash, no "." or ".." path segment,
    written plainly or percent-encoded (%2e%2e, %252e), no control characters, and a
    host made of real labels or an IP address.
    """
    problem = check_web_url(url)
    if problem:
        return problem.replace(f"{url!r} ", "it ", 1)
    if "\\" in url:
        return "it contains a backslash"
    canon = canonicalize_master_url(url)
    parts = urlsplit(canon)
    try:
        parts.port  # noqa: B018 (a port that is not a number raises)
    except ValueError:
        return "its port is not a number"
    host = parts.hostname or ""
    if not all(_LABEL.match(label) for label in host.split(".")):
        return f"its host {host!r} is not a host name"
    if "." not in host:
        return f"its host {host!r} has no dot (BOINC attaches no project address without one)"
    path = parts.path
    for _ in range(4):  # undo percent-encoding, also when encoded twice or more
        decoded = unquote(path)
        if decoded == path:
            break
        path = decoded
    if "\\" in path:
        return "its path contains a backslash (percent-encoded)"
    if any(ord(c) < 32 or c == "\x7f" for c in path):
        return "its path contains control characters"
    if any(seg in (".", "..") for seg in path.split("/")):
        return "its path has a '.' or '..' step (climbing out of its directory)"
    return ""


def plan(reply: AmReply, info: AcctMgrInfo, state: ClientState,
         attached_via_am: set[ProjectUrl]) -> tuple[list[AmAction], list[str]]:
    """What the reply asks of this client (ACCT_MGR_OP::handle_reply), and what was refused and why.

    Pure: reads ``state`` and returns actions; the caller applies them on the engine thread.
    """
    actions: list[AmAction] = []
    refused: list[str] = list(reply.problems)
    key = info.signing_key or reply.signing_key
    if signing_key_changed(info, reply):
        return [], ["the account manager sent a different signing key than before; reply refused"]
    by_canon = {canonicalize_master_url(u).split("://", 1)[-1].lower(): u for u in state.projects}
    for a in reply.accounts:
        problem = check_project_url(a.url)
        if problem:
            refused.append(f"The account manager asked for the project {a.url!r}; refused: {problem}")
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


def signing_key_changed(info: AcctMgrInfo, reply: AmReply) -> bool:
    """The reply's signing key differs from the one kept: nothing it says about projects,
    preferences, its name or its opaque block is taken (BOINC's sig_ok)."""
    return bool(info.signing_key and reply.signing_key and _norm(info.signing_key) != _norm(reply.signing_key))


def after_success(info: AcctMgrInfo, reply: AmReply, now: float, host_cpid: str) -> AcctMgrInfo:
    """The manager's record after a successful reply (name, key, authenticator, next sync)."""
    repeat = max(reply.repeat_sec, MIN_REPEAT_S) if reply.repeat_sec > 0 else DEFAULT_SYNC_S
    if signing_key_changed(info, reply):  # only the schedule moves on
        return replace(info, previous_host_cpid=host_cpid, next_rpc_time=now + repeat, nfailures=0)
    return replace(info, name=reply.name or info.name, signing_key=info.signing_key or reply.signing_key,
                   authenticator=reply.authenticator or info.authenticator, opaque=reply.opaque or info.opaque,
                   user_name=reply.user_name or info.user_name, team_name=reply.team_name or info.team_name,
                   previous_host_cpid=host_cpid, next_rpc_time=now + repeat, nfailures=0)


def after_failure(info: AcctMgrInfo, now: float) -> AcctMgrInfo:
    """Exponential backoff between ACCT_MGR_MIN_BACKOFF and ACCT_MGR_MAX_BACKOFF (no jitter: one manager)."""
    delay = min(ACCT_MGR_MAX_BACKOFF, ACCT_MGR_MIN_BACKOFF * (2 ** min(info.nfailures, 20)))
    return replace(info, next_rpc_time=now + delay, nfailures=info.nfailures + 1)
