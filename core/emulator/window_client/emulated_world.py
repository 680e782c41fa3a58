"""The emulated client's world: engine, servers, host modes, transfers, disk, log.

``EmulatedWorld`` is the batch emulator's assembly (core/emulator/assembly.py: the
emulator's ports around one ``Engine``, with the disk model when the scenario has
files) driven on a thread, plus what a volunteer sees in a real client: run/network
modes and snooze (``ModeHost`` wraps the emulated host), the daily computing window,
credit and an event log. Each job gets an input file to download and an output file to
upload, moved by the live client's file flow (core/engine/file_flow.py) over emulated
transfers and admitted by its disk driver over a nominal disk; a scenario with files of
its own has the disk model move them instead, as in the batch emulator. Everything
here runs on the emulated client's thread.

Commands change the state between polls; ``commands_applied`` then nudges the
clock forward by a millisecond so the engine's per-instant caches (rr_sim)
are recomputed over the changed state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from core.api.commands import CommandProblem, CommandResult, TransferAction
from core.api.snapshot import (
    ActivityStatus,
    MessagePriority,
    MessageRow,
    NoticeRow,
    TransferDirection,
)
from core.disk.emulated import EmulatedDisk
from core.disk.policy import init_file_attributes
from core.disk.snapshot import DiskSnapshot
from core.emulator.assembly import START_TIME, EmulatedAssembly
from core.emulator.scenario import Scenario
from core.emulator.server import APP_NAME
from core.emulator.window_client.emulated_transfers import EmulatedTransfers
from core.engine.disk import DiskDriver
from core.engine.engine import abandoned_words
from core.engine.file_flow import FileFlow
from core.engine.policy_spec import DEFAULT_POLICY, PolicySpec
from core.engine.run_modes import HostConditions, RunModes
from core.engine.tick import SOON, ClientTick
from core.exec.spec import EXIT_ABORTED_VIA_GUI
from core.ids import FileKey, FileName, ProjectUrl, ResultKey
from core.policy.cpu_sched import CpuSchedule
from core.ports import Availability, Host, NoStorage, SchedulerReply, SchedulerRequest
from core.state import (
    App,
    AppVersion,
    DayPrefs,
    FileInfo,
    FileRef,
    FileStatus,
    GlobalPrefs,
    Project,
    Result,
    ResultState,
    RpcReason,
    RunMode,
)
from core.state.enums import SuspendReason

MODE_CHECK_S = 30.0
"""Longest a mode change waits before the engine re-reads availability (client seconds)."""
CREDIT_PER_FLOP = 200.0 / 86400e9
"""Cobblestones: 200 credits a day for a 1 GFLOPS computer."""
DISK_TOTAL = 256e9
DISK_OTHER = 150e9
DISK_CORE = 50e6
DISK_CHECK_S = 600.0
"""The nominal disk of a scenario without files, measured every ten client minutes."""
MAX_LOG = 5000


class ModeHost(RunModes):
    """The ``Host`` port with the volunteer's modes, snooze and daily window on top.

    The modes and the rule book are the live host's (``RunModes``); what is emulated is
    the host under them (the scenario says when the computer is on and connected) and the
    conditions: the emulated clock's hour and weekday, nobody at the keyboard, no
    batteries, no other load.
    """

    def __init__(self, inner: Host) -> None:
        super().__init__()
        self.inner = inner
        self.prefs = GlobalPrefs()
        self.computing_now = True
        self.network_now = True
        self.reason_now = ""
        self.disk_full = False  # the disk driver found nothing more to delete: computing waits
        self.network_reason_now = ""

    def _boundary(self, now: float, network: bool) -> float:
        """When the preferences' daily window can next open or close (the next hour; never without one)."""
        start, end = self.prefs.net_window(_weekday(now)) if network else self.prefs.cpu_window(_weekday(now))
        if (start == end or (start == 0 and end == 24)) and not self.prefs.day_prefs:
            return math.inf
        return now - now % 3600 + 3600

    def _gate(self, now: float, until: float, on: bool, off_words: str, why: SuspendReason, mode: RunMode,
              snoozed: bool, *, network: bool) -> tuple[bool, str, float]:
        """One activity (computing or network) through the run modes: whether it may go on, the
        reason in words when not, and ``until`` shortened to the next time window boundary."""
        if why == SuspendReason.USER_REQ:
            return False, self.own_words(now, network) or ("snoozed" if snoozed else why.words), until
        if not on:
            return False, off_words, until
        if mode == RunMode.AUTO:
            until = min(until, self._boundary(now, network=network))
        if why != SuspendReason.NONE:
            return False, why.words, until
        return True, "", until

    def availability(self, now: float) -> Availability:
        base = self.inner.availability(now)
        until = min(base.until, now + MODE_CHECK_S)
        c = HostConditions(local_hour=(now % 86400) / 3600, weekday=_weekday(now), disk_over_limit=self.disk_full)
        s = self.suspension(self.prefs, c, now)
        computing, reason, until = self._gate(now, until, base.computing, "computer is off", s.task_reason,
                                              s.task_mode, s.snoozed, network=False)
        network, nreason, until = self._gate(now, until, base.network, "not connected", s.network_reason,
                                             s.network_mode, s.snoozed, network=True)
        self.computing_now, self.reason_now = computing, reason
        self.network_now, self.network_reason_now = network, nreason
        return Availability(computing=computing, network=network, until=max(until, now + 1e-3))

    def activity(self, now: float) -> ActivityStatus:
        return ActivityStatus(
            run_mode=self.run_mode.current(now), network_mode=self.network_mode.current(now),
            computing=self.computing_now, network=self.network_now,
            task_suspend_reason=self.reason_now, network_suspend_reason=self.network_reason_now,
            snooze_until=self.snooze_until if self.snoozed(now) else None,
            run_mode_until=self.run_mode.until if self.run_mode.temp is not None else None,
            network_mode_until=self.network_mode.until if self.network_mode.temp is not None else None,
        )


def _weekday(now: float) -> int:
    return int(now // 86400 + 4) % 7  # day 0 of the clock was a Thursday


@dataclass(slots=True)
class _Observer:
    world: EmulatedWorld

    def task_finished(self, result: Result, cpu_time: float, now: float) -> None:
        self.world.on_task_finished(result, now)

    def result_reported(self, result: Result, now: float) -> None:
        self.world.on_reported(result, now)

    def schedule_ran(self, schedule: CpuSchedule, now: float) -> None:
        pass

    def task_abandoned(self, result: Result, now: float) -> None:
        self.world.message(self.world.project_name(result.project_url), MessagePriority.INFO,
                           abandoned_words(result))
        self.world.task_aborted(result.key)

    def rpc_done(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        self.world.on_rpc(request, reply, now)


class EmulatedWorld:
    """Engine plus emulated surroundings; single-threaded (the emulated client's thread)."""

    def __init__(self, scenario: Scenario, seed: int) -> None:
        self.spec = PolicySpec.parse(scenario.policy or DEFAULT_POLICY)
        modes: list[ModeHost] = []

        def with_modes(inner: Host) -> Host:
            modes.append(ModeHost(inner))
            return modes[0]

        # The batch emulator's assembly; the window adds modes, transfers to watch, messages.
        self.emu = EmulatedAssembly(scenario, self.spec, seed, fetch_check="periodic", host_filter=with_modes,
                                    servers_from_one_stream=True)
        self.host = modes[0]
        self.state = self.emu.state
        self.executor = self.emu.executor
        self.servers = self.emu.servers
        self.engine = self.emu.engine
        self.host.prefs = self.state.prefs
        self.transfers = EmulatedTransfers(
            self.emu.next_rng(), lambda: self.host.network_now,
            lambda: (self.state.prefs.max_bytes_sec_down, self.state.prefs.max_bytes_sec_up), self.project_name)
        self.flow: FileFlow | None = None
        if self.emu.disk is None:
            # Each job's input and output move through the live client's file flow and disk
            # driver, over emulated transfers and a nominal disk whose figures come from the files.
            self.disk = DiskDriver(self.state, EmulatedDisk(DISK_TOTAL, DISK_OTHER, DISK_CORE, measured_books=True),
                                   period=DISK_CHECK_S, log=self._log)
            self.flow = FileFlow(self.state, self.transfers, self._log, admit=self.disk.admit)
        else:
            # A scenario with files: the disk model moves them (at once) and keeps the books.
            self.disk = self.emu.disk.driver
        self.emu.observe(_Observer(self))
        # The live client's tick over these parts; the assembly's step is the engine's part
        # (it adds the disk model after the engine for a scenario with files of its own).
        self.ticker = ClientTick(
            self.engine, NoStorage(), flow=self.flow, disk=self.disk if self.flow is not None else None,
            step=self.emu.step, files_after_engine=True, after_disk=self._disk_polled,
            after_engine=self._after_engine)
        self.now = START_TIME
        self._wake = START_TIME
        self._seqno = 0
        self.pending_messages: list[MessageRow] = []
        self.pending_notices: list[NoticeRow] = []
        self.error = ""
        self._owner: dict[FileKey, ResultKey] = {}  # each job file's result
        self.disk.measure()
        self.pending_notices.append(NoticeRow(1, self.now, "Emulated client",
                                              "This window shows the emulator in accelerated time, not real work.",
                                              ""))
        self.message("", MessagePriority.INFO, f"Starting the emulated client (scenario {scenario.name})")
        for url, proj in self.state.projects.items():
            proj.sched_rpc_pending = RpcReason.INIT
            self.message(proj.project_name, MessagePriority.INFO, f"Attached to {url}")

    # ------------------------------------------------------------ the clock

    def advance_to(self, target: float) -> None:
        """Run the engine (and transfers) up to client time ``target``, event by event."""
        polls = 0
        while self._wake < target and polls < 10_000:
            self._step(max(self._wake, self.now))
            polls += 1
        if target > self.now:
            self._step(target)

    def _step(self, now: float) -> None:
        self.now = now
        self._wake = self.ticker.run(now)

    def _disk_polled(self, changed: bool) -> None:
        if changed:
            # Tasks aborted for space, or over the volunteer's limit with nothing left to
            # delete: as the live client, computing waits until there is room.
            self.host.disk_full = self.disk.suspend_computing
            self.availability_changed()

    def _after_engine(self, now: float, wake: float) -> float:
        nxt = self.transfers.next_event(now, self.host.network_now)
        return max(min(wake, nxt), now + SOON)

    def commands_applied(self) -> None:
        self._step(self.now + 1e-3)

    def availability_changed(self) -> None:
        # The engine re-reads availability within MODE_CHECK_S client seconds
        # (the wrapper caps ``until``); the snapshot shows the new mode at once.
        self.host.availability(self.now)
        self.engine.request_reschedule("activity mode changed")
        self.engine.request_work_fetch_check()

    # ------------------------------------------------------------- events

    def message(self, project: str, priority: MessagePriority, body: str) -> None:
        self._seqno += 1
        self.pending_messages.append(MessageRow(self._seqno, self.now, project, priority, body))
        if len(self.pending_messages) > MAX_LOG:
            del self.pending_messages[: len(self.pending_messages) - MAX_LOG]

    def project_name(self, url: ProjectUrl) -> str:
        p = self.state.projects.get(url)
        return p.project_name if p else str(url)

    def on_rpc(self, request: SchedulerRequest, reply: SchedulerReply, now: float) -> None:
        name = self.project_name(request.project)
        reason = {1: "Requested by user", 2: "To report completed tasks", 3: "To fetch work",
                  6: "Project initialization", 7: "Requested by project"}.get(request.reason, "To fetch work")
        self.message(name, MessagePriority.INFO, f"Sending scheduler request: {reason}.")
        if not reply.ok:
            self.message(name, MessagePriority.USER_ALERT, f"Scheduler request failed: {reply.error}")
            return
        if request.report:
            self.message(name, MessagePriority.INFO, f"Reporting {len(request.report)} completed tasks")
        self.message(name, MessagePriority.INFO, f"Scheduler request completed: got {len(reply.results)} new tasks")
        if self.flow is None:
            return
        for r in reply.results:
            result = self.state.results.get(r.key)
            wu = self.state.workunits.get((r.project_url, r.wu_name))
            if result is None or wu is None:
                continue
            # An input to download before the job may run, an output to upload after it.
            down = self._job_file(result, f"{r.wu_name}.in", now)
            down.download_urls = [f"{r.project_url}download/{down.name}"]
            wu.input_files = [*wu.input_files, FileRef(down.name)]
            up = self._job_file(result, f"{r.name}_r0", now)
            up.upload_urls, up.is_upload = [f"{r.project_url}upload"], True
            result.output_files = [*result.output_files, FileRef(up.name)]
            result.state = ResultState.NEW

    def _job_file(self, result: Result, name: str, now: float) -> FileInfo:
        # Its size is the emulated transfers' to say, when the transfer starts.
        fi = FileInfo(result.project_url, FileName(name))
        init_file_attributes(fi, now)
        self.state.file_infos[(fi.project_url, fi.name)] = fi
        self._owner[(fi.project_url, fi.name)] = result.key
        return fi

    def on_task_finished(self, result: Result, now: float) -> None:
        name = self.project_name(result.project_url)
        if result.state == ResultState.COMPUTE_ERROR:
            self.message(name, MessagePriority.USER_ALERT, f"Computation for task {result.name} failed")
            self.error = f"Task {result.name} failed"
            return
        self.message(name, MessagePriority.INFO, f"Computation for task {result.name} finished")
        for ref in result.output_files:
            fi = self.state.file_infos.get((result.project_url, ref.file_name))
            if fi is not None:
                fi.status = FileStatus.PRESENT  # the app wrote it; the file flow uploads it

    def _log(self, project: str, body: str, priority: int) -> None:
        """The file flow's and the disk driver's lines, in the event log."""
        self.message(project, MessagePriority.USER_ALERT if priority == 2 else MessagePriority.INFO, body)

    def _forget_files(self, key: ResultKey) -> None:
        """A result is gone (reported, or its project reset): so are its job files."""
        for fk in [fk for fk, owner in self._owner.items() if owner == key]:
            del self._owner[fk]
            self.state.file_infos.pop(fk, None)

    def on_reported(self, result: Result, now: float) -> None:
        project = self.state.projects.get(result.project_url)
        if project is None:
            return
        credit = result.final_cpu_time * self.state.host_info.p_fpops * CREDIT_PER_FLOP
        project.user_total_credit += credit
        project.host_total_credit += credit
        # Average work done: a per-day figure that follows recent credit (half-life a week).
        project.user_expavg_credit = project.user_expavg_credit * 0.98 + credit * 0.02 * 7
        if self.flow is not None:
            self._forget_files(result.key)

    # ----------------------------------------------------------- commands

    def set_prefs(self, prefs: GlobalPrefs, day_prefs: tuple[DayPrefs, ...]) -> None:
        prefs = replace(prefs, day_prefs=day_prefs)
        self.state.prefs = prefs
        self.host.prefs = prefs
        self.executor.duty = prefs.cpu_usage_fraction
        if self.flow is not None:
            self.disk.check_soon()  # the disk limits follow the preferences
        self.availability_changed()

    def drop_results(self, url: ProjectUrl) -> None:
        """A reset: the project's tasks, work, transfers and disk use go (core.engine.commands)."""
        for key in [k for k in self.state.results if k[0] == url]:
            if key in self.state.active_tasks:
                self.executor.abort(key, self.now)
                del self.state.active_tasks[key]
            del self.state.results[key]
            self._forget_files(key)
        self.state.workunits = {k: wu for k, wu in self.state.workunits.items() if k[0] != url}
        self.transfers.remove_project(url)

    def remove_project(self, url: ProjectUrl) -> None:
        """A detach, after ``drop_results``: the project, its apps and its emulated server go."""
        self.state.projects.pop(url, None)
        self.state.apps = {k: a for k, a in self.state.apps.items() if k[0] != url}
        self.state.app_versions = [av for av in self.state.app_versions if av.project_url != url]
        self.servers.pop(url, None)

    def task_aborted(self, key: ResultKey) -> None:
        for fk, owner in self._owner.items():
            if owner == key:
                self.transfers.remove((fk[0], str(fk[1]), TransferDirection.DOWNLOAD.value))

    def transfer_op(self, key: tuple[ProjectUrl, str, str], op: TransferAction) -> CommandResult:
        if op is TransferAction.RETRY:
            if not self.transfers.retry(key, self.now):
                return CommandResult.refused(CommandProblem.NO_TRANSFER, key[1])
            self.message(self.project_name(key[0]), MessagePriority.INFO, f"Retrying transfer of {key[1]}")
            return CommandResult(True)
        t = self.transfers.remove(key)
        if t is None:
            return CommandResult.refused(CommandProblem.NO_TRANSFER, key[1])
        owner = self._owner.get(t.file)
        r = self.state.results.get(owner) if owner is not None else None
        if r is not None and not r.got_server_ack:
            r.state = ResultState.ABORTED if t.direction is TransferDirection.DOWNLOAD else ResultState.UPLOAD_FAILED
            r.exit_status = EXIT_ABORTED_VIA_GUI
            r.ready_to_report = True
            self.engine.request_reschedule("transfer aborted")
            self.engine.request_work_fetch_check()
        self.message(self.project_name(key[0]), MessagePriority.INFO, f"Aborted transfer of {key[1]}")
        return CommandResult(True)

    def attach_emulated(self, url: str) -> CommandResult:
        from core.emulator.window_client.emulated import demo_project_spec

        spec = demo_project_spec(url)
        spec_url = ProjectUrl(url)
        if spec_url in self.state.projects:
            return CommandResult.refused(CommandProblem.ALREADY_ATTACHED, url)
        # The emulated server is addressed by the URL the volunteer typed.
        self.state.projects[spec_url] = Project(spec_url, project_name=spec.name, resource_share=spec.resource_share,
                                                sched_rpc_pending=RpcReason.INIT)
        self.state.apps[(spec_url, APP_NAME)] = App(spec_url, APP_NAME, user_friendly_name="emulated app")
        self.state.app_versions.append(
            AppVersion(spec_url, APP_NAME, 1, avg_ncpus=1.0, flops=self.state.host_info.p_fpops)
        )
        self.emu.add_server(spec_url, spec, self.now)
        self.message(spec.name, MessagePriority.INFO, f"Attached to {url}")
        self.engine.request_work_fetch_check()
        return CommandResult(True, f"attached to {spec.name}")

    # --------------------------------------------------------------- disk

    def disk_snapshot(self) -> DiskSnapshot:
        snap = self.disk.snapshot(self.now)
        assert snap is not None  # measured when the world was built
        return snap
