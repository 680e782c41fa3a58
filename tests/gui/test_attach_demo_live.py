"""In live mode the attach dialog's demo preset is the embedded demo project itself, and it attaches."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import DEMO_PROJECT_URL, AttachDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.demo import DemoProject
from core.persist import DataDir
from core.persist.prefs_file import write_global_prefs_override
from tests.core.client.e2e import FAST_PREFS, demo_project
from tests.gui.conftest import wait_snapshot
from tests.gui.menus import open_from_menu

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def empty_live_window(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, DemoProject]]:
    project = demo_project(tmp_path)
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    write_global_prefs_override(dd, FAST_PREFS)
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=3)))
    w = MainWindow(bridge, QSettings(str(dd.root / "manager.ini"), QSettings.Format.IniFormat), None)
    w.demo_preset = lambda: (project.master_url, project.authenticator)  # as boinc_gui.app gives it
    w.show()
    bridge.start()
    yield w, project
    bridge.stop()
    project.stop()
    w.quitting = True
    w.hide()
    w.deleteLater()


def test_the_demo_preset_attaches_the_live_client(
        qtbot: QtBot, empty_live_window: tuple[MainWindow, DemoProject]) -> None:
    window, project = empty_live_window
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert dlg.preset.currentText() == "Demo project (built in)"
    assert dlg.url.text() == project.master_url != DEMO_PROJECT_URL
    with qtbot.waitSignal(dlg.attached, timeout=30000):
        dlg.submit()
    wait_snapshot(qtbot, window, lambda s: [p.url for p in s.projects] == [project.master_url], timeout=30000)

    # Attached, the demo is not offered again: the dialog starts on another project, and
    # the demo's URL typed in is refused before anything is sent.
    again = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert again.preset.currentText() == "Other project…" and again.url.text() == ""
    qtbot.keyClicks(again.url, project.master_url.replace("http://", "HTTP://").rstrip("/"))
    again.key.setText(project.authenticator)
    assert again.status.text() == "This computer is already attached to this project."
    assert not again.attach_button.isEnabled()
    again.close()


def test_no_demo_preset_when_none_can_serve(qtbot: QtBot, empty_live_window: tuple[MainWindow, DemoProject]) -> None:
    window, _ = empty_live_window

    def taken() -> tuple[str, str]:
        raise OSError("address already in use")

    window.demo_preset = taken
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert [dlg.preset.itemText(i) for i in range(dlg.preset.count())] == ["Other project…"]
    assert dlg.url.text() == ""
