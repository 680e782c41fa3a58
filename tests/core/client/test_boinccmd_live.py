"""Debian's boinccmd and boinctui, the real tools, drive a real ``boinc-core run``.

``python -m core.cli run`` runs as a child process on a temporary data directory,
attached to a demo project on loopback, with its GUI RPC server on a free port. The
tools read the password the client wrote to ``gui_rpc_auth.cfg``. Computing is set to
"never" as soon as the server answers, so the tasks that arrive stay on the client
(ready to start) and every read command can be checked for them. The GUI RPC backend
builds its snapshot only on demand, so the first answers may be empty: tests poll.
"""
from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from core.demo import DemoProject
from tests.core.client.e2e import core_run, demo_project, free_port

BOINCCMD = shutil.which("boinccmd") or "/usr/bin/boinccmd"
REPO = Path(__file__).resolve().parents[3]
PROJECT_NAME = "boinc-gui Demo Project"

pytestmark = [pytest.mark.timeout(90),
              pytest.mark.skipif(shutil.which("boinccmd") is None, reason="boinccmd not installed")]


@dataclass
class Running:
    project: DemoProject
    proc: subprocess.Popen[bytes]
    data: Path
    port: int
    password: str

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([BOINCCMD, "--host", f"127.0.0.1:{self.port}", "--passwd", self.password, *args],
                              capture_output=True, text=True, timeout=20)

    def cmd(self, *args: str, ok: bool = True) -> str:
        r = self.run(*args)
        if ok:
            assert r.returncode == 0 and "failed" not in r.stderr.lower(), (args, r.stdout, r.stderr)
        return r.stdout + r.stderr

    def poll(self, args: tuple[str, ...], want: str, timeout_s: float = 30.0) -> str:
        """Repeat a read command until its output contains ``want``; returns the last output."""
        out = ""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"boinc-core run exited with {self.proc.returncode}"
            out = self.cmd(*args, ok=False)
            if want in out:
                return out
            time.sleep(0.3)
        raise AssertionError(f"{' '.join(args)} never showed {want!r}; last output:\n{out}")


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    tmp = tmp_path_factory.mktemp("boinccmd_live")
    project = demo_project(tmp, ready_jobs=3, max_jobs_per_rpc=3)
    port = free_port()
    try:
        with core_run(tmp / "client", project, port) as (proc, password):
            run = Running(project, proc, tmp / "client", port, password)
            # Keep the tasks on the client: nothing runs, so nothing finishes and leaves.
            deadline = time.monotonic() + 20
            while run.run("--set_run_mode", "never", "3600").returncode != 0:  # "can't connect" until it listens
                assert time.monotonic() < deadline, "the GUI RPC server never answered"
                time.sleep(0.2)
            run.poll(("--get_tasks",), "name: demo_app_wu_")
            yield run
    finally:
        project.stop()


def task_names(run: Running) -> list[str]:
    assert run.project.store is not None
    return [r.name for r in run.project.store.results("r.server_state='in_progress'")]


def test_read_commands_name_the_project_and_its_tasks(running: Running) -> None:
    r = running
    url = r.project.master_url
    names = task_names(r)
    assert names, "the project sent no work"
    state = r.poll(("--get_state",), names[0])
    assert PROJECT_NAME in state and url in state
    assert all(n in state for n in names), (names, state)
    tasks = r.cmd("--get_tasks")
    assert all(f"name: {n}" in tasks for n in names), tasks
    assert f"project URL: {url}" in tasks
    projects = r.cmd("--get_project_status")
    assert f"name: {PROJECT_NAME}" in projects and f"master URL: {url}" in projects
    cc = r.cmd("--get_cc_status")
    assert "CPU status" in cc and "current mode: never" in cc, cc
    transfers = r.cmd("--get_file_transfers")
    assert "File transfers" in transfers, transfers
    listed = [ln.split("name:", 1)[1].strip() for ln in transfers.splitlines() if "name:" in ln]
    assert all(n.startswith("demo_app_") for n in listed), transfers  # only the project's own files
    messages = r.poll(("--get_messages", "0"), "Scheduler request completed")
    assert PROJECT_NAME in messages and "Starting boinc-gui client" in messages
    disk = r.cmd("--get_disk_usage")
    assert url in disk and "disk usage:" in disk, disk
    host = r.cmd("--get_host_info")
    assert "#CPUS:" in host or "ncpus" in host.lower(), host


def test_run_mode_and_project_suspend_resume(running: Running) -> None:
    r = running
    url = r.project.master_url
    r.cmd("--set_run_mode", "never", "3600")
    cc = r.poll(("--get_cc_status",), "current mode: never")
    assert "CPU status" in cc
    r.cmd("--project", url, "suspend")
    r.poll(("--get_project_status",), "suspended via GUI: yes")
    r.cmd("--project", url, "resume")
    status = r.poll(("--get_project_status",), "suspended via GUI: no")
    assert f"name: {PROJECT_NAME}" in status
    r.cmd("--set_run_mode", "auto")
    assert "current mode: according to prefs" in r.poll(("--get_cc_status",), "current mode: according to prefs")


@pytest.mark.skipif(shutil.which("boinctui") is None or shutil.which("tmux") is None,
                    reason="boinctui or tmux not installed")
def test_boinctui_shows_the_project(running: Running, tmp_path: Path) -> None:
    r = running
    (tmp_path / ".boinctui.cfg").write_text(
        f"<boinctui_cfg>\n<server>\n<host>127.0.0.1</host>\n<port>{r.port}</port>\n<pwd>{r.password}</pwd>\n"
        "<hostid>ours</hostid>\n</server>\n</boinctui_cfg>\n")
    session = f"live{r.port}"
    (tmp_path / "tmux.conf").write_text("set -g default-size 220x50\n")
    tmux = ["tmux", "-L", session, "-f", str(tmp_path / "tmux.conf")]
    subprocess.run([*tmux, "new-session", "-d", "-s", session, "-x", "220", "-y", "50",
                    f"env -u COLUMNS -u LINES HOME={tmp_path} TERM=xterm boinctui"], check=True, timeout=10)
    names = task_names(r)
    try:
        screen = ""
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            time.sleep(1)
            screen = subprocess.run([*tmux, "capture-pane", "-p", "-t", session], capture_output=True,
                                    text=True, timeout=10).stdout
            # Its tasks' project column holds 20 characters ("boinc-gui Demo Proje"); the
            # project's whole name shows only where a message names it.
            if PROJECT_NAME[:20] in screen and any(n in screen for n in names):
                break
        assert PROJECT_NAME[:20] in screen, screen
        assert any(n in screen for n in names), (names, screen)
    finally:
        subprocess.run([*tmux, "kill-server"], timeout=10)
