"""The live client on its engine thread: state files, ports, engine, file flow, disk.

``LiveSession`` is what runs in one thread (the daemon's main thread or the GUI's
worker): ``open`` loads the data directory (recovering from torn files), ``tick(now)``
runs one pass of the client loop and returns when it next wants to run, ``close``
stops children and saves. Nothing here may be called from another thread; the
thread-safe face is ``core.client.live.LiveClient``.

One tick is the engine's ``ClientTick`` (core/engine/tick.py): move files (downloads,
signature checks, uploads); keep the disk under its limit; run the engine (CPU
scheduling, work fetch, scheduler RPCs, task progress); save the state when something
that must survive a crash changed (an acknowledgement above all, so that nothing is
reported twice and no finished result is lost). The session adds, between those steps,
the disk's suspension of computing and downloads, and after the engine the garbage
collection of acknowledged results' files.

The save is the Storage port over client_state.xml (core/persist/state_storage.py). A
write that fails is said once ("Couldn't write state file") and retried with a backoff
until it works, which is said once too. When it failed for a full disk, the disk keeper
suspends computing and new downloads meanwhile, and the event log file is retried as
soon as the state file could be written.

Event log (the early design notes' list): client start and stop; transfer start and
finish (``file_xfer`` flag); task start, resume and finish (``task``); scheduler
request sent and completed (``sched_ops``); errors (always). The engine, transport,
executor and transfers are wrapped here so that each start is logged where it
happens. A scheduler reply is merged by the transport and acted on by the engine
(``Engine._handle_reply``): after the acknowledgements and backoffs, the engine calls
this session's ``_on_merged`` for what only the live client reads (a newer client
version becomes one notice per version, never a download; app_config.xml is applied
to new apps and tasks; a project told "no state file" is not told again), then its
project-directed files (core/engine/directed_files.py: downloads, deletions and
uploads a project asked for, and results kept for a successor, over the same
Transfers port, disk admission and event log as job files, with this session's
garbage collector for deleting). The disk manager never deletes the files of a live
chain (``core.sched_rpc.affinity.chain_files``).
"""
from __future__ import annotations

import os
import random
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from core.accounts.project_list_refresh import project_list_url
from core.api.commands import Command, SoftStop
from core.client.disk_keeper import DiskKeeper
from core.client.docker_notice import DockerAdvice
from core.client.docker_probe import detect_docker
from core.client.exclusive_apps import ExclusiveApps
from core.client.file_flow import LiveTransfers, PathTransfers
from core.client.host_facts import measure_host
from core.client.host_stats import TimeStatsMeter, record_transfer
from core.client.job_records import OldResults
from core.client.live_host import LiveHost
from core.client.logged_ports import (
    _LoggedExecutor,
    _LoggedTransfers,
    _LoggedTransport,
    _Observer,
)
from core.client.overdue import OverdueCheck
from core.disk.policy import book_removed, fmt_bytes
from core.engine.directed_files import DirectedFiles, referenced_files
from core.engine.engine import Engine, mark_aborted
from core.engine.file_flow import FileFlow
from core.engine.gpu_status import gpu_suspend_reason
from core.engine.policy_spec import DEFAULT_POLICY, PolicySpec
from core.engine.tick import ClientTick
from core.errors import XmlInputError, plain_reason
from core.eventlog.log import EventLog, Message, MsgPriority
from core.eventlog.notices import NoticeBoard
from core.exec.executor import LiveExecutor
from core.gpu.child import DetectionChild
from core.gpu.correlate import GpuConfig, correlate
from core.gpu.find import begin_gpu_detection, find_gpus
from core.gpu.launch import Launched
from core.ids import ProjectUrl, ResultName
from core.metrics.counters import EngineCounters
from core.persist import (
    DataDir,
    canonicalize_master_url,
    read_client_state,
)
from core.persist.accounts import AccountFile, read_account_file, write_account_file
from core.persist.app_config import AppConfigs, load_app_configs, reapply_app_configs
from core.persist.cc_config import CcConfig, read_cc_config
from core.persist.gui_rpc_auth import read_or_create_password
from core.persist.gui_urls import inner_block
from core.persist.prefs_file import read_global_prefs
from core.persist.state_storage import StateFileStorage
from core.policy.gpu_assign import gpu_use_of
from core.ports import Sensors
from core.rules.runner import RuleRunner
from core.rules.sensors import PsutilSensors
from core.sched_rpc import LiveTransport, RequestExtras, TransportConfig
from core.sched_rpc.affinity import chain_files
from core.sched_rpc.keysig import check_signature
from core.state import ClientState, GlobalPrefs, GpuExclusion, Project, RpcReason
from core.state.enums import RunMode, SuspendReason
from core.state.merged import MergeOutcome
from core.state.messages import MessageKind
from core.transfer import TransferManager
from core.transfer.settings import ProxySettings, TransferSettings
from core.xml.hardened import MAX_CONFIG_FILE_BYTES, read_capped

MAX_TICK_WAIT = 1.0
"""The live loop runs at least once a second while anything moves (task progress, transfers)."""
REST_TICK_WAIT = 5.0
"""With no task, transfer or exchange at all (``at_rest``), at least this often: as often as the
host's conditions are measured (core.client.live_host.MEASURE_PERIOD), which then are all that
can change by themselves. Commands, replies and finished transfers wake the loop at once."""


@dataclass(slots=True)
class SessionOptions:
    policy: str = DEFAULT_POLICY
    seed: int | None = None
    transfer_settings: TransferSettings | None = None
    measure_host: bool = True  # False in tests that want a fixed host description
    # Called with each event-log message as it is logged, on the logging thread:
    # ``boinc-core run`` echoes the log to standard output, as BOINC's client does.
    log_echo: Callable[[Message], None] | None = None
    # The sensors the volunteer's rules read (core/rules); None = psutil's. Tests plug in their own.
    sensors: Sensors | None = None
    # Where BOINC's project list is fetched from every two weeks; "" = never (the test suite's
    # environment says so: core/accounts/project_list_refresh.py).
    project_list_url: str = field(default_factory=project_list_url)


class LiveSession:
    def __init__(self, data_dir: Path, options: SessionOptions | None = None) -> None:
        self.options = options or SessionOptions()
        self.dd = DataDir(Path(data_dir))
        self.notices = NoticeBoard()
        self.eventlog: EventLog | None = None
        self.state = ClientState()
        self.cc = CcConfig()
        self.password = ""
        self.acked_any = False
        self.old_results = OldResults()  # acknowledged results of the last hour (get_old_results)
        self.storage = StateFileStorage(lambda: self.state, self.dd, self._save_failed, self._saved_again)
        self.counters = EngineCounters()  # what /metrics tells of the engine (core/metrics); this thread's
        self._opened = False
        self._gpu_reason_told = SuspendReason.NONE  # the GPU suspension the event log last told
        # Where a rule's soft stop goes (the live client's command inbox, so it is applied as
        # any other command is); None: a session opened without a client, the rule is only logged.
        self.rule_command: Callable[[Command], object] | None = None
        self.app_configs: dict[ProjectUrl, AppConfigs] = {}  # each project's app_config.xml in force
        self.state_file_missing = False  # no client_state.xml at start (a first run or a clone)
        # The GPU detection child when the window's process started it before the session was made
        # (core/gpu/launch.py launch_early); ``open`` takes it instead of starting one.
        self.early_gpu: Launched | None = None
        self._versions_noticed: set[str] = set()  # newer client versions already shown (once each)
        self.overdue = OverdueCheck()  # started tasks past their deadline (cc_config max_overdue_days)
        self.docker_advice = DockerAdvice(self.notices, lambda url, body: self.log(url, body), self.project_name)

    # ------------------------------------------------------------ logging

    def project_name(self, url: ProjectUrl | str) -> str:
        p = self.state.projects.get(ProjectUrl(url))
        return (p.project_name or str(url)) if p else str(url)

    def _log_name(self, url: ProjectUrl | str) -> str:
        """The project an event-log line names; with its URL when another project has the same name."""
        p = self.state.projects.get(ProjectUrl(url))
        if p is None or not p.project_name:
            return str(url)
        if any(q is not p and q.project_name == p.project_name for q in self.state.projects.values()):
            return f"{p.project_name} ({p.master_url})"
        return p.project_name

    def log(self, project: ProjectUrl | str, body: str, priority: MsgPriority = MsgPriority.INFO,
            *, flag: str | None = None, now: float | None = None, kind: MessageKind = MessageKind.PLAIN) -> None:
        if self.eventlog is not None:
            self.eventlog.append(body, self._log_name(project) if project else "", priority, flag, now=now, kind=kind)

    def _log_pri(self, project: ProjectUrl, body: str, priority: int = 1, *,
                 flag: str | None = None, now: float | None = None) -> None:
        """``log`` with BOINC's numeric priority (the engine's parts know no MsgPriority)."""
        self.log(project, body, MsgPriority(priority), flag=flag, now=now)

    def _log3(self, project: str, body: str, priority: int) -> None:
        self.log(project, body, MsgPriority(priority) if priority in (1, 2, 3) else MsgPriority.INFO)

    def _xfer_log3(self, project: str, body: str, priority: int) -> None:
        """The file flow's lines: routine ones (transfer finished) obey ``file_xfer``; errors always show."""
        if priority == 1:
            self.log(project, body, MsgPriority.INFO, flag="file_xfer")
        else:
            self._log3(project, body, priority)

    # ------------------------------------------------------------ open

    def open(self, now: float | None = None) -> list[str]:
        """Load the data directory and build the ports; returns start-up warnings."""
        now = time.time() if now is None else now
        self.dd.ensure()
        self.cc, cc_warnings = read_cc_config(self.dd.cc_config) if self.dd.cc_config.exists() else (CcConfig(), [])
        # The GPU detection child (about 0.1 s) works on another core while the state is read and
        # the host measured; _find_gpus takes its findings (issue 36: the first snapshot sooner).
        gpu_child = (begin_gpu_detection(self.dd.root, self.cc.options, launched=self.early_gpu)
                     if self.options.measure_host else None)
        self.eventlog = EventLog(self.dd.stdout_log, log_flags=self.cc.log_flags, notices=self.notices,
                                 max_file_bytes=self.cc.options.stdout_file_size_cap)
        if self.options.log_echo is not None:
            self.eventlog.add_listener(self.options.log_echo)
        loaded = read_client_state(self.dd, now=now)
        self.state = loaded.state
        self.state_file_missing = loaded.source is None
        prefs = read_global_prefs(self.dd, now=now)
        self.state.prefs = prefs.prefs
        self.time_meter = TimeStatsMeter(self.state.time_stats, now)
        if self.options.measure_host:
            self.state.host_info = measure_host(self.dd.root, self.state.host_info, now=now)
            self._detect_docker()
        simulated = self.cc.options.ncpus
        real_ncpus = self.state.host_info.p_ncpus
        if simulated > 0:
            self.state.host_info.p_ncpus = simulated
        self.password = read_or_create_password(self.dd)
        self.log("", "Starting boinc-gui client")
        self.log("", f"Data directory: {self.dd.root}")
        self._log_host()
        if self.cc.options.max_overdue_days >= 0:
            self.log("", f"Config: started tasks more than {self.cc.options.max_overdue_days:g} days past their "
                         "deadline are aborted")
        if simulated > 0:
            self._say_simulated_cpus(simulated, real_ncpus)
        self._find_gpus(gpu_child)
        for w in [*cc_warnings, *loaded.warnings, *prefs.warnings]:
            alert = "no usable" in w or "refused" in w  # whole files lost: the volunteer must know
            self.log("", w, MsgPriority.USER_ALERT if alert else MsgPriority.INFO)
        for url, p in self.state.projects.items():
            self.log(url, f"URL {url}; Computer ID {p.hostid}; resource share {p.resource_share:g}")
            # A project known only from its account file (a cloned installation) has no
            # directory yet; downloads would have nowhere to go.
            self.dd.project_dir(url).mkdir(parents=True, exist_ok=True)
        self.app_configs = {}
        self.read_app_configs()

        self.rules = RuleRunner.in_data_dir(
            self.dd.root, self.options.sensors or PsutilSensors(),
            lambda body, alert, kind: self.log("", body, MsgPriority.USER_ALERT if alert else MsgPriority.INFO,
                                               kind=kind))
        self.host = LiveHost(lambda: self.state.prefs, say=lambda body: self.log("", body), rules=self.rules,
                             on_cpu_count=self._rule_cpu_count, on_soft_stop=self._rule_soft_stop,
                             modes=self.state.modes,
                             exclusive=ExclusiveApps(
                                 lambda: (self.cc.options.exclusive_app, self.cc.options.exclusive_gpu_app),
                                 say=lambda body: self.log("", body)))
        self.disk = DiskKeeper(self.state, self.dd.root, self.dd.project_dir, self._log3,
                               pinned=lambda: chain_files(self.state))
        self.executor = LiveExecutor(self.state, self.dd.root, self.dd.project_dir,
                                     cpu_usage_limit=self.host.cpu_usage_limit)
        # One proxy for scheduler RPCs and file transfers alike, from cc_config's <proxy_info>.
        proxy = ProxySettings.from_proxy_info(self.cc.options.proxy_info)
        if proxy.describe():
            self.log("", f"Using {proxy.describe()} for scheduler requests and file transfers")
        self.transport = LiveTransport(
            self.state, self.dd.root, log=self._log3, extras=self._extras, disk=self.disk.figures,
            config=TransportConfig(proxy=proxy),
            debug_log=lambda project, body: self.log(project, body, flag="sched_op_debug"),
        )
        settings = self.options.transfer_settings or TransferSettings(
            proxy=proxy,
            max_file_xfers=self.cc.options.max_file_xfers,
            max_file_xfers_per_project=self.cc.options.max_file_xfers_per_project,
            http_transfer_timeout_s=float(self.cc.options.http_transfer_timeout),
            http_transfer_timeout_bps=float(self.cc.options.http_transfer_timeout_bps),
        )
        self.transfers = TransferManager(self._with_bandwidth(settings))
        self.logged_transfers: PathTransfers = _LoggedTransfers(self, self.transfers)
        # The Transfers port of the engine's file flow: files at their paths in the project directories.
        self.files = LiveTransfers(self.logged_transfers, self.dd.project_dir,
                                   lambda key, path, sig: check_signature(path.read_bytes(), sig, key))
        self.flow = FileFlow(self.state, self.files, self._xfer_log3, admit=self.disk.admit,
                             unsigned_apps_ok=self.cc.options.unsigned_apps_ok)
        seed = self.options.seed if self.options.seed is not None else int.from_bytes(os.urandom(4), "little")
        self.engine = Engine(
            self.state,
            PolicySpec.parse(self.options.policy),
            host=self.host,
            executor=_LoggedExecutor(self, self.executor),
            transport=_LoggedTransport(self, self.transport),
            rng=random.Random(seed),
            observer=_Observer(self),
            fetch_check="periodic",
            client_rules=True,
        )
        # A temporary exit frees a CPU until its delay ends: let the scheduler fill it now.
        self.executor.on_reschedule = self.engine.request_reschedule
        # A merged reply is acted on in the engine: this client's own reading of it, then
        # the project-directed files over the same ports as job files.
        self.engine.on_merged = self._on_merged
        self.engine.directed = DirectedFiles(self.state, self.files, admit=self.disk.admit, log=self._log_pri,
                                             storage=self.storage, collect_garbage=self.collect_garbage)
        self.ticker = ClientTick(
            self.engine, self.storage, flow=self.flow, disk=self.disk, report_at_once=True, files_after_engine=True,
            after_disk=lambda _changed: self._sync_disk_suspension(),
            after_engine=self._after_engine,
            after_save=self._sync_disk_suspension)
        self._opened = True
        self.docker_advice.check(self.state, self.cc.options.dont_use_docker, now)
        self.save(now)
        return [*cc_warnings, *loaded.warnings, *prefs.warnings]

    def _say_simulated_cpus(self, simulated: int, real: int) -> None:
        """cc_config's <ncpus>: BOINC's client takes any positive count as given (cpu_sched.cpp,
        set_n_usable_cpus) and only logs it; so do we, and say plainly when it exceeds the host's."""
        self.log("", f"Config: simulate {simulated} CPUs")
        if simulated > real > 0:
            self.log("", f"cc_config.xml <ncpus> {simulated} is more than this computer's {real} CPUs; "
                     f"{simulated} used, as BOINC's client does: up to {simulated} single-CPU tasks may run at once",
                     MsgPriority.USER_ALERT)
    def _find_gpus(self, started: DetectionChild | None = None) -> None:
        """The host's GPU types for this run: detected in a child (core.gpu.find; ``started`` when
        ``open`` began it), with cc_config's declared ones; they replace what the state file held,
        as BOINC's client detects at each start."""
        if self.options.measure_host:
            survey = find_gpus(self.dd.root, self.cc.options, started=started)
            host, lines = survey.host, survey.log
        else:  # a fixed host description (tests): no detection child, the declared types only
            host = correlate(None, GpuConfig.from_options(self.cc.options))
            lines = [*host.messages, *host.descriptions]
        gone = [c.type for c in self.state.coprocs if c.type not in {h.type for h in host.coprocs}]
        now_count = {h.type: h.count for h in host.coprocs}
        fewer = [(c.type, c.count, now_count[c.type]) for c in self.state.coprocs
                 if c.type in now_count and now_count[c.type] < c.count]
        self.state.coprocs = host.coprocs
        self.state.opencl_cpus = host.opencl_cpus
        for rsc_type in gone:
            # A type the last run had: its jobs wait (the scheduler says "GPU missing") until it is back.
            waiting = sum(1 for r in self.state.results.values() if not r.is_finished
                          and (use := gpu_use_of(self.state, r)) is not None and use.rsc_type == rsc_type)
            self.log("", f"GPU missing: {rsc_type} was found at the last start but not now"
                         + (f"; {waiting} task{'s' if waiting != 1 else ''} for it wait until it is back"
                            if waiting else ""), MsgPriority.USER_ALERT)
        for rsc_type, before, after in fewer:
            # Its jobs run on the devices left; one that ran on a device gone says so while it waits.
            self.log("", f"GPU missing: {rsc_type} had {before} device{'s' if before != 1 else ''} at the last start, "
                         f"{after} now", MsgPriority.USER_ALERT)
        self._gpu_exclusions()
        for line in lines:
            self.log("", line)

    def _gpu_exclusions(self) -> None:
        """cc_config's <exclude_gpu> as the scheduler and work fetch read it (types by their XML name)."""
        from core.coprocs.devices import canonical_type
        self.state.gpu_exclusions = [GpuExclusion(e.url, e.device_num, canonical_type(e.type) if e.type else "", e.app)
                                     for e in self.cc.options.exclude_gpu]
        self.state.prioritize_gpu = self.cc.options.prioritize_gpu

    def _rule_soft_stop(self, words: str) -> None:
        """A rule that soft-stops started holding: the command goes to the client's inbox."""
        if self.rule_command is not None:
            self.rule_command(SoftStop(words))
        else:
            self.log("", f"Soft stop asked by a rule ({words}), but no client applies commands here")

    def _rule_cpu_count(self, ncpus: int) -> None:
        """A rule set (or, with 0, lifted) its CPU count: the scheduler refills the CPUs now."""
        self.state.ncpus_override = ncpus
        if self._opened:
            self.engine.request_reschedule("a rule changed the CPU count")

    def read_app_configs(self) -> None:
        """Read and apply every project's app_config.xml (at start and on read_cc_config)."""
        self.app_configs = load_app_configs(self.state, self.dd.project_dir, self.log, self.app_configs)
        if self._opened:
            self.engine.request_reschedule("app_config.xml read")

    def set_proxy(self, proxy: ProxySettings) -> None:
        """Scheduler requests and new transfers use ``proxy`` from now on (running ones finish as they are)."""
        self.transport.config = replace(self.transport.config, proxy=proxy)
        self.transfers.update_settings(replace(self.transfers.settings, proxy=proxy))

    def put_prefs(self, prefs: GlobalPrefs) -> None:
        """Put ``prefs`` in force everywhere they are read: availability, disk limits, bandwidth."""
        self.state.prefs = prefs
        self.refresh_availability()
        self.disk.check_soon()
        self.transfers.update_settings(self._with_bandwidth(self.transfers.settings))

    def put_cc_config(self, cc: CcConfig) -> None:
        """Put a re-read cc_config.xml in force: log flags, transfer caps and timeouts, unsigned apps.

        The proxy is the caller's to choose (LiveClient.select_proxy weighs the GUI's).
        """
        self.cc = cc
        if self.eventlog is not None:
            self.eventlog.set_log_flags(cc.log_flags)
            self.eventlog.set_max_file_bytes(cc.options.stdout_file_size_cap)
        o = cc.options
        self.transfers.update_settings(
            replace(
                self.transfers.settings,
                max_file_xfers=o.max_file_xfers,
                max_file_xfers_per_project=o.max_file_xfers_per_project,
                http_transfer_timeout_s=float(o.http_transfer_timeout),
                http_transfer_timeout_bps=float(o.http_transfer_timeout_bps),
            )
        )
        self.flow.unsigned_apps_ok = o.unsigned_apps_ok
        self._gpu_exclusions()  # BOINC reads exclude_gpu again on "read config files"

    def _with_bandwidth(self, s: TransferSettings) -> TransferSettings:
        return replace(s, max_bytes_sec_down=self.state.prefs.max_bytes_sec_down,
                       max_bytes_sec_up=self.state.prefs.max_bytes_sec_up)

    def _log_host(self) -> None:
        """The host as BOINC's client describes it at start, so a log tells what machine it came from."""
        h = self.state.host_info
        self.log("", f"Processor: {h.p_ncpus} {h.p_vendor} {h.p_model}".replace("  ", " "))
        if h.p_features:
            self.log("", f"Processor features: {h.p_features}")
        self.log("", f"OS: {h.os_name}: {h.os_version}")
        self.log("", f"Memory: {fmt_bytes(h.m_nbytes)} physical, {fmt_bytes(h.m_swap)} virtual")
        self.log("", f"Disk: {fmt_bytes(h.d_total)} total, {fmt_bytes(h.d_free)} free")

    def _detect_docker(self) -> None:
        """Podman or Docker, as BOINC 8.2 looks for them at start; said in the event log."""
        facts = detect_docker(self.dd.root, lambda body: self.log("", body))
        h = self.state.host_info
        h.docker_version, h.docker_type = facts.version, int(facts.type)
        h.docker_compose_version, h.docker_compose_type = facts.compose_version, int(facts.compose_type)
        if facts.present:
            self.log("", f"Containers: {facts.type.label} version {facts.version}")
        if facts.compose_version:
            self.log("", f"Containers: Docker Compose version {facts.compose_version}")

    def _extras(self, url: ProjectUrl) -> RequestExtras:
        try:
            gp = read_capped(self.dd.global_prefs, MAX_CONFIG_FILE_BYTES).decode("utf-8", errors="replace")
        except XmlInputError:
            gp = ""  # missing, or too large to be preferences: the request goes without
        o = self.cc.options
        return RequestExtras(global_prefs_xml=gp, override_file_present=self.dd.global_prefs_override.exists(),
                             dont_use_docker=o.dont_use_docker, no_disk_usage=o.no_disk_usage)

    # ------------------------------------------------------------ replies

    def _on_merged(self, url: ProjectUrl, outcome: MergeOutcome, now: float) -> None:
        """What only the live client reads in a merged reply (the engine's hook, after the
        acks and backoffs and before the directed files; engine thread)."""
        reapply_app_configs(self.state, self.app_configs)  # new apps, versions or tasks follow app_config.xml
        self.docker_advice.check(self.state, self.cc.options.dont_use_docker, now)  # new app versions may need it
        if outcome.gui_urls_xml is not None:
            self._keep_gui_urls(url, inner_block(outcome.gui_urls_xml))
        version = outcome.newer_client_version
        if version and version not in self._versions_noticed:
            self._versions_noticed.add(version)
            text = (f"A newer version of the BOINC client ({version}) is available. It is not installed "
                    "automatically: download it from the BOINC web site if you want it.")
            self.notices.add("Newer client version available", text, now, category="client",
                             project_name=self.project_name(url))
            self.log(url, f"Newer version of BOINC available: {version}")

    def _keep_gui_urls(self, url: ProjectUrl, inner: str) -> None:
        """The project's web links, when they changed: on the project and in its account file
        (BOINC keeps them there too, so a restart shows them before the next reply)."""
        project = self.state.projects.get(url)
        if project is None or project.gui_urls == inner:
            return
        project.gui_urls = inner
        path = self.dd.account_file(url)
        try:
            account = read_account_file(path)
        except (XmlInputError, OSError):
            account = AccountFile(url, project.authenticator, project.project_name)
        account.gui_urls = inner
        try:
            write_account_file(self.dd, account)
        except OSError as exc:
            self.log(url, f"Couldn't write the account file: {exc}")

    # ------------------------------------------------------------ loop

    def tick(self, now: float) -> float:
        """One pass of the client loop; returns the time it next wants to run."""
        started = time.perf_counter()
        wake = min(self.ticker.run(now), self.storage.due_at())  # a write waiting out its interval
        self.counters.tick_done(time.perf_counter() - started)
        return wake

    def _after_engine(self, now: float, wake: float) -> float:
        net_ok = self.host.network_reason == 0
        st = self.state
        gpu_ok = not (st.coprocs and (st.gpu_suspended or st.gpu_mode == RunMode.NEVER))
        self.time_meter.update(now, computing=self.host.task_reason == 0, network=net_ok, gpu=gpu_ok)
        for upload, nbytes, seconds in [*self.transfers.take_net_samples(), *self.transport.take_net_samples()]:
            net = self.state.net_stats
            record_transfer(net.up if upload else net.down, nbytes, seconds, now)
        if net_ok:
            self.transfers.resume()
        else:
            self.transfers.suspend()
        if self.acked_any:
            self.acked_any = False
            self.collect_garbage()
        self.host.set_own_pids(self.executor_pids())
        if self.state.coprocs:
            self._tell_gpu_suspension(now)
        if self.overdue.due(now):
            self.overdue.run(self.state, self.cc.options.max_overdue_days, now,
                             lambda key, code, why: self._abort_task(key, code, why, now),
                             lambda url, body: self.log(url, body))
        return min(wake, now + (REST_TICK_WAIT if self.at_rest() else MAX_TICK_WAIT))

    def at_rest(self) -> bool:
        """Nothing that moves by itself: no task of any project (running, queued or to
        report), no file transfer, no scheduler request in flight. (A state write waiting
        out its interval is a wake-up of its own: ``tick``.)"""
        return not self.state.results and self.transfers.idle and not self.transport.busy()

    def _tell_gpu_suspension(self, now: float) -> None:
        """BOINC's event-log lines when GPU computing stops or starts again (client/cs_prefs.cpp):
        "Suspending GPU computation - <reason>", "Resuming GPU computation"."""
        reason = gpu_suspend_reason(self.state, now)
        before, self._gpu_reason_told = self._gpu_reason_told, reason
        if reason and not before:
            self.log("", f"Suspending GPU computation - {reason.words}")
        elif before and not reason:
            self.log("", "Resuming GPU computation")

    def _abort_task(self, key: tuple[ProjectUrl, ResultName], exit_status: int, reason: str, now: float) -> None:
        """Abort a task the client itself gives up on, as a volunteer's abort does."""
        result = self.state.results.get(key)
        if result is None:
            return
        self.executor.abort(key, now, exit_status, reason)
        self.state.active_tasks.pop(key, None)
        mark_aborted(result, exit_status, now)
        self.engine.request_reschedule("task aborted")
        self.engine.request_work_fetch_check()
        self.save_soon(urgent=True)

    def _sync_disk_suspension(self) -> None:
        self.transfers.hold_downloads(self.disk.disk_full)
        if self.host.disk_over_limit != self.disk.suspend_computing:
            self.host.disk_over_limit = self.disk.suspend_computing
            self.refresh_availability()

    def executor_pids(self) -> set[int]:
        pids: set[int] = set()
        for key in list(self.state.active_tasks):
            info = self.executor.task_info(key)
            pid = getattr(info, "pid", 0) if info is not None else 0
            if pid:
                pids.add(int(pid))
        return pids

    def refresh_availability(self) -> None:
        # The engine re-reads the host when the last answer's ``until`` has passed.
        self.engine.refresh_availability()

    def save_soon(self, urgent: bool = False) -> None:
        self.storage.save_soon(urgent)

    @property
    def save_failures(self) -> int:
        """Failed state writes in the current failure episode."""
        return self.storage.failures

    def save(self, now: float) -> None:
        self.storage.write(now)

    def _saved_again(self, failures: int, error: str) -> None:
        self.log("", f"State file written again (after {failures} failed "
                     f"attempt{'' if failures == 1 else 's'}: {error})")
        if self._opened:
            self.disk.note_write_ok()
        if self.eventlog is not None:
            self.eventlog.retry_file_now()  # the space that took the state file takes the log too

    def _save_failed(self, exc: OSError) -> None:
        """The first failed write of an episode: said once; the storage retries later."""
        self.log("", f"Couldn't write state file: {plain_reason(exc)}; retrying", MsgPriority.INTERNAL_ERROR)
        if self._opened:
            self.disk.note_write_failure("the state file", exc)

    def close(self, now: float | None = None) -> None:
        """Quit the apps politely, stop transfers, save."""
        if not self._opened:
            return
        now = time.time() if now is None else now
        self.executor.close(wait_s=10.0)
        self.transfers.shutdown(wait_s=5.0)
        self.save(now)
        self.log("", "Client exiting")
        if self.eventlog is not None:
            self.eventlog.close()
        self._opened = False

    # ------------------------------------------------------------ files

    def collect_garbage(self) -> None:
        """Delete files nothing refers to any more (not sticky), as BOINC's garbage collector does."""
        used = referenced_files(self.state)
        for key, fi in list(self.state.file_infos.items()):
            if key in used or fi.sticky:
                continue
            try:
                (self.dd.project_dir(fi.project_url) / fi.name).unlink(missing_ok=True)
            except OSError as exc:
                self.log(fi.project_url, f"Couldn't delete {fi.name}: {exc}")
                continue
            del self.state.file_infos[key]
            book_removed(self.state, fi)  # the Projects and Disk figures follow at once, not at the next measurement
        self.save_soon(urgent=True)

    # ------------------------------------------------------------ projects

    def attach(self, url: str, authenticator: str, now: float, project_name: str = "") -> ProjectUrl:
        canon = ProjectUrl(canonicalize_master_url(url))
        if canon in self.state.projects:
            raise ValueError(f"Already attached to {canon}")
        write_account_file(self.dd, AccountFile(canon, authenticator, project_name))
        project = Project(canon, project_name=project_name, authenticator=authenticator)
        project.master_url_fetch_pending = True
        project.sched_rpc_pending = RpcReason.INIT
        self.state.projects[canon] = project
        self.dd.project_dir(canon).mkdir(parents=True, exist_ok=True)
        self.log(canon, f"Attaching to project {canon}")
        self.engine.request_fetch_now()
        self.save_soon(urgent=True)
        return canon

    def forget_project_work(self, url: ProjectUrl, now: float) -> None:
        """Kill its tasks and drop its results, workunits, apps and files (reset and detach)."""
        for rkey in [k for k in self.state.active_tasks if k[0] == url]:
            self.executor.abort(rkey, now)
            self.state.active_tasks.pop(rkey, None)
        for rkey in [k for k in self.state.results if k[0] == url]:
            del self.state.results[rkey]
        for wkey in [k for k in self.state.workunits if k[0] == url]:
            del self.state.workunits[wkey]
        for fkey in [k for k in self.state.file_infos if k[0] == url]:
            self.state.file_infos.pop(fkey)
            for upload in (False, True):
                if self.transfers.active(fkey, upload):
                    self.transfers.abort(fkey, upload)
        for akey in [k for k in self.state.apps if k[0] == url]:
            del self.state.apps[akey]
        self.state.app_versions[:] = [av for av in self.state.app_versions if av.project_url != url]
        shutil.rmtree(self.dd.project_dir(url), ignore_errors=True)
        self.dd.project_dir(url).mkdir(parents=True, exist_ok=True)
        project = self.state.projects.get(url)
        if project is not None:  # its directory is empty now: so are its books
            project.disk_usage = project.disk_reserved = 0.0
        self.engine.request_reschedule("project reset")
        self.save_soon(urgent=True)

    def detach(self, url: ProjectUrl, now: float) -> None:
        self.forget_project_work(url, now)
        self.remove_project(url)

    def remove_project(self, url: ProjectUrl) -> None:
        """Forget a project whose work is already gone: its directory, account file and record."""
        shutil.rmtree(self.dd.project_dir(url), ignore_errors=True)
        # The project's own files in the data directory go with it (BOINC's detach_project).
        for path in (self.dd.account_file(url), self.dd.sched_request_file(url), self.dd.sched_reply_file(url),
                     self.dd.master_file(url)):
            path.unlink(missing_ok=True)
        del self.state.projects[url]
        self.log("", f"Detached from {url}")
        self.save_soon(urgent=True)
