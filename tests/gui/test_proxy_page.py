"""Proxy settings in the window (issue 36, item 12): Preferences ▸ Proxy sets the client's GUI proxy
as GUI RPC's set_proxy_settings does; the live client uses it at once, keeps it (owner-only file)
and the page shows it when opened again. A half-filled proxy is refused in words."""
from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow
from core.client.live import LiveClient
from core.client.session import SessionOptions
from core.guirpc.gui_proxy import GUI_PROXY_FILE
from core.persist import DataDir
from tests.gui.menus import open_from_menu
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    dd = DataDir(tmp_path / "client")
    dd.ensure()
    bridge = ClientBridge(LiveClient(dd.root, SessionOptions(seed=5)))
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.show()
    bridge.start()
    qtbot.waitUntil(lambda: w.snapshot is not None, timeout=30000)
    yield w
    bridge.stop()
    close_window(w)


def _open_preferences(window: MainWindow) -> PreferencesDialog:
    return open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")


def _open_proxy_page(window: MainWindow) -> PreferencesDialog:
    dlg = _open_preferences(window)
    items = [dlg.nav.item(i).text() for i in range(dlg.nav.count())]
    assert "Proxy" in items
    dlg.nav.setCurrentRow(items.index("Proxy"))  # a click on the page's name
    assert dlg.proxy_page is not None and dlg.proxy_page.isVisible()
    return dlg


def test_the_proxy_page_sets_the_clients_proxy_live(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    client = window.bridge.client
    assert isinstance(client, LiveClient)
    dlg = _open_proxy_page(window)
    page = dlg.proxy_page
    assert page is not None
    note = dlg.findChild(type(page.problem), "proxy_note")
    assert note is not None and "cc_config.xml" not in note.text()  # no longer "edit cc_config.xml"
    page.use_http.click()
    assert page.use_http.isChecked()
    save = dlg.buttons.button(QDialogButtonBox.StandardButton.Save)
    save.click()  # checked, but no server: refused in words, nothing sent
    assert dlg.isVisible() and "needs a server name" in page.problem.text()
    QTest.keyClicks(page.http_server, "proxy.example.org")
    page.http_port.setValue(3128)
    QTest.keyClicks(page.http_user, "volunteer")
    QTest.keyClicks(page.http_password, "s3cret")
    QTest.keyClicks(page.no_proxy, "localhost, 127.0.0.1")
    save.click()
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: client.proxy.http_server_name == "proxy.example.org", timeout=10000)
    assert client.proxy.http_server_port == 3128 and client.proxy.http_user_name == "volunteer"
    kept = tmp_path / "client" / GUI_PROXY_FILE
    assert "<http_user_passwd>s3cret</http_user_passwd>" in kept.read_text()
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    window.settings.sync()  # whatever the window keeps is on disk now (nothing at all, maybe)
    ini = tmp_path / "manager.ini"
    assert not ini.exists() or "s3cret" not in ini.read_text()
    # Opened again: the page shows what the client keeps.
    again = _open_proxy_page(window)
    shown = again.proxy_page
    assert shown is not None and shown.use_http.isChecked() and shown.http_server.text() == "proxy.example.org"
    assert shown.http_port.value() == 3128 and shown.no_proxy.text() == "localhost,127.0.0.1"
    again.close()


def test_the_computing_page_fits_its_dialog(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36, item 15: with the preview under the pages, the Computing page had to scroll."""
    from PySide6.QtWidgets import QScrollArea

    dlg = _open_preferences(window)
    assert dlg.preview is not None  # a local live client: the preview panel takes its room
    page = dlg.stack.currentWidget()
    assert isinstance(page, QScrollArea) and dlg.nav.currentItem().text() == "Computing"
    qtbot.waitUntil(lambda: page.verticalScrollBar().maximum() == 0 and page.horizontalScrollBar().maximum() == 0,
                    timeout=3000)
    screen = dlg.screen().availableGeometry()
    assert dlg.height() <= screen.height() and dlg.width() <= screen.width()
    dlg.close()
