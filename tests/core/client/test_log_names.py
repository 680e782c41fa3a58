"""Event-log lines of two projects with the same name say which one they are about."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.client.e2e import attach, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(120)


def test_same_named_projects_are_told_apart_in_the_log(tmp_path: Path) -> None:
    a, b = demo_project(tmp_path / "a"), demo_project(tmp_path / "b")
    client = live_client(tmp_path / "client")
    try:
        attach(client, a)
        attach(client, b)
        wait_for(lambda: sum(1 for p in client.session.state.projects.values() if p.project_name) == 2, 60,
                 "both projects' names")
        names = {p.project_name for p in client.session.state.projects.values()}
        assert len(names) == 1  # the demo project is the demo project, twice
        wait_for(lambda: all(f"({p.master_url})]" in (tmp_path / "client" / "stdoutdae.txt").read_text()
                             for p in (a, b)), 30, "log lines naming each project with its URL")
    finally:
        client.stop()
        a.stop()
        b.stop()
