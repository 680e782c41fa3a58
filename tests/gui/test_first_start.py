"""A first start (issue 36, item 6): the app's own start-up over an empty data directory attaches
the demo project by itself, and the window says so once, with a way to add a science project; a
restart over the same settings does not say it again. The welcome page's text fits its column."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from boinc_gui import app as app_module
from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.main_window import MainWindow
from boinc_gui.tabs.welcome import FirstStartBanner
from core.persist import DataDir
from tests.core.client.e2e import free_port
from tests.gui.conftest import wait_snapshot
from tests.gui.windows import close_window, first_start_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]


def _start(qtbot: QtBot, data: Path, settings: Path) -> tuple[app_module.Running, MainWindow]:
    """What ``boinc-gui --data DIR`` does after its first paint (boinc_gui.app.Running)."""
    window = MainWindow(None, QSettings(str(settings), QSettings.Format.IniFormat), None)
    window.resize(1280, 800)
    window.show()
    running = app_module.Running()
    args = app_module.parse_args(["--data", str(data), "--gui-rpc-port", str(free_port())])
    running.start(args, data, None, window)
    window.complete_when_painted(lambda: running.run(args))  # the engine's thread, once painted
    return running, window


def _banner(window: MainWindow) -> FirstStartBanner | None:
    shown = [b for b in window.findChildren(FirstStartBanner) if b.isVisible()]
    return shown[0] if shown else None


def test_first_start_says_the_demo_was_added_once(qtbot: QtBot, tmp_path: Path) -> None:
    data, settings = tmp_path / "data", tmp_path / "manager.ini"
    running, window = _start(qtbot, data, settings)
    try:
        snap = wait_snapshot(qtbot, window, lambda s: bool(s.projects), timeout=60000)
        banner = _banner(window)
        assert banner is not None, "a first start says what happened"
        assert "demo project has been added" in banner.text.text()
        assert snap.projects[0].url in (running.demos[0].master_url,)
        QTest.mouseClick(banner.attach_button, Qt.MouseButton.LeftButton)  # "Add a science project…"
        dialogs = [d for d in window.findChildren(AttachDialog) if d.isVisible()]
        assert len(dialogs) == 1
        dialogs[0].close()
        QTest.mouseClick(banner.close_button, Qt.MouseButton.LeftButton)  # "Got it"
        assert _banner(window) is None
    finally:
        running.stop()
        close_window(window)
    # A restart over the same data and settings: the demo is attached already; no banner.
    running, window = _start(qtbot, data, settings)
    try:
        wait_snapshot(qtbot, window, lambda s: bool(s.projects), timeout=60000)
        qtbot.wait(200)
        assert _banner(window) is None
    finally:
        running.stop()
        close_window(window)


def test_a_second_data_dir_with_a_state_already_gets_no_banner(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    DataDir(data).ensure()
    (data / "client_state.xml").write_text("<client_state></client_state>\n")  # not a first start
    running, window = _start(qtbot, data, tmp_path / "fresh.ini")
    try:
        wait_snapshot(qtbot, window, lambda s: True, timeout=60000)
        assert _banner(window) is None
    finally:
        running.stop()
        close_window(window)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800)])
def test_the_welcome_page_text_is_not_cut(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    with first_start_window(tmp_path, size) as window:
        qtbot.waitUntil(window.welcome_shown, timeout=30000)
        qtbot.wait(50)
        text = window.welcome.text
        # Whole lines: the label is as tall as its wrapped text needs, in a readable width.
        assert text.height() >= text.heightForWidth(text.width()), (text.width(), text.height())
        assert text.width() >= 400, text.width()
        for label in window.welcome.findChildren(QLabel):
            assert label.height() >= label.sizeHint().height() or label.wordWrap()
