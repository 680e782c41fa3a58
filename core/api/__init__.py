"""The one client interface: what the manager window and any client share (no Qt).

``snapshot`` (what a client publishes), ``commands`` (what the window asks),
``client`` (the ``ClientInterface`` protocol), ``from_state`` (snapshots from an
engine's state), ``prefs_io`` (the local preferences file), ``emulated`` (the
emulator as a client). Import the implementations from their modules; this
package exports the data types.
"""
from __future__ import annotations

from core.api.client import Capabilities, ClientInterface, SnapshotListener
from core.api.commands import (
    Attach,
    Command,
    CommandResult,
    DayPrefs,
    ProjectAction,
    ProjectOp,
    Quit,
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

__all__ = [
    "ActivityStatus", "Attach", "Capabilities", "Change", "ClientInterface", "ClientSnapshot", "Command",
    "CommandResult", "DayPrefs", "HostSummary", "MessagePriority", "MessageRow", "NoticeRow", "ProjectAction",
    "ProjectOp", "ProjectRow", "ProjectStats", "Quit", "SetNetworkMode", "SetPrefs", "SetRunMode",
    "SnapshotListener", "Snooze", "TaskAction", "TaskOp", "TaskRow", "TransferAction", "TransferDirection",
    "TransferOp", "TransferRow",
]
