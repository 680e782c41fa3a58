"""The manager's hosts: add a remote host through the dialog, select it, see its work; dead hosts."""
from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.dialogs import HostDialog, HostsDialog
from boinc_gui.hosts.feeds import LOCAL_ID
from boinc_gui.hosts.manager import HostEntry, HostManager, PasswordVault
from boinc_gui.hosts.selector import HostsUi, install_hosts
from boinc_gui.main_window import MainWindow
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from core.remote.client import RemoteClient
from tests.core.guirpc.sample import PASSWORD, URL, attached_snapshot
from tests.core.guirpc.wire_commands import ResultOp
from tests.gui.menus import menu_action, open_from_menu
from tests.gui.test_window import select, shown


class MemoryKeyring(KeyringBackend):
    """A real keyring backend that keeps secrets in this process (stands in for a desktop keyring)."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.secrets: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.secrets.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.secrets[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.secrets.pop((service, username), None)


def no_keyring() -> PasswordVault:
    """What keyring.get_keyring() gives on this headless machine: the fail backend."""
    return PasswordVault(fail.Keyring())  # type: ignore[no-untyped-call]


@pytest.fixture
def server() -> Iterator[tuple[GuiRpcServer, StateBackend]]:
    backend = StateBackend(attached_snapshot(n_results=3))
    with GuiRpcServer(backend, PASSWORD, port=0) as srv:
        yield srv, backend


def fast_client(entry: HostEntry, password: str) -> RemoteClient:
    return RemoteClient(entry.address, entry.port, password, label=entry.name, poll_interval_s=0.2,
                        timeout_s=1.0, backoff_s=0.2, max_backoff_s=0.5)


def hosts_ui(window: MainWindow, tmp_path: Path, vault: PasswordVault) -> HostsUi:
    settings = QSettings(str(tmp_path / "hosts.ini"), QSettings.Format.IniFormat)
    return install_hosts(window, HostManager(settings, window.bridge, vault, fast_client, parent=window))


def ok_button(dlg: HostDialog) -> QPushButton:
    box = dlg.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok)


def fill_and_ok(dlg: HostDialog, name: str, port: int, password: str) -> None:
    dlg.name.setText(name)
    dlg.address.setText("127.0.0.1")
    dlg.port.setValue(port)
    dlg.password.setText(password)
    ok_button(dlg).click()


@pytest.mark.timeout(60)
def test_add_host_without_keyring_asks_each_time_and_shows_its_work(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, backend = server
    vault = no_keyring()
    assert not vault.available
    ui = hosts_ui(window, tmp_path, vault)
    manager = ui.manager
    add = ui.open_dialog().add_host()
    assert "No system keyring" in add.note.text()
    fill_and_ok(add, "lab machine", srv.port, PASSWORD)
    [entry] = manager.hosts
    assert entry.name == "lab machine" and entry.port == srv.port
    assert PASSWORD not in (tmp_path / "hosts.ini").read_text()  # never in plain text
    qtbot.waitUntil(lambda: "connected" in manager.model.index(1, 2).data(), timeout=10000)
    # Its first answer (five log lines, one notice) comes in while this computer is still shown.
    bridge = manager.bridge(entry.host_id)
    assert bridge is not None
    qtbot.waitUntil(lambda: bridge.latest is not None, timeout=10000)

    ui.choose(entry.host_id)
    qtbot.waitUntil(lambda: shown(window.projects) == ["Fixture Project"], timeout=10000)
    assert window.tasks.model.rowCount() == 3 and "lab machine" in window.windowTitle()
    assert ui.health.text().startswith("lab machine: connected")
    # Nothing it said before it was shown is lost: its five lines and its notice, in the log
    # and in the Notices tab (the notice came once, while this computer was shown).
    assert sorted(m.seqno for m in window.log.model.rows()) == [-1, 1, 2, 3, 4, 5]
    assert [n.title for n in window.notices.model.rows()] == ["Hello"]
    # An action works on the selected host: suspend its running task.
    window.tabs.setCurrentWidget(window.tasks)
    select(window.tasks, lambda r: r.name == "fixture_wu_3_0")
    window.task_actions["suspend"].trigger()
    assert backend.wait_for_command(5)
    assert backend.take_commands() == [ResultOp(URL, "fixture_wu_3_0", "suspend")]  # type: ignore[arg-type]

    ui.choose(LOCAL_ID)  # back to this computer: the emulator's projects again
    qtbot.waitUntil(lambda: len(shown(window.projects)) == 3 and "Fixture Project" not in shown(window.projects),
                    timeout=10000)
    manager.stop()

    # Next start: the host comes back from the settings, without its password, which is asked for.
    asked: list[str] = []
    later = HostManager(manager.settings, window.bridge, no_keyring(), fast_client, parent=window)
    def ask(e: HostEntry) -> str:
        asked.append(e.name)
        return PASSWORD
    later.ask_password = ask
    [again] = later.hosts
    assert again == entry and later.bridge(entry.host_id) is None
    assert later.health(entry.host_id).error == "password needed"
    later.select(entry.host_id)
    assert asked == ["lab machine"]
    qtbot.waitUntil(lambda: later.health(entry.host_id).connected, timeout=10000)
    later.stop()


@pytest.mark.timeout(60)
def test_keyring_holds_the_password_and_edit_remove_work(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: tuple[GuiRpcServer, StateBackend]) -> None:
    srv, _ = server
    ring = MemoryKeyring()
    vault = PasswordVault(ring)
    assert vault.available
    manager = hosts_ui(window, tmp_path, vault).manager
    entry = manager.add("box", "127.0.0.1", srv.port, PASSWORD)
    assert ring.secrets == {("boinc-gui", entry.host_id): PASSWORD}
    assert PASSWORD not in (tmp_path / "hosts.ini").read_text()
    manager.stop()
    later = HostManager(manager.settings, window.bridge, PasswordVault(ring), fast_client, parent=window)
    later.ask_password = lambda e: pytest.fail("asked although the keyring has it")
    qtbot.waitUntil(lambda: later.health(entry.host_id).connected, timeout=10000)  # started at once
    dlg = HostsDialog(later, window)
    dlg.view.selectRow(1)
    edit = dlg.edit_host()
    assert edit is not None and edit.password.placeholderText() == "unchanged"
    edit.name.setText("renamed box")
    ok_button(edit).click()
    assert later.hosts[0].name == "renamed box" and ring.secrets[("boinc-gui", entry.host_id)] == PASSWORD
    qtbot.waitUntil(lambda: later.health(entry.host_id).connected, timeout=10000)
    dlg.view.selectRow(1)
    dlg.remove_host()
    assert later.hosts == [] and ring.secrets == {} and later.bridge(entry.host_id) is None
    later.stop()
    dlg.deleteLater()


@pytest.mark.timeout(60)
def test_dead_and_silent_hosts_show_errors_and_the_window_stays_responsive(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead_port = s.getsockname()[1]
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    held: list[socket.socket] = []

    def accept() -> None:
        try:
            while True:
                held.append(silent.accept()[0])
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    ui = hosts_ui(window, tmp_path, no_keyring())
    manager = ui.manager
    ticks: list[float] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    try:
        dead = manager.add("dead", "127.0.0.1", dead_port, "pw")
        mute = manager.add("mute", "127.0.0.1", silent.getsockname()[1], "pw")
        ui.choose(dead.host_id)
        qtbot.waitUntil(lambda: "connection refused" in ui.health.text(), timeout=10000)
        assert window.projects.model.rowCount() == 0 and window.tasks.model.rowCount() == 0
        ui.choose(mute.host_id)
        qtbot.waitUntil(lambda: "no answer (timed out)" in ui.health.text(), timeout=10000)
        assert ui.health.text().startswith("mute: no answer")
        menu_action(window, "Activity", "Suspend").trigger()
        qtbot.wait(1500)  # a command to the silent host is pending: the GUI thread keeps running
        gaps = [b - a for a, b in zip(ticks, ticks[1:])]
        assert len(ticks) > 50 and max(gaps) < 0.5, max(gaps)
    finally:
        timer.stop()
        manager.stop()
        silent.close()
        for h in held:
            h.close()


def test_the_health_timer_runs_only_while_there_is_a_remote_host(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: tuple[GuiRpcServer, StateBackend]) -> None:
    """An app with no remote host is not woken twice a second for nothing."""
    srv, _ = server
    ui = hosts_ui(window, tmp_path, no_keyring())
    manager = ui.manager
    checks: list[int] = []
    manager.health_checked.connect(lambda: checks.append(1))
    assert not manager.timer_active()
    qtbot.wait(1200)
    assert checks == []
    entry = manager.add("lab machine", "127.0.0.1", srv.port, PASSWORD)
    assert manager.timer_active()
    qtbot.waitUntil(lambda: len(checks) >= 3, timeout=5000)  # health keeps being read while it is there
    manager.remove(entry.host_id)
    assert not manager.timer_active()
    checks.clear()
    qtbot.wait(1200)
    assert checks == []
    manager.stop()


@pytest.mark.timeout(60)
def test_adding_a_project_to_a_remote_computer_names_it(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, server: tuple[GuiRpcServer, StateBackend]) -> None:
    from boinc_gui.dialogs.attach import AttachDialog

    srv, _backend = server
    ui = hosts_ui(window, tmp_path, no_keyring())
    fill_and_ok(ui.open_dialog().add_host(), "lab machine", srv.port, PASSWORD)
    [entry] = ui.manager.hosts
    ui.choose(entry.host_id)
    qtbot.waitUntil(lambda: shown(window.projects) == ["Fixture Project"], timeout=10000)
    qtbot.waitUntil(window.attach_action.isEnabled, timeout=10000)
    dlg = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert dlg.windowTitle() == "Add project to lab machine"
    assert any("the computer lab machine's spare time" in lab.text() for lab in dlg.findChildren(QLabel))
    dlg.close()
    ui.choose(LOCAL_ID)
    qtbot.waitUntil(lambda: "Fixture Project" not in shown(window.projects), timeout=10000)
    mine = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    assert mine.windowTitle() == "Add project"
    mine.close()
    ui.manager.stop()
