"""The live client's per-project disk figures between two measurements (a minute apart):
the Projects tab's (and GUI RPC's) usage and the Disk tab's agree with the files in the
project's directory as tasks download, write their outputs and are cleaned away. Before,
the first read 0 until the first measurement after an attach, and the second kept every
deleted input in its reservation; after a reset both kept the emptied directory's bytes."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from core.api.commands import ProjectAction, ProjectOp
from core.ids import ProjectUrl
from core.persist import DataDir
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(120)


def _files_bytes(folder: Path) -> float:
    return float(sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()))


def test_project_disk_usage_follows_the_files_without_waiting_for_a_measurement(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=3, max_jobs_per_rpc=3)
    client = live_client(tmp_path / "client")
    started = time.monotonic()
    try:
        attach(client, project)
        wait_for(lambda: credited(project) >= 3, 60, "three jobs done and reported")
        folder = DataDir(tmp_path / "client").project_dir(project.master_url)

        def agree(empty_too: bool = False) -> bool:  # the client's last look at its books, and the directory now
            snap = client.poll_snapshot()
            if snap is None or snap.disk is None:
                return False
            on_disk = _files_bytes(folder)
            return snap.projects[0].disk_usage_bytes == snap.disk.projects[0].usage == on_disk and (
                empty_too or on_disk > 0)

        wait_for(agree, 20, "the books to agree with the project's directory")
        # A reset empties the directory (and the project then sends its files again).
        assert client.submit(ProjectOp(ProjectUrl(project.master_url), ProjectAction.RESET)).result(timeout=10).ok
        wait_for(lambda: agree(empty_too=True), 20, "the books to agree with the directory after a reset")
        within_a_minute = time.monotonic() - started < 55  # so before any measurement after the attach
    finally:
        client.stop()
        project.stop()
    if not within_a_minute:
        pytest.skip("the machine was too slow to see the books before the next measurement")
