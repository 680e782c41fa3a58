"""The live client against the embedded demo project, end to end, on loopback.

Attach, fetch work, download and verify the signed app, run it under the app API,
upload, report and receive the acknowledgement; the server validates and credits.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for


@pytest.mark.timeout(120)
def test_attach_fetch_run_upload_report(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    client = live_client(tmp_path / "client")
    try:
        attach(client, project)
        wait_for(lambda: credited(project) >= 1, 90, "a validated, credited result")
        # The credit the server granted comes back to the client in a later reply.
        def credit_seen() -> bool:
            snap = client.poll_snapshot()
            return snap is not None and bool(snap.projects) and snap.projects[0].user_total_credit > 0

        wait_for(credit_seen, 30, "the granted credit in the client's project row")
        snap = client.poll_snapshot()
        assert snap is not None and snap.projects[0].name == "boinc-gui Demo Project"
    finally:
        client.stop()
        project.stop()
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    assert "Finished download" in log and "Finished upload" in log
    assert "Scheduler request completed" in log
