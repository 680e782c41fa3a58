"""Small real ``ClientSnapshot``s for feeding widgets directly (STYLE.md 10: models are fed snapshots)."""
from __future__ import annotations

from core.api.snapshot import (
    ActivityStatus, ClientSnapshot, HostSummary, NoticeRow, ProjectRow, ProjectStats, TaskRow, TransferRow,
)
from core.ids import ProjectUrl
from core.state import RunMode

HOST = HostSummary("test host", 2, 2, 1e9, 8e9)
ACTIVE = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)


def snapshot(t: float, *, stats: tuple[ProjectStats, ...] = (), projects: tuple[ProjectRow, ...] = (),
             tasks: tuple[TaskRow, ...] = (), transfers: tuple[TransferRow, ...] = (),
             notices: tuple[NoticeRow, ...] = (), activity: ActivityStatus = ACTIVE, seq: int = 0,
             emulated: bool = False) -> ClientSnapshot:
    return ClientSnapshot(seq, t, HOST, activity, projects, tasks, transfers, None, (), notices, stats,
                          emulated=emulated)


def stats(url: str, name: str, credit: float = 0.0) -> ProjectStats:
    return ProjectStats(ProjectUrl(url), name, 0.0, 0.5, 0.5, 3600.0, credit)
