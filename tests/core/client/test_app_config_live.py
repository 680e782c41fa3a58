"""A project's app_config.xml in the live client, against the real demo project on 127.0.0.1.

* max_concurrent 1 in a real app_config.xml holds over a run with several tasks queued
  and 2 CPUs (never two tasks of the app running at once), and the app version's
  cmdline reaches the running program's command line;
* a file written while the client runs takes effect on read_cc_config (ReadConfigFiles),
  without a restart;
* report_results_immediately marks the project's tasks, later ones included;
* a malformed, oversized or half-bad file is refused (or its bad values skipped) with a
  line in the event log, and a refused file changes nothing.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.api.commands import ReadConfigFiles, SetAppConfig
from core.client.live import LiveClient
from core.client.session import LiveSession
from core.ids import AppName, ProjectUrl
from core.persist import DataDir
from core.xml.hardened import MAX_CONFIG_FILE_BYTES
from tests.core.client.e2e import attach, demo_project, live_client, on_engine, wait_for

pytestmark = pytest.mark.timeout(240)

APP = "demo_app"
# Long enough tasks that two would overlap on 2 CPUs: 200k numbers in chunks of 20k,
# with a pause after each chunk that only app_config.xml's cmdline asks for.
LIMIT_ONE = (f"<app_config>\n  <app>\n    <name>{APP}</name>\n    <max_concurrent>1</max_concurrent>\n  </app>\n"
             f"  <app_version>\n    <app_name>{APP}</app_name>\n    <cmdline>--delay 0.15</cmdline>\n"
             "  </app_version>\n</app_config>\n")


def _two_cpus(data: Path) -> DataDir:
    dd = DataDir(data)
    dd.ensure()
    dd.cc_config.write_text("<cc_config>\n  <options>\n    <ncpus>2</ncpus>\n  </options>\n</cc_config>\n")
    return dd


def _running(s: LiveSession) -> tuple[set[str], list[int]]:
    """Names of the tasks of APP running now, and their pids."""
    names: set[str] = set()
    pids: list[int] = []
    for key, at in s.state.active_tasks.items():
        r = s.state.results.get(key)
        wu = s.state.workunits.get((key[0], r.wu_name)) if r is not None else None
        if at.running and wu is not None and wu.app_name == APP:
            names.add(str(key[1]))
            info = s.executor.task_info(key)
            if info is not None:
                pids.append(info.pid)
    return names, pids


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""  # it ended between the look and the read


def _limit(client: LiveClient, url: str) -> int:
    return on_engine(client, lambda s: s.state.apps[(ProjectUrl(url), AppName(APP))].max_concurrent
                     if (ProjectUrl(url), AppName(APP)) in s.state.apps else -1)


def _log(client: LiveClient) -> list[str]:
    return on_engine(client, lambda s: [m.body for m in s.eventlog.messages_since(0)] if s.eventlog else [])


def _watch(client: LiveClient, tasks: int) -> tuple[int, set[str]]:
    """Sample the running tasks until ``tasks`` different ones have run; (most at once, cmdlines seen)."""
    seen: set[str] = set()
    most = 0
    cmdlines: set[str] = set()

    def step() -> bool:
        nonlocal most
        names, pids = on_engine(client, _running)
        most = max(most, len(names))
        seen.update(names)
        cmdlines.update(c for c in map(_cmdline, pids) if c)
        return len(seen) >= tasks

    wait_for(step, 180, f"{tasks} tasks of {APP} to run")
    return most, cmdlines


def test_max_concurrent_and_cmdline_hold_in_the_live_client(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=200_000, ready_jobs=6, max_jobs_per_rpc=6)
    data = tmp_path / "client"
    dd = _two_cpus(data)
    first = live_client(data)
    try:
        attach(first, project)
        wait_for(lambda: _limit(first, project.master_url) == 0, 60, "the app from the first scheduler reply")
    finally:
        first.stop()
    (dd.project_dir(project.master_url) / "app_config.xml").write_text(LIMIT_ONE)
    client = live_client(data)  # the file is read at start
    try:
        assert _limit(client, project.master_url) == 1
        most, cmdlines = _watch(client, tasks=4)
        assert most == 1, f"{most} tasks of {APP} ran at once under max_concurrent 1"
        assert _limit(client, project.master_url) == 1
        assert any("--delay 0.15" in c for c in cmdlines), cmdlines
        assert any(line == "Found app_config.xml" for line in _log(client))
    finally:
        client.stop()
        project.stop()


def test_a_new_file_takes_effect_on_read_cc_config_without_a_restart(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=1_000_000, ready_jobs=8, max_jobs_per_rpc=8)
    data = tmp_path / "client"
    dd = _two_cpus(data)
    client = live_client(data)
    try:
        attach(client, project)
        # No file yet: both CPUs run the app.
        wait_for(lambda: len(on_engine(client, _running)[0]) >= 2, 120, "two tasks running at once")
        (dd.project_dir(project.master_url) / "app_config.xml").write_text(LIMIT_ONE)
        assert client.submit(ReadConfigFiles()).result(timeout=30).ok
        assert _limit(client, project.master_url) == 1
        wait_for(lambda: len(on_engine(client, _running)[0]) <= 1, 60, "one task running")
        most, cmdlines = _watch(client, tasks=3)
        assert most == 1, f"{most} tasks of {APP} ran at once after the new max_concurrent 1 was read"
        assert any("--delay 0.15" in c for c in cmdlines), cmdlines
    finally:
        client.stop()
        project.stop()


def test_bad_files_are_refused_with_a_message_and_change_nothing(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    dd = _two_cpus(data)
    client = live_client(data)
    try:
        attach(client, project)
        url = project.master_url
        wait_for(lambda: _limit(client, url) == 0, 60, "the app from the first scheduler reply")
        path = dd.project_dir(url) / "app_config.xml"

        def read() -> list[str]:
            before = len(_log(client))
            assert client.submit(ReadConfigFiles()).result(timeout=30).ok
            return _log(client)[before:]

        path.write_text(f"<app_config><app><name>{APP}</name><max_concurrent>1</max_concurrent></app>"
                        "<project_max_concurrent>3</project_max_concurrent></app_config>")
        assert "Found app_config.xml" in read()
        assert _limit(client, url) == 1

        path.write_text(f"<app_config><app><name>{APP}</name><max_concurrent>2</max_concurrent></app>")
        lines = read()
        assert any("app_config.xml refused, nothing changed" in line and "malformed" in line for line in lines), lines
        assert _limit(client, url) == 1

        path.write_bytes(b"<app_config>" + b" " * MAX_CONFIG_FILE_BYTES + b"</app_config>")
        lines = read()
        assert any("app_config.xml refused, nothing changed" in line and "over the" in line for line in lines), lines
        assert _limit(client, url) == 1
        assert on_engine(client, lambda s: s.state.projects[ProjectUrl(url)].project_max_concurrent) == 3

        # Through the command the manager's form and GUI RPC use: refused whole, file untouched.
        kept = path.read_bytes()
        bad = f"<app_config><app><name>{APP}</name><max_concurrent>lots</max_concurrent></app></app_config>"
        result = client.submit(SetAppConfig(ProjectUrl(url), bad)).result(timeout=30)
        assert not result.ok and "<max_concurrent>" in result.message and "lots" in result.message
        assert path.read_bytes() == kept and _limit(client, url) == 1

        # In a file of the volunteer's: the bad value is skipped and named, the rest applies.
        path.write_text(f"<app_config>\n<app><name>{APP}</name><max_concurrent>lots</max_concurrent></app>\n"
                        "<project_max_concurrent>2</project_max_concurrent>\n"
                        "<project_max_concurrent>4</project_max_concurrent>\n</app_config>\n")
        lines = read()
        assert any("line 2, <max_concurrent>" in line and "'lots'" in line for line in lines), lines
        assert _limit(client, url) == 0
        assert on_engine(client, lambda s: s.state.projects[ProjectUrl(url)].project_max_concurrent) == 4

        # Removed: the limits go, as BOINC's clear_app_config.
        path.unlink()
        read()
        assert on_engine(client, lambda s: s.state.projects[ProjectUrl(url)].project_max_concurrent) == 0
    finally:
        client.stop()
        project.stop()


def test_report_results_immediately_marks_the_projects_tasks(tmp_path: Path) -> None:
    project = demo_project(tmp_path, report_immediately=False, ready_jobs=3, max_jobs_per_rpc=3)
    data = tmp_path / "client"
    dd = _two_cpus(data)
    client = live_client(data)
    url = ProjectUrl(project.master_url)

    def flags(s: LiveSession) -> dict[str, bool]:
        return {str(k[1]): r.report_immediately for k, r in s.state.results.items() if k[0] == url}

    try:
        attach(client, project)
        wait_for(lambda: bool(on_engine(client, flags)), 60, "tasks from the project")
        before = on_engine(client, flags)
        assert not any(before.values()), before  # the project did not ask for it
        (dd.project_dir(url) / "app_config.xml").write_text(
            "<app_config>\n  <report_results_immediately>1</report_results_immediately>\n</app_config>\n")
        assert client.submit(ReadConfigFiles()).result(timeout=30).ok
        now = on_engine(client, flags)
        assert now and all(now.values()), now
        # Tasks of later replies too (the config is applied again after each reply).
        wait_for(lambda: bool(set(on_engine(client, flags)) - set(before)), 120, "tasks of a later reply")
        later = on_engine(client, flags)
        assert all(later[n] for n in set(later) - set(before)), later
    finally:
        client.stop()
        project.stop()
