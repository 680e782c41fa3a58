"""A first start with the embedded demo project (issue 36): the window is complete without
waiting for the demo's server, which takes some 0.3 s to listen; the client attaches to it once
it does.

The manager starts as ``make run`` starts it (``boinc_gui.app.main``, no ``--no-demo``) in a
child process of its own. Its driver holds the demo's server back (its command waits for a
file before it runs) until the window's title names the computer: a start that waited for the
server would not get there before the server's start timeout. Then it lets the server start and
waits for the demo project in the Projects table.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.gui.app_child import NOTE_DEMO_PID, app_child, app_env, wait_for

pytestmark = [pytest.mark.gui, pytest.mark.timeout(180)]

_DRIVER = r"""
import json, os, sys
from boinc_gui import app
import boinc_gui.main_window as mw
import core.client.embedded_demo as embedded_demo

out = sys.argv[1]
go = out + ".go"
seen = {}
real_command = embedded_demo.child_command

def child_command(*args, **kwargs):  # the server runs once the file "go" is there
    return ["sh", "-c", 'while [ ! -e "$0" ]; do sleep 0.05; done; exec "$@"', go, *real_command(*args, **kwargs)]

embedded_demo.child_command = child_command
"""
_DRIVER += NOTE_DEMO_PID + r"""
real_show_complete = mw.MainWindow.show_complete

def show_complete(self):
    real_show_complete(self)
    from PySide6.QtCore import QTimer
    seen["complete"] = {"title": self.windowTitle(), "projects": self.projects.model.rowCount()}
    open(go, "w").close()

    def attached():
        rows = self.projects.model.rowCount()
        if rows == 0:
            QTimer.singleShot(100, attached)
            return
        seen["attached"] = {"projects": rows, "title": self.windowTitle()}
        with open(out + ".tmp", "w") as f:
            json.dump(seen, f)
        os.replace(out + ".tmp", out)

    attached()

mw.MainWindow.show_complete = show_complete
sys.exit(app.main(sys.argv[2:]))
"""


def test_the_window_is_complete_before_the_demo_server_answers_and_the_demo_attaches_after(
        tmp_path: Path) -> None:
    out = tmp_path / "seen.json"
    with app_child(_DRIVER, out, ["--data", str(tmp_path / "data"), "--gui-rpc-port", "0"], app_env()) as proc:
        wait_for(out, proc, limit=150)  # the demo's server starts once the window is complete
    seen = json.loads(out.read_text())
    # Complete while the demo's server had not been heard from: nothing attached yet ...
    assert seen["complete"] == {"title": "boinc-gui — this computer", "projects": 0}
    # ... and the client attached to it once it answered.
    assert seen["attached"]["projects"] == 1
    # The demo's server ended with the app.
    with pytest.raises(ProcessLookupError):
        os.kill(seen["demo_pid"], 0)
