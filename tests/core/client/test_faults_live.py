"""The live client against a demo project that misbehaves, end to end, on loopback.

Each test runs a real ``DemoProject`` on 127.0.0.1 and a real ``LiveClient`` and breaks
one thing the way a broken or lying server would: an unsigned app, an app whose bytes
no longer match their signature, an input whose MD5 is wrong, an input larger than its
``<nbytes>``, a scheduler that goes away and comes back. The client must refuse what is
wrong with a clear log line, report the job as the real client does (exit status -186,
ERR_RESULT_DOWNLOAD), keep what it has not reported, and never crash.

Faults on the server side are made by changing the project's real files: the app file
after it was signed, or a job's input right after the scheduler reply (which carries
the input's MD5 and size) was built and before the client can fetch it.
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from core.api.commands import CommandResult, ProjectAction, ProjectOp
from core.client.live import LiveClient
from core.client.session import LiveSession, SessionOptions
from core.demo import DemoProject, load_app_dir
from core.engine.file_flow import ERR_RESULT_DOWNLOAD
from core.ids import ProjectUrl
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from core.state import ResultState
from core.transfer.events import TransferStatus
from core.transfer.settings import TransferSettings
from tests.core.client.e2e import FAST_PREFS, attach, demo_project, live_client, wait_for

T = TypeVar("T")

# Retries a second or two apart instead of BOINC's 2 minutes, so a test sees the whole
# retry-then-give-up sequence of a bad download.
QUICK_RETRIES = TransferSettings(retry_delay_min_s=1.0, retry_delay_max_s=2.0)


def quick_retry_client(data: Path) -> LiveClient:
    dd = DataDir(data)
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(data, SessionOptions(seed=1, transfer_settings=QUICK_RETRIES), probe_attach=False)
    client.start()
    assert client.wait_opened(30)
    return client


def on_engine(client: LiveClient, fn: Callable[[LiveSession, float], T]) -> T:
    """Run ``fn`` on the engine thread (the session is not thread-safe) and return its value."""
    box: list[T] = []

    def call(s: LiveSession, now: float) -> CommandResult:
        box.append(fn(s, now))
        return CommandResult(True)

    assert client.inspect(call).result(timeout=15).ok
    return box[0]


def reports(project: DemoProject) -> dict[str, tuple[int, int]]:
    """Results the server has received: name -> (exit_status, client state)."""
    assert project.store is not None
    with project.store.transaction() as db:
        rows = db.execute("SELECT name, exit_status, client_state FROM result WHERE received_time > 0").fetchall()
    return {str(n): (int(e), int(s)) for n, e, s in rows}


def client_log(data: Path) -> str:
    return (data / "stdoutdae.txt").read_text(errors="replace")


def mangle_inputs_after_reply(project: DemoProject, mangle: Callable[[bytes], bytes]) -> list[str]:
    """Change each sent job's input right after the reply (with its MD5 and size) is built.

    The reply leaves the server only after ``handle`` returns, so the client can never
    fetch the original bytes. Returns the list of input names changed (filled as it goes).
    """
    sched, store = project.scheduler, project.store
    assert sched is not None and store is not None
    original = sched.handle
    changed: list[str] = []

    def handle(body: bytes, now: float) -> bytes:
        reply = original(body, now)
        for row in store.results("r.server_state='in_progress'"):
            if row.input_name.encode() in reply:
                path = project.download_dir / row.input_name
                path.write_bytes(mangle(path.read_bytes()))
                changed.append(row.input_name)
        return reply

    sched.handle = handle  # type: ignore[method-assign]
    return changed


def assert_download_failures_reported(project: DemoProject, client: LiveClient) -> dict[str, tuple[int, int]]:
    """Every job the client got is reported as -186 in state FILES_DOWNLOADING (1), and acked."""
    wait_for(lambda: len(reports(project)) >= 1, 30, "a report of the failed job")
    got = reports(project)
    assert all(exit_status == ERR_RESULT_DOWNLOAD for exit_status, _ in got.values()), got
    assert all(state == 1 for _, state in got.values()), got
    # Acknowledged reports leave the client; nothing reported is still waiting there.
    wait_for(lambda: on_engine(client, lambda s, now: not any(
        str(r.name) in got for r in s.state.results.values())), 20, "the acked results to leave the client")
    assert client.running and not client.error
    return got


@pytest.mark.timeout(60)
def test_unsigned_executable_is_refused_and_reported(tmp_path: Path) -> None:
    project = demo_project(tmp_path, sign_executables=False, ready_jobs=2, max_jobs_per_rpc=2)
    data = tmp_path / "client"
    client = live_client(data)
    try:
        attach(client, project)
        got = assert_download_failures_reported(project, client)
        assert project.scheduler is not None
        assert all(project.scheduler.report_counts[name] == 1 for name in got)
    finally:
        client.stop()
        project.stop()
    log = client_log(data)
    assert "Refusing executable" in log and "has no code signature" in log, log
    assert "Starting task" not in log and "Computation for task" not in log


@pytest.mark.timeout(60)
def test_badly_signed_executable_is_refused_and_reported(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=2, max_jobs_per_rpc=2)
    desc = load_app_dir(project.app_dir)
    app_file = project.download_dir / desc.physical_name(desc.main_program)
    size = app_file.stat().st_size
    # Same size, other bytes: the size check passes and only the signature can catch it.
    app_file.write_bytes(b"#!/bin/sh\nexit 0\n".ljust(size, b"#"))
    data = tmp_path / "client"
    client = live_client(data)
    try:
        attach(client, project)
        assert_download_failures_reported(project, client)
    finally:
        client.stop()
        project.stop()
    log = client_log(data)
    assert "Refusing executable" in log and "signature verification failed" in log, log
    assert "Computation for task" not in log


@pytest.mark.timeout(60)
def test_input_with_wrong_md5_is_retried_then_reported(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=1, max_jobs_per_rpc=1)
    changed = mangle_inputs_after_reply(project, lambda b: os.urandom(len(b)))  # same size, other bytes
    data = tmp_path / "client"
    client = quick_retry_client(data)
    retrying: list[TransferStatus] = []
    try:
        attach(client, project)

        def watch() -> bool:
            rows = on_engine(client, lambda s, now: [(t, now) for t in s.transfers.statuses(now)])
            retrying.extend(t for t, now in rows if t.num_retries >= 1 and t.next_request_time > now
                            and "retry in" in t.status and t.last_error_code == -119)
            return bool(retrying) or len(reports(project)) >= 1

        wait_for(watch, 30, "a download retry of the corrupted input")
        got = assert_download_failures_reported(project, client)
    finally:
        client.stop()
        project.stop()
    assert changed and retrying, "the bad input was never seen backing off in the transfer status"
    assert any(str(t.name) in changed for t in retrying)
    assert "MD5" in retrying[0].last_error.upper() or "checksum" in retrying[0].last_error.lower(), retrying[0]
    log = client_log(data)
    assert f"Giving up on download of {changed[0]}" in log, log
    assert got


@pytest.mark.timeout(60)
def test_input_larger_than_nbytes_is_refused_early(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=1, max_jobs_per_rpc=1)
    changed = mangle_inputs_after_reply(project, lambda b: b + b"x" * 1_000_000)
    data = tmp_path / "client"
    client = quick_retry_client(data)
    try:
        attach(client, project)
        assert_download_failures_reported(project, client)
        # Refused from the announced length: no partial file of a megabyte was written.
        partials = list((data / "projects").rglob(".*.part"))
    finally:
        client.stop()
        project.stop()
    assert changed
    assert not partials, partials
    log = client_log(data)
    line = next((ln for ln in log.splitlines() if f"Giving up on download of {changed[0]}" in ln), "")
    m = re.search(r"server announced (\d+) bytes .*more than its limit of (\d+)", line)
    assert m and int(m[1]) == int(m[2]) + 1_000_000, log  # refused from the announced length


@pytest.mark.timeout(60)
def test_scheduler_down_backs_off_keeps_results_and_resumes(tmp_path: Path) -> None:
    project = demo_project(tmp_path, ready_jobs=2, max_jobs_per_rpc=2)
    port, config, url = project.port, project.config, project.master_url
    data = tmp_path / "client"
    client = quick_retry_client(data)
    revived: DemoProject | None = None

    def unreported(s: LiveSession, now: float) -> set[str]:
        return {str(r.name) for r in s.state.results.values() if not r.got_server_ack}

    def runnable(s: LiveSession, now: float) -> bool:
        return any(r.state == ResultState.FILES_DOWNLOADED for r in s.state.results.values())

    try:
        attach(client, project)
        wait_for(lambda: on_engine(client, runnable), 30, "a downloaded job")
        project.stop()
        pending = on_engine(client, unreported)
        assert pending
        # The user's Update makes the RPC at once, into a dead port.
        assert client.submit(ProjectOp(ProjectUrl(url), ProjectAction.UPDATE)).result(timeout=15).ok
        wait_for(lambda: "Scheduler request failed" in client_log(data), 30, "a failed scheduler request")

        def backoff(s: LiveSession, now: float) -> tuple[int, float]:
            p = s.state.projects[ProjectUrl(url)]
            return p.nrpc_failures, p.min_rpc_time - now

        failures, wait_s = on_engine(client, backoff)
        assert failures >= 1 and wait_s > 0, (failures, wait_s)
        assert pending <= on_engine(client, lambda s, now: {str(r.name) for r in s.state.results.values()}), \
            "the client dropped results while the scheduler was down"
        line = next(ln for ln in client_log(data).splitlines() if "Scheduler request failed" in ln)
        assert "Connection refused" in line or "cannot connect" in line, line  # says why

        revived = DemoProject(tmp_path / "project", port=port, config=config)
        revived.start()
        assert revived.port == port
        assert client.submit(ProjectOp(ProjectUrl(url), ProjectAction.UPDATE)).result(timeout=15).ok
        wait_for(lambda: pending <= set(reports(revived)), 40, "every kept result reported to the revived project")
        assert on_engine(client, backoff)[0] == 0
        assert client.running and not client.error
    finally:
        client.stop()
        project.stop()
        if revived is not None:
            revived.stop()
