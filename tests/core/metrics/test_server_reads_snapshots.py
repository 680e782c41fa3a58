"""The /metrics server answers from published snapshots and never waits for the engine.

A real live client runs in this process; its engine thread is held inside a pass (an
``inspect`` that blocks) while scrapes go on: they are answered at once, from the last
snapshot. Before any snapshot exists, the endpoint says so (503) instead of inventing
figures.
"""
from __future__ import annotations

import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from core.api.commands import CommandResult
from core.client.session import LiveSession
from core.metrics.server import MetricsServer, start_metrics_server
from tests.core.client.e2e import live_client, wait_for


def _scrape(port: int) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def _value(text: str, series: str) -> float:
    for line in text.splitlines():
        if line.startswith(series + " "):
            return float(line.rsplit(" ", 1)[1])
    raise AssertionError(f"{series} not in the output")


@pytest.mark.timeout(120)
def test_scrapes_are_answered_while_the_engine_is_busy(tmp_path: Path) -> None:
    client = live_client(tmp_path / "data")
    server = start_metrics_server(client.poll_snapshot, 0)
    held, release = threading.Event(), threading.Event()

    def hold(s: LiveSession, now: float) -> CommandResult:
        held.set()
        release.wait(60)
        return CommandResult(True)

    try:
        assert server.address == "127.0.0.1"
        wait_for(lambda: _scrape(server.port)[0] == 200, 30, "a first snapshot")
        _, before = _scrape(server.port)
        assert _value(before, 'boinc_state_file_writes_total{outcome="ok"}') >= 1  # open() saves the state
        done = client.inspect(hold)
        assert held.wait(30)
        for _ in range(20):
            status, text = _scrape(server.port)
            assert status == 200 and text.endswith("# EOF\n")
        # Twenty scrapes while the engine thread could not have served one of them.
        assert not release.is_set() and not done.done()
        assert "boinc_engine_tick_duration_seconds_count" in text
    finally:
        release.set()
        server.stop()
        client.stop()


def test_no_snapshot_yet_is_a_503() -> None:
    with MetricsServer(lambda: None, 0) as server:
        status, body = _scrape(server.port)
    assert status == 503 and "not published" in body


@pytest.mark.timeout(120)
def test_a_taken_metrics_port_is_said_and_the_client_runs_on(tmp_path: Path) -> None:
    import socket
    import subprocess
    import sys

    from tests.core.client.e2e import REPO, stop_client

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = subprocess.Popen(
            [sys.executable, "-m", "core.cli", "run", "--dir", str(tmp_path / "data"), "--gui-rpc-port", "0",
             "--metrics-port", str(port), "--quiet"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
        try:
            assert proc.stdout is not None and proc.stderr is not None
            line = proc.stdout.readline()
            assert "running in" in line, line + proc.stderr.read()
            assert proc.poll() is None  # still running, without its metrics
        finally:
            stop_client(proc)
        assert proc.returncode == 0
        assert f"metrics not available on 127.0.0.1:{port}" in proc.stderr.read()
