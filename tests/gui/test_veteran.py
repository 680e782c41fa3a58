"""What a BOINC veteran hit in the window (issue 36), driven as the volunteer drives it:
menu actions, tab switches, time passing, a restart of the application."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boinc_gui.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.state import RunMode
from tests.gui.conftest import wait_snapshot
from tests.gui.live_env import close_window, live_window_env

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(150)]


def _quit(w: MainWindow) -> Path:
    """File > Exit as the volunteer chooses it: the window closes and the client stops and saves."""
    w.confirm = lambda title, text: True
    w.quitting = True
    w.close()
    w.bridge.stop()
    folder = Path(w.settings.fileName()).parent
    close_window(w)
    return folder


def test_suspend_chosen_in_the_activity_menu_is_still_in_force_after_a_restart(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    with live_window_env(tmp_path) as env:
        w = env.window
        wait_snapshot(qtbot, w, lambda s: bool(s.projects), timeout=40000)
        w.run_actions[RunMode.NEVER].trigger()  # Activity > Suspend
        w.net_actions[RunMode.NEVER].trigger()  # Activity > Suspend network activity
        wait_snapshot(qtbot, w, lambda s: s.activity.run_mode == RunMode.NEVER
                      and s.activity.network_mode == RunMode.NEVER and not s.activity.computing)
        data = env.client.session.dd.root
        folder = _quit(w)
        # The application again, on the same data directory and settings.
        client = LiveClient(data, SessionOptions(seed=4), probe_attach=False)
        bridge = ClientBridge(client)
        again = MainWindow(bridge, QSettings(str(folder / "manager.ini"), QSettings.Format.IniFormat), None)
        again.resize(1280, 800)
        again.show()
        env.window = again  # the environment stops this one
        bridge.start()
        snap = wait_snapshot(qtbot, again, lambda s: bool(s.projects), timeout=30000)
        assert snap.activity.run_mode == RunMode.NEVER and not snap.activity.computing
        assert snap.activity.network_mode == RunMode.NEVER and not snap.activity.network
        qtbot.waitUntil(lambda: again.run_actions[RunMode.NEVER].isChecked()
                        and again.net_actions[RunMode.NEVER].isChecked(), timeout=5000)
        assert "suspended" in again.activity_label.text().lower()
        assert not any(t.running for t in snap.tasks)
