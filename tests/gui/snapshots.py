"""Small real ``ClientSnapshot``s for feeding widgets directly (STYLE.md 10: models are fed snapshots)."""
from __future__ import annotations

from core.api.snapshot import (
    ActivityStatus,
    ClientSnapshot,
    HostSummary,
    NoticeRow,
    ProjectRow,
    ProjectStats,
    TaskRow,
    TransferRow,
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


def project_row(url: str, name: str, share: float = 0.5, **changes: object) -> ProjectRow:
    fields: dict[str, object] = dict(
        url=ProjectUrl(url), name=name, account="demo_user", team="", user_total_credit=12.5,
        user_expavg_credit=1.25, host_total_credit=12.5, resource_share=100.0, share_fraction=share, status="",
        suspended=False, no_new_tasks=False, ended=False, detach_when_done=False, sched_rpc_pending="",
        rpc_deferred_until=0.0, priority=0.0, long_term_debt=0.0, fetch_reason="", fetch_detail="", cpu_time_s=0.0,
        njobs_success=0, njobs_error=0, disk_usage_bytes=0.0, duration_correction_factor=1.0, last_rpc_time=0.0)
    fields.update(changes)
    return ProjectRow(**fields)  # type: ignore[arg-type]


def transfer_row(url: str, name: str, file_name: str) -> TransferRow:
    from core.api.snapshot import TransferDirection
    return TransferRow((ProjectUrl(url), file_name, "Download"), ProjectUrl(url), name, file_name,
                       TransferDirection.DOWNLOAD, 100.0, 1000.0, 1.0, 100.0, "Download: active", 0.0, False)
