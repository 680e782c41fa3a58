"""The engine's state model: plain dataclasses, owned by the engine thread.

Element and field names follow BOINC's client_state.xml (../shared/reference/
client-state.md) so the model round-trips the real client's files.
"""
from __future__ import annotations

from core.state.app import App, AppVersion, FileRef
from core.state.client_state import ClientState
from core.state.enums import (
    CpuSchedState,
    ResultState,
    RpcReason,
    RunMode,
    TaskState,
)
from core.state.files import FileInfo, FilePriority, FileStatus
from core.state.gpu import GpuExclusion
from core.state.host import HostInfo, NetInfo, NetStats, TimeStats
from core.state.prefs import DayPrefs, GlobalPrefs
from core.state.project import Project
from core.state.task import ActiveTask
from core.state.work import Result, Workunit

__all__ = [
    "ActiveTask",
    "App",
    "AppVersion",
    "ClientState",
    "CpuSchedState",
    "FileInfo",
    "FilePriority",
    "FileRef",
    "FileStatus",
    "DayPrefs",
    "GlobalPrefs",
    "GpuExclusion",
    "HostInfo",
    "NetInfo",
    "NetStats",
    "Project",
    "Result",
    "ResultState",
    "RpcReason",
    "RunMode",
    "TaskState",
    "TimeStats",
    "Workunit",
]
