"""The desktop app quits cleanly on SIGTERM (logout, kill): no question asked, the engine
stops its apps and saves, nothing is left running."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from tests.core.client.e2e import REPO, attach, demo_project, live_client

pytestmark = pytest.mark.timeout(120)


def _science_apps(pid: int) -> list[psutil.Process]:
    out = []
    for child in psutil.Process(pid).children(recursive=True):
        try:
            if any("demo_app" in part for part in child.cmdline()):
                out.append(child)
        except psutil.Error:
            pass
    return out


def test_sigterm_quits_the_desktop_app_cleanly(tmp_path: Path) -> None:
    project = demo_project(tmp_path, job_size=3_000_000)
    data = tmp_path / "data"
    first = live_client(data)  # attached once, as a volunteer would have; then the desktop app takes over
    attach(first, project)
    first.stop()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "boinc_gui.app", "--no-demo", "--data", str(data)], cwd=REPO,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 90
        while not _science_apps(proc.pid):
            assert proc.poll() is None, f"the app exited with {proc.returncode}"
            assert time.monotonic() < deadline, "the app never started a task"
            time.sleep(0.2)
        family = psutil.Process(proc.pid).children(recursive=True)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        project.stop()
    _gone, alive = psutil.wait_procs(family, timeout=10)
    assert not alive, [p.cmdline() for p in alive]
    assert "Client exiting" in (data / "stdoutdae.txt").read_text()
