"""The live client's account-manager driver: join, leave, synchronise, periodic sync.

``request`` (engine thread, from the AcctMgrRpc command) starts one RPC; the HTTP
exchange runs on a worker thread (core.accounts.fetch: capped, with a deadline) and
hands its bytes back; ``poll`` (engine thread, after every pass of the live client)
parses the reply, applies what it asks (core.accounts.acct_mgr.plan: attach, detach,
suspend, resource share) and keeps the manager in acct_mgr_url.xml and
acct_mgr_login.xml. When ``next_rpc_time`` passes, ``poll`` synchronises by itself
(once a day, or the manager's ``repeat_sec``; failures back off from 10 minutes to a day).
Preferences a manager sends are saved as global_prefs.xml and put in force when they are
newer than those in force (BOINC's rule: a larger ``<mod_time>``).

What a manager says when it refuses (``<error_msg>``, also with HTTP 400) is shown to
the volunteer as it said it: in the event log and in what acct_mgr_rpc_poll answers.

A join whose reply is refused (wrong password, malformed, unsigned) changes nothing and
keeps no files, as BOINC. ``view`` is safe from any thread (GUI RPC's acct_mgr_info and
acct_mgr_rpc_poll read it).
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from core.accounts.acct_mgr import (
    MAX_ACCOUNTS,
    AcctMgrInfo,
    AmOp,
    AmReply,
    HostBlocks,
    HostFacts,
    ProjectFigures,
    accounts_dropped,
    after_failure,
    after_success,
    am_prefs_document,
    build_request,
    parse_reply,
    plan,
    read_info,
    signing_key_changed,
    task_durations,
    write_info,
)
from core.accounts.fetch import WebRpcError, check_web_url, fetch
from core.api.client import AccountManagerView
from core.api.commands import CommandProblem, CommandResult
from core.errors import CoreError, XmlInputError
from core.eventlog.log import MsgPriority
from core.ids import ProjectUrl
from core.persist import canonicalize_master_url
from core.persist.atomic import write_atomic
from core.persist.prefs_file import parse_global_prefs, read_global_prefs
from core.state import RpcReason
from core.transfer.settings import ProxySettings

if TYPE_CHECKING:
    from core.client.session import LiveSession

log = logging.getLogger(__name__)

ERR_IN_PROGRESS = -204
ERR_XML_PARSE = -112
ERR_INVALID_URL = -189
MAX_AM_REPLY_BYTES = 4 << 20  # 500 projects with long signatures stay far below this
AM_TIMEOUT_S = 60.0

# A manager that gives only a number: what it means, in words (BOINC's error numbers).
_ERROR_WORDS = {
    -206: "wrong password", -136: "no account with this name", -112: "it could not read this client's request",
    -137: "this account already exists", -205: "the email address is not accepted",
    -208: "the manager is not accepting new accounts", -183: "the manager is down for maintenance",
}


AmView = AccountManagerView  # what GUI RPC and the window show of the manager (immutable; any thread)


@dataclass(frozen=True, slots=True)
class _Pending:
    info: AcctMgrInfo  # the manager as it will be kept if the reply is accepted
    via_gui: bool
    body: bytes | None = None  # the reply, once it came
    error: WebRpcError | None = None


class AcctMgrDriver:
    def __init__(self, session: LiveSession, wake: Callable[[], None],
                 proxy: Callable[[], ProxySettings] = ProxySettings) -> None:
        self.s = session
        self._wake = wake
        self._proxy = proxy
        self._lock = threading.Lock()
        self.info = AcctMgrInfo()
        self._loaded = False
        self._pending: _Pending | None = None
        self._view = AmView()
        self.timeout_s = AM_TIMEOUT_S

    # ---- any thread

    def view(self) -> AmView:
        with self._lock:
            return self._view

    # ---- engine thread

    def _publish(self, error_num: int | None = None, messages: tuple[str, ...] | None = None,
                 manager_words: tuple[str, ...] = ()) -> None:
        """The view with a new outcome (``messages`` given: ``manager_words`` go with them) or
        the same outcome with the manager's identity as it is now."""
        with self._lock:
            v = self._view
            self._view = AmView(self.info.url, self.info.name, self.info.have_credentials,
                                v.error_num if error_num is None else error_num,
                                v.messages if messages is None else messages,
                                v.manager_words if messages is None else manager_words)

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        self.info, problems = read_info(self.s.dd)
        for problem in problems:
            self.s.log("", problem, MsgPriority.USER_ALERT)
        if not self.info.using_am:  # as BOINC: without a manager no project may stay flagged (or it could never detach)
            for p in self.s.state.projects.values():
                p.attached_via_acct_mgr = False
        else:
            self.s.log("", f"Using account manager {self.info.name or self.info.url}")
        self._publish()

    def request(self, url: str, name: str, password_hash: str, use_config_file: bool, now: float) -> CommandResult:
        """Join (url, name, hash), re-sync (``use_config_file``) or leave (all three empty)."""
        self._load()
        if use_config_file:
            if not self.info.using_am:
                return CommandResult.refused(CommandProblem.NOT_USING_ACCOUNT_MANAGER)
            return self._start(self.info, True, now)
        if not url:
            if self.info.using_am:
                self._leave()
            self._publish(0, ())
            return CommandResult(True, "left the account manager")
        url = canonicalize_master_url(url)
        problem = check_web_url(url)
        if problem:
            self._publish(ERR_INVALID_URL, (problem,))
            return CommandResult.refused(CommandProblem.BAD_URL, problem)
        if self.info.using_am and canonicalize_master_url(self.info.url) != url:
            return CommandResult.refused(CommandProblem.OTHER_ACCOUNT_MANAGER)
        same = self.info.using_am
        target = replace(self.info, url=url, login_name=name, password_hash=password_hash,
                         authenticator=self.info.authenticator if same and name == self.info.login_name else "")
        return self._start(target, True, now)

    def _leave(self) -> None:
        self.s.log("", f"Removing account manager info ({self.info.name or self.info.url})")
        self.info = AcctMgrInfo()
        write_info(self.s.dd, self.info)
        for p in self.s.state.projects.values():
            p.attached_via_acct_mgr = False
        self.s.save_soon(urgent=True)

    def _start(self, target: AcctMgrInfo, via_gui: bool, now: float) -> CommandResult:
        if self._pending is not None:
            return CommandResult.refused(CommandProblem.ACCOUNT_MANAGER_BUSY)
        via = {u for u, p in self.s.state.projects.items() if p.attached_via_acct_mgr}
        st = self.s.state
        host = HostFacts(host_cpid=st.host_info.host_cpid, domain_name=st.host_info.domain_name,
                         platform=st.platform)
        body = build_request(target, st, via, host, self._blocks(now))
        self._pending = _Pending(target, via_gui)
        self._publish(ERR_IN_PROGRESS, ())
        self.s.log("", f"Contacting account manager at {target.url}")
        rpc_url = target.url + "rpc.php"
        proxy = self._proxy()

        def exchange() -> None:
            got: bytes | None = None
            err: WebRpcError | None = None
            try:
                got = fetch(rpc_url, body=body, timeout_s=self.timeout_s, max_bytes=MAX_AM_REPLY_BYTES, proxy=proxy)
            except WebRpcError as exc:
                err = exc
            except Exception as exc:  # the engine waits on this: it must always hear back
                log.exception("account manager exchange")
                err = WebRpcError(-1, f"internal error: {exc}")
            with self._lock:
                if self._pending is not None:
                    self._pending = replace(self._pending, body=got, error=err)
            self._wake()

        threading.Thread(target=exchange, name="acct-mgr-rpc", daemon=True).start()
        return CommandResult(True, f"contacting {target.url}")

    def _blocks(self, now: float) -> HostBlocks:
        """The host's part of the request, from the same sources as the scheduler requests."""
        s = self.s
        st = s.state
        # What the scheduler requests carry besides the state (network and session figures,
        # the prefs file's text); no project in particular.
        extras = s.transport.extras(ProjectUrl(""))
        ts = st.time_stats
        durs = task_durations(st, s.engine.estimator.remaining_s, ts.on_frac * ts.active_frac)
        projects: dict[ProjectUrl, ProjectFigures] = {}
        for url, fig in durs.items():
            disk = s.disk.figures(url, now)
            projects[url] = replace(fig, disk_share=disk.d_project_share if disk is not None else 0.0)
        return HostBlocks(now=now, extras=extras, projects=projects)

    def poll(self, s: LiveSession, now: float) -> None:
        """After each pass: finish a reply that came, or start a due periodic sync."""
        self._load()
        with self._lock:
            done = self._pending if self._pending is not None and (
                self._pending.body is not None or self._pending.error is not None) else None
        if done is not None:
            self._pending = None
            self._finish(done, now)
        elif self._pending is None and self.info.using_am and now >= self.info.next_rpc_time:
            self.info = replace(self.info, next_rpc_time=now + 86400.0)  # no second start while this one runs
            self._start(self.info, False, now)

    def _fail(self, p: _Pending, now: float, error_num: int, message: str, manager_said: str = "") -> None:
        self.s.log("", message, MsgPriority.USER_ALERT)
        self._publish(error_num, (message,), (manager_said,) if manager_said else ())
        if not p.via_gui and self.info.using_am:
            self.info = after_failure(self.info, now)
            self._save_info()

    def _finish(self, p: _Pending, now: float) -> None:
        where = p.info.name or p.info.url
        if p.error is not None:
            refusal = self._error_reply(p.error.body, where)
            if refusal is not None:  # a refusal with reasons (HTTP 400 and an <error_msg>): the reasons count
                self._fail(p, now, refusal.error_num or p.error.error_num,
                           f"Message from account manager {where}: {_error_words(refusal)} ({p.error.message})",
                           refusal.error_msg)
                return
            self._fail(p, now, p.error.error_num, f"Account manager {where}: {p.error.message}")
            return
        try:
            reply = parse_reply(p.body or b"", source=f"account manager {where}")
        except XmlInputError as exc:
            self._fail(p, now, ERR_XML_PARSE, f"Account manager reply refused: {exc}")
            return
        for m in reply.messages:
            self.s.log("", f"Account manager: {m}")
        if reply.error_msg or reply.error_num:
            self._fail(p, now, reply.error_num or -1,
                       f"Message from account manager {where}: {_error_words(reply)}", reply.error_msg)
            return
        self._apply(p, reply, now)

    @staticmethod
    def _error_reply(body: bytes, where: str) -> AmReply | None:
        """The manager's reply when an HTTP error's body is one that says why."""
        if not body:
            return None
        try:
            reply = parse_reply(body, source=f"account manager {where}")
        except XmlInputError:
            return None
        if not (reply.error_msg or reply.error_num):
            return None
        return reply

    def _apply(self, p: _Pending, reply: AmReply, now: float) -> None:
        s = self.s
        via = {u for u, q in s.state.projects.items() if q.attached_via_acct_mgr}
        actions, refused = plan(reply, p.info, s.state, via)
        for r in refused:
            s.log("", r, MsgPriority.USER_ALERT)
        if not reply.signing_key and not p.info.signing_key:  # as BOINC: no key, no manager
            self._fail(p, now, -1, "Account manager reply refused: it sent no signing key")
            return
        s.log("", "Account manager contact succeeded")
        for a in actions:
            try:
                if a.op is AmOp.DETACH:
                    s.log("", f"Detaching {a.url} (asked by the account manager)")
                    s.detach(a.url, now)
                    continue
                if a.op is AmOp.ATTACH:
                    s.log("", f"Attaching to {a.url} (asked by the account manager)")
                    s.attach(a.url, a.authenticator, now)
                proj = s.state.projects.get(ProjectUrl(a.url))
                if proj is None:
                    continue
                proj.attached_via_acct_mgr = True
                proj.dont_request_more_work = a.dont_request_more_work
                proj.detach_when_done = a.detach_when_done
                if a.resource_share is not None:
                    proj.resource_share = a.resource_share
                if a.suspend is not None:
                    proj.suspended_via_gui = a.suspend
                if a.sched_rpc:
                    proj.sched_rpc_pending = RpcReason.ACCT_MGR_REQ
                    proj.min_rpc_time = 0.0
            except (ValueError, OSError, CoreError) as exc:
                s.log("", f"Account manager asked for {a.url}: not done ({exc})", MsgPriority.USER_ALERT)
        dropped = accounts_dropped(reply)
        if dropped:
            attached = sum(1 for a in actions if a.op is AmOp.ATTACH)
            text = (f"The account manager listed {reply.accounts_listed} projects; this client takes at most "
                    f"{MAX_ACCOUNTS} from one reply (a guard against a faulty or hostile manager): {attached} "
                    f"attached, {dropped} dropped without being looked at")
            s.log("", text, MsgPriority.USER_ALERT)
            refused.append(text)
        if not signing_key_changed(p.info, reply):
            self._take_prefs(reply, p.info, now)
        s.engine.request_reschedule("account manager")
        s.engine.request_work_fetch_check()
        s.engine.request_fetch_now()
        self.info = after_success(p.info, reply, now, s.state.host_info.host_cpid)
        self._save_info()
        s.save_soon(urgent=True)
        self._publish(0, tuple(reply.messages) + tuple(refused), tuple(reply.messages))

    def _take_prefs(self, reply: AmReply, info: AcctMgrInfo, now: float) -> None:
        """The manager's preferences, when newer than those in force: saved as global_prefs.xml
        (BOINC's layout) and put in force at once (ACCT_MGR_OP::handle_reply)."""
        if reply.global_prefs is None:
            return
        s = self.s
        who = reply.name or info.name or info.url
        document = am_prefs_document(reply.global_prefs, info.url)
        try:
            theirs = parse_global_prefs(document.encode("utf-8"), source=f"preferences from {who}", problems=[])
        except XmlInputError as exc:
            s.log("", f"Preferences from account manager {who} not used: {exc}", MsgPriority.USER_ALERT)
            return
        mod_time = theirs.prefs.mod_time
        if not mod_time > s.state.prefs.mod_time:  # as BOINC: only newer prefs replace those in force
            return
        try:
            write_atomic(s.dd.global_prefs, document.encode("utf-8"))
        except (OSError, CoreError) as exc:
            s.log("", f"Cannot save the preferences from account manager {who}: {exc}", MsgPriority.USER_ALERT)
            return
        load = read_global_prefs(s.dd, now=now)
        for w in load.warnings:
            s.log("", w, MsgPriority.USER_ALERT)
        s.put_prefs(load.prefs)
        when = time.strftime("%d-%b-%Y %H:%M:%S", time.localtime(mod_time))
        extra = " (global_prefs_override.xml still changes some of them)" if load.override_present else ""
        s.log("", f"General preferences: now those from account manager {who}, last changed {when}{extra}")

    def _save_info(self) -> None:
        try:
            write_info(self.s.dd, self.info)
        except (OSError, CoreError) as exc:
            self.s.log("", f"Cannot save the account manager files: {exc}", MsgPriority.USER_ALERT)
        self._publish()


def _error_words(reply: AmReply) -> str:
    """A manager's refusal in words: its own message, or what its error number means."""
    if reply.error_msg:
        return reply.error_msg
    return _ERROR_WORDS.get(reply.error_num, f"error {reply.error_num}")


__all__ = ["AcctMgrDriver", "AmView"]
