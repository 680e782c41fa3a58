"""A small world of projects with real files in a temporary data directory (test helper)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.disk.events import DiskEvent
from core.disk.limits import DiskLimits, limits_from_measurement
from core.disk.live import LiveDisk, apply_measurement
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import (
    ActiveTask,
    AppVersion,
    ClientState,
    FileInfo,
    FileRef,
    FileStatus,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.state.prefs import GIB

KB = 1024
UNIT = 64 * KB  # file sizes are multiples of the 4 KiB block, so allocated == apparent size
T0 = 1_700_000_000.0


def url(name: str) -> ProjectUrl:
    return ProjectUrl(f"https://{name.lower()}.example.org/")


class World:
    """Projects, their files on disk, and the state that describes them."""

    def __init__(self, root: Path, shares: dict[str, float], now: float = T0) -> None:
        self.now = now
        self.data_dir = root / "data"
        (self.data_dir / "projects").mkdir(parents=True)
        self.state = ClientState()
        self.events: list[DiskEvent] = []
        dirs: dict[ProjectUrl, Path] = {}
        for name, share in shares.items():
            u = url(name)
            self.state.projects[u] = Project(u, project_name=name, resource_share=share)
            dirs[u] = self.data_dir / "projects" / name
            dirs[u].mkdir()
        self.disk = LiveDisk(self.data_dir, dirs, on_event=self.events.append)

    def project(self, name: str) -> Project:
        return self.state.projects[url(name)]

    def path(self, project: str, file: str) -> Path:
        return self.disk.project_dirs[url(project)] / file

    def file(
        self,
        project: str,
        name: str,
        nbytes: int = UNIT,
        *,
        sticky: bool = True,
        priority: int = 1,
        arrival: float = 0.0,
        last_use: float = 0.0,
        exp_time: float = 0.0,
        status: int = FileStatus.PRESENT,
        on_disk: bool = True,
    ) -> FileInfo:
        u = url(project)
        fi = FileInfo(
            u, FileName(name), nbytes=float(nbytes), status=status, sticky=sticky, priority=priority,
            arrival_time=arrival or self.now - 1000, last_use_time=last_use or self.now - 1000,
            exp_time=exp_time,
        )
        if on_disk:
            self.path(project, name).write_bytes(b"x" * nbytes)
        self.state.file_infos[(u, fi.name)] = fi
        return fi

    def result(
        self,
        project: str,
        name: str,
        inputs: tuple[str, ...] = (),
        outputs: tuple[str, ...] = (),
        *,
        state: ResultState = ResultState.FILES_DOWNLOADED,
        running: bool = False,
        acked: bool = False,
        deadline: float = 0.0,
        app: str = "app",
    ) -> Result:
        u = url(project)
        wu = Workunit(u, WorkunitName(name + "_wu"), AppName(app),
                      input_files=[FileRef(FileName(f)) for f in inputs])
        self.state.workunits[(u, wu.name)] = wu
        r = Result(u, ResultName(name), wu.name, state=state, got_server_ack=acked,
                   report_deadline=deadline or self.now + 86400,
                   output_files=[FileRef(FileName(f)) for f in outputs])
        self.state.results[r.key] = r
        if running:
            self.state.active_tasks[r.key] = ActiveTask(u, r.name)
        return r

    def app_version(self, project: str, files: tuple[str, ...], version: int = 1, app: str = "app") -> AppVersion:
        av = AppVersion(url(project), AppName(app), version, file_refs=[FileRef(FileName(f)) for f in files])
        self.state.app_versions.append(av)
        return av

    def limits(self, projects_limit: float) -> DiskLimits:
        """Measure the real files; set the preferences so that aPl == projects_limit."""
        m = self.disk.measure()
        apply_measurement(self.state, m)
        self.state.prefs.disk_max_used_gb = (projects_limit + m.core_usage) / GIB
        limits = limits_from_measurement(self.state.prefs, m)
        assert limits.all_projects_limit == pytest.approx(projects_limit)
        return limits

    def sync_usage(self) -> None:
        """Usage from the state's present files (for tests that need no real files)."""
        for u, project in self.state.projects.items():
            project.disk_usage = sum(
                fi.nbytes for fi in self.state.file_infos.values()
                if fi.project_url == u and fi.status == FileStatus.PRESENT
            )

    def on_disk(self, project: str) -> set[str]:
        return {p.name for p in self.disk.project_dirs[url(project)].iterdir()}
