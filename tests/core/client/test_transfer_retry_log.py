"""A transfer that fails and will be retried says why in the event log, in plain words.

The demo project goes down while a task runs: its upload fails with the connection
refused. BOINC logs "Temporarily failed upload of X: <reason>" and "Backing off
hh:mm:ss on upload of X"; the Transfers tab's "retry in" then has its reason, and no
"[Errno 111]" reaches the volunteer.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.core.client.e2e import attach, demo_project, live_client, wait_for

pytestmark = pytest.mark.timeout(120)


def test_failed_upload_to_a_server_that_is_down_is_logged_with_its_reason(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=200_000, ready_jobs=1, max_jobs_per_rpc=1)
    data = tmp_path / "client"
    client = live_client(data)
    log_file = data / "stdoutdae.txt"
    try:
        attach(client, project)
        wait_for(lambda: "Starting task" in log_file.read_text(), 60, "a task to start")
        project.stop()  # the upload handler is gone when the task finishes
        # (A download of the next task may fail and back off first: the client asks for
        # more work after each RPC.)
        wait_for(lambda: re.search(r"Backing off \S+ on upload of", log_file.read_text()) is not None, 90,
                 "the upload's back-off")
    finally:
        client.stop()
        project.stop()
    log = log_file.read_text()
    failed = re.search(r"Temporarily failed upload of (\S+): (.+)$", log, re.M)
    assert failed is not None, log[-3000:]
    assert "onnection refused" in failed.group(2)
    assert re.search(rf"Backing off \d\d:\d\d:\d\d on upload of {re.escape(failed.group(1))}$", log, re.M)
    assert "[Errno" not in log
