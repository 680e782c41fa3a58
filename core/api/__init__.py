"""The contract between the window and any client (no Qt, no I/O).

``commands`` (what the window asks), ``snapshot`` (what a client publishes),
``figures`` (the engine's counters a snapshot carries), ``client`` (the
``ClientInterface`` protocol and its ``Capabilities``), ``threaded`` (the
thread-safe plumbing a client uses to publish), ``prefs_check`` (what a
preferences edit may hold). It imports nothing of core but the records
(core/state, core/ids, core/errors): the clients that implement it stand beside
each other above it: live (core/client), emulated (core/emulator/window_client),
remote (core/remote). This package exports the data types.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.lazy_names import lazy_names

if TYPE_CHECKING:
    from core.api.client import Capabilities, ClientInterface, SnapshotListener
    from core.api.commands import (
        Attach,
        Command,
        CommandResult,
        DayPrefs,
        ExcludeGpu,
        ProjectAction,
        ProjectOp,
        Quit,
        SetGpuMode,
        SetNetworkMode,
        SetPrefs,
        SetRunMode,
        Snooze,
        TaskAction,
        TaskOp,
        TransferAction,
        TransferOp,
    )
    from core.api.snapshot import (
        ActivityStatus,
        Change,
        ClientSnapshot,
        GpuSummary,
        GpuUse,
        HostSummary,
        MessagePriority,
        MessageRow,
        NoticeRow,
        ProjectRow,
        ProjectStats,
        TaskRow,
        TransferDirection,
        TransferRow,
    )

# Each name's module, loaded when the name is first asked for (PEP 562): the window's start-up
# needs the client's interface (client.py) before it is complete, and the commands' and the
# snapshot's dataclasses only once the engine runs (issue 36).
_MODULE_OF = {
    **dict.fromkeys(("Capabilities", "ClientInterface", "SnapshotListener"), "client"),
    **dict.fromkeys(("Attach", "Command", "CommandResult", "DayPrefs", "ExcludeGpu", "ProjectAction", "ProjectOp",
                     "Quit", "SetGpuMode", "SetNetworkMode", "SetPrefs", "SetRunMode", "Snooze", "TaskAction",
                     "TaskOp", "TransferAction", "TransferOp"), "commands"),
    **dict.fromkeys(("ActivityStatus", "Change", "ClientSnapshot", "GpuSummary", "GpuUse", "HostSummary",
                     "MessagePriority", "MessageRow", "NoticeRow", "ProjectRow", "ProjectStats", "TaskRow",
                     "TransferDirection", "TransferRow"), "snapshot"),
}

__getattr__ = lazy_names(__name__, _MODULE_OF, globals())

__all__ = [
    "ActivityStatus",
    "Attach",
    "Capabilities",
    "Change",
    "ClientInterface",
    "ClientSnapshot",
    "Command",
    "CommandResult",
    "DayPrefs",
    "ExcludeGpu",
    "GpuSummary",
    "GpuUse",
    "HostSummary",
    "MessagePriority",
    "MessageRow",
    "NoticeRow",
    "ProjectAction",
    "ProjectOp",
    "ProjectRow",
    "ProjectStats",
    "Quit",
    "SetGpuMode",
    "SetNetworkMode",
    "SetPrefs",
    "SetRunMode",
    "SnapshotListener",
    "Snooze",
    "TaskAction",
    "TaskOp",
    "TaskRow",
    "TransferAction",
    "TransferDirection",
    "TransferOp",
    "TransferRow",
]
