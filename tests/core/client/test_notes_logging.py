"""Client logging (early design notes, issue 9): every event kind, each behind its log flag.

The notes list: client start/stop, file transfer start/finish, application
start/finish, scheduler call start/finish, error messages. With the default
flags (task, file_xfer, sched_ops on) all appear in the event log; with
``<file_xfer>0</file_xfer>`` in cc_config.xml the transfer lines disappear while
errors still show.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.persist import DataDir
from tests.core.client.e2e import attach, credited, demo_project, live_client, wait_for

TRANSFER_LINES = ("Started download of", "Finished download of", "Started upload of", "Finished upload of")


@pytest.mark.timeout(120)
def test_default_flags_log_every_event_kind(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    client = live_client(tmp_path / "client")
    try:
        attach(client, project)
        wait_for(lambda: credited(project) >= 1, 60, "a credited result")
        snap = client.poll_snapshot()
    finally:
        client.stop()
        project.stop()
    log = (tmp_path / "client" / "stdoutdae.txt").read_text()
    for line in ("Starting boinc-gui client", *TRANSFER_LINES, "Starting task ", "Computation for task",
                 "Sending scheduler request:", "Requesting new tasks for CPU", "Scheduler request completed",
                 "Client exiting"):
        assert line in log, line
    # How many tasks one request reports depends on how many finished meanwhile.
    assert re.search(r"Reporting \d+ completed tasks?", log), log[-2000:]
    # The same lines reach the event-log tab through snapshots.
    assert snap is not None
    shown = [m.body for m in client.session.eventlog.messages_since(0)] if client.session.eventlog else []
    assert any(b.startswith("Started download of") for b in shown)
    assert any(b.startswith("Starting task ") for b in shown)


@pytest.mark.timeout(120)
def test_file_xfer_flag_off_hides_transfer_lines_not_errors(tmp_path: Path) -> None:
    # Unsigned app: the client downloads it, refuses it (an error) and reports the jobs failed.
    project = demo_project(tmp_path, sign_executables=False)
    data = tmp_path / "client"
    dd = DataDir(data)
    dd.ensure()
    dd.cc_config.write_text("<cc_config>\n<log_flags>\n<file_xfer>0</file_xfer>\n</log_flags>\n</cc_config>\n")
    client = live_client(data)
    try:
        attach(client, project)
        wait_for(lambda: "Refusing executable" in (data / "stdoutdae.txt").read_text(), 60, "the refusal")
        wait_for(lambda: "Reporting" in (data / "stdoutdae.txt").read_text(), 30, "the failed jobs' report")
    finally:
        client.stop()
        project.stop()
    log = (data / "stdoutdae.txt").read_text()
    for line in TRANSFER_LINES:
        assert line not in log, line
    assert "Refusing executable" in log  # errors are never switched off
    assert "Sending scheduler request:" in log and "Scheduler request completed" in log
