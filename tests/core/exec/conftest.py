"""Fixtures for core/exec: a compiled BOINC-API test app, the Python demo app, and jobs in a state."""
from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from core.exec.executor import LiveExecutor
from core.exec.spec import Timeouts
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.ports import TaskProgress
from core.state import (
    ActiveTask,
    App,
    AppVersion,
    ClientState,
    FileInfo,
    FileStatus,
    Project,
    Result,
    ResultState,
    Workunit,
)
from core.state.app import FileRef

REPO = Path(__file__).resolve().parents[3]
TESTAPP_DIR = REPO / "resources" / "testapp"
DEMO_APP = REPO / "resources" / "demo_app" / "demo_app.py"
URL = ProjectUrl("http://127.0.0.1/testproj/")
FAST = Timeouts(quit_s=3.0, abort_s=2.0, stuck_msg_s=4.0, memory_check_s=0.3, disk_check_s=0.3, min_time_limit_s=0.0
)


@pytest.fixture(scope="session")
def c_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """boinc_test_app built against libboinc-app-dev; skips if gcc or the headers are missing."""
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed: cannot build the BOINC test app")
    if not Path("/usr/include/boinc/boinc_api.h").exists():
        pytest.skip("libboinc-app-dev headers (/usr/include/boinc) are missing")
    out = tmp_path_factory.mktemp("testapp") / "boinc_test_app"
    build = subprocess.run(
        ["sh", str(TESTAPP_DIR / "build.sh"), str(out)], capture_output=True, text=True, check=False
    )
    if build.returncode != 0:
        pytest.skip(f"cannot build the BOINC test app: {build.stderr.strip()[:300]}")
    return out


@dataclass
class Job:
    key: tuple[ProjectUrl, ResultName]
    out_path: Path


@dataclass
class Env:
    state: ClientState
    data_dir: Path
    project_dir: Path
    executor: LiveExecutor
    count: int = 0
    seen: dict[tuple[ProjectUrl, ResultName], TaskProgress] = field(default_factory=dict)

    def add_job(
        self,
        exe: Path,
        input_text: str = "",
        *,
        args: str = "",
        api: bool = True,
        fpops_est: float = 1e9,
        fpops_bound: float = 1e13,
        memory_bound: float = 1e9,
        disk_bound: float = 1e9,
        output_optional: bool = False,
    ) -> Job:
        """One app version + workunit + result whose executable is a copy of ``exe``."""
        self.count += 1
        n = self.count
        app = AppName(f"app{n}")
        exe_name = FileName(f"{app}_{exe.name}")
        shutil.copy(exe, self.project_dir / exe_name)
        (self.project_dir / exe_name).chmod(0o755)
        in_name, out_name = FileName(f"wu{n}_in"), FileName(f"wu{n}_0_out")
        (self.project_dir / in_name).write_text(input_text)
        st = self.state
        st.apps[(URL, app)] = App(URL, app)
        st.app_versions.append(
            AppVersion(
                URL, app, 100, api_version="7.20.5" if api else "", file_refs=[FileRef(exe_name, main_program=True)]
            )
        )
        st.file_infos[(URL, exe_name)] = FileInfo(URL, exe_name, executable=True, status=FileStatus.PRESENT)
        st.file_infos[(URL, in_name)] = FileInfo(URL, in_name, status=FileStatus.PRESENT)
        st.file_infos[(URL, out_name)] = FileInfo(URL, out_name, max_nbytes=1e6, upload_urls=["http://127.0.0.1/up"])
        wu = Workunit(
            URL, WorkunitName(f"wu{n}"), app, 100, fpops_est, fpops_bound, memory_bound, disk_bound, args,
            [FileRef(in_name, open_name="in")],
        )
        st.workunits[(URL, wu.name)] = wu
        res = Result(
            URL,
            ResultName(f"wu{n}_0"),
            wu.name,
            report_deadline=time.time() + 86400,
            state=ResultState.FILES_DOWNLOADED,
            version_num=100,
            output_files=[FileRef(out_name, open_name="out", optional=output_optional)],
        )
        st.results[res.key] = res
        st.active_tasks[res.key] = ActiveTask(URL, res.name, slot=n - 1)
        return Job(res.key, self.project_dir / out_name)

    def poll_until(
        self, pred: Callable[[dict[tuple[ProjectUrl, ResultName], TaskProgress]], bool], timeout: float = 20.0
    ) -> dict[tuple[ProjectUrl, ResultName], TaskProgress]:
        """Poll every 0.1 s until ``pred`` holds on the latest progress by key (kept across calls)."""
        seen = self.seen
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for p in self.executor.poll(time.time()):
                seen[p.key] = p  # a finished task is reported once, then never again
            if pred(seen):
                return seen
            time.sleep(0.1)
        raise AssertionError(f"condition not met in {timeout} s; last progress: {seen}")

    def poll_for(self, seconds: float) -> None:
        """Keep polling (as the engine would) for ``seconds``."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for p in self.executor.poll(time.time()):
                self.seen[p.key] = p
            time.sleep(0.1)


def make_env(tmp_path: Path, timeouts: Timeouts = FAST, disk_interval: float = 1.0) -> Env:
    data_dir = tmp_path / "data"
    project_dir = data_dir / "projects" / "127.0.0.1_testproj"
    project_dir.mkdir(parents=True)
    state = ClientState()
    state.host_info.m_nbytes = 8e9
    state.prefs.disk_interval = disk_interval
    state.projects[URL] = Project(URL, project_name="Test project")
    executor = LiveExecutor(state, data_dir, lambda url: project_dir, timeouts=timeouts)
    return Env(state, data_dir, project_dir, executor)


@pytest.fixture
def env(tmp_path: Path) -> Iterator[Env]:
    e = make_env(tmp_path)
    yield e
    e.executor.close(wait_s=2.0)
