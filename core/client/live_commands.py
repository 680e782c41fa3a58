"""What the live client lends ``core.engine.commands.apply``: the session's files, modes, transfers and proxy."""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from core.accounts.acct_mgr_client import AcctMgrDriver
from core.api.commands import AcctMgrRpc, CommandProblem, CommandResult, TransferAction
from core.api.snapshot import TransferDirection
from core.engine.engine import Engine
from core.errors import CoreError, XmlInputError
from core.eventlog.log import MsgPriority
from core.ids import FileName, ProjectUrl, ResultKey
from core.persist.app_config import APP_CONFIG_FILE, parse_app_config
from core.persist.atomic import write_atomic
from core.persist.cc_config import ProxyInfo, read_cc_config
from core.persist.paths import canonicalize_master_url
from core.persist.prefs_file import read_global_prefs, write_global_prefs_override
from core.state import ClientState, GlobalPrefs, RunMode
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, read_capped

if TYPE_CHECKING:
    from core.client.live import LiveClient


class LiveCommandClient:
    def __init__(self, client: LiveClient) -> None:
        self.client = client
        self.s = client.session
        # The account manager lives as long as the client: its periodic sync runs after every pass.
        self.acct_mgr = AcctMgrDriver(self.s, client.wake, lambda: client.proxy)
        client.after_pass.append(self.acct_mgr.poll)

    @property
    def state(self) -> ClientState:
        return self.s.state

    @property
    def engine(self) -> Engine:
        return self.s.engine

    def say(self, project: ProjectUrl | str, body: str) -> None:
        self.s.log(project, body)

    def tell(self, body: str, alert: bool) -> None:
        self.s.log("", body, MsgPriority.USER_ALERT if alert else MsgPriority.INFO)  # an alert is a notice too

    def changed(self) -> None:
        self.s.save_soon(urgent=True)

    def reset_project(self, url: ProjectUrl, now: float) -> None:
        self.s.forget_project_work(url, now)
        p = self.state.projects.get(url)
        if p is not None:
            # As BOINC's reset_project: the scheduler list goes too, so the master page is
            # read again before the next request (a project may have moved its scheduler).
            p.scheduler_urls = []
            p.master_url_fetch_pending = True
            self.engine.request_fetch_now()

    def remove_project(self, url: ProjectUrl, now: float) -> None:
        self.s.remove_project(url)

    def attach(self, url: str, authenticator: str, now: float) -> CommandResult:
        canon = canonicalize_master_url(url)
        if canon in self.s.state.projects:
            return CommandResult.refused(CommandProblem.ALREADY_ATTACHED, canon)
        try:
            self.s.attach(url, authenticator, now)
        except OSError as exc:  # the account file could not be written
            return CommandResult.refused(CommandProblem.ACCOUNT_FILE_NOT_SAVED, str(exc.strerror or exc))
        return CommandResult(True, f"attached to {url}")

    def transfer_op(self, key: tuple[ProjectUrl, str, str], op: TransferAction, now: float) -> CommandResult:
        url, name, direction = key
        fkey = (url, FileName(name))
        transfers = self.s.transfers
        ways = (False, True) if not direction else (direction == TransferDirection.UPLOAD.value,)
        for upload in ways:
            if transfers.active(fkey, upload) or transfers.persistent_state(fkey, upload) is not None:
                if op is TransferAction.RETRY:
                    transfers.retry_now(fkey, upload)
                else:
                    transfers.abort(fkey, upload)
                return CommandResult(True)
        return CommandResult.refused(CommandProblem.NO_TRANSFER, name)

    def set_mode(self, which: Literal["run", "network"], mode: RunMode, duration_s: float, now: float,
                 reason: str = "") -> None:
        self.s.host.set_mode(which, mode, duration_s, now, reason)
        self.s.refresh_availability()
        self.s.save_soon(urgent=True)  # the setting is the state file's: a restart finds it

    def snooze(self, duration_s: float | None, now: float, reason: str = "") -> None:
        self.s.host.snooze(duration_s, now, reason)
        self.s.refresh_availability()

    def put_prefs(self, prefs: GlobalPrefs, now: float) -> None:
        self.s.put_prefs(prefs)
        write_global_prefs_override(self.s.dd, prefs)

    def read_prefs_files(self, now: float) -> CommandResult:
        load = read_global_prefs(self.s.dd, now=now)
        for w in load.warnings:
            self.s.log("", w, MsgPriority.USER_ALERT)
        self.s.put_prefs(load.prefs)
        self.s.log("", "Reading preferences override file")
        return CommandResult(True)

    def read_config_files(self, now: float) -> CommandResult:
        self.s.log("", "Re-reading cc_config.xml")
        cc, warnings = read_cc_config(self.s.dd.cc_config)
        for w in warnings:
            self.s.log("", w)
        self.s.put_cc_config(cc)
        self.client.select_proxy()  # cc_config's <proxy_info> may have come, changed or gone
        self.s.read_app_configs()  # as BOINC: read_cc_config re-reads the app_config.xml files too
        return CommandResult(True)

    def read_rules(self, now: float) -> CommandResult:
        # The host reads the rules file at its next check; make that the next pass.
        self.s.refresh_availability()
        return CommandResult(True)

    def set_app_config(self, url: ProjectUrl, text: str, now: float) -> CommandResult:
        try:
            parsed = parse_app_config(text, source=APP_CONFIG_FILE)
        except XmlInputError as exc:
            refusal = CommandResult.refused(CommandProblem.APP_CONFIG_REFUSED, str(exc))
            self.s.log(url, refusal.message)
            return refusal
        if parsed.problems:  # the volunteer's own edit: refuse it whole rather than drop parts silently
            why = "; ".join(str(p) for p in parsed.problems)
            refusal = CommandResult.refused(CommandProblem.APP_CONFIG_REFUSED, why)
            self.s.log(url, refusal.message)
            return refusal
        try:
            write_atomic(self.s.dd.project_dir(url) / APP_CONFIG_FILE, parsed.config.to_xml().encode())
        except (OSError, CoreError) as exc:
            return CommandResult.refused(CommandProblem.APP_CONFIG_NOT_WRITTEN, str(exc))
        self.s.read_app_configs()
        return CommandResult(True)

    def acct_mgr_rpc(self, c: AcctMgrRpc, now: float) -> CommandResult:
        return self.acct_mgr.request(c.url, c.name, c.password_hash, c.use_config_file, now)

    def write_config_file(self, which: str, text: str) -> CommandResult:
        path = self.s.dd.global_prefs_override if which == "global_prefs_override" else self.s.dd.cc_config
        if not text.strip():
            path.unlink(missing_ok=True)
        else:
            write_atomic(path, text.encode())
        return CommandResult(True)

    def read_config_file(self, which: str) -> str | None:
        path = self.s.dd.global_prefs_override if which == "global_prefs_override" else self.s.dd.cc_config
        # Capped as every outside file is read; undecodable bytes stay visible to the parser.
        return read_capped(path, MAX_CONFIG_FILE_BYTES).decode("utf-8", "replace") if path.exists() else ""

    def set_proxy(self, info: ProxyInfo) -> CommandResult:
        return self.client.set_gui_proxy(info)

    def task_aborted(self, key: ResultKey, now: float) -> None:
        pass  # nothing beyond the state: live transfers follow files, not tasks

    def quit(self) -> None:
        self.client.request_stop()
