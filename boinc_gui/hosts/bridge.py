"""The one QObject that turns a client's callbacks into queued Qt signals.

The client calls ``_on_snapshot`` on its own thread. The bridge keeps the
snapshots that arrived since the GUI last looked (under a lock) and emits
``snapshot_arrived`` once; the slot runs on the GUI thread (a queued
connection, because the emitter is another thread) and takes them all: the
newest snapshot's tables, every snapshot's messages and notices (from the
last notice refresh on). So a busy GUI thread never falls behind by more than
one refresh and never loses a log line.

Commands go the other way through ``submit``; the reply future is watched
with a main-thread callback, so the GUI never waits on the engine.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.client import ClientInterface
    from core.api.commands import Command, CommandResult
    from core.api.snapshot import ClientSnapshot, MessageRow, NoticeRow


class ClientBridge(QObject):
    """GUI-side handle to a client. Create and use on the GUI thread."""

    snapshot_arrived = Signal()  # internal: wakes the GUI thread
    # (latest ClientSnapshot, messages, notices, notices_refreshed: the notices replace all shown)
    snapshot_updated = Signal(object, tuple, tuple, bool)
    command_finished = Signal(object, object)  # (command, CommandResult or Exception)
    _reply = Signal(object, object, object)  # (command, outcome, callback)

    def __init__(self, client: ClientInterface, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._lock = threading.Lock()
        self._pending: list[ClientSnapshot] = []
        self.latest: ClientSnapshot | None = None
        self.snapshot_arrived.connect(self._drain, Qt.ConnectionType.QueuedConnection)
        self._reply.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        client.add_listener(self._on_snapshot)

    def start(self) -> None:
        self.client.start()

    def stop(self) -> None:
        self.client.remove_listener(self._on_snapshot)
        self.client.stop()

    def _on_snapshot(self, snap: ClientSnapshot) -> None:
        # Client thread: queue it, and wake the GUI only if it is not already due to look.
        with self._lock:
            wake = not self._pending
            self._pending.append(snap)
        if wake:
            self.snapshot_arrived.emit()

    @Slot()
    def _drain(self) -> None:
        with self._lock:
            batch, self._pending = self._pending, []
        if not batch:
            return
        messages: list[MessageRow] = []
        notices: list[NoticeRow] = []
        refreshed = False
        for s in batch:
            messages.extend(s.messages)
            if s.notices_refreshed:  # the client started its notice list over: older ones are void
                notices.clear()
                refreshed = True
            notices.extend(s.notices)
        self.latest = batch[-1]
        self.snapshot_updated.emit(batch[-1], tuple(messages), tuple(notices), refreshed)

    def submit(self, command: Command, on_done: Callable[[CommandResult | BaseException], None] | None = None) -> None:
        """Send ``command``; ``on_done`` (if any) runs on the GUI thread with the outcome."""
        fut = self.client.submit(command)

        def done(f: Future[CommandResult]) -> None:
            try:
                outcome: CommandResult | BaseException = f.result()
            except BaseException as exc:  # noqa: BLE001 -- handed to the GUI thread in the reply, which shows it
                outcome = exc
            self._reply.emit(command, outcome, on_done)

        fut.add_done_callback(done)

    @Slot(object, object, object)
    def _deliver(self, command: Command, outcome: CommandResult | BaseException,
                 callback: Callable[[CommandResult | BaseException], None] | None) -> None:
        self.command_finished.emit(command, outcome)
        if callable(callback):
            callback(outcome)
