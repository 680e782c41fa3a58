"""cc_config ``max_overdue_days`` (BOINC 8): started tasks past their deadline, said or aborted.

A real data directory with two started tasks (one 3 days late, one half a day
late), held by the volunteer so the scheduler leaves them be, opened by the live
session and ticked once.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.client.overdue import EXIT_OVERDUE_EXCEEDED
from core.client.session import LiveSession, SessionOptions
from core.ids import AppName, ProjectUrl, ResultName, WorkunitName
from core.persist.state_file import write_client_state
from core.state import App, AppVersion, ClientState, Project
from core.state.enums import ResultState
from core.state.task import ActiveTask
from core.state.work import Result, Workunit

URL = ProjectUrl("http://127.0.0.1:31998/late/")
NOW = 1_800_000_000.0
DAY = 86400.0
LATE = ResultName("late_3d_0")
SLIGHTLY = ResultName("late_half_0")


def _data_dir(tmp_path: Path, cc: str) -> Path:
    dd = tmp_path / "client"
    dd.mkdir()
    st = ClientState()
    st.projects[URL] = Project(URL, project_name="Late Project", authenticator="a")
    app = AppName("late")
    st.apps[(URL, app)] = App(URL, app)
    st.app_versions.append(AppVersion(URL, app, 100, "x86_64-pc-linux-gnu"))
    for slot, (name, late_s) in enumerate(((LATE, 3 * DAY), (SLIGHTLY, DAY / 2))):
        wu = WorkunitName(name[:-2])
        st.workunits[(URL, wu)] = Workunit(URL, wu, app, 100)
        st.results[(URL, name)] = Result(URL, name, wu, report_deadline=NOW - late_s, received_time=NOW - 9 * DAY,
                                         state=ResultState.FILES_DOWNLOADED, version_num=100,
                                         platform="x86_64-pc-linux-gnu", suspended_via_gui=True)
        st.active_tasks[(URL, name)] = ActiveTask(URL, name, slot=slot, checkpoint_cpu_time=100.0)
    write_client_state(st, dd, NOW - DAY)
    (dd / "cc_config.xml").write_text(f"<cc_config><options>{cc}</options></cc_config>")
    return dd


def _run_once(dd: Path) -> tuple[LiveSession, str]:
    s = LiveSession(dd, SessionOptions(seed=1, measure_host=False))
    s.open(NOW)
    try:
        s.tick(NOW)
    finally:
        s.close(NOW)
    return s, (dd / "stdoutdae.txt").read_text()


@pytest.mark.timeout(60)
def test_task_later_than_the_limit_is_aborted_and_the_other_named(tmp_path: Path) -> None:
    s, log = _run_once(_data_dir(tmp_path, "<max_overdue_days>1</max_overdue_days>"))
    late, slight = s.state.results[(URL, LATE)], s.state.results[(URL, SLIGHTLY)]
    assert late.state == ResultState.ABORTED and late.exit_status == EXIT_OVERDUE_EXCEEDED and late.ready_to_report
    assert (URL, LATE) not in s.state.active_tasks
    assert slight.state == ResultState.FILES_DOWNLOADED and (URL, SLIGHTLY) in s.state.active_tasks
    assert f"Task {LATE} is 3.00 days past its deadline" in log and "aborting it" in log
    assert f"Task {SLIGHTLY} is 0.50 days past its deadline; the project may give no credit" in log
    assert "more than 1 days past their deadline are aborted" in log  # the start-up line
    # The abort survived into the state file.
    again = LiveSession(s.dd.root, SessionOptions(seed=1, measure_host=False))
    again.open(NOW + 1)
    try:
        assert again.state.results[(URL, LATE)].state == ResultState.ABORTED
    finally:
        again.close(NOW + 1)


@pytest.mark.timeout(60)
def test_without_the_option_late_tasks_are_only_named(tmp_path: Path) -> None:
    s, log = _run_once(_data_dir(tmp_path, ""))
    assert all(r.state == ResultState.FILES_DOWNLOADED for r in s.state.results.values())
    assert log.count("past its deadline; the project may give no credit") == 2
    assert "aborting" not in log
