"""The one client interface the manager window talks to (DESIGN.md, one interface).

Implementations: ``core.emulator.window_client.emulated.EmulatedClient`` (the emulator in a
thread, until the live engine exists), the in-process live client, and a GUI
RPC client for remote BOINC clients. The window never knows which it has.

Threads: ``start``/``stop`` from the owner's thread; ``submit`` and
``poll_snapshot`` from any thread. Listeners are called on the client's own
thread, so a GUI must hop to its thread (boinc_gui/bridge.py does, with a
queued signal); a listener must return quickly and never raise.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from core.api.commands import Command, CommandResult
from core.api.snapshot import ClientSnapshot

SnapshotListener = Callable[[ClientSnapshot], None]


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a client can do; the window hides or disables what it cannot."""

    label: str  # shown in the title bar, e.g. "emulated: demo" or "localhost"
    emulated: bool = False
    can_attach: bool = True
    can_set_prefs: bool = True
    has_transfers: bool = True
    has_disk: bool = True
    can_change_speed: bool = False  # emulated time can be sped up or slowed down


@runtime_checkable
class ClientInterface(Protocol):
    capabilities: Capabilities

    def start(self) -> None:
        """Start the client's thread; snapshots follow. Calling twice is harmless."""
        ...

    def stop(self, timeout_s: float = 5.0) -> None:
        """Stop and join the client's thread; pending commands are answered with failure."""
        ...

    def submit(self, command: Command) -> Future[CommandResult]:
        """Queue a command for the client's next poll (thread-safe, never blocks)."""
        ...

    def poll_snapshot(self) -> ClientSnapshot | None:
        """The latest snapshot (None before the first). Thread-safe."""
        ...

    def add_listener(self, listener: SnapshotListener) -> None:
        """Call ``listener`` with every snapshot published from now on (on the client's thread)."""
        ...

    def remove_listener(self, listener: SnapshotListener) -> None: ...
