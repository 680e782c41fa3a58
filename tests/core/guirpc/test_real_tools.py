"""Debian's boinccmd and boinctui, the real tools, drive our server."""
from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.ids import ProjectUrl, ResultName
from core.state.enums import RunMode
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot
from tests.core.guirpc.wire_commands import ProjectAttach, ProjectOp, ResultOp, SetMode, Simple

pytestmark = [pytest.mark.timeout(60),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


@pytest.fixture
def served() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot(n_results=2))
    with GuiRpcServer(backend, PASSWORD, port=0) as server:
        yield server, backend


def boinccmd(port: int, *args: str) -> str:
    r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{port}", "--passwd", PASSWORD, *args],
                       capture_output=True, text=True, timeout=20)
    assert r.returncode == 0, (args, r.stdout, r.stderr)
    return r.stdout


def test_read_commands_name_what_we_hold(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, _ = served
    state = boinccmd(server.port, "--get_state")
    for text in ("Fixture Project", "fixture_wu_3_0", "fixture_wu_4_0", "fixture_app", "fixture_user"):
        assert text in state
    tasks = boinccmd(server.port, "--get_tasks")
    assert tasks.count("\n   name: fixture_wu_") == 2 and "active_task_state: EXECUTING" in tasks
    assert "PID: 22153" in tasks
    projects = boinccmd(server.port, "--get_project_status")
    assert "master URL: http://127.0.0.1:31480/" in projects and "name: Fixture Project" in projects
    cc = boinccmd(server.port, "--get_cc_status")
    assert "current mode: according to prefs" in cc
    transfers = boinccmd(server.port, "--get_file_transfers")
    assert "name: fixture_wu_9_out" in transfers and "direction: upload" in transfers
    assert "message 3 & <more>" in boinccmd(server.port, "--get_messages", "0")
    assert "A notice" in boinccmd(server.port, "--get_notices", "0")
    assert "Xeon" in boinccmd(server.port, "--get_host_info")
    assert "disk usage: 0.05MB" in boinccmd(server.port, "--get_disk_usage")


def test_control_commands_arrive_as_commands(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    p = server.port
    boinccmd(p, "--set_run_mode", "never", "3600")
    boinccmd(p, "--set_network_mode", "auto")
    boinccmd(p, "--project", str(URL), "update")
    boinccmd(p, "--project", str(URL), "suspend")
    boinccmd(p, "--project", str(URL), "detach")
    boinccmd(p, "--task", str(URL), "fixture_wu_3_0", "suspend")
    boinccmd(p, "--task", str(URL), "fixture_wu_4_0", "abort")
    boinccmd(p, "--read_cc_config")
    boinccmd(p, "--project_attach", "http://127.0.0.1:31999/", "key_abc")
    assert backend.take_commands() == [
        SetMode("run", RunMode.NEVER, 3600.0), SetMode("network", RunMode.AUTO, 0.0),
        ProjectOp(URL, "update"), ProjectOp(URL, "suspend"), ProjectOp(URL, "detach"),
        ResultOp(URL, ResultName("fixture_wu_3_0"), "suspend"), ResultOp(URL, ResultName("fixture_wu_4_0"), "abort"),
        Simple("read_cc_config"), ProjectAttach(ProjectUrl("http://127.0.0.1:31999/"), "key_abc", ""),
    ]


def test_errors_reach_boinccmd(served: tuple[GuiRpcServer, StateBackend]) -> None:
    server, backend = served
    r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{server.port}", "--passwd", "wrong", "--set_run_mode",
                        "never"], capture_output=True, text=True, timeout=20)
    assert "Authorization failure" in r.stdout + r.stderr
    r = subprocess.run(["boinccmd", "--host", f"127.0.0.1:{server.port}", "--passwd", PASSWORD, "--project",
                        "http://nowhere.example/", "suspend"], capture_output=True, text=True, timeout=20)
    assert "No such project" in r.stdout + r.stderr
    assert backend.take_commands() == []


@pytest.mark.skipif(shutil.which("boinctui") is None or shutil.which("tmux") is None,
                    reason="boinctui or tmux not installed")
def test_boinctui_shows_our_project_and_tasks(served: tuple[GuiRpcServer, StateBackend], tmp_path: Path) -> None:
    server, _ = served
    (tmp_path / ".boinctui.cfg").write_text(
        f"<boinctui_cfg>\n<server>\n<host>127.0.0.1</host>\n<port>{server.port}</port>\n<pwd>{PASSWORD}</pwd>\n"
        "<hostid>ours</hostid>\n</server>\n</boinctui_cfg>\n")
    session = f"guirpc{server.port}"
    env = f"HOME={tmp_path} TERM=xterm"
    # A private tmux server whose windows start wide: the task-name column needs > 80 columns.
    (tmp_path / "tmux.conf").write_text("set -g default-size 220x50\n")
    tmux = ["tmux", "-L", session, "-f", str(tmp_path / "tmux.conf")]
    subprocess.run([*tmux, "new-session", "-d", "-s", session, "-x", "220", "-y", "50",
                    f"env -u COLUMNS -u LINES {env} boinctui"], check=True, timeout=10)
    try:
        screen = ""
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            time.sleep(1)
            screen = subprocess.run([*tmux, "capture-pane", "-p", "-t", session], capture_output=True,
                                    text=True, timeout=10).stdout
            if "fixture_wu_3_0" in screen and "Fixture Project" in screen:
                break
        assert "fixture_wu_3_0" in screen, screen
        assert "Fixture Project" in screen, screen
    finally:
        subprocess.run([*tmux, "kill-server"], timeout=10)
