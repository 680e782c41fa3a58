"""The engine's state model: plain dataclasses, owned by the engine thread.

Element and field names follow BOINC's client_state.xml (../shared/reference/
client-state.md) so the model round-trips the real client's files.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.lazy_names import lazy_names
from core.state.enums import (
    CpuSchedState,
    ResultState,
    RpcReason,
    RunMode,
    TaskState,
)

if TYPE_CHECKING:
    from core.state.app import App, AppVersion, FileRef
    from core.state.client_state import ClientState
    from core.state.files import FileInfo, FilePriority, FileStatus
    from core.state.gpu import GpuExclusion
    from core.state.host import HostInfo, NetInfo, NetStats, TimeStats
    from core.state.prefs import DayPrefs, GlobalPrefs
    from core.state.project import Project
    from core.state.task import ActiveTask
    from core.state.work import Result, Workunit

# The model's records load when one of their names is first asked for (PEP 562): the window
# names the modes and the preferences before it is complete; the client state, its projects,
# tasks and files (9 modules, 19 dataclasses) are the engine's, made on its thread (issue 36).
_MODULE_OF = {
    **dict.fromkeys(("App", "AppVersion", "FileRef"), "app"),
    "ClientState": "client_state",
    **dict.fromkeys(("FileInfo", "FilePriority", "FileStatus"), "files"),
    "GpuExclusion": "gpu",
    **dict.fromkeys(("HostInfo", "NetInfo", "NetStats", "TimeStats"), "host"),
    **dict.fromkeys(("DayPrefs", "GlobalPrefs"), "prefs"),
    "Project": "project",
    "ActiveTask": "task",
    **dict.fromkeys(("Result", "Workunit"), "work"),
}


__getattr__ = lazy_names(__name__, _MODULE_OF, globals())


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
