"""``LiveClient``: the live engine behind the one client interface, on its own thread.

The manager (and ``boinc-core run``) talks to this object only: ``submit`` queues a
command, answered through a ``Future`` after the engine thread applies it; a
``ClientSnapshot`` is published about once a second and after every command. The
``LiveSession`` it owns is touched by that thread alone (DESIGN.md, threads).

An attach first probes the URL off the engine thread (a slow server must not stall
computing), then the engine thread adds the project and the first scheduler RPC
follows through the normal RPC policy.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from core.api.client import AccountManagerView, Capabilities, RulesInfo, SnapshotListener
from core.api.threaded import CommandInbox, RealTimeClient, SnapshotHub, ThreadClient

# Loaded with core.state before the window is complete; read at every engine pass.
from core.state.enums import SuspendReason

if TYPE_CHECKING:
    # The commands' and the snapshot's dataclasses load with the engine too (issue 36): the
    # methods that make them import them.
    # The engine's modules load with the session (``_engine_parts``): on the engine thread as
    # it starts, after the window is complete (issue 36), not when the client is made.
    from core.accounts.acct_mgr_client import AcctMgrDriver
    from core.accounts.project_list_refresh import ProjectListRefresher
    from core.api.commands import Attach, Command, CommandProblem, CommandResult
    from core.api.figures import EngineFigures
    from core.api.snapshot import ActivityStatus, MessageRow, NoticeRow, TransferRow
    from core.client.live_commands import LiveCommandClient
    from core.client.session import LiveSession, SessionOptions
    from core.gpu.launch import Launched
    from core.persist.cc_config import ProxyInfo
    from core.transfer.settings import ProxySettings

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _Inspect:
    """A look at the session on the engine thread (``LiveClient.inspect``); not a command."""

    fn: Callable[[LiveSession, float], CommandResult]


Publisher = Callable[["LiveSession", float], None]

PUBLISH_PERIOD = 1.0
"""How often snapshots are published while someone listens (``SnapshotHub.watched``)."""
COALESCE_S = 0.05
"""A publish and an engine wake this close together are done in one pass, at the later time."""


class LiveClient(ThreadClient, RealTimeClient):
    _THREAD_NAME = "boinc-engine"

    def __init__(
        self,
        data_dir: Path,
        options: SessionOptions | None = None,
        *,
        clock: Callable[[], float] = time.time,
        probe_attach: bool = True,
    ) -> None:
        self._data_dir = Path(data_dir)
        self._options = options
        # The session, its command client and the project list: made together on first use
        # (``_engine_parts``), normally by the engine thread as it starts.
        self._session: LiveSession | None = None
        self._command_client: LiveCommandClient | None = None
        self._project_list: ProjectListRefresher | None = None
        self._making = threading.RLock()
        self._early_gpu: Launched | None = None  # detect_gpus_early's child, handed to the session
        self.capabilities = Capabilities(label="this computer", data_dir=self._data_dir, has_rules=True)
        self._clock = clock
        self._probe_attach = probe_attach
        self._wakeup = threading.Event()
        self._commands: CommandInbox[Command | _Inspect] = CommandInbox(self._wakeup)
        self.publishers: list[Publisher] = []  # called on the engine thread at each publish
        # The session changes only inside an engine-loop pass: a reader that saw the same
        # ``passes`` before and after copying something knows it is still current.
        self.passes = 0
        self.after_pass: list[Publisher] = []  # called on the engine thread at the end of every pass
        self._stop = threading.Event()
        self._opened = threading.Event()
        self._hub = SnapshotHub()
        self._seq = 0
        self._msg_seen = 0
        self._notice_seen = 0
        self._notice_generation = 0  # NoticeBoard.generation at the last publish
        self._next_publish = 0.0
        self.error = ""
        self.on_stopped: Callable[[], None] | None = None
        # (master URL, account key) attached at start when no project is attached (the embedded
        # demo project on a first run), or what gives them on the engine's thread, None if it
        # cannot (the demo's server, which the window does not wait for).
        self.attach_when_empty: tuple[str, str] | Callable[[], tuple[str, str] | None] | None = None
        # Set on the engine thread (select_proxy); other threads only read these immutable values.
        self._proxy: ProxySettings | None = None  # None: no proxy (ProxySettings()), made when first read
        self.gui_proxy: ProxyInfo | None = None  # the GUI-set proxy (set_proxy_settings); None = never set

    def _engine_parts(self) -> LiveSession:
        """The session with its command client and project list, made once, by whichever thread
        asks first. Made here rather than in ``__init__``, which the window's start-up calls on
        its GUI thread: the engine's modules (some 180: the scheduler, the transports, the
        executor, the state files, each dataclass's methods generated as it loads) then load
        on the engine thread as it starts, while the window is already complete (issue 36)."""
        with self._making:  # re-entered: the command client asks for the session it is made for
            if self._session is None:
                from core.accounts.project_list_refresh import ProjectListRefresher
                from core.client.live_commands import LiveCommandClient
                from core.client.session import LiveSession

                session = LiveSession(self._data_dir, self._options)
                session.early_gpu = self._early_gpu
                session.rule_command = self.submit  # a rule's soft stop, applied as a command
                self._session = session
                self._command_client = LiveCommandClient(self)
                # Its account-manager hook runs first after each pass, as when it was made with the client.
                self.after_pass.insert(0, self.after_pass.pop())
                # Last: the sign, for other threads, that all three are made.
                self._project_list = ProjectListRefresher(self._data_dir, session.options.project_list_url,
                                                          proxy=lambda: self.proxy)
            return self._session

    def detect_gpus_early(self) -> None:
        """Start the GPU detection child now, before the engine's modules load (core/gpu/launch.py):
        the window's process calls it as it makes the client, so that the child's tenth of a second
        passes while the window builds its tabs instead of inside the engine's start (issue 36).
        Does nothing when the session is made, the host is not measured, or cc_config.xml has
        options for detection (the engine then starts the child as it reads them)."""
        if self._session is not None or (self._options is not None and not self._options.measure_host):
            return
        from core.gpu.launch import launch_early

        self._early_gpu = launch_early(self._data_dir)

    @property
    def session(self) -> LiveSession:
        """The engine's session (touched by the engine thread alone once it runs)."""
        session = self._session
        return session if session is not None and self._project_list is not None else self._engine_parts()

    @property
    def project_list(self) -> ProjectListRefresher:
        """BOINC's list of projects, fetched every two weeks (engine thread)."""
        if self._project_list is None:
            self._engine_parts()
        assert self._project_list is not None
        return self._project_list

    @property
    def proxy(self) -> ProxySettings:
        """The proxy in force: scheduler requests, transfers and the attach probe."""
        proxy = self._proxy
        if proxy is None:
            from core.transfer.settings import ProxySettings

            proxy = self._proxy = ProxySettings()
        return proxy

    @proxy.setter
    def proxy(self, proxy: ProxySettings) -> None:
        self._proxy = proxy

    # ------------------------------------------------------------ interface

    def wait_opened(self, timeout_s: float = 30.0) -> bool:
        return self._opened.wait(timeout_s)

    def request_stop(self) -> None:
        """Engine thread (the Quit command): end the loop after this pass."""
        self._stop.set()

    def stop(self, timeout_s: float = 15.0) -> None:
        self._stop.set()
        self._wakeup.set()
        if self._thread is not None:
            self._thread.join(timeout_s)

    def inspect(self, fn: Callable[[LiveSession, float], CommandResult]) -> Future[CommandResult]:
        """Run ``fn`` on the engine thread between passes, for tests and diagnostics.

        Changes go through ``submit`` and its commands, never through this.
        """
        fut: Future[CommandResult] = Future()
        self._commands.put(_Inspect(fn), fut)
        return fut

    def submit(self, command: Command) -> Future[CommandResult]:
        from core.api.commands import Attach, CommandProblem, CommandResult

        fut: Future[CommandResult] = Future()
        if self._stop.is_set():
            fut.set_result(CommandResult(False, "the client has stopped", CommandProblem.CLIENT_STOPPED))
            return fut
        if isinstance(command, Attach) and self._probe_attach:
            self._probe_then_queue(command, fut)
        else:
            self._commands.put(command, fut)
        return fut

    def wake(self) -> None:
        """Any thread: make the engine thread run a pass (and its ``after_pass`` hooks) soon."""
        self._wakeup.set()

    def add_listener(self, listener: SnapshotListener) -> None:
        """Any thread: the listener gets a snapshot at the next pass, made now (at rest the
        loop may otherwise sleep five seconds), and one a second from then on."""
        super().add_listener(listener)
        self.wake()

    def account_manager(self) -> AccountManagerView | None:
        return self.acct_mgr.view()

    def get_rules(self) -> Future[RulesInfo]:
        from core.client import live_rules

        fut: Future[RulesInfo] = Future()
        fut.set_result(live_rules.rules_info(self.session))
        return fut

    def set_rules(self, rules_xml: str) -> Future[None]:
        from core.api.commands import ReadRules
        from core.client import live_rules
        from core.rules.rules_file import RuleError

        fut: Future[None] = Future()
        try:
            live_rules.replace_rules(self.session, rules_xml)
        except (RuleError, OSError) as exc:
            fut.set_exception(exc)
            return fut
        self.submit(ReadRules())  # in force at the next pass, not up to 5 s later
        self.wake()
        fut.set_result(None)
        return fut

    @property
    def acct_mgr(self) -> AcctMgrDriver:
        """The account-manager driver (its ``view`` is safe from any thread)."""
        if self._command_client is None:
            self._engine_parts()
        assert self._command_client is not None
        return self._command_client.acct_mgr

    # ------------------------------------------------------------ thread

    def _run(self) -> None:
        try:
            from core.eventlog.log import MsgPriority
            from core.guirpc.gui_proxy import cc_config_proxy_present

            s = self.session
        except Exception as exc:  # a broken install (a module missing): said, and the client ends
            log.exception("live client could not make its session")
            self.error = f"The client could not start: {exc}"
            self._ended()
            return
        try:
            s.open(self._clock())
            # A freed CPU gets its next task, a reply's work its downloads and a downloaded
            # job its CPU at once, not at the loop's next timed pass (up to a second later).
            s.executor.on_exit = s.transport.on_done = s.transfers.on_done = self._wakeup.set
            if self.select_proxy().describe() and not cc_config_proxy_present(s.cc.options.proxy_info):
                s.log(
                    "", f"Using {self.proxy.describe()} (set from a manager) for scheduler requests and file transfers"
                )
            wanted = self.attach_when_empty
            attachment = (wanted() if callable(wanted) else wanted) if not s.state.projects else None
            if attachment is not None:
                url, key = attachment
                s.attach(url, key, self._clock(), project_name="")
            self._opened.set()
            while not self._stop.is_set():
                self.passes += 1
                now = self._clock()
                applied = self._apply_commands(now)
                wake = s.tick(now)
                self._refresh_project_list(now)
                # At most one snapshot a second; unwatched, the loop does not wake for one, and
                # those who poll (/metrics) get one as often as the engine passes (at rest
                # every five seconds: core.client.session.REST_TICK_WAIT).
                watched = self._hub.watched() or bool(self.publishers)
                if applied or now >= self._next_publish:
                    self._publish(now)
                    self._next_publish = now + PUBLISH_PERIOD
                for hook in self.after_pass:
                    try:
                        hook(s, now)
                    except Exception:
                        log.exception("after-pass hook failed")
                self._wakeup.wait(max(0.0, self._next_pass(wake, watched) - self._clock()))
                self._wakeup.clear()
        except Exception as exc:  # the engine must say why it stopped, never vanish
            log.exception("live client stopped on an error")
            self.error = f"The client stopped on an internal error: {exc}"
            s.log("", self.error, MsgPriority.INTERNAL_ERROR)
        finally:
            self._opened.set()
            try:
                s.close(self._clock())
            except Exception:
                log.exception("closing the session failed")
            self._publish(self._clock())
            self._ended()

    def _next_pass(self, wake: float, watched: bool) -> float:
        """When the loop next runs: the engine's wake, or the next publish if someone watches
        and it comes first. Two that nearly coincide make one pass at the later, so that both
        are due in it (the host's 5-second measurement, anchored on the pass that made it,
        came a few milliseconds before every fifth publish and cost a pass of its own)."""
        if not watched:
            return wake
        first, last = sorted((wake, self._next_publish))
        return last if last - first < COALESCE_S else first

    def _ended(self) -> None:
        """The engine thread's last act: nobody waits for an open or a command that will not come."""
        from core.api.commands import CommandProblem

        self._opened.set()
        self._stop.set()
        self._commands.fail_pending(CommandProblem.CLIENT_STOPPED)
        if self.on_stopped is not None:
            self.on_stopped()

    def _refresh_project_list(self, now: float) -> None:
        """BOINC's list every two weeks, unless cc_config forbids it or the network is suspended."""
        s = self.session
        o = s.cc.options
        allowed = not (o.dont_contact_ref_site or o.no_info_fetch) and s.host.network_reason == SuspendReason.NONE
        done = self.project_list.poll(now, allowed)
        if done is not None:
            s.log("", done.message)

    def _activity(self, now: float) -> ActivityStatus:
        from core.api.snapshot import ActivityStatus
        from core.engine.gpu_status import gpu_suspend_words
        h = self.session.host
        state = self.session.state
        gpu = state.modes.gpu
        snoozed = now < h.snooze_until
        return ActivityStatus(
            run_mode=h.run_mode.current(now),
            network_mode=h.network_mode.current(now),
            computing=h.task_reason == SuspendReason.NONE,
            network=h.network_reason == SuspendReason.NONE,
            task_suspend_reason=h.suspend_words(now),
            network_suspend_reason=h.suspend_words(now, network=True),
            snooze_until=h.snooze_until if snoozed else None,
            run_mode_until=h.run_mode.until if h.run_mode.temp is not None else None,
            network_mode_until=h.network_mode.until if h.network_mode.temp is not None else None,
            gpu_mode=gpu.current(now), gpu_suspend_reason=gpu_suspend_words(state, now),
            gpu_mode_until=gpu.until if gpu.temp is not None else None,
        )

    def _transfer_rows(self, now: float) -> tuple[TransferRow, ...]:
        from core.api.snapshot import TransferDirection, TransferRow

        s = self.session
        rows = []
        for t in s.transfers.statuses(now):
            direction = TransferDirection.UPLOAD if t.upload else TransferDirection.DOWNLOAD
            rows.append(TransferRow(
                key=(t.project_url, str(t.name), direction.value), project_url=t.project_url,
                project_name=s.project_name(t.project_url), file_name=str(t.name), direction=direction,
                bytes_done=t.bytes_done, nbytes=t.total_bytes, elapsed_s=t.elapsed_s, speed_bps=t.speed_bytes_s,
                status=t.status, retry_at=t.next_request_time if not t.is_active else 0.0,
                failed=t.last_error_code != 0 and not t.is_active and t.next_request_time <= 0,
            ))
        return tuple(rows)

    def _publish(self, now: float) -> None:
        from core.api.snapshot import MessagePriority, MessageRow, NoticeRow
        from core.engine.from_state import SnapshotInputs, build_snapshot

        s = self.session
        if not hasattr(s, "engine"):
            return
        messages: tuple[MessageRow, ...] = ()
        notices: tuple[NoticeRow, ...] = ()
        if s.eventlog is not None:
            new = s.eventlog.messages_since(self._msg_seen)
            if new:
                self._msg_seen = new[-1].seqno
            messages = tuple(MessageRow(m.seqno, m.time, m.project, MessagePriority(int(m.priority)), m.body, m.kind)
                             for m in new)
        # Notices were removed since the last publish: send the whole list, which replaces
        # the manager's (it cannot tell which of those it shows are gone).
        generation = s.notices.generation
        refreshed = generation != self._notice_generation
        self._notice_generation = generation
        fresh = s.notices.notices_since(0 if refreshed else self._notice_seen)
        if fresh:
            self._notice_seen = fresh[-1].seqno
        if fresh or refreshed:
            notices = tuple(NoticeRow(n.seqno, n.create_time, n.title, n.description, n.project_name) for n in fresh)
        self._seq += 1
        inputs = SnapshotInputs(
            activity=self._activity(now), seq=self._seq, disk=s.disk.snapshot(now),
            transfers=self._transfer_rows(now), messages=messages, notices=notices, notices_refreshed=refreshed,
            host_name=s.state.host_info.domain_name, error=self.error, day_prefs=s.state.prefs.day_prefs,
            data_dir=str(s.dd.root),
        )
        snap = build_snapshot(s.state, now, s.engine.status, inputs, self._hub.latest, s.engine.estimator)
        snap = replace(snap, engine=self._engine_figures(now))
        for publish in self.publishers:
            try:
                publish(s, now)
            except Exception:
                log.exception("publisher failed")
        self._hub.publish(snap)

    def _engine_figures(self, now: float) -> EngineFigures:
        """The engine's counts for /metrics, frozen: a few tuples per project, whatever the task count."""
        s = self.session
        h = s.host
        return s.counters.freeze(
            state_writes=s.storage.writes, state_write_failures=s.storage.write_failures,
            last_state_write=s.storage.last_write, transfer_bytes=dict(s.transfers.bytes_moved),
            task_suspend_reason=int(h.task_reason), network_suspend_reason=int(h.network_reason),
            snoozed=now < h.snooze_until,
        )

    # ------------------------------------------------------------ proxy

    def select_proxy(self) -> ProxySettings:
        """Engine thread: put in force cc_config's ``<proxy_info>`` if it turns a proxy on, else the GUI proxy.

        The session's scheduler transport and transfer manager take the proxy at once
        (transfers already under way finish on their connection). Returns it.
        """
        from core.eventlog.log import MsgPriority
        from core.guirpc.gui_proxy import proxy_in_force, read_gui_proxy

        s = self.session
        gui, problem = read_gui_proxy(s.dd.root)
        if problem:
            s.log("", problem, MsgPriority.USER_ALERT)
        proxy = proxy_in_force(s.cc.options.proxy_info, gui)
        if gui is not None or proxy != self.proxy:
            s.set_proxy(proxy)
        self.gui_proxy, self.proxy = gui, proxy
        return proxy

    @property
    def cc_config_proxy(self) -> ProxyInfo | None:
        """cc_config.xml's ``<proxy_info>`` (None = none given): when it turns a proxy on, it wins
        over the GUI-set one, as in BOINC's client (the window's Proxy page says so)."""
        return self.session.cc.options.proxy_info

    def set_gui_proxy(self, info: ProxyInfo) -> CommandResult:
        """Engine thread: keep ``info`` as the GUI proxy in the data directory and apply it."""
        from core.api.commands import CommandProblem, CommandResult
        from core.eventlog.log import MsgPriority
        from core.guirpc.gui_proxy import cc_config_proxy_present, write_gui_proxy

        s = self.session
        try:
            write_gui_proxy(s.dd.root, info)
        except OSError as exc:
            s.log("", f"Cannot save the proxy settings: {exc.strerror or exc}", MsgPriority.USER_ALERT)
            return CommandResult.refused(CommandProblem.PROXY_NOT_SAVED, str(exc.strerror or exc))
        proxy = self.select_proxy()
        if cc_config_proxy_present(s.cc.options.proxy_info):
            s.log("", "Proxy settings saved; the proxy in cc_config.xml stays in force")
        else:
            s.log("", f"Proxy settings changed: {'using ' + proxy.describe() if proxy.describe() else 'no proxy'}")
        return CommandResult(True)

    # ------------------------------------------------------------ commands

    def _probe_then_queue(self, c: Attach, fut: Future[CommandResult]) -> None:
        from core.accounts.attach_probe import attach_refusal, normalise_url, probe_project

        refusal = attach_refusal(c.url, c.authenticator)
        if refusal is not None:
            fut.set_result(refusal)
            return

        def probe() -> None:
            try:
                found = probe_project(c.url, proxy=self.proxy)
            except Exception as exc:  # the window hears it: a probe that died left it waiting for ever
                log.exception("attach probe of %s failed", c.url)
                fut.set_exception(exc)
                return
            if not found.ok:
                fut.set_result(found.refusal())
                return
            from core.api.commands import Attach
            self._commands.put(Attach(normalise_url(c.url), c.authenticator.strip()), fut)

        threading.Thread(target=probe, name="attach-probe", daemon=True).start()

    def _apply_commands(self, now: float) -> bool:
        applied = False
        while (item := self._commands.take()) is not None:
            command, fut = item
            try:
                result = self._apply(command, now)
            except Exception as exc:
                log.exception("command %r failed", command)
                result = CommandResult.refused(CommandProblem.INTERNAL_ERROR, str(exc))
            if not fut.done():
                fut.set_result(result)
            applied = True
        return applied

    def _apply(self, c: Command | _Inspect, now: float) -> CommandResult:
        if isinstance(c, _Inspect):
            return c.fn(self.session, now)
        from core.engine.commands import apply as apply_command

        assert self._command_client is not None  # made with the session, which the engine thread made first
        return apply_command(c, self._command_client, now)


__all__ = ["LiveClient"]
