"""GUI RPC replies reflect the client at the time of the request (issue 16, items 2 and 7).

A real ``boinc-core run`` answers from what it is now: right after a restart
(before any periodic refresh) a control op finds the attached project, and after
longer idle than any "someone asked lately" window the message count is the
number of lines logged. In process, with a real server on loopback: an unwatched
client makes no snapshot at all, and the config files a reply shows are read
again only when they change.
"""
from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.client.gui_rpc import LiveGuiRpcBackend, start_gui_rpc
from core.client.live import LiveClient
from core.guirpc import ops
from core.guirpc.backend import StateBackend
from core.guirpc.client import GuiRpcClient
from core.guirpc.request import parse_request
from core.guirpc.server import GuiRpcServer
from core.guirpc.session import Session
from core.persist import DataDir
from core.state.enums import RunMode
from tests.core.client.e2e import core_run, demo_project, free_port, live_client
from tests.core.client.gui_rpc_run import boinc_core_run, boinccmd
from tests.core.guirpc.sample import PASSWORD, RawConn

pytestmark = pytest.mark.timeout(150)
needs_boinccmd = pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")
_LOG_LINE = re.compile(r"^\d\d-\w{3}-\d{4} \d\d:\d\d:\d\d \[")


def _logged_lines(data: Path) -> int:
    text = DataDir(data).stdout_log.read_text(errors="replace")
    return sum(1 for line in text.splitlines() if _LOG_LINE.match(line))


def _wait(pred: object, what: str, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not pred():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


@needs_boinccmd
def test_control_op_right_after_a_restart_finds_the_project(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    try:
        port = free_port()
        with core_run(data, project, port) as (proc, password):
            _wait(lambda: project.master_url in boinccmd(port, password, "--get_project_status").stdout,
                  "the attach")
        port = free_port()
        with boinc_core_run(data, port):
            # The very first request after the port opens: nothing has been "published" yet.
            with GuiRpcClient(port=port, password=password) as client:
                client.project_op(project.master_url, "nomorework")
            status = boinccmd(port, password, "--get_project_status")
            assert "don't request more work: yes" in status.stdout, status.stdout
    finally:
        project.stop()


@pytest.mark.slow
@needs_boinccmd
def test_idle_client_answers_the_current_message_count(tmp_path: Path) -> None:
    project = demo_project(tmp_path)
    data = tmp_path / "client"
    port = free_port()
    try:
        with core_run(data, project, port) as (proc, password):
            _wait(lambda: boinccmd(port, password, "--set_network_mode", "never").returncode == 0, "the server")
            assert boinccmd(port, password, "--set_run_mode", "never").returncode == 0
            # No GUI RPC for longer than the old 30 s "someone polled lately" window.
            time.sleep(35)
            assert boinccmd(port, password, "--read_cc_config").returncode == 0
            _wait(lambda: "Re-reading cc_config.xml" in DataDir(data).stdout_log.read_text(errors="replace"),
                  "the engine to re-read cc_config.xml")
            before = _logged_lines(data)
            out = boinccmd(port, password, "--get_message_count")
            after = _logged_lines(data)
            count = int(out.stdout.split(":")[-1])
            assert before <= count <= after, (before, count, after, out.stdout)
            messages = boinccmd(port, password, "--get_messages", str(count - 3)).stdout
            assert "Re-reading cc_config.xml" in messages, messages
    finally:
        project.stop()


@pytest.fixture
def served_live(tmp_path: Path) -> Iterator[tuple[LiveClient, GuiRpcServer, LiveGuiRpcBackend]]:
    client = live_client(tmp_path / "client")
    server = start_gui_rpc(client, free_port())
    assert isinstance(server.backend, LiveGuiRpcBackend)
    try:
        yield client, server, server.backend
    finally:
        server.stop()
        client.stop()


def _passes_later(client: LiveClient, n: int) -> None:
    start = client.passes
    _wait(lambda: client.passes >= start + n, f"{n} engine passes")


def test_unwatched_client_makes_no_snapshot(served_live: tuple[LiveClient, GuiRpcServer, LiveGuiRpcBackend]) -> None:
    client, server, backend = served_live
    _passes_later(client, 3)
    assert backend.builds == 0
    conn = RawConn(server.port)
    assert b"<cc_status>" in conn.call("<get_cc_status/>")
    assert backend.builds == 1
    _passes_later(client, 3)
    assert backend.builds == 1  # asked once, made once: nothing since


def test_config_files_are_read_when_they_change(
        served_live: tuple[LiveClient, GuiRpcServer, LiveGuiRpcBackend]) -> None:
    client, server, backend = served_live
    dd = client.session.dd
    dd.cc_config.write_text("<cc_config>\n  <options>\n    <ncpus>1</ncpus>\n  </options>\n</cc_config>\n")
    old = time.time() - 60  # written well before: a same-size rewrite in the same tick is not a worry
    for path in (dd.cc_config, dd.global_prefs_override):
        os.utime(path, (old, old))
    password = client.session.password
    with GuiRpcClient(port=server.port, password=password) as rpc:
        start = client.passes
        calls = 0
        while client.passes < start + 5 or calls < 5:  # a manager polling across several engine passes
            assert "<ncpus>1</ncpus>" in rpc.get_cc_config()
            assert rpc.get_global_prefs_override() is not None
            calls += 1
            time.sleep(0.05)
        assert backend.builds >= 2  # the snapshots were made again, the files not read again
        assert backend.files.reads == 2, backend.files.reads
        dd.cc_config.write_text("<cc_config>\n  <options>\n    <ncpus>2</ncpus>\n  </options>\n</cc_config>\n ")
        os.utime(dd.cc_config, (old + 1, old + 1))
        assert "<ncpus>2</ncpus>" in rpc.get_cc_config()
        assert backend.files.reads == 3


class _NoSnapshot(StateBackend):
    """Fails any handler that looks at the snapshot."""

    def snapshot(self) -> object:  # type: ignore[override]
        raise AssertionError("this op read the snapshot")


_ARGS = {
    "set_run_mode": "<never/><duration>0</duration>", "set_gpu_mode": "<never/><duration>0</duration>",
    "set_network_mode": "<never/><duration>0</duration>",
    "set_proxy_settings": "<proxy_info><use_http_proxy/><http_server_name>127.0.0.1</http_server_name>"
                          "<http_server_port>3128</http_server_port></proxy_info>",
    "set_global_prefs_override": "<global_preferences/>", "set_cc_config": "<cc_config/>",
    "exchange_versions": "<major>7</major><minor>20</minor><release>5</release>",
}


@pytest.mark.parametrize("op", sorted(ops.SNAPSHOT_FREE))
def test_snapshot_free_ops_never_read_the_snapshot(op: str) -> None:
    """The server answers these without waiting for a fresh snapshot: they must not need one."""
    req = parse_request(
        f"<boinc_gui_rpc_request>\n<{op}>{_ARGS.get(op, '')}</{op}>\n</boinc_gui_rpc_request>\n".encode()
    )
    session = Session(PASSWORD, is_local=True, authorized=True)
    ops.handle(req, _NoSnapshot(), session)


def test_a_fifo_or_huge_cc_config_is_not_read_into_a_reply(
        served_live: tuple[LiveClient, GuiRpcServer, LiveGuiRpcBackend]) -> None:
    """The engine thread makes the snapshot: a FIFO must not block it, nor a huge file fill it."""
    client, server, backend = served_live
    dd = client.session.dd
    dd.cc_config.unlink(missing_ok=True)
    os.mkfifo(dd.cc_config)
    with GuiRpcClient(port=server.port, password=client.session.password, timeout_s=10) as rpc:
        assert rpc.get_cc_config() == ""
        dd.cc_config.unlink()
        dd.cc_config.write_bytes(b"<cc_config>" + b" " * (8 << 20) + b"</cc_config>\n")
        assert rpc.get_cc_config() == ""
        rpc.set_run_mode(RunMode.NEVER)  # the engine goes on working, and the replies show it
        assert rpc.get_cc_status().task_mode == int(RunMode.NEVER)
