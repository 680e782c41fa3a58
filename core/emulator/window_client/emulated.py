"""``EmulatedClient``: the emulator's engine behind the one client interface.

Runs the batch emulator's assembly (core/emulator/assembly.py: a real ``Engine``
over an emulated host, executor and project servers) and runs it in its own thread in
accelerated virtual time: ``speed`` simulated seconds per wall second (60 by
default, adjustable while running). Commands queued with ``submit`` are
applied at poll boundaries on that thread; a snapshot is published about
``publish_hz`` times a second. Every snapshot says ``emulated=True`` so the
window can label it: nothing here is real work.

What the emulated world adds to the emulator: run and network modes and
snooze (through a ``Host`` wrapper), the preferences' daily window, the live
client's file flow over emulated transfers (``emulated_transfers``) and its disk
driver over a nominal disk for the Disk tab, credit for reported work, and an event
log (core/emulator/window_client/emulated_world.py).

Reads: a ``Scenario``; ``global_prefs_override.xml`` in ``data_dir`` if given.
Writes: that file on ``SetPrefs`` (as BOINC's client does for the Manager).
"""
from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from core.accounts.attach_probe import attach_refusal, normalise_url, probe_project
from core.api.client import AccountManagerView, Capabilities, RulesInfo
from core.api.commands import Attach, Command, CommandProblem, CommandResult
from core.api.snapshot import MessagePriority
from core.api.threaded import CommandInbox, SnapshotHub, ThreadClient
from core.emulator.scenario import ProjectSpec, Scenario
from core.emulator.window_client.emulated_commands import EmulatedCommandClient
from core.emulator.window_client.emulated_world import EmulatedWorld
from core.engine.commands import apply as apply_command
from core.engine.from_state import SnapshotInputs, build_snapshot
from core.engine.gpu_status import gpu_suspend_words
from core.persist.prefs_io import read_override

log = logging.getLogger(__name__)

EMULATED_HOST_SUFFIX = ".invalid"
"""Project URLs on this reserved domain are served by the emulator itself."""


_R = TypeVar("_R")


def _no_rules() -> Future[_R]:
    """The emulated client keeps no rules (``capabilities.has_rules`` is False)."""
    fut: Future[_R] = Future()
    fut.set_exception(NotImplementedError("the emulated client keeps no rules"))
    return fut


class EmulatedClient(ThreadClient):
    """The emulator as a client: its own thread, commands in, snapshots out."""

    _THREAD_NAME = "emulated-client"

    def __init__(
        self,
        scenario: Scenario,
        *,
        speed: float = 60.0,
        publish_hz: float = 4.0,
        data_dir: Path | None = None,
        seed: int | None = None,
    ) -> None:
        self.capabilities = Capabilities(
            label=f"emulated: {scenario.name}", emulated=True, can_change_speed=True
        )
        self.scenario = scenario
        self.data_dir = data_dir
        self._speed = max(float(speed), 0.0)
        self._period_s = 1.0 / max(publish_hz, 0.5)
        self._wakeup = threading.Event()
        self._commands: CommandInbox[Command] = CommandInbox(self._wakeup)
        self._stop = threading.Event()
        self._hub = SnapshotHub()
        self._seq = 0
        self.world = EmulatedWorld(scenario, seed if seed is not None else scenario.seed)
        self._command_client = EmulatedCommandClient(self.world, data_dir, self._stop.set)
        if data_dir is not None:
            self._load_override(data_dir)

    # ------------------------------------------------------------ interface

    def stop(self, timeout_s: float = 5.0) -> None:
        self._stop.set()
        self._wakeup.set()
        if self._thread is not None:
            self._thread.join(timeout_s)
        self._commands.fail_pending(CommandProblem.CLIENT_STOPPED)

    def submit(self, command: Command) -> Future[CommandResult]:
        fut: Future[CommandResult] = Future()
        if self._stop.is_set():
            fut.set_result(CommandResult.refused(CommandProblem.CLIENT_NOT_RUNNING))
            return fut
        return self._commands.put(command, fut)

    def account_manager(self) -> AccountManagerView | None:
        return None  # the emulated world joins no account manager

    def get_rules(self) -> Future[RulesInfo]:
        return _no_rules()

    def set_rules(self, rules_xml: str) -> Future[None]:
        return _no_rules()

    @property
    def speed(self) -> float:
        return self._speed

    def set_speed(self, speed: float) -> None:
        """Simulated seconds per wall second from now on (0 pauses). Thread-safe."""
        self._speed = max(float(speed), 0.0)

    # -------------------------------------------------------------- thread

    def _run(self) -> None:
        try:
            self._publish()
            wall = time.monotonic()
            while not self._stop.is_set():
                self._apply_commands()
                now_wall = time.monotonic()
                self.world.advance_to(self.world.now + (now_wall - wall) * self._speed)
                wall = now_wall
                self._publish()
                self._wakeup.wait(self._period_s)
                self._wakeup.clear()
        except Exception:  # the thread must say why it died, and the window must hear it
            log.exception("emulated client stopped on an error")
            self.world.message("", MessagePriority.INTERNAL_ERROR, "The emulated client stopped on an internal error.")
            self.world.error = "The emulated client stopped on an internal error; see the log."
            self._publish()
        finally:
            self._stop.set()
            self._commands.fail_pending(CommandProblem.CLIENT_STOPPED)

    def _publish(self) -> None:
        w = self.world
        self._seq += 1
        messages, w.pending_messages = tuple(w.pending_messages), []
        notices, w.pending_notices = tuple(w.pending_notices), []
        act, gpu = w.host.activity(w.now), w.state.modes.gpu  # the GPU mode is the engine's (SetGpuMode)
        inputs = SnapshotInputs(
            activity=replace(act, gpu_mode=gpu.current(w.now), gpu_suspend_reason=gpu_suspend_words(w.state, w.now),
                             gpu_mode_until=gpu.until if gpu.temp is not None else None),
            seq=self._seq,
            disk=w.disk_snapshot(),
            transfers=w.transfers.rows(w.now, w.host.network_now, w.host.network_reason_now),
            messages=messages,
            notices=notices,
            emulated=True,
            speed=self._speed,
            error=w.error,
            host_name="emulated host",
            day_prefs=w.host.prefs.day_prefs,
        )
        self._hub.publish(build_snapshot(w.state, w.now, w.engine.status, inputs, self._hub.latest,
                                         w.engine.estimator))

    # ------------------------------------------------------------ commands

    def _apply_commands(self) -> None:
        applied = False
        while (item := self._commands.take()) is not None:
            command, fut = item
            if isinstance(command, Attach):
                self._attach(command, fut)
                continue
            try:
                result = self._apply(command)
            except Exception as exc:  # an engine bug answers the command, it does not kill the thread
                log.exception("command %r failed", command)
                result = CommandResult.refused(CommandProblem.INTERNAL_ERROR, str(exc))
            fut.set_result(result)
            applied = True
        if applied:
            self.world.commands_applied()

    def _apply(self, c: Command) -> CommandResult:
        return apply_command(c, self._command_client, self.world.now)

    def _attach(self, c: Attach, fut: Future[CommandResult]) -> None:
        refusal = attach_refusal(c.url, c.authenticator)
        if refusal is not None:
            fut.set_result(refusal)
            return
        url = normalise_url(c.url)
        host = url.split("://", 1)[1].split("/", 1)[0]
        if host.endswith(EMULATED_HOST_SUFFIX):
            fut.set_result(self.world.attach_emulated(url))
            self.world.commands_applied()
            return

        def probe() -> None:
            # Off the client thread: a slow server must not stall the emulated engine.
            try:
                found = probe_project(url)
            except Exception as exc:  # the window hears it: a probe that died left it waiting for ever
                log.exception("attach probe of %s failed", url)
                fut.set_exception(exc)
                return
            if not found.ok:
                fut.set_result(found.refusal())
            else:
                fut.set_result(CommandResult.refused(CommandProblem.NOT_EMULATED_PROJECT, url))

        threading.Thread(target=probe, name="attach-probe", daemon=True).start()

    def _load_override(self, data_dir: Path) -> None:
        try:
            found = read_override(data_dir, self.world.state.prefs)
        except Exception as exc:  # noqa: BLE001 -- a damaged file is reported, never fatal
            self.world.message("", MessagePriority.USER_ALERT, f"Could not read the local preferences: {exc}")
            return
        if found is not None:
            self.world.set_prefs(found.prefs, found.day_prefs)
            for p in found.problems:
                self.world.message("", MessagePriority.USER_ALERT, p)


def demo_project_spec(url: str) -> ProjectSpec:
    """The emulated project a URL on emulated.invalid attaches to (named from its path)."""
    name = url.rstrip("/").rsplit("/", 1)[-1] or "demo"
    return ProjectSpec(name=name, resource_share=100.0, latency_bound_s=5 * 86400.0,
                       flops_mean=1e13, flops_std=1e12)

