"""The thread-safe plumbing every in-process client shares: snapshots out, commands in.

``SnapshotHub`` keeps the latest snapshot and calls listeners (on the client's own
thread; a failing listener is logged, never fatal). ``CommandInbox`` queues commands
with the ``Future`` each caller waits on, and wakes the client's loop. ``HubClient`` and
``RealTimeClient`` are the parts of ``ClientInterface`` that read the same in every client
built on them, written once; ``ThreadClient`` adds those of a client whose loop runs on a
thread of its own in this process (the live and the emulated client).
"""
from __future__ import annotations

import logging
import queue
import threading
from concurrent.futures import Future
from typing import TYPE_CHECKING, Generic, TypeVar

from core.api.client import IN_PROCESS, HostHealth, SnapshotListener

if TYPE_CHECKING:  # loaded with the engine (issue 36: the live client is made before they are needed)
    from core.api.commands import CommandProblem, CommandResult
    from core.api.snapshot import ClientSnapshot

log = logging.getLogger(__name__)

C = TypeVar("C")


class SnapshotHub:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._latest: ClientSnapshot | None = None
        self._listeners: list[SnapshotListener] = []

    @property
    def latest(self) -> ClientSnapshot | None:
        with self._lock:
            return self._latest

    def clear(self) -> None:
        """Forget the latest snapshot (its source restarted); listeners stay."""
        with self._lock:
            self._latest = None

    def watched(self) -> bool:
        """Someone listens (a window, the MQTT bridge): snapshots are then wanted every
        second; otherwise only ``latest`` is read, by pollers that take it as it comes."""
        with self._lock:
            return bool(self._listeners)

    def add(self, listener: SnapshotListener) -> None:
        with self._lock:
            self._listeners.append(listener)

    def remove(self, listener: SnapshotListener) -> None:
        with self._lock:
            if listener in self._listeners:
                self._listeners.remove(listener)

    def publish(self, snap: ClientSnapshot) -> None:
        with self._lock:
            self._latest = snap
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(snap)
            except Exception:  # a broken listener must not stop the client
                log.exception("snapshot listener failed")


class HubClient:
    """``ClientInterface``'s snapshot half for a client that publishes through ``self._hub``."""

    _hub: SnapshotHub

    def poll_snapshot(self) -> ClientSnapshot | None:
        return self._hub.latest

    def add_listener(self, listener: SnapshotListener) -> None:
        self._hub.add(listener)

    def remove_listener(self, listener: SnapshotListener) -> None:
        self._hub.remove(listener)


class ThreadClient(HubClient):
    """A client whose loop (``_run``) runs on a thread of its own in this process, until ``_stop`` is set."""

    _THREAD_NAME = "client"  # the thread's name, as a debugger or a stack dump shows it
    _thread: threading.Thread | None = None
    _stop: threading.Event

    def _run(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        """Start the loop's thread; a second call does nothing."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name=self._THREAD_NAME, daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stop.is_set()

    def health(self) -> HostHealth:
        return IN_PROCESS


class RealTimeClient:
    """A client whose time is the wall clock (``capabilities.can_change_speed`` is False)."""

    @property
    def speed(self) -> float:
        return 1.0

    def set_speed(self, speed: float) -> None:
        """Nothing to change: a real client runs in real time."""


class CommandInbox(Generic[C]):
    def __init__(self, wakeup: threading.Event) -> None:
        self._queue: queue.Queue[tuple[C, Future[CommandResult]]] = queue.Queue()
        self._wakeup = wakeup

    def put(self, command: C, fut: Future[CommandResult] | None = None) -> Future[CommandResult]:
        fut = fut if fut is not None else Future()
        self._queue.put((command, fut))
        self._wakeup.set()
        return fut

    def take(self) -> tuple[C, Future[CommandResult]] | None:
        try:
            return self._queue.get_nowait()
        except queue.Empty:
            return None

    def fail_pending(self, problem: CommandProblem, *facts: str) -> None:
        while (item := self.take()) is not None:
            if not item[1].done():
                from core.api.commands import CommandResult

                item[1].set_result(CommandResult.refused(problem, *facts))
