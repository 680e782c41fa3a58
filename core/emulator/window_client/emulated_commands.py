"""What the emulated client lends ``core.engine.commands.apply``: its world's modes, transfers and servers."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Literal

from core.api.commands import AcctMgrRpc, CommandProblem, CommandResult, TransferAction
from core.api.snapshot import MessagePriority
from core.emulator.window_client.emulated_world import EmulatedWorld
from core.engine.engine import Engine
from core.ids import ProjectUrl, ResultKey
from core.persist.cc_config import ProxyInfo
from core.persist.prefs_io import OVERRIDE_FILE, read_override, write_override
from core.state import ClientState, GlobalPrefs, RunMode


class EmulatedCommandClient:
    def __init__(self, world: EmulatedWorld, data_dir: Path | None, stop: Callable[[], None]) -> None:
        self.world = world
        self._data_dir = data_dir  # where the override file is kept, as the live client keeps it
        self._stop = stop

    @property
    def state(self) -> ClientState:
        return self.world.state

    @property
    def engine(self) -> Engine:
        return self.world.engine

    def say(self, project: ProjectUrl | str, body: str) -> None:
        name = self.world.project_name(ProjectUrl(project)) if project else ""
        self.world.message(name, MessagePriority.INFO, body)

    def changed(self) -> None:
        pass  # nothing is saved: the emulator keeps no state file

    def reset_project(self, url: ProjectUrl, now: float) -> None:
        self.world.drop_results(url)

    def remove_project(self, url: ProjectUrl, now: float) -> None:
        self.world.remove_project(url)

    def attach(self, url: str, authenticator: str, now: float) -> CommandResult:
        return self.world.attach_emulated(url)

    def transfer_op(self, key: tuple[ProjectUrl, str, str], op: TransferAction, now: float) -> CommandResult:
        return self.world.transfer_op(key, op)

    def set_mode(self, which: Literal["run", "network"], mode: RunMode, duration_s: float, now: float,
                 reason: str = "") -> None:
        self.world.host.set_mode(which, mode, duration_s, now, reason)
        self.world.availability_changed()

    def snooze(self, duration_s: float | None, now: float, reason: str = "") -> None:
        self.world.host.snooze(duration_s, now, reason)
        self.world.availability_changed()

    def put_prefs(self, prefs: GlobalPrefs, now: float) -> None:
        self.world.set_prefs(prefs, prefs.day_prefs)
        if self._data_dir is not None:
            write_override(self._data_dir, prefs, prefs.day_prefs)

    def task_aborted(self, key: ResultKey, now: float) -> None:
        self.world.task_aborted(key)

    def quit(self) -> None:
        self._stop()

    def tell(self, body: str, alert: bool) -> None:
        self.world.message("", MessagePriority.USER_ALERT if alert else MessagePriority.INFO, body)

    def read_prefs_files(self, now: float) -> CommandResult:
        if self._data_dir is None:
            return CommandResult.refused(CommandProblem.NOT_SUPPORTED_HERE,
                                         "this emulated client keeps no preference files")
        found = read_override(self._data_dir, self.world.state.prefs)
        if found is None:
            return CommandResult.refused(CommandProblem.NO_PREFS_FILE)
        self.world.set_prefs(found.prefs, found.day_prefs)
        for problem in found.problems:
            self.world.message("", MessagePriority.USER_ALERT, problem)
        return CommandResult(True)

    def read_config_files(self, now: float) -> CommandResult:
        return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, "the emulated client has no cc_config.xml")

    def read_rules(self, now: float) -> CommandResult:
        return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, "the emulated client keeps no rules")

    def read_config_file(self, which: str) -> str | None:
        return None  # no cc_config.xml here (write_config_file refuses it too)

    def write_config_file(self, which: str, text: str) -> CommandResult:
        if which != "global_prefs_override" or self._data_dir is None:
            return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, f"the emulated client keeps no {which} file")
        path = self._data_dir / OVERRIDE_FILE
        if text.strip():
            path.write_text(text)
        else:
            path.unlink(missing_ok=True)
        return CommandResult(True)

    def set_proxy(self, info: ProxyInfo) -> CommandResult:
        return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, "the emulated client uses no network")

    def acct_mgr_rpc(self, c: AcctMgrRpc, now: float) -> CommandResult:
        return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, "the emulated client uses no network, so no account manager")

    def set_app_config(self, url: ProjectUrl, text: str, now: float) -> CommandResult:
        return CommandResult.refused(
            CommandProblem.NOT_SUPPORTED_HERE, "the emulated client keeps no app_config.xml files; "
            "its scenario gives the limits")
