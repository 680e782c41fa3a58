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


# The manager as a volunteer starts it; once its window is complete, File > Exit puts the
# "Exit?" question up, and the driver notes the question's title once it is the
# modal window. The test then sends SIGTERM, as a logout does with the question unanswered.
_EXIT_ASKED_DRIVER = r"""
import sys
from boinc_gui import app
import boinc_gui.main_window as mw

out = sys.argv[1]
real_show_complete = mw.MainWindow.show_complete

def show_complete(self):
    real_show_complete(self)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def note_question():
        question = QApplication.activeModalWidget()
        if question is None:
            QTimer.singleShot(50, note_question)
            return
        with open(out, "w") as f:
            f.write(question.windowTitle())

    def choose_exit():  # File > Exit, as a click on it chooses it (offscreen Qt binds no Quit key)
        file = next(a.menu() for a in self.menuBar().actions() if a.text().replace("&", "") == "File")
        next(a for a in file.actions() if a.text().replace("&", "") == "Exit").trigger()

    QTimer.singleShot(0, choose_exit)
    note_question()

mw.MainWindow.show_complete = show_complete
sys.exit(app.main(sys.argv[2:]))
"""


def test_sigterm_quits_while_the_exit_question_is_unanswered(tmp_path: Path) -> None:
    """Qt ignores a close of a window that is closing, and the window is closing while it waits
    for the Exit question's answer: the system's quit has to dismiss the question."""
    from tests.gui.app_child import app_child, app_env, wait_for

    out = tmp_path / "asked.txt"
    data = tmp_path / "data"
    with app_child(_EXIT_ASKED_DRIVER, out, ["--no-demo", "--data", str(data), "--gui-rpc-port", "0"],
                   app_env()) as proc:  # on leaving: SIGTERM, and exit status 0 within 60 s
        wait_for(out, proc, limit=90)
        assert out.read_text() == "Exit boinc-gui"
        assert proc.poll() is None, "the app quit before it was asked to"
    assert "exiting" in (data / "stdoutdae.txt").read_text()
