"""The one interpreter of commands: ``apply(command, client, now)``.

The window (core.api.commands), GUI RPC (core/guirpc/ops.py) and ``boinc-core run
--attach`` all send the same command objects; the live client and the emulated client
(in the window and in batch) apply them here, so a command means the same thing in
each. What differs between the two is only what a command touches outside the state
and the engine (files on disk, the emulated transfers, the way modes are kept), and
that is the ``CommandClient`` each assembly provides.

Adding a command: its type in core/api/commands.py and its case here (plus a method
on ``CommandClient`` only if it reaches outside the state and the engine); GUI RPC's
server builds these same objects (core/guirpc/ops.py). docs/architecture.md lists the files.
"""
from __future__ import annotations

from typing import Literal, Protocol

from core.api.commands import (
    AcctMgrRpc,
    Attach,
    Command,
    CommandProblem,
    CommandResult,
    ExcludeGpu,
    NetworkAvailable,
    ProjectAction,
    ProjectOp,
    Quit,
    ReadConfigFiles,
    ReadPrefsFiles,
    ReadRules,
    RunBenchmarks,
    SetAppConfig,
    SetGpuMode,
    SetNetworkMode,
    SetPrefs,
    SetProxy,
    SetRunMode,
    Snooze,
    SoftStop,
    TaskAction,
    TaskOp,
    Tell,
    TransferAction,
    TransferOp,
    WriteConfigFile,
)
from core.api.snapshot import TransferDirection
from core.engine.engine import Engine, mark_aborted
from core.engine.soft_stop import SoftStopRun
from core.errors import XmlInputError
from core.exec.spec import EXIT_ABORTED_VIA_GUI
from core.ids import ProjectUrl, ResultKey
from core.persist.cc_config import ProxyInfo
from core.persist.cc_config_exclude import add_gpu_exclusion
from core.state import ClientState, FileStatus, GlobalPrefs, RpcReason, RunMode


class CommandClient(Protocol):
    """What a client assembly (live or emulated) lends the interpreter."""

    @property
    def state(self) -> ClientState: ...

    @property
    def engine(self) -> Engine: ...

    def say(self, project: ProjectUrl | str, body: str) -> None:
        """An event-log line ("" = no project)."""

    def changed(self) -> None:
        """The volunteer changed something worth saving at once."""

    def reset_project(self, url: ProjectUrl, now: float) -> None:
        """Drop the project's tasks, work and files (reset; detach does this first)."""

    def remove_project(self, url: ProjectUrl, now: float) -> None:
        """Forget the project itself after ``reset_project`` (detach)."""

    def attach(self, url: str, authenticator: str, now: float) -> CommandResult: ...

    def transfer_op(self, key: tuple[ProjectUrl, str, str], op: TransferAction, now: float) -> CommandResult: ...

    def set_mode(self, which: Literal["run", "network"], mode: RunMode, duration_s: float, now: float,
                 reason: str = "") -> None: ...

    def snooze(self, duration_s: float | None, now: float, reason: str = "") -> None: ...

    def put_prefs(self, prefs: GlobalPrefs, now: float) -> None:
        """Put ``prefs`` in force and keep them (the local override file)."""

    def task_aborted(self, key: ResultKey, now: float) -> None:
        """After a task was aborted: anything the assembly keeps for it besides the state."""

    def quit(self) -> None: ...

    def tell(self, body: str, alert: bool) -> None:
        """An event-log line for the volunteer; an alert also becomes a notice."""

    def read_prefs_files(self, now: float) -> CommandResult: ...

    def read_config_files(self, now: float) -> CommandResult: ...

    def read_rules(self, now: float) -> CommandResult: ...

    def write_config_file(self, which: str, text: str) -> CommandResult: ...

    def read_config_file(self, which: str) -> str | None:
        """The file's text ("" when there is none); None: this client keeps no such file."""

    def set_proxy(self, info: ProxyInfo) -> CommandResult: ...

    def set_app_config(self, url: ProjectUrl, text: str, now: float) -> CommandResult:
        """Write the project's app_config.xml (refused if ``text`` does not parse) and apply it."""

    def acct_mgr_rpc(self, c: AcctMgrRpc, now: float) -> CommandResult:
        """Join, synchronise with or leave an account manager (the reply is applied later)."""


def apply(c: Command, client: CommandClient, now: float) -> CommandResult:
    """Apply ``c`` on the engine thread; refusals are results, never exceptions."""
    if isinstance(c, ProjectOp):
        return _project_op(c, client, now)
    if isinstance(c, TaskOp):
        return _task_op(c, client, now)
    if isinstance(c, TransferOp):
        return client.transfer_op(c.key, c.op, now)
    if isinstance(c, SetRunMode | SetNetworkMode):
        which: Literal["run", "network"] = "run" if isinstance(c, SetRunMode) else "network"
        reason = _one_line(c.reason)
        if which == "run" and client.engine.cancel_soft_stop():
            client.say("", "Soft stop cancelled: the run mode was set")
        client.set_mode(which, c.mode, c.duration_s, now, reason)
        client.say("", f"{which.capitalize()} mode set to {c.mode.name.lower()}"
                   + (f" for {c.duration_s:.0f} s" if c.duration_s else "") + (f" - {reason}" if reason else ""))
        return CommandResult(True)
    if isinstance(c, SetGpuMode):
        reason = _one_line(c.reason)
        client.engine.set_gpu_mode(c.mode, now, c.duration_s, reason)
        client.changed()  # the GPU mode is the state file's (user_gpu_request): a restart finds it
        client.say("", f"GPU mode set to {c.mode.name.lower()}"
                   + (f" for {c.duration_s:.0f} s" if c.duration_s else "") + (f" - {reason}" if reason else ""))
        return CommandResult(True)
    if isinstance(c, ExcludeGpu):
        return _exclude_gpu(c, client, now)
    if isinstance(c, Snooze):
        reason = _one_line(c.reason)
        if client.engine.cancel_soft_stop():
            client.say("", "Soft stop cancelled: snooze")
        client.snooze(c.duration_s, now, reason)
        if c.duration_s is None or c.duration_s > 0:
            client.say("", "Snoozing" + ("" if c.duration_s is None else f" for {c.duration_s / 60:.0f} minutes")
                       + (f" - {reason}" if reason else ""))
        else:
            client.say("", "Snooze ended")
        return CommandResult(True)
    if isinstance(c, SoftStop):
        return _soft_stop(_one_line(c.reason), client, now)
    if isinstance(c, SetPrefs):
        prefs = c.in_force
        client.put_prefs(prefs, now)
        client.engine.request_reschedule("preferences changed")
        client.engine.request_work_fetch_check()
        client.say("", "Preferences saved to global_prefs_override.xml and applied")
        return CommandResult(True, "; ".join(prefs.problems()))
    if isinstance(c, Attach):
        return client.attach(c.url, c.authenticator, now)
    if isinstance(c, Quit):
        client.quit()
        return CommandResult(True, "stopping")
    if isinstance(c, ReadPrefsFiles):
        result = client.read_prefs_files(now)
        if result.ok:
            client.engine.request_reschedule("preferences changed")
            client.engine.request_work_fetch_check()
        return result
    if isinstance(c, ReadConfigFiles):
        return client.read_config_files(now)
    if isinstance(c, ReadRules):
        return client.read_rules(now)
    if isinstance(c, WriteConfigFile):
        return client.write_config_file(c.which, c.text)
    if isinstance(c, SetProxy):
        return client.set_proxy(c.info)
    if isinstance(c, SetAppConfig):
        if ProjectUrl(c.url) not in client.state.projects:
            return CommandResult.refused(CommandProblem.NOT_ATTACHED, str(c.url))
        return client.set_app_config(ProjectUrl(c.url), c.xml, now)
    if isinstance(c, AcctMgrRpc):
        return client.acct_mgr_rpc(c, now)
    if isinstance(c, RunBenchmarks):
        text = "CPU benchmarks are not run by this client; estimates learn from finished tasks"
        client.say("", text)
        return CommandResult(True, text)
    if isinstance(c, NetworkAvailable):
        return _network_available(client, now)
    if isinstance(c, Tell):
        client.tell(c.body, c.alert)
        return CommandResult(True)
    return CommandResult.refused(CommandProblem.UNKNOWN_COMMAND, type(c).__name__)


REASON_MAX = 200
"""The longest reason kept (characters): it is a status line's words, not a document."""


def _one_line(reason: str) -> str:
    """A reason as one line of at most ``REASON_MAX`` characters: it goes into the event log's
    lines, the status bar and GUI RPC replies, where a newline or a page of text does not fit."""
    words = " ".join(reason.split())
    return words if len(words) <= REASON_MAX else words[:REASON_MAX - 1] + "…"


def _soft_stop(reason: str, client: CommandClient, now: float) -> CommandResult:
    """Hold each running task after its next checkpoint, then set the run mode to never
    (core/engine/soft_stop.py); the engine calls ``done`` on its own thread."""
    def done(at: float) -> None:
        client.set_mode("run", RunMode.NEVER, 0.0, at, reason)
        client.say("", "Soft stop: no task is running; run mode set to never" + (f" - {reason}" if reason else ""))
        client.changed()

    def alert(body: str) -> None:
        client.tell(body, True)

    client.say("", "Soft stop: each running task is suspended after its next checkpoint"
               + (f" - {reason}" if reason else ""))
    client.engine.soft_stop(SoftStopRun(reason, done, client.say, alert), now)
    return CommandResult(True)


def _network_available(client: CommandClient, now: float) -> CommandResult:
    """As BOINC's NET_STATUS::network_available: no project waits out its scheduler backoff
    (``min_rpc_time``) and every transfer still to make is retried now, which also lifts its
    project's transfer backoff (the Retry button's own effect, per file)."""
    state = client.state
    for p in state.projects.values():
        p.min_rpc_time = 0.0
    retried = 0
    for fi in list(state.file_infos.values()):
        if fi.status < 0:
            continue  # failed for good: nothing to retry
        if fi.upload_urls and not fi.uploaded:
            direction = TransferDirection.UPLOAD
        elif fi.download_urls and fi.status == FileStatus.NOT_PRESENT:
            direction = TransferDirection.DOWNLOAD
        else:
            continue
        key = (fi.project_url, str(fi.name), direction.value)
        retried += client.transfer_op(key, TransferAction.RETRY, now).ok
    client.engine.request_work_fetch_check()
    transfers = "1 transfer" if retried == 1 else f"{retried} transfers"
    client.say("", f"Network available: scheduler backoffs lifted, {transfers} retried now")
    return CommandResult(True)


def _project_op(c: ProjectOp, client: CommandClient, now: float) -> CommandResult:
    state, engine = client.state, client.engine
    p = state.projects.get(ProjectUrl(c.url))
    if p is None:
        return CommandResult.refused(CommandProblem.NOT_ATTACHED, str(c.url))
    url, name = p.master_url, p.project_name or str(p.master_url)
    op = c.op
    if op is ProjectAction.UPDATE:
        # The volunteer asks now: every backoff of this project is lifted.
        p.sched_rpc_pending = RpcReason.USER_REQ
        p.min_rpc_time = 0.0
        p.rsc_backoff_time = 0.0
        engine.request_fetch_now()
    elif op in (ProjectAction.SUSPEND, ProjectAction.RESUME):
        p.suspended_via_gui = op is ProjectAction.SUSPEND
        engine.request_reschedule(f"project {op.value}d")
    elif op in (ProjectAction.NO_MORE_WORK, ProjectAction.ALLOW_MORE_WORK):
        p.dont_request_more_work = op is ProjectAction.NO_MORE_WORK
        engine.request_work_fetch_check()
    elif op is ProjectAction.RESET:
        client.reset_project(url, now)
        p.sched_rpc_pending = RpcReason.USER_REQ
        engine.request_reschedule("project reset")
        engine.request_work_fetch_check()
    elif op is ProjectAction.DETACH and p.attached_via_acct_mgr:
        # Only the manager may drop what it attached (BOINC's handle_project_detach).
        client.say(url, "This project must be detached using the account manager web site.")
        return CommandResult.refused(CommandProblem.MANAGED_BY_ACCOUNT_MANAGER)
    elif op is ProjectAction.DETACH:
        client.reset_project(url, now)
        client.remove_project(url, now)
        engine.request_reschedule("project detached")
        engine.request_work_fetch_check()
    elif op in (ProjectAction.DETACH_WHEN_DONE, ProjectAction.DONT_DETACH_WHEN_DONE):
        # As BOINC: both flags follow, so clearing it asks for work again.
        p.detach_when_done = p.dont_request_more_work = op is ProjectAction.DETACH_WHEN_DONE
        engine.request_work_fetch_check()
    if op is ProjectAction.DETACH:  # the line has no project any more: it names it, URL too
        client.say("", f"{name} ({url}): {op.value} by user")
    else:  # the line's project column names it already
        client.say(url, f"{op.value} by user")
    client.changed()
    return CommandResult(True)


def _task_op(c: TaskOp, client: CommandClient, now: float) -> CommandResult:
    state = client.state
    r = state.results.get(c.key)
    if r is None:
        return CommandResult.refused(CommandProblem.NO_TASK, c.key[1])
    if c.op is TaskAction.ABORT:
        if r.is_finished:
            return CommandResult.refused(CommandProblem.TASK_FINISHED, r.name)
        if c.key in state.active_tasks:
            client.engine.executor.abort(c.key, now)
            state.active_tasks.pop(c.key, None)
        mark_aborted(r, EXIT_ABORTED_VIA_GUI, now)
        client.task_aborted(c.key, now)
        client.engine.request_work_fetch_check()
        client.say(r.project_url, f"Task {r.name} aborted by user")
    else:
        r.suspended_via_gui = c.op is TaskAction.SUSPEND
        client.say(r.project_url, f"Task {r.name} {'suspended' if r.suspended_via_gui else 'resumed'} by user")
    client.engine.request_reschedule(f"task {c.op.value}")
    client.changed()
    return CommandResult(True)


def _exclude_gpu(c: ExcludeGpu, client: CommandClient, now: float) -> CommandResult:
    text = client.read_config_file("cc_config")
    if text is None:
        return CommandResult.refused(CommandProblem.NO_CC_CONFIG)
    try:
        new = add_gpu_exclusion(text, str(c.url), c.device_num, c.rsc_type, c.app)
    except XmlInputError as exc:
        return CommandResult.refused(CommandProblem.CC_CONFIG_UNREADABLE, str(exc))
    written = client.write_config_file("cc_config", new)
    if not written.ok:
        return written
    client.say(str(c.url), "GPU " + ("all devices" if c.device_num < 0 else f"device {c.device_num}")
               + (f" of type {c.rsc_type}" if c.rsc_type else "") + (f" for app {c.app}" if c.app else "")
               + " excluded for this project (cc_config.xml)")
    return client.read_config_files(now)
