"""The window over the live client: real work from the embedded demo project flows through it."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, credited, demo_project
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import menu_action
from tests.gui.test_window import select, shown
from tests.gui.windows import close_window


@pytest.fixture
def live_window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, DemoProject]]:
    project = demo_project(tmp_path)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    client = LiveClient(dd.root, SessionOptions(seed=3), probe_attach=False)
    client.attach_when_empty = (project.master_url, project.authenticator)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    w.resize(1280, 800)
    w.show()
    bridge.start()
    yield w, project
    bridge.stop()
    project.stop()
    close_window(w)


@pytest.mark.timeout(90)
def test_live_client_work_shows_in_the_window(qtbot: QtBot, live_window: tuple[MainWindow, DemoProject]) -> None:
    window, project = live_window
    snap = wait_snapshot(qtbot, window, lambda s: bool(s.projects) and bool(s.tasks), timeout=30000)
    assert not snap.emulated and "Emulated" not in window.banner.text()
    assert shown(window.projects) == [snap.projects[0].name]
    qtbot.waitUntil(lambda: credited(project) >= 1, timeout=40000)
    snap = wait_snapshot(qtbot, window, lambda s: any("Finished upload" in m.body for m in s.messages) or
                         window.log.model.rowCount() > 5, timeout=20000)
    bodies = [window.log.model.row_at(i).body for i in range(window.log.model.rowCount())]
    assert any("Scheduler request completed" in b for b in bodies)
    assert any("Finished download" in b for b in bodies)
    # The credited task is in the History tab (recorded from the client's own snapshots),
    # which the volunteer clicks: it shows it by itself, no refresh asked.
    index = window.tabs.indexOf(window.history_tab)
    assert window.tabs.tabText(index) == "History"
    bar = window.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: window.history_tab.model.rowCount() >= 1, timeout=20000)
    # An action goes through the live engine and its effect comes back.
    window.tabs.setCurrentWidget(window.projects)
    select(window.projects, lambda r: True)
    menu_action(window, "Project", "No new tasks").trigger()
    wait_snapshot(qtbot, window, lambda s: s.projects[0].no_new_tasks, timeout=10000)
